// Package exploretest holds what tests of several packages need of
// package explore's game files.
package exploretest

import (
	"context"
	"testing"

	"nimber/solver/explore"
	"nimber/solver/pattern"
	"nimber/solver/sums"
)

// Near177 is a game file that is code 0.177 but at heap 700, which has one
// more option: for a table of 1000 heaps its rules are read to a few
// hundred and recognised as 0.177's, whose engine values the heaps past
// them, and the rule found in those values is not proven.
const Near177 = `def moves(n):
    out = [[]] if n == 1 else []
    for k in (2, 3):
        if n == k:
            out.append([])
        for a in range(n - k + 1):
            out.append([a, n - k - a])
    if n == 700:
        out.append([n - 11])
    return out
`

// Sub64 is a game file that subtracts 1..64, but from heap 3000 only
// 2..64: asked for 20000 heaps its rules are read as far as the
// recognition's budget (about 2048 heaps), the heaps past them that are
// checked (recognize.Match.Check) miss heap 3000, and they are matched
// with the subtraction game {1-64}, whose engine values the rest; asked
// for 5000, they are all read, and heap 3000 differs.
const Sub64 = "def moves(n):\n    return [n - s for s in range(1, 65) if s <= n and (n != 3000 or s > 1)]\n"

// Sub64Values returns the Grundy values of Sub64's heaps 0..n from its
// definition: each the least number no option has.
func Sub64Values(n int) []uint32 {
	v := make([]uint32, n+1)
	for x := range v {
		seen := map[uint32]bool{}
		for s := 1; s <= 64 && s <= x; s++ {
			if x != 3000 || s > 1 {
				seen[v[x-s]] = true
			}
		}
		for seen[v[x]] {
			v[x]++
		}
	}
	return v
}

// PatternClaim returns the Grundy values of heaps 0..n of the game file
// code and what the command line's pattern says of the rule it finds in
// them: its status under the condition of the code the file's rules are
// recognised as (explore.MatchCondition), recognised before the values
// are valued. It fails t when the file fails or no rule is found.
func PatternClaim(t testing.TB, code string, n int) ([]uint32, string) {
	t.Helper()
	g, err := explore.Script("game.star", []byte(code), nil, explore.Limits{})
	if err != nil {
		t.Fatal(err)
	}
	rec, ok := g.(explore.Recognizer)
	if !ok {
		t.Fatal("a game file that is no explore.Recognizer")
	}
	m, _, err := rec.Recognize(context.Background(), n, nil)
	if err != nil {
		t.Fatal(err)
	}
	o := explore.PatternOptions(g, sums.Grundy)
	v, err := g.Values(context.Background(), sums.Grundy, sums.Convention{}, explore.Shape{N: n}, nil)
	if err != nil {
		t.Fatal(err)
	}
	r := pattern.Find(v, o).Rule
	if r == nil {
		t.Fatalf("no rule found in the values of heaps 0..%d", n)
	}
	return v, r.StatusUnder(explore.MatchCondition(m, n, o.Bound != nil))
}
