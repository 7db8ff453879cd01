package subtraction

import (
	"math/bits"
	"unsafe"
)

// Sparse returns g(0), g(1), ..., g(n) for the subtraction game whose
// moves are moves (ascending, each ≥ 1), from the definition: each heap
// looks at the heap each move leaves. It takes time in proportion to the
// options of all heaps, at most n·len(moves), which beats Values's n²/128
// when the moves are few, such as the squares.
//
// While the values stay below maxRow each heap keeps the values of its
// options as a row of bytes, one a value (sparseRows; a byte written
// costs WebAssembly half what setting a bit of a word does), and heaps
// are taken in blocks: the moves longer than a block are written into
// the block's rows first, each a sequential pass over the heaps it
// leaves, then the heaps are valued in turn with the shorter moves. Those
// first passes read only heaps below the block, so helpers from pool
// (nil: none; see Pool) take some of the moves. Past that the heaps are
// valued one by one (sparseAny).
//
// progress, which may be nil, hears the heaps valued now and then (every
// block, or every sparseAnyEvery heaps).
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
	sparseAny(moves, g, sparseRows(moves, g, h, progress), progress)
	return g
}

// The rows of sparseRows: a block's rows are sparseBlockBytes bytes (256
// kB, in a core's second cache), a heap's row 64<<shift bytes, shift 0, 1,
// 2 … up to maxRow bytes, so a block holds sparseBlockBytes>>(6+shift)
// heaps (4096, 2048, …).
const (
	sparseBlockBytes = 1 << 18
	maxRow           = 512
)

// sparseAnyEvery is how many heaps sparseAny values between two reports.
const sparseAnyEvery = 1 << 12

// Rows are the rows of a block's heaps, 64<<shift bytes a heap: byte v of
// a heap's row is 1 when an option of the heap has value v, else 0.
type Rows [sparseBlockBytes]byte

