package misere

import (
	"context"
	"errors"
	"fmt"
	"sync"
)

// kept holds the last few quotients computed by Cached (maxKept), by game
// and largest heap asked, with the cap that stopped each (nil when none
// did): the explorer's view, its sums and the play board's analysis of
// each move then share one computation.
var kept = struct {
	sync.Mutex
	q map[keptKey]keptQuotient
}{q: map[keptKey]keptQuotient{}}

type keptKey struct {
	game string // the game's name (a code's normal form)
	n    int
}

type keptQuotient struct {
	q      *Quotient
	capped *CapError
}

const maxKept = 4

// Cached returns the misère quotient of g's heaps 1..n as Compute does with
// DefaultLimits: from the last few computed, or computed (reporting each
// heap done to progress, which may be nil). capped is the cap that stopped
// it, nil when the quotient is that of heaps 1..n; err is any other
// failure.
func Cached(g Game, n int, progress Progress) (q *Quotient, capped *CapError, err error) {
	if q, capped, ok := Kept(g, n); ok {
		return q, capped, nil
	}
	q, err = Compute(context.Background(), g, n, DefaultLimits, progress)
	if err != nil && !errors.As(err, &capped) {
		return nil, nil, err
	}
	keep(g, n, q, capped)
	return q, capped, nil
}

// Kept returns the quotient of g's heaps 1..n that Cached or Restore keeps,
// if it does.
func Kept(g Game, n int) (q *Quotient, capped *CapError, ok bool) {
	kept.Lock()
	defer kept.Unlock()
	c, ok := kept.q[keptKey{g.String(), n}]
	return c.q, c.capped, ok
}

// keep keeps q, the quotient of g's heaps 1..n (or short of them: capped),
// for Cached.
func keep(g Game, n int, q *Quotient, capped *CapError) {
	kept.Lock()
	defer kept.Unlock()
	if len(kept.q) >= maxKept {
		clear(kept.q)
	}
	kept.q[keptKey{g.String(), n}] = keptQuotient{q, capped}
}

// Keep keeps q, a whole quotient of heaps 1..q.N (one Restore read back,
// say), for Cached to return as if it had computed it.
func Keep(q *Quotient) { keep(q.Game, q.N, q, nil) }

// Restore returns the quotient of g's heaps 1..n from what a caller stored
// of one Compute found: the elements of heaps 0..n, the multiplication
// table of its elements (x·y at x·order+y) and its P-portion. What it is
// given is checked for what the
// quotient's methods rely on (a square table of elements, an identity 0,
// heaps and P-portion among the elements), not for being a quotient of g:
// the caller stores what Compute returned, checksummed.
func Restore(g Game, n int, heaps []int, mul []uint16, p []int) (*Quotient, error) {
	order := 0
	for order*order < len(mul) {
		order++
	}
	switch {
	case n < 0 || n > MaxHeap:
		return nil, fmt.Errorf("%s: heap %d is out of range [0, %d]", g, n, MaxHeap)
	case order == 0 || order*order != len(mul) || order > 1<<16:
		return nil, fmt.Errorf("a multiplication table of %d entries is no square of elements", len(mul))
	case len(heaps) != n+1 || heaps[0] != 0:
		return nil, fmt.Errorf("%d heaps' elements for heaps 0..%d, heap 0's %v", len(heaps), n, heaps[:min(len(heaps), 1)])
	}
	for i, x := range mul {
		if int(x) >= order || (i < order && int(x) != i) || (i%order == 0 && int(x) != i/order) {
			return nil, fmt.Errorf("the multiplication table's entry %d, %d, is no element or breaks the identity 0", i/order, i%order)
		}
	}
	m := monoid{size: order, mul: mul, p: make([]bool, order), heap: make([]uint16, n+1)}
	for h, x := range heaps {
		if x < 0 || x >= order {
			return nil, fmt.Errorf("heap %d's element %d is not among the %d elements", h, x, order)
		}
		m.heap[h] = uint16(x)
	}
	for _, x := range p {
		if x < 0 || x >= order {
			return nil, fmt.Errorf("the P-portion's element %d is not among the %d elements", x, order)
		}
		m.p[x] = true
	}
	return quotient(g, n, &m), nil
}

// Covering returns a misère quotient of g that includes every heap up to
// top: one of more heaps kept by Cached, or that of heaps 1..top (Cached).
// A play board's heaps only shrink, so the quotient of its first position
// answers every later one. A cap before top is an error naming it.
func Covering(g Game, top int) (*Quotient, error) {
	if top < 0 || top > MaxHeap {
		return nil, fmt.Errorf("%s: misère play of a sum is decided by the misère quotient of heaps up to %d, not %d", g, MaxHeap, top)
	}
	kept.Lock()
	for k, c := range kept.q {
		if k.game == g.String() && c.q.N >= top {
			kept.Unlock()
			return c.q, nil
		}
	}
	kept.Unlock()
	q, capped, err := Cached(g, top, nil)
	switch {
	case err != nil:
		return nil, err
	case capped != nil:
		return nil, fmt.Errorf("%s: misère quotient %v; the sum needs the heaps up to %d", g, capped, top)
	}
	return q, nil
}
