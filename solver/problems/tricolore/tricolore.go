// Package tricolore answers the contest problem "tricolore" (being written).
package tricolore

import (
	"errors"

	"nimber/solver/contest"
)

// Problem is the contest problem "tricolore".
var Problem = &contest.Problem{
	ID:      "tricolore",
	Summary: "(being written)",
	Prepare: func([]byte) (*contest.Job, error) { return nil, errors.New("tricolore: not written yet") },
}
