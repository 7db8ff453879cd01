//go:build !js

package cli

import (
	"bufio"
	"context"
	"flag"
	"fmt"
	"io"
	"maps"
	"slices"
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

// params collects repeated -p name=value flags; a name given several
// values, or a range lo..hi, makes a family of games.
type params []string

func (p *params) String() string { return strings.Join(*p, " ") }

func (p *params) Set(s string) error {
	if name, _, ok := strings.Cut(s, "="); !ok || name == "" {
		return fmt.Errorf("-p %q: expected name=value", s)
	}
	*p = append(*p, s)
	return nil
}

// maxMembers bounds the games of a family.
const maxMembers = 64

// split returns the parameters with one value, and the name and integer
// values of the one parameter given several (none: name "").
func (p params) split() (fixed map[string]string, name string, ks []int, err error) {
	values := map[string][]string{}
	var order []string
	for _, s := range p {
		n, v, _ := strings.Cut(s, "=")
		if values[n] == nil {
			order = append(order, n)
		}
		if lo, hi, ok := strings.Cut(v, ".."); ok {
			a, errA := strconv.Atoi(lo)
			b, errB := strconv.Atoi(hi)
			if errA != nil || errB != nil || a > b || b-a >= maxMembers {
				return nil, "", nil, fmt.Errorf("-p %s: expected a range lo..hi of at most %d integers", s, maxMembers)
			}
			for k := a; k <= b; k++ {
				values[n] = append(values[n], strconv.Itoa(k))
			}
			continue
		}
		values[n] = append(values[n], v)
	}
	fixed = map[string]string{}
	for _, n := range order {
		vs := values[n]
		if len(vs) == 1 {
			fixed[n] = vs[0]
			continue
		}
		if name != "" {
			return nil, "", nil, fmt.Errorf("-p: both %s and %s take several values; a family varies one parameter", name, n)
		}
		if len(vs) > maxMembers {
			return nil, "", nil, fmt.Errorf("-p %s: at most %d values", n, maxMembers)
		}
		name = n
		for _, v := range vs {
			k, err := strconv.Atoi(v)
			if err != nil {
				return nil, "", nil, fmt.Errorf("-p %s=%s: a family's parameter takes integers", n, v)
			}
			if slices.Contains(ks, k) {
				return nil, "", nil, fmt.Errorf("-p %s=%s: %s = %d is given twice; a family's games each take another value", n, v, n, k)
			}
			ks = append(ks, k)
		}
	}
	return fixed, name, ks, nil
}

// patternData is what the finder reads: the values of one game, a
// two-dimensional table, or the members of a family (exactly one is set).
type patternData struct {
	values  []uint32
	options pattern.Options
	// condition names the code a game file's rules match, whose theorem
	// proves a period of values, or whose engine gave the values past the
	// heaps read (see pattern.Condition).
	condition pattern.Condition
	table     *pattern.Table2
	family    []pattern.Member
}

// loadPatternData values the game of spec (a built-in spec or a game file
// FILE.star run with the parameters ps) of kind at the positions of shape
// ("N", or "N,M" for the pairs of a two-dimensional game). A parameter
// given several values makes a family: one game per value.
func loadPatternData(spec string, ps params, kind, shape string, lim explore.Limits) (patternData, error) {
	sh, err := explore.ParseShape(shape)
	if err != nil {
		return patternData{}, err
	}
	if sh.N > pattern.MaxN || sh.Pairs && sh.M > pattern.MaxN {
		return patternData{}, fmt.Errorf("-n %s is out of range [0, %d]", shape, pattern.MaxN)
	}
	if sh.Pairs && (sh.N+1)*(sh.M+1) > pattern.MaxCells {
		return patternData{}, fmt.Errorf("-n %s: the pattern finder reads at most %d pairs", shape, pattern.MaxCells)
	}
	k, _, err := games.ParseKind(kind)
	if err != nil {
		return patternData{}, err
	}
	fixed, name, ks, err := ps.split()
	if err != nil {
		return patternData{}, err
	}
	// value returns the values of the game run with params, and what the
	// finder needs to know of it.
	value := func(params map[string]string) ([]uint32, pattern.Options, error) {
		g, err := explore.Open(spec, readGameFile, params, lim)
		if err != nil {
			return nil, pattern.Options{}, err
		}
		k, c, err := g.Kind(kind)
		if err != nil {
			return nil, pattern.Options{}, err
		}
		v, err := g.Values(context.Background(), k, c, sh, nil)
		o := explore.PatternOptions(g, k)
		return v, o, err
	}
	if name == "" && !sh.Pairs && k == sums.Grundy {
		return recognisedData(spec, fixed, sh.N, lim)
	}
	if name == "" {
		v, opts, err := value(fixed)
		if err != nil {
			return patternData{}, err
		}
		if sh.Pairs {
			return patternData{table: &pattern.Table2{Rows: sh.N + 1, Cols: sh.M + 1, V: v}}, nil
		}
		return patternData{values: v, options: opts}, nil
	}
	if sh.Pairs {
		return patternData{}, fmt.Errorf("-p %s: families of two-dimensional games are not searched; give %s one value", name, name)
	}
	var family []pattern.Member
	for _, kv := range ks {
		params := maps.Clone(fixed)
		params[name] = strconv.Itoa(kv)
		v, opts, err := value(params)
		if err != nil {
			return patternData{}, fmt.Errorf("%s=%d: %w", name, kv, err)
		}
		family = append(family, pattern.Member{K: kv, V: v, Options: opts})
	}
	return patternData{family: family}, nil
}

// recognisedData values the Grundy values of heaps 0..n of the game of
// spec run with params, and for a game file whose rules are recognised as a
// code with a periodicity theorem, proves with that theorem under the
// condition that names the code.
func recognisedData(spec string, params map[string]string, n int, lim explore.Limits) (patternData, error) {
	g, err := explore.Open(spec, readGameFile, params, lim)
	if err != nil {
		return patternData{}, err
	}
	m, _, err := recognized(g, n)
	if err != nil {
		return patternData{}, err
	}
	d := patternData{options: explore.PatternOptions(g, sums.Grundy)}
	if _, isFile := g.(explore.Recognizer); isFile {
		d.condition = explore.MatchCondition(m, n, d.options.Bound != nil)
	}
	d.values, err = g.Values(context.Background(), sums.Grundy, sums.NormalDisjunctive, explore.Shape{N: n}, nil)
	return d, err
}

// patternCmd finds a rule in a game's values up to N and prints it, or
// with -predict A:B the values of A..B predicted by the rule alone.
func patternCmd(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("pattern", flag.ContinueOnError)
	n := fs.String("n", "1000", "largest position valued: N, or N,M for pairs")
	kind := fs.String("kind", "grundy-normal", "value kind")
	predict := fs.String("predict", "", "A:B, print the predicted values of A..B")
	emit := fs.String("emit", "", "c++, python or go: print the rule as a function grundy(n)")
	emitMain := fs.Bool("emit-main", false, "with -emit, add a main program: T, then T lines \"n h1 … hn\", printing first or second")
	var ps params
	fs.Var(&ps, "p", "a parameter name=value (repeatable; several values or lo..hi make a family)")
	lim := limitFlags(fs)
	pos, err := positional(fs, args)
	if err != nil {
		return fail(stderr, fmt.Errorf("pattern: %v", err))
	}
	if len(pos) != 1 {
		return fail(stderr, usageError("pattern GAME [-n N|N,M] [-p name=value]... [-predict A:B | -emit c++|python|go [-emit-main]]", pos, 1))
	}
	from, to, err := predictRange(*predict)
	if err != nil {
		return fail(stderr, err)
	}
	var eo *pattern.EmitOptions
	switch {
	case *emit != "" && *predict != "":
		return fail(stderr, fmt.Errorf("-emit and -predict: give one"))
	case *emitMain && *emit == "":
		return fail(stderr, fmt.Errorf("-emit-main needs -emit c++, python or go"))
	case *emitMain && *kind != "grundy-normal" && *kind != "grundy":
		return fail(stderr, fmt.Errorf("-emit-main decides sums by the XOR of Grundy values: it needs -kind grundy-normal, not %s", *kind))
	case *emit != "":
		eo = &pattern.EmitOptions{Lang: pattern.Lang(*emit), Main: *emitMain, Title: "nimber pattern " + strings.Join(args, " ")}
		if !slices.Contains(pattern.Langs, eo.Lang) {
			return fail(stderr, fmt.Errorf("-emit %q: expected c++, python or go", *emit))
		}
	}
	d, err := loadPatternData(pos[0], ps, *kind, *n, *lim)
	if err != nil {
		return fail(stderr, err)
	}
	w := bufio.NewWriter(stdout)
	defer w.Flush()
	// With -emit or -predict, stdout holds the code or the values only:
	// where there are none, what was found goes to stderr.
	report := io.Writer(w)
	if eo != nil || *predict != "" {
		report = stderr
	}
	switch {
	case d.table != nil:
		if *predict != "" {
			return fail(stderr, fmt.Errorf("-predict applies to one-dimensional games"))
		}
		res := pattern.Find2(*d.table)
		if eo != nil && res.Rule != nil {
			if eo.Main {
				w.Reset(io.Discard)
				return fail(stderr, fmt.Errorf("-emit-main reads sums of heaps; this game's positions are pairs"))
			}
			return printCode(w, report, func() (string, error) { return res.Rule.Emit(*d.table, *eo) }, res.Rule.Sentence)
		}
		return printResult2(report, res)
	case d.family != nil:
		if *predict != "" {
			return fail(stderr, fmt.Errorf("-predict applies to one game, not to a family"))
		}
		res := pattern.FindFamily(d.family)
		if eo != nil && res.Rule != nil {
			if eo.Main {
				w.Reset(io.Discard)
				return fail(stderr, fmt.Errorf("-emit-main reads sums of heaps of one game; give the parameter one value"))
			}
			return printCode(w, report, func() (string, error) { return res.Rule.Emit(d.family, *eo) }, res.Rule.Sentence)
		}
		return printFamily(report, res)
	}
	res := pattern.Find(d.values, d.options)
	if eo != nil && res.Rule != nil {
		eo.Condition = d.condition
		if err := sums.Numbers(d.values); err != nil {
			w.Reset(io.Discard)
			return fail(stderr, fmt.Errorf("-emit: %w", err))
		}
		return printCode(w, report, func() (string, error) { return res.Rule.Emit(d.values, *eo) }, res.Rule.Sentence)
	}
	if *predict == "" || res.Rule == nil {
		return printResult(report, res, d.condition)
	}
	vals := make([]string, 0, to-from+1)
	// Values that are all numbers predict numbers: a formula reaching the
	// words that mark the ends of play (sums.Ended, sums.EndsNext) has
	// passed the largest number Nimber holds.
	numbers := sums.Numbers(d.values) == nil
	for x := from; x <= to; x++ {
		v, ok := res.Rule.Predict(x)
		if !ok || numbers && v >= sums.EndsNext {
			w.Reset(io.Discard)
			why := fmt.Sprintf("its value there is past %d, the largest number Nimber holds; -emit writes the rule in 64-bit arithmetic", sums.EndsNext-1)
			if res.Rule.Sieved() && x > pattern.MaxArith {
				why = fmt.Sprintf("arithmetic features are known up to %d", pattern.MaxArith)
			}
			return fail(stderr, fmt.Errorf("-predict: the rule %q cannot evaluate n = %d: %s", res.Rule.Formula, x, why))
		}
		vals = append(vals, sums.ValueString(v))
	}
	fmt.Fprintln(w, strings.Join(vals, " "))
	return exitRule
}

// printCode prints to w the code emit writes, or to report, with exit
// status 3, why the rule found cannot be written as code.
func printCode(w, report io.Writer, emit func() (string, error), sentence string) int {
	code, err := emit()
	if err != nil {
		fmt.Fprintf(report, "no code: %v\nrule: %s\n", err, sentence)
		return exitNoRule
	}
	fmt.Fprint(w, code)
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

// printResult prints a one-dimensional rule, or what was tried; a rule
// proven under a condition (the code a game file's rules match) says so.
func printResult(w io.Writer, res pattern.Result, condition pattern.Condition) int {
	if res.Rule == nil {
		return printNone(w, res.Why, res.Tried, res.Best)
	}
	r := res.Rule
	fmt.Fprintf(w, "rule: %s\nformula: %s\nrange: %s\nexceptions: %s\n", r.Sentence, r.Formula, r.StatusUnder(condition), r.ExceptionList())
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
