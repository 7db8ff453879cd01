package games

import (
	"fmt"
	"slices"
	"strconv"
	"sync"

	"nimber/solver/blocks"
	"nimber/solver/octal"
	"nimber/solver/sieve"
	"nimber/solver/split"
	"nimber/solver/subtraction"
	"nimber/solver/sums"
	"nimber/solver/table"
	"nimber/solver/window"
)

// Kinds lists the value kinds a table can show, each with the convention
// whose sums it decides (a multi-heap option is valued as that sum).
var Kinds = []struct {
	Kind sums.Kind
	Conv sums.Convention
}{
	{sums.Grundy, sums.Convention{Sum: sums.Disjunctive, Play: sums.Normal}},
	{sums.MisereGrundy, sums.Convention{Sum: sums.Disjunctive, Play: sums.Misere}},
	{sums.Remoteness, sums.Convention{Sum: sums.Conjunctive, Play: sums.Normal}},
	{sums.MisereRemoteness, sums.Convention{Sum: sums.Conjunctive, Play: sums.Misere}},
	{sums.Suspense, sums.Convention{Sum: sums.ContinuedConjunctive, Play: sums.Normal}},
	{sums.MisereSuspense, sums.Convention{Sum: sums.ContinuedConjunctive, Play: sums.Misere}},
	{sums.Early, sums.Convention{Sum: sums.DiminishedDisjunctive, Play: sums.Normal}},
	{sums.MisereEarly, sums.Convention{Sum: sums.DiminishedDisjunctive, Play: sums.Misere}},
	{sums.Outcome, sums.Convention{Sum: sums.Selective, Play: sums.Normal}},
	{sums.MisereOutcome, sums.Convention{Sum: sums.Selective, Play: sums.Misere}},
}

// shortKinds are the short names of the kinds users ask for most.
var shortKinds = map[string]string{
	"grundy":     "grundy-normal",
	"misere":     "grundy-misere",
	"remoteness": "remoteness-normal",
	"outcome":    "outcome-normal",
}

// ParseKind returns the kind named name (sums.Kind's names, such as
// "grundy-normal" or "remoteness-misere", or the short names grundy,
// misere, remoteness and outcome) and its convention.
func ParseKind(name string) (sums.Kind, sums.Convention, error) {
	if long, ok := shortKinds[name]; ok {
		name = long
	}
	for _, k := range Kinds {
		if k.Kind.String() == name {
			return k.Kind, k.Conv, nil
		}
	}
	return 0, sums.Convention{}, fmt.Errorf("unknown kind %q (grundy, misere (misère play of the game itself), remoteness, outcome, "+
		"or a Game Pack convention's value, normal or misère play of its sum: grundy-normal, grundy-misere (disjunctive), "+
		"early-normal, early-misere (diminished disjunctive), outcome-normal, outcome-misere (selective), "+
		"remoteness-normal, remoteness-misere (conjunctive), suspense-normal, suspense-misere (continued conjunctive))", name)
}

// MaxN is the largest n Values accepts; MaxNaive the largest for games whose
// values are computed from the definition with many options per heap.
const (
	MaxN     = 1 << 22
	MaxNaive = 1 << 14
)

// window returns the window rule of a Half, Mod17 or contiguous subtraction game.
func (r *Rules) window() window.Rule {
	switch r.g.Family {
	case Half:
		return window.TakeAtMostHalf
	case Mod17:
		return window.Mod17
	}
	lo, ok := r.moves.NextSet(1)
	if !ok {
		return func(int) (int, int) { return 0, -1 }
	}
	hi := lo
	for hi+1 < r.moves.Len() && r.moves.Test(hi+1) {
		hi++
	}
	return window.TakeBetween(int(lo), int(hi))
}

// contiguous reports whether a subtraction game's moves up to n form one range.
func (r *Rules) contiguous() bool {
	lo, ok := r.moves.NextSet(1)
	if !ok {
		return true
	}
	end, ok := r.moves.NextClear(lo)
	if !ok {
		return true
	}
	_, more := r.moves.NextSet(end)
	return !more
}

