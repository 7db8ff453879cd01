//go:build !js

package cli

import (
	"bufio"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"strconv"
	"strings"

	"nimber/solver/explore"
	"nimber/solver/memo"
	"nimber/solver/recognize"
	"nimber/solver/script"
	"nimber/solver/sums"
)

// paramFlags collects -p name=value flags.
type paramFlags map[string]string

func (p paramFlags) String() string { return "" }

func (p paramFlags) Set(s string) error {
	name, value, ok := strings.Cut(s, "=")
	if !ok || name == "" {
		return fmt.Errorf("expected name=value")
	}
	if _, dup := p[name]; dup {
		return fmt.Errorf("%s is set twice", name)
	}
	p[name] = value
	return nil
}

// gameFlags are the flags every explorer command takes: the parameters of
// a game file and the caps on its work.
type gameFlags struct {
	params paramFlags
	lim    *explore.Limits
}

func newGameFlags(fs *flag.FlagSet) *gameFlags {
	g := &gameFlags{params: paramFlags{}}
	fs.Var(g.params, "p", "a parameter of a game file, name=value (repeatable)")
	g.lim = limitFlags(fs)
	return g
}

// limitFlags defines the flags capping the work on a game file.
func limitFlags(fs *flag.FlagSet) *explore.Limits {
	lim := &explore.Limits{}
	fs.Uint64Var(&lim.MaxSteps, "max-steps", script.DefaultMaxSteps, "cap on the Starlark steps of a game file's top level and of each call of moves")
	fs.IntVar(&lim.MaxPositions, "max-positions", memo.DefaultMaxPositions, "cap on the positions of a game file kept in memory")
	fs.BoolVar(&lim.OwnRules, "own", false, "value a game file by its own rules alone: no code its rules are recognised as gives values past the heaps read")
	return lim
}

// exploreFlags parses GAME followed by flags (or flags then GAME), with
// extra positional arguments allowed when rest is true, and opens GAME: a
// built-in spec or a game file FILE.star. usage is the command's usage line.
func exploreFlags(usage string, args []string, fs *flag.FlagSet, rest bool) (explore.Game, []string, error) {
	gf := newGameFlags(fs)
	pos, err := positional(fs, args)
	if err != nil {
		return nil, nil, err
	}
	return openGame(usage, pos, gf, rest)
}

// openGame opens the game pos[0] with the flags gf; pos has more
// arguments only when rest is true. usage is the command's usage line.
func openGame(usage string, pos []string, gf *gameFlags, rest bool) (explore.Game, []string, error) {
	if len(pos) == 0 || !rest && len(pos) > 1 {
		return nil, nil, usageError(usage, pos, 1)
	}
	g, err := explore.Open(pos[0], readGameFile, gf.params, *gf.lim)
	if fi, serr := os.Stat(pos[0]); err != nil && serr == nil && !strings.HasSuffix(pos[0], ".star") {
		what := "a file"
		if fi.IsDir() {
			what = "a directory"
		}
		err = fmt.Errorf("%s is %s, not a game: a game file's name ends in .star, and a built-in game is a spec (nimber games lists them)", pos[0], what)
	}
	return g, pos[1:], err
}

// readGameFile reads a game file, or the shipped example of that name
// when there is no such file.
func readGameFile(name string) ([]byte, error) {
	b, err := os.ReadFile(name)
	if errors.Is(err, fs.ErrNotExist) {
		for _, ex := range script.Examples() {
			if ex.Name == name {
				return []byte(ex.Source), nil
			}
		}
	}
	return b, err
}

// examples lists the shipped game files, or prints one.
func examples(args []string, stdout, stderr io.Writer) int {
	for _, ex := range script.Examples() {
		switch {
		case len(args) == 0:
			fmt.Fprintf(stdout, "%-14s %s\n", ex.Name, ex.Title)
		case args[0] == ex.Name:
			fmt.Fprint(stdout, ex.Source)
			return 0
		}
	}
	if len(args) > 0 {
		return fail(stderr, fmt.Errorf("no example %q (nimber examples lists them)", args[0]))
	}
	return 0
}

