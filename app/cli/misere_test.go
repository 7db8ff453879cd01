//go:build !js

package cli

import (
	"strings"
	"testing"
)

func TestQuotientCommand(t *testing.T) {
	out, errOut, code := runExplore("quotient", "0.3333", "-n", "3")
	want := "order=6 p-portion=2 heaps=3\na b | a^2=1, b^3=b\nP = {a, b^2}\n1 = a\n2 = b\n3 = ab\n"
	if code != 0 || out != want {
		t.Errorf("exit %d, out %q, err %q; want %q", code, out, errOut, want)
	}
	out, _, code = runExplore("quotient", "0.77", "-n", "30", "-max-elements", "10")
	if first, _, _ := strings.Cut(out, "\n"); code != 3 || !strings.HasPrefix(first, "order=6 p-portion=2 heaps=4 stopped at heap 5: the quotient has more than 10 elements") {
		t.Errorf("cap: exit %d, first line %q", code, first)
	}
	// A game of another family: taking one or two is misère Nim's heaps of
	// 0, 1, 2 repeated (period 3).
	out, errOut, code = runExplore("quotient", "sub:1,2", "-n", "3")
	if code != 0 || !strings.HasPrefix(out, "order=6 p-portion=2 heaps=3\n") {
		t.Errorf("sub:1,2: exit %d, out %q, err %q", code, out, errOut)
	}
	// Refused: a game without heaps, a heap past 255, no game, and caps on
	// the elements that no quotient meets (none, or past the 16 bits that
	// number them).
	for _, args := range [][]string{{"quotient", "flip:10"}, {"quotient", "0.77", "-n", "256"}, {"quotient"},
		{"quotient", "0.77", "-max-elements", "0"}, {"quotient", "0.77", "-max-elements", "-5"},
		{"quotient", "0.77", "-max-elements", "65537"}} {
		if _, errOut, code := runExplore(args...); code != 2 || strings.Count(errOut, "\n") != 1 {
			t.Errorf("%v: exit %d, err %q", args, code, errOut)
		}
	}
}

// TestMisereSum: misère sums of wild heaps are answered, in normal play's
// form.
func TestMisereSum(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"sum", "0.77", "-play", "misere", "1"}, "second player wins (the player to move loses)\n"},
		{[]string{"sum", "0.77", "-sum", "disjunctive", "-play", "misere", "4", "4"}, "first player wins: 2 winning moves\nheap 1: 4 -> 1+1\nheap 2: 4 -> 1+1\n"},
		{[]string{"sum", "0.07", "-play", "misere", "12", "20", "7"}, "first player wins: 3 winning moves\nheap 2: 20 -> 1+17\nheap 2: 20 -> 3+15\nheap 2: 20 -> 8+10\n"},
		{[]string{"sum", "0.3333", "-play", "misere", "2"}, "first player wins: 1 winning move\nheap 1: 2 -> 1\n"},
		// Heap 1 of Dawson's Kayles has no move: the player to move wins
		// by having none.
		{[]string{"sum", "0.07", "-play", "misere", "1", "1"}, "first player wins: no move is left, and in misère play the player who cannot move wins\n"},
	} {
		out, errOut, code := runExplore(c.args...)
		if code != 0 || out != c.want {
			t.Errorf("%v: exit %d, out %q, err %q; want %q", c.args, code, out, errOut, c.want)
		}
	}
}

// TestMisereSumPlayedOut: where the misère quotient stops below the largest
// heap (Officers' at 17), sum plays the sum out and says so on stderr; the
// verdict is the game's played for real (TestMisereSumPastQuotient).
func TestMisereSumPlayedOut(t *testing.T) {
	out, errOut, code := runExplore("sum", "0.6", "-play", "misere", "18")
	if code != 0 || out != "first player wins: 1 winning move\nheap 1: 18 -> 17\n" ||
		!strings.HasPrefix(errOut, "nimber: 0.6: misère quotient stopped at heap 17: ") || !strings.HasSuffix(errOut, "; the sum was played out instead\n") {
		t.Errorf("exit %d, out %q, err %q", code, out, errOut)
	}
}
