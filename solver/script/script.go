// Package script loads a game written in Starlark: a file that defines
// moves(p), returning the options of position p, and may declare
// parameters with param(name, default).
//
// A position is a natural number or a tuple of positions; an option is a
// position, or a list of positions meaning the disjunctive sum of them.
// The file runs sandboxed: no load statement, no recursion, a cap on the
// execution steps of the top level and of each call of moves, and
// cancellation through a context. Besides Starlark's own functions a file
// may call the Builtins.
//
// Every error names where it is: Error carries the file, line and column
// (of a syntax error, or of the innermost line of the file running when a
// runtime error struck), and option errors name the position and option.
package script

import (
	"context"
	"errors"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"
	"sync/atomic"

	"go.starlark.net/resolve"
	"go.starlark.net/starlark"
	"go.starlark.net/syntax"

	"nimber/solver/memo"
)

// DefaultMaxSteps is the cap on the Starlark execution steps of the top
// level of a file and of each call of moves, unless told otherwise.
const DefaultMaxSteps = 10_000_000

// MaxListed bounds the positions one call of moves may list, its options'
// and their sums' parts counted together (each takes about 24 bytes as
// Nimber holds it): a list built in one step ([n - 1] * 10**8) passes the
// step cap.
const MaxListed = 1 << 22

// maxDepth bounds how deeply tuples nest in a position.
const maxDepth = 16

// Error is an error in a game file at a place: Line and Col are 1-based
// (0 when unknown).
type Error struct {
	File      string
	Line, Col int
	Msg       string
	StepCap   bool // the step cap stopped the file (a command line raises it with -max-steps)
}

func (e *Error) Error() string {
	switch {
	case e.Line == 0:
		return e.File + ": " + e.Msg
	case e.Col == 0:
		return fmt.Sprintf("%s:%d: %s", e.File, e.Line, e.Msg)
	}
	return fmt.Sprintf("%s:%d:%d: %s", e.File, e.Line, e.Col, e.Msg)
}

// Param is a declared parameter: its name, default and value, written as
// on the command line (-p name=value).
type Param struct {
	Name, Default, Value string
	kind                 starlark.Value // the default, whose type a value must have
}

// Program is a compiled game file.
type Program struct {
	name   string
	file   *syntax.File // resolved: moves is compiled to Go from it when it can be (fastMoves)
	prog   *starlark.Program
	params []Param
}

var fileOptions = &syntax.FileOptions{While: true, Set: true, TopLevelControl: true}

// Compile compiles the game file src named name and runs it once with the
// parameters' defaults (capped at maxSteps, DefaultMaxSteps when 0),
// checking that it defines moves.
func Compile(name string, src []byte, maxSteps uint64) (*Program, error) {
	if maxSteps == 0 {
		maxSteps = DefaultMaxSteps
	}
	predeclared := builtins()
	predeclared["param"] = starlark.None
	file, prog, err := starlark.SourceProgramOptions(fileOptions, name, src, predeclared.Has)
	if err != nil {
		return nil, compileError(name, err)
	}
	if prog.NumLoads() > 0 {
		_, pos := prog.Load(0)
		return nil, &Error{File: name, Line: int(pos.Line), Col: int(pos.Col), Msg: "load is not allowed: a game file stands alone"}
	}
	p := &Program{name: name, file: file, prog: prog}
	g, err := p.instantiate(nil, maxSteps)
	if err != nil {
		return nil, err
	}
	p.params = g.params
	return p, nil
}

// compileError turns a syntax or resolve error into an Error.
func compileError(name string, err error) error {
	var se syntax.Error
	if errors.As(err, &se) {
		return &Error{File: name, Line: int(se.Pos.Line), Col: int(se.Pos.Col), Msg: se.Msg}
	}
	var re resolve.ErrorList
	if errors.As(err, &re) {
		return &Error{File: name, Line: int(re[0].Pos.Line), Col: int(re[0].Pos.Col), Msg: re[0].Msg}
	}
	return &Error{File: name, Msg: err.Error()}
}

// Name returns the file name.
func (p *Program) Name() string { return p.name }

// Params returns the declared parameters with their defaults as values.
func (p *Program) Params() []Param { return slices.Clone(p.params) }

