package tricolore

import "nimber/solver/contest"

// An input is one board, so the number of cases asked for is its number of
// rows.

// edgeRows are corner rows: no gap, the widest gaps either way round, the
// samples' row, pieces at both ends of the board.
var edgeRows = [][3]int{
	{0, 1, 2}, {-maxCoord, -maxCoord + 1, maxCoord}, {-maxCoord, maxCoord - 1, maxCoord},
	{0, 3, 9}, {maxCoord - 2, maxCoord - 1, maxCoord}, {-maxCoord, -maxCoord + 1, -maxCoord + 2},
	{-3, 0, 3}, {-1, 1, 6},
}

// edgeF are corner values of f: the smallest move, a semiprime, a number
// that is no move, the largest.
var edgeF = []int{2, 3, 4, 6, 8, maxF}

// generate writes a tricolore input.
func generate(g *contest.Gen) []byte {
	var in []byte
	switch g.Kind {
	case contest.Max:
		n := g.Count(0, maxRows)
		in = contest.Line(in, n, maxF)
		for i := range n {
			r := row(g, 2*maxCoord)
			if i == 0 {
				r = [3]int{-maxCoord, g.Int(1-maxCoord, maxCoord-1), maxCoord}
			}
			in = contest.Line(in, r[:]...)
		}
	case contest.Edge:
		rows := contest.EdgeCases(g, edgeRows, maxRows)
		in = contest.Line(in, len(rows), g.Pick(edgeF...))
		for _, r := range rows {
			in = contest.Line(in, r[:]...)
		}
	default:
		n := g.Count(10, maxRows)
		in = contest.Line(in, n, g.Pick(g.Int(2, 20), g.Int(2, maxF)))
		width := g.Pick(20, 200, 2*maxCoord)
		for range n {
			r := row(g, width)
			in = contest.Line(in, r[:]...)
		}
	}
	return in
}

// row returns a random row b < w < r with r − b at most width (≥ 2).
func row(g *contest.Gen, width int) [3]int {
	w := g.Int(2, width)
	b := g.Int(-maxCoord, maxCoord-w)
	return [3]int{b, g.Int(b+1, b+w-1), b + w}
}
