// Package input reads contest input: whitespace-separated integers, with every
// mistake reported as "input:LINE:COL: what was expected".
//
// A Reader works on the whole input held in memory, which is how both the
// command line (stdin read at once) and the browser (a pasted text) receive it.
// Reading is a single pass over the bytes with no allocation per number, so a
// few megabytes of integers parse in milliseconds.
package input

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"nimber/solver/span"
)

// Pos is a place in the input: 1-based line and column (columns count
// characters, not bytes).
type Pos struct {
	Line, Col int
}

// Error is a mistake in the input, at a position.
type Error struct {
	Pos
	Msg string
}

func (e *Error) Error() string {
	return fmt.Sprintf("input:%d:%d: %s", e.Line, e.Col, e.Msg)
}

// Reader reads integers from an input text one at a time.
type Reader struct {
	data      []byte
	off       int // next unread byte
	line      int // line of data[off]
	lineStart int // offset where that line starts
	tokStart  int // offset of the last token read
	tokLine   int
	tokLineAt int // lineStart of the last token

	// The last column computed (see column): colOff on the line starting at
	// colLine is column col.
	colLine, colOff, col int
}

// New returns a Reader over data. A leading UTF-8 byte order mark is skipped.
func New(data []byte) *Reader {
	r := &Reader{data: data, line: 1, colLine: -1}
	if len(data) >= 3 && data[0] == 0xEF && data[1] == 0xBB && data[2] == 0xBF {
		r.off, r.lineStart = 3, 3
	}
	r.tokLine, r.tokLineAt, r.tokStart = 1, r.lineStart, r.off
	return r
}

func isSpace(c byte) bool {
	return c == ' ' || c == '\n' || c == '\t' || c == '\r' || c == '\v' || c == '\f'
}

// skipSpace advances past white space, keeping the line count.
func (r *Reader) skipSpace() {
	r.off, r.line, r.lineStart = skipSpace(r.data, r.off, r.line, r.lineStart)
}

// skipSpace returns the offset of the first byte at or after off in data
// that is not white space, with the line it is on and where that line
// starts, given those of off. It works on local values, not a Reader's
// fields: in WebAssembly that makes the loop several times quicker.
func skipSpace(data []byte, off, line, lineStart int) (int, int, int) {
	for off < len(data) {
		c := data[off]
		if c == ' ' {
			off++
			continue
		}
		if c > ' ' || !isSpace(c) {
			break
		}
		off++
		if c == '\n' {
			line++
			lineStart = off
		}
	}
	return off, line, lineStart
}

// column turns a byte offset on a line into a 1-based character column.
// It counts on from the last column computed when that is on the same line
// and not further, so that asking for the position of every token in
// reading order costs time linear in the input however long its lines.
func (r *Reader) column(lineStart, off int) int {
	if lineStart != r.colLine || off < r.colOff {
		r.colLine, r.colOff, r.col = lineStart, lineStart, 1
	}
	r.col += utf8.RuneCount(r.data[r.colOff:off])
	r.colOff = off
	return r.col
}

// Pos returns the position of the last token read (the start of the input
// before any token was read).
func (r *Reader) Pos() Pos {
	return Pos{r.tokLine, r.column(r.tokLineAt, r.tokStart)}
}

// Here returns the position of the next token, or of the end of the input
// when no token is left.
func (r *Reader) Here() Pos {
	r.skipSpace()
	return Pos{r.line, r.column(r.lineStart, r.off)}
}

// AtEnd reports whether only white space is left.
func (r *Reader) AtEnd() bool {
	r.skipSpace()
	return r.off >= len(r.data)
}

// Errorf returns an *Error at pos.
func (r *Reader) Errorf(pos Pos, format string, args ...any) error {
	return &Error{pos, fmt.Sprintf(format, args...)}
}

// noBreakSpace is U+00A0 in UTF-8: pages copied from the web are full of
// it, and it is no white space to a contest judge.
const noBreakSpace = "\u00a0"

// found returns the token starting at off as an error quotes it (see
// token). When the token holds a no-break space, shown as \u00a0, it adds
// what that is and what to type instead.
func (r *Reader) found(off int) string {
	q := strconv.Quote(r.token(off))
	if strings.Contains(string(r.data[off:r.tokenEnd(off)]), noBreakSpace) {
		q += ` (\u00a0 is a no-break space, U+00A0, as copied from web pages: replace it with a plain space)`
	}
	return q
}

// tokenEnd returns the offset just past the white-space delimited token
// starting at off.
func (r *Reader) tokenEnd(off int) int {
	for off < len(r.data) && !isSpace(r.data[off]) {
		off++
	}
	return off
}

// token returns the text of the white-space delimited token starting at off,
// shortened for messages.
func (r *Reader) token(off int) string {
	end := r.tokenEnd(off)
	const maxLen = 24
	if end-off > maxLen {
		cut := off + maxLen
		for cut > off && !utf8.RuneStart(r.data[cut]) {
			cut--
		}
		return string(r.data[off:cut]) + "…"
	}
	return string(r.data[off:end])
}

