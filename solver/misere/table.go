package misere

import (
	"fmt"
	"slices"
)

// table learns, for the current heap n, an automaton over the heaps below n
// that tells apart the sums that heap n tells apart: Y and Y' (sums of
// heaps below n) are one state only if Y + X and Y' + X have the same
// outcome for every sum X of heaps up to n, heap n included. extend is
// exact over such an automaton (see learner.next), so the table need only
// find those states; the powers of heap n come from extend.
//
// Its states are the distinct rows of an observation table, as in
// Angluin's L*: each state has a representative sum (reps), and its row
// holds the outcomes of that sum plus each test sum (tests; the first is
// the empty sum). Outcomes come from the definition (learner.isP), so two
// states are sums that a test tells apart: the states are never more than
// the elements they stand for. The table is kept from heap to heap (an
// outcome never changes; only the heaps read grow).
type table struct {
	l       *learner
	letters []int // the heaps with a move below the current heap
	letter  []int // letter[h]: the index of heap h in letters
	tests   []position
	reps    []position
	rows    []string       // rows[i]: the row of reps[i], a byte 0 or 1 per test
	index   map[string]int // row -> state
	delta   [][]int        // delta[i][k]: the state of reps[i] plus heap letters[k]
}

func newTable(l *learner) *table {
	t := &table{l: l, index: map[string]int{}}
	t.tests = []position{{}}
	t.addRep(position{}, t.row(position{}))
	return t
}

// row returns the row of sum s.
func (t *table) row(s position) string {
	b := make([]byte, len(t.tests))
	for i, e := range t.tests {
		if t.l.isP(s.plus(e)) {
			b[i] = 1
		}
	}
	return string(b)
}

// addTest adds test e and computes the rows again; the transitions are
// computed again by close.
func (t *table) addTest(e position) {
	t.tests = append(t.tests, e)
	clear(t.index)
	for i, s := range t.reps {
		t.rows[i] = t.row(s)
		t.index[t.rows[i]] = i
	}
	t.delta = t.delta[:0]
}

func (t *table) addRep(s position, r string) int {
	if len(t.reps) >= t.l.lim.MaxElements {
		panic(stop{fmt.Errorf("the quotient has more than %d elements (Limits.MaxElements)", t.l.lim.MaxElements)})
	}
	t.reps = append(t.reps, s)
	t.rows = append(t.rows, r)
	t.index[r] = len(t.reps) - 1
	return len(t.reps) - 1
}

// setHeap makes the heaps with a move below n the letters.
func (t *table) setHeap(n int) {
	t.letter = slices.Repeat([]int{-1}, n)
	t.letters = t.letters[:0]
	for h := 1; h < n; h++ {
		if len(t.l.opts[h]) > 0 {
			t.letter[h] = len(t.letters)
			t.letters = append(t.letters, h)
		}
	}
	t.delta = t.delta[:0]
}

// close computes the transitions of every state, adding a state for every
// new row met.
func (t *table) close() {
rows:
	for i := 0; i < len(t.reps); i++ {
		if i == len(t.delta) {
			t.delta = append(t.delta, nil)
		}
		for k := len(t.delta[i]); k < len(t.letters); k++ {
			if err := t.l.ctx.Err(); err != nil {
				panic(stop{err})
			}
			s := t.reps[i].plus(position{byte(t.letters[k])})
			r := t.row(s)
			j, ok := t.index[r]
			switch {
			case !ok:
				j = t.addRep(s, r)
			case j > 0 && s.weight() < t.reps[j].weight():
				// A lighter sum of the state: lighter rows to search.
				t.reps[j] = s
				if j < len(t.delta) {
					t.delta[j] = t.delta[j][:0]
				}
				if j <= i {
					i = j - 1
					continue rows
				}
			}
			t.delta[i] = append(t.delta[i], j)
		}
	}
}

// commute checks that the transitions commute: adding heap a then b leads
// to the state of adding b then a. When they do not, it adds a test that
// tells apart two sums sharing a row and returns false.
func (t *table) commute() bool {
	for q := range t.reps {
		for a := range t.letters {
			for b := a + 1; b < len(t.letters); b++ {
				qa, qb := t.delta[q][a], t.delta[q][b]
				if t.delta[qa][b] == t.delta[qb][a] {
					continue
				}
				ha, hb := position{byte(t.letters[a])}, position{byte(t.letters[b])}
				whole := t.reps[q].plus(ha).plus(hb)
				// The lightest test that tells reps[q]+a from reps[qa]
				// (adding b) or reps[q]+b from reps[qb] (adding a).
				var best position
				for _, e := range t.tests {
					if best != nil && e.weight()+weight(t.letters[a]) >= best.weight() {
						continue
					}
					we := t.l.isP(whole.plus(e))
					if we != t.l.isP(t.reps[qa].plus(hb).plus(e)) {
						best = hb.plus(e)
					} else if we != t.l.isP(t.reps[qb].plus(ha).plus(e)) {
						best = ha.plus(e)
					}
				}
				if best != nil {
					t.addTest(best)
					return false
				}
				panic("misere: non-commuting transitions with no test telling them apart")
			}
		}
	}
	return true
}

