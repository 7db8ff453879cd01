// Package play is the position model behind Nimber's play page: for each
// game Nimber knows, a position type with a text form (also its URL form),
// its legal moves, playing a move (an illegal move is refused with the
// reason, never applied) and the end-of-game test; an analysis that says who
// wins with the player to move, the value behind it, every winning move in
// the board's own terms and, with none, the move that lasts longest; and
// Reply, an opponent that never errs.
//
// The boards are Tricolore, Heaps (nim, notnim, gamepack and any heap game
// of package games' spec language), Cells (arraygame), Monsters (alicegame),
// Chess (chesslink), Paper (cutting), Bottles (splitting) and Piles
// (jiangnan). Each has a Parse function for its text form, whose
// errors name a line and column ("play:1:7: ..."), and a String method that
// prints the canonical form Parse reads back.
//
// A position's analysis may need precomputed tables: its Tables method
// lists them (table.Table, built and cached by the worker like a contest
// job's) and its Analyze method takes their bytes in the same order.
//
// # How long a game lasts
//
// The remoteness of a position is the number of moves the game lasts when
// the winner hurries and the loser stalls: 0 with no move; otherwise, when
// some move leads to a position of even remoteness (lost for the opponent),
// 1 plus the least such; else 1 plus the greatest remoteness of a move. It
// is odd exactly when the player to move wins (in misère play, a position
// with no move is won, with remoteness 0). "The move that lasts longest"
// from a lost position is a move to a position of greatest remoteness. Each
// board computes it exactly by exhaustive search when the position is small
// (a bound each Analyze documents) and the positions reachable from it are at
// most SearchBudget; otherwise it uses the heuristic its Analyze names (in
// general: the move that changes the least).
//
// Reply plays the first winning move listed. Every game here is finite, so
// any winning move keeps the win; the tests play whole games from small
// winning positions against every opponent reply.
package play

import (
	"fmt"
	"strconv"
)

// Analysis is what Nimber says about a position, for the player to move.
type Analysis[M any] struct {
	// Over reports that the game has ended: the player to move has no move.
	Over bool
	// Unknown reports that the verdict could not be decided (chesslink on
	// a large board with a trail off the strategy); Wins is then false and
	// Longest a heuristic move.
	Unknown bool
	// Wins reports that the player to move wins with best play.
	Wins bool
	// Value is the number behind the verdict, named by the board: "nim
	// value 5", "remoteness 3".
	Value string
	// Parts is each heap's own value, in the heaps' order, on the heap
	// boards (the sum's Value folds them); nil on the other boards.
	Parts []string
	// Remoteness is the exact remoteness (see the package comment), or -1
	// when the position is too large for the exhaustive search.
	Remoteness int
	// Winning lists the winning moves in the board's order: all of them
	// when there are at most MaxListed, else the first MaxListed.
	Winning []M
	// Count is the number of winning moves.
	Count uint64
	// Partial reports that the search for winning moves stopped at a work
	// limit (notnim with huge piles): Winning and Count then cover only
	// the moves found; the verdict is still exact.
	Partial bool
	// Longest is, with no winning move and the game not over, the move that
	// lasts longest: exact when Remoteness is known, else the board's
	// heuristic.
	Longest M
}

// MaxListed is the most winning moves an Analysis lists.
const MaxListed = 1000

// SearchBudget is the most positions the exhaustive search of remoteness
// visits before it gives up in favour of a board's heuristic.
const SearchBudget = 5000

// Reply returns the move Nimber plays: a winning move when there is one,
// else the longest-lasting one. ok is false when the game is over.
func (a *Analysis[M]) Reply() (m M, ok bool) {
	switch {
	case a.Over:
		return m, false
	case len(a.Winning) > 0:
		return a.Winning[0], true
	}
	return a.Longest, true
}

// valueText returns a value named name, e.g. "nim value 5".
func valueText(name string, v uint64) string {
	return name + " " + strconv.FormatUint(v, 10)
}

// Error is a mistake in a position's text form, or an illegal move.
type Error struct {
	Line, Col int // 1-based; 0 for a move
	Msg       string
}

func (e *Error) Error() string {
	if e.Line == 0 {
		return "illegal move: " + e.Msg
	}
	return fmt.Sprintf("play:%d:%d: %s", e.Line, e.Col, e.Msg)
}

// illegal returns the error refusing a move.
func illegal(format string, a ...any) error {
	return &Error{Msg: fmt.Sprintf(format, a...)}
}
