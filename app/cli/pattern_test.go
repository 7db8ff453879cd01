//go:build !js

package cli

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"testing"

	"nimber/solver/explore/exploretest"
)

func TestPatternFindsRules(t *testing.T) {
	for _, c := range []struct {
		args  []string
		lines []string
	}{
		{[]string{"pattern", "0.07", "-n", "1000"}, []string{
			"rule: g(n) is periodic with period 34 from n = 53 on (preperiod 53), with 8 earlier values listed as exceptions.",
			"formula: g(n) = T[(n − 53) mod 34], T = 3 3 0 1 1 3 0 2 1 1 0 4 5 3 7 4 8 1 1 2 0 3 1 1 0 3 3 2 2 4 4 5 5 9",
			"range: proven for every n: g(n + 34) = g(n) holds for 53 ≤ n < 142, as the periodicity theorem of octal games (Guy and Smith, 1956; moves taking at most 2 and leaving at most 2 heaps) requires",
			"exceptions: g(0) = 0, g(1) = 0, g(15) = 0, g(17) = 2, g(18) = 2, g(32) = 2, g(35) = 0, g(52) = 2",
		}},
		{[]string{"pattern", "coprime", "-n", "600"}, []string{
			"rule: g(n) is 0 for even n; the index of the least prime factor of n among the primes for odd n, except at n = 1.",
			"formula: g(n) = 0 if even n; π(lpf(n)) if odd n",
			"range: checked for every n ≤ 600, not proven",
			"exceptions: g(1) = 1",
		}},
		{[]string{"pattern", "split", "-kind", "early-normal", "-n", "200"}, []string{
			"rule: g(n) is ends-next, except at n = 0 and 1.",
			"formula: g(n) = ends-next",
			"range: checked for every n ≤ 200, not proven",
			"exceptions: g(0) = ended, g(1) = ended",
		}},
		{[]string{"pattern", "-n", "200", "sub:1-3"}, []string{
			"rule: g(n) = n mod 4.",
			"formula: g(n) = n mod 4",
			"range: proven for every n: g(n + 4) = g(n) holds for 0 ≤ n < 3, as Golomb's theorem on finite subtraction sets (1966; with largest move 3, each value is a function of the 3 before it) requires",
			"exceptions: none",
		}},
		{[]string{"pattern", "sub:all,!3,!4,!9", "-n", "300"}, []string{
			"rule: g(n) is arithmetic-periodic with period 6 and saltus 3: g(n + 6) = g(n) + 3.",
			"formula: g(n) = T[n mod 6] + 3·⌊n/6⌋, T = 0 1 2 0 1 2",
			"range: proven for every n: g(n + 6) = g(n) + 3 for every n ≥ 0 follows from the values up to 14 by the state test for all-but subtraction games (moves: any number but 3, 4, 9; for n ≥ 9, g(n) is the mex of the values up to n − 10 and of the allowed ones among the 9 before n: a state of those values, taken relative to their mex, that repeats repeats for ever)",
			"exceptions: none",
		}},
	} {
		out, errOut, code := runExplore(c.args...)
		if want := strings.Join(c.lines, "\n") + "\n"; code != 0 || out != want || errOut != "" {
			t.Errorf("%v: exit %d, stderr %q, stdout\n%s\nwant\n%s", c.args, code, errOut, out, want)
		}
	}
}

