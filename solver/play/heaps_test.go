package play

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"nimber/solver/gamepack"
	"nimber/solver/games"
	"nimber/solver/intmath"
	"nimber/solver/notnim"
	"nimber/solver/sums"
	"nimber/solver/table"
)

// heapRules is the test's own statement of a heap game: the options of a
// heap (each the heaps it leaves, [0] for none) and the sum's convention.
type heapRules struct {
	options func(h int) [][]int
	conv    sums.Convention
}

// bruteHeaps decides sums of heaps by exhaustive search of the joint
// position (sorted heaps), playing the convention's rules directly.
type bruteHeaps struct {
	heapRules
	memo map[string]bool
}

func sortedKey(h []int) string {
	s := slices.Clone(h)
	slices.Sort(s)
	return fmt.Sprint(s)
}

// moves returns the legal moves as (heap index → leaves) maps, and whether
// the position is over.
func (b *bruteHeaps) moves(heaps []int) (ms [][]games.Change, over bool) {
	live := 0
	for _, h := range heaps {
		if len(b.options(h)) > 0 {
			live++
		}
	}
	switch b.conv.Sum {
	case sums.DiminishedDisjunctive, sums.ShortenedSelective, sums.Conjunctive:
		over = live < len(heaps) || live == 0
	default:
		over = live == 0
	}
	if over {
		return nil, true
	}
	var rec func(i int, cur []games.Change)
	rec = func(i int, cur []games.Change) {
		if i == len(heaps) {
			if len(cur) > 0 {
				ms = append(ms, slices.Clone(cur))
			}
			return
		}
		opts := b.options(heaps[i])
		switch b.conv.Sum {
		case sums.Disjunctive, sums.DiminishedDisjunctive:
			rec(i+1, cur)
			if len(cur) == 0 {
				for _, o := range opts {
					rec(i+1, append(cur, games.Change{Heap: i, To: o}))
				}
			}
		case sums.Selective, sums.ShortenedSelective:
			rec(i+1, cur)
			for _, o := range opts {
				rec(i+1, append(cur, games.Change{Heap: i, To: o}))
			}
		default: // every heap that can move does
			if len(opts) == 0 {
				rec(i+1, cur)
			}
			for _, o := range opts {
				rec(i+1, append(cur, games.Change{Heap: i, To: o}))
			}
		}
	}
	rec(0, nil)
	return ms, false
}

func applyChanges(heaps []int, m []games.Change) []int {
	var out []int
	for i, h := range heaps {
		j := slices.IndexFunc(m, func(c games.Change) bool { return c.Heap == i })
		if j < 0 {
			out = append(out, h)
		} else {
			out = append(out, m[j].To...)
		}
	}
	return out
}

func (b *bruteHeaps) wins(heaps []int) bool {
	k := sortedKey(heaps)
	if w, ok := b.memo[k]; ok {
		return w
	}
	ms, over := b.moves(heaps)
	w := over && b.conv.Play == sums.Misere
	for _, m := range ms {
		if !b.wins(applyChanges(heaps, m)) {
			w = true
			break
		}
	}
	b.memo[k] = w
	return w
}

// moveKey names a move independently of the order of its heaps.
func moveKey(m []games.Change) string {
	parts := make([]string, len(m))
	for i, c := range m {
		to := slices.Clone(c.To)
		slices.Sort(to)
		parts[i] = fmt.Sprint(c.Heap, to)
	}
	slices.Sort(parts)
	return strings.Join(parts, ";")
}