// Game runs the file with the parameter values given (by name, as on the
// command line; the others keep their defaults), capped at maxSteps
// (DefaultMaxSteps when 0) for the top level and each call of moves.
func (p *Program) Game(values map[string]string, maxSteps uint64) (*Game, error) {
	if maxSteps == 0 {
		maxSteps = DefaultMaxSteps
	}
	for name := range values {
		if !slices.ContainsFunc(p.params, func(q Param) bool { return q.Name == name }) {
			return nil, fmt.Errorf("%s: unknown parameter %q (%s)", p.name, name, declared(p.params))
		}
	}
	return p.instantiate(values, maxSteps)
}

// declared lists the parameters for messages.
func declared(ps []Param) string {
	if len(ps) == 0 {
		return "the game declares no parameter"
	}
	names := make([]string, len(ps))
	for i, q := range ps {
		names[i] = q.Name
	}
	return "declared: " + strings.Join(names, ", ")
}

// Game is a game file run with its parameters: it lists options of
// positions (memo.Rules). It is not safe for concurrent use.
type Game struct {
	name     string
	params   []Param
	moves    starlark.Callable
	fast     *fastMoves  // moves of heaps compiled to Go, nil when it is not written so
	stop     atomic.Bool // the call is cancelled (Watch): read by fast
	thread   *starlark.Thread
	file     *syntax.File // the file's syntax, to place a step cap (loopAt)
	maxSteps uint64
	capped   bool // the step cap stopped the last call
	arg      starlark.Tuple
	enc      []byte
	interned map[string]string // tuple encodings seen, shared between options
}

// stepsReason is the cancel reason of the step cap.
const stepsReason = "step cap reached"

func (p *Program) instantiate(values map[string]string, maxSteps uint64) (*Game, error) {
	g := &Game{name: p.name, maxSteps: maxSteps, thread: &starlark.Thread{Name: p.name}, file: p.file, arg: make(starlark.Tuple, 1), interned: map[string]string{}}
	g.thread.Print = func(*starlark.Thread, string) {}
	g.thread.SetLocal(stepCapLocal, maxSteps)
	g.thread.OnMaxSteps = func(t *starlark.Thread) {
		g.capped = true
		t.Cancel(stepsReason)
	}
	top := true
	predeclared := builtins()
	predeclared["param"] = starlark.NewBuiltin("param", func(t *starlark.Thread, b *starlark.Builtin, args starlark.Tuple, kwargs []starlark.Tuple) (starlark.Value, error) {
		if !top {
			return nil, fmt.Errorf("param: parameters are declared at the top level of the file, not inside moves")
		}
		return g.param(args, kwargs, values)
	})
	g.thread.SetMaxExecutionSteps(maxSteps)
	globals, err := p.prog.Init(g.thread, predeclared)
	top = false
	if err != nil {
		return nil, g.runError(err, "", fmt.Sprintf("the top level of the file stopped at the step cap of %d steps", maxSteps))
	}
	globals.Freeze()
	mv, ok := globals["moves"]
	if !ok {
		return nil, &Error{File: p.name, Msg: "the file defines no moves(p): write def moves(p): returning the list of options of position p"}
	}
	fn, ok := mv.(*starlark.Function)
	if !ok {
		return nil, &Error{File: p.name, Msg: fmt.Sprintf("moves is %s, not a function: write def moves(p):", describe(mv))}
	}
	if fn.NumParams() != 1 {
		pos := fn.Position()
		return nil, &Error{File: p.name, Line: int(pos.Line), Col: int(pos.Col), Msg: fmt.Sprintf("moves takes %d parameters; it takes one, the position", fn.NumParams())}
	}
	g.moves = fn
	g.fast = compileFast(p.file, globals, &g.stop)
	return g, nil
}

// param declares a parameter and returns its value.
func (g *Game) param(args starlark.Tuple, kwargs []starlark.Tuple, values map[string]string) (starlark.Value, error) {
	var name string
	var def starlark.Value
	if err := starlark.UnpackPositionalArgs("param", args, kwargs, 2, &name, &def); err != nil {
		return nil, err
	}
	if !isIdentifier(name) {
		return nil, fmt.Errorf("param: %q is not a parameter name (letters, digits and _)", name)
	}
	if slices.ContainsFunc(g.params, func(q Param) bool { return q.Name == name }) {
		return nil, fmt.Errorf("param: %q is declared twice", name)
	}
	q := Param{Name: name, kind: def}
	switch def.(type) {
	case starlark.Int, starlark.Bool, starlark.String:
	case *starlark.List:
		if _, err := intList(def); err != nil {
			return nil, fmt.Errorf("param %s: the default %s", name, err)
		}
	default:
		return nil, fmt.Errorf("param %s: the default is %s; it must be an int, a bool, a string or a list of ints", name, describe(def))
	}
	q.Default = valueText(def)
	v := def
	if s, ok := values[name]; ok {
		var err error
		if v, err = parseValue(def, s); err != nil {
			return nil, fmt.Errorf("-p %s=%s: %v", name, s, err)
		}
	}
	q.Value = valueText(v)
	g.params = append(g.params, q)
	return v, nil
}

