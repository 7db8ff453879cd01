package play

import (
	"fmt"
	"iter"
	"slices"
	"strconv"

	"nimber/solver/misere"
	"nimber/solver/segments"
	"nimber/solver/sums"
	"nimber/solver/table"
)

// Limits of the alicegame board.
const (
	MaxK        = segments.MaxK // k
	MaxCell     = segments.MaxN // cells are 1..MaxCell
	MaxSegments = 100
	monsterSrch = 24 // exact search only with at most this many monsters
)

// Monsters is a position of HDU 7287 "Alice Game": monsters on cells of a
// row, in maximal segments separated by empty cells, and k. A move removes
// a whole segment of at most k monsters, or exactly k consecutive monsters
// from inside a segment so that both sides keep at least one.
//
// In misère play, whoever removes the last monsters loses.
//
// Text: "k:" then the segments as cell ranges, e.g. "2:1-3,6-9,12" (a lone
// cell is written alone), then "/misere" in misère play. Touching ranges
// are one segment: "1-3,4" prints as "1-4".
type Monsters struct {
	K        int
	Segments [][2]int // first and last cell of each segment, in order
	Misere   bool
}

// MonsterMove removes the monsters on cells From..To.
type MonsterMove struct {
	From, To int
}

// ParseMonsters reads an alicegame position.
func ParseMonsters(text string) (*Monsters, error) {
	head, inMisere, err := cutPlay(text)
	if err != nil {
		return nil, err
	}
	sc := &scanner{s: head}
	k, err := sc.header("k", 2, MaxK)
	if err != nil {
		return nil, err
	}
	p := &Monsters{K: k, Misere: inMisere}
	for !sc.atEnd() {
		if len(p.Segments) > 0 || sc.peek(',') {
			if err := sc.expect(','); err != nil {
				return nil, err
			}
		}
		lo, at, err := sc.int("cell", 1, MaxCell)
		if err != nil {
			return nil, err
		}
		hi := lo
		if sc.accept('-') {
			if hi, _, err = sc.int("cell", lo, MaxCell); err != nil {
				return nil, err
			}
		}
		n := len(p.Segments)
		switch {
		case n > 0 && int(lo) <= p.Segments[n-1][1]:
			return nil, sc.errorf(at, "cells %d-%d overlap or come before the previous segment", lo, hi)
		case n > 0 && int(lo) == p.Segments[n-1][1]+1:
			p.Segments[n-1][1] = int(hi)
		case n == MaxSegments:
			return nil, sc.errorf(at, "more than %d segments", MaxSegments)
		default:
			p.Segments = append(p.Segments, [2]int{int(lo), int(hi)})
		}
	}
	return p, nil
}

// String returns the canonical text form.
func (p *Monsters) String() string {
	s := strconv.Itoa(p.K) + ":" + join(p.Segments, ",", func(s [2]int) string { return cellRange(s[0], s[1], "-") })
	if p.Misere {
		s += "/" + sums.Misere.String()
	}
	return s
}

func cellRange(lo, hi int, dash string) string {
	if lo == hi {
		return strconv.Itoa(lo)
	}
	return strconv.Itoa(lo) + dash + strconv.Itoa(hi)
}

// Describe returns a move in the board's words: "remove monsters 4–6".
func (p *Monsters) Describe(m MonsterMove) string {
	if m.From == m.To {
		return fmt.Sprintf("remove monster %d", m.From)
	}
	return "remove monsters " + cellRange(m.From, m.To, "–")
}

// Play returns the position after m, or an error saying why m is illegal.
func (p *Monsters) Play(m MonsterMove) (*Monsters, error) {
	i := slices.IndexFunc(p.Segments, func(s [2]int) bool { return s[0] <= m.From && m.From <= s[1] })
	switch {
	case m.From > m.To:
		return nil, illegal("cells %d-%d: the range is empty", m.From, m.To)
	case i < 0:
		return nil, illegal("there is no monster on cell %d", m.From)
	}
	s := p.Segments[i]
	n, whole := m.To-m.From+1, m.From == s[0] && m.To == s[1]
	switch {
	case m.To > s[1]:
		return nil, illegal("cells %d-%d are not all monsters", m.From, m.To)
	case whole && n > p.K:
		return nil, illegal("the segment %s has %d monsters; a whole segment may be removed only with at most k = %d", cellRange(s[0], s[1], "-"), n, p.K)
	case !whole && n != p.K:
		return nil, illegal("removing part of a segment takes exactly k = %d monsters, not %d", p.K, n)
	case !whole && (m.From == s[0] || m.To == s[1]):
		return nil, illegal("removing k monsters from a segment must leave monsters on both sides")
	}
	q := &Monsters{K: p.K, Segments: slices.Clone(p.Segments[:i]), Misere: p.Misere}
	if !whole {
		q.Segments = append(q.Segments, [2]int{s[0], m.From - 1}, [2]int{m.To + 1, s[1]})
	}
	q.Segments = append(q.Segments, p.Segments[i+1:]...)
	return q, nil
}