// TestPatternPredicts compares -predict with the values the game has.
func TestPatternPredicts(t *testing.T) {
	for _, c := range []struct{ game, n, predict, tableN string }{
		{"0.07", "400", "0:3000", "3000"},
		{"0.77", "500", "0:2000", "2000"},
		{"coprime", "500", "0:3000", "3000"},
		{"half", "300", "0:2500", "2500"},
		{"sub:all,!3,!4,!9", "100", "0:3000", "3000"},
	} {
		got, errOut, code := runExplore("pattern", c.game, "-n", c.n, "-predict", c.predict)
		want, _, _ := runExplore("table", c.game, "-n", c.tableN)
		if code != 0 || errOut != "" || got != want {
			t.Errorf("%s -n %s -predict %s: exit %d, stderr %q; differs from the table: %v", c.game, c.n, c.predict, code, errOut, got != want)
		}
	}
	out, _, code := runExplore("pattern", "sub:1,3,4", "-n", "100", "-predict", "1000:1006")
	if code != 0 || out != "2 0 1 0 1 2 3\n" {
		t.Errorf("sub:1,3,4 -predict 1000:1006: exit %d, %q", code, out)
	}
}

func TestPatternNoRule(t *testing.T) {
	for _, args := range [][]string{
		{"pattern", "0.6", "-n", "1000"},
		{"pattern", "0.6", "-n", "1000", "-predict", "0:10"},
		{"pattern", "0.07", "-n", "100"}, // too few periods, too short for the theorem
	} {
		// With -predict, stdout is the values only: with none, what was
		// found is on stderr.
		out, errOut, code := runExplore(args...)
		report, other := out, errOut
		if slices.Contains(args, "-predict") {
			report, other = errOut, out
		}
		if code != 3 || other != "" || !strings.HasPrefix(report, "no rule found: ") || !strings.Contains(report, "\ntried: eventually periodic") {
			t.Errorf("%v: exit %d, stdout\n%s\nstderr\n%s", args, code, out, errOut)
		}
	}
	out, _, _ := runExplore("pattern", "0.6", "-n", "1000")
	if !strings.Contains(out, "\nbest partial fit: periodic with period ") {
		t.Errorf("0.6: no best partial fit:\n%s", out)
	}
}

func TestPatternBadInput(t *testing.T) {
	for _, c := range []struct {
		args []string
		err  string
	}{
		{[]string{"pattern"}, "nimber: usage: nimber pattern GAME [-n N|N,M] [-p name=value]... [-predict A:B | -emit c++|python|go [-emit-main]]"},
		{[]string{"pattern", "0.07", "0.77"}, "nimber: usage: nimber pattern GAME [-n N|N,M] [-p name=value]... [-predict A:B | -emit c++|python|go [-emit-main]] (unexpected argument \"0.77\")"},
		{[]string{"pattern", "+nim"}, `nimber: game:1:1: expected a game (a code like 0.07, a name like kayles, sub:LIST, coprime, half, mod17, split or flip:N), found "+nim"`},
		{[]string{"pattern", "0.07", "-n", "-1"}, "nimber: -n -1: expected N or N,M (natural numbers)"},
		{[]string{"pattern", "0.07", "-n", "70000"}, "nimber: -n 70000 is out of range [0, 65536]"},
		{[]string{"pattern", "0.07", "-n", "x"}, "nimber: -n x: expected N or N,M (natural numbers)"},
		{[]string{"pattern", "0.07", "-predict", "5"}, `nimber: -predict "5": expected A:B, two integers`},
		{[]string{"pattern", "0.07", "-predict", "9:3"}, `nimber: -predict "9:3": expected 0 ≤ A ≤ B`},
		{[]string{"pattern", "0.07", "-predict", "0:2000000"}, `nimber: -predict "0:2000000": at most 1048576 values`},
		{[]string{"pattern", "0.07", "-p", "k=3"}, `nimber: 0.07: unknown parameter "k" (a built-in game has none; parameters belong to game files, FILE.star)`},
		{[]string{"pattern", "0.07", "-p", "k"}, `nimber: pattern: invalid value "k" for flag -p: -p "k": expected name=value`},
		{[]string{"pattern", "0.07", "-kind", "nope"}, `nimber: unknown kind "nope" (grundy, misere (misère play of the game itself), remoteness, outcome, or a Game Pack convention's value, normal or misère play of its sum: grundy-normal, grundy-misere (disjunctive), early-normal, early-misere (diminished disjunctive), outcome-normal, outcome-misere (selective), remoteness-normal, remoteness-misere (conjunctive), suspense-normal, suspense-misere (continued conjunctive))`},
		{[]string{"pattern", "coprime", "-n", "300", "-predict", "4194300:4194310"}, "nimber: -predict: the rule \"g(n) = 0 if even n; π(lpf(n)) if odd n\" cannot evaluate n = 4194305: arithmetic features are known up to 4194304"},
		{[]string{"pattern", "0.[3]", "-n", "300", "-predict", "4294967290:4294967299"}, "nimber: -predict: the rule \"g(n) = n\" cannot evaluate n = 4294967294: its value there is past 4294967293, the largest number Nimber holds; -emit writes the rule in 64-bit arithmetic"},
	} {
		out, errOut, code := runExplore(c.args...)
		if code != 2 || out != "" || errOut != c.err+"\n" {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want %q", c.args, code, out, errOut, c.err)
		}
	}
}

