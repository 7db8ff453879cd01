package script

import (
	"context"
	"errors"
	"runtime"
	"testing"

	"nimber/solver/memo"
	"nimber/solver/sums"
)

// valueOf compiles src as g.star with small caps and values position 4.
func valueOf(src string, params map[string]string) error {
	p, err := Compile("g.star", []byte(src), 100_000)
	if err != nil {
		return err
	}
	g, err := p.Game(params, 100_000)
	if err != nil {
		return err
	}
	_, err = memo.New(g, sums.Grundy, 1000).Value(context.Background(), memo.Int(4))
	return err
}

func TestErrors(t *testing.T) {
	for _, c := range []struct {
		src    string
		params map[string]string
		want   string
	}{
		{"def moves(n)\n    return []\n", nil, "g.star:2:1: got newline, want ':'"},
		{"def moves(n):\n    return [1 if True else]\n", nil, "g.star:2:27: got ']', want primary expression"},
		{"def moves(n):\n    return undefined\n", nil, "g.star:2:12: undefined: undefined"},
		{"def f(n):\n    return f(n)\ndef moves(n):\n    return [f(n)]\n", nil, "g.star:2:12: moves(4): function f called recursively"},
		{"load('x.star', 'y')\ndef moves(n):\n    return []\n", nil, "g.star:1:6: load is not allowed: a game file stands alone"},
		{"x = 1\n", nil, "g.star: the file defines no moves(p): write def moves(p): returning the list of options of position p"},
		{"moves = 3\n", nil, "g.star: moves is 3 (an int), not a function: write def moves(p):"},
		{"def moves(a, b):\n    return []\n", nil, "g.star:1:1: moves takes 2 parameters; it takes one, the position"},
		{"def moves(n):\n    return [n / 2]\n", nil, "g.star: moves(4): option 1 of 1 is 2.0 (a float), not a position: a position is a natural number (0, 1, 2, …) or a tuple of positions; an option is a position, or a list of positions (a sum)"},
		{"def moves(n):\n    return [n - 1, \"a\"] if n else []\n", nil, "g.star: moves(4): option 2 of 2 is \"a\" (a string), not a position: a position is a natural number (0, 1, 2, …) or a tuple of positions; an option is a position, or a list of positions (a sum)"},
		{"def moves(n):\n    return [None] if n else []\n", nil, "g.star: moves(4): option 1 of 1 is None, not a position: a position is a natural number (0, 1, 2, …) or a tuple of positions; an option is a position, or a list of positions (a sum)"},
		{"def moves(n):\n    return [n - 2]\n", nil, "g.star: moves(0): option 1 of 1 is -2, not a natural number: a position is a natural number (0, 1, 2, …) or a tuple of positions"},
		{"def moves(n):\n    return [1 << 70]\n", nil, "g.star: moves(4): option 1 of 1 is 1180591620717411303424, larger than the largest position Nimber holds, 2^62 = 4611686018427387904"},
		{"def moves(n):\n    return [(1, (1 << 62) + 1)]\n", nil, "g.star: moves(4): option 1 of 1 is (1, 4611686018427387905), a tuple holding 4611686018427387905, larger than the largest position Nimber holds, 2^62 = 4611686018427387904: a position is a natural number (0, 1, 2, …) or a tuple of positions"},
		{"def moves(n):\n    return [[n - 1, 1.5]] if n else []\n", nil, "g.star: moves(4): option 1 of 1 is the sum [3, 1.5], whose item 2 is 1.5 (a float), not a position: a position is a natural number (0, 1, 2, …) or a tuple of positions; an option is a position, or a list of positions (a sum)"},
		{"def moves(n):\n    return [(n, [1])]\n", nil, "g.star: moves(4): option 1 of 1 is (4, [1]), a tuple holding [1] (a list): a position is a natural number (0, 1, 2, …) or a tuple of positions"},
		{"def moves(n):\n    return [(n, -1)]\n", nil, "g.star: moves(4): option 1 of 1 is (4, -1), a tuple holding -1, not a natural number: a position is a natural number (0, 1, 2, …) or a tuple of positions"},
		{"def moves(n):\n    return None\n", nil, "g.star: moves(4) returned None, not a list of options"},
		{"def moves(n):\n    return [n - 1, 1 // (n - 4)] if n else []\n", nil, "g.star:2:22: moves(4): floored division by zero"},
		{"def f(n):\n    return 10 // (n - 2)\ndef moves(n):\n    return [f(k) for k in range(n)]\n", nil, "g.star:2:15: moves(4): floored division by zero"},
		// A while loop that records no position is named at its while.
		{"def moves(n):\n    while True:\n        pass\n", nil, "g.star:2:5: moves(4): stopped at the step cap of 100000 steps per call"},
		{"# a loop\n\ndef moves(n):\n    if n > 2:\n        return [n - 1]\n    while True:\n        pass\n    return []\n", nil, "g.star:6:5: moves(2): stopped at the step cap of 100000 steps per call"},
		{"while True:\n    pass\ndef moves(n):\n    return []\n", nil, "g.star:1:1: the top level of the file stopped at the step cap of 100000 steps"},
		{"def moves(n):\n    k = 0\n    for i in range(1000000):\n        k += i\n    while n > 9:\n        pass\n    return []\n", nil, "g.star:3:5: moves(4): stopped at the step cap of 100000 steps per call"},
		{"def moves(n):\n    x = sorted(range(1000000))\n    while True:\n        pass\n", nil, "g.star:2:15: moves(4): stopped at the step cap of 100000 steps per call"},
		// Not a while of another function, nor one after a stop in a lambda.
		{"def h(i):\n    return i * 2\ndef moves(n):\n    k = 0\n    for i in range(1000000):\n        k += h(i)\n    while n > 99:\n        pass\n    return []\n", nil, "g.star:2:12: moves(4): stopped at the step cap of 100000 steps per call"},
		{"def moves(n):\n    x = sorted(range(50000), key=lambda v: v * v)\n    while n > 99:\n        pass\n    return []\n", nil, "g.star:2:46: moves(4): stopped at the step cap of 100000 steps per call"},
		{"x = []\nfor i in range(1000000):\n    x.append(i)\ndef moves(n):\n    return []\n", nil, "g.star:2:1: the top level of the file stopped at the step cap of 100000 steps"},
		// Starlark's own functions and mex walk their arguments in one of
		// the interpreter's steps: the elements count as steps first.
		{"def moves(n):\n    x = list(range(100000000))\n    return []\n", nil, "g.star:2:13: moves(4): stopped at the step cap of 100000 steps per call"},
		{"def moves(n):\n    x = set(range(30000000))\n    return []\n", nil, "g.star:2:12: moves(4): stopped at the step cap of 100000 steps per call"},
		{"def moves(n):\n    return [mex(sorted(range(50000000)))]\n", nil, "g.star:2:23: moves(4): stopped at the step cap of 100000 steps per call"},
		{"def moves(n):\n    return [min(range(n, 100000000))]\n", nil, "g.star:2:16: moves(4): stopped at the step cap of 100000 steps per call"},
		{"x = mex(range(1000000))\ndef moves(n):\n    return []\n", nil, "g.star:1:8: the top level of the file stopped at the step cap of 100000 steps"},
		{"x = primes(1 << 20)\ndef moves(n):\n    return []\n", nil, "g.star:1:11: the top level of the file stopped at the step cap of 100000 steps"},
		{"x = 1 + 'a'\ndef moves(n):\n    return []\n", nil, "g.star:1:7: unknown binary op: int + string"},
		{"k = param('k', 2)\nk2 = param('k', 3)\ndef moves(n):\n    return []\n", nil, "g.star:2:11: param: \"k\" is declared twice"},
		{"k = param('k', 2.5)\ndef moves(n):\n    return []\n", nil, "g.star:1:10: param k: the default is 2.5 (a float); it must be an int, a bool, a string or a list of ints"},
		{"k = param('a b', 2)\ndef moves(n):\n    return []\n", nil, "g.star:1:10: param: \"a b\" is not a parameter name (letters, digits and _)"},
		{"def moves(n):\n    return [param('k', 1)]\n", nil, "g.star:2:18: moves(4): param: parameters are declared at the top level of the file, not inside moves"},
		{"k = param('k', 2)\ndef moves(n):\n    return []\n", map[string]string{"j": "1"}, "g.star: unknown parameter \"j\" (declared: k)"},
		{"def moves(n):\n    return []\n", map[string]string{"j": "1"}, "g.star: unknown parameter \"j\" (the game declares no parameter)"},
		{"k = param('k', 2)\ndef moves(n):\n    return []\n", map[string]string{"k": "x"}, "g.star:1:10: -p k=x: expected an integer"},
		{"k = param('k', [1])\ndef moves(n):\n    return []\n", map[string]string{"k": "1,,2"}, "g.star:1:10: -p k=1,,2: item 2: expected an integer (a list is written 1,3,4)"},
		{"k = param('k', 2)\ndef moves(n):\n    return []\n", map[string]string{"k": "99999999999999999999"}, "g.star:1:10: -p k=99999999999999999999: expected an integer from -9223372036854775808 to 9223372036854775807"},
		{"k = param('k', [1])\ndef moves(n):\n    return []\n", map[string]string{"k": "1,-99999999999999999999"}, "g.star:1:10: -p k=1,-99999999999999999999: item 2: expected an integer from -9223372036854775808 to 9223372036854775807 (a list is written 1,3,4)"},
		{"k = param('k', True)\ndef moves(n):\n    return []\n", map[string]string{"k": "yes"}, "g.star:1:10: -p k=yes: expected true or false"},
		{"k = param('k', True)\ndef moves(n):\n    return []\n", map[string]string{"k": "1"}, "g.star:1:10: -p k=1: expected true or false"},
		{"def moves(n):\n    return [n + 1]\n", nil, "valuing 4 reached the cap of 1000 positions (about 125 KB) kept in memory: the positions asked for and those their options reach are more than that, or the options grow without end"},
		{"def moves(n):\n    return [(n + 1) % 5]\n", nil, "the game has a cycle, so it need not end: 4 -> 0 -> 1 -> 2 -> 3 -> 4"},
		{"def moves(n):\n    return divisors(0)\n", nil, "g.star:2:20: moves(4): divisors: 0 is out of range [1, 1099511627776]"},
		// Lists built in one step, past the step cap's reach.
		{"def moves(n):\n    return [n - 1] * (1 << 22 + 1) if n else []\n", nil, "g.star: moves(4) listed more than 4194304 positions (options, and the parts of sums), the most one call may list"},
		{"def moves(n):\n    return [[0] * (1 << 21), [0] * (1 << 21), [1]] if n else []\n", nil, "g.star: moves(4) listed more than 4194304 positions (options, and the parts of sums), the most one call may list"},
		{"def moves(n):\n    return [[0] * (1 << 22)] + [0] if n else []\n", nil, "g.star: moves(4) listed more than 4194304 positions (options, and the parts of sums), the most one call may list"},
	} {
		err := valueOf(c.src, c.params)
		if err == nil || err.Error() != c.want {
			t.Errorf("%q:\n got %v\nwant %s", c.src, err, c.want)
		}
	}
}

