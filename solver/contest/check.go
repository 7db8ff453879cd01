package contest

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"nimber/solver/input"
)

// OutputError is an output that cannot be read as answers to the problem,
// at a position of that output.
type OutputError struct {
	input.Pos
	Msg string
}

func (e *OutputError) Error() string {
	return fmt.Sprintf("output:%d:%d: %s", e.Line, e.Col, e.Msg)
}

// Verdict is how one case of a checked output compares with the expected
// answer.
type Verdict uint8

// The verdicts of a case.
const (
	Correct Verdict = iota
	Wrong           // some word differs
	Missing         // the output ends before the case's answer does
)

func (v Verdict) String() string {
	return [...]string{"correct", "wrong", "missing"}[v]
}

// CaseCheck is the verdict on one case of a checked output.
type CaseCheck struct {
	Verdict Verdict
	// Got is what the output says for the case (fewer words than the
	// answer when Missing).
	Got []string
	// At is where the case's answer starts in the checked output (its end
	// when the output has no word of it).
	At input.Pos
}

// Mismatch is the first word of a checked output that differs from the
// expected one.
type Mismatch struct {
	Case     int       // index in Explanation.Cases; len(Cases) for extra output
	At       input.Pos // in the checked output
	Expected string    // "end of output" for extra output
	Got      string    // "end of output" when the output is short
	Note     string    // when Got can be no answer: what answers are ("answers are Yes or No")
}

// Aside writes a mismatch's note in parentheses after a space, for the end
// of a sentence; "" when there is no note.
func Aside(note string) string {
	if note == "" {
		return ""
	}
	return " (" + note + ")"
}

// Report is the result of checking an output against an explained input.
type Report struct {
	*Explanation
	Cases []CaseCheck // one per case of the explanation
	First *Mismatch   // nil when every word is right and nothing follows
}

// OK reports whether the output is entirely right.
func (r *Report) OK() bool { return r.First == nil }

// Check compares an output with the explained expected one word by word, as
// judges do: white space only separates words, and any other difference,
// "yes" for "Yes" included, is a wrong answer. words lists the words an
// answer may be (Alice, Bob); nil means answers are integers: a mismatch
// whose word is none of them says so in its Note. An output that is not
// UTF-8 text, or holds control characters, cannot be read: the error is an
// *OutputError naming its line and column.
func Check(e *Explanation, words []string, out []byte) (*Report, error) {
	if err := readable(out); err != nil {
		return nil, err
	}
	toks := Tokens(out)
	end := endPos(out)
	r := &Report{Explanation: e, Cases: make([]CaseCheck, len(e.Cases))}
	next := 0
	for i, c := range e.Cases {
		cc := &r.Cases[i]
		cc.At = end
		if next < len(toks) {
			cc.At = toks[next].Pos
		}
		for _, want := range c.Answer {
			if next >= len(toks) {
				cc.Verdict = Missing
				r.mismatch(i, end, want, "end of output")
				break
			}
			t := toks[next]
			next++
			cc.Got = append(cc.Got, t.Text)
			if t.Text != want {
				if cc.Verdict == Correct {
					cc.Verdict = Wrong
				}
				r.mismatch(i, t.Pos, want, t.Text)
			}
		}
	}
	if next < len(toks) {
		r.mismatch(len(e.Cases), toks[next].Pos, "end of output", toks[next].Text)
	}
	if f := r.First; f != nil && f.Got != "end of output" {
		f.Note = answerNote(words, f.Got)
	}
	return r, nil
}

// answerNote says what answers are when w can be none of them, else "".
func answerNote(words []string, w string) string {
	if words == nil {
		if _, err := strconv.ParseInt(w, 10, 64); err != nil {
			return "answers are integers"
		}
		return ""
	}
	if slices.Contains(words, w) {
		return ""
	}
	return "answers are " + oneOf(words)
}

// mismatch records a mismatch unless an earlier one is known.
func (r *Report) mismatch(c int, at input.Pos, want, got string) {
	if r.First == nil {
		r.First = &Mismatch{Case: c, At: at, Expected: want, Got: got}
	}
}

// readable checks that out is UTF-8 text without control characters other
// than white space.
func readable(out []byte) error {
	line, col := 1, 1
	for i := 0; i < len(out); {
		r, size := utf8.DecodeRune(out[i:])
		switch {
		case r == utf8.RuneError && size == 1:
			return &OutputError{input.Pos{Line: line, Col: col}, fmt.Sprintf("the output is not UTF-8 text (byte 0x%02x)", out[i])}
		case r < ' ' && !strings.ContainsRune("\t\n\v\f\r", r), r == 0x7f:
			return &OutputError{input.Pos{Line: line, Col: col}, fmt.Sprintf("the output holds the control character %U", r)}
		case r == '\n':
			line, col = line+1, 1
		default:
			col++
		}
		i += size
	}
	return nil
}

// endPos returns the position just after the last character of out.
func endPos(out []byte) input.Pos {
	line := 1 + strings.Count(string(out), "\n")
	last := strings.LastIndexByte(string(out), '\n')
	return input.Pos{Line: line, Col: utf8.RuneCount(out[last+1:]) + 1}
}

// oneOf lists words as "A, B or C".
func oneOf(words []string) string {
	if len(words) == 1 {
		return words[0]
	}
	return strings.Join(words[:len(words)-1], ", ") + " or " + words[len(words)-1]
}
