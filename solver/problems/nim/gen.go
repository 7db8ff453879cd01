package nim

import "nimber/solver/contest"

// maxGenCases is the number of cases of a generated max input: the
// statement bounds no total, and 100 cases of maxHeaps heaps already make
// an input of about 10 MB.
const maxGenCases = 100

// edgeCases are the corner cases: empty heaps, one heap, the largest heaps,
// equal heaps cancelling, sizes xoring to zero.
var edgeCases = [][]int{
	{0}, {1}, {maxHeap}, {0, 0, 0}, {maxHeap, maxHeap}, {1, 2, 3},
	{maxHeap, maxHeap - 1}, {1, 0}, {maxHeap, 1 << 29, maxHeap ^ 1<<29},
}

// generate writes a nim input.
func generate(g *contest.Gen) []byte {
	var cases [][]int
	switch g.Kind {
	case contest.Max:
		cases = g.Full(g.Count(0, maxGenCases), func(int) int { return maxHeaps }, maxHeap-1000, maxHeap)
	case contest.Edge:
		cases = contest.EdgeCases(g, edgeCases, maxCases)
	default:
		for range g.Count(10, maxCases) {
			n := g.Int(1, 8)
			heaps := g.Ints(n, 0, g.Pick(7, 100, maxHeap))
			last := 0
			for _, h := range heaps[:n-1] {
				last ^= h
			}
			if g.Int(0, 2) == 0 && last <= maxHeap {
				heaps[n-1] = last // a lost position
			}
			cases = append(cases, heaps)
		}
	}
	return contest.Lists(cases)
}
