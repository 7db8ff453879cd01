// Package explore is what the command line, the explorer and the play page
// know of a game: one interface, Game, for the built-in families of package
// games (each behind its fast engine) and for games written in Starlark
// (package script, valued by package memo).
package explore

import (
	"context"
	"fmt"
	"math"
	"strconv"
	"strings"

	"nimber/solver/games"
	"nimber/solver/memo"
	"nimber/solver/pattern"
	"nimber/solver/period"
	"nimber/solver/sums"
	"nimber/solver/table"
)

// Game is a game to explore: a name, parameters, positions (natural numbers,
// or pairs of them for a two-dimensional game), their options and values.
type Game interface {
	// Name names the game: a built-in spec in normal form, or a file name.
	Name() string
	// Params returns the game's parameters with their values.
	Params() []Param
	// Values returns the values of kind k (valued under convention c, one
	// whose Kinds include k, or for the kinds of a game file's own play, a
	// disjunctive one: see Kind) of the positions of shape s, row by row. When
	// a cap on memory stops them at a position, it returns the values of
	// the positions before it with a *StopError.
	Values(ctx context.Context, k sums.Kind, c sums.Convention, s Shape, progress table.Progress) ([]uint32, error)
	// Options returns the options of position p with their values of kind
	// k under c.
	Options(ctx context.Context, k sums.Kind, c sums.Convention, p memo.Pos) ([]Option, error)
	// Sum decides the sum of the positions heaps under c and lists up to
	// limit winning moves.
	Sum(ctx context.Context, c sums.Convention, heaps []memo.Pos, limit int) (SumResult, error)
	// Kind reads the name of a value kind (games.ParseKind's names) for
	// this game: a long name is valued under its convention, a move's sum
	// being part of the convention's compound; a short name is the game's
	// own play, its sums disjunctive (remoteness and outcome of a game
	// whose moves leave sums then come with the disjunctive convention in
	// normal play, their sums played out).
	Kind(name string) (sums.Kind, sums.Convention, error)
	// Bound returns the theorem turning an observed period of values of
	// kind k into a proven one, or nil.
	Bound(k sums.Kind) period.Bound
	// Theorem names the theorem Bound(k) applies, for a proof's text; ""
	// when there is none.
	Theorem(k sums.Kind) string
	// Stats returns what valuing the game has cost so far.
	Stats() memo.Stats
}

// kindOf reads a kind's name (games.ParseKind's names) for a game whose
// moves may leave sums (splits). A long name is valued under its
// convention, the positions of a sum a move leaves joining the
// convention's compound. A short name is the game's own play, its sums
// disjunctive (a move is a move in one of their positions): where sums may
// arise, remoteness and outcome then come with the disjunctive convention
// in normal play, their sums played out.
func kindOf(name string, splits bool) (sums.Kind, sums.Convention, error) {
	k, c, err := games.ParseKind(name)
	if splits && games.IsShortKind(name) {
		c.Sum = sums.Disjunctive
	}
	return k, c, err
}

// StopError is Game.Values's error when a cap on memory stopped the values
// at a position: the values returned with it are those of the positions
// before it (in Shape.At's order). Err says why.
type StopError struct {
	Err error
}

func (e *StopError) Error() string { return e.Err.Error() }

func (e *StopError) Unwrap() error { return e.Err }

// Prover is a game whose family may prove a period from the values
// themselves (the built-in all-but subtraction games).
type Prover interface {
	// Prover returns the test proving a period of values of kind k, or
	// nil; Theorem(k) names it.
	Prover(k sums.Kind) period.Prover
}

// PatternOptions returns what the pattern finder needs to know of g's
// values of kind k: its theorem (Bound and its name) and, for a Prover, its
// test.
func PatternOptions(g Game, k sums.Kind) pattern.Options {
	o := pattern.Options{Bound: g.Bound(k), Theorem: g.Theorem(k), Format: sums.ValueString}
	if p, ok := g.(Prover); ok {
		o.Prove = p.Prover(k)
	}
	return o
}

// Param is a parameter of a game: its name, default and value, as written
// on the command line (-p name=value).
type Param struct{ Name, Default, Value string }

// Shape is the positions of a table: the naturals 0..N (Pairs false), or
// the pairs (a, b) with 0 ≤ a ≤ N and 0 ≤ b ≤ M.
type Shape struct {
	N, M  int
	Pairs bool
}

// Fits reports whether s holds from 1 to MaxCells positions.
func (s Shape) Fits() bool {
	if !s.Pairs {
		return s.N >= 0 && s.N < MaxCells
	}
	return s.N >= 0 && s.M >= 0 && s.N < MaxCells && s.M < MaxCells && (s.N+1)*(s.M+1) <= MaxCells
}

// Len returns the number of positions of s (which Fits).
func (s Shape) Len() int {
	if !s.Pairs {
		return s.N + 1
	}
	return (s.N + 1) * (s.M + 1)
}

// At returns position i of s, counted row by row.
func (s Shape) At(i int) memo.Pos {
	if !s.Pairs {
		return memo.Int(i)
	}
	return memo.Pair(i/(s.M+1), i%(s.M+1))
}

// String writes s as -n takes it: "N" or "N,M".
func (s Shape) String() string {
	if s.Pairs {
		return fmt.Sprintf("%d,%d", s.N, s.M)
	}
	return strconv.Itoa(s.N)
}

