//go:build !js

package cli

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
)

func runExplore(args ...string) (string, string, int) {
	var out, errOut bytes.Buffer
	code := Run(args, strings.NewReader(""), &out, &errOut)
	return out.String(), errOut.String(), code
}

func TestExploreCommands(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"table", "0.77", "-n", "11"}, "0 1 2 3 1 4 3 2 1 4 2 6\n"},
		{[]string{"table", "kayles", "-n", "11"}, "0 1 2 3 1 4 3 2 1 4 2 6\n"},
		{[]string{"table", "grundy", "-n", "9"}, "0 0 0 1 0 2 1 0 2 1\n"},
		{[]string{"table", "0.[3]", "-n", "5", "-kind", "misere"}, "1 0 2 3 4 5\n"},
		{[]string{"period", "dawson", "-n", "300"}, "preperiod=53 period=34 saltus=0 proven=yes values=301\n"},
		{[]string{"sum", "grundy", "-sum", "disjunctive", "-play", "normal", "5", "8"}, "second player wins (the player to move loses)\n"},
		{[]string{"table", "sub:1-3", "-n", "8", "-kind", "remoteness-normal"}, "0 1 1 1 2 3 3 3 4\n"},
		{[]string{"table", "-kind", "early-normal", "split", "-n", "3"}, "ended ended ends-next ends-next\n"},
		{[]string{"period", "0.07", "-n", "300"}, "preperiod=53 period=34 saltus=0 proven=yes values=301\n"},
		{[]string{"period", "sub:all", "-n", "50"}, "preperiod=0 period=1 saltus=1 proven=yes values=51\n"}, // the all-but state test
		{[]string{"period", "sub:all,!3,!4,!9", "-n", "300"}, "preperiod=0 period=6 saltus=3 proven=yes values=301\n"},
		{[]string{"period", "4.[3]", "-n", "300"}, "preperiod=1 period=4 saltus=4 proven=no values=301\n"}, // Lasker's Nim: no test
		{[]string{"sum", "sub:all", "-sum", "disjunctive", "-play", "normal", "1", "2", "3"}, "second player wins (the player to move loses)\n"},
		{[]string{"sum", "sub:all", "-sum", "disjunctive", "-play", "normal", "1", "2"}, "first player wins: 1 winning move\nheap 2: 2 -> 1\n"},
		{[]string{"sum", "0.77", "-sum", "conjunctive", "-play", "normal", "2", "3"}, "first player wins: 3 winning moves\nheap 1: 2 -> 0; heap 2: 3 -> 2\nheap 1: 2 -> 0; heap 2: 3 -> 1+1\nheap 1: 2 -> 0; heap 2: 3 -> 1\n"},
		{[]string{"sum", "0.77", "-sum", "conjunctive", "-moves", "1", "2", "3"}, "first player wins: 3 winning moves, the first 1 listed\nheap 1: 2 -> 0; heap 2: 3 -> 2\n"},
	} {
		out, errOut, code := runExplore(c.args...)
		if code != 0 || out != c.want {
			t.Errorf("%v: exit %d, out %q, err %q; want %q", c.args, code, out, errOut, c.want)
		}
	}
}

// TestGamesCommand: nimber games lists every family and every name with its
// code.
func TestGamesCommand(t *testing.T) {
	out, errOut, code := runExplore("games")
	for _, want := range []string{"a code like 0.07", "sub:LIST", "flip:N", "kayles 0.77 Kayles", "grundy 4!.0 Grundy's", "nim 0.[3] Nim"} {
		if code != 0 || !strings.Contains(strings.Join(strings.Fields(out), " "), want) {
			t.Errorf("nimber games: exit %d, err %q, out %q; want %q in it", code, errOut, out, want)
		}
	}
	if _, errOut, code := runExplore("games", "x"); code != 2 || errOut != "nimber: usage: nimber games\n" {
		t.Errorf("nimber games x: exit %d, err %q", code, errOut)
	}
}

