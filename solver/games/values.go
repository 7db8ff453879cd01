package games

import (
	"context"
	"errors"
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"

	"nimber/solver/memo"
	"nimber/solver/sums"
	"nimber/solver/table"
)

// Kinds lists the value kinds a table can show, each with the convention
// whose sums it decides (a multi-heap option is valued as that sum) and
// what the value is, for people (see KindLabel).
var Kinds = []struct {
	Kind sums.Kind
	Conv sums.Convention
	What string
}{
	{sums.Grundy, sums.NormalDisjunctive, "Grundy values"},
	{sums.MisereGrundy, sums.MisereDisjunctive, "misère Grundy values"},
	{sums.Remoteness, sums.Convention{Sum: sums.Conjunctive, Play: sums.Normal}, "remoteness"},
	{sums.MisereRemoteness, sums.Convention{Sum: sums.Conjunctive, Play: sums.Misere}, "remoteness"},
	{sums.Suspense, sums.Convention{Sum: sums.ContinuedConjunctive, Play: sums.Normal}, "suspense numbers"},
	{sums.MisereSuspense, sums.Convention{Sum: sums.ContinuedConjunctive, Play: sums.Misere}, "suspense numbers"},
	{sums.Early, sums.Convention{Sum: sums.DiminishedDisjunctive, Play: sums.Normal}, "early-termination values"},
	{sums.MisereEarly, sums.Convention{Sum: sums.DiminishedDisjunctive, Play: sums.Misere}, "early-termination values"},
	{sums.Outcome, sums.Convention{Sum: sums.Selective, Play: sums.Normal}, "outcomes"},
	{sums.MisereOutcome, sums.Convention{Sum: sums.Selective, Play: sums.Misere}, "outcomes"},
}

// KindLabel names the kind named name (sums.Kind's names) for people, by
// the convention of the sums it decides: "Grundy values, normal play",
// "misère Grundy values, misère play of the game", "outcomes: selective
// sum, misère play (Game Pack)". Only the disjunctive kinds are the game's
// own play; the others are named as Game Pack's conventions. An unknown
// name is returned as it is.
func KindLabel(name string) string {
	for _, k := range Kinds {
		if k.Kind.String() == name {
			if k.Conv.Sum == sums.Disjunctive {
				return k.What + ", " + ConventionLabel(k.Conv)
			}
			return k.What + ": " + ConventionLabel(k.Conv)
		}
	}
	return name
}

// SumLabel names a way of summing heaps for people: "disjunctive sum",
// and the others as Game Pack's ("selective sum (Game Pack)").
func SumLabel(s sums.Sum) string {
	name := strings.ReplaceAll(s.String(), "-", " ") + " sum"
	if s == sums.Disjunctive {
		return name
	}
	return name + " (Game Pack)"
}

// PlayLabel names normal or misère play for people.
func PlayLabel(p sums.Play) string {
	if p == sums.Misere {
		return "misère play"
	}
	return "normal play"
}

// ConventionLabel names a convention for people: "normal play" and
// "misère play of the game" for disjunctive sums (a heap a turn: play of
// the game itself), else the sum and the play with Game Pack's name
// ("selective sum, misère play (Game Pack)").
func ConventionLabel(c sums.Convention) string {
	if c.Sum == sums.Disjunctive {
		if c.Play == sums.Misere {
			return PlayLabel(c.Play) + " of the game"
		}
		return PlayLabel(c.Play)
	}
	return strings.TrimSuffix(SumLabel(c.Sum), " (Game Pack)") + ", " + PlayLabel(c.Play) + " (Game Pack)"
}

// shortKinds are the short names of the kinds users ask for most.
var shortKinds = map[string]string{
	"grundy":     "grundy-normal",
	"misere":     "grundy-misere",
	"remoteness": "remoteness-normal",
	"outcome":    "outcome-normal",
}

// ShortKinds returns the short names of kinds, each with the kind's name.
func ShortKinds() map[string]string { return maps.Clone(shortKinds) }

