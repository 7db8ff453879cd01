// Package window computes the values of heap games whose moves from a heap
// of size x leave every size in a window [lo(x), hi(x)] below x, with both
// ends of the window non-decreasing in x: "take 1 to k", "take at least
// one", "take at most half" and their like.
//
// Every value sums.Kind defines (Grundy values, outcomes, early-termination
// values, remoteness, suspense numbers; normal and misère) is computed for
// all sizes 0..n in one pass. The window slides right as x grows, each size
// entering and leaving it once, and a structure kept for the window answers
// the value of x in (near) constant time: counts and a three-level bitset of
// absent values for a mex, monotone deques for remoteness and suspense, a
// count of losing sizes for outcomes. So each table takes O(n) time.
package window

import (
	"fmt"
	"iter"

	"nimber/solver/sums"
)

// Rule gives the options of a heap of size x: every size in [lo, hi]. A
// heap with no move has lo > hi. Options are smaller than x (hi < x), and
// over the sizes that have a move, lo and hi never decrease.
type Rule func(x int) (lo, hi int)

// TakeBetween is the rule "take between a and b tokens" (1 ≤ a ≤ b; b may be
// math.MaxInt for "at least a").
func TakeBetween(a, b int) Rule {
	return func(x int) (int, int) {
		if x < a {
			return 0, -1
		}
		return x - min(x, b), x - a
	}
}

// TakeAtMostHalf is the rule "take between 1 and floor(x/2) tokens".
func TakeAtMostHalf(x int) (int, int) { return x - x/2, x - 1 }

// Mod17 is the rule "take exactly 1 token when 17 divides x, else 1 or 2".
func Mod17(x int) (int, int) {
	switch {
	case x == 0:
		return 0, -1
	case x%17 == 0:
		return x - 1, x - 1
	}
	return max(x-2, 0), x - 1
}

// Values returns the values of kind k of the heaps 0..n under rule r.
func Values(k sums.Kind, r Rule, n int) []uint32 {
	switch k {
	case sums.Grundy:
		return Grundy(r, n)
	case sums.MisereGrundy:
		return MisereGrundy(r, n)
	case sums.Outcome:
		return Outcome(r, n)
	case sums.MisereOutcome:
		return MisereOutcome(r, n)
	case sums.Early:
		return Early(r, n)
	case sums.MisereEarly:
		return MisereEarly(r, n)
	default:
		return parityValues(r, n, k.Parity())
	}
}

// Grundy returns the normal-play Grundy values of heaps 0..n: the mex of the
// values of the options, 0 for a heap with no move.
func Grundy(r Rule, n int) []uint32 { return mexValues(r, n, 0, false) }

// MisereGrundy returns the misère Grundy values of heaps 0..n: the mex of
// the misère values of the options, 1 for a heap with no move.
func MisereGrundy(r Rule, n int) []uint32 { return mexValues(r, n, 1, false) }

// Early returns the early-termination Grundy values of heaps 0..n for
// diminished disjunctive sums in normal play (sums.Early): sums.Ended for a
// heap with no move, sums.EndsNext for a heap with a move to one, else the
// mex of the values of the options that are neither.
func Early(r Rule, n int) []uint32 { return mexValues(r, n, sums.Ended, true) }

// MisereEarly returns the early-termination Grundy values of heaps 0..n for
// diminished disjunctive sums in misère play (sums.MisereEarly): sums.Ended
// for a heap with no move, else the mex of the values of the options that
// have a move.
func MisereEarly(r Rule, n int) []uint32 { return mexValues(r, n, sums.Ended, false) }

// Outcome returns 1 for the heaps 0..n that the player to move wins in
// normal play (some option is lost), 0 for the others.
func Outcome(r Rule, n int) []uint32 { return outcomes(r, n, 0) }

// MisereOutcome returns 1 for the heaps 0..n that the player to move wins in
// misère play (no move, or some option is lost), 0 for the others.
func MisereOutcome(r Rule, n int) []uint32 { return outcomes(r, n, 1) }

// Remoteness returns the normal-play remoteness of heaps 0..n (sums.Remoteness).
func Remoteness(r Rule, n int) []uint32 { return parityValues(r, n, sums.Remoteness.Parity()) }

// MisereRemoteness returns the misère remoteness of heaps 0..n
// (sums.MisereRemoteness).
func MisereRemoteness(r Rule, n int) []uint32 {
	return parityValues(r, n, sums.MisereRemoteness.Parity())
}

// Suspense returns the normal-play suspense numbers of heaps 0..n
// (sums.Suspense).
func Suspense(r Rule, n int) []uint32 { return parityValues(r, n, sums.Suspense.Parity()) }

// MisereSuspense returns the misère suspense numbers of heaps 0..n
// (sums.MisereSuspense).
func MisereSuspense(r Rule, n int) []uint32 {
	return parityValues(r, n, sums.MisereSuspense.Parity())
}

// slider walks the heaps 0..n of a rule, keeping the window of the last
// heap with a move: the sizes [lo, hi], whose values are in v.
type slider struct {
	r      Rule
	v      []uint32
	lo, hi int
}

