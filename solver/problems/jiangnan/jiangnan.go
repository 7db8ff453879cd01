// Package jiangnan answers Luogu P3235 [HNOI2014] 江南乐 (Jiangnan Fun): a
// move splits one pile of at least F stones into any M ≥ 2 piles as evenly
// as possible.
//
// A pile's Grundy value comes from package evensplit; the table holds the
// values of every pile up to 10^5 for one F, and each case is won by the
// first player exactly when the values of its piles xor to non-zero.
package jiangnan

import (
	_ "embed"

	"nimber/solver/contest"
	"nimber/solver/evensplit"
	"nimber/solver/input"
	"nimber/solver/table"
)

// Problem is the contest problem "jiangnan".
// Its title, statement, limits and samples are in problem.txt.
var Problem = contest.Describe(&contest.Problem{ID: "jiangnan", Prepare: prepare, Gen: generate}, description)

//go:embed problem.txt
var description string

const (
	maxCases = 100
	maxF     = evensplit.JiangnanF
	maxPiles = 100
	maxPile  = evensplit.JiangnanPile
)

func prepare(in []byte) (*contest.Job, error) {
	r := input.New(in)
	t, err := r.Int("T", 1, maxCases)
	if err != nil {
		return nil, err
	}
	f, err := r.Int("F", 1, maxF)
	if err != nil {
		return nil, err
	}
	cases := make([][]int64, t)
	at := make([]input.Pos, t)
	err = contest.Cases(r, t, "case", "cases", func(c int) error {
		at[c] = r.Here()
		n, err := r.Int("N", 1, maxPiles)
		if err != nil {
			return err
		}
		cases[c], err = r.Ints(nil, int(n), "a_i", "pile size", "pile sizes", 1, maxPile)
		return err
	})
	if err != nil {
		return nil, err
	}
	return &contest.Job{
		Tables: []table.Table{evensplit.JiangnanTable(int(f))},
		Answer: func(data [][]byte) []byte {
			g := table.BytesUint32(data[0])
			out := make([]byte, 0, 2*len(cases))
			for c, piles := range cases {
				if c > 0 {
					out = append(out, ' ')
				}
				x := uint32(0)
				for _, a := range piles {
					x ^= g[a]
				}
				if x != 0 {
					out = append(out, '1')
				} else {
					out = append(out, '0')
				}
			}
			return append(out, '\n')
		},
		Explain: func(data [][]byte) []contest.Case { return explain(int(f), cases, at, data) },
	}, nil
}
