package play

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"nimber/solver/games"
	"nimber/solver/intmath"
	"nimber/solver/misere"
	"nimber/solver/notnim"
	"nimber/solver/sums"
	"nimber/solver/table"
)

// Analyze analyses the position; data holds the bytes of Tables(), in order.
//
// Nim and NotNim are decided by the xor of the heaps' Grundy values (the
// nim value): a winning move changes one heap to a heap whose value is its
// own xor the nim value. Misère Nim is decided by Bouton's rule (see
// bouton). NotNim's moves are found from the value of the
// option they need: an even pile for value 0, the pile of 1 for value 1,
// else an odd pile whose smallest prime factor has that rank. A Spec board
// of a take-and-break code in misère play (disjunctive) is decided by the
// misère quotient of its heaps, wild heaps included (see misereQuotient).
// The other boards are decided by games.Analyze, which folds the heaps'
// values under the convention; the value shown is the whole sum's (nim
// value, remoteness, suspense, ...); in misère play (disjunctive), from the
// misère Grundy values, which need tame heaps: the games other than codes
// (NotNim's included) move a heap to one heap, or split it as 4.0 does,
// and are tame.
//
// With no winning move, the longest-lasting move is exact when the heaps
// hold at most 40 tokens; else it is the heuristic "change as little as
// possible": in each heap that must move (under conjunctive sums, all; else
// the first heap whose gentlest move takes fewest tokens), the option that
// leaves the most tokens.
func (p *Heaps) Analyze(data [][]byte) (*Analysis[HeapMove], error) {
	a := &Analysis[HeapMove]{}
	over, moverWins := p.Over()
	a.Over = over
	switch {
	case over:
		a.Wins = moverWins
		a.Value = "game over"
	case p.Board == Nim && p.Conv.Play == sums.Misere:
		p.bouton(a)
	case p.Board == Nim:
		p.nim(a)
	case p.quotiented():
		if err := p.misereQuotient(a); err != nil {
			return nil, err
		}
	case p.Board == NotNim && p.Conv.Play == sums.Normal:
		if len(data) != 1 || len(data[0]) != 4*((notnim.MaxPile+1)/2) {
			return nil, fmt.Errorf("play: notnim needs the table %s", notnim.Table().Key)
		}
		p.notnim(a, table.BytesUint32(data[0]))
	default:
		if err := p.general(a); err != nil {
			return nil, err
		}
	}
	total := 0
	for _, h := range p.Heaps {
		total += h
	}
	s := newSearch(heapsKey, (*Heaps).Moves, (*Heaps).Play)
	s.won = wonAtEnd
	if total > heapSearch {
		s = nil
	}
	finish(a, s, p, p.gentlest)
	return a, nil
}

func wonAtEnd(p *Heaps) bool {
	_, w := p.Over()
	return w
}

// heapsKey is the sorted heap sizes: the order of heaps does not matter.
func heapsKey(p *Heaps) string {
	h := slices.Clone(p.Heaps)
	slices.Sort(h)
	var b strings.Builder
	for _, x := range h {
		b.WriteString(strconv.Itoa(x))
		b.WriteByte(',')
	}
	return b.String()
}

// add appends a winning move, keeping at most MaxListed.
func (a *Analysis[M]) add(m M) {
	a.Count++
	if len(a.Winning) < MaxListed {
		a.Winning = append(a.Winning, m)
	}
}

func (p *Heaps) nim(a *Analysis[HeapMove]) {
	x := 0
	for _, h := range p.Heaps {
		x ^= h
	}
	a.Wins = x != 0
	a.Value = valueText("nim value", uint64(x))
	for _, h := range p.Heaps {
		a.Parts = append(a.Parts, strconv.Itoa(h))
	}
	for i, h := range p.Heaps {
		if t := h ^ x; t < h {
			a.add(HeapMove{{Heap: i, To: []int{t}}})
		}
	}
}

// bouton decides misère Nim by Bouton's rule: while some heap holds two
// tokens or more, the player to move wins exactly when the nim value is not
// 0, as in normal play; once every heap holds at most one, exactly when
// the heaps of one are even in number. A winning move leaves a position the
// rule calls lost: a heap changed to its own xor the nim value while a heap
// of two or more remains, else to 0 or 1 so that an odd number of heaps of
// one remain.
func (p *Heaps) bouton(a *Analysis[HeapMove]) {
	x, big, ones := 0, 0, 0
	for _, h := range p.Heaps {
		x ^= h
		switch {
		case h >= 2:
			big++
		case h == 1:
			ones++
		}
		a.Parts = append(a.Parts, strconv.Itoa(h))
	}
	if big > 0 {
		a.Wins = x != 0
		a.Value = valueText("nim value", uint64(x)) + " (a heap of 2 or more: misère play follows the nim value)"
	} else {
		a.Wins = ones%2 == 0
		a.Value = fmt.Sprintf("%d heaps of 1 (every heap at most 1: the player to move wins when they are even in number)", ones)
	}
	for i, h := range p.Heaps {
		othersBig, othersOnes := big, ones
		switch {
		case h >= 2:
			othersBig--
		case h == 1:
			othersOnes--
		}
		if t := h ^ x; t < h && (t >= 2 || othersBig > 0) {
			a.add(HeapMove{{Heap: i, To: []int{t}}})
		}
		if othersBig > 0 {
			continue
		}
		for t := range min(h, 2) { // leave 0 or 1 with no heap of 2 or more left
			if (othersOnes+t)%2 == 1 {
				a.add(HeapMove{{Heap: i, To: []int{t}}})
			}
		}
	}
}

