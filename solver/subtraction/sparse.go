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
// then the heaps are valued in turn with the shorter moves. Those first
// passes read only heaps below the block, so helpers from pool (nil: none;
// see Pool) take some of the moves. Past that the heaps are valued one by
// one (sparseAny).
//
// progress, which may be nil, hears the heaps valued now and then (every
// block, or every sparseBlockWords heaps).
func Sparse(moves []int, n int, pool Pool, progress func(done, total int)) []uint32 {
	if n < 0 {
		return []uint32{}
	}
	if progress == nil {
		progress = func(int, int) {}
	}
	var h Helpers
	if pool != nil && n >= minPooled {
		var end func()
		h, end = pool(moves, n)
		defer end()
	}
	g := make([]uint32, n+1)
	sparseAny(moves, g, sparseMasked(moves, g, h, progress), progress)
	return g
}

// The masks of sparseMasked: a block's masks are sparseBlockWords words
// (32 kB, in a core's first cache), a heap's mask 1, 2, 4 … up to
// maskWords words, so a block holds sparseBlockWords/words heaps.
const (
	sparseBlockWords = 1 << 12
	maskWords        = 8
)

// Masks are the masks of a block's heaps, 1<<shift words a heap: bit v of
// a heap's words is set when an option of the heap has value v.
type Masks [sparseBlockWords]uint64

// sparseMasked values heaps 1, 2, … of g (g(0) is 0) as Sparse does, with
// a heap's mask as narrow as the values so far allow: from the heap whose
// value does not fit, the masks are wider. It returns the first heap it
// did not value (len(g) when it valued all): the first whose value
// reaches 64·maskWords. It tells progress after each block. Helpers, when
// not nil, take chunks of each block's far moves from the last while the
// run takes them from the first, until they meet (see Claims).
func sparseMasked(moves []int, g []uint32, h Helpers, progress func(done, total int)) int {
	n := len(g) - 1
	var masks Masks
	shift := 0       // a heap's mask is 1<<shift words
	top := uint32(0) // the largest value of heaps 0..lo−1
	for lo := 1; lo <= n; {
		for int(top>>6) >= 1<<shift {
			if 1<<shift == maskWords {
				return lo
			}
			shift++
		}
		hi := min(lo+sparseBlockWords>>shift, n+1) // the block is lo..hi−1
		job := Job{Lo: lo, Hi: hi, Near: sparseBlockWords>>shift - 1, Shift: shift}
		near, far := job.split(moves)
		clear(masks[:])
		if h != nil && len(far) >= claimChunks && h.Start(job, g[:lo]) {
			for {
				a, b := h.Claim()
				if a == b { // the helpers took chunks a, a+1, …
					if !h.Marks(masks[:job.Words()]) {
						markFar(&masks, far[chunk(len(far), a):], g, lo, hi, shift)
					}
					break
				}
				markFar(&masks, far[chunk(len(far), a):chunk(len(far), b)], g, lo, hi, shift)
			}
		} else {
			markFar(&masks, far, g, lo, hi, shift)
		}
		x, blockTop := valueBlock(&masks, near, g, lo, hi, shift)
		top = max(top, blockTop)
		lo = x
		progress(lo, n+1)
		if x < hi {
			top = uint32(64 << shift) // widen from heap x on
		}
	}
	return n + 1
}

// minPooled is the fewest heaps for which Sparse asks its pool for
// helpers: below it a run takes milliseconds.
const minPooled = 1 << 16

// Pool gives a run of Sparse over moves to heap n its helpers and the
// function that ends them when the run is over; nil helpers: the run
// values every heap itself.
type Pool func(moves []int, n int) (Helpers, func())

// Helpers mark far moves of a block's heaps with the run: goroutines
// (Goroutines), or other Go instances (the browser's Web Workers), each
// with its own copy of the values and masks of its own. The block's far
// moves are cut into claimChunks chunks, which the run takes from the
// first and the helpers from the last (Claims), so that helpers that are
// slow or busy elsewhere take fewer. The run calls Start, then Claim
// until it gets nothing, then Marks.
type Helpers interface {
	// Start hands over job, a block; g holds the values of heaps
	// 0..job.Lo−1, which the run does not change again (helpers that keep
	// a copy of their own copy the heaps new since the last job). It
	// reports false when the helpers cannot take the job (still at an
	// earlier one, or not ready): the run then marks the block alone.
	Start(job Job, g []uint32) bool
	// Claim takes the next chunk for the run (Claims' Front): chunks
	// lo..hi−1, or lo == hi when none is left, lo then being the first
	// chunk the helpers took.
	Claim() (lo, hi int)
	// Marks ORs the masks the helpers marked into masks (job.Words()
	// words) once they are done and reports true; when they are late
	// (they choose how long to wait) it reports false, and the run marks
	// their chunks itself.
	Marks(masks []uint64) bool
}

