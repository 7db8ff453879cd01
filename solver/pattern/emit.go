package pattern

import (
	"fmt"
	"go/format"
	"math"
	"slices"
	"strings"
)

// Lang is a language Emit writes code in.
type Lang string

// The languages of emitted code.
const (
	CPP    Lang = "c++"
	Python Lang = "python"
	Go     Lang = "go"
)

// Langs lists the languages Emit writes.
var Langs = []Lang{CPP, Python, Go}

// EmitOptions say what Emit writes.
type EmitOptions struct {
	Lang  Lang
	Main  bool   // add a main program for contest input: T, then T lines "n h1 … hn"
	Title string // the command that found the rule, for the header comment
	// Condition is what a one-dimensional rule holds under (the code a
	// game file's rules match), which the header then states
	// (Rule.StatusUnder).
	Condition Condition
}

// maxValid is how far emitted code is meant to hold: n ≤ 10^18.
const maxValid = 1_000_000_000_000_000_000

// Emit writes the rule as a self-contained function in o.Lang: C++
// `long long grundy(long long n)`, Python `def grundy(n)`, Go
// `func Grundy(n int64) int64`, with its exceptions and the helpers it
// calls. Before writing, it evaluates the rule (the tree the code is written
// from, every feature computed, no table read) at every n of v, the values
// computed, and refuses if one differs.
func (r *Rule) Emit(v []uint32, o EmitOptions) (string, error) {
	if err := checkLang(o.Lang); err != nil {
		return "", err
	}
	if x, ok := r.check(v); !ok {
		got, _ := r.exact(x)
		return "", fmt.Errorf("the rule's code gives g(%d) = %d, the game has %d", x, got, v[x])
	}
	status := r.StatusUnder(o.Condition)
	w := newWriter(o.Lang)
	fn := w.function(r, "grundy", true)
	return w.program(o, []string{r.Sentence, "formula: " + r.Formula, status + ".", "exceptions: " + shortList(r)}, fn, 1), nil
}

// Emit writes a two-dimensional rule as a function grundy(a, b) (Go:
// Grundy) in o.Lang, as Rule.Emit does; a rule that only says where the
// zeros are cannot be written. Checked against t first.
func (r *Rule2) Emit(t Table2, o EmitOptions) (string, error) {
	if err := checkLang(o.Lang); err != nil {
		return "", err
	}
	if r.Zeros {
		return "", fmt.Errorf("the rule says only where the value is 0, not the values: no function to emit")
	}
	if o.Main {
		return "", fmt.Errorf("a main program reads sums of one-dimensional heaps; this game's positions are pairs")
	}
	exact := r.Predict
	if r.xor != nil {
		exact = func(a, b int) (uint32, bool) {
			x, okA := r.xor[0].exact(a)
			y, okB := r.xor[1].exact(b)
			return x ^ y, okA && okB
		}
	}
	for a := range t.Rows {
		for b := range t.Cols {
			if got, ok := exact(a, b); !ok || got != t.at(a, b) {
				return "", fmt.Errorf("the rule's code gives g(%d, %d) = %d, the game has %d", a, b, got, t.at(a, b))
			}
		}
	}
	w := newWriter(o.Lang)
	var fns []string
	var body string
	switch {
	case r.xor != nil:
		for i, side := range []string{"a", "b"} {
			fns = append(fns, w.function(r.xor[i], "grundy_"+side, false))
		}
		body = w.spell(w.ident("grundy_a", false) + "(a) ^ " + w.ident("grundy_b", false) + "(b)")
	case r.grid != nil:
		body = w.grid(*r.grid)
	case r.rows != nil:
		fns = append(fns, w.lines(*r.rows))
	default:
		return "", fmt.Errorf("this two-dimensional rule has no code")
	}
	if body != "" {
		fns = append(fns, w.function2(body))
	}
	return w.program(o, []string{r.Sentence, "formula: " + r.Formula, r.Status() + "."}, strings.Join(fns, w.sep()), 2), nil
}