func (p *Heaps) notnim(a *Analysis[HeapMove], odd []uint32) {
	g := func(z int) uint32 { return notnim.Value(odd, z) }
	x := uint32(0)
	for _, h := range p.Heaps {
		x ^= g(h)
		a.Parts = append(a.Parts, strconv.FormatUint(uint64(g(h)), 10))
	}
	a.Wins = x != 0
	a.Value = valueText("nim value", uint64(x))
	if x == 0 {
		return
	}
	work := 0 // candidate piles examined, up to notnimWork
	for i, h := range p.Heaps {
		move := func(z int) {
			a.Count++
			if len(a.Winning) < MaxListed {
				a.Winning = append(a.Winning, HeapMove{{Heap: i, To: []int{z}}})
			}
		}
		switch t := g(h) ^ x; t {
		case 0: // even piles coprime to h: none unless h is odd (or 1)
			if h%2 == 0 {
				continue
			}
			if h == 1 {
				move(0)
				continue
			}
			listed := 0
			for z := h - 1; z > 0 && listed < MaxListed; z -= 2 {
				if intmath.GCD(h, z) == 1 {
					move(z)
					listed++
				}
			}
			a.Count += uint64(phi(h)/2 - listed)
		case 1:
			if h > 1 {
				move(1)
			}
		default: // odd multiples z of the prime of rank t with no smaller factor
			q := 3
			for ; q < h && g(q) != t && work < notnimWork; q += 2 {
				work++
			}
			if q >= h || h%q == 0 {
				continue
			}
			top := (h - 1) / q * q
			if top%2 == 0 {
				top -= q
			}
			for z := top; z > 0 && work < notnimWork; z -= 2 * q {
				work++
				if g(z) == t && intmath.GCD(h, z) == 1 {
					move(z)
				}
			}
		}
		if work >= notnimWork {
			a.Partial = true
			return
		}
	}
}

// notnimWork bounds the candidate piles one NotNim analysis examines.
const notnimWork = 1 << 21

// phi returns Euler's totient of n ≥ 1.
func phi(n int) int {
	r := n
	for d := 2; d*d <= n; d++ {
		if n%d == 0 {
			for n%d == 0 {
				n /= d
			}
			r -= r / d
		}
	}
	if n > 1 {
		r -= r / n
	}
	return r
}

// general analyses a Spec or GamePack position with games.Analyze.
func (p *Heaps) general(a *Analysis[HeapMove]) error {
	res, err := games.Analyze(p.Game, p.Conv, p.Heaps, MaxListed)
	if err != nil {
		return err
	}
	a.Wins, a.Count, a.Winning = res.FirstWins, res.Count, res.Moves
	top := 0
	for _, h := range p.Heaps {
		top = max(top, h)
	}
	parts, err := games.Parts(p.Game, p.Conv, top)
	if err != nil {
		return err
	}
	whole := parts[p.Heaps[0]]
	for _, h := range p.Heaps[1:] {
		whole = p.Conv.Combine(whole, parts[h])
	}
	a.Value = PartText(p.Conv, whole)
	for _, h := range p.Heaps {
		a.Parts = append(a.Parts, sums.ValueString(parts[h].V[0]))
	}
	return nil
}

// quotiented reports whether Analyze decides p from the misère quotient
// whether its heaps are tame or not: a Spec board of a take-and-break code
// in misère play (disjunctive).
func (p *Heaps) quotiented() bool {
	_, code := p.Game.Code()
	return p.Board == Spec && p.Conv == sums.MisereDisjunctive && code
}