// Values returns the values of kind k, valued under convention c (one whose
// Kinds include k), of heaps 0..n. It fails when n is out of range, or when
// k is not well defined for g: flip:N has only normal Grundy values (a cell
// position is a set of cells, a sum only in normal play), and misère Grundy
// values of games whose moves leave several heaps need tame heaps.
func Values(g Game, k sums.Kind, c sums.Convention, n int, progress table.Progress) ([]uint32, error) {
	if err := g.check(k, c, n); err != nil {
		return nil, err
	}
	r := g.Rules(n)
	switch {
	case g.Family == Half || g.Family == Mod17 || g.Family == Subtraction && r.contiguous():
		return window.Values(k, r.window(), n), nil
	case g.Family == Split:
		v := split.Values(c, k, n)
		v[0] = terminal(k)
		return v, nil
	case k == sums.Grundy && c.Sum == sums.Disjunctive:
		switch g.Family {
		case Subtraction:
			return subtraction.Values(r.moves, n, progress), nil
		case Code:
			v, _ := g.code.FastValues(n, progress)
			return v, nil
		case Coprime:
			return coprimeValues(n, progress), nil
		case Flip:
			f := blocks.NewFlip(g.n, progress)
			v := make([]uint32, n+1)
			for x := 1; x <= n; x++ {
				v[x] = uint32(f.Cell(x))
			}
			return v, nil
		}
	}
	parts, err := Naive(r, c, n, progress)
	if err != nil {
		return nil, err
	}
	i := 0
	if c.Kinds()[0] != k {
		i = 1
	}
	v := make([]uint32, n+1)
	for x, p := range parts {
		v[x] = p.V[i]
	}
	return v, nil
}

// naive reports whether Values computes kind k under convention c of heaps
// up to n from the definition, with many options per heap, rather than with
// a fast engine. It follows the engine choice in Values.
func (g Game) naive(k sums.Kind, c sums.Convention, n int) bool {
	switch g.Family {
	case Half, Mod17, Split, Flip:
		return false
	}
	if k == sums.Grundy && c.Sum == sums.Disjunctive {
		return false
	}
	switch g.Family {
	case Code:
		return g.code.Parts() > 1
	case Subtraction:
		_, finite := g.set.finite()
		return !finite && !g.Rules(n).contiguous()
	}
	return true
}

// terminal returns the value of kind k of a heap with no move.
func terminal(k sums.Kind) uint32 { return k.Of(nil) }

// coprimeValues returns the Grundy values of coprime for heaps 0..n: 0 for
// even heaps, 1 for 1, and the prime rank of the smallest prime factor for
// odd heaps (the proof is in package notnim's documentation; the tests check
// it against the definition).
func coprimeValues(n int, progress table.Progress) []uint32 {
	v := make([]uint32, n+1)
	for i, g := range coprimeOdd(n, progress) {
		v[2*i+1] = g
	}
	return v
}

// coprimeOdd returns the Grundy values of coprime for the odd heaps up to n:
// entry i is the value of heap 2i+1.
func coprimeOdd(n int, progress table.Progress) []uint32 {
	odd := sieve.OddFactorIndex(n, progress)
	oneToken(0, odd)
	return odd
}

// oneToken sets the value of the heap of one token, which the sieve gives
// no factor, in seg, the entries from index lo of the odd heaps' values.
func oneToken(lo int, seg []uint32) {
	if lo == 0 && len(seg) > 0 {
		seg[0] = 1
	}
}

