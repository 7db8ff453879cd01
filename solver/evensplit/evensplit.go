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
// # Following each m from heap to heap
//
// This package does less. For a fixed m, ⌊x/m⌋ changes only when m divides
// x, so from one heap to the next only the divisors of x change their
// option, and only through q. Values keeps, for each parity of x, the
// multiset of the options of every m ≤ x computed as if x had that parity;
// at heap x it moves each divisor m of x from its old option to its new one
// in both multisets and reads g(x) as the mex of the multiset of x's
// parity. The divisors come from buckets: m waits in the bucket of its next
// multiple. That is ∑ n/m ≈ n·ln n updates in all, about 1.2·10^6 for
// heaps up to 10^5.
package evensplit

// MaxN is the largest heap size Values accepts.
const MaxN = 1 << 24

// Values returns g(0..n) for the even-splitting game with threshold f ≥ 1
// (g(0) = 0 does not stand for a heap), 0 ≤ n ≤ MaxN. progress, which may be
// nil, hears now and then how many heaps are done.
func Values(f, n int, progress func(done, total int)) []uint32 {
	if f < 1 || n < 0 || n > MaxN {
		panic("evensplit: Values: f or n out of range")
	}
	g := make([]uint32, n+1)
	bucket := make([]int32, n+1) // bucket[x]: the first m with x as next multiple, or 0
	link := make([]int32, n+1)   // link[m]: the next m in the same bucket
	quot := make([]int32, n+1)   // quot[m] = ⌊x/m⌋ at the current heap x
	var opts [2]multiset         // opts[p]: the options of every m, for x of parity p
	for x := 2; x <= n; x++ {
		if x%8192 == 0 && progress != nil {
			progress(x, n)
		}
		link[x], bucket[x] = bucket[x], int32(x) // m = x joins with quotient 1
		p := x & 1
		for m := bucket[x]; m != 0; m = link[m] {
			opts[p].move(g, int(quot[m]), p, int(m))
		}
		if x >= f {
			g[x] = opts[p].mex()
		}
		// The other parity's options of x = 2 read g(2), known only now.
		for m := bucket[x]; m != 0; {
			opts[1-p].move(g, int(quot[m]), 1-p, int(m))
			quot[m]++
			next := link[m]
			if y := x + int(m); y <= n {
				link[m], bucket[y] = bucket[y], m
			}
			m = next
		}
	}
	if progress != nil {
		progress(n, n)
	}
	return g
}

// option returns v(x, m) for a heap x of parity px split into m parts of
// parity pm with quotient q ≥ 1.
func option(g []uint32, q, px, pm int) uint32 {
	var v uint32
	if (px^q&pm)&1 == 1 { // r = x − q·m is odd
		v = g[q+1]
	}
	if (px^(q+1)&pm)&1 == 1 { // m − r = (q+1)·m − x is odd
		v ^= g[q]
	}
	return v
}

// multiset counts options by value.
type multiset []int32

// move replaces the option of m with quotient q (none when q is 0) by its
// option with quotient q+1, for heaps of parity px.
func (s *multiset) move(g []uint32, q, px, m int) {
	if q > 0 {
		(*s)[option(g, q, px, m&1)]--
	}
	v := int(option(g, q+1, px, m&1))
	for v >= len(*s) {
		*s = append(*s, 0)
	}
	(*s)[v]++
}

// mex returns the least value with no option.
func (s multiset) mex() uint32 {
	v := 0
	for v < len(s) && s[v] > 0 {
		v++
	}
	return uint32(v)
}
