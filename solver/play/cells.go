package play

import (
	"fmt"
	"iter"
	"slices"
	"strconv"
	"strings"

	"nimber/solver/blocks"
	"nimber/solver/table"
)

// Limits of the arraygame board.
const (
	MaxCellsN = blocks.ArrayGameN // N
	MaxWhite  = 1000              // white cells (a move leaving more is refused)
	cellsSrch = 12                // exact search only for N up to this
)

// Cells is a position of Luogu P3179 "Array Game": cells 1..N, the white
// ones listed. A move picks a white cell x and 1 ≤ k ≤ ⌊N/x⌋ and flips the
// colours of x, 2x, ..., kx.
//
// Text: "N:" then the white cells, e.g. "10:1,6" (in any order; printed
// sorted).
type Cells struct {
	N     int
	White []int // sorted
}

// CellMove flips the cells X, 2X, ..., KX.
type CellMove struct {
	X, K int
}

// ParseCells reads an arraygame position.
func ParseCells(text string) (*Cells, error) {
	sc := &scanner{s: text}
	n, err := sc.header("N", 1, MaxCellsN)
	if err != nil {
		return nil, err
	}
	vs, at, err := sc.list("white cell", 1, int64(n), MaxWhite, 0)
	if err != nil {
		return nil, err
	}
	if err := sc.end(); err != nil {
		return nil, err
	}
	p := &Cells{N: n}
	seen := map[int64]bool{}
	for i, v := range vs {
		if seen[v] {
			return nil, sc.errorf(at[i], "cell %d is listed twice", v)
		}
		seen[v] = true
		p.White = append(p.White, int(v))
	}
	slices.Sort(p.White)
	return p, nil
}

// String returns the canonical text form.
func (p *Cells) String() string {
	return strconv.Itoa(p.N) + ":" + join(p.White, ",", strconv.Itoa)
}

// Describe returns a move in the board's words: "cell 6 with k = 2 (flips
// 6, 12)".
func (p *Cells) Describe(m CellMove) string {
	var flips string
	switch m.K {
	case 1:
		flips = strconv.Itoa(m.X)
	case 2, 3:
		parts := make([]string, m.K)
		for j := range parts {
			parts[j] = strconv.Itoa((j + 1) * m.X)
		}
		flips = strings.Join(parts, ", ")
	default:
		flips = fmt.Sprintf("%d, %d, …, %d", m.X, 2*m.X, m.K*m.X)
	}
	return fmt.Sprintf("cell %d with k = %d (flips %s)", m.X, m.K, flips)
}

// Play returns the position after m, or an error saying why m is illegal.
func (p *Cells) Play(m CellMove) (*Cells, error) {
	if _, ok := slices.BinarySearch(p.White, m.X); !ok {
		return nil, illegal("cell %d is not white", m.X)
	}
	if m.K < 1 || m.K > p.N/m.X {
		return nil, illegal("k = %d is out of range [1, %d] for cell %d", m.K, p.N/m.X, m.X)
	}
	if m.K-len(p.White) > MaxWhite {
		return nil, illegal("the move leaves at least %d white cells; the board holds at most %d", m.K-len(p.White), MaxWhite)
	}
	// The symmetric difference of the white cells and x, 2x, ..., kx, both
	// sorted.
	q := &Cells{N: p.N, White: make([]int, 0, len(p.White)+m.K)}
	i := 0
	for j := 1; j <= m.K; j++ {
		c := j * m.X
		for i < len(p.White) && p.White[i] < c {
			q.White = append(q.White, p.White[i])
			i++
		}
		if i < len(p.White) && p.White[i] == c {
			i++
		} else {
			q.White = append(q.White, c)
		}
	}
	q.White = append(q.White, p.White[i:]...)
	if len(q.White) > MaxWhite {
		return nil, illegal("the move leaves %d white cells; the board holds at most %d", len(q.White), MaxWhite)
	}
	return q, nil
}

