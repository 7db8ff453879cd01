// Package octal computes Grundy values of octal games and other
// take-and-break games on heaps of tokens, such as Kayles, and proves their
// periodicity.
//
// An octal game is written 0.d₁d₂…d_t: digit d_j says how a move may take j
// tokens from one heap. Its bit 1 allows taking a whole heap of j tokens,
// bit 2 taking j from a larger heap and leaving one heap, bit 4 taking j and
// leaving two non-empty heaps. Kayles is 0.77, Dawson's Kayles 0.07. Hex
// games add bit 8 (three heaps), and a digit d0 before the point allows
// splitting without taking (4.7).
//
// Values computes from the definition; FastValues uses the rare and common
// values (rare.go) and is much faster on games that split.
package octal

import (
	"fmt"
	"strings"

	"nimber/solver/period"
)

// Game is a take-and-break game. Its zero value is the game with no moves.
type Game struct {
	d0     uint8   // moves that take no token: bit 4 splits a heap in two, bit 8 in three
	digits []uint8 // digits[j-1] is d_j; the last one is not zero
	// mods[k] restricts the heaps left by the moves of digit k (d0 at 0);
	// nil or shorter when the rest are Free.
	mods []Modifier
}

// Modifier restricts the sizes of the heaps a move leaves when it leaves two
// or more, as CGSuite's suffixes of a digit do ("4!.0" is Grundy's game).
type Modifier uint8

// The modifiers of a digit.
const (
	Free        Modifier = iota // any sizes
	Unequal                     // '!': the heaps are pairwise unequal
	NotAllEqual                 // '?': the heaps are not all equal
	AllEqual                    // '=': the heaps are all equal
)

// Allows reports whether the modifier allows a move to leave the heaps of
// the given sizes (a single heap, or none, is always allowed).
func (m Modifier) Allows(heaps ...int) bool {
	if len(heaps) < 2 {
		return true
	}
	equalPairs, allEqual := 0, true
	for i := range heaps {
		for j := i + 1; j < len(heaps); j++ {
			if heaps[i] == heaps[j] {
				equalPairs++
			} else {
				allEqual = false
			}
		}
	}
	switch m {
	case Unequal:
		return equalPairs == 0
	case NotAllEqual:
		return !allEqual
	case AllEqual:
		return allEqual
	}
	return true
}

// Modifier returns the modifier of digit k (d0 at 0).
func (g Game) Modifier(k int) Modifier {
	if k >= 0 && k < len(g.mods) {
		return g.mods[k]
	}
	return Free
}

// Modified returns the game g with modifier mods[k] on digit k (d0 at 0);
// mods may be shorter than the digits, the rest being Free.
func (g Game) Modified(mods []Modifier) (Game, error) {
	if len(mods) > len(g.digits)+1 {
		return Game{}, fmt.Errorf("%d modifiers for %d digits", len(mods), len(g.digits)+1)
	}
	for _, m := range mods {
		if m > AllEqual {
			return Game{}, fmt.Errorf("modifier %d is not one of Free, Unequal, NotAllEqual, AllEqual", m)
		}
	}
	for len(mods) > 0 && mods[len(mods)-1] == Free {
		mods = mods[:len(mods)-1]
	}
	g.mods = append([]Modifier(nil), mods...)
	return g, nil
}

// New returns the take-and-break game whose digit for taking k tokens is
// digits[k] (digits[0] is d0). Bit 1 of d_k allows taking a whole heap of k
// tokens, bit 2 taking k and leaving one heap, bit 4 leaving two non-empty
// heaps, bit 8 three. d0 may only hold bits 4 and 8 (taking nothing and
// leaving the heap as it is would be a pass).
func New(digits []uint8) (Game, error) {
	var g Game
	if len(digits) > 0 {
		if digits[0]&^12 != 0 {
			return Game{}, fmt.Errorf("take-and-break digit d0 = %d: only splitting (4, 8) is allowed without taking", digits[0])
		}
		g.d0 = digits[0]
		digits = digits[1:]
	}
	for _, d := range digits {
		if d > 15 {
			return Game{}, fmt.Errorf("take-and-break digit %d is above 15", d)
		}
	}
	for len(digits) > 0 && digits[len(digits)-1] == 0 {
		digits = digits[:len(digits)-1]
	}
	g.digits = append([]uint8(nil), digits...)
	return g, nil
}

