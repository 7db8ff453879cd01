package usergame

import "testing"

// TestSmall: a table of fewer than protocol.ListAtLeast positions is small;
// one that is not, or a size that does not read, is not.
func TestSmall(t *testing.T) {
	for n, want := range map[string]bool{
		"100": true, " 998 ": true, "999": false, "5000": false,
		"30,30": true, "31, 30": true, "31,31": false, "0,0": true,
		"": false, "x": false, "-3": false, "3,": false, "10,1000": false,
	} {
		if got := (Request{N: n}).Small(); got != want {
			t.Errorf("%q: small %v, want %v", n, got, want)
		}
	}
}
