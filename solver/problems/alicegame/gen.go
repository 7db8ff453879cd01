package alicegame

import "nimber/solver/contest"

// edgeCases are corner cases (k, n): no monster, segments of k, k+1 and k+2
// (the first length with a cut), the largest k and n, n at a period's end.
var edgeCases = [][]int{
	{2, 0}, {2, 1}, {2, 2}, {2, 3}, {2, 4}, {3, 4}, {3, 5}, {maxK, 0}, {maxK, maxK},
	{maxK, maxK + 1}, {maxK, maxK + 2}, {maxK, maxN}, {minK, maxN}, {5, 4*5 + 2}, {5, 4*5 + 3},
}

// generate writes an alicegame input.
func generate(g *contest.Gen) []byte {
	var cases [][]int // k n
	switch g.Kind {
	case contest.Max:
		for c := range g.Count(0, maxCases) {
			k, n := g.Int(maxK-1000, maxK), g.Int(maxN-1000000, maxN)
			if c == 0 {
				k, n = maxK, maxN
			}
			cases = append(cases, []int{k, n})
		}
	case contest.Edge:
		cases = contest.EdgeCases(g, edgeCases, maxCases)
	default:
		for range g.Count(10, maxCases) {
			k := g.Pick(g.Int(minK, 10), g.Int(minK, maxK))
			n := g.Pick(g.Int(0, 50), g.Int(0, 10*k), g.Int(0, maxN))
			cases = append(cases, []int{k, min(n, maxN)})
		}
	}
	return contest.Rows(cases)
}
