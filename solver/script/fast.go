package script

import (
	"math"
	"math/bits"
	"slices"
	"sync/atomic"

	"go.starlark.net/resolve"
	"go.starlark.net/starlark"
	"go.starlark.net/syntax"

	"nimber/solver/intmath"
	"nimber/solver/memo"
)

// fastMoves is moves(n) of a heap n compiled to Go, for the files whose
// moves is written in a small part of Starlark: statements return, if,
// assignments of ints to names and docstrings; options built by list
// literals, comprehensions over range(…) or over lists of ints, +, and
// conditional expressions; ints from literals, the parameter, names
// assigned ints, global ints (parameters too), + - * // % & | ^ ~ << >>,
// comparisons, and, or, not, and the calls gcd, isqrt, popcount, abs, min
// and max of ints. The shipped examples' moves of heaps are written so.
//
// A name must be assigned on every way to where it is read (else moves
// is not compiled: the interpreter reports the read). The compiled moves
// gives up on a call (list reports false, leaving the options as they
// were) wherever the interpreter might do otherwise than return a list of
// options: an error (a division by zero, a negative option), an int past
// 64 bits, a function falling off its end, more work than the step cap
// allows (charged at least as much as the interpreter's steps), a
// cancellation. That call is then interpreted,
// as every call was before, so that its options and its errors are the
// interpreter's own.
type fastMoves struct {
	body  stmtFn
	cost  uint64 // charged to every call: the steps of the body run once
	frame fastFrame
}

// fastFrame is the state of one call of a fastMoves.
type fastFrame struct {
	slots []int64 // the locals of moves, then the constants
	out   *memo.Options
	// failed is set by what gives up on the call: from then on values
	// are meaningless, and what acts on them looks first.
	failed bool
	left   uint64       // steps left under the cap
	stop   *atomic.Bool // set when the call is cancelled
}

// intExpr is a compiled int: a slot of the frame (a local, or a constant
// the compiler put there), or computed by fn. A slot is read by get, no
// closure called: in WebAssembly a call costs much more than the
// arithmetic.
type intExpr struct {
	slot int
	fn   intFn // nil for a slot
}

// get evaluates x. It is small enough to be inlined where it is used.
func (x *intExpr) get(f *fastFrame) int64 {
	if x.fn != nil {
		return x.fn(f)
	}
	return f.slots[x.slot]
}

func localInt(slot int) intExpr    { return intExpr{slot: slot} }
func computedInt(fn intFn) intExpr { return intExpr{fn: fn} }

// constInt is the int v, in a slot of its own past the locals.
func (c *fastCompiler) constInt(v int64) intExpr {
	c.consts = append(c.consts, v)
	return localInt(c.locals + len(c.consts) - 1)
}

type (
	// intFn evaluates an int; it sets f.failed when the call gives up.
	intFn func(f *fastFrame) int64
	// boolFn evaluates a truth value; it sets f.failed when the call
	// gives up.
	boolFn func(f *fastFrame) bool
	// optsFn appends options to f.out.
	optsFn func(f *fastFrame) bool
	// stmtFn runs statements: returned when a return ran.
	stmtFn func(f *fastFrame) (returned, ok bool)
)

// Charges in steps, at least those of the interpreter (one a bytecode
// instruction; an expression node compiles to at most a few): stepsNode an
// expression or statement node, stepsIteration the bookkeeping of a loop's
// iteration, stepsCall that of a call.
const (
	stepsNode      = 4
	stepsIteration = 8
	stepsCall      = 16
)

// checkEvery is the iterations of a loop between two looks at whether the
// call is cancelled.
const checkEvery = 1024

// fastCompiler compiles the body of moves; nodes counts the nodes compiled
// (see stepsNode).
type fastCompiler struct {
	globals starlark.StringDict
	nodes   uint64
	locals  int     // of moves
	consts  []int64 // the constants, in slots past the locals
	// assigned marks the locals assigned on every way to the statement
	// being compiled; returned is true after statements that always
	// return.
	assigned []bool
	returned bool
}

