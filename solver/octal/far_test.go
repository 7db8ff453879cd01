package octal

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"slices"
	"testing"
	"time"
)

// checkFar compares Far's values of g to heap n, with the given workers,
// with Values.
func checkFar(t *testing.T, g Game, n, workers int) FarResult {
	t.Helper()
	r, err := g.Far(context.Background(), n, Options{Workers: workers})
	if err != nil {
		t.Fatalf("%s: %v", g.String(), err)
	}
	want := g.Values(n + 1)
	if r.Values.Len() != n+1 {
		t.Fatalf("%s: %d values, want %d", g.String(), r.Values.Len(), n+1)
	}
	for x, w := range want {
		if got := r.Values.At(x); got != uint32(w) {
			t.Fatalf("%s with %d workers, heap %d: Far %d, definition %d (mask %#x)", g.String(), workers, x, got, w, r.Mask)
		}
	}
	return r
}

// TestFarShortCodes checks Far against the definition on every octal code
// of up to three digits (0.abc, and 4.abc splitting without taking) to
// heap 2^10, and on every 32nd of the 0.abc to 2^12: far enough for masks
// to be chosen, periods used and helpers to work. With NIMBER_FAR=1 every
// one goes to 2^12 (the definition takes the time: minutes).
func TestFarShortCodes(t *testing.T) {
	all := os.Getenv("NIMBER_FAR") != ""
	for d0 := uint8(0); d0 <= 4; d0 += 4 {
		for code := 0; code < 512; code++ {
			g, err := New([]uint8{d0, uint8(code >> 6), uint8(code >> 3 & 7), uint8(code & 7)})
			if err != nil {
				t.Fatal(err)
			}
			n := 1 << 10
			if all || d0 == 0 && code%32 == 5 && !testing.Short() {
				n = 1 << 12
			}
			checkFar(t, g, n, 2)
		}
	}
}

// randomModified returns a random game of up to four octal digits, maybe
// splitting without taking, with random modifiers.
func randomModified(rng *rand.Rand) Game {
	g := randomGame(rng, 7)
	mods := make([]Modifier, g.MaxTake()+1)
	for k := range mods {
		mods[k] = Modifier(rng.IntN(4))
	}
	g, err := g.Modified(mods)
	if err != nil {
		panic(err)
	}
	return g
}

// TestFarModified checks Far against the definition on random games with
// modifiers, and on Grundy's game, with one to four workers.
func TestFarModified(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 9))
	for i := range 120 {
		checkFar(t, randomModified(rng), 600+rng.IntN(1500), 1+i%4)
	}
	g, err := Parse("4!.0")
	if err != nil {
		t.Fatal(err)
	}
	checkFar(t, g, 4000, 2)
}

// TestFarWiden checks a game whose values pass 255 (4.0777 reaches 301 by
// heap 2926): the values are widened to nine bits on the way.
func TestFarWiden(t *testing.T) {
	g, err := Parse("4.0777")
	if err != nil {
		t.Fatal(err)
	}
	for _, workers := range []int{1, 3} {
		if r := checkFar(t, g, 3000, workers); r.Values.Bits() != 9 {
			t.Errorf("4.0777 to 3000: %d bits, want 9", r.Values.Bits())
		}
	}
}

// TestFarWindow checks games whose values pass 255 with a window of 64
// heaps (engine.window), so that the pass over the rare heaps reads many
// values of nine bits from it and many past it.
func TestFarWindow(t *testing.T) {
	defer func(size int) { windowSize = size }(windowSize)
	windowSize = 64
	for _, code := range []string{"4.0777", "4.3777"} {
		g, err := Parse(code)
		if err != nil {
			t.Fatal(err)
		}
		for _, workers := range []int{1, 2} {
			if r := checkFar(t, g, 3000, workers); r.Values.Bits() != 9 {
				t.Errorf("%s to 3000: %d bits, want 9", code, r.Values.Bits())
			}
		}
	}
}