// checkHeaps compares p's analysis with the brute force.
func checkHeaps(t *testing.T, p *Heaps, data [][]byte, b *bruteHeaps) {
	t.Helper()
	a, err := p.Analyze(data)
	if err != nil {
		t.Fatalf("%s: %v", p, err)
	}
	ms, over := b.moves(p.Heaps)
	if a.Over != over || a.Wins != b.wins(p.Heaps) {
		t.Fatalf("%s: over %v wins %v, brute force over %v wins %v", p, a.Over, a.Wins, over, b.wins(p.Heaps))
	}
	want := map[string]bool{}
	for _, m := range ms {
		if !b.wins(applyChanges(p.Heaps, m)) {
			want[moveKey(m)] = true
		}
	}
	got := map[string]bool{}
	for _, m := range a.Winning {
		got[moveKey(m)] = true
		if _, err := p.Play(m); err != nil {
			t.Fatalf("%s: winning move %s refused: %v", p, p.Describe(m), err)
		}
	}
	if fmt.Sprint(got) != fmt.Sprint(want) || a.Count != uint64(len(want)) {
		t.Fatalf("%s: winning moves %v (count %d), brute force %v", p, got, a.Count, want)
	}
	if !a.Wins && !over {
		q, err := p.Play(a.Longest)
		if err != nil {
			t.Fatalf("%s: longest move %v refused: %v", p, a.Longest, err)
		}
		if a.Remoteness >= 0 {
			qa, _ := q.Analyze(data)
			if qa.Remoteness != a.Remoteness-1 {
				t.Fatalf("%s: longest move %s to remoteness %d, want %d", p, p.Describe(a.Longest), qa.Remoteness, a.Remoteness-1)
			}
		}
	}
	if a.Wins && !over && total(p.Heaps) <= 10 {
		b := boardOf[*Heaps, HeapMove](data)
		b.won = wonAtEnd
		replyWins(t, b, p)
	}
	// Every legal move of the board is one of the brute force's.
	legal := map[string]bool{}
	for _, m := range ms {
		legal[moveKey(m)] = true
	}
	for _, m := range p.Moves() {
		if !legal[moveKey(m)] {
			t.Fatalf("%s: move %s is not legal by the rules", p, p.Describe(m))
		}
		delete(legal, moveKey(m))
	}
	if len(legal) > 0 {
		t.Fatalf("%s: moves %v missing", p, legal)
	}
}

func takeOptions(h int, ok func(h, y int) bool) [][]int {
	var o [][]int
	for y := 1; y <= h; y++ {
		if ok(h, y) {
			o = append(o, []int{h - y})
		}
	}
	return o
}

func randomHeaps(r *rand.Rand, n, max, least int) []int {
	h := make([]int, 1+r.IntN(n))
	for i := range h {
		h[i] = least + r.IntN(max-least+1)
	}
	return h
}

func TestNimAgainstSearch(t *testing.T) {
	b := &bruteHeaps{heapRules{options: func(h int) [][]int { return takeOptions(h, func(int, int) bool { return true }) }}, map[string]bool{}}
	r := rand.New(rand.NewPCG(1, 2))
	for range 300 {
		p, err := ParseNim(commaList(randomHeaps(r, 4, 7, 0)))
		if err != nil {
			t.Fatal(err)
		}
		checkHeaps(t, p, nil, b)
	}
}

// TestMisereNimAgainstSearch: misère Nim (Bouton's rule) decides every
// position of up to four heaps of at most 7 as the exhaustive search of
// the game does, with the same winning moves, a longest move of the
// search's remoteness and replies that win the game out; a few larger
// heaps too.
func TestMisereNimAgainstSearch(t *testing.T) {
	b := &bruteHeaps{heapRules{func(h int) [][]int { return takeOptions(h, func(int, int) bool { return true }) }, sums.MisereDisjunctive}, map[string]bool{}}
	r := rand.New(rand.NewPCG(1, 3))
	var all func(h []int)
	all = func(h []int) {
		if len(h) > 0 {
			p, err := ParseNim(commaList(h) + "/misere")
			if err != nil {
				t.Fatal(err)
			}
			checkHeaps(t, p, nil, b)
		}
		if len(h) < 4 {
			for x := 0; x <= 7; x++ {
				all(append(h, x))
			}
		}
	}
	all(nil)
	for range 100 {
		p, err := ParseNim(commaList(randomHeaps(r, 3, 14, 0)) + "/misere")
		if err != nil {
			t.Fatal(err)
		}
		checkHeaps(t, p, nil, b)
	}
}

