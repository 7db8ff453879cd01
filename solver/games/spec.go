// Package games describes heap games by a short spec and computes their
// values of every kind, their periods, and sums of their heaps under the
// twelve sum conventions.
//
// A spec is one of the families' (Families lists them, each in its file):
//
//	d0.d1d2…     take-and-break code in CGSuite's notation, hex digits:
//	             d_k's bit 1 allows taking a whole heap of k, 2 taking k
//	             and leaving one heap, 4 two heaps, 8 three; modifiers !
//	             ? = on the heaps left, a repeating block in brackets
//	             ("0.07", "4.7", "0.3f", "4!.0", "0.[3]")
//	NAME         a classic game by its name: kayles, dawson, grundy, nim, …
//	             (NamedGames lists them), the game of its code
//	sub:LIST     subtraction game: integers, ranges a-b, the sets primes,
//	             semiprimes and all, exclusions !k or !a-b ("sub:1,3,4",
//	             "sub:primes,semiprimes,!6")
//	coprime      take y from x with gcd(x, y) = 1
//	half         take 1..floor(x/2)
//	mod17        take exactly 1 when 17 divides x, else 1 or 2
//	split        split a heap into two non-empty heaps
//	flip:N       the lone white cell x of the flipping game on cells 1..N
//
// A Game is plain data: String prints its normal form, which Parse reads
// back as the same game. Values picks the fastest engine of the game's
// family (package window for contiguous options, subtraction for move sets,
// octal for codes, sieve for coprime, split and blocks for their games)
// and falls back to the definition, walking options with Rules, for the
// rest.
package games

import (
	"fmt"
	"strconv"
	"strings"

	"nimber/solver/octal"
	"nimber/solver/period"
	"nimber/solver/sums"
	"nimber/solver/table"
)

// A Family is a kind of heap game: how its specs are written and read. Each
// family is one file of this package, listed once in Families.
type Family struct {
	Name   string // "code", "sub", …
	Syntax string // how a spec is written, as Parse's errors list it: "sub:LIST"
	Doc    string // what its games are, one line
	// match reports whether spec is of the family (only one family matches
	// a spec); parse reads it, p.s being the spec.
	match func(spec string) bool
	parse func(p *parser) (rules, error)
	// hint, when not nil, adds to the error on a spec no family matches.
	hint func(spec string) string
}

// Families are the families of games, in the order help lists them.
var Families = []*Family{Code, Names, Subtraction, Coprime, Half, Mod17, Split, Flip}

// rules are a game of a family: its options, its engines and its theorems.
type rules interface {
	family() *Family
	String() string // the normal form of the spec
	// options returns the options of heaps up to n: yield gets the heaps
	// each move leaves ([0] when none), in a slice reused between options,
	// and reports whether to go on.
	options(n int) func(x int, yield func([]int) bool)
	// values returns the values of kind k under c of heaps 0..n from the
	// family's engine, or nil when they come from the definition (Naive).
	values(k sums.Kind, c sums.Convention, n int, progress table.Progress) []uint32
	// limit returns the largest heap Values computes for kind k under c when
	// asked for heaps up to n: MaxNaive when the values come from the
	// definition with many options per heap, else MaxN (or the game's own).
	limit(k sums.Kind, c sums.Convention, n int) int
	// check fails when kind k under c is not defined for the game.
	check(k sums.Kind, c sums.Convention) error
	// theorem is the theorem turning an observed period of values of kind
	// k into a proven one, and its name for a proof's text; nil and ""
	// when none applies.
	theorem(k sums.Kind) (period.Bound, string)
	// splits reports whether a move may leave several heaps.
	splits() bool
	// descending reports whether moves go to larger positions (the cells of
	// flip:N), position 0 then standing for none.
	descending() bool
}

// heapRules holds the answers most families share: every kind defined, no
// theorem, moves leave one heap, to smaller heaps.
type heapRules struct{}

