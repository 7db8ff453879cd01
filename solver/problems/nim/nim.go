// Package nim answers Luogu P2197: plain Nim, where the first player wins
// exactly when the heap sizes xor to a non-zero value.
package nim

import (
	_ "embed"

	"nimber/solver/contest"
	"nimber/solver/input"
)

// Problem is the contest problem "nim".
// Its title, statement, limits and samples are in problem.txt.
var Problem = contest.Describe(&contest.Problem{ID: "nim", Prepare: prepare, Gen: generate}, description)

//go:embed problem.txt
var description string

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
