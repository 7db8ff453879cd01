package protocol

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"unicode/utf16"
)

// naiveLineStarts splits text as JavaScript would see it (UTF-16) at each
// line break.
func naiveLineStarts(text string) []uint32 {
	if text == "" {
		return []uint32{0}
	}
	units := utf16.Encode([]rune(text))
	starts := []uint32{0}
	for i, u := range units {
		if u == '\n' && i+1 < len(units) {
			starts = append(starts, uint32(i+1))
		}
	}
	return append(starts, uint32(len(units)))
}

func TestLineStarts(t *testing.T) {
	cases := map[string][]uint32{
		"":             {0},
		"\n":           {0, 1},
		"Alice\nBob\n": {0, 6, 10},
		"Alice\nBob":   {0, 6, 9},
		"a\n\nb\n":     {0, 2, 3, 5},
		"é\n😀x\n":      {0, 2, 6},
		"\xff\n":       {0, 2}, // invalid UTF-8 becomes U+FFFD, one unit
		// A sequence cut short is one U+FFFD; a byte its start does not
		// allow next starts again (the Encoding Standard's UTF-8 decoder).
		"\xe4\xb8\n":         {0, 2},
		"\xf0\x9f\x98a\nb":   {0, 3, 4},
		"\xe0\x80\n":         {0, 3}, // overlong: two
		"\xed\xa0\x80\n":     {0, 4}, // a surrogate: three
		"\xf4\x90\x80\x80\n": {0, 5}, // past U+10FFFF: four
	}
	for text, want := range cases {
		if got := LineStarts([]byte(text)); !slices.Equal(got, want) {
			t.Errorf("%q: got %v, want %v", text, got, want)
		}
	}
	for _, text := range []string{strings.Repeat("0 1\n", 50), "中文\n一\r\n\n𝔸b\nlast"} {
		if got, want := LineStarts([]byte(text)), naiveLineStarts(text); !slices.Equal(got, want) {
			t.Errorf("%q: got %v, want %v", text, got, want)
		}
	}
}

// TestLineStartsRandom compares LineStarts with naiveLineStarts on random
// texts of ASCII, line breaks, characters of two to four bytes and single
// bytes that are not UTF-8, at every alignment of the eight-byte steps.
// (Go's decoder and the browser's agree on those; TestLineStartsAsDecoded
// compares with the browser's on sequences cut short too, under Node.)
func TestLineStartsRandom(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 5))
	pieces := []string{"a", "7", " ", "\n", "\n", "\r\n", "é", "中", "😀", "\xff", "\x80"}
	for range 20000 {
		var b strings.Builder
		for range rng.IntN(40) {
			b.WriteString(pieces[rng.IntN(len(pieces))])
		}
		text := b.String()
		if got, want := LineStarts([]byte(text)), naiveLineStarts(text); !slices.Equal(got, want) {
			t.Fatalf("%q: got %v, want %v", text, got, want)
		}
	}
}

// TestCountLineBreaks checks the word-wise count against a byte at a
// time, for every byte value beside a line break.
func TestCountLineBreaks(t *testing.T) {
	for c := range 256 {
		text := []byte(strings.Repeat(string([]byte{byte(c), '\n', byte(c)}), 7))
		if got, want := countLineBreaks(text), strings.Count(string(text), "\n"); got != want {
			t.Errorf("byte %#x: %d line breaks, want %d", c, got, want)
		}
	}
}

func BenchmarkLineStarts(b *testing.B) {
	text := []byte(strings.Repeat("Black\nWhite\n", 85000))
	b.SetBytes(int64(len(text)))
	for b.Loop() {
		LineStarts(text)
	}
}
