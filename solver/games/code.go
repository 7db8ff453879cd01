package games

import (
	"errors"
	"fmt"
	"strings"
	"sync"

	"github.com/bits-and-blooms/bitset"

	"nimber/solver/octal"
	"nimber/solver/period"
	"nimber/solver/sums"
	"nimber/solver/table"
)

// Code is the family of take-and-break codes in CGSuite's notation (package
// octal reads and prints them).
var Code = &Family{
	Name:   "code",
	Syntax: "a code like 0.07",
	Doc: "take-and-break code d0.d1d2…: hex digit d_k's bit 1 allows taking a whole heap of k, " +
		"2 taking k and leaving one heap, 4 two heaps, 8 three; a modifier after a digit restricts " +
		"the heaps left (! unequal, ? not all equal, = all equal), digits in [] at the end repeat " +
		"(0.07, 0.77, 4.7, 0.3f, 4!.0, 0.[3])",
	match: func(spec string) bool {
		return !strings.Contains(spec, ":") && (strings.Contains(spec, ".") || spec[0] >= '0' && spec[0] <= '9')
	},
	parse: parseCode,
}

// parseCode reads a spec that is a code.
func parseCode(p *parser) (rules, error) {
	g, err := octal.Parse(p.s)
	var se *octal.SyntaxError
	switch {
	case errors.As(err, &se):
		return nil, p.errorf(se.Offset, "%s", se.Msg)
	case err != nil:
		return nil, p.errorf(0, "%v", err)
	case g.Digit(0) == 0 && g.MaxTake() == 0:
		return nil, p.errorf(0, "the code has no move: every digit is 0")
	}
	return newCode(g), nil
}

// code is a game of Code.
type code struct {
	heapRules
	g octal.Game
	// take is true when the code is a subtraction game: d0 = 0 and every
	// digit 0 or 3 (take k tokens, leaving zero heaps or one).
	take bool
}

func newCode(g octal.Game) code {
	take := g.Digit(0) == 0
	for k := 1; k <= 2*g.Written(); k++ { // the digits written, and the block once more
		take = take && (g.Digit(k) == 0 || g.Digit(k) == 3)
	}
	return code{g: g, take: take}
}

func (code) family() *Family  { return Code }
func (r code) String() string { return r.g.String() }
func (r code) splits() bool   { return r.g.Parts() > 1 }

// Code returns the take-and-break game of a code (or a classic game by
// name); ok is false for the other families.
func (g Game) Code() (c octal.Game, ok bool) {
	r, ok := g.r.(code)
	return r.g, ok
}

// moves returns the moves up to n of a code that is a subtraction game: the
// k with d_k = 3.
func (r code) moves(n int) *bitset.BitSet {
	set := bitset.New(uint(n + 1))
	for k := 1; k <= n; k++ {
		if r.g.Digit(k) == 3 {
			set.Set(uint(k))
		}
	}
	return set
}

func (r code) options(n int) func(int, func([]int) bool) {
	var b [3]int
	g := r.g
	return func(x int, yield func([]int) bool) {
		for k := 0; k <= min(x, g.MaxTake()); k++ {
			d, m, s := g.Digit(k), g.Modifier(k), x-k
			if d&1 != 0 && s == 0 {
				b[0] = 0
				if !yield(b[:1]) {
					return
				}
			}
			if d&2 != 0 && s > 0 && k > 0 {
				b[0] = s
				if !yield(b[:1]) {
					return
				}
			}
			if d&4 != 0 {
				for a := 1; 2*a <= s; a++ {
					b[0], b[1] = a, s-a
					if m.Allows(b[:2]...) && !yield(b[:2]) {
						return
					}
				}
			}
			if d&8 != 0 {
				for a := 1; 3*a <= s; a++ {
					for mid := a; a+2*mid <= s; mid++ {
						b[0], b[1], b[2] = a, mid, s-a-mid
						if m.Allows(b[:3]...) && !yield(b[:3]) {
							return
						}
					}
				}
			}
		}
	}
}

// The values of a code come from package octal for Grundy values (its fast
// method, or the definition for codes it does not handle), and from the
// subtraction engines for codes that are subtraction games.
func (r code) values(k sums.Kind, c sums.Convention, n int, progress table.Progress) []uint32 {
	if r.take {
		return takeValues(r.moves(n), k, c, n, progress)
	}
	if k == sums.Grundy && c.Sum == sums.Disjunctive {
		v, _ := r.grundy(n, progress)
		return v
	}
	return nil
}

// grundy returns the Grundy values of heaps 0..n and the rare/common split
// octal's fast method used (none for a subtraction game, which the
// subtraction engines value).
func (r code) grundy(n int, progress table.Progress) ([]uint32, octal.Rare) {
	if r.take {
		return takeValues(r.moves(n), sums.Grundy, Kinds[0].Conv, n, progress), octal.Rare{Computed: n + 1}
	}
	return r.g.FastValues(n, progress)
}

