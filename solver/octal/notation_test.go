package octal

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// TestNormalForm: equal codes print alike, in CGSuite's notation.
func TestNormalForm(t *testing.T) {
	for code, want := range map[string]string{
		"04.30": "4.3", ".77": "0.77", "0.3F": "0.3f", "c.0": "c.0", ".": "0.0", "0.": "0.0",
		"4!.0": "4!.0", "4?.0": "4!.0", "8?.0": "8?.0", "0.3!": "0.3", "0.7=": "0.7=", "c=.0": "c=.0",
		"0.[3]": "0.[3]", "0.3[3]": "0.[3]", "0.[33]": "0.[3]", "0.33[33]": "0.[3]", "0.7[37]": "0.[73]",
		"04.00[30]": "4.0[03]", "04.00[00]": "4.0", "0.1[0]": "0.1", "4.[3]": "4.[3]", "0.3[1]": "0.3[1]",
		"0.[7!]": "0.[7!]", "0.7![7!]": "0.[7!]", "0.7[7!]": "0.7[7!]", "0.[3!]": "0.[3]",
		"0.{1,2!}": "0.6!", "0.{0!,2!,3!}": "0.d!", "0.{0,1}": "0.3", "0.{2,3}?": "0.c?", "0.{0!}": "0.1",
		"0.&13;": "0.d", "0.&0;7": "0.07", "00.07": "0.07",
	} {
		g, err := Parse(code)
		if err != nil {
			t.Errorf("Parse(%q): %v", code, err)
			continue
		}
		if g.String() != want {
			t.Errorf("Parse(%q) = %s, want %s", code, g, want)
		}
	}
}

func TestParseErrors(t *testing.T) {
	for code, want := range map[string]string{
		"":                                      "code:1: expected '.', found end of code",
		"04":                                    "code:3: expected '.', found end of code",
		"1.7":                                   "code:1: d0 = 1: without taking, a move may only split (0, 4, 8 or c)",
		"20.017":                                "code:1: the digits before d0 add tokens to a heap, which is not supported: d0 is the one digit before the point",
		"0.!7":                                  `code:3: modifier '!' must follow a digit`,
		"!0.7":                                  `code:1: modifier '!' must follow a digit`,
		"0.7!!":                                 `code:5: modifier '!' must follow a digit`,
		"0.[]":                                  "code:4: expected a digit: the repeating block [] is empty",
		"0.[3":                                  "code:5: expected a digit or ']' closing the '[' at column 3, found end of code",
		"0.[3]7":                                `code:6: expected end of code after the repeating block, found "7"`,
		"0.3]":                                  "code:4: ']' without '[': the repeating block is written [digits] at the end",
		"0.[3[7]]":                              "code:5: expected a digit or ']', found a second '['",
		"[0.3]":                                 `code:1: expected a digit or '.', found "[0.3]"`,
		"0.g":                                   "code:3: digit g (16) leaves 4 heaps or more: only moves leaving 0 to 3 heaps are supported (digits 0 to f)",
		"0.V":                                   "code:3: digit V (31) leaves 4 heaps or more: only moves leaving 0 to 3 heaps are supported (digits 0 to f)",
		"0.{2+}":                                "code:5: {2+} (2 heaps or more): only moves leaving 0 to 3 heaps are supported (digits 0 to f)",
		"0.{4}":                                 "code:4: 4 heaps: only moves leaving 0 to 3 heaps are supported (digits 0 to f)",
		"0.{}":                                  `code:4: expected a heap count 0 to 3, found "}"`,
		"0.{1,2":                                "code:7: expected ',' or '}' closing the '{' at column 3, found end of code",
		"0.{1;2}":                               `code:5: expected ',' or '}', found ";2}"`,
		"0.{2!,3}":                              "code:3: two and three heaps have different modifiers: one modifier per digit is supported",
		"0.{2!}?":                               `code:7: a second modifier '?': the heap counts in {} already have theirs`,
		"0.*":                                   "code:3: '*' (any number of heaps): only moves leaving 0 to 3 heaps are supported (digits 0 to f)",
		"0.&16;":                                "code:3: digit &16; leaves 4 heaps or more: only moves leaving 0 to 3 heaps are supported (digits 0 to f)",
		"0.&99999999999999999999;":              "code:3: digit &99999999999999999999; leaves 4 heaps or more: only moves leaving 0 to 3 heaps are supported (digits 0 to f)",
		"0.{1,99999999999}":                     "code:6: 99999999999 heaps: only moves leaving 0 to 3 heaps are supported (digits 0 to f)",
		"0.&3":                                  "code:5: expected ';' closing &3, found end of code",
		"0.&;":                                  `code:4: expected a decimal digit value after '&', found ";"`,
		"0." + strings.Repeat("7", MaxDigits+1): "code:259: code longer than 256 digits",
	} {
		if _, err := Parse(code); err == nil || err.Error() != want {
			t.Errorf("Parse(%q): %v, want %s", code, err, want)
		}
	}
}

