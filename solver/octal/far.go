package octal

// The engine of Far: the rare/common method of rare.go's comment, on values
// stored at the width they need (packed.go), on every core, resumable.
//
// One copy of the values: the two parts of a split s = a + (s−a) are read
// one forwards and one backwards.
//
// Every core: the heaps are computed in chunks of chunkSize. The splits of a
// heap x with a rare part r need the value of s−r, close to x when r is
// small: those stay with the computing goroutine. The splits whose rare part
// is at least R = the two chunks' length only read values below the chunk
// before; helper goroutines mark them for every heap of the next chunk while
// the computing goroutine works through the current one, and hand over a
// bitset of the option values per heap. They also mark the first blocks of
// common splits (scan) whose parts lie below the chunk before, as many as
// keeps the computing goroutine from waiting for them (farjob.go); that
// goroutine scans the rest, stopping as soon as the rare values below the
// least missing common one are found. With one worker (the browser's) it
// does everything.

import (
	"context"
	"errors"
	"fmt"
	"math/bits"
	"runtime"
	"slices"

	"nimber/solver/period"
)

// Options are the settings of Far.
type Options struct {
	// Workers is how many goroutines compute: 0 means GOMAXPROCS, 1 all on
	// the calling goroutine (as in the browser's worker).
	Workers int
	// Helpers, when not nil, mark the next chunk's far splits (JobSpec)
	// instead of goroutines: the calling goroutine computes, and Workers
	// is not read.
	Helpers Helpers
	// Resume continues a computation from a snapshot of it (Each's).
	Resume *Snapshot
	// Each, when not nil, is called on the calling goroutine between chunks
	// of heaps (chunkSize heaps, a millisecond or so), with the state so
	// far; its Values are valid only during the call.
	Each func(Snapshot)
}

// Snapshot is the state of a computation between two chunks: enough to
// resume it. Max and Rare describe the values, for progress reports.
type Snapshot struct {
	Values Packed // the values of heaps 0..Values.Len()−1
	Mask   uint32 // the mask in use
	Max    uint32 // the largest value so far
	Rare   int    // heaps ≥ 1 with a rare value under Mask
	// Stopping is set on the last call before Far returns ctx's error.
	Stopping bool
}

// FarResult is what Far computed.
type FarResult struct {
	Values   Packed        // the values of heaps 0..n
	Mask     uint32        // the last mask the engine chose
	Computed int           // heaps below this were computed, the rest follow Period
	Period   period.Result // the proven period that filled the rest, if any
}

// ErrUnsupported is Far's error for games it does not compute: those with
// splits into three heaps and infinite codes (Values computes them from the
// definition).
var ErrUnsupported = errors.New("octal: the rare/common engine computes finite codes that split into at most two heaps")

// ResumeError is Far's refusal of Options.Resume: a snapshot that no
// computation of the game to that heap takes (one read from a damaged or
// foreign checkpoint). Far's other errors are ErrUnsupported and ctx's.
type ResumeError struct {
	Reason string // what is wrong with the snapshot
}

func (e *ResumeError) Error() string { return "octal: " + e.Reason }

// CheckSnapshot returns a *ResumeError when s holds what no computation
// of g makes: a value no heap can have, which would size the engine's
// tables on it (gigabytes for a 32-bit one), or a mask wider than its
// values (the engine's masks are below the first power of two above every
// value, see bestMask, and its table of options is sized on that).
func (g Game) CheckSnapshot(s *Snapshot) error {
	var largest uint32
	for y := 1; y < s.Values.Len(); y++ {
		v := s.Values.At(y)
		if most := g.mostOptions(y); int64(v) > int64(most) {
			return &ResumeError{Reason: fmt.Sprintf("a snapshot's value %d of heap %d is more than the heap's at most %d options allow", v, y, most)}
		}
		largest = max(largest, v)
	}
	if bits.Len32(s.Mask) > bits.Len32(largest) {
		return &ResumeError{Reason: fmt.Sprintf("a snapshot's mask %#x is wider than its values (the largest %d)", s.Mask, largest)}
	}
	return nil
}

// chunkSize is the heaps computed between two looks at the context, two
// snapshots, and two hand-overs of the helpers' marks.
const chunkSize = 256