// isIdentifier reports whether name is letters, digits and _, not
// starting with a digit.
func isIdentifier(name string) bool {
	for i, c := range name {
		if !(c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || i > 0 && c >= '0' && c <= '9') {
			return false
		}
	}
	return name != ""
}

// intList returns the ints of a list (or another sequence, such as a
// tuple).
func intList(v starlark.Value) ([]int64, error) {
	l := v.(starlark.Indexable)
	out := make([]int64, l.Len())
	for i := range out {
		x, ok := l.Index(i).(starlark.Int)
		if !ok {
			return nil, fmt.Errorf("holds %s, not an int", describe(l.Index(i)))
		}
		if out[i], ok = x.Int64(); !ok {
			return nil, fmt.Errorf("holds an int too large")
		}
	}
	return out, nil
}

// valueText writes a parameter value as on the command line.
func valueText(v starlark.Value) string {
	switch v := v.(type) {
	case starlark.String:
		return string(v)
	case starlark.Bool:
		return strconv.FormatBool(bool(v))
	case *starlark.List:
		ns, _ := intList(v)
		s := make([]string, len(ns))
		for i, n := range ns {
			s[i] = strconv.FormatInt(n, 10)
		}
		return strings.Join(s, ",")
	}
	return v.String()
}

// parseInt reads a parameter's integer, of 64 bits at most.
func parseInt(s string) (int64, error) {
	n, err := strconv.ParseInt(s, 10, 64)
	if errors.Is(err, strconv.ErrRange) {
		return 0, fmt.Errorf("expected an integer from %d to %d", math.MinInt64, math.MaxInt64)
	}
	if err != nil {
		return 0, fmt.Errorf("expected an integer")
	}
	return n, nil
}

// parseValue reads s as a value of the type of def.
func parseValue(def starlark.Value, s string) (starlark.Value, error) {
	switch def.(type) {
	case starlark.Int:
		n, err := parseInt(s)
		if err != nil {
			return nil, err
		}
		return starlark.MakeInt64(n), nil
	case starlark.Bool:
		switch s {
		case "true", "True":
			return starlark.True, nil
		case "false", "False":
			return starlark.False, nil
		}
		return nil, fmt.Errorf("expected true or false")
	case starlark.String:
		return starlark.String(s), nil
	}
	var l []starlark.Value
	if s != "" {
		for i, f := range strings.Split(s, ",") {
			n, err := parseInt(strings.TrimSpace(f))
			if err != nil {
				return nil, fmt.Errorf("item %d: %v (a list is written 1,3,4)", i+1, err)
			}
			l = append(l, starlark.MakeInt64(n))
		}
	}
	return starlark.NewList(l), nil
}

// Name returns the file name.
func (g *Game) Name() string { return g.name }

// Params returns the parameters with their values.
func (g *Game) Params() []Param { return slices.Clone(g.params) }

// Compiled reports whether moves of heaps runs compiled to Go (fastMoves):
// then listing options costs little beside valuing them.
func (g *Game) Compiled() bool { return g.fast != nil }

// Watch cancels the Starlark execution when ctx is done, until the
// returned stop is called.
func (g *Game) Watch(ctx context.Context) (stop func() bool) {
	return context.AfterFunc(ctx, func() {
		g.thread.Cancel(ctx.Err().Error()) // first: fast gives up on stop, and the interpreter must then stop
		g.stop.Store(true)
	})
}

