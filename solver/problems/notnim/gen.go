package notnim

import "nimber/solver/contest"

// edgeCases are the corner cases: the smallest piles, the largest pile, the
// largest primes (the largest values), equal piles cancelling.
var edgeCases = [][]int{
	{1}, {2}, {maxPile}, {9999991}, {1, 1}, {maxPile - 1}, {2, 4, 6},
	{1, 2, 3, 4, 5}, {9999991, 9999973}, {3, 3, 6, 1}, {9999991, 9999991},
}

// generate writes a notnim input.
func generate(g *contest.Gen) []byte {
	var cases [][]int
	switch g.Kind {
	case contest.Max:
		t := g.Count(0, maxCases)
		cases = g.Full(t, func(int) int { return maxTotal / t }, 1, maxPile)
	case contest.Edge:
		cases = contest.EdgeCases(g, edgeCases, maxCases)
	default:
		for range g.Count(10, maxCases) {
			n := g.Int(1, 8)
			piles := g.Ints(n, 1, g.Pick(24, 1000, maxPile))
			cases = append(cases, piles)
		}
	}
	return contest.Lists(cases)
}
