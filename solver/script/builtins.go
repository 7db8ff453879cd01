package script

import (
	"errors"
	"fmt"
	"math/bits"
	"slices"

	"go.starlark.net/starlark"

	"nimber/solver/intmath"
)

// Builtins lists the functions a game file may call beyond Starlark's own,
// with what each does (the README and the browser's help show this list).
var Builtins = []struct{ Name, Doc string }{
	{"param(name, default)", "declares a parameter (top level only): its value, set by -p name=value or a field; default an int, bool, string or list of ints"},
	{"gcd(a, b)", "greatest common divisor of two ints (gcd(0, 0) = 0)"},
	{"lcm(a, b)", "least common multiple of two ints (0 when either is 0)"},
	{"divisors(n)", "the divisors of n ≥ 1, ascending"},
	{"is_prime(n)", "whether n is prime"},
	{"primes(n)", "the primes up to n, ascending"},
	{"isqrt(n)", "the integer square root of n ≥ 0, floor(sqrt(n))"},
	{"popcount(n)", "the number of one bits of n ≥ 0"},
	{"mex(values)", "the least natural number not among values (an iterable of ints)"},
}

// maxFactor bounds the arguments of divisors, is_prime and primes, whose
// cost grows with them; their work counts as execution steps.
const maxFactor = 1 << 40

func builtins() starlark.StringDict {
	d := starlark.StringDict{
		"gcd":      starlark.NewBuiltin("gcd", gcdBuiltin),
		"lcm":      starlark.NewBuiltin("lcm", lcmBuiltin),
		"divisors": starlark.NewBuiltin("divisors", divisorsBuiltin),
		"is_prime": starlark.NewBuiltin("is_prime", isPrimeBuiltin),
		"primes":   starlark.NewBuiltin("primes", primesBuiltin),
		"isqrt":    starlark.NewBuiltin("isqrt", isqrtBuiltin),
		"popcount": starlark.NewBuiltin("popcount", popcountBuiltin),
		"mex":      counted(starlark.NewBuiltin("mex", mexBuiltin)),
	}
	for _, name := range walking {
		d[name] = counted(starlark.Universe[name].(*starlark.Builtin))
	}
	return d
}

// walking are Starlark's own functions that walk their arguments in one
// of the interpreter's steps (so does mex, counted too): list(range(10**8)) took 12 s and 3 GB, and
// set(range(3 * 10**7)) 13 GB, under a cap of 10^7 steps. Each is
// counted: the elements of its arguments count as steps before it runs.
var walking = []string{"all", "any", "dict", "enumerate", "list", "max", "min", "reversed", "set", "sorted", "tuple", "zip"}

// counted wraps f so that the length of each argument that has one counts
// as steps (charge) before f runs.
func counted(f *starlark.Builtin) *starlark.Builtin {
	return starlark.NewBuiltin(f.Name(), func(t *starlark.Thread, _ *starlark.Builtin, args starlark.Tuple, kwargs []starlark.Tuple) (starlark.Value, error) {
		for _, a := range args {
			if n := starlark.Len(a); n > 0 {
				if err := charge(t, uint64(n)); err != nil {
					return nil, err
				}
			}
		}
		return f.CallInternal(t, args, kwargs)
	})
}

// stepCapLocal is the thread local holding the cap on steps (a uint64),
// which a builtin's own work counts against (charge).
const stepCapLocal = "nimber.stepCap"

// errStepCap is a builtin's error when its work reached the cap on steps.
var errStepCap = errors.New(stepsReason)

// charge counts n steps of a builtin's work, done within one of the
// interpreter's steps, and stops the thread as the interpreter would
// (OnMaxSteps) when they reach the cap on steps.
func charge(t *starlark.Thread, n uint64) error {
	t.Steps += n
	limit, _ := t.Local(stepCapLocal).(uint64)
	if limit == 0 || t.Steps < limit {
		return nil
	}
	if t.OnMaxSteps != nil {
		t.OnMaxSteps(t)
	}
	return errStepCap
}

// ints unpacks n int64 arguments of a builtin.
func ints(b *starlark.Builtin, args starlark.Tuple, kwargs []starlark.Tuple, n int) ([]int64, error) {
	if len(args) == n && len(kwargs) == 0 && n <= 2 { // the common case, without allocating
		var out [2]int64
		ok := true
		for i, a := range args {
			x, isInt := a.(starlark.Int)
			if isInt {
				out[i], isInt = x.Int64()
			}
			ok = ok && isInt
		}
		if ok {
			return out[:n], nil
		}
	}
	vals := make([]starlark.Value, n)
	ptrs := make([]any, n)
	for i := range vals {
		ptrs[i] = &vals[i]
	}
	if err := starlark.UnpackPositionalArgs(b.Name(), args, kwargs, n, ptrs...); err != nil {
		return nil, err
	}
	out := make([]int64, n)
	for i, v := range vals {
		x, ok := v.(starlark.Int)
		if !ok {
			return nil, fmt.Errorf("%s: argument %d is %s, want an int", b.Name(), i+1, describe(v))
		}
		if out[i], ok = x.Int64(); !ok {
			return nil, fmt.Errorf("%s: argument %d is too large", b.Name(), i+1)
		}
	}
	return out, nil
}

// natural unpacks one int argument in [lo, hi].
func natural(b *starlark.Builtin, args starlark.Tuple, kwargs []starlark.Tuple, lo, hi int64) (int64, error) {
	a, err := ints(b, args, kwargs, 1)
	if err != nil {
		return 0, err
	}
	if a[0] < lo || a[0] > hi {
		return 0, fmt.Errorf("%s: %d is out of range [%d, %d]", b.Name(), a[0], lo, hi)
	}
	return a[0], nil
}

