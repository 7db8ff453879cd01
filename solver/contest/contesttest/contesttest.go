// Package contesttest holds the checks that every contest problem's tests
// share: the statement's samples, exact error messages, and the fuzz target
// of the parser.
package contesttest

import (
	"bytes"
	"errors"
	"fmt"
	"regexp"
	"strings"
	"testing"

	"nimber/solver/contest"
	"nimber/solver/input"
	"nimber/solver/testfile"
)

// Solve answers in with p, failing the test on an input error, and on a
// job's Direct output differing from the one from its tables (Run).
func Solve(t testing.TB, p *contest.Problem, in string) string {
	t.Helper()
	out, err := p.Solve([]byte(in))
	if err != nil {
		t.Fatalf("%s: unexpected error %v for input\n%s", p.ID, err, in)
	}
	if job, _ := p.Prepare([]byte(in)); job.Direct != nil {
		if run := job.Run(nil); string(run) != string(out) {
			t.Fatalf("%s: Direct answers %q, the tables %q, for input\n%s", p.ID, out, run, in)
		}
	}
	return string(out)
}

// Samples checks p's answers to its samples, byte for byte.
func Samples(t *testing.T, p *contest.Problem) {
	t.Helper()
	if len(p.Samples) == 0 {
		t.Fatalf("%s has no samples", p.ID)
	}
	for i, s := range p.Samples {
		if got := Solve(t, p, s.Input); got != s.Output {
			t.Errorf("%s sample %d: got %q, want %q", p.ID, i+1, got, s.Output)
		}
	}
}

// Errors checks that each bad input (a key of cases) is refused with exactly
// the message cases maps it to.
func Errors(t *testing.T, p *contest.Problem, cases map[string]string) {
	t.Helper()
	for in, want := range cases {
		out, err := p.Solve([]byte(in))
		if err == nil {
			t.Errorf("%s: input %q was accepted (output %q), want error %q", p.ID, in, out, want)
			continue
		}
		if err.Error() != want {
			t.Errorf("%s: input %q: error %q, want %q", p.ID, in, err, want)
		}
	}
}

// ErrorFile checks the bad inputs of testdata/errors.txt as Errors does:
// each case of the file (see package testfile) is an input and its exact
// message.
func ErrorFile(t *testing.T, p *contest.Problem) {
	t.Helper()
	cases := map[string]string{}
	for _, c := range testfile.Read(t, "testdata/errors.txt") {
		cases[c.Input] = c.Want
	}
	Errors(t, p, cases)
}

var errorForm = regexp.MustCompile(`^input:[1-9][0-9]*:[1-9][0-9]*: [^\n]+$`)

// Fuzz runs p's parser on arbitrary inputs seeded with the samples. It must
// never panic; a refused input must be an *input.Error of the documented form;
// an accepted one must give lines of output. Inputs larger than maxLen bytes
// are skipped so that a fuzz run explores shapes rather than sizes; answers
// are computed only for inputs small accepts (nil: all), so that a short fuzz
// run is not spent building full-size tables.
func Fuzz(f *testing.F, p *contest.Problem, maxLen int, small func(in []byte) bool) {
	for _, s := range p.Samples {
		f.Add([]byte(s.Input))
	}
	f.Fuzz(func(t *testing.T, in []byte) {
		if len(in) > maxLen {
			return
		}
		job, err := p.Prepare(in)
		if err != nil {
			var ie *input.Error
			if !errors.As(err, &ie) || !errorForm.MatchString(err.Error()) {
				t.Fatalf("error %q (%T) is not of the form input:LINE:COL: message", err, err)
			}
			return
		}
		if small != nil && !small(in) {
			return
		}
		out := string(job.Run(nil))
		if out == "" || !strings.HasSuffix(out, "\n") {
			t.Fatalf("output %q is not a sequence of lines", out)
		}
	})
}

// Cache answers inputs as the browser does, building each table once per Key
// and reusing it for every later input that names the same Key: were two
// different tables given one Key, the answers would go wrong.
type Cache map[string][]byte

// Solve answers in with p, failing the test on an input error.
func (c Cache) Solve(t testing.TB, p *contest.Problem, in string) string {
	t.Helper()
	job, err := p.Prepare([]byte(in))
	if err != nil {
		t.Fatalf("%s: unexpected error %v for input\n%s", p.ID, err, in)
	}
	return string(job.Answer(c.data(job)))
}

// BenchSolve measures p answering in from scratch: parsing, every table and
// the answer, as `nimber solve` does.
func BenchSolve(b *testing.B, p *contest.Problem, in []byte) {
	b.SetBytes(int64(len(in)))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := p.Solve(in); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchPrepareShapes measures p's parser on the inputs gen makes for each
// size, as gen writes them (many lines) and with every line break turned
// into a space (one line), reporting nanoseconds per input byte: a cost
// linear in the input shows the same figure at every size and shape.
func BenchPrepareShapes(b *testing.B, p *contest.Problem, gen func(size int) []byte, sizes ...int) {
	for _, size := range sizes {
		lines := gen(size)
		oneLine := bytes.ReplaceAll(lines, []byte("\n"), []byte(" "))
		for _, c := range []struct {
			shape string
			in    []byte
		}{{"lines", lines}, {"one-line", oneLine}} {
			b.Run(fmt.Sprintf("%s/size=%d", c.shape, size), func(b *testing.B) {
				for b.Loop() {
					if _, err := p.Prepare(c.in); err != nil {
						b.Fatal(err)
					}
				}
				b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(c.in)), "ns/byte")
			})
		}
	}
}
