package play

import (
	"fmt"
	"iter"
	"slices"
	"strconv"

	"nimber/solver/rectcut"
	"nimber/solver/table"
)

// Limits of the cutting board.
const (
	MaxSide   = rectcut.CuttingSide // a piece's width and height
	MaxArea   = 40000               // squares on the board, in all pieces (a cut keeps them)
	cutSearch = 40                  // exact search only with at most this many squares
)

// Paper is a position of Luogu P10501 / POJ 2311 "Cutting Game": pieces of
// paper of W×H squares. A move cuts one piece in two along a grid line, and
// whoever cuts out a 1×1 piece wins at once: a position holding a 1×1 piece
// is over, lost by the player to move (as is a board with no paper).
//
// Text: the pieces as "WxH", in board order, e.g. "3x2,4x2".
type Paper struct {
	Pieces [][2]int // width and height of each piece
}

// CutMove cuts piece Piece (0-based) along the grid line At squares from
// its left edge (Vertical) or from its top. The piece is replaced, in
// place, by the part left of (above) the line, then the rest.
type CutMove struct {
	Piece    int
	Vertical bool
	At       int
}

// ParsePaper reads a cutting position.
func ParsePaper(text string) (*Paper, error) {
	sc := &scanner{s: text}
	p := &Paper{}
	area := 0
	for !sc.atEnd() {
		if len(p.Pieces) > 0 {
			if err := sc.expect(','); err != nil {
				return nil, err
			}
		}
		w, at, err := sc.int("width", 1, MaxSide)
		if err != nil {
			return nil, err
		}
		if err := sc.expect('x'); err != nil {
			return nil, err
		}
		h, _, err := sc.int("height", 1, MaxSide)
		if err != nil {
			return nil, err
		}
		if area += int(w * h); area > MaxArea {
			return nil, sc.errorf(at, "the pieces hold more than %d squares", MaxArea)
		}
		p.Pieces = append(p.Pieces, [2]int{int(w), int(h)})
	}
	return p, nil
}

// String returns the canonical text form.
func (p *Paper) String() string {
	return join(p.Pieces, ",", func(s [2]int) string { return size(s, "x") })
}

// size writes a piece as "3x2" (or "3×2" with by = "×").
func size(s [2]int, by string) string {
	return strconv.Itoa(s[0]) + by + strconv.Itoa(s[1])
}

// cutOut reports whether some piece is 1×1: the game is over.
func (p *Paper) cutOut() bool {
	for _, s := range p.Pieces {
		if s == [2]int{1, 1} {
			return true
		}
	}
	return false
}

// strip reports whether some piece is one square wide (and not 1×1): the
// player to move can cut out a 1×1 piece.
func (p *Paper) strip() bool {
	for _, s := range p.Pieces {
		if min(s[0], s[1]) == 1 && s != [2]int{1, 1} {
			return true
		}
	}
	return false
}

// Over reports whether the player to move has lost: a 1×1 piece has been
// cut out, or there is no paper.
func (p *Paper) Over() bool { return len(p.Pieces) == 0 || p.cutOut() }

// parts returns the two pieces m leaves; the move must be legal.
func (p *Paper) parts(m CutMove) (a, b [2]int) {
	s := p.Pieces[m.Piece]
	if m.Vertical {
		return [2]int{m.At, s[1]}, [2]int{s[0] - m.At, s[1]}
	}
	return [2]int{s[0], m.At}, [2]int{s[0], s[1] - m.At}
}

// check returns an error saying why m is illegal, or nil.
func (p *Paper) check(m CutMove) error {
	switch {
	case p.cutOut():
		return illegal("the game is over: a 1×1 piece has been cut out")
	case m.Piece < 0 || m.Piece >= len(p.Pieces):
		return illegal("there is no piece %d", m.Piece+1)
	}
	s := p.Pieces[m.Piece]
	side, dir := s[1], "horizontal"
	if m.Vertical {
		side, dir = s[0], "vertical"
	}
	switch {
	case side == 1:
		return illegal("piece %d (%s) is one square across: no %s cut", m.Piece+1, size(s, "×"), dir)
	case m.At < 1 || m.At >= side:
		return illegal("piece %d (%s): a %s cut is at 1 to %d, not %d", m.Piece+1, size(s, "×"), dir, side-1, m.At)
	}
	return nil
}

