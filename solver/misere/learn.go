package misere

import (
	"context"
	"fmt"
)

// learner computes the quotient of the sums of heaps 1..n, one heap at a
// time (see the package documentation for the method and its proof), and
// the outcomes of sums from the definition.
type learner struct {
	ctx  context.Context
	lim  Limits
	opts [][]position // the options of each heap

	memo map[string]bool // outcomes of sums with the current heap (true: P)
	prev *monoid         // the verified quotient of the heaps below the current one
	top  int             // the current heap
	// helper is a refuted candidate for the current heap, right on every
	// sum lighter than bound (see verify): it answers those sums.
	helper *monoid
	bound  int
	table  *table // the states of the sums below the current heap
	// guess is the last candidate of stage: isP tries first the options
	// that it, or helper, puts in P (see guide).
	guess *monoid
}

// monoid is a finite commutative monoid with its P-portion and the elements
// of the heaps: the quotient of one stage.
type monoid struct {
	size int
	mul  []uint16 // mul[x*size+y]
	p    []bool
	heap []uint16 // heap[h]: the element of heap h (0, the identity, for heaps without moves)
}

func (m *monoid) times(x, y uint16) uint16 { return m.mul[int(x)*m.size+int(y)] }

// of returns the element of a sum of heaps of m.
func (m *monoid) of(p position) uint16 {
	x := uint16(0)
	for _, h := range p {
		x = m.times(x, m.heap[h])
	}
	return x
}

// stop is the panic that unwinds a computation past a cap or cancelled;
// Compute recovers it.
type stop struct{ err error }

// isP reports whether the player to move loses the sum p in misère play,
// from the definition: p is a P-position when it has a move and every move
// leads to a position the player to move wins. Every heap of a position
// has a move, so only the empty sum has none. Sums of heaps below the
// current one are read off the previous stage's quotient.
func (l *learner) isP(p position) bool {
	if len(p) == 0 {
		return false
	}
	if l.prev != nil && int(p[len(p)-1]) < l.top {
		return l.prev.p[l.prev.of(p)]
	}
	if l.helper != nil && p.weight() < l.bound {
		return l.helper.p[l.helper.of(p)]
	}
	k := p.key()
	if v, ok := l.memo[k]; ok {
		return v
	}
	if len(l.memo) >= l.lim.MaxPositions {
		panic(stop{fmt.Errorf("more than %d sums with heap %d to search (Limits.MaxPositions)", l.lim.MaxPositions, l.top)})
	}
	if len(l.memo)%4096 == 0 {
		if err := l.ctx.Err(); err != nil {
			panic(stop{err})
		}
	}
	// The options, those that guide puts in P first:
	// a P-position among them ends the search at once. The order changes
	// the work, never the answer.
	var first, later []position
	for i, h := range p {
		if i > 0 && p[i-1] == h {
			continue
		}
		rest := p.without(i)
		for _, o := range l.opts[h] {
			z := rest.plus(o)
			if g := l.guide(); g != nil && g.p[g.of(z)] {
				first = append(first, z)
			} else {
				later = append(later, z)
			}
		}
	}
	v := true
	for _, z := range append(first, later...) {
		if l.isP(z) {
			v = false
			break
		}
	}
	l.memo[k] = v
	return v
}

// newLearner starts a computation with the options of each heap.
func newLearner(ctx context.Context, opts [][]position, lim Limits) *learner {
	l := &learner{ctx: ctx, lim: lim, opts: opts, memo: map[string]bool{}}
	l.table = newTable(l)
	return l
}

// stage finds the quotient of the sums of heaps up to n (heap n has a
// move), prev being the quotient of the heaps below n: the table learns the
// states of the sums below n that heap n tells apart, extend builds the
// candidate over the product of those states and prev, and verify proves
// it or returns the lightest sum it gets wrong, from which fix adds a test
// that splits a state.
func (l *learner) stage(n int, prev *monoid) *monoid {
	l.top, l.prev = n, prev
	clear(l.memo)
	defer func() { l.guess = nil }()
	t := l.table
	t.setHeap(n)
	for {
		t.close()
		if !t.commute() {
			continue
		}
		c, e := extendWith(t.automaton(n, prev), l.opts, n)
		if c == nil {
			panic(stop{fmt.Errorf("the powers of heap %d show no period by %d, or too many states", n, maxPower)})
		}
		g, ok := l.check(c, n)
		if ok {
			return c
		}
		l.guess = c
		before := len(t.reps)
		t.fix(e, g)
		t.close()
		if len(t.reps) == before {
			panic("misere: a test that splits no state")
		}
	}
}

// check refuses a candidate c for the quotient with heap n past the cap on
// elements, and verifies it: ok when it is proven, else g is the lightest
// sum it gets wrong, and c becomes the helper when it is right on more sums
// than the helper so far.
func (l *learner) check(c *monoid, n int) (g position, ok bool) {
	if c.size > l.lim.MaxElements {
		panic(stop{fmt.Errorf("the quotient has more than %d elements (Limits.MaxElements)", l.lim.MaxElements)})
	}
	g, w, ok := l.verify(c, n)
	if !ok && w > l.bound {
		l.helper, l.bound = c, w
	}
	return g, ok
}

// guide returns the candidate that orders isP's search: helper, the
// candidate right on the most sums, or the last candidate.
func (l *learner) guide() *monoid {
	if l.helper != nil {
		return l.helper
	}
	return l.guess
}
