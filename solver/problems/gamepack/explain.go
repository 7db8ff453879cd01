package gamepack

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"nimber/solver/contest"
	"nimber/solver/gamepack"
	"nimber/solver/input"
	boards "nimber/solver/play"
	"nimber/solver/sums"
)

// board returns the case as a position of the play page's game pack board,
// or nil and why that board does not take it.
func (g game) board(plates []int32) (*boards.Heaps, string) {
	text := make([]string, len(plates))
	for i, x := range plates {
		text[i] = strconv.Itoa(int(x))
	}
	p := g.pack
	b, err := boards.ParseGamePack(fmt.Sprintf("%d,%d,%d,%d/%s", p[0], p[1], p[2], p[3], strings.Join(text, ",")))
	if err != nil {
		return nil, boards.NoPlay(err)
	}
	return b, ""
}

// plates returns a board of the plates, for describing moves only (it has
// no rules).
func (g game) plates(xs []int32) *boards.Heaps {
	b := &boards.Heaps{Board: boards.GamePack, Heaps: make([]int, len(xs))}
	for i, x := range xs {
		b.Heaps[i] = int(x)
	}
	return b
}

// options calls yield with each option of a plate of n candies (the
// plates it leaves: one, or two after a split) until yield returns false.
// The slice is reused: yield must copy what it keeps.
func (g game) options(n int, yield func(to []int) bool) {
	var buf [2]int
	if g.a == 4 {
		for a := 1; 2*a <= n; a++ {
			buf[0], buf[1] = a, n-a
			if !yield(buf[:2]) {
				return
			}
		}
		return
	}
	lo, hi := gamepack.Eat[g.a](n)
	for y := lo; y <= hi; y++ {
		buf[0] = y
		if !yield(buf[:1]) {
			return
		}
	}
}

// moveTo returns the move of plate i of n candies to the first option
// that wins, or nil.
func (g game) moveTo(i, n int, wins func(to []int) bool) boards.HeapMove {
	var m boards.HeapMove
	g.options(n, func(to []int) bool {
		if wins(to) {
			m = boards.HeapMove{{Heap: i, To: slices.Clone(to)}}
		}
		return m == nil
	})
	return m
}

// byValue lists the plate sizes by Grundy value: sizes[at[v]:at[v+1]] are
// those of value v, ascending.
type byValue struct {
	at, sizes []int32
}

func newByValue(grundy []uint32) *byValue {
	top := uint32(0)
	for _, v := range grundy {
		top = max(top, v)
	}
	b := &byValue{at: make([]int32, top+2), sizes: make([]int32, len(grundy))}
	for _, v := range grundy {
		b.at[v+1]++
	}
	for v := 1; v < len(b.at); v++ {
		b.at[v] += b.at[v-1]
	}
	next := slices.Clone(b.at)
	for y, v := range grundy {
		b.sizes[next[v]] = int32(y)
		next[v]++
	}
	return b
}

// first returns the smallest size in [lo, hi] of value v, or -1.
func (b *byValue) first(v uint32, lo, hi int) int {
	if int(v)+1 >= len(b.at) {
		return -1
	}
	s := b.sizes[b.at[v]:b.at[v+1]]
	k, _ := slices.BinarySearch(s, int32(lo))
	if k < len(s) && int(s[k]) <= hi {
		return int(s[k])
	}
	return -1
}

// nimTable is what nimMove reads, made when first needed and kept for the
// cases after: the plates' Grundy values decoded from their packed table,
// and the sizes by value.
type nimTable struct {
	packed []byte
	grundy []uint32
	index  *byValue
}

// values returns the Grundy values of the plates.
func (n *nimTable) values() []uint32 {
	if n.grundy == nil {
		n.grundy = values(n.packed)
	}
	return n.grundy
}

// byValue returns the plate sizes by Grundy value.
func (n *nimTable) byValue() *byValue {
	if n.index == nil {
		n.index = newByValue(n.values())
	}
	return n.index
}