// TestPatternGameFiles finds rules in games written in Starlark: a
// parameter family, a two-dimensional game, and predictions of a
// one-dimensional one compared with its computed values far past N.
func TestPatternGameFiles(t *testing.T) {
	takeK := gameFile(t, "take.star", "k = param(\"k\", 3)\ndef moves(n):\n    return [n - t for t in range(1, min(k, n) + 1)]\n")
	divisor := gameFile(t, "divisor.star", "def moves(n):\n    return [n - d for d in divisors(n) if d < n] if n > 1 else []\n")
	nim2 := gameFile(t, "nim2.star", "def moves(p):\n    a, b = p\n    return [(x, b) for x in range(a)] + [(a, y) for y in range(b)]\n")

	out, errOut, code := runExplore("pattern", takeK, "-n", "200", "-p", "k=1..5")
	if code != 0 || !strings.Contains(out, "period k+1") || !strings.Contains(out, "k = 5: g(n) = n mod 6.") {
		t.Errorf("family: exit %d, stderr %q, stdout\n%s", code, errOut, out)
	}
	out, errOut, code = runExplore("pattern", nim2, "-n", "30,30")
	if code != 0 || !strings.Contains(out, "⊕") {
		t.Errorf("two heaps of Nim: exit %d, stderr %q, stdout\n%s", code, errOut, out)
	}
	got, errOut, code := runExplore("pattern", divisor, "-n", "300", "-predict", "0:2000")
	want, _, _ := runExplore("table", divisor, "-n", "2000")
	if code != 0 || errOut != "" || got != want {
		t.Errorf("subtract a proper divisor: exit %d, stderr %q; predictions differ from the table: %v", code, errOut, got != want)
	}
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"pattern", takeK, "-p", "j=2"}, `unknown parameter "j"`},
		{[]string{"pattern", takeK, "-p", "k=1..5", "-predict", "0:9"}, "-predict applies to one game"},
		{[]string{"pattern", takeK, "-p", "k=a", "-p", "k=2"}, "a family's parameter takes integers"},
		{[]string{"pattern", takeK, "-p", "k=1", "-p", "k=2", "-p", "k=2"}, "k = 2 is given twice"},
		{[]string{"pattern", takeK, "-p", "k=1..3", "-p", "k=3"}, "k = 3 is given twice"},
		{[]string{"pattern", nim2, "-n", "5,5", "-p", "k=1..2"}, "families of two-dimensional games"},
	} {
		out, errOut, code := runExplore(c.args...)
		if code != 2 || out != "" || !strings.Contains(errOut, c.want) {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want exit 2 and %q", c.args, code, out, errOut, c.want)
		}
	}
}

