// Package octal computes Grundy values of octal games and other
// take-and-break games on heaps of tokens, such as Kayles, and proves their
// periodicity.
//
// An octal game is written 0.d₁d₂…d_t: digit d_j says how a move may take j
// tokens from one heap. Its bit 1 allows taking a whole heap of j tokens,
// bit 2 taking j from a larger heap and leaving one heap, bit 4 taking j and
// leaving two non-empty heaps. Kayles is 0.77, Dawson's Kayles 0.07. Hex
// games add bit 8 (three heaps), and a digit d0 before the point allows
// splitting without taking (4.7). CGSuite's notation, which Parse reads and
// String prints, adds modifiers on the heaps a move leaves ("4!.0" is
// Grundy's game) and repeating blocks ("0.[3]" is Nim): see notation.go.
//
// Values computes from the definition; FastValues uses the rare and common
// values (rare.go) and is much faster on games that split.
package octal

import (
	"fmt"
	"math"
	"slices"

	"nimber/solver/period"
)

// Game is a take-and-break game. Its zero value is the game with no moves.
type Game struct {
	d0     uint8   // moves that take no token: bit 4 splits a heap in two, bit 8 in three
	digits []uint8 // digits[j-1] is d_j; the last one of a finite code is not zero
	// mods[k] restricts the heaps left by the moves of digit k (d0 at 0);
	// nil or shorter when the rest are Free.
	mods []Modifier
	// repeat > 0: the last repeat digits repeat forever (an infinite code,
	// "0.[3]"); d0 never repeats.
	repeat int
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
	if i := g.index(k); i < len(g.mods) && (i > 0 || k == 0) {
		return g.mods[i]
	}
	return Free
}

// index returns the place of digit k among the digits written (d0 at 0,
// d_j at j), or 0 for k > 0 past the end of a finite code.
func (g Game) index(k int) int {
	if k < 0 {
		return 0
	}
	if k <= len(g.digits) {
		return k
	}
	if g.repeat == 0 {
		return 0
	}
	pre := len(g.digits) - g.repeat
	return pre + 1 + (k-1-pre)%g.repeat
}

// Modified returns the game g with modifier mods[k] on digit k (d0 at 0) of
// the digits g writes (String); mods may be shorter than the digits, the
// rest being Free.
func (g Game) Modified(mods []Modifier) (Game, error) {
	return Build(append([]uint8{g.d0}, g.digits...), mods, g.repeat)
}

// New returns the take-and-break game whose digit for taking k tokens is
// digits[k] (digits[0] is d0). Bit 1 of d_k allows taking a whole heap of k
// tokens, bit 2 taking k and leaving one heap, bit 4 leaving two non-empty
// heaps, bit 8 three. d0 may only hold bits 4 and 8 (taking nothing and
// leaving the heap as it is would be a pass).
func New(digits []uint8) (Game, error) { return Build(digits, nil, 0) }

// Build returns the take-and-break game of New(digits) with modifier
// mods[k] on digit k (mods may be shorter than digits, the rest being
// Free) and, when repeat > 0, its last repeat digits (not d0) repeating
// forever with their modifiers: Build({0, 3}, nil, 1) is Nim, 0.[3].
//
// The game is kept in a normal form, so that the ways of writing one code
// make one game, which prints one way: a modifier on a digit that never leaves two heaps is dropped, '?' on a
// digit leaving at most two heaps is '!', the repeating block is the
// shortest one and starts as early as it can, a block of zeros is no block
// and trailing zeros of a finite code are dropped.
func Build(digits []uint8, mods []Modifier, repeat int) (Game, error) {
	if len(mods) > max(len(digits), 1) {
		return Game{}, fmt.Errorf("%d modifiers for %d digits", len(mods), len(digits))
	}
	if repeat < 0 || repeat > 0 && repeat >= len(digits) {
		return Game{}, fmt.Errorf("a repeating block of %d digits among the %d after the point", repeat, max(len(digits)-1, 0))
	}
	var g Game
	if len(digits) > 0 {
		if digits[0]&^12 != 0 {
			return Game{}, fmt.Errorf("take-and-break digit d0 = %d: only splitting (4, 8) is allowed without taking", digits[0])
		}
		g.d0 = digits[0]
	}
	// units[k] is digit k with its modifier.
	units := make([]unit, max(len(digits), 1))
	for k, d := range digits {
		if d > 15 {
			return Game{}, fmt.Errorf("take-and-break digit %d is above 15", d)
		}
		units[k].d = d
	}
	for k, m := range mods {
		if m > AllEqual {
			return Game{}, fmt.Errorf("modifier %d is not one of Free, Unequal, NotAllEqual, AllEqual", m)
		}
		units[k].m = m
	}
	for k := range units {
		units[k] = units[k].normal()
	}
	units = normalTail(units, &repeat)
	g.repeat = repeat
	g.digits = make([]uint8, len(units)-1)
	for k, u := range units {
		if k > 0 {
			g.digits[k-1] = u.d
		}
		if u.m != Free {
			g.mods = append(g.mods, make([]Modifier, k+1-len(g.mods))...)
			g.mods[k] = u.m
		}
	}
	return g, nil
}

// unit is a digit with its modifier.
type unit struct {
	d uint8
	m Modifier
}

