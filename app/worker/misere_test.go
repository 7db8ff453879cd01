package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"

	"nimber/app/protocol"
	"nimber/solver/misere"
	"nimber/solver/misere/miseretest"
	"nimber/solver/script"
)

// misereSearch decides sums of a code's heaps in misère play by exhaustive
// search of the game itself (package miseretest).
type misereSearch struct{ *miseretest.Search }

func newSearch(code string) misereSearch {
	return misereSearch{miseretest.NewSearch(func(x int) [][]int { return miseretest.CodeMoves(code, x) })}
}

// lines are the verdict and winning moves of the sum, in the command
// line's words, from the search.
func (s misereSearch) lines(heaps []int) []string {
	var moves []string
	for _, m := range s.Winning(heaps) {
		left := "0"
		if len(m.To) > 0 {
			left = strings.Trim(strings.ReplaceAll(fmt.Sprint(m.To), " ", "+"), "[]")
		}
		moves = append(moves, fmt.Sprintf("heap %d: %d -> %s", m.Heap+1, heaps[m.Heap], left))
	}
	switch {
	case !s.Wins(heaps):
		return []string{"second player wins (the player to move loses)"}
	case len(moves) == 0: // no move left: in misère play, a win
		return []string{"first player wins: no move is left, and in misère play the player who cannot move wins"}
	}
	noun := "winning moves"
	if len(moves) == 1 {
		noun = "winning move"
	}
	return append([]string{fmt.Sprintf("first player wins: %d %s", len(moves), noun)}, moves...)
}

// sumsUpTo yields every multiset of 1 to most heaps of sizes 1..n, in
// non-decreasing order.
func sumsUpTo(n, most int) [][]int {
	var all [][]int
	var grow func(cur []int, from int)
	grow = func(cur []int, from int) {
		if len(cur) > 0 {
			all = append(all, slices.Clone(cur))
		}
		if len(cur) == most {
			return
		}
		for h := from; h <= n; h++ {
			grow(append(cur, h), h)
		}
	}
	grow(nil, 1)
	return all
}

// TestMisereVerdict: the worker's answer to a MisereSum (verdict and every
// winning move, in the command line's words) is the exhaustive search's on
// every sum of up to four heaps of at most 10, for codes with tame and wild
// heaps, given by code or by name.
func TestMisereVerdict(t *testing.T) {
	for _, c := range []struct{ spec, code string }{
		{"kayles", "0.77"}, {"dawson", "0.07"}, {"0.123", "0.123"}, {"0.75", "0.75"},
		{"0.31", "0.31"}, {"0.52", "0.52"}, {"4.7", "4.7"}, {"0.137", "0.137"}, {"0.3333", "0.3333"},
	} {
		s := newSearch(c.code)
		for _, heaps := range sumsUpTo(10, 4) {
			text := strings.Trim(fmt.Sprint(heaps), "[]")
			got, err := misereVerdict(protocol.MisereSum{ID: 1, Game: protocol.GameRef{Spec: c.spec}, N: "10", Heaps: text}, nil)
			if err != nil {
				t.Fatalf("%s %s: %v", c.spec, text, err)
			}
			if want := s.lines(heaps); !slices.Equal(got.Lines, want) {
				t.Fatalf("%s %s:\n got %q\nwant %q", c.spec, text, got.Lines, want)
			}
		}
	}
}

// TestQuotientView: the view of Kayles' quotient to heap 30 (by name, and
// from the shipped game file recognised as code 0.77) has the published
// order and P-portion; its table, heaps and P-portion decide every sum of
// up to three heaps of at most 12 as the exhaustive search does; its
// presentation's generators are the heaps named; the cache's copy reads
// back the same.
func TestQuotientView(t *testing.T) {
	var kayles string
	for _, e := range script.Examples() {
		if e.Name == "kayles.star" {
			kayles = e.Source
		}
	}
	for _, ref := range []protocol.GameRef{{Spec: "kayles"}, {Name: "kayles.star", Code: kayles}} {
		code, err := quotientGame(ref, 30)
		if err != nil {
			t.Fatalf("%+v: %v", ref, err)
		}
		q, capped, err := misere.Cached(code, 30, nil)
		if err != nil || capped != nil {
			t.Fatalf("%+v: %v %v", ref, err, capped)
		}
		data := dataOf(q, 30, capped)
		d := data.View
		// As the cache keeps it, and reads it back.
		kept, err := json.Marshal(data)
		if err != nil {
			t.Fatal(err)
		}
		var back quotientData
		if err := json.Unmarshal(kept, &back); err != nil || !reflect.DeepEqual(back, data) {
			t.Fatalf("the cache's copy differs (%v)", err)
		}
		if d.Code != "0.77" || d.Order != 40 || d.PPortion != 9 || len(d.P) != 9 || d.N != 30 || len(d.Heaps) != 31 {
			t.Fatalf("%+v: code %s order %d p-portion %d (%d listed), heaps to %d", ref, d.Code, d.Order, d.PPortion, len(d.P), d.N)
		}
		for i, h := range d.GenHeaps {
			if d.Words[d.Heaps[h]] != d.Generators[i] {
				t.Errorf("generator %s is heap %d, whose element is written %s", d.Generators[i], h, d.Words[d.Heaps[h]])
			}
		}
		s := newSearch("0.77")
		for _, heaps := range sumsUpTo(12, 3) {
			x := 0
			for _, h := range heaps {
				x = int(data.Table[x*d.Order+d.Heaps[h]])
			}
			if lost := slices.Contains(d.P, x); lost != !s.Wins(heaps) {
				t.Fatalf("%v: element %s in P %v, but the search says the player to move wins: %v", heaps, d.Words[x], lost, s.Wins(heaps))
			}
		}
	}
}