// definitionLimit[e] is the largest heap valued from the definition when
// that costs about n^e steps.
var definitionLimit = [...]int{2: MaxNaive, 3: MaxNaiveCubic, 4: MaxNaiveQuartic}

// An infinite code from the definition costs n^(h+1) for its repeating
// digits leaving h heaps (a heap has about n^(h−1) options for each of its n
// moves), and at least n^h for its other digits leaving h heaps; a finite
// one that splits into three heaps, or into two with modifiers, costs n^h,
// and so do its Grundy values, but for two heaps: octal's rare/common engine
// values those.
func (r code) limit(k sums.Kind, c sums.Convention, n int) int {
	switch {
	case r.take && takeEngine(r.moves(n), k, c):
		return MaxN
	case k == sums.Grundy && c.Sum == sums.Disjunctive && r.g.Finite() && r.g.Parts() <= 2:
		return MaxN // octal's rare/common engine, modifiers included
	case !r.g.Finite():
		h := 1 // the most heaps a repeating digit leaves
		for j := r.g.Written() + 1; j <= 2*r.g.Written(); j++ {
			h = max(h, heapsLeft(r.g.Digit(j)))
		}
		return definitionLimit[max(h+1, r.g.Parts())]
	case r.g.Parts() == 3 || r.g.HasModifiers() && r.g.Parts() == 2:
		return definitionLimit[r.g.Parts()]
	case r.g.Parts() == 1:
		return MaxN
	}
	return MaxNaive
}

// heapsLeft returns the most heaps a move of digit d leaves (1 for none).
func heapsLeft(d uint8) int {
	switch {
	case d&8 != 0:
		return 3
	case d&4 != 0:
		return 2
	}
	return 1
}

// The Grundy values of codes have package octal's theorem; the values of
// every kind of a finite subtraction code have the subtraction games'.
func (r code) theorem(k sums.Kind) (period.Bound, string) {
	switch {
	case r.take && r.g.Finite():
		return takeTheorem(r.g.MaxTake())
	case k == sums.Grundy && r.g.Bound() != nil:
		heaps := "heaps"
		if r.g.Parts() == 1 {
			heaps = "heap"
		}
		return r.g.Bound(), fmt.Sprintf("the periodicity theorem of octal games (Guy and Smith, 1956; moves taking at most %d and leaving at most %d %s)", r.g.MaxTake(), r.g.Parts(), heaps)
	}
	return nil, ""
}

// prover proves the Grundy values of an infinite subtraction code whose
// repeating digits are all 3 (0.[3], 0.03[3]: take any number but those
// whose digit is 0) arithmetic-periodic: it is an all-but subtraction game
// (allButProver).
func (r code) prover(k sums.Kind) (period.Prover, string) {
	if !r.take || r.g.Finite() || r.g.HasModifiers() || k != sums.Grundy {
		return nil, ""
	}
	w := r.g.Written()
	var excl []int
	for d := 1; d <= 2*w; d++ { // the digits written, and the block once more
		switch {
		case d > w && r.g.Digit(d) != 3:
			return nil, "" // the block excludes infinitely many moves
		case d <= w && r.g.Digit(d) == 0:
			excl = append(excl, d)
		}
	}
	return allButProver(excl)
}

// RareTables returns, for the Grundy values of heaps 0..n of a
// take-and-break code, the values table (the one Table returns) and a table
// of their rare/common split, read by DecodeRare. The two are computed
// together: building either computes both, so a caller that needs both pays
// once.
func RareTables(g Game, n int) (values, rare table.Table, err error) {
	r, ok := g.r.(code)
	if !ok {
		return values, rare, fmt.Errorf("%s: only take-and-break codes have a rare/common split", g)
	}
	values, err = Table(g, sums.Grundy, sums.NormalDisjunctive, n, nil) // its Build replaced below
	if err != nil {
		return values, rare, err
	}
	var (
		once  sync.Once
		v     []uint32
		split octal.Rare
	)
	compute := func(progress table.Progress) {
		once.Do(func() { v, split = r.grundy(n, progress) })
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

// MaxFar is the largest heap the explorer values a code's Grundy values
// to when octal's Far engine computes them (see Far): past the game's
// Limit, the browser's worker runs Far, a byte a value.
const MaxFar = 1 << 24

// Far returns the code whose Grundy values of kind k under c octal's Far
// engine computes (a finite code whose moves leave at most two heaps,
// modifiers included), and whether g's are such values.
func (g Game) Far(k sums.Kind, c sums.Convention) (octal.Game, bool) {
	r, ok := g.r.(code)
	if !ok || k != sums.Grundy || c.Sum != sums.Disjunctive || c.Play != sums.Normal ||
		!r.g.Finite() || r.g.Parts() > 2 {
		return octal.Game{}, false
	}
	return r.g, true
}