// compileFast compiles the top-level def of moves in file f (whose
// globals, frozen, are given) when it is written in the part of Starlark
// fastMoves covers, else returns nil.
func compileFast(f *syntax.File, globals starlark.StringDict, stop *atomic.Bool) *fastMoves {
	var def *syntax.DefStmt
	for _, s := range f.Stmts {
		if d, ok := s.(*syntax.DefStmt); ok && d.Name.Name == "moves" {
			def = d
		}
	}
	if def == nil || len(def.Params) != 1 {
		return nil
	}
	fn, ok := def.Function.(*resolve.Function)
	if _, plain := def.Params[0].(*syntax.Ident); !ok || !plain || fn.HasVarargs || fn.HasKwargs || len(fn.FreeVars) > 0 {
		return nil
	}
	for _, b := range fn.Locals {
		if b.Scope != resolve.Local {
			return nil // captured by a nested function
		}
	}
	c := &fastCompiler{globals: globals, locals: len(fn.Locals), assigned: make([]bool, len(fn.Locals))}
	c.assigned[0] = true // the position
	body, ok := c.stmts(def.Body)
	if !ok {
		return nil
	}
	return &fastMoves{body: body, cost: stepsNode*c.nodes + stepsCall,
		frame: fastFrame{slots: append(make([]int64, c.locals), c.consts...), stop: stop}}
}

// list appends the options of heap n to out, within maxSteps, and reports
// whether it did; when it did not, out is as it was.
func (m *fastMoves) list(n int64, out *memo.Options, maxSteps uint64) bool {
	f := &m.frame
	if f.stop.Load() {
		return false
	}
	f.slots[0] = n
	f.out, f.left, f.failed = out, maxSteps, false
	starts, positions := len(out.Start), len(out.Pos)
	ok := f.charge(1, m.cost)
	if ok {
		var returned bool
		returned, ok = m.body(f)
		ok = ok && returned && !f.failed
	}
	f.out = nil
	if !ok {
		out.Start, out.Pos = out.Start[:starts], out.Pos[:positions]
	}
	return ok
}

// charge takes n times steps from the steps left, or reports that the cap
// would stop the call.
func (f *fastFrame) charge(n, steps uint64) bool {
	if n > 0 && (steps > f.left || n >= f.left/steps) {
		return false
	}
	f.left -= n * steps
	return true
}

// node counts a node compiled.
func (c *fastCompiler) node() { c.nodes++ }

// stmts compiles statements, setting returned when they always return.
func (c *fastCompiler) stmts(ss []syntax.Stmt) (stmtFn, bool) {
	fns := make([]stmtFn, 0, len(ss))
	returned := false
	for _, s := range ss {
		c.returned = false
		fn, ok := c.stmt(s)
		if !ok {
			return nil, false
		}
		if fn != nil {
			fns = append(fns, fn)
		}
		returned = returned || c.returned
	}
	c.returned = returned
	return func(f *fastFrame) (bool, bool) {
		for _, fn := range fns {
			if returned, ok := fn(f); returned || !ok {
				return returned, ok
			}
		}
		return false, true
	}, true
}

