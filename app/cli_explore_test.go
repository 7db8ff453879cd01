//go:build !js

package main

import (
	"bytes"
	"strings"
	"testing"
)

func runExplore(args ...string) (string, string, int) {
	var out, errOut bytes.Buffer
	code := runCLI(args, strings.NewReader(""), &out, &errOut)
	return out.String(), errOut.String(), code
}

func TestExploreCommands(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"table", "0.77", "-n", "11"}, "0 1 2 3 1 4 3 2 1 4 2 6\n"},
		{[]string{"table", "sub:1-3", "-n", "8", "-kind", "remoteness-normal"}, "0 1 1 1 2 3 3 3 4\n"},
		{[]string{"table", "-kind", "early-normal", "split", "-n", "3"}, "ended ended ends-next ends-next\n"},
		{[]string{"period", "0.07", "-n", "300"}, "preperiod=53 period=34 saltus=0 proven=yes values=301\n"},
		{[]string{"period", "sub:all", "-n", "50"}, "preperiod=0 period=1 saltus=1 proven=no values=51\n"},
		{[]string{"sum", "sub:all", "-sum", "disjunctive", "-play", "normal", "1", "2", "3"}, "second player wins (the player to move loses)\n"},
		{[]string{"sum", "sub:all", "-sum", "disjunctive", "-play", "normal", "1", "2"}, "first player wins: 1 winning moves\nheap 2: 2 -> 1\n"},
		{[]string{"sum", "0.77", "-sum", "conjunctive", "-play", "normal", "2", "3"}, "first player wins: 3 winning moves\nheap 1: 2 -> 0; heap 2: 3 -> 2\nheap 1: 2 -> 0; heap 2: 3 -> 1+1\nheap 1: 2 -> 0; heap 2: 3 -> 1\n"},
	} {
		out, errOut, code := runExplore(c.args...)
		if code != 0 || out != c.want {
			t.Errorf("%v: exit %d, out %q, err %q; want %q", c.args, code, out, errOut, c.want)
		}
	}
}

func TestExploreErrors(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"table", "0.7g"}, "nimber: game:1:4: expected a hex digit, found \"g\"\n"},
		{[]string{"table", "0.07", "-kind", "nimber"}, "nimber: unknown kind \"nimber\""},
		{[]string{"table", "0.07", "-n", "x"}, "nimber: -n x: expected N or N,M"},
		{[]string{"table"}, "nimber: usage: nimber table GAME"},
		{[]string{"period", "sub:1", "extra"}, "nimber: usage: nimber period GAME"},
		{[]string{"table", "flip:10", "-kind", "grundy-misere"}, "nimber: flip:10: only grundy-normal values are defined"},
		{[]string{"sum", "0.07", "-sum", "odd", "3"}, "nimber: unknown convention -sum odd -play normal"},
		{[]string{"sum", "0.07", "-play", "normal", "x"}, "nimber: sum: heap \"x\" is not an integer"},
		{[]string{"sum", "0.07"}, "nimber: sum: no heaps given\n"},
	} {
		out, errOut, code := runExplore(c.args...)
		if code != 2 || out != "" || !strings.HasPrefix(errOut, c.want) || strings.Count(errOut, "\n") != 1 {
			t.Errorf("%v: exit %d, out %q, err %q; want %q", c.args, code, out, errOut, c.want)
		}
	}
}
