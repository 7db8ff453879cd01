package nim

import (
	"fmt"

	"nimber/solver/contest"
	"nimber/solver/input"
	"nimber/solver/play"
)

// winningMove returns a winning move of the heaps whose sizes xor to x ≠ 0:
// heap i brought down to to, the first heap whose size xor x is smaller.
func winningMove(heaps []int64, x int64) (i int, to int64) {
	for i, h := range heaps {
		if h^x < h {
			return i, h ^ x
		}
	}
	panic("nim: no winning move from a non-zero nim value")
}

// explain explains each case, case c being heaps[ends[c-1]:ends[c]] and
// starting at at[c]: a heap of h tokens is worth h.
func explain(heaps []int64, ends []int, at []input.Pos) []contest.Case {
	out := make([]contest.Case, len(ends))
	start := 0
	for c, end := range ends {
		hs := heaps[start:end]
		start = end
		board := &play.Heaps{Board: play.Nim, Heaps: make([]int, len(hs))}
		vs := make([]uint32, len(hs))
		parts := make([]contest.Part, len(hs))
		for i, h := range hs {
			board.Heaps[i] = int(h)
			vs[i] = uint32(h)
			parts[i] = contest.Part{Name: fmt.Sprintf("heap %d (size %d)", i+1, h), Value: fmt.Sprint(h)}
		}
		e := contest.Case{Name: fmt.Sprintf("case %d", c+1), At: at[c], Parts: parts, Game: "nim"}
		if x := e.NimSum(vs, "Yes", "No"); x != 0 {
			i, to := winningMove(hs, int64(x))
			e.Move = fmt.Sprintf("%s, leaving %d (nim value 0)", board.Describe(play.HeapMove{{Heap: i, To: []int{int(to)}}}), to)
		}
		e.Position, e.NoPlay = play.Fit(e.Game, board.String())
		out[c] = e
	}
	return out
}
