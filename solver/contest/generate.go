package contest

import (
	"fmt"
	"math/rand/v2"
	"strconv"
)

// Kind is the kind of input a problem's generator writes.
type Kind uint8

// The kinds of generated input.
const (
	// Random: cases of random sizes and values within the limits.
	Random Kind = iota
	// Max: the largest input the limits allow.
	Max
	// Edge: small corner cases (empty heaps, single rows, boundary values).
	Edge
)

// Kinds lists every kind, in the order users see them.
var Kinds = []Kind{Random, Max, Edge}

func (k Kind) String() string {
	return [...]string{"random", "max", "edge"}[k]
}

// ParseKind returns the kind named s.
func ParseKind(s string) (Kind, error) {
	for _, k := range Kinds {
		if k.String() == s {
			return k, nil
		}
	}
	return 0, fmt.Errorf("unknown kind %q (random, max or edge)", s)
}

// Gen is what a problem's generator works from.
type Gen struct {
	Kind Kind
	Rand *rand.Rand
	// Cases is the number of cases asked for; 0 leaves it to the generator
	// (the limit for Max).
	Cases int
}

// Generate writes an input of the given kind for p: the same seed gives the
// same input. cases is the number of cases (0: the generator's choice); it
// is brought within the problem's limits.
func (p *Problem) Generate(kind Kind, seed uint64, cases int) []byte {
	return p.Gen(&Gen{Kind: kind, Rand: rand.New(rand.NewPCG(seed, 0x6e696d626572)), Cases: cases})
}

// Count returns the number of cases to write: Cases within [1, most], else
// def (most for Max).
func (g *Gen) Count(def, most int) int {
	switch {
	case g.Cases > 0:
		return min(g.Cases, most)
	case g.Kind == Max:
		return most
	}
	return min(def, most)
}

// Int returns a random integer in [lo, hi].
func (g *Gen) Int(lo, hi int) int {
	return lo + g.Rand.IntN(hi-lo+1)
}

// Pick returns one of vs at random: a generator mixes scales this way
// (small values the search reaches, values up to the limit).
func (g *Gen) Pick(vs ...int) int {
	return vs[g.Int(0, len(vs)-1)]
}

// Full returns t lists of random integers in [lo, hi], list c of size(c)
// of them, the first of the first list hi: the lists of a max input, which
// reaches the limit of the values.
func (g *Gen) Full(t int, size func(c int) int, lo, hi int) [][]int {
	lists := make([][]int, t)
	for c := range lists {
		lists[c] = g.Ints(size(c), lo, hi)
	}
	if t > 0 && len(lists[0]) > 0 {
		lists[0][0] = hi
	}
	return lists
}

// Ints returns n random integers, each in [lo, hi].
func (g *Gen) Ints(n, lo, hi int) []int {
	vs := make([]int, n)
	for i := range vs {
		vs[i] = g.Int(lo, hi)
	}
	return vs
}

// Line appends the integers vs to b separated by spaces, then a newline.
func Line(b []byte, vs ...int) []byte {
	for i, v := range vs {
		if i > 0 {
			b = append(b, ' ')
		}
		b = strconv.AppendInt(b, int64(v), 10)
	}
	return append(b, '\n')
}

// List appends a list of integers as inputs give one: its length on a line,
// then its values on the next.
func List(b []byte, vs []int) []byte {
	return Line(Line(b, len(vs)), vs...)
}

// Rows writes an input made of rows: their number on a line, then each row
// on a line of its own.
func Rows(rows [][]int) []byte {
	in := Line(nil, len(rows))
	for _, r := range rows {
		in = Line(in, r...)
	}
	return in
}

// Lists writes an input made of lists: their number on a line, then each
// list as List writes it.
func Lists(lists [][]int) []byte {
	in := Line(nil, len(lists))
	for _, l := range lists {
		in = List(in, l)
	}
	return in
}

// EdgeCases returns the cases of an Edge input: Count of them (all of cases
// unless told otherwise, at most most), going round cases again when more
// are asked for.
func EdgeCases[T any](g *Gen, cases []T, most int) []T {
	out := make([]T, g.Count(len(cases), most))
	for i := range out {
		out[i] = cases[i%len(cases)]
	}
	return out
}
