package explore

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"

	"nimber/solver/memo"
	"nimber/solver/pattern"
	"nimber/solver/period"
	"nimber/solver/recognize"
	"nimber/solver/script"
	"nimber/solver/subtraction"
	"nimber/solver/sums"
	"nimber/solver/table"
)

// Limits caps the work on a game written in Starlark: the execution steps
// of its top level and of each call of moves (script.DefaultMaxSteps when
// 0), and the positions kept in memory (memo.DefaultMaxPositions when 0).
// OwnRules keeps the game to its own rules: its rules are not recognised
// (Recognizer), so no value comes from a code's engine past the heaps read.
type Limits struct {
	MaxSteps     uint64
	MaxPositions int
	OwnRules     bool
}

// Script returns the game written in the Starlark file src named name,
// run with the parameter values given (the others keep their defaults).
func Script(name string, src []byte, params map[string]string, lim Limits) (Game, error) {
	if lim.MaxPositions < 0 {
		return nil, fmt.Errorf("-max-positions %d: expected a number of positions (0: the default, %d)", lim.MaxPositions, memo.DefaultMaxPositions)
	}
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
	return &user{g: g, lim: lim, evals: map[valuing]*memo.Evaluator{}}, nil
}

// user is a game written in Starlark; its values of each kind are kept
// between calls.
type user struct {
	g     *script.Game
	lim   Limits
	evals map[valuing]*memo.Evaluator
	pre   map[memo.Pos][2]int // loaded option lists: start in words, count
	words []int64
	// read, while set, reads the options of heaps as they are listed.
	read *recognize.Reader
	// rule, once recognised (Recognize), gives the Grundy values of the
	// table of heaps up to ruleFor, the n it was recognised for, natively,
	// and of its prefixes (a table of fewer heaps is then the first values
	// of that one; recognised for itself, its heaps might all be read and
	// found to differ). Not past ruleFor: the heaps there were not read.
	rule    *recognize.Match
	ruleFor int
}

func (u *user) Name() string { return u.g.Name() }

// Bound is nil: a game file has no theorem, unless its rules were
// recognised as a code's (Recognize), whose theorem then proves its Grundy
// values' period under the condition that the rules are the code's.
func (u *user) Bound(k sums.Kind) period.Bound {
	if u.rule != nil && k == sums.Grundy {
		return u.rule.Bound()
	}
	return nil
}

// Theorem names the theorem of the code the rules were recognised as, if
// any (see Bound).
func (u *user) Theorem(k sums.Kind) string {
	if u.rule != nil && k == sums.Grundy {
		return u.rule.Theorem()
	}
	return ""
}

// Kind reads a kind's name (kindOf: any option may be a sum); under the
// disjunctive conventions the sums are played out (package memo's New).
func (u *user) Kind(name string) (sums.Kind, sums.Convention, error) { return kindOf(name, true) }

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

// valuing is a kind of values and the convention they are valued under:
// a disjunctive one for the game itself (see Kind).
type valuing struct {
	k sums.Kind
	c sums.Convention
}

// eval returns the evaluator of kind k under convention c: the game itself
// under the disjunctive conventions (memo.New), else Game Pack's
// convention c (memo.NewUnder).
func (u *user) eval(k sums.Kind, c sums.Convention) (*memo.Evaluator, error) {
	key := valuing{k, c}
	if e, ok := u.evals[key]; ok {
		return e, nil
	}
	if c.Sum == sums.Disjunctive {
		u.evals[key] = memo.New(userRules{u}, k, u.lim.MaxPositions)
		return u.evals[key], nil
	}
	e, err := memo.NewUnder(userRules{u}, k, c, u.lim.MaxPositions)
	if err != nil {
		return nil, err
	}
	u.evals[key] = e
	return e, nil
}

// value returns the value of p of kind k under c, naming the game in
// errors.
func (u *user) value(ctx context.Context, k sums.Kind, c sums.Convention, p memo.Pos) (uint32, error) {
	e, err := u.eval(k, c)
	if err != nil {
		return 0, err
	}
	v, err := e.Value(ctx, p)
	if err != nil {
		return 0, u.wrap(ctx, err)
	}
	return v, nil
}

// grundy returns the Grundy value of p.
func (u *user) grundy(ctx context.Context, p memo.Pos) (uint32, error) {
	return u.value(ctx, sums.Grundy, sums.NormalDisjunctive, p)
}

// reportEvery is the positions between two progress reports of a game
// file's values.
const reportEvery = 64

// wrap names the game in an evaluator's error and says how to raise a cap.
func (u *user) wrap(ctx context.Context, err error) error {
	if ctx.Err() != nil {
		return ctx.Err()
	}
	var se *script.Error
	if errors.As(err, &se) {
		return err
	}
	return fmt.Errorf("%s: %w", u.Name(), err)
}

