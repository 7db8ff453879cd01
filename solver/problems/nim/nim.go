// Package nim answers Luogu P2197: plain Nim, where the first player wins
// exactly when the heap sizes xor to a non-zero value.
package nim

import (
	"nimber/solver/contest"
	"nimber/solver/input"
)

// Problem is the contest problem "nim".
var Problem = &contest.Problem{
	ID:      "nim",
	Title:   "Luogu P2197 Nim",
	Summary: "plain Nim: take any number of tokens from one heap",
	Statement: "Each case is a row of heaps. A move takes one or more tokens from one heap; " +
		"who cannot move loses. Input: T, then T cases, each n and n heap sizes. " +
		"Output per case: Yes if the first player wins, else No.",
	Limits: "1 ≤ T ≤ 10^5, 1 ≤ n ≤ 10^4, 0 ≤ a_i ≤ 10^9",
	Samples: []contest.Sample{
		{Input: "2\n2\n1 1\n2\n1 0\n", Output: "No\nYes\n"},
	},
	Prepare: prepare,
	Words:   []string{"Yes", "No"},
	Gen:     generate,
}

const (
	maxCases = 100000
	maxHeaps = 10000 // heaps in a case
	maxHeap  = 1000000000
)

func prepare(in []byte) (*contest.Job, error) {
	var (
		heaps []int64
		cases []heapCase
	)
	job, err := contest.Verdicts(in, maxCases, "Yes", "No", func(r *input.Reader) (bool, error) {
		at := r.Here()
		n, err := r.Int("n", 1, maxHeaps)
		if err != nil {
			return false, err
		}
		if heaps, err = r.Ints(heaps, int(n), "a_i", "heap size", "heap sizes", 0, maxHeap); err != nil {
			return false, err
		}
		cases = append(cases, heapCase{at, append([]int64(nil), heaps...)})
		var x int64
		for _, a := range heaps {
			x ^= a
		}
		return x != 0, nil
	})
	if err != nil {
		return nil, err
	}
	job.Explain = func([][]byte) []contest.Case { return explain(cases) }
	return job, nil
}
