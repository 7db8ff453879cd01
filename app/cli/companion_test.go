//go:build !js

package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"nimber/solver/contest"
	"nimber/solver/problems"
)

func TestExplainSamples(t *testing.T) {
	for _, p := range problems.All() {
		for _, s := range p.Samples {
			code, out, errs := run([]string{"explain", p.ID}, s.Input)
			e, _ := p.Explain([]byte(s.Input))
			if code != 0 || errs != "" || strings.Count(out, " answers ") != len(e.Cases) || !strings.Contains(out, "verdict: ") {
				t.Errorf("%s: exit %d, stderr %q, stdout\n%s", p.ID, code, errs, out)
			}
		}
	}
	code, out, _ := run([]string{"explain", "nim"}, "1\n3\n1 2 4\n")
	want := "case 1 (input 2:1) answers Yes (output 1:1)\n  heap 1 (size 1): 1\n  heap 2 (size 2): 2\n  heap 3 (size 4): 4\n" +
		"  value: 1 ^ 2 ^ 4 = 7\n  verdict: nim value 7 ≠ 0: the player to move wins (Yes)\n" +
		"  winning move: heap 3: take 1, leaving 3 (nim value 0)\n  play: /play.html?game=nim&pos=1%2C2%2C4\n"
	if code != 0 || out != want {
		t.Errorf("exit %d, stdout\n%s\nwant\n%s", code, out, want)
	}
	if code, out, errs := run([]string{"explain", "nim"}, "1\n2\n3 x\n"); code != 2 || out != "" || errs != "input:3:3: expected an integer (a_i), found \"x\"\n" {
		t.Errorf("bad input: exit %d, stdout %q, stderr %q", code, out, errs)
	}
}

// files writes name → content into a temporary directory and returns the
// paths by name.
func files(t *testing.T, contents map[string]string) map[string]string {
	dir := t.TempDir()
	paths := map[string]string{}
	for name, c := range contents {
		paths[name] = filepath.Join(dir, name)
		if err := os.WriteFile(paths[name], []byte(c), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return paths
}

func TestCheckCommand(t *testing.T) {
	f := files(t, map[string]string{
		"in":     "3\n2\n1 1\n3\n1 2 4\n1\n0\n",
		"right":  "No \r\nYes\nNo",
		"wrong":  "No\nNo\nNo\n",
		"short":  "No\nYes\n",
		"bad":    "No\nYes\nno\n",
		"badin":  "3\n2\n1 1\n",
		"binary": "No\x00",
	})
	for _, tc := range []struct {
		in, out      string
		code         int
		stdout, errs string
	}{
		{"in", "right", 0, "all 3 cases correct\n", ""},
		{"in", "wrong", 1, "case 1: correct\ncase 2: wrong at output 2:1: expected Yes, got No\ncase 3: correct\n1 of 3 cases wrong or missing\n" +
			"first mismatch at output 2:1: expected Yes, got No\ncase 2 (input 4:1) answers Yes (output 2:1)\n", ""},
		{"in", "short", 1, "case 3: missing (the output ends at 3:1)\n", ""},
		{"in", "bad", 1, "first mismatch at output 3:1: expected No, got no (answers are Yes or No)\n", ""},
		{"in", "binary", 2, "", "output:1:3: the output holds the control character U+0000\n"},
		{"badin", "right", 2, "", "input:4:1: unexpected end of input: 2 more cases expected\n"},
	} {
		code, out, errs := run([]string{"check", "nim", f[tc.in], f[tc.out]}, "")
		if code != tc.code || !strings.Contains(out, tc.stdout) || errs != tc.errs || tc.code == 2 && out != "" {
			t.Errorf("check %s %s: exit %d, stdout\n%s\nstderr %q; want %d, %q, %q", tc.in, tc.out, code, out, errs, tc.code, tc.stdout, tc.errs)
		}
	}
	if code, _, _ := run([]string{"check", "nim", f["in"]}, ""); code != 2 {
		t.Errorf("two arguments: exit %d", code)
	}
}

func TestGenCommand(t *testing.T) {
	dir := t.TempDir()
	for _, p := range problems.All() {
		for _, k := range contest.Kinds {
			if k == contest.Max {
				continue // large; the solver tests check max inputs
			}
			answers := filepath.Join(dir, p.ID+".ans")
			code, in, errs := run([]string{"gen", p.ID, "-kind", k.String(), "-seed", "42", "-cases", "3", "-answers", answers}, "")
			if code != 0 || errs != "" {
				t.Fatalf("%s %v: exit %d, stderr %q", p.ID, k, code, errs)
			}
			if _, again, _ := run([]string{"gen", "-seed", "42", "-kind", k.String(), "-cases", "3", p.ID}, ""); again != in {
				t.Errorf("%s %v: the same seed gave another input", p.ID, k)
			}
			want, err := p.Solve([]byte(in))
			got, _ := os.ReadFile(answers)
			if err != nil || string(got) != string(want) {
				t.Errorf("%s %v: answers %q, want %q (%v)", p.ID, k, got, want, err)
			}
		}
	}
}

// TestGenErrors: a bad flag or argument of gen is one line on stderr.
func TestGenErrors(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"gen"}, "nimber: usage: nimber gen PROBLEM [-kind random|max|edge] [-seed S] [-cases T] [-answers FILE]\n"},
		{[]string{"gen", "nim", "-seed", "-5"}, "nimber: gen: invalid value \"-5\" for flag -seed: parse error\n"},
		{[]string{"gen", "nim", "-seed", "9007199254740992"}, "nimber: -seed 9007199254740992: expected a whole number from 0 to 9007199254740991, as the page takes (the same seed gives the same input)\n"},
		{[]string{"gen", "nim", "-cases", "-1"}, "nimber: -cases -1: expected a number of cases (0: the kind's default; more than the limits allow is brought within them)\n"},
		{[]string{"gen", "nim", "-kind", "huge"}, ""},
		{[]string{"gen", "nope"}, "nimber: unknown problem \"nope\" (nimber solve --list shows them)\n"},
	} {
		code, out, errs := run(tc.args, "")
		if code != 2 || out != "" || tc.want != "" && errs != tc.want || strings.Count(errs, "\n") != 1 {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want exit 2 and %q", tc.args, code, out, errs, tc.want)
		}
	}
}