// mostOptions bounds the options of heap x of g, a finite code leaving at
// most two heaps, and so its value (a mex of that many values at most):
// each digit d_k, d0 among them, gives x at most ⌊(x−k)/2⌋ + 2 options
// (the heap taken whole, one heap left, or the splits of x−k in two).
func (g Game) mostOptions(x int) int { return (len(g.digits) + 1) * (x/2 + 2) }

// Far returns the Grundy values of heaps 0..n of g by the rare/common
// method, with workers goroutines. It stops with ctx's error when ctx is
// done (between two chunks, Each having seen the last, Stopping). A game whose
// digits split into three heaps, or an infinite code, is ErrUnsupported; a
// snapshot in opt.Resume that it does not continue, a *ResumeError.
//
// Memory: the values (n+1 bytes while they are below 256, a bit more a
// value below 512, two or four bytes a value past 511 or 65535, and for
// the moment of widening to two or four bytes both copies), the
// rare heaps (16 bytes each), and the helpers' marks of two chunks (a bit
// per heap and possible option value) and their seen slices.
func (g Game) Far(ctx context.Context, n int, opt Options) (FarResult, error) {
	if g.Parts() > 2 || !g.Finite() {
		return FarResult{}, ErrUnsupported
	}
	if n < 0 {
		return FarResult{Values: NewPacked(0, 8)}, nil
	}
	s := newState(g, n, opt.Workers)
	if opt.Helpers != nil {
		s.helpers, s.remote = 0, opt.Helpers
	}
	vals := NewPacked(n+1, 8)
	x := 1
	if r := opt.Resume; r != nil {
		done := r.Values.Len()
		if done < 1 || done > n+1 {
			return FarResult{}, &ResumeError{Reason: fmt.Sprintf("a snapshot of %d values does not resume heaps 0..%d", done, n)}
		}
		if err := g.CheckSnapshot(r); err != nil {
			return FarResult{}, err
		}
		vals = r.Values.widened(r.Values.Bits(), n+1)
		s.mask = r.Mask
		for y := 1; y < done; y++ {
			s.record(y, vals.At(y))
		}
		x = done
	}
	defer s.stop()
	for {
		var res outcome
		switch {
		case vals.v16 != nil:
			res = run(ctx, s, vals.v16, nil, x, opt.Each)
		case vals.v32 != nil:
			res = run(ctx, s, vals.v32, nil, x, opt.Each)
		default:
			res = run(ctx, s, vals.v8, vals.hi, x, opt.Each)
		}
		if res.err != nil {
			return FarResult{}, res.err
		}
		if !res.widen {
			return FarResult{Values: vals, Mask: s.mask, Computed: res.computed, Period: res.period}, nil
		}
		// Heap res.at has a value too wide for vals: widen and go on. From
		// 8 bits to 9 the bytes stay, and only the ninth bits are new.
		if bits := bitsFor(res.value); bits == 9 && vals.Bits() == 8 {
			vals.hi = make([]uint64, highWords(n+1))
		} else {
			vals = vals.Prefix(res.at).widened(bits, n+1)
		}
		vals.Set(res.at, res.value)
		s.record(res.at, res.value)
		x = res.at + 1
	}
}

// split is a take whose digit splits a heap in two, with its modifier.
type split struct {
	k   int
	mod Modifier // Free, Unequal (a ≠ b) or AllEqual (a = b); NotAllEqual is Unequal for two heaps
}

// state is the engine's state, whatever the values' width.
type state struct {
	g          Game
	n          int
	whole      []int   // takes k whose digit allows taking a whole heap of k
	single     []int   // takes k whose digit allows leaving one heap
	splits     []split // takes whose digit splits in two
	mask       uint32  // 0 at first: every value rare
	rare       []int   // heaps ≥ 1 with a rare value, increasing
	rareV      []uint32
	count      []int // count[w]: heaps ≥ 1 with value w
	max        uint32
	seen       []uint32 // seen[w] == stamp: w is an option of the heap being computed
	stamp      uint32
	missing    []uint32
	hints      [2]hints   // splits that gave values late in scan, by their smaller and their larger part
	helpers    int        // goroutines marking the next chunk's far splits
	remote     Helpers    // or the helpers marking it elsewhere
	pending    *job       // their work under way
	blocks     int        // the blocks of common splits they scan per heap
	spare      []uint64   // the marks of a job done with, for the next
	helperSeen [][]uint32 // their seen slices
}

