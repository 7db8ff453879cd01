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
	var in []byte
	switch g.Kind {
	case contest.Max:
		t := g.Count(0, maxCases)
		in = contest.Line(in, t)
		for c := range t {
			piles := make([]int, maxTotal/t)
			for i := range piles {
				piles[i] = g.Int(1, maxPile)
			}
			if c == 0 {
				piles[0] = maxPile
			}
			in = contest.List(in, piles)
		}
	case contest.Edge:
		t := g.Count(len(edgeCases), maxCases)
		in = contest.Line(in, t)
		for c := range t {
			piles := edgeCases[c%len(edgeCases)]
			in = contest.List(in, piles)
		}
	default:
		t := g.Count(10, maxCases)
		in = contest.Line(in, t)
		for range t {
			piles := make([]int, g.Int(1, 8))
			top := []int{24, 1000, maxPile}[g.Int(0, 2)]
			for i := range piles {
				piles[i] = g.Int(1, top)
			}
			in = contest.List(in, piles)
		}
	}
	return in
}
