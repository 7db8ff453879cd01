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
		for range g.Count(0, maxGenCases) {
			heaps := make([]int, maxHeaps)
			for i := range heaps {
				heaps[i] = g.Int(maxHeap-1000, maxHeap)
			}
			cases = append(cases, heaps)
		}
	case contest.Edge:
		cases = contest.EdgeCases(g, edgeCases, maxCases)
	default:
		for range g.Count(10, maxCases) {
			heaps := make([]int, g.Int(1, 8))
			top := []int{7, 100, maxHeap}[g.Int(0, 2)]
			x := 0
			for i := range heaps {
				heaps[i] = g.Int(0, top)
				x ^= heaps[i]
			}
			if last := x ^ heaps[len(heaps)-1]; g.Int(0, 2) == 0 && last <= maxHeap {
				heaps[len(heaps)-1] = last // a lost position
			}
			cases = append(cases, heaps)
		}
	}
	return contest.Lists(cases)
}
