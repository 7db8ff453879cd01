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
	k int
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
	mb := boardOf[*Monsters, MonsterMove](nil)
	for k := 2; k <= 4; k++ {
		b := &monsterBrute{k: k}
		game := &solved[uint32]{next: b.next, memo: map[uint32]bool{}}
		for range 150 {
			p := randomMonsters(r, k, 3+r.IntN(14))
			roundTrip(t, p, ParseMonsters)
			checkBoard(t, mb, p, monstersMask, b.next(monstersMask(p)), game.wins, true)
		}
	}
}

// TestMonstersMisereAgainstSearch: in misère play (whoever removes the
// last monsters loses) the misère quotient decides random positions as the
// search of the statement's game does, with the same winning moves, the
// search's longest move and replies that win the game out.
func TestMonstersMisereAgainstSearch(t *testing.T) {
	r := rand.New(rand.NewPCG(11, 13))
	mb := boardOf[*Monsters, MonsterMove](nil)
	mb.won = func(p *Monsters) bool { return p.Misere }
	for k := 2; k <= 4; k++ {
		b := &monsterBrute{k: k}
		game := &solved[uint32]{next: b.next, memo: map[uint32]bool{}, misere: true}
		for range 150 {
			p := randomMonsters(r, k, 3+r.IntN(14))
			p.Misere = true
			roundTrip(t, p, ParseMonsters)
			checkBoard(t, mb, p, monstersMask, b.next(monstersMask(p)), game.wins, true)
		}
	}
	texts(t, ParseMonsters, map[string]string{"2:1-3, 5 / misere": "2:1-3,5/misere"}, map[string]string{
		"2:1-3/normal": `play:1:7: expected "misere" (misère play) after '/', found "normal"`,
	})
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

func TestMonstersIllegal(t *testing.T) {
	p, _ := ParseMonsters("2:1-3,5-10")
	refused(t, p, (*Monsters).Play, map[MonsterMove]string{
		{4, 4}: "illegal move: there is no monster on cell 4",
		{1, 3}: "illegal move: the segment 1-3 has 3 monsters; a whole segment may be removed only with at most k = 2",
		{6, 8}: "illegal move: removing part of a segment takes exactly k = 2 monsters, not 3",
		{5, 6}: "illegal move: removing k monsters from a segment must leave monsters on both sides",
		{3, 5}: "illegal move: cells 3-5 are not all monsters",
		{7, 6}: "illegal move: cells 7-6: the range is empty",
	})
}

func FuzzParseMonsters(f *testing.F) { fuzzText(f, ParseMonsters, "2:1-3,5-10", "3:", "2:1,2,3") }
