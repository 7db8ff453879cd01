package play

import (
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"
	"sync"
	"testing"

	"nimber/solver/intmath"
)

// triData builds the tricolore table for f once per f.
var triData = sync.OnceValue(func() map[int][][]byte {
	m := map[int][][]byte{}
	for _, f := range []int{6, 7} {
		p := &Tricolore{F: f}
		m[f] = [][]byte{p.Tables()[0].Build(nil)}
	}
	return m
})

// triBrute plays tricolore on the actual pieces: the memo key is the rows'
// columns and who moves; shifts are checked by trial division.
type triBrute struct {
	f    int
	memo map[string]bool
}

func shiftOK(k, f int) bool {
	return k != f && k >= 2 && intmath.PrimeFactors(k) <= 2
}

// next lists the positions after each move of the player to move, by the
// statement: Alice shifts blue, or blue and white, right; Bob shifts red,
// or white and red, left; b < w < r must hold.
func (b *triBrute) next(rows [][3]int, bob bool) []([][3]int) {
	var out [][][3]int
	for i, r := range rows {
		for k := 2; k <= r[2]-r[0]; k++ {
			if !shiftOK(k, b.f) {
				continue
			}
			var cands [][3]int
			if bob {
				cands = [][3]int{{r[0], r[1], r[2] - k}, {r[0], r[1] - k, r[2] - k}}
			} else {
				cands = [][3]int{{r[0] + k, r[1], r[2]}, {r[0] + k, r[1] + k, r[2]}}
			}
			for _, c := range cands {
				if c[0] < c[1] && c[1] < c[2] {
					n := append([][3]int(nil), rows...)
					n[i] = c
					out = append(out, n)
				}
			}
		}
	}
	return out
}

func (b *triBrute) wins(rows [][3]int, bob bool) bool {
	k := fmt.Sprint(rows, bob)
	if w, ok := b.memo[k]; ok {
		return w
	}
	w := false
	for _, n := range b.next(rows, bob) {
		if !b.wins(n, !bob) {
			w = true
			break
		}
	}
	b.memo[k] = w
	return w
}

func randomTri(r *rand.Rand, f int) *Tricolore {
	p := &Tricolore{F: f, Bob: r.IntN(2) == 0}
	for range 1 + r.IntN(2) {
		b := r.IntN(9) - 4
		w := b + 1 + r.IntN(7)
		p.Rows = append(p.Rows, [3]int{b, w, w + 1 + r.IntN(7)})
	}
	return p
}

func TestTricoloreAgainstSearch(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 10))
	for f, data := range triData() {
		b := &triBrute{f: f, memo: map[string]bool{}}
		tb := boardOf[*Tricolore, TriMove](data)
		for range 100 {
			p := randomTri(r, f)
			roundTrip(t, p, ParseTricolore)
			var next []string
			for _, n := range b.next(p.Rows, p.Bob) {
				next = append(next, triState(n, !p.Bob))
			}
			state := func(p *Tricolore) string { return triState(p.Rows, p.Bob) }
			checkBoard(t, tb, p, state, next, b.winsState, true)
		}
	}
}

// triState is the test's key of a position.
func triState(rows [][3]int, bob bool) string { return fmt.Sprint(rows, bob) }

// winsState decides the position with key k (one that next produced or the
// test started from).
func (b *triBrute) winsState(k string) bool {
	var rows [][3]int
	var bob bool
	fields := strings.Fields(strings.NewReplacer("[", " ", "]", " ").Replace(k))
	for i := 0; i+3 < len(fields); i += 3 {
		var r [3]int
		for j := range 3 {
			r[j], _ = strconv.Atoi(fields[i+j])
		}
		rows = append(rows, r)
	}
	bob = fields[len(fields)-1] == "true"
	return b.wins(rows, bob)
}

func TestTricoloreIllegal(t *testing.T) {
	p, _ := ParseTricolore("6:0,3,9")
	refused(t, p, (*Tricolore).Play, map[TriMove]string{
		{0, Red, 2}:  "illegal move: Alice moves blue, or blue and white; not red",
		{0, Blue, 6}: "illegal move: shifting by f = 6 is forbidden",
		{0, Blue, 8}: "illegal move: 8 is not a prime or a product of two primes",
		{0, Blue, 3}: "illegal move: row 1: blue cannot move 3, only 2 free cells",
		{1, Blue, 2}: "illegal move: there is no row 2",
	})
}

func FuzzParseTricolore(f *testing.F) {
	fuzzText(f, ParseTricolore, "6:0,3,9", "6:0,3,9;-2,4,7/bob", "2:")
}
