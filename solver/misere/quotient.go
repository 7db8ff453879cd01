// Package misere computes misère quotients of take-and-break games (and of
// any heap game whose moves leave only smaller heaps, see Game) and answers misère
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
// The outcome of every sum of heaps 1..N is computed from the definition,
// all sums at once, as a decision diagram (see layers): a function of the
// sums of heaps 1..k is stored by the number of copies of heap k, each
// count leading to a function of the sums of heaps 1..k−1, the counts
// eventually periodic; equal functions share one node. Misère play is a
// flag game (a sum is won when it is flagged, here when it is empty, and
// otherwise lost exactly when all its options are won), and the sums with c
// copies of heap k form a flag game one level down whose flag also says
// that a move in a copy of heap k reaches a lost sum, a function read off
// the sums with c−1 copies. Those functions repeat once the pair (flag, the
// previous count's function) does, which decides the periodic tail
// exactly.
//
// The element of a sum G is the function X ↦ outcome(G+X): the quotient's
// elements are the distinct functions reached from the outcomes by adding
// heaps, adding a heap to a function being a shift of its diagram. Nothing
// is guessed: the quotient is read off the outcomes of all sums.
//
// When the quotient passes a cap (Limits) the computation stops at that
// heap with the quotient of the heaps before it and a *CapError.
package misere

import (
	"context"
	"errors"
	"fmt"
	"sync"
)

// MaxElements is the largest cap on the elements of a quotient
// (Limits.MaxElements): elements are numbered in 16 bits.
const MaxElements = 1 << 16

// Limits caps a computation.
type Limits struct {
	MaxElements int // elements of the quotient, 1 to MaxElements
	MaxNodes    int // nodes of the outcomes' diagram (memory grows with them)
	// MaxCopies caps the copies of one heap after which the outcomes
	// must repeat (see layers.game): heaps whose powers have not repeated
	// by then (the quotient may be infinite) stop the computation.
	MaxCopies int
}

// DefaultLimits keep a computation within a few hundred megabytes.
var DefaultLimits = Limits{MaxElements: 4096, MaxNodes: 1 << 21, MaxCopies: 64}

// Progress receives the heap done, the last heap asked for and the order
// of the quotient of the heaps up to the one done.
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

	present func() Presentation // Present, worked out once
}

// monoid is a finite commutative monoid with its P-portion and the elements
// of the heaps.
type monoid struct {
	size int
	mul  []uint16 // mul[x*size+y]
	p    []bool
	heap []uint16 // heap[h]: the element of heap h (0, the identity, for heaps without moves)
}

func (m *monoid) times(x, y uint16) uint16 { return m.mul[int(x)*m.size+int(y)] }

// stop is the panic that unwinds a computation past a cap or cancelled;
// Compute recovers it.
type stop struct{ err error }

// Compute returns the misère quotient of the sums of heaps 1..n of g
// (lim.MaxElements from 1 to MaxElements). When a cap of lim is passed or
// ctx is done, it returns the quotient of the heaps before the one it
// stopped at and a *CapError (whose Reason is ctx.Err() when cancelled).
// progress may be nil.
func Compute(ctx context.Context, g Game, n int, lim Limits, progress Progress) (q *Quotient, err error) {
	if n < 0 || n > MaxHeap {
		return nil, fmt.Errorf("%s: heap %d is out of range [0, %d]", g, n, MaxHeap)
	}
	if lim.MaxElements < 1 || lim.MaxElements > MaxElements {
		return nil, fmt.Errorf("the cap on the quotient's elements is %d, out of range [1, %d]", lim.MaxElements, MaxElements)
	}
	opts, err := heapOptions(g, n)
	if err != nil {
		return nil, err
	}
	l := newLayers(ctx, opts, lim)
	done, outcomes := 0, l.misere(0)
	defer func() {
		r := recover()
		if r == nil {
			return
		}
		s, ok := r.(stop)
		if !ok {
			panic(r)
		}
		q, err = quotient(g, done, l.quotient(outcomes, done)), &CapError{Heap: done + 1, Reason: s.err}
	}()
	for h := 1; h <= n; h++ {
		x := l.misere(h)
		elems, _ := l.elements(x, h)
		order := len(elems)
		done, outcomes = h, x
		if progress != nil {
			progress(h, n, order)
		}
	}
	return quotient(g, n, l.quotient(outcomes, n)), nil
}

func quotient(g Game, n int, m *monoid) *Quotient {
	q := &Quotient{Game: g, N: n, m: *m}
	q.present = sync.OnceValue(q.presentation)
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

// Power returns x to the power c ≥ 0: the element of c copies of a sum of
// element x.
func (q *Quotient) Power(x, c int) int {
	r, b := uint16(0), uint16(x)
	for ; c > 0; c >>= 1 {
		if c&1 == 1 {
			r = q.m.times(r, b)
		}
		b = q.m.times(b, b)
	}
	return int(r)
}

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
		return Answer{}, fmt.Errorf("%s: misère quotient %w; the sum needs the heaps up to %d", g, err, top)
	}
	if err != nil {
		return Answer{}, err
	}
	return q.Answer(heaps, limit)
}
