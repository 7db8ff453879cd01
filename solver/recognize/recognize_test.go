package recognize_test

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"nimber/solver/explore"
	"nimber/solver/memo"
	"nimber/solver/octal"
	"nimber/solver/recognize"
	"nimber/solver/script"
	"nimber/solver/sums"
)

// fileGame compiles a game file of testdata.
func fileGame(t testing.TB, name string) *script.Game {
	t.Helper()
	src, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	prog, err := script.Compile(name, src, 0)
	if err != nil {
		t.Fatal(err)
	}
	g, err := prog.Game(nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// lister lists the options of a game file's heaps.
func lister(g *script.Game) recognize.Lister {
	return func(n int, o *memo.Options) error { return g.Options(memo.Int(n), o) }
}

// fileValues returns the Grundy values of heaps 0..n of a game file, from
// its options.
func fileValues(t testing.TB, name string, n int) []uint32 {
	t.Helper()
	src, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	g, err := explore.Script(name, src, nil, explore.Limits{})
	if err != nil {
		t.Fatal(err)
	}
	v, err := g.Values(context.Background(), sums.Grundy, sums.Convention{}, explore.Shape{N: n}, nil)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

var classics = []struct {
	file    string
	n       int
	kind    recognize.Kind
	code    string
	set     string
	finite  []uint8 // the digits, d0 first, of a finite code
	mods    []octal.Modifier
	extends bool
}{
	{"kayles.star", 200, recognize.Code, "0.77", "", []uint8{0, 7, 7}, nil, true},
	{"dawson.star", 200, recognize.Code, "0.07", "", []uint8{0, 0, 7}, nil, true},
	{"grundy.star", 200, recognize.Code, "4!.0", "", []uint8{4}, []octal.Modifier{octal.Unequal}, true},
	{"officers.star", 200, recognize.Code, "0.6", "", []uint8{0, 6}, nil, true},
	{"nim.star", 200, recognize.Code, "0.[3]", "all", nil, nil, true},
	{"lasker.star", 120, recognize.Code, "4.[3]", "", nil, nil, true},
	{"treblecross.star", 200, recognize.Code, "0.007", "", []uint8{0, 0, 0, 7}, nil, true},
	{"squares.star", 400, recognize.Subtraction, "0.300300003000000300000000300000000003…", "squares", nil, nil, true},
	{"primes.star", 400, recognize.Subtraction, "0.0330303000303000303000300000303000003…", "primes", nil, nil, true},
	{"cofinite.star", 200, recognize.Code, "0.30330[3]", "all but 2,5", nil, nil, true},
	{"dawsonchess.star", 200, recognize.Code, "0.137", "", []uint8{0, 1, 3, 7}, nil, true},
	{"threeheaps.star", 40, recognize.Code, "0.f", "", []uint8{0, 15}, nil, true},
	{"split3.star", 40, recognize.Code, "8?.0", "", []uint8{8}, []octal.Modifier{octal.NotAllEqual}, true},
	{"sub134.star", 200, recognize.Code, "0.3033", "1,3,4", []uint8{0, 3, 0, 3, 3}, nil, true},
	{"sub1_20.star", 200, recognize.Subtraction, "0.30000000000000000003", "1,20", nil, nil, true},
}

func TestClassics(t *testing.T) {
	for _, c := range classics {
		t.Run(c.file, func(t *testing.T) {
			m, ok, err := recognize.Find(lister(fileGame(t, c.file)), c.n, 0)
			if err != nil || !ok {
				t.Fatalf("Find: ok %v, %v", ok, err)
			}
			if m.Kind != c.kind || m.Code != c.code || m.Set != c.set || m.Upto != c.n || m.Extends != c.extends || m.Differs != nil {
				t.Fatalf("got %s: kind %d code %q set %q extends %v\nwant kind %d code %q set %q upto %d", m, m.Kind, m.Code, m.Set, m.Extends, c.kind, c.code, c.set, c.n)
			}
			want := fileValues(t, c.file, c.n)
			got, ok := m.Values(c.n, nil, nil)
			if !ok || !slices.Equal(got, want) {
				t.Errorf("Values(%d) = %v, %v\nwant %v", c.n, got, ok, want)
			}
			if c.finite == nil {
				return
			}
			g, err := octal.New(c.finite)
			if err == nil {
				g, err = g.Modified(c.mods)
			}
			if err != nil {
				t.Fatal(err)
			}
			for i, v := range g.Values(c.n + 1) {
				if uint32(v) != want[i] {
					t.Fatalf("octal %s heap %d: %d, the file %d", g, i, v, want[i])
				}
			}
		})
	}
}

// Values reaches past the heaps read for descriptions that extend, within
// their engines' limits, and no further than Upto for the others.
func TestReaches(t *testing.T) {
	for _, c := range []struct {
		file  string
		n     int
		reach []int
		not   []int
	}{
		{"kayles.star", 100, []int{100, 1 << 20}, nil},
		{"lasker.star", 100, []int{100, 8192}, []int{8193}},
		{"squares.star", 100, []int{100, 1 << 22}, []int{1<<22 + 1}},
	} {
		m, ok, err := recognize.Find(lister(fileGame(t, c.file)), c.n, 0)
		if err != nil || !ok {
			t.Fatalf("%s: ok %v, %v", c.file, ok, err)
		}
		for _, n := range c.reach {
			if !m.Reaches(n) {
				t.Errorf("%s: %s does not reach %d", c.file, m, n)
			}
		}
		for _, n := range c.not {
			if m.Reaches(n) {
				t.Errorf("%s: %s reaches %d", c.file, m, n)
			}
		}
	}
}

// Recognition reports its progress after each heap read: never going back,
// never past the whole, and reaching the whole where it stops, whether at
// the budget of positions (a long table) or at the last heap asked for.
func TestRecognizeProgress(t *testing.T) {
	for _, c := range []struct {
		file string
		n    int
	}{
		{"grundy.star", 100_000},
		{"kayles.star", 100},
	} {
		src, err := os.ReadFile(filepath.Join("testdata", c.file))
		if err != nil {
			t.Fatal(err)
		}
		g, err := explore.Script(c.file, src, nil, explore.Limits{})
		if err != nil {
			t.Fatal(err)
		}
		var done []int
		m, ok, err := g.(explore.Recognizer).Recognize(context.Background(), c.n, func(d, total int) {
			if d < 0 || d > total {
				t.Fatalf("%s: progress %d of %d", c.file, d, total)
			}
			done = append(done, d*100/total)
		})
		if err != nil || !ok {
			t.Fatalf("%s: ok %v, %v", c.file, ok, err)
		}
		if len(done) != m.Upto+1 || !slices.IsSorted(done) || done[len(done)-1] != 100 {
			t.Errorf("%s: %d reports for heaps 0..%d, in percent %v … %v", c.file, len(done), m.Upto, done[:min(5, len(done))], done[max(0, len(done)-5):])
		}
	}
}
