package protocol

import (
	"encoding/binary"
	"math/bits"
	"unicode/utf16"
	"unicode/utf8"
)

// LineStarts returns Result.Lines for the output text: where each line
// starts, counted in UTF-16 code units as JavaScript indexes strings, then
// the length of text. A final line break ends the last line rather than
// starting an empty one; an empty text has no line.
//
// It reads eight bytes at a time where they are ASCII (a contest output
// nearly always is), and sizes its result once, from a first count of the
// line breaks: the worker runs it on megabytes of output in code the
// engine has not yet optimised, where a loop step per byte and a growing
// slice each cost more than the rest of the answer.
func LineStarts(text []byte) []uint32 {
	starts := make([]uint32, 1, countLineBreaks(text)+2)
	n := uint32(0) // UTF-16 units before text[i]
	for i := 0; i < len(text); {
		if i+8 <= len(text) {
			if w := binary.LittleEndian.Uint64(text[i:]); w&highBits == 0 {
				for m := lineBreaks(w); m != 0; m &= m - 1 {
					next := bits.TrailingZeros64(m)/8 + 1 // the byte after the break
					if i+next < len(text) {
						starts = append(starts, n+uint32(next))
					}
				}
				i, n = i+8, n+8
				continue
			}
		}
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
		if r == utf8.RuneError && size == 1 {
			size = invalidLen(text[i:])
		}
		i += size
		n += uint32(utf16.RuneLen(r)) // 2 for a surrogate pair
	}
	if n == 0 {
		return []uint32{0}
	}
	return append(starts, n)
}

// invalidLen returns how many bytes at the start of p, which are not
// UTF-8, the browser's decoder (TextDecoder, the Encoding Standard's UTF-8
// decoder) turns into one U+FFFD: the start of a sequence and the
// continuation bytes it allows that follow, up to the first it does not
// (which starts the next), or a single byte that starts no sequence. Go's
// decoder takes them one byte at a time.
func invalidLen(p []byte) int {
	need, lo, hi := 0, byte(0x80), byte(0xbf)
	switch c := p[0]; {
	case c >= 0xc2 && c <= 0xdf:
		need = 1
	case c >= 0xe0 && c <= 0xef:
		need = 2
		if c == 0xe0 {
			lo = 0xa0 // no overlong form
		} else if c == 0xed {
			hi = 0x9f // no surrogate
		}
	case c >= 0xf0 && c <= 0xf4:
		need = 3
		if c == 0xf0 {
			lo = 0x90 // no overlong form
		} else if c == 0xf4 {
			hi = 0x8f // nothing past U+10FFFF
		}
	}
	n := 1
	for n <= need && n < len(p) && p[n] >= lo && p[n] <= hi {
		n, lo, hi = n+1, 0x80, 0xbf
	}
	return n
}

// highBits and lowBits select, in a word of eight bytes, each byte's high
// bit and each byte's other bits.
const highBits, lowBits = 0x8080808080808080, 0x7f7f7f7f7f7f7f7f

// lineBreaks returns the high bit of each byte of w (eight bytes of text)
// that is '\n': x's byte is zero exactly there, and adding 0x7f to a
// byte's low bits sets its high bit unless they are zero, with no carry
// into the next byte.
func lineBreaks(w uint64) uint64 {
	x := w ^ ('\n' * 0x0101010101010101)
	return ^((x&lowBits + lowBits) | x) & highBits
}

// countLineBreaks returns how many bytes of text are '\n'.
func countLineBreaks(text []byte) int {
	count, i := 0, 0
	for ; i+8 <= len(text); i += 8 {
		count += bits.OnesCount64(lineBreaks(binary.LittleEndian.Uint64(text[i:])))
	}
	for _, c := range text[i:] {
		if c == '\n' {
			count++
		}
	}
	return count
}
