// Package tricolore answers Codeforces 1091H "New Year and the Tricolore
// Recreation". The game (package nimber/solver/tricolore) is a sum of 2n
// heaps, the two gaps of each row, of one subtraction game, the same for
// both players: the player to move wins exactly when the xor of the heaps'
// Grundy values is not zero, whoever that player is.
package tricolore

import (
	"nimber/solver/contest"
	"nimber/solver/input"
	"nimber/solver/table"
	"nimber/solver/tricolore"
)

// Problem is the contest problem "tricolore".
var Problem = &contest.Problem{
	ID:      "tricolore",
	Title:   "Codeforces 1091H New Year and the Tricolore Recreation",
	Summary: "three pieces per row, shifted by primes and semiprimes except f",
	Statement: "Each of n rows holds a blue, a white and a red piece at columns b < w < r, " +
		"and that order must always hold. A move picks k, a prime or a product of two " +
		"primes with k ≠ f, and one row: Alice shifts the blue piece, or the blue and " +
		"white pieces, k to the right; Bob shifts the red piece, or the white and red " +
		"pieces, k to the left. Who cannot move loses. Input: n and f, then n lines " +
		"b w r. Output: the winner when Alice moves first, then the winner when Bob " +
		"moves first (Alice or Bob), one per line.",
	Limits: "1 ≤ n ≤ 10^5, 2 ≤ f ≤ 2·10^5, −10^5 ≤ b < w < r ≤ 10^5",
	Samples: []contest.Sample{
		{Input: "1 6\n0 3 9\n", Output: "Alice\nBob\n"},
		{Input: "1 2\n0 3 9\n", Output: "Alice\nBob\n"},
		{Input: "10 133\n-248 -193 -187\n97 101 202\n-72 67 91\n23 89 215\n" +
			"-129 -108 232\n-223 -59 236\n-99 86 242\n-137 -109 -45\n" +
			"-105 173 246\n-44 228 243\n", Output: "Bob\nAlice\n"},
	},
	Prepare: prepare,
	Words:   []string{"Alice", "Bob"},
	Gen:     generate,
}

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
