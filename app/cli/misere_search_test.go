//go:build !js

package cli

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"nimber/solver/misere/miseretest"
)

// presented is what nimber quotient prints, read back: the generators,
// the relations as exponent vectors and the P-portion's and heaps' normal
// forms.
type presented struct {
	gens  []string
	rels  [][2][]int
	p     map[string]bool
	heaps [][]int // heaps[h]: heap h's normal form
}

var factor = regexp.MustCompile(`([a-z][0-9]*)(\^([0-9]+))?`)

// exponents reads a product of generators ("a^2bz1", "1").
func (q *presented) exponents(t *testing.T, w string) []int {
	e := make([]int, len(q.gens))
	for _, m := range factor.FindAllStringSubmatch(w, -1) {
		i := slices.Index(q.gens, m[1])
		if i < 0 {
			t.Fatalf("%q: no generator %s", w, m[1])
		}
		p := 1
		if m[3] != "" {
			p, _ = strconv.Atoi(m[3])
		}
		e[i] += p
	}
	return e
}

func readPresentation(t *testing.T, out string) *presented {
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	gens, rels, _ := strings.Cut(lines[1], " | ")
	q := &presented{gens: strings.Fields(gens), p: map[string]bool{}, heaps: [][]int{nil}}
	for _, r := range strings.Split(rels, ", ") {
		if u, v, ok := strings.Cut(r, "="); ok {
			q.rels = append(q.rels, [2][]int{q.exponents(t, u), q.exponents(t, v)})
		}
	}
	for _, w := range strings.Split(strings.TrimSuffix(strings.TrimPrefix(lines[2], "P = {"), "}"), ", ") {
		q.p[fmt.Sprint(q.exponents(t, w))] = true
	}
	for h, line := range lines[3:] {
		w, ok := strings.CutPrefix(line, strconv.Itoa(h+1)+" = ")
		if !ok {
			t.Fatalf("heap line %q", line)
		}
		q.heaps = append(q.heaps, q.exponents(t, w))
	}
	return q
}

// inP multiplies the heaps' normal forms and rewrites the product by the
// relations (each replaces a factor u of the product by v) until none
// applies: the product's normal form, which is in P or not.
func (q *presented) inP(heaps []int) bool {
	e := make([]int, len(q.gens))
	for _, h := range heaps {
		for i, x := range q.heaps[h] {
			e[i] += x
		}
	}
	for rewritten := true; rewritten; {
		rewritten = false
		for _, r := range q.rels {
			if divides(r[0], e) {
				for i := range e {
					e[i] += r[1][i] - r[0][i]
				}
				rewritten = true
			}
		}
	}
	return q.p[fmt.Sprint(e)]
}

func divides(u, e []int) bool {
	for i := range u {
		if u[i] > e[i] {
			return false
		}
	}
	return true
}

// TestMisereAgainstSearch: for codes tame and wild, of one to three digits,
// 4.x among them, and a subtraction game, every sum of up to four heaps of
// at most 8 is lost by the player to move exactly when the exhaustive search
// of the rules says so, read from what nimber quotient -n 8 prints (the
// heaps' normal forms multiplied and rewritten by the relations, then
// looked up in P); nimber sum -play misere gives the search's verdict and
// number of winning moves on every sum of up to three of those heaps, each
// move listed one of the rules' that leaves a lost sum.
func TestMisereAgainstSearch(t *testing.T) {
	for _, c := range []struct {
		spec  string
		moves func(x int) [][]int
	}{
		{"0.77", nil}, {"0.07", nil}, {"4.7", nil}, {"0.312", nil}, {"0.123", nil}, {"4.3", nil}, {"0.563", nil}, {"4.56", nil},
		{"sub:1,3,4", func(x int) [][]int {
			var moves [][]int
			for _, k := range []int{1, 3, 4} {
				if k <= x {
					moves = append(moves, []int{x - k})
				}
			}
			return moves
		}},
	} {
		moves := c.moves
		if moves == nil {
			moves = func(x int) [][]int { return miseretest.CodeMoves(c.spec, x) }
		}
		s := miseretest.NewSearch(moves)
		out, errOut, code := runExplore("quotient", c.spec, "-n", "8")
		if code != 0 {
			t.Fatalf("quotient %s: exit %d, %s", c.spec, code, errOut)
		}
		q := readPresentation(t, out)
		forSums(4, 8, func(heaps []int) {
			if first := s.Wins(heaps); q.inP(heaps) == first {
				t.Errorf("quotient %s: %v in P %v, the search says the player to move wins %v", c.spec, heaps, q.inP(heaps), first)
			}
		})
		forSums(3, 8, func(heaps []int) {
			args := []string{"sum", c.spec, "-play", "misere"}
			for _, h := range heaps {
				args = append(args, strconv.Itoa(h))
			}
			out, errOut, code := runExplore(args...)
			first, count := s.Wins(heaps), len(s.Winning(heaps))
			want := "second player wins (the player to move loses)"
			switch {
			case first && count == 0:
				want = "first player wins: no move is left, and in misère play the player who cannot move wins"
			case first:
				want = fmt.Sprintf("first player wins: %d winning move", count)
				if count != 1 {
					want += "s"
				}
			}
			lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
			if code != 0 || lines[0] != want || len(lines)-1 != count {
				t.Fatalf("%v: exit %d, %q %s; the search: %q", args, code, out, errOut, want)
			}
			for _, line := range lines[1:] {
				var i, from int
				var to string
				if _, err := fmt.Sscanf(line, "heap %d: %d -> %s", &i, &from, &to); err != nil || i < 1 || i > len(heaps) || heaps[i-1] != from {
					t.Fatalf("%v: move %q", args, line)
				}
				var left []int
				for _, f := range strings.Split(to, "+") {
					h, _ := strconv.Atoi(f)
					left = append(left, h)
				}
				left = nonEmpty(left)
				legal := slices.ContainsFunc(moves(from), func(m []int) bool { return slices.Equal(nonEmpty(m), left) })
				if !legal || s.Wins(append(slices.Concat(heaps[:i-1], heaps[i:]), left...)) {
					t.Fatalf("%v: move %q is not a winning move of the rules", args, line)
				}
			}
		})
	}
}

// nonEmpty returns heaps without the empty ones, in increasing order.
func nonEmpty(heaps []int) []int {
	return slices.Sorted(slices.Values(slices.DeleteFunc(slices.Clone(heaps), func(h int) bool { return h == 0 })))
}

// forSums calls f with every multiset of 1 to k heaps, each 1..n.
func forSums(k, n int, f func([]int)) {
	var walk func(cur []int, from int)
	walk = func(cur []int, from int) {
		if len(cur) > 0 {
			f(slices.Clone(cur))
		}
		for h := from; len(cur) < k && h <= n; h++ {
			walk(append(cur, h), h)
		}
	}
	walk(nil, 1)
}
