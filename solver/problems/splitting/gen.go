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
	var cases [][]int
	switch g.Kind {
	case contest.Max:
		cases = g.Full(g.Count(0, maxCases), func(int) int { return maxN }, 0, maxBeans)
	case contest.Edge:
		cases = contest.EdgeCases(g, edgeCases, maxCases)
	default:
		for range g.Count(5, maxCases) {
			n := g.Int(minN, g.Pick(5, maxN))
			beans := g.Ints(n, 0, g.Pick(2, maxBeans))
			cases = append(cases, beans)
		}
	}
	return contest.Lists(cases)
}
