package blocks

import (
	"fmt"

	"nimber/solver/contest"
)

// FlipTable is the cacheable table of the flip game on n cells: the bytes of
// NewFlip(n), which LoadFlip reads back.
func FlipTable(n int) contest.Table {
	return contest.Table{
		Key: fmt.Sprintf("flip/v1/N=%d", n),
		Build: func(progress contest.Progress) []byte {
			return NewFlip(n, progress).Bytes()
		},
	}
}
