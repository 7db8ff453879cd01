// Package alicegame answers HDU 7287 "Alice Game": a row of monsters where a
// move removes a whole maximal segment of at most k monsters, or exactly k
// consecutive monsters from inside a segment so that both sides keep at least
// one.
//
// A row is a sum of its segments, each the segment game of package
// segments, whose Grundy values have a closed form periodic in the length.
package alicegame

import (
	"nimber/solver/contest"
	"nimber/solver/input"
	"nimber/solver/segments"
)

// Problem is the contest problem "alicegame".
var Problem = &contest.Problem{
	ID:      "alicegame",
	Title:   "HDU 7287 Alice Game",
	Summary: "remove a short segment of monsters, or k from inside a segment",
	Statement: "A row of n monsters. A move removes a whole maximal segment of at most k " +
		"monsters, or exactly k consecutive monsters from inside a segment so that both " +
		"sides keep at least one; who cannot move loses. Input: T, then T lines k n. " +
		"Output per case: Alice if the first player wins, else Bob.",
	Limits: "1 ≤ T ≤ 10^4, 2 ≤ k ≤ 10^7, 0 ≤ n ≤ 10^9",
	Samples: []contest.Sample{
		{Input: "6\n2 0\n2 3\n2 4\n3 4\n3 5\n2 13\n", Output: "Bob\nBob\nAlice\nBob\nAlice\nBob\n"},
		{Input: "3\n10000000 1000000000\n10000000 10000001\n4 22\n", Output: "Alice\nBob\nAlice\n"},
	},
	Prepare: prepare,
	Words:   []string{"Alice", "Bob"},
	Gen:     generate,
}

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
