// Package recognize decides whether a game on heaps, known only by the
// options it lists (a user's game file), is a take-and-break game of some
// code or a subtraction game, so that its values can come from that game's
// own engine and its theorems.
//
// A Reader reads the options of heaps 0, 1, …, M as a game lists them (Find
// lists them itself) and reads a code off them. An option is a sum of heaps; empty heaps are dropped, so an option leaves
// i = 0 to 3 non-empty heaps summing to n − k: the move "take k, leave i
// heaps". Digit d_k of the code has bit 2^i when that move is allowed, and a
// modifier (CGSuite's '!' pairwise unequal, '?' not all equal, '=' all
// equal) restricts the sizes of the heaps a move of d_k leaves when it
// leaves two or three. The options of heap n then determine, for every k,
// whether each move is allowed and which modifiers remain possible, and
// the options of every heap must agree: the first heap whose options no
// code explains is where the game differs, and the code is recognised only
// below it (or below an earlier heap, where the game leaves a simpler
// description it followed until then). Matching is exact: the set of options of every heap n ≤ M (as
// multisets of heap sizes, duplicates in the listing ignored) equals the
// code's.
//
// The code found is then described as shortly as the heaps listed allow: a
// finite code ("0.77", "4!.0"), a code whose digits repeat ("0.[3]" is Nim,
// take any number), or a subtraction game read off the options (its set is
// the k with d_k = 3: "squares", "primes", or the members up to M). Which
// descriptions reach past M, and how, is in Match.
package recognize

import (
	"fmt"
	"math/bits"
	"slices"
	"strconv"
	"strings"

	"nimber/solver/memo"
	"nimber/solver/octal"
)

// Lister appends the options of heap n to o, each option the list of heaps
// it leaves (memo.Options.Add).
type Lister func(n int, o *memo.Options) error

// Budget is the positions a Reader reads by default: about 0.03 s of a
// game file's moves natively and 0.3 s in wasm, a tenth or less of the
// time a long table takes from a code's engine (Grundy's game to 10^5),
// so that recognition stays a small part of it. Heaps are read in order
// until the positions read reach it: heap 513 for Grundy's game written
// as a file (examples/grundy.star of package script), 258 for Kayles,
// 3,410 for the subtraction game on the squares — when the heaps asked for
// are more than Whole positions; fewer are all read.
const Budget = 1 << 17

// MaxHeaps bounds the heaps a Reader reads, however few their options.
const MaxHeaps = 1 << 16

// maxPacked is the largest heap whose options normalize packs in a word
// each (Check looks at none past it).
const maxPacked = 1<<21 - 1

// Whole is the most positions a Reader reads past its budget when they
// take it to the last heap asked for: the whole range is then listed, and
// no value past it comes from a code's engine. Listing it costs what
// interpreting the table costs, which the user asked for (a few tenths of
// a second natively).
const Whole = 1 << 20

// Difference is the first heap whose options differ from those of the
// code matched: an option one has and the other lacks.
type Difference struct {
	Heap   int
	Option []int  // the option, as the non-empty heaps it leaves
	Extra  bool   // the game lists Option and the code does not; else the reverse
	Why    string // what is wrong with an option no code has ("leaves four heaps"), or ""
}

// String writes the difference in a sentence.
func (d Difference) String() string {
	opt := optionString(d.Option)
	switch {
	case d.Why != "" && d.Option == nil:
		return fmt.Sprintf("heap %d has an option that %s", d.Heap, d.Why)
	case d.Why != "":
		return fmt.Sprintf("heap %d has the option %s, which %s", d.Heap, opt, d.Why)
	case d.Extra:
		return fmt.Sprintf("heap %d has the option %s, which the code does not", d.Heap, opt)
	}
	return fmt.Sprintf("heap %d lacks the option %s, which the code has", d.Heap, opt)
}

// optionString writes an option as the heaps it leaves: "3+5", "0" for
// none.
func optionString(heaps []int) string {
	if len(heaps) == 0 {
		return "0"
	}
	s := make([]string, len(heaps))
	for i, h := range heaps {
		s[i] = strconv.Itoa(h)
	}
	return strings.Join(s, "+")
}

