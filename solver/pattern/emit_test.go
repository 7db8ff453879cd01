//go:build !js

package pattern

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// run compiles (or, for Python, interprets) a program in lang and returns
// its output; the test is skipped when the compiler is missing.
func run(t *testing.T, lang Lang, code string) string {
	t.Helper()
	tool := map[Lang]string{CPP: "g++", Python: "python3", Go: "go"}[lang]
	if _, err := exec.LookPath(tool); err != nil {
		t.Skipf("%s is not installed: the %s code is not run", tool, lang)
	}
	dir := t.TempDir()
	src := filepath.Join(dir, map[Lang]string{CPP: "g.cpp", Python: "g.py", Go: "g.go"}[lang])
	if err := os.WriteFile(src, []byte(code), 0o644); err != nil {
		t.Fatal(err)
	}
	bin := filepath.Join(dir, "g")
	var cmd *exec.Cmd
	switch lang {
	case CPP:
		cmd = exec.Command(tool, "-O2", "-std=c++17", "-Wall", "-Wextra", "-Wpedantic", "-Werror", "-o", bin, src)
	case Go:
		if err := os.WriteFile(filepath.Join(dir, "go.mod"), []byte("module g\n\ngo 1.22\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		cmd = exec.Command(tool, "build", "-o", bin, ".")
	}
	if cmd != nil {
		cmd.Dir = dir
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("%s does not compile: %v\n%s\n%s", lang, err, out, code)
		}
	} else {
		bin = tool
	}
	args := []string{}
	if lang == Python {
		args = append(args, src)
	}
	out, err := exec.Command(bin, args...).CombinedOutput()
	if err != nil {
		t.Fatalf("%s: %v\n%s", lang, err, out)
	}
	return string(out)
}

// probe is a rule and the positions its emitted code is compared at.
type probe struct {
	name   string
	rule   *Rule
	points []int
}

// want is what the emitted code must print for p: the evaluator's values
// (int64, not bounded to 32 bits) at the points where it is defined.
func (p probe) want() (points []int, line string) {
	var vals []string
	for _, n := range p.points {
		e := env{g: p.rule.exact}
		if p.rule.body.sieve() {
			e.t, _ = arithUpTo(n + 1)
		}
		v, ok := p.rule.body.subs[0].value(&e, n) // the first class's node, unbounded
		if len(p.rule.body.subs) > 1 || len(p.rule.Exceptions) > 0 {
			var u uint32
			u, ok = p.rule.exact(n)
			v = int64(u)
		}
		if ok {
			points = append(points, n)
			vals = append(vals, fmt.Sprint(v))
		}
	}
	return points, strings.Join(vals, " ")
}

// span returns lo..hi.
func span(lo, hi int) []int {
	var s []int
	for n := lo; n <= hi; n++ {
		s = append(s, n)
	}
	return s
}

// TestHelpersEmitted writes every feature, relation and class in each
// language and compares the code's values with the evaluator's: on
// 0..3000, near the sieve's end (4·10^6) for the features on primes, and
// near 10^18 for the others.
func TestHelpersEmitted(t *testing.T) {
	huge := span(1e18-40, 1e18)
	huge = append(huge, 1<<61-1, 1<<61, 1<<61+1)
	small := span(0, 3000)
	var probes []probe
	for i := range features {
		f := &features[i]
		for shift := range 2 {
			pts := slices.Concat(small, span(MaxArith-200, MaxArith))
			if !f.arith {
				pts = append(pts, huge...)
			}
			probes = append(probes, probe{fmt.Sprintf("f%d_%d", i, shift), &Rule{body: whole(lin{2, 1, feat{f: f, shift: shift}})}, pts})
		}
	}
	pop := feat{f: &features[3]}
	for i := range relations {
		r := &relations[i]
		part, subs := &partitions[1], []expr{rec{r}, pop} // even n: g(f(n)); odd n: popcount(n)
		if r.arith {
			part, subs = &partitions[4], []expr{pop, rec{r}} // prime n: popcount(n); else g(f(n))
		}
		pts := slices.Concat(small, span(MaxArith-200, MaxArith-1))
		if !r.arith {
			pts = append(pts, huge...)
		}
		probes = append(probes, probe{fmt.Sprintf("r%d", i), &Rule{Exceptions: []Exception{{0, 5}, {1, 6}}, body: cases{part, subs}}, pts})
	}
	for i := range partitions {
		p := &partitions[i]
		subs := make([]expr, len(p.classes))
		for j := range subs {
			subs[j] = lin{1, int64(1000 * j), pop}
		}
		probes = append(probes, probe{fmt.Sprintf("c%d", i), &Rule{body: cases{p, subs}}, small})
	}
	// Arithmetic-periodic with a preperiod: the formula at n < pre too.
	probes = append(probes, probe{"saltus", &Rule{Exceptions: []Exception{{1, 9}}, body: whole(per{5, 3, 7, []uint32{4, 0, 2}, feat{f: &features[0]}, nil})}, slices.Concat(small, huge)})

	// The new shapes: h(v2(n)) with a head, 2n + h(popcount(n)), and
	// T[g(⌊n/2⌋)] for odd n.
	v2, half := feat{f: &features[2]}, &relations[0]
	probes = append(probes,
		probe{"h", &Rule{Exceptions: []Exception{{0, 0}}, body: whole(per{1, 2, 0, []uint32{0, 2}, v2, []uint32{1}})}, slices.Concat(small, huge)},
		probe{"mock", &Rule{body: whole(add{lin{2, 0, feat{f: &features[0]}}, per{0, 2, 0, []uint32{1, 0}, pop, nil}})}, slices.Concat(small, huge)},
		// h(popcount(n)) with no preperiod, its head empty as the finder
		// makes it (Python's "(,)" and C++'s zero-length array were
		// emitted for it).
		probe{"nohead", &Rule{body: whole(per{0, 2, 0, []uint32{0, 1}, pop, []uint32{}})}, slices.Concat(small, huge)},
		probe{"lookup", &Rule{Exceptions: []Exception{{0, 0}}, body: cases{&partitions[1], []expr{pop, lookup{[]uint32{2, 0, 1, 1, 3}, rec{half}}}}}, slices.Concat(small, huge)},
	)
	for _, lang := range Langs {
		w := newWriter(lang)
		var fns, wants []string
		var calls []string
		for _, p := range probes {
			fns = append(fns, w.function(p.rule, "g_"+p.name, false))
			points, line := p.want()
			wants = append(wants, line)
			calls = append(calls, printCall(lang, w.ident("g_"+p.name, false), points))
		}
		code := w.program(EmitOptions{Lang: lang, Title: "test"}, nil, strings.Join(fns, "\n\n"), 1)
		code = strings.Replace(code, "package grundy", "package main", 1) + mainOf(lang, calls)
		got := strings.Split(strings.TrimSuffix(run(t, lang, code), "\n"), "\n")
		if len(got) != len(probes) {
			t.Fatalf("%s: %d lines for %d rules", lang, len(got), len(probes))
		}
		for i, p := range probes {
			if got[i] != wants[i] {
				t.Errorf("%s: %s differs from the evaluator:\n%.300s\nwant\n%.300s", lang, p.name, got[i], wants[i])
			}
		}
	}
}

// printCall prints, in lang, the values of fn at points on one line.
func printCall(lang Lang, fn string, points []int) string {
	ps := make([]string, len(points))
	for i, n := range points {
		ps[i] = fmt.Sprint(n)
	}
	list := strings.Join(ps, ", ")
	switch lang {
	case CPP:
		return fmt.Sprintf("{ const long long ps[] = {%sLL}; bool first = true; for (long long n : ps) { printf(first ? \"%%lld\" : \" %%lld\", %s(n)); first = false; } puts(\"\"); }", strings.ReplaceAll(list, ", ", "LL, "), fn)
	case Python:
		return fmt.Sprintf("print(\" \".join(str(%s(n)) for n in [%s]))", fn, list)
	default:
		return fmt.Sprintf("p(%s, []int64{%s})", fn, list)
	}
}

// mainOf wraps the calls in a main program.
func mainOf(lang Lang, calls []string) string {
	switch lang {
	case CPP:
		return "\n#include <cstdio>\nint main() {\n" + strings.Join(calls, "\n") + "\n}\n"
	case Python:
		return "\n\n" + strings.Join(calls, "\n") + "\n"
	default:
		return `
func p(f func(int64) int64, ps []int64) {
	for i, n := range ps {
		if i > 0 {
			print(" ")
		}
		print(f(n))
	}
	println()
}

func main() {
` + strings.Join(calls, "\n") + "\n}\n"
	}
}

// TestEmit2 emits two-dimensional rules (a XOR of two rules, a period in
// each coordinate, additively periodic rows: Wythoff's) and compares the code with tables twice as large.
func TestEmit2(t *testing.T) {
	const n = 40
	product := Table2{Rows: 2 * n, Cols: 2 * n, V: make([]uint32, 4*n*n)}
	for a := range 2 * n {
		for b := range 2 * n {
			product.V[a*2*n+b] = uint32(a % 3 * (b % 4))
		}
	}
	small := Table2{Rows: n, Cols: n}
	for a := range n {
		small.V = append(small.V, product.V[a*2*n:a*2*n+n]...)
	}
	for _, c := range []struct {
		name       string
		small, big Table2
	}{
		{"xor", table2(n, twoHeaps(subtract(1, 3, 4), properDivisor)), table2(2*n, twoHeaps(subtract(1, 3, 4), properDivisor))},
		{"grid", small, product},
		{"rows", wythoffRows(13, 1001), wythoffRows(13, 3000)},
	} {
		r := Find2(c.small)
		if r.Rule == nil {
			t.Fatalf("%s: no rule: %s", c.name, r.Why)
		}
		var want []string
		for _, v := range c.big.V {
			want = append(want, fmt.Sprint(v))
		}
		for _, lang := range Langs {
			code, err := r.Rule.Emit(c.small, EmitOptions{Lang: lang, Title: c.name})
			if err != nil {
				t.Fatalf("%s %s: %v", c.name, lang, err)
			}
			code += map[Lang]string{
				CPP:    fmt.Sprintf("\n#include <cstdio>\nint main() {\n    for (int a = 0; a < %d; a++)\n        for (int b = 0; b < %d; b++) printf(a + b ? \" %%lld\" : \"%%lld\", grundy(a, b));\n    puts(\"\");\n}\n", c.big.Rows, c.big.Cols),
				Python: fmt.Sprintf("\n\nprint(\" \".join(str(grundy(a, b)) for a in range(%d) for b in range(%d)))\n", c.big.Rows, c.big.Cols),
				Go:     fmt.Sprintf("\nfunc main() {\n\tfor a := int64(0); a < %d; a++ {\n\t\tfor b := int64(0); b < %d; b++ {\n\t\t\tif a+b > 0 {\n\t\t\t\tprint(\" \")\n\t\t\t}\n\t\t\tprint(Grundy(a, b))\n\t\t}\n\t}\n\tprintln()\n}\n", c.big.Rows, c.big.Cols),
			}[lang]
			code = strings.Replace(code, "package grundy", "package main", 1)
			if got := strings.TrimSpace(run(t, lang, code)); got != strings.Join(want, " ") {
				t.Errorf("%s %s: the code differs from the table:\n%.300s\ncode:\n%s", c.name, lang, got, code)
			}
		}
	}
	w := Find2(table2(n, wythoff))
	if _, err := w.Rule.Emit(table2(n, wythoff), EmitOptions{Lang: CPP}); err == nil || !strings.Contains(err.Error(), "only where the value is 0") {
		t.Errorf("Wythoff's zeros emitted: %v", err)
	}
}

// TestFactoringEmitted runs the emitted least prime factor, Ω, ω, d and
// primality near 10^18, where the evaluator's sieve does not reach, on
// numbers of known factorization.
func TestFactoringEmitted(t *testing.T) {
	const p, q = 1_000_000_007, 999_999_937 // primes
	cases := []struct {
		n                    int64
		lpf, big, dist, ndiv int64
	}{
		{999_999_999_999_999_989, 999_999_999_999_999_989, 1, 1, 2}, // the largest prime below 10^18
		{p * q, q, 2, 2, 4},
		{q * q, q, 2, 1, 3},
		{1_000_000_000_000_000_000, 2, 36, 2, 361}, // 2^18·5^18
		{1 << 59, 2, 59, 1, 60},
		{3 * q * q, 3, 3, 2, 6},
		{1_000_003 * 1_000_033 * 999_983, 999_983, 3, 3, 8},
	}
	names := []string{"lpf", "bigomega", "omega", "ndivisors", "isprime"}
	for _, lang := range Langs {
		w := newWriter(lang)
		for _, h := range names {
			w.need(h)
		}
		var calls, want []string
		for _, h := range names {
			var ns []int
			var vs []string
			for _, c := range cases {
				ns = append(ns, int(c.n))
				v := map[string]int64{"lpf": c.lpf, "bigomega": c.big, "omega": c.dist, "ndivisors": c.ndiv, "isprime": 0}[h]
				if h == "isprime" && c.big == 1 {
					v = 1
				}
				vs = append(vs, fmt.Sprint(v))
			}
			want = append(want, strings.Join(vs, " "))
			if h == "isprime" { // a number, not a bool
				h = map[Lang]string{CPP: "(long long)isprime", Python: "1 * isprime", Go: "isprimeInt"}[lang]
			}
			calls = append(calls, printCall(lang, h, ns))
		}
		code := w.program(EmitOptions{Lang: lang, Title: "test"}, nil, "", 1)
		code = strings.Replace(code, "package grundy", "package main", 1)
		if lang == Go {
			code += "\nfunc isprimeInt(n int64) int64 {\n\tif isprime(n) {\n\t\treturn 1\n\t}\n\treturn 0\n}\n"
		}
		code += mainOf(lang, calls)
		got := strings.Split(strings.TrimSpace(run(t, lang, code)), "\n")
		for i, h := range names {
			if i >= len(got) || got[i] != want[i] {
				t.Errorf("%s %s: got %q, want %q", lang, h, got, want[i])
			}
		}
	}
}

// TestRowsEmitted runs the code of Wythoff's rows near 10^18 against the
// evaluator (the values 0..3000 are compared in TestEmit2).
func TestRowsEmitted(t *testing.T) {
	r := Find2(wythoffRows(13, 1001))
	const far = 1_000_000_000_000_000_000
	var want []string
	for a := range 13 {
		for b := far - 100; b <= far; b++ {
			v, _ := r.Rule.rows.lines[a].node().value(&env{}, b) // past 2^32: no Predict
			want = append(want, fmt.Sprint(v))
		}
	}
	for _, lang := range Langs {
		code, err := r.Rule.Emit(wythoffRows(13, 1001), EmitOptions{Lang: lang, Title: "rows"})
		if err != nil {
			t.Fatal(err)
		}
		code += map[Lang]string{
			CPP:    fmt.Sprintf("\n#include <cstdio>\nint main() {\n    for (int a = 0; a < 13; a++)\n        for (long long b = %dLL; b <= %dLL; b++) printf(\"%%lld \", grundy(a, b));\n}\n", far-100, far),
			Python: fmt.Sprintf("\n\nprint(\" \".join(str(grundy(a, b)) for a in range(13) for b in range(%d, %d)))\n", far-100, far+1),
			Go:     fmt.Sprintf("\nfunc main() {\n\tfor a := int64(0); a < 13; a++ {\n\t\tfor b := int64(%d); b <= %d; b++ {\n\t\t\tprint(Grundy(a, b), \" \")\n\t\t}\n\t}\n}\n", far-100, far),
		}[lang]
		code = strings.Replace(code, "package grundy", "package main", 1)
		if got := strings.Join(strings.Fields(run(t, lang, code)), " "); got != strings.Join(want, " ") {
			t.Errorf("%s: the code differs from the evaluator near 10^18:\n%.300s", lang, got)
		}
	}
}

// TestEmitOverflowNote: the header says where values pass 64 bits only
// where they do before 10^18: 10n from n = 922337203685477580 on, and
// never for a saltus of 3 every 6 heaps, whose period exceeds its saltus
// (the bound once overflowed there and was stated negative).
func TestEmitOverflowNote(t *testing.T) {
	for _, c := range []struct {
		value func(n int) uint32
		note  string // the last heap named by the note (wrapped in the header), "" for none
	}{
		{func(n int) uint32 { return uint32(10 * n) }, "922337203685477580"},
		{func(n int) uint32 { return uint32([]int{0, 1, 1, 2, 0, 2}[n%6] + 3*(n/6)) }, ""},
	} {
		v := make([]uint32, 1000)
		for n := range v {
			v[n] = c.value(n)
		}
		r := Find(v, Options{}).Rule
		if r == nil {
			t.Fatalf("no rule in %v…", v[:12])
		}
		for _, lang := range []Lang{CPP, Go} {
			code, err := r.Emit(v, EmitOptions{Lang: lang})
			if err != nil {
				t.Fatal(err)
			}
			if got := strings.Contains(code, "overflow"); got != (c.note != "") || !strings.Contains(code, c.note) {
				t.Errorf("%s for %s: overflow note %v, want %q:\n%s", lang, r.Formula, got, c.note, code)
			}
		}
	}
}
