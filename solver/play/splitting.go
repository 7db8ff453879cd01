package play

import (
	"fmt"
	"iter"
	"slices"
	"strconv"
	"sync"

	"nimber/solver/misere"
	"nimber/solver/sums"
	"nimber/solver/table"
	"nimber/solver/tokensplit"
)

// Limits of the splitting board.
const (
	MaxBottles = tokensplit.MaxBottles // bottles on the board
	MaxBeans   = 1000000000            // beans in a bottle (a move overflowing one is refused)
	beanSearch = 24                    // exact search only when the game lasts at most this many moves
)

// Bottles is a position of Luogu P3185 [HNOI2007] "The Splitting Game":
// beans in bottles 0..n−1. A move takes a bean from a bottle i and puts one
// bean into each of the bottles j and k, i < j ≤ k (two into j when j = k).
// In misère play, whoever makes the last move loses.
//
// Text: the bean counts from bottle 0 on, e.g. "1,0,1,5000", then
// "/misere" in misère play.
type Bottles struct {
	Beans  []int
	Misere bool
}

// BeanMove takes a bean from bottle I and puts one into bottle J and one
// into bottle K, I < J ≤ K (numbered from 0, as the bottles).
type BeanMove = tokensplit.Move

// ParseBottles reads a splitting position.
func ParseBottles(text string) (*Bottles, error) {
	head, inMisere, err := cutPlay(text)
	if err != nil {
		return nil, err
	}
	sc := &scanner{s: head}
	vs, _, err := sc.list("bean count", 0, MaxBeans, MaxBottles, 0)
	if err != nil {
		return nil, err
	}
	if err := sc.end(); err != nil {
		return nil, err
	}
	p := &Bottles{Beans: make([]int, len(vs)), Misere: inMisere}
	for i, v := range vs {
		p.Beans[i] = int(v)
	}
	return p, nil
}

// String returns the canonical text form.
func (p *Bottles) String() string {
	s := join(p.Beans, ",", strconv.Itoa)
	if p.Misere {
		s += "/" + sums.Misere.String()
	}
	return s
}

// Describe returns a move in the board's words: "take a bean from bottle 0,
// add one to bottles 2 and 3" or "take a bean from bottle 1, add two to
// bottle 2".
func (p *Bottles) Describe(m BeanMove) string {
	if m.J == m.K {
		return fmt.Sprintf("take a bean from bottle %d, add two to bottle %d", m.I, m.J)
	}
	return fmt.Sprintf("take a bean from bottle %d, add one to bottles %d and %d", m.I, m.J, m.K)
}

// check returns an error saying why m is illegal, or nil.
func (p *Bottles) check(m BeanMove) error {
	for _, b := range [3]int{m.I, m.J, m.K} {
		if b < 0 || b >= len(p.Beans) {
			return illegal("there is no bottle %d", b)
		}
	}
	switch {
	case m.I >= m.J || m.J > m.K:
		return illegal("the bottles must be i < j ≤ k, not %d, %d, %d", m.I, m.J, m.K)
	case p.Beans[m.I] == 0:
		return illegal("bottle %d is empty", m.I)
	}
	gets := 1 // the beans each of j and k receives
	if m.J == m.K {
		gets = 2
	}
	for _, b := range [2]int{m.J, m.K} {
		if p.Beans[b] > MaxBeans-gets {
			return illegal("bottle %d would hold more than %d beans", b, MaxBeans)
		}
	}
	return nil
}

// Play returns the position after m, or an error saying why m is illegal.
func (p *Bottles) Play(m BeanMove) (*Bottles, error) {
	if err := p.check(m); err != nil {
		return nil, err
	}
	q := &Bottles{Beans: append([]int(nil), p.Beans...), Misere: p.Misere}
	q.Beans[m.I]--
	q.Beans[m.J]++
	q.Beans[m.K]++
	return q, nil
}

// Moves lists every legal move, in lexicographic order of (I, J, K).
func (p *Bottles) Moves() []BeanMove {
	var ms []BeanMove
	n := len(p.Beans)
	for i, b := range p.Beans {
		for j := i + 1; b > 0 && j < n; j++ {
			for k := j; k < n; k++ {
				if m := (BeanMove{I: i, J: j, K: k}); p.check(m) == nil {
					ms = append(ms, m)
				}
			}
		}
	}
	return ms
}

// AllMoves yields the moves of Moves, which are few.
func (p *Bottles) AllMoves() iter.Seq[BeanMove] { return slices.Values(p.Moves()) }

// maxDoubling caps the d of 2^d − 1 in length, so that the product stays
// within an int on a board of any size (a parsed board has at most
// MaxBottles bottles, well below it).
const maxDoubling = 30

