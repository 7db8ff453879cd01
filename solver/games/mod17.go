package games

import (
	"nimber/solver/period"
	"nimber/solver/sums"
	"nimber/solver/window"
)

// Mod17 is the game taking exactly 1 token when 17 divides the heap, else 1
// or 2.
var Mod17 = &Family{
	Name:   "mod17",
	Syntax: "mod17",
	Doc:    "take exactly 1 token from a heap of x when 17 divides x, else 1 or 2",
	match:  is("mod17"),
	parse:  always(mod17{ranged{rule: window.Mod17}}),
}

type mod17 struct{ ranged }

func (mod17) family() *Family { return Mod17 }
func (mod17) String() string  { return "mod17" }

// The options of x depend on x mod 17 and reach back two heaps: with p a
// multiple of 17, two equal consecutive values at pre and pre+p (pre ≥ 2)
// make the next ones equal, by induction every later one.
func (mod17) theorem(sums.Kind) (period.Bound, string) {
	return func(pre, p int, saltus uint32) (int, bool) {
		return max(pre, 2) + p + 2, saltus == 0 && p%17 == 0
	}, "the window argument of mod17 (the options of n depend on n mod 17 and reach back two heaps)"
}
