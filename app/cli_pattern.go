//go:build !js

package main

import (
	"bufio"
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"nimber/solver/explore"
	"nimber/solver/games"
	"nimber/solver/pattern"
	"nimber/solver/sums"
)

// Exit statuses of nimber pattern.
const (
	exitRule   = 0 // a rule was found
	exitNoRule = 3 // no rule is trusted
)

// maxPredicted bounds how many values -predict prints.
const maxPredicted = 1 << 20

// maxMembers bounds the parameter values of a family.
const maxMembers = 64

// patternParams collects -p name=value flags. A parameter given several
// values (-p k=1 -p k=2 …, or a range -p k=1..6) makes the game a family
// indexed by it.
type patternParams struct {
	names  []string            // in the order first given
	values map[string][]string // each name's values, ranges expanded
}

func (p *patternParams) String() string { return "" }

func (p *patternParams) Set(s string) error {
	name, value, ok := strings.Cut(s, "=")
	if !ok || name == "" {
		return fmt.Errorf("expected name=value")
	}
	if p.values == nil {
		p.values = map[string][]string{}
	}
	if _, seen := p.values[name]; !seen {
		p.names = append(p.names, name)
	}
	if a, b, isRange := strings.Cut(value, ".."); isRange {
		lo, errA := strconv.Atoi(a)
		hi, errB := strconv.Atoi(b)
		if errA != nil || errB != nil || hi < lo || hi-lo >= maxMembers {
			return fmt.Errorf("%s: expected a range a..b of at most %d integers", value, maxMembers)
		}
		for k := lo; k <= hi; k++ {
			p.values[name] = append(p.values[name], strconv.Itoa(k))
		}
		return nil
	}
	p.values[name] = append(p.values[name], value)
	return nil
}

// family returns the parameter taking several values, if one does.
func (p *patternParams) family() (string, error) {
	var many []string
	for _, name := range p.names {
		if len(p.values[name]) > 1 {
			many = append(many, name)
		}
	}
	switch {
	case len(many) > 1:
		return "", fmt.Errorf("-p: only one parameter may take several values (%s do)", strings.Join(many, " and "))
	case len(many) == 1 && len(p.values[many[0]]) > maxMembers:
		return "", fmt.Errorf("-p %s: at most %d values", many[0], maxMembers)
	case len(many) == 1:
		return many[0], nil
	}
	return "", nil
}

// patternData is what the finder reads: the values of one game, a
// two-dimensional table, or the members of a family (exactly one is set).
type patternData struct {
	values  []uint32
	options pattern.Options
	table   *pattern.Table2
	family  []pattern.Member
}

// loadPatternData values the game of spec (a built-in spec or a game file
// FILE.star, with its parameters) of kind at the positions of shape (-n N,
// or N,M for pairs): the data of one game, or of a family when a parameter
// takes several values.
func loadPatternData(spec string, ps *patternParams, lim explore.Limits, kind, shape string) (patternData, error) {
	sh, err := explore.ParseShape(shape)
	if err != nil {
		return patternData{}, err
	}
	switch {
	case !sh.Pairs && sh.N > pattern.MaxN:
		return patternData{}, fmt.Errorf("-n %d is out of range [0, %d]", sh.N, pattern.MaxN)
	case sh.Pairs && (sh.N+1)*(sh.M+1) > pattern.MaxCells:
		return patternData{}, fmt.Errorf("-n %s: the pattern finder reads at most %d pairs", shape, pattern.MaxCells)
	}
	k, c, err := games.ParseKind(kind)
	if err != nil {
		return patternData{}, err
	}
	famName, err := ps.family()
	if err != nil {
		return patternData{}, err
	}
	params := map[string]string{}
	for _, name := range ps.names {
		params[name] = ps.values[name][0]
	}
	values := func() ([]uint32, explore.Game, error) {
		g, err := explore.Open(spec, os.ReadFile, params, lim)
		if err != nil {
			return nil, nil, err
		}
		v, err := g.Values(context.Background(), k, c, sh, nil)
		return v, g, err
	}
	if famName == "" {
		v, g, err := values()
		if err != nil {
			return patternData{}, err
		}
		if sh.Pairs {
			return patternData{table: &pattern.Table2{Rows: sh.N + 1, Cols: sh.M + 1, V: v}}, nil
		}
		return patternData{values: v, options: pattern.Options{Bound: g.Bound(k), Format: sums.ValueString}}, nil
	}
	if sh.Pairs {
		return patternData{}, fmt.Errorf("-p %s: a family of two-dimensional games is not searched (give one value)", famName)
	}
	var d patternData
	for _, value := range ps.values[famName] {
		kv, err := strconv.Atoi(value)
		if err != nil {
			return patternData{}, fmt.Errorf("-p %s=%s: a family's parameter takes integer values", famName, value)
		}
		params[famName] = value
		v, g, err := values()
		if err != nil {
			return patternData{}, err
		}
		d.family = append(d.family, pattern.Member{K: kv, V: v, Options: pattern.Options{Bound: g.Bound(k), Format: sums.ValueString}})
	}
	return d, nil
}

// patternCmd finds a rule in a game's values up to N and prints it, or
// with -predict A:B the values of A..B predicted by the rule alone.
func patternCmd(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("pattern", flag.ContinueOnError)
	n := fs.String("n", "1000", "largest position N, or N,M for pairs")
	kind := fs.String("kind", "grundy-normal", "value kind")
	predict := fs.String("predict", "", "A:B, print the predicted values of A..B")
	var ps patternParams
	fs.Var(&ps, "p", "a parameter name=value of a game file (repeatable; several values or a..b: a family)")
	lim := limitFlags(fs)
	pos, err := positional(fs, args)
	if err != nil {
		return fail(stderr, fmt.Errorf("pattern: %v", err))
	}
	if len(pos) != 1 {
		return fail(stderr, fmt.Errorf("usage: nimber pattern GAME [-n N|N,M] [-p name=value]... [-predict A:B]"))
	}
	from, to, err := predictRange(*predict)
	if err != nil {
		return fail(stderr, err)
	}
	d, err := loadPatternData(pos[0], &ps, *lim, *kind, *n)
	if err != nil {
		return fail(stderr, err)
	}
	w := bufio.NewWriter(stdout)
	defer w.Flush()
	switch {
	case d.table != nil:
		if *predict != "" {
			w.Reset(io.Discard)
			return fail(stderr, fmt.Errorf("-predict applies to one-dimensional games"))
		}
		return printResult2(w, pattern.Find2(*d.table))
	case d.family != nil:
		if *predict != "" {
			w.Reset(io.Discard)
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
		vals = append(vals, sums.ValueString(v))
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