func gcdBuiltin(_ *starlark.Thread, b *starlark.Builtin, args starlark.Tuple, kwargs []starlark.Tuple) (starlark.Value, error) {
	a, err := ints(b, args, kwargs, 2)
	if err != nil {
		return nil, err
	}
	return starlark.MakeInt(intmath.GCD(int(a[0]), int(a[1]))), nil
}

func lcmBuiltin(_ *starlark.Thread, b *starlark.Builtin, args starlark.Tuple, kwargs []starlark.Tuple) (starlark.Value, error) {
	a, err := ints(b, args, kwargs, 2)
	if err != nil {
		return nil, err
	}
	if a[0] == 0 || a[1] == 0 {
		return starlark.MakeInt(0), nil
	}
	l := starlark.MakeInt64(a[0] / int64(intmath.GCD(int(a[0]), int(a[1])))).Mul(starlark.MakeInt64(a[1]))
	if l.Sign() < 0 {
		l = starlark.MakeInt(0).Sub(l)
	}
	return l, nil
}

func divisorsBuiltin(t *starlark.Thread, b *starlark.Builtin, args starlark.Tuple, kwargs []starlark.Tuple) (starlark.Value, error) {
	n, err := natural(b, args, kwargs, 1, maxFactor)
	if err != nil {
		return nil, err
	}
	var small, large []starlark.Value
	d := int64(1)
	for ; d*d <= n; d++ {
		if n%d == 0 {
			small = append(small, starlark.MakeInt64(d))
			if d*d != n {
				large = append(large, starlark.MakeInt64(n/d))
			}
		}
	}
	if err := charge(t, uint64(d)); err != nil {
		return nil, err
	}
	slices.Reverse(large)
	return starlark.NewList(append(small, large...)), nil
}

// isPrime reports whether n is prime, counting its trial divisions.
func isPrime(n int64) (bool, uint64) {
	if n < 2 {
		return false, 1
	}
	d := int64(2)
	for ; d*d <= n; d++ {
		if n%d == 0 {
			return false, uint64(d)
		}
	}
	return true, uint64(d)
}

func isPrimeBuiltin(t *starlark.Thread, b *starlark.Builtin, args starlark.Tuple, kwargs []starlark.Tuple) (starlark.Value, error) {
	a, err := ints(b, args, kwargs, 1)
	if err != nil {
		return nil, err
	}
	if a[0] > maxFactor {
		return nil, fmt.Errorf("is_prime: %d is larger than %d", a[0], int64(maxFactor))
	}
	p, cost := isPrime(a[0])
	if err := charge(t, cost); err != nil {
		return nil, err
	}
	return starlark.Bool(p), nil
}

// maxPrimes bounds the argument of primes (a sieve of that many cells).
const maxPrimes = 1 << 24

func primesBuiltin(t *starlark.Thread, b *starlark.Builtin, args starlark.Tuple, kwargs []starlark.Tuple) (starlark.Value, error) {
	n, err := natural(b, args, kwargs, 0, maxPrimes)
	if err != nil {
		return nil, err
	}
	if err := charge(t, uint64(n)); err != nil {
		return nil, err
	}
	composite := make([]bool, n+1)
	var ps []starlark.Value
	for i := int64(2); i <= n; i++ {
		if composite[i] {
			continue
		}
		ps = append(ps, starlark.MakeInt64(i))
		for j := i * i; j <= n; j += i {
			composite[j] = true
		}
	}
	return starlark.NewList(ps), nil
}

// isqrt returns floor(sqrt(n)) for n ≥ 0.
func isqrtBuiltin(_ *starlark.Thread, b *starlark.Builtin, args starlark.Tuple, kwargs []starlark.Tuple) (starlark.Value, error) {
	n, err := natural(b, args, kwargs, 0, 1<<63-1)
	if err != nil {
		return nil, err
	}
	return starlark.MakeInt(intmath.Sqrt(int(n))), nil
}

func popcountBuiltin(_ *starlark.Thread, b *starlark.Builtin, args starlark.Tuple, kwargs []starlark.Tuple) (starlark.Value, error) {
	n, err := natural(b, args, kwargs, 0, 1<<63-1)
	if err != nil {
		return nil, err
	}
	return starlark.MakeInt(bits.OnesCount64(uint64(n))), nil
}

func mexBuiltin(_ *starlark.Thread, b *starlark.Builtin, args starlark.Tuple, kwargs []starlark.Tuple) (starlark.Value, error) {
	var it starlark.Iterable
	if err := starlark.UnpackPositionalArgs(b.Name(), args, kwargs, 1, &it); err != nil {
		return nil, err
	}
	seen := map[int64]bool{}
	iter := it.Iterate()
	defer iter.Done()
	var v starlark.Value
	for iter.Next(&v) {
		x, ok := v.(starlark.Int)
		if !ok {
			return nil, fmt.Errorf("mex: %s is not an int", describe(v))
		}
		if n, ok := x.Int64(); ok {
			seen[n] = true
		}
	}
	m := int64(0)
	for seen[m] {
		m++
	}
	return starlark.MakeInt64(m), nil
}

// describe names a value and its type for messages: 3.5 (a float).
func describe(v starlark.Value) string {
	s := shorten(v.String())
	t := v.Type()
	article := "a"
	if len(t) > 0 && slices.Contains([]byte("aeiou"), t[0]) {
		article = "an"
	}
	if v == starlark.None {
		return "None"
	}
	return fmt.Sprintf("%s (%s %s)", s, article, t)
}

// maxShown is the longest value a message quotes whole.
const maxShown = 40

// shorten cuts a long value for messages.
func shorten(s string) string {
	if len(s) > maxShown {
		return s[:maxShown-len("...")] + "..."
	}
	return s
}