// positional parses flags placed anywhere among args and returns the other
// arguments, in order. An argument of a minus sign and a digit is an
// argument (a negative number, which the command then refuses by what it
// expects), unless it is a flag's value: no flag's name starts with a digit.
func positional(fs *flag.FlagSet, args []string) ([]string, error) {
	fs.SetOutput(io.Discard)
	var pos []string
	for len(args) > 0 {
		if negative(args[0]) {
			pos, args = append(pos, args[0]), args[1:]
			continue
		}
		end := 1
		for end < len(args) && !(negative(args[end]) && !takesValue(fs, args[end-1])) {
			end++
		}
		if err := fs.Parse(args[:end]); err != nil {
			return nil, err
		}
		left := fs.Args()
		if len(left) > 0 {
			pos = append(pos, left[0])
			left = left[1:]
		}
		args = append(left, args[end:]...)
	}
	return pos, nil
}

// negative reports whether arg is a minus sign followed by a digit.
func negative(arg string) bool {
	return len(arg) >= 2 && arg[0] == '-' && arg[1] >= '0' && arg[1] <= '9'
}

// takesValue reports whether arg is a flag of fs that takes the next
// argument as its value: a flag that is not boolean, written without "=".
func takesValue(fs *flag.FlagSet, arg string) bool {
	name, ok := strings.CutPrefix(arg, "-")
	if !ok || strings.Contains(name, "=") {
		return false
	}
	f := fs.Lookup(strings.TrimPrefix(name, "-"))
	if f == nil {
		return false
	}
	b, isBool := f.Value.(interface{ IsBoolFlag() bool })
	return !isBool || !b.IsBoolFlag()
}

// usageError is the error of a command given the wrong arguments: "usage:
// nimber " and its usage line, naming the first argument past the want it
// takes when it was given more.
func usageError(usage string, pos []string, want int) error {
	if len(pos) > want {
		return fmt.Errorf("usage: nimber %s (unexpected argument %q)", usage, pos[want])
	}
	return fmt.Errorf("usage: nimber %s", usage)
}

// tableCommand prints the values of a game for positions 0..N, or for the
// pairs (a, b) up to (N, M), one line per a. When a cap on memory stops
// them it prints those before it, says why on stderr and exits 3.
func tableCommand(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("table", flag.ContinueOnError)
	n := fs.String("n", "100", "largest heap N, or N,M for pairs")
	kind := fs.String("kind", "grundy-normal", "value kind")
	stats := fs.Bool("stats", false, "report on stderr the positions a game file's values took and their memory")
	out := fs.String("o", "", "write a take-and-break code's values to FILE, packed (see docs/far.md)")
	ff := addFarFlags(fs)
	gf := newGameFlags(fs)
	pos, err := positional(fs, args)
	if err != nil {
		return fail(stderr, err)
	}
	if isSet(fs, "o") {
		if *out == "" {
			return fail(stderr, fmt.Errorf("-o: expected a file name"))
		}
		if len(pos) != 1 {
			return fail(stderr, usageError("table CODE -n N -o FILE", pos, 1))
		}
		return farTable(pos[0], *n, *out, ff, stdout, stderr)
	}
	if err := farOnly(fs); err != nil {
		return fail(stderr, err)
	}
	g, _, err := openGame("table GAME [-n N|N,M] [-kind KIND] [-p name=value]...", pos, gf, false)
	if err != nil {
		return fail(stderr, err)
	}
	shape, err := explore.ParseShape(*n)
	if err != nil {
		return fail(stderr, err)
	}
	k, c, err := g.Kind(*kind)
	if err != nil {
		return fail(stderr, err)
	}
	if k == sums.Grundy && !shape.Pairs && shape.Fits() {
		m, ok, err := recognized(g, shape.N)
		// A cap on memory that stops the recognition, which values the
		// heaps it reads, stops the values there too (below).
		if ce := (*memo.CapError)(nil); err != nil && !errors.As(err, &ce) {
			return fail(stderr, err)
		}
		if ok {
			fmt.Fprintf(stderr, "nimber: %s: %s\n", g.Name(), recognition(m, shape.N))
		}
	}
	v, err := g.Values(context.Background(), k, c, shape, nil)
	stop := (*explore.StopError)(nil)
	if err != nil && !errors.As(err, &stop) {
		return fail(stderr, err)
	}
	if st := g.Stats(); *stats && st.Positions > 0 {
		fmt.Fprintf(stderr, "nimber: %d positions valued (%s in memory), %d calls of moves\n", st.Positions, memo.Size(st.Bytes), st.Calls)
	}
	row := shape.N + 1
	if shape.Pairs {
		row = shape.M + 1
	}
	w := bufio.NewWriter(stdout)
	for i, x := range v {
		if i%row > 0 {
			w.WriteByte(' ')
		}
		w.WriteString(sums.ValueString(x))
		if i%row == row-1 || i == len(v)-1 {
			w.WriteByte('\n')
		}
	}
	w.Flush()
	if stop != nil {
		// The values of the positions before the cap are printed, as
		// quotient prints the quotient of the heaps before its cap.
		printError(stderr, err)
		return 3
	}
	return 0
}

