// Package gamestest holds what tests of several packages need of package
// games.
package gamestest

import (
	"testing"

	"nimber/solver/games"
)

// Values returns games.Values of the heaps 0..n of the game spec ("0.07",
// "coprime", …) for the kind named kind ("grundy-normal", …), failing the
// test on a bad spec or kind.
func Values(t testing.TB, spec, kind string, n int) []uint32 {
	t.Helper()
	g, err := games.Parse(spec)
	if err != nil {
		t.Fatal(err)
	}
	k, c, err := games.ParseKind(kind)
	if err != nil {
		t.Fatal(err)
	}
	v, err := games.Values(g, k, c, n, nil)
	if err != nil {
		t.Fatal(err)
	}
	return v
}
