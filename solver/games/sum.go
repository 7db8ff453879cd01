package games

import (
	"fmt"
	"math"

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
// convention needs is not defined (misère disjunctive sums need tame heaps).
func Analyze(g Game, c sums.Convention, heaps []int, limit int) (SumResult, error) {
	top := 0
	for _, h := range heaps {
		top = max(top, h)
	}
	if g.Family == Flip && (c.Sum != sums.Disjunctive || c.Play != sums.Normal) {
		return SumResult{}, fmt.Errorf("%s: only disjunctive normal sums of cells are defined", g)
	}
	parts, err := Parts(g, c, top)
	if err != nil {
		return SumResult{}, err
	}
	r := g.Rules(top)
	if c == (sums.Convention{Sum: sums.Disjunctive, Play: sums.Misere}) && len(heaps) > 1 {
		tame := tameHeaps(r, parts)
		for _, h := range heaps {
			if !tame[h] {
				return SumResult{}, fmt.Errorf("%s: heap %d is not tame: misère play of a sum with it is not set by its values", g, h)
			}
		}
	}
	a := analyzer{c: c, parts: parts}
	for _, h := range heaps {
		a.heaps = append(a.heaps, a.choices(r, h))
	}
	return a.run(limit), nil
}

// Parts returns the Parts under c of heaps 0..n, from the fastest engines
// for each of c's kinds (Naive for flip:N, whose cells need all of 1..N).
func Parts(g Game, c sums.Convention, n int) ([]sums.Part, error) {
	if g.Family == Flip {
		return Naive(g.Rules(g.n), c, g.n, nil)
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

type analyzer struct {
	c     sums.Convention
	parts []sums.Part
	heaps [][]choice // per heap: staying (first), then its option classes
}

// choices groups the options of heap h by the Part they leave.
func (a *analyzer) choices(r *Rules, h int) []choice {
	cs := []choice{{part: a.parts[h], to: [][]int{nil}}}
	index := map[sums.Part]int{}
	for o := range r.Options(h) {
		p := a.parts[o[0]]
		for _, x := range o[1:] {
			p = a.c.Combine(p, a.parts[x])
		}
		i, ok := index[p]
		if !ok {
			i = len(cs)
			index[p] = i
			cs = append(cs, choice{part: p, moved: true})
		}
		cs[i].to = append(cs[i].to, append([]int(nil), o...))
	}
	return cs
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

func (a *analyzer) run(limit int) SumResult {
	k := len(a.heaps)
	whole := a.heaps[0][0].part
	for _, cs := range a.heaps[1:] {
		whole = a.c.Combine(whole, cs[0].part)
	}
	res := SumResult{FirstWins: a.c.FirstWins(whole)}
	if whole.Over && a.c.Sum.EndsEarly() || allOver(a) {
		return res // the sum is over: no move
	}
	one, all, cont := a.rule()
	ok := func(i int, ch choice) bool {
		canMove := len(a.heaps[i]) > 1
		switch {
		case all:
			return ch.moved
		case cont:
			return ch.moved == canMove
		}
		return true
	}
	final := func(s state) bool {
		if s.moved == 0 || one && s.moved != 1 {
			return false
		}
		return !a.c.FirstWins(s.p)
	}
	// suffix[i]: the states heaps i..k-1 can reach (Part and moves), for pruning.
	suffix := make([]map[state]bool, k+1)
	for i := k - 1; i >= 0; i-- {
		suffix[i] = map[state]bool{}
		for _, ch := range a.heaps[i] {
			if !ok(i, ch) {
				continue
			}
			m := b2i(ch.moved)
			if i == k-1 {
				suffix[i][state{ch.part, m}] = true
				continue
			}
			for s := range suffix[i+1] {
				suffix[i][state{a.c.Combine(ch.part, s.p), min(2, s.moved+m)}] = true
			}
		}
	}
	// Count by a forward pass over prefix states.
	counts := map[state]uint64{}
	for _, ch := range a.heaps[0] {
		if ok(0, ch) {
			counts[state{ch.part, b2i(ch.moved)}] = satAdd(counts[state{ch.part, b2i(ch.moved)}], uint64(len(ch.to)))
		}
	}
	for i := 1; i < k; i++ {
		next := map[state]uint64{}
		for s, n := range counts {
			for _, ch := range a.heaps[i] {
				if ok(i, ch) {
					t := state{a.c.Combine(s.p, ch.part), min(2, s.moved+b2i(ch.moved))}
					next[t] = satAdd(next[t], satMul(n, uint64(len(ch.to))))
				}
			}
		}
		counts = next
	}
	for s, n := range counts {
		if final(s) {
			res.Count = satAdd(res.Count, n)
		}
	}
	// List moves depth first, pruned by the suffix states.
	var move Move
	var walk func(i int, s state, first bool)
	walk = func(i int, s state, first bool) {
		if len(res.Moves) >= limit {
			return
		}
		if i == k {
			if final(s) {
				res.Moves = append(res.Moves, append(Move(nil), move...))
			}
			return
		}
		for _, ch := range a.heaps[i] {
			if !ok(i, ch) {
				continue
			}
			t := state{ch.part, min(2, s.moved+b2i(ch.moved))}
			if !first {
				t.p = a.c.Combine(s.p, ch.part)
			}
			if !a.reachable(suffix[i+1], t, final, i+1 == k) {
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
	return res
}

// reachable reports whether prefix state t can end in a winning move.
func (a *analyzer) reachable(suffix map[state]bool, t state, final func(state) bool, last bool) bool {
	if last {
		return final(t)
	}
	for s := range suffix {
		if final(state{a.c.Combine(t.p, s.p), min(2, t.moved+s.moved)}) {
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