// Emit writes a family's rule as a function grundy(n, k) (Go: Grundy)
// in o.Lang: each member's rule, chosen by the parameter k, for the values
// of k searched only (another k is an error: -1 in C++, an exception in
// Python, a panic in Go). Each member is checked against its values ms[i].V
// first.
func (f *FamilyRule) Emit(ms []Member, o EmitOptions) (string, error) {
	if err := checkLang(o.Lang); err != nil {
		return "", err
	}
	if o.Main {
		return "", fmt.Errorf("a main program reads sums of heaps of one game; fix the parameter to one value")
	}
	w := newWriter(o.Lang)
	about := []string{f.Sentence, "formula: " + f.Formula}
	var fns, cases []string
	for i, r := range f.Members {
		k := f.Ks[i]
		if x, ok := r.check(ms[i].V); !ok {
			got, _ := r.exact(x)
			return "", fmt.Errorf("k = %d: the rule's code gives g(%d) = %d, the game has %d", k, x, got, ms[i].V[x])
		}
		name := strings.ReplaceAll(fmt.Sprintf("grundy_k%d", k), "-", "m")
		fns = append(fns, w.function(r, name, false))
		about = append(about, fmt.Sprintf("k = %d: %s; %s.", k, r.Formula, r.Status()))
		cases = append(cases, map[Lang]string{
			CPP:    fmt.Sprintf("    case %d: return %s(n);", k, w.name),
			Python: fmt.Sprintf("%d: %s", k, w.name),
			Go:     fmt.Sprintf("\tcase %d:\n\t\treturn %s(n)", k, w.name),
		}[o.Lang])
	}
	ks := ksText(f.Ks)
	about = append(about, "k takes only the values searched, "+ks+".")
	switch o.Lang {
	case CPP:
		fns = append(fns, fmt.Sprintf("// grundy returns −1 for a k not in %s.\nlong long grundy(long long n, long long k) {\n    switch (k) {\n%s\n    }\n    return -1;\n}", ks, strings.Join(cases, "\n")))
	case Python:
		fns = append(fns, fmt.Sprintf("GRUNDY_MEMBERS = {%s}\n\n\ndef grundy(n, k):\n    \"\"\"Raises KeyError for a k not in %s.\"\"\"\n    return GRUNDY_MEMBERS[k](n)", strings.Join(cases, ", "), ks))
	case Go:
		fns = append(fns, fmt.Sprintf("// Grundy panics for a k not in %s.\nfunc Grundy(n, k int64) int64 {\n\tswitch k {\n%s\n\t}\n\tpanic(\"k is not among the values searched\")\n}", ks, strings.Join(cases, "\n")))
	}
	return w.program(o, about, strings.Join(fns, w.sep()), 1), nil
}

func checkLang(l Lang) error {
	if slices.Contains(Langs, l) {
		return nil
	}
	return fmt.Errorf("unknown language %q (c++, python or go)", l)
}

// check evaluates the rule as emitted code does at every n of v: it
// returns the first n where it does not give v[n], ok when there is none.
func (r *Rule) check(v []uint32) (n int, ok bool) {
	for x := range v {
		if got, ok := r.exact(x); !ok || got != v[x] {
			return x, false
		}
	}
	return 0, true
}

// shortList lists the exceptions for a header, or counts them when many.
func shortList(r *Rule) string {
	if len(r.Exceptions) > 8 {
		return fmt.Sprintf("%d positions, in the table below", len(r.Exceptions))
	}
	return r.ExceptionList()
}

// writer collects the parts of one program in one language.
type writer struct {
	lang   Lang
	name   string   // the function being written, for recursion
	base   string   // its name in snake case, prefixing its tables
	decls  []string // tables and their lookups
	used   map[string]bool
	notes  []string
	tables int
}

func newWriter(l Lang) *writer { return &writer{lang: l, used: map[string]bool{}} }

// spell writes the neutral operators of the code templates (÷ integer
// division of naturals, ∧ and, ¬ not) in w's language.
func (w *writer) spell(s string) string {
	if w.lang == Python {
		return strings.NewReplacer("÷", "//", "∧", "and", "¬", "not ").Replace(s)
	}
	return strings.NewReplacer("÷", "/", "∧", "&&", "¬", "!").Replace(s)
}

// use writes template applied to arg, and notes the helpers it calls.
func (w *writer) use(template string, hs []string, arg string) string {
	for _, h := range hs {
		w.need(h)
	}
	return w.spell(fmt.Sprintf(template, arg))
}

