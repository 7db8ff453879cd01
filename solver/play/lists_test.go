package play

import "slices"

// listGame decides positions that are lists of parts (pieces of paper,
// piles) whose order matters to the board but not to the game: next lists
// the lists after each move by the statement, in board order, and the
// positions are decided by exhaustive search with memoization (solved) over
// the sorted lists. A state is a list's key, from key (one per list).
type listGame[T any] struct {
	next  func([]T) [][]T
	key   func([]T) string
	cmp   func(a, b T) int
	lists map[string][]T // the list of each state
	game  *solved[string]
}

func newListGame[T any](next func([]T) [][]T, key func([]T) string, cmp func(a, b T) int) *listGame[T] {
	g := &listGame[T]{next: next, key: key, cmp: cmp, lists: map[string][]T{}}
	g.game = &solved[string]{next: func(k string) []string {
		var out []string
		for _, n := range next(g.lists[k]) {
			out = append(out, g.sorted(n))
		}
		return out
	}, memo: map[string]bool{}}
	return g
}

// state returns the state of list, in board order.
func (g *listGame[T]) state(list []T) string {
	k := g.key(list)
	g.lists[k] = list
	return k
}

// sorted returns the state of list sorted.
func (g *listGame[T]) sorted(list []T) string {
	return g.state(slices.SortedFunc(slices.Values(list), g.cmp))
}

// states lists the states after each move from list.
func (g *listGame[T]) states(list []T) []string {
	var out []string
	for _, n := range g.next(list) {
		out = append(out, g.state(n))
	}
	return out
}

// wins reports whether the player to move at state k wins.
func (g *listGame[T]) wins(k string) bool { return g.game.wins(g.sorted(g.lists[k])) }
