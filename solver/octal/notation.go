package octal

import (
	"fmt"
	"strings"
)

// MaxCodeDigits caps the digits after the point ParseCode reads.
const MaxCodeDigits = 64

// ParseCode reads a take-and-break code in the notation of Notation: d0
// (one hexadecimal digit 0, 4, 8 or c, or nothing for 0), a point, and the
// hexadecimal digits d_1 d_2 …; after any digit one of CGSuite's modifiers:
// ! (the heaps left are pairwise unequal), ? (not all equal), = (all
// equal). "grundy" names Grundy's game, 4!.0. Trailing zeros do not change
// the game; a code must allow some move.
func ParseCode(code string) (Game, error) {
	if code == "grundy" {
		code = "4!.0"
	}
	var digits []uint8
	var mods []Modifier
	before, after, ok := strings.Cut(code, ".")
	if !ok {
		return Game{}, fmt.Errorf("code %q has no point (write 0.77, .77, 4.7 or 4!.0)", code)
	}
	if before == "" {
		before = "0"
	}
	for i, part := range []string{before, after} {
		for j := 0; j < len(part); j++ {
			d := hexValue(part[j])
			if d < 0 {
				return Game{}, fmt.Errorf("code %q: %q is not a hexadecimal digit", code, part[j])
			}
			m := Free
			if j+1 < len(part) {
				if m = modifierOf(part[j+1]); m != Free {
					j++
				}
			}
			digits = append(digits, uint8(d))
			mods = append(mods, m)
		}
		if i == 0 && len(digits) != 1 {
			return Game{}, fmt.Errorf("code %q: d0, before the point, is one digit", code)
		}
	}
	if len(digits) > MaxCodeDigits+1 {
		return Game{}, fmt.Errorf("code %q is longer than %d digits", code, MaxCodeDigits)
	}
	g, err := New(digits)
	if err != nil {
		return Game{}, fmt.Errorf("code %q: %v", code, err)
	}
	if len(mods) > g.MaxTake()+1 {
		mods = mods[:g.MaxTake()+1]
	}
	if g.d0 == 0 && g.MaxTake() == 0 {
		return Game{}, fmt.Errorf("code %q allows no move", code)
	}
	return g.Modified(mods)
}

// hexValue returns the value of a hexadecimal digit (either case), or −1.
func hexValue(c byte) int {
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

// modifierOf returns the modifier written c, or Free.
func modifierOf(c byte) Modifier {
	switch c {
	case '!':
		return Unequal
	case '?':
		return NotAllEqual
	case '=':
		return AllEqual
	}
	return Free
}

// Notation returns the game's code in the normal form ParseCode reads: d0,
// the point and the digits up to the last non-zero one, in hexadecimal,
// each followed by its modifier ("0.77", "4!.0", "0.6?").
func (g Game) Notation() string {
	var b strings.Builder
	for k := 0; k <= g.MaxTake(); k++ {
		if k == 1 {
			b.WriteByte('.')
		}
		b.WriteByte("0123456789abcdef"[g.Digit(k)])
		if m := g.Modifier(k); m != Free {
			b.WriteByte(" !?="[m])
		}
	}
	if g.MaxTake() == 0 {
		b.WriteByte('.')
	}
	return b.String()
}
