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
	k := keptKey{g.String(), n}
	kept.Lock()
	c, ok := kept.q[k]
	kept.Unlock()
	if ok {
		return c.q, c.capped, nil
	}
	q, err = Compute(context.Background(), g, n, DefaultLimits, progress)
	if err != nil && !errors.As(err, &capped) {
		return nil, nil, err
	}
	kept.Lock()
	defer kept.Unlock()
	if len(kept.q) >= maxKept {
		clear(kept.q)
	}
	kept.q[k] = keptQuotient{q, capped}
	return q, capped, nil
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
