//go:build !js

package main

import (
	"bufio"
	"context"
	"flag"
	"fmt"
	"io"
	"strconv"
	"strings"

	"nimber/solver/explore"
	"nimber/solver/games"
	"nimber/solver/pattern"
)

// Exit statuses of nimber pattern.
const (
	exitRule   = 0 // a rule was found
	exitNoRule = 3 // no rule is trusted
)

// maxPredicted bounds how many values -predict prints.
const maxPredicted = 1 << 20

// params collects repeated -p name=value flags.
type params []string

func (p *params) String() string { return strings.Join(*p, " ") }

func (p *params) Set(s string) error {
	if name, _, ok := strings.Cut(s, "="); !ok || name == "" {
		return fmt.Errorf("-p %q: expected name=value", s)
	}
	*p = append(*p, s)
	return nil
}

// patternData is what the finder reads: the values of one game, a
// two-dimensional table, or the members of a family (exactly one is set).
type patternData struct {
	values  []uint32
	options pattern.Options
	table   *pattern.Table2
	family  []pattern.Member
}

// loadPatternData values the game of spec (a built-in spec, or a game
// file FILE.star with its parameters) of kind at positions 0..n.
func loadPatternData(spec string, ps params, kind string, n int) (patternData, error) {
	if n < 0 || n > pattern.MaxN {
		return patternData{}, fmt.Errorf("-n %d is out of range [0, %d]", n, pattern.MaxN)
	}
	values := map[string]string{}
	for _, p := range ps {
		name, value, _ := strings.Cut(p, "=")
		values[name] = value
	}
	g, err := explore.Open(spec, readGameFile, values, explore.Limits{})
	if err != nil {
		return patternData{}, err
	}
	k, c, err := games.ParseKind(kind)
	if err != nil {
		return patternData{}, err
	}
	v, err := g.Values(context.Background(), k, c, explore.Shape{N: n}, nil)
	if err != nil {
		return patternData{}, err
	}
	return patternData{values: v, options: pattern.Options{Bound: g.Bound(k)}}, nil
}

// patternCmd finds a rule in a game's values up to N and prints it, or
// with -predict A:B the values of A..B predicted by the rule alone.
func patternCmd(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("pattern", flag.ContinueOnError)
	n := fs.Int("n", 1000, "largest position valued")
	kind := fs.String("kind", "grundy-normal", "value kind")
	predict := fs.String("predict", "", "A:B, print the predicted values of A..B")
	var ps params
	fs.Var(&ps, "p", "a parameter name=value (repeatable)")
	fs.SetOutput(io.Discard)
	var pos []string
	for len(args) > 0 {
		if err := fs.Parse(args); err != nil {
			return fail(stderr, fmt.Errorf("pattern: %v", err))
		}
		args = fs.Args()
		if len(args) > 0 {
			pos, args = append(pos, args[0]), args[1:]
		}
	}
	if len(pos) != 1 {
		return fail(stderr, fmt.Errorf("usage: nimber pattern GAME [-n N] [-p name=value]... [-predict A:B]"))
	}
	from, to, err := predictRange(*predict)
	if err != nil {
		return fail(stderr, err)
	}
	d, err := loadPatternData(pos[0], ps, *kind, *n)
	if err != nil {
		return fail(stderr, err)
	}
	w := bufio.NewWriter(stdout)
	defer w.Flush()
	switch {
	case d.table != nil:
		if *predict != "" {
			return fail(stderr, fmt.Errorf("-predict applies to one-dimensional games"))
		}
		return printResult2(w, pattern.Find2(*d.table))
	case d.family != nil:
		if *predict != "" {
			return fail(stderr, fmt.Errorf("-predict applies to one game, not to a family"))
		}
		return printFamily(w, pattern.FindFamily(d.family))
	}
	res := pattern.Find(d.values, d.options)
	if *predict == "" || res.Rule == nil {
		return printResult(w, res)
	}
	vals := make([]string, 0, to-from+1)
	for x := from; x <= to; x++ {
		v, ok := res.Rule.Predict(x)
		if !ok {
			w.Reset(io.Discard)
			return fail(stderr, fmt.Errorf("-predict: the rule %q cannot evaluate n = %d (arithmetic features are known up to %d)", res.Rule.Formula, x, pattern.MaxArith))
		}
		vals = append(vals, valueString(v))
	}
	fmt.Fprintln(w, strings.Join(vals, " "))
	return exitRule
}

// predictRange reads A:B (empty: no prediction).
func predictRange(s string) (from, to int, err error) {
	if s == "" {
		return 0, 0, nil
	}
	a, b, ok := strings.Cut(s, ":")
	from, errA := strconv.Atoi(a)
	to, errB := strconv.Atoi(b)
	switch {
	case !ok || errA != nil || errB != nil:
		return 0, 0, fmt.Errorf("-predict %q: expected A:B, two integers", s)
	case from < 0 || to < from:
		return 0, 0, fmt.Errorf("-predict %q: expected 0 ≤ A ≤ B", s)
	case to-from >= maxPredicted:
		return 0, 0, fmt.Errorf("-predict %q: at most %d values", s, maxPredicted)
	}
	return from, to, nil
}

// printResult prints a one-dimensional rule, or what was tried.
func printResult(w io.Writer, res pattern.Result) int {
	if res.Rule == nil {
		return printNone(w, res.Why, res.Tried, res.Best)
	}
	r := res.Rule
	fmt.Fprintf(w, "rule: %s\nformula: %s\nrange: %s\nexceptions: %s\n", r.Sentence, r.Formula, r.Status(), r.ExceptionList())
	return exitRule
}

// printResult2 prints a two-dimensional rule, or what was tried.
func printResult2(w io.Writer, res pattern.Result2) int {
	if res.Rule == nil {
		return printNone(w, res.Why, res.Tried, res.Best)
	}
	fmt.Fprintf(w, "rule: %s\nformula: %s\nrange: %s\nexceptions: none\n", res.Rule.Sentence, res.Rule.Formula, res.Rule.Status())
	return exitRule
}

// printFamily prints a family's rule, or why there is none.
func printFamily(w io.Writer, res pattern.FamilyResult) int {
	if res.Rule == nil {
		return printNone(w, res.Why, nil, res.Best)
	}
	fmt.Fprintf(w, "rule: %s\nformula: %s\n", res.Rule.Sentence, res.Rule.Formula)
	for i, r := range res.Rule.Members {
		fmt.Fprintf(w, "k = %d: %s (%s; exceptions: %s)\n", res.Rule.Ks[i], r.Sentence, r.Status(), r.ExceptionList())
	}
	return exitRule
}

func printNone(w io.Writer, why string, tried []string, best string) int {
	fmt.Fprintf(w, "no rule found: %s\n", why)
	for _, t := range tried {
		fmt.Fprintf(w, "tried: %s\n", t)
	}
	if best != "" {
		fmt.Fprintf(w, "best partial fit: %s\n", best)
	}
	return exitNoRule
}
