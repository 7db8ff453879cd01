package tokensplit

import (
	"slices"
	"testing"
)

func TestValues(t *testing.T) {
	// By hand from the last bottle back: 0; mex{0} = 1; mex{0, 1} = 2;
	// the xors of two of 0, 1, 2 give 0..3, so 4; of 0, 1, 2, 4 give 0..6,
	// so 7; of 0, 1, 2, 4, 7 give 0..7, so 8.
	if got, want := Values(6), []uint32{8, 7, 4, 2, 1, 0}; !slices.Equal(got, want) {
		t.Errorf("Values(6) = %v, want %v", got, want)
	}
	if got := Values(1); !slices.Equal(got, []uint32{0}) {
		t.Errorf("Values(1) = %v, want [0]", got)
	}
	// A position's last n values are those of n bottles.
	long := Values(40)
	if !slices.Equal(long[19:], Values(21)) {
		t.Errorf("Values(40) does not end with Values(21)")
	}
}

func TestWinningMoves(t *testing.T) {
	// Values 4, 2, 1, 0; beans in bottles 0 and 2 are worth 4 ⊕ 1 = 5, and
	// only 0 -> 2, 3 changes the value by 4 ⊕ 1 ⊕ 0 = 5.
	beans := []int{1, 0, 1, 5000}
	if got, want := WinningMoves(Values(4), beans), []Move{{0, 2, 3}}; !slices.Equal(got, want) {
		t.Errorf("WinningMoves(%v) = %v, want %v", beans, got, want)
	}
	if got := WinningMoves(Values(3), []int{0, 0, 1}); len(got) != 0 {
		t.Errorf("no bean can move, yet winning moves %v", got)
	}
}
