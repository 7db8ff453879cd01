package subtraction

import "math/bits"

// Sparse returns g(0), g(1), ..., g(n) for the subtraction game whose
// moves are moves (ascending, each ≥ 1), from the definition: each heap
// looks at the heap each move leaves. It takes time in proportion to the
// options of all heaps, at most n·len(moves), which beats Values's n²/128
// when the moves are few, such as the squares.
//
// While the values stay below 64 each heap keeps the values of its options
// as the bits of a word, and heaps are taken in blocks: the moves longer
// than a block are pushed into the block's words first, each a sequential
// pass over the heaps it leaves, then the heaps are valued in turn with
// the shorter moves. Should a value reach 64, the heaps are valued again
// one by one.
func Sparse(moves []int, n int) []uint32 {
	if n < 0 {
		return []uint32{}
	}
	if g, ok := sparseSmall(moves, n); ok {
		return g
	}
	return sparseAny(moves, n)
}

// sparseBlock is the heaps valued together by sparseSmall.
const sparseBlock = 1 << 12

// sparseSmall is Sparse for values below 64; ok is false when one is not.
func sparseSmall(moves []int, n int) (g []uint32, ok bool) {
	g = make([]uint32, n+1)
	i := 0
	for i < len(moves) && moves[i] < sparseBlock {
		i++
	}
	near, far := moves[:i], moves[i:]
	var masks [sparseBlock]uint64
	for lo := 1; lo <= n; lo += sparseBlock {
		hi := min(lo+sparseBlock-1, n)
		clear(masks[:])
		for _, k := range far {
			if k > hi {
				break
			}
			for x := max(lo, k); x <= hi; x++ {
				masks[x-lo] |= 1 << g[x-k]
			}
		}
		for x := lo; x <= hi; x++ {
			m := masks[x-lo]
			for _, k := range near {
				if k > x {
					break
				}
				m |= 1 << g[x-k]
			}
			v := bits.TrailingZeros64(^m)
			if v == 64 {
				return nil, false
			}
			g[x] = uint32(v)
		}
	}
	return g, true
}

// sparseAny is Sparse for any values.
func sparseAny(moves []int, n int) []uint32 {
	g := make([]uint32, n+1)
	// seen[v] == x marks value v as an option of heap x; one slice serves
	// every heap without clearing (heap 0 has no option to mark).
	var seen []int
	for x := 1; x <= n; x++ {
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
	}
	return g
}