// written is a code as a test writes it: d0 and the digits after the point
// with their modifiers, the last repeat of them repeating forever.
type written struct {
	digits []uint8 // digits[0] is d0
	mods   []Modifier
	repeat int
}

// digit returns digit k and its modifier, read off the code as written.
func (w written) digit(k int) (uint8, Modifier) {
	if k >= len(w.digits) {
		if w.repeat == 0 {
			return 0, Free
		}
		pre := len(w.digits) - w.repeat
		k = pre + (k-pre)%w.repeat
	}
	return w.digits[k], w.mods[k]
}

func (w written) String() string {
	const hex = "0123456789abcdef"
	var b strings.Builder
	for k, d := range w.digits {
		if k == len(w.digits)-w.repeat && w.repeat > 0 {
			b.WriteByte('[')
		}
		b.WriteByte(hex[d])
		b.WriteString(w.mods[k].String())
		if k == 0 {
			b.WriteByte('.')
		}
	}
	if w.repeat > 0 {
		b.WriteByte(']')
	}
	return b.String()
}

// randomWritten returns a random code with modifiers and, one time in two,
// a repeating block.
func randomWritten(rng *rand.Rand) written {
	w := written{digits: []uint8{uint8(4 * rng.IntN(4))}}
	for range 1 + rng.IntN(4) {
		w.digits = append(w.digits, uint8(rng.IntN(16)))
	}
	for range w.digits {
		w.mods = append(w.mods, Modifier(rng.IntN(4)))
	}
	if rng.IntN(2) == 0 {
		w.repeat = 1 + rng.IntN(len(w.digits)-1)
	}
	return w
}

// options lists the heaps each move of a heap of n leaves (sorted), as the
// rules of w say, by trying every way to take k tokens and cut the rest.
func (w written) options(n int) [][]int {
	var out [][]int
	var cut func(left, from int, parts []int, heaps int, m Modifier)
	cut = func(left, from int, parts []int, heaps int, m Modifier) {
		if len(parts) == heaps {
			if left == 0 && m.Allows(parts...) {
				out = append(out, slices.Clone(parts))
			}
			return
		}
		for a := max(from, 1); a <= left; a++ {
			cut(left-a, a, append(parts, a), heaps, m)
		}
	}
	for k := 0; k <= n; k++ {
		d, m := w.digit(k)
		for heaps := range 4 {
			if d&(1<<heaps) != 0 && (k > 0 || heaps > 1) {
				cut(n-k, 1, nil, heaps, m)
			}
		}
	}
	return out
}

// value is the Grundy value of a position of several heaps, searched.
func (w written) value(hs []int, memo map[string]int) int {
	hs = slices.Clone(hs)
	slices.Sort(hs)
	key := string(intBytes(hs))
	if v, ok := memo[key]; ok {
		return v
	}
	seen := map[int]bool{}
	for i, h := range hs {
		rest := slices.Delete(slices.Clone(hs), i, i+1)
		for _, o := range w.options(h) {
			seen[w.value(append(slices.Clone(rest), o...), memo)] = true
		}
	}
	v := 0
	for seen[v] {
		v++
	}
	memo[key] = v
	return v
}

// moveSet writes moves, each the sorted heaps it leaves, sorted.
func moveSet(moves [][]int) []string {
	out := make([]string, len(moves))
	for i, m := range moves {
		out[i] = fmt.Sprint(m)
	}
	slices.Sort(out)
	return out
}

