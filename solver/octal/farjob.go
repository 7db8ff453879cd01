package octal

import (
	"math"
	"slices"
	"sync"
	"sync/atomic"
)

// maxHelperBlocks caps the blocks of common splits the helpers scan per
// heap.
const maxHelperBlocks = 1024

// JobSpec is the helpers' work on the heaps Lo..Hi−1 while the computing
// goroutine computes the heaps Cur..Lo−1: for each heap, a bitset of Words
// uint64s whose bit w is set when w is the value of a split with a rare
// part r ≥ Hi − Cur (rare under Mask among the heaps 1..Cur−1; every heap
// when Mask is 0), or of one of the first Blocks blocks of splits with two
// common parts below Cur in scan order (scanOrder). Such splits read only
// the values of heaps below Cur. The computing goroutine marks the other
// splits itself.
type JobSpec struct {
	Lo, Hi int
	Cur    int
	Mask   uint32
	Blocks int
	Words  int
}

// MaxJobHeaps is the most heaps a JobSpec covers (Hi − Lo).
const MaxJobHeaps = chunkSize

// Helpers mark the engine's jobs elsewhere than on goroutines sharing its
// values: in other Go instances (the browser's Web Workers), each with its
// own copy of the values, marking with a Marker. Far calls Start and then
// Marks from the computing goroutine; a job it drops (Marks not called, or
// false) is finished by the helpers unread.
type Helpers interface {
	// Start hands over the job spec; values holds the values of heaps
	// 0..spec.Cur−1, valid during the call only (the helpers copy what
	// they need). It reports false when the helpers cannot take the job
	// (still at an earlier one, say): the computing goroutine then marks
	// every split of those heaps itself.
	Start(spec JobSpec, values Packed) bool
	// Done reports whether the helpers are done with the job, without
	// waiting: the engine gives them fewer blocks to scan when they are
	// not, more when they are.
	Done() bool
	// Marks copies the job's marks into marks — the (Hi−Lo)·Words words
	// of the heaps Lo..Hi−1, heap Lo's first — and reports true, once the
	// helpers are done with it; when they are late (they choose how long
	// to wait), it reports false and the computing goroutine marks those
	// heaps itself. A helper that stops so never stops the computation.
	Marks(marks []uint64) bool
}

// job is a JobSpec under way, on goroutines or on remote Helpers.
type job struct {
	JobSpec
	from, to int          // the rare heaps rare[from:to] are the helpers'
	marks    []uint64     // the marks, Words a heap
	remote   Helpers      // the helpers marking it, or nil for goroutines
	left     atomic.Int32 // goroutines still at work
	done     sync.WaitGroup
}

// startJob sets the helpers marking the heaps lo..hi−1 while the computing
// goroutine computes the heaps cur..lo−1, whose values they do not read: a
// split of s < hi with a rare part r ≥ hi − cur has its other part below
// cur, and they take the rare parts r ≥ hi − cur among the heaps below cur.
func startJob[T word](e *engine[T], cur, lo, hi int) {
	s := e.state
	j := &job{JobSpec: JobSpec{Lo: lo, Hi: hi, Cur: cur, Mask: s.mask, Blocks: s.blocks, Words: (len(s.seen) + 63) / 64}}
	j.from, _ = slices.BinarySearch(s.rare, hi-cur)
	j.to = len(s.rare)
	if size := (hi - lo) * j.Words; cap(s.spare) >= size {
		j.marks, s.spare = s.spare[:size], nil
	} else {
		j.marks = make([]uint64, size)
	}
	if s.remote != nil {
		if !s.remote.Start(j.JobSpec, e.prefix(cur)) {
			s.spare = j.marks
			return
		}
		j.remote = s.remote
		s.pending = j
		return
	}
	for len(s.helperSeen) < s.helpers {
		s.helperSeen = append(s.helperSeen, nil)
	}
	rare, rareV := s.rare[j.from:j.to], s.rareV[j.from:j.to]
	per := (hi - lo + s.helpers - 1) / s.helpers
	for h := range s.helpers {
		a, b := lo+h*per, min(lo+(h+1)*per, hi)
		if a >= b {
			break
		}
		if len(s.helperSeen[h]) < 64*j.Words {
			s.helperSeen[h] = make([]uint32, 64*j.Words)
		}
		seen := s.helperSeen[h]
		j.done.Add(1)
		j.left.Add(1)
		go func() {
			defer j.done.Done()
			defer j.left.Add(-1)
			markJob(e, j.JobSpec, rare, rareV, a, b, j.marks[(a-lo)*j.Words:(b-lo)*j.Words], seen)
		}()
	}
	s.pending = j
}

