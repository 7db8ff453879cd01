package play

import (
	"fmt"
	"iter"
	"slices"
	"strconv"
	"strings"

	"nimber/solver/evensplit"
	"nimber/solver/misere"
	"nimber/solver/sums"
	"nimber/solver/table"
)

// Limits of the jiangnan board.
const (
	MaxSplitF   = evensplit.JiangnanF    // F
	MaxStones   = evensplit.JiangnanPile // stones on the board, in all piles (a split keeps them)
	splitSearch = 20                     // exact search only with at most this many stones in piles that can split
)

// Piles is a position of Luogu P3235 [HNOI2014] "Jiangnan Fun": piles of
// stones and a threshold F. A move splits a pile of at least F stones (and
// at least 2) into M ≥ 2 piles as evenly as possible: their sizes differ by
// at most one. In misère play, whoever makes the last split loses.
//
// Text: "F:" then the piles, e.g. "3:1,2,3,5", then "/misere" in misère
// play (piles of at most misere.MaxHeap stones: its quotient decides it).
type Piles struct {
	F      int
	Piles  []int
	Misere bool
}

// SplitMove splits pile Pile (0-based) into M piles, which take its place,
// the smaller ones first.
type SplitMove struct {
	Pile, M int
}

// ParsePiles reads a jiangnan position.
func ParsePiles(text string) (*Piles, error) {
	sc := &scanner{s: text}
	f, err := sc.header("F", 1, MaxSplitF)
	if err != nil {
		return nil, err
	}
	head, inMisere, err := cutPlay(text)
	if err != nil {
		return nil, err
	}
	most := int64(MaxStones)
	if inMisere {
		most = misere.MaxHeap
	}
	sc.s = head
	vs, at, err := sc.list("pile size", 1, most, MaxStones, 0)
	if err != nil {
		return nil, err
	}
	if err := sc.end(); err != nil {
		return nil, err
	}
	p := &Piles{F: f, Piles: make([]int, len(vs)), Misere: inMisere}
	total := 0
	for i, v := range vs {
		if total += int(v); total > MaxStones {
			return nil, sc.errorf(at[i], "the piles hold more than %d stones", MaxStones)
		}
		p.Piles[i] = int(v)
	}
	return p, nil
}

// String returns the canonical text form.
func (p *Piles) String() string {
	s := strconv.Itoa(p.F) + ":" + join(p.Piles, ",", strconv.Itoa)
	if p.Misere {
		s += "/" + sums.Misere.String()
	}
	return s
}

// splits reports whether a pile of x stones can split.
func (p *Piles) splits(x int) bool { return x >= p.F && x >= 2 }

// check returns an error saying why m is illegal, or nil.
func (p *Piles) check(m SplitMove) error {
	if m.Pile < 0 || m.Pile >= len(p.Piles) {
		return illegal("there is no pile %d", m.Pile+1)
	}
	x := p.Piles[m.Pile]
	switch {
	case x < p.F:
		return illegal("pile %d has %d stones, fewer than F = %d", m.Pile+1, x, p.F)
	case x == 1:
		return illegal("pile %d has a single stone", m.Pile+1)
	case m.M < 2 || m.M > x:
		return illegal("pile %d (%d) splits into 2 to %d piles, not %d", m.Pile+1, x, x, m.M)
	}
	return nil
}

// Play returns the position after m, or an error saying why m is illegal.
func (p *Piles) Play(m SplitMove) (*Piles, error) {
	if err := p.check(m); err != nil {
		return nil, err
	}
	x := p.Piles[m.Pile]
	q := &Piles{F: p.F, Piles: make([]int, 0, len(p.Piles)+m.M-1), Misere: p.Misere}
	q.Piles = append(q.Piles, p.Piles[:m.Pile]...)
	for i := range m.M {
		q.Piles = append(q.Piles, part(x, m.M, i))
	}
	q.Piles = append(q.Piles, p.Piles[m.Pile+1:]...)
	return q, nil
}

// Describe returns a move in the board's words: "pile 4 (5): split into 2
// piles (2 + 3)", or with more than four piles "pile 1 (100): split into 30
// piles (20 × 3 + 10 × 4)".
func (p *Piles) Describe(m SplitMove) string {
	if p.check(m) != nil {
		return fmt.Sprintf("pile %d: split into %d piles", m.Pile+1, m.M)
	}
	x := p.Piles[m.Pile]
	q, r := x/m.M, x%m.M
	var parts []string
	switch {
	case m.M <= 4:
		for i := range m.M {
			parts = append(parts, strconv.Itoa(part(x, m.M, i)))
		}
	case r == 0:
		parts = []string{fmt.Sprintf("%d × %d", m.M, q)}
	default:
		parts = []string{fmt.Sprintf("%d × %d", m.M-r, q), fmt.Sprintf("%d × %d", r, q+1)}
	}
	return fmt.Sprintf("pile %d (%d): split into %d piles (%s)", m.Pile+1, x, m.M, strings.Join(parts, " + "))
}

// part returns the size of part i (from 0, the smaller parts first) when x
// stones split into m piles as evenly as possible.
func part(x, m, i int) int {
	if i >= m-x%m {
		return x/m + 1
	}
	return x / m
}

// Moves lists every legal move (about x for each pile of x).
func (p *Piles) Moves() []SplitMove { return slices.Collect(p.AllMoves()) }