// TestPatternUserGames runs the finder on more games written in Starlark:
// a shipped example with a list parameter, a family given by repeated
// values, Nim and Wythoff's game on pairs, a game with no known rule, and
// the errors TestPatternGameFiles leaves out.
func TestPatternUserGames(t *testing.T) {
	twice := gameFile(t, "twice.star", "# Take k or 2k tokens.\nk = param(\"k\", 1)\n\ndef moves(n):\n    return [n - t for t in (k, 2 * k) if t <= n]\n")
	square := gameFile(t, "square.star", "# Take 1 or 2k² tokens: period 2k²+1.\nk = param(\"k\", 1)\n\ndef moves(n):\n    return [n - t for t in (1, 2 * k * k) if t <= n]\n")
	nim2 := gameFile(t, "nim2.star", "def moves(p):\n    a, b = p\n    return [(x, b) for x in range(a)] + [(a, y) for y in range(b)]\n")
	examples := "../../solver/script/examples/"
	for _, c := range []struct {
		args []string
		code int
		head string // the output's first lines
	}{
		{[]string{"pattern", examples + "subtract.star", "-p", "take=1,3,4", "-n", "300"}, 0,
			"rule: g(n) is periodic with period 7.\nformula: g(n) = T[n mod 7], T = 0 1 0 1 2 3 2\nrange: checked for every n ≤ 300, not proven for this file; proven for every n for code 0.3033, which these rules match on every heap ≤ 300: g(n + 7) = g(n) holds for 0 ≤ n < 4, as Golomb's theorem on finite subtraction sets (1966; with largest move 4, each value is a function of the 4 before it) requires\nexceptions: none\n"},
		{[]string{"pattern", twice, "-p", "k=1..4", "-n", "300"}, 0,
			"rule: For k in {1, 2, 3, 4}, g is eventually periodic with period 3k, preperiod 0.\nformula: period 3k; preperiod 0\nk = 1: g(n) = n mod 3. (checked for every n ≤ 300, not proven; exceptions: none)\n"},
		{[]string{"pattern", twice, "-p", "k=2", "-p", "k=5", "-p", "k=7", "-n", "300"}, 0,
			"rule: For k in {2, 5, 7}, g is eventually periodic with period 3k, preperiod 0.\n"},
		{[]string{"pattern", square, "-p", "k=1..7", "-n", "700"}, 0,
			"rule: For k in {1, 2, 3, 4, 5, 6, 7}, g is eventually periodic with period 2k²+1, preperiod 0.\nformula: period 2k²+1; preperiod 0\n"},
		{[]string{"pattern", examples + "wythoff.star", "-n", "4,200"}, 0,
			"rule: Each row a ≤ 4 is additively periodic: g(a, b + p(a)) = g(a, b) + s(a) for b ≥ pre(a), with s(a) = p(a); p(a), pre(a) as the rows' table lists.\nformula: g(a, b + p(a)) = g(a, b) + s(a) for b ≥ pre(a); a: pre(a) p(a) s(a) = 0: 0 1 1; 1: 0 3 3; 2: 0 3 3; 3: 8 6 6; 4: 9 12 12\nrange: each row a ≤ 4 checked additively periodic for every b ≤ 200, not proven\n"},
		{[]string{"pattern", nim2, "-n", "40,40"}, 0,
			"rule: g(a, b) = a ⊕ b, the XOR of the coordinates (Nim on two heaps).\nformula: g(a, b) = a ⊕ b\nrange: checked for every a ≤ 40 and b ≤ 40, not proven\nexceptions: none\n"},
		{[]string{"pattern", examples + "wythoff.star", "-n", "60,60"}, 0,
			"rule: The P-positions (value 0) are (0, 0) and (⌊kα⌋, ⌊kβ⌋), (⌊kβ⌋, ⌊kα⌋) for k ≥ 1, α = (1 + √5)/2 ≈ 1.618034, β = α + 1 (Wythoff's pairs, α the golden ratio); the other values are not predicted.\n"},
		{[]string{"pattern", examples + "squares.star", "-n", "1000"}, 3, "no rule found: no rule fits every value\n"},
	} {
		out, errOut, code := runExplore(c.args...)
		if code != c.code || errOut != "" || !strings.HasPrefix(out, c.head) {
			t.Errorf("%v: exit %d, stderr %q, stdout\n%s\nwant exit %d and\n%s", c.args, code, errOut, out, c.code, c.head)
		}
	}
	// The family's predictions are its members': -predict needs one game.
	got, _, _ := runExplore("pattern", twice, "-p", "k=5", "-n", "300", "-predict", "0:3000")
	want, _, _ := runExplore("table", twice, "-p", "k=5", "-n", "3000")
	if got != want {
		t.Errorf("twice.star k=5: -predict 0:3000 differs from the table")
	}
	for _, c := range []struct {
		args []string
		err  string
	}{
		{[]string{"pattern", twice, "-p", "k=1..4", "-p", "m=1..2"}, "nimber: -p: both k and m take several values; a family varies one parameter"},
		{[]string{"pattern", twice, "-p", "k=9..2"}, "nimber: -p k=9..2: expected a range lo..hi of at most 64 integers"},
		{[]string{"pattern", nim2, "-n", "40,40", "-predict", "1:3"}, "nimber: -predict applies to one-dimensional games"},
		{[]string{"pattern", nim2, "-n", "2000,2000"}, "nimber: -n 2000,2000: the pattern finder reads at most 1048576 pairs"},
	} {
		out, errOut, code := runExplore(c.args...)
		if code != 2 || out != "" || errOut != c.err+"\n" {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want %q", c.args, code, out, errOut, c.err)
		}
	}
}