// CoprimeOf returns the Grundy values of coprime for heaps (each in
// [1, 2^32)), in their order: the values CoprimeOddTable holds, found without it.
// The sieve runs once up to the largest odd heap, a segment in memory at a
// time, and each odd heap is read from its segment, the heaps having been
// sorted by segment: a few hundred kilobytes where the table takes 2 bytes
// per heap size, and no lookups all over it.
func CoprimeOf(heaps []int64) []uint32 {
	vals := make([]uint32, len(heaps))
	top := int64(-1) // the largest odd heap
	for _, h := range heaps {
		if h%2 == 1 {
			top = max(top, h)
		}
	}
	if top < 0 {
		return vals
	}
	last := int(top/2) / sieve.Segment
	// A counting sort of the odd heaps by segment: those of segment s are
	// heap[at[s]:at[s+1]], with their places in heaps in place.
	at := make([]int, last+2)
	for _, h := range heaps {
		if h%2 == 1 {
			at[int(h/2)/sieve.Segment+1]++
		}
	}
	for s := range last + 1 {
		at[s+1] += at[s]
	}
	heap, place := make([]int32, at[last+1]), make([]int32, at[last+1])
	next := slices.Clone(at)
	for i, h := range heaps {
		if h%2 == 1 {
			s := int(h/2) / sieve.Segment
			heap[next[s]], place[next[s]] = int32(h/2), int32(i)
			next[s]++
		}
	}
	sieve.OddFactorSegments(int(top), func(lo int, seg []uint32) {
		oneToken(lo, seg)
		s := lo / sieve.Segment
		for k := at[s]; k < at[s+1]; k++ {
			vals[place[k]] = seg[int(heap[k])-lo]
		}
	})
	return vals
}

// CoprimeOddTable is the table of the Grundy values of coprime
// (take y from x when gcd(x, y) = 1) for the odd heaps up to n, as 32-bit
// little-endian words: entry i is the value of heap 2i+1. Even heaps are
// worth 0, so this is all of the table in half the space. Its sieve builds
// it faster than a cache reads it back (20 MB in about 100 ms for n = 10^7),
// so it is marked Recompute.
func CoprimeOddTable(n int) table.Table {
	return table.Table{
		Key: fmt.Sprintf("coprime-odd/v1/n=%d", n),
		Build: func(progress table.Progress) []byte {
			return table.Uint32Bytes(coprimeOdd(n, progress))
		},
		Recompute: true,
	}
}

// naiveReportEvery is the heaps between two progress reports of the values
// computed from the definition, where each heap scans all its options.
const naiveReportEvery = 1 << 10

// Naive returns the Parts under c of heaps 0..n of the game r (prepared for
// at least n; for flip:N, n = N), from the definition: the Part of an option leaving several
// heaps is their sum's (c.Combine). Under disjunctive misère play such
// options need tame heaps: it fails naming the first heap that is not.
func Naive(r *Rules, c sums.Convention, n int, progress table.Progress) ([]sums.Part, error) {
	parts := make([]sums.Part, n+1)
	kinds := c.Kinds()
	tame := make([]bool, n+1)
	var opts [2][]uint32
	order := func(i int) int { return i }
	if r.g.Family == Flip {
		order = func(i int) int { return n - i } // options are larger cells
	}
	for i := 0; i <= n; i++ {
		x := order(i)
		if r.g.Family == Flip && x == 0 {
			parts[0] = sums.Part{Over: true} // no cell
			tame[0] = true
			continue
		}
		opts[0], opts[1] = opts[0][:0], opts[1][:0]
		tame[x] = true
		for o := range r.Options(x) {
			p := parts[o[0]]
			tame[x] = tame[x] && tame[o[0]]
			for _, h := range o[1:] {
				p = c.Combine(p, parts[h])
				tame[x] = tame[x] && tame[h]
			}
			if len(o) > 1 && c == (sums.Convention{Sum: sums.Disjunctive, Play: sums.Misere}) {
				for _, h := range o {
					if !tame[h] {
						return nil, fmt.Errorf("%s: misère Grundy values are not defined past heap %d: a move of heap %d leaves several heaps and heap %d is not tame (its sums' misère play is not set by their values)", r.g, x-1, x, h)
					}
				}
			}
			for j := range kinds {
				opts[j] = append(opts[j], p.V[j])
			}
		}
		parts[x].Over = len(opts[0]) == 0
		for j, k := range kinds {
			parts[x].V[j] = k.Of(opts[j])
		}
		if len(kinds) == 2 && kinds[0] == sums.Grundy {
			tame[x] = tame[x] && sums.Tame(parts[x].V[0], parts[x].V[1])
		}
		if progress != nil && i%naiveReportEvery == 0 {
			progress(i, n+1)
		}
	}
	return parts, nil
}

