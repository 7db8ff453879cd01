// Package splitting answers Luogu P3185 [HNOI2007] 分裂游戏 (the splitting
// game): beans in bottles 0..n−1; a move takes a bean from bottle i and puts
// one bean into each of bottles j and k, i < j ≤ k. The answer to a case is
// its lexicographically smallest winning first move and the number of
// winning first moves, both from package tokensplit.
package splitting

import (
	_ "embed"

	"fmt"

	"nimber/solver/contest"
	"nimber/solver/input"
	"nimber/solver/tokensplit"
)

// Problem is the contest problem "splitting".
// Its title, statement, limits and samples are in problem.txt.
var Problem = contest.Describe(&contest.Problem{ID: "splitting", Prepare: prepare, Gen: generate}, description)

//go:embed problem.txt
var description string

const (
	maxCases = 10
	minN     = 2
	maxN     = tokensplit.MaxBottles
	maxBeans = 10000
)

func prepare(in []byte) (*contest.Job, error) {
	r := input.New(in)
	t, err := r.Int("t", 1, maxCases)
	if err != nil {
		return nil, err
	}
	var out []byte
	var p []int64
	var cases []bottles
	err = contest.Cases(r, t, "case", "cases", func(int) error {
		at := r.Here()
		n, err := r.Int("n", minN, maxN)
		if err != nil {
			return err
		}
		if p, err = r.Ints(p, int(n), "p_i", "bottle", "bottles", 0, maxBeans); err != nil {
			return err
		}
		beans := make([]int, n)
		for i, b := range p {
			beans[i] = int(b)
		}
		moves := tokensplit.WinningMoves(tokensplit.Values(int(n)), beans)
		if len(moves) == 0 {
			out = append(out, "-1 -1 -1\n"...)
		} else {
			out = fmt.Appendf(out, "%d %d %d\n", moves[0].I, moves[0].J, moves[0].K)
		}
		out = fmt.Appendf(out, "%d\n", len(moves))
		cases = append(cases, bottles{at, beans, moves})
		return nil
	})
	if err != nil {
		return nil, err
	}
	return &contest.Job{
		Answer:  func([][]byte) []byte { return out },
		Explain: func([][]byte) []contest.Case { return explain(cases) },
	}, nil
}
