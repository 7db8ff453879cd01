// Package gamepack defines the sixty games of Xmas Contest 2024 "Game Pack"
// on plates of candies: four parameters choose the operation on a plate (A),
// which plates a turn operates (B), when the game ends (C) and who wins then
// (D). B and C pick one of Conway's sums of games and D normal or misère
// play (package sums). The contest problem (problems/gamepack) and the play
// board (play.Heaps) both read the rules here.
package gamepack

import (
	"fmt"
	"math"

	"nimber/solver/sums"
	"nimber/solver/window"
)

// Param is one of the parameters A, B, C, D: a choice in [0, Max].
type Param struct {
	Name    string   // "A"
	Max     int      // the largest choice
	Choices []string // what each choice means, in words
}

// Params are A, B, C and D.
var Params = [4]Param{
	{"A", 4, []string{"eat any number", "eat 1 to 3", "eat at most half", "the mod 17 rule", "split a plate"}},
	{"B", 2, []string{"one plate per turn", "any plates per turn", "every plate per turn"}},
	{"C", 1, []string{"ends when no plate can move", "ends at the first plate that cannot move"}},
	{"D", 1, []string{"normal play", "misère play"}},
}

// Split is the operation A that moves 1 to x−1 candies of a plate of x onto
// a new plate; the others eat candies.
const Split = 4

// Specs are the operations A = 0..4 as game specs of package games.
var Specs = [Split + 1]string{"sub:all", "sub:1-3", "half", "mod17", "split"}

// Eat are the eating operations A = 0..3 as rules of package window.
var Eat = [Split]window.Rule{
	window.TakeBetween(1, math.MaxInt),
	window.TakeBetween(1, 3),
	window.TakeAtMostHalf,
	window.Mod17,
}

// sumsByBC are the sums by B and C.
var sumsByBC = [3][2]sums.Sum{
	{sums.Disjunctive, sums.DiminishedDisjunctive},
	{sums.Selective, sums.ShortenedSelective},
	{sums.ContinuedConjunctive, sums.Conjunctive},
}

// Pack is one of the sixty games: its A, B, C and D, each in its Param's
// range.
type Pack [4]int

// Convention is the sum of games and the play that B, C and D choose.
func (p Pack) Convention() sums.Convention {
	return sums.Convention{Sum: sumsByBC[p[1]][p[2]], Play: sums.Play(p[3])}
}

// Describe says in words what the parameters choose.
func (p Pack) Describe() string {
	return fmt.Sprintf("%s; %s; %s; %s", Params[0].Choices[p[0]], Params[1].Choices[p[1]],
		Params[2].Choices[p[2]], Params[3].Choices[p[3]])
}