// sparseRows values heaps 1, 2, … of g (g(0) is 0) as Sparse does, with
// a heap's row as narrow as the values so far allow: from the heap whose
// value does not fit, the rows are wider. It returns the first heap it
// did not value (len(g) when it valued all): the first whose value
// reaches maxRow. It tells progress after each block. Helpers, when
// not nil, take chunks of each block's far moves from the last while the
// run takes them from the first, until they meet (see Claims).
func sparseRows(moves []int, g []uint32, h Helpers, progress func(done, total int)) int {
	n := len(g) - 1
	rows := new(Rows) // a large allocation: its address is a multiple of 8 (firstZero)
	shift := 0        // a heap's row is 64<<shift bytes
	top := uint32(0)  // the largest value of heaps 0..lo−1
	for lo := 1; lo <= n; {
		for int(top) >= 64<<shift {
			if 64<<shift == maxRow {
				return lo
			}
			shift++
		}
		hi := min(lo+sparseBlockBytes>>(6+shift), n+1) // the block is lo..hi−1
		job := Job{Lo: lo, Hi: hi, Near: sparseBlockBytes>>(6+shift) - 1, Shift: shift}
		near, far := job.split(moves)
		clear(rows[:job.Bytes()])
		if h != nil && len(far) >= claimChunks && h.Start(job, g[:lo]) {
			for {
				a, b := h.Claim()
				if a == b { // the helpers took chunks a, a+1, …
					if !h.Marks(rows[:job.Bytes()]) {
						markFar(rows, far[chunk(len(far), a):], g, lo, hi, shift)
					}
					break
				}
				markFar(rows, far[chunk(len(far), a):chunk(len(far), b)], g, lo, hi, shift)
			}
		} else {
			markFar(rows, far, g, lo, hi, shift)
		}
		x, blockTop := valueBlock(rows, near, g, lo, hi, shift)
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
// with its own copy of the values and rows of its own. The block's far
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
	// Marks ORs the rows the helpers marked into rows (job.Bytes()
	// bytes) once they are done and reports true; when they are late
	// (they choose how long to wait) it reports false, and the run marks
	// their chunks itself.
	Marks(rows []byte) bool
}

// Job is a block of Sparse handed to helpers: the heaps Lo..Hi−1, whose
// rows of 64<<Shift bytes get the values of the heaps their moves longer
// than Near (the far moves) leave, all below Lo.
type Job struct {
	Lo, Hi, Near, Shift int
}

// Valid reports whether a job read from elsewhere (the browser's shared
// memory) is one Sparse hands over to heap n: Mark may run it.
func (j Job) Valid(n int) bool {
	return j.Shift >= 0 && 64<<j.Shift <= maxRow && j.Near == sparseBlockBytes>>(6+j.Shift)-1 &&
		j.Lo >= 1 && j.Lo < j.Hi && j.Hi-j.Lo <= j.Near+1 && j.Hi <= n+1
}

// Bytes is the number of bytes of the job's rows.
func (j Job) Bytes() int { return (j.Hi - j.Lo) << (6 + j.Shift) }

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

// Mark writes into rows (job.Bytes() bytes; the helper clears them for
// each job) the far moves of chunks lo..hi−1 of the job, from moves (all
// of the game's); g holds at least the values of heaps 0..j.Lo−1.
func (j Job) Mark(rows *Rows, moves []int, g []uint32, lo, hi int) {
	_, far := j.split(moves)
	markFar(rows, far[chunk(len(far), lo):chunk(len(far), hi)], g, j.Lo, j.Hi, j.Shift)
}

// OrRows sets dst[i] |= src[i] for every i < len(dst) (src at least as
// long): rows marked elsewhere, merged; a word at a time where both start
// at a multiple of 8 (as Rows allocated alone do).
func OrRows(dst, src []byte) {
	src = src[:len(dst)]
	i := 0
	if p, q := unsafe.SliceData(dst), unsafe.SliceData(src); uintptr(unsafe.Pointer(p))%8 == 0 && uintptr(unsafe.Pointer(q))%8 == 0 {
		n := len(dst) / 8
		d := unsafe.Slice((*uint64)(unsafe.Pointer(p)), n)
		for j, w := range unsafe.Slice((*uint64)(unsafe.Pointer(q)), n) {
			d[j] |= w
		}
		i = 8 * n
	}
	for ; i < len(dst); i++ {
		dst[i] |= src[i]
	}
}

// markFar writes into rows the values of the heaps the moves far (each
// longer than a block) leave from heaps lo..hi−1, heap lo's row (64<<shift
// bytes) first; those values are below 64<<shift. It is a call of its own
// for each block, so that WebAssembly runs most blocks in optimized code
// (see package span).
//
//go:noinline
func markFar(rows *Rows, far []int, g []uint32, lo, hi, shift int) {
	width := 64 << shift
	for _, k := range far {
		if k >= hi {
			break
		}
		from := max(lo, k) // the first heap k can be taken from
		at := (from - lo) << (6 + shift)
		src := g[from-k : hi-k]
		// Four heaps a round (a loop's round trip costs in WebAssembly);
		// the rows are within the block: no bounds check.
		for len(src) >= 4 {
			v0, v1, v2, v3 := src[0], src[1], src[2], src[3]
			rows[(at+int(v0))&(sparseBlockBytes-1)] = 1
			rows[(at+width+int(v1))&(sparseBlockBytes-1)] = 1
			rows[(at+2*width+int(v2))&(sparseBlockBytes-1)] = 1
			rows[(at+3*width+int(v3))&(sparseBlockBytes-1)] = 1
			at += 4 * width
			src = src[4:]
		}
		for _, v := range src {
			rows[(at+int(v))&(sparseBlockBytes-1)] = 1
			at += width
		}
	}
}

// valueBlock values heaps lo..hi−1 of g, whose rows (64<<shift bytes a
// heap, heap lo's first) hold their far options, with the near moves: it
// returns the first heap it did not value (hi when it valued all: else
// the first whose value needs wider rows) and the largest value it wrote.
//
//go:noinline
func valueBlock(rows *Rows, near []int, g []uint32, lo, hi, shift int) (next int, top uint32) {
	for x := lo; x < hi; x++ {
		row := rows[(x-lo)<<(6+shift) : (x-lo+1)<<(6+shift)]
		for _, k := range near {
			if k > x {
				break
			}
			row[g[x-k]] = 1
		}
		v, ok := firstZero(row)
		if !ok { // the value needs wider rows
			return x, top
		}
		g[x], top = v, max(top, v)
	}
	return hi, top
}

// firstZero returns the first byte of row (a whole number of words from
// an address that is a multiple of 8, of bytes 0 or 1) that is 0; ok is
// false when none is. It reads a word at a time, lowest address in the
// lowest byte (little-endian: WebAssembly, amd64, arm64).
func firstZero(row []byte) (v uint32, ok bool) {
	for i := 0; i+8 <= len(row); i += 8 {
		if y := *(*uint64)(unsafe.Pointer(&row[i])) ^ 0x0101010101010101; y != 0 {
			return uint32(i + bits.TrailingZeros64(y)/8), true
		}
	}
	return 0, false
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
		if x%sparseAnyEvery == 0 {
			progress(x, len(g))
		}
	}
}
