// Package notnim answers the contest problem "notnim" (being written).
package notnim

import (
	"errors"

	"nimber/solver/contest"
)

// Problem is the contest problem "notnim".
var Problem = &contest.Problem{
	ID:      "notnim",
	Summary: "(being written)",
	Prepare: func([]byte) (*contest.Job, error) { return nil, errors.New("notnim: not written yet") },
}
