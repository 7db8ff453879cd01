package gamepack

import (
	"fmt"
	"strconv"
	"strings"

	"nimber/solver/contest"
	"nimber/solver/input"
	boards "nimber/solver/play"
)

// pack returns the parameters A, B, C, D of the game.
func (g game) pack() [4]int {
	for b := range 3 {
		for c := range 2 {
			if h := newGame(int64(g.a), int64(b), int64(c), int64(g.conv.Play)); h == g {
				return [4]int{g.a, b, c, int(g.conv.Play)}
			}
		}
	}
	panic("gamepack: a game of no parameters")
}

// board returns the case as a position of the play page's game pack board,
// or nil when it exceeds that board's limits.
func (g game) board(plates []int32) *boards.Heaps {
	total := 0
	text := make([]string, len(plates))
	for i, x := range plates {
		if x > boards.MaxSumHeap {
			return nil
		}
		total += int(x)
		text[i] = strconv.Itoa(int(x))
	}
	if total > boards.MaxSumTokens {
		return nil
	}
	p := g.pack()
	b, err := boards.ParseGamePack(fmt.Sprintf("%d,%d,%d,%d/%s", p[0], p[1], p[2], p[3], strings.Join(text, ",")))
	if err != nil {
		panic(fmt.Sprintf("gamepack: the play board refuses %v: %v", plates, err))
	}
	return b
}

// winningMove returns Black's first winning move on a board Black wins,
// from package play's analysis.
func winningMove(b *boards.Heaps) boards.HeapMove {
	a, err := b.Analyze(nil)
	if err != nil || len(a.Winning) == 0 {
		panic(fmt.Sprintf("gamepack: no winning move on %v (%v)", b, err))
	}
	return a.Winning[0]
}

// explain explains each case: every plate is a component valued under the
// game's sum convention, and the convention folds the values of the plates
// into the value of the case.
func (g game) explain(data [][]byte, plates, ends []int32, at []input.Pos) []contest.Case {
	part := g.parts(data)
	out := make([]contest.Case, len(ends))
	start := int32(0)
	for c, end := range ends {
		xs := plates[start:end]
		start = end
		parts := make([]contest.Part, len(xs))
		for i, x := range xs {
			p := part(x)
			v := boards.PartText(g.conv, p)
			if p.Over {
				v += " (inoperable)"
			}
			parts[i] = contest.Part{Name: fmt.Sprintf("plate %d (size %d)", i+1, x), Value: v}
		}
		sum := g.fold(part, xs)
		e := contest.Case{
			Name:   fmt.Sprintf("case %d", c+1),
			At:     at[c],
			Parts:  parts,
			Value:  fmt.Sprintf("%s sum: %s", g.conv, boards.PartText(g.conv, sum)),
			Game:   "gamepack",
			Answer: []string{"White"},
		}
		b := g.board(xs)
		if b != nil {
			e.Position = b.String()
		} else {
			e.NoPlay = fmt.Sprintf("the play board holds plates of at most %d candies, %d in all", boards.MaxSumHeap, boards.MaxSumTokens)
		}
		switch {
		case sum.Over && g.conv.FirstWins(sum):
			e.Answer[0] = "Black"
			e.Verdict = "the game has ended before the first move, and in misère play the player due to move wins: Black"
		case sum.Over:
			e.Verdict = "the game has ended before the first move, and in normal play the player due to move loses: White wins"
		case g.conv.FirstWins(sum):
			e.Answer[0] = "Black"
			e.Verdict = "the player to move wins: Black"
			if b != nil {
				e.Move = b.Describe(winningMove(b))
			} else {
				e.Move = "not listed: Nimber finds winning moves of cases within the play board's limits (" + e.NoPlay + ")"
			}
		default:
			e.Verdict = "the player to move loses: White wins"
		}
		out[c] = e
	}
	return out
}