func intBytes(hs []int) []byte {
	b := make([]byte, len(hs))
	for i, h := range hs {
		b[i] = byte(h)
	}
	return b
}

// TestModifiedAndInfiniteAgainstSearch plays random codes with modifiers
// and repeating blocks for real, on one heap and on two, and compares with
// Values and FastValues; the code as written and its normal form are the
// same game.
func TestModifiedAndInfiniteAgainstSearch(t *testing.T) {
	rng := rand.New(rand.NewPCG(23, 1))
	const size = 13
	for range 150 {
		w := randomWritten(rng)
		g := mustParse(t, w.String())
		built, err := Build(w.digits, w.mods, w.repeat)
		if err != nil || built.String() != g.String() {
			t.Fatalf("%s: Build gives %s (%v), Parse %s", w, built, err, g)
		}
		memo := map[string]int{}
		values := g.Values(size)
		fast, _ := g.FastValues(size-1, nil)
		for n := range size {
			if got := w.value([]int{n}, memo); got != values[n] || uint32(got) != fast[n] {
				t.Fatalf("%s (%s) heap %d: Values %d, FastValues %d, search %d", w, g, n, values[n], fast[n], got)
			}
			if got, want := moveSet(g.Moves(n)), moveSet(w.options(n)); !slices.Equal(got, want) {
				t.Fatalf("%s (%s) heap %d: Moves %v, the rules %v", w, g, n, got, want)
			}
		}
		for range 10 {
			a, b := 1+rng.IntN(size/2), 1+rng.IntN(size/2)
			if got := w.value([]int{a, b}, memo); got != values[a]^values[b] {
				t.Fatalf("%s heaps %d, %d: search %d, Values xor %d", w, a, b, got, values[a]^values[b])
			}
		}
		for k := range 3 * size {
			d, m := w.digit(k)
			if d&12 == 0 {
				m = Free
			}
			if g.Digit(k) != d || g.Modifier(k) != m && !(m == NotAllEqual && d&12 == 4 && g.Modifier(k) == Unequal) {
				t.Fatalf("%s (%s) digit %d: %d%s, written %d%s", w, g, k, g.Digit(k), g.Modifier(k), d, m)
			}
		}
	}
}

// TestNoProofForModifiedOrInfinite: Bound proves nothing where the
// periodicity theorem does not hold.
func TestNoProofForModifiedOrInfinite(t *testing.T) {
	for _, code := range []string{"4!.0", "0.7!", "0.[3]", "0.7[03]"} {
		if mustParse(t, code).Bound() != nil {
			t.Errorf("%s: a bound, want none", code)
		}
	}
	if g := mustParse(t, "0.[3]"); g.Finite() || g.MaxTake() < 1<<40 {
		t.Errorf("0.[3]: Finite %v, MaxTake %d", g.Finite(), g.MaxTake())
	}
}

// TestGrundysGame checks 4!.0 against the values of OEIS A002188.
func TestGrundysGame(t *testing.T) {
	want := []int{0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0, 4, 3, 0, 4, 3, 0, 4, 1, 2, 3, 1, 2, 4,
		1, 2, 4, 1, 2, 4, 1, 5, 4, 1, 5, 4, 1, 5, 4, 1, 0, 2, 1, 0, 2, 1, 5, 2, 1, 3, 2, 1, 3, 2, 4, 3, 2, 4,
		3, 2, 4, 3, 2, 4, 3, 2, 4, 3, 2, 4, 5, 2, 4, 5, 2, 4, 3, 7, 4, 3, 7, 4, 3, 7, 4, 3, 5, 2, 3, 5, 2, 3, 5, 2, 3}
	g := mustParse(t, "4!.0")
	values := g.Values(2000)
	if !slices.Equal(values[:len(want)], want) {
		t.Errorf("Grundy's game starts %v, want %v", values[:len(want)], want)
	}
	// Some of the rare values Flammenkamp lists.
	for n, v := range map[int]int{87: 7, 146: 6, 158: 11, 181: 12, 196: 10, 231: 10} {
		if values[n] != v {
			t.Errorf("Grundy's game heap %d: %d, want %d", n, values[n], v)
		}
	}
}
