package play

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
)

// monsterBrute plays alicegame on a row of cells held as a bitmask (bit i:
// a monster on cell i+1), by the statement.
type monsterBrute struct {
	k    int
	memo map[uint32]bool
}

// next lists the rows after each move: remove a maximal segment of at most
// k monsters, or k consecutive monsters with a monster on each side.
func (b *monsterBrute) next(row uint32) []uint32 {
	var out []uint32
	for i := 0; i < 32; i++ {
		if row>>i&1 == 0 || i > 0 && row>>(i-1)&1 != 0 {
			continue // not a segment start
		}
		j := i
		for j < 31 && row>>(j+1)&1 != 0 {
			j++
		}
		if n := j - i + 1; n <= b.k {
			out = append(out, row&^(1<<(j+1)-1<<i))
		}
		for a := i + 1; a+b.k-1 < j; a++ {
			out = append(out, row&^((1<<b.k-1)<<a))
		}
	}
	return out
}

func (b *monsterBrute) wins(row uint32) bool {
	if w, ok := b.memo[row]; ok {
		return w
	}
	w := false
	for _, n := range b.next(row) {
		if !b.wins(n) {
			w = true
			break
		}
	}
	b.memo[row] = w
	return w
}

func monstersMask(p *Monsters) uint32 {
	var m uint32
	for _, s := range p.Segments {
		for c := s[0]; c <= s[1]; c++ {
			m |= 1 << (c - 1)
		}
	}
	return m
}

func randomMonsters(r *rand.Rand, k, cells int) *Monsters {
	var parts []string
	for c := 1; c <= cells; c++ {
		if r.IntN(4) > 0 {
			parts = append(parts, fmt.Sprint(c))
		}
	}
	p, err := ParseMonsters(fmt.Sprintf("%d:%s", k, strings.Join(parts, ",")))
	if err != nil {
		panic(err)
	}
	return p
}

func TestMonstersAgainstSearch(t *testing.T) {
	r := rand.New(rand.NewPCG(11, 12))
	for k := 2; k <= 4; k++ {
		b := &monsterBrute{k: k, memo: map[uint32]bool{}}
		for range 150 {
			p := randomMonsters(r, k, 3+r.IntN(14))
			text := p.String()
			if q, err := ParseMonsters(text); err != nil || q.String() != text {
				t.Fatalf("%q: %v %v", text, q, err)
			}
			a, _ := p.Analyze(nil)
			row := monstersMask(p)
			nexts := b.next(row)
			if a.Wins != b.wins(row) || a.Over != (len(nexts) == 0) {
				t.Fatalf("%s: wins %v over %v", p, a.Wins, a.Over)
			}
			want, legal := map[uint32]bool{}, map[uint32]bool{}
			for _, n := range nexts {
				legal[n] = true
				if !b.wins(n) {
					want[n] = true
				}
			}
			got := map[uint32]bool{}
			for _, m := range a.Winning {
				q, err := p.Play(m)
				if err != nil {
					t.Fatalf("%s: %s refused: %v", p, p.Describe(m), err)
				}
				got[monstersMask(q)] = true
			}
			if fmt.Sprint(got) != fmt.Sprint(want) || a.Count != uint64(len(want)) {
				t.Fatalf("%s: winning %v (count %d), brute force %v", p, got, a.Count, want)
			}
			for _, m := range p.Moves() {
				q, err := p.Play(m)
				if err != nil || !legal[monstersMask(q)] {
					t.Fatalf("%s: move %s: %v", p, p.Describe(m), err)
				}
				delete(legal, monstersMask(q))
			}
			if len(legal) != 0 {
				t.Fatalf("%s: moves missing: %v", p, legal)
			}
			if a.Wins {
				replyWins(t, board[*Monsters, MonsterMove]{
					analyze: func(p *Monsters) *Analysis[MonsterMove] { a, _ := p.Analyze(nil); return a },
					moves:   (*Monsters).Moves,
					play:    (*Monsters).Play,
					key:     (*Monsters).String,
				}, p)
			} else if !a.Over {
				q, err := p.Play(a.Longest)
				if err != nil {
					t.Fatal(err)
				}
				if qa, _ := q.Analyze(nil); qa.Remoteness != a.Remoteness-1 {
					t.Fatalf("%s: longest %s reaches remoteness %d, want %d", p, p.Describe(a.Longest), qa.Remoteness, a.Remoteness-1)
				}
			}
		}
	}
}

