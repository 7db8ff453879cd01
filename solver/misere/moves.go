package misere

import (
	"slices"

	"nimber/solver/octal"
)

// MaxHeap is the largest heap a quotient can include: heaps are stored in
// bytes.
const MaxHeap = 255

// position is a sum of heaps: their sizes in ascending order, one byte each,
// with no heap that has no move (such a heap is the empty game, 0).
type position []byte

// heapOptions lists, for each heap 0..n of g, the positions its moves leave,
// one per move in the order of heapMoves, without the heaps that have no
// move. A heap with no move has no option: it is the empty game.
func heapOptions(g octal.Game, n int) [][]position {
	opts := make([][]position, n+1)
	for x := 1; x <= n; x++ {
		for _, m := range heapMoves(g, x) {
			var p position
			for _, h := range m {
				if len(opts[h]) > 0 {
					p = append(p, byte(h))
				}
			}
			slices.Sort(p)
			opts[x] = append(opts[x], p)
		}
	}
	return opts
}

// Move is one winning move of a sum: heap Heap (0-based, in the order
// given) is replaced by the heaps To (none when the move takes it all).
type Move struct {
	Heap int
	To   []int
}

// heapMoves yields the moves of heap x of g as the heaps each leaves (the
// heaps as the move leaves them, heaps without moves included), in the
// order heapOptions lists them.
func heapMoves(g octal.Game, x int) [][]int {
	var moves [][]int
	for k := 0; k <= min(x, g.MaxTake()); k++ {
		d, m, s := g.Digit(k), g.Modifier(k), x-k
		if d&1 != 0 && s == 0 {
			moves = append(moves, nil)
		}
		if d&2 != 0 && s > 0 && k > 0 {
			moves = append(moves, []int{s})
		}
		if d&4 != 0 {
			for a := 1; 2*a <= s; a++ {
				if m.Allows(a, s-a) {
					moves = append(moves, []int{a, s - a})
				}
			}
		}
		if d&8 != 0 {
			for a := 1; 3*a <= s; a++ {
				for b := a; a+2*b <= s; b++ {
					if m.Allows(a, b, s-a-b) {
						moves = append(moves, []int{a, b, s - a - b})
					}
				}
			}
		}
	}
	return moves
}