// Table returns the table of values of kind k of heaps 0..n for the worker:
// its Key names game, kind and n, and Build computes the values as 32-bit
// little-endian words (table.BytesUint32 reads them). It fails as Values
// does, before any work.
func Table(g Game, k sums.Kind, c sums.Convention, n int) (table.Table, error) {
	if err := g.check(k, c, n); err != nil {
		return table.Table{}, err
	}
	return table.Table{
		Key: "games/v1/" + g.String() + "/" + k.String() + "/" + c.String() + "/n=" + strconv.Itoa(n),
		Build: func(progress table.Progress) []byte {
			v, err := Values(g, k, c, n, progress)
			if err != nil {
				// Only misère tameness fails after check; the table then holds
				// no values and the caller shows the error from Values.
				return []byte{}
			}
			return table.Uint32Bytes(v)
		},
	}, nil
}

// check fails when Values would reject n or the kind outright.
func (g Game) check(k sums.Kind, c sums.Convention, n int) error {
	if g.Family == Flip && (k != sums.Grundy || c.Sum != sums.Disjunctive) {
		return fmt.Errorf("%s: only grundy-normal values are defined (a position is a set of white cells, a sum in normal play only)", g)
	}
	if limit := g.Limit(k, c, n); n < 0 || n > limit {
		return fmt.Errorf("%s: n = %d is out of range [0, %d]", g, n, limit)
	}
	return nil
}

// Limit returns the largest heap whose values of kind k under convention c
// Values computes for g when asked for heaps up to n: MaxNaive when they
// come from the definition, MaxN otherwise, and N for flip:N.
func (g Game) Limit(k sums.Kind, c sums.Convention, n int) int {
	switch {
	case g.Family == Flip:
		return g.n
	case g.naive(k, c, min(max(n, 0), MaxN)):
		return MaxNaive
	}
	return MaxN
}

// RareTables returns, for the Grundy values of heaps 0..n of a
// take-and-break code, the values table (the one Table returns) and a table
// of their rare/common split, read by DecodeRare. The two are computed
// together: building either computes both, so a caller that needs both pays
// once.
func RareTables(g Game, n int) (values, rare table.Table, err error) {
	if g.Family != Code {
		return values, rare, fmt.Errorf("%s: only take-and-break codes have a rare/common split", g)
	}
	values, err = Table(g, sums.Grundy, sums.Convention{Sum: sums.Disjunctive, Play: sums.Normal}, n)
	if err != nil {
		return values, rare, err
	}
	var (
		once  sync.Once
		v     []uint32
		split octal.Rare
	)
	compute := func(progress table.Progress) {
		once.Do(func() { v, split = g.code.FastValues(n, progress) })
	}
	values.Build = func(progress table.Progress) []byte {
		compute(progress)
		return table.Uint32Bytes(v)
	}
	rare = table.Table{
		Key: values.Key + "/rare-v1",
		Build: func(progress table.Progress) []byte {
			compute(progress)
			w := make([]uint32, 0, 2+len(split.Positions))
			w = append(w, split.Mask, uint32(split.Computed))
			for _, x := range split.Positions {
				w = append(w, uint32(x))
			}
			return table.Uint32Bytes(w)
		},
	}
	return values, rare, nil
}

// DecodeRare reads a rare table of RareTables: the mask (a value v is common
// when v&mask has an odd number of bits), how many heaps were computed
// rather than filled in from a proven period, and the bytes of the rare
// positions as 32-bit little-endian words.
func DecodeRare(b []byte) (mask uint32, computed int, positions []byte) {
	if len(b) < 8 {
		return 0, 0, nil
	}
	w := table.BytesUint32(b[:8])
	return w[0], int(w[1]), b[8:]
}
