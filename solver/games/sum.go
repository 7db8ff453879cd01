package games

import (
	"fmt"
	"math"
	"slices"

	"nimber/solver/sums"
)

// Change is one heap's part of a move in a sum: heap Heap (0-based) is
// replaced by the heaps To ([0] when none is left).
type Change struct {
	Heap int
	To   []int
}

// Move is a move of a sum: the heaps it changes.
type Move []Change

// SumResult is the verdict on a sum of heaps.
type SumResult struct {
	FirstWins bool   // the player to move wins
	Count     uint64 // winning moves (math.MaxUint64 when more)
	Moves     []Move // the first winning moves, at most the limit asked
}

// Analyze decides the sum of heaps of g under c and lists up to limit
// winning moves (all the moves to a position the player to move then
// loses). Moves that leave the same heaps in another order count once per
// option of the game. It fails when a heap is out of range or a value the
// convention needs is not defined: a misère disjunctive sum of several
// heaps needs tame heaps (one heap's options are valued as Naive values
// them).
func Analyze(g Game, c sums.Convention, heaps []int, limit int) (SumResult, error) {
	top := 0
	for _, h := range heaps {
		top = max(top, h)
	}
	for _, k := range c.Kinds() {
		if err := g.r.check(k, c); err != nil {
			return SumResult{}, err
		}
	}
	v, err := optionValuer(g, c, top)
	if err != nil {
		return SumResult{}, err
	}
	if c == sums.MisereDisjunctive && len(heaps) > 1 {
		for _, h := range heaps {
			if !v.tame[h] {
				return SumResult{}, fmt.Errorf("%s: heap %d is not tame: misère play of a sum with it is not set by its values", g, h)
			}
		}
	}
	a := analyzer{c: c, parts: v.parts}
	for _, h := range heaps {
		cs, err := a.choices(v, h)
		if err != nil {
			return SumResult{}, err
		}
		a.heaps = append(a.heaps, cs)
	}
	return a.run(limit), nil
}

// Parts returns the Parts under c of heaps 0..n, from the fastest engines
// for each of c's kinds (Naive for flip:N, whose cells need all of 1..N).
func Parts(g Game, c sums.Convention, n int) ([]sums.Part, error) {
	if g.r.descending() {
		top := g.Limit(sums.Grundy, c, n)
		return Naive(g.Rules(top), c, top, nil)
	}
	parts := make([]sums.Part, n+1)
	for i, k := range c.Kinds() {
		v, err := Values(g, k, c, n, nil)
		if err != nil {
			return nil, err
		}
		for x := range parts {
			parts[x].V[i] = v[x]
		}
	}
	r := g.Rules(n)
	for x := range parts {
		parts[x].Over = !r.HasMove(x)
	}
	return parts, nil
}

// tameHeaps reports for each heap whether it and every heap it reaches
// have tame value pairs (parts under disjunctive misère play).
func tameHeaps(r *Rules, parts []sums.Part) []bool {
	tame := make([]bool, len(parts))
	for x := range parts {
		tame[x] = sums.Tame(parts[x].V[0], parts[x].V[1])
		for o := range r.Options(x) {
			for _, h := range o {
				tame[x] = tame[x] && tame[h]
			}
		}
	}
	return tame
}

// choice is a class of moves of one heap with the same resulting Part.
type choice struct {
	part  sums.Part
	moved bool
	to    [][]int // the options (nil for the heap left as it is)
}

// analyzer decides a sum of heaps and lists its winning moves (see run).
type analyzer struct {
	c     sums.Convention
	parts []sums.Part
	heaps [][]choice // per heap: staying (first), then its option classes

	// Which heaps a move changes, by the convention's sum (see rule).
	one, all, cont bool
	// suffix[i] holds the states heaps i.. can add to a move (see suffixes).
	suffix []map[state]bool
}

// choices groups the options of heap h by the Part they leave, as v
// values them.
func (a *analyzer) choices(v *valuer, h int) ([]choice, error) {
	cs := []choice{{part: a.parts[h], to: [][]int{nil}}}
	index := map[sums.Part]int{}
	for o := range v.r.Options(h) {
		p, err := v.option(h, o)
		if err != nil {
			return nil, err
		}
		i, ok := index[p]
		if !ok {
			i = len(cs)
			index[p] = i
			cs = append(cs, choice{part: p, moved: true})
		}
		cs[i].to = append(cs[i].to, append([]int(nil), o...))
	}
	return cs, nil
}

// rule says which heaps a move under the convention's sum changes: one,
// exactly one heap (the disjunctive sums); all, every heap (conjunctive);
// cont, every heap that can move (continued conjunctive); none of them, any
// non-empty set of heaps (the selective sums).
func (a *analyzer) rule() (one, all, cont bool) {
	switch a.c.Sum {
	case sums.Disjunctive, sums.DiminishedDisjunctive:
		return true, false, false
	case sums.Conjunctive:
		return false, true, false
	case sums.ContinuedConjunctive:
		return false, false, true
	}
	return false, false, false // selective: any non-empty set
}