// Options appends the options of p to opts (memo.Rules), calling moves(p):
// compiled to Go for a heap when it can be (fastMoves), else interpreted.
func (g *Game) Options(p memo.Pos, opts *memo.Options) error {
	if g.fast != nil && p.Tuple == "" && g.fast.list(int64(p.Int), opts, g.maxSteps) {
		return nil
	}
	g.thread.Steps = 0
	g.thread.SetMaxExecutionSteps(g.maxSteps)
	g.arg[0] = Value(p)
	v, err := starlark.Call(g.thread, g.moves, g.arg, nil)
	if err != nil {
		return g.runError(err, fmt.Sprintf("moves(%s): ", p), fmt.Sprintf("stopped at the step cap of %d steps per call", g.maxSteps))
	}
	seq, ok := v.(starlark.Indexable)
	if !ok || v.Type() == "string" {
		return &Error{File: g.name, Msg: fmt.Sprintf("moves(%s) returned %s, not a list of options", p, describe(v))}
	}
	n := seq.Len()
	tooMany := func() error { // written only when it happens: moves is called for every position
		return &Error{File: g.name, Msg: fmt.Sprintf("moves(%s) listed more than %d positions (options, and the parts of sums), the most one call may list", p, MaxListed)}
	}
	if n > MaxListed {
		return tooMany()
	}
	start := len(opts.Pos)
	for i := range n {
		o := seq.Index(i)
		bad := func(msg string) error {
			return &Error{File: g.name, Msg: fmt.Sprintf("moves(%s): option %d of %d is %s", p, i+1, n, msg)}
		}
		if l, ok := o.(*starlark.List); ok {
			if len(opts.Pos)-start+l.Len() > MaxListed {
				return tooMany()
			}
			opts.Start = append(opts.Start, int32(len(opts.Pos)))
			for j := range l.Len() {
				q, msg := g.position(l.Index(j))
				if msg != "" {
					return bad(fmt.Sprintf("the sum %s, whose item %d is %s", shorten(o.String()), j+1, msg))
				}
				opts.Pos = append(opts.Pos, q)
			}
			continue
		}
		q, msg := g.position(o)
		if msg != "" {
			return bad(msg)
		}
		if len(opts.Pos)-start >= MaxListed {
			return tooMany()
		}
		opts.Start = append(opts.Start, int32(len(opts.Pos)))
		opts.Pos = append(opts.Pos, q)
	}
	return nil
}

// The rules of positions and options, for messages.
const (
	positionRule = "a position is a natural number (0, 1, 2, …) or a tuple of positions"
	optionRule   = "an option is a position, or a list of positions (a sum)"
)

// position converts a Starlark position, or says what is wrong with it:
// the value, what it is and the rule it breaks.
func (g *Game) position(v starlark.Value) (memo.Pos, string) {
	switch v := v.(type) {
	case starlark.Int:
		if n, ok := natural64(v); ok {
			return memo.Int(int(n)), ""
		}
		if v.Sign() > 0 {
			return memo.Pos{}, fmt.Sprintf("%s, %s", shorten(v.String()), tooLarge)
		}
		return memo.Pos{}, fmt.Sprintf("%s, not a natural number: %s", shorten(v.String()), positionRule)
	case starlark.Tuple:
		if len(v) == 2 { // the common pair, without building an encoding
			a, okA := v[0].(starlark.Int)
			b, okB := v[1].(starlark.Int)
			if okA && okB {
				x, okA := natural64(a)
				y, okB := natural64(b)
				if okA && okB && x < 1<<31 && y < 1<<31 {
					return memo.Pair(int(x), int(y)), ""
				}
			}
		}
		var msg string
		g.enc, msg = encode(g.enc[:0], v, 0)
		if msg != "" {
			return memo.Pos{}, fmt.Sprintf("%s, a tuple holding %s: %s", shorten(v.String()), msg, positionRule)
		}
		t, ok := g.interned[string(g.enc)]
		if !ok {
			t = string(g.enc)
			g.interned[t] = t
		}
		return memo.Pos{Tuple: t}, ""
	}
	return memo.Pos{}, fmt.Sprintf("%s, not a position: %s; %s", describe(v), positionRule, optionRule)
}

// natural64 returns the value of a natural number small enough for a
// position (at most memo.MaxNatural).
func natural64(x starlark.Int) (int64, bool) {
	n, ok := x.Int64()
	return n, ok && n >= 0 && n <= memo.MaxNatural
}

// tooLarge says why a number past memo.MaxNatural is no position.
var tooLarge = fmt.Sprintf("larger than the largest position Nimber holds, 2^62 = %d", int64(memo.MaxNatural))

