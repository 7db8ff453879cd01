// Package tricolore answers Codeforces 1091H "New Year and the Tricolore
// Recreation". The game (package nimber/solver/tricolore) is a sum of 2n
// heaps, the two gaps of each row, of one subtraction game, the same for
// both players: the player to move wins exactly when the xor of the heaps'
// Grundy values is not zero, whoever that player is.
package tricolore

import (
	_ "embed"

	"nimber/solver/contest"
	"nimber/solver/input"
	"nimber/solver/table"
	"nimber/solver/tricolore"
)

// Problem is the contest problem "tricolore".
// Its title, statement, limits and samples are in problem.txt.
var Problem = contest.Describe(&contest.Problem{ID: "tricolore", Prepare: prepare, Gen: generate}, description)

//go:embed problem.txt
var description string

const (
	maxRows  = 100000
	maxF     = tricolore.MaxF
	maxCoord = tricolore.MaxCoord
)

func prepare(in []byte) (*contest.Job, error) {
	r := input.New(in)
	n, err := r.Int("n", 1, maxRows)
	if err != nil {
		return nil, err
	}
	f, err := r.Int("f", 2, maxF)
	if err != nil {
		return nil, err
	}
	heaps := make([]int32, 0, 2*n)
	rows := make([][3]int, 0, n)
	err = contest.Cases(r, n, "row", "rows", func(int) error {
		start := r.Here()
		var c [3]int
		for i, name := range [3]string{"b", "w", "r"} {
			v, err := r.Int(name, -maxCoord, maxCoord)
			if err != nil {
				return err
			}
			c[i] = int(v)
		}
		if c[0] >= c[1] || c[1] >= c[2] {
			return r.Errorf(start, "b < w < r does not hold (%d %d %d)", c[0], c[1], c[2])
		}
		g := tricolore.Gaps(c)
		heaps = append(heaps, int32(g[0]), int32(g[1]))
		rows = append(rows, c)
		return nil
	})
	if err != nil {
		return nil, err
	}
	return &contest.Job{
		Tables: []table.Table{tricolore.Table(int(f))},
		Answer: func(data [][]byte) []byte {
			g := table.BytesUint32(data[0])
			x := uint32(0)
			for _, h := range heaps {
				x ^= g[h]
			}
			if x != 0 {
				return []byte("Alice\nBob\n")
			}
			return []byte("Bob\nAlice\n")
		},
		Explain: func(data [][]byte) []contest.Case { return explain(int(f), rows, data) },
	}, nil
}
