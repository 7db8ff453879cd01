//go:build !js

package cli

import (
	"bytes"
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