// TestSpecMisereAgainstSearch: a spec board in misère play is decided as
// the exhaustive search of the game decides it, with the same winning
// moves, on every position of one or two heaps of at most 8 and random ones
// of three: a code from the misère quotient (wild heaps included: Kayles,
// Dawson's Kayles, 0.123, Daisies, 0.137, Grundy's game), each heap's part
// its element;
// other games (tame) from their misère Grundy values.
func TestSpecMisereAgainstSearch(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 9))
	for _, spec := range []string{"0.77", "0.07", "0.123", "4.7", "0.137", "sub:1,3,4", "sub:primes", "coprime", "half", "mod17", "split", "grundy"} {
		g, err := games.Parse(spec)
		if err != nil {
			t.Fatal(err)
		}
		rules := g.Rules(12)
		opts := func(h int) [][]int {
			var o [][]int
			for x := range rules.Options(h) {
				o = append(o, slices.Clone(x))
			}
			return o
		}
		b := &bruteHeaps{heapRules{opts, sums.MisereDisjunctive}, map[string]bool{}}
		check := func(h []int) {
			p, err := ParseSpec(spec + "/" + commaList(h) + "/disjunctive-misere")
			if err != nil {
				t.Fatal(err)
			}
			checkHeaps(t, p, nil, b)
			a, err := p.Analyze(nil)
			if err != nil {
				t.Fatal(err)
			}
			_, code := g.Code()
			if !a.Over && (len(a.Parts) != len(h) || code && !strings.HasPrefix(a.Value, "misère quotient element ")) {
				t.Fatalf("%s: value %q, parts %v", p, a.Value, a.Parts)
			}
		}
		for x := 0; x <= 8; x++ {
			check([]int{x})
			for y := x; y <= 8; y++ {
				check([]int{x, y})
			}
		}
		for range 10 {
			check([]int{r.IntN(9), r.IntN(9), r.IntN(9)})
		}
	}
}

// TestMisereNotNimAgainstSearch: NotNim in misère play decides random
// positions of up to four piles of at most 20 as the exhaustive search
// does; its piles are bounded as a spec board's.
func TestMisereNotNimAgainstSearch(t *testing.T) {
	b := &bruteHeaps{heapRules{func(h int) [][]int {
		return takeOptions(h, func(h, y int) bool { return intmath.GCD(h, y) == 1 })
	}, sums.MisereDisjunctive}, map[string]bool{}}
	r := rand.New(rand.NewPCG(3, 5))
	for range 200 {
		p, err := ParseNotNim(commaList(randomHeaps(r, 4, 20, 0)) + "/misere")
		if err != nil {
			t.Fatal(err)
		}
		checkHeaps(t, p, nil, b)
	}
	if _, err := ParseNotNim("3,301/misere"); err == nil || err.Error() != "play:1:3: pile size = 301 is out of range [0, 300]" {
		t.Errorf("a pile past the misère bound: %v", err)
	}
}

// smallNotNimTable is the notnim table's prefix, enough for small piles.
func smallNotNimTable() [][]byte {
	g := make([]uint32, (notnim.MaxPile+1)/2)
	for i := 1; i < 100; i++ {
		z := 2*i + 1
		for d := 2; ; d++ {
			if z%d == 0 { // rank of the smallest prime factor d
				rank := 0
				for q := 2; q <= d; q++ {
					if isPrimeTest(q) {
						rank++
					}
				}
				g[i] = uint32(rank)
				break
			}
		}
	}
	g[0] = 1
	return [][]byte{table.Uint32Bytes(g)}
}

func isPrimeTest(q int) bool {
	for d := 2; d*d <= q; d++ {
		if q%d == 0 {
			return false
		}
	}
	return q >= 2
}