// Play returns the position after m, or an error saying why m is illegal.
func (p *Paper) Play(m CutMove) (*Paper, error) {
	if err := p.check(m); err != nil {
		return nil, err
	}
	a, b := p.parts(m)
	q := &Paper{Pieces: make([][2]int, 0, len(p.Pieces)+1)}
	q.Pieces = append(append(append(q.Pieces, p.Pieces[:m.Piece]...), a, b), p.Pieces[m.Piece+1:]...)
	return q, nil
}

// Describe returns a move in the board's words: "piece 2 (4×2): cut
// vertically at 1 → 1×2 + 3×2".
func (p *Paper) Describe(m CutMove) string {
	dir := "horizontally"
	if m.Vertical {
		dir = "vertically"
	}
	if p.check(m) != nil {
		return fmt.Sprintf("piece %d: cut %s at %d", m.Piece+1, dir, m.At)
	}
	a, b := p.parts(m)
	return fmt.Sprintf("piece %d (%s): cut %s at %d → %s + %s", m.Piece+1, size(p.Pieces[m.Piece], "×"), dir, m.At, size(a, "×"), size(b, "×"))
}

// cuts calls yield for each cut of piece i with both parts at least least
// squares across: the vertical ones left to right, then the horizontal ones
// top to bottom, until yield returns false.
func (p *Paper) cuts(i, least int, yield func(CutMove) bool) bool {
	for d, vertical := range [2]bool{true, false} {
		for at := least; at <= p.Pieces[i][d]-least; at++ {
			if !yield(CutMove{i, vertical, at}) {
				return false
			}
		}
	}
	return true
}

// Moves lists every legal move (about W+H for each piece).
func (p *Paper) Moves() []CutMove {
	if p.cutOut() {
		return nil
	}
	var ms []CutMove
	for i := range p.Pieces {
		p.cuts(i, 1, func(m CutMove) bool { ms = append(ms, m); return true })
	}
	return ms
}

// AllMoves yields the moves of Moves, which are few.
func (p *Paper) AllMoves() iter.Seq[CutMove] { return slices.Values(p.Moves()) }

// Tables lists the table Analyze needs: the values of the rectangle-cutting
// game with parts at least 2×2, for sides up to MaxSide (the cutting contest
// problem's table).
func (p *Paper) Tables() []table.Table {
	return []table.Table{rectcut.CuttingTable()}
}

