package jiangnan

import "nimber/solver/contest"

// edgeF are corner thresholds: every pile of two or more splits, the
// sample's, the largest.
var edgeF = []int{1, 2, 3, maxF}

// edgeCases are corner cases: the smallest piles, piles just below and at
// the threshold f, the largest piles, equal piles cancelling.
func edgeCases(f int) [][]int {
	return [][]int{
		{1}, {2}, {max(1, f-1)}, {f}, {maxPile}, {maxPile, maxPile},
		{1, 1, 1}, {f, min(f+1, maxPile)}, {3}, {5},
	}
}

// generate writes a jiangnan input.
func generate(g *contest.Gen) []byte {
	var in []byte
	switch g.Kind {
	case contest.Max:
		t := g.Count(0, maxCases)
		in = contest.Line(in, t, 1) // F = 1: every pile can split, the most work
		for _, piles := range g.Full(t, func(int) int { return maxPiles }, 1, maxPile) {
			in = pileLine(in, piles)
		}
	case contest.Edge:
		f := g.Pick(edgeF...)
		cs := contest.EdgeCases(g, edgeCases(f), maxCases)
		in = contest.Line(in, len(cs), f)
		for _, piles := range cs {
			in = pileLine(in, piles)
		}
	default:
		t := g.Count(10, maxCases)
		in = contest.Line(in, t, g.Pick(g.Int(1, 10), g.Int(1, maxF)))
		for range t {
			n := g.Int(1, 5)
			piles := g.Ints(n, 1, g.Pick(10, 1000, maxPile))
			in = pileLine(in, piles)
		}
	}
	return in
}

// pileLine appends a case: N, then the N piles, on one line.
func pileLine(in []byte, piles []int) []byte {
	return contest.Line(in, append([]int{len(piles)}, piles...)...)
}
