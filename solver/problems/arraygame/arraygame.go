// Package arraygame answers Luogu P3179 [HAOI2015] "Array Game" (数组游戏).
//
// Cells 1..N are black or white; a move picks a white cell x and some
// k ≤ ⌊N/x⌋ and flips the cells x, 2x, ..., kx. Counting white coins on a
// cell instead of colours changes nothing (two coins on one cell cancel, as
// in any sum of two equal games), and with coins every coin is a game of its
// own. So a position's value is the xor of the values of its white cells,
// each a lone white cell's value, which blocks.Flip computes for every x at
// once from the O(√N) distinct quotients ⌊N/x⌋.
package arraygame

import (
	_ "embed"

	"nimber/solver/blocks"
	"nimber/solver/contest"
	"nimber/solver/input"
	"nimber/solver/table"
)

// Problem is the contest problem "arraygame".
// Its title, statement, limits and samples are in problem.txt.
var Problem = contest.Describe(&contest.Problem{ID: "arraygame", Prepare: prepare, Gen: generate}, description)

//go:embed problem.txt
var description string

const (
	maxN       = blocks.ArrayGameN
	maxQueries = 100
	maxCells   = 100
)

func prepare(in []byte) (*contest.Job, error) {
	r := input.New(in)
	n, err := r.Int("N", 1, maxN)
	if err != nil {
		return nil, err
	}
	k, err := r.Int("K", 1, maxQueries)
	if err != nil {
		return nil, err
	}
	queries := make([][]int, 0, k)
	at := make([]input.Pos, 0, k)
	first := make(map[int64]input.Pos, maxCells) // where each cell of a query was read
	err = contest.Cases(r, k, "query", "queries", func(q int) error {
		at = append(at, r.Here())
		w, err := r.Int("W", 1, maxCells)
		if err != nil {
			return err
		}
		cells := make([]int, 0, w)
		clear(first)
		for c := int64(0); c < w; c++ {
			if r.AtEnd() {
				return r.Missing(int(w-c), "cell", "cells")
			}
			x, err := r.Int("cell", 1, n)
			if err != nil {
				return err
			}
			if at, ok := first[x]; ok {
				return r.Errorf(r.Pos(), "cell %d appears twice in query %d (first at %d:%d)", x, q+1, at.Line, at.Col)
			}
			first[x] = r.Pos()
			cells = append(cells, int(x))
		}
		queries = append(queries, cells)
		return nil
	})
	if err != nil {
		return nil, err
	}
	return &contest.Job{
		Tables: []table.Table{blocks.FlipTable(int(n))},
		Answer: func(data [][]byte) []byte {
			f, err := blocks.LoadFlip(int(n), data[0])
			if err != nil { // bytes that are not this table's: build it again
				f = blocks.NewFlip(int(n), nil)
			}
			out := make([]byte, 0, 4*len(queries))
			for _, cells := range queries {
				v := 0
				for _, x := range cells {
					v ^= f.Cell(x)
				}
				out = contest.AppendWinner(out, v != 0, "Yes", "No")
			}
			return out
		},
		Explain: func(data [][]byte) []contest.Case { return explain(int(n), queries, at, data) },
	}, nil
}
