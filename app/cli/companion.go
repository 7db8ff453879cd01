//go:build !js

package cli

import (
	"bufio"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"nimber/app/frame"
	"nimber/app/protocol"
	"nimber/solver/contest"
)

// explain prints every case of a contest input explained.
func explain(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	p, in, release, ok := problemInput("explain", args, stdin, stderr)
	if !ok {
		return 2
	}
	defer release()
	e, err := p.Explain(in)
	if err != nil {
		fmt.Fprintln(stderr, err)
		return 2
	}
	w := bufio.NewWriter(stdout)
	for i := range e.Cases {
		writeCase(w, &e.Cases[i])
	}
	if err := w.Flush(); err != nil {
		fmt.Fprintf(stderr, "nimber: %v\n", err)
		return 1
	}
	return 0
}

// playLink returns the play page's address of a case's position.
func playLink(c *contest.Case) string {
	return frame.PlayHref(c.Game, c.Position)
}

// writeCase writes one explained case: its answer, components, value,
// verdict, winning move and where to play it.
func writeCase(w io.Writer, c *contest.Case) {
	fmt.Fprintf(w, "%s (input %d:%d) answers %s (output %d:%d)\n", c.Name, c.At.Line, c.At.Col, strings.Join(c.Answer, " "), c.Out.Line, c.Out.Col)
	for _, part := range c.Parts {
		fmt.Fprintf(w, "  %s: %s\n", part.Name, part.Value)
	}
	fmt.Fprintf(w, "  value: %s\n  verdict: %s\n", c.Value, c.Verdict)
	if c.Move != "" {
		fmt.Fprintf(w, "  winning move: %s\n", c.Move)
	}
	if c.Position != "" {
		fmt.Fprintf(w, "  play: %s\n", playLink(c))
	} else {
		fmt.Fprintf(w, "  play: not offered (%s)\n", c.NoPlay)
	}
}

// check compares an output with the expected one: exit 0 when all is
// right, 1 on a mismatch, 2 when the input or the output cannot be read.
func check(args []string, stdout, stderr io.Writer) int {
	if len(args) != 3 {
		return fail(stderr, fmt.Errorf("usage: nimber check PROBLEM INPUT OUTPUT"))
	}
	p, in, release, ok := problemInput("check", args[:2], nil, stderr)
	if !ok {
		return 2
	}
	defer release()
	out, err := os.ReadFile(args[2])
	if err != nil {
		return fail(stderr, err)
	}
	e, err := p.Explain(in)
	if err != nil {
		fmt.Fprintln(stderr, err)
		return 2
	}
	r, err := contest.Check(e, p.Words, out)
	if err != nil {
		fmt.Fprintln(stderr, err)
		return 2
	}
	w := bufio.NewWriter(stdout)
	defer w.Flush()
	if r.OK() {
		fmt.Fprintf(w, "all %d cases correct\n", len(r.Cases))
		return 0
	}
	wrong := 0
	for i, cc := range r.Cases {
		c := &e.Cases[i]
		switch cc.Verdict {
		case contest.Correct:
			fmt.Fprintf(w, "%s: correct\n", c.Name)
			continue
		case contest.Wrong:
			fmt.Fprintf(w, "%s: wrong at output %d:%d: expected %s, got %s\n", c.Name, cc.At.Line, cc.At.Col, strings.Join(c.Answer, " "), strings.Join(cc.Got, " "))
		case contest.Missing:
			fmt.Fprintf(w, "%s: missing (the output ends at %d:%d)\n", c.Name, cc.At.Line, cc.At.Col)
		}
		wrong++
	}
	f := r.First
	fmt.Fprintf(w, "%d of %d cases wrong or missing\n", wrong, len(r.Cases))
	fmt.Fprintf(w, "first mismatch at output %d:%d: expected %s, got %s%s\n", f.At.Line, f.At.Col, f.Expected, f.Got, contest.Aside(f.Note))
	if f.Case < len(e.Cases) {
		writeCase(w, &e.Cases[f.Case])
	}
	return 1
}

// gen writes a generated input to stdout and, with -answers, its expected
// output to a file.
func gen(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("gen", flag.ContinueOnError)
	kind := fs.String("kind", "random", "random, max or edge")
	seed := fs.Uint64("seed", 1, "the seed: the same seed gives the same input")
	cases := fs.Int("cases", 0, "the number of cases (0: the kind's default)")
	answers := fs.String("answers", "", "write the expected output to this file")
	pos, err := positional(fs, args)
	switch {
	case err != nil:
		return fail(stderr, fmt.Errorf("gen: %v", err))
	case len(pos) != 1:
		return fail(stderr, usageError("gen PROBLEM [-kind random|max|edge] [-seed S] [-cases T] [-answers FILE]", pos, 1))
	case *cases < 0:
		return fail(stderr, fmt.Errorf("-cases %d: expected a number of cases (0: the kind's default; more than the limits allow is brought within them)", *cases))
	case *seed > protocol.MaxSeed:
		return fail(stderr, fmt.Errorf("-seed %d: expected a whole number from 0 to %d, as the page takes (the same seed gives the same input)", *seed, uint64(protocol.MaxSeed)))
	}
	p := lookupProblem(pos[0], stderr)
	if p == nil {
		return 2
	}
	k, err := contest.ParseKind(*kind)
	if err != nil {
		return fail(stderr, err)
	}
	in := p.Generate(k, *seed, *cases)
	if *answers != "" {
		out, err := p.Solve(in)
		if err != nil { // a generator's bug: its inputs are tested valid
			return fail(stderr, err)
		}
		if err := os.WriteFile(*answers, out, 0o644); err != nil {
			return fail(stderr, err)
		}
	}
	if _, err := stdout.Write(in); err != nil {
		fmt.Fprintf(stderr, "nimber: %v\n", err)
		return 1
	}
	return 0
}
