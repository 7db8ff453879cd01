package octal

import (
	"context"
	"math/rand/v2"
	"sync"
	"testing"
	"time"
)

// copyHelpers is Helpers as the browser's pool runs them: each helper has
// a Marker and its own copy of the values, into which Start copies the
// values new since the last job as bytes (Packed.Memory), all of them
// again when the width changed, and marks its share of the heaps on a
// goroutine. It refuses a job now and then, and while it is at one (or
// waits for it); its helpers are slow now and then, and Marks then gives
// up on them (they finish unread), so that every way of the engine is
// taken.
type copyHelpers struct {
	t       *testing.T
	n       int
	rng     *rand.Rand
	helpers []copyHelper
	spec    JobSpec
	marks   []uint64
	wg      sync.WaitGroup
	done    chan struct{}
	jobs    int // jobs taken
	used    int // jobs whose marks were used
	late    int // jobs given up
	slow    bool
}

// copyHelper is one helper: its Marker and its copy of the values.
type copyHelper struct {
	m      *Marker
	values Packed
	have   int // values copied
}

func newCopyHelpers(t *testing.T, g Game, n, k int, seed uint64) *copyHelpers {
	c := &copyHelpers{t: t, n: n, rng: rand.New(rand.NewPCG(seed, 1))}
	for range k {
		m, err := NewMarker(g)
		if err != nil {
			t.Fatal(err)
		}
		c.helpers = append(c.helpers, copyHelper{m: m})
	}
	return c
}

// load copies the values of heaps have..v.Len()−1 into h's copy, as bytes.
func (h *copyHelper) load(v Packed, n int) {
	if h.values.Bits() != v.Bits() || h.values.Len() != n+1 {
		h.values, h.have = NewPacked(n+1, v.Bits()), 0
	}
	width := max(v.Bits()/8, 1)
	src, srcHigh := v.Memory()
	dst, dstHigh := h.values.Memory()
	copy(dst[h.have*width:], src[h.have*width:v.Len()*width])
	if srcHigh != nil {
		copy(dstHigh[h.have/64*8:], srcHigh[h.have/64*8:highWords(v.Len())*8])
	}
	h.have = v.Len()
}

func (c *copyHelpers) Start(spec JobSpec, v Packed) bool {
	if v.Len() != spec.Cur {
		c.t.Fatalf("job %+v with %d values", spec, v.Len())
	}
	if c.rng.IntN(16) == 0 {
		return false
	}
	if c.done != nil && !c.finished() {
		// Still at the last job: refuse, or (half the time) wait for it,
		// which lets its goroutines run where the Go runtime has one
		// thread (WebAssembly): always refusing, every job after the
		// first slow one would be refused there.
		if c.rng.IntN(2) == 0 {
			return false
		}
		<-c.done
	}
	c.jobs++
	c.spec, c.done = spec, make(chan struct{})
	c.marks = make([]uint64, (spec.Hi-spec.Lo)*spec.Words)
	c.slow = c.rng.IntN(4) == 0 // late: Marks gives up on it
	slow := c.slow
	per := (spec.Hi - spec.Lo + len(c.helpers) - 1) / len(c.helpers)
	for i := range c.helpers {
		h := &c.helpers[i]
		h.load(v, c.n)
		a, b := min(spec.Lo+i*per, spec.Hi), min(spec.Lo+(i+1)*per, spec.Hi)
		c.wg.Add(1)
		go func() {
			defer c.wg.Done()
			if slow {
				time.Sleep(2 * time.Millisecond)
			}
			h.m.Mark(spec, h.values, a, b, c.marks[(a-spec.Lo)*spec.Words:(b-spec.Lo)*spec.Words])
		}()
	}
	go func() { c.wg.Wait(); close(c.done) }()
	return true
}

func (c *copyHelpers) Done() bool { return c.finished() }

// finished reports whether the helpers are done with the last job.
func (c *copyHelpers) finished() bool {
	select {
	case <-c.done:
		return true
	default:
		return false
	}
}

func (c *copyHelpers) Marks(marks []uint64) bool {
	if c.slow {
		c.late++
		return false
	}
	<-c.done
	copy(marks, c.marks)
	c.used++
	return true
}

// TestFarHelpers checks Far with copyHelpers against the definition and
// against one goroutine, on games whose values stay bytes (Grundy's game,
// 0.376, 0.6), pass 255 (nine bits) and pass 511, from heap 0 and resumed
// from a prefix.
func TestFarHelpers(t *testing.T) {
	used, late := 0, 0
	for i, c := range []struct {
		code string
		n    int
		bits int
	}{{"4!.0", 6000, 8}, {"0.376", 6000, 8}, {"0.6", 5000, 8}, {"4.0777", 3000, 9}, {"4.3777", 4000, 16}} {
		g, err := Parse(c.code)
		if err != nil {
			t.Fatal(err)
		}
		want := g.Values(c.n + 1)
		one, err := g.Far(context.Background(), c.n, Options{Workers: 1})
		if err != nil {
			t.Fatal(err)
		}
		for _, resume := range []int{0, 1500} {
			h := newCopyHelpers(t, g, c.n, 1+i%3, uint64(i))
			opt := Options{Helpers: h}
			if resume > 0 {
				opt.Resume = &Snapshot{Values: one.Values.Prefix(resume).Clone(), Mask: 0}
			}
			r, err := g.Far(context.Background(), c.n, opt)
			if err != nil {
				t.Fatal(err)
			}
			if h.used == 0 {
				t.Errorf("%s: no marks of the helpers were used", c.code)
			}
			used, late = used+h.used, late+h.late
			if r.Values.Bits() != c.bits {
				t.Errorf("%s: %d bits, want %d", c.code, r.Values.Bits(), c.bits)
			}
			for x, w := range want {
				if got := r.Values.At(x); got != uint32(w) || got != one.Values.At(x) {
					t.Fatalf("%s with %d helpers, resumed at %d, heap %d: %d, definition %d, one goroutine %d",
						c.code, len(h.helpers), resume, x, got, w, one.Values.At(x))
				}
			}
		}
	}
	if late == 0 {
		t.Errorf("no job was given up (%d used)", used)
	}
}

// TestFarHelpersStop stops a run with helpers at random chunks and resumes
// it with new helpers (a new pool, as after a Cancel in the browser).
func TestFarHelpersStop(t *testing.T) {
	g, err := Parse("4!.0")
	if err != nil {
		t.Fatal(err)
	}
	const n = 8000
	want := g.Values(n + 1)
	rng := rand.New(rand.NewPCG(3, 4))
	r, stops := farStopped(t, g, n, rng, 4, func(stops int) Options {
		return Options{Helpers: newCopyHelpers(t, g, n, 2, uint64(stops))}
	}, func(s Snapshot) Snapshot {
		s.Values = s.Values.Clone()
		return s
	})
	for x, w := range want {
		if got := r.Values.At(x); got != uint32(w) {
			t.Fatalf("after %d stops, heap %d: %d, definition %d", stops, x, got, w)
		}
	}
}