// misereQuotient analyses p (see quotiented) from the misère quotient of
// its game's heaps up to the largest (misere.Covering: computed once for a
// game played out): the sum's element and whether it is in the P-portion,
// each heap's element (in the presentation's words) and every winning
// move, a move of one heap to a sum whose element is in the P-portion.
func (p *Heaps) misereQuotient(a *Analysis[HeapMove]) error {
	code, _ := p.Game.Code()
	q, err := misere.Covering(code, maxOf(p.Heaps))
	if err != nil {
		return err
	}
	ans, err := q.Answer(p.Heaps, MaxListed)
	if err != nil {
		return err
	}
	words := q.Present().Words
	a.Wins, a.Count = ans.FirstWins, uint64(ans.Count)
	a.Value = elementText(q, q.Of(p.Heaps))
	for _, h := range p.Heaps {
		a.Parts = append(a.Parts, words[q.Heap(h)])
	}
	for _, m := range ans.Moves {
		to := m.To
		if len(to) == 0 {
			to = []int{0} // a heap taken whole leaves heap 0, as on the board
		}
		a.Winning = append(a.Winning, HeapMove{{Heap: m.Heap, To: to}})
	}
	return nil
}

// elementText names the element of the sum of heaps in the misère quotient
// q, and what it says.
func elementText(q *misere.Quotient, x int) string {
	inP := "not in P: the player to move wins"
	if q.IsP(x) {
		inP = "in P: the player to move loses"
	}
	return fmt.Sprintf("misère quotient element %s (%s)", q.Present().Words[x], inP)
}

// maxOf is the largest of heaps, 0 for none.
func maxOf(heaps []int) int { return slices.Max(append([]int{0}, heaps...)) }

// PartText names the value of a sum under c.
func PartText(c sums.Convention, s sums.Part) string {
	k := c.Kinds()
	text := func(i int) string {
		v := s.V[i]
		name := strings.TrimSuffix(strings.TrimSuffix(k[i].String(), "-normal"), "-misere")
		if k[i] == sums.Grundy {
			name = "nim"
		}
		if c.Play == sums.Misere {
			name = "misère " + name
		}
		switch v {
		case sums.Ended:
			return name + " value: ended"
		case sums.EndsNext:
			return name + " value: ends next move"
		}
		if name == "remoteness" || name == "suspense" || strings.HasSuffix(name, " remoteness") || strings.HasSuffix(name, " suspense") {
			return valueText(name, uint64(v))
		}
		return valueText(name+" value", uint64(v))
	}
	parts := []string{text(0)}
	if len(k) == 2 {
		parts = append(parts, text(1))
	}
	return strings.Join(parts, ", ")
}

// Moves lists every legal move (use on small positions: a heap of n tokens
// has about n moves, and under selective sums moves combine).
func (p *Heaps) Moves() []HeapMove {
	if over, _ := p.Over(); over {
		return nil
	}
	opts := make([][][]int, len(p.Heaps))
	for i, h := range p.Heaps {
		opts[i] = p.options(h)
	}
	var all []HeapMove
	var cur HeapMove
	var walk func(i int)
	walk = func(i int) {
		if i == len(p.Heaps) {
			if len(cur) > 0 {
				all = append(all, slices.Clone(cur))
			}
			return
		}
		must := len(opts[i]) > 0 && (p.Conv.Sum == sums.Conjunctive || p.Conv.Sum == sums.ContinuedConjunctive)
		one := p.Conv.Sum == sums.Disjunctive || p.Conv.Sum == sums.DiminishedDisjunctive
		if !must {
			walk(i + 1)
		}
		if one && len(cur) > 0 {
			return
		}
		for _, o := range opts[i] {
			cur = append(cur, games.Change{Heap: i, To: o})
			walk(i + 1)
			cur = cur[:len(cur)-1]
		}
	}
	walk(0)
	return all
}

// options lists the options of a heap of h tokens.
func (p *Heaps) options(h int) [][]int {
	var opts [][]int
	if p.Board == Nim {
		for z := h - 1; z >= 0; z-- {
			opts = append(opts, []int{z})
		}
		return opts
	}
	for o := range p.rules.Options(h) {
		opts = append(opts, slices.Clone(o))
	}
	return opts
}

// gentle returns the option of heap h that leaves the most tokens, and how
// many it takes; ok is false when h has no move.
func (p *Heaps) gentle(h int) (to []int, took int, ok bool) {
	if p.Board == Nim || p.Board == NotNim {
		return []int{h - 1}, 1, h > 0
	}
	took = -1
	for o := range p.rules.Options(h) {
		left := 0
		for _, x := range o {
			left += x
		}
		if took < 0 || h-left < took {
			to, took = slices.Clone(o), h-left
		}
	}
	return to, took, took >= 0
}

// gentlest is the heuristic longest-lasting move (see Analyze).
func (p *Heaps) gentlest() HeapMove {
	var m HeapMove
	all := p.Conv.Sum == sums.Conjunctive || p.Conv.Sum == sums.ContinuedConjunctive
	best := -1
	for i, h := range p.Heaps {
		to, took, ok := p.gentle(h)
		switch {
		case !ok:
		case all:
			m = append(m, games.Change{Heap: i, To: to})
		case best < 0 || took < best:
			best, m = took, HeapMove{{Heap: i, To: to}}
		}
	}
	return m
}