func TestNotNimAgainstSearch(t *testing.T) {
	b := &bruteHeaps{heapRules{options: func(h int) [][]int {
		return takeOptions(h, func(h, y int) bool { return intmath.GCD(h, y) == 1 })
	}}, map[string]bool{}}
	data := smallNotNimTable()
	r := rand.New(rand.NewPCG(3, 4))
	for range 200 {
		h := randomHeaps(r, 3, 30, 0)
		p, err := ParseNotNim(commaList(h))
		if err != nil {
			t.Fatal(err)
		}
		checkHeaps(t, p, data, b)
	}
}

// packOptions is GamePack's operation A, from the statement.
func packOptions(a int) func(h int) [][]int {
	return func(x int) [][]int {
		switch a {
		case 0:
			return takeOptions(x, func(int, int) bool { return true })
		case 1:
			return takeOptions(x, func(_, y int) bool { return y <= 3 })
		case 2:
			return takeOptions(x, func(x, y int) bool { return y <= x/2 })
		case 3:
			return takeOptions(x, func(x, y int) bool { return y == 1 || y == 2 && x%17 != 0 })
		}
		var o [][]int
		for y := 1; 2*y <= x; y++ {
			o = append(o, []int{y, x - y})
		}
		return o
	}
}

func TestGamePackAgainstSearch(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	for a := range 5 {
		for bb := range 3 {
			for c := range 2 {
				for d := range 2 {
					conv := gamepack.Pack{a, bb, c, d}.Convention()
					b := &bruteHeaps{heapRules{packOptions(a), conv}, map[string]bool{}}
					for range 8 {
						h := randomHeaps(r, 3, 9, 1)
						text := fmt.Sprintf("%d,%d,%d,%d/%s", a, bb, c, d, commaList(h))
						p, err := ParseGamePack(text)
						if err != nil {
							t.Fatal(err)
						}
						checkHeaps(t, p, nil, b)
					}
				}
			}
		}
	}
}

// octalOptions is the options of a heap of n under the octal code whose
// digits are d (d[0] the digit before the point), from the definition:
// removing k ≥ 1 tokens (or none, for d[0]) may leave no heap when d[k]
// has bit 1, one heap when it has bit 2, two heaps when it has bit 4.
func octalOptions(d []int) func(n int) [][]int {
	return func(n int) [][]int {
		var o [][]int
		for k := 0; k < len(d) && k <= n; k++ {
			s := n - k
			if d[k]&1 != 0 && s == 0 && k > 0 {
				o = append(o, []int{0})
			}
			if d[k]&2 != 0 && s > 0 && k > 0 {
				o = append(o, []int{s})
			}
			for a := 1; d[k]&4 != 0 && a <= s-a; a++ {
				o = append(o, []int{a, s - a})
			}
		}
		return o
	}
}

// TestSpecAgainstSearch: spec boards under each of the twelve conventions
// decide random positions as the exhaustive search of the game from its
// definition does, with the same winning moves and legal moves.
func TestSpecAgainstSearch(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	for spec, opts := range map[string]func(int) [][]int{
		"0.07":      octalOptions([]int{0, 0, 7}),
		"4.07":      octalOptions([]int{4, 0, 7}),
		"0.137":     octalOptions([]int{0, 1, 3, 7}),
		"0.51":      octalOptions([]int{0, 5, 1}),
		"sub:1,3,4": func(h int) [][]int { return takeOptions(h, func(_, y int) bool { return y == 1 || y == 3 || y == 4 }) },
	} {
		for _, conv := range sums.All() {
			b := &bruteHeaps{heapRules{opts, conv}, map[string]bool{}}
			for range 12 {
				h := randomHeaps(r, 3, 6, 0)
				text := spec + "/" + commaList(h)
				if conv != (sums.Convention{}) {
					text += "/" + conv.String()
				}
				p, err := ParseSpec(text)
				if err != nil {
					t.Fatal(err)
				}
				if p.String() != text {
					t.Fatalf("%q prints as %q", text, p)
				}
				checkHeaps(t, p, nil, b)
			}
		}
	}
}

