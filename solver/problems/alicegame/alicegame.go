// Package alicegame answers HDU 7287 "Alice Game": a row of monsters where a
// move removes a whole maximal segment of at most k monsters, or exactly k
// consecutive monsters from inside a segment so that both sides keep at least
// one.
//
// A row is a sum of its segments, each the segment game of package
// segments, whose Grundy values have a closed form periodic in the length.
package alicegame

import (
	_ "embed"

	"nimber/solver/contest"
	"nimber/solver/input"
	"nimber/solver/segments"
)

// Problem is the contest problem "alicegame".
// Its title, statement, limits and samples are in problem.txt.
var Problem = contest.Describe(&contest.Problem{ID: "alicegame", Prepare: prepare, Gen: generate}, description)

//go:embed problem.txt
var description string

const (
	maxCases = 10000
	minK     = 2
	maxK     = segments.MaxK
	maxN     = segments.MaxN
)

func prepare(in []byte) (*contest.Job, error) {
	var cases []monsterRow
	job, err := contest.Verdicts(in, maxCases, "Alice", "Bob", func(r *input.Reader) (bool, error) {
		at := r.Here()
		k, err := r.Int("k", minK, maxK)
		if err != nil {
			return false, err
		}
		n, err := r.Int("n", 0, maxN)
		if err != nil {
			return false, err
		}
		cases = append(cases, monsterRow{at, int(k), int(n)})
		return segments.Grundy(int(k), int(n)) != 0, nil
	})
	if err != nil {
		return nil, err
	}
	job.Explain = func([][]byte) []contest.Case { return explain(cases) }
	return job, nil
}
