package misere

import (
	"slices"
)

// Caps of extend and refine: the powers of the new heap tried before
// giving up on finding them periodic, the refinements of the previous
// quotient tried, and the states of a refinement.
const (
	maxPower  = 64
	maxRefine = 3
	maxStates = 1 << 14
)

// weight orders sums so that every move lowers it: 4·tokens − heaps (a
// move takes a token and adds at most two heaps, or splits a heap without
// taking any).
func weight(h int) int { return 4*h - 1 }

// automaton is a commutative automaton over the heaps below some heap n
// that reads a sum of them heap by heap: state 0 is the empty sum's, and
// next[x][h] the state of a sum of state x plus heap h (heaps without moves
// leave it). The states of sums that share a state have the same outcome, p.
type automaton struct {
	next [][]uint16
	p    []bool
}

// automatonOf returns the automaton of monoid m over heaps 1..n-1.
func automatonOf(m *monoid, n int) *automaton {
	a := &automaton{next: make([][]uint16, m.size), p: m.p}
	for x := range m.size {
		a.next[x] = make([]uint16, n)
		for h := range n {
			a.next[x][h] = m.times(uint16(x), m.heap[h])
		}
	}
	return a
}

// apply returns the state of a sum of state x plus the heaps of p.
func (a *automaton) apply(x uint16, p position) uint16 {
	for _, h := range p {
		x = a.next[x][h]
	}
	return x
}

// refine returns the automaton whose states are the pairs (x, S) of a sum
// of a's state x and S the states of its options: adding heap h leads to
// (x·h, S·h ∪ x·O(h)), O(h) the options of h. It returns nil past max
// states.
func (a *automaton) refine(opts [][]position, max int) *automaton {
	n := len(a.next[0])
	words := (len(a.next) + 63) / 64
	type pair struct {
		x uint16
		s bitset
	}
	pairs := []pair{{0, make(bitset, words)}}
	index := map[string]uint16{pairs[0].s.key(0): 0}
	r := &automaton{}
	for i := 0; i < len(pairs); i++ {
		cur := pairs[i]
		next := make([]uint16, n)
		next[0] = uint16(i)
		for h := 1; h < n; h++ {
			if len(opts[h]) == 0 {
				next[h] = uint16(i)
				continue
			}
			s := make(bitset, words)
			for y := range len(a.next) {
				if cur.s.has(y) {
					s.set(int(a.next[y][h]))
				}
			}
			for _, o := range opts[h] {
				s.set(int(a.apply(cur.x, o)))
			}
			x := a.next[cur.x][h]
			key := s.key(x)
			j, ok := index[key]
			if !ok {
				if len(pairs) >= max {
					return nil
				}
				j = uint16(len(pairs))
				index[key] = j
				pairs = append(pairs, pair{x, s})
			}
			next[h] = j
		}
		r.next = append(r.next, next)
		r.p = append(r.p, a.p[cur.x])
	}
	return r
}

// extend returns a candidate quotient of the sums of heaps 1..n from a, an
// automaton of the sums of the heaps below n, supposing that the outcome of
// Y + j copies of heap n depends only on Y's state y and on j. The outcomes
// f(y, j) then follow by induction on j and, for each j, on the lightest sum
// of each state: y + j·n is a P-position when no move, to y·o + (j−1)·n (o
// an option of heap n) or to y' + j·n (y' the state of an option of the
// lightest sum of y), is a P-position. f(·, j) is a function of f(·, j−1),
// so the powers of heap n are periodic once one repeats; the candidate is
// the product of a and the powers of heap n, reduced to its
// indistinguishability classes. It returns nil when the powers show no
// period by maxPower. The candidate is then verified: the supposition is
// never trusted.
func extend(a *automaton, opts [][]position, n int) *monoid {
	m, _ := extendWith(a, opts, n)
	return m
}

// extension is what extend supposed: the outcome hyp(y, j) of the sums of
// state y of a plus j copies of heap n, from the lightest sum of each
// state (reps).
type extension struct {
	a     *automaton
	n     int
	f     [][]bool // f[j][y] for j below the period's end
	index int      // f[len(f)] would be f[index]
	reps  []position
}

// hyp returns the outcome extend supposed for a sum of state y plus j
// copies of heap n.
func (e *extension) hyp(y uint16, j int) bool {
	if p := len(e.f); j >= p {
		j = e.index + (j-e.index)%(p-e.index)
	}
	return e.f[j][y]
}

