// Package miseretest holds what the tests of misère play in several
// packages share, written from the definitions and independent of the
// engines they check: the moves of a take-and-break code read straight from
// its digits, and an exhaustive search of misère sums.
package miseretest

import (
	"slices"
	"strings"
)

// CodeMoves returns the moves of a heap of size x of the code written
// "d0.d1d2…" (d0 0 or 4, octal digits, no modifier), from the definition:
// digit d_k lets a move take k tokens and leave no heap (bit 1, when
// exactly k are there), one heap (bit 2, when some are left) or two
// non-empty heaps (bit 4; d0's 4 splits a heap without taking). Each move
// is the heaps it leaves.
func CodeMoves(code string, x int) [][]int {
	digits := strings.Replace(code, ".", "", 1)
	var moves [][]int
	for k := 0; k < len(digits) && k <= x; k++ {
		d, s := int(digits[k]-'0'), x-k
		if k > 0 && d&1 != 0 && s == 0 {
			moves = append(moves, nil)
		}
		if k > 0 && d&2 != 0 && s > 0 {
			moves = append(moves, []int{s})
		}
		for a := 1; d&4 != 0 && a <= s-a; a++ {
			moves = append(moves, []int{a, s - a})
		}
	}
	return moves
}

// Search decides sums of heaps (each below 256) in misère play by
// exhaustive memoised search of the moves Moves gives a heap: the player
// who cannot move wins.
type Search struct {
	Moves func(x int) [][]int
	memo  map[string]bool
}

// NewSearch returns a search of the game whose heap x has the moves
// moves(x).
func NewSearch(moves func(x int) [][]int) *Search {
	return &Search{Moves: moves, memo: map[string]bool{}}
}

// Move is a move of a sum: heap Heap (an index) replaced by the heaps To.
type Move struct {
	Heap int
	To   []int
}

// Wins reports whether the player to move wins the sum of heaps.
func (s *Search) Wins(heaps []int) bool {
	var key []byte
	for _, h := range heaps {
		if h > 0 { // an empty heap is no heap
			key = append(key, byte(h))
		}
	}
	slices.Sort(key)
	if w, ok := s.memo[string(key)]; ok {
		return w
	}
	w := true // no move left: a win
	for i, x := range heaps {
		moves := s.Moves(x)
		if len(moves) > 0 {
			w = false
		}
		if slices.ContainsFunc(moves, func(to []int) bool { return !s.Wins(slices.Concat(heaps[:i], to, heaps[i+1:])) }) {
			w = true
			break
		}
	}
	s.memo[string(key)] = w
	return w
}

// Winning returns the moves of the sum of heaps that leave a sum lost by
// the player to move then, heap by heap in order.
func (s *Search) Winning(heaps []int) []Move {
	var wins []Move
	for i, x := range heaps {
		for _, to := range s.Moves(x) {
			if !s.Wins(slices.Concat(heaps[:i], to, heaps[i+1:])) {
				wins = append(wins, Move{i, to})
			}
		}
	}
	return wins
}
