//go:build !js

package cli

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// huge are positions near 10^18 where the emitted code is compared with
// the rule's own predictions (-predict).
const hugeFrom, hugeTo = 999_999_999_999_999_990, 1_000_000_000_000_000_000

// toolFor returns the compiler or interpreter of lang, or skips the test.
func toolFor(t *testing.T, lang string) string {
	t.Helper()
	tool := map[string]string{"c++": "g++", "python": "python3", "go": "go"}[lang]
	if _, err := exec.LookPath(tool); err != nil {
		t.Skipf("%s is not installed: the %s code is not run", tool, lang)
	}
	return tool
}

// build writes code in lang to a temporary directory, with the files extra
// beside it, and returns the command running it.
func build(t *testing.T, lang, code string, extra map[string]string) *exec.Cmd {
	t.Helper()
	tool := toolFor(t, lang)
	dir := t.TempDir()
	src := filepath.Join(dir, map[string]string{"c++": "g.cpp", "python": "g.py", "go": "g.go"}[lang])
	if err := os.WriteFile(src, []byte(code), 0o644); err != nil {
		t.Fatal(err)
	}
	for name, text := range extra {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	bin := filepath.Join(dir, "g")
	var cmd *exec.Cmd
	switch lang {
	case "python":
		return exec.Command(tool, src)
	case "c++":
		cmd = exec.Command(tool, "-O2", "-std=c++17", "-Wall", "-Wextra", "-Wpedantic", "-Werror", "-o", bin, src)
	case "go":
		cmd = exec.Command(tool, "build", "-o", bin, ".")
		if err := os.WriteFile(filepath.Join(dir, "go.mod"), []byte("module g\n\ngo 1.22\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	cmd.Dir = dir
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("%s does not compile: %v\n%s\n%s", lang, err, out, code)
	}
	return exec.Command(bin)
}

// valuesProgram adds to the emitted code a main printing grundy(n) for
// n = 0..m on one line, then for n in hugeFrom..hugeTo on another; a
// family's grundy(n, k) with k given.
func valuesProgram(t *testing.T, lang, code string, m int, huge bool, k ...int) *exec.Cmd {
	arg := ""
	if len(k) > 0 {
		arg = fmt.Sprintf(", %d", k[0])
	}
	from, to := int64(1), int64(0)
	if huge {
		from, to = hugeFrom, hugeTo
	}
	switch lang {
	case "c++":
		return build(t, lang, code+fmt.Sprintf(`
#include <cstdio>
int main() {
    for (long long n = 0; n <= %d; n++) printf(n ? " %%lld" : "%%lld", grundy(n%[4]s));
    puts("");
    for (long long n = %[2]dLL; n <= %[3]dLL; n++) printf(n > %[2]dLL ? " %%lld" : "%%lld", grundy(n%[4]s));
    puts("");
}
`, m, from, to, arg), nil)
	case "python":
		return build(t, lang, code+fmt.Sprintf(`

print(" ".join(str(grundy(n%[4]s)) for n in range(%[1]d)))
print(" ".join(str(grundy(n%[4]s)) for n in range(%[2]d, %[3]d)))
`, m+1, from, to+1, arg), nil)
	}
	code = strings.Replace(code, "package grundy", "package main", 1)
	return build(t, lang, code, map[string]string{"main.go": fmt.Sprintf(`package main

import (
	"fmt"
	"strings"
)

func main() {
	var s []string
	for n := int64(0); n <= %[1]d; n++ {
		s = append(s, fmt.Sprint(Grundy(n%[4]s)))
	}
	fmt.Println(strings.Join(s, " "))
	s = nil
	for n := int64(%[2]d); n <= %[3]d; n++ {
		s = append(s, fmt.Sprint(Grundy(n%[4]s)))
	}
	fmt.Println(strings.Join(s, " "))
}
`, m, from, to, arg)})
}

// TestEmittedCode emits the rule of shipped examples and built-in games in
// each language, compiles and runs it, and compares its values with the
// game's, computed to 4N, and near 10^18 with the rule's predictions.
func TestEmittedCode(t *testing.T) {
	examples := "../../solver/script/examples/"
	divisor := gameFile(t, "divisor.star", "def moves(n):\n    return [n - d for d in divisors(n) if d < n] if n > 1 else []\n")
	for _, c := range []struct {
		game   []string // the game and its parameters
		n      int
		huge   bool // compare near 10^18 too (the rule's arithmetic reaches there)
		withGo bool // run the Go code too (building Go is the slowest: a few games)
	}{
		{[]string{"0.07"}, 1000, true, true},
		{[]string{"0.77"}, 1000, true, false},
		{[]string{"sub:1,3,4"}, 300, true, false},
		{[]string{"coprime"}, 600, false, true},
		{[]string{"half"}, 300, false, true}, // its values near 10^18 pass 2^32, past -predict
		{[]string{examples + "coprime.star"}, 300, false, false},
		{[]string{examples + "kayles.star"}, 400, true, false},
		{[]string{examples + "subtract.star"}, 200, true, false},
		{[]string{examples + "subtract.star", "-p", "take=1,3,4"}, 300, true, false},
		{[]string{divisor}, 300, true, true},
		{[]string{"testdata/halving.star"}, 1000, true, true},
		{[]string{"sub:all,!3,!4,!9"}, 300, false, false}, // proven arithmetic-periodic; past 2^32 near 10^18
	} {
		n := fmt.Sprint(c.n)
		want, _, _ := runExplore(append(append([]string{"table"}, c.game...), "-n", fmt.Sprint(4*c.n))...)
		if c.huge {
			h, errOut, code := runExplore(append(append([]string{"pattern"}, c.game...), "-n", n, "-predict", fmt.Sprintf("%d:%d", hugeFrom, hugeTo))...)
			if code != 0 {
				t.Fatalf("%v: -predict near 10^18: exit %d, %s", c.game, code, errOut)
			}
			want += h
		} else {
			want += "\n"
		}
		langs := []string{"c++", "python"}
		if c.withGo {
			langs = append(langs, "go")
		}
		for _, lang := range langs {
			code, errOut, status := runExplore(append(append([]string{"pattern"}, c.game...), "-n", n, "-emit", lang)...)
			if status != 0 || errOut != "" {
				t.Errorf("%v -emit %s: exit %d, %s\n%s", c.game, lang, status, errOut, code)
				continue
			}
			out, err := valuesProgram(t, lang, code, 4*c.n, c.huge).Output()
			if err != nil || string(out) != want {
				t.Errorf("%v -emit %s: %v; the code's values differ from the game's:\n%s\nwant\n%s\ncode:\n%s", c.game, lang, err, out, want, code)
			}
		}
	}
}

// TestEmittedFamily emits the rule of a family (take k or 2k tokens, k =
// 1..3) as grundy(n, k) and compares it with each member's values to 4N.
func TestEmittedFamily(t *testing.T) {
	twice := gameFile(t, "twice.star", "k = param(\"k\", 1)\n\ndef moves(n):\n    return [n - t for t in (k, 2 * k) if t <= n]\n")
	for _, lang := range []string{"c++", "python", "go"} {
		code, errOut, status := runExplore("pattern", twice, "-p", "k=1..3", "-n", "300", "-emit", lang)
		if status != 0 || errOut != "" || !strings.Contains(code, "k takes only the values searched, {1, 2, 3}.") {
			t.Fatalf("-emit %s: exit %d, %s\n%s", lang, status, errOut, code)
		}
		for k := 1; k <= 3; k++ {
			want, _, _ := runExplore("table", twice, "-p", fmt.Sprintf("k=%d", k), "-n", "1200")
			out, err := valuesProgram(t, lang, code, 1200, false, k).Output()
			if err != nil || string(out) != want+"\n" {
				t.Errorf("-emit %s, k = %d: %v; the code's values differ from the game's:\n%s\nwant\n%s", lang, k, err, out, want)
			}
		}
	}
}

// TestEmittedRows emits the rule of Wythoff's rows 0..4 (the shipped
// example, 201 columns) as grundy(a, b) and compares it with the game's
// values on 801 columns.
func TestEmittedRows(t *testing.T) {
	wythoff := "../../solver/script/examples/wythoff.star"
	want, _, _ := runExplore("table", wythoff, "-n", "4,800")
	for _, lang := range []string{"c++", "python"} {
		code, errOut, status := runExplore("pattern", wythoff, "-n", "4,200", "-emit", lang)
		if status != 0 || errOut != "" || !strings.Contains(code, "the code knows rows a < 5 only") {
			t.Fatalf("-emit %s: exit %d, %s\n%s", lang, status, errOut, code)
		}
		code += map[string]string{
			"c++":    "\n#include <cstdio>\nint main() {\n    for (int a = 0; a <= 4; a++)\n        for (int b = 0; b <= 800; b++) printf(b < 800 ? \"%lld \" : \"%lld\\n\", grundy(a, b));\n}\n",
			"python": "\n\nfor a in range(5):\n    print(\" \".join(str(grundy(a, b)) for b in range(801)))\n",
		}[lang]
		out, err := build(t, lang, code, nil).Output()
		if err != nil || string(out) != want {
			t.Errorf("-emit %s: %v; the code's values differ from the game's:\n%.400s\nwant\n%.400s", lang, err, out, want)
		}
	}
}

// TestEmitRefuses covers -emit's errors (exit 2) and the rules it cannot
// write (exit 3).
func TestEmitRefuses(t *testing.T) {
	examples := "../../solver/script/examples/"
	for _, c := range []struct {
		args []string
		err  string
	}{
		{[]string{"pattern", "0.07", "-emit", "rust"}, `nimber: -emit "rust": expected c++, python or go`},
		{[]string{"pattern", "0.07", "-emit-main"}, "nimber: -emit-main needs -emit c++, python or go"},
		{[]string{"pattern", "0.07", "-emit", "go", "-predict", "0:3"}, "nimber: -emit and -predict: give one"},
		{[]string{"pattern", "0.07", "-emit", "go", "-emit-main", "-kind", "misere"}, "nimber: -emit-main decides sums by the XOR of Grundy values: it needs -kind grundy-normal, not misere"},
		{[]string{"pattern", "split", "-kind", "early-normal", "-n", "200", "-emit", "c++"}, "nimber: -emit: g(0) = ended is no number; emitted code returns numbers"},
		{[]string{"pattern", examples + "subtract.star", "-p", "take=1..3", "-emit", "c++", "-emit-main"}, "nimber: -emit-main reads sums of heaps of one game; give the parameter one value"},
		{[]string{"pattern", examples + "wythoff.star", "-n", "40,40", "-emit", "python", "-emit-main"}, "nimber: -emit-main reads sums of heaps; this game's positions are pairs"},
	} {
		out, errOut, code := runExplore(c.args...)
		if code != 2 || out != "" || errOut != c.err+"\n" {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want %q", c.args, code, out, errOut, c.err)
		}
	}
	for _, c := range []struct {
		args []string
		head string
	}{
		{[]string{"pattern", examples + "wythoff.star", "-n", "60,60", "-emit", "c++"}, "no code: the rule says only where the value is 0, not the values: no function to emit\nrule: The P-positions"},
		{[]string{"pattern", "0.6", "-emit", "c++"}, "no rule found: "},
		{[]string{"pattern", examples + "squares.star", "-emit", "go"}, "no rule found: "},
	} {
		// stdout is the code only: with none, what was found is on stderr.
		out, errOut, code := runExplore(c.args...)
		if code != 3 || out != "" || !strings.HasPrefix(errOut, c.head) {
			t.Errorf("%v: exit %d, stdout %q, stderr\n%s\nwant exit 3 and %q", c.args, code, out, errOut, c.head)
		}
	}
}

// TestStress runs nimber stress on the emitted contest program (exit 0),
// on one with a planted bug (exit 1, the case and both answers), and on
// programs that fail (exit 2).
func TestStress(t *testing.T) {
	for _, lang := range []string{"c++", "python"} {
		code, _, status := runExplore("pattern", "0.07", "-n", "1000", "-emit", lang, "-emit-main")
		if status != 0 {
			t.Fatalf("0.07 -emit %s -emit-main: exit %d", lang, status)
		}
		prog := build(t, lang, code, nil)
		cmd := strings.Join(prog.Args, " ")
		out, errOut, status := runExplore("stress", "0.07", "-cmd", cmd, "-cases", "8", "-max-heap", "5000", "-max-heaps", "8")
		if status != 0 || !strings.HasPrefix(out, "all ") || errOut != "" {
			t.Errorf("%s: the emitted program: exit %d, stderr %q, stdout %q", lang, status, errOut, out)
		}
	}
	code, _, _ := runExplore("pattern", "0.07", "-n", "1000", "-emit", "python", "-emit-main")
	planted := strings.Replace(code, "GRUNDY_T1 = (3, 3, 0, 1,", "GRUNDY_T1 = (3, 3, 0, 2,", 1)
	if planted == code {
		t.Fatalf("no table to plant a bug in:\n%s", code)
	}
	cmd := strings.Join(build(t, "python", planted, nil).Args, " ")
	out, errOut, status := runExplore("stress", "0.07", "-cmd", cmd, "-seed", "7")
	if status != 1 || errOut != "" || !strings.HasPrefix(out, "difference on case ") || !strings.Contains(out, "\nprogram: ") || !strings.Contains(out, "\nnimber: ") || !strings.Contains(out, "XOR") {
		t.Errorf("planted bug: exit %d, stderr %q, stdout\n%s", status, errOut, out)
	}
	for _, c := range []struct {
		args []string
		err  string
	}{
		{[]string{"stress", "0.07"}, "nimber: usage: nimber stress GAME -cmd PROGRAM [-cases K] [-max-heap H] [-max-heaps M] [-seed S] [-timeout D]"},
		{[]string{"stress", "0.07", "-cmd", "true", "-timeout", "0s"}, "nimber: stress: -timeout 0s: expected a positive duration (20s, 1m30s)"},
		{[]string{"stress", "0.07", "-cmd", "true", "-max-heap", "-1"}, "nimber: stress: -max-heap -1 is out of range [0, 16777216]"},
		{[]string{"stress", "0.07", "-cmd", "true", "-cases", "0"}, "nimber: stress: -cases and -max-heaps must be at least 1"},
		{[]string{"stress", "0.07", "-cmd", "exit 3"}, "nimber: stress: on input 1: the program failed (exit status 3)"},
		{[]string{"stress", "0.07", "-cmd", "echo hi"}, `nimber: stress: on input 1: the program printed 1 words for 6 cases: "hi\n"`},
		{[]string{"stress", "0.07", "-cmd", "yes first | head -6; echo x"}, `nimber: stress: on input 1: the program printed 7 words for 6 cases: "first\nfirst\nfirst\nfirst\nfirst\nfirst\nx\n"`},
		{[]string{"stress", "0.07", "-cmd", "echo first first first first maybe first"}, `nimber: stress: on input 1: the program's answer 5 is "maybe", not first or second`},
	} {
		_, errOut, status := runExplore(c.args...)
		if status != 2 || errOut != c.err+"\n" {
			t.Errorf("%v: exit %d, stderr %q; want %q", c.args, status, errOut, c.err)
		}
	}
}

// TestStressTimeout: a program that outlives -timeout is stopped with the
// processes it started. (A script whose child held its output kept stress
// waiting until the child ended.)
func TestStressTimeout(t *testing.T) {
	start := time.Now()
	_, errOut, status := runExplore("stress", "0.07", "-cmd", "sleep 30; echo first", "-timeout", "500ms")
	if status != 2 || errOut != "nimber: stress: on input 1: the program ran longer than 500ms\n" || time.Since(start) > 10*time.Second {
		t.Errorf("exit %d after %v, stderr %q", status, time.Since(start), errOut)
	}
}

// TestStressCatchesOneHeap plants a wrong value at one heap of the emitted
// contest program for 0.07 (an exception below the preperiod, the first
// heaps, a heap of the period) and checks that nimber stress finds each,
// with its default heaps and with -max-heap 5000. A wrong value shows only
// in a sum whose value is 0 or becomes 0, so random sums alone seldom show
// it.
func TestStressCatchesOneHeap(t *testing.T) {
	code, _, status := runExplore("pattern", "0.07", "-n", "1000", "-emit", "c++", "-emit-main")
	if status != 0 {
		t.Fatalf("0.07 -emit c++ -emit-main: exit %d", status)
	}
	const use = "x ^= grundy(h);"
	planted := strings.Replace(code, use, `x ^= grundy(h) ^ (getenv("PLANT") && h == atoll(getenv("PLANT")) ? 1 : 0);`, 1)
	if planted == code {
		t.Fatalf("no %q to plant a bug at:\n%s", use, code)
	}
	prog := build(t, "c++", "#include <cstdlib>\n"+planted, nil).Path
	for _, heap := range []int{0, 1, 15, 52, 99, 250} {
		for _, maxHeap := range []string{"1000", "5000"} {
			cmd := fmt.Sprintf("PLANT=%d %s", heap, prog)
			out, errOut, status := runExplore("stress", "0.07", "-cmd", cmd, "-max-heap", maxHeap)
			if status != 1 || errOut != "" || !strings.HasPrefix(out, "difference on case ") {
				t.Errorf("g(%d) planted wrong, -max-heap %s: exit %d, stderr %q, stdout %q", heap, maxHeap, status, errOut, out)
			}
		}
	}
}