// TestErrorPlace: syntax and runtime errors carry their line and column.
func TestErrorPlace(t *testing.T) {
	err := valueOf("def moves(n):\n    return [n - 1, 1 // (n - 4)] if n else []\n", nil)
	var e *Error
	if !errors.As(err, &e) || e.Line != 2 || e.Col != 22 {
		t.Fatalf("got %#v", err)
	}
}

// TestParams: parameter values of every type reach the file, and Params
// lists them.
func TestParams(t *testing.T) {
	src := "k = param('k', 2)\non = param('on', False)\nname = param('name', 'x')\nset = param('set', [1, 2])\n" +
		"def moves(n):\n    return [n - s for s in set if s <= n and on and name == 'y' and k == 3]\n"
	p, err := Compile("p.star", []byte(src), 0)
	if err != nil {
		t.Fatal(err)
	}
	if got := p.Params(); len(got) != 4 || got[3].Name != "set" || got[3].Default != "1,2" || got[1].Default != "false" {
		t.Fatalf("params %+v", got)
	}
	g, err := p.Game(map[string]string{"k": "3", "on": "true", "name": "y", "set": "1, 3,4"}, 0)
	if err != nil {
		t.Fatal(err)
	}
	if got := g.Params(); got[3].Value != "1,3,4" || got[0].Value != "3" {
		t.Fatalf("params %+v", got)
	}
	e := memo.New(g, sums.Grundy, 0)
	for x, want := range []uint32{0, 1, 0, 1, 2, 3, 2, 0} {
		if v, err := e.Value(context.Background(), memo.Int(x)); err != nil || v != want {
			t.Fatalf("heap %d: %d %v, want %d", x, v, err, want)
		}
	}
}

// TestCancel stops a call of moves that would run long (natively: Go in
// wasm has one thread and runs the call to its end before anything else).
func TestCancel(t *testing.T) {
	if runtime.GOOS == "js" {
		t.Skip("no preemption in wasm")
	}
	p, err := Compile("c.star", []byte("def moves(n):\n    while True:\n        pass\n"), 0)
	if err != nil {
		t.Fatal(err)
	}
	g, err := p.Game(nil, 1<<62)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	stop := g.Watch(ctx)
	defer stop()
	done := make(chan error)
	go func() {
		_, err := memo.New(g, sums.Grundy, 0).Value(ctx, memo.Int(1))
		done <- err
	}()
	cancel()
	if err := <-done; err == nil {
		t.Fatal("no error after cancel")
	}
}
