// Package games describes heap games by a short spec and computes their
// values of every kind, their periods, and sums of their heaps under the
// twelve sum conventions.
//
// A spec is one of:
//
//	d0.d1d2…     take-and-break code, octal or hex digits: d_k's bit 1 allows
//	             taking a whole heap of k, 2 taking k and leaving one heap,
//	             4 two heaps, 8 three ("0.07", "0.77", "4.7", "0.3f")
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
// back as the same game. Values picks the fastest engine that applies
// (package window for contiguous options, subtraction for move sets, octal
// for codes, sieve for coprime, split and blocks for their games) and falls
// back to the definition, walking options with Game.Options, for the rest.
package games

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"nimber/solver/intmath"
	"nimber/solver/octal"
)

// Family is the kind of rule a Game follows.
type Family uint8

// The families of games.
const (
	Code Family = iota
	Subtraction
	Coprime
	Half
	Mod17
	Split
	Flip
)

// Limits of a spec.
const (
	MaxInt    = 1 << 30 // the integers of a spec (subtraction moves, flip:N)
	MaxRange  = 1 << 20 // the length b-a of a range a-b of a subtraction spec
	MaxDigits = 256     // the digits of a code after the point
)

// Game is a heap game.
type Game struct {
	Family Family
	code   octal.Game
	set    moveSet
	n      int // flip:N
}

// named sets of a subtraction game.
const (
	setAll = 1 << iota
	setPrimes
	setSemiprimes
)

var setNames = []string{"all", "primes", "semiprimes"}

// moveSet is a subtraction set: the named sets and the numbers, minus the
// exclusions (normalised: numbers not in the named sets, exclusions in them).
type moveSet struct {
	named uint8
	nums  []int // sorted
	excl  []int // sorted
}

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
	s := p.s
	switch {
	case s == "":
		return Game{}, p.errorf(0, "%s, found end of spec", expectedGame)
	case s == "coprime":
		return Game{Family: Coprime}, nil
	case s == "half":
		return Game{Family: Half}, nil
	case s == "mod17":
		return Game{Family: Mod17}, nil
	case s == "split":
		return Game{Family: Split}, nil
	case strings.HasPrefix(s, "flip:"):
		p.pos = len("flip:")
		n, err := p.number()
		if err != nil {
			return Game{}, err
		}
		if err := p.end(); err != nil {
			return Game{}, err
		}
		if n < 1 {
			return Game{}, p.errorf(5, "N = %d is out of range [1, %d]", n, MaxInt)
		}
		return Game{Family: Flip, n: n}, nil
	case strings.HasPrefix(s, "sub:"):
		p.pos = len("sub:")
		return p.subtraction()
	case s[0] == '.' || s[0] >= '0' && s[0] <= '9' || s[0] >= 'a' && s[0] <= 'f':
		return p.code()
	}
	return Game{}, p.errorf(0, "%s, found %s", expectedGame, p.found(0))
}

// expectedGame says what a spec may be, for errors.
const expectedGame = "expected a game (a code like 0.07, sub:LIST, coprime, half, mod17, split or flip:N)"

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
		v = 10*v + int(p.s[p.pos]-'0')
		p.pos++
		if v > MaxInt {
			return 0, p.errorf(start, "%s is out of range [1, %d]", p.s[start:p.pos], MaxInt)
		}
	}
	if p.pos == start {
		return 0, p.errorf(start, "expected an integer, found %s", p.found(start))
	}
	return v, nil
}

// hexDigit returns the value of a hex digit, or -1.
func hexDigit(c byte) int {
	switch {
	case c >= '0' && c <= '9':
		return int(c - '0')
	case c >= 'a' && c <= 'f':
		return int(c-'a') + 10
	case c >= 'A' && c <= 'F':
		return int(c-'A') + 10
	}
	return -1
}

func (p *parser) code() (Game, error) {
	digits := []uint8{0}
	// d0: digits before the point, leading zeros allowed ("04.30").
	start := p.pos
	for p.pos < len(p.s) && p.s[p.pos] != '.' {
		d := hexDigit(p.s[p.pos])
		if d < 0 {
			return Game{}, p.errorf(p.pos, "expected a digit or '.', found %s", p.found(p.pos))
		}
		if digits[0] != 0 || p.pos-start > 8 {
			return Game{}, p.errorf(start, "d0 must be one digit 0, 4, 8 or c")
		}
		digits[0] = uint8(d)
		p.pos++
	}
	if digits[0]&^12 != 0 {
		return Game{}, p.errorf(start, "d0 = %x: without taking, a move may only split (0, 4, 8 or c)", digits[0])
	}
	if p.pos == len(p.s) {
		return Game{}, p.errorf(p.pos, "expected '.', found end of spec")
	}
	p.pos++
	for ; p.pos < len(p.s); p.pos++ {
		d := hexDigit(p.s[p.pos])
		if d < 0 {
			return Game{}, p.errorf(p.pos, "expected a hex digit, found %s", p.found(p.pos))
		}
		if len(digits) > MaxDigits {
			return Game{}, p.errorf(p.pos, "code longer than %d digits", MaxDigits)
		}
		digits = append(digits, uint8(d))
	}
	if !slices.ContainsFunc(digits, func(d uint8) bool { return d != 0 }) {
		return Game{}, p.errorf(0, "the code has no move: every digit is 0")
	}
	g, err := octal.New(digits)
	if err != nil {
		return Game{}, p.errorf(0, "%v", err)
	}
	return Game{Family: Code, code: g}, nil
}

// exclusion is an item !a-b of a subtraction spec, at column pos.
type exclusion struct{ lo, hi, pos int }

