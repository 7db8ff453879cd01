package recognize

import (
	"context"
	"fmt"

	"nimber/solver/memo"
)

// CheckBudget is the positions Check lists at most (one heap may pass it),
// half the reading's budget, so that checking adds at most half the time
// of reading; MaxChecked is the most heaps it checks.
const (
	CheckBudget = Budget / 2
	MaxChecked  = 64
)

// Check lists, with list, the options of some heaps past those match m was
// read off, up to heap n, and compares each with the options of the game
// matched: the read of a table stops at a budget, and a game that leaves
// the code only past it would otherwise get the code's values. The heaps
// are Upto+1, then n, then the points halving (Upto, n] ever finer, until
// the positions listed reach CheckBudget or MaxChecked heaps are checked.
// The first heap that differs becomes m.Differs (so that m no longer
// reaches past Upto); m.Checked counts the heaps that agree. A heap whose
// listing fails (a cap on steps) is skipped, and so are the larger ones
// after it: the engine values them anyway; a second failure ends the
// check. Heaps past maxPacked are not checked. It checks nothing unless m
// extends past Upto, up to n.
func (m *Match) Check(ctx context.Context, list Lister, n int) error {
	if !m.Extends || m.Differs != nil || n <= m.Upto || !m.Reaches(n) {
		return nil
	}
	top := min(n, maxPacked) // the largest heap still checked
	digits := m.digitsUpTo(top)
	var active []int // the k whose digit allows a move, in order
	for k, g := range digits {
		if g != (Digit{}) {
			active = append(active, k)
		}
	}
	var o memo.Options
	listed, rate, failed := 0, 0.0, 0
	for _, h := range checkOrder(m.Upto, top) {
		if m.Checked >= MaxChecked || listed >= CheckBudget || failed > 1 {
			break
		}
		if h > top || rate > 0 && float64(listed)+rate*float64(h) > 2*CheckBudget {
			continue // too large, or far too many options: a nearer heap may fit
		}
		if err := ctx.Err(); err != nil {
			return err
		}
		o.Reset()
		if err := list(h, &o); err != nil {
			if ctx.Err() != nil {
				return ctx.Err()
			}
			top, failed = h-1, failed+1
			continue
		}
		listed += len(o.Pos)
		if rate == 0 {
			rate = float64(max(len(o.Pos), 1)) / float64(h)
		}
		if diff := heapDiffers(h, digits, active, &o); diff != nil {
			m.Differs = diff
			return nil
		}
		m.Checked++
	}
	return nil
}

// checkOrder lists the heaps Check looks at, in turn: upto+1, n, then the
// midpoints of (upto, n], its quarters, eighths…, each heap once.
func checkOrder(upto, n int) []int {
	seen := map[int]bool{}
	var hs []int
	add := func(h int) {
		if h > upto && h <= n && !seen[h] {
			seen[h] = true
			hs = append(hs, h)
		}
	}
	add(upto + 1)
	add(n)
	for parts := 2; parts <= 2*MaxChecked && parts <= 2*(n-upto); parts *= 2 {
		for j := 1; j < parts; j += 2 {
			add(upto + int(int64(n-upto)*int64(j)/int64(parts)))
		}
	}
	return hs
}

// heapDiffers compares the options of heap h listed in o with those of the
// code of digits d0…dh (active: the k of those not 0, in order): it
// returns an option one has and the other lacks, or nil when they are the
// same (as sets of multisets of non-empty heaps).
func heapDiffers(h int, digits []Digit, active []int, o *memo.Options) *Difference {
	d := newDeducer()
	opts, bad, ok := d.normalize(h, o)
	switch {
	case !ok:
		return &Difference{Heap: h, Why: "leaves a position that is not a heap", Extra: true}
	case bad != nil:
		return bad
	}
	single := map[int]bool{} // the k of the options leaving one heap
	stats := map[int]*splitStats{}
	for _, opt := range opts {
		g := digits[opt.k]
		switch opt.np {
		case 0:
			if g.Bits&1 == 0 {
				return &Difference{Heap: h, Option: opt.heaps(), Extra: true}
			}
		case 1:
			if g.Bits&2 == 0 {
				return &Difference{Heap: h, Option: opt.heaps(), Extra: true}
			}
			single[opt.k] = true
		default:
			if !allowed(splitCandidate(g), opt.heaps()) {
				return &Difference{Heap: h, Option: opt.heaps(), Extra: true}
			}
			s := stats[opt.k]
			if s == nil {
				s = &splitStats{}
				stats[opt.k] = s
			}
			s.count(opt)
		}
	}
	// Every option listed is the code's, and none twice: the code's
	// options of each kind are there exactly when their numbers agree.
	if digits[h].Bits&1 != 0 && !hasWhole(opts) {
		return &Difference{Heap: h, Option: []int{}}
	}
	for _, k := range active {
		if k >= h {
			break
		}
		if k > 0 && digits[k].Bits&2 != 0 && !single[k] {
			return &Difference{Heap: h, Option: []int{h - k}}
		}
	}
	for _, k := range active {
		if k >= h {
			break
		}
		c, s := splitCandidate(digits[k]), stats[k]
		if s == nil {
			s = &splitStats{}
		}
		if c&3 != 0 && !fits(c, h-k, *s) {
			return splitDifference(h, k, c, opts)
		}
	}
	return nil
}

// hasWhole reports whether opts hold the move taking the whole heap.
func hasWhole(opts []option) bool {
	for _, o := range opts {
		if o.np == 0 {
			return true
		}
	}
	return false
}

// CheckedText says how far the rules were checked past the heaps read, for
// a table to n: "the file's rules checked against it on 7 more heaps up to
// 3000, not on every heap".
func (m Match) CheckedText(n int) string {
	heaps := "heaps"
	if m.Checked == 1 {
		heaps = "heap"
	}
	return fmt.Sprintf("the file's rules checked against it on %d more %s up to %d, not on every heap", m.Checked, heaps, min(n, maxPacked))
}