// Find lists the options of heaps 0..n with list, stopping early once the
// positions listed reach budget (Budget when 0; see Reader for when the
// whole range is read) or MaxHeaps heaps are listed, and returns the code
// or subtraction game those heaps match. ok is false when an option holds
// a position that is not a heap (a tuple).
func Find(list Lister, n, budget int) (m Match, ok bool, err error) {
	r := NewReader(budget, n)
	var o memo.Options
	for h := 0; h <= n && r.Wants(h); h++ {
		o.Reset()
		if err := list(h, &o); err != nil {
			return Match{}, false, err
		}
		r.Read(h, &o)
	}
	m, ok = r.Match()
	return m, ok, nil
}

// Reader reads the options of heaps 0, 1, 2, … up to the last heap asked
// for, in turn, as a game is listed or valued, until they tell no more: a
// heap differs from every code, a position is not a heap, or the positions
// read reach the budget — unless the heaps left, at the options the last
// heap had growing in proportion to the heap, would bring them to no more
// than Whole: then it reads them all.
type Reader struct {
	d        *deducer
	next     int // the heap to read next
	upto     int // the last heap asked for
	budget   int
	listed   int
	last     int  // the options of the last heap read
	whole    bool // past the budget, reading every heap asked for
	diff     *Difference
	notHeaps bool
}

// NewReader returns a reader of heaps 0..upto that reads options until
// budget positions (Budget when 0) or MaxHeaps heaps are read, or all of
// them when that is affordable (Whole).
func NewReader(budget, upto int) *Reader {
	if budget <= 0 {
		budget = Budget
	}
	return &Reader{d: newDeducer(), budget: budget, upto: upto}
}

// Wants reports whether the reader reads heap n next.
func (r *Reader) Wants(n int) bool {
	if n != r.next || r.diff != nil || r.notHeaps || n >= MaxHeaps || n > r.upto {
		return false
	}
	if r.listed >= r.budget && !r.whole {
		// The heaps left, their options growing in proportion to the heap
		// from the last one's: about last·(upto−n)·(upto+n)/(2n).
		h := float64(max(n-1, 1))
		left := float64(r.last) * float64(r.upto-n+1) * float64(r.upto+n) / (2 * h)
		r.whole = float64(r.listed)+left <= Whole
	}
	return r.listed < r.budget || r.whole
}

// Progress says how far the reader has gone toward the end of its
// reading of heaps 0..n, as done of total: the larger of its shares of
// those heaps and of its budget of positions (it may stop sooner, where a
// heap differs).
func (r *Reader) Progress(n int) (done, total int) {
	const perMille = 1000
	heaps := min(n+1, MaxHeaps)
	if r.whole {
		return min(perMille, perMille*r.next/max(heaps, 1)), perMille
	}
	return min(perMille, max(perMille*r.next/max(heaps, 1), perMille*r.listed/r.budget)), perMille
}

// Read reads o, the options of heap n, if the reader Wants it.
func (r *Reader) Read(n int, o *memo.Options) {
	if !r.Wants(n) {
		return
	}
	opts, bad, ok := r.d.normalize(n, o)
	switch {
	case !ok:
		r.notHeaps = true
		return
	case bad != nil:
		r.diff = bad
	default:
		r.diff = r.d.heap(n, opts)
	}
	r.listed += len(o.Pos)
	r.last = len(o.Pos)
	r.next++
}

// Match returns the code or subtraction game that the heaps read match
// (Upto is the last heap read, or the last before the one that differs);
// ok is false when a position read is not a heap, or no heap was read.
func (r *Reader) Match() (m Match, ok bool) {
	if r.notHeaps || r.next == 0 {
		return Match{}, false
	}
	if r.diff != nil {
		return r.d.match(r.next-2, r.diff), true
	}
	return r.d.match(r.next-1, nil), true
}

// option is a listed option of heap n: take k, leave the np non-empty
// heaps parts[:np], largest first.
type option struct {
	k, np int
	parts [3]int
}

// heaps returns the heaps the option leaves.
func (o option) heaps() []int { return slices.Clone(o.parts[:o.np]) }

// States of a bit of a digit that one move decides.
const (
	unknown uint8 = iota
	no
	yes
)