func TestExploreErrors(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"table", "0.7x"}, "nimber: game:1:4: expected a hex digit, found \"x\"\n"},
		{[]string{"table", "0.[]"}, "nimber: game:1:4: expected a digit: the repeating block [] is empty\n"},
		{[]string{"table", "kayle"}, "nimber: game:1:1: expected a game (a code like 0.07, a name like kayles, sub:LIST, coprime, half, mod17, split or flip:N), found \"kayle\"; the names, closest first: kayles, "},
		{[]string{"table", "0.07", "-kind", "nimber"}, "nimber: unknown kind \"nimber\""},
		{[]string{"table", "0.07", "-n", "x"}, "nimber: -n x: expected N or N,M"},
		{[]string{"table"}, "nimber: usage: nimber table GAME"},
		{[]string{"period", "sub:1", "extra"}, "nimber: usage: nimber period GAME [-n N] [-kind KIND] [-p name=value]... (unexpected argument \"extra\")\n"},
		{[]string{"quotient", "0.77", "-n", "5", "extra"}, "nimber: usage: nimber quotient GAME [-n N] [-max-elements K] (unexpected argument \"extra\")\n"},
		{[]string{"rare", "0.6", "x", "-zz"}, "nimber: flag provided but not defined: -zz\n"},
		{[]string{"sum", "0.07", "-play", "misere", "-3"}, "nimber: sum: position \"-3\" is not a natural number or a pair a,b of them\n"},
		{[]string{"sum", "0.07", "-3", "-play", "misere"}, "nimber: sum: position \"-3\" is not a natural number or a pair a,b of them\n"},
		{[]string{"sum", "0.07", "-p", "-3", "4"}, "nimber: invalid value \"-3\" for flag -p: expected name=value\n"},
		{[]string{"table", "flip:10", "-kind", "grundy-misere"}, "nimber: flip:10: only grundy-normal values are defined"},
		{[]string{"sum", "0.07", "-sum", "odd", "3"}, "nimber: unknown convention -sum odd -play normal"},
		{[]string{"sum", "0.07", "-play", "normal", "x"}, "nimber: sum: position \"x\" is not a natural number or a pair a,b of them\n"},
		{[]string{"sum", "0.07"}, "nimber: sum: no heaps given\n"},
		{[]string{"period", "kayles.star", "-n", "-5"}, "nimber: -n -5: expected a natural number\n"},
		{[]string{"sum", "0.07", "-moves", "100001", "4"}, "nimber: -moves 100001: expected 0 to 100000 winning moves listed\n"},
		{[]string{"table", "kayles.star", "-n", "4611686018427387904"}, "nimber: kayles.star: a table of a game file holds at most 4194304 positions, not those up to 4611686018427387904\n"},
		{[]string{"period", "kayles.star", "-n", "10000000000"}, "nimber: kayles.star: a table of a game file holds at most 4194304 positions, not those up to 10000000000\n"},
		{[]string{"sum", "kayles.star", "4611686018427387905"}, "nimber: sum: position \"4611686018427387905\" holds a number larger than the largest Nimber holds, 2^62 = 4611686018427387904\n"},
	} {
		out, errOut, code := runExplore(c.args...)
		if code != 2 || out != "" || !strings.HasPrefix(errOut, c.want) || strings.Count(errOut, "\n") != 1 {
			t.Errorf("%v: exit %d, out %q, err %q; want %q", c.args, code, out, errOut, c.want)
		}
	}
}

