package play

import (
	"errors"
	"fmt"
)

// This file holds what the contest companion (the explanations of package
// contest's problems) asks of the boards: a case offered as a position of
// the play page, and its winning move.

// Fit returns text, a position of game id in its text form, as the
// position the play page opens (/play?game=id&pos=text) when the game's
// Parse takes it; otherwise "" and why not (see NoPlay). The limits of each
// board are checked in its Parse alone, so that a case is offered exactly
// when the page can open it. Fit panics on an id not in Games.
func Fit(id, text string) (position, noPlay string) {
	g := LookupGame(id)
	if g == nil {
		panic("play: no game " + id)
	}
	if _, err := g.Parse(text); err != nil {
		return "", NoPlay(err)
	}
	return text, ""
}

// NoPlay says why a play board refuses a position, from its Parse's error:
// "the play board does not take it: more than 20 rows".
func NoPlay(err error) string {
	msg := err.Error()
	var pe *Error
	if errors.As(err, &pe) {
		msg = pe.Msg
	}
	return "the play board does not take it: " + msg
}

// analyzer is a board position as FirstWinning reads it.
type analyzer[M any] interface {
	String() string
	Analyze(data [][]byte) (*Analysis[M], error)
}

// FirstWinning returns the first winning move of p (data holds the bytes of
// its Tables), for a caller that knows p is won, such as the explanation
// of a contest case of non-zero nim value: that p has no winning move is
// then a bug, and FirstWinning panics saying so.
func FirstWinning[M any](p analyzer[M], data [][]byte) M {
	a, err := p.Analyze(data)
	if err != nil || len(a.Winning) == 0 {
		panic(fmt.Sprintf("play: no winning move on %v (%v)", p, err))
	}
	return a.Winning[0]
}
