package main

import (
	"bytes"
	"context"
	"encoding/binary"
	"slices"
	"testing"

	"nimber/app/protocol"
	"nimber/solver/games"
	"nimber/solver/games/gamestest"
	"nimber/solver/octal"
)

// farTest is a far run whose hooks record what the worker would post and
// store.
type farTest struct {
	farRun
	reports []protocol.FarProgress
	rare    [][2]uint32 // the rare heaps plotted, as the page collects them
	stored  []byte      // the last prefix kept
	after   func(protocol.FarProgress)
}

func newFarTest(t *testing.T, spec string, n int) *farTest {
	t.Helper()
	b, err := games.Parse(spec)
	if err != nil {
		t.Fatal(err)
	}
	g, ok := b.Code()
	if !ok {
		t.Fatalf("%s is not a code", spec)
	}
	f := &farTest{}
	f.farRun = farRun{game: g, n: n, pause: func() {},
		keep: func(data []byte) { f.stored = bytes.Clone(data) },
		report: func(p protocol.FarProgress, rareHeaps []byte) {
			if p.Restart {
				f.rare = nil
			}
			for b := rareHeaps; len(b) >= 8; b = b[8:] {
				f.rare = append(f.rare, [2]uint32{binary.LittleEndian.Uint32(b), binary.LittleEndian.Uint32(b[4:])})
			}
			p.Counts = append([]int(nil), p.Counts...)
			f.reports = append(f.reports, p)
			if f.after != nil {
				f.after(p)
			}
		}}
	return f
}

// TestFarResumed stops far runs part way, as Cancel or a reload does, and
// continues them from the prefix they kept: they end with the values of an
// unbroken run, which are the game's values from the definition
// (gamestest); the progress of the continued run starts past the prefix,
// and its counts and rare heaps describe the values.
func TestFarResumed(t *testing.T) {
	for _, c := range []struct {
		spec string
		n    int
		stop int // stop the first run once this many heaps are done
	}{
		{"grundy", 3000, 1000},
		{"0.6", 20000, 12000}, // Officers: values past 255 from heap 18855 on, after the stop
		{"0.376", 5000, 300},
	} {
		want := gamestest.Values(t, c.spec, "grundy-normal", c.n)

		whole := newFarTest(t, c.spec, c.n)
		unbroken, err := whole.run(context.Background(), nil)
		if err != nil {
			t.Fatalf("%s: %v", c.spec, err)
		}
		if got := unbroken.Values.Uint32s(); !slices.Equal(got, want) {
			t.Fatalf("%s: an unbroken run differs from the definition", c.spec)
		}

		first := newFarTest(t, c.spec, c.n)
		ctx, cancel := context.WithCancel(context.Background())
		first.after = func(p protocol.FarProgress) {
			if p.Done >= c.stop {
				cancel()
			}
		}
		part, err := first.run(ctx, nil)
		cancel()
		if err != nil || !part.Stopped || part.Values.Len() < c.stop || part.Values.Len() > c.n {
			t.Fatalf("%s: the stopped run gave %d values, stopped %v, err %v", c.spec, part.Values.Len(), part.Stopped, err)
		}
		if got := part.Values.Uint32s(); !slices.Equal(got, want[:len(got)]) {
			t.Fatalf("%s: the stopped run's values differ", c.spec)
		}
		resume, err := decodePrefix(first.game, first.stored)
		if err != nil || resume.Values.Len() != part.Values.Len() {
			t.Fatalf("%s: the prefix kept on stopping: %v", c.spec, err)
		}

		second := newFarTest(t, c.spec, c.n)
		second.every = 0 // a report after every chunk
		done, err := second.run(context.Background(), resume)
		if err != nil || done.Stopped || done.From != part.Values.Len() {
			t.Fatalf("%s: the continued run: from %d, stopped %v, err %v", c.spec, done.From, done.Stopped, err)
		}
		if got := done.Values.Uint32s(); !slices.Equal(got, unbroken.Values.Uint32s()) {
			t.Fatalf("%s: the continued run differs from the unbroken one", c.spec)
		}
		r := second.reports
		if len(r) == 0 || r[0].From != part.Values.Len() || r[0].Done <= r[0].From {
			t.Fatalf("%s: the continued run's first report %+v does not start past the prefix of %d", c.spec, r, part.Values.Len())
		}
		last := r[len(r)-1]
		if last.Done != c.n+1 || last.Total != c.n+1 || last.Rate <= 0 {
			t.Errorf("%s: last report %+v", c.spec, last)
		}
		counts := make([]int, len(last.Counts))
		var rare [][2]uint32
		for x, w := range want {
			counts[w]++
			if x > 0 && (last.Mask == 0 || !octal.Common(w, last.Mask)) {
				rare = append(rare, [2]uint32{uint32(x), w})
			}
		}
		if !slices.Equal(last.Counts, counts) {
			t.Errorf("%s: counts %v, want %v", c.spec, last.Counts, counts)
		}
		if len(rare) != last.Rare || !slices.Equal(second.rare, rare) {
			t.Errorf("%s: %d rare heaps plotted, %d reported, want %d", c.spec, len(second.rare), last.Rare, len(rare))
		}

		// The whole table kept: a request for fewer heaps reads it.
		stored, err := decodePrefix(whole.game, whole.stored)
		if err != nil {
			t.Fatal(err)
		}
		short := newFarTest(t, c.spec, c.n/2)
		got, err := short.run(context.Background(), stored)
		if err != nil || got.From != c.n/2+1 || !slices.Equal(got.Values.Uint32s(), want[:c.n/2+1]) {
			t.Errorf("%s: a shorter request from the kept values: from %d, err %v", c.spec, got.From, err)
		}
	}
}