func newState(g Game, n, workers int) *state {
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	s := &state{g: g, n: n, helpers: workers - 1, seen: make([]uint32, 2), count: make([]int, 1)}
	s.hints[1].large = true
	for i := range s.hints {
		s.hints[i].limit = hintsPerValue
	}
	for k := 0; k <= g.MaxTake(); k++ {
		d, m := g.Digit(k), g.Modifier(k)
		if d&1 != 0 && k > 0 {
			s.whole = append(s.whole, k)
		}
		if d&2 != 0 && k > 0 {
			s.single = append(s.single, k)
		}
		if d&4 != 0 {
			if m == NotAllEqual {
				m = Unequal
			}
			s.splits = append(s.splits, split{k, m})
		}
	}
	return s
}

// record notes that heap x ≥ 1 has value w.
func (s *state) record(x int, w uint32) {
	if s.mask == 0 || !Common(w, s.mask) {
		s.rare = append(s.rare, x)
		s.rareV = append(s.rareV, w)
	}
	if int(w) >= len(s.count) {
		s.count = append(s.count, make([]int, int(w)+1-len(s.count))...)
	}
	s.count[w]++
	s.max = max(s.max, w)
	// seen holds every xor of two values and the least missing common value.
	if size := 2 << bits.Len32(w); size > len(s.seen) {
		s.seen = make([]uint32, size)
		s.stamp = 0
	}
}

// next returns a new stamp for seen, clearing it when the stamps wrap.
func (s *state) next() uint32 {
	s.stamp++
	if s.stamp == 0 {
		clear(s.seen)
		s.stamp = 1
	}
	return s.stamp
}

// outcome is how run ended.
type outcome struct {
	err      error
	widen    bool   // heap at has value, too wide for the values' type
	at       int    // with widen
	value    uint32 // with widen
	computed int
	period   period.Result
}

// firstPeriodLook is the first heap at which Far looks for a proven
// period and chooses a mask. It chooses the mask again at every power of
// two, and looks for a period eight times between two: at the multiples of
// 2^(k−3) from 2^k on (a look takes a few nanoseconds a value, a value a
// microsecond or more).
const firstPeriodLook = 64

// lookStep returns the heaps between two looks for a period from x ≥
// firstPeriodLook on.
func lookStep(x int) int { return 1 << (bits.Len(uint(x)) - 4) }

// run computes heaps x..n into v, with their ninth bits in high when they
// have nine bits (else high is nil), chunk by chunk.
func run[T word](ctx context.Context, s *state, v []T, high []uint64, x int, each func(Snapshot)) outcome {
	e := &engine[T]{state: s, v: v, high: high, top: uint32(^T(0))}
	if high != nil {
		e.top = maxFor(9)
		e.window = make([]uint16, windowSize)
		if len(s.seen) < nineSeen { // the kernels of nine bits index it freely
			s.seen, s.stamp = make([]uint32, nineSeen), 0
		}
		for y := max(x-windowSize, 0); y < x; y++ {
			e.window[y&(windowSize-1)] = uint16(e.at(y))
		}
	}
	bound := s.g.Bound()
	for x <= s.n {
		if bound != nil && x >= firstPeriodLook && x%lookStep(x) == 0 {
			if r := e.prefix(x).FindPeriod(bound); r.Proven {
				s.stop()
				for y := x; y <= s.n; y++ {
					e.set(y, e.at(y-r.Period))
				}
				return outcome{computed: x, period: r}
			}
		}
		if x >= firstPeriodLook && x&(x-1) == 0 {
			s.stop()
			s.chooseMask(e.prefix(x))
		}
		end := chunkEnd(x, s.n)
		far := s.take(x, end)
		// The helpers read the values below x while this goroutine writes
		// from x on: with ninth bits, x must start a word of them (after a
		// widening or a resume the first chunk may not).
		if (s.helpers > 0 || s.remote != nil) && end <= s.n && end&(end-1) != 0 && end >= 4*chunkSize && (high == nil || x%64 == 0) {
			startJob(e, x, end, chunkEnd(end, s.n))
		}
		for ; x < end; x++ {
			var marks []uint64
			if far != nil {
				marks = far.marks[(x-far.Lo)*far.Words:][:far.Words]
			}
			w := e.value(x, far, marks)
			if w > e.top {
				s.stop()
				return outcome{widen: true, at: x, value: w}
			}
			e.set(x, w)
			s.record(x, w)
		}
		if far != nil {
			s.spare = far.marks
		}
		err := ctx.Err()
		if each != nil {
			snap := s.snapshot(e.prefix(x))
			snap.Stopping = err != nil
			each(snap)
		}
		if err != nil {
			s.stop()
			return outcome{err: err}
		}
	}
	return outcome{computed: s.n + 1}
}

