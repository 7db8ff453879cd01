// Package splitting answers Luogu P3185 [HNOI2007] 分裂游戏 (the splitting
// game): beans in bottles 0..n−1; a move takes a bean from bottle i and puts
// one bean into each of bottles j and k, i < j ≤ k. The answer to a case is
// its lexicographically smallest winning first move and the number of
// winning first moves, both from package tokensplit.
package splitting

import (
	"fmt"

	"nimber/solver/contest"
	"nimber/solver/input"
	"nimber/solver/tokensplit"
)

// Problem is the contest problem "splitting".
var Problem = &contest.Problem{
	ID:      "splitting",
	Title:   "Luogu P3185 [HNOI2007] The Splitting Game",
	Summary: "take a bean from one bottle and put one into each of two later bottles",
	Statement: "Bottles 0..n−1 hold beans. A move takes one bean from a bottle i and puts one " +
		"bean into each of the bottles j and k, where i < j ≤ k (j = k puts both there); " +
		"who cannot move loses. Input: t, then t cases, each n and the bean counts " +
		"p_0..p_{n−1}. Output per case two lines: the lexicographically smallest winning " +
		"first move \"i j k\" (\"-1 -1 -1\" when there is none), then the number of winning " +
		"first moves.",
	Limits: "1 ≤ t ≤ 10, 2 ≤ n ≤ 21, 0 ≤ p_i ≤ 10^4",
	Samples: []contest.Sample{
		{Input: "2\n4\n1 0 1 5000\n3\n0 0 1\n", Output: "0 2 3\n1\n-1 -1 -1\n0\n"},
	},
	Prepare: prepare,
	Gen:     generate,
}

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