func (u *user) Values(ctx context.Context, k sums.Kind, c sums.Convention, s Shape, progress table.Progress) ([]uint32, error) {
	if u.rule != nil && k == sums.Grundy && !s.Pairs && s.N <= u.ruleFor {
		if v, ok := u.rule.Values(s.N, subtraction.PoolFrom(ctx), progress.Report); ok {
			return v, nil
		}
	}
	if !s.Fits() {
		return nil, fmt.Errorf("%s: a table of a game file holds at most %d positions, not those up to %s", u.Name(), MaxCells, s)
	}
	defer u.g.Watch(ctx)()
	out := make([]uint32, s.Len())
	for i := range out {
		v, err := u.value(ctx, k, c, s.At(i))
		if ce := (*memo.CapError)(nil); errors.As(err, &ce) {
			return out[:i], &StopError{Err: err}
		}
		if err != nil {
			return nil, err
		}
		out[i] = v
		if i%reportEvery == 0 {
			progress.Report(i, len(out))
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

func (u *user) Options(ctx context.Context, k sums.Kind, c sums.Convention, p memo.Pos) ([]Option, error) {
	defer u.g.Watch(ctx)()
	if _, err := u.value(ctx, k, c, p); err != nil {
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
		for _, q := range to {
			v, err := u.value(ctx, k, c, q)
			if err != nil {
				return nil, err
			}
			opt.Values = append(opt.Values, v)
		}
		if len(to) == 1 {
			opt.Value = opt.Values[0]
		} else {
			e, err := u.eval(k, c)
			if err != nil {
				return nil, err
			}
			v, err := e.SumValue(ctx, to)
			if err != nil {
				return nil, u.wrap(ctx, err)
			}
			opt.Value = v
		}
		opts[i] = opt
	}
	return opts, nil
}

// Sum decides a disjunctive sum in normal play from Grundy values, and
// lists its winning moves; the other conventions are refused (their values
// of a position are Values').
func (u *user) Sum(ctx context.Context, c sums.Convention, heaps []memo.Pos, limit int) (SumResult, error) {
	if c != sums.NormalDisjunctive {
		return SumResult{}, fmt.Errorf("%s: sums of a game written in Starlark are played disjunctive-normal (-sum disjunctive -play normal); under %s, table -kind gives each position's value, not a sum's winning moves", u.Name(), c)
	}
	defer u.g.Watch(ctx)()
	vals := make([]uint32, len(heaps))
	var total uint32
	for i, h := range heaps {
		v, err := u.grundy(ctx, h)
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
		seen := map[string]bool{}
		for j := range o.Len() {
			var g uint32
			for _, q := range o.At(j) {
				v, err := u.grundy(ctx, q)
				if err != nil {
					return SumResult{}, err
				}
				g ^= v
			}
			if total^vals[i]^g != 0 {
				continue
			}
			key, err := u.sumKey(ctx, o.At(j))
			if err != nil {
				return SumResult{}, err
			}
			if !seen[key] {
				seen[key] = true
				res.Count++
				if len(res.Moves) < limit {
					res.Moves = append(res.Moves, []Change{{Heap: i, To: append([]memo.Pos(nil), o.At(j)...)}})
				}
			}
		}
	}
	return res, nil
}

// sumKey names the sum of positions ps as a move of a sum: by the
// positions that have a move, in one order, so that an option the file
// lists twice, or with an empty heap beside it ([0, 2] and [2]), is one
// move (told as the file first lists it).
func (u *user) sumKey(ctx context.Context, ps []memo.Pos) (string, error) {
	var to []memo.Pos
	for _, q := range ps {
		o, err := u.moves(ctx, q)
		if err != nil {
			return "", err
		}
		if o.Len() > 0 {
			to = append(to, q)
		}
	}
	slices.SortFunc(to, func(a, b memo.Pos) int { return cmp.Or(strings.Compare(a.Tuple, b.Tuple), a.Int-b.Int) })
	return fmt.Sprint(to), nil
}

// Preloader is a game whose option lists can be listed in one place (say,
// several workers, each a share of the positions) and loaded into another
// that values them: the games written in Starlark, whose time goes into
// listing options.
type Preloader interface {
	// OptionWords lists the options of positions ps as words: for each
	// position, the position, its number of options, then for each option
	// its number of positions and the positions. A natural n is the word
	// n, a pair (a, b) of naturals below 2^31 the word -1-(a<<31|b); other
	// positions cannot be listed (ok false). Nor are the options of a game
	// whose moves runs compiled (script.Game.Compiled): they are listed
	// faster than they would travel from worker to worker.
	OptionWords(ctx context.Context, ps []memo.Pos) (words []int64, ok bool, err error)
	// LoadOptionWords keeps option lists listed by OptionWords, used
	// instead of calling moves.
	LoadOptionWords(words []int64) error
}

func posWord(p memo.Pos) (int64, bool) {
	switch p.Tuple {
	case "":
		return int64(p.Int), true
	case memo.PairTag:
		return -1 - int64(p.Int), true
	}
	return 0, false
}

func wordPos(w int64) memo.Pos {
	if w >= 0 {
		return memo.Int(int(w))
	}
	return memo.Pos{Int: int(-1 - w), Tuple: memo.PairTag}
}

func (u *user) OptionWords(ctx context.Context, ps []memo.Pos) ([]int64, bool, error) {
	if u.g.Compiled() {
		return nil, false, nil
	}
	defer u.g.Watch(ctx)()
	var words []int64
	var o memo.Options
	for _, p := range ps {
		w, ok := posWord(p)
		if !ok {
			return nil, false, nil
		}
		o.Reset()
		if err := u.g.Options(p, &o); err != nil {
			return nil, false, u.wrap(ctx, err)
		}
		words = append(words, w, int64(o.Len()))
		for i := range o.Len() {
			opt := o.At(i)
			words = append(words, int64(len(opt)))
			for _, q := range opt {
				w, ok := posWord(q)
				if !ok {
					return nil, false, nil
				}
				words = append(words, w)
			}
		}
	}
	return words, true, nil
}

func (u *user) LoadOptionWords(words []int64) error {
	bad := fmt.Errorf("%s: damaged option lists", u.Name())
	if u.pre == nil {
		u.pre = map[memo.Pos][2]int{}
	}
	for i := 0; i < len(words); {
		if i+2 > len(words) {
			return bad
		}
		p, n := wordPos(words[i]), int(words[i+1])
		start := i + 2
		j := start
		for range n {
			if j >= len(words) || words[j] < 0 || j+1+int(words[j]) > len(words) {
				return bad
			}
			j += 1 + int(words[j])
		}
		u.pre[p] = [2]int{len(u.words), n}
		u.words = append(u.words, words[start:j]...)
		i = j
	}
	return nil
}

// Recognizer is a game whose rules may be those of a take-and-break code
// or a subtraction game: the games written in Starlark (package
// recognize).
type Recognizer interface {
	// Recognize values heaps 0, 1, 2, … up to n, reading their options as
	// they are listed, until they tell no more (recognize.Reader: a
	// budget of positions bounds them) and returns the code or
	// subtraction game they match; ok is false when the game's positions
	// are not heaps. When the match reaches past the heaps read and does
	// not differ on them, the Grundy values of the table of the heaps up
	// to n (and of its prefixes) come from then on from its own engine
	// wherever it gives them (recognize.Match.Values), and Bound is its
	// theorem, until the next recognition. It reports its progress after
	// each heap (recognize.Reader.Progress).
	Recognize(ctx context.Context, n int, progress table.Progress) (m recognize.Match, ok bool, err error)
}

// MatchCondition is what a rule of the Grundy values of heaps 0..n of a
// game file recognised as m holds under (pattern.Condition): m's code,
// when its theorem proves periods (theorem) or when its engine gave the
// values past the heaps read; none else.
func MatchCondition(m recognize.Match, n int, theorem bool) pattern.Condition {
	engine := m.Extends && m.Differs == nil && m.Upto < n && m.Reaches(n)
	if !theorem && !engine {
		return pattern.Condition{}
	}
	return pattern.Condition{What: m.What(), Upto: m.Upto, Engine: engine}
}

func (u *user) Recognize(ctx context.Context, n int, progress table.Progress) (recognize.Match, bool, error) {
	if u.lim.OwnRules {
		return recognize.Match{}, false, nil
	}
	defer u.g.Watch(ctx)()
	u.rule = nil
	u.read = recognize.NewReader(0, n)
	defer func() { u.read = nil }()
	for h := 0; h <= n && u.read.Wants(h); h++ {
		if _, err := u.grundy(ctx, memo.Int(h)); err != nil {
			return recognize.Match{}, false, err
		}
		progress.Report(u.read.Progress(n))
	}
	m, ok := u.read.Match()
	if ok {
		// The heaps past those read are checked on a sample, listed by the
		// file's own rules (a check that fails is where the values leave
		// the code's engine for the file's).
		list := func(h int, o *memo.Options) error { return userRules{u}.list(memo.Int(h), o) }
		if err := m.Check(ctx, list, n); err != nil {
			return recognize.Match{}, false, err
		}
	}
	if ok && m.Extends && m.Differs == nil {
		u.rule, u.ruleFor = &m, n
	}
	return m, ok, nil
}

// userRules lists the options of a user's game: loaded ones first, else
// by calling moves; a Reader reads those of heaps.
type userRules struct{ u *user }

func (r userRules) Options(p memo.Pos, o *memo.Options) error {
	if err := r.list(p, o); err != nil {
		return err
	}
	if r.u.read != nil && p.Tuple == "" {
		r.u.read.Read(p.Int, o)
	}
	return nil
}

func (r userRules) list(p memo.Pos, o *memo.Options) error {
	at, ok := r.u.pre[p]
	if !ok {
		return r.u.g.Options(p, o)
	}
	j := at[0]
	for range at[1] {
		k := int(r.u.words[j])
		o.Start = append(o.Start, int32(len(o.Pos)))
		for _, w := range r.u.words[j+1 : j+1+k] {
			o.Pos = append(o.Pos, wordPos(w))
		}
		j += 1 + k
	}
	return nil
}
