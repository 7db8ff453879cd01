package gamepack

import (
	"fmt"
	"strconv"
	"strings"

	"nimber/solver/contest"
	"nimber/solver/gamepack"
	"nimber/solver/input"
	boards "nimber/solver/play"
	"nimber/solver/sums"
	"nimber/solver/table"
)

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
	p := g.pack
	b, err := boards.ParseGamePack(fmt.Sprintf("%d,%d,%d,%d/%s", p[0], p[1], p[2], p[3], strings.Join(text, ",")))
	if err != nil {
		panic(fmt.Sprintf("gamepack: the play board refuses %v: %v", plates, err))
	}
	return b
}

// plates returns a board of the plates, for describing moves only (it has
// no rules).
func (g game) plates(xs []int32) *boards.Heaps {
	b := &boards.Heaps{Board: boards.GamePack, Heaps: make([]int, len(xs))}
	for i, x := range xs {
		b.Heaps[i] = int(x)
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

// nimMove returns a winning move of a disjunctive normal-play sum of
// plates whose Grundy values (grundy, the table) xor to x ≠ 0: one plate
// moved to an option whose value is its own xor x (one exists below a
// plate's value, by the mex). It needs no play board, so it serves cases of
// any size.
func (g game) nimMove(grundy []uint32, plates []int32, x uint32) boards.HeapMove {
	for i, p := range plates {
		n := int(p)
		t := grundy[n] ^ x
		if t >= grundy[n] {
			continue
		}
		if g.a == 4 {
			for a := 1; 2*a <= n; a++ {
				if grundy[a]^grundy[n-a] == t {
					return boards.HeapMove{{Heap: i, To: []int{a, n - a}}}
				}
			}
			continue
		}
		lo, hi := gamepack.Eat[g.a](n)
		for y := lo; y <= hi; y++ {
			if grundy[y] == t {
				return boards.HeapMove{{Heap: i, To: []int{y}}}
			}
		}
	}
	panic("gamepack: no winning move from a non-zero nim value")
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
			switch {
			case b != nil:
				e.Move = b.Describe(winningMove(b))
			case g.conv == sums.Convention{Sum: sums.Disjunctive, Play: sums.Normal}:
				grundy := table.BytesUint32(data[0])
				x := uint32(0)
				for _, p := range xs {
					x ^= grundy[p]
				}
				e.Move = g.plates(xs).Describe(g.nimMove(grundy, xs, x)) + " (the plates' Grundy values then xor to 0)"
			default:
				e.Move = "not listed: Nimber finds winning moves of cases within the play board's limits (" + e.NoPlay + ")" +
					" or, beyond them, of disjunctive normal-play sums"
			}
		default:
			e.Verdict = "the player to move loses: White wins"
		}
		out[c] = e
	}
	return out
}