// automaton returns the product of the table's automaton and of m, the
// quotient of the heaps below n, over heaps 0..n-1: the states reachable
// from (0, 0), numbered breadth first.
// A state's outcome is its element's in m, which is exact.
func (t *table) automaton(n int, m *monoid) *automaton {
	type pair struct {
		t int
		x uint16
	}
	num := map[pair]int{{0, 0}: 0}
	states := []pair{{0, 0}}
	a := &automaton{}
	for i := 0; i < len(states); i++ {
		cur := states[i]
		next := make([]uint16, n)
		next[0] = uint16(i)
		for h := 1; h < n; h++ {
			k := t.letter[h]
			if k < 0 {
				next[h] = uint16(i)
				continue
			}
			p := pair{t.delta[cur.t][k], m.times(cur.x, m.heap[h])}
			j, ok := num[p]
			if !ok {
				if len(states) >= 1<<16-1 {
					panic(stop{fmt.Errorf("more than %d states of sums below heap %d", 1<<16-1, n)})
				}
				j = len(states)
				num[p] = j
				states = append(states, p)
			}
			next[h] = uint16(j)
		}
		a.next = append(a.next, next)
		a.p = append(a.p, m.p[cur.x])
	}
	return a
}

// split returns the heaps of x below n and the copies of heap n in x.
func split(x position, n int) (position, int) {
	var y position
	j := 0
	for _, h := range x {
		if int(h) == n {
			j++
		} else {
			y = append(y, h)
		}
	}
	return y, j
}

func copies(n, j int) position {
	return position(slices.Repeat([]byte{byte(n)}, j))
}

// hyp returns the outcome that the candidate of e supposes for sum x.
func hyp(e *extension, x position) bool {
	y, j := split(x, e.n)
	return e.hyp(e.a.apply(0, y), j)
}

// divide adds a test from y + s, s a sum of copies of heap n: reading y
// heap by heap through the table's states, when the representative of the
// state reached, plus the heaps of y still to read and s, changes outcome,
// those heaps and s tell apart two sums of one row (Rivest and Schapire).
// It reports false when no step changes the outcome: y + s then has the
// outcome of the representative of y's state plus s.
func (t *table) divide(y, s position) bool {
	states := make([]int, len(y)+1) // states[i]: the state of y[:i]
	for i, h := range y {
		states[i+1] = t.delta[states[i]][t.letter[h]]
	}
	// o(i): the outcome of the representative of states[i] plus y[i:] and
	// s; o(0) is y + s's own. The last step that changes it gives the
	// lightest test.
	o := func(i int) bool { return t.l.isP(t.reps[states[i]].plus(y[i:]).plus(s)) }
	last := o(len(y))
	if last == t.l.isP(y.plus(s)) {
		return false
	}
	for i := len(y) - 1; ; i-- {
		if i == 0 || o(i) != last {
			t.addTest(y[i+1:].plus(s))
			return true
		}
	}
}

// fix adds a test that splits a state of the table, from a sum x whose
// outcome the candidate of e gets wrong. With y, j the heaps of x below n
// and its copies of heap n, and s y's state: either divide finds a test on
// y, or x has the outcome of the representative of s's table state plus j
// copies; then either divide finds one on the lightest sum L of s, or L +
// j copies has that outcome too, which e gets wrong (e supposes for y what
// it found for L). e found it by the rule of misère play from the options
// of L + j copies (j > 0: with no copy, e is m, which is exact), so e gets
// one of those options wrong: a lighter sum than x (L is no heavier than
// y, which reaches s), to fix in turn.
func (t *table) fix(e *extension, x position) {
	for {
		y, j := split(x, e.n)
		s := copies(e.n, j)
		if t.divide(y, s) {
			return
		}
		l := e.reps[e.a.apply(0, y)]
		if t.divide(l, s) {
			return
		}
		if j == 0 {
			panic("misere: a sum without the new heap that the quotient below it gets wrong")
		}
		whole := l.plus(s)
		found := false
	options:
		for i, h := range whole {
			if i > 0 && whole[i-1] == h {
				continue
			}
			rest := whole.without(i)
			for _, o := range t.l.opts[h] {
				z := rest.plus(o)
				if t.l.isP(z) != hyp(e, z) {
					x, found = z, true
					break options
				}
			}
		}
		if !found {
			panic("misere: a sum the candidate gets wrong whose options it gets right")
		}
	}
}
