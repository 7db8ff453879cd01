// Package tricolore defines the game of Codeforces 1091H "New Year and the
// Tricolore Recreation": rows of a blue, a white and a red piece at columns
// b < w < r, shifted by k, a prime or a product of two primes other than
// the forbidden f. Each move of either player shrinks one of a row's two
// gaps by k, so the game is a sum of heaps of one subtraction game
// (subtraction.PrimeShifts). The contest problem (problems/tricolore) and
// the play board (play.Tricolore) both read its limits and table here.
package tricolore

import (
	"sync"

	"nimber/solver/subtraction"
	"nimber/solver/table"
)

// Limits of the game, as the contest states them.
const (
	MaxF     = 200000 // f lies in [2, MaxF]
	MaxCoord = 100000 // columns lie in [−MaxCoord, MaxCoord]
	// MaxGap is the largest gap: w−b−1 and r−w−1 are at most r−b−2.
	MaxGap = 2*MaxCoord - 2
)

// Shifts is the game on one gap, for gaps up to MaxGap; it is built once.
var Shifts = sync.OnceValue(func() *subtraction.PrimeShifts {
	return subtraction.NewPrimeShifts(MaxGap)
})

// Table returns the table of the Grundy values of gaps 0..MaxGap with the
// shift f forbidden (an f that is no move shares the table of no exception).
func Table(f int) table.Table { return Shifts().Table(f) }

// Gaps returns the gaps of a row b < w < r: w−b−1 (shrunk by moving blue,
// or white and red) and r−w−1 (shrunk by moving red, or blue and white).
func Gaps(row [3]int) [2]int { return [2]int{row[1] - row[0] - 1, row[2] - row[1] - 1} }