// periodCommand prints the period of a game's values.
func periodCommand(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("period", flag.ContinueOnError)
	n := fs.String("n", "1000", "largest heap")
	kind := fs.String("kind", "grundy-normal", "value kind")
	ff := addFarFlags(fs)
	gf := newGameFlags(fs)
	pos, err := positional(fs, args)
	if err != nil {
		return fail(stderr, err)
	}
	if len(pos) == 1 && (*kind == "grundy" || *kind == "grundy-normal") {
		if code, err := farCode(pos[0]); err == nil {
			return farPeriod(code, *n, ff, stdout, stderr)
		}
	}
	if err := farOnly(fs); err != nil {
		return fail(stderr, err)
	}
	g, _, err := openGame("period GAME [-n N] [-kind KIND] [-p name=value]...", pos, gf, false)
	if err != nil {
		return fail(stderr, err)
	}
	k, c, err := g.Kind(*kind)
	if err != nil {
		return fail(stderr, err)
	}
	size, err := strconv.Atoi(*n)
	if err != nil || size < 0 {
		return fail(stderr, fmt.Errorf("-n %s: expected a natural number", *n))
	}
	var m recognize.Match
	if k == sums.Grundy && (explore.Shape{N: size}).Fits() {
		if m, _, err = recognized(g, size); err != nil {
			return fail(stderr, err)
		}
	}
	r, err := explore.Period(context.Background(), g, k, c, size)
	if err != nil {
		return fail(stderr, err)
	}
	if _, isFile := g.(explore.Recognizer); !isFile {
		printPeriod(stdout, r)
		return 0
	}
	// A proof is the theorem of the code matched, not the file's; a period
	// observed past the heaps read, the code's values from its engine.
	cond := explore.MatchCondition(m, size, r.Proven)
	proven := r.Proven
	r.Proven = false
	printPeriod(stdout, r)
	switch {
	case proven:
		fmt.Fprintln(stdout, cond.ProvenFor())
	case r.Found && cond.Engine:
		fmt.Fprintf(stdout, "observed for %s\n", cond.Matched())
	}
	return 0
}

// recognized recognises the rules of a game file on heaps 0..n (at most;
// explore.Recognizer) as a take-and-break code or subtraction game, and
// says whether the match is worth telling: not for other games (the zero
// Match), nor for a match on fewer than minShown heaps, or one that neither
// reaches past the heaps read nor matches all of them.
func recognized(g explore.Game, n int) (m recognize.Match, tell bool, err error) {
	r, isFile := g.(explore.Recognizer)
	if !isFile {
		return recognize.Match{}, false, nil
	}
	m, ok, err := r.Recognize(context.Background(), n, nil)
	if err != nil || !ok {
		return recognize.Match{}, false, err
	}
	return m, m.Upto >= minShown && (m.Extends || m.Differs == nil), nil
}

// minShown is the fewest heaps a game file's rules must match a code on
// for the match to be told.
const minShown = 16