// gameFile writes a game file in a temporary directory and returns its path.
func gameFile(t *testing.T, name, src string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// TestExploreGameFiles runs the commands on game files of one and two
// dimensions, with sums and parameters.
func TestExploreGameFiles(t *testing.T) {
	squares := gameFile(t, "squares.star", "def moves(n):\n    return [n - k * k for k in range(1, isqrt(n) + 1)]\n")
	take := gameFile(t, "take.star", "take = param('take', [1, 2])\ndef moves(n):\n    return [n - k for k in take if k <= n]\n")
	split := gameFile(t, "split.star", "# split into two unequal heaps\ndef moves(n):\n    return [[a, n - a] for a in range(1, (n + 1) // 2)]\n")
	wythoff := gameFile(t, "w.star", "def moves(p):\n    a, b = p\n    return [(a - k, b) for k in range(1, a + 1)] + [(a, b - k) for k in range(1, b + 1)] + [(a - k, b - k) for k in range(1, min(a, b) + 1)]\n")
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"table", squares, "-n", "12"}, "0 1 0 1 2 0 1 0 1 2 0 1 0\n"},
		{[]string{"table", "-n", "6", squares, "-kind", "outcome"}, "0 1 0 1 1 0 1\n"},
		{[]string{"table", squares, "-n", "6", "-kind", "misere"}, "1 0 1 0 2 1 0\n"},
		{[]string{"table", squares, "-n", "6", "-kind", "remoteness"}, "0 1 2 3 1 2 3\n"},
		{[]string{"table", take, "-n", "9"}, "0 1 2 0 1 2 0 1 2 0\n"},
		{[]string{"table", take, "-n", "9", "-p", "take=1,3,4"}, "0 1 0 1 2 3 2 0 1 0\n"},
		{[]string{"table", split, "-n", "10"}, "0 0 0 1 0 2 1 0 2 1 0\n"},
		// Misère Grundy values, the sums played out: 3 -> 1+2, which has no
		// move (value 1), so 0; 5 -> 1+4 (as 4: 1) or 2+3 (as 3: 0), so 2.
		{[]string{"table", split, "-n", "10", "-kind", "misere"}, "1 1 1 0 1 2 0 1 2 0 1\n"},
		{[]string{"table", wythoff, "-n", "2,3"}, "0 1 2 3\n1 2 0 4\n2 0 1 5\n"},
		{[]string{"table", "wythoff.star", "-n", "1,1", "-kind", "outcome"}, "0 1\n1 1\n"},
		{[]string{"period", take, "-p", "take=2,3", "-n", "100"}, "preperiod=0 period=5 saltus=0 proven=no values=101\nproven for code 0.033, which these rules match on every heap ≤ 100; not proven for this file\n"},
		{[]string{"pattern", take, "-p", "take=2,3", "-n", "200"}, "rule: g(n) is periodic with period 5.\nformula: g(n) = T[n mod 5], T = 0 0 1 1 2\nrange: checked for every n ≤ 200, not proven for this file; proven for every n for code 0.033, which these rules match on every heap ≤ 200: g(n + 5) = g(n) holds for 0 ≤ n < 3, as Golomb's theorem on finite subtraction sets (1966; with largest move 3, each value is a function of the 3 before it) requires\nexceptions: none\n"},
		{[]string{"sum", split, "5", "7", "9"}, "first player wins: 3 winning moves\nheap 1: 5 -> 2+3\nheap 3: 9 -> 1+8\nheap 3: 9 -> 4+5\n"},
		{[]string{"sum", wythoff, "3,5", "1,2"}, "second player wins (the player to move loses)\n"},
		{[]string{"sum", wythoff, "3,5", "2,2"}, "first player wins: 3 winning moves\nheap 2: (2, 2) -> (1, 2)\nheap 2: (2, 2) -> (2, 1)\nheap 2: (2, 2) -> (0, 0)\n"},
		{[]string{"examples", "squares.star"}, "# Subtract a square: take a square number of tokens (1, 4, 9, …) from a heap.\ndef moves(n):\n    return [n - k * k for k in range(1, isqrt(n) + 1)]\n"},
	} {
		out, errOut, code := runExplore(c.args...)
		if code != 0 || out != c.want {
			t.Errorf("%v: exit %d, out %q, err %q; want %q", c.args, code, out, errOut, c.want)
		}
	}
}

