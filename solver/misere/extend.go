package misere

import (
	"container/heap"
	"slices"
)

// maxPower caps the powers of the new heap that extend tries before it
// gives up on finding them periodic.
const maxPower = 64

// weight orders sums so that every move lowers it: 4·tokens − heaps (a
// move takes a token and adds at most two heaps, or splits a heap without
// taking any).
func weight(h int) int { return 4*h - 1 }

// extend returns a candidate quotient of the sums of heaps 1..n from prev,
// the quotient of the heaps below n, supposing that heap n splits no element
// of prev (the outcome of Y + j copies of heap n then depends only on Y's
// element y and on j). Under that supposition the outcomes f(y, j) follow
// by induction on j and, for each j, on the lightest sum of each element:
// y+j·n is a P-position when no move, to y·o + (j−1)·n (o an option of
// heap n) or to y' + j·n (y' the element of an option of the lightest sum
// of y), is a P-position. The functions f(·, j) are periodic in j once one
// repeats; the candidate is the product of prev and the powers of heap n,
// reduced to its indistinguishability classes. It returns nil when the
// powers show no period by maxPower. The candidate is then verified: the
// supposition is never trusted.
func extend(prev *monoid, opts [][]position, n int) *monoid {
	size := prev.size
	order, reps := lightest(prev, opts)
	sigma := make([][]uint16, size) // the elements of the options of each lightest sum
	for y, r := range reps {
		for i, h := range r {
			if i > 0 && r[i-1] == h {
				continue
			}
			rest := prev.of(r.without(i))
			for _, o := range opts[h] {
				sigma[y] = append(sigma[y], prev.times(rest, prev.of(o)))
			}
		}
		slices.Sort(sigma[y])
		sigma[y] = slices.Compact(sigma[y])
	}
	var on []uint16 // the elements of the options of heap n
	for _, o := range opts[n] {
		on = append(on, prev.of(o))
	}
	slices.Sort(on)
	on = slices.Compact(on)

	f := [][]bool{prev.p}
	seen := map[string]int{boolKey(prev.p): 0}
	index, period := -1, 0
	for j := 1; j <= maxPower && index < 0; j++ {
		fj := make([]bool, size)
		for _, y := range order {
			p := true
			for _, o := range on {
				p = p && !f[j-1][prev.times(y, o)]
			}
			for _, z := range sigma[y] {
				p = p && !fj[z]
			}
			fj[y] = p
		}
		key := boolKey(fj)
		if i, ok := seen[key]; ok {
			index, period = i, j-i
		} else {
			seen[key] = j
			f = append(f, fj)
		}
	}
	if index < 0 {
		return nil
	}
	powers := len(f) // exponents 0..powers-1; powers ≡ powers-period
	power := func(a int) int {
		if a < powers {
			return a
		}
		return index + (a-index)%period
	}
	// The product: element (y, a) is y*powers + a.
	prod := &monoid{size: size * powers, heap: make([]uint16, n+1)}
	prod.mul = make([]uint16, prod.size*prod.size)
	prod.p = make([]bool, prod.size)
	for x := range prod.size {
		y, a := x/powers, x%powers
		prod.p[x] = f[a][y]
		for z := range prod.size {
			prod.mul[x*prod.size+z] = uint16(int(prev.times(uint16(y), uint16(z/powers)))*powers + power(a+z%powers))
		}
	}
	for h := 1; h < n; h++ {
		prod.heap[h] = prev.heap[h] * uint16(powers)
	}
	prod.heap[n] = 1
	return reduce(prod, n)
}

// lightest returns the elements of m in order of their lightest sums, and
// those sums (Dijkstra's algorithm over the heaps as generators).
func lightest(m *monoid, opts [][]position) ([]uint16, []position) {
	reps := make([]position, m.size)
	dist := slices.Repeat([]int{-1}, m.size)
	done := make([]bool, m.size)
	var order []uint16
	q := &queue{{0, 0}}
	dist[0] = 0
	reps[0] = position{}
	for q.Len() > 0 {
		it := heap.Pop(q).(item)
		if done[it.x] || it.w != dist[it.x] {
			continue
		}
		done[it.x] = true
		order = append(order, it.x)
		for h := 1; h < len(m.heap); h++ {
			if len(opts[h]) == 0 {
				continue
			}
			z := m.times(it.x, m.heap[h])
			if w := it.w + weight(h); !done[z] && (dist[z] < 0 || w < dist[z]) {
				dist[z] = w
				reps[z] = reps[it.x].plus(position{byte(h)})
				heap.Push(q, item{w, z})
			}
		}
	}
	return order, reps
}

type item struct {
	w int
	x uint16
}

// queue is a priority queue of elements by weight.
type queue []item

func (q queue) Len() int           { return len(q) }
func (q queue) Less(i, j int) bool { return q[i].w < q[j].w }
func (q queue) Swap(i, j int)      { q[i], q[j] = q[j], q[i] }
func (q *queue) Push(x any)        { *q = append(*q, x.(item)) }
func (q *queue) Pop() any {
	old := *q
	it := old[len(old)-1]
	*q = old[:len(old)-1]
	return it
}

// reduce returns m modulo indistinguishability: x and y are the same
// element when x·z and y·z are both in P or both not, for every z. As the
// heaps 1..n generate m, that is the coarsest partition that separates P
// from the rest and that multiplying by a heap respects (Moore's
// refinement). The identity stays element 0.
func reduce(m *monoid, n int) *monoid {
	var gens []uint16
	for h := 1; h <= n; h++ {
		if !slices.Contains(gens, m.heap[h]) {
			gens = append(gens, m.heap[h])
		}
	}
	class := make([]int, m.size)
	for x := range m.size {
		if m.p[x] {
			class[x] = 1
		}
	}
	classes := 0
	for {
		index := map[string]int{}
		next := make([]int, m.size)
		sig := make([]int, 0, len(gens)+1)
		// Classes are numbered in order of their first element: the
		// identity's is 0.
		for x := range m.size {
			sig = append(sig[:0], class[x])
			for _, g := range gens {
				sig = append(sig, class[m.times(uint16(x), g)])
			}
			k := intsKey(sig)
			c, ok := index[k]
			if !ok {
				c = len(index)
				index[k] = c
			}
			next[x] = c
		}
		class = next
		if len(index) == classes {
			break
		}
		classes = len(index)
	}
	r := &monoid{size: classes, heap: make([]uint16, len(m.heap))}
	r.mul = make([]uint16, classes*classes)
	r.p = make([]bool, classes)
	rep := slices.Repeat([]int{-1}, classes)
	for x := range m.size {
		if rep[class[x]] < 0 {
			rep[class[x]] = x
		}
	}
	for c, x := range rep {
		r.p[c] = m.p[x]
		for d, y := range rep {
			r.mul[c*classes+d] = uint16(class[m.times(uint16(x), uint16(y))])
		}
	}
	for h := range m.heap {
		r.heap[h] = uint16(class[m.heap[h]])
	}
	return r
}

func boolKey(v []bool) string {
	b := make([]byte, len(v))
	for i, x := range v {
		if x {
			b[i] = 1
		}
	}
	return string(b)
}

func intsKey(v []int) string {
	b := make([]byte, 0, 4*len(v))
	for _, x := range v {
		b = append(b, byte(x), byte(x>>8), byte(x>>16), byte(x>>24))
	}
	return string(b)
}
