//go:build !js

package cli

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"nimber/solver/problems"
)

func run(args []string, stdin string) (code int, stdout, stderr string) {
	var out, errb bytes.Buffer
	code = Run(args, strings.NewReader(stdin), &out, &errb)
	return code, out.String(), errb.String()
}

func TestSolveSamples(t *testing.T) {
	for _, p := range problems.All() {
		for _, s := range p.Samples {
			code, out, errs := run([]string{"solve", p.ID}, s.Input)
			if code != 0 || out != s.Output || errs != "" {
				t.Errorf("%s: exit %d, stdout %q, stderr %q; want 0, %q", p.ID, code, out, errs, s.Output)
			}
		}
	}
}

// TestSolveFiles answers inputs given as files, named or as standard input
// (mapped into memory where the system allows), as it answers them from a
// pipe: the samples, an empty file and an input with a mistake.
func TestSolveFiles(t *testing.T) {
	dir := t.TempDir()
	type input struct{ id, text, out, errs string }
	var inputs []input
	for _, p := range problems.All() {
		for _, s := range p.Samples {
			inputs = append(inputs, input{p.ID, s.Input, s.Output, ""})
		}
	}
	inputs = append(inputs, input{"nim", "", "", "input:1:1: unexpected end of input: expected T\n"},
		input{"nim", "1\n2\n3 x\n", "", "input:3:3: expected an integer (a_i), found \"x\"\n"})
	for i, in := range inputs {
		name := filepath.Join(dir, fmt.Sprint(i))
		if err := os.WriteFile(name, []byte(in.text), 0o644); err != nil {
			t.Fatal(err)
		}
		var named, namedErrs bytes.Buffer
		Run([]string{"solve", in.id, name}, nil, &named, &namedErrs)
		f, err := os.Open(name)
		if err != nil {
			t.Fatal(err)
		}
		var std, stdErrs bytes.Buffer
		Run([]string{"solve", in.id}, f, &std, &stdErrs)
		f.Close()
		// Standard input that a first reader has moved into the file:
		// the input is what is left.
		skipped := "header line\n"
		name2 := name + "-after"
		if err := os.WriteFile(name2, []byte(skipped+in.text), 0o644); err != nil {
			t.Fatal(err)
		}
		f, err = os.Open(name2)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := f.Seek(int64(len(skipped)), io.SeekStart); err != nil {
			t.Fatal(err)
		}
		var moved, movedErrs bytes.Buffer
		Run([]string{"solve", in.id}, f, &moved, &movedErrs)
		f.Close()
		for how, got := range map[string][2]string{"named": {named.String(), namedErrs.String()},
			"as stdin": {std.String(), stdErrs.String()}, "as stdin past a line": {moved.String(), movedErrs.String()}} {
			if got[0] != in.out || got[1] != in.errs {
				t.Errorf("%s, input %q %s: stdout %q, stderr %q; want %q, %q", in.id, in.text, how, got[0], got[1], in.out, in.errs)
			}
		}
	}
}

func TestList(t *testing.T) {
	code, out, _ := run([]string{"solve", "--list"}, "")
	if code != 0 {
		t.Fatalf("exit %d", code)
	}
	for _, p := range problems.All() {
		if !strings.Contains(out, p.ID+" ") {
			t.Errorf("--list does not show %s:\n%s", p.ID, out)
		}
	}
}

func TestBadInputExitsTwoWithOneLine(t *testing.T) {
	code, out, errs := run([]string{"solve", "nim"}, "1\n2\n3 x\n")
	if code != 2 || out != "" || errs != "input:3:3: expected an integer (a_i), found \"x\"\n" {
		t.Fatalf("exit %d, stdout %q, stderr %q", code, out, errs)
	}
	if code, _, errs := run([]string{"solve", "nope"}, ""); code != 2 || !strings.Contains(errs, "unknown problem") {
		t.Fatalf("unknown problem: exit %d, stderr %q", code, errs)
	}
	if code, _, _ := run(nil, ""); code != 2 {
		t.Fatalf("no arguments: exit %d", code)
	}
}
