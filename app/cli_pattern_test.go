//go:build !js

package main

import (
	"strings"
	"testing"
)

func TestPatternFindsRules(t *testing.T) {
	for _, c := range []struct {
		args  []string
		lines []string
	}{
		{[]string{"pattern", "0.07", "-n", "1000"}, []string{
			"rule: g(n) is periodic with period 34 from n = 53 on (preperiod 53), with 8 earlier values listed as exceptions.",
			"formula: g(n) = T[(n − 53) mod 34], T = 3 3 0 1 1 3 0 2 1 1 0 4 5 3 7 4 8 1 1 2 0 3 1 1 0 3 3 2 2 4 4 5 5 9",
			"range: proven for every n: g(n + 34) = g(n) holds for 53 ≤ n < 142, which the game family's periodicity theorem needs",
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
			"range: proven for every n: g(n + 4) = g(n) holds for 0 ≤ n < 3, which the game family's periodicity theorem needs",
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
		out, errOut, code := runExplore(args...)
		if code != 3 || errOut != "" || !strings.HasPrefix(out, "no rule found: ") || !strings.Contains(out, "\ntried: eventually periodic") {
			t.Errorf("%v: exit %d, stderr %q, stdout\n%s", args, code, errOut, out)
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
		{[]string{"pattern"}, "nimber: usage: nimber pattern GAME [-n N] [-p name=value]... [-predict A:B]"},
		{[]string{"pattern", "0.07", "0.77"}, "nimber: usage: nimber pattern GAME [-n N] [-p name=value]... [-predict A:B]"},
		{[]string{"pattern", "nim"}, `nimber: game:1:1: expected a game (a code like 0.07, sub:LIST, coprime, half, mod17, split or flip:N), found "nim"`},
		{[]string{"pattern", "0.07", "-n", "-1"}, "nimber: -n -1 is out of range [0, 65536]"},
		{[]string{"pattern", "0.07", "-n", "70000"}, "nimber: -n 70000 is out of range [0, 65536]"},
		{[]string{"pattern", "0.07", "-n", "x"}, `nimber: pattern: invalid value "x" for flag -n: parse error`},
		{[]string{"pattern", "0.07", "-predict", "5"}, `nimber: -predict "5": expected A:B, two integers`},
		{[]string{"pattern", "0.07", "-predict", "9:3"}, `nimber: -predict "9:3": expected 0 ≤ A ≤ B`},
		{[]string{"pattern", "0.07", "-predict", "0:2000000"}, `nimber: -predict "0:2000000": at most 1048576 values`},
		{[]string{"pattern", "0.07", "-p", "k=3"}, "nimber: 0.07 has no parameters (-p k=3)"},
		{[]string{"pattern", "0.07", "-p", "k"}, `nimber: pattern: invalid value "k" for flag -p: -p "k": expected name=value`},
		{[]string{"pattern", "0.07", "-kind", "nope"}, `nimber: unknown kind "nope" (grundy, misere, remoteness, outcome, grundy-normal, grundy-misere, remoteness-normal, remoteness-misere, suspense-normal, suspense-misere, early-normal, early-misere, outcome-normal, outcome-misere)`},
		{[]string{"pattern", "coprime", "-n", "300", "-predict", "4194300:4194310"}, "nimber: -predict: the rule \"g(n) = 0 if even n; π(lpf(n)) if odd n\" cannot evaluate n = 4194305 (arithmetic features are known up to 4194304)"},
	} {
		out, errOut, code := runExplore(c.args...)
		if code != 2 || out != "" || errOut != c.err+"\n" {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want %q", c.args, code, out, errOut, c.err)
		}
	}
}