// TestRecognition: table and period of a game file whose rules are a code
// say so (table on stderr, its stdout the values alone), value past the
// heaps read with the code's engine, and prove a period only for the code
// the rules match, saying so.
func TestRecognition(t *testing.T) {
	unequal := gameFile(t, "g.star", "def moves(n):\n    return [[a, n - a] for a in range(1, (n + 1) // 2)]\n")
	differs := gameFile(t, "d.star", "def moves(n):\n    return [[a, n - 2 - a] for a in range(n - 1) if not (n == 77 and a in (30, 45))]\n")
	sub134 := gameFile(t, "s.star", "def moves(n):\n    return [n - k for k in (1, 3, 4) if k <= n]\n")
	squares := "sub:1"
	for r := 2; r*r <= 20000; r++ {
		squares += "," + strconv.Itoa(r*r)
	}
	for _, c := range []struct {
		args   []string
		stdout string // a built-in game (its values), or the output itself
		stderr string
	}{
		{[]string{"table", "kayles.star", "-n", "20"}, "0 1 2 3 1 4 3 2 1 4 2 6 4 1 2 7 1 4 3 2 1\n", "nimber: kayles.star: these rules are those of code 0.77 (kayles) on every heap ≤ 20\n"},
		{[]string{"table", "kayles.star", "-n", "15"}, "0.77", ""},
		{[]string{"table", "kayles.star", "-n", "100000"}, "0.77", "nimber: kayles.star: these rules are those of code 0.77 (kayles) on every heap ≤ 258; the values past 258 are those of code 0.77 (kayles), from its own engine (the file's rules checked against it on 2 more heaps up to 100000, not on every heap; -own: the file's rules alone)\n"},
		{[]string{"table", unequal, "-n", "3000"}, "", "nimber: " + unequal + ": these rules are those of code 4!.0 (grundy) on every heap ≤ 513; the values past 513 are those of code 4!.0 (grundy), from its own engine (the file's rules checked against it on 42 more heaps up to 3000, not on every heap; -own: the file's rules alone)\n"},
		{[]string{"table", "squares.star", "-n", "20000"}, squares, "nimber: squares.star: these rules are those of the subtraction game on the squares on every heap ≤ 3410; the values past 3410 are those of the subtraction game on the squares, from its own engine (the file's rules checked against it on 64 more heaps up to 20000, not on every heap; -own: the file's rules alone)\n"},
		{[]string{"table", differs, "-n", "100"}, "", "nimber: " + differs + ": these rules are those of code 0.07 (dawson) on every heap ≤ 76, not past it: heap 77 lacks the option 45+30, which the code has; the values are the file's\n"},
		{[]string{"period", "kayles.star"}, "preperiod=71 period=12 saltus=0 proven=no values=1001\nproven for code 0.77 (kayles), which these rules match on every heap ≤ 258; not proven for this file\n", ""},
		{[]string{"period", differs, "-n", "300"}, "preperiod=53 period=34 saltus=0 proven=no values=301\n", ""},
		{[]string{"period", sub134, "-n", "14"}, "preperiod=0 period=7 saltus=0 proven=no values=15\nproven for code 0.3033, which these rules match on every heap ≤ 14; not proven for this file\n", ""},
	} {
		out, errOut, code := runExplore(c.args...)
		want := c.stdout
		if want != "" && !strings.HasSuffix(want, "\n") {
			want, _, _ = runExplore(append([]string{"table", want}, c.args[2:]...)...)
		}
		if code != 0 || want != "" && out != want || errOut != c.stderr {
			t.Errorf("%v: exit %d, stderr %q; want %q (stdout as wanted: %v)", c.args, code, errOut, c.stderr, out == want)
		}
	}
}

// TestExploreStats: -stats reports the cost on stderr, stdout unchanged.
func TestExploreStats(t *testing.T) {
	out, errOut, code := runExplore("table", "squares.star", "-n", "10", "-stats") // too few heaps to tell
	if code != 0 || out != "0 1 0 1 2 0 1 0 1 2 0\n" || errOut != "nimber: 11 positions valued (2 KB in memory), 11 calls of moves\n" {
		t.Fatalf("exit %d, out %q, err %q", code, out, errOut)
	}
}