func (heapRules) check(sums.Kind, sums.Convention) error   { return nil }
func (heapRules) theorem(sums.Kind) (period.Bound, string) { return nil, "" }
func (heapRules) splits() bool                             { return false }
func (heapRules) descending() bool                         { return false }

// Limits of a spec.
const (
	MaxInt    = 1 << 30         // the integers of a spec (subtraction moves, flip:N)
	MaxRange  = 1 << 20         // the length b-a of a range a-b of a subtraction spec
	MaxDigits = octal.MaxDigits // the digits of a code after the point
)

// Game is a heap game. Its zero value is not a game: games come from Parse.
type Game struct{ r rules }

// Family returns the game's family.
func (g Game) Family() *Family { return g.r.family() }

// String returns the normal form of the spec.
func (g Game) String() string { return g.r.String() }

// Splits reports whether a move may leave several heaps.
func (g Game) Splits() bool { return g.r.splits() }

// SpecError is a spec parse error at a 1-based column of the (one-line) spec.
type SpecError struct {
	Col int
	Msg string
}

func (e *SpecError) Error() string { return fmt.Sprintf("game:1:%d: %s", e.Col, e.Msg) }

// Parse reads a game spec.
func Parse(spec string) (Game, error) {
	p := parser{s: spec}
	g, err := p.game()
	if err != nil {
		return Game{}, err
	}
	return g, nil
}

type parser struct {
	s   string
	pos int
}

func (p *parser) errorf(pos int, format string, a ...any) error {
	return &SpecError{Col: pos + 1, Msg: fmt.Sprintf(format, a...)}
}

// maxFound is the most bytes of a spec a message quotes.
const maxFound = 12

// found describes what is at pos, for messages.
func (p *parser) found(pos int) string {
	if pos >= len(p.s) {
		return "end of spec"
	}
	end := pos + 1
	for end < len(p.s) && end < pos+maxFound && p.s[end] != ',' {
		end++
	}
	return strconv.Quote(p.s[pos:end])
}

func (p *parser) game() (Game, error) {
	if p.s == "" {
		return Game{}, p.errorf(0, "expected a game (%s), found end of spec", Syntaxes())
	}
	for _, f := range Families {
		if f.match(p.s) {
			r, err := f.parse(p)
			if err != nil {
				return Game{}, err
			}
			return Game{r}, nil
		}
	}
	hint := ""
	for _, f := range Families {
		if f.hint != nil {
			hint += f.hint(p.s)
		}
	}
	return Game{}, p.errorf(0, "expected a game (%s), found %s%s", Syntaxes(), p.found(0), hint)
}

// Syntaxes lists how specs are written, for messages and help: "a code
// like 0.07, a name like kayles, sub:LIST, …, split or flip:N".
func Syntaxes() string {
	list := make([]string, len(Families))
	for i, f := range Families {
		list[i] = f.Syntax
	}
	return strings.Join(list[:len(list)-1], ", ") + " or " + list[len(list)-1]
}

// is matches the spec word.
func is(word string) func(string) bool {
	return func(spec string) bool { return spec == word }
}

// always reads a spec of a family of one game, r.
func always(r rules) func(*parser) (rules, error) {
	return func(*parser) (rules, error) { return r, nil }
}

func (p *parser) end() error {
	if p.pos < len(p.s) {
		return p.errorf(p.pos, "expected end of spec, found %s", p.found(p.pos))
	}
	return nil
}

// number reads a decimal integer in [0, MaxInt].
func (p *parser) number() (int, error) {
	start := p.pos
	v := 0
	for p.pos < len(p.s) && p.s[p.pos] >= '0' && p.s[p.pos] <= '9' {
		v = min(10*v+int(p.s[p.pos]-'0'), MaxInt+1)
		p.pos++
	}
	if v > MaxInt {
		return 0, p.errorf(start, "%s is out of range [1, %d]", p.s[start:p.pos], MaxInt)
	}
	if p.pos == start {
		return 0, p.errorf(start, "expected an integer, found %s", p.found(start))
	}
	return v, nil
}
