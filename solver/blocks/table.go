package blocks

import (
	"fmt"

	"nimber/solver/table"
)

// ArrayGameN is the most cells of the flip game, as Luogu P3179 [HAOI2015]
// "Array Game" states it (the contest problem and the play board).
const ArrayGameN = 1000000000

// FlipTable is the cacheable table of the flip game on n cells: the bytes of
// NewFlip(n), which LoadFlip reads back.
func FlipTable(n int) table.Table {
	return table.Table{
		Key: fmt.Sprintf("flip/v1/N=%d", n),
		Build: func(progress table.Progress) []byte {
			return NewFlip(n, progress).Bytes()
		},
	}
}
