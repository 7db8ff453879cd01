package contest

import (
	"fmt"
	"strings"
)

// Describe fills in p's description from text, the problem.txt its adapter
// embeds, and returns p. The text is a header of fields, one a line
// ("Title: …", "Summary: …", "Limits: …" and, when answers are words,
// "Words: Alice Bob"), a blank line, the statement (its lines joined by
// single spaces), then the samples verbatim, each a line "--- input"
// followed by the input's lines and a line "--- output" followed by the
// output's. Text of another form is a programming error: Describe panics,
// naming p.
func Describe(p *Problem, text string) *Problem {
	fail := func(format string, args ...any) {
		panic(fmt.Sprintf("contest: the description of %s: %s", p.ID, fmt.Sprintf(format, args...)))
	}
	header, rest, ok := strings.Cut(text, "\n\n")
	if !ok {
		fail("no blank line after the header")
	}
	for line := range strings.SplitSeq(header, "\n") {
		name, value, ok := strings.Cut(line, ": ")
		if !ok || value == "" {
			fail("header line %q is not Name: value", line)
		}
		switch name {
		case "Title":
			p.Title = value
		case "Summary":
			p.Summary = value
		case "Limits":
			p.Limits = value
		case "Words":
			p.Words = strings.Fields(value)
		default:
			fail("unknown field %q", name)
		}
	}
	statement, samples, _ := strings.Cut(rest, "--- input\n")
	p.Statement = strings.Join(strings.Fields(statement), " ")
	for samples != "" {
		in, after, ok := strings.Cut(samples, "--- output\n")
		if !ok {
			fail("sample %d has no output", len(p.Samples)+1)
		}
		out, next, _ := strings.Cut(after, "--- input\n")
		p.Samples = append(p.Samples, Sample{Input: in, Output: out})
		samples = next
	}
	if p.Title == "" || p.Summary == "" || p.Statement == "" || p.Limits == "" || len(p.Samples) == 0 {
		fail("a title, summary, statement, limits and samples are required")
	}
	return p
}
