package misere

import (
	"context"
	"fmt"
	"slices"
)

// layers holds Boolean functions of the sums of heaps as shared, reduced
// decision diagrams ordered by heap, the largest heap on top. A node of
// level k is a function of the sums of heaps 1..k; it is stored by the
// count c of heap k in the sum: its kid c, a node of level k−1, is the
// function of the rest of the sum. The kids are eventually periodic in c:
// kids[c] for c < len(kids), and past that they repeat from kids[loop]. The
// two nodes of level 0, the constants, are false (0) and true (1).
//
// Nodes are unique (hash-consed, with the shortest kids and the earliest
// loop), so two functions are equal exactly when their nodes are.
type layers struct {
	ctx   context.Context
	nodes []layer
	index map[string]int32
	key   []byte

	shifts map[uint64]int32 // (node, heap) → node shifted by one heap
	ors    map[uint64]int32 // (node, node) → their disjunction
	games  map[int32]int32  // flag → outcome of the flag game (see game)
	falses []int32          // falses[k]: the constant false of level k
	opts   [][]position
	lim    Limits
}

// layer is a node of layers.
type layer struct {
	level int32
	loop  int32
	kids  []int32
}

// newLayers returns an empty store for the options opts of each heap.
func newLayers(ctx context.Context, opts [][]position, lim Limits) *layers {
	l := &layers{
		ctx: ctx, index: map[string]int32{}, opts: opts, lim: lim,
		shifts: map[uint64]int32{}, ors: map[uint64]int32{}, games: map[int32]int32{},
	}
	l.nodes = []layer{{}, {}} // false and true
	l.falses = []int32{0}
	return l
}

// falseAt returns the constant false of level k.
func (l *layers) falseAt(k int) int32 {
	for len(l.falses) <= k {
		l.falses = append(l.falses, l.make(len(l.falses), []int32{l.falses[len(l.falses)-1]}, 0))
	}
	return l.falses[k]
}

// make returns the node of level k whose kids are kids, repeating from
// loop, in its reduced form.
func (l *layers) make(k int, kids []int32, loop int) int32 {
	// The shortest period of the repeating part.
	cyc := kids[loop:]
	for d := 1; d < len(cyc); d++ {
		if len(cyc)%d != 0 {
			continue
		}
		same := true
		for i := d; i < len(cyc) && same; i++ {
			same = cyc[i] == cyc[i-d]
		}
		if same {
			kids = kids[:loop+d]
			break
		}
	}
	// The earliest start of the repetition.
	for loop > 0 && kids[loop-1] == kids[len(kids)-1] {
		kids = kids[:len(kids)-1]
		loop--
	}
	l.key = append(l.key[:0], byte(k), byte(loop), byte(loop>>8))
	for _, x := range kids {
		l.key = append(l.key, byte(x), byte(x>>8), byte(x>>16), byte(x>>24))
	}
	if id, ok := l.index[string(l.key)]; ok {
		return id
	}
	if len(l.nodes) >= l.lim.MaxNodes {
		panic(stop{fmt.Errorf("more than %d nodes describe the outcomes (Limits.MaxNodes)", l.lim.MaxNodes)})
	}
	if len(l.nodes)%1024 == 0 {
		if err := l.ctx.Err(); err != nil {
			panic(stop{err})
		}
	}
	id := int32(len(l.nodes))
	l.nodes = append(l.nodes, layer{level: int32(k), loop: int32(loop), kids: slices.Clone(kids)})
	l.index[string(l.key)] = id
	return id
}

// kid returns the kid c of node x.
func (l *layers) kid(x int32, c int) int32 {
	n := &l.nodes[x]
	if c >= len(n.kids) {
		loop := int(n.loop)
		c = loop + (c-loop)%(len(n.kids)-loop)
	}
	return n.kids[c]
}

// value returns x's value on the empty sum.
func (l *layers) value(x int32) bool {
	for l.nodes[x].level > 0 {
		x = l.nodes[x].kids[0]
	}
	return x == 1
}

// shift returns the function G ↦ x(G + heap h), h at most x's level.
func (l *layers) shift(x int32, h int) int32 {
	key := uint64(x)<<8 | uint64(h)
	if r, ok := l.shifts[key]; ok {
		return r
	}
	n := l.nodes[x]
	var r int32
	if int(n.level) == h {
		if n.loop > 0 {
			r = l.make(h, n.kids[1:], int(n.loop)-1)
		} else {
			r = l.make(h, append(slices.Clone(n.kids[1:]), n.kids[0]), 0)
		}
	} else {
		kids := make([]int32, len(n.kids))
		for i, y := range n.kids {
			kids[i] = l.shift(y, h)
		}
		r = l.make(int(n.level), kids, int(n.loop))
	}
	l.shifts[key] = r
	return r
}

// shiftBy returns the function G ↦ x(G + p).
func (l *layers) shiftBy(x int32, p position) int32 {
	for _, h := range p {
		x = l.shift(x, int(h))
	}
	return x
}