// IsShortKind reports whether name is a short name of a kind (grundy,
// misere, remoteness, outcome): the game's own play.
func IsShortKind(name string) bool {
	_, ok := shortKinds[name]
	return ok
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

// MaxNaiveCubic and MaxNaiveQuartic are the largest heaps whose values come
// from the definition when that costs about n^3 and n^4 steps (see
// code.limit): codes whose repeating digits split heaps, and finite codes
// leaving three heaps.
const (
	MaxNaiveCubic   = 1 << 10
	MaxNaiveQuartic = 1 << 8
)

// Values returns the values of kind k, valued under convention c (one whose
// Kinds include k), of heaps 0..n. It fails when n is out of range, or when
// k is not well defined for g: flip:N has only normal Grundy values (a cell
// position is a set of cells, a sum only in normal play). Misère Grundy
// values of a game whose moves leave several heaps play out the sums with a
// wild heap (see Naive): when that stops at a heap, Values returns the
// values of the heaps before it with a *CapError.
func Values(g Game, k sums.Kind, c sums.Convention, n int, progress table.Progress) ([]uint32, error) {
	if err := g.check(k, c, n); err != nil {
		return nil, err
	}
	if v := g.r.values(k, c, n, progress); v != nil {
		return v, nil
	}
	parts, err := Naive(g.Rules(n), c, n, progress)
	if parts == nil {
		return nil, err
	}
	i := 0
	if c.Kinds()[0] != k {
		i = 1
	}
	v := make([]uint32, len(parts))
	for x, p := range parts {
		v[x] = p.V[i]
	}
	return v, err
}

// terminal returns the value of kind k of a heap with no move.
func terminal(k sums.Kind) uint32 { return k.Of(nil) }

// naiveReportEvery is the heaps between two progress reports of the values
// computed from the definition, where each heap scans all its options.
const naiveReportEvery = 1 << 10

// Naive returns the Parts under c of heaps 0..n of the game r (prepared for
// at least n; for flip:N, n = N), from the definition: the Part of an
// option leaving several heaps is their sum's (c.Combine). Under
// disjunctive misère play that holds for sums of tame heaps; the misère
// Grundy value of a sum with a heap that is not tame is found by playing
// the sum out (package memo), which fails when it would keep more than
// MaxPlayedOut positions: Naive then returns the Parts of the heaps before
// the one it stopped at, with a *CapError.
func Naive(r *Rules, c sums.Convention, n int, progress table.Progress) ([]sums.Part, error) {
	v := newValuer(r, c, n)
	err := v.run(progress)
	if ce := (*CapError)(nil); errors.As(err, &ce) {
		return v.parts[:ce.Heap], err
	}
	if err != nil {
		return nil, err
	}
	return v.parts, nil
}

// CapError says that misère Grundy values stop at heap Heap: a move of it
// leaves the heaps Sum, heap Wild among them not tame, and playing that
// sum out reached the cap of Max positions (MaxPlayedOut). The values of
// the heaps before Heap are known.
type CapError struct {
	Game      Game
	Heap, Max int
	Sum       string // the sum's heaps, as package memo writes a sum
	Wild      int
}

func (e *CapError) Error() string {
	return fmt.Sprintf("%s: misère Grundy values are computed up to heap %d only: a move of heap %d leaves the heaps %s, heap %d among them not tame, so that sum's misère Grundy value comes from playing it out, which reached the cap of %d positions kept in memory", e.Game, e.Heap-1, e.Heap, e.Sum, e.Wild, e.Max)
}

// valuer computes the Parts of heaps from the definition (see Naive).
type valuer struct {
	r      *Rules
	c      sums.Convention
	n      int
	parts  []sums.Part
	tame   []bool          // heaps tame under disjunctive misère play
	played *memo.Evaluator // misère Grundy values of sums with a wild heap
	opts   [2][]uint32
}

func newValuer(r *Rules, c sums.Convention, n int) *valuer {
	return &valuer{r: r, c: c, n: n, parts: make([]sums.Part, n+1), tame: make([]bool, n+1)}
}

// run values heaps 0..v.n (for flip:N, from the largest cell down).
func (v *valuer) run(progress table.Progress) error {
	n, kinds := v.n, v.c.Kinds()
	order := func(i int) int { return i }
	descending := v.r.g.r.descending()
	if descending {
		order = func(i int) int { return n - i } // options are larger cells
	}
	for i := 0; i <= n; i++ {
		x := order(i)
		if descending && x == 0 {
			v.parts[0] = sums.Part{Over: true} // no cell
			v.tame[0] = true
			continue
		}
		v.opts[0], v.opts[1] = v.opts[0][:0], v.opts[1][:0]
		v.tame[x] = true
		for o := range v.r.Options(x) {
			for _, h := range o {
				v.tame[x] = v.tame[x] && v.tame[h]
			}
			p, err := v.option(x, o)
			if err != nil {
				return err
			}
			for j := range kinds {
				v.opts[j] = append(v.opts[j], p.V[j])
			}
		}
		v.parts[x].Over = len(v.opts[0]) == 0
		for j, k := range kinds {
			v.parts[x].V[j] = k.Of(v.opts[j])
		}
		if len(kinds) == 2 && kinds[0] == sums.Grundy {
			v.tame[x] = v.tame[x] && sums.Tame(v.parts[x].V[0], v.parts[x].V[1])
		}
		if progress != nil && i%naiveReportEvery == 0 {
			progress(i, n+1)
		}
	}
	return nil
}

// option returns the Part of option o of heap x, its heaps valued: their
// sum's (c.Combine), but for a disjunctive misère sum with a heap that is
// not tame, whose misère Grundy value comes from playing it out.
func (v *valuer) option(x int, o []int) (sums.Part, error) {
	p := v.parts[o[0]]
	for _, h := range o[1:] {
		p = v.c.Combine(p, v.parts[h])
	}
	if len(o) < 2 || v.c != sums.MisereDisjunctive {
		return p, nil
	}
	i := slices.IndexFunc(o, func(h int) bool { return !v.tame[h] })
	if i < 0 {
		return p, nil
	}
	if v.played == nil {
		// Its own Rules: v.r's options may be being listed.
		v.played = v.r.g.PlayOut(sums.MisereGrundy, v.n)
	}
	m, err := v.played.SumValue(context.Background(), memo.Ints(o))
	if ce := (*memo.CapError)(nil); errors.As(err, &ce) {
		return p, &CapError{Game: v.r.g, Heap: x, Max: ce.Max, Sum: ce.From, Wild: o[i]}
	}
	if err != nil {
		return p, fmt.Errorf("%s: heap %d: %w", v.r.g, x, err)
	}
	p.V[1] = m
	return p, nil
}

// OptionPart is an option of a heap: the heaps it leaves, their Parts and
// the option's.
type OptionPart struct {
	To    []int
	Parts []sums.Part
	Part  sums.Part
}

// OptionParts returns the options of heap x under c with their Parts,
// valued as Naive values them: under disjunctive misère play a sum with a
// heap that is not tame is played out.
func OptionParts(g Game, c sums.Convention, x int) ([]OptionPart, error) {
	if err := g.check(c.Kinds()[0], c, x); err != nil {
		return nil, err
	}
	v, err := optionValuer(g, c, x)
	if err != nil {
		return nil, err
	}
	var out []OptionPart
	for o := range v.r.Options(x) {
		p, err := v.option(x, o)
		if err != nil {
			return nil, err
		}
		op := OptionPart{To: slices.Clone(o), Part: p}
		for _, h := range o {
			op.Parts = append(op.Parts, v.parts[h])
		}
		out = append(out, op)
	}
	return out, nil
}

// optionValuer returns a valuer of the options of heaps 0..n under c, its
// Parts those of Parts (and under disjunctive misère play, which heaps are
// tame): from the definition (Naive) under disjunctive misère play of a
// game whose moves split heaps, which plays out the sums with a wild heap;
// from the fastest engines otherwise, where Combine is exact (no such sum
// has several heaps: check refuses misère play of flip:N's sets of cells).
func optionValuer(g Game, c sums.Convention, n int) (*valuer, error) {
	r := g.Rules(n)
	if c == sums.MisereDisjunctive && g.r.splits() {
		v := newValuer(r, c, n)
		return v, v.run(nil)
	}
	parts, err := Parts(g, c, n)
	if err != nil {
		return nil, err
	}
	v := &valuer{r: r, c: c, n: n, parts: parts}
	if c == sums.MisereDisjunctive {
		v.tame = tameHeaps(r, parts)
	}
	return v, nil
}

// MaxPlayedOut caps the positions kept to play out the sums whose misère
// Grundy values are not set by their heaps' (see Naive; a sum counts its
// heaps). Reaching it took 1.1–1.4 s and 90 MB natively (2026-11-29), and
// about 8 s in wasm: Kayles's values then stop at heap 46, Dawson's
// chess's (0.137) at 61.
const MaxPlayedOut = 1 << 20

// memoRules lists a game's options as package memo reads them.
type memoRules struct{ r *Rules }

// PlayOut returns an evaluator of values of kind k of g's own play for
// heaps up to n (package memo's New): a move that leaves several heaps
// leaves their disjunctive sum, played out where k is not Grundy, keeping
// at most MaxPlayedOut positions.
func (g Game) PlayOut(k sums.Kind, n int) *memo.Evaluator {
	return memo.New(memoRules{g.Rules(n)}, k, MaxPlayedOut)
}

func (h memoRules) Options(p memo.Pos, o *memo.Options) error {
	for opt := range h.r.Options(p.Int) {
		o.Add(memo.Ints(opt)...)
	}
	return nil
}

// Table returns the table of values of kind k of heaps 0..n for the worker:
// its Key names game, kind and n, and Build computes the values as 32-bit
// little-endian words (table.BytesUint32 reads them). It fails as Values
// does, before any work; where Values fails in Build (misère Grundy values
// that stop at a heap, see Naive), Build passes failed the values of the
// heaps before it and the error, and returns no bytes.
func Table(g Game, k sums.Kind, c sums.Convention, n int, failed func(done []uint32, err error)) (table.Table, error) {
	if err := g.check(k, c, n); err != nil {
		return table.Table{}, err
	}
	return table.Table{
		Key: "games/v1/" + g.String() + "/" + k.String() + "/" + c.String() + "/n=" + strconv.Itoa(n),
		Build: func(progress table.Progress) []byte {
			v, err := Values(g, k, c, n, progress)
			if err != nil {
				failed(v, err)
				return []byte{}
			}
			return table.Uint32Bytes(v)
		},
	}, nil
}

// check fails when Values would reject n or the kind outright.
func (g Game) check(k sums.Kind, c sums.Convention, n int) error {
	if !slices.Contains(c.Kinds(), k) {
		return fmt.Errorf("%s: the %s convention does not value %s", g, c, k)
	}
	if err := g.r.check(k, c); err != nil {
		return err
	}
	if limit := g.Limit(k, c, n); n < 0 || n > limit {
		return fmt.Errorf("%s: n = %d is out of range [0, %d]", g, n, limit)
	}
	return nil
}

// Limit returns the largest heap whose values of kind k under convention c
// Values computes for g when asked for heaps up to n: MaxNaive when they
// come from the definition with many options per heap, MaxN otherwise, and
// the family's own where it has one (N for flip:N, less for codes whose
// digits repeat).
func (g Game) Limit(k sums.Kind, c sums.Convention, n int) int {
	return g.r.limit(k, c, min(max(n, 0), MaxN))
}
