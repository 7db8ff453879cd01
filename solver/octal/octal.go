// Package octal computes Grundy values of octal games (take-and-break games
// on heaps of tokens, such as Kayles) and proves their periodicity.
//
// An octal game is written 0.d₁d₂…d_t: digit d_j says how a move may take j
// tokens from one heap. Its bit 1 allows taking a whole heap of j tokens,
// bit 2 taking j from a larger heap and leaving one heap, bit 4 taking j and
// leaving two non-empty heaps. Kayles is 0.77, Dawson's Kayles 0.07.
package octal

import (
	"fmt"
	"strings"
)

// Game is an octal game. Its zero value is the game with no moves.
type Game struct {
	digits []uint8 // digits[j-1] is d_j; the last one is not zero
}

// Parse reads a code "0.d₁d₂…" (the leading 0 may be left out); each digit is
// 0 to 7. Trailing zeros do not change the game.
func Parse(code string) (Game, error) {
	rest, ok := strings.CutPrefix(code, "0.")
	if !ok {
		if rest, ok = strings.CutPrefix(code, "."); !ok {
			return Game{}, fmt.Errorf("octal code %q does not start with 0. or .", code)
		}
	}
	digits := make([]uint8, len(rest))
	for i := range rest {
		if rest[i] < '0' || rest[i] > '7' {
			return Game{}, fmt.Errorf("octal code %q: %q is not a digit 0 to 7", code, rest[i])
		}
		digits[i] = rest[i] - '0'
	}
	for len(digits) > 0 && digits[len(digits)-1] == 0 {
		digits = digits[:len(digits)-1]
	}
	return Game{digits}, nil
}

// String returns the game's code in its normal form, "0." and the digits up
// to the last non-zero one.
func (g Game) String() string {
	b := []byte("0.")
	for _, d := range g.digits {
		b = append(b, '0'+d)
	}
	return string(b)
}

// MaxTake returns t, the most tokens one move takes (0 for no moves).
func (g Game) MaxTake() int { return len(g.digits) }

// Values returns the Grundy values of heaps of 0 to size−1 tokens. It takes
// time proportional to size² · MaxTake in the worst case (games that split).
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
		for j := 1; j <= min(n, len(g.digits)); j++ {
			d, left := g.digits[j-1], n-j
			if d&1 != 0 && left == 0 {
				mark(0, n)
			}
			if d&2 != 0 && left > 0 {
				mark(values[left], n)
			}
			if d&4 != 0 {
				for a := 1; a <= left/2; a++ {
					mark(values[a]^values[left-a], n)
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

// Period returns the smallest period p, with the first heap size start from
// which it holds, that values (the game's Grundy values from heap 0 on) prove
// by the octal periodicity theorem: when G(n+p) = G(n) for every n with
// start ≤ n < 2·max(start, 1) + p + t, it holds for every n ≥ start. The
// theorem needs values to reach heap 2·max(start, 1) + 2p + t − 1; ok is
// false when no period is proven by the values given.
func (g Game) Period(values []int) (start, p int, ok bool) {
	t := g.MaxTake()
	for p = 1; p < len(values); p++ {
		// The first start from which values repeat with period p.
		start = len(values) - p
		for start > 0 && values[start-1] == values[start-1+p] {
			start--
		}
		if 2*max(start, 1)+2*p+t <= len(values) {
			return start, p, true
		}
	}
	return 0, 0, false
}
