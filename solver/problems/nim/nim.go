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
	// Every heap, case after case, in one slice (not one per case: in
	// WebAssembly 10^5 small allocations cost more than the parsing); where
	// each case's heaps end and where the case starts, for explanations.
	// Each doubles as it grows (contest.Append): grown by append, a quarter
	// at a time, copying them took four fifths of the time.
	var (
		heaps, buf []int64
		ends       []int
		at         []input.Pos
	)
	job, err := contest.Verdicts(in, maxCases, "Yes", "No", func(r *input.Reader) (bool, error) {
		at = contest.Append(at, r.Here())
		n, err := r.Int("n", 1, maxHeaps)
		if err != nil {
			return false, err
		}
		if buf, err = r.Ints(buf, int(n), "a_i", "heap size", "heap sizes", 0, maxHeap); err != nil {
			return false, err
		}
		heaps = contest.Append(heaps, buf...)
		ends = contest.Append(ends, len(heaps))
		var x int64
		for _, a := range buf {
			x ^= a
		}
		return x != 0, nil
	})
	if err != nil {
		return nil, err
	}
	job.Explain = func([][]byte) []contest.Case { return explain(heaps, ends, at) }
	return job, nil
}
