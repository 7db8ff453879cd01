package contest

import (
	"errors"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"nimber/solver/input"
)

func TestTokens(t *testing.T) {
	got := Tokens([]byte("\tAlice  Bob\r\n\n é x\n"))
	want := []Token{{"Alice", input.Pos{Line: 1, Col: 2}}, {"Bob", input.Pos{Line: 1, Col: 9}},
		{"é", input.Pos{Line: 3, Col: 2}}, {"x", input.Pos{Line: 3, Col: 4}}}
	if !slices.Equal(got, want) {
		t.Errorf("got %v, want %v", got, want)
	}
}

func TestXorSubset(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for range 2000 {
		vs := make([]uint32, 1+rng.IntN(50))
		x := uint32(0)
		for i := range vs {
			vs[i] = rng.Uint32N(1 << rng.IntN(20))
			x ^= vs[i]
		}
		sub := XorSubset(vs)
		y := uint32(0)
		for _, i := range sub {
			y ^= vs[i]
		}
		if y != x || len(sub) > 20 || !slices.IsSorted(sub) {
			t.Fatalf("%v: subset %v xors to %d, want %d", vs, sub, y, x)
		}
	}
}

// explained is an explanation of two cases answering two words and one.
var explained = &Explanation{
	Output: []byte("Alice Bob\nBob\n"),
	Cases:  []Case{{Answer: []string{"Alice", "Bob"}}, {Answer: []string{"Bob"}}},
}

func TestCheckMismatches(t *testing.T) {
	words := []string{"Alice", "Bob"}
	for _, tc := range []struct {
		out   string
		first *Mismatch
		cases []Verdict
	}{
		{"Alice Bob\nBob\n", nil, []Verdict{Correct, Correct}},
		{"Alice\r\nBob   \n\n Bob", nil, []Verdict{Correct, Correct}},
		{"Alice Bob\nAlice\n", &Mismatch{1, input.Pos{Line: 2, Col: 1}, "Bob", "Alice", ""}, []Verdict{Correct, Wrong}},
		{"Bob Bob\nAlice\n", &Mismatch{0, input.Pos{Line: 1, Col: 1}, "Alice", "Bob", ""}, []Verdict{Wrong, Wrong}},
		{"Alice Bob\n", &Mismatch{1, input.Pos{Line: 2, Col: 1}, "Bob", "end of output", ""}, []Verdict{Correct, Missing}},
		{"Alice", &Mismatch{0, input.Pos{Line: 1, Col: 6}, "Bob", "end of output", ""}, []Verdict{Missing, Missing}},
		{"Alice Bob Bob Bob\n", &Mismatch{2, input.Pos{Line: 1, Col: 15}, "end of output", "Bob", ""}, []Verdict{Correct, Correct}},
	} {
		r, err := Check(explained, words, []byte(tc.out))
		if err != nil {
			t.Fatalf("%q: %v", tc.out, err)
		}
		var got []Verdict
		for _, c := range r.Cases {
			got = append(got, c.Verdict)
		}
		if (r.First == nil) != (tc.first == nil) || r.First != nil && *r.First != *tc.first || !slices.Equal(got, tc.cases) {
			t.Errorf("%q: first mismatch %+v, verdicts %v; want %+v, %v", tc.out, r.First, got, tc.first, tc.cases)
		}
	}
}

func TestCheckUnreadable(t *testing.T) {
	for out, want := range map[string]string{
		"Alice\n  Bob\xff": "output:2:6: the output is not UTF-8 text (byte 0xff)",
		"Alice\x00Bob":     "output:1:6: the output holds the control character U+0000",
	} {
		_, err := Check(explained, []string{"Alice", "Bob"}, []byte(out))
		var oe *OutputError
		if !errors.As(err, &oe) || err.Error() != want {
			t.Errorf("%q: error %v, want %s", out, err, want)
		}
	}
}

