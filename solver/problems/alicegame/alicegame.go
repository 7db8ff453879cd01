// Package alicegame answers the contest problem "alicegame" (being written).
package alicegame

import (
	"errors"

	"nimber/solver/contest"
)

// Problem is the contest problem "alicegame".
var Problem = &contest.Problem{
	ID:      "alicegame",
	Summary: "(being written)",
	Prepare: func([]byte) (*contest.Job, error) { return nil, errors.New("alicegame: not written yet") },
}