// need marks a helper and the helpers it calls as used.
func (w *writer) need(name string) {
	if w.used[name] {
		return
	}
	h := helperNamed(name)
	for _, d := range h.deps {
		w.need(d)
	}
	w.used[name] = true
	w.note(h.note)
}

func (w *writer) note(s string) {
	if s != "" && !slices.Contains(w.notes, s) {
		w.notes = append(w.notes, s)
	}
}

// self is the name of the function being written.
func (w *writer) self() string { return w.name }

// ident writes a snake-case name in w's language: as is, or in Go in
// camel case (exported: with a capital).
func (w *writer) ident(snake string, exported bool) string {
	if w.lang != Go {
		return snake
	}
	parts := strings.Split(snake, "_")
	for i, p := range parts {
		if (i > 0 || exported) && p != "" {
			parts[i] = strings.ToUpper(p[:1]) + p[1:]
		}
	}
	return strings.Join(parts, "")
}

// intList writes xs separated by commas, 16 to a line.
func intList[T uint32 | int64](xs []T, indent string) string {
	var b strings.Builder
	for i, x := range xs {
		if i > 0 {
			b.WriteString(",")
			if i%16 == 0 {
				b.WriteString("\n" + indent)
			} else {
				b.WriteString(" ")
			}
		}
		fmt.Fprint(&b, x)
	}
	return b.String()
}

// periodic declares the lookup of q's table and returns its name.
func (w *writer) periodic(q per) string {
	w.tables++
	t := w.ident(fmt.Sprintf("%s_t%d", w.base, w.tables), false)
	f := w.ident(fmt.Sprintf("%s_p%d", w.base, w.tables), false)
	if w.lang == Python {
		t = strings.ToUpper(t)
	}
	salt := ""
	if q.s != 0 {
		salt = fmt.Sprintf(" + %d * q", q.s)
		// The values of the periods up to the periods-th past pre fit
		// in 64 bits; where that is short of maxValid, the note says so
		// (compared as counts of periods: the heap itself may pass 64 bits).
		periods := (math.MaxInt64 - int64(slices.Max(q.t))) / q.s
		if periods < (maxValid-int64(q.pre))/int64(q.p) && w.lang != Python {
			w.note(fmt.Sprintf("values overflow 64 bits past n = %d", int64(q.pre)+periods*int64(q.p)))
		}
	}
	what := fmt.Sprintf("T[(x − %d) mod %d], T = %s", q.pre, q.p, t)
	if q.s != 0 {
		what = fmt.Sprintf("T[(x − %d) mod %d] + %d·⌊(x − %d)/%d⌋, T = %s", q.pre, q.p, q.s, q.pre, q.p, t)
	}
	// A head: its table declared before the function, read first in it.
	var hdecl, htest string
	if len(q.head) > 0 {
		th := w.ident(fmt.Sprintf("%s_h%d", w.base, w.tables), false)
		if w.lang == Python {
			th = strings.ToUpper(th)
		}
		what = fmt.Sprintf("%s[x] for x < %d, else %s", th, q.pre, what)
		hdecl = map[Lang]string{
			CPP:    "static const long long %s[%d] = {%s};\n\n",
			Python: "%s = (%s,)\n\n\n",
			Go:     "var %s = [%d]int64{%s}\n\n",
		}[w.lang]
		if w.lang == Python {
			hdecl = fmt.Sprintf(hdecl, th, intList(q.head, "    "))
		} else {
			hdecl = fmt.Sprintf(hdecl, th, len(q.head), intList(q.head, "    "))
		}
		htest = fmt.Sprintf(map[Lang]string{
			CPP:    "    if (x < %d) return %s[x];\n",
			Python: "    if x < %d:\n        return %s[x]\n",
			Go:     "\tif x < %d {\n\t\treturn %s[x]\n\t}\n",
		}[w.lang], q.pre, th)
	}
	var d string
	switch w.lang {
	case CPP:
		d = fmt.Sprintf("static const long long %s[%d] = {%s};\n\n%s// %s\nstatic long long %s(long long x) {\n%s    long long d = x - %d, q = d / %d;\n    if (d %% %d < 0) q--;\n    return %s[d - q * %d]%s;\n}",
			t, q.p, intList(q.t, "    "), hdecl, what, f, htest, q.pre, q.p, q.p, t, q.p, salt)
	case Python:
		split := fmt.Sprintf("r = (x - %d) %% %d", q.pre, q.p)
		if q.s != 0 {
			split = fmt.Sprintf("q, r = divmod(x - %d, %d)", q.pre, q.p)
		}
		d = fmt.Sprintf("%s = (%s,)\n\n\n%sdef %s(x):\n    \"\"\"%s\"\"\"\n%s    %s\n    return %s[r]%s",
			t, intList(q.t, "    "), hdecl, f, what, htest, split, t, salt)
	case Go:
		d = fmt.Sprintf("var %s = [%d]int64{%s}\n\n%s// %s is %s\nfunc %s(x int64) int64 {\n%s\td := x - %d\n\tq := d / %d\n\tif d%%%d < 0 {\n\t\tq--\n\t}\n\treturn %s[d-q*%d]%s\n}",
			t, q.p, intList(q.t, "\t"), hdecl, f, what, f, htest, q.pre, q.p, q.p, t, q.p, salt)
	}
	w.decls = append(w.decls, d)
	return f
}