// AllMoves yields every legal move, pile by pile.
func (p *Piles) AllMoves() iter.Seq[SplitMove] {
	return func(yield func(SplitMove) bool) {
		for i, x := range p.Piles {
			for m := 2; p.splits(x) && m <= x; m++ {
				if !yield(SplitMove{i, m}) {
					return
				}
			}
		}
	}
}

// Over reports whether the player to move has no move (no pile can split),
// and so loses (wins, in misère play).
func (p *Piles) Over() bool {
	for _, x := range p.Piles {
		if p.splits(x) {
			return false
		}
	}
	return true
}

// Tables lists the table Analyze needs in normal play: the values of the
// piles up to MaxStones for F (the jiangnan contest problem's table).
func (p *Piles) Tables() []table.Table {
	if p.Misere {
		return nil
	}
	return []table.Table{evensplit.JiangnanTable(p.F)}
}

// evenSplits is the game of one pile of a jiangnan board as package misere
// reads it: a pile of at least F stones (and 2) splits into M ≥ 2 piles as
// evenly as possible, the M-th move splitting into M+2.
type evenSplits struct{ f int }

func (e evenSplits) String() string { return "jiangnan F=" + strconv.Itoa(e.f) }

func (e evenSplits) Moves(x int) [][]int {
	var moves [][]int
	for m := 2; x >= e.f && m <= x; m++ {
		piles := make([]int, m)
		for i := range piles {
			piles[i] = part(x, m, i)
		}
		moves = append(moves, piles)
	}
	return moves
}

// misereQuotient analyses the position in misère play from the misère quotient of
// the piles up to the largest (misere.Covering: computed once for a game
// played out, wild piles included): the sum's element, whether it is in
// the P-portion, and every winning move, a split to a sum whose element is
// in the P-portion.
func (p *Piles) misereQuotient(a *Analysis[SplitMove]) error {
	q, err := misere.Covering(evenSplits{p.F}, maxOf(p.Piles))
	if err != nil {
		return err
	}
	ans, err := q.Answer(p.Piles, MaxListed)
	if err != nil {
		return err
	}
	a.Wins, a.Count = ans.FirstWins, uint64(ans.Count)
	a.Value = elementText(q, q.Of(p.Piles))
	for _, m := range ans.Moves {
		a.Winning = append(a.Winning, SplitMove{m.Heap, len(m.To)})
	}
	return nil
}

// Analyze analyses the position; data holds the bytes of Tables().
//
// The piles are played independently, so a position is worth the xor of
// the values of its piles (package evensplit). Splitting x into M leaves
// x mod M piles of ⌊x/M⌋+1 and the rest of ⌊x/M⌋; equal piles cancel in
// pairs, so the move's option is worth the values of the two sizes each
// counted when its number of piles is odd, and the move wins when that is
// the pile's own value xor the nim value. Every M of every pile is looked
// at (at most MaxStones in all); the winning moves are listed by pile, then
// by M. With no winning move, the longest-lasting move is exact when the
// piles that can split hold at most 20 stones; else it splits the largest
// pile that can split in two (the first such).
//
// In misère play the misère quotient decides (see misereQuotient), and the longest
// game is found in the same way.
func (p *Piles) Analyze(data [][]byte) (*Analysis[SplitMove], error) {
	if p.Misere {
		a := &Analysis[SplitMove]{Over: p.Over()}
		if err := p.misereQuotient(a); err != nil {
			return nil, err
		}
		p.finish(a)
		return a, nil
	}
	if len(data) != 1 || len(data[0]) != 4*(MaxStones+1) {
		return nil, fmt.Errorf("play: jiangnan needs the table %s", p.Tables()[0].Key)
	}
	g := table.BytesUint32(data[0])
	x := uint32(0)
	for _, s := range p.Piles {
		x ^= g[s]
	}
	a := &Analysis[SplitMove]{Over: p.Over(), Wins: x != 0, Value: valueText("nim value", uint64(x))}
	for i, s := range p.Piles {
		if x == 0 || !p.splits(s) {
			continue
		}
		t := g[s] ^ x
		for m := 2; m <= s; m++ {
			q, r := s/m, s%m
			v := uint32(0)
			if r%2 == 1 {
				v ^= g[q+1]
			}
			if (m-r)%2 == 1 {
				v ^= g[q]
			}
			if v == t {
				a.add(SplitMove{i, m})
			}
		}
	}
	p.finish(a)
	return a, nil
}

// finish completes a's remoteness and longest move: exact when the piles
// that can split hold at most splitSearch stones, else the split of the
// largest pile that can split in two (the first such).
func (p *Piles) finish(a *Analysis[SplitMove]) {
	live, largest := 0, -1 // stones in piles that can split; the largest such pile
	for i, s := range p.Piles {
		if p.splits(s) {
			live += s
			if largest < 0 || s > p.Piles[largest] {
				largest = i
			}
		}
	}
	var s *search[string, *Piles, SplitMove]
	if live <= splitSearch {
		s = newSearch(pilesKey, (*Piles).Moves, (*Piles).Play)
		s.won = func(p *Piles) bool { return p.Misere }
	}
	finish(a, s, p, func() SplitMove { return SplitMove{largest, 2} })
}

// pilesKey is the sorted piles that can split: nothing else matters.
func pilesKey(p *Piles) string {
	h := &Heaps{}
	for _, x := range p.Piles {
		if p.splits(x) {
			h.Heaps = append(h.Heaps, x)
		}
	}
	return heapsKey(h)
}
