package explore

import (
	"context"
	"errors"
	"fmt"
	"slices"

	"nimber/solver/games"
	"nimber/solver/memo"
	"nimber/solver/misere"
	"nimber/solver/octal"
	"nimber/solver/period"
	"nimber/solver/sums"
	"nimber/solver/table"
)

// Builtin returns the built-in game of a spec of package games ("0.07",
// "sub:1,3,4", "coprime", …), valued by its family's engine.
func Builtin(spec string) (Game, error) {
	g, err := games.Parse(spec)
	if err != nil {
		return nil, err
	}
	return builtin{g}, nil
}

type builtin struct{ g games.Game }

// BuiltinOf returns the game of package games behind g when g is a
// built-in game (Builtin), for what only its family's engines give: the
// tables of package table, the game's limit, a code's rare values. ok is
// false for a game written in Starlark.
func BuiltinOf(g Game) (games.Game, bool) {
	b, ok := g.(builtin)
	return b.g, ok
}

func (b builtin) Name() string                     { return b.g.String() }
func (b builtin) Params() []Param                  { return nil }
func (b builtin) Bound(k sums.Kind) period.Bound   { return b.g.Bound(k) }
func (b builtin) Theorem(k sums.Kind) string       { return b.g.Theorem(k) }
func (b builtin) Prover(k sums.Kind) period.Prover { return b.g.Prover(k) }
func (b builtin) Stats() memo.Stats                { return memo.Stats{} }

// Kind reads a kind's name. The long names value every kind under its own
// sum (see games.Kinds), and so do the heaps a move leaves: the remoteness
// of 0.07's heaps split in two is that of the two played as a conjunctive
// sum. The short names remoteness and outcome promise the values of the game
// itself, heaps played one at a time, which only the Grundy values give for
// a game whose moves leave several heaps: there they are refused, with the
// names that say what is computed.
func (b builtin) Kind(name string) (sums.Kind, sums.Convention, error) {
	k, c, err := games.ParseKind(name)
	if err != nil {
		return 0, sums.Convention{}, err
	}
	if (name == "remoteness" || name == "outcome") && b.g.Splits() {
		return 0, sums.Convention{}, fmt.Errorf("%s: a move may leave several heaps, which are then played as a sum: "+
			"-kind %s-normal values them as a %s sum; for the heaps played one at a time (a disjunctive sum) "+
			"use -kind grundy: the player to move wins exactly where it is not 0", b.g, name, c.Sum)
	}
	return k, c, nil
}

func (b builtin) Values(_ context.Context, k sums.Kind, c sums.Convention, s Shape, progress table.Progress) ([]uint32, error) {
	if s.Pairs {
		return nil, fmt.Errorf("%s: positions are heaps, not pairs: -n takes one number", b.g)
	}
	v, err := games.Values(b.g, k, c, s.N, progress)
	if ce := (*games.CapError)(nil); errors.As(err, &ce) {
		return v, &StopError{Err: err}
	}
	return v, err
}

// heap returns the heap of a position, or an error for a tuple.
func (b builtin) heap(p memo.Pos) (int, error) {
	if p.Tuple != "" {
		return 0, fmt.Errorf("%s: positions are heaps (natural numbers), not %s", b.g, p)
	}
	return p.Int, nil
}

func (b builtin) Options(_ context.Context, k sums.Kind, c sums.Convention, p memo.Pos) ([]Option, error) {
	x, err := b.heap(p)
	if err != nil {
		return nil, err
	}
	i := slices.Index(c.Kinds(), k)
	if i < 0 {
		return nil, fmt.Errorf("%s: convention %s does not value %s", b.g, c, k)
	}
	options, err := games.OptionParts(b.g, c, x)
	if err != nil {
		return nil, err
	}
	var opts []Option
	for _, o := range options {
		opt := Option{Value: o.Part.V[i]}
		for j, h := range o.To {
			opt.To = append(opt.To, memo.Int(h))
			opt.Values = append(opt.Values, o.Parts[j].V[i])
		}
		opts = append(opts, opt)
	}
	return opts, nil
}

// Sum decides a sum from the values of its convention, except misère play
// of a disjunctive sum of a take-and-break code's heaps, which the misère
// quotient of the heaps up to the largest decides, tame or wild.
func (b builtin) Sum(ctx context.Context, c sums.Convention, heaps []memo.Pos, limit int) (SumResult, error) {
	hs := make([]int, len(heaps))
	for i, p := range heaps {
		h, err := b.heap(p)
		if err != nil {
			return SumResult{}, err
		}
		if h > games.MaxNaive {
			return SumResult{}, fmt.Errorf("%s: heap %d is out of range [0, %d]", b.g, h, games.MaxNaive)
		}
		hs[i] = h
	}
	if code, ok := b.g.Code(); ok && c == sums.MisereDisjunctive {
		return misereSum(ctx, code, hs, limit)
	}
	r, err := games.Analyze(b.g, c, hs, limit)
	if err != nil {
		return SumResult{}, err
	}
	res := SumResult{FirstWins: r.FirstWins, Count: r.Count}
	for _, m := range r.Moves {
		var mv []Change
		for _, ch := range m {
			to := make([]memo.Pos, len(ch.To))
			for j, h := range ch.To {
				to[j] = memo.Int(h)
			}
			mv = append(mv, Change{Heap: ch.Heap, To: to})
		}
		res.Moves = append(res.Moves, mv)
	}
	return res, nil
}

// misereSum answers a disjunctive sum of a code's heaps in misère play from
// the misère quotient.
func misereSum(ctx context.Context, code octal.Game, heaps []int, limit int) (SumResult, error) {
	a, err := misere.Solve(ctx, code, heaps, limit, misere.DefaultLimits)
	if err != nil {
		return SumResult{}, err
	}
	return MisereResult(a), nil
}

// MisereResult is a misère quotient's answer on a sum of heaps as a
// SumResult. A move that takes a whole heap leaves heap 0, as in
// games.Analyze.
func MisereResult(a misere.Answer) SumResult {
	res := SumResult{FirstWins: a.FirstWins, Count: uint64(a.Count)}
	for _, m := range a.Moves {
		to := []memo.Pos{memo.Int(0)}
		if len(m.To) > 0 {
			to = to[:0]
			for _, h := range m.To {
				to = append(to, memo.Int(h))
			}
		}
		res.Moves = append(res.Moves, []Change{{Heap: m.Heap, To: to}})
	}
	return res
}