// lookup declares a table T and a function returning T[x] (−1 past it)
// and returns the function's name.
func (w *writer) lookup(tab []uint32) string {
	w.tables++
	t := w.ident(fmt.Sprintf("%s_t%d", w.base, w.tables), false)
	f := w.ident(fmt.Sprintf("%s_m%d", w.base, w.tables), false)
	k := len(tab)
	w.note(fmt.Sprintf("%s returns −1 for a value its table does not list (none up to the n checked)", f))
	switch w.lang {
	case CPP:
		w.decls = append(w.decls, fmt.Sprintf("static const long long %s[%d] = {%s};\n\nstatic long long %s(long long x) { return x >= 0 && x < %d ? %s[x] : -1; }", t, k, intList(tab, "    "), f, k, t))
	case Python:
		t = strings.ToUpper(t)
		w.decls = append(w.decls, fmt.Sprintf("%s = (%s,)\n\n\ndef %s(x):\n    return %s[x] if 0 <= x < %d else -1", t, intList(tab, "    "), f, t, k))
	case Go:
		w.decls = append(w.decls, fmt.Sprintf("var %s = [%d]int64{%s}\n\nfunc %s(x int64) int64 {\n\tif x < 0 || x >= %d {\n\t\treturn -1\n\t}\n\treturn %s[x]\n}", t, k, intList(tab, "\t"), f, k, t))
	}
	return f
}