// stmt compiles a statement; a statement that does nothing compiles to nil.
func (c *fastCompiler) stmt(s syntax.Stmt) (stmtFn, bool) {
	c.node()
	switch s := s.(type) {
	case *syntax.ReturnStmt:
		if s.Result == nil {
			return nil, false
		}
		opts, ok := c.options(s.Result)
		c.returned = true
		return func(f *fastFrame) (bool, bool) { return true, opts(f) }, ok
	case *syntax.IfStmt:
		cond, ok1 := c.cond(s.Cond)
		before := slices.Clone(c.assigned)
		yes, ok2 := c.stmts(s.True)
		afterYes, yesReturns := c.assigned, c.returned
		c.assigned = before
		no, ok3 := c.stmts(s.False)
		// Past the if, a name is assigned when it is on each way that
		// goes on.
		switch {
		case yesReturns && c.returned:
		case yesReturns:
		case c.returned:
			c.assigned = afterYes
		default:
			for i, a := range afterYes {
				c.assigned[i] = c.assigned[i] && a
			}
		}
		c.returned = yesReturns && c.returned
		return func(f *fastFrame) (bool, bool) {
			v := cond(f)
			switch {
			case f.failed:
				return false, false
			case v:
				return yes(f)
			}
			return no(f)
		}, ok1 && ok2 && ok3
	case *syntax.AssignStmt:
		return c.assign(s)
	case *syntax.ExprStmt:
		lit, ok := s.X.(*syntax.Literal)
		return nil, ok && lit.Token == syntax.STRING // a docstring
	case *syntax.BranchStmt:
		return nil, s.Token == syntax.PASS
	}
	return nil, false
}

// assignOps are the operators of the augmented assignments covered.
var assignOps = map[syntax.Token]syntax.Token{
	syntax.PLUS_EQ: syntax.PLUS, syntax.MINUS_EQ: syntax.MINUS, syntax.STAR_EQ: syntax.STAR,
	syntax.SLASHSLASH_EQ: syntax.SLASHSLASH, syntax.PERCENT_EQ: syntax.PERCENT,
	syntax.AMP_EQ: syntax.AMP, syntax.PIPE_EQ: syntax.PIPE, syntax.CIRCUMFLEX_EQ: syntax.CIRCUMFLEX,
	syntax.LTLT_EQ: syntax.LTLT, syntax.GTGT_EQ: syntax.GTGT,
}

// assign compiles name = int or name op= int, name a local.
func (c *fastCompiler) assign(s *syntax.AssignStmt) (stmtFn, bool) {
	slot, ok := localSlot(s.LHS)
	if !ok {
		return nil, false
	}
	rhs, ok := c.int(s.RHS)
	if !ok {
		return nil, false
	}
	if s.Op != syntax.EQ {
		op, ok := assignOps[s.Op]
		if !ok || !c.assigned[slot] {
			return nil, false
		}
		if rhs, ok = binaryInt(op, localInt(slot), rhs); !ok {
			return nil, false
		}
	}
	c.assigned[slot] = true
	return func(f *fastFrame) (bool, bool) {
		f.slots[slot] = rhs.get(f)
		return false, !f.failed
	}, true
}

// localSlot returns the slot of a name that is a local of moves.
func localSlot(e syntax.Expr) (int, bool) {
	id, ok := e.(*syntax.Ident)
	if !ok {
		return 0, false
	}
	b, ok := id.Binding.(*resolve.Binding)
	if !ok || b.Scope != resolve.Local {
		return 0, false
	}
	return b.Index, true
}

// options compiles an expression giving a list of options.
func (c *fastCompiler) options(e syntax.Expr) (optsFn, bool) {
	c.node()
	switch e := e.(type) {
	case *syntax.ParenExpr:
		return c.options(e.X)
	case *syntax.ListExpr:
		opts := make([]optsFn, len(e.List))
		for i, x := range e.List {
			var ok bool
			if opts[i], ok = c.option(x); !ok {
				return nil, false
			}
		}
		return func(f *fastFrame) bool {
			for _, o := range opts {
				if !o(f) {
					return false
				}
			}
			return true
		}, true
	case *syntax.Comprehension:
		if e.Curly {
			return nil, false
		}
		return c.clauses(e.Clauses, e.Body)
	case *syntax.BinaryExpr:
		if e.Op != syntax.PLUS {
			return nil, false
		}
		x, ok1 := c.options(e.X)
		y, ok2 := c.options(e.Y)
		return func(f *fastFrame) bool { return x(f) && y(f) }, ok1 && ok2
	case *syntax.CondExpr:
		cond, ok1 := c.cond(e.Cond)
		yes, ok2 := c.options(e.True)
		no, ok3 := c.options(e.False)
		return func(f *fastFrame) bool {
			v := cond(f)
			switch {
			case f.failed:
				return false
			case v:
				return yes(f)
			}
			return no(f)
		}, ok1 && ok2 && ok3
	}
	return nil, false
}

