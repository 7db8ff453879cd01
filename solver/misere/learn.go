package misere

import (
	"context"
	"fmt"
	"slices"
)

// learner builds the quotient of the sums of heaps 1..n, one heap at a
// time, as the smallest automaton that reads a sum heap by heap and knows
// its outcome (see the package documentation for the method and its proof).
//
// Its states are the distinct rows of an observation table: each state has
// a representative sum (reps), and its row holds the outcomes of that sum
// plus each test sum (tests; the first is the empty sum, so a row starts
// with the outcome of the representative itself). Two representatives have
// different rows, so they are distinguished by a test: distinct states are
// distinct elements of the quotient.
type learner struct {
	ctx  context.Context
	lim  Limits
	opts [][]position // the options of each heap

	letters []int // the heaps with a move up to the current one
	tests   []position
	reps    []position
	rows    []string       // rows[i]: the row of reps[i], a byte 0 or 1 per test
	index   map[string]int // row -> state
	delta   [][]int        // delta[i][j]: the state of reps[i] plus heap letters[j]

	memo map[string]bool // outcomes of sums with the current heap (true: P)
	prev *monoid         // the verified quotient of the heaps below the current one
	top  int             // the current heap
	// helper is a refuted candidate for the current heap, right on every
	// sum lighter than bound (see verify): it answers those sums.
	helper *monoid
	bound  int
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
	v := true
moves:
	for i, h := range p {
		if i > 0 && p[i-1] == h {
			continue
		}
		rest := p.without(i)
		for _, o := range l.opts[h] {
			if l.isP(rest.plus(o)) {
				v = false
				break moves
			}
		}
	}
	l.memo[k] = v
	return v
}

// row returns the row of sum s.
func (l *learner) row(s position) string {
	b := make([]byte, len(l.tests))
	for i, t := range l.tests {
		if l.isP(s.plus(t)) {
			b[i] = 1
		}
	}
	return string(b)
}

// addTest adds test t and recomputes the rows of the representatives; the
// transitions are computed again by close.
func (l *learner) addTest(t position) {
	l.tests = append(l.tests, t)
	clear(l.index)
	for i, s := range l.reps {
		l.rows[i] = l.row(s)
		l.index[l.rows[i]] = i
	}
	l.delta = l.delta[:0]
}

// addRep adds a state of representative s and row r.
func (l *learner) addRep(s position, r string) int {
	if len(l.reps) >= l.lim.MaxElements {
		panic(stop{fmt.Errorf("the quotient has more than %d elements (Limits.MaxElements)", l.lim.MaxElements)})
	}
	l.reps = append(l.reps, s)
	l.rows = append(l.rows, r)
	l.index[r] = len(l.reps) - 1
	return len(l.reps) - 1
}

// close computes the transitions of every state, adding a state for every
// new row met.
func (l *learner) close() {
	for i := 0; i < len(l.reps); i++ {
		if i == len(l.delta) {
			l.delta = append(l.delta, nil)
		}
		for j := len(l.delta[i]); j < len(l.letters); j++ {
			s := l.reps[i].plus(position{byte(l.letters[j])})
			r := l.row(s)
			k, ok := l.index[r]
			if !ok {
				k = l.addRep(s, r)
			}
			l.delta[i] = append(l.delta[i], k)
		}
	}
}

// commute checks that the transitions commute: adding heap a then b leads
// to the state of adding b then a. When they do not, it adds a test that
// tells apart two sums sharing a row (one of them is not the state it was
// taken for) and returns false.
func (l *learner) commute() bool {
	for q := range l.reps {
		for a := range l.letters {
			for b := a + 1; b < len(l.letters); b++ {
				qa, qb := l.delta[q][a], l.delta[q][b]
				if l.delta[qa][b] == l.delta[qb][a] {
					continue
				}
				ha, hb := position{byte(l.letters[a])}, position{byte(l.letters[b])}
				whole := l.reps[q].plus(ha).plus(hb)
				for _, e := range l.tests {
					if l.isP(whole.plus(e)) != l.isP(l.reps[qa].plus(hb).plus(e)) {
						l.addTest(hb.plus(e)) // tells reps[q]+a from reps[qa]
						return false
					}
				}
				for _, e := range l.tests {
					if l.isP(whole.plus(e)) != l.isP(l.reps[qb].plus(ha).plus(e)) {
						l.addTest(ha.plus(e)) // tells reps[q]+b from reps[qb]
						return false
					}
				}
				panic("misere: non-commuting transitions with no test telling them apart")
			}
		}
	}
	return true
}

// monoid returns the automaton's states as a monoid: x·y is the state
// reached from x by adding the heaps of y's representative. It is well
// defined and commutative once the transitions commute.
func (l *learner) monoid(n int) *monoid {
	m := &monoid{size: len(l.reps), heap: make([]uint16, n+1)}
	letter := make([]int, n+1)
	for j, h := range l.letters {
		letter[h] = j
		m.heap[h] = uint16(l.delta[0][j])
	}
	m.mul = make([]uint16, m.size*m.size)
	m.p = make([]bool, m.size)
	for x := range m.size {
		m.p[x] = l.rows[x][0] == 1
		for y, s := range l.reps {
			z := x
			for _, h := range s {
				z = l.delta[z][letter[h]]
			}
			m.mul[x*m.size+y] = uint16(z)
		}
	}
	return m
}

// refine adds a test that splits a state, from a sum c whose outcome the
// automaton gets wrong: reading c heap by heap from the empty sum, it finds
// the step where the representative of the state reached, plus the heaps
// still to read, first changes outcome, and adds those heaps as a test.
func (l *learner) refine(c position, m *monoid) {
	q := uint16(0)
	prevP := !m.p[m.of(c)]
	for i, h := range c {
		q = m.times(q, m.heap[h])
		rest := c[i+1:]
		if p := l.isP(l.reps[q].plus(rest)); p != prevP {
			l.addTest(slices.Clone(rest))
			return
		}
	}
	panic("misere: a counterexample the automaton gets right")
}

// newLearner starts the table with the empty sum as state and test.
func newLearner(ctx context.Context, opts [][]position, lim Limits) *learner {
	l := &learner{ctx: ctx, lim: lim, opts: opts, index: map[string]int{}, memo: map[string]bool{}}
	l.tests = []position{{}}
	l.addRep(position{}, l.row(position{}))
	return l
}

// stage learns the quotient of the sums of heaps up to n (heap n has a
// move) from the table kept since the last stage it learnt, with prev the
// quotient of the heaps below n.
func (l *learner) stage(n int, prev *monoid) *monoid {
	l.top, l.prev = n, prev
	clear(l.memo)
	for h := 1; h <= n; h++ {
		if len(l.opts[h]) > 0 && !slices.Contains(l.letters, h) {
			l.letters = append(l.letters, h)
		}
	}
	l.delta = l.delta[:0]
	for {
		l.close()
		if !l.commute() {
			continue
		}
		m := l.monoid(n)
		g, w, ok := l.verify(m, n)
		if ok {
			return m
		}
		if w > l.bound {
			l.helper, l.bound = m, w
		}
		before := len(l.reps)
		l.refine(g, m)
		l.close()
		if len(l.reps) == before {
			panic("misere: a test that splits no state")
		}
	}
}
