package play

import "fmt"

// Analyze analyses the position (no table needed; data is ignored).
//
// The game walks a token on the grid graph of triples without revisiting a
// vertex (undirected vertex geography): the player to move wins exactly
// when every maximum matching of the graph of unvisited triples plus the
// current one covers the current triple (package chesslink proves it), and
// a move to u wins exactly when, with the current triple removed, some
// maximum matching misses u. For n ≤ ChessExact (1000 triples) Analyze
// decides this with augmenting paths: one maximum matching of the graph
// without the current triple, then for each move one augmenting search.
// The Value then says which: "every maximum matching covers the current
// triple". Remoteness is exact when the positions reachable are at most
// SearchBudget (tiny boards); else the longest-lasting move is Warnsdorff's:
// the move to the triple with the fewest onward moves, but at least one
// when possible.
//
// For larger n the graph is too big, and Analyze relies on the explicit
// strategies of the proof: with n even the first player moves red to its
// partner cell (1↔2, 3↔4, ...); with n odd the favoured player (the first
// from an even r+g+b, else the second) follows a perfect matching of the
// grid minus one triple of odd sum (the start, or (1, 1, 1) for the first
// player). When the trail is consistent with that strategy so far, the
// verdict is exact and the strategy's move is listed as the one winning
// move (there may be others, not listed); otherwise the verdict is Unknown.
func (p *Chess) Analyze([][]byte) (*Analysis[ChessMove], error) {
	a := &Analysis[ChessMove]{Over: p.Over()}
	if p.N <= ChessExact {
		p.exact(a)
	} else {
		p.strategy(a)
	}
	var s *search[string, *Chess, ChessMove]
	if p.N <= 3 {
		s = newSearch(chessKey, (*Chess).Moves, (*Chess).Play)
	}
	finish(a, s, p, p.warnsdorff)
	return a, nil
}

// chessKey is the set of visited triples and the current one: nothing
// else matters.
func chessKey(p *Chess) string {
	var mask uint64
	for _, t := range p.Trail {
		mask |= 1 << p.id(t)
	}
	return fmt.Sprint(mask, p.id(p.Current()))
}

// id numbers the triples 0..n³−1.
func (p *Chess) id(t [3]int) int { return ((t[0]-1)*p.N+t[1]-1)*p.N + t[2] - 1 }

// warnsdorff returns the move to the triple with the fewest onward moves,
// but at least one when some move has any; the game must not be over.
func (p *Chess) warnsdorff() ChessMove {
	var best ChessMove
	score := -1
	for _, m := range p.Moves() {
		q, _ := p.Play(m)
		k := len(q.Moves())
		if k == 0 {
			k = 7 // a dead end comes last
		}
		if score < 0 || k < score {
			best, score = m, k
		}
	}
	return best
}

// matcher finds maximum matchings in the grid of triples restricted to
// alive vertices, by augmenting paths (the grid is bipartite by the parity
// of r+g+b).
type matcher struct {
	n     int
	alive []bool
	mate  []int32
	stamp []int32
	round int32
}

func newMatcher(n int) *matcher {
	size := n * n * n
	m := &matcher{n: n, alive: make([]bool, size), mate: make([]int32, size), stamp: make([]int32, size)}
	for i := range m.mate {
		m.mate[i] = -1
	}
	return m
}

// neighbours calls f with each alive neighbour of v.
func (m *matcher) neighbours(v int, f func(u int) bool) bool {
	n := m.n
	for _, s := range [3]int{1, n, n * n} {
		c := v / s % n
		if c > 0 && m.alive[v-s] && f(v-s) {
			return true
		}
		if c < n-1 && m.alive[v+s] && f(v+s) {
			return true
		}
	}
	return false
}

// augment looks for an augmenting path from the unmatched vertex v (Kuhn's
// search), applying it when found.
func (m *matcher) augment(v int) bool {
	return m.neighbours(v, func(u int) bool {
		if m.stamp[u] == m.round {
			return false
		}
		m.stamp[u] = m.round
		if w := m.mate[u]; w < 0 || m.augment(int(w)) {
			m.mate[u], m.mate[v] = int32(v), int32(u)
			return true
		}
		return false
	})
}

// maximum completes the matching to a maximum one.
func (m *matcher) maximum() {
	n := m.n
	for v := range m.alive {
		if m.alive[v] && m.mate[v] < 0 && (v/(n*n)+v/n%n+v%n)%2 == 0 {
			m.round++
			m.augment(v)
		}
	}
}

// avoidable reports whether some maximum matching misses u, given a
// maximum matching: u is unmatched, or its mate can be rematched without u.
func (m *matcher) avoidable(u int) bool {
	w := m.mate[u]
	if w < 0 {
		return true
	}
	saved := append([]int32(nil), m.mate...)
	m.mate[u], m.mate[w] = -1, -1
	m.alive[u] = false
	m.round++
	ok := m.augment(int(w))
	m.alive[u] = true
	copy(m.mate, saved)
	return ok
}

