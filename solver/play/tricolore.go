package play

import (
	"fmt"
	"iter"
	"slices"
	"strconv"
	"strings"

	"nimber/solver/table"
	"nimber/solver/tricolore"
)

// MaxRows is the most rows on the tricolore board; the other limits are
// the game's (package tricolore).
const MaxRows = 20

// triSrch bounds the exact search: only boards whose gaps hold at most
// this many cells in all.
const triSrch = 24

// Piece names what a tricolore move shifts.
type Piece uint8

// The pieces a move shifts: Alice moves Blue or BlueWhite right, Bob moves
// Red or WhiteRed left.
const (
	Blue Piece = iota
	BlueWhite
	Red
	WhiteRed
)

var pieceNames = [...]string{"blue", "blue and white", "red", "white and red"}

func (pc Piece) String() string { return pieceNames[pc] }

// Tricolore is a position of Codeforces 1091H: rows of a blue, a white and a
// red piece at columns b < w < r, the forbidden shift f, and who moves.
//
// Text: "f:b,w,r;b,w,r;..." then "/bob" when Bob is to move, e.g.
// "6:0,3,9;1,5,8/bob".
type Tricolore struct {
	F    int
	Rows [][3]int
	Bob  bool // Bob is to move (else Alice)
}

// TriMove is a tricolore move: shift Piece of row Row (0-based) by K, right
// for Alice's pieces and left for Bob's.
type TriMove struct {
	Row   int
	Piece Piece
	K     int
}

// ParseTricolore reads a tricolore position.
func ParseTricolore(text string) (*Tricolore, error) {
	sc := &scanner{s: text}
	f, err := sc.header("f", 2, tricolore.MaxF)
	if err != nil {
		return nil, err
	}
	p := &Tricolore{F: f}
	for !sc.atEnd() && !sc.peek('/') {
		if len(p.Rows) > 0 {
			if err := sc.expect(';'); err != nil {
				return nil, err
			}
		}
		vs, at, err := sc.list("coordinate", -tricolore.MaxCoord, tricolore.MaxCoord, 3, ';')
		if err != nil {
			return nil, err
		}
		if len(vs) != 3 {
			return nil, sc.errorf(sc.pos, "a row needs three columns b,w,r, found %d", len(vs))
		}
		if vs[0] >= vs[1] || vs[1] >= vs[2] {
			return nil, sc.errorf(at[0], "b < w < r does not hold (%d %d %d)", vs[0], vs[1], vs[2])
		}
		if len(p.Rows) == MaxRows {
			return nil, sc.errorf(at[0], "more than %d rows", MaxRows)
		}
		p.Rows = append(p.Rows, [3]int{int(vs[0]), int(vs[1]), int(vs[2])})
	}
	if sc.accept('/') {
		sc.skip()
		switch {
		case strings.HasPrefix(text[sc.pos:], "bob"):
			p.Bob = true
			sc.pos += 3
		case strings.HasPrefix(text[sc.pos:], "alice"):
			sc.pos += 5
		default:
			return nil, sc.errorf(sc.pos, "expected alice or bob, found %s", sc.found())
		}
	}
	return p, sc.end()
}

// String returns the canonical text form.
func (p *Tricolore) String() string {
	s := strconv.Itoa(p.F) + ":" + join(p.Rows, ";", func(r [3]int) string { return join(r[:], ",", strconv.Itoa) })
	if p.Bob {
		s += "/bob"
	}
	return s
}

// Player returns the name of the player to move.
func (p *Tricolore) Player() string {
	if p.Bob {
		return "Bob"
	}
	return "Alice"
}

// isShift reports whether k is an allowed shift.
func (p *Tricolore) isShift(k int) bool {
	return tricolore.Shifts().Allowed(k, p.F)
}

// gapOf returns which gap of its row a move of pc shrinks (an index of
// tricolore.Gaps): 0 the left gap w−b−1 (moving blue, or white and red), 1
// the right gap r−w−1.
func gapOf(pc Piece) int {
	if pc == Blue || pc == WhiteRed {
		return 0
	}
	return 1
}

// Play returns the position after m, or an error saying why m is illegal.
func (p *Tricolore) Play(m TriMove) (*Tricolore, error) {
	if m.Row < 0 || m.Row >= len(p.Rows) {
		return nil, illegal("there is no row %d", m.Row+1)
	}
	if m.Piece > WhiteRed {
		return nil, illegal("unknown piece")
	}
	if bob := m.Piece >= Red; bob != p.Bob {
		return nil, illegal("%s moves %s, or %s; not %s", p.Player(), p.own(0), p.own(1), m.Piece)
	}
	if !p.isShift(m.K) {
		if m.K == p.F {
			return nil, illegal("shifting by f = %d is forbidden", p.F)
		}
		return nil, illegal("%d is not a prime or a product of two primes", m.K)
	}
	row := p.Rows[m.Row]
	if g := tricolore.Gaps(row)[gapOf(m.Piece)]; m.K > g {
		return nil, illegal("row %d: %s cannot move %d, only %d free cells", m.Row+1, m.Piece, m.K, g)
	}
	switch m.Piece {
	case Blue:
		row[0] += m.K
	case BlueWhite:
		row[0] += m.K
		row[1] += m.K
	case Red:
		row[2] -= m.K
	case WhiteRed:
		row[1] -= m.K
		row[2] -= m.K
	}
	q := &Tricolore{F: p.F, Rows: append([][3]int(nil), p.Rows...), Bob: !p.Bob}
	q.Rows[m.Row] = row
	return q, nil
}