// TestMonstersCount checks the run-by-run count of winning cuts on long
// segments against a count over every cut.
func TestMonstersCount(t *testing.T) {
	r := rand.New(rand.NewPCG(13, 14))
	for range 300 {
		k := 2 + r.IntN(6)
		n1, n2 := 1+r.IntN(300), 1+r.IntN(40)
		p := &Monsters{K: k, Segments: [][2]int{{1, n1}, {n1 + 2, n1 + 1 + n2}}}
		a, _ := p.Analyze(nil)
		x := segValue(k, n1) ^ segValue(k, n2)
		want := 0
		for _, n := range []int{n1, n2} {
			t0 := segValue(k, n) ^ x
			if x != 0 && n <= k && t0 == 0 {
				want++
			}
			for l := 1; x != 0 && l <= n-k-1; l++ {
				if segValue(k, l)^segValue(k, n-k-l) == t0 {
					want++
				}
			}
		}
		if a.Count != uint64(want) {
			t.Fatalf("%s: count %d, want %d", p, a.Count, want)
		}
	}
}

func TestMonstersText(t *testing.T) {
	for text, want := range map[string]string{
		"2:1-3,4,6":  "2:1-4,6",
		"2:":         "2:",
		" 3 : 5 - 9": "3:5-9",
	} {
		if p, err := ParseMonsters(text); err != nil || p.String() != want {
			t.Errorf("%q: %v %v, want %q", text, p, err, want)
		}
	}
	for text, want := range map[string]string{
		"1:1":   "play:1:1: k = 1 is out of range [2, 10000000]",
		"2:3,1": "play:1:5: cells 1-1 overlap or come before the previous segment",
		"2:5-3": "play:1:5: cell = 3 is out of range [5, 1000000000]",
		"2:1 2": "play:1:5: expected ',', found \"2\"",
		"2:0":   "play:1:3: cell = 0 is out of range [1, 1000000000]",
		"2;1":   "play:1:2: expected ':', found \";1\"",
	} {
		if _, err := ParseMonsters(text); err == nil || err.Error() != want {
			t.Errorf("%q: %v, want %s", text, err, want)
		}
	}
}

func TestMonstersIllegal(t *testing.T) {
	p, _ := ParseMonsters("2:1-3,5-10")
	for m, want := range map[MonsterMove]string{
		{4, 4}: "illegal move: there is no monster on cell 4",
		{1, 3}: "illegal move: the segment 1-3 has 3 monsters; a whole segment may be removed only with at most k = 2",
		{6, 8}: "illegal move: removing part of a segment takes exactly k = 2 monsters, not 3",
		{5, 6}: "illegal move: removing k monsters from a segment must leave monsters on both sides",
		{3, 5}: "illegal move: cells 3-5 are not all monsters",
		{7, 6}: "illegal move: cells 7-6: the range is empty",
	} {
		if _, err := p.Play(m); err == nil || err.Error() != want {
			t.Errorf("%v: %v, want %s", m, err, want)
		}
	}
}

func FuzzParseMonsters(f *testing.F) {
	for _, s := range []string{"2:1-3,5-10", "3:", "2:1,2,3"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		p, err := ParseMonsters(s)
		if err != nil {
			return
		}
		q, err := ParseMonsters(p.String())
		if err != nil || q.String() != p.String() {
			t.Fatalf("%q prints as %q, which reads back as %v, %v", s, p, q, err)
		}
	})
}