// or returns the disjunction of x and y, of the same level.
func (l *layers) or(x, y int32) int32 {
	if x == y {
		return x
	}
	if x > y {
		x, y = y, x
	}
	a, b := l.nodes[x], l.nodes[y]
	if a.level == 0 {
		if x == 0 {
			return y
		}
		return 1
	}
	if x == l.falseAt(int(a.level)) {
		return y
	}
	key := uint64(x)<<32 | uint64(y)
	if r, ok := l.ors[key]; ok {
		return r
	}
	pa, pb := len(a.kids)-int(a.loop), len(b.kids)-int(b.loop)
	loop := max(int(a.loop), int(b.loop))
	period := pa / gcd(pa, pb) * pb
	if loop+period > l.lim.MaxCopies {
		panic(stop{fmt.Errorf("a function of the sums repeats only past %d copies of heap %d (Limits.MaxCopies)", l.lim.MaxCopies, a.level)})
	}
	kids := make([]int32, loop+period)
	for c := range kids {
		kids[c] = l.or(l.kid(x, c), l.kid(y, c))
	}
	r := l.make(int(a.level), kids, loop)
	l.ors[key] = r
	return r
}

func gcd(a, b int) int {
	for b != 0 {
		a, b = b, a%b
	}
	return a
}

// game returns the outcomes of the flag game of flag f, a node of level k:
// the function that is true (a P-position) on a sum G of heaps 1..k
// exactly when f(G) is false and every option of G is false. Its kid c,
// the sums with c copies of heap k, is the flag game one level down whose
// flag is f's kid c or, for c > 0, a move in one copy of heap k to a
// P-position: G' ↦ kid c−1 (G' + o) for an option o of heap k. The kids
// are periodic once the pair (f's kid c, kid c−1) repeats.
func (l *layers) game(f int32) int32 {
	if r, ok := l.games[f]; ok {
		return r
	}
	k := int(l.nodes[f].level)
	if k == 0 {
		return 1 - f
	}
	n := l.nodes[f]
	period := len(n.kids) - int(n.loop)
	type state struct {
		fc   int
		prev int32
	}
	seen := map[state]int{}
	kids := []int32{l.game(n.kids[0])}
	loop := -1
	for c := 1; loop < 0; c++ {
		fc := c
		if c >= len(n.kids) {
			fc = int(n.loop) + (c-int(n.loop))%period
		}
		s := state{fc, kids[c-1]}
		if at, ok := seen[s]; ok {
			loop = at
			break
		}
		seen[s] = c
		if c > l.lim.MaxCopies {
			panic(stop{fmt.Errorf("the outcomes of sums with more than %d copies of heap %d do not repeat (Limits.MaxCopies)", l.lim.MaxCopies, k)})
		}
		g := n.kids[fc]
		for _, o := range l.opts[k] {
			g = l.or(g, l.shiftBy(kids[c-1], o))
		}
		kids = append(kids, l.game(g))
	}
	r := l.make(k, kids, loop)
	l.games[f] = r
	return r
}

// empty returns the node of level k that is true on the empty sum only
// (heaps without moves are empty games).
func (l *layers) empty(k int) int32 {
	if k == 0 {
		return 1
	}
	below := l.empty(k - 1)
	if len(l.opts[k]) == 0 {
		return l.make(k, []int32{below}, 0)
	}
	return l.make(k, []int32{below, l.falseAt(k - 1)}, 1)
}

// misere returns the outcomes of the sums of heaps 1..k in misère play
// (true: the player to move loses): the flag game whose flag is the empty
// sum, which the player to move wins.
func (l *layers) misere(k int) int32 { return l.game(l.empty(k)) }

// elements returns the elements of the quotient of the sums of heaps
// 1..k whose outcomes are x: the distinct functions X ↦ x(G + X) over the
// sums G, x itself (the empty sum's) first, each but the first reached from
// an earlier one by one heap (from). It stops past Limits.MaxElements.
func (l *layers) elements(x int32, k int) (elems []int32, from []step) {
	id := map[int32]bool{x: true}
	elems, from = []int32{x}, []step{{}}
	for i := 0; i < len(elems); i++ {
		for h := 1; h <= k; h++ {
			if len(l.opts[h]) == 0 {
				continue
			}
			if y := l.shift(elems[i], h); !id[y] {
				if len(elems) >= l.lim.MaxElements {
					panic(stop{fmt.Errorf("the quotient has more than %d elements (Limits.MaxElements)", l.lim.MaxElements)})
				}
				id[y] = true
				elems = append(elems, y)
				from = append(from, step{i, h})
			}
		}
	}
	return elems, from
}

// step says that an element is element at plus heap.
type step struct{ at, heap int }

// quotient returns the misère quotient of the sums of heaps 1..k whose
// outcomes are x: its elements are those of elements, the identity first;
// the element of G + H is H's function applied to G's, so the product of
// a and b is a's function shifted by the heaps that reach b.
func (l *layers) quotient(x int32, k int) *monoid {
	elems, from := l.elements(x, k)
	id := make(map[int32]uint16, len(elems))
	for i, e := range elems {
		id[e] = uint16(i)
	}
	size := len(elems)
	m := &monoid{size: size, mul: make([]uint16, size*size), p: make([]bool, size), heap: make([]uint16, k+1)}
	for a, e := range elems {
		m.p[a] = l.value(e)
		row := m.mul[a*size : (a+1)*size]
		row[0] = uint16(a)
		for b := 1; b < size; b++ {
			// a·b = (a·from[b].at)·heap, from[b].at < b.
			row[b] = id[l.shift(elems[row[from[b].at]], from[b].heap)]
		}
	}
	for h := 1; h <= k; h++ {
		if len(l.opts[h]) > 0 {
			m.heap[h] = id[l.shift(x, h)]
		}
	}
	return m
}