// TestFarResumeRefusesMask resumes from snapshots whose mask no run of
// the engine chooses (a mask wider than the values so far, as a crafted
// checkpoint file with a valid checksum may hold): Far refuses them with a
// *ResumeError; it indexed past its table of options and panicked. So are
// values no heap can have, on which it sized its tables (2^31: gigabytes),
// and snapshots longer than the heaps asked. A sound snapshot resumed and
// stopped ends with the context's error, not a ResumeError.
func TestFarResumeRefusesMask(t *testing.T) {
	g, err := Parse("0.6")
	if err != nil {
		t.Fatal(err)
	}
	whole, err := g.Far(context.Background(), 1000, Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		done int
		mask uint32
	}{{1, 0x1e}, {2, 0x1e}, {3, 0x4}, {1000, 0x8000}, {1000, 1 << 31}} {
		snap := NewPacked(c.done, 8)
		for i := range c.done {
			snap.Set(i, whole.Values.At(i))
		}
		_, err := g.Far(context.Background(), 1000, Options{Resume: &Snapshot{Values: snap, Mask: c.mask}})
		if re := (*ResumeError)(nil); !errors.As(err, &re) {
			t.Errorf("resumed from %d values with mask %#x: %v, not a ResumeError", c.done, c.mask, err)
		}
	}
	// A value beyond what the heap's options allow is refused before the
	// engine sizes its tables on it.
	for _, v := range []uint32{1 << 31, 1<<16 + 3, 2 * 512} {
		snap := NewPacked(1000, 32)
		for i := range 1000 {
			snap.Set(i, whole.Values.At(i))
		}
		snap.Set(511, v)
		_, err := g.Far(context.Background(), 1000, Options{Resume: &Snapshot{Values: snap, Mask: whole.Mask}})
		if re := (*ResumeError)(nil); !errors.As(err, &re) {
			t.Errorf("resumed with heap 511 worth %d: %v, not a ResumeError", v, err)
		}
	}
	_, err = g.Far(context.Background(), 999, Options{Resume: &Snapshot{Values: whole.Values, Mask: whole.Mask}})
	if re := (*ResumeError)(nil); !errors.As(err, &re) {
		t.Errorf("resumed from 1001 values to heap 999: %v, not a ResumeError", err)
	}
	stopped, cancel := context.WithCancel(context.Background())
	cancel()
	_, err = g.Far(stopped, 1000, Options{Resume: &Snapshot{Values: whole.Values.Prefix(700), Mask: whole.Mask}})
	if re := (*ResumeError)(nil); !errors.Is(err, context.Canceled) || errors.As(err, &re) {
		t.Errorf("a sound snapshot resumed and stopped: %v, want context.Canceled", err)
	}
	// The engine's own masks resume.
	snap := whole.Values.Prefix(700)
	r, err := g.Far(context.Background(), 1000, Options{Resume: &Snapshot{Values: snap, Mask: whole.Mask}})
	if err != nil || !slices.Equal(r.Values.Uint32s(), whole.Values.Uint32s()) {
		t.Errorf("resumed with the engine's mask %#x: %v, or other values", whole.Mask, err)
	}
}

// TestFarResume interrupts computations at random chunks and resumes them
// from the snapshot each last saw, until done: the values must be those of
// an unbroken run, whatever the workers and the width they go on at.
func TestFarResume(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 12))
	for _, code := range []string{"4!.0", "0.6", "4.0777", "0.16", "0.007"} {
		g, err := Parse(code)
		if err != nil {
			t.Fatal(err)
		}
		const n = 6000
		whole, err := g.Far(context.Background(), n, Options{Workers: 1})
		if err != nil {
			t.Fatal(err)
		}
		r, stops := farStopped(t, g, n, rng, 0, func(int) Options { return Options{Workers: 1 + rng.IntN(3)} }, func(s Snapshot) Snapshot {
			// A snapshot's values are valid only during the call: copy,
			// maybe wider, for the engine to go on at that width.
			bits := s.Values.Bits()
			for bits < 32 && rng.IntN(4) == 0 {
				bits = map[int]int{8: 9, 9: 16, 16: 32}[bits]
			}
			s.Values = s.Values.widened(bits, s.Values.Len())
			return s
		})
		for x := range n + 1 {
			if r.Values.At(x) != whole.Values.At(x) {
				t.Fatalf("%s after %d stops, heap %d: %d, unbroken %d", code, stops, x, r.Values.At(x), whole.Values.At(x))
			}
		}
		if r.Mask != whole.Mask {
			t.Errorf("%s after %d stops: mask %#x, unbroken %#x", code, stops, r.Mask, whole.Mask)
		}
	}
}

