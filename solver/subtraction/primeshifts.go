package subtraction

import (
	"fmt"

	"github.com/bits-and-blooms/bitset"

	"nimber/solver/sieve"
	"nimber/solver/table"
)

// PrimeShifts is the subtraction game whose moves are the primes and the
// products of two primes (4, 6, 9, ...), with one move that may be
// forbidden: the game on each gap of a row in Codeforces 1091H "New Year
// and the Tricolore Recreation". It is built for heaps up to a bound, the
// largest heap its users meet; a move beyond the bound never applies.
type PrimeShifts struct {
	n     int
	moves *bitset.BitSet // the primes and semiprimes up to n
}

// NewPrimeShifts returns the game for heaps up to n.
func NewPrimeShifts(n int) *PrimeShifts {
	moves := sieve.Primes(n)
	moves.InPlaceUnion(sieve.Semiprimes(n))
	return &PrimeShifts{n: n, moves: moves}
}

// Moves returns the moves up to the bound in increasing order, calling
// yield for each until it returns false.
func (s *PrimeShifts) Moves(yield func(k int) bool) {
	for k, ok := s.moves.NextSet(0); ok; k, ok = s.moves.NextSet(k + 1) {
		if !yield(int(k)) {
			return
		}
	}
}

// Allowed reports whether k, at most the bound, is a move when forbidden
// may not be played.
func (s *PrimeShifts) Allowed(k, forbidden int) bool {
	return k >= 0 && k <= s.n && k != forbidden && s.moves.Test(uint(k))
}

// Table is the cacheable table of the Grundy values of heaps 0..n with the
// move forbidden not allowed, as 32-bit little-endian words. A forbidden
// value that is no move within the bound changes nothing, so all such share
// one table.
func (s *PrimeShifts) Table(forbidden int) table.Table {
	if !s.Allowed(forbidden, -1) {
		return table.Table{
			Key:   fmt.Sprintf("prime-shifts/v1/n=%d/all", s.n),
			Build: s.build(s.moves),
		}
	}
	return table.Table{
		Key:   fmt.Sprintf("prime-shifts/v1/n=%d/without=%d", s.n, forbidden),
		Build: s.build(s.moves.Clone().Clear(uint(forbidden))),
	}
}

func (s *PrimeShifts) build(moves *bitset.BitSet) func(table.Progress) []byte {
	return func(progress table.Progress) []byte {
		return table.Uint32Bytes(Values(moves, s.n, progress))
	}
}
