package misere

import (
	"fmt"
	"slices"
)

// MaxHeap is the largest heap a quotient can include: heaps are stored in
// bytes.
const MaxHeap = 255

// position is a sum of heaps: their sizes in ascending order, one byte each,
// with no heap that has no move (such a heap is the empty game, 0).
type position []byte

// Game is a heap game whose misère quotient Compute computes: its name and
// the moves of each heap. A move of a heap may leave several heaps, each
// smaller than the heap moved (so that no sum can be played for ever).
// octal.Game is one.
type Game interface {
	String() string
	// Moves lists the moves of heap x, each as the heaps it leaves (heaps
	// of 0 tokens, or none, when it takes the heap whole), in the order
	// the answers list them.
	Moves(x int) [][]int
}

// heapOptions lists, for each heap 0..n of g, the positions its moves leave,
// one per move in the order of g.Moves, without the heaps that have no
// move. A heap with no move has no option: it is the empty game. A move
// that leaves a heap as large as the one moved is refused (see Game).
func heapOptions(g Game, n int) ([][]position, error) {
	opts := make([][]position, n+1)
	for x := 1; x <= n; x++ {
		for _, m := range g.Moves(x) {
			var p position
			for _, h := range m {
				if h < 0 || h >= x {
					return nil, fmt.Errorf("%s: a move of heap %d leaves %v: the misère quotient needs moves that leave only smaller heaps", g, x, m)
				}
				if len(opts[h]) > 0 {
					p = append(p, byte(h))
				}
			}
			slices.Sort(p)
			opts[x] = append(opts[x], p)
		}
	}
	return opts, nil
}

// Move is one winning move of a sum: heap Heap (0-based, in the order
// given) is replaced by the heaps To (none when the move takes it all).
type Move struct {
	Heap int
	To   []int
}
