package splitting

import "nimber/solver/contest"

// edgeCases are corner cases: the fewest bottles, empty bottles, a bean only
// in the last bottle (no move), the most beans, the most bottles.
var edgeCases = [][]int{
	{0, 0}, {1, 0}, {0, 1}, {maxBeans, maxBeans}, {1, 0, 1, 5000}, {0, 0, 1},
	{1, 1, 1}, append([]int{1}, make([]int, maxN-1)...), full(maxN, maxBeans), full(maxN, 1),
}

// full returns n bottles of b beans.
func full(n, b int) []int {
	beans := make([]int, n)
	for i := range beans {
		beans[i] = b
	}
	return beans
}

// generate writes a splitting input.
func generate(g *contest.Gen) []byte {
	var in []byte
	switch g.Kind {
	case contest.Max:
		t := g.Count(0, maxCases)
		in = contest.Line(in, t)
		for c := range t {
			beans := make([]int, maxN)
			for i := range beans {
				beans[i] = g.Int(0, maxBeans)
			}
			if c == 0 {
				beans[0] = maxBeans
			}
			in = contest.Line(contest.Line(in, maxN), beans...)
		}
	case contest.Edge:
		t := g.Count(len(edgeCases), maxCases)
		in = contest.Line(in, t)
		for c := range t {
			beans := edgeCases[c%len(edgeCases)]
			in = contest.List(in, beans)
		}
	default:
		t := g.Count(5, maxCases)
		in = contest.Line(in, t)
		for range t {
			beans := make([]int, g.Int(minN, []int{5, maxN}[g.Int(0, 1)]))
			top := []int{2, maxBeans}[g.Int(0, 1)]
			for i := range beans {
				beans[i] = g.Int(0, top)
			}
			in = contest.List(in, beans)
		}
	}
	return in
}
