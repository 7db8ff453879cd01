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

// job is the helpers' work on the heaps lo..hi−1: for each heap, a bitset
// of words uint64s whose bit w is set when w is the value of a split with
// its rare part among rare[from:to], or of one of the first blocks of splits
// with two common parts below cur in scan order (scanOrder). The computing
// goroutine marks the other splits itself.
type job struct {
	lo, hi, from, to int
	cur, blocks      int
	words            int
	marks            []uint64
	left             atomic.Int32 // helpers still at work
	done             sync.WaitGroup
}

// startJob sets the helpers marking the heaps lo..hi−1 while the computing
// goroutine computes the heaps cur..lo−1, whose values they do not read: a
// split of s < hi with a rare part r ≥ hi − cur has its other part below
// cur, and they take the rare parts r ≥ hi − cur among the heaps below cur.
func startJob[T word](e *engine[T], cur, lo, hi int) {
	s := e.state
	from, _ := slices.BinarySearch(s.rare, hi-cur)
	j := &job{lo: lo, hi: hi, from: from, to: len(s.rare), cur: cur, blocks: s.blocks, words: (len(s.seen) + 63) / 64}
	if j.from > j.to {
		j.from = j.to
	}
	if size := (hi - lo) * j.words; cap(s.spare) >= size {
		j.marks, s.spare = s.spare[:size], nil
	} else {
		j.marks = make([]uint64, size)
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
		if len(s.helperSeen[h]) < 64*j.words {
			s.helperSeen[h] = make([]uint32, 64*j.words)
		}
		seen := s.helperSeen[h][:64*j.words]
		clear(seen)
		j.done.Add(1)
		j.left.Add(1)
		go func() {
			defer j.done.Done()
			defer j.left.Add(-1)
			for x := a; x < b; x++ {
				stamp := uint32(x - a + 1)
				for _, sp := range s.splits {
					if sub := x - sp.k; sub >= 2 && sp.mod != AllEqual {
						e.markPairs(seen, sub, rare, rareV, sp.mod, stamp, math.MaxInt)
					}
				}
				n := 0
				scanOrder(s.splits, x, func(_, sub, lo, hi int) bool {
					if sub-lo < cur {
						e.markSplits(seen, sub, lo, hi, stamp)
						n++
					}
					return n < j.blocks
				})
				toBits(j.marks[(x-lo)*j.words:][:j.words], seen, stamp)
			}
		}()
	}
	s.pending = j
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
func (s *state) take(lo, hi int) *job {
	j := s.pending
	if j != nil {
		if j.left.Load() > 0 {
			s.blocks -= s.blocks/4 + 1
		} else {
			s.blocks += s.blocks/8 + 1
		}
		s.blocks = min(max(s.blocks, 0), maxHelperBlocks)
	}
	s.stop()
	if j != nil && j.lo == lo && j.hi == hi {
		return j
	}
	return nil
}

// stop waits for the helpers and drops their work.
func (s *state) stop() {
	if s.pending != nil {
		s.pending.done.Wait()
		s.pending = nil
	}
}
