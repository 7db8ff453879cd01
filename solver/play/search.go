package play

// search computes exact remoteness by exhaustive search with memoization
// over the positions of a board, giving up after SearchBudget positions.
// K is a canonical key of a position (positions with equal keys have the
// same future). A position with no move is over; won says whether the
// player to move then wins (misère play), else that player loses.
type search[K comparable, P any, M any] struct {
	key   func(P) K
	moves func(P) []M
	play  func(P, M) P
	won   func(P) bool // nil: a position with no move is lost
	memo  map[K]outcome
}

// outcome is a searched position: whether the player to move wins, and in
// how many moves the game ends with the winner hurrying and the loser
// stalling.
type outcome struct {
	win   bool
	moves int
}

// errBudget stops a search that outgrew its budget.
type errBudget struct{}

// run searches p, reporting false when that would visit more than
// SearchBudget positions.
func (s *search[K, P, M]) run(p P) (o outcome, ok bool) {
	if s.memo == nil {
		s.memo = map[K]outcome{}
	}
	defer func() {
		if e := recover(); e != nil {
			if _, is := e.(errBudget); !is {
				panic(e)
			}
			ok = false
		}
	}()
	return s.visit(p), true
}

func (s *search[K, P, M]) visit(p P) outcome {
	k := s.key(p)
	if o, ok := s.memo[k]; ok {
		return o
	}
	if len(s.memo) >= SearchBudget {
		panic(errBudget{})
	}
	ms := s.moves(p)
	o := outcome{win: len(ms) == 0 && s.won != nil && s.won(p)}
	if len(ms) > 0 {
		o.moves = -1
	}
	for _, m := range ms {
		r := s.visit(s.play(p, m))
		switch {
		case !r.win && (!o.win || r.moves+1 < o.moves):
			o = outcome{true, r.moves + 1}
		case r.win && !o.win && r.moves+1 > o.moves:
			o.moves = r.moves + 1
		}
	}
	s.memo[k] = o
	return o
}

// finish completes a's Remoteness and Longest: exactly when s (which may be
// nil) covers p within its budget, else Longest is heuristic() and
// Remoteness -1. It expects a's Over and Wins set.
func finish[K comparable, P any, M any](a *Analysis[M], s *search[K, P, M], p P, heuristic func() M) {
	a.Remoteness = -1
	if a.Over {
		a.Remoteness = 0
		return
	}
	if s != nil {
		if o, ok := s.run(p); ok {
			a.Remoteness = o.moves
			if !a.Wins {
				best := -1
				for _, m := range s.moves(p) {
					if r := s.memo[s.key(s.play(p, m))]; r.moves > best {
						best, a.Longest = r.moves, m
					}
				}
			}
			return
		}
	}
	if !a.Wins {
		a.Longest = heuristic()
	}
}

// newSearch returns a search over a board whose play refuses illegal moves
// with an error (the search plays only legal moves).
func newSearch[K comparable, P any, M any](key func(P) K, moves func(P) []M, play func(P, M) (P, error)) *search[K, P, M] {
	return &search[K, P, M]{key: key, moves: moves, play: func(p P, m M) P {
		q, err := play(p, m)
		if err != nil {
			panic(err)
		}
		return q
	}}
}
