package recognize_test

import (
	"context"
	"errors"
	"maps"
	"math/rand/v2"
	"slices"
	"testing"

	"nimber/solver/memo"
	"nimber/solver/recognize"
)

// TestCheckHeap compares one heap's options, listed with repeats, empty
// heaps and in any order, and perturbed or not, with random codes: Check
// finds a difference exactly when the options differ from the code's by
// its definition (codeOptions), and the difference it names is one.
func TestCheckHeap(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 27))
	for range 4000 {
		digits, digit := randomCode(r, 7)
		h := 1 + r.IntN(40)
		want := codeOptions(digit, h)
		var lists [][]int
		for _, o := range slices.Sorted(maps.Keys(want)) {
			heaps := parseKey(o)
			if r.IntN(4) == 0 {
				heaps = append(heaps, 0)
			}
			lists = append(lists, heaps)
			if r.IntN(8) == 0 {
				lists = append(lists, heaps)
			}
		}
		switch r.IntN(3) {
		case 0:
			if len(lists) > 0 {
				lists = slices.Delete(lists, 0, 1)
			}
		case 1:
			var heaps []int
			for range 1 + r.IntN(3) {
				heaps = append(heaps, r.IntN(h/2+1))
			}
			lists = append(lists, heaps)
		}
		r.Shuffle(len(lists), func(i, j int) { lists[i], lists[j] = lists[j], lists[i] })
		listed := map[string]bool{}
		for _, o := range lists {
			listed[key(o)] = true
		}
		m := recognize.Match{Kind: recognize.Code, Extends: true, Upto: h - 1, Prefix: digits}
		list := func(n int, o *memo.Options) error {
			if n != h {
				t.Fatalf("heap %d listed, want %d", n, h)
			}
			for _, opt := range lists {
				ps := make([]memo.Pos, len(opt))
				for i, x := range opt {
					ps[i] = memo.Int(x)
				}
				o.Add(ps...)
			}
			return nil
		}
		if err := m.Check(context.Background(), list, h); err != nil {
			t.Fatal(err)
		}
		same := maps.Equal(listed, want)
		if d := m.Differs; (d == nil) != same || (d == nil) != (m.Checked == 1) {
			t.Fatalf("digits %v, heap %d: listed %v, the code %v: differs %+v, checked %d", digits, h, listed, want, d, m.Checked)
		}
		if d := m.Differs; d != nil && d.Why == "" {
			k := key(d.Option)
			if d.Heap != h || listed[k] != d.Extra || want[k] == d.Extra {
				t.Fatalf("digits %v, heap %d: the difference %+v is none (listed %v, the code %v)", digits, h, d, listed, want)
			}
		}
	}
}

// parseKey reads an option written by key.
func parseKey(s string) []int {
	var heaps []int
	x, any := 0, false
	for i := 0; i <= len(s); i++ {
		if i == len(s) || s[i] == '+' {
			if any {
				heaps = append(heaps, x)
			}
			x, any = 0, false
			continue
		}
		x, any = 10*x+int(s[i]-'0'), true
	}
	return heaps
}

// TestCheckPastRead: games written as files that follow a code on the
// heaps the reader reads within its budget and leave it later, from a heap
// on, are caught by Check, which names a heap where they differ; the codes
// themselves, written as files, pass with the heaps checked counted.
func TestCheckPastRead(t *testing.T) {
	for _, c := range []struct {
		name, src string
		n         int
		code      string
		option    []int // an option of heap n one has and the other lacks, nil for none
		extra     bool
	}{
		{"kayles", `
def moves(n):
    return [[a, n - k - a] for k in (1, 2) for a in range(n - k + 1)]
`, 3000, "0.77", nil, false},
		{"kayles with 5 taken from an end from heap 700 on", `
def moves(n):
    opts = [[a, n - k - a] for k in (1, 2) for a in range(n - k + 1)]
    if n >= 700:
        opts.append(n - 5)
    return opts
`, 3000, "0.77", []int{2995}, true},
		{"dawson's kayles without the middle split from heap 900 on", `
def moves(n):
    return [[a, n - 2 - a] for a in range(n - 1) if n < 900 or 2 * a != n - 2]
`, 4000, "0.07", []int{1999, 1999}, false},
		{"grundy's game with equal splits from heap 1000 on", `
def moves(n):
    return [[a, n - a] for a in range(1, n // 2 + 1) if 2 * a != n or n >= 1000]
`, 5000, "4!.0", []int{2500, 2500}, true},
		{"subtract 1, 3 or 4, and 7 from heap 500000 on", `
def moves(n):
    return [n - k for k in (1, 3, 4) if k <= n] + ([n - 7] if n >= 500000 else [])
`, 1000000, "0.3033", []int{999993}, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			list := sourceLister(t, c.src)
			m, ok, err := recognize.Find(list, c.n, 0)
			if err != nil || !ok || m.Code != c.code || m.Differs != nil || m.Upto >= c.n {
				t.Fatalf("read: %+v, %v, %v (want %s, read short of %d)", m, ok, err, c.code, c.n)
			}
			if err := m.Check(context.Background(), list, c.n); err != nil {
				t.Fatal(err)
			}
			if c.option == nil {
				if m.Differs != nil || m.Checked < 2 || !m.Reaches(c.n) {
					t.Fatalf("checked: %+v", m)
				}
				return
			}
			if d := m.Differs; d == nil || d.Heap != c.n || !slices.Equal(d.Option, c.option) || d.Extra != c.extra || m.Reaches(c.n) {
				t.Fatalf("checked: %+v, differs %+v", m, m.Differs)
			}
		})
	}
}

