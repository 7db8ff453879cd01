// Package problems lists every contest problem Nimber answers.
package problems

import (
	"nimber/solver/contest"
	"nimber/solver/problems/alicegame"
	"nimber/solver/problems/arraygame"
	"nimber/solver/problems/chesslink"
	"nimber/solver/problems/cutting"
	"nimber/solver/problems/gamepack"
	"nimber/solver/problems/jiangnan"
	"nimber/solver/problems/nim"
	"nimber/solver/problems/notnim"
	"nimber/solver/problems/splitting"
	"nimber/solver/problems/tricolore"
)

// All returns the problems in the order they are listed to users.
func All() []*contest.Problem {
	return []*contest.Problem{
		tricolore.Problem,
		gamepack.Problem,
		arraygame.Problem,
		notnim.Problem,
		alicegame.Problem,
		chesslink.Problem,
		nim.Problem,
		cutting.Problem,
		splitting.Problem,
		jiangnan.Problem,
	}
}

// Lookup returns the problem with the given ID, or nil.
func Lookup(id string) *contest.Problem {
	for _, p := range All() {
		if p.ID == id {
			return p
		}
	}
	return nil
}