// exact decides the position by matchings.
func (p *Chess) exact(a *Analysis[ChessMove]) {
	m := newMatcher(p.N)
	for i := range m.alive {
		m.alive[i] = true
	}
	for _, t := range p.Trail {
		m.alive[p.id(t)] = false
	}
	m.maximum()
	for _, mv := range p.Moves() {
		q, _ := p.Play(mv)
		if m.avoidable(p.id(q.Current())) {
			a.add(mv)
		}
	}
	a.Wins = a.Count > 0
	if a.Wins {
		a.Value = "every maximum matching covers the current triple"
	} else {
		a.Value = "some maximum matching misses the current triple"
	}
}

// partner returns the mate of triple t in the strategy's matching for a
// board whose start is s, and whether the first player is favoured.
func (p *Chess) partner(t, s [3]int) (u [3]int, first bool) {
	n := p.N
	if n%2 == 0 {
		t[0] = pairOutside(t[0], n+1, n+1)
		return t, true
	}
	w := s
	if (s[0]+s[1]+s[2])%2 == 0 {
		w, first = [3]int{1, 1, 1}, true
	}
	return perfectMate(t, w), first
}

// pairOutside pairs the cells 1..lo−1 as (1,2), (3,4), ... and hi+1..n as
// (hi+1, hi+2), ...; lo−1 and n−hi must be even.
func pairOutside(c, lo, hi int) int {
	if c < lo {
		return c + 1 - 2*((c+1)%2)
	}
	return c + 1 - 2*((c-hi+1)%2)
}

// perfectMate returns the mate of t ≠ w in a perfect matching of the grid
// [n]³ minus w, for odd n and w of odd r+g+b (the construction in package
// chesslink's comment): planes pair up across an odd coordinate c of w; in
// w's plane, rows pair up across w's row, and so do the cells of that row
// (when w's other coordinates are odd), or rows pair up outside the three
// around w, columns outside the three around w in those rows, and the eight
// cells around w form a cycle (when they are even).
func perfectMate(t, w [3]int) [3]int {
	c := 0
	for w[c]%2 == 0 {
		c++
	}
	x, y := (c+1)%3, (c+2)%3
	switch {
	case t[c] != w[c]:
		t[c] = pairOutside(t[c], w[c], w[c])
	case w[x]%2 == 1 && t[x] != w[x]:
		t[x] = pairOutside(t[x], w[x], w[x])
	case w[x]%2 == 1:
		t[y] = pairOutside(t[y], w[y], w[y])
	case t[x] < w[x]-1 || t[x] > w[x]+1:
		t[x] = pairOutside(t[x], w[x]-1, w[x]+1)
	case t[y] < w[y]-1 || t[y] > w[y]+1:
		t[y] = pairOutside(t[y], w[y]-1, w[y]+1)
	default: // the 8-cycle around w, paired along it
		ring := [8][2]int{{-1, -1}, {-1, 0}, {-1, 1}, {0, 1}, {1, 1}, {1, 0}, {1, -1}, {0, -1}}
		for i, d := range ring {
			if t[x]-w[x] == d[0] && t[y]-w[y] == d[1] {
				e := ring[i^1]
				t[x], t[y] = w[x]+e[0], w[y]+e[1]
				break
			}
		}
	}
	return t
}

// strategy decides a large board by the matching strategies.
func (p *Chess) strategy(a *Analysis[ChessMove]) {
	s := p.Trail[0]
	_, first := p.partner(s, s)
	// The favoured player's moves are the moves i with i even (first) or
	// odd (second); each must follow the matching.
	for i := 0; i+1 < len(p.Trail); i++ {
		if (i%2 == 0) == first {
			if u, _ := p.partner(p.Trail[i], s); u != p.Trail[i+1] {
				a.Unknown = true
				a.Value = "unknown: the trail leaves the matching strategy (exact analysis needs n ≤ 10)"
				return
			}
		}
	}
	if (len(p.Trail)%2 == 1) != first {
		a.Value = "the opponent wins by the matching strategy"
		return
	}
	u, _ := p.partner(p.Current(), s)
	cur := p.Current()
	for j := range 3 {
		if d := u[j] - cur[j]; d != 0 {
			if _, err := p.Play(ChessMove{Piece: j, Dir: d}); err == nil {
				a.add(ChessMove{Piece: j, Dir: d})
			}
		}
	}
	a.Wins = a.Count > 0
	a.Value = "the player to move wins by the matching strategy"
	if !a.Wins { // cannot happen when the proof holds
		a.Unknown = true
		a.Value = "unknown: the strategy's move is not available"
	}
}
