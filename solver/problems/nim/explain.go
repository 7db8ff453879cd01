package nim

import (
	"fmt"

	"nimber/solver/contest"
	"nimber/solver/input"
	"nimber/solver/play"
)

// heapCase is one case of an input: where it starts and its heaps.
type heapCase struct {
	at    input.Pos
	heaps []int64
}

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

// explain explains each case: a heap of h tokens is worth h.
func explain(cases []heapCase) []contest.Case {
	out := make([]contest.Case, len(cases))
	for c, hc := range cases {
		board := &play.Heaps{Board: play.Nim, Heaps: make([]int, len(hc.heaps))}
		vs := make([]uint32, len(hc.heaps))
		parts := make([]contest.Part, len(hc.heaps))
		for i, h := range hc.heaps {
			board.Heaps[i] = int(h)
			vs[i] = uint32(h)
			parts[i] = contest.Part{Name: fmt.Sprintf("heap %d (size %d)", i+1, h), Value: fmt.Sprint(h)}
		}
		e := contest.Case{Name: fmt.Sprintf("case %d", c+1), At: hc.at, Parts: parts, Game: "nim"}
		if x := e.NimSum(vs, "Yes", "No"); x != 0 {
			i, to := winningMove(hc.heaps, int64(x))
			e.Move = fmt.Sprintf("%s, leaving %d (nim value 0)", board.Describe(play.HeapMove{{Heap: i, To: []int{int(to)}}}), to)
		}
		e.Position, e.NoPlay = play.Fit(e.Game, board.String())
		out[c] = e
	}
	return out
}
