package octal

import (
	"bufio"
	"os"
	"strconv"
	"strings"
	"testing"
)

// golden is a published result: a code, its preperiod and period, and its
// first values (preperiod and one period) when given.
type golden struct {
	code        string
	pre, period int
	values      []int
}

// readGolden reads a table of testdata: lines "code | pre | period [| values]".
func readGolden(t *testing.T, name string) []golden {
	t.Helper()
	f, err := os.Open("testdata/" + name)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []golden
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if strings.HasPrefix(sc.Text(), "#") {
			continue
		}
		fields := strings.Split(sc.Text(), "|")
		for i := range fields {
			fields[i] = strings.TrimSpace(fields[i])
		}
		g := golden{code: fields[0]}
		if !strings.Contains(g.code, ".") {
			g.code += "." // "4" is 4.0
		}
		g.pre, _ = strconv.Atoi(fields[1])
		g.period, _ = strconv.Atoi(fields[2])
		if len(fields) > 3 {
			for _, c := range strings.NewReplacer("(", "", ")", "").Replace(fields[3]) {
				v, err := strconv.ParseInt(string(c), 36, 0)
				if err != nil {
					t.Fatalf("%s: value %q", g.code, c)
				}
				g.values = append(g.values, int(v))
			}
		}
		out = append(out, g)
	}
	return out
}

// check computes enough values of the game to prove its period (Bound's
// need) and compares the period found, and the values, with the published
// ones. octal-games counts heaps from the last one with no move: its heap 0
// is our heap s, the smallest with a move less one, and its preperiod pre
// is ours (pre+s) unless our heaps below s, worth 0 too, extend it back.
func (c golden) check(t *testing.T, values func(g Game, size int) []int) {
	g := mustParse(t, c.code)
	s := 1
	for !hasMove(g, s) {
		s++
	}
	s--
	pre := c.pre + s
	size := max(s+len(c.values), g.Parts()*(pre+c.period)+g.MaxTake()+1, pre+3*c.period+1)
	v := values(g, size)
	for i, want := range c.values {
		if v[s+i] != want {
			t.Errorf("%s heap %d: %d, published %d", c.code, s+i, v[s+i], want)
			return
		}
	}
	for pre > 0 && v[pre-1] == v[pre-1+c.period] {
		pre--
	}
	start, p, ok := g.Period(v)
	if !ok || start != pre || p != c.period {
		t.Errorf("%s: period %d from %d (proven %v), published %d from %d (ours %d)", c.code, p, start, ok, c.period, c.pre, pre)
	}
}

// hasMove reports whether a heap of x tokens has a move.
func hasMove(g Game, x int) bool {
	for k := 0; k <= x; k++ {
		d, left := g.Digit(k), x-k
		if d&1 != 0 && left == 0 || d&2 != 0 && left > 0 || d&4 != 0 && left >= 2 || d&8 != 0 && left >= 3 {
			return true
		}
	}
	return false
}

// TestTrivialGames checks the games octal-games solves with heaps below
// 1000: values, preperiod and period, from the definition.
func TestTrivialGames(t *testing.T) {
	for _, c := range readGolden(t, "trivial-games.txt") {
		c.check(t, Game.Values)
	}
}