// length returns the most moves the game can last (a bean d bottles from
// the last one gives rise to at most 2^d − 1), or limit+1 when that is
// more than limit.
func (p *Bottles) length(limit int) int {
	total := 0
	for i, b := range p.Beans {
		d := min(len(p.Beans)-1-i, maxDoubling)
		if total += min(b, limit+1) * (1<<d - 1); total > limit {
			return limit + 1
		}
	}
	return total
}

// Over reports whether the player to move has no move (every bean is in
// the last bottle) and so loses (wins, in misère play).
func (p *Bottles) Over() bool {
	for _, b := range p.Beans[:max(len(p.Beans)-1, 0)] {
		if b > 0 {
			return false
		}
	}
	return true
}

// Tables lists the tables Analyze needs: none.
func (p *Bottles) Tables() []table.Table { return nil }

// beanValues is the value of a bean by its distance to the last bottle,
// farthest first: the values of n bottles are its last n.
var beanValues = sync.OnceValue(func() []uint32 { return tokensplit.Values(MaxBottles) })

// Analyze analyses the position (no table needed; data is ignored).
//
// In misère play the misère quotient of the beans decides it (see
// misereQuotient). In normal play every bean plays its own game, so a position is worth the xor of the
// values of its beans (package tokensplit), and two beans in one bottle
// cancel. The winning moves, from tokensplit.WinningMoves, are listed in
// lexicographic order of (I, J, K), the first being the splitting contest
// problem's answer (but a move that would overflow a bottle, which the
// board refuses, is left out). With no winning move, the longest-lasting
// move is exact when the game lasts at most 24 moves (a bean d bottles from
// the last one gives rise to at most 2^d − 1 moves); else it takes a bean
// from the first bottle holding one and puts both into the next bottle
// (the game can then still last all but one of the moves it could before).
func (p *Bottles) Analyze([][]byte) (*Analysis[BeanMove], error) {
	a := &Analysis[BeanMove]{Over: p.Over()}
	if p.Misere {
		if err := p.misereQuotient(a); err != nil {
			return nil, err
		}
	} else {
		n := len(p.Beans)
		g := beanValues()[MaxBottles-n:]
		x := uint32(0)
		for i, b := range p.Beans {
			if b%2 == 1 {
				x ^= g[i]
			}
		}
		a.Wins, a.Value = x != 0, valueText("nim value", uint64(x))
		for _, m := range tokensplit.WinningMoves(g, p.Beans) {
			if p.check(m) == nil {
				a.add(m)
			}
		}
	}
	var s *search[string, *Bottles, BeanMove]
	if p.length(beanSearch) <= beanSearch {
		s = newSearch((*Bottles).String, (*Bottles).Moves, (*Bottles).Play)
		s.won = func(p *Bottles) bool { return p.Misere }
	}
	finish(a, s, p, func() BeanMove {
		for i, b := range p.Beans {
			if b > 0 {
				return BeanMove{I: i, J: i + 1, K: i + 1}
			}
		}
		panic("play: Bottles: no bean to move")
	})
	return a, nil
}

// beanGame is the game of one bean of a splitting board as package misere
// reads a heap game: a bean d bottles before the last (heap d) becomes two
// beans nearer the last, a ≥ b ≥ 0 bottles before it.
type beanGame struct{}

func (beanGame) String() string { return "splitting's beans" }

func (beanGame) Moves(d int) [][]int {
	var moves [][]int
	for a := range d {
		for b := range a + 1 {
			moves = append(moves, []int{a, b})
		}
	}
	return moves
}

// misereQuotient analyses the position in misère play from the misère
// quotient of the beans up to MaxBottles−1 bottles before the last: the
// element of the position (the product of each bottle's bean's element to
// the power of its beans) and every legal move to a position whose element
// is in the P-portion.
func (p *Bottles) misereQuotient(a *Analysis[BeanMove]) error {
	q, err := misere.Covering(beanGame{}, MaxBottles-1)
	if err != nil {
		return err
	}
	n := len(p.Beans)
	bean := func(i int) int { return q.Heap(n - 1 - i) }
	// after[i]: the element of the bottles from i on.
	after := make([]int, n+1)
	for i := n - 1; i >= 0; i-- {
		after[i] = q.Mul(q.Power(bean(i), p.Beans[i]), after[i+1])
	}
	x := after[0]
	a.Wins = !q.IsP(x)
	a.Value = elementText(q, x)
	// less[i]: the element of the bottles but one bean of bottle i.
	less := make([]int, n)
	before := 0
	for i, b := range p.Beans {
		if b > 0 {
			less[i] = q.Mul(q.Mul(before, after[i+1]), q.Power(bean(i), b-1))
		}
		before = q.Mul(before, q.Power(bean(i), b))
	}
	for _, m := range p.Moves() {
		if q.IsP(q.Mul(less[m.I], q.Mul(bean(m.J), bean(m.K)))) {
			a.add(m)
		}
	}
	return nil
}