// farStopped values g to n in runs each stopped after a random number of
// snapshots (least to least+7) and resumed from keep's copy of the last
// snapshot seen, until a run ends; options gives each run's options (stops
// is the runs stopped before it). It returns the run that ended and the
// stops.
func farStopped(t *testing.T, g Game, n int, rng *rand.Rand, least int, options func(stops int) Options, keep func(Snapshot) Snapshot) (FarResult, int) {
	t.Helper()
	var resume *Snapshot
	for stops := 0; ; stops++ {
		ctx, cancel := context.WithCancel(context.Background())
		left := least + rng.IntN(8)
		opt := options(stops)
		opt.Resume = resume
		opt.Each = func(s Snapshot) {
			if left--; left < 0 {
				cancel()
			}
			s = keep(s)
			resume = &s
		}
		r, err := g.Far(ctx, n, opt)
		cancel()
		if errors.Is(err, context.Canceled) {
			continue
		}
		if err != nil {
			t.Fatal(err)
		}
		return r, stops
	}
}

// TestFarThreeHeaps checks that Far refuses games splitting in three, and
// FastValues computes them from the definition.
func TestFarThreeHeaps(t *testing.T) {
	g, err := Parse("0.8")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := g.Far(context.Background(), 10, Options{}); !errors.Is(err, ErrUnsupported) {
		t.Errorf("0.8: error %v, want ErrUnsupported", err)
	}
	v, _ := g.FastValues(30, nil)
	for x, w := range g.Values(31) {
		if v[x] != uint32(w) {
			t.Fatalf("0.8 heap %d: %d, want %d", x, v[x], w)
		}
	}
}

// BenchmarkFarGrundy computes Grundy's game to 2^18 with one and with two
// workers: ns/value is the cost per heap.
func BenchmarkFarGrundy(b *testing.B) {
	benchmarkFar(b, "4!.0", 1<<18)
}

// BenchmarkFarOfficers computes Officers (0.6) to 2^18 with one and with
// two workers.
func BenchmarkFarOfficers(b *testing.B) {
	benchmarkFar(b, "0.6", 1<<18)
}

func benchmarkFar(b *testing.B, code string, n int) {
	g, err := Parse(code)
	if err != nil {
		b.Fatal(err)
	}
	for _, workers := range []int{1, 2} {
		b.Run(fmt.Sprintf("workers=%d", workers), func(b *testing.B) {
			for b.Loop() {
				if _, err := g.Far(context.Background(), n, Options{Workers: workers}); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(n+1), "ns/value")
		})
	}
}

// TestFarCostPerValue logs, with NIMBER_FAR=1, the cost per value of
// Grundy's game and Officers over each doubling of the heaps up to 2^21:
// near constant once the rare heaps stop appearing.
func TestFarCostPerValue(t *testing.T) {
	if os.Getenv("NIMBER_FAR") == "" {
		t.Skip("NIMBER_FAR=1 measures the cost per value to 2^21")
	}
	for _, code := range []string{"grundy", "0.6"} {
		g, err := Parse(code)
		if err != nil {
			t.Fatal(err)
		}
		last, from := time.Now(), 1<<14
		_, err = g.Far(context.Background(), 1<<21, Options{Each: func(s Snapshot) {
			if done := s.Values.Len(); done == 2*from {
				t.Logf("%s: heaps %d to %d: %.0f ns a value, %d rare", code, from, done, float64(time.Since(last).Nanoseconds())/float64(done-from), s.Rare)
				last, from = time.Now(), done
			}
		}})
		if err != nil {
			t.Fatal(err)
		}
	}
}
