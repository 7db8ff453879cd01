package main

// Tables valued far: the Grundy values of a code that octal's Far engine
// computes (games.Game.Far), asked past the game's limit, up to
// games.MaxFar. The worker runs Far on its own goroutine (Go's WebAssembly
// has one thread), with a pool of helper workers marking the next chunk
// where the page is cross-origin isolated (farpool_js.go), reports
// progress a few times a second (protocol.FarProgress: figures, value
// counts and new rare heaps, never the values), stops between two chunks
// when the page says Stop, and keeps the prefix computed in the store every
// few seconds, on Stop and at the end: a later request for the same code
// continues from it (Options.Resume). This file is the part that does not
// touch JavaScript (far_js.go posts and stores, farpool_js.go runs the
// pool), so that it is tested natively.

import (
	"bytes"
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"time"

	"nimber/app/protocol"
	"nimber/solver/octal"
	"nimber/solver/table"
)

// farKeyPrefix starts the store's keys of prefixes of values valued far;
// the code follows.
const farKeyPrefix = "far/v1/"

// farKey names the stored prefix of g's values.
func farKey(g octal.Game) string { return farKeyPrefix + g.String() }

// encodePrefix returns the stored form of the values v of g's heaps
// 0..v.Len()−1 under mask: an octal.File checkpoint (checksummed, naming
// the code) whose N is its last heap.
func encodePrefix(g octal.Game, v octal.Packed, mask uint32) []byte {
	var b bytes.Buffer
	b.Grow(v.Bytes() + 64)
	// Writing to memory does not fail.
	octal.File{Checkpoint: true, Code: g.String(), N: v.Len() - 1, Mask: mask, Values: v}.Write(&b)
	return b.Bytes()
}

// decodePrefix reads a stored prefix of g's values back as a snapshot to
// resume from; it fails on one that is damaged or of another code.
func decodePrefix(g octal.Game, data []byte) (*octal.Snapshot, error) {
	f, err := octal.ReadFile(bytes.NewReader(data), int64(len(data)))
	switch {
	case err != nil:
		return nil, err
	case !f.Checkpoint || f.Code != g.String() || f.N != f.Values.Len()-1 || f.Values.Len() < 1:
		return nil, fmt.Errorf("a prefix of %s (%d values), not of %s", f.Code, f.Values.Len(), g)
	}
	return &octal.Snapshot{Values: f.Values, Mask: f.Mask}, nil
}

// The far run's rhythm in the browser: a progress report every farEvery
// (what the page draws), a pause for the page's messages every
// farPauseEvery (a Stop waits at most that long), and a save of the prefix
// every farKeepEvery at least.
const (
	farEvery      = 250 * time.Millisecond
	farPauseEvery = 50 * time.Millisecond
	farKeepEvery  = 5 * time.Second
)

// maxFarWorkers is the most workers a run of a pool uses (a far run, or a
// game file's run of subtraction.Sparse): the solver worker and up to
// maxFarWorkers−1 helpers, one a core. poolFromCores is the fewest cores
// on which a pool is used unless the request names its workers: on two
// cores a pool of two was slower than one worker, for both (docs/far.md,
// docs/recognize.md).
const (
	maxFarWorkers = 16
	poolFromCores = 4
)

// poolWorkers returns the workers a run uses on a page that is
// cross-origin isolated or not (SharedArrayBuffer is only given to the
// isolated), with the given cores (navigator.hardwareConcurrency), when
// the request asks for at most asked workers (0: the default, one a core
// from poolFromCores cores on, else one).
func poolWorkers(isolated bool, cores, asked int) int {
	cores = min(max(cores, 1), maxFarWorkers)
	switch {
	case !isolated:
		return 1
	case asked > 0:
		return min(asked, cores)
	case cores < poolFromCores:
		return 1
	}
	return cores
}

