// Package cutting answers Luogu P10501 / POJ 2311 "Cutting Game": a move
// cuts one piece of paper into two along a grid line, and whoever cuts out
// a 1×1 piece wins.
//
// A cut that leaves a strip one square wide (but not a 1×1 piece) lets the
// opponent cut a 1×1 piece off it and win, and no cut of a piece at least
// 2×2 makes a 1×1 piece at once. So while every piece is at least 2×2 a
// player cuts only into parts at least 2×2, unless no such cut exists
// anywhere, when every move loses. That is the rectangle-cutting game with
// parts of at least 2 (package rectcut) in which who cannot move loses:
// the first player wins exactly when the paper's value is not zero. The
// table holds the values of every paper up to 200×200.
package cutting

import (
	_ "embed"

	"nimber/solver/contest"
	"nimber/solver/input"
	"nimber/solver/rectcut"
	"nimber/solver/table"
)

// Problem is the contest problem "cutting".
// Its title, statement, limits and samples are in problem.txt.
var Problem = contest.Describe(&contest.Problem{ID: "cutting", Prepare: prepare, Gen: generate}, description)

//go:embed problem.txt
var description string

// maxSide is the largest side of a paper.
const maxSide = rectcut.CuttingSide

// values is the table of g(w, h) for w, h ≤ maxSide, at w·(maxSide+1)+h.
var values = rectcut.CuttingTable()

func prepare(in []byte) (*contest.Job, error) {
	r := input.New(in)
	// Both double as they grow (contest.Append): grown by append, a
	// quarter at a time, copying them took most of the time.
	var papers []int // w·(maxSide+1)+h of each line
	var at []input.Pos
	for {
		at = contest.Append(at, r.Here())
		w, err := r.Int("W", 2, maxSide)
		if err != nil {
			return nil, err
		}
		h, err := r.Int("H", 2, maxSide)
		if err != nil {
			return nil, err
		}
		papers = contest.Append(papers, int(w)*(maxSide+1)+int(h))
		if r.AtEnd() {
			break
		}
	}
	return &contest.Job{
		Tables: []table.Table{values},
		Answer: func(data [][]byte) []byte {
			g := table.BytesUint32(data[0])
			out := make([]byte, 0, 5*len(papers))
			for _, p := range papers {
				out = contest.AppendWinner(out, g[p] != 0, "WIN", "LOSE")
			}
			return out
		},
		Explain: func(data [][]byte) []contest.Case { return explain(papers, at, data) },
	}, nil
}