func newSlider(r Rule, n int) *slider {
	return &slider{r: r, v: make([]uint32, n+1), lo: 0, hi: -1}
}

// next moves the window to the options of heap x. It reports false when x
// has no move (and leaves the window). Otherwise left holds the values of
// the heaps that left the window and joined those of the heaps that joined
// it, the heaps hi+1-len(joined) to hi.
func (s *slider) next(x int) (left, joined []uint32, ok bool) {
	oldLo, oldHi, ok := s.move(x)
	if !ok {
		return nil, nil, false
	}
	return s.v[oldLo:min(s.lo, oldHi+1)], s.v[max(s.lo, oldHi+1) : s.hi+1], true
}

// move moves the window to the options of heap x and returns its previous
// bounds. It reports false when x has no move (and leaves the window).
func (s *slider) move(x int) (oldLo, oldHi int, ok bool) {
	lo, hi := s.r(x)
	if lo > hi {
		return 0, 0, false
	}
	if lo < s.lo || hi < s.hi {
		panic(fmt.Sprintf("window: rule not monotone: [%d, %d] after [%d, %d]", lo, hi, s.lo, s.hi))
	}
	oldLo, oldHi = s.lo, s.hi
	s.lo, s.hi = lo, hi
	return oldLo, oldHi, true
}

// windows yields each heap x from 0 to n that has a move with the values
// that left and joined its window (see next); it gives the heaps with no
// move the value terminal.
func (s *slider) windows(terminal uint32) iter.Seq2[int, window] {
	return func(yield func(int, window) bool) {
		for x := range s.v {
			left, joined, ok := s.next(x)
			if !ok {
				s.v[x] = terminal
				continue
			}
			if !yield(x, window{left, joined}) {
				return
			}
		}
	}
}

// window is what changed in the window of a heap: the values of the heaps
// that left it and of those that joined it.
type window struct{ left, joined []uint32 }

// outcomes computes Outcome (terminal 0) or MisereOutcome (terminal 1): a
// heap wins when the last losing heap up to the top of its window is in the
// window.
func outcomes(r Rule, n int, terminal uint32) []uint32 {
	s := newSlider(r, n)
	lost := -1 // the last losing heap up to the window's top, or -1
	for x := range s.v {
		_, oldHi, ok := s.move(x)
		if !ok {
			s.v[x] = terminal
			continue
		}
		for y := oldHi + 1; y <= s.hi; y++ {
			if s.v[y] == 0 {
				lost = y
			}
		}
		if lost >= s.lo {
			s.v[x] = 1
		}
	}
	return s.v
}

// mexValues computes the mex-defined kinds. A heap with no move gets
// terminal; values at or above the mex set's capacity (the sentinels) are
// not counted, and with endsNext a heap whose window holds an Ended heap is
// EndsNext.
func mexValues(r Rule, n int, terminal uint32, endsNext bool) []uint32 {
	s := newSlider(r, n)
	set := newMexSet(n + 1)
	ended := 0 // Ended heaps in the window
	for x, w := range s.windows(terminal) {
		for _, v := range w.left {
			if v == sums.Ended {
				ended--
			}
			set.remove(v)
		}
		for _, v := range w.joined {
			if v == sums.Ended {
				ended++
			}
			set.add(v)
		}
		if endsNext && ended > 0 {
			s.v[x] = sums.EndsNext
		} else {
			s.v[x] = set.mex()
		}
	}
	return s.v
}

// parityValues computes remoteness or suspense numbers with the choice rule
// p, keeping for each parity a monotone deque of the window's heaps whose
// front holds the greatest (or least) value of that parity.
func parityValues(r Rule, n int, p sums.Parity) []uint32 {
	s := newSlider(r, n)
	v := s.v
	q := [2]deque{{max: p.PreferMax}, {max: p.FallbackMax}}
	for x, w := range s.windows(0) {
		for y := s.hi + 1 - len(w.joined); y <= s.hi; y++ {
			q[v[y]&1^p.Prefer].push(v, y)
		}
		best, found := q[0].front(v, s.lo)
		if !found {
			best, _ = q[1].front(v, s.lo)
		}
		v[x] = best + 1
	}
	return v
}

// deque holds heaps of the window in increasing size whose values strictly
// decrease (max) or increase (min) from the front, so the front is the
// extreme of the window.
type deque struct {
	heaps []int32
	head  int
	max   bool
}

// push adds heap y, the largest so far, dropping the heaps it outlasts and
// beats (or ties).
func (d *deque) push(v []uint32, y int) {
	w := v[y]
	t := len(d.heaps)
	for t > d.head {
		if b := v[d.heaps[t-1]]; b != w && (b < w) != d.max {
			break
		}
		t--
	}
	if t == d.head {
		t, d.head = 0, 0
	}
	d.heaps = append(d.heaps[:t], int32(y))
}

// front drops heaps below lo and returns the extreme value, if any is left.
func (d *deque) front(v []uint32, lo int) (uint32, bool) {
	for d.head < len(d.heaps) && int(d.heaps[d.head]) < lo {
		d.head++
	}
	if d.head == len(d.heaps) {
		return 0, false
	}
	return v[d.heaps[d.head]], true
}
