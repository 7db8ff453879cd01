package tricolore

import "testing"

func TestGaps(t *testing.T) {
	if g := Gaps([3]int{0, 3, 9}); g != [2]int{2, 5} {
		t.Errorf("Gaps(0 3 9) = %v, want [2 5]", g)
	}
	// The widest rows reach MaxGap on either side, and no further.
	left := Gaps([3]int{-MaxCoord, MaxCoord - 1, MaxCoord})
	right := Gaps([3]int{-MaxCoord, -MaxCoord + 1, MaxCoord})
	if left[0] != MaxGap || right[1] != MaxGap {
		t.Errorf("widest rows have gaps %v and %v, want %d", left, right, MaxGap)
	}
	if tab := Table(MaxF); tab.Key != Table(1).Key {
		t.Errorf("f = %d is no shift within the gaps, yet has its own table %s", MaxF, tab.Key)
	}
}