func (s *state) snapshot(v Packed) Snapshot {
	return Snapshot{Values: v, Mask: s.mask, Max: s.max, Rare: len(s.rare)}
}

// chunkEnd returns the end of the chunk starting at x: the next multiple of
// chunkSize, or look for a period, or n+1.
func chunkEnd(x, n int) int {
	end := (x/chunkSize + 1) * chunkSize
	look := firstPeriodLook
	if x >= firstPeriodLook {
		step := lookStep(x)
		look = (x/step + 1) * step
	}
	return min(end, look, n+1)
}

// engine computes values into v, of one width: values of type T, or of
// nine bits, their low bytes in v and their ninth bits in high (Packed's
// layout). Values of nine bits cost more to read; the pass over the rare
// heaps, which reads the values of the latest heaps (the rare heaps are
// few and small), reads them from a window of two bytes a value.
type engine[T word] struct {
	*state
	v      []T
	high   []uint64 // nil unless the values have nine bits
	window []uint16 // values of nine bits: heap y at y%len(window), the latest
	top    uint32   // the largest value that fits
}

// windowSize is the latest heaps whose values of nine bits the window
// holds: 256 KiB. A power of two; a variable for the tests.
var windowSize = 1 << 17

// at returns the value of heap i.
func (e *engine[T]) at(i int) uint32 {
	w := uint32(e.v[i])
	if e.high != nil {
		w |= uint32(e.high[i>>6]>>(i&63)&1) << 8
	}
	return w
}

// set sets the value of heap i to w ≤ e.top.
func (e *engine[T]) set(i int, w uint32) {
	e.v[i] = T(w)
	if e.high != nil {
		setHigh(e.high, i, w)
		e.window[i&(len(e.window)-1)] = uint16(w)
	}
}

// prefix returns the values of heaps 0..n−1, sharing their memory.
func (e *engine[T]) prefix(n int) Packed {
	switch v := any(e.v).(type) {
	case []uint8:
		return Packed{v8: v, hi: e.high}.Prefix(n)
	case []uint16:
		return Packed{v16: v[:n]}
	}
	return Packed{v32: any(e.v).([]uint32)[:n]}
}

// markSplits marks the values of the splits a + (s−a), lo ≤ a < hi, in
// seen.
func (e *engine[T]) markSplits(seen []uint32, s, lo, hi int, stamp uint32) {
	if e.high != nil {
		markSplitsNine(seen, e.v, e.high, s, lo, hi, stamp)
		return
	}
	markSplits(seen, e.v[lo:hi], e.v[s-hi+1:s-lo+1], stamp)
}

// value returns the value of heap x. far, when not nil, has marked in marks
// the splits whose rare part is one of rare[far.from:far.to].
func (e *engine[T]) value(x int, far *job, marks []uint64) uint32 {
	seen := e.seen
	stamp := e.next()
	for _, k := range e.whole {
		if k == x {
			seen[0] = stamp
		}
	}
	for _, k := range e.single {
		if k < x {
			seen[e.at(x-k)] = stamp
		}
	}
	for _, sp := range e.splits {
		s := x - sp.k
		switch {
		case s < 2:
		case sp.mod == AllEqual:
			if s%2 == 0 {
				seen[0] = stamp
			}
		case far == nil:
			e.markPairs(seen, s, e.rare, e.rareV, sp.mod, stamp, x-len(e.window))
		default:
			e.markPairs(seen, s, e.rare[:far.from], e.rareV[:far.from], sp.mod, stamp, x-len(e.window))
			e.markPairs(seen, s, e.rare[far.to:], e.rareV[far.to:], sp.mod, stamp, x-len(e.window))
		}
	}
	marked := func(w uint32) bool {
		return seen[w] == stamp || int(w>>6) < len(marks) && marks[w>>6]>>(w&63)&1 != 0
	}
	w := uint32(0)
	if e.mask != 0 {
		missing := e.missing[:0]
		for ; marked(w) || !Common(w, e.mask); w++ {
			if !marked(w) {
				missing = append(missing, w)
			}
		}
		e.missing = missing
		if len(missing) == 0 || e.scan(x, missing, stamp, far) {
			return w
		}
		w = 0
	}
	for marked(w) {
		w++
	}
	return w
}