// farRun values heaps 0..n of game far, through the hooks that post and
// keep (far_js.go's, or a test's).
type farRun struct {
	game octal.Game
	n    int
	// report posts a progress report; rareHeaps is its RareHeaps' bytes.
	report func(p protocol.FarProgress, rareHeaps []byte)
	// keep stores a prefix (encodePrefix's bytes); it may return before
	// the store has it.
	keep func(data []byte)
	// pause lets the page's messages reach the worker (a Stop).
	pause func()
	// helpers, when not nil, mark the next chunks (the pool).
	helpers farHelpers
	// every is the time between two reports, between two pauses pauseEvery,
	// and between two saves at least keepEvery (and ten times a save's
	// cost).
	every, pauseEvery, keepEvery time.Duration

	start, reported, paused, kept time.Time
	keepCost                      time.Duration
	from                          int      // heaps resumed from the stored prefix
	counts                        []int    // counts[v]: heaps of value v among the first counted
	counted                       int      // heaps counted
	mask                          uint32   // the mask the rare heaps below are rare under
	plotted                       int      // rare heaps sent for the plot, at most protocol.FarRarePlotted
	pending                       []byte   // (heap, value) pairs of rare heaps not yet sent
	restart                       bool     // pending starts from the first rare heap
	stopped                       *farDone // the values when stopped
}

// farHelpers are the helpers of a far run: the pool (farpool_js.go).
type farHelpers interface {
	octal.Helpers
	// Workers returns the workers computing: the run's, and the helpers
	// ready to mark.
	Workers() int
}

// workers returns the workers computing.
func (r *farRun) workers() int {
	if r.helpers == nil {
		return 1
	}
	return r.helpers.Workers()
}

// farDone is what a far run computed: the values of heaps 0..Values.Len()−1.
type farDone struct {
	Values  octal.Packed
	Mask    uint32
	From    int  // heaps read back from the stored prefix
	Stopped bool // ctx stopped the run: fewer heaps than asked
	Workers int  // the workers that computed (0 when all was read back)
}

// run values the heaps, continuing from resume (decodePrefix's, or nil),
// until done or ctx is done.
func (r *farRun) run(ctx context.Context, resume *octal.Snapshot) (farDone, error) {
	opt := octal.Options{Workers: 1, Helpers: r.helpers, Each: r.each}
	// A stored prefix Far would refuse is computed again (see below).
	if resume != nil && resume.Values.Len() > r.n && r.game.CheckSnapshot(resume) != nil {
		resume = nil
	}
	if resume != nil {
		if resume.Values.Len() > r.n {
			return farDone{Values: resume.Values.Prefix(r.n + 1), Mask: resume.Mask, From: r.n + 1}, nil
		}
		opt.Resume, r.from = resume, resume.Values.Len()
	}
	r.start = time.Now()
	r.paused, r.kept = r.start, r.start // the first report goes out at once

	res, err := r.game.Far(ctx, r.n, opt)
	var refused *octal.ResumeError
	if errors.As(err, &refused) {
		// A stored prefix that decodes but that Far does not continue
		// (written by a faulty build, say) would fail every request for
		// the code: it is computed again instead, and overwritten.
		opt.Resume, r.from = nil, 0
		res, err = r.game.Far(ctx, r.n, opt)
	}
	if err != nil {
		if r.stopped != nil && ctx.Err() != nil {
			return *r.stopped, nil
		}
		return farDone{}, err
	}
	r.keep(encodePrefix(r.game, res.Values, res.Mask))
	return farDone{Values: res.Values, Mask: res.Mask, From: r.from, Workers: r.workers()}, nil
}

// each is Far's Options.Each: it counts the new values, and reports,
// keeps and pauses when their time has come.
func (r *farRun) each(s octal.Snapshot) {
	r.count(s)
	now := time.Now()
	if s.Stopping || now.Sub(r.reported) >= r.every {
		r.reported = now
		r.post(s, now)
	}
	if s.Stopping || now.Sub(r.kept) >= max(r.keepEvery, 10*r.keepCost) {
		r.keep(encodePrefix(r.game, s.Values, s.Mask))
		r.kept = time.Now()
		r.keepCost = r.kept.Sub(now)
	}
	if s.Stopping {
		r.stopped = &farDone{Values: s.Values.Clone(), Mask: s.Mask, From: r.from, Stopped: true, Workers: r.workers()}
	}
	if now.Sub(r.paused) >= r.pauseEvery {
		r.pause()
		r.paused = time.Now()
	}
}