// TestPatternEmitGameFile: code emitted for a game file states the
// condition its proof holds under, as the rule printed does.
func TestPatternEmitGameFile(t *testing.T) {
	out, errOut, code := runExplore("pattern", "../../solver/script/examples/subtract.star", "-p", "take=1,3,4", "-n", "300", "-emit", "python")
	if code != 0 || !strings.Contains(strings.Join(strings.Fields(strings.ReplaceAll(out, "# ", "")), " "),
		"checked for every n ≤ 300, not proven for this file; proven for every n for code 0.3033, which these rules match on every heap ≤ 300:") {
		t.Errorf("exit %d, stderr %q, code:\n%s", code, errOut, out)
	}
}

// bruteOctal returns the Grundy values of heaps 0..n of the octal code with
// digits d[1], d[2], … (d[0] unused), from the rules alone: digit k's bit 1
// takes a whole heap of k, bit 2 takes k leaving one heap, bit 4 takes k
// leaving two non-empty heaps.
func bruteOctal(d []int, n int) []int {
	g := make([]int, n+1)
	for x := range g {
		seen := map[int]bool{}
		for k := 1; k < len(d) && k <= x; k++ {
			r := x - k
			if d[k]&1 != 0 && r == 0 {
				seen[0] = true
			}
			if d[k]&2 != 0 && r > 0 {
				seen[g[r]] = true
			}
			for a := 1; d[k]&4 != 0 && 2*a <= r; a++ {
				seen[g[a]^g[r-a]] = true
			}
		}
		for seen[g[x]] {
			g[x]++
		}
	}
	return g
}

