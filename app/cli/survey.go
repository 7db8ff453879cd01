//go:build !js

package cli

import (
	"bufio"
	"errors"
	"flag"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	"nimber/solver/octal"
)

// maxRange caps the codes one range A..B of survey lists.
const maxRange = 1 << 21

// surveyCommand prints a TSV line per code: code, heaps computed,
// preperiod, period, proven, largest value, rare heaps.
func surveyCommand(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("survey", flag.ContinueOnError)
	nFlag := fs.String("n", "1000", "largest heap (an integer, 2^K or 2^K-1)")
	shard := fs.String("shard", "1/1", "I/K: only every K-th code, from the I-th (1 ≤ I ≤ K)")
	workers := fs.Int("workers", 0, "goroutines computing (default GOMAXPROCS, the cores)")
	pos, err := positional(fs, args)
	if err != nil || len(pos) == 0 {
		return fail(stderr, errors.New("usage: nimber survey CODE|A..B... [-n N] [-shard I/K]"))
	}
	n, err := parseHeap(*nFlag)
	if err != nil {
		return fail(stderr, err)
	}
	i, k, err := parseShard(*shard)
	if err != nil {
		return fail(stderr, err)
	}
	codes, err := expandCodes(pos)
	if err != nil {
		return fail(stderr, err)
	}
	w := bufio.NewWriter(stdout)
	defer w.Flush()
	ff := &farFlags{workers: *workers}
	for j, g := range codes {
		if j%k != i-1 {
			continue
		}
		r, exit := farCompute(g, n, ff, stderr)
		if exit != 0 {
			return exit
		}
		st := octal.Stats(r.Values, r.Mask)
		p := r.Values.FindPeriod(g.Bound())
		pre, per, proven := "-", "-", "no"
		if p.Found {
			pre, per = strconv.Itoa(p.Pre), strconv.Itoa(p.Period)
		}
		if p.Proven {
			proven = "yes"
		}
		fmt.Fprintf(w, "%s\t%d\t%s\t%s\t%s\t%d\t%d\n", g, r.Computed, pre, per, proven, st.Max, st.Rare)
		w.Flush()
	}
	return 0
}

// parseShard reads -shard I/K.
func parseShard(s string) (i, k int, err error) {
	a, b, ok := strings.Cut(s, "/")
	i, err1 := strconv.Atoi(a)
	k, err2 := strconv.Atoi(b)
	if !ok || err1 != nil || err2 != nil || k < 1 || i < 1 || i > k {
		return 0, 0, fmt.Errorf("-shard %s: expected I/K with 1 ≤ I ≤ K", s)
	}
	return i, k, nil
}

// expandCodes returns the games the arguments name, each once, sorted by
// their codes' normal forms, bytewise (so that sorted shards concatenate to
// the whole); each is one the far engine computes.
// An argument is a code or a range A..B of octal codes with the same d0:
// every code whose digits, padded with zeros to the longer of A and B, lie
// between theirs (0.001..0.777: every octal code of up to three digits).
func expandCodes(args []string) ([]octal.Game, error) {
	var codes []string
	for _, a := range args {
		lo, hi, isRange := strings.Cut(a, "..")
		if !isRange {
			codes = append(codes, a)
			continue
		}
		more, err := octalRange(lo, hi)
		if err != nil {
			return nil, fmt.Errorf("range %s: %v", a, err)
		}
		codes = append(codes, more...)
	}
	games := make([]octal.Game, 0, len(codes))
	for _, c := range codes {
		g, err := farCode(c)
		if err != nil {
			return nil, err
		}
		games = append(games, g)
	}
	slices.SortFunc(games, func(a, b octal.Game) int { return strings.Compare(a.String(), b.String()) })
	return slices.CompactFunc(games, func(a, b octal.Game) bool { return a.String() == b.String() }), nil
}

// octalRange lists the octal codes from lo to hi (see expandCodes).
func octalRange(lo, hi string) ([]string, error) {
	d0, a, ok1 := strings.Cut(lo, ".")
	d0b, b, ok2 := strings.Cut(hi, ".")
	if !ok1 || !ok2 || d0 != d0b || len(d0) > 1 {
		return nil, errors.New("expected two octal codes with the same digit before the point, as in 0.001..0.777")
	}
	if d0 == "" {
		d0 = "0"
	}
	width := max(len(a), len(b))
	from, err1 := strconv.ParseUint(a+strings.Repeat("0", width-len(a)), 8, 64)
	to, err2 := strconv.ParseUint(b+strings.Repeat("0", width-len(b)), 8, 64)
	if width == 0 || width > 20 || err1 != nil || err2 != nil || (d0 != "0" && d0 != "4") {
		return nil, errors.New("expected octal digits 0 to 7, and 0 or 4 before the point")
	}
	if to < from || to-from >= maxRange {
		return nil, fmt.Errorf("expected A ≤ B and at most %d codes between", maxRange)
	}
	var codes []string
	for x := from; x <= to; x++ {
		digits := strconv.FormatUint(x, 8)
		digits = strings.Repeat("0", width-len(digits)) + digits
		g, err := octal.Parse(d0 + "." + digits)
		if err != nil {
			return nil, err
		}
		if g.Digit(0) != 0 || g.MaxTake() > 0 { // 0.000 has no move: no game to survey
			codes = append(codes, g.String())
		}
	}
	return codes, nil
}

// readCommand prints the header of a table or checkpoint file and its
// values A..B (default the first hundred).
func readCommand(args []string, stdout, stderr io.Writer) int {
	if len(args) < 1 || len(args) > 2 {
		return fail(stderr, errors.New("usage: nimber read FILE [A:B]"))
	}
	t, err := readFile(args[0])
	if err != nil {
		return fail(stderr, err)
	}
	kind := "table"
	if t.Checkpoint {
		kind = "checkpoint"
	}
	count := t.Values.Len()
	a, b := 0, min(count, 100)-1
	if len(args) == 2 {
		x, y, ok := strings.Cut(args[1], ":")
		var err1, err2 error
		a, err1 = strconv.Atoi(x)
		b, err2 = strconv.Atoi(y)
		if !ok || err1 != nil || err2 != nil || a < 0 || b < a || b >= count {
			return fail(stderr, fmt.Errorf("%s: expected A:B with 0 ≤ A ≤ B < %d", args[1], count))
		}
	}
	fmt.Fprintf(stdout, "%s code=%s n=%d values=%d bits=%d mask=%#x\n", kind, t.Code, t.N, count, t.Values.Bits(), t.Mask)
	w := bufio.NewWriter(stdout)
	defer w.Flush()
	for x := a; x <= b; x++ {
		if x > a {
			w.WriteByte(' ')
		}
		w.WriteString(strconv.FormatUint(uint64(t.Values.At(x)), 10))
	}
	if b >= a {
		w.WriteByte('\n')
	}
	return 0
}
