package explore

import (
	"context"
	"errors"
	"fmt"

	"nimber/solver/memo"
	"nimber/solver/period"
	"nimber/solver/script"
	"nimber/solver/sums"
	"nimber/solver/table"
)

// Limits caps the work on a game written in Starlark: the execution steps
// of its top level and of each call of moves (script.DefaultMaxSteps when
// 0), and the positions kept in memory (memo.DefaultMaxPositions when 0).
type Limits struct {
	MaxSteps     uint64
	MaxPositions int
}

// Script returns the game written in the Starlark file src named name,
// run with the parameter values given (the others keep their defaults).
func Script(name string, src []byte, params map[string]string, lim Limits) (Game, error) {
	prog, err := script.Compile(name, src, lim.MaxSteps)
	if err != nil {
		return nil, err
	}
	return Instance(prog, params, lim)
}

// Instance returns the game of a compiled file run with the parameter
// values given.
func Instance(prog *script.Program, params map[string]string, lim Limits) (Game, error) {
	g, err := prog.Game(params, lim.MaxSteps)
	if err != nil {
		return nil, err
	}
	return &user{g: g, lim: lim, evals: map[sums.Kind]*memo.Evaluator{}}, nil
}

// user is a game written in Starlark; its values of each kind are kept
// between calls.
type user struct {
	g     *script.Game
	lim   Limits
	evals map[sums.Kind]*memo.Evaluator
}

func (u *user) Name() string                 { return u.g.Name() }
func (u *user) Bound(sums.Kind) period.Bound { return nil }

func (u *user) Params() []Param {
	var ps []Param
	for _, p := range u.g.Params() {
		ps = append(ps, Param{Name: p.Name, Default: p.Default, Value: p.Value})
	}
	return ps
}

func (u *user) Stats() memo.Stats {
	var s memo.Stats
	for _, e := range u.evals {
		t := e.Stats()
		s.Positions += t.Positions
		s.Bytes += t.Bytes
		s.Calls += t.Calls
	}
	return s
}

// eval returns the evaluator of kind k.
func (u *user) eval(k sums.Kind) *memo.Evaluator {
	e, ok := u.evals[k]
	if !ok {
		e = memo.New(u.g, k, u.lim.MaxPositions)
		u.evals[k] = e
	}
	return e
}

// value returns the value of p of kind k, naming the game in errors.
func (u *user) value(ctx context.Context, k sums.Kind, p memo.Pos) (uint32, error) {
	v, err := u.eval(k).Value(ctx, p)
	if err != nil {
		return 0, u.wrap(ctx, err)
	}
	return v, nil
}

// wrap names the game in an evaluator's error and says how to raise a cap.
func (u *user) wrap(ctx context.Context, err error) error {
	if ctx.Err() != nil {
		return ctx.Err()
	}
	var se *script.Error
	if errors.As(err, &se) {
		return err
	}
	var ce *memo.CapError
	if errors.As(err, &ce) {
		return fmt.Errorf("%s: %w; raise the cap with -max-positions", u.Name(), err)
	}
	return fmt.Errorf("%s: %w", u.Name(), err)
}

func (u *user) Values(ctx context.Context, k sums.Kind, _ sums.Convention, s Shape, progress table.Progress) ([]uint32, error) {
	defer u.g.Watch(ctx)()
	ps := s.Positions()
	out := make([]uint32, len(ps))
	for i, p := range ps {
		v, err := u.value(ctx, k, p)
		if err != nil {
			return nil, err
		}
		out[i] = v
		if i&63 == 0 {
			progress.Report(i, len(ps))
		}
	}
	return out, nil
}

// moves returns the options of p as moves(p) lists them.
func (u *user) moves(ctx context.Context, p memo.Pos) (*memo.Options, error) {
	var o memo.Options
	if err := u.g.Options(p, &o); err != nil {
		return nil, u.wrap(ctx, err)
	}
	return &o, nil
}

func (u *user) Options(ctx context.Context, k sums.Kind, _ sums.Convention, p memo.Pos) ([]Option, error) {
	defer u.g.Watch(ctx)()
	if _, err := u.value(ctx, k, p); err != nil {
		return nil, err
	}
	o, err := u.moves(ctx, p)
	if err != nil {
		return nil, err
	}
	opts := make([]Option, o.Len())
	for i := range opts {
		to := o.At(i)
		opt := Option{To: append([]memo.Pos(nil), to...)}
		var g uint32 // the option's Grundy value, for sums
		for _, q := range to {
			v, err := u.value(ctx, k, q)
			if err != nil {
				return nil, err
			}
			opt.Values = append(opt.Values, v)
			if len(to) > 1 {
				// Only Grundy values add up; the outcome of a sum is the
				// XOR of its Grundy values being nonzero.
				w, err := u.value(ctx, sums.Grundy, q)
				if err != nil {
					return nil, err
				}
				g ^= w
			}
		}
		switch {
		case len(to) == 1:
			opt.Value = opt.Values[0]
		case k == sums.Outcome:
			opt.Value = b2u(g != 0)
		default:
			opt.Value = g
		}
		opts[i] = opt
	}
	return opts, nil
}

func b2u(b bool) uint32 {
	if b {
		return 1
	}
	return 0
}

// Sum decides a disjunctive sum in normal play from Grundy values: the
// only convention whose sums of any user game its values decide.
func (u *user) Sum(ctx context.Context, c sums.Convention, heaps []memo.Pos, limit int) (SumResult, error) {
	if c != (sums.Convention{Sum: sums.Disjunctive, Play: sums.Normal}) {
		return SumResult{}, fmt.Errorf("%s: sums of a game written in Starlark are played disjunctive-normal (-sum disjunctive -play normal), whose winner Grundy values decide; %s needs values a game file does not give in general", u.Name(), c)
	}
	defer u.g.Watch(ctx)()
	vals := make([]uint32, len(heaps))
	var total uint32
	for i, h := range heaps {
		v, err := u.value(ctx, sums.Grundy, h)
		if err != nil {
			return SumResult{}, err
		}
		vals[i] = v
		total ^= v
	}
	res := SumResult{FirstWins: total != 0}
	if total == 0 {
		return res, nil
	}
	for i, h := range heaps {
		o, err := u.moves(ctx, h)
		if err != nil {
			return SumResult{}, err
		}
		for j := range o.Len() {
			var g uint32
			for _, q := range o.At(j) {
				v, err := u.value(ctx, sums.Grundy, q)
				if err != nil {
					return SumResult{}, err
				}
				g ^= v
			}
			if total^vals[i]^g != 0 {
				continue
			}
			res.Count++
			if len(res.Moves) < limit {
				res.Moves = append(res.Moves, []Change{{Heap: i, To: append([]memo.Pos(nil), o.At(j)...)}})
			}
		}
	}
	return res, nil
}
