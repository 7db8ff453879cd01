//go:build !js

package main

import (
	"bufio"
	"flag"
	"fmt"
	"io"
	"strconv"
	"strings"

	"nimber/solver/games"
	"nimber/solver/sums"
)

// exploreFlags parses GAME followed by flags (or flags then GAME), with
// extra positional arguments allowed when rest is true.
func exploreFlags(cmd string, args []string, fs *flag.FlagSet, rest bool) (games.Game, []string, error) {
	fs.SetOutput(io.Discard)
	var pos []string
	for len(args) > 0 {
		if err := fs.Parse(args); err != nil {
			return games.Game{}, nil, err
		}
		args = fs.Args()
		if len(args) > 0 {
			pos = append(pos, args[0])
			args = args[1:]
		}
	}
	if len(pos) == 0 || !rest && len(pos) > 1 {
		return games.Game{}, nil, fmt.Errorf("usage: nimber %s GAME ...", cmd)
	}
	g, err := games.Parse(pos[0])
	return g, pos[1:], err
}

// table prints the values of a game for sizes 0..N.
func table(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("table", flag.ContinueOnError)
	n := fs.Int("n", 100, "largest heap")
	kind := fs.String("kind", "grundy-normal", "value kind")
	g, _, err := exploreFlags("table GAME [-n N] [-kind KIND]", args, fs, false)
	if err != nil {
		return fail(stderr, err)
	}
	k, c, err := games.ParseKind(*kind)
	if err != nil {
		return fail(stderr, err)
	}
	v, err := games.Values(g, k, c, *n, nil)
	if err != nil {
		return fail(stderr, err)
	}
	w := bufio.NewWriter(stdout)
	for i, x := range v {
		if i > 0 {
			w.WriteByte(' ')
		}
		w.WriteString(sums.ValueString(x))
	}
	w.WriteByte('\n')
	w.Flush()
	return 0
}

// period prints the period of a game's values.
func period(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("period", flag.ContinueOnError)
	n := fs.Int("n", 1000, "largest heap")
	kind := fs.String("kind", "grundy-normal", "value kind")
	g, _, err := exploreFlags("period GAME [-n N]", args, fs, false)
	if err != nil {
		return fail(stderr, err)
	}
	k, c, err := games.ParseKind(*kind)
	if err != nil {
		return fail(stderr, err)
	}
	r, err := games.Period(g, k, c, *n)
	if err != nil {
		return fail(stderr, err)
	}
	proven := "no"
	if r.Proven {
		proven = "yes"
	}
	if !r.Found {
		fmt.Fprintf(stdout, "preperiod=none period=none saltus=0 proven=no values=%d\n", r.Observed)
		return 0
	}
	fmt.Fprintf(stdout, "preperiod=%d period=%d saltus=%d proven=%s values=%d\n", r.Pre, r.Period, r.Saltus, proven, r.Observed)
	return 0
}

// maxListed caps the winning moves printed by sum.
const maxListed = 100

// sum prints who wins a sum of heaps and the winning moves.
func sum(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("sum", flag.ContinueOnError)
	sumType := fs.String("sum", "disjunctive", "sum convention")
	play := fs.String("play", "normal", "normal or misere")
	g, rest, err := exploreFlags("sum GAME -sum TYPE -play normal|misere HEAP...", args, fs, true)
	if err != nil {
		return fail(stderr, err)
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
	heaps := make([]int, len(rest))
	for i, s := range rest {
		h, err := strconv.Atoi(s)
		if err != nil || h < 0 || h > games.MaxNaive {
			return fail(stderr, fmt.Errorf("sum: heap %q is not an integer in [0, %d]", s, games.MaxNaive))
		}
		heaps[i] = h
	}
	res, err := games.Analyze(g, c, heaps, maxListed)
	if err != nil {
		return fail(stderr, err)
	}
	if !res.FirstWins {
		fmt.Fprintln(stdout, "second player wins (the player to move loses)")
		return 0
	}
	fmt.Fprintf(stdout, "first player wins: %d winning moves", res.Count)
	if uint64(len(res.Moves)) < res.Count {
		fmt.Fprintf(stdout, ", the first %d listed", len(res.Moves))
	}
	fmt.Fprintln(stdout)
	for _, m := range res.Moves {
		var parts []string
		for _, ch := range m {
			to := make([]string, len(ch.To))
			for i, h := range ch.To {
				to[i] = strconv.Itoa(h)
			}
			parts = append(parts, fmt.Sprintf("heap %d: %d -> %s", ch.Heap+1, heaps[ch.Heap], strings.Join(to, "+")))
		}
		fmt.Fprintln(stdout, strings.Join(parts, "; "))
	}
	return 0
}

func fail(stderr io.Writer, err error) int {
	fmt.Fprintf(stderr, "nimber: %v\n", err)
	return 2
}