// Job is a block of Sparse handed to helpers: the heaps Lo..Hi−1, whose
// masks of 1<<Shift words get the values of the heaps their moves longer
// than Near (the far moves) leave, all below Lo.
type Job struct {
	Lo, Hi, Near, Shift int
}

// Valid reports whether a job read from elsewhere (the browser's shared
// memory) is one Sparse hands over to heap n: Mark may run it.
func (j Job) Valid(n int) bool {
	return j.Shift >= 0 && 1<<j.Shift <= maskWords && j.Near == sparseBlockWords>>j.Shift-1 &&
		j.Lo >= 1 && j.Lo < j.Hi && j.Hi-j.Lo <= j.Near+1 && j.Hi <= n+1
}

// Words is the number of words of the job's masks.
func (j Job) Words() int { return (j.Hi - j.Lo) << j.Shift }

// split returns the moves (ascending) up to j.Near, and the far ones that
// leave a heap from one of the block's.
func (j Job) split(moves []int) (near, far []int) {
	i, k := 0, len(moves)
	for k > 0 && moves[k-1] >= j.Hi {
		k--
	}
	for i < k && moves[i] <= j.Near {
		i++
	}
	return moves[:i], moves[i:k]
}

// claimChunks is how many chunks a job's far moves are cut into.
const claimChunks = 16

// chunk returns where chunk c of far moves of length n starts.
func chunk(n, c int) int { return n * c / claimChunks }

// Claims are the chunks of a job not yet taken, Front..Back−1, as one
// number that the run and the helpers change atomically: Front in the low
// 16 bits, Back in the high ones.
type Claims uint32

// Unclaimed is the claims of a job none of whose chunks is taken.
const Unclaimed = Claims(claimChunks << 16)

// Front takes the next chunk from the first, the run's: it returns the
// claims after and the chunks taken, lo..hi−1 (lo == hi, the first chunk
// the helpers took, when none is left).
func (c Claims) Front() (next Claims, lo, hi int) {
	f, b := int(c&0xffff), int(c>>16)
	t := min(f+1, b)
	return Claims(uint32(b)<<16 | uint32(t)), f, t
}

// Back takes the next chunk from the last, a helper's: as Front.
func (c Claims) Back() (next Claims, lo, hi int) {
	f, b := int(c&0xffff), int(c>>16)
	t := max(b-1, f)
	return Claims(uint32(t)<<16 | uint32(f)), t, b
}

// Mark ORs into masks (job.Words() words; the helper clears them for each
// job) the far moves of chunks lo..hi−1 of the job, from moves (all of the
// game's); g holds at least the values of heaps 0..j.Lo−1.
func (j Job) Mark(masks *Masks, moves []int, g []uint32, lo, hi int) {
	_, far := j.split(moves)
	markFar(masks, far[chunk(len(far), lo):chunk(len(far), hi)], g, j.Lo, j.Hi, j.Shift)
}

// markFar ORs into masks the values of the heaps the moves far (each
// longer than a block) leave from heaps lo..hi−1, heap lo's mask (1<<shift
// words) first. It is a call of its own for each block, so that
// WebAssembly runs most blocks in optimized code (see package span).
//
//go:noinline
func markFar(masks *Masks, far []int, g []uint32, lo, hi, shift int) {
	words := 1 << shift
	for _, k := range far {
		if k >= hi {
			break
		}
		from := max(lo, k) // the first heap k can be taken from
		w := (from - lo) << shift
		src := g[from-k : hi-k]
		// Four heaps a round (a loop's round trip costs in WebAssembly);
		// the masks are within the block: no bounds check.
		for len(src) >= 4 {
			v0, v1, v2, v3 := src[0], src[1], src[2], src[3]
			masks[(w|int(v0>>6))&(sparseBlockWords-1)] |= 1 << (v0 & 63)
			masks[(w+words|int(v1>>6))&(sparseBlockWords-1)] |= 1 << (v1 & 63)
			masks[(w+2*words|int(v2>>6))&(sparseBlockWords-1)] |= 1 << (v2 & 63)
			masks[(w+3*words|int(v3>>6))&(sparseBlockWords-1)] |= 1 << (v3 & 63)
			w += 4 * words
			src = src[4:]
		}
		for _, v := range src {
			masks[(w|int(v>>6))&(sparseBlockWords-1)] |= 1 << (v & 63)
			w += words
		}
	}
}

// valueBlock values heaps lo..hi−1 of g, whose masks (1<<shift words a
// heap, heap lo's first) hold their far options, with the near moves: it
// returns the first heap it did not value (hi when it valued all: else
// the first whose value needs wider masks) and the largest value it
// wrote.
//
//go:noinline
func valueBlock(masks *Masks, near []int, g []uint32, lo, hi, shift int) (next int, top uint32) {
	words := 1 << shift
	for x := lo; x < hi; x++ {
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
	return hi, top
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
