package games

import "nimber/solver/window"

// Half is the game taking 1 to floor(x/2) tokens from a heap of x.
var Half = &Family{
	Name:   "half",
	Syntax: "half",
	Doc:    "take 1 to floor(x/2) tokens from a heap of x",
	match:  is("half"),
	parse:  always(half{ranged{rule: window.TakeAtMostHalf}}),
}

type half struct{ ranged }

func (half) family() *Family { return Half }
func (half) String() string  { return "half" }