// option compiles one option: a heap (an int) or a sum (a list of ints).
func (c *fastCompiler) option(e syntax.Expr) (optsFn, bool) {
	if l, ok := e.(*syntax.ListExpr); ok {
		c.node()
		parts := make([]intExpr, len(l.List))
		for i, x := range l.List {
			if parts[i], ok = c.int(x); !ok {
				return nil, false
			}
		}
		return func(f *fastFrame) bool {
			f.out.Start = append(f.out.Start, int32(len(f.out.Pos)))
			for i := range parts {
				if !f.heap(&parts[i]) {
					return false
				}
			}
			return true
		}, true
	}
	x, ok := c.int(e)
	return func(f *fastFrame) bool {
		f.out.Start = append(f.out.Start, int32(len(f.out.Pos)))
		return f.heap(&x)
	}, ok
}

// heap appends the heap x gives to the option being listed; a number that
// is not a position gives up (the interpreter says what is wrong).
func (f *fastFrame) heap(x *intExpr) bool {
	v := x.get(f)
	if f.failed || v < 0 || v > memo.MaxNatural {
		return false
	}
	f.out.Pos = append(f.out.Pos, memo.Int(int(v)))
	return true
}

// clauses compiles the for and if clauses of a comprehension around its
// body, an option. A for clause charges, before its loop, the steps of all
// its iterations.
func (c *fastCompiler) clauses(cs []syntax.Node, body syntax.Expr) (optsFn, bool) {
	if len(cs) == 0 {
		return c.option(body)
	}
	switch cl := cs[0].(type) {
	case *syntax.IfClause:
		cond, ok := c.cond(cl.Cond)
		if !ok {
			return nil, false
		}
		rest, ok := c.clauses(cs[1:], body)
		return func(f *fastFrame) bool {
			v := cond(f)
			return !f.failed && (!v || rest(f))
		}, ok
	case *syntax.ForClause:
		slot, ok := localSlot(cl.Vars)
		if !ok {
			return nil, false
		}
		each, ok := c.iterable(cl.X)
		if !ok {
			return nil, false
		}
		c.assigned[slot] = true
		before := c.nodes
		rest, ok := c.clauses(cs[1:], body)
		if !ok {
			return nil, false
		}
		perIteration := stepsNode*(c.nodes-before+1) + stepsIteration
		return func(f *fastFrame) bool {
			return each(f, perIteration, func(v int64) bool {
				f.slots[slot] = v
				return rest(f)
			})
		}, true
	}
	return nil, false
}

// eachFn calls yield with each int of a sequence in turn, having charged
// perIteration steps for each, until yield reports false; it reports
// whether it went through.
type eachFn func(f *fastFrame, perIteration uint64, yield func(int64) bool) bool