// TestQuotientRefusals: a game whose positions are no sums of heaps in
// misère play (flip:N), a game file that is no code on the heaps asked,
// and a size out of range are refused, saying why.
func TestQuotientRefusals(t *testing.T) {
	file := protocol.GameRef{Name: "g.star", Code: "def moves(n):\n    return [n - 1] if n != 7 and n else []\n"}
	for _, c := range []struct {
		ref  protocol.GameRef
		n    string
		want string
	}{
		{protocol.GameRef{Spec: "flip:10"}, "10", "only grundy-normal values are defined"},
		{file, "12", "the misère quotient needs a take-and-break code on every heap up to 12"},
		{protocol.GameRef{Spec: "kayles"}, "256", "expected an integer from 0 to 255"},
		{protocol.GameRef{Spec: "kayles"}, "x", "expected an integer from 0 to 255"},
	} {
		_, err := misereVerdict(protocol.MisereSum{Game: c.ref, N: c.n, Heaps: "1"}, nil)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%+v n=%s: %v, want %q", c.ref, c.n, err, c.want)
		}
	}
	if _, err := misereVerdict(protocol.MisereSum{Game: protocol.GameRef{Spec: "kayles"}, N: "10", Heaps: "3 11"}, nil); err == nil ||
		!strings.Contains(err.Error(), "heap 11 is past the quotient's heaps 0..10") {
		t.Errorf("heap past N: %v", err)
	}
	if n, err := quotientN(" " + strconv.Itoa(30) + " "); n != 30 || err != nil {
		t.Errorf("quotientN: %d %v", n, err)
	}
}

// TestQuotientCapped: a quotient stopped by a cap is shown as the quotient
// of the heaps before the heap it stopped at, with that heap and why.
func TestQuotientCapped(t *testing.T) {
	code, err := quotientGame(protocol.GameRef{Spec: "dawson"}, 30)
	if err != nil {
		t.Fatal(err)
	}
	lim := misere.DefaultLimits
	lim.MaxElements = 10
	q, err := misere.Compute(context.Background(), code, 30, lim, nil)
	var capped *misere.CapError
	if !errors.As(err, &capped) {
		t.Fatalf("a cap of 10 elements: %v", err)
	}
	v := dataOf(q, 30, capped).View
	if v.Stopped == 0 || v.N != v.Stopped-1 || v.Asked != 30 || v.Reason == "" || v.Order > 10 || len(v.Heaps) != v.N+1 {
		t.Fatalf("%+v", v)
	}
}

// A quotient the cache holds (dataOf, in JSON) is read back whole: it
// answers sums as the one computed; a stopped one, or none, gives nothing
// to use, and damaged bytes an error.
func TestRestoreQuotient(t *testing.T) {
	code, err := quotientGame(protocol.GameRef{Spec: "0.07"}, 20)
	if err != nil {
		t.Fatal(err)
	}
	q, err := misere.Compute(context.Background(), code, 20, misere.DefaultLimits, nil)
	if err != nil {
		t.Fatal(err)
	}
	data, err := json.Marshal(dataOf(q, 20, nil))
	if err != nil {
		t.Fatal(err)
	}
	r, err := restoreQuotient(code, 20, data)
	if err != nil || r == nil {
		t.Fatalf("read back: %v, %v", r, err)
	}
	for a := 0; a <= 20; a++ {
		for b := a; b <= 20; b++ {
			want, _ := q.Answer([]int{a, b, 7}, 50)
			got, err := r.Answer([]int{a, b, 7}, 50)
			if err != nil || got.FirstWins != want.FirstWins || got.Count != want.Count {
				t.Fatalf("%d %d 7: read back %+v (%v), computed %+v", a, b, got, err, want)
			}
		}
	}
	stopped := dataOf(q, 30, &misere.CapError{Heap: 21, Reason: errors.New("capped")})
	data, _ = json.Marshal(stopped)
	if r, err := restoreQuotient(code, 30, data); r != nil || err != nil {
		t.Errorf("a quotient stopped short of its heap: %v, %v; want nothing", r, err)
	}
	if r, err := restoreQuotient(code, 20, nil); r != nil || err != nil {
		t.Errorf("no data: %v, %v", r, err)
	}
	if _, err := restoreQuotient(code, 20, []byte(`{"View":`)); err == nil {
		t.Error("damaged bytes read back")
	}
}