// function writes r as a function of n named base, its exceptions first.
func (w *writer) function(r *Rule, base string, exported bool) string {
	w.base, w.name = base, w.ident(base, exported)
	var lines []string
	if len(r.Exceptions) > 0 {
		ns := make([]int64, len(r.Exceptions))
		vs := make([]int64, len(r.Exceptions))
		for i, e := range r.Exceptions {
			ns[i], vs[i] = int64(e.N), int64(e.Value)
		}
		k := len(ns)
		en, ev := w.ident(base+"_exc_n", false), w.ident(base+"_exc_v", false)
		switch w.lang {
		case CPP:
			w.decls = append(w.decls, fmt.Sprintf("// The exceptions: g(%s[i]) = %s[i].\nstatic const long long %s[%d] = {%s};\nstatic const long long %s[%d] = {%s};", en, ev, en, k, intList(ns, "    "), ev, k, intList(vs, "    ")))
			lines = append(lines, fmt.Sprintf("const long long *e = std::lower_bound(%s, %s + %d, n);", en, en, k),
				fmt.Sprintf("if (e != %s + %d && *e == n) return %s[e - %s];", en, k, ev, en))
		case Python:
			en = strings.ToUpper(base + "_exceptions")
			pairs := make([]string, k)
			for i := range ns {
				pairs[i] = fmt.Sprintf("%d: %d", ns[i], vs[i])
			}
			w.decls = append(w.decls, fmt.Sprintf("%s = {%s}", en, strings.Join(pairs, ", ")))
			lines = append(lines, fmt.Sprintf("if n in %s:\n        return %s[n]", en, en))
		case Go:
			en = w.ident(base+"_exceptions", false)
			pairs := make([]string, k)
			for i := range ns {
				pairs[i] = fmt.Sprintf("%d: %d", ns[i], vs[i])
			}
			w.decls = append(w.decls, fmt.Sprintf("// %s holds the positions where the formula does not apply.\nvar %s = map[int64]int64{%s}", en, en, strings.Join(pairs, ", ")))
			lines = append(lines, fmt.Sprintf("if v, ok := %s[n]; ok {\n\t\treturn v\n\t}", en))
		}
	}
	last := len(r.body.subs) - 1
	for i, s := range r.body.subs {
		e := s.code(w)
		cl := r.body.part.classes[i]
		if i == last {
			lines = append(lines, w.ret(e))
			break
		}
		for _, h := range cl.helpers {
			w.need(h)
		}
		cond := w.spell(cl.code)
		switch w.lang {
		case CPP:
			lines = append(lines, fmt.Sprintf("if (%s) return %s;", cond, e))
		case Python:
			lines = append(lines, fmt.Sprintf("if %s:\n        return %s", cond, e))
		case Go:
			lines = append(lines, fmt.Sprintf("if %s {\n\t\treturn %s\n\t}", cond, e))
		}
	}
	switch w.lang {
	case CPP:
		return fmt.Sprintf("// %s returns g(n).\nlong long %s(long long n) {\n    %s\n}", w.name, w.name, strings.Join(lines, "\n    "))
	case Python:
		return fmt.Sprintf("def %s(n):\n    \"\"\"g(n).\"\"\"\n    %s", w.name, strings.Join(lines, "\n    "))
	default:
		return fmt.Sprintf("// %s returns g(n).\nfunc %s(n int64) int64 {\n\t%s\n}", w.name, w.name, strings.Join(lines, "\n\t"))
	}
}

func (w *writer) ret(e string) string {
	if w.lang == CPP {
		return "return " + e + ";"
	}
	return "return " + e
}

// function2 writes grundy(a, b) returning body.
func (w *writer) function2(body string) string {
	switch w.lang {
	case CPP:
		return fmt.Sprintf("// grundy returns g(a, b).\nlong long grundy(long long a, long long b) {\n    return %s;\n}", body)
	case Python:
		return fmt.Sprintf("def grundy(a, b):\n    \"\"\"g(a, b).\"\"\"\n    return %s", body)
	default:
		return fmt.Sprintf("// Grundy returns g(a, b).\nfunc Grundy(a, b int64) int64 {\n\treturn %s\n}", body)
	}
}

// grid declares the table of a rule periodic in each coordinate and
// returns the expression reading it.
func (w *writer) grid(g gridShape) string {
	rows, cols := g.preA+g.pA, g.preB+g.pB
	vals := make([]uint32, 0, rows*cols)
	for a := range rows {
		for b := range cols {
			vals = append(vals, g.t.at(a, b))
		}
	}
	reduce := map[Lang]string{
		CPP:    "static long long grundy_reduce(long long x, long long pre, long long p) { return x < pre ? x : pre + (x - pre) % p; }",
		Python: "def grundy_reduce(x, pre, p):\n    return x if x < pre else pre + (x - pre) % p",
		Go:     "func grundyReduce(x, pre, p int64) int64 {\n\tif x < pre {\n\t\treturn x\n\t}\n\treturn pre + (x-pre)%p\n}",
	}[w.lang]
	t, red := w.ident("grundy_table", false), w.ident("grundy_reduce", false)
	switch w.lang {
	case CPP:
		w.decls = append(w.decls, fmt.Sprintf("// g(a, b) for a < %d, b < %d, row by row.\nstatic const long long %s[%d] = {%s};", rows, cols, t, len(vals), intList(vals, "    ")))
	case Python:
		t = strings.ToUpper(t)
		w.decls = append(w.decls, fmt.Sprintf("# g(a, b) for a < %d, b < %d, row by row.\n%s = (%s,)", rows, cols, t, intList(vals, "    ")))
	case Go:
		w.decls = append(w.decls, fmt.Sprintf("// %s holds g(a, b) for a < %d, b < %d, row by row.\nvar %s = [%d]int64{%s}", t, rows, cols, t, len(vals), intList(vals, "\t")))
	}
	w.decls = append(w.decls, reduce)
	return fmt.Sprintf("%s[%s(a, %d, %d) * %d + %s(b, %d, %d)]", t, red, g.preA, g.pA, cols, red, g.preB, g.pB)
}

