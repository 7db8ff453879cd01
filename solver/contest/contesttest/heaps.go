package contesttest

import (
	"fmt"
	"slices"
)

// Key packs a position of small values (each in 0..255), such as the sorted
// sizes of its heaps, into a string for a search's memo.
func Key(vs []int) string {
	b := make([]byte, len(vs))
	for i, v := range vs {
		b[i] = byte(v)
	}
	return string(b)
}

// HeapSearch plays a heap game by exhaustive memoized search, for the tests
// that check a problem's answers against the game itself: a move replaces
// one heap x by the heaps of one of Options(x) (an empty list, or [0],
// takes the heap away), and who cannot move loses. When Wins is not nil, a
// move to an option o it accepts wins at once (cutting out a 1×1 piece).
type HeapSearch struct {
	Options func(x int) [][]int
	Wins    func(o []int) bool
	memo    map[string]bool
	options map[int][][]int // Options(x), computed once per x
}

// FirstWins reports whether the player to move wins the sum of heaps.
func (s *HeapSearch) FirstWins(heaps []int) bool {
	return s.wins(slices.Sorted(slices.Values(heaps)))
}

// wins is FirstWins for sorted heaps (the order of heaps does not matter).
func (s *HeapSearch) wins(heaps []int) bool {
	if s.memo == nil {
		s.memo, s.options = map[string]bool{}, map[int][][]int{}
	}
	key := fmt.Sprint(heaps)
	if w, ok := s.memo[key]; ok {
		return w
	}
	win := false
	for i, x := range heaps {
		if win {
			break
		}
		if i > 0 && heaps[i-1] == x {
			continue // the same moves as the heap before
		}
		opts, ok := s.options[x]
		if !ok {
			opts = s.Options(x)
			s.options[x] = opts
		}
		for _, o := range opts {
			if s.Wins != nil && s.Wins(o) {
				win = true
				break
			}
			next := append(slices.Delete(slices.Clone(heaps), i, i+1), o...)
			slices.Sort(next)
			if !s.wins(next) {
				win = true
				break
			}
		}
	}
	s.memo[key] = win
	return win
}
