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
	// Room for the most numbers an input of this length holds: each takes
	// two bytes or more, and a case four.
	var (
		piles = make([]int64, 0, min(len(in)/2, maxTotal)) // every pile, case after case
		ends  = make([]int, 0, min(int(t), len(in)/4+1))   // where each case's piles end in piles
		at    = make([]input.Pos, 0, cap(ends))
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
			vals := make([]uint32, len(piles))
			for i, a := range piles {
				vals[i] = notnim.Value(odd, int(a))
			}
			return answer(ends, vals)
		},
		Direct: func() []byte { return answer(ends, notnim.Values(piles)) },
		Explain: func(data [][]byte) []contest.Case {
			return explain(table.BytesUint32(data[0]), piles, ends, at)
		},
	}, nil
}

// answer writes the winner of each case, whose piles end at ends, given
// the values of the piles.
func answer(ends []int, vals []uint32) []byte {
	out := make([]byte, 0, 6*len(ends))
	start := 0
	for _, end := range ends {
		x := uint32(0)
		for _, v := range vals[start:end] {
			x ^= v
		}
		start = end
		out = contest.AppendWinner(out, x != 0, "Alice", "Bob")
	}
	return out
}