// encode appends the encoding of tuple t at nesting depth, or says which
// element is not a position.
func encode(b []byte, t starlark.Tuple, depth int) ([]byte, string) {
	if depth >= maxDepth {
		return b, fmt.Sprintf("tuples more than %d deep", maxDepth)
	}
	b = memo.OpenTuple(b)
	for _, e := range t {
		switch e := e.(type) {
		case starlark.Int:
			n, ok := natural64(e)
			switch {
			case !ok && e.Sign() > 0:
				return b, shorten(e.String()) + ", " + tooLarge
			case !ok:
				return b, shorten(e.String()) + ", not a natural number"
			}
			b = memo.AppendInt(b, int(n))
		case starlark.Tuple:
			var msg string
			if b, msg = encode(b, e, depth+1); msg != "" {
				return b, msg
			}
		default:
			return b, describe(e)
		}
	}
	return memo.CloseTuple(b), ""
}

// Value returns position p as a Starlark value.
func Value(p memo.Pos) starlark.Value {
	if p.Tuple == "" {
		return starlark.MakeInt(p.Int)
	}
	es := p.Elements()
	t := make(starlark.Tuple, len(es))
	for i, e := range es {
		if e.Tuple != nil {
			t[i] = Value(*e.Tuple)
		} else {
			t[i] = starlark.MakeInt(e.Int)
		}
	}
	return t
}

// runError turns an error of Starlark execution into an Error at the
// innermost line of the file, its message after the prefix where, or the
// step cap message when the cap stopped it. It resets the thread for the
// next call.
func (g *Game) runError(err error, where, capMsg string) error {
	capped := g.capped
	g.capped = false
	g.thread.Uncancel()
	g.stop.Store(false)
	var ee *starlark.EvalError
	if !errors.As(err, &ee) {
		return &Error{File: g.name, Msg: err.Error()}
	}
	e := &Error{File: g.name, Msg: where + ee.Msg}
	for i := len(ee.CallStack) - 1; i >= 0; i-- {
		if pos := ee.CallStack[i].Pos; pos.Filename() == g.name {
			e.Line, e.Col = int(pos.Line), int(pos.Col)
			break
		}
	}
	if capped {
		e.Msg, e.StepCap = where+capMsg, true
		if !errors.Is(err, errStepCap) { // a builtin's stop is where it was called
			e.Line, e.Col = loopAt(g.file, e.Line, e.Col)
		}
	}
	return e
}

// loopAt places a stop at the step cap that Starlark placed at line:col.
// Only a loop takes that many steps, but a while loop whose body records no
// position (while True: pass) leaves the place of the last statement before
// it that did: when line:col is in no loop, the loop is the first while
// statement after it in the same function (or at the top level). A stop in
// a lambda stays where it is.
func loopAt(f *syntax.File, line, col int) (int, int) {
	at := place{line, col}
	holds := func(n syntax.Node) bool {
		start, end := n.Span()
		return !at.before(placeOf(start)) && !placeOf(end).before(at)
	}
	// The nodes being walked (syntax.Walk calls f(nil) as it leaves one),
	// and the innermost def or lambda among them.
	var path []syntax.Node
	function := func() syntax.Node {
		for i := len(path) - 1; i >= 0; i-- {
			switch path[i].(type) {
			case *syntax.DefStmt, *syntax.LambdaExpr:
				return path[i]
			}
		}
		return nil
	}
	var scope syntax.Node // the innermost function holding the stop
	inLoop := false
	type while struct {
		start place
		in    syntax.Node // its function
	}
	var whiles []while
	syntax.Walk(f, func(n syntax.Node) bool {
		if n == nil {
			path = path[:len(path)-1]
			return false
		}
		path = append(path, n)
		switch n.(type) {
		case *syntax.DefStmt, *syntax.LambdaExpr:
			if holds(n) {
				scope = n
			}
		case *syntax.ForStmt, *syntax.Comprehension:
			inLoop = inLoop || holds(n)
		case *syntax.WhileStmt:
			inLoop = inLoop || holds(n)
			start, _ := n.Span()
			whiles = append(whiles, while{placeOf(start), function()})
		}
		return true
	})
	if _, lambda := scope.(*syntax.LambdaExpr); inLoop || lambda {
		return line, col
	}
	var next *while
	for i, w := range whiles {
		if w.in == scope && at.before(w.start) && (next == nil || w.start.before(next.start)) {
			next = &whiles[i]
		}
	}
	if next == nil {
		return line, col
	}
	return next.start.line, next.start.col
}

// place is a line and column of a file.
type place struct{ line, col int }

func placeOf(p syntax.Position) place { return place{int(p.Line), int(p.Col)} }

// before reports whether p comes before q.
func (p place) before(q place) bool { return p.line < q.line || p.line == q.line && p.col < q.col }
