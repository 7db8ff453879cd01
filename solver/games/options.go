package games

import "iter"

// Rules is a game made ready to list the options of heaps 0..n.
type Rules struct {
	g       Game
	options func(x int, yield func([]int) bool)
}

// Rules prepares g for heaps up to n.
func (g Game) Rules(n int) *Rules { return &Rules{g: g, options: g.r.options(n)} }

// Options yields the options of heap x (x ≤ n): each the heaps a move
// leaves, in a slice reused between options. A move that leaves no heap
// yields [0], the empty heap. For flip:N the heaps are the cells a move turns
// white (a move that flips only x yields [0]).
func (r *Rules) Options(x int) iter.Seq[[]int] {
	return func(yield func([]int) bool) { r.options(x, yield) }
}

// HasMove reports whether heap x has an option.
func (r *Rules) HasMove(x int) bool {
	for range r.Options(x) {
		return true
	}
	return false
}
