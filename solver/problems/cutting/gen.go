package cutting

import "nimber/solver/contest"

// edgeCases are corner sheets: the smallest, the thinnest, the largest, the
// sample's.
var edgeCases = [][2]int{
	{2, 2}, {2, 3}, {3, 2}, {3, 3}, {4, 2}, {2, 4}, {2, maxSide}, {maxSide, 2},
	{maxSide, maxSide}, {maxSide - 1, maxSide}, {4, 4}, {5, 5},
}

// generate writes a cutting input. The statement bounds no number of lines:
// a max input asks every sheet once, the largest first.
func generate(g *contest.Gen) []byte {
	var in []byte
	switch g.Kind {
	case contest.Max:
		t := g.Count(0, (maxSide-1)*(maxSide-1))
		for i := range t {
			in = contest.Line(in, maxSide-i/(maxSide-1), maxSide-i%(maxSide-1))
		}
	case contest.Edge:
		for _, c := range contest.EdgeCases(g, edgeCases, len(edgeCases)) {
			in = contest.Line(in, c[:]...)
		}
	default:
		t := g.Count(10, 1000)
		top := g.Pick(8, 30, maxSide)
		for range t {
			in = contest.Line(in, g.Int(2, top), g.Int(2, top))
		}
	}
	return in
}
