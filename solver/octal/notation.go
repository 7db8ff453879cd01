package octal

import (
	"fmt"
	"strconv"
	"strings"
)

// The notation of a code, CGSuite's for take-and-break games restricted to
// moves that leave at most three heaps:
//
//	code     = [digit] "." {digit} ["[" digit {digit} "]"]
//	digit    = (hex | "&" decimal ";" | "{" counts "}") [modifier]
//	counts   = count [modifier] {"," count [modifier]}
//	modifier = "!" | "?" | "="
//
// A hex digit 0-9, a-f (or A-F) is the sum of the bits of the heap counts a
// move may leave (1 none, 2 one, 4 two, 8 three); "&13;" is the digit 13 and
// "{0,2,3}" the same digit by its heap counts. The digit before the point is
// d0 (0, 4, 8 or c: moves that take nothing only split); a code may start
// with the point (".77"). A modifier restricts the heaps a move of that
// digit leaves when it leaves two or more: "!" pairwise unequal, "?" not all
// equal, "=" all equal ("4!.0" is Grundy's game). The digits in brackets at
// the end repeat forever: "0.[3]" is Nim. CGSuite's digits g to v, counts
// above 3, "{2+}" (two or more heaps), "*" and digits before d0 (moves that
// add tokens) leave more heaps or add tokens, which these engines do not
// handle: Parse refuses them saying so.

// MaxDigits is the most digits Parse reads after the point.
const MaxDigits = 256

// MaxHeaps is the most heaps a move may leave.
const MaxHeaps = 3

// SyntaxError is an error at byte Offset (from 0) of a code.
type SyntaxError struct {
	Offset int
	Msg    string
}

func (e *SyntaxError) Error() string { return fmt.Sprintf("code:%d: %s", e.Offset+1, e.Msg) }

// String returns the modifier's suffix: "", "!", "?" or "=".
func (m Modifier) String() string {
	if m > AllEqual {
		return "(modifier " + strconv.Itoa(int(m)) + ")"
	}
	return [...]string{"", "!", "?", "="}[m]
}

// String returns the game's code in its normal form (see Build), in
// CGSuite's notation with lower-case hex digits: "0.77", "4.7", "0.3f",
// "4!.0", "0.[3]", "4.0" for a code with no digit after the point.
func (g Game) String() string {
	const hex = "0123456789abcdef"
	var b strings.Builder
	b.WriteByte(hex[g.d0])
	b.WriteString(g.Modifier(0).String())
	b.WriteByte('.')
	if len(g.digits) == 0 {
		b.WriteByte('0')
	}
	pre := len(g.digits) - g.repeat
	for k, d := range g.digits {
		if k == pre && g.repeat > 0 {
			b.WriteByte('[')
		}
		b.WriteByte(hex[d])
		b.WriteString(g.Modifier(k + 1).String())
	}
	if g.repeat > 0 {
		b.WriteByte(']')
	}
	return b.String()
}

// codeParser reads a code.
type codeParser struct {
	s   string
	pos int
}

func (p *codeParser) errorf(pos int, format string, a ...any) error {
	return &SyntaxError{Offset: pos, Msg: fmt.Sprintf(format, a...)}
}

// found describes what is at pos, for messages.
func (p *codeParser) found(pos int) string {
	if pos >= len(p.s) {
		return "end of code"
	}
	return strconv.Quote(p.s[pos:min(len(p.s), pos+12)])
}

// Parse reads a take-and-break code in the notation above; its errors are
// *SyntaxError. The ways of writing one code ("04.30" and "4.3", "0.3[3]"
// and "0.[3]") make one game, which String prints one way (Build's normal
// form).
func Parse(code string) (Game, error) {
	p := &codeParser{s: code}
	// Before the point: d0, after digits CGSuite reads as moves that add
	// tokens, which may only be zeros here ("04.3" is 4.3).
	var before []unit
	var at []int
	for p.pos < len(p.s) && p.s[p.pos] != '.' {
		at = append(at, p.pos)
		u, err := p.digit("expected a digit or '.'")
		if err != nil {
			return Game{}, err
		}
		before = append(before, u)
	}
	if p.pos == len(p.s) {
		return Game{}, p.errorf(p.pos, "expected '.', found end of code")
	}
	d0 := unit{}
	if len(before) > 0 {
		d0 = before[len(before)-1]
		for i, u := range before[:len(before)-1] {
			if u.d != 0 {
				return Game{}, p.errorf(at[i], "the digits before d0 add tokens to a heap, which is not supported: d0 is the one digit before the point")
			}
		}
		if d0.d&^12 != 0 {
			return Game{}, p.errorf(at[len(at)-1], "d0 = %x: without taking, a move may only split (0, 4, 8 or c)", d0.d)
		}
	}
	p.pos++ // the point
	units := []unit{d0}
	block, open := -1, 0 // the first digit of the repeating block, the column of '['
	for p.pos < len(p.s) {
		switch c := p.s[p.pos]; {
		case c == '[':
			if block >= 0 {
				return Game{}, p.errorf(p.pos, "expected a digit or ']', found a second '['")
			}
			block, open = len(units), p.pos
			p.pos++
			continue
		case c == ']':
			if block < 0 {
				return Game{}, p.errorf(p.pos, "']' without '[': the repeating block is written [digits] at the end")
			}
			if block == len(units) {
				return Game{}, p.errorf(p.pos, "expected a digit: the repeating block [] is empty")
			}
			p.pos++
			if p.pos < len(p.s) {
				return Game{}, p.errorf(p.pos, "expected end of code after the repeating block, found %s", p.found(p.pos))
			}
			return Build(digitsOf(units), modsOf(units), len(units)-block)
		}
		if len(units) > MaxDigits {
			return Game{}, p.errorf(p.pos, "code longer than %d digits", MaxDigits)
		}
		u, err := p.digit("expected a hex digit")
		if err != nil {
			return Game{}, err
		}
		units = append(units, u)
	}
	if block >= 0 {
		return Game{}, p.errorf(p.pos, "expected a digit or ']' closing the '[' at column %d, found end of code", open+1)
	}
	return Build(digitsOf(units), modsOf(units), 0)
}