// count adds the values new in s to the counts and the rare heaps to
// send; when the mask changed, the rare heaps are listed again from the
// first.
func (r *farRun) count(s octal.Snapshot) {
	if s.Mask != r.mask {
		r.mask, r.plotted, r.pending, r.restart = s.Mask, 0, r.pending[:0], true
		for x := 1; x < r.counted; x++ {
			r.noteRare(x, s.Values.At(x))
		}
	}
	for x := r.counted; x < s.Values.Len(); x++ {
		w := s.Values.At(x)
		for int(w) >= len(r.counts) {
			r.counts = append(r.counts, 0)
		}
		r.counts[w]++
		if x > 0 {
			r.noteRare(x, w)
		}
	}
	r.counted = s.Values.Len()
}

// noteRare adds heap x of value w to the rare heaps to send when w is rare
// and the plot has room.
func (r *farRun) noteRare(x int, w uint32) {
	if r.plotted < protocol.FarRarePlotted && (r.mask == 0 || !octal.Common(w, r.mask)) {
		r.pending = binary.LittleEndian.AppendUint32(r.pending, uint32(x))
		r.pending = binary.LittleEndian.AppendUint32(r.pending, w)
		r.plotted++
	}
}

// post reports the progress s at now.
func (r *farRun) post(s octal.Snapshot, now time.Time) {
	done := s.Values.Len()
	p := protocol.FarProgress{Done: done, Total: r.n + 1, From: r.from, Max: s.Max, Rare: s.Rare, Mask: s.Mask,
		Counts: r.counts, Restart: r.restart, Workers: r.workers()}
	if secs := now.Sub(r.start).Seconds(); secs > 0 && done > r.from {
		p.Rate = float64(done-r.from) / secs
		p.Left = float64(r.n+1-done) / p.Rate
	}
	r.report(p, r.pending)
	r.pending, r.restart = r.pending[:0], false
}

// farAnswer returns the answer to request id, table f valued far as d:
// the period of all the values and their figures (octal.Stats, as `nimber
// rare` prints them), with the bytes of its two Blobs, which the caller
// sets: the first protocol.FarWindow values (32-bit words, Values.Values)
// and the first protocol.FarRarePlotted rare heaps ≥ 1 under the figures'
// mask (Values.Rare.Positions).
func farAnswer(id int, f farTable, d farDone) (out protocol.Values, window, rare []byte) {
	v := d.Values
	p := v.FindPeriod(f.game.Bound())
	st := octal.Stats(v, d.Mask)
	far := &protocol.Far{N: v.Len() - 1, From: d.From, Stopped: d.Stopped, Max: st.Max, MaxAt: st.MaxAt,
		Counts: make([]int, st.Max+1), Rare: st.Rare, LastRare: st.LastRare, Workers: d.Workers}
	for x := range v.Len() {
		w := v.At(x)
		far.Counts[w]++
		if x > 0 && len(rare) < 4*protocol.FarRarePlotted && (st.Mask == 0 || !octal.Common(w, st.Mask)) {
			rare = binary.LittleEndian.AppendUint32(rare, uint32(x))
		}
	}
	shown := v.Prefix(min(v.Len(), protocol.FarWindow)).Uint32s()
	out = protocol.Values{ID: id, Cols: len(shown), Period: p.String(), Pre: p.Pre, Length: p.Period, Saltus: p.Saltus,
		Proven: p.Proven, Source: protocol.SourceComputed, Limit: f.limit, Far: far,
		Rare: &protocol.Rare{Mask: st.Mask, Computed: v.Len(), Values: rareCounted(far.Counts, st.Mask)}}
	if d.From == v.Len() {
		out.Source = protocol.SourceCache
	}
	return out, table.Uint32Bytes(shown), rare
}
