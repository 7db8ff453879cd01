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

// Kind reads a kind's name (kindOf): the remoteness of 0.07's heaps split
// in two is that of the two played as a conjunctive sum under
// remoteness-normal, and played out one heap a move under remoteness
// (ownValues).
func (b builtin) Kind(name string) (sums.Kind, sums.Convention, error) {
	return kindOf(name, b.g.Splits())
}

// ownPlay reports whether kind k under c is of the game's own play beyond
// what c's values give: remoteness or outcome of a game whose moves leave
// sums, played disjunctively (Kind).
func ownPlay(k sums.Kind, c sums.Convention) bool {
	return c.Sum == sums.Disjunctive && !slices.Contains(c.Kinds(), k)
}

// ownValues returns the values of kind k (Remoteness or Outcome) of heaps
// 0..n of the game itself, the heaps a move leaves played as a disjunctive
// sum: outcomes from the Grundy values, remoteness by playing the sums out
// (package memo, keeping at most games.MaxPlayedOut positions; where that
// stops it, the values before it come with a *StopError).
func (b builtin) ownValues(ctx context.Context, k sums.Kind, n int, progress table.Progress) ([]uint32, error) {
	if k == sums.Outcome {
		v, err := games.Values(b.g, sums.Grundy, sums.NormalDisjunctive, n, progress)
		for i, g := range v {
			v[i] = min(g, 1) // 1 where the player to move wins
		}
		return v, err
	}
	if n > games.MaxNaive {
		return nil, fmt.Errorf("%s: heap %d is out of range [0, %d]", b.g, n, games.MaxNaive)
	}
	e := b.g.PlayOut(k, n)
	v := make([]uint32, n+1)
	for x := range v {
		r, err := e.Value(ctx, memo.Int(x))
		if ce := (*memo.CapError)(nil); errors.As(err, &ce) {
			return v[:x], &StopError{Err: fmt.Errorf("%s: the remoteness of its own play is computed up to heap %d only: the sums heap %d's moves leave are played out, a heap a move, and %s", b.g, x-1, x, ce)}
		}
		if err != nil {
			return nil, err
		}
		v[x] = r
		progress.Report(x, n+1)
	}
	return v, nil
}

func (b builtin) Values(ctx context.Context, k sums.Kind, c sums.Convention, s Shape, progress table.Progress) ([]uint32, error) {
	if s.Pairs {
		return nil, fmt.Errorf("%s: positions are heaps, not pairs: -n takes one number", b.g)
	}
	if ownPlay(k, c) {
		return b.ownValues(ctx, k, s.N, progress)
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

func (b builtin) Options(ctx context.Context, k sums.Kind, c sums.Convention, p memo.Pos) ([]Option, error) {
	x, err := b.heap(p)
	if err != nil {
		return nil, err
	}
	if ownPlay(k, c) {
		return b.ownOptions(ctx, k, x)
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

// ownOptions returns the options of heap x with their values of kind k of
// the game's own play (see ownValues), a sum's played out.
func (b builtin) ownOptions(ctx context.Context, k sums.Kind, x int) ([]Option, error) {
	if x > games.MaxNaive {
		return nil, fmt.Errorf("%s: heap %d is out of range [0, %d]", b.g, x, games.MaxNaive)
	}
	e := b.g.PlayOut(k, x)
	var opts []Option
	for o := range b.g.Rules(x).Options(x) {
		opt := Option{To: memo.Ints(o)}
		for _, h := range opt.To {
			v, err := e.Value(ctx, h)
			if err != nil {
				return nil, fmt.Errorf("%s: %w", b.g, err)
			}
			opt.Values = append(opt.Values, v)
		}
		v, err := e.SumValue(ctx, opt.To)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", b.g, err)
		}
		opt.Value = v
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
		return b.misereSum(ctx, code, hs, limit)
	}
	r, err := games.Analyze(b.g, c, hs, limit)
	if err != nil {
		return SumResult{}, err
	}
	res := SumResult{FirstWins: r.FirstWins, Count: r.Count}
	for _, m := range r.Moves {
		var mv []Change
		for _, ch := range m {
			mv = append(mv, Change{Heap: ch.Heap, To: memo.Ints(ch.To)})
		}
		res.Moves = append(res.Moves, mv)
	}
	return res, nil
}

// misereSum answers a disjunctive sum of a code's heaps in misère play from
// the misère quotient or, where the quotient stops below the largest heap
// (a cap on its size or its copies), by playing the sum out (playedOut).
func (b builtin) misereSum(ctx context.Context, code octal.Game, heaps []int, limit int) (SumResult, error) {
	a, err := misere.Solve(ctx, code, heaps, limit, misere.DefaultLimits)
	if qe := (*misere.CapError)(nil); errors.As(err, &qe) {
		res, perr := b.playedOut(ctx, heaps, limit)
		if perr != nil {
			return SumResult{}, fmt.Errorf("%v; played out instead, %w", err, perr)
		}
		res.Via = fmt.Sprintf("%v; the sum was played out instead", err)
		return res, nil
	}
	if err != nil {
		return SumResult{}, err
	}
	return MisereResult(a), nil
}

// playedOut answers a disjunctive sum of heaps in misère play by playing
// it out: its misère Grundy value and those of the sums each move leaves,
// the sums of the heaps that have a move kept as positions of their own
// (package memo, at most games.MaxPlayedOut positions kept). A move that
// takes a whole heap leaves heap 0, as in games.Analyze.
func (b builtin) playedOut(ctx context.Context, heaps []int, limit int) (SumResult, error) {
	top := 0
	for _, h := range heaps {
		top = max(top, h)
	}
	e := b.g.PlayOut(sums.MisereGrundy, top)
	ps := memo.Ints(heaps)
	v, err := e.SumValue(ctx, ps)
	if err != nil {
		return SumResult{}, err
	}
	res := SumResult{FirstWins: v != 0}
	if v == 0 {
		return res, nil
	}
	rules := b.g.Rules(top)
	for i, h := range heaps {
		for o := range rules.Options(h) {
			next := append(append(slices.Clone(ps[:i]), ps[i+1:]...), memo.Ints(o)...)
			w, err := e.SumValue(ctx, next)
			if err != nil {
				return SumResult{}, err
			}
			if w != 0 {
				continue
			}
			res.Count++
			if len(res.Moves) < limit {
				res.Moves = append(res.Moves, []Change{{Heap: i, To: memo.Ints(o)}})
			}
		}
	}
	return res, nil
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