// nimMove returns a winning move of a disjunctive normal-play sum of
// plates whose Grundy values (in n) xor to x ≠ 0: one plate moved to an
// option whose value is its own xor x (one exists below a plate's value, by
// the mex). Eating leaves a size in a range, found by value; a split is
// looked for pair by pair.
func (g game) nimMove(n *nimTable, plates []int32, x uint32) boards.HeapMove {
	grundy := n.values()
	for i, p := range plates {
		t := grundy[p] ^ x
		if t >= grundy[p] {
			continue
		}
		if g.a < 4 {
			lo, hi := gamepack.Eat[g.a](int(p))
			if y := n.byValue().first(t, lo, hi); y >= 0 {
				return boards.HeapMove{{Heap: i, To: []int{y}}}
			}
			continue
		}
		if m := g.moveTo(i, int(p), func(to []int) bool {
			v := uint32(0)
			for _, y := range to {
				v ^= grundy[y]
			}
			return v == t
		}); m != nil {
			return m
		}
	}
	panic("gamepack: no winning move from a non-zero nim value")
}

// moveBudget bounds the options oneMove tries in all the cases of an
// input, so that explaining a max input stays a matter of seconds.
const moveBudget = 1 << 23

// oneMove returns a winning move of a won case under a sum in which a turn
// operates one plate (B = 0): a plate replaced by an option after which the
// sum is lost for the opponent. Each option is valued from the parts of the
// plates before and after it, each folded once. Each option tried takes one
// from *budget; ok is false when it runs out first.
func (g game) oneMove(part func(int32) sums.Part, plates []int32, budget *int) (m boards.HeapMove, ok bool) {
	n := len(plates)
	pre := make([]sums.Part, n+1) // pre[i] folds plates[:i], for i ≥ 1
	suf := make([]sums.Part, n+1) // suf[i] folds plates[i:], for i < n
	for i := 1; i <= n; i++ {
		pre[i] = part(plates[i-1])
		if i > 1 {
			pre[i] = g.conv.Combine(pre[i-1], pre[i])
		}
	}
	for i := n - 1; i >= 0; i-- {
		suf[i] = part(plates[i])
		if i < n-1 {
			suf[i] = g.conv.Combine(suf[i], suf[i+1])
		}
	}
	for i, p := range plates {
		m = g.moveTo(i, int(p), func(to []int) bool {
			*budget--
			o := part(int32(to[0]))
			if len(to) == 2 {
				o = g.conv.Combine(o, part(int32(to[1])))
			}
			if i > 0 {
				o = g.conv.Combine(pre[i], o)
			}
			if i < n-1 {
				o = g.conv.Combine(o, suf[i+1])
			}
			return !g.conv.FirstWins(o) || *budget < 0
		})
		if *budget < 0 {
			return nil, false
		}
		if m != nil {
			return m, true
		}
	}
	return nil, false
}

// setState is what setMove knows after deciding some plates: the part of
// their sum after the move (when started), whether a plate moved, and how
// it got there: the state before the last plate (at prev in the layer
// before) and what that plate became (nil when kept).
type setState struct {
	sum            sums.Part
	started, moved bool
	prev           int
	to             []int
}

// option is an option of a plate: its part, and the plates it leaves.
type option struct {
	part sums.Part
	to   []int
}

// setMove returns a winning move of a won case under a sum in which a turn
// operates a set of plates (B = 1: any non-empty set; B = 2: every operable
// plate): plate by plate, the parts of the sums the choices so far can
// make (few: outcomes, or the least or greatest remoteness), each plate
// kept (when B allows) or moved to an option of each distinct part, until
// a choice leaves a sum lost for the opponent. Each comparison takes one
// from *budget; ok is false when it runs out first.
func (g game) setMove(part func(int32) sums.Part, plates []int32, budget *int) (boards.HeapMove, bool) {
	layers := make([][]setState, len(plates)+1)
	layers[0] = []setState{{}}
	for i, p := range plates {
		var opts []option // one per distinct part
		g.options(int(p), func(to []int) bool {
			o := part(int32(to[0]))
			if len(to) == 2 {
				o = g.conv.Combine(o, part(int32(to[1])))
			}
			*budget -= 1 + len(opts)
			if !slices.ContainsFunc(opts, func(x option) bool { return x.part == o }) {
				opts = append(opts, option{o, slices.Clone(to)})
			}
			return *budget >= 0
		})
		if g.pack[1] == 1 || len(opts) == 0 {
			opts = append(opts, option{part(p), nil}) // kept
		}
		var next []setState
		for k, st := range layers[i] {
			for _, o := range opts {
				n := setState{sum: o.part, started: true, moved: st.moved || o.to != nil, prev: k, to: o.to}
				if st.started {
					n.sum = g.conv.Combine(st.sum, o.part)
				}
				*budget -= 1 + len(next)
				if !slices.ContainsFunc(next, func(x setState) bool {
					return x.sum == n.sum && x.started == n.started && x.moved == n.moved
				}) {
					next = append(next, n)
				}
			}
		}
		if *budget < 0 {
			return nil, false
		}
		layers[i+1] = next
	}
	for _, st := range layers[len(plates)] {
		if !st.moved || g.conv.FirstWins(st.sum) {
			continue
		}
		var m boards.HeapMove
		for i := len(plates); i > 0; i-- {
			if st.to != nil {
				m = append(boards.HeapMove{{Heap: i - 1, To: st.to}}, m...)
			}
			st = layers[i-1][st.prev]
		}
		return m, true
	}
	return nil, false
}