func TestHeapsText(t *testing.T) {
	for _, c := range []struct {
		parse      func(string) (*Heaps, error)
		text, want string
	}{
		{ParseNim, " 3, 4 ,5 ", "3,4,5"},
		{ParseNim, "3 4\n5", "3,4,5"}, // white space alone separates heaps too
		{ParseSpec, "0.07/5 6", "0.07/5,6"},
		{ParseNim, "", ""},
		{ParseNim, "3,4 / misere ", "3,4/misere"},
		{ParseNotNim, "3,2,9/misere", "3,2,9/misere"},
		{ParseNotNim, "3,2,9", "3,2,9"},
		{ParseGamePack, "1, 2, 1, 0 / 4,5", "1,2,1,0/4,5"},
		{ParseSpec, "0.07/5,6", "0.07/5,6"},
		{ParseSpec, "sub:3,1,2/4/conjunctive-misere", "sub:1-3/4/conjunctive-misere"},
		{ParseSpec, "sub:1-3/4/disjunctive-normal", "sub:1-3/4"},
	} {
		if p, err := c.parse(c.text); err != nil || p.String() != c.want {
			t.Errorf("%q: %v %v, want %q", c.text, p, err, c.want)
		}
	}
	for _, c := range []struct {
		parse      func(string) (*Heaps, error)
		text, want string
	}{
		{ParseNim, "3,x", `play:1:3: expected an integer (heap size), found "x"`},
		{ParseNim, "3,-1", "play:1:3: heap size = -1 is out of range [0, 1000000000]"},
		{ParseNim, "3 4 x", `play:1:5: expected end of text, found "x"`},
		{ParseNim, "3,4/ misery", `play:1:6: expected "misere" (misère play) after '/', found "misery"`},
		{ParseNotNim, "10000001", "play:1:1: pile size = 10000001 is out of range [0, 10000000]"},
		{ParseGamePack, "5,0,0,0/1", "play:1:1: A = 5 is out of range [0, 4]"},
		{ParseGamePack, "0,0,0,0 1", `play:1:9: expected '/', found "1"`},
		{ParseSpec, "0.07", "play:1:5: expected '/' after the game spec, found end of text"},
		{ParseSpec, "sub:1,x/3", `play:1:7: expected an integer, a range a-b, primes, semiprimes, all or !k, found "x"`},
		{ParseSpec, "flip:5/3", "play:1:1: flip:N is played on the arraygame board"},
		{ParseSpec, "0.07/3/sideways", `play:1:8: unknown convention "sideways" (disjunctive-normal, conjunctive-misere, ...)`},
		{ParseSpec, "0.07/301", "play:1:6: heap size = 301 is out of range [0, 300]"},
	} {
		if _, err := c.parse(c.text); err == nil || err.Error() != c.want {
			t.Errorf("%q: %v, want %s", c.text, err, c.want)
		}
	}
}

