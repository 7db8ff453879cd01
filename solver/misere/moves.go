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

// key returns p as a map key.
func (p position) key() string { return string(p) }

// weight returns the weight of p, the sum of its heaps' (see weight).
func (p position) weight() int {
	w := 0
	for _, h := range p {
		w += weight(int(h))
	}
	return w
}

// plus returns the sum of p and q, a new position.
func (p position) plus(q position) position {
	r := make(position, 0, len(p)+len(q))
	r = append(r, p...)
	r = append(r, q...)
	slices.Sort(r)
	return r
}

// without returns p less its heap at index i, a new position.
func (p position) without(i int) position {
	r := make(position, 0, len(p)-1)
	r = append(r, p[:i]...)
	return append(r, p[i+1:]...)
}

// Game is a heap game whose misère quotient Compute computes: its name and
// the moves of each heap. A move of a heap may leave several heaps, but
// never more tokens in all, and as many only in two heaps or more (so that
// it lowers the weight of the sum, see weight). octal.Game is one.
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
// that would not lower the weight is refused (see Game).
func heapOptions(g Game, n int) ([][]position, error) {
	opts := make([][]position, n+1)
	for x := 1; x <= n; x++ {
		for _, m := range g.Moves(x) {
			var p position
			for _, h := range m {
				if h < 0 || h > x {
					return nil, fmt.Errorf("%s: a move of heap %d leaves heap %d: the misère quotient needs moves that never add tokens", g, x, h)
				}
				if len(opts[h]) > 0 {
					p = append(p, byte(h))
				}
			}
			if p.weight() >= weight(x) {
				return nil, fmt.Errorf("%s: a move of heap %d leaves %v: the misère quotient needs moves that leave fewer tokens, or as many in several heaps", g, x, m)
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