// Analyze analyses the position; data holds the bytes of Tables().
//
// With a piece one square wide (not 1×1) on the board, the player to move
// wins at once by cutting a 1×1 piece off it; every other move leaves such
// a piece to the opponent, so the winning moves are exactly the cuts
// making a 1×1 piece. Otherwise every piece is at least 2×2 and a cut one
// square from an edge hands the opponent that win: while another cut
// exists, the players cut only into parts at least 2×2, and with none left
// every move loses. That is the rectangle-cutting game with parts of at
// least 2 (package rectcut) in which who cannot move loses: the player to
// move wins exactly when the pieces' values xor to a non-zero nim value,
// and a winning move cuts a piece into parts whose values xor to its own
// xor the nim value. The winning moves are listed by piece, vertical cuts
// first, left to right (top to bottom).
//
// With no winning move, the longest-lasting move is exact when the pieces
// hold at most 40 squares, or when no piece has a cut into parts at least
// 2×2 (every move then loses at the next move); else it is the first cut
// two squares from an edge.
func (p *Paper) Analyze(data [][]byte) (*Analysis[CutMove], error) {
	const stride = MaxSide + 1
	if len(data) != 1 || len(data[0]) != 4*stride*stride {
		return nil, fmt.Errorf("play: cutting needs the table %s", p.Tables()[0].Key)
	}
	g := table.BytesUint32(data[0])
	value := func(s [2]int) uint32 { return g[s[0]*stride+s[1]] }
	a := &Analysis[CutMove]{Over: p.Over()}
	area, inner := 0, false // inner: some cut into parts at least 2×2
	for _, s := range p.Pieces {
		area += s[0] * s[1]
		inner = inner || max(s[0], s[1]) >= 4 && min(s[0], s[1]) >= 2
	}
	switch {
	case p.cutOut():
		a.Value = "game over: a 1×1 piece has been cut out"
	case a.Over:
		a.Value = "game over: no paper left"
	case p.strip():
		a.Wins, a.Value = true, "remoteness 1: a 1×1 piece can be cut out"
		p.cutOuts(func(m CutMove) bool { a.add(m); return true })
	default:
		x := uint32(0)
		for _, s := range p.Pieces {
			x ^= value(s)
		}
		a.Wins, a.Value = x != 0, valueText("nim value", uint64(x))
		for i, s := range p.Pieces {
			t := value(s) ^ x
			p.cuts(i, 2, func(m CutMove) bool {
				if l, r := p.parts(m); a.Wins && value(l)^value(r) == t {
					a.add(m)
				}
				return a.Wins
			})
		}
	}
	var s *search[string, *Paper, CutMove]
	if area <= cutSearch {
		s = newSearch(paperKey, (*Paper).searchMoves, (*Paper).Play)
	}
	finish(a, s, p, p.gentle)
	switch {
	case a.Over:
	case p.strip():
		a.Remoteness = 1
	case !inner: // every cut leaves a strip to the opponent
		a.Remoteness = 2
	}
	return a, nil
}

// searchMoves lists the moves the search of remoteness needs, those that
// may last longest among the winning moves or among all: with a piece one
// square wide, one cut making a 1×1 piece (which ends the game at once);
// else the cuts into parts at least 2×2, if any (a cut one square from an
// edge loses at the next move, while one of these leaves no strip and so
// lasts at least as long); else one cut (each loses at the next move).
func (p *Paper) searchMoves() []CutMove {
	var ms []CutMove
	switch {
	case p.Over():
	case p.strip():
		p.cutOuts(func(m CutMove) bool { ms = append(ms, m); return false })
	default:
		for i := range p.Pieces {
			p.cuts(i, 2, func(m CutMove) bool { ms = append(ms, m); return true })
		}
		if len(ms) == 0 {
			ms = append(ms, p.gentle())
		}
	}
	return ms
}

// cutOuts calls yield for each cut making a 1×1 piece, by piece, until
// yield returns false.
func (p *Paper) cutOuts(yield func(CutMove) bool) {
	for i, s := range p.Pieces {
		if min(s[0], s[1]) != 1 || s == [2]int{1, 1} {
			continue
		}
		vertical := s[1] == 1
		side := max(s[0], s[1])
		if !yield(CutMove{i, vertical, 1}) || side > 2 && !yield(CutMove{i, vertical, side - 1}) {
			return
		}
	}
}

// gentle returns the first cut two squares from an edge, else the first
// cut (the heuristic longest-lasting move, see Analyze); the game must not
// be over.
func (p *Paper) gentle() CutMove {
	var m CutMove
	for least := 2; least >= 1; least-- {
		for i := range p.Pieces {
			if !p.cuts(i, least, func(c CutMove) bool { m = c; return false }) {
				return m
			}
		}
	}
	panic("play: gentle: no cut")
}

// paperKey is the sorted pieces, each turned to lie wide: nothing else
// matters.
func paperKey(p *Paper) string {
	h := &Heaps{}
	for _, s := range p.Pieces {
		h.Heaps = append(h.Heaps, min(s[0], s[1])*(MaxSide+1)+max(s[0], s[1]))
	}
	return heapsKey(h)
}
