package gamepack

import (
	"nimber/solver/contest"
	boards "nimber/solver/play"
)

// maxGenCases is the number of cases of a generated max input; their plates
// add up to the limit.
const maxGenCases = 1000

// edgeCases are corner cases: the smallest plates, plates at and around 17
// (operation 3), the largest plate, equal plates.
var edgeCases = [][]int{
	{1}, {2}, {3}, {17}, {18}, {34}, {maxSize}, {1, 1}, {2, 2}, {1, 2, 3}, {maxSize, maxSize}, {16, 17, 18},
}

// generate writes a gamepack input: A B C D T, then T cases.
func generate(g *contest.Gen) []byte {
	params := []int{g.Int(0, 4), g.Int(0, 2), g.Int(0, 1), g.Int(0, 1)}
	var cases [][]int
	switch g.Kind {
	case contest.Max:
		t := g.Count(0, maxGenCases)
		cases = g.Full(t, func(c int) int {
			if c < maxPlates%t {
				return maxPlates/t + 1
			}
			return maxPlates / t
		}, 1, maxSize)
	case contest.Edge:
		cases = contest.EdgeCases(g, edgeCases, maxPlates/2)
	default:
		for range g.Count(10, maxPlates/8) {
			n := g.Int(1, 5)
			plates := g.Ints(n, 1, g.Pick(10, boards.MaxSumHeap, maxSize))
			cases = append(cases, plates)
		}
	}
	in := contest.Line(nil, append(params, len(cases))...)
	for _, plates := range cases {
		in = contest.List(in, plates)
	}
	return in
}