// markPairs marks the splits of s into r and s−r for the heaps r of rare
// below s (rareV their values), but r = s/2 when the parts must differ.
// Values of nine bits of heaps from fresh on are read from the window
// (fresh is past every heap where there is none: the helpers').
func (e *engine[T]) markPairs(seen []uint32, s int, rare []int, rareV []uint32, mod Modifier, stamp uint32, fresh int) {
	end, _ := slices.BinarySearch(rare, s)
	rare, rareV = rare[:end], rareV[:end]
	mark := func(rare []int, rareV []uint32) {
		if e.high == nil {
			markRare(seen, e.v[:s], rare, rareV, stamp)
			return
		}
		near := 0 // rare[:near] have their other part s−r ≥ fresh
		if e.window != nil {
			near, _ = slices.BinarySearch(rare, s-fresh+1)
			markRareWindow(seen, e.window, s, rare[:near], rareV[:near], stamp)
		}
		markRareNine(seen, e.v[:s], e.high, rare[near:], rareV[near:], stamp)
	}
	if mod == Unequal && s%2 == 0 {
		if i, found := slices.BinarySearch(rare, s/2); found {
			mark(rare[:i], rareV[:i])
			rare, rareV = rare[i+1:], rareV[i+1:]
		}
	}
	mark(rare, rareV)
}

// scan marks the splits of heap x with two common parts, a block at a
// time, until every value in missing is marked; it reports whether they all
// were. far, when not nil, has marked its first far.Blocks blocks whose
// parts are below far.Cur: they are skipped.
//
// A value found only after hintAfter blocks is remembered with the split
// that gave it (hints), and that split is tried after hintAfter blocks at
// the next heaps. In games whose values are nearly periodic (0.376), most
// splits give the same few values and the others come from a few
// exceptional heaps, which keep giving them: as the smaller part of a
// split (the other part then moves with the heap) or as the larger (the
// smaller moves). Both are remembered, each in its own list.
func (e *engine[T]) scan(x int, missing []uint32, stamp uint32, far *job) bool {
	farBlocks, blocks := 0, 0
	found := false
	scanOrder(e.splits, x, func(i, s, lo, hi int) bool {
		if far != nil && s-lo < far.Cur {
			if farBlocks++; farBlocks <= far.Blocks {
				return true
			}
		}
		if blocks == hintAfter {
			for h := range e.hints {
				if missing = e.tryHints(&e.hints[h], x, missing, stamp); len(missing) == 0 {
					found = true
					return false
				}
			}
		}
		e.markSplits(e.seen, s, lo, hi, stamp)
		if blocks++; e.seen[missing[0]] != stamp {
			return true // the first value still missing: no need to look at the rest yet
		}
		if blocks > hintAfter {
			e.remember(i, s, lo, hi, missing, stamp)
		}
		missing = unmarked(e.seen, missing, stamp)
		found = len(missing) == 0
		return !found
	})
	return found
}

// hintAfter is the blocks after which a value found is remembered, and
// hintsPerValue how many splits a list remembers for a value.
const hintAfter, hintsPerValue = 16, 128

// hints are the splits remembered for the values they gave, keyed by one
// of their parts, with the accounting of their worth.
type hints struct {
	large bool     // keyed by the larger part, else by the smaller
	of    [][]hint // of[w]: splits that recently gave w, the latest first
	limit int      // the hints of a value tried
	heaps int      // heaps since limit was revised
	tries int      // hints tried since
	hits  int      // values they found since
}

// hint is a split of splits[sp] remembered by one part (hints.large says
// which).
type hint struct {
	part uint32
	sp   uint32
}

// tryHints marks the splits of hs remembered for the values of missing,
// the first hs.limit of each, and returns the values still missing. A hint
// that gives its value moves to the front. hs.limit follows the hints'
// worth: halved when they found a value per more than hintCost tries over
// the last hintWindow heaps, doubled when they did better.
func (e *engine[T]) tryHints(hs *hints, x int, missing []uint32, stamp uint32) []uint32 {
	if hs.heaps++; hs.heaps == hintWindow {
		if hs.hits*hintCost < hs.tries {
			hs.limit = max(hs.limit/2, 2)
		} else {
			hs.limit = min(hs.limit*2, hintsPerValue)
		}
		hs.heaps, hs.hits, hs.tries = 0, 0, 0
	}
	tried := false
	for _, w := range missing {
		if int(w) >= len(hs.of) || e.seen[w] == stamp {
			continue
		}
		h := hs.of[w]
		for i := range min(len(h), hs.limit) {
			sp := e.splits[h[i].sp]
			s, a := x-sp.k, int(h[i].part)
			if hs.large {
				a = s - a
			}
			if a < 1 || a > s/2 || sp.mod != Free && 2*a == s {
				continue
			}
			got := e.at(a) ^ e.at(s-a)
			e.seen[got] = stamp
			hs.tries++
			tried = true
			if got == w {
				hs.hits++
				h[0], h[i] = h[i], h[0]
				break
			}
		}
	}
	if !tried {
		return missing
	}
	return unmarked(e.seen, missing, stamp)
}

