package subtraction

import "math/bits"

// Sparse returns g(0), g(1), ..., g(n) for the subtraction game whose
// moves are moves (ascending, each ≥ 1), from the definition: each heap
// looks at the heap each move leaves. It takes time in proportion to the
// options of all heaps, at most n·len(moves), which beats Values's n²/128
// when the moves are few, such as the squares.
//
// While the values stay below 64·maskWords each heap keeps the values of
// its options as the bits of a few words (sparseMasked), and heaps are
// taken in blocks: the moves longer than a block are pushed into the
// block's words first, each a sequential pass over the heaps it leaves,
// then the heaps are valued in turn with the shorter moves. Past that the
// heaps are valued one by one (sparseAny).
//
// progress, which may be nil, hears the heaps valued now and then (every
// block, or every sparseBlockWords heaps).
func Sparse(moves []int, n int, progress func(done, total int)) []uint32 {
	if n < 0 {
		return []uint32{}
	}
	if progress == nil {
		progress = func(int, int) {}
	}
	g := make([]uint32, n+1)
	sparseAny(moves, g, sparseMasked(moves, g, progress), progress)
	return g
}

// The masks of sparseMasked: a block's masks are sparseBlockWords words
// (32 kB, in a core's first cache), a heap's mask 1, 2, 4 … up to
// maskWords words, so a block holds sparseBlockWords/words heaps.
const (
	sparseBlockWords = 1 << 12
	maskWords        = 8
)

// sparseMasked values heaps 1, 2, … of g (g(0) is 0) as Sparse does, with
// a heap's mask as narrow as the values so far allow: from the heap whose
// value does not fit, the masks are wider. It returns the first heap it
// did not value (len(g) when it valued all): the first whose value
// reaches 64·maskWords. It tells progress after each block.
func sparseMasked(moves []int, g []uint32, progress func(done, total int)) int {
	n := len(g) - 1
	var masks [sparseBlockWords]uint64
	shift := 0       // a heap's mask is 1<<shift words
	top := uint32(0) // the largest value of heaps 0..lo−1
	for lo := 1; lo <= n; {
		for int(top>>6) >= 1<<shift {
			if 1<<shift == maskWords {
				return lo
			}
			shift++
		}
		hi := min(lo+sparseBlockWords>>shift-1, n)
		x, blockTop := maskBlock(&masks, moves, g, lo, hi, shift)
		top = max(top, blockTop)
		lo = x
		progress(lo, n+1)
		if x <= hi {
			top = uint32(64 << shift) // widen from heap x on
		}
	}
	return n + 1
}

// maskBlock values heaps lo..hi of g, those below lo valued with values
// below 64<<shift, with masks of 1<<shift words a heap: it returns the
// first heap it did not value (hi+1 when it valued all: else the first
// whose value needs wider masks) and the largest value it wrote. It is a
// call of its own for each block, so that WebAssembly runs most blocks in
// optimized code (see package span).
//
//go:noinline
func maskBlock(masks *[sparseBlockWords]uint64, moves []int, g []uint32, lo, hi, shift int) (next int, top uint32) {
	words := 1 << shift
	clear(masks[:])
	// The far moves leave a heap below lo from every heap of the block.
	i := len(moves)
	for i > 0 && moves[i-1] > hi-lo {
		i--
	}
	near, far := moves[:i], moves[i:]
	for _, k := range far {
		if k > hi {
			break
		}
		from := max(lo, k) // the first heap of the block k can be taken from
		at := (from - lo) << shift
		src := g[from-k : hi-k+1]
		// Four heaps a round (a loop's round trip costs in WebAssembly);
		// the masks are within the block: no bounds check.
		for len(src) >= 4 {
			v0, v1, v2, v3 := src[0], src[1], src[2], src[3]
			masks[(at|int(v0>>6))&(sparseBlockWords-1)] |= 1 << (v0 & 63)
			masks[(at+words|int(v1>>6))&(sparseBlockWords-1)] |= 1 << (v1 & 63)
			masks[(at+2*words|int(v2>>6))&(sparseBlockWords-1)] |= 1 << (v2 & 63)
			masks[(at+3*words|int(v3>>6))&(sparseBlockWords-1)] |= 1 << (v3 & 63)
			at += 4 * words
			src = src[4:]
		}
		for _, v := range src {
			masks[(at|int(v>>6))&(sparseBlockWords-1)] |= 1 << (v & 63)
			at += words
		}
	}
	for x := lo; x <= hi; x++ {
		m := masks[(x-lo)<<shift : (x-lo+1)<<shift]
		for _, k := range near {
			if k > x {
				break
			}
			v := g[x-k]
			m[v>>6] |= 1 << (v & 63)
		}
		w := 0
		for w < words && m[w] == ^uint64(0) {
			w++
		}
		if w == words { // the value needs wider masks
			return x, top
		}
		v := uint32(w<<6 + bits.TrailingZeros64(^m[w]))
		g[x], top = v, max(top, v)
	}
	return hi + 1, top
}

// sparseAny values heaps from, from+1, … of g, those below from valued,
// as Sparse does for any values, and tells progress.
func sparseAny(moves []int, g []uint32, from int, progress func(done, total int)) {
	// seen[v] == x marks value v as an option of heap x; one slice serves
	// every heap without clearing (heap 0 has no option to mark).
	var seen []int
	for x := from; x < len(g); x++ {
		for _, k := range moves {
			if k > x {
				break
			}
			v := int(g[x-k])
			for v >= len(seen) {
				seen = append(seen, 0)
			}
			seen[v] = x
		}
		v := 0
		for v < len(seen) && seen[v] == x {
			v++
		}
		g[x] = uint32(v)
		if x%sparseBlockWords == 0 {
			progress(x, len(g))
		}
	}
}
