package games

import (
	"iter"

	"github.com/bits-and-blooms/bitset"

	"nimber/solver/intmath"
	"nimber/solver/sieve"
)

// Rules is a game made ready to list the options of heaps 0..n.
type Rules struct {
	g     Game
	n     int
	moves *bitset.BitSet // subtraction: the moves up to n
	buf   [3]int
}

// Rules prepares g for heaps up to n.
func (g Game) Rules(n int) *Rules {
	r := &Rules{g: g, n: n}
	if g.Family == Subtraction {
		r.moves = g.set.upTo(n)
	}
	return r
}

// upTo returns the members of s up to n.
func (s moveSet) upTo(n int) *bitset.BitSet {
	set := bitset.New(uint(n + 1))
	if s.named&setAll != 0 {
		set.FlipRange(1, uint(n+1))
	}
	if s.named&setPrimes != 0 {
		set.InPlaceUnion(sieve.Primes(n))
	}
	if s.named&setSemiprimes != 0 {
		set.InPlaceUnion(sieve.Semiprimes(n))
	}
	for _, k := range s.nums {
		if k <= n {
			set.Set(uint(k))
		}
	}
	for _, k := range s.excl {
		if k <= n {
			set.Clear(uint(k))
		}
	}
	return set
}

// Options yields the options of heap x (x ≤ n): each the heaps a move
// leaves, in a slice reused between options. A move that leaves no heap
// yields [0], the empty heap. For flip:N the heaps are the cells a move turns
// white (a move that flips only x yields [0]).
func (r *Rules) Options(x int) iter.Seq[[]int] {
	return func(yield func([]int) bool) {
		b := r.buf[:]
		switch r.g.Family {
		case Code:
			r.codeOptions(x, yield)
		case Subtraction:
			for k, ok := r.moves.NextSet(1); ok && int(k) <= x; k, ok = r.moves.NextSet(k + 1) {
				b[0] = x - int(k)
				if !yield(b[:1]) {
					return
				}
			}
		case Coprime:
			for z := x - 1; z >= 0; z-- {
				if intmath.GCD(x, z) == 1 {
					b[0] = z
					if !yield(b[:1]) {
						return
					}
				}
			}
		case Half, Mod17:
			lo, hi := r.window()(x)
			for z := lo; z <= hi; z++ {
				b[0] = z
				if !yield(b[:1]) {
					return
				}
			}
		case Split:
			for a := 1; 2*a <= x; a++ {
				b[0], b[1] = a, x-a
				if !yield(b[:2]) {
					return
				}
			}
		case Flip:
			cells := []int{0}
			if !yield(cells) {
				return
			}
			cells = cells[:0]
			for m := 2 * x; m <= r.g.n; m += x {
				cells = append(cells, m)
				if !yield(cells) {
					return
				}
			}
		}
	}
}

func (r *Rules) codeOptions(x int, yield func([]int) bool) {
	b := r.buf[:]
	c := r.g.code
	for k := 0; k <= min(x, c.MaxTake()); k++ {
		d, s := c.Digit(k), x-k
		if d&1 != 0 && s == 0 {
			b[0] = 0
			if !yield(b[:1]) {
				return
			}
		}
		if d&2 != 0 && s > 0 && k > 0 {
			b[0] = s
			if !yield(b[:1]) {
				return
			}
		}
		if d&4 != 0 {
			for a := 1; 2*a <= s; a++ {
				b[0], b[1] = a, s-a
				if !yield(b[:2]) {
					return
				}
			}
		}
		if d&8 != 0 {
			for a := 1; 3*a <= s; a++ {
				for m := a; a+2*m <= s; m++ {
					b[0], b[1], b[2] = a, m, s-a-m
					if !yield(b[:3]) {
						return
					}
				}
			}
		}
	}
}

// HasMove reports whether heap x has an option.
func (r *Rules) HasMove(x int) bool {
	for range r.Options(x) {
		return true
	}
	return false
}