// own returns the player to move's piece that shrinks gap i.
func (p *Tricolore) own(i int) Piece {
	if p.Bob {
		return [2]Piece{WhiteRed, Red}[i]
	}
	return [2]Piece{Blue, BlueWhite}[i]
}

// Describe returns a move in the board's words: "row 3: move blue right by 4".
func (p *Tricolore) Describe(m TriMove) string {
	dir := "right"
	if m.Piece >= Red {
		dir = "left"
	}
	return fmt.Sprintf("row %d: move %s %s by %d", m.Row+1, m.Piece, dir, m.K)
}

// Over reports whether the player to move has no move (and so loses).
func (p *Tricolore) Over() bool {
	for _, r := range p.Rows {
		for _, g := range tricolore.Gaps(r) {
			for k := 2; k <= min(g, 3); k++ {
				if p.isShift(k) {
					return false
				}
			}
		}
	}
	return true
}

// Moves lists every legal move.
func (p *Tricolore) Moves() []TriMove { return slices.Collect(p.AllMoves()) }

// AllMoves yields every legal move, row by row, the left gap first, the
// shortest shift first.
func (p *Tricolore) AllMoves() iter.Seq[TriMove] {
	return func(yield func(TriMove) bool) {
		for i, r := range p.Rows {
			for j, g := range tricolore.Gaps(r) {
				for k := 2; k <= g; k++ {
					if p.isShift(k) && !yield(TriMove{i, p.own(j), k}) {
						return
					}
				}
			}
		}
	}
}

// Tables lists the table Analyze needs: the Grundy values of the gaps with
// f forbidden (the table the tricolore contest problem uses too).
func (p *Tricolore) Tables() []table.Table {
	return []table.Table{tricolore.Table(p.F)}
}

// Analyze analyses the position; data holds the bytes of Tables().
//
// Both players shrink one of the two gaps of a row by an allowed shift, so
// the game is impartial: a sum of subtraction games on the gaps, won by the
// player to move exactly when the gaps' Grundy values xor to a non-zero nim
// value, whoever that player is. The Value says so for both first players.
// A winning move shrinks a gap to one whose value is its own xor the nim
// value. With no winning move, the longest-lasting move is exact when the
// gaps add up to at most 24; else it is the smallest shift (ties: the first
// row, the left gap).
func (p *Tricolore) Analyze(data [][]byte) (*Analysis[TriMove], error) {
	if len(data) != 1 || len(data[0]) != 4*(tricolore.MaxGap+1) {
		return nil, fmt.Errorf("play: tricolore needs the table %s", p.Tables()[0].Key)
	}
	g := table.BytesUint32(data[0])
	x := uint32(0)
	total := 0
	for _, r := range p.Rows {
		for _, h := range tricolore.Gaps(r) {
			x ^= g[h]
			total += h
		}
	}
	a := &Analysis[TriMove]{Over: p.Over(), Wins: x != 0}
	first, second := "Alice", "Bob"
	if x == 0 {
		first, second = second, first
	}
	a.Value = fmt.Sprintf("nim value %d (Alice first: %s wins; Bob first: %s wins)", x, first, second)
	if x != 0 {
		for i, r := range p.Rows {
			for j, h := range tricolore.Gaps(r) {
				t := g[h] ^ x
				tricolore.Shifts().Moves(func(k int) bool {
					if k > h {
						return false
					}
					if g[h-k] == t && k != p.F {
						a.add(TriMove{i, p.own(j), k})
					}
					return true
				})
			}
		}
	}
	var s *search[string, *Tricolore, TriMove]
	if total <= triSrch {
		s = newSearch(triKey, (*Tricolore).Moves, (*Tricolore).Play)
	}
	finish(a, s, p, p.shortest)
	return a, nil
}

// shortest returns the legal move with the smallest shift (ties: the first
// row, the left gap); the game must not be over.
func (p *Tricolore) shortest() TriMove {
	for k := 2; ; k++ {
		if !p.isShift(k) {
			continue
		}
		for i, r := range p.Rows {
			for j, g := range tricolore.Gaps(r) {
				if g >= k {
					return TriMove{i, p.own(j), k}
				}
			}
		}
	}
}

// triKey is the sorted multiset of gaps: nothing else matters.
func triKey(p *Tricolore) string {
	var gs []int
	for _, r := range p.Rows {
		g := tricolore.Gaps(r)
		gs = append(gs, g[0], g[1])
	}
	return heapsKey(&Heaps{Heaps: gs})
}
