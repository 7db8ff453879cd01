// Package arraygame answers the contest problem "arraygame" (being written).
package arraygame

import (
	"errors"

	"nimber/solver/contest"
)

// Problem is the contest problem "arraygame".
var Problem = &contest.Problem{
	ID:      "arraygame",
	Summary: "(being written)",
	Prepare: func([]byte) (*contest.Job, error) { return nil, errors.New("arraygame: not written yet") },
}
