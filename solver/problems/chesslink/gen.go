package chesslink

import "nimber/solver/contest"

// edgeCases are corner cases (n, r, g, b): the smallest boards, pieces on
// one cell, at both ends, the largest board.
var edgeCases = [][]int{
	{2, 1, 1, 1}, {2, 2, 2, 2}, {3, 3, 3, 3}, {3, 1, 1, 1}, {3, 1, 2, 3}, {3, 2, 2, 2},
	{maxN, 1, 1, 1}, {maxN, maxN, maxN, maxN}, {maxN - 1, 1, maxN - 1, 2}, {maxN - 1, maxN - 1, maxN - 1, maxN - 1},
}

// generate writes a chesslink input. A max input has the most cases, some
// with the largest n, and n adding up to the limit on the total.
func generate(g *contest.Gen) []byte {
	var cases [][]int // n r g b
	switch g.Kind {
	case contest.Max:
		t := g.Count(0, maxCases)
		big := min(t, maxTotal/maxN-1) // cases of the largest n; the rest share what is left
		for c := range t {
			n := maxN
			if c >= big {
				n = max(2, (maxTotal-big*maxN)/(t-big))
			}
			cases = append(cases, []int{n, g.Int(1, n), g.Int(1, n), g.Int(1, n)})
		}
	case contest.Edge:
		cases = contest.EdgeCases(g, edgeCases, len(edgeCases))
	default:
		t := g.Count(10, maxCases)
		for range t {
			n := g.Pick(g.Int(2, 5), g.Int(2, 20), g.Int(2, maxTotal/t))
			n = min(n, maxN)
			cases = append(cases, []int{n, g.Int(1, n), g.Int(1, n), g.Int(1, n)})
		}
	}
	return contest.Rows(cases)
}
