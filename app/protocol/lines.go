package protocol

import (
	"unicode/utf16"
	"unicode/utf8"
)

// LineStarts returns Result.Lines for the output text: where each line
// starts, counted in UTF-16 code units as JavaScript indexes strings, then
// the length of text. A final line break ends the last line rather than
// starting an empty one; an empty text has no line.
func LineStarts(text []byte) []uint32 {
	starts := []uint32{0}
	n := uint32(0)
	for i := 0; i < len(text); {
		c := text[i]
		if c < utf8.RuneSelf {
			i++
			n++
			if c == '\n' && i < len(text) {
				starts = append(starts, n)
			}
			continue
		}
		r, size := utf8.DecodeRune(text[i:])
		i += size
		n += uint32(utf16.RuneLen(r)) // 2 for a surrogate pair
	}
	if n == 0 {
		return []uint32{0}
	}
	return append(starts, n)
}