// A split candidate is what a digit does with moves leaving two or three
// heaps: bit 0 of the index allows two (digit bit 4), bit 1 three (digit
// bit 8), bits 2–3 are the modifier. A digit keeps the set of candidates
// the heaps so far allow, as a 16-bit mask.
const allSplits = 1<<16 - 1

func candidate(b4, b8 bool, m octal.Modifier) int {
	c := int(m) << 2
	if b4 {
		c |= 1
	}
	if b8 {
		c |= 2
	}
	return c
}

// canonical lists the candidates from the simplest: fewest split bits,
// then the modifiers in order (Free, '!', '?', '='). The four candidates
// without split bits behave alike; the first stands for them.
var canonical = func() []int {
	var cs []int
	for _, bits := range []int{0, 1, 2, 3} {
		for m := range 4 {
			cs = append(cs, bits|m<<2)
		}
	}
	return cs
}()

// deducer holds what the heaps listed so far say of each digit.
type deducer struct {
	bit0, bit1 []uint8  // taking k and leaving no heap, one heap
	splits     []uint16 // the split candidates left
	active     []bool   // splits[k] has been narrowed by a listed split
	actives    []int    // the active digits, in order of activation
	yes1       int      // digits whose bit1 is yes

	// The digit whose splits no candidate explains at the heap that
	// differs, and that heap's options (failK −1 when the difference is
	// elsewhere).
	failK    int
	failOpts []option

	keys  []uint64 // a heap's options as words
	seen  []uint64 // the set of words dedupe keeps
	opts  []option
	stamp []int // stamp[k] = n+1 when heap n lists a single-heap option taking k
	stats []splitStats
}

// splitStats counts the options of one heap that take k and leave two or
// three heaps.
type splitStats struct {
	at                       int // n+1 for the heap n counted
	two, twoEqual            int // leaving two heaps; of them, two equal ones
	three, threeSome, three3 int // leaving three; with two equal; all equal
}

// count counts o, an option leaving two or three heaps (largest first).
func (s *splitStats) count(o option) {
	p := o.parts
	if o.np == 2 {
		s.two++
		if p[0] == p[1] {
			s.twoEqual++
		}
		return
	}
	s.three++
	if p[0] == p[1] || p[1] == p[2] {
		s.threeSome++
	}
	if p[0] == p[2] {
		s.three3++
	}
}

func newDeducer() *deducer { return &deducer{failK: -1} }

// grow makes room for digits up to k.
func (d *deducer) grow(k int) {
	for len(d.bit0) <= k {
		d.bit0 = append(d.bit0, unknown)
		d.bit1 = append(d.bit1, unknown)
		d.splits = append(d.splits, allSplits)
		d.active = append(d.active, false)
		d.stamp = append(d.stamp, 0)
		d.stats = append(d.stats, splitStats{})
	}
}

// normalize returns the options of heap n listed in o, each with its empty
// heaps dropped, without repeats, in the order listed, or the first option
// no code has; ok is false when a position is not a heap. Heap n is at
// most maxPacked, so an option fits a word: its number of heaps, k (22
// bits) and its two smallest heaps (20 bits each, at most n/2 and n/3; the
// largest is the rest). The word is never 0: heap 0 has no option a code
// has.
func (d *deducer) normalize(n int, o *memo.Options) (opts []option, bad *Difference, ok bool) {
	d.keys = d.keys[:0]
	for i := range o.Len() {
		var opt option
		sum := 0
		for _, p := range o.At(i) {
			if p.Tuple != "" {
				return nil, nil, false
			}
			if p.Int > 0 {
				if opt.np < len(opt.parts) {
					opt.parts[opt.np] = p.Int
				}
				opt.np++
				sum += min(p.Int, n+1) // no overflow, and a sum past n stays past n
			}
		}
		opt.k = n - sum
		if why := badOption(opt); why != "" {
			if bad == nil {
				bad = &Difference{Heap: n, Option: heapsOf(o.At(i)), Extra: true, Why: why}
			}
			continue
		}
		sortDown(&opt.parts)
		d.keys = append(d.keys, uint64(opt.np)<<62|uint64(opt.k)<<40|uint64(opt.parts[1])<<20|uint64(opt.parts[2]))
	}
	d.dedupe()
	d.opts = d.opts[:0]
	for _, key := range d.keys {
		opt := option{np: int(key >> 62), k: int(key >> 40 & (1<<22 - 1))}
		opt.parts[1], opt.parts[2] = int(key>>20&(1<<20-1)), int(key&(1<<20-1))
		if opt.np > 0 {
			opt.parts[0] = n - opt.k - opt.parts[1] - opt.parts[2]
		}
		d.opts = append(d.opts, opt)
	}
	return d.opts, bad, true
}