// iterable compiles what a for clause goes through: range(…), a list or
// tuple of ints written out, or a global list or tuple of ints.
func (c *fastCompiler) iterable(e syntax.Expr) (eachFn, bool) {
	c.node()
	switch e := e.(type) {
	case *syntax.ParenExpr:
		return c.iterable(e.X)
	case *syntax.CallExpr:
		if name, ok := builtinName(e.Fn); !ok || name != "range" || len(e.Args) < 1 || len(e.Args) > 3 {
			return nil, false
		}
		args, ok := c.ints(e.Args)
		if !ok {
			return nil, false
		}
		return func(f *fastFrame, perIteration uint64, yield func(int64) bool) bool {
			var a [3]int64
			for i := range args {
				a[i] = args[i].get(f)
			}
			if f.failed {
				return false
			}
			start, stop, step := int64(0), a[0], int64(1)
			if len(args) > 1 {
				start, stop = a[0], a[1]
			}
			if len(args) > 2 {
				step = a[2]
			}
			n, ok := rangeLen(start, stop, step)
			if !ok || !f.charge(n, perIteration) {
				return false
			}
			v := start
			for i := range n {
				if i%checkEvery == 0 && f.stop.Load() || !yield(v) {
					return false
				}
				v += step // past the last, unused
			}
			return true
		}, true
	case *syntax.ListExpr:
		return c.intSequence(e.List)
	case *syntax.TupleExpr:
		return c.intSequence(e.List)
	case *syntax.Ident:
		b, ok := e.Binding.(*resolve.Binding)
		if !ok || b.Scope != resolve.Global {
			return nil, false
		}
		var list []int64
		switch v := c.globals[e.Name].(type) {
		case *starlark.List, starlark.Tuple:
			var err error
			list, err = intList(v)
			ok = err == nil
		default:
			ok = false
		}
		return func(f *fastFrame, perIteration uint64, yield func(int64) bool) bool {
			if !f.charge(uint64(len(list)), perIteration) {
				return false
			}
			for _, v := range list {
				if !yield(v) {
					return false
				}
			}
			return true
		}, ok
	}
	return nil, false
}

// intSequence compiles a list or tuple of ints written out, to go through.
func (c *fastCompiler) intSequence(es []syntax.Expr) (eachFn, bool) {
	xs, ok := c.ints(es)
	return func(f *fastFrame, perIteration uint64, yield func(int64) bool) bool {
		if !f.charge(uint64(len(xs)), perIteration) {
			return false
		}
		for i := range xs {
			v := xs[i].get(f)
			if f.failed || !yield(v) {
				return false
			}
		}
		return true
	}, ok
}

// rangeLen is the length of range(start, stop, step); ok is false for a
// step of zero (an error).
func rangeLen(start, stop, step int64) (uint64, bool) {
	switch {
	case step > 0 && start < stop:
		return (uint64(stop)-uint64(start)-1)/uint64(step) + 1, true
	case step < 0 && start > stop:
		return (uint64(start)-uint64(stop)-1)/(-uint64(step)) + 1, true
	}
	return 0, step != 0
}

func (c *fastCompiler) ints(es []syntax.Expr) ([]intExpr, bool) {
	out := make([]intExpr, len(es))
	for i, e := range es {
		var ok bool
		if out[i], ok = c.int(e); !ok {
			return nil, false
		}
	}
	return out, true
}

// builtinName returns the name of a predeclared or universal function
// named by e (not one a file defines).
func builtinName(e syntax.Expr) (string, bool) {
	id, ok := e.(*syntax.Ident)
	if !ok {
		return "", false
	}
	b, ok := id.Binding.(*resolve.Binding)
	return id.Name, ok && (b.Scope == resolve.Predeclared || b.Scope == resolve.Universal)
}

// int compiles an expression giving an int.
func (c *fastCompiler) int(e syntax.Expr) (intExpr, bool) {
	c.node()
	switch e := e.(type) {
	case *syntax.ParenExpr:
		return c.int(e.X)
	case *syntax.Literal:
		v, ok := e.Value.(int64)
		return c.constInt(v), ok && e.Token == syntax.INT
	case *syntax.Ident:
		b, ok := e.Binding.(*resolve.Binding)
		if !ok {
			return intExpr{}, false
		}
		switch b.Scope {
		case resolve.Local:
			return localInt(b.Index), c.assigned[b.Index]
		case resolve.Global:
			x, ok := c.globals[e.Name].(starlark.Int)
			if !ok {
				return intExpr{}, false
			}
			v, ok := x.Int64()
			return c.constInt(v), ok
		}
		return intExpr{}, false
	case *syntax.UnaryExpr:
		x, ok := c.int(e.X)
		if !ok {
			return intExpr{}, false
		}
		switch e.Op {
		case syntax.PLUS:
			return x, true
		case syntax.MINUS:
			return computedInt(func(f *fastFrame) int64 {
				v := x.get(f)
				f.failed = f.failed || v == math.MinInt64
				return -v
			}), true
		case syntax.TILDE:
			return computedInt(func(f *fastFrame) int64 { return ^x.get(f) }), true
		}
		return intExpr{}, false
	case *syntax.BinaryExpr:
		x, ok1 := c.int(e.X)
		y, ok2 := c.int(e.Y)
		if !ok1 || !ok2 {
			return intExpr{}, false
		}
		return binaryInt(e.Op, x, y)
	case *syntax.CondExpr:
		cond, ok1 := c.cond(e.Cond)
		yes, ok2 := c.int(e.True)
		no, ok3 := c.int(e.False)
		return computedInt(func(f *fastFrame) int64 {
			if cond(f) {
				return yes.get(f)
			}
			return no.get(f)
		}), ok1 && ok2 && ok3
	case *syntax.CallExpr:
		return c.call(e)
	}
	return intExpr{}, false
}