// Int reads the next integer, which must lie in [lo, hi]. name is how the
// value is called in the statement ("n", "f", "a_i") and appears in errors.
// At the end of the input the error says that name was expected.
func (r *Reader) Int(name string, lo, hi int64) (int64, error) {
	r.skipSpace()
	if r.off >= len(r.data) {
		return 0, r.Errorf(r.Here(), "unexpected end of input: expected %s", name)
	}
	data, start := r.data, r.off
	r.tokStart, r.tokLine, r.tokLineAt = start, r.line, r.lineStart
	i := start
	neg := false
	if c := data[i]; c == '-' || c == '+' {
		neg = c == '-'
		i++
	}
	digits := i
	for i < len(data) && data[i] == '0' {
		i++
	}
	significant := i
	var v uint64
	for i < len(data) {
		c := data[i] - '0'
		if c > 9 {
			break
		}
		v = v*10 + uint64(c)
		i++
	}
	if i == digits || (i < len(data) && !isSpace(data[i])) {
		return 0, r.Errorf(r.Pos(), "expected an integer (%s), found %s", name, r.found(start))
	}
	r.off = i
	// Nineteen digits never wrap a uint64; more are out of any int64 range.
	if i-significant > 19 || v > 1<<63 || (!neg && v == 1<<63) {
		return 0, r.Errorf(r.Pos(), "%s = %s is out of range [%d, %d]", name, r.token(start), lo, hi)
	}
	x := int64(v)
	if neg {
		x = -x
	}
	if x < lo || x > hi {
		return 0, r.Errorf(r.Pos(), "%s = %d is out of range [%d, %d]", name, x, lo, hi)
	}
	return x, nil
}

// Ints reads n integers in [lo, hi] into dst[:0] and returns it. When the
// input ends early the error counts how many are still missing, calling one
// of them one and several many ("pile", "piles").
//
// It reads the plain tokens, up to plainDigits digits followed by white
// space or the end, in a loop of its own on local values; any other token,
// and any value out of range, goes to Int, so that errors are Int's.
func (r *Reader) Ints(dst []int64, n int, name, one, many string, lo, hi int64) ([]int64, error) {
	// Each integer takes a byte and a separator, so n beyond that is
	// missing numbers, not room to make.
	dst = slices.Grow(dst[:0], max(0, min(n, (len(r.data)-r.off)/2+1)))
	for len(dst) < n {
		limit := min(n, len(dst)+span.Len)
		if dst = r.plainInts(dst, limit, lo, hi); len(dst) == limit {
			continue
		}
		if r.AtEnd() {
			return dst, r.Missing(n-len(dst), one, many)
		}
		x, err := r.Int(name, lo, hi)
		if err != nil {
			return dst, err
		}
		dst = append(dst, x)
	}
	return dst, nil
}

// plainInts reads for Ints the plain tokens in [lo, hi] into dst until it
// holds limit integers, and stops at white space before any other token.
// Ints calls it once for each span of numbers (see package span), so it
// must stay a call of its own.
//
//go:noinline
func (r *Reader) plainInts(dst []int64, limit int, lo, hi int64) []int64 {
	data, off, line, lineStart := r.data, r.off, r.line, r.lineStart
	for len(dst) < limit {
		off, line, lineStart = skipSpace(data, off, line, lineStart)
		start := off
		var v uint64
		for off < len(data) && off-start < plainDigits {
			c := data[off] - '0'
			if c > 9 {
				break
			}
			v = v*10 + uint64(c)
			off++
		}
		if x := int64(v); off > start && (off == len(data) || isSpace(data[off])) && x >= lo && x <= hi {
			dst = append(dst, x)
			r.tokStart, r.tokLine, r.tokLineAt = start, line, lineStart
			continue
		}
		off = start
		break
	}
	r.off, r.line, r.lineStart = off, line, lineStart
	return dst
}

// plainDigits is the most digits Ints reads on its own: eighteen never
// overflow an int64.
const plainDigits = 18

// Missing returns the error for an input that ends while count more items
// are expected; one item is called one, several many ("row", "rows").
func (r *Reader) Missing(count int, one, many string) error {
	what := many
	if count == 1 {
		what = one
	}
	return r.Errorf(r.Here(), "unexpected end of input: %d more %s expected", count, what)
}

// End checks that nothing but white space is left.
func (r *Reader) End() error {
	if r.AtEnd() {
		return nil
	}
	return r.Errorf(r.Here(), "expected end of input, found %s", r.found(r.off))
}

// Rest returns every integer left in the input, in order, when what is left
// is plain tokens only (see Ints) separated by white space, each fitting in
// a T; otherwise it reports false. It does not move r: it is a fast first
// pass over an input that is nearly always valid, for a caller that checks
// the numbers' structure itself and, when anything is off, reads the input
// again with Int and Ints, whose errors name the place. The integers are
// written into dst's room, from its start: give it room for the most a
// valid input holds, as Rest reports false when they do not fit.
func Rest[T int32 | int64](r *Reader, dst []T) ([]T, bool) {
	data := r.data[r.off:]
	dst = dst[:0]
	off, ok := 0, true
	span.Each(len(data), func(_, hi int) {
		if ok && off < hi {
			off, dst, ok = restSpan(data, off, hi, dst)
		}
	})
	if !ok {
		return nil, false
	}
	return dst, true
}

// restSpan reads for Rest the tokens of data that start at off and before
// end into dst, the last of them maybe running past end, and returns where
// it stopped; it reports false as Rest does.
func restSpan[T int32 | int64](data []byte, off, end int, dst []T) (int, []T, bool) {
	for off < end {
		c := data[off]
		if d := c - '0'; d <= 9 {
			start, v := off, uint64(d)
			for off++; off < len(data); off++ {
				d = data[off] - '0'
				if d > 9 {
					break
				}
				v = v*10 + uint64(d)
			}
			// The token ends at white space or else at something
			// that the next turn refuses.
			if off-start > plainDigits || int64(T(v)) != int64(v) {
				return off, nil, false
			}
			if len(dst) == cap(dst) {
				return off, nil, false
			}
			dst = append(dst, T(v))
			continue
		}
		if c != ' ' && c != '\n' && !isSpace(c) {
			return off, nil, false
		}
		off++
	}
	return off, dst, true
}
