// Package rectcut values rectangle-cutting games: a position is a set of
// rectangles of unit squares, and a move cuts one rectangle into two along
// a grid line, where each part must keep at least min squares across in
// both directions (min = 1: any cut). Who cannot move loses.
//
// The rectangles are played independently, so a position is worth the xor
// of the values of its rectangles, and
//
//	g(w, h) = mex ({ g(i, h) ⊕ g(w−i, h) : min ≤ i ≤ w−min } ∪
//	               { g(w, j) ⊕ g(w, h−j) : min ≤ j ≤ h−min }).
//
// With min = 2 this is the early-termination value of the cutting game in
// which whoever cuts out a 1×1 square wins: a cut leaving a strip one
// square wide hands the opponent that square, so neither player makes one
// while another move exists.
package rectcut

import (
	"fmt"

	"nimber/solver/table"
)

// reportEvery is the widths between two progress reports.
const reportEvery = 16

// Values returns g(w, h) for 0 ≤ w, h ≤ n at index w·(n+1)+h (rows and
// columns 0 hold 0 and stand for no rectangle), for min ≥ 1. The work is
// about n^3/2 xors. progress, which may be nil, hears how many widths are
// done.
func Values(n, min int, progress func(done, total int)) []uint32 {
	if n < 0 || min < 1 {
		panic("rectcut: Values: n or min out of range")
	}
	stride := n + 1
	g := make([]uint32, stride*stride)
	// seen[v] == stamp: v is an option of the current rectangle. A
	// rectangle has at most n options, so its mex is at most n.
	seen := make([]int, n+2)
	stamp := 0
	mark := func(v uint32) {
		if int(v) < len(seen) {
			seen[v] = stamp
		}
	}
	for w := 1; w <= n; w++ {
		for h := 1; h <= w; h++ {
			stamp++
			for i := min; 2*i <= w; i++ {
				mark(g[i*stride+h] ^ g[(w-i)*stride+h])
			}
			for j := min; 2*j <= h; j++ {
				mark(g[w*stride+j] ^ g[w*stride+h-j])
			}
			v := uint32(0)
			for seen[v] == stamp {
				v++
			}
			g[w*stride+h], g[h*stride+w] = v, v
		}
		if progress != nil && w%reportEvery == 0 {
			progress(w, n)
		}
	}
	if progress != nil {
		progress(n, n)
	}
	return g
}

// The Cutting Game (POJ 2311, Luogu P10501): whoever cuts out a 1×1 piece
// wins, so no one cuts off a strip one square across (the opponent would
// win at once), and the game is this one with min = 2, on papers of sides
// up to CuttingSide. The contest problem and the play board share its
// table, CuttingTable.
const CuttingSide = 200

// CuttingTable is the Cutting Game's table: Table(CuttingSide, 2).
func CuttingTable() table.Table { return Table(CuttingSide, 2) }

// Table is the cacheable table of Values(n, min), as 32-bit little-endian
// words.
func Table(n, min int) table.Table {
	return table.Table{
		Key: fmt.Sprintf("rectcut/v1/n=%d/min=%d", n, min),
		Build: func(progress table.Progress) []byte {
			return table.Uint32Bytes(Values(n, min, progress))
		},
	}
}
