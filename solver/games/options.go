package games

import (
	"iter"
	"slices"

	"nimber/solver/octal"
	"nimber/solver/sums"
)

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

// HeapGame is a game's heaps as package misere reads a heap game: its name
// and each heap's moves as the heaps they leave (a code's in the order of
// octal.Game.Moves).
type HeapGame struct {
	g    Game
	r    *Rules
	code octal.Game
	ok   bool // a code
}

// HeapGame returns g's heaps up to n for misère play of their sums (the
// misère quotient), or an error when misère play of g's sums is not
// defined (flip:N, whose positions are sets of cells).
func (g Game) HeapGame(n int) (HeapGame, error) {
	if err := g.r.check(sums.MisereOutcome, sums.MisereDisjunctive); err != nil {
		return HeapGame{}, err
	}
	code, ok := g.Code()
	return HeapGame{g: g, r: g.Rules(n), code: code, ok: ok}, nil
}

// String returns the game's spec in its normal form.
func (h HeapGame) String() string { return h.g.String() }

// Moves lists the moves of heap x, each as the heaps it leaves ([0] when
// none).
func (h HeapGame) Moves(x int) [][]int {
	if h.ok {
		return h.code.Moves(x)
	}
	var moves [][]int
	for o := range h.r.Options(x) {
		moves = append(moves, slices.Clone(o))
	}
	return moves
}