// extendWith is extend, with what it supposed (nil when extend is nil).
func extendWith(a *automaton, opts [][]position, n int) (*monoid, *extension) {
	size := len(a.next)
	order, reps := lightest(a, opts)
	sigma := make([][]uint16, size) // the states of the options of each lightest sum
	for y, r := range reps {
		for i, h := range r {
			if i > 0 && r[i-1] == h {
				continue
			}
			rest := a.apply(0, r.without(i))
			for _, o := range opts[h] {
				sigma[y] = append(sigma[y], a.apply(rest, o))
			}
		}
		slices.Sort(sigma[y])
		sigma[y] = slices.Compact(sigma[y])
	}
	f := [][]bool{a.p}
	seen := map[string]int{boolKey(a.p): 0}
	index := -1 // the power that f(·, powers) repeats
	for j := 1; j <= maxPower && index < 0; j++ {
		fj := make([]bool, size)
		for _, y := range order {
			p := true
			for _, o := range opts[n] {
				p = p && !f[j-1][a.apply(y, o)]
			}
			for _, z := range sigma[y] {
				p = p && !fj[z]
			}
			fj[y] = p
		}
		key := boolKey(fj)
		if i, ok := seen[key]; ok {
			index = i
		} else {
			seen[key] = j
			f = append(f, fj)
		}
	}
	if index < 0 || size*len(f) > 1<<16 {
		return nil, nil
	}
	powers := len(f) // exponents 0..powers-1; powers ≡ index
	// The product: state (y, e) is y*powers + e; heap n raises e.
	prod := &automaton{next: make([][]uint16, size*powers), p: make([]bool, size*powers)}
	for x := range prod.next {
		y, e := x/powers, x%powers
		prod.p[x] = f[e][y]
		prod.next[x] = make([]uint16, n+1)
		for h := 1; h < n; h++ {
			prod.next[x][h] = a.next[y][h]*uint16(powers) + uint16(e)
		}
		if e+1 < powers {
			prod.next[x][n] = uint16(x + 1)
		} else {
			prod.next[x][n] = uint16(y*powers + index)
		}
	}
	return reduce(prod, opts, n), &extension{a: a, n: n, f: f, index: index, reps: reps}
}

// lightest returns the states of a in order of their lightest sums, and
// those sums (Dijkstra's algorithm over the heaps as generators).
func lightest(a *automaton, opts [][]position) ([]uint16, []position) {
	size := len(a.next)
	reps := make([]position, size)
	dist := slices.Repeat([]int{-1}, size)
	done := make([]bool, size)
	var order []uint16
	q := &queue{{0, 0}}
	dist[0] = 0
	for q.Len() > 0 {
		it := q.pop()
		if done[it.x] {
			continue
		}
		done[it.x] = true
		order = append(order, uint16(it.x))
		for h := 1; h < len(a.next[it.x]); h++ {
			if len(opts[h]) == 0 {
				continue
			}
			z := a.next[it.x][h]
			if w := it.w + weight(h); !done[z] && (dist[z] < 0 || w < dist[z]) {
				dist[z] = w
				reps[z] = reps[it.x].plus(position{byte(h)})
				q.push(item{w, uint32(z)})
			}
		}
	}
	return order, reps
}

type item struct {
	w int
	x uint32
}

// queue is a priority queue of elements by weight: a binary heap, lightest
// first.
type queue []item

func (q queue) Len() int { return len(q) }

// push adds it to q.
func (q *queue) push(it item) {
	*q = append(*q, it)
	h := *q
	for i := len(h) - 1; i > 0; {
		up := (i - 1) / 2
		if h[up].w <= h[i].w {
			break
		}
		h[up], h[i] = h[i], h[up]
		i = up
	}
}

// pop removes and returns the lightest item of q.
func (q *queue) pop() item {
	h := *q
	top := h[0]
	last := len(h) - 1
	h[0] = h[last]
	h = h[:last]
	for i := 0; ; {
		c := 2*i + 1
		if c >= len(h) {
			break
		}
		if c+1 < len(h) && h[c+1].w < h[c].w {
			c++
		}
		if h[i].w <= h[c].w {
			break
		}
		h[i], h[c] = h[c], h[i]
		i = c
	}
	*q = h
	return top
}

// reduce returns the monoid of the commutative automaton a over heaps
// 1..n modulo indistinguishability: two states are the same element when
// adding any sum to either gives the same outcome. That is the coarsest
// partition that separates P from the rest and that adding a heap respects
// (Moore's refinement); adding a sum to the classes is then well defined
// and commutative, so the classes form a monoid, the identity being 0's
// class, numbered 0.
func reduce(a *automaton, opts [][]position, n int) *monoid {
	var gens []int
	for h := 1; h <= n; h++ {
		if len(opts[h]) > 0 {
			gens = append(gens, h)
		}
	}
	size := len(a.next)
	class := make([]int, size)
	for x := range size {
		if a.p[x] {
			class[x] = 1
		}
	}
	classes := 0
	var key []byte // a state's class and the classes it goes to
	for {
		index := map[string]int{}
		next := make([]int, size)
		for x := range size {
			key = appendInt(key[:0], class[x])
			for _, h := range gens {
				key = appendInt(key, class[a.next[x][h]])
			}
			c, ok := index[string(key)]
			if !ok {
				c = len(index)
				index[string(key)] = c
			}
			next[x] = c
		}
		class = next
		if len(index) == classes {
			break
		}
		classes = len(index)
	}
	// The elements of the classes reachable from 0, with a sum of each.
	order, reps := lightest(a, opts)
	r := &monoid{size: classes, heap: make([]uint16, n+1)}
	r.mul = make([]uint16, classes*classes)
	r.p = make([]bool, classes)
	first := slices.Repeat([]int{-1}, classes)
	for _, x := range order {
		if first[class[x]] < 0 {
			first[class[x]] = int(x)
		}
	}
	for c, x := range first {
		r.p[c] = a.p[x]
		for d, y := range first {
			r.mul[c*classes+d] = uint16(class[a.apply(uint16(x), reps[y])])
		}
	}
	for h := 1; h <= n; h++ {
		r.heap[h] = uint16(class[a.next[0][h]])
	}
	return r
}

func boolKey(v []bool) string {
	b := make([]byte, len(v))
	for i, x := range v {
		if x {
			b[i] = 1
		}
	}
	return string(b)
}

// appendInt appends x to b in four bytes.
func appendInt(b []byte, x int) []byte {
	return append(b, byte(x), byte(x>>8), byte(x>>16), byte(x>>24))
}
