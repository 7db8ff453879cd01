// Package chesslink answers Nowcoder 2023 multi-university contest 2,
// problem F "Link with Chess Game": three pieces on cells 1..n of a row, a
// move shifts one piece to an adjacent cell, and no triple of positions may
// occur twice.
//
// The triples are the vertices of the grid graph [n]^3 (two triples are
// adjacent when they differ by one in one coordinate), and the game walks a
// token along its edges without revisiting a vertex: undirected vertex
// geography. There the first player wins exactly when every maximum matching
// covers the start vertex. (If every one does, she fixes one and always moves
// along it: were the opponent ever to reach a vertex it leaves unmatched, the
// walk would be an alternating path whose swap gives a maximum matching
// missing the start. If a maximum matching M misses the start, the second
// player answers along M: the first player reaching a vertex M leaves
// unmatched would make the walk an augmenting path.)
//
// The graph is bipartite by the parity of r+g+b. For even n, pairing cells
// 1-2, 3-4, ... of the first coordinate is a perfect matching: the first
// player wins from everywhere. For odd n the odd-sum vertices outnumber the
// even-sum ones by one; a matching has at most (n³−1)/2 edges, one per
// even-sum vertex, and the construction below reaches that bound, so every
// maximum matching covers every even-sum vertex: the first player wins from
// those. From an odd-sum
// vertex v the second player wins, because the graph minus v has a perfect
// matching: some coordinate c of v is odd, the planes before and after it
// come in adjacent pairs (matched across), and in v's own plane the other two
// coordinates x, y have an even sum; if x is odd, rows pair up the same way
// and v's row splits into two runs of even length; if both are even, the
// rows outside x−1..x+1 pair up, so do the columns of those three rows outside
// y−1..y+1, and the eight cells around v in its 3×3 block form a cycle.
//
// So the second player wins exactly when n and r+g+b are both odd. The tests
// check this against an exhaustive search of the game.
package chesslink

import (
	_ "embed"

	"nimber/solver/contest"
	"nimber/solver/input"
)

// Problem is the contest problem "chesslink".
// Its title, statement, limits and samples are in problem.txt.
var Problem = contest.Describe(&contest.Problem{ID: "chesslink", Prepare: prepare, Gen: generate}, description)

//go:embed problem.txt
var description string

const (
	maxCases = 10000
	maxN     = 100000
	maxTotal = 1000000 // the sum of n over all cases
)

// secondWins reports whether the player to move loses from (r, g, b) on
// cells 1..n (see the package comment).
func secondWins(n, r, g, b int64) bool {
	return n%2 == 1 && (r+g+b)%2 == 1
}

func prepare(in []byte) (*contest.Job, error) {
	total := int64(0)
	var cases []chessCase
	job, err := contest.Verdicts(in, maxCases, "Alice", "Bob", func(r *input.Reader) (bool, error) {
		at := r.Here()
		n, err := r.Int("n", 2, maxN)
		if err != nil {
			return false, err
		}
		if total += n; total > maxTotal {
			return false, r.Errorf(r.Pos(), "total n = %d exceeds %d", total, maxTotal)
		}
		var pos [3]int64
		for i, name := range [3]string{"r", "g", "b"} {
			if pos[i], err = r.Int(name, 1, n); err != nil {
				return false, err
			}
		}
		cases = append(cases, chessCase{at, int(n), [3]int{int(pos[0]), int(pos[1]), int(pos[2])}})
		return !secondWins(n, pos[0], pos[1], pos[2]), nil
	})
	if err != nil {
		return nil, err
	}
	job.Explain = func([][]byte) []contest.Case { return explain(cases) }
	return job, nil
}
