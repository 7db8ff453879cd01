package play

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"nimber/solver/sums"
)

// join writes each of xs with form, separated by sep: the lists of the
// positions' text forms.
func join[T any](xs []T, sep string, form func(T) string) string {
	parts := make([]string, len(xs))
	for i, x := range xs {
		parts[i] = form(x)
	}
	return strings.Join(parts, sep)
}

// cutPlay splits a position's text form into the position and its play: a
// trailing "/misere" (white space allowed) says misère play; anything else
// after the '/' is refused.
func cutPlay(text string) (head string, misere bool, err error) {
	head, play, misere := strings.Cut(text, "/")
	if name := strings.TrimSpace(play); misere && name != sums.Misere.String() {
		sc := &scanner{s: text, pos: len(head) + 1}
		sc.skip()
		return "", false, sc.errorf(sc.pos, "expected %q (misère play) after '/', found %q", sums.Misere.String(), name)
	}
	return head, misere, nil
}

// scanner reads a position's text form: integers and punctuation, with
// white space (line breaks included) allowed between tokens.
type scanner struct {
	s   string
	pos int
}

// errorf returns an Error at byte offset at.
func (sc *scanner) errorf(at int, format string, a ...any) error {
	line := 1 + strings.Count(sc.s[:at], "\n")
	start := strings.LastIndexByte(sc.s[:at], '\n') + 1
	return &Error{Line: line, Col: utf8.RuneCountInString(sc.s[start:at]) + 1, Msg: fmt.Sprintf(format, a...)}
}

func (sc *scanner) skip() {
	for sc.pos < len(sc.s) && strings.IndexByte(" \t\r\n", sc.s[sc.pos]) >= 0 {
		sc.pos++
	}
}

// found describes the token at the current position, for messages.
func (sc *scanner) found() string {
	if sc.pos >= len(sc.s) {
		return "end of text"
	}
	end := sc.pos + 1
	for end < len(sc.s) && end < sc.pos+12 && strings.IndexByte(" \t\r\n,;:/", sc.s[end]) < 0 {
		end++
	}
	return strconv.Quote(sc.s[sc.pos:end])
}

// atEnd reports whether only white space is left.
func (sc *scanner) atEnd() bool {
	sc.skip()
	return sc.pos == len(sc.s)
}

// peek reports whether the next token is the byte c.
func (sc *scanner) peek(c byte) bool {
	sc.skip()
	return sc.pos < len(sc.s) && sc.s[sc.pos] == c
}

// accept consumes the byte c if it comes next.
func (sc *scanner) accept(c byte) bool {
	if sc.peek(c) {
		sc.pos++
		return true
	}
	return false
}

// expect consumes the byte c or fails.
func (sc *scanner) expect(c byte) error {
	if !sc.accept(c) {
		return sc.errorf(sc.pos, "expected '%c', found %s", c, sc.found())
	}
	return nil
}

// end fails unless only white space is left.
func (sc *scanner) end() error {
	if !sc.atEnd() {
		return sc.errorf(sc.pos, "expected end of text, found %s", sc.found())
	}
	return nil
}

// int reads an integer (optionally signed) named name in [lo, hi], returning
// it with the offset where it starts.
func (sc *scanner) int(name string, lo, hi int64) (int64, int, error) {
	sc.skip()
	start := sc.pos
	i := sc.pos
	if i < len(sc.s) && sc.s[i] == '-' {
		i++
	}
	digits := i
	for i < len(sc.s) && sc.s[i] >= '0' && sc.s[i] <= '9' {
		i++
	}
	if i == digits {
		return 0, start, sc.errorf(start, "expected an integer (%s), found %s", name, sc.found())
	}
	v, err := strconv.ParseInt(sc.s[start:i], 10, 64)
	sc.pos = i
	if err != nil || v < lo || v > hi {
		return 0, start, sc.errorf(start, "%s = %s is out of range [%d, %d]", name, sc.s[start:i], lo, hi)
	}
	return v, start, nil
}

// list reads integers named name in [lo, hi] separated by commas or white
// space, up to most of them; an empty list is allowed when the text (or the part before stop)
// ends at once.
func (sc *scanner) list(name string, lo, hi int64, most int, stop byte) ([]int64, []int, error) {
	var vs []int64
	var at []int
	if sc.atEnd() || sc.peek(stop) {
		return vs, at, nil
	}
	for {
		v, p, err := sc.int(name, lo, hi)
		if err != nil {
			return nil, nil, err
		}
		if len(vs) == most {
			return nil, nil, sc.errorf(p, "more than %d %ss", most, name)
		}
		vs, at = append(vs, v), append(at, p)
		if !sc.accept(',') && (len(vs) == most || !sc.startsInt()) {
			return vs, at, nil
		}
	}
}

// startsInt reports whether an integer comes next: items of a list are
// separated by commas or by white space alone ("3,5,7" or "3 5 7").
func (sc *scanner) startsInt() bool {
	sc.skip()
	rest := strings.TrimPrefix(sc.s[sc.pos:], "-")
	return rest != "" && rest[0] >= '0' && rest[0] <= '9'
}

// header reads the integer named name in [lo, hi] that opens a position's
// text, and the ':' after it.
func (sc *scanner) header(name string, lo, hi int64) (int, error) {
	v, _, err := sc.int(name, lo, hi)
	if err != nil {
		return 0, err
	}
	return int(v), sc.expect(':')
}
