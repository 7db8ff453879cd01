package misere

import (
	"maps"
	"slices"
	"strconv"
	"strings"
)

// Presentation writes a quotient with generators and relations.
//
// The generators are the heaps, in increasing order, whose element is not
// a product of the earlier generators: they are named a, b, …, z, then z1,
// z2, …. Each element is written as its normal form, the least product of
// generators equal to it in degree-lexicographic order (fewest factors
// first, then the smallest power of a, then of b, …); "1" is the identity.
// The relations are u=v for each least product u that is not a normal form
// (every factor of u with one generator fewer is), v its element's normal
// form: they present the monoid, since any product rewrites to its normal
// form by them, each step going down in that order.
type Presentation struct {
	Generators []string // the generators' names
	GenHeaps   []int    // the heap of each generator
	Relations  []string // "u=v"
	Words      []string // the normal form of each element
}

// Present returns q's presentation (worked out on the first call; a
// quotient is shared by the analyses of a game played out).
func (q *Quotient) Present() Presentation { return q.present() }

// presentation works out q's presentation.
func (q *Quotient) presentation() Presentation {
	var pr Presentation
	var gens []uint16
	reach := map[uint16]bool{0: true}
	for h := 1; h <= q.N; h++ {
		x := q.m.heap[h]
		if reach[x] {
			continue
		}
		pr.GenHeaps = append(pr.GenHeaps, h)
		pr.Generators = append(pr.Generators, genName(len(gens)))
		gens = append(gens, x)
		frontier := slices.Collect(maps.Keys(reach))
		for len(frontier) > 0 {
			y := frontier[len(frontier)-1]
			frontier = frontier[:len(frontier)-1]
			for _, g := range gens {
				if z := q.m.times(y, g); !reach[z] {
					reach[z] = true
					frontier = append(frontier, z)
				}
			}
		}
	}
	k := len(gens)
	normal := make([][]int, q.m.size) // the exponents of each element's normal form
	normal[0] = make([]int, k)
	isNormal := map[string]bool{expKey(normal[0]): true}
	level := [][]int{normal[0]}
	elem := map[string]uint16{expKey(normal[0]): 0}
	for len(level) > 0 {
		var cands [][]int
		seen := map[string]bool{}
		for _, u := range level {
			for i := range k {
				w := slices.Clone(u)
				w[i]++
				if key := expKey(w); !seen[key] {
					seen[key] = true
					cands = append(cands, w)
					elem[key] = q.m.times(elem[expKey(u)], gens[i])
				}
			}
		}
		slices.SortFunc(cands, slices.Compare)
		level = nil
		for _, w := range cands {
			key := expKey(w)
			x := elem[key]
			if normal[x] == nil {
				normal[x] = w
				isNormal[key] = true
				level = append(level, w)
				continue
			}
			least := true
			for i := range k {
				if w[i] > 0 {
					w[i]--
					least = least && isNormal[expKey(w)]
					w[i]++
				}
			}
			if least {
				pr.Relations = append(pr.Relations, word(w)+"="+word(normal[x]))
			}
		}
	}
	for _, e := range normal {
		pr.Words = append(pr.Words, word(e))
	}
	return pr
}

// String writes the presentation on one line: "a b c | a^2=1, b^3=b, …".
func (pr Presentation) String() string {
	return strings.Join(pr.Generators, " ") + " | " + strings.Join(pr.Relations, ", ")
}

func genName(i int) string {
	if i < 26 {
		return string(rune('a' + i))
	}
	return "z" + strconv.Itoa(i-25)
}

// word writes exponents as a product of generators: "a^2bc", or "1".
func word(e []int) string {
	var b strings.Builder
	for i, n := range e {
		if n == 0 {
			continue
		}
		b.WriteString(genName(i))
		if n > 1 {
			b.WriteString("^" + strconv.Itoa(n))
		}
	}
	if b.Len() == 0 {
		return "1"
	}
	return b.String()
}

func expKey(e []int) string {
	b := make([]byte, len(e))
	for i, n := range e {
		b[i] = byte(n)
	}
	return string(b)
}