// Moves lists every legal move (a long segment has about its length).
func (p *Monsters) Moves() []MonsterMove { return slices.Collect(p.AllMoves()) }

// AllMoves yields every legal move, segment by segment.
func (p *Monsters) AllMoves() iter.Seq[MonsterMove] {
	return func(yield func(MonsterMove) bool) {
		for _, s := range p.Segments {
			if n := s[1] - s[0] + 1; n <= p.K && !yield(MonsterMove{s[0], s[1]}) {
				return
			}
			for a := s[0] + 1; a+p.K-1 < s[1]; a++ {
				if !yield(MonsterMove{a, a + p.K - 1}) {
					return
				}
			}
		}
	}
}

// Over reports whether the player to move has no move (and so loses; wins
// in misère play): no segment is short enough to remove and none long
// enough to cut.
func (p *Monsters) Over() bool {
	for _, s := range p.Segments {
		if n := s[1] - s[0] + 1; n <= p.K || n >= p.K+2 {
			return false
		}
	}
	return true
}

// Tables lists the tables Analyze needs: none.
func (p *Monsters) Tables() []table.Table { return nil }

// segValue returns the Grundy value of a segment of n monsters.
func segValue(k, n int) uint32 { return uint32(segments.Grundy(k, n)) }

// segRunEnd returns the last segment length ≥ n in n's run of equal values
// (the runs of residues mod 4k+2: 1..k, k+1, k+2..2k+1, 2k+2..3k+1, 3k+2,
// 3k+3..4k+2).
func segRunEnd(k, n int) int {
	p := 4*k + 2
	m := (n-1)%p + 1
	for _, end := range [...]int{k, k + 1, 2*k + 1, 3*k + 1, 3*k + 2, 4*k + 2} {
		if m <= end {
			return n + end - m
		}
	}
	panic("unreachable")
}

// segRunStart returns the first length ≥ 1 in n's run.
func segRunStart(k, n int) int {
	p := 4*k + 2
	m := (n-1)%p + 1
	start := 1
	for _, end := range [...]int{k, k + 1, 2*k + 1, 3*k + 1, 3*k + 2, 4*k + 2} {
		if m <= end {
			return n - (m - start)
		}
		start = end + 1
	}
	panic("unreachable")
}

// cuts calls hit(lo, hi) for each maximal range of left parts a in
// [lo, hi] such that cutting k from a segment of s+k monsters leaving a
// and s−a has value t, walking runs of equal values.
func (p *Monsters) cuts(s, lo, hi int, t uint32, hit func(lo, hi int) bool) {
	for a := lo; a <= hi; {
		b := s - a
		end := min(segRunEnd(p.K, a), a+b-segRunStart(p.K, b), hi)
		if segValue(p.K, a)^segValue(p.K, b) == t && !hit(a, end) {
			return
		}
		a = end + 1
	}
}