// normal drops a modifier that changes nothing: on a digit that never
// leaves two heaps, and '?' where "not all equal" means "unequal" (at most
// two heaps).
func (u unit) normal() unit {
	switch {
	case u.d&12 == 0:
		u.m = Free
	case u.d&12 == 4 && u.m == NotAllEqual:
		u.m = Unequal
	}
	return u
}

// normalTail puts the digits units (d0 first) with their last *repeat
// repeating in normal form: the shortest block, moved as early as it goes,
// no block of zeros, no trailing zeros when finite.
func normalTail(units []unit, repeat *int) []unit {
	if r := *repeat; r > 0 {
		block := units[len(units)-r:]
		for q := 1; q < r; q++ {
			if r%q == 0 && slices.Equal(block[q:], block[:r-q]) {
				block = block[:q]
				break
			}
		}
		// ...P x (B' x)(B' x)... is ...P (x B')(x B')...
		pre := slices.Clone(units[:len(units)-r])
		block = slices.Clone(block)
		for len(pre) > 1 && pre[len(pre)-1] == block[len(block)-1] {
			last := block[len(block)-1]
			copy(block[1:], block[:len(block)-1])
			block[0] = last
			pre = pre[:len(pre)-1]
		}
		if slices.ContainsFunc(block, func(u unit) bool { return u.d != 0 }) {
			*repeat = len(block)
			return append(pre, block...)
		}
		units = pre
	}
	*repeat = 0
	for len(units) > 1 && units[len(units)-1].d == 0 {
		units = units[:len(units)-1]
	}
	return units
}

// Digit returns d_k, the digit for taking k tokens (0 past the end of a
// finite code).
func (g Game) Digit(k int) uint8 {
	switch i := g.index(k); {
	case k == 0:
		return g.d0
	case i > 0:
		return g.digits[i-1]
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

// MaxTake returns t, the most tokens one move takes (0 for no moves), or
// math.MaxInt for an infinite code (its digits repeat forever).
func (g Game) MaxTake() int {
	if g.repeat > 0 {
		return math.MaxInt
	}
	return len(g.digits)
}

// Moves lists the moves of heap x, each as the heaps it leaves (none when
// it takes the heap whole), digit by digit (d0 first) and, for each digit,
// taking the whole heap, then leaving one heap, two, three (the smaller
// heaps first, as the modifier allows).
func (g Game) Moves(x int) [][]int {
	var moves [][]int
	for k := 0; k <= min(x, g.MaxTake()); k++ {
		d, m, s := g.Digit(k), g.Modifier(k), x-k
		if d&1 != 0 && s == 0 {
			moves = append(moves, nil)
		}
		if d&2 != 0 && s > 0 && k > 0 {
			moves = append(moves, []int{s})
		}
		switch {
		case d&4 == 0:
		case m == AllEqual: // one split, not a pass over all of them
			if s >= 2 && s%2 == 0 {
				moves = append(moves, []int{s / 2, s / 2})
			}
		default:
			for a := 1; 2*a <= s; a++ {
				if m.Allows(a, s-a) {
					moves = append(moves, []int{a, s - a})
				}
			}
		}
		switch {
		case d&8 == 0:
		case m == AllEqual:
			if s >= 3 && s%3 == 0 {
				moves = append(moves, []int{s / 3, s / 3, s / 3})
			}
		default:
			for a := 1; 3*a <= s; a++ {
				for b := a; a+2*b <= s; b++ {
					if m.Allows(a, b, s-a-b) {
						moves = append(moves, []int{a, b, s - a - b})
					}
				}
			}
		}
	}
	return moves
}

// Finite reports whether the code is finite (no repeating block).
func (g Game) Finite() bool { return g.repeat == 0 }

// Written returns how many digits String writes after the point: those
// before the repeating block and the block once. Digits past them are 0 for
// a finite code and repeat the block for an infinite one.
func (g Game) Written() int { return len(g.digits) }

// HasModifiers reports whether a digit has a modifier that restricts moves.
func (g Game) HasModifiers() bool { return len(g.mods) > 0 }

// Values returns the Grundy values of heaps of 0 to size−1 tokens, from the
// definition. It takes time proportional to size² · MaxTake in the worst case
// (games that split in two), size³ · MaxTake for splits in three; an
// infinite code takes up to size tokens in a move.
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
		for j := 0; j <= min(n, g.MaxTake()); j++ {
			d, m, left := g.Digit(j), g.Modifier(j), n-j
			if d&1 != 0 && left == 0 {
				mark(0, n)
			}
			if d&2 != 0 && left > 0 {
				mark(values[left], n)
			}
			switch {
			case d&4 == 0:
			case m == AllEqual: // one split, not a pass over all of them
				if left >= 2 && left%2 == 0 {
					mark(0, n)
				}
			default:
				for a := 1; a <= left/2; a++ {
					if m.Allows(a, left-a) {
						mark(values[a]^values[left-a], n)
					}
				}
			}
			switch {
			case d&8 == 0:
			case m == AllEqual:
				if left >= 3 && left%3 == 0 {
					mark(values[left/3], n)
				}
			default:
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
//
// The argument fails for a modified code (replacing c by c−p may make
// unequal heaps equal, or equal ones unequal, and so changes which moves
// are allowed) and for an infinite one (t is unbounded): Bound is nil for
// them, which proves nothing.
func (g Game) Bound() period.Bound {
	if len(g.mods) > 0 || g.repeat > 0 {
		return nil
	}
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