func digitsOf(units []unit) []uint8 {
	d := make([]uint8, len(units))
	for i, u := range units {
		d[i] = u.d
	}
	return d
}

func modsOf(units []unit) []Modifier {
	m := make([]Modifier, len(units))
	for i, u := range units {
		m[i] = u.m
	}
	return m
}

// tooManyHeaps says that a move leaving more than MaxHeaps heaps is not
// supported.
const tooManyHeaps = "only moves leaving 0 to 3 heaps are supported (digits 0 to f)"

// digit reads a digit and its modifier; expected says what may come there.
func (p *codeParser) digit(expected string) (unit, error) {
	at := p.pos
	c := p.s[p.pos]
	var u unit
	switch lower := c | 0x20; {
	case c >= '0' && c <= '9':
		u.d = c - '0'
		p.pos++
	case lower >= 'a' && lower <= 'f':
		u.d = lower - 'a' + 10
		p.pos++
	case lower >= 'g' && lower <= 'v':
		return unit{}, p.errorf(at, "digit %c (%d) leaves 4 heaps or more: %s", c, lower-'a'+10, tooManyHeaps)
	case c == '&':
		p.pos++
		n, text, err := p.number("expected a decimal digit value after '&'")
		if err != nil {
			return unit{}, err
		}
		if n > 15 {
			return unit{}, p.errorf(at, "digit &%s; leaves 4 heaps or more: %s", text, tooManyHeaps)
		}
		if p.pos >= len(p.s) || p.s[p.pos] != ';' {
			return unit{}, p.errorf(p.pos, "expected ';' closing &%d, found %s", n, p.found(p.pos))
		}
		p.pos++
		u.d = uint8(n)
	case c == '{':
		var err error
		if u, err = p.counts(); err != nil {
			return unit{}, err
		}
	case c == '*':
		return unit{}, p.errorf(at, "'*' (any number of heaps): %s", tooManyHeaps)
	case modifier(c) != Free:
		return unit{}, p.errorf(at, "modifier %q must follow a digit", c)
	default:
		return unit{}, p.errorf(at, "%s, found %s", expected, p.found(at))
	}
	if p.pos < len(p.s) {
		if m := modifier(p.s[p.pos]); m != Free {
			if u.m != Free {
				return unit{}, p.errorf(p.pos, "a second modifier %q: the heap counts in {} already have theirs", p.s[p.pos])
			}
			u.m = m
			p.pos++
		}
	}
	return u, nil
}

// modifier returns the modifier of a suffix character, Free for others.
func modifier(c byte) Modifier {
	return Modifier(strings.IndexByte("!?=", c) + 1)
}

// counts reads a digit written by its heap counts, "{0,2!,3!}", from its
// '{' to its '}'. Counts 2 and 3 must have the same modifier, which is the
// digit's (a modifier on 0 or 1 heaps restricts nothing).
func (p *codeParser) counts() (unit, error) {
	open := p.pos
	p.pos++
	var u unit
	mods := map[Modifier]bool{}
	for {
		at := p.pos
		n, text, err := p.number("expected a heap count 0 to 3")
		if err != nil {
			return unit{}, err
		}
		if n > MaxHeaps {
			return unit{}, p.errorf(at, "%s heaps: %s", text, tooManyHeaps)
		}
		m := Free
		if p.pos < len(p.s) && modifier(p.s[p.pos]) != Free {
			m = modifier(p.s[p.pos])
			p.pos++
		}
		if n >= 2 {
			mods[m] = true
			u.m = m
		}
		u.d |= 1 << n
		if p.pos >= len(p.s) {
			return unit{}, p.errorf(p.pos, "expected ',' or '}' closing the '{' at column %d, found end of code", open+1)
		}
		switch p.s[p.pos] {
		case ',':
			p.pos++
			continue
		case '}':
			p.pos++
		case '+':
			return unit{}, p.errorf(p.pos, "{%d+} (%d heaps or more): %s", n, n, tooManyHeaps)
		default:
			return unit{}, p.errorf(p.pos, "expected ',' or '}', found %s", p.found(p.pos))
		}
		break
	}
	if len(mods) > 1 {
		return unit{}, p.errorf(open, "two and three heaps have different modifiers: one modifier per digit is supported")
	}
	return u, nil
}

// number reads a decimal number, held at 1000 when larger, and returns
// it with its digits as written (for messages).
func (p *codeParser) number(expected string) (int, string, error) {
	start, n := p.pos, 0
	for p.pos < len(p.s) && p.s[p.pos] >= '0' && p.s[p.pos] <= '9' {
		n = min(10*n+int(p.s[p.pos]-'0'), 1000)
		p.pos++
	}
	if p.pos == start {
		return 0, "", p.errorf(start, "%s, found %s", expected, p.found(start))
	}
	return n, p.s[start:p.pos], nil
}
