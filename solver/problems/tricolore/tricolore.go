// Package tricolore answers Codeforces 1091H "New Year and the Tricolore
// Recreation".
//
// Each row holds a blue, a white and a red piece, b < w < r. A move shifts
// by k, a prime or a product of two primes other than the forbidden f:
// Alice moves the blue piece, or the blue and white pieces, right; Bob
// moves the red piece, or the white and red pieces, left. Only the two gaps
// of a row matter (the board has no edge), and each move of either player
// shrinks one gap by k: moving blue, or white and red, shrinks the left gap
// w−b−1; moving red, or blue and white, shrinks the right one r−w−1. Both
// players thus have the same moves, and the game is a sum of 2n heaps of the
// subtraction game whose moves are the primes and semiprimes except f. The
// player to move wins exactly when the xor of the heaps' Grundy values is
// not zero, whoever that player is.
package tricolore

import (
	"sync"

	"nimber/solver/contest"
	"nimber/solver/input"
	"nimber/solver/subtraction"
	"nimber/solver/table"
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
	maxF     = 200000
	maxCoord = 100000
	// maxHeap is the largest gap: w−b−1 and r−w−1 are at most r−b−2.
	maxHeap = 2*maxCoord - 2
)

// gapGame is the game on one gap, for gaps up to maxHeap; it is built once.
var gapGame = sync.OnceValue(func() *subtraction.PrimeShifts {
	return subtraction.NewPrimeShifts(maxHeap)
})

// table returns the table of Grundy values of gaps 0..maxHeap with move f
// forbidden (an f that is no move shares the table of no exception).
func gapTable(f int) table.Table { return gapGame().Table(f) }

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
	for row := int64(0); row < n; row++ {
		if r.AtEnd() {
			return nil, r.Missing(int(n-row), "row", "rows")
		}
		start := r.Here()
		var c [3]int64
		for i, name := range [3]string{"b", "w", "r"} {
			if c[i], err = r.Int(name, -maxCoord, maxCoord); err != nil {
				return nil, err
			}
		}
		if c[0] >= c[1] || c[1] >= c[2] {
			return nil, r.Errorf(start, "b < w < r does not hold (%d %d %d)", c[0], c[1], c[2])
		}
		heaps = append(heaps, int32(c[1]-c[0]-1), int32(c[2]-c[1]-1))
		rows = append(rows, [3]int{int(c[0]), int(c[1]), int(c[2])})
	}
	if err := r.End(); err != nil {
		return nil, err
	}
	return &contest.Job{
		Tables: []table.Table{gapTable(int(f))},
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