func (p *parser) subtraction() (Game, error) {
	var named uint8
	var nums, excl []int
	var items []exclusion
	for {
		item := p.pos
		exclude := p.pos < len(p.s) && p.s[p.pos] == '!'
		if exclude {
			p.pos++
		}
		var lo, hi int
		matched := false
		for i, name := range setNames {
			if strings.HasPrefix(p.s[p.pos:], name) && !exclude {
				named |= 1 << i
				p.pos += len(name)
				matched = true
				break
			}
		}
		if !matched {
			if p.pos >= len(p.s) || p.s[p.pos] < '0' || p.s[p.pos] > '9' {
				return Game{}, p.errorf(p.pos, "expected an integer, a range a-b, primes, semiprimes, all or !k, found %s", p.found(p.pos))
			}
			var err error
			if lo, err = p.number(); err != nil {
				return Game{}, err
			}
			hi = lo
			if p.pos < len(p.s) && p.s[p.pos] == '-' {
				p.pos++
				if hi, err = p.number(); err != nil {
					return Game{}, err
				}
			}
			if lo < 1 || hi < lo {
				return Game{}, p.errorf(item, "%s is not a move 1 ≤ a ≤ b", p.s[item:p.pos])
			}
			if hi-lo > MaxRange {
				return Game{}, p.errorf(item, "range %s is longer than 2^20 (use all and exclusions)", p.s[item:p.pos])
			}
			if exclude {
				items = append(items, exclusion{lo, hi, item})
			}
			for k := lo; k <= hi; k++ {
				if exclude {
					excl = append(excl, k)
				} else {
					nums = append(nums, k)
				}
			}
		}
		if p.pos == len(p.s) {
			break
		}
		if p.s[p.pos] != ',' {
			return Game{}, p.errorf(p.pos, "expected ',' or end of spec, found %s", p.found(p.pos))
		}
		p.pos++
	}
	set := moveSet{named: named}
	if named&setAll != 0 {
		set.named = setAll
	}
	slices.Sort(excl)
	excl = slices.Compact(excl)
	for _, k := range excl {
		if set.inNamed(k) {
			set.excl = append(set.excl, k)
		}
	}
	slices.Sort(nums)
	nums = slices.Compact(nums)
	for _, k := range nums {
		if !set.inNamed(k) && !slices.Contains(excl, k) {
			set.nums = append(set.nums, k)
		}
	}
	for _, e := range items {
		if !set.removes(nums, e.lo, e.hi) {
			return Game{}, p.errorf(e.pos, "%s removes no move: an exclusion takes moves out of primes, semiprimes, all or the numbers listed",
				p.s[e.pos:p.itemEnd(e.pos)])
		}
	}
	if set.named == 0 && len(set.nums) == 0 {
		return Game{}, p.errorf(len("sub:"), "the game has no move: every move listed is excluded")
	}
	return Game{Family: Subtraction, set: set}, nil
}

// removes reports whether an exclusion of lo..hi takes out a move of the
// named sets or of nums (sorted).
func (s moveSet) removes(nums []int, lo, hi int) bool {
	if i, _ := slices.BinarySearch(nums, lo); i < len(nums) && nums[i] <= hi {
		return true
	}
	for k := lo; k <= hi; k++ {
		if s.inNamed(k) {
			return true
		}
	}
	return false
}

// itemEnd returns the end of the spec's item starting at pos (the next ','
// or the end).
func (p *parser) itemEnd(pos int) int {
	if i := strings.IndexByte(p.s[pos:], ','); i >= 0 {
		return pos + i
	}
	return len(p.s)
}

// inNamed reports whether k is in one of the named sets.
func (s moveSet) inNamed(k int) bool {
	return s.named&setAll != 0 || s.named&setPrimes != 0 && intmath.PrimeFactors(k) == 1 || s.named&setSemiprimes != 0 && intmath.PrimeFactors(k) == 2
}

// finite returns the largest move of the subtraction set and true when the
// set is finite (0 when it is empty), else false.
func (s moveSet) finite() (int, bool) {
	if s.named != 0 {
		return 0, false
	}
	if len(s.nums) == 0 {
		return 0, true
	}
	return s.nums[len(s.nums)-1], true
}

// Code returns the take-and-break game of a code spec; ok is false for the
// other families.
func (g Game) Code() (code octal.Game, ok bool) { return g.code, g.Family == Code }

// Splits reports whether a move may leave several heaps.
func (g Game) Splits() bool {
	return g.Family == Split || g.Family == Code && g.code.Parts() > 1
}

// String returns the normal form of the spec.
func (g Game) String() string {
	switch g.Family {
	case Code:
		return g.code.String()
	case Coprime:
		return "coprime"
	case Half:
		return "half"
	case Mod17:
		return "mod17"
	case Split:
		return "split"
	case Flip:
		return "flip:" + strconv.Itoa(g.n)
	}
	var items []string
	for i, name := range setNames {
		if g.set.named&(1<<i) != 0 {
			items = append(items, name)
		}
	}
	items = appendRuns(items, g.set.nums, "")
	items = appendRuns(items, g.set.excl, "!")
	return "sub:" + strings.Join(items, ",")
}

// appendRuns appends the sorted numbers ks, runs of three or more as
// ranges a-b, each with prefix.
func appendRuns(items []string, ks []int, prefix string) []string {
	for i := 0; i < len(ks); {
		j := i
		for j+1 < len(ks) && ks[j+1] == ks[j]+1 {
			j++
		}
		if j-i >= 2 {
			items = append(items, fmt.Sprintf("%s%d-%d", prefix, ks[i], ks[j]))
		} else {
			for _, k := range ks[i : j+1] {
				items = append(items, prefix+strconv.Itoa(k))
			}
		}
		i = j + 1
	}
	return items
}