// TestCheckForeignWords: a word no answer can be is a wrong answer, as a
// judge says, with a note of what answers are.
func TestCheckForeignWords(t *testing.T) {
	for _, tc := range []struct {
		words []string
		out   string
		first Mismatch
	}{
		{[]string{"Alice", "Bob"}, "Alice bob\n", Mismatch{0, input.Pos{Line: 1, Col: 7}, "Bob", "bob", "answers are Alice or Bob"}},
		{[]string{"Alice", "Bob"}, "Alice Bob\n Bob1 ", Mismatch{1, input.Pos{Line: 2, Col: 2}, "Bob", "Bob1", "answers are Alice or Bob"}},
		{[]string{"Alice", "Bob"}, "Alice Alice\nBob", Mismatch{0, input.Pos{Line: 1, Col: 7}, "Bob", "Alice", ""}},
		{nil, "Alice 3x\nBob", Mismatch{0, input.Pos{Line: 1, Col: 7}, "Bob", "3x", "answers are integers"}},
	} {
		r, err := Check(explained, tc.words, []byte(tc.out))
		if err != nil || r.OK() || *r.First != tc.first {
			t.Errorf("%q: %v, first mismatch %+v; want %+v", tc.out, err, r.First, tc.first)
		}
	}
}

func TestGenCount(t *testing.T) {
	for _, tc := range []struct {
		kind             Kind
		cases, def, most int
		want             int
	}{
		{Random, 0, 10, 100, 10}, {Random, 0, 10, 5, 5}, {Random, 7, 10, 100, 7}, {Random, 700, 10, 100, 100},
		{Max, 0, 10, 100, 100}, {Max, 3, 10, 100, 3}, {Edge, 0, 12, 100, 12},
	} {
		g := &Gen{Kind: tc.kind, Cases: tc.cases}
		if got := g.Count(tc.def, tc.most); got != tc.want {
			t.Errorf("%v with %d cases asked, default %d, limit %d: %d, want %d", tc.kind, tc.cases, tc.def, tc.most, got, tc.want)
		}
	}
	for _, k := range Kinds {
		if got, err := ParseKind(k.String()); err != nil || got != k {
			t.Errorf("ParseKind(%q) = %v, %v", k, got, err)
		}
	}
	if _, err := ParseKind("huge"); err == nil {
		t.Error("ParseKind accepts huge")
	}
}

// FuzzCheck reads arbitrary outputs: Check never panics, and refuses only
// with an output error naming a line and column.
func FuzzCheck(f *testing.F) {
	f.Add([]byte("Alice Bob\nBob\n"))
	f.Add([]byte("Alice\r\n\xffBob"))
	f.Fuzz(func(t *testing.T, out []byte) {
		r, err := Check(explained, []string{"Alice", "Bob"}, out)
		if err != nil {
			var oe *OutputError
			if !errors.As(err, &oe) || oe.Line < 1 || oe.Col < 1 {
				t.Fatalf("error %v", err)
			}
			return
		}
		if len(r.Cases) != 2 {
			t.Fatalf("%d verdicts", len(r.Cases))
		}
	})
}

func TestNimSum(t *testing.T) {
	for _, c := range []struct {
		vs            []uint32
		x             uint32
		value, answer string
		verdictPrefix string
	}{
		{[]uint32{3, 0, 2}, 1, "3 ^ 0 ^ 2 = 1", "Yes", "nim value 1 ≠ 0"},
		{[]uint32{5, 5}, 0, "5 ^ 5 = 0", "No", "nim value 0:"},
	} {
		var e Case
		x := e.NimSum(c.vs, "Yes", "No")
		if x != c.x || e.Value != c.value || !slices.Equal(e.Answer, []string{c.answer}) || !strings.HasPrefix(e.Verdict, c.verdictPrefix) {
			t.Errorf("%v: x %d, %+v", c.vs, x, e)
		}
	}
}
