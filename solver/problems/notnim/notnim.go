// Package notnim answers Codeforces 2004E "Not a Nim Problem" (the game and
// its values: package nimber/solver/notnim): the first player wins exactly
// when the xor of the piles' Grundy values is not zero.
package notnim

import (
	_ "embed"

	"nimber/solver/contest"
	"nimber/solver/input"
	"nimber/solver/notnim"
	"nimber/solver/table"
)

// Problem is the contest problem "notnim".
// Its title, statement, limits and samples are in problem.txt.
var Problem = contest.Describe(&contest.Problem{ID: "notnim", Prepare: prepare, Gen: generate}, description)

//go:embed problem.txt
var description string

const (
	maxCases = 10000
	maxTotal = 300000 // piles over all cases
	maxPile  = notnim.MaxPile
)

func prepare(in []byte) (*contest.Job, error) {
	r := input.New(in)
	t, err := r.Int("t", 1, maxCases)
	if err != nil {
		return nil, err
	}
	var (
		piles []int64 // every pile, case after case
		ends  []int   // where each case's piles end in piles
		at    []input.Pos
		buf   []int64
	)
	err = contest.Cases(r, t, "case", "cases", func(int) error {
		at = append(at, r.Here())
		n, err := r.Int("n", 1, maxTotal)
		if err != nil {
			return err
		}
		if total := len(piles) + int(n); total > maxTotal {
			return r.Errorf(r.Pos(), "total n = %d exceeds %d", total, maxTotal)
		}
		if buf, err = r.Ints(buf, int(n), "a_i", "pile size", "pile sizes", 1, maxPile); err != nil {
			return err
		}
		piles = append(piles, buf...)
		ends = append(ends, len(piles))
		return nil
	})
	if err != nil {
		return nil, err
	}
	return &contest.Job{
		Tables: []table.Table{notnim.Table()},
		Answer: func(data [][]byte) []byte {
			odd := table.BytesUint32(data[0])
			out := make([]byte, 0, 6*len(ends))
			start := 0
			for _, end := range ends {
				x := uint32(0)
				for _, a := range piles[start:end] {
					x ^= notnim.Value(odd, int(a))
				}
				start = end
				out = contest.AppendWinner(out, x != 0, "Alice", "Bob")
			}
			return out
		},
		Explain: func(data [][]byte) []contest.Case {
			return explain(table.BytesUint32(data[0]), piles, ends, at)
		},
	}, nil
}