// largeMove returns a winning move of a won case too large for the play
// board: under disjunctive normal play from the Grundy values, under the
// other sums where a turn operates one plate by trying options (oneMove),
// else by choosing plate by plate (setMove); ok is false when the budget of
// options to try has run out. nim holds the Grundy values (see nimTable).
func (g game) largeMove(nim *nimTable, part func(int32) sums.Part, plates []int32, budget *int) (boards.HeapMove, bool) {
	switch {
	case g.conv == sums.NormalDisjunctive:
		x := uint32(0)
		for _, p := range plates {
			x ^= part(p).V[0]
		}
		return g.nimMove(nim, plates, x), true
	case g.conv.Sum == sums.Disjunctive || g.conv.Sum == sums.DiminishedDisjunctive:
		return g.oneMove(part, plates, budget)
	}
	return g.setMove(part, plates, budget)
}

// explain explains each case: every plate is a component valued under the
// game's sum convention, and the convention folds the values of the plates
// into the value of the case.
func (g game) explain(data [][]byte, plates, ends []int32, at []input.Pos) []contest.Case {
	pp := g.parts(data)
	part := pp.one
	budget := moveBudget
	nim := &nimTable{packed: data[0]} // read by largeMove when needed
	out := make([]contest.Case, len(ends))
	start := int32(0)
	for c, end := range ends {
		xs := plates[start:end]
		start = end
		ps := make([]sums.Part, len(xs))
		pp.fill(xs, ps)
		parts := make([]contest.Part, len(xs))
		for i, x := range xs {
			p := ps[i]
			v := boards.PartText(g.conv, p)
			if p.Over {
				v += " (inoperable)"
			}
			parts[i] = contest.Part{Name: fmt.Sprintf("plate %d (size %d)", i+1, x), Value: v}
		}
		sum := g.conv.Fold(ps[0], ps[1:])
		e := contest.Case{
			Name:   fmt.Sprintf("case %d", c+1),
			At:     at[c],
			Parts:  parts,
			Value:  fmt.Sprintf("%s sum: %s", g.conv, boards.PartText(g.conv, sum)),
			Game:   "gamepack",
			Answer: []string{"White"},
		}
		b, noPlay := g.board(xs)
		if b != nil {
			e.Position = b.String()
		}
		e.NoPlay = noPlay
		switch {
		case sum.Over && g.conv.FirstWins(sum):
			e.Answer[0] = "Black"
			e.Verdict = "the game has ended before the first move, and in misère play the player due to move wins: Black"
		case sum.Over:
			e.Verdict = "the game has ended before the first move, and in normal play the player due to move loses: White wins"
		case g.conv.FirstWins(sum):
			e.Answer[0] = "Black"
			e.Verdict = "the player to move wins: Black"
			if b != nil {
				e.Move = b.Describe(boards.FirstWinning(b, nil))
			} else if m, ok := g.largeMove(nim, part, xs, &budget); ok {
				e.Move = g.plates(xs).Describe(m)
			} else {
				e.Move = "not listed: finding it takes more options than Nimber tries in one input (8 million; " +
					e.NoPlay + ")"
			}
		default:
			e.Verdict = "the player to move loses: White wins"
		}
		out[c] = e
	}
	return out
}
