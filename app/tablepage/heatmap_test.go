package tablepage

import "testing"

// TestFoldWidth: the default row width is the period (a short one
// repeated to 8 cells or more), 64 without one, and for a table of fewer
// than 64 cells without a period a block about as wide as it is tall.
func TestFoldWidth(t *testing.T) {
	for _, c := range []struct{ length, cells, want int }{
		{34, 1001, 34},
		{3, 1001, 9},
		{0, 1001, 64},
		{5000, 100000, 64},
		{0, 64, 64},
		{0, 41, 8},   // 8 × 6
		{0, 63, 8},   // 8 × 8
		{0, 11, 8},   // 8 × 2
		{0, 1, 8},    // one cell
		{12, 41, 12}, // a period keeps its columns
	} {
		if got := foldWidth(c.length, c.cells); got != c.want {
			t.Errorf("foldWidth(%d, %d) = %d, want %d", c.length, c.cells, got, c.want)
		}
	}
}