// Analyze analyses the position (no table needed; data is ignored).
//
// A position is a sum of its segments; a segment's value is periodic in
// its length with period 4k+2. A winning move brings the value of one
// segment to its own xor the nim value: removing a whole segment gives 0,
// cutting k monsters leaving a on the left and s−a on the right gives
// G(a) xor G(s−a), which is periodic in a with the same period and
// constant on runs, so the winning cuts are counted run by run (one period,
// times the number of periods, plus the rest). With no winning move, the
// longest-lasting move is exact with at most 24 monsters; else it is a move
// removing the fewest monsters (the first such).
//
// In misère play the misère quotient decides (see misereQuotient), and the
// longest game is found in the same way.
func (p *Monsters) Analyze([][]byte) (*Analysis[MonsterMove], error) {
	if p.Misere {
		a := &Analysis[MonsterMove]{Over: p.Over()}
		if err := p.misereQuotient(a); err != nil {
			return nil, err
		}
		p.finish(a)
		return a, nil
	}
	x := uint32(0)
	for _, s := range p.Segments {
		x ^= segValue(p.K, s[1]-s[0]+1)
	}
	a := &Analysis[MonsterMove]{Over: p.Over(), Wins: x != 0, Value: valueText("nim value", uint64(x))}
	if x != 0 {
		for _, seg := range p.Segments {
			n := seg[1] - seg[0] + 1
			t := segValue(p.K, n) ^ x
			if n <= p.K && t == 0 {
				a.add(MonsterMove{seg[0], seg[1]})
			}
			s := n - p.K // the monsters left by a cut
			if s < 2 {
				continue
			}
			count := func(lo, hi int) (c int) {
				p.cuts(s, lo, hi, t, func(l, h int) bool { c += h - l + 1; return true })
				return c
			}
			period := 4*p.K + 2
			var c int
			if s-1 <= 2*period {
				c = count(1, s-1)
			} else {
				q := (s - 1) / period
				c = q*count(1, period) + count(q*period+1, s-1)
			}
			p.cuts(s, 1, s-1, t, func(l, h int) bool {
				for i := l; i <= h && len(a.Winning) < MaxListed; i++ {
					a.Winning = append(a.Winning, MonsterMove{seg[0] + i, seg[0] + i + p.K - 1})
				}
				return len(a.Winning) < MaxListed
			})
			a.Count += uint64(c)
		}
	}
	p.finish(a)
	return a, nil
}

// finish completes a's remoteness and longest move: exact with at most
// monsterSrch monsters, else a move removing the fewest monsters.
func (p *Monsters) finish(a *Analysis[MonsterMove]) {
	total := 0
	for _, s := range p.Segments {
		total += s[1] - s[0] + 1
	}
	var s *search[string, *Monsters, MonsterMove]
	if total <= monsterSrch {
		s = newSearch(monstersKey, (*Monsters).Moves, (*Monsters).Play)
		s.won = func(p *Monsters) bool { return p.Misere }
	}
	finish(a, s, p, p.smallest)
}

// segmentCuts is the game of one segment of an alicegame board as package
// misere reads it: a segment of at most k monsters is removed whole, a
// longer one loses k monsters from inside, a ≥ 1 left of them (one move
// for each a, as on the board).
type segmentCuts struct{ k int }

func (c segmentCuts) String() string { return "alicegame k=" + strconv.Itoa(c.k) }

func (c segmentCuts) Moves(n int) [][]int {
	var moves [][]int
	if n <= c.k {
		moves = append(moves, nil)
	}
	for a := 1; a+c.k < n; a++ {
		moves = append(moves, []int{a, n - c.k - a})
	}
	return moves
}

// misereQuotient analyses the position in misère play from the misère
// quotient of the segments up to the longest (misere.Covering: computed
// once for a game played out, wild segments included): the sum's element,
// whether it is in the P-portion, and every winning move, one to a sum
// whose element is in the P-portion.
func (p *Monsters) misereQuotient(a *Analysis[MonsterMove]) error {
	lengths := make([]int, len(p.Segments))
	for i, s := range p.Segments {
		lengths[i] = s[1] - s[0] + 1
	}
	q, err := misere.Covering(segmentCuts{p.K}, maxOf(lengths))
	if err != nil {
		return err
	}
	ans, err := q.Answer(lengths, MaxListed)
	if err != nil {
		return err
	}
	a.Wins, a.Count = ans.FirstWins, uint64(ans.Count)
	a.Value = elementText(q, q.Of(lengths))
	for _, m := range ans.Moves {
		s := p.Segments[m.Heap]
		if len(m.To) == 0 {
			a.Winning = append(a.Winning, MonsterMove{s[0], s[1]})
		} else {
			a.Winning = append(a.Winning, MonsterMove{s[0] + m.To[0], s[0] + m.To[0] + p.K - 1})
		}
	}
	return nil
}

// smallest returns a move removing the fewest monsters (the first such); the
// game must not be over.
func (p *Monsters) smallest() MonsterMove {
	var best MonsterMove
	size := -1
	for _, s := range p.Segments {
		n := s[1] - s[0] + 1
		if n <= p.K && (size < 0 || n < size) {
			best, size = MonsterMove{s[0], s[1]}, n
		}
		if n >= p.K+2 && (size < 0 || p.K < size) {
			best, size = MonsterMove{s[0] + 1, s[0] + p.K}, p.K
		}
	}
	return best
}

// monstersKey is the sorted segment lengths: nothing else matters.
func monstersKey(p *Monsters) string {
	h := &Heaps{}
	for _, s := range p.Segments {
		h.Heaps = append(h.Heaps, s[1]-s[0]+1)
	}
	return heapsKey(h)
}
