package frame

import (
	"slices"
	"testing"
)

// Every page opens at its path, at its file and at its short path, each
// listed once; the contest page's file is the site's index.
func TestAddresses(t *testing.T) {
	for _, c := range []struct {
		path string
		want []string
	}{
		{ContestPath, []string{"/", "/index.html"}},
		{TablePath, []string{"/table.html", "/table"}},
		{NotFoundPath, []string{"/404.html", "/404"}},
	} {
		if got := Addresses(c.path); !slices.Equal(got, c.want) {
			t.Errorf("Addresses(%q) = %q, want %q", c.path, got, c.want)
		}
	}
}