// TestPatternClaimsAgainstBruteForce runs pattern on every subtraction
// game with moves in {1, …, 7} and every octal code 0.d1d2d3, from the
// values up to n, and compares its predictions up to 5n with the games'
// values by brute force: a rule must give every value up to n, and a rule
// said proven every value up to 5n, with the theorem that proves it named.
func TestPatternClaimsAgainstBruteForce(t *testing.T) {
	const n, far = 150, 750
	type game struct {
		spec   string
		digits []int
	}
	var games []game
	for set := 1; set < 1<<7; set++ {
		d := make([]int, 8)
		var moves []string
		for k := 1; k <= 7; k++ {
			if set&(1<<(k-1)) != 0 {
				d[k] = 3
				moves = append(moves, fmt.Sprint(k))
			}
		}
		games = append(games, game{"sub:" + strings.Join(moves, ","), d})
	}
	for code := 1; code < 8*8*8; code++ {
		d := []int{0, code / 64, code / 8 % 8, code % 8}
		games = append(games, game{fmt.Sprintf("0.%d%d%d", d[1], d[2], d[3]), d})
	}
	rules, proven := 0, 0
	for _, g := range games {
		out, errOut, status := runExplore("pattern", g.spec, "-n", fmt.Sprint(n))
		if status == 3 {
			continue
		}
		if status != 0 {
			t.Fatalf("%s: exit %d, %s", g.spec, status, errOut)
		}
		rules++
		_, rng, _ := strings.Cut(out, "\nrange: ")
		rng, _, _ = strings.Cut(rng, "\n")
		isProven := strings.HasPrefix(rng, "proven")
		if isProven {
			proven++
			if !strings.Contains(rng, "theorem") && !strings.Contains(rng, "state test") {
				t.Errorf("%s: proven by no theorem named: %q", g.spec, rng)
			}
		}
		pred, errOut, status := runExplore("pattern", g.spec, "-n", fmt.Sprint(n), "-predict", fmt.Sprintf("0:%d", far))
		if status != 0 {
			t.Fatalf("%s -predict: exit %d, %s", g.spec, status, errOut)
		}
		want := bruteOctal(g.digits, far)
		for i, f := range strings.Fields(pred) {
			if f != fmt.Sprint(want[i]) && (i <= n || isProven) {
				t.Errorf("%s: the rule (%s) predicts g(%d) = %s, the game has %d", g.spec, rng, i, f, want[i])
				break
			}
		}
	}
	t.Logf("%d games, %d rules, %d proven", len(games), rules, proven)
	if proven == 0 {
		t.Error("no rule proven")
	}
}

// TestPatternCheckedUnderMatch: a game file that is 0.177 but at heap 700
// (one more option, which changes g(700)), valued to 1000, is read to a few
// hundred heaps and valued past them by 0.177's engine; the rule found
// (period 20 from 497, not proven) misses the file's g(700). Its range
// must say that the check was of the code's values past the heaps read,
// not of the file's, and so must the emitted header.
func TestPatternCheckedUnderMatch(t *testing.T) {
	file := gameFile(t, "o177x.star", "# 0.177, but a heap of 700 may also lose 11 tokens from its end\n"+exploretest.Near177)
	out, errOut, status := runExplore("pattern", file, "-n", "1000")
	if status != 0 {
		t.Fatalf("exit %d, %s\n%s", status, errOut, out)
	}
	_, rng, _ := strings.Cut(out, "\nrange: ")
	rng, _, _ = strings.Cut(rng, "\n")
	want := regexp.MustCompile(`^checked for every n ≤ (\d+), and for every n ≤ 1000 for code 0\.177, which these rules match on every heap ≤ (\d+), not proven$`)
	m := want.FindStringSubmatch(rng)
	if m == nil || m[1] != m[2] || len(m[1]) > 3 || !strings.Contains(out, "period 20 from n = 497") {
		t.Errorf("range %q, want it to match %s\n%s", rng, want, out)
	}
	code, _, status := runExplore("pattern", file, "-n", "1000", "-emit", "python")
	if status != 0 || !strings.Contains(strings.ReplaceAll(code, "\n# ", " "), rng) {
		t.Errorf("emitted header (exit %d) does not say %q:\n%.800s", status, rng, code)
	}
	// Read whole, the file's own values: no condition to state.
	out, _, _ = runExplore("pattern", file, "-n", "600")
	if strings.Contains(out, "for code 0.177") {
		t.Errorf("-n 600, every heap read: the range names the code:\n%s", out)
	}
	// period observes the same period, of the code's values past the heaps read.
	out, _, status = runExplore("period", file, "-n", "1000")
	if status != 0 || !strings.HasPrefix(out, "preperiod=497 period=20 saltus=0 proven=no values=1001\nobserved for code 0.177, which these rules match on every heap ≤ ") {
		t.Errorf("period: exit %d, %q", status, out)
	}
	if out, _, _ = runExplore("period", file, "-n", "600"); strings.Contains(out, "code 0.177") {
		t.Errorf("period -n 600, every heap read: %q", out)
	}
}