// hintWindow is the heaps between two revisions of a hint list's limit,
// hintCost the most tries a value found by a hint may cost (a block of
// splits).
const hintWindow, hintCost = 1 << 12, scanBlock

// remember notes, for each value of missing marked now, a split of
// lo..hi−1 of splits[i] (heap s) that gives it, in both hint lists.
func (e *engine[T]) remember(i, s, lo, hi int, missing []uint32, stamp uint32) {
	for _, w := range missing {
		if e.seen[w] != stamp {
			continue
		}
		for a := lo; a < hi; a++ {
			if e.at(a)^e.at(s-a) == w {
				e.hints[0].add(w, hint{uint32(a), uint32(i)})
				e.hints[1].add(w, hint{uint32(s - a), uint32(i)})
				break
			}
		}
	}
}

// add remembers h for the value w: first, the last one out when there is
// no more room.
func (hs *hints) add(w uint32, h hint) {
	for int(w) >= len(hs.of) {
		hs.of = append(hs.of, nil)
	}
	l := hs.of[w]
	if len(l) < hintsPerValue {
		l = append(l, hint{})
	}
	copy(l[1:], l)
	l[0] = h
	hs.of[w] = l
}

// scanOrder calls visit(i, s, lo, hi) for the blocks of splits a + (s−a),
// lo ≤ a < hi, of heap x with two parts (s = x − splits[i].k), in the
// order scan takes them, until visit returns false. The blocks are taken in
// scanStride passes, each over every scanStride-th block: the values of
// nearby heaps are correlated, so neighbouring blocks repeat one another's
// options, and spreading the blocks finds the missing values with a quarter
// to a third fewer splits in Officers. The splits of the several takes are
// interleaved, block by block: in 0.376 a value missing from every split
// of one take near the start is often given by the other's first blocks.
// After a block only the first value still missing is looked at, and the
// others only once it is found: that is a third of the looks.
func scanOrder(splits []split, x int, visit func(i, s, lo, hi int) bool) {
	for pass := range scanStride {
		for lo := 1 + pass*scanBlock; ; lo += scanStride * scanBlock {
			more := false
			for i, sp := range splits {
				s := x - sp.k
				top := s / 2 // the splits a + (s−a), 1 ≤ a ≤ top
				switch {
				case s < 2 || sp.mod == AllEqual:
					continue
				case sp.mod == Unequal:
					top = (s - 1) / 2
				}
				if lo > top {
					continue
				}
				more = true
				if !visit(i, s, lo, min(lo+scanBlock, top+1)) {
					return
				}
			}
			if !more {
				break
			}
		}
	}
}

// scan marks scanBlock splits between two looks at the missing values, in
// scanStride passes (see scan).
const scanBlock, scanStride = 64, 4

// The two kernels below mark the values of many splits at once. They are
// unrolled by eight: Go compiled to WebAssembly pays for every turn of a
// loop, and unrolled they ran two to four times faster there under Node
// (natively about the same).

// markRare marks the values of the splits of a heap s = len(v) with a rare
// part: rareV[i] xor v[s−rare[i]], for rare[i] < s.
func markRare[T word](seen []uint32, v []T, rare []int, rareV []uint32, stamp uint32) {
	s := len(v)
	rareV = rareV[:len(rare)]
	for len(rare) >= 8 {
		r, w := rare[:8], rareV[:8]
		seen[w[0]^uint32(v[s-r[0]])] = stamp
		seen[w[1]^uint32(v[s-r[1]])] = stamp
		seen[w[2]^uint32(v[s-r[2]])] = stamp
		seen[w[3]^uint32(v[s-r[3]])] = stamp
		seen[w[4]^uint32(v[s-r[4]])] = stamp
		seen[w[5]^uint32(v[s-r[5]])] = stamp
		seen[w[6]^uint32(v[s-r[6]])] = stamp
		seen[w[7]^uint32(v[s-r[7]])] = stamp
		rare, rareV = rare[8:], rareV[8:]
	}
	for i, r := range rare {
		seen[rareV[i]^uint32(v[s-r])] = stamp
	}
}

