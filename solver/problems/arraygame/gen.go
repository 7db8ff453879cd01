package arraygame

import "nimber/solver/contest"

// generate writes an arraygame input: N, then K queries of W distinct
// cells.
func generate(g *contest.Gen) []byte {
	var in []byte
	switch g.Kind {
	case contest.Max:
		k := g.Count(0, maxQueries)
		in = contest.Line(contest.Line(in, maxN), k)
		for q := range k {
			var cells []int
			if q == 0 {
				cells = distinct(g, maxCells, maxN, 1, maxN)
			} else {
				cells = distinct(g, maxCells, maxN)
			}
			in = contest.List(in, cells)
		}
	case contest.Edge:
		n := g.Pick(1, 2, 3, 12, maxN)
		qs := [][]int{{1}, {n}, {1, n}, {max(1, n/2), n}, {n, max(1, n-1)}}
		if n >= 12 {
			qs = append(qs, []int{1, 2, 3, 4, 5, 6}, []int{n / 3, n / 2, n})
		}
		qs = contest.EdgeCases(g, qs, maxQueries)
		in = contest.Line(contest.Line(in, n), len(qs))
		for _, q := range qs {
			in = contest.List(in, unique(q))
		}
	default:
		n := g.Pick(g.Int(1, 16), g.Int(1, 1000), g.Int(1, maxN))
		k := g.Count(10, maxQueries)
		in = contest.Line(contest.Line(in, n), k)
		for range k {
			cells := distinct(g, g.Int(1, min(n, 8, maxCells)), n)
			in = contest.List(in, cells)
		}
	}
	return in
}

// distinct returns w distinct cells of 1..n (w ≤ n): the cells first, then
// random ones, half of them small when n is large (small cells lie in the
// many small blocks).
func distinct(g *contest.Gen, w, n int, first ...int) []int {
	seen := map[int]bool{}
	cells := make([]int, 0, w)
	for _, x := range first {
		seen[x] = true
		cells = append(cells, x)
	}
	for len(cells) < w {
		x := g.Int(1, n)
		if n > 2000 && g.Int(0, 1) == 0 {
			x = g.Int(1, 1000)
		}
		if !seen[x] {
			seen[x] = true
			cells = append(cells, x)
		}
	}
	return cells
}

// unique drops repeated cells, keeping the first of each.
func unique(cells []int) []int {
	seen := map[int]bool{}
	var out []int
	for _, x := range cells {
		if !seen[x] {
			seen[x] = true
			out = append(out, x)
		}
	}
	return out
}