// TestPatternFileNotProven: a game file whose rules are subtract 1 or 2
// up to heap 701 and gain a move of 702 there is code 0.33 on every heap
// read (≤ 600). Golomb's theorem proves g(n) = n mod 3 for 0.33, not for
// the file (g(702) = 3): the rule, the emitted header and the period are
// checked for the file, proven for the code.
func TestPatternFileNotProven(t *testing.T) {
	file := gameFile(t, "late.star", "def moves(n):\n    return [n - s for s in [1, 2, 702] if s <= n]\n")
	out, errOut, status := runExplore("pattern", file, "-n", "600")
	const want = "range: checked for every n ≤ 600, not proven for this file; proven for every n for code 0.33, which these rules match on every heap ≤ 600: "
	if status != 0 || !strings.Contains(out, "\n"+want) {
		t.Errorf("exit %d, %s\n%s\nwant %q", status, errOut, out, want)
	}
	code, _, status := runExplore("pattern", file, "-n", "600", "-emit", "c++")
	if header := strings.Join(strings.Fields(strings.ReplaceAll(code, "// ", "")), " "); status != 0 || !strings.Contains(header, strings.TrimPrefix(want, "range: ")) {
		t.Errorf("emitted header (exit %d):\n%.800s", status, code)
	}
	out, _, status = runExplore("period", file, "-n", "600")
	if status != 0 || out != "preperiod=0 period=3 saltus=0 proven=no values=601\nproven for code 0.33, which these rules match on every heap ≤ 600; not proven for this file\n" {
		t.Errorf("period: exit %d, %q", status, out)
	}
	// Past heap 702, the file's own values, not the code's.
	out, _, status = runExplore("table", file, "-n", "705")
	if f := strings.Fields(out); status != 0 || len(f) != 706 || f[702] != "3" {
		t.Errorf("table to 705: exit %d, %d values, want 706 with g(702) = 3: %.80q", status, len(f), out[max(len(out)-80, 0):])
	}
}

// TestTableOwnRules: a game file that is code 0.33 but for a move from
// heap 69999 to 0 is read to heap 65535 (recognize.MaxHeaps), checked on
// heaps past it that miss 69999, and valued past it by 0.33's engine, as
// stderr says; -own values it by its rules alone: g(69999) = mex{g(69998),
// g(69997), g(0)} = mex{2, 1, 0} = 3.
func TestTableOwnRules(t *testing.T) {
	file := gameFile(t, "late.star", "def moves(n):\n    return [n - s for s in [1, 2] if s <= n] + ([0] if n == 69999 else [])\n")
	for _, c := range []struct {
		own       bool
		g, stderr string
	}{
		{false, "0", "nimber: " + file + ": these rules are those of code 0.33 on every heap ≤ 65535; the values past 65535 are those of code 0.33, from its own engine (the file's rules checked against it on 64 more heaps up to 70000, not on every heap; -own: the file's rules alone)\n"},
		{true, "3", ""},
	} {
		args := []string{"table", file, "-n", "70000"}
		if c.own {
			args = append(args, "-own")
		}
		out, errOut, status := runExplore(args...)
		f := strings.Fields(out)
		if status != 0 || len(f) != 70001 || f[69999] != c.g || errOut != c.stderr {
			t.Errorf("%v: exit %d, %d values, stderr %q; want g(69999) = %s, stderr %q", args, status, len(f), errOut, c.g, c.stderr)
		}
	}
}
