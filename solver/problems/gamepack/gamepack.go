// Package gamepack answers the contest problem "gamepack" (being written).
package gamepack

import (
	"errors"

	"nimber/solver/contest"
)

// Problem is the contest problem "gamepack".
var Problem = &contest.Problem{
	ID:      "gamepack",
	Summary: "(being written)",
	Prepare: func([]byte) (*contest.Job, error) { return nil, errors.New("gamepack: not written yet") },
}
