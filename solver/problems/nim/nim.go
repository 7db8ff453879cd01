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
	r := input.New(in)
	t, err := r.Int("T", 1, maxCases)
	if err != nil {
		return nil, err
	}
	// Every heap, case after case, in one slice (not one per case: in
	// WebAssembly 10^5 small allocations cost more than the parsing),
	// doubled as it grows (contest.Append); where each case's heaps end and
	// where the case starts, for explanations, each made once for the cases
	// an input of this length can hold (a case takes four bytes or more).
	var (
		heaps []int64
		ends  = make([]int, 0, min(int(t), len(in)/4+1))
		at    = make([]input.Pos, 0, cap(ends))
		out   = make([]byte, 0, cap(ends)*len("Yes\n"))
		buf   []int64
	)
	err = contest.Cases(r, t, "case", "cases", func(int) error {
		at = append(at, r.Here())
		n, err := r.Int("n", 1, maxHeaps)
		if err != nil {
			return err
		}
		if buf, err = r.Ints(buf, int(n), "a_i", "heap size", "heap sizes", 0, maxHeap); err != nil {
			return err
		}
		heaps = contest.Append(heaps, buf...)
		ends = append(ends, len(heaps))
		var x int64
		for _, a := range buf {
			x ^= a
		}
		out = contest.AppendWinner(out, x != 0, "Yes", "No")
		return nil
	})
	if err != nil {
		return nil, err
	}
	job := &contest.Job{Answer: func([][]byte) []byte { return out }}
	job.Explain = func([][]byte) []contest.Case { return explain(heaps, ends, at) }
	return job, nil
}
