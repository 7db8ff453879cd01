package pattern

import (
	"fmt"
	"math"
	"strings"
)

// A rule's formula is a tree of nodes. The evaluator (value) and the code
// emitters (code) walk the same tree, each node's two methods side by side,
// so the code Emit prints is the formula Predict evaluates and the finder
// checked.
type expr interface {
	// value evaluates the node at n; ok is false where it is undefined.
	value(e *env, n int) (v int64, ok bool)
	// code writes the node as an expression of the variable n in w's
	// language, declaring in w the tables and helpers it needs.
	code(w *writer) string
	// sieve reports whether evaluating the node needs the sieve.
	sieve() bool
}

// env is what evaluating a node needs besides n.
type env struct {
	t      arith                    // the sieve, covering n+1 when a node needs it
	g      func(int) (uint32, bool) // the values of smaller positions, for relations
	cached bool                     // a feature may read its column of the table
}

// num is the constant c.
type num struct{ c int64 }

func (x num) value(*env, int) (int64, bool) { return x.c, true }
func (x num) code(*writer) string           { return fmt.Sprint(x.c) }
func (x num) sieve() bool                   { return false }

// feat is the feature f of n + shift; known holds its values on the table
// (−1 where undefined), read instead when env.cached.
type feat struct {
	f     *feature
	shift int
	known []int64
}

func (x feat) value(e *env, n int) (int64, bool) {
	if e.cached && n < len(x.known) {
		y := x.known[n]
		return y, y >= 0
	}
	y, ok := x.f.at(e.t, n+x.shift)
	return int64(y), ok
}

func (x feat) code(w *writer) string {
	arg := "n"
	if x.shift != 0 {
		arg = fmt.Sprintf("(n + %d)", x.shift)
	}
	return w.use(x.f.code, x.f.helpers, arg)
}

func (x feat) sieve() bool { return x.f.arith }

// lin is a·x + b.
type lin struct {
	a, b int64
	x    expr
}

func (l lin) value(e *env, n int) (int64, bool) {
	y, ok := l.x.value(e, n)
	return l.a*y + l.b, ok
}

func (l lin) code(w *writer) string {
	s := l.x.code(w)
	if l.a != 1 {
		if strings.Contains(s, " ") { // an operator: 2 * (n / 2)
			s = "(" + s + ")"
		}
		s = fmt.Sprintf("%d * %s", l.a, s)
	}
	switch {
	case l.b > 0:
		s = fmt.Sprintf("%s + %d", s, l.b)
	case l.b < 0:
		s = fmt.Sprintf("%s - %d", s, -l.b)
	}
	return s
}

func (l lin) sieve() bool { return l.x.sieve() }

// per is the eventually periodic function of x: T[(x − pre) mod p] +
// s·⌊(x − pre)/p⌋, T = t, or head[x] for 0 ≤ x < len(head) (head is nil
// or pre values long).
type per struct {
	pre, p int
	s      int64
	t      []uint32
	x      expr
	head   []uint32
}

func (q per) value(e *env, n int) (int64, bool) {
	x, ok := q.x.value(e, n)
	if !ok {
		return 0, false
	}
	if x >= 0 && x < int64(len(q.head)) {
		return int64(q.head[x]), true
	}
	d := x - int64(q.pre)
	k := d / int64(q.p)
	if d%int64(q.p) < 0 {
		k--
	}
	return int64(q.t[d-k*int64(q.p)]) + q.s*k, true
}

func (q per) code(w *writer) string { return w.periodic(q) + "(" + q.x.code(w) + ")" }
func (q per) sieve() bool           { return q.x.sieve() }

// add is x + y.
type add struct{ x, y expr }

func (s add) value(e *env, n int) (int64, bool) {
	a, okA := s.x.value(e, n)
	b, okB := s.y.value(e, n)
	return a + b, okA && okB
}

func (s add) code(w *writer) string { return s.x.code(w) + " + " + s.y.code(w) }
func (s add) sieve() bool           { return s.x.sieve() || s.y.sieve() }

// rec is g(f(n)) for a relation f with f(n) < n.
type rec struct{ r *relation }

func (x rec) value(e *env, n int) (int64, bool) {
	m, ok := x.r.at(e.t, n)
	if !ok || m >= n || m < 0 {
		return 0, false
	}
	v, ok := e.g(m)
	return int64(v), ok
}

func (x rec) code(w *writer) string { return w.self() + "(" + w.use(x.r.code, x.r.helpers, "n") + ")" }
func (x rec) sieve() bool           { return x.r.arith }

// lookup is T[x] for x < len(T), undefined beyond: a table of the values
// of x, such as g(f(n)).
type lookup struct {
	t []uint32
	x expr
}

func (l lookup) value(e *env, n int) (int64, bool) {
	x, ok := l.x.value(e, n)
	if !ok || x < 0 || x >= int64(len(l.t)) {
		return 0, false
	}
	return int64(l.t[x]), true
}

func (l lookup) code(w *writer) string { return w.lookup(l.t) + "(" + l.x.code(w) + ")" }
func (l lookup) sieve() bool           { return l.x.sieve() }

// cases is a rule's body: the class of n among those of a partition picks
// the node that gives g(n).
type cases struct {
	part *partition
	subs []expr
}

// value evaluates the body at n, a value of 0..2^32−1.
func (c cases) value(e *env, n int) (uint32, bool) {
	for i, cl := range c.part.classes {
		if cl.in(e.t, n) {
			v, ok := c.subs[i].value(e, n)
			return uint32(v), ok && v >= 0 && v <= math.MaxUint32
		}
	}
	return 0, false
}

func (c cases) sieve() bool {
	s := c.part.arith
	for _, x := range c.subs {
		s = s || x.sieve()
	}
	return s
}

// everyN is the partition of one class, for one-piece bodies.
var everyN = &partitions[0]

// whole returns the body of one piece x.
func whole(x expr) cases { return cases{everyN, []expr{x}} }
