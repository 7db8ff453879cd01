// Package notnim answers Codeforces 2004E "Not a Nim Problem": from a pile
// of x stones a move takes y ≥ 1 stones with gcd(x, y) = 1.
//
// Taking y leaves z = x−y with gcd(x, z) = gcd(x, y), so the options of x are
// the 1 ≤ z < x coprime to x. Writing π(p) for the rank of the prime p
// (π(2) = 1, π(3) = 2, ...), the Grundy value g(x) is 0 for even x, 1 for
// x = 1, and π(p) for odd x ≥ 3 whose smallest prime factor is p. By
// induction on x:
//   - an odd x can leave x−1, even, of value 0; an even x can only take an odd
//     y and leave an odd pile, of value at least 1: so g is 0 exactly on the
//     even piles;
//   - an odd x ≥ 3 with smallest prime factor p can leave 2 (value 0), 1
//     (value 1) and every odd prime q < p (value π(q)), which covers 0 to
//     π(p)−1; it cannot leave a pile of value π(p), as such a pile is a
//     multiple of p (or 1 when p = 2, but x is odd): so g(x) = π(p).
//
// The table holds g of the odd piles up to 10^7, built by a sieve of
// smallest prime factors (5·10^6 values, 20 MB); the even piles need none.
package notnim

import (
	"nimber/solver/contest"
	"nimber/solver/games"
	"nimber/solver/input"
	"nimber/solver/table"
)

// Problem is the contest problem "notnim".
var Problem = &contest.Problem{
	ID:      "notnim",
	Title:   "Codeforces 2004E Not a Nim Problem",
	Summary: "take y stones from a pile of x only when gcd(x, y) = 1",
	Statement: "Piles of stones; a move takes y ≥ 1 stones from one pile of x stones, " +
		"where y and x must be coprime. Who cannot move loses; Alice moves first. " +
		"Input: t, then t cases, each n and n pile sizes. Output per case: Alice or Bob, " +
		"the winner.",
	Limits: "1 ≤ t ≤ 10^4, 1 ≤ n, total n ≤ 3·10^5, 1 ≤ a_i ≤ 10^7",
	Samples: []contest.Sample{
		{Input: "3\n3\n3 2 9\n4\n3 3 6 1\n5\n1 2 3 4 5\n", Output: "Bob\nAlice\nBob\n"},
	},
	Prepare: prepare,
	Words:   []string{"Alice", "Bob"},
	Gen:     generate,
}

const (
	maxCases = 10000
	maxTotal = 300000 // piles over all cases
	maxPile  = 10000000
)

// oddValues is the table: entry i is g(2i+1) for 2i+1 ≤ maxPile.
var oddValues = games.CoprimeOddTable(maxPile)

// grundy returns g(a) from the table of odd piles.
func grundy(odd []uint32, a int64) uint32 {
	if a%2 == 0 {
		return 0
	}
	return odd[a/2]
}

func prepare(in []byte) (*contest.Job, error) {
	r := input.New(in)
	t, err := r.Int("t", 1, maxCases)
	if err != nil {
		return nil, err
	}
	var (
		piles []int64 // every pile, case after case
		ends  []int   // where each case's piles end in piles
		at    []input.Pos
		buf   []int64
	)
	for c := int64(0); c < t; c++ {
		if r.AtEnd() {
			return nil, r.Missing(int(t-c), "case", "cases")
		}
		at = append(at, r.Here())
		n, err := r.Int("n", 1, maxTotal)
		if err != nil {
			return nil, err
		}
		if total := len(piles) + int(n); total > maxTotal {
			return nil, r.Errorf(r.Pos(), "total n = %d exceeds %d", total, maxTotal)
		}
		if buf, err = r.Ints(buf, int(n), "a_i", "pile size", "pile sizes", 1, maxPile); err != nil {
			return nil, err
		}
		piles = append(piles, buf...)
		ends = append(ends, len(piles))
	}
	if err := r.End(); err != nil {
		return nil, err
	}
	return &contest.Job{
		Tables: []table.Table{oddValues},
		Answer: func(data [][]byte) []byte {
			odd := table.BytesUint32(data[0])
			out := make([]byte, 0, 6*len(ends))
			start := 0
			for _, end := range ends {
				x := uint32(0)
				for _, a := range piles[start:end] {
					x ^= grundy(odd, a)
				}
				start = end
				if x != 0 {
					out = append(out, "Alice\n"...)
				} else {
					out = append(out, "Bob\n"...)
				}
			}
			return out
		},
		Explain: func(data [][]byte) []contest.Case {
			return explain(table.BytesUint32(data[0]), piles, ends, at)
		},
	}, nil
}