// Parse reads an octal code "0.d₁d₂…" (the leading 0 may be left out); each
// digit is 0 to 7. Trailing zeros do not change the game. (Package games
// parses the wider take-and-break notation, with hex digits and d0.)
func Parse(code string) (Game, error) {
	rest, ok := strings.CutPrefix(code, "0.")
	if !ok {
		if rest, ok = strings.CutPrefix(code, "."); !ok {
			return Game{}, fmt.Errorf("octal code %q does not start with 0. or .", code)
		}
	}
	digits := make([]uint8, len(rest)+1)
	for i := range rest {
		if rest[i] < '0' || rest[i] > '7' {
			return Game{}, fmt.Errorf("octal code %q: %q is not a digit 0 to 7", code, rest[i])
		}
		digits[i+1] = rest[i] - '0'
	}
	return New(digits)
}

// Digit returns d_k, the digit for taking k tokens (0 past MaxTake).
func (g Game) Digit(k int) uint8 {
	switch {
	case k == 0:
		return g.d0
	case k <= len(g.digits):
		return g.digits[k-1]
	}
	return 0
}

// Parts returns the most heaps a move leaves: 1 when no digit splits, 2 for
// octal games that split, 3 when some digit has bit 8.
func (g Game) Parts() int {
	parts, all := 1, g.d0
	for _, d := range g.digits {
		all |= d
	}
	if all&4 != 0 {
		parts = 2
	}
	if all&8 != 0 {
		parts = 3
	}
	return parts
}

// String returns the game's code in its normal form: d0, a point and the
// digits up to the last non-zero one, in hexadecimal ("0.77", "4.7", "0.3f").
func (g Game) String() string {
	const hex = "0123456789abcdef"
	b := []byte{hex[g.d0], '.'}
	for _, d := range g.digits {
		b = append(b, hex[d])
	}
	return string(b)
}

// MaxTake returns t, the most tokens one move takes (0 for no moves).
func (g Game) MaxTake() int { return len(g.digits) }

// Values returns the Grundy values of heaps of 0 to size−1 tokens, from the
// definition. It takes time proportional to size² · MaxTake in the worst case
// (games that split in two), size³ · MaxTake for splits in three.
func (g Game) Values(size int) []int {
	values := make([]int, size)
	// seen[v] == n marks value v as an option of heap n; one slice serves
	// every heap without clearing.
	seen := make([]int, 1)
	mark := func(v, n int) {
		for v >= len(seen) {
			seen = append(seen, -1)
		}
		seen[v] = n
	}
	for n := 1; n < size; n++ {
		for j := 0; j <= min(n, len(g.digits)); j++ {
			d, m, left := g.Digit(j), g.Modifier(j), n-j
			if d&1 != 0 && left == 0 {
				mark(0, n)
			}
			if d&2 != 0 && left > 0 {
				mark(values[left], n)
			}
			if d&4 != 0 {
				for a := 1; a <= left/2; a++ {
					if m.Allows(a, left-a) {
						mark(values[a]^values[left-a], n)
					}
				}
			}
			if d&8 != 0 {
				for a := 1; 3*a <= left; a++ {
					for b := a; a+2*b <= left; b++ {
						if m.Allows(a, b, left-a-b) {
							mark(values[a]^values[b]^values[left-a-b], n)
						}
					}
				}
			}
		}
		v := 0
		for v < len(seen) && seen[v] == n {
			v++
		}
		values[n] = v
	}
	return values
}

// Bound is the take-and-break periodicity theorem (Guy and Smith for octal
// games), for period.Find. Let t = MaxTake, h = Parts() and n0 = max(pre, 1),
// and suppose G(n+p) = G(n) for n0 ≤ n < h·n0 + (h−1)·p + t. Take N at or
// past that range, with the relation known below N. A move from N+p takes
// k ≤ t tokens (k < N+p, so never the whole heap) and leaves one to h heaps
// summing to N+p−k; the largest, c, has c ≥ (N+p−k)/h ≥ n0 + p, so c−p ≥ n0
// and G(c) = G(c−p): replacing c by c−p maps the options of N+p onto those of
// N (whose largest part is ≥ (N−k)/h ≥ n0 as well, so the map is onto) with
// the same values, and G(N+p) = G(N). The relation must thus hold up to heap
// h·n0 + h·p + t − 1: need = h·(n0+p) + t. No theorem covers a saltus.
func (g Game) Bound() period.Bound {
	t, h := g.MaxTake(), g.Parts()
	return func(pre, p int, saltus uint32) (int, bool) {
		return h*(max(pre, 1)+p) + t, saltus == 0
	}
}

// Period returns the smallest period p, with the first heap size start from
// which it holds, that values (the game's Grundy values from heap 0 on) prove
// by Bound; ok is false when no period is proven by the values given.
func (g Game) Period(values []int) (start, p int, ok bool) {
	v := make([]uint32, len(values))
	for i, x := range values {
		v[i] = uint32(x)
	}
	r := period.Find(v, g.Bound())
	return r.Pre, r.Period, r.Proven
}
