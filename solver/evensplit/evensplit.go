// Package evensplit values the heap game in which a move splits one heap of
// at least f tokens into m ≥ 2 heaps as evenly as possible, for any m up to
// the heap size; who cannot move loses.
//
// # The options of a heap
//
// Splitting x into m parts leaves r = x mod m heaps of q+1 and m−r heaps of
// q tokens, q = ⌊x/m⌋. Equal heaps cancel in pairs, so the option is worth
//
//	v(x, m) = [r odd]·g(q+1) ⊕ [m−r odd]·g(q),
//
// and g(x) is the mex of v(x, m) over 2 ≤ m ≤ x (0 when x < f). Since
// r = x − q·m, the parities of r and m−r, hence v(x, m), depend only on q
// and the parities of x and m. Over a block of m sharing one quotient the
// parity of m alternates, which is why a block of two or more m offers both
// of its values: the textbook method takes the first two m of each of the
// about 2·√x blocks, some 4·10^7 steps for every heap up to 10^5.
//
// # The options by parity
//
// As r = x − q·m, the parities of r and m−r follow from those of x, m and q:
//   - for even m, r and m−r have the parity of x: the option is 0 when x is
//     even and g(q) ⊕ g(q+1) when x is odd;
//   - for odd m, exactly one of r and m−r is odd, and the option is g(q) or
//     g(q+1), whichever argument has the parity of x.
//
// # Following each m from heap to heap
//
// For a fixed m, ⌊x/m⌋ changes only when m divides x, so from one heap to
// the next only the divisors of x change their option. Values keeps two
// multisets of options, one for even and one for odd heaps, holding the
// option every m ≤ x would give were x of that parity; the zeros of the even
// m for even heaps are left out (m = 2 always gives one). When m divides x
// its quotient goes from q to q+1, which changes one entry:
//   - odd m: the entry g(q) becomes g(q+2), in the multiset of the parity of
//     q (the other parity's argument, q+1, stays);
//   - even m: in the odd multiset, g(q) ⊕ g(q+1) becomes g(q+1) ⊕ g(q+2).
//
// g(x) is then the mex of the multiset of x's parity (with 0 added for even
// x). The divisors come from buckets: m waits in the bucket of its next
// multiple. That is ∑ n/m ≈ n·ln n updates, about 1.2·10^6 for heaps up to
// 10^5, instead of some 4·10^7 steps for the two m per block above.
package evensplit

import (
	"fmt"

	"nimber/solver/table"
)

// MaxN is the largest heap size Values accepts.
const MaxN = 1 << 24

// reportEvery is the heaps between two progress reports.
const reportEvery = 1 << 13

// Values returns g(0..n) for the even-splitting game with threshold f ≥ 1
// (g(0) = 0 does not stand for a heap), 0 ≤ n ≤ MaxN. progress, which may be
// nil, hears now and then how many heaps are done.
func Values(f, n int, progress func(done, total int)) []uint32 {
	if f < 1 || n < 0 || n > MaxN {
		panic("evensplit: Values: f or n out of range")
	}
	g := make([]uint32, max(n+1, 3))
	if f <= 2 {
		g[2] = 1 // 1+1 is worth 0; set first, as heap 2 reads g(2) for m = 2
	}
	bucket := make([]int32, n+1) // bucket[x]: the first m with x as next multiple, or 0
	link := make([]int32, n+1)   // link[m]: the next m in the same bucket
	quot := make([]uint32, n+1)  // quot[m] = ⌊x/m⌋ at the current heap x
	var opts [2]multiset         // opts[p]: the options for heaps of parity p
	for x := 2; x <= n; x++ {
		if x%reportEvery == 0 && progress != nil {
			progress(x, n)
		}
		for m := bucket[x]; m != 0; {
			q := quot[m]
			even := 1 - uint32(m)&1
			both := g[q+1] & -even // g(q+1) for even m, else 0
			opts[q&1|even].move(g[q]^both, g[q+2]^both)
			quot[m] = q + 1
			next := link[m]
			if y := x + int(m); y <= n {
				link[m], bucket[y] = bucket[y], m
			}
			m = next
		}
		// m = x joins with quotient 1: options g(2) for x even as an odd
		// heap; for x odd, g(1) = 0 as an odd heap and g(2) as an even one.
		if x%2 == 0 {
			opts[1].add(g[2])
		} else {
			opts[1].add(0)
			opts[0].add(g[2])
		}
		quot[x] = 1
		if y := 2 * x; y <= n {
			link[x], bucket[y] = bucket[y], int32(x)
		}
		if x >= f {
			g[x] = opts[x&1].mex(1 - uint32(x)&1)
		}
	}
	if progress != nil {
		progress(n, n)
	}
	return g[:n+1]
}

// Limits of Luogu P3235 [HNOI2014] "Jiangnan Fun", this game as the contest
// and the play board know it: f up to JiangnanF, piles (the play board: all
// piles together) up to JiangnanPile, whose values JiangnanTable holds.
const (
	JiangnanF    = 100000
	JiangnanPile = 100000
)

// JiangnanTable is the table of the values of piles up to JiangnanPile for
// threshold f: Table(f, JiangnanPile).
func JiangnanTable(f int) table.Table { return Table(f, JiangnanPile) }

// Table is the cacheable table of Values(f, n), as 32-bit little-endian
// words.
func Table(f, n int) table.Table {
	return table.Table{
		Key: fmt.Sprintf("evensplit/v1/n=%d/f=%d", n, f),
		Build: func(progress table.Progress) []byte {
			return table.Uint32Bytes(Values(f, n, progress))
		},
	}
}

// multiset counts options by value.
type multiset []int32

// add adds an option worth v.
func (s *multiset) add(v uint32) {
	for int(v) >= len(*s) {
		*s = append(*s, 0)
	}
	(*s)[v]++
}

// move replaces an option worth old by one worth v.
func (s *multiset) move(old, v uint32) {
	(*s)[old]--
	s.add(v)
}

// mex returns the least value from start on with no option.
func (s multiset) mex(start uint32) uint32 {
	v := start
	for int(v) < len(s) && s[v] > 0 {
		v++
	}
	return v
}