// Moves lists every legal move (⌊N/x⌋ of them for each white x).
func (p *Cells) Moves() []CellMove { return slices.Collect(p.AllMoves()) }

// AllMoves yields every legal move, by white cell x then k.
func (p *Cells) AllMoves() iter.Seq[CellMove] {
	return func(yield func(CellMove) bool) {
		for _, x := range p.White {
			for k := 1; k <= p.N/x; k++ {
				if !yield(CellMove{x, k}) {
					return
				}
			}
		}
	}
}

// Over reports whether the player to move has no move (no white cell) and
// so loses.
func (p *Cells) Over() bool { return len(p.White) == 0 }

// Tables lists the table Analyze needs: the cell values for N (the table
// the arraygame contest problem uses too).
func (p *Cells) Tables() []table.Table {
	return []table.Table{blocks.FlipTable(p.N)}
}

// Analyze analyses the position; data holds the bytes of Tables().
//
// A position is the sum of its white cells, each worth blocks.Flip's value.
// The move (x, k) changes the nim value by the xor P_k of the values of x,
// 2x, ..., kx, so it wins when P_k equals the nim value. The value of jx
// depends only on ⌊⌊N/x⌋/j⌋, constant on blocks of j, within which P_k
// alternates between two values: the winning k are found block by block,
// about 2√(N/x) blocks for cell x. The winning moves are listed by the
// number of cells they flip, then by cell. With no winning move, the
// longest-lasting move is exact for N ≤ 12; else it is k = 1 on the
// largest white cell (flipping the fewest cells, and the one whose own
// moves are fewest).
func (p *Cells) Analyze(data [][]byte) (*Analysis[CellMove], error) {
	if len(data) != 1 {
		return nil, fmt.Errorf("play: arraygame needs the table %s", p.Tables()[0].Key)
	}
	f, err := blocks.LoadFlip(p.N, data[0])
	if err != nil {
		return nil, err
	}
	x := 0
	for _, w := range p.White {
		x ^= f.Cell(w)
	}
	a := &Analysis[CellMove]{Over: p.Over(), Wins: x != 0, Value: valueText("nim value", uint64(x))}
	if x != 0 {
		for _, w := range p.White {
			p.winningK(f, w, x, a)
		}
		// Fewest flips first, so that Reply keeps the board small.
		slices.SortStableFunc(a.Winning, func(m, n CellMove) int { return m.K - n.K })
	}
	var s *search[string, *Cells, CellMove]
	if p.N <= cellsSrch {
		s = newSearch((*Cells).String, (*Cells).Moves, (*Cells).Play)
	}
	finish(a, s, p, func() CellMove { return CellMove{p.White[len(p.White)-1], 1} })
	return a, nil
}

// winningK adds the winning moves of white cell w to a, for nim value x.
func (p *Cells) winningK(f *blocks.Flip, w, x int, a *Analysis[CellMove]) {
	m := p.N / w
	prefix := 0
	for j := 1; j <= m; {
		q := m / j
		end := m / q // the block of j with ⌊m/j⌋ = q
		v := f.Cell(j * w)
		switch {
		case v == 0 && prefix == x:
			p.addKs(a, w, j, end, 1)
		case v != 0:
			// P_k is prefix^v for k = j, j+2, ... and prefix for j+1, j+3, ...
			first := j
			if prefix^v != x {
				first = j + 1
			}
			if prefix^v == x || prefix == x {
				p.addKs(a, w, first, end, 2)
			}
			if (end-j+1)%2 == 1 {
				prefix ^= v
			}
		}
		j = end + 1
	}
}

// addKs adds the moves (w, k) for k = from, from+step, ... ≤ to, listing
// them while fewer than MaxListed are listed.
func (p *Cells) addKs(a *Analysis[CellMove], w, from, to, step int) {
	if from > to {
		return
	}
	a.Count += uint64((to-from)/step + 1)
	for k := from; k <= to && len(a.Winning) < MaxListed; k += step {
		a.Winning = append(a.Winning, CellMove{w, k})
	}
}