// TestExploreGameFileErrors: a bad game exits 2 with nothing on stdout and
// one line on stderr saying what is wrong and where.
func TestExploreGameFileErrors(t *testing.T) {
	syntax := gameFile(t, "syntax.star", "def moves(n)\n    return []\n")
	float := gameFile(t, "float.star", "def moves(n):\n    return [n / 2] if n else []\n")
	cycle := gameFile(t, "cycle.star", "def moves(n):\n    return [(n + 1) % 3]\n")
	grow := gameFile(t, "grow.star", "def moves(n):\n    return [n + 1]\n")
	slow := gameFile(t, "slow.star", "def moves(n):\n    return [k for k in range(1000 * n) if k < n]\n")
	runtime := gameFile(t, "runtime.star", "def moves(n):\n    return [] if n == 0 else [n - 1] + ([] if n < 3 else [n // (n - 3)])\n")
	nomoves := gameFile(t, "nomoves.star", "x = 1\n")
	param := gameFile(t, "param.star", "k = param('k', 2)\ndef moves(n):\n    return []\n")
	split := gameFile(t, "split.star", "def moves(n):\n    return [[a, n - a] for a in range(1, (n + 1) // 2)]\n")
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"table", syntax}, syntax + ":2:1: got newline, want ':'"},
		{[]string{"table", float}, float + ": moves(1): option 1 of 1 is 0.5 (a float), not a position: a position is a natural number"},
		{[]string{"table", cycle, "-n", "3"}, cycle + ": the game has a cycle, so it need not end: 0 -> 1 -> 2 -> 0"},
		{[]string{"table", grow, "-n", "3", "-max-positions", "-5"}, "-max-positions -5: expected a number of positions (0: the default, 2097152)"},
		{[]string{"table", slow, "-n", "50", "-max-steps", "10000"}, slow + ":2:45: moves(1): stopped at the step cap of 10000 steps per call; raise it with -max-steps"},
		{[]string{"table", runtime, "-n", "5"}, runtime + ":2:61: moves(3): floored division by zero"},
		{[]string{"table", nomoves}, nomoves + ": the file defines no moves(p)"},
		{[]string{"table", param, "-p", "j=3"}, param + ": unknown parameter \"j\" (declared: k)"},
		{[]string{"table", param, "-p", "k"}, "invalid value \"k\" for flag -p: expected name=value"},
		{[]string{"table", split, "-n", "3,3"}, split + ":2:45: moves((0, 0)): unknown binary op: tuple + int"},
		{[]string{"sum", split, "-sum", "conjunctive", "4"}, split + ": sums of a game written in Starlark are played disjunctive-normal"},
		{[]string{"table", "missing.star"}, "open missing.star: no such file or directory"},
		{[]string{"table", filepath.Dir(split) + "/"}, filepath.Dir(split) + "/ is a directory, not a game: a game file's name ends in .star, and a built-in game is a spec (nimber games lists them)"},
		{[]string{"table", "0.07", "-p", "k=1"}, "0.07: unknown parameter \"k\""},
		{[]string{"examples", "nope.star"}, "no example \"nope.star\""},
	} {
		out, errOut, code := runExplore(c.args...)
		if code != 2 || out != "" || !strings.HasPrefix(errOut, "nimber: "+c.want) || strings.Count(errOut, "\n") != 1 {
			t.Errorf("%v: exit %d, out %q, err %q; want %q", c.args, code, out, errOut, c.want)
		}
	}
}