// call compiles a call of gcd, isqrt, popcount, abs, min or max on ints.
func (c *fastCompiler) call(e *syntax.CallExpr) (intExpr, bool) {
	name, ok := builtinName(e.Fn)
	if !ok {
		return intExpr{}, false
	}
	args, ok := c.ints(e.Args) // not keyword (x=…) nor *args: not ints
	if !ok {
		return intExpr{}, false
	}
	one := func(fn func(f *fastFrame, v int64) int64) (intExpr, bool) {
		if len(args) != 1 {
			return intExpr{}, false
		}
		x := args[0]
		return computedInt(func(f *fastFrame) int64 { return fn(f, x.get(f)) }), true
	}
	switch name {
	case "gcd":
		if len(args) != 2 {
			return intExpr{}, false
		}
		x, y := args[0], args[1]
		return computedInt(func(f *fastFrame) int64 { return int64(intmath.GCD(int(x.get(f)), int(y.get(f)))) }), true
	case "isqrt":
		return one(func(f *fastFrame, v int64) int64 {
			f.failed = f.failed || v < 0
			return int64(intmath.Sqrt(int(max(v, 0))))
		})
	case "popcount":
		return one(func(f *fastFrame, v int64) int64 {
			f.failed = f.failed || v < 0
			return int64(bits.OnesCount64(uint64(v)))
		})
	case "abs":
		return one(func(f *fastFrame, v int64) int64 {
			f.failed = f.failed || v == math.MinInt64
			return max(v, -v)
		})
	case "min", "max":
		if len(args) < 2 {
			return intExpr{}, false // one argument is a sequence
		}
		less := name == "min"
		return computedInt(func(f *fastFrame) int64 {
			best := args[0].get(f)
			for i := range args[1:] {
				if v := args[1+i].get(f); less && v < best || !less && v > best {
					best = v
				}
			}
			return best
		}), true
	}
	return intExpr{}, false
}

