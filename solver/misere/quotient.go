// Package misere computes misère quotients of take-and-break games (and of
// any heap game whose moves never add tokens, see Game) and answers misère
// play of their sums from them, wild heaps included.
//
// The misère quotient of the sums of heaps 1..N of a game (Plambeck and
// Siegel, "Misère quotients for impartial games", 2008) is the set of those
// sums up to indistinguishability: G and H are the same element when G+X
// and H+X have the same misère outcome for every sum X. Adding sums adds
// elements, so the quotient is a finite commutative monoid when it is
// finite at all; its P-portion is the set of elements of the P-positions
// (the sums the player to move loses). Each heap is an element, and the
// element of a sum, the product of its heaps', says who wins it.
//
// # Method
//
// The quotient is built heap by heap; a heap without a move is the empty
// game. With the quotient Q of the heaps below n known, extend builds a
// candidate for heaps up to n supposing that the outcome of Y + j copies of
// heap n depends only on Y's element and j: the product of Q and the
// (periodic) powers of heap n, reduced to its indistinguishability classes.
//
// Every candidate is proven or refuted by verify, which checks all sums at
// once: by induction on the game tree, a monoid gives every sum its outcome
// when every sum obeys the rule of misère play in it (its element is in P
// exactly when none of its options' is), and that rule depends only on the
// pair (element, signature of the options) of the sum, pairs that form a
// finite monoid searched exhaustively.
//
// When heap n splits elements of Q the candidate fails; extend is tried
// again over finer descriptions of the sums below n (refine: the failed
// candidate's element of a sum with the elements of its options). If that
// fails too, a table learns the states that matter. Call two sums Y, Y' of
// heaps below n alike when Y + X and Y' + X have the same outcome for every
// sum X of heaps up to n, heap n included: extend is exact over any
// automaton whose states are no coarser than that (the outcome of Y + j
// copies of heap n is then a function of Y's state and j, and extend's
// induction computes it from the lightest sum of each state), so its
// candidate is then the quotient. The table finds such states as Angluin's
// L* learns an automaton: representative and test sums whose outcomes come
// from the definition, two representatives being states only when a test
// tells them apart, so there are never more states than classes. Its
// automaton, times Q, goes to extend; verify proves the candidate or
// returns the lightest sum it gets wrong, and that sum yields a test that
// splits a state (Rivest and Schapire's split on the sum, or on the
// lightest sum of its state, or, when extend's induction is what went
// wrong there, on the option of that sum it gets wrong: a lighter sum).
// Outcomes of sums with heap n lighter than a refuted candidate's
// refutation are read off it; the others are searched from the definition,
// the options that candidate puts in P first. That search is exact but
// costly, and capped.
//
// No quotient is returned unverified, and its elements are distinct ones:
// the reduction keeps two elements apart only when a sum tells them apart
// in the candidate, and a proven candidate gives every sum its outcome.
// Every answer comes from the misère quotient itself. How the candidate was
// found (the table's outcomes, the lightest refutations) bears on the time
// taken, never on the answer.
//
// When the quotient passes a cap (Limits) the computation stops at that
// heap with the quotient of the heaps before it and a *CapError.
package misere

import (
	"context"
	"errors"
	"fmt"
)

// Limits caps a computation.
type Limits struct {
	MaxElements  int // elements of the quotient
	MaxStates    int // states of a verification (memory grows with them)
	MaxPositions int // sums whose outcome a stage searches (memory too)
}

// DefaultLimits keep a computation within a few hundred megabytes.
var DefaultLimits = Limits{MaxElements: 4096, MaxStates: 1 << 21, MaxPositions: 1 << 18}

// Progress receives the heap done, the last heap asked for and the order
// of the quotient of the heaps done so far.
type Progress func(heap, n, order int)

// CapError says where and why a computation stopped: the quotient returned
// is that of the heaps before Heap.
type CapError struct {
	Heap   int
	Reason error
}

func (e *CapError) Error() string {
	return fmt.Sprintf("stopped at heap %d: %v", e.Heap, e.Reason)
}

func (e *CapError) Unwrap() error { return e.Reason }

// Quotient is the misère quotient of the sums of heaps 1..N of a game. Its
// elements are 0..Order()-1, 0 being the identity (the empty sum).
type Quotient struct {
	Game  Game
	N     int // the largest heap included
	m     monoid
	moves [][][]int // the moves of each heap
}

// Compute returns the misère quotient of the sums of heaps 1..n of g. When
// a cap of lim is passed or ctx is done, it returns the quotient of the
// heaps before the one it stopped at and a *CapError (whose
// Reason is ctx.Err() when cancelled). progress may be nil.
func Compute(ctx context.Context, g Game, n int, lim Limits, progress Progress) (q *Quotient, err error) {
	if n < 0 || n > MaxHeap {
		return nil, fmt.Errorf("%s: heap %d is out of range [0, %d]", g, n, MaxHeap)
	}
	opts, err := heapOptions(g, n)
	if err != nil {
		return nil, err
	}
	l := newLearner(ctx, opts, lim)
	m := &monoid{size: 1, mul: []uint16{0}, p: []bool{false}, heap: []uint16{0}}
	done := 0
	defer func() {
		r := recover()
		if r == nil {
			return
		}
		s, ok := r.(stop)
		if !ok {
			panic(r)
		}
		q, err = quotient(g, done, m), &CapError{Heap: done + 1, Reason: s.err}
	}()
	for h := 1; h <= n; h++ {
		if len(opts[h]) > 0 {
			m = l.next(m, h)
		} else {
			m = grow(m, h)
		}
		done = h
		if progress != nil {
			progress(h, n, m.size)
		}
	}
	return quotient(g, n, m), nil
}