// markSplits marks the values lower[i] xor upper[len−1−i]: the splits of a
// heap whose smaller parts are lower, read forwards, and larger parts upper,
// read backwards.
func markSplits[T word](seen []uint32, lower, upper []T, stamp uint32) {
	n := len(lower)
	upper = upper[:n]
	i := 0
	for ; i+8 <= n; i += 8 {
		l, u := lower[i:i+8], upper[n-i-8:n-i]
		seen[l[0]^u[7]] = stamp
		seen[l[1]^u[6]] = stamp
		seen[l[2]^u[5]] = stamp
		seen[l[3]^u[4]] = stamp
		seen[l[4]^u[3]] = stamp
		seen[l[5]^u[2]] = stamp
		seen[l[6]^u[1]] = stamp
		seen[l[7]^u[0]] = stamp
	}
	for ; i < n; i++ {
		seen[lower[i]^upper[n-1-i]] = stamp
	}
}

// markRareWindow is markRare on values of nine bits read from a window
// (engine.window, heap y at y%len(window)) that holds every heap s−rare[i].
func markRareWindow(seen []uint32, window []uint16, s int, rare []int, rareV []uint32, stamp uint32) {
	rareV = rareV[:len(rare)]
	seen = seen[:nineSeen] // every xor of two values of nine bits: no bounds checks
	mask := uint(len(window) - 1)
	for len(rare) >= 8 {
		r, w := rare[:8], rareV[:8]
		seen[(w[0]^uint32(window[uint(s-r[0])&mask]))%nineSeen] = stamp
		seen[(w[1]^uint32(window[uint(s-r[1])&mask]))%nineSeen] = stamp
		seen[(w[2]^uint32(window[uint(s-r[2])&mask]))%nineSeen] = stamp
		seen[(w[3]^uint32(window[uint(s-r[3])&mask]))%nineSeen] = stamp
		seen[(w[4]^uint32(window[uint(s-r[4])&mask]))%nineSeen] = stamp
		seen[(w[5]^uint32(window[uint(s-r[5])&mask]))%nineSeen] = stamp
		seen[(w[6]^uint32(window[uint(s-r[6])&mask]))%nineSeen] = stamp
		seen[(w[7]^uint32(window[uint(s-r[7])&mask]))%nineSeen] = stamp
		rare, rareV = rare[8:], rareV[8:]
	}
	for i, r := range rare {
		seen[(rareV[i]^uint32(window[uint(s-r)&mask]))%nineSeen] = stamp
	}
}

// markRareNine is markRare on values of nine bits: their low bytes v and
// their ninth bits high.
func markRareNine[T word](seen []uint32, v []T, high []uint64, rare []int, rareV []uint32, stamp uint32) {
	s := len(v)
	rareV = rareV[:len(rare)]
	seen = seen[:nineSeen] // every xor of two values of nine bits: no bounds checks
	at := func(r int) uint32 {
		y := uint(s - r)
		return uint32(v[y]) | uint32(high[y>>6]>>(y&63)&1)<<8
	}
	for len(rare) >= 8 {
		r, w := rare[:8], rareV[:8]
		seen[(w[0]^at(r[0]))%nineSeen] = stamp
		seen[(w[1]^at(r[1]))%nineSeen] = stamp
		seen[(w[2]^at(r[2]))%nineSeen] = stamp
		seen[(w[3]^at(r[3]))%nineSeen] = stamp
		seen[(w[4]^at(r[4]))%nineSeen] = stamp
		seen[(w[5]^at(r[5]))%nineSeen] = stamp
		seen[(w[6]^at(r[6]))%nineSeen] = stamp
		seen[(w[7]^at(r[7]))%nineSeen] = stamp
		rare, rareV = rare[8:], rareV[8:]
	}
	for i, r := range rare {
		seen[(rareV[i]^at(r))%nineSeen] = stamp
	}
}