// binaryInt compiles x op y on ints, giving up where Starlark's result
// would not be an int of 64 bits or would be an error. Each operator has a
// closure of its own, with the arithmetic in it (see intExpr).
func binaryInt(op syntax.Token, x, y intExpr) (intExpr, bool) {
	var fn intFn
	switch op {
	case syntax.PLUS:
		fn = func(f *fastFrame) int64 {
			a, b := x.get(f), y.get(f)
			s := a + b
			f.failed = f.failed || (s > a) != (b > 0)
			return s
		}
	case syntax.MINUS:
		fn = func(f *fastFrame) int64 {
			a, b := x.get(f), y.get(f)
			s := a - b
			f.failed = f.failed || (s < a) != (b > 0)
			return s
		}
	case syntax.STAR:
		fn = func(f *fastFrame) int64 {
			a, b := x.get(f), y.get(f)
			if a == 0 || b == 0 {
				return 0
			}
			p := a * b
			f.failed = f.failed || p/b != a || a == -1 && b == math.MinInt64 || b == -1 && a == math.MinInt64
			return p
		}
	case syntax.SLASHSLASH:
		fn = func(f *fastFrame) int64 {
			a, b := x.get(f), y.get(f)
			if b == 0 || a == math.MinInt64 && b == -1 {
				f.failed = true
				return 0
			}
			q := a / b
			if a%b != 0 && (a < 0) != (b < 0) {
				q--
			}
			return q
		}
	case syntax.PERCENT:
		fn = func(f *fastFrame) int64 {
			a, b := x.get(f), y.get(f)
			if b == 0 {
				f.failed = true
				return 0
			}
			r := a % b
			if r != 0 && (r < 0) != (b < 0) {
				r += b
			}
			return r
		}
	case syntax.AMP:
		fn = func(f *fastFrame) int64 { return x.get(f) & y.get(f) }
	case syntax.PIPE:
		fn = func(f *fastFrame) int64 { return x.get(f) | y.get(f) }
	case syntax.CIRCUMFLEX:
		fn = func(f *fastFrame) int64 { return x.get(f) ^ y.get(f) }
	case syntax.LTLT:
		fn = func(f *fastFrame) int64 {
			a, b := x.get(f), y.get(f)
			switch {
			case b < 0:
				f.failed = true
				return 0
			case b >= 63:
				f.failed = f.failed || a != 0 || b >= 512 // Starlark refuses counts of 512 on
				return 0
			}
			s := a << b
			f.failed = f.failed || s>>b != a
			return s
		}
	case syntax.GTGT:
		fn = func(f *fastFrame) int64 {
			a, b := x.get(f), y.get(f)
			f.failed = f.failed || b < 0
			return a >> min(max(b, 0), 63)
		}
	default:
		return intExpr{}, false
	}
	return computedInt(fn), true
}

// cond compiles a condition: a comparison of ints, and, or, not, True,
// False, or an int (true when not zero).
func (c *fastCompiler) cond(e syntax.Expr) (boolFn, bool) {
	c.node()
	switch e := e.(type) {
	case *syntax.ParenExpr:
		return c.cond(e.X)
	case *syntax.Ident:
		if name, ok := builtinName(e); ok && (name == "True" || name == "False") {
			v := name == "True"
			return func(*fastFrame) bool { return v }, true
		}
	case *syntax.UnaryExpr:
		if e.Op == syntax.NOT {
			x, ok := c.cond(e.X)
			return func(f *fastFrame) bool { return !x(f) }, ok
		}
	case *syntax.BinaryExpr:
		switch e.Op {
		case syntax.AND, syntax.OR:
			x, ok1 := c.cond(e.X)
			y, ok2 := c.cond(e.Y)
			and := e.Op == syntax.AND
			return func(f *fastFrame) bool {
				if v := x(f); v != and || f.failed {
					return v // false and …, true or …
				}
				return y(f)
			}, ok1 && ok2
		case syntax.EQL, syntax.NEQ, syntax.LT, syntax.LE, syntax.GT, syntax.GE:
			x, ok1 := c.int(e.X)
			y, ok2 := c.int(e.Y)
			return compare(e.Op, x, y), ok1 && ok2
		}
	}
	x, ok := c.int(e)
	return func(f *fastFrame) bool { return x.get(f) != 0 }, ok
}

// compare compiles x op y, a comparison of ints, a closure for each
// operator (see intExpr).
func compare(op syntax.Token, x, y intExpr) boolFn {
	switch op {
	case syntax.EQL:
		return func(f *fastFrame) bool { return x.get(f) == y.get(f) }
	case syntax.NEQ:
		return func(f *fastFrame) bool { return x.get(f) != y.get(f) }
	case syntax.LT:
		return func(f *fastFrame) bool { return x.get(f) < y.get(f) }
	case syntax.LE:
		return func(f *fastFrame) bool { return x.get(f) <= y.get(f) }
	case syntax.GT:
		return func(f *fastFrame) bool { return x.get(f) > y.get(f) }
	}
	return func(f *fastFrame) bool { return x.get(f) >= y.get(f) }
}