// TestPrefixRefused checks that a stored prefix of another code, or
// damaged, is not resumed from.
func TestPrefixRefused(t *testing.T) {
	g, _ := octal.Parse("0.07")
	other, _ := octal.Parse("0.77")
	v := octal.PackedOf([]uint32{0, 0, 1, 1, 2, 0})
	data := encodePrefix(g, v, 0x2)
	if s, err := decodePrefix(g, data); err != nil || s.Values.Len() != 6 || s.Mask != 0x2 {
		t.Fatalf("its own prefix: %v", err)
	}
	if _, err := decodePrefix(other, data); err == nil {
		t.Error("a prefix of 0.07 resumes 0.77")
	}
	bad := bytes.Clone(data)
	bad[len(bad)-6] ^= 1
	if _, err := decodePrefix(g, bad); err == nil {
		t.Error("a damaged prefix is read")
	}
}

// BenchmarkFarRun is a far run of Grundy's game to 2^18 with the
// worker's hooks (counts, rare heaps and saves) against Far alone:
// GOOS=js GOARCH=wasm go test -bench FarRun is the browser's proxy.
func BenchmarkFarRun(b *testing.B) {
	g, _ := octal.Parse("4!.0")
	const n = 1 << 18
	b.Run("far", func(b *testing.B) {
		for b.Loop() {
			if _, err := g.Far(context.Background(), n, octal.Options{Workers: 1}); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("worker", func(b *testing.B) {
		for b.Loop() {
			r := farRun{game: g, n: n, pause: func() {}, keep: func([]byte) {},
				report: func(protocol.FarProgress, []byte) {}, every: farEvery, pauseEvery: farPauseEvery, keepEvery: farKeepEvery}
			if _, err := r.run(context.Background(), nil); err != nil {
				b.Fatal(err)
			}
		}
	})
}

// TestPlanFar checks which table requests are valued far: a code's normal
// Grundy values past the heaps the pattern finder reads, up to games.MaxFar.
func TestPlanFar(t *testing.T) {
	for _, c := range []struct {
		spec, kind, n string
		far           bool
		at, limit     int
	}{
		{"grundy", "grundy-normal", "100000", true, 100000, 0},
		{"grundy", "grundy-normal", "65536", false, 0, 0}, // the pattern finder's reach: the game's own table
		{"0.376", "grundy-normal", "4536600", true, 4536600, 0},
		{"kayles", "grundy-normal", "1000000", true, 1000000, 0},
		{"kayles", "grundy-normal", "100000000", true, games.MaxFar, games.MaxFar},
		{"kayles", "grundy-misere", "100000000", false, 0, 0},
		{"0.[3]", "grundy-normal", "100000000", false, 0, 0},
		{"sub:1,3,4", "grundy-normal", "100000000", false, 0, 0},
		{"grundy", "grundy-normal", "3,4", false, 0, 0},
		{"grundy", "grundy-normal", "x", false, 0, 0},
	} {
		f, ok := planFar(protocol.GameRef{Spec: c.spec}, c.kind, c.n, 0)
		if ok != c.far || ok && (f.n != c.at || f.limit != c.limit || f.game.String() != mustCode(t, c.spec)) {
			t.Errorf("%s %s %s: far %v %+v, want %v to %d (limit %d)", c.spec, c.kind, c.n, ok, f, c.far, c.at, c.limit)
		}
	}
}

func mustCode(t *testing.T, spec string) string {
	b, err := games.Parse(spec)
	if err != nil {
		t.Fatal(err)
	}
	return b.String()
}

// TestFarWorkers checks the workers of a far run: one unless the page is
// cross-origin isolated, else as many as asked up to one a core, or by
// default one a core from poolFromCores cores on, up to maxFarWorkers.
func TestFarWorkers(t *testing.T) {
	for _, c := range []struct {
		isolated           bool
		cores, asked, want int
	}{{false, 8, 0, 1}, {false, 8, 4, 1}, {true, 0, 0, 1}, {true, 1, 0, 1}, {true, 2, 0, 1}, {true, 3, 0, 1},
		{true, 4, 0, 4}, {true, 12, 0, 12}, {true, 64, 0, maxFarWorkers}, {true, 2, 2, 2}, {true, 2, 5, 2},
		{true, 12, 1, 1}, {true, 12, 3, 3}, {true, 64, 64, maxFarWorkers}} {
		if got := poolWorkers(c.isolated, c.cores, c.asked); got != c.want {
			t.Errorf("poolWorkers(%v, %d, %d) = %d, want %d", c.isolated, c.cores, c.asked, got, c.want)
		}
	}
}

// TestPrefixFarRefuses resumes far runs, to past a stored prefix and to
// within it, from a prefix that decodes but that Far refuses (a mask wider
// than its values): each run computes the values again, the game's from
// the definition, and keeps them.
func TestPrefixFarRefuses(t *testing.T) {
	const spec = "0.07"
	want := gamestest.Values(t, spec, "grundy-normal", 500)
	// A request past the prefix, and one within it (read back when sound).
	for _, n := range []int{500, 50} {
		f := newFarTest(t, spec, n)
		good := octal.PackedOf(want[:100])
		resume, err := decodePrefix(f.game, encodePrefix(f.game, good, 1<<20))
		if err != nil {
			t.Fatal(err)
		}
		done, err := f.run(context.Background(), resume)
		if err != nil || done.From != 0 || !slices.Equal(done.Values.Uint32s(), want[:n+1]) || done.Mask == 1<<20 {
			t.Fatalf("to %d: from %d, mask %#x, err %v", n, done.From, done.Mask, err)
		}
		kept, err := decodePrefix(f.game, f.stored)
		if err != nil || !slices.Equal(kept.Values.Uint32s(), want[:n+1]) {
			t.Fatalf("to %d: the prefix kept: %v", n, err)
		}
	}
}