// recognition says what a game file's rules match, for a table of heaps
// 0..n: where they match, where they first differ, and where the values
// come from.
func recognition(m recognize.Match, n int) string {
	s := fmt.Sprintf("these rules are those of %s on every heap ≤ %d", m.What(), m.Upto)
	switch {
	case m.Differs != nil:
		return s + ", " + m.Departure() + "; the values are the file's"
	case !m.Extends:
		return s + " (read off those heaps, it says nothing past them)"
	case m.Upto < n && m.Reaches(n):
		return s + fmt.Sprintf("; the values past %d are those of %s, from its own engine (%s; -own: the file's rules alone)", m.Upto, m.What(), m.CheckedText(n))
	case m.Upto < n:
		return s + fmt.Sprintf("; the values past %d are the file's", m.Upto)
	}
	return s
}

// isSet reports whether flag name was given.
func isSet(fs *flag.FlagSet, name string) bool {
	set := false
	fs.Visit(func(f *flag.Flag) { set = set || f.Name == name })
	return set
}

// farOnly fails when a flag of the far engine was set for a game it does
// not compute.
func farOnly(fs *flag.FlagSet) error {
	var err error
	fs.Visit(func(f *flag.Flag) {
		switch f.Name {
		case "checkpoint", "progress", "workers", "checkpoint-every":
			err = fmt.Errorf("-%s is for the far engine: the Grundy values of a take-and-break code splitting into two heaps at most", f.Name)
		}
	})
	return err
}

// The winning moves sum lists: by default, and at most (-moves).
const (
	defaultListed = 100
	maxListed     = 100000
)

// sum prints who wins a sum of heaps and the winning moves.
func sum(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("sum", flag.ContinueOnError)
	sumType := fs.String("sum", "disjunctive", "sum convention")
	play := fs.String("play", "normal", "normal or misere")
	listed := fs.Int("moves", defaultListed, "the winning moves listed at most")
	g, rest, err := exploreFlags("sum GAME [-sum TYPE] [-play normal|misere] [-moves K] [-p name=value]... HEAP...", args, fs, true)
	if err != nil {
		return fail(stderr, err)
	}
	if *listed < 0 || *listed > maxListed {
		return fail(stderr, fmt.Errorf("-moves %d: expected 0 to %d winning moves listed", *listed, maxListed))
	}
	var c sums.Convention
	found := false
	for _, conv := range sums.All() {
		if conv.Sum.String() == *sumType && conv.Play.String() == *play {
			c, found = conv, true
		}
	}
	if !found {
		return fail(stderr, fmt.Errorf("unknown convention -sum %s -play %s (sums: disjunctive, diminished-disjunctive, selective, shortened-selective, conjunctive, continued-conjunctive; play: normal, misere)", *sumType, *play))
	}
	if len(rest) == 0 {
		return fail(stderr, fmt.Errorf("sum: no heaps given"))
	}
	heaps := make([]memo.Pos, len(rest))
	for i, s := range rest {
		h, err := explore.ParsePos(s)
		if err != nil {
			return fail(stderr, fmt.Errorf("sum: %v", err))
		}
		heaps[i] = h
	}
	res, err := g.Sum(context.Background(), c, heaps, *listed)
	if err != nil {
		return fail(stderr, err)
	}
	if res.Via != "" {
		fmt.Fprintf(stderr, "nimber: %s\n", res.Via)
	}
	for _, line := range res.Lines(heaps) {
		fmt.Fprintln(stdout, line)
	}
	return 0
}

// fail prints err (printError) and returns the exit status of bad input, 2.
func fail(stderr io.Writer, err error) int {
	printError(stderr, err)
	return 2
}

// printError prints err on one line, with the flag that raises the cap it
// reports, if any.
func printError(stderr io.Writer, err error) {
	fmt.Fprintf(stderr, "nimber: %v%s\n", err, capFlag(err))
}

// capFlag names the flag that raises the cap of a game file that err
// reports, if any.
func capFlag(err error) string {
	var se *script.Error
	if errors.As(err, &se) && se.StepCap {
		return "; raise it with -max-steps"
	}
	var ce *memo.CapError
	if errors.As(err, &ce) {
		return "; raise the cap with -max-positions"
	}
	return ""
}
