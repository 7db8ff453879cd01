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
		for c := range t {
			plates := make([]int, maxPlates/t)
			if c < maxPlates%t {
				plates = append(plates, 0)
			}
			for i := range plates {
				plates[i] = g.Int(1, maxSize)
			}
			if c == 0 {
				plates[0] = maxSize
			}
			cases = append(cases, plates)
		}
	case contest.Edge:
		cases = contest.EdgeCases(g, edgeCases, maxPlates/2)
	default:
		for range g.Count(10, maxPlates/8) {
			plates := make([]int, g.Int(1, 5))
			top := []int{10, boards.MaxSumHeap, maxSize}[g.Int(0, 2)]
			for i := range plates {
				plates[i] = g.Int(1, top)
			}
			cases = append(cases, plates)
		}
	}
	in := contest.Line(nil, append(params, len(cases))...)
	for _, plates := range cases {
		in = contest.List(in, plates)
	}
	return in
}