// dedupe removes the repeated keys, keeping the first of each in place,
// with an open-addressing set of keys.
func (d *deducer) dedupe() {
	size := 16
	for size < 2*len(d.keys) {
		size *= 2
	}
	if cap(d.seen) < size {
		d.seen = make([]uint64, size)
	}
	d.seen = d.seen[:size]
	clear(d.seen)
	shift := 64 - bits.Len(uint(size-1))
	out := d.keys[:0]
	for _, key := range d.keys {
		i := int(key * 0x9e3779b97f4a7c15 >> shift) // Fibonacci hashing
		for d.seen[i] != 0 && d.seen[i] != key {
			i = (i + 1) & (size - 1)
		}
		if d.seen[i] == 0 {
			d.seen[i] = key
			out = append(out, key)
		}
	}
	d.keys = out
}

// sortDown sorts three numbers, largest first.
func sortDown(p *[3]int) {
	if p[0] < p[1] {
		p[0], p[1] = p[1], p[0]
	}
	if p[1] < p[2] {
		p[1], p[2] = p[2], p[1]
	}
	if p[0] < p[1] {
		p[0], p[1] = p[1], p[0]
	}
}

// heapsOf returns the non-empty heaps of an option, largest first.
func heapsOf(ps []memo.Pos) []int {
	var heaps []int
	for _, p := range ps {
		if p.Int > 0 {
			heaps = append(heaps, p.Int)
		}
	}
	slices.SortFunc(heaps, func(a, b int) int { return b - a })
	return heaps
}

// heap narrows the digits by the options of heap n, or returns where they
// differ from every code that matches the heaps before.
func (d *deducer) heap(n int, opts []option) *Difference {
	d.grow(n)
	d.bit0[n] = no
	if n > 0 {
		d.bit1[n-1] = no
	}
	singles := 0
	for _, o := range opts {
		switch o.np {
		case 0:
			d.bit0[n] = yes
		case 1:
			switch {
			case o.k == n-1: // bit 2 of d_(n−1) is told here first
				d.bit1[o.k] = yes
				d.yes1++
			case d.bit1[o.k] == no: // told at heap k+1
				return &Difference{Heap: n, Option: o.heaps(), Extra: true}
			}
			d.stamp[o.k] = n + 1
			singles++
		default:
			s := &d.stats[o.k]
			if s.at != n+1 {
				*s = splitStats{at: n + 1}
			}
			s.count(o)
		}
	}
	if singles < d.yes1 {
		for k := range n {
			if d.bit1[k] == yes && d.stamp[k] != n+1 {
				return &Difference{Heap: n, Option: []int{n - k}}
			}
		}
	}
	// Digits narrowed by a split listed for the first time.
	for _, o := range opts {
		if o.np >= 2 && !d.active[o.k] {
			mask := d.splits[o.k]
			for left := 2; left < min(n-o.k, quietCycle); left++ {
				mask = keep(mask, left, splitStats{})
			}
			d.splits[o.k] = mask
			d.active[o.k] = true
			d.actives = append(d.actives, o.k)
		}
	}
	for _, k := range d.actives {
		var s splitStats
		if d.stats[k].at == n+1 {
			s = d.stats[k]
		}
		mask := keep(d.splits[k], n-k, s)
		if mask == 0 {
			d.failK, d.failOpts = k, slices.Clone(opts)
			return splitDifference(n, k, d.pick(k), opts)
		}
		d.splits[k] = mask
	}
	return nil
}

// quietCycle bounds the heap sizes that tell which candidates a heap with
// no split option rules out: from 6 on it depends only on the size mod 6,
// so sizes 2..13 say all that any longer run of them says.
const quietCycle = 14

