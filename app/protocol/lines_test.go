package protocol

import (
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