// TestTableStopsAtCap: a table that a cap on memory stops prints the
// values before it, then on stderr why it stopped, and exits 3: a game
// file under -max-positions (the values printed are those of a table asked
// for up to the last one, which the cap does not reach), one that grows
// without end (no value), and Kayles's misère Grundy values past the heap
// where playing out its sums reaches games.MaxPlayedOut.
func TestTableStopsAtCap(t *testing.T) {
	grow := gameFile(t, "grow.star", "def moves(n):\n    return [n + 1]\n")
	for _, c := range []struct {
		args   []string
		stderr string // the message's start
	}{
		{[]string{"table", "kayles.star", "-kind", "misere", "-n", "500", "-max-positions", "400"}, "kayles.star: valuing "},
		{[]string{"table", grow, "-n", "3", "-max-positions", "5000"}, grow + ": valuing 0 reached the cap of 5000 positions (about 625 KB) kept in memory: the positions asked for and those their options reach are more than that, or the options grow without end; raise the cap with -max-positions"},
		{[]string{"table", "kayles", "-kind", "misere", "-n", "200"}, "0.77: misère Grundy values are computed up to heap "},
	} {
		out, errOut, code := runExplore(c.args...)
		if code != 3 || !strings.HasPrefix(errOut, "nimber: "+c.stderr) || strings.Count(errOut, "\n") != 1 {
			t.Errorf("%v: exit %d, stderr %q; want exit 3 and %q", c.args, code, errOut, c.stderr)
			continue
		}
		values := strings.Fields(out)
		if len(values) == 0 {
			if out != "" {
				t.Errorf("%v: stdout %q", c.args, out)
			}
			continue
		}
		args := slices.Clone(c.args)
		args[slices.Index(args, "-n")+1] = strconv.Itoa(len(values) - 1)
		if i := slices.Index(args, "-max-positions"); i >= 0 {
			args = slices.Delete(args, i, i+2)
		}
		if want, _, code := runExplore(args...); code != 0 || out != want {
			t.Errorf("%v printed %q; %v printed %q (exit %d)", c.args, out, args, want, code)
		}
	}
}

// TestExploreSplittingKinds: the short kind names mean the game itself
// (heaps played one at a time). For Kayles, whose moves may split a heap,
// the outcome is that the player to move wins every heap but 0 and the
// remoteness plays the sums out, as for a game file written as Kayles; the
// long names are the Game Pack compounds' (outcome-normal the selective
// sum's), the same for the code and the file.
func TestExploreSplittingKinds(t *testing.T) {
	table := func(game, kind string) string {
		t.Helper()
		out, errOut, code := runExplore("table", game, "-n", "20", "-kind", kind)
		if code != 0 {
			t.Fatalf("%s -kind %s: exit %d, stderr %q", game, kind, code, errOut)
		}
		return out
	}
	for _, kind := range []string{"outcome", "remoteness", "outcome-normal", "remoteness-normal", "early-misere"} {
		if code, file := table("0.77", kind), table("kayles.star", kind); code != file {
			t.Errorf("-kind %s: 0.77 gives %q, kayles.star %q", kind, code, file)
		}
	}
	if out := table("0.77", "outcome"); out != "0"+strings.Repeat(" 1", 20)+"\n" {
		t.Errorf("0.77 -kind outcome: %q", out)
	}
	if out := table("0.77", "outcome-normal"); out == table("0.77", "outcome") {
		t.Errorf("0.77: the selective sum's outcomes are the game's own: %q", out)
	}
	if out, errOut, code := runExplore("table", "sub:1,2", "-n", "6", "-kind", "outcome"); code != 0 || out != "0 1 1 0 1 1 0\n" {
		t.Errorf("sub:1,2 -kind outcome: exit %d, stdout %q, stderr %q", code, out, errOut)
	}
}

func TestPositional(t *testing.T) {
	for _, c := range []struct {
		args []string
		pos  string // the arguments left, joined by spaces
		n    string // -n's value
	}{
		{[]string{"0.77", "-n", "5", "3"}, "0.77 3", "5"},
		{[]string{"-n", "-5", "0.77"}, "0.77", "-5"},
		{[]string{"-n=-5", "-3"}, "-3", "-5"},
		{[]string{"0.77", "-v", "-3", "4"}, "0.77 -3 4", ""},
		{[]string{"-3", "-v", "-n", "7", "-4"}, "-3 -4", "7"},
		{[]string{"--n", "-2", "x", "--v", "-1"}, "x -1", "-2"},
	} {
		fs := flag.NewFlagSet("test", flag.ContinueOnError)
		n := fs.String("n", "", "a flag with a value")
		fs.Bool("v", false, "a boolean flag")
		pos, err := positional(fs, c.args)
		if err != nil || strings.Join(pos, " ") != c.pos || *n != c.n {
			t.Errorf("positional(%q) = %q, -n %q, %v; want %q, -n %q", c.args, pos, *n, err, c.pos, c.n)
		}
	}
}