// TestCheckNotHeap: a file that lists a position that is no heap (a pair)
// at a heap checked differs there, and says so.
func TestCheckNotHeap(t *testing.T) {
	list := sourceLister(t, `
def moves(n):
    opts = [[a, n - k - a] for k in (1, 2) for a in range(n - k + 1)]
    if n == 3000:
        opts.append((1, 2))
    return opts
`)
	m, ok, err := recognize.Find(list, 3000, 0)
	if err != nil || !ok || m.Code != "0.77" {
		t.Fatalf("read: %+v, %v, %v", m, ok, err)
	}
	if err := m.Check(context.Background(), list, 3000); err != nil {
		t.Fatal(err)
	}
	if d := m.Differs; d == nil || d.String() != "heap 3000 has an option that leaves a position that is not a heap" {
		t.Fatalf("checked: %+v, differs %v", m, d)
	}
}

// TestCheckLargeHeaps: heaps past 2^21 are not checked (an option's packed
// word would spill over), so the squares to 2^22 and equal splits (4=.0)
// to 3·10^6, written as listers, are never said to differ.
func TestCheckLargeHeaps(t *testing.T) {
	squares := func(n int, o *memo.Options) error {
		for r := 1; r*r <= n; r++ {
			o.Add(memo.Int(n - r*r))
		}
		return nil
	}
	halves := func(n int, o *memo.Options) error {
		if n%2 == 0 && n > 0 {
			o.Add(memo.Int(n/2), memo.Int(n/2))
		}
		return nil
	}
	for _, c := range []struct {
		name string
		list recognize.Lister
		n    int
	}{{"squares", squares, 1 << 22}, {"equal splits", halves, 1 << 21}, {"equal splits", halves, 3_000_000}} {
		m, ok, err := recognize.Find(c.list, c.n, 0)
		if err != nil || !ok || !m.Extends || m.Differs != nil {
			t.Fatalf("%s to %d, read: %+v, %v, %v", c.name, c.n, m, ok, err)
		}
		if err := m.Check(context.Background(), c.list, c.n); err != nil || m.Differs != nil || m.Checked == 0 {
			t.Errorf("%s to %d, checked: %+v, %v", c.name, c.n, m, err)
		}
	}
}

// TestCheckFailures: a heap whose listing fails (as at a cap on steps) is
// skipped with every larger one, and a second failure ends the check, so
// that a file whose large heaps are too slow to list costs two failures.
func TestCheckFailures(t *testing.T) {
	failures := 0
	kayles := func(n int, o *memo.Options) error {
		if n > 3000 {
			failures++
			return errors.New("stopped at the step cap")
		}
		for k := 1; k <= 2; k++ {
			for a := 0; a+k <= n; a++ {
				o.Add(memo.Int(a), memo.Int(n-k-a))
			}
		}
		return nil
	}
	m, ok, err := recognize.Find(kayles, 100000, 0)
	if err != nil || !ok || m.Code != "0.77" {
		t.Fatalf("read: %+v, %v, %v", m, ok, err)
	}
	failures = 0
	if err := m.Check(context.Background(), kayles, 100000); err != nil || m.Differs != nil || m.Checked == 0 || failures > 2 {
		t.Fatalf("checked: %+v, %v, %d failures", m, err, failures)
	}
}