// markJob marks the heaps a..b−1 of job spec into marks (Words a heap),
// reading the values through e: the splits with a rare part among rare
// (values rareV), and the first spec.Blocks blocks of common splits below
// spec.Cur. seen has room for 64·spec.Words values.
func markJob[T word](e *engine[T], spec JobSpec, rare []int, rareV []uint32, a, b int, marks []uint64, seen []uint32) {
	seen = seen[:64*spec.Words]
	clear(seen)
	for x := a; x < b; x++ {
		stamp := uint32(x - a + 1)
		for _, sp := range e.splits {
			if sub := x - sp.k; sub >= 2 && sp.mod != AllEqual {
				e.markPairs(seen, sub, rare, rareV, sp.mod, stamp, math.MaxInt)
			}
		}
		n := 0
		scanOrder(e.splits, x, func(_, sub, lo, hi int) bool {
			if sub-lo < spec.Cur {
				e.markSplits(seen, sub, lo, hi, stamp)
				n++
			}
			return n < spec.Blocks
		})
		toBits(marks[(x-a)*spec.Words:][:spec.Words], seen, stamp)
	}
}

// Marker marks jobs from a copy of the values of their heaps below Cur:
// the side of Helpers that runs elsewhere (a Web Worker of the browser's
// pool). It keeps the rare heaps of the values it has seen, as the engine
// does; one Marker serves one computation.
type Marker struct {
	s     *state   // the game's splits
	mask  uint32   // the mask rare is listed under
	known int      // rare lists the rare heaps among 1..known−1
	rare  []int    // as state.rare
	rareV []uint32 // their values
	seen  []uint32
}

// NewMarker returns a Marker of g's jobs; a game that Far does not compute
// is ErrUnsupported.
func NewMarker(g Game) (*Marker, error) {
	if g.Parts() > 2 || !g.Finite() {
		return nil, ErrUnsupported
	}
	return &Marker{s: newState(g, 0, 1), known: 1}, nil
}

// Mark marks the heaps lo..hi−1 of job spec (Lo ≤ lo ≤ hi ≤ Hi) into marks,
// spec.Words words a heap. values holds at least spec.Hi values, of which
// those of heaps 0..spec.Cur−1 must be the computation's (the others are
// not read).
func (m *Marker) Mark(spec JobSpec, values Packed, lo, hi int, marks []uint64) {
	if spec.Mask != m.mask || spec.Cur < m.known {
		m.mask, m.known, m.rare, m.rareV = spec.Mask, 1, m.rare[:0], m.rareV[:0]
	}
	for ; m.known < spec.Cur; m.known++ {
		if w := values.At(m.known); m.mask == 0 || !Common(w, m.mask) {
			m.rare = append(m.rare, m.known)
			m.rareV = append(m.rareV, w)
		}
	}
	if len(m.seen) < 64*spec.Words {
		m.seen = make([]uint32, 64*spec.Words)
	}
	from, _ := slices.BinarySearch(m.rare, spec.Hi-spec.Cur)
	rare, rareV := m.rare[from:], m.rareV[from:]
	switch {
	case values.v16 != nil:
		markJob(&engine[uint16]{state: m.s, v: values.v16}, spec, rare, rareV, lo, hi, marks, m.seen)
	case values.v32 != nil:
		markJob(&engine[uint32]{state: m.s, v: values.v32}, spec, rare, rareV, lo, hi, marks, m.seen)
	default:
		markJob(&engine[uint8]{state: m.s, v: values.v8, high: values.hi}, spec, rare, rareV, lo, hi, marks, m.seen)
	}
}

// toBits sets bit w of bits for every w with seen[w] == stamp.
func toBits(bits []uint64, seen []uint32, stamp uint32) {
	for i := range bits {
		var b uint64
		for k, m := range seen[64*i : 64*i+64] {
			if m == stamp {
				b |= 1 << k
			}
		}
		bits[i] = b
	}
}

// take waits for the helpers and returns their marks when they are for the
// heaps lo..hi−1, else nil. It balances the work: when the helpers were not
// done, their next jobs scan fewer blocks, else more.
//
// Remote helpers are not waited for past the time they choose (Marks): a
// job they are late with is dropped.
func (s *state) take(lo, hi int) *job {
	j := s.pending
	if j == nil {
		return nil
	}
	ok, early := true, false
	if j.remote != nil {
		early = j.remote.Done()
		ok = j.remote.Marks(j.marks)
	} else {
		early = j.left.Load() == 0
	}
	if early {
		s.blocks += s.blocks/8 + 1
	} else {
		s.blocks -= s.blocks/4 + 1
	}
	s.blocks = min(max(s.blocks, 0), maxHelperBlocks)
	s.stop()
	if ok && j.Lo == lo && j.Hi == hi {
		return j
	}
	return nil
}

// stop waits for the helpers on goroutines and drops their work (remote
// helpers have values of their own: their job is dropped at once).
func (s *state) stop() {
	if s.pending != nil && s.pending.remote == nil {
		s.pending.done.Wait()
	}
	s.pending = nil
}
