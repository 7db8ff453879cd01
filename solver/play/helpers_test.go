package play

import "testing"

// board is what the whole-game test needs of a position type.
type board[P any, M any] struct {
	analyze func(P) *Analysis[M]
	moves   func(P) []M
	play    func(P, M) (P, error)
	key     func(P) string
	won     func(P) bool // over and won by the player to move (nil: never)
}

// replyWins checks that from p, a position the player to move wins, Nimber
// playing Reply wins against every sequence of opponent moves.
func replyWins[P any, M any](t *testing.T, b board[P, M], p P) {
	t.Helper()
	seen := map[string]bool{}
	var nimber func(p P)
	nimber = func(p P) {
		if seen[b.key(p)] {
			return
		}
		seen[b.key(p)] = true
		a := b.analyze(p)
		if !a.Wins {
			t.Fatalf("%s: Nimber to move in a lost position", b.key(p))
		}
		m, ok := a.Reply()
		if !ok {
			return // over and won (misère)
		}
		q, err := b.play(p, m)
		if err != nil {
			t.Fatalf("%s: reply refused: %v", b.key(p), err)
		}
		ms := b.moves(q)
		if len(ms) == 0 && b.won != nil && b.won(q) {
			t.Fatalf("%s: the opponent wins at the end", b.key(q))
		}
		for _, m := range ms {
			r, err := b.play(q, m)
			if err != nil {
				t.Fatalf("%s: legal move refused: %v", b.key(q), err)
			}
			nimber(r)
		}
	}
	nimber(p)
}