// lines writes grundy(a, b) of a rule whose rows (or columns) are
// additively periodic: each line's eventually periodic function of the
// position along it, chosen by the line; a position on no line of the
// table (nor its mirror image) is an error: −1 in C++, an exception in
// Python, a panic in Go.
func (w *writer) lines(s rowsShape) string {
	w.base = "grundy"
	n := len(s.lines)
	fs := make([]string, n)
	for i, r := range s.lines {
		fs[i] = w.periodic(r.node())
	}
	line, along := "a", "b"
	what := fmt.Sprintf("rows a < %d", n)
	if s.columns {
		line, along = "b", "a"
		what = fmt.Sprintf("columns b < %d", n)
	}
	if s.mirror {
		what += fmt.Sprintf(" and, the table being symmetric, %s < %d", along, n)
	}
	w.note("the code knows " + what + " only")
	var swap string
	if s.mirror {
		swap = map[Lang]string{
			CPP:    "    if (line >= %d) std::swap(line, along);\n",
			Python: "    if line >= %d:\n        line, along = along, line\n",
			Go:     "\tif line >= %d {\n\t\tline, along = along, line\n\t}\n",
		}[w.lang]
		swap = fmt.Sprintf(swap, n)
	}
	var cases []string
	for i, f := range fs {
		cases = append(cases, fmt.Sprintf(map[Lang]string{
			CPP:    "    case %d: return %s(along);",
			Python: "%[2]s",
			Go:     "\tcase %d:\n\t\treturn %s(along)",
		}[w.lang], i, f))
	}
	switch w.lang {
	case CPP:
		return fmt.Sprintf("// grundy returns g(a, b) for %s, −1 elsewhere.\nlong long grundy(long long a, long long b) {\n    long long line = %s, along = %s;\n%s    switch (line) {\n%s\n    }\n    return -1;\n}",
			what, line, along, swap, strings.Join(cases, "\n"))
	case Python:
		return fmt.Sprintf("GRUNDY_LINES = (\n    %s,\n)\n\n\ndef grundy(a, b):\n    \"\"\"g(a, b) for %s; raises IndexError elsewhere.\"\"\"\n    line, along = %s, %s\n%s    if line >= %d:\n        raise IndexError(\"no rule for this position\")\n    return GRUNDY_LINES[line](along)",
			strings.Join(cases, ",\n    "), what, line, along, swap, n)
	default:
		return fmt.Sprintf("// Grundy returns g(a, b) for %s; it panics elsewhere.\nfunc Grundy(a, b int64) int64 {\n\tline, along := %s, %s\n%s\tswitch line {\n%s\n\t}\n\tpanic(\"no rule for this position\")\n}",
			what, line, along, swap, strings.Join(cases, "\n"))
	}
}