// badOption says why no code has option o, or returns "".
func badOption(o option) string {
	switch {
	case o.k < 0:
		return "leaves more tokens than the heap had"
	case o.np > 3:
		return fmt.Sprintf("leaves %d heaps; a take-and-break move leaves at most three", o.np)
	case o.k == 0 && o.np == 1:
		return "leaves the heap as it was"
	case o.k == 0 && o.np == 0:
		return "is a move from an empty heap"
	}
	return ""
}

// keep returns the candidates of mask that allow exactly the splits
// counted in s of a heap of left tokens after taking.
func keep(mask uint16, left int, s splitStats) uint16 {
	for c := range 16 {
		if mask&(1<<c) != 0 && !fits(c, left, s) {
			mask &^= 1 << c
		}
	}
	return mask
}

// fits reports whether candidate c allows exactly the splits counted in s
// of left tokens. The options counted are distinct, non-empty and sum to
// left, so they are the allowed ones exactly when each is allowed and
// their number is that of the allowed ones.
func fits(c, left int, s splitStats) bool {
	m := octal.Modifier(c >> 2)
	if c&1 == 0 && s.two != 0 || c&1 != 0 && !fitsTwo(m, left, s) {
		return false
	}
	return c&2 == 0 && s.three == 0 || c&2 != 0 && fitsThree(m, left, s)
}

func fitsTwo(m octal.Modifier, left int, s splitStats) bool {
	if left < 2 {
		return s.two == 0
	}
	pairs, equal := left/2, b2i(left%2 == 0)
	switch m {
	case octal.Unequal, octal.NotAllEqual:
		return s.twoEqual == 0 && s.two == pairs-equal
	case octal.AllEqual:
		return s.two == s.twoEqual && s.two == equal
	}
	return s.two == pairs
}

func fitsThree(m octal.Modifier, left int, s splitStats) bool {
	if left < 3 {
		return s.three == 0
	}
	// Partitions of left into three positive parts: round(left²/12); those
	// with a repeated part x (x, x, left−2x): (left−1)/2 of them.
	all, some, equal := (left*left+6)/12, (left-1)/2, b2i(left%3 == 0)
	switch m {
	case octal.Unequal:
		return s.threeSome == 0 && s.three == all-some
	case octal.NotAllEqual:
		return s.three3 == 0 && s.three == all-equal
	case octal.AllEqual:
		return s.three == s.three3 && s.three == equal
	}
	return s.three == all
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// splitDifference names an option of heap n taking k on which the listing
// opts and split candidate c disagree.
func splitDifference(n, k, c int, opts []option) *Difference {
	listed := map[[3]int]bool{}
	for _, o := range opts {
		if o.k == k && o.np >= 2 {
			if !allowed(c, o.heaps()) {
				return &Difference{Heap: n, Option: o.heaps(), Extra: true}
			}
			listed[o.parts] = true
		}
	}
	diff := &Difference{Heap: n}
	eachSplit(n-k, func(p []int) bool {
		var key [3]int
		copy(key[:], p)
		if allowed(c, p) && !listed[key] {
			diff.Option = slices.Clone(p)
			return false
		}
		return true
	})
	return diff
}

// allowed reports whether split candidate c allows leaving heaps.
func allowed(c int, heaps []int) bool {
	return (len(heaps) == 2 && c&1 != 0 || len(heaps) == 3 && c&2 != 0) && octal.Modifier(c>>2).Allows(heaps...)
}

// eachSplit calls yield with each way of splitting left tokens into two
// heaps, then three, largest heap first, until it returns false.
func eachSplit(left int, yield func(heaps []int) bool) {
	for a := left - 1; 2*a >= left; a-- {
		if !yield([]int{a, left - a}) {
			return
		}
	}
	for a := left - 2; 3*a >= left; a-- {
		for b := min(a, left-a-1); 2*b >= left-a; b-- {
			if !yield([]int{a, b, left - a - b}) {
				return
			}
		}
	}
}

// pick returns the simplest split candidate digit k still allows.
func (d *deducer) pick(k int) int {
	return simplest(d.splits[k])
}

// simplest returns the simplest candidate of mask (0 when empty).
func simplest(mask uint16) int {
	for _, c := range canonical {
		if mask&(1<<c) != 0 {
			return c
		}
	}
	return 0
}
