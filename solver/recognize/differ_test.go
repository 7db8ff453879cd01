package recognize_test

import (
	"slices"
	"testing"

	"nimber/solver/memo"
	"nimber/solver/recognize"
	"nimber/solver/script"
)

// sourceLister lists the options of a game file given as source.
func sourceLister(t testing.TB, src string) recognize.Lister {
	t.Helper()
	prog, err := script.Compile("g.star", []byte(src), 0)
	if err != nil {
		t.Fatal(err)
	}
	g, err := prog.Game(nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	return func(n int, o *memo.Options) error { return g.Options(memo.Int(n), o) }
}

// Games that follow a code up to a heap and differ there are recognised
// below that heap only, and the difference is named. The reader's budget
// is raised past the default so that it reaches the heaps where they
// differ.
func TestDiffers(t *testing.T) {
	for _, c := range []struct {
		name, src string
		n         int
		code      string
		heap      int
		option    []int
		extra     bool
	}{
		{"kayles with an extra option at 5", `
def moves(n):
    opts = [[a, n - k - a] for k in (1, 2) for a in range(n - k + 1)]
    if n == 5:
        opts.append(1)
    return opts
`, 100, "0.77", 5, []int{1}, true},
		{"kayles without taking the end pin at 40", `
def moves(n):
    return [[a, n - k - a] for k in (1, 2) for a in range(n - k + 1) if not (n == 40 and k == 1 and a in (0, 39))]
`, 100, "0.77", 40, []int{39}, false},
		{"nim without taking everything at 600", `
def moves(n):
    return [m for m in range(n) if not (n == 600 and m == 0)]
`, 1000, "0.[3]", 600, nil, false},
		{"subtract 1, 3 or 4, and 7 at 50000", `
def moves(n):
    return [n - k for k in (1, 3, 4) if k <= n] + ([n - 7] if n == 50000 else [])
`, 60000, "0.3033", 50000, []int{49993}, true},
		{"grundy's game with an equal split at 100", `
def moves(n):
    return [[a, n - a] for a in range(1, n // 2 + 1) if 2 * a != n or n == 100]
`, 300, "4!.0", 100, []int{50, 50}, true},
		{"dawson's kayles without the middle split at 777", `
def moves(n):
    return [[a, n - 2 - a] for a in range(n - 1) if not (n == 777 and a in (387, 388))]
`, 1000, "0.07", 777, []int{388, 387}, false},
		{"a four-heap split at 30", `
def moves(n):
    opts = [n - 1] if n > 0 else []
    if n == 30:
        opts.append([1, 2, 3, 4])
    return opts
`, 100, "0.3", 30, []int{4, 3, 2, 1}, true},
		{"a heap growing at 12", `
def moves(n):
    return [n + 1] if n == 12 else [n - 1] if n > 0 else []
`, 100, "0.3", 12, []int{13}, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			m, ok, err := recognize.Find(sourceLister(t, c.src), c.n, 1<<20)
			if err != nil || !ok {
				t.Fatalf("Find: ok %v, %v", ok, err)
			}
			d := m.Differs
			if m.Code != c.code || m.Upto != c.heap-1 || d == nil || d.Heap != c.heap || !slices.Equal(d.Option, c.option) && len(c.option) > 0 || d.Extra != c.extra {
				t.Fatalf("got %s (upto %d, differs %+v)\nwant code %s differing at %d: %v extra %v", m, m.Upto, d, c.code, c.heap, c.option, c.extra)
			}
			if _, ok := m.Values(c.heap, nil, nil); ok {
				t.Error("Values reach the heap where the game differs")
			}
			t.Log(m)
		})
	}
}

// A subtraction set that repeats is a code with repeating digits; one
// that follows no rule is its members up to the heaps read, which say
// nothing past them.
func TestSubtractionSets(t *testing.T) {
	for _, c := range []struct {
		name, src string
		n         int
		kind      recognize.Kind
		code, set string
		extends   bool
	}{
		{"no multiple of 7", `
def moves(n):
    return [n - k for k in range(1, n + 1) if k * k % 7 in (1, 2, 4)]
`, 300, recognize.Code, "0.[3333330]", "k ≡ 1,2,3,4,5,6 (mod 7)", true},
		{"1, 4, and 2 or 3 mod 5 from 6 on", `
def moves(n):
    return [n - k for k in range(1, n + 1) if k in (1, 4) or k >= 6 and k % 5 in (2, 3)]
`, 300, recognize.Code, "0.3003[00330]", "1,4 and k ≡ 2,3 (mod 5) for k ≥ 5", true},
		{"popcount a multiple of 3", `
def moves(n):
    return [n - k for k in range(1, n + 1) if popcount(k) % 3 == 0]
`, 300, recognize.Subtraction, "0.00000030003033000030330033030000003033…", "7,11,13,14,19,21,22,25,26,28,35,37,… (99 members ≤ 300)", false},
	} {
		t.Run(c.name, func(t *testing.T) {
			m, ok, err := recognize.Find(sourceLister(t, c.src), c.n, 0)
			if err != nil || !ok {
				t.Fatalf("Find: ok %v, %v", ok, err)
			}
			if m.Kind != c.kind || m.Code != c.code || m.Set != c.set || m.Extends != c.extends || m.Upto != c.n || m.Differs != nil {
				t.Fatalf("got %s: kind %d code %q set %q extends %v upto %d", m, m.Kind, m.Code, m.Set, m.Extends, m.Upto)
			}
			if _, ok := m.Values(c.n+1, nil, nil); ok != c.extends {
				t.Errorf("Values past the heaps read: %v", ok)
			}
		})
	}
}

// A range whose options fit in Whole is read to its last heap, so that a
// game differing from a code past the budget is caught there; a longer one
// stops at the budget, and says so in Upto.
func TestWholeRange(t *testing.T) {
	const src = `
def moves(n):
    opts = [[a, n - 1 - a] for a in range(n)] + [[a, n - 2 - a] for a in range(n - 1)]
    if n == 500:
        opts.append(0)
    return opts
`
	m, ok, err := recognize.Find(sourceLister(t, src), 640, 0)
	if err != nil || !ok || m.Code != "0.77" || m.Differs == nil || m.Differs.Heap != 500 {
		t.Fatalf("Kayles but for heap 500, read to 640: %s (differs %+v), ok %v, %v", m, m.Differs, ok, err)
	}
	m, ok, err = recognize.Find(sourceLister(t, src), 480, 0)
	if err != nil || !ok || m.Code != "0.77" || m.Differs != nil || m.Upto != 480 {
		t.Fatalf("Kayles read to 480: %s (upto %d), ok %v, %v", m, m.Upto, ok, err)
	}
	m, ok, err = recognize.Find(sourceLister(t, src), 1000000, 0)
	if err != nil || !ok || m.Code != "0.77" || m.Upto >= 500 {
		t.Fatalf("Kayles read toward 10^6: %s (upto %d), ok %v, %v; want the budget to stop it before heap 500", m, m.Upto, ok, err)
	}
}
