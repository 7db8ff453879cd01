package play

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"nimber/solver/blocks"
)

// cellsBrute plays arraygame on a bitmask of cells (bit x: cell x white),
// by the statement.
type cellsBrute struct {
	n int
}

func (b *cellsBrute) next(white uint32) []uint32 {
	var out []uint32
	for x := 1; x <= b.n; x++ {
		if white>>x&1 == 0 {
			continue
		}
		w := white
		for k := 1; k*x <= b.n; k++ {
			w ^= 1 << (k * x)
			out = append(out, w)
		}
	}
	return out
}

func cellsMask(p *Cells) uint32 {
	var m uint32
	for _, x := range p.White {
		m |= 1 << x
	}
	return m
}

func cellsData(n int) [][]byte {
	return [][]byte{(&Cells{N: n}).Tables()[0].Build(nil)}
}

func TestCellsAgainstSearch(t *testing.T) {
	r := rand.New(rand.NewPCG(15, 16))
	for n := 1; n <= 12; n++ {
		b := &cellsBrute{n: n}
		game := &solved[uint32]{next: b.next, memo: map[uint32]bool{}}
		data := cellsData(n)
		cb := boardOf[*Cells, CellMove](data)
		for range 30 {
			p := &Cells{N: n}
			for x := 1; x <= n; x++ {
				if r.IntN(3) == 0 {
					p.White = append(p.White, x)
				}
			}
			roundTrip(t, p, ParseCells)
			checkBoard(t, cb, p, cellsMask, b.next(cellsMask(p)), game.wins, n <= 7)
		}
	}
}

// TestCellsBlocks checks the block-by-block winning moves on a larger N
// against a walk over every k.
func TestCellsBlocks(t *testing.T) {
	r := rand.New(rand.NewPCG(17, 18))
	for _, n := range []int{1000, 4099} {
		data := cellsData(n)
		f, err := blocks.LoadFlip(n, data[0])
		if err != nil {
			t.Fatal(err)
		}
		for range 30 {
			p := &Cells{N: n, White: []int{1 + r.IntN(5), 6 + r.IntN(20), 30 + r.IntN(n-30)}}
			a, err := p.Analyze(data)
			if err != nil {
				t.Fatal(err)
			}
			x := 0
			for _, w := range p.White {
				x ^= f.Cell(w)
			}
			var want []CellMove
			for _, w := range p.White {
				prefix := 0
				for k := 1; k*w <= n; k++ {
					prefix ^= f.Cell(k * w)
					if x != 0 && prefix == x {
						want = append(want, CellMove{w, k})
					}
				}
			}
			slices.SortStableFunc(want, func(m, n CellMove) int { return m.K - n.K })
			if a.Count != uint64(len(want)) || fmt.Sprint(a.Winning) != fmt.Sprint(want[:min(len(want), MaxListed)]) {
				t.Fatalf("%s: %d winning moves, want %d", p, a.Count, len(want))
			}
		}
	}
}

func TestCellsIllegal(t *testing.T) {
	p, _ := ParseCells("10:3")
	refused(t, p, (*Cells).Play, map[CellMove]string{
		{4, 1}: "illegal move: cell 4 is not white",
		{3, 4}: "illegal move: k = 4 is out of range [1, 3] for cell 3",
	})
	big, _ := ParseCells("1000000000:1")
	refused(t, big, (*Cells).Play, map[CellMove]string{
		{1, 1000000000}: "illegal move: the move leaves at least 999999999 white cells; the board holds at most 1000",
		{1, 1002}:       "illegal move: the move leaves at least 1001 white cells; the board holds at most 1000",
	})
	if got := p.Describe(CellMove{6, 2}); got != "cell 6 with k = 2 (flips 6, 12)" {
		t.Error(got)
	}
}

func FuzzParseCells(f *testing.F) { fuzzText(f, ParseCells, "10:1,6", "3:", "1000000000:5") }