// MaxCells bounds the positions of a table of pairs, and of any table of a
// game file (a built-in game's heaps have their family's bound, see
// games.Game.Limit, and go far past it in files: docs/far.md).
const MaxCells = 1 << 22

// ParseShape reads -n's value: "N" or "N,M", naturals.
func ParseShape(s string) (Shape, error) {
	n, m, pairs, ok := naturals(s)
	if !ok {
		return Shape{}, fmt.Errorf("-n %s: expected N or N,M (natural numbers)", s)
	}
	sh := Shape{N: n, M: m, Pairs: pairs}
	if pairs && !sh.Fits() {
		return Shape{}, fmt.Errorf("-n %s: a table holds at most %d positions", s, MaxCells)
	}
	return sh, nil
}

// Option is an option of a position: the positions it leaves (several for
// a sum), their values and the option's value.
type Option struct {
	To     []memo.Pos
	Values []uint32
	Value  uint32
}

// Change is one component's part of a move in a sum: component Heap
// (0-based) is replaced by the positions To.
type Change struct {
	Heap int
	To   []memo.Pos
}

// SumResult is the verdict on a sum.
type SumResult struct {
	FirstWins bool       // the player to move wins
	Count     uint64     // winning moves (math.MaxUint64 when more)
	Moves     [][]Change // the first winning moves, at most the limit asked
	Via       string     // how the verdict was found, when not as usual ("" then)
}

// Lines writes the verdict on the sum of heaps as the command line prints
// it: the first line ("first player wins: K winning moves", with ", the
// first L listed" when fewer are listed, or "second player wins (the player
// to move loses)"), then one line per winning move listed ("heap 2: 7 ->
// 2+3"). The player to move wins without a move only when none is left in
// misère play, which the line says.
func (r SumResult) Lines(heaps []memo.Pos) []string {
	if !r.FirstWins {
		return []string{"second player wins (the player to move loses)"}
	}
	if r.Count == 0 {
		return []string{"first player wins: no move is left, and in misère play the player who cannot move wins"}
	}
	moves := "winning moves"
	if r.Count == 1 {
		moves = "winning move"
	}
	first := fmt.Sprintf("first player wins: %d %s", r.Count, moves)
	if r.Count == math.MaxUint64 {
		first = "first player wins: 2^64 − 1 winning moves or more"
	}
	if n := len(r.Moves); n > 0 && uint64(n) < r.Count {
		first += fmt.Sprintf(", the first %d listed", n)
	}
	lines := []string{first}
	for _, m := range r.Moves {
		var parts []string
		for _, ch := range m {
			to := []string{"nothing"} // the empty sum: the heap is gone
			if len(ch.To) > 0 {
				to = make([]string, len(ch.To))
			}
			for i, h := range ch.To {
				to[i] = h.String()
			}
			parts = append(parts, fmt.Sprintf("heap %d: %s -> %s", ch.Heap+1, heaps[ch.Heap], strings.Join(to, "+")))
		}
		lines = append(lines, strings.Join(parts, "; "))
	}
	return lines
}

// Period finds the period of the values of kind k under c of positions
// 0..n of a one-dimensional game, proven where the game has a theorem (a
// bound, or a test of the values themselves).
func Period(ctx context.Context, g Game, k sums.Kind, c sums.Convention, n int) (period.Result, error) {
	v, err := g.Values(ctx, k, c, Shape{N: n}, nil)
	if err != nil {
		return period.Result{}, err
	}
	if p, ok := g.(Prover); ok {
		if prove := p.Prover(k); prove != nil {
			if r := prove(v); r.Proven {
				return r, nil
			}
		}
	}
	return period.Find(v, g.Bound(k)), nil
}

// Open returns the game named by spec: a game file when spec ends in
// ".star" (read with readFile, run with params), else a built-in spec,
// which takes no parameter.
func Open(spec string, readFile func(string) ([]byte, error), params map[string]string, lim Limits) (Game, error) {
	if strings.HasSuffix(spec, ".star") {
		src, err := readFile(spec)
		if err != nil {
			return nil, err
		}
		return Script(spec, src, params, lim)
	}
	g, err := Builtin(spec)
	if err != nil {
		return nil, err
	}
	for name := range params {
		return nil, fmt.Errorf("%s: unknown parameter %q (a built-in game has none; parameters belong to game files, FILE.star)", g.Name(), name)
	}
	return g, nil
}

// ParsePos reads a position as the command line writes it: a natural
// number, or a pair "a,b" of them.
func ParsePos(s string) (memo.Pos, error) {
	x, y, pair, ok := naturals(s)
	switch {
	case !ok:
		return memo.Pos{}, fmt.Errorf("position %q is not a natural number or a pair a,b of them", s)
	case x > memo.MaxNatural || y > memo.MaxNatural:
		return memo.Pos{}, fmt.Errorf("position %q holds a number larger than the largest Nimber holds, 2^62 = %d", s, int64(memo.MaxNatural))
	case pair:
		return memo.Pair(x, y), nil
	}
	return memo.Int(x), nil
}

// naturals reads "x" or "x,y", natural numbers (y is 0 and pair false
// for "x").
func naturals(s string) (x, y int, pair, ok bool) {
	a, b, pair := strings.Cut(s, ",")
	x, err := strconv.Atoi(a)
	if err != nil || x < 0 {
		return 0, 0, false, false
	}
	if pair {
		if y, err = strconv.Atoi(b); err != nil || y < 0 {
			return 0, 0, false, false
		}
	}
	return x, y, pair, true
}