// state is a prefix of a move: the Part so far and how many heaps moved
// (0, 1, 2 meaning two or more).
type state struct {
	p     sums.Part
	moved int
}

// run decides the sum, counts its winning moves and lists the first limit
// of them.
func (a *analyzer) run(limit int) SumResult {
	whole := a.heaps[0][0].part
	for _, cs := range a.heaps[1:] {
		whole = a.c.Combine(whole, cs[0].part)
	}
	res := SumResult{FirstWins: a.c.FirstWins(whole)}
	if whole.Over && a.c.Sum.EndsEarly() || allOver(a) {
		return res // the sum is over: no move
	}
	a.one, a.all, a.cont = a.rule()
	a.suffixes()
	res.Count = a.count()
	res.Moves = a.list(limit)
	return res
}

// allowed reports whether heap i may take choice ch in a move under the
// convention's sum.
func (a *analyzer) allowed(i int, ch choice) bool {
	switch {
	case a.all:
		return ch.moved
	case a.cont:
		return ch.moved == (len(a.heaps[i]) > 1)
	}
	return true
}

// final reports whether a whole move ending in state s is a winning move:
// a legal move that leaves the opponent lost.
func (a *analyzer) final(s state) bool {
	if s.moved == 0 || a.one && s.moved != 1 {
		return false
	}
	return !a.c.FirstWins(s.p)
}

// then is state s after one more heap takes choice ch.
func (a *analyzer) then(s state, ch choice) state {
	return state{a.c.Combine(s.p, ch.part), min(2, s.moved+b2i(ch.moved))}
}

// suffixes fills a.suffix: the states (Part and moves) that heaps i..k-1
// can reach, for pruning the listing.
func (a *analyzer) suffixes() {
	k := len(a.heaps)
	a.suffix = make([]map[state]bool, k+1)
	for i := k - 1; i >= 0; i-- {
		a.suffix[i] = map[state]bool{}
		for _, ch := range a.heaps[i] {
			switch {
			case !a.allowed(i, ch):
			case i == k-1:
				a.suffix[i][state{ch.part, b2i(ch.moved)}] = true
			default:
				for s := range a.suffix[i+1] {
					a.suffix[i][a.then(s, ch)] = true
				}
			}
		}
	}
}

// count counts the winning moves by a forward pass over prefix states.
func (a *analyzer) count() uint64 {
	counts := map[state]uint64{}
	for _, ch := range a.heaps[0] {
		if a.allowed(0, ch) {
			s := state{ch.part, b2i(ch.moved)}
			counts[s] = satAdd(counts[s], uint64(len(ch.to)))
		}
	}
	for i := 1; i < len(a.heaps); i++ {
		next := map[state]uint64{}
		for s, n := range counts {
			for _, ch := range a.heaps[i] {
				if a.allowed(i, ch) {
					t := a.then(s, ch)
					next[t] = satAdd(next[t], satMul(n, uint64(len(ch.to))))
				}
			}
		}
		counts = next
	}
	total := uint64(0)
	for s, n := range counts {
		if a.final(s) {
			total = satAdd(total, n)
		}
	}
	return total
}

// list returns the first limit winning moves, depth first, pruned by the
// suffix states.
func (a *analyzer) list(limit int) []Move {
	var moves []Move
	var move Move
	var walk func(i int, s state, first bool)
	walk = func(i int, s state, first bool) {
		if len(moves) >= limit {
			return
		}
		if i == len(a.heaps) {
			if a.final(s) {
				moves = append(moves, slices.Clone(move))
			}
			return
		}
		for _, ch := range a.heaps[i] {
			if !a.allowed(i, ch) {
				continue
			}
			t := a.then(s, ch)
			if first {
				t.p = ch.part
			}
			if !a.reachable(i+1, t) {
				continue
			}
			for _, to := range ch.to {
				if to != nil {
					move = append(move, Change{Heap: i, To: to})
				}
				walk(i+1, t, false)
				if to != nil {
					move = move[:len(move)-1]
				}
			}
		}
	}
	walk(0, state{}, true)
	return moves
}

// reachable reports whether prefix state t of the heaps before i can end
// in a winning move.
func (a *analyzer) reachable(i int, t state) bool {
	if i == len(a.heaps) {
		return a.final(t)
	}
	for s := range a.suffix[i] {
		if a.final(state{a.c.Combine(t.p, s.p), min(2, t.moved+s.moved)}) {
			return true
		}
	}
	return false
}

func allOver(a *analyzer) bool {
	for _, cs := range a.heaps {
		if len(cs) > 1 {
			return false
		}
	}
	return true
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

func satAdd(a, b uint64) uint64 {
	if a > math.MaxUint64-b {
		return math.MaxUint64
	}
	return a + b
}

func satMul(a, b uint64) uint64 {
	if b != 0 && a > math.MaxUint64/b {
		return math.MaxUint64
	}
	return a * b
}