// program assembles the header comment, the imports, the helpers, the
// declarations, the functions fns and, with o.Main, the main program.
func (w *writer) program(o EmitOptions, about []string, fns string, dims int) string {
	c := "// "
	if w.lang == Python {
		c = "# "
	}
	var b strings.Builder
	head := []string{"Generated by Nimber: " + o.Title}
	head = append(head, about...)
	valid := "Valid for 0 ≤ n ≤ 10^18 in 64-bit arithmetic."
	if w.lang == Python {
		valid = "Valid for every n ≥ 0 (Python integers)."
	}
	if dims == 2 {
		valid = strings.ReplaceAll(valid, "n ≤", "a, b ≤")
		valid = strings.ReplaceAll(valid, "every n ≥ 0", "every a, b ≥ 0")
	}
	if len(w.notes) > 0 {
		valid += " But " + strings.Join(w.notes, "; ") + "."
	}
	head = append(head, valid)
	for _, h := range head {
		for _, line := range wrap(h, 96) {
			b.WriteString(c + line + "\n")
		}
	}
	imps := map[string]bool{}
	var hs []string
	for _, h := range helpers {
		if w.used[h.name] {
			hs = append(hs, h.src[w.lang])
			for _, i := range h.imps[w.lang] {
				imps[i] = true
			}
		}
	}
	switch w.lang {
	case CPP:
		imps["algorithm"] = true
		if o.Main {
			imps["cstdio"] = true
		}
	case Python:
		if o.Main {
			imps["sys"] = true
		}
	case Go:
		if o.Main {
			imps["bufio"], imps["fmt"], imps["os"] = true, true, true
		}
	}
	names := slices.Sorted(func(yield func(string) bool) {
		for k := range imps {
			if !yield(k) {
				return
			}
		}
	})
	switch w.lang {
	case CPP:
		b.WriteString("\n")
		for _, i := range names {
			fmt.Fprintf(&b, "#include <%s>\n", i)
		}
	case Python:
		if len(names) > 0 {
			b.WriteString("\n")
		}
		for _, i := range names {
			fmt.Fprintf(&b, "import %s\n", i)
		}
	case Go:
		pkg := "grundy"
		if o.Main {
			pkg = "main"
		}
		fmt.Fprintf(&b, "\npackage %s\n", pkg)
		if len(names) > 0 {
			b.WriteString("\nimport (\n")
			for _, i := range names {
				fmt.Fprintf(&b, "\t%q\n", i)
			}
			b.WriteString(")\n")
		}
	}
	sep := w.sep()
	parts := append(hs, w.decls...)
	parts = append(parts, fns)
	if o.Main {
		parts = append(parts, mains[w.lang])
	}
	b.WriteString(sep[1:])
	b.WriteString(strings.Join(parts, sep))
	b.WriteString("\n")
	if w.lang == Go {
		if src, err := format.Source([]byte(b.String())); err == nil {
			return string(src)
		}
	}
	return b.String()
}

// sep separates top-level declarations: two blank lines in Python, one
// elsewhere.
func (w *writer) sep() string {
	if w.lang == Python {
		return "\n\n\n"
	}
	return "\n\n"
}

// wrap breaks s into lines of at most width characters, at spaces.
func wrap(s string, width int) []string {
	var lines []string
	line := ""
	for _, word := range strings.Fields(s) {
		if line != "" && len([]rune(line))+1+len([]rune(word)) > width {
			lines = append(lines, line)
			line = ""
		}
		if line != "" {
			line += " "
		}
		line += word
	}
	return append(lines, line)
}

// mains are the main programs for the contest input: T, then T lines
// "n h1 … hn", a sum of n heaps; each prints "first" when the player to
// move wins, else "second".
var mains = map[Lang]string{
	CPP: `int main() {
    int t;
    if (scanf("%d", &t) != 1) return 1;
    while (t-- > 0) {
        int k;
        if (scanf("%d", &k) != 1) return 1;
        long long x = 0;
        for (int i = 0; i < k; i++) {
            long long h;
            if (scanf("%lld", &h) != 1) return 1;
            x ^= grundy(h);
        }
        puts(x != 0 ? "first" : "second");
    }
    return 0;
}`,
	Python: `def main():
    data = sys.stdin.buffer.read().split()
    t, pos, out = int(data[0]), 1, []
    for _ in range(t):
        k = int(data[pos])
        x = 0
        for h in data[pos + 1:pos + 1 + k]:
            x ^= grundy(int(h))
        pos += 1 + k
        out.append("first" if x != 0 else "second")
    sys.stdout.write("".join(line + "\n" for line in out))


if __name__ == "__main__":
    main()`,
	Go: `func main() {
	in := bufio.NewReader(os.Stdin)
	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()
	var t int
	fmt.Fscan(in, &t)
	for ; t > 0; t-- {
		var k int
		fmt.Fscan(in, &k)
		x := int64(0)
		for ; k > 0; k-- {
			var h int64
			fmt.Fscan(in, &h)
			x ^= Grundy(h)
		}
		if x != 0 {
			fmt.Fprintln(out, "first")
		} else {
			fmt.Fprintln(out, "second")
		}
	}
}`,
}
