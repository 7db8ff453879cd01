package games

import (
	"nimber/solver/split"
	"nimber/solver/sums"
	"nimber/solver/table"
)

// Split is the game splitting a heap into two non-empty heaps.
var Split = &Family{
	Name:   "split",
	Syntax: "split",
	Doc:    "split a heap into two non-empty heaps (the code 4.0, valued under every sum by package split)",
	match:  is("split"),
	parse:  always(splitGame{}),
}

type splitGame struct{ heapRules }

func (splitGame) family() *Family { return Split }
func (splitGame) String() string  { return "split" }
func (splitGame) splits() bool    { return true }

func (splitGame) options(int) func(int, func([]int) bool) {
	var b [2]int
	return func(x int, yield func([]int) bool) {
		for a := 1; 2*a <= x; a++ {
			b[0], b[1] = a, x-a
			if !yield(b[:]) {
				return
			}
		}
	}
}

func (splitGame) values(k sums.Kind, c sums.Convention, n int, _ table.Progress) []uint32 {
	v := split.Values(c, k, n)
	v[0] = terminal(k)
	return v
}

func (splitGame) limit(sums.Kind, sums.Convention, int) int { return MaxN }