// next returns the quotient of the heaps up to n (heap n has a move) from
// m, that of the heaps below n: extend's candidate when verify proves it.
// A candidate that fails supposed that heap n splits no element of m; the
// next one supposes that it splits them no further than the elements of the
// failed candidate and the elements of their options tell (refine). After
// maxRefine failures the table learns the states of the sums below n that
// heap n tells apart (stage), and verify proves the candidate extend builds
// over them.
func (l *learner) next(m *monoid, n int) *monoid {
	l.helper, l.bound = nil, 0
	if tableOnly {
		return l.stage(n, m)
	}
	a := automatonOf(m, n)
	for range maxRefine + 1 {
		c := extend(a, l.opts, n)
		if c == nil {
			break
		}
		if _, ok := l.check(c, n); ok {
			return c
		}
		if a = automatonOf(c, n).refine(l.opts, maxStates); a == nil {
			break
		}
	}
	return l.stage(n, m)
}

// tableOnly makes every heap with a move go to the table (stage) at once:
// a test's switch, to check the table on its own.
var tableOnly bool

// grow returns m with heap h, which has no move, as the identity.
func grow(m *monoid, h int) *monoid {
	c := *m
	c.heap = append(append([]uint16(nil), m.heap...), make([]uint16, h+1-len(m.heap))...)
	return &c
}

func quotient(g Game, n int, m *monoid) *Quotient {
	q := &Quotient{Game: g, N: n, m: *grow(m, n)}
	q.m.heap = q.m.heap[:n+1]
	q.moves = make([][][]int, n+1)
	for h := 1; h <= n; h++ {
		q.moves[h] = g.Moves(h)
	}
	return q
}

// Order returns the number of elements of the quotient.
func (q *Quotient) Order() int { return q.m.size }

// PPortion returns the number of elements of the P-portion.
func (q *Quotient) PPortion() int {
	c := 0
	for _, p := range q.m.p {
		if p {
			c++
		}
	}
	return c
}

// Heap returns the element of heap h (0 ≤ h ≤ N).
func (q *Quotient) Heap(h int) int { return int(q.m.heap[h]) }

// Mul returns the product of elements x and y.
func (q *Quotient) Mul(x, y int) int { return int(q.m.times(uint16(x), uint16(y))) }

// IsP reports whether element x is in the P-portion: the player to move
// loses the sums of that element.
func (q *Quotient) IsP(x int) bool { return q.m.p[x] }

// Of returns the element of the sum of the given heaps (each 0..N).
func (q *Quotient) Of(heaps []int) int {
	x := uint16(0)
	for _, h := range heaps {
		x = q.m.times(x, q.m.heap[h])
	}
	return int(x)
}

// Answer is the verdict on a sum in misère play.
type Answer struct {
	FirstWins bool   // the player to move wins
	Count     int    // the winning moves
	Moves     []Move // the first winning moves, at most the limit asked
}

// Answer decides the sum of the given heaps (each 0..N) in misère play and
// lists up to limit of its winning moves: the moves, of one heap, to a sum
// in the P-portion, counted once per move of the game (moves that leave the
// same heaps count once each), heap by heap in the order given and each
// heap's moves in the order of the game's digits.
func (q *Quotient) Answer(heaps []int, limit int) (Answer, error) {
	for _, h := range heaps {
		if h < 0 || h > q.N {
			return Answer{}, fmt.Errorf("%s: heap %d is past the quotient's heaps 0..%d", q.Game, h, q.N)
		}
	}
	// rest[i]: the element of the heaps other than heap i.
	k := len(heaps)
	suffix := make([]uint16, k+1)
	for i := k - 1; i >= 0; i-- {
		suffix[i] = q.m.times(suffix[i+1], q.m.heap[heaps[i]])
	}
	a := Answer{FirstWins: !q.m.p[suffix[0]]}
	prefix := uint16(0)
	for i, h := range heaps {
		rest := q.m.times(prefix, suffix[i+1])
		for _, to := range q.moves[h] {
			x := rest
			for _, t := range to {
				x = q.m.times(x, q.m.heap[t])
			}
			if q.m.p[x] {
				a.Count++
				if len(a.Moves) < limit {
					a.Moves = append(a.Moves, Move{Heap: i, To: to})
				}
			}
		}
		prefix = q.m.times(prefix, q.m.heap[h])
	}
	return a, nil
}

// Solve computes the quotient of the heaps up to the largest of heaps and
// answers their sum (see Answer).
func Solve(ctx context.Context, g Game, heaps []int, limit int, lim Limits) (Answer, error) {
	top := 0
	for _, h := range heaps {
		if h < 0 || h > MaxHeap {
			return Answer{}, fmt.Errorf("%s: heap %d is out of range [0, %d] for misère play of a sum", g, h, MaxHeap)
		}
		top = max(top, h)
	}
	q, err := Compute(ctx, g, top, lim, nil)
	if ce := (*CapError)(nil); errors.As(err, &ce) {
		return Answer{}, fmt.Errorf("%s: misère quotient %v; the sum needs the heaps up to %d", g, err, top)
	}
	if err != nil {
		return Answer{}, err
	}
	return q.Answer(heaps, limit)
}