// markSplitsNine marks the values of the splits a + (s−a), lo ≤ a < hi ≤
// lo+64, of values of nine bits: their low bytes v and their ninth bits
// high. The ninth bits of the block's two parts are read as two words,
// one reversed, so that their xor has the ninth bit of split lo+i at bit i.
func markSplitsNine[T word](seen []uint32, v []T, high []uint64, s, lo, hi int, stamp uint32) {
	n := hi - lo
	lower, upper := v[lo:hi], v[s-hi+1:s-lo+1]
	seen = seen[:nineSeen] // every xor of two values of nine bits: no bounds checks
	h := highBits(high, lo, n) ^ bits.Reverse64(highBits(high, s-hi+1, n))>>(64-n)
	if h == 0 { // no split of the block has a part past 255 and one below: bytes will do
		markSplits(seen, lower, upper, stamp)
		return
	}
	i := 0
	for ; i+8 <= n; i += 8 {
		l, u, g := lower[i:i+8], upper[n-i-8:n-i], uint32(h>>i)
		seen[(uint32(l[0]^u[7])|g<<8&0x100)%nineSeen] = stamp
		seen[(uint32(l[1]^u[6])|g<<7&0x100)%nineSeen] = stamp
		seen[(uint32(l[2]^u[5])|g<<6&0x100)%nineSeen] = stamp
		seen[(uint32(l[3]^u[4])|g<<5&0x100)%nineSeen] = stamp
		seen[(uint32(l[4]^u[3])|g<<4&0x100)%nineSeen] = stamp
		seen[(uint32(l[5]^u[2])|g<<3&0x100)%nineSeen] = stamp
		seen[(uint32(l[6]^u[1])|g<<2&0x100)%nineSeen] = stamp
		seen[(uint32(l[7]^u[0])|g<<1&0x100)%nineSeen] = stamp
	}
	for ; i < n; i++ {
		seen[(uint32(lower[i]^upper[n-1-i])|uint32(h>>i&1)<<8)%nineSeen] = stamp
	}
}

// nineSeen is the values an xor of two values of nine bits may take.
const nineSeen = 512

// highBits returns the bits start..start+n−1 of high (n ≤ 64), bit start
// lowest.
func highBits(high []uint64, start, n int) uint64 {
	w, o := start>>6, uint(start&63)
	x := high[w] >> o
	if o != 0 && w+1 < len(high) {
		x |= high[w+1] << (64 - o)
	}
	return x & (^uint64(0) >> (64 - n))
}

// unmarked moves the values of missing not marked stamp to its front and
// returns them. Whether a value is kept is computed, not branched on: which
// are found is unpredictable.
func unmarked(seen []uint32, missing []uint32, stamp uint32) []uint32 {
	n := 0
	for _, w := range missing {
		missing[n] = w
		d := seen[w] ^ stamp     // 0 when marked
		n += int((d | -d) >> 31) // 1 when not
	}
	return missing[:n]
}

// maxMasks is the most masks chooseMask tries; past it the mask is kept.
const maxMasks = 1 << 22

// chooseMask picks the mask that makes the fewest of the heaps 1..p.Len()−1
// rare and rebuilds the list of rare heaps.
func (s *state) chooseMask(p Packed) {
	best := bestMask(s.count, s.mask)
	if best == s.mask {
		return
	}
	s.mask = best
	s.rare, s.rareV = s.rare[:0], s.rareV[:0]
	for y := 1; y < p.Len(); y++ {
		if w := p.At(y); !Common(w, best) {
			s.rare = append(s.rare, y)
			s.rareV = append(s.rareV, w)
		}
	}
}

// bestMask returns the mask making the fewest of the counted values rare,
// current when none does better (or when there are too many to try). With
// h the Walsh–Hadamard transform of the counts, mask m makes
// (total + h[m])/2 of them rare.
func bestMask(count []int, current uint32) uint32 {
	size := 1 << bits.Len(uint(len(count)-1))
	if size > maxMasks {
		return current
	}
	h := make([]int, size)
	copy(h, count)
	for half := 1; half < size; half *= 2 {
		for i := 0; i < size; i += 2 * half {
			for j := i; j < i+half; j++ {
				h[j], h[j+half] = h[j]+h[j+half], h[j]-h[j+half]
			}
		}
	}
	best := current
	if int(best) >= size {
		best = 0
	}
	for m := 1; m < size; m++ {
		if best == 0 || h[m] < h[best] {
			best = uint32(m)
		}
	}
	if best == 0 {
		return current
	}
	return best
}