func TestHeapsIllegal(t *testing.T) {
	nim, _ := ParseNim("3,4")
	pack, _ := ParseGamePack("1,2,0,0/4,5")
	spec, _ := ParseSpec("0.07/5")
	for _, c := range []struct {
		p    *Heaps
		m    HeapMove
		want string
	}{
		{nim, HeapMove{{Heap: 2, To: []int{0}}}, "illegal move: there is no heap 3"},
		{nim, HeapMove{{Heap: 0, To: []int{3}}}, "illegal move: heap 1: take 0 is not a move of a heap of 3"},
		{nim, HeapMove{{Heap: 0, To: []int{1}}, {Heap: 1, To: []int{1}}}, "illegal move: a turn moves in exactly one heap"},
		{nim, HeapMove{}, "illegal move: a move must change a heap"},
		{pack, HeapMove{{Heap: 0, To: []int{3}}}, "illegal move: a turn moves in every plate that can move; plate 2 is left as it is"},
		{pack, HeapMove{{Heap: 0, To: []int{0}}, {Heap: 1, To: []int{4}}}, "illegal move: plate 1: eat all 4 is not a move of a plate of 4"},
		{spec, HeapMove{{Heap: 0, To: []int{2}}}, "illegal move: heap 1: take 3 is not a move of a heap of 5"},
	} {
		if _, err := c.p.Play(c.m); err == nil || err.Error() != c.want {
			t.Errorf("%s %v: %v, want %s", c.p, c.m, err, c.want)
		}
	}
	for _, c := range []struct {
		p    *Heaps
		m    HeapMove
		want string
	}{
		{nim, HeapMove{{Heap: 1, To: []int{1}}}, "heap 2: take 3"},
		{spec, HeapMove{{Heap: 0, To: []int{1, 2}}}, "heap 1: take 2, split the rest into 1 + 2"},
		{pack, HeapMove{{Heap: 0, To: []int{1}}, {Heap: 1, To: []int{0}}}, "plate 1: eat 3; plate 2: eat all 5"},
	} {
		if got := c.p.Describe(c.m); got != c.want {
			t.Errorf("%v: %q, want %q", c.m, got, c.want)
		}
	}
	split, _ := ParseGamePack("4,0,0,0/5")
	if got := split.Describe(HeapMove{{Heap: 0, To: []int{2, 3}}}); got != "plate 1: move 2 onto a new plate" {
		t.Error(got)
	}
}

func FuzzParseNim(f *testing.F)    { fuzzText(f, ParseNim, "3,4,5", "") }
func FuzzParseNotNim(f *testing.F) { fuzzText(f, ParseNotNim, "3,2,9") }
func FuzzParseGamePack(f *testing.F) {
	fuzzText(f, ParseGamePack, "1,2,1,0/4,5", "4,1,0,1/6")
}
func FuzzParseSpec(f *testing.F) {
	fuzzText(f, ParseSpec, "0.07/5,6", "sub:1-3/4,5/conjunctive-misere", "split/7")
}

func total(h []int) int {
	s := 0
	for _, x := range h {
		s += x
	}
	return s
}

// TestHeapParts checks each heap's own value on the heap boards: Nim's are
// the sizes, and under a sum convention a heap's value is its value of the
// convention's first kind (games.Values, checked against play by search in
// package games).
func TestHeapParts(t *testing.T) {
	for _, text := range []string{"0.07/5,8,3", "0.07/5,8,3/conjunctive-normal", "sub:1-3/4,9/continued-conjunctive-misere"} {
		p, err := ParseSpec(text)
		if err != nil {
			t.Fatal(err)
		}
		a, err := p.Analyze(nil)
		if err != nil {
			t.Fatal(err)
		}
		want, err := games.Values(p.Game, p.Conv.Kinds()[0], p.Conv, slices.Max(p.Heaps), nil)
		if err != nil {
			t.Fatal(err)
		}
		if len(a.Parts) != len(p.Heaps) {
			t.Fatalf("%s: parts %v", text, a.Parts)
		}
		for i, h := range p.Heaps {
			if a.Parts[i] != sums.ValueString(want[h]) {
				t.Errorf("%s: heap %d's part %s, want %d", text, i+1, a.Parts[i], want[h])
			}
		}
	}
	nim, _ := ParseNim("1,2,4")
	if a, _ := nim.Analyze(nil); strings.Join(a.Parts, " ") != "1 2 4" || a.Value != "nim value 7" {
		t.Errorf("nim 1,2,4: parts %v, value %q", a.Parts, a.Value)
	}
}

// commaList writes heap sizes as the heap boards' text lists them: "3,5,7".
func commaList(h []int) string {
	return strings.Trim(strings.Join(strings.Fields(fmt.Sprint(h)), ","), "[]")
}
