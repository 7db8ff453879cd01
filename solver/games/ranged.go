package games

import (
	"nimber/solver/sums"
	"nimber/solver/table"
	"nimber/solver/window"
)

// ranged are the rules of a game whose options of a heap are the heaps of
// a range (package window's rules), for half and mod17.
type ranged struct {
	heapRules
	rule window.Rule
}

func (r ranged) options(int) func(int, func([]int) bool) {
	var b [1]int
	return func(x int, yield func([]int) bool) {
		lo, hi := r.rule(x)
		for z := lo; z <= hi; z++ {
			b[0] = z
			if !yield(b[:]) {
				return
			}
		}
	}
}

func (r ranged) values(k sums.Kind, _ sums.Convention, n int, _ table.Progress) []uint32 {
	return window.Values(k, r.rule, n)
}

func (ranged) limit(sums.Kind, sums.Convention, int) int { return MaxN }
