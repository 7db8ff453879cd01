//go:build !js

package cli

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/signal"
	"path/filepath"
	"runtime/debug"
	"strconv"
	"strings"
	"syscall"
	"time"

	"nimber/app/atomicfile"
	"nimber/solver/games"
	"nimber/solver/octal"
	"nimber/solver/period"
)

// maxFarN is the largest heap the far commands compute to.
const maxFarN = 1 << 32

// farFlags are the flags of the commands that compute a take-and-break
// code's values far (rare, table -o, period on a code, survey).
type farFlags struct {
	checkpoint string
	progress   bool
	workers    int
	every      time.Duration
}

func addFarFlags(fs *flag.FlagSet) *farFlags {
	f := &farFlags{}
	fs.StringVar(&f.checkpoint, "checkpoint", "", "resume from FILE if it exists; save the computation there every few seconds and on Ctrl+C")
	fs.BoolVar(&f.progress, "progress", false, "report progress on stderr once a second (the default when stderr is a terminal)")
	fs.IntVar(&f.workers, "workers", 0, "goroutines computing (default GOMAXPROCS, the cores)")
	fs.DurationVar(&f.every, "checkpoint-every", 5*time.Second, "the least time between two checkpoints")
	return f
}

// maxWorkers caps -workers: the goroutines of one far computation.
const maxWorkers = 1024

// check fails on flags out of range.
func (f *farFlags) check() error {
	if f.workers < 0 || f.workers > maxWorkers {
		return fmt.Errorf("-workers %d: expected 1 to %d goroutines (0: one per core)", f.workers, maxWorkers)
	}
	if f.every < 0 {
		return fmt.Errorf("-checkpoint-every %s: expected a duration of 0 or more", f.every)
	}
	return nil
}

// parseHeap reads -n: an integer, or 2^K, or 2^K-1, up to 2^32.
func parseHeap(s string) (int, error) {
	n, err := strconv.ParseInt(s, 10, 64)
	if base, exp, ok := strings.Cut(s, "^"); ok && base == "2" {
		exp, minus, _ := strings.Cut(exp, "-")
		k, err1 := strconv.Atoi(exp)
		d, err2 := 0, error(nil)
		if minus != "" {
			d, err2 = strconv.Atoi(minus)
		}
		if err1 == nil && err2 == nil && k >= 0 && k <= 32 && d >= 0 {
			n, err = int64(1)<<k-int64(d), nil
		}
	}
	if err != nil || n < 0 || n > maxFarN {
		return 0, fmt.Errorf("-n %s: expected a heap 0 to 2^32 (an integer, 2^K or 2^K-1)", s)
	}
	return int(n), nil
}

// farCode parses GAME for a far command: a finite take-and-break code (or
// a classic game by name) whose moves leave at most two heaps.
func farCode(spec string) (octal.Game, error) {
	b, err := games.Parse(spec)
	if err != nil {
		return octal.Game{}, err
	}
	g, ok := b.Code()
	switch {
	case !ok:
		return g, fmt.Errorf("%s is not a take-and-break code: the far engine computes codes", b)
	case !g.Finite():
		return g, fmt.Errorf("%s repeats its digits for ever: the far engine computes finite codes", g)
	case g.Parts() > 2:
		return g, fmt.Errorf("%s splits into three heaps: the far engine computes games splitting into two at most", g)
	}
	return g, nil
}

// farContext is the context of a far computation: done on Ctrl+C
// (SIGINT) or SIGTERM. Tests replace it.
var farContext = func() (context.Context, context.CancelFunc) {
	return signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
}

// meminfo is the file memAvailable reads; tests replace it.
var meminfo = "/proc/meminfo"

// memAvailable returns MemAvailable of meminfo in bytes, or false where
// there is none.
func memAvailable() (int64, bool) {
	b, err := os.ReadFile(meminfo)
	if err != nil {
		return 0, false
	}
	for line := range strings.Lines(string(b)) {
		if rest, ok := strings.CutPrefix(line, "MemAvailable:"); ok {
			kb, err := strconv.ParseInt(strings.TrimSuffix(strings.TrimSpace(rest), " kB"), 10, 64)
			return kb << 10, err == nil
		}
	}
	return 0, false
}

// farGCPercent is the garbage collector's setting during a far
// computation (GOGC, percent of the live heap).
const farGCPercent = 5

// farMargin is the memory a far computation takes beyond its values: the
// rare heaps, the helpers' marks, the runtime.
const farMargin = 32 << 20

// mib prints a count of bytes in MiB.
func mib(b int64) string { return fmt.Sprintf("%.0f MiB", float64(b)/(1<<20)) }

// farCompute computes g's values to heap n as ff says, reporting on stderr.
// When it fails it has said why on stderr and returns the exit code.
func farCompute(g octal.Game, n int, ff *farFlags, stderr io.Writer) (octal.FarResult, int) {
	if err := ff.check(); err != nil {
		return octal.FarResult{}, fail(stderr, err)
	}
	need := int64(n+1) + farMargin
	what := fmt.Sprintf("heaps 0..%d need about %s (a byte a value while the values stay below 256, 1.125 bytes below 512, two and more past it)", n, mib(need))
	if avail, ok := memAvailable(); ok && need > avail {
		return octal.FarResult{}, fail(stderr, fmt.Errorf("%s; only %s is available (MemAvailable)", what, mib(avail)))
	}
	terminal := isTerminal(stderr)
	show := ff.progress || terminal
	if show || n >= 1<<26 {
		fmt.Fprintf(stderr, "nimber: %s\n", what)
	}
	// The garbage (a few hundred bytes a chunk) is collected early: the
	// values, one block without pointers, cost the collector nothing, and
	// at the default setting garbage would grow to their size.
	defer debug.SetGCPercent(debug.SetGCPercent(farGCPercent))
	opt := octal.Options{Workers: ff.workers}
	if ff.checkpoint != "" {
		if err := writable("-checkpoint", ff.checkpoint); err != nil {
			return octal.FarResult{}, fail(stderr, err)
		}
		resume, err := readCheckpoint(ff.checkpoint, g, n)
		if err != nil {
			return octal.FarResult{}, fail(stderr, err)
		}
		opt.Resume = resume
	}
	ctx, stop := farContext()
	defer stop()
	rep := &reporter{w: stderr, show: show, terminal: terminal, n: n, start: time.Now(), lastShow: time.Now()}
	var sv *saver
	if ff.checkpoint != "" {
		sv = &saver{path: ff.checkpoint, g: g, n: n, every: ff.every, rep: rep, last: time.Now()}
	}
	if opt.Resume != nil {
		rep.from = opt.Resume.Values.Len()
		sv.saved = rep.from // the checkpoint it was read from
	}
	opt.Each = func(s octal.Snapshot) {
		rep.report(s)
		if sv != nil {
			sv.each(s)
		}
	}
	r, err := g.Far(ctx, n, opt)
	rep.done()
	var refused *octal.ResumeError
	switch {
	case errors.As(err, &refused):
		return r, fail(stderr, fmt.Errorf("checkpoint %s: %v", ff.checkpoint, err))
	case err != nil && ctx.Err() != nil:
		fmt.Fprintf(stderr, "nimber: %s\n", sv.stopped())
		return r, 1
	case err != nil:
		return r, fail(stderr, err)
	}
	if sv != nil && sv.failed > 0 {
		fmt.Fprintf(stderr, "nimber: warning: checkpoint %s: %d of %d saves failed (the last failure: %v); the computation finished all the same\n",
			sv.path, sv.failed, sv.tries, sv.lastErr)
	}
	return r, 0
}

// saver saves a far computation at its checkpoint, every so often and when
// it stops. A save that fails is warned of on stderr and the computation
// goes on, its result being what was asked; the next save is tried at the
// usual time, and one that succeeds again says so.
type saver struct {
	path  string
	g     octal.Game
	n     int
	every time.Duration // the least time between two saves (-checkpoint-every)
	rep   *reporter     // whose progress line a warning ends
	last  time.Time     // the last save's end, or the start
	took  time.Duration // the last save's time: saves are ten times as far apart at least
	saved int           // the values at path, saved or resumed from (0: none)
	tries int           // the saves tried
	// failed counts the saves that failed, lastErr is the last failure's
	// error and failing tells whether the last save failed.
	failed  int
	lastErr error
	failing bool
}

// each is Far's Options.Each for the checkpoint: it saves s when its time
// has come or when the computation stops.
func (v *saver) each(s octal.Snapshot) {
	if !s.Stopping && time.Since(v.last) < max(v.every, 10*v.took) {
		return
	}
	t := time.Now()
	err := writeCheckpoint(v.path, v.g, v.n, s)
	v.last, v.took = time.Now(), time.Since(t)
	v.tries++
	switch {
	case err != nil && !v.failing:
		v.rep.note("nimber: warning: checkpoint %s could not be saved: %v; the computation goes on, and saves are retried", v.path, err)
	case err == nil && v.failing:
		v.rep.note("nimber: checkpoint %s saved again (heaps 0..%d)", v.path, s.Values.Len()-1)
	}
	v.failing = err != nil
	if err != nil {
		v.failed++
		v.lastErr = err
		return
	}
	v.saved = s.Values.Len()
}

// stopped returns the line that ends a stopped computation (v nil: one
// without a checkpoint): how to continue it, and when its last save
// failed, what it lost and whether an earlier save remains.
func (v *saver) stopped() string {
	switch {
	case v == nil:
		return "stopped"
	case !v.failing:
		return fmt.Sprintf("stopped; run the same command again to continue from %s", v.path)
	}
	lost := fmt.Sprintf("stopped, and the checkpoint %s could not be saved: %v", v.path, v.lastErr)
	if _, err := os.Stat(v.path); err == nil && v.saved > 0 {
		return fmt.Sprintf("%s; it holds an earlier save, heaps 0..%d: run the same command again to continue from there", lost, v.saved-1)
	}
	return lost + "; nothing is saved: the same command starts over"
}

// delivered removes the checkpoint of a computation whose result has been
// written or printed: until then it is kept, so that a failure to deliver
// (a table file that cannot be written) loses no work, and the same
// command, mended, resumes from it.
func (f *farFlags) delivered() {
	if f.checkpoint != "" {
		os.Remove(f.checkpoint)
	}
}

// readCheckpoint reads the checkpoint at path for g to heap n: nil when
// there is none, an error when it is damaged or of another computation.
func readCheckpoint(path string, g octal.Game, n int) (*octal.Snapshot, error) {
	c, err := readFile(path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return nil, nil
	case err != nil:
		return nil, fmt.Errorf("checkpoint %v", err)
	case !c.Checkpoint:
		return nil, fmt.Errorf("checkpoint %s: a table, not a checkpoint", path)
	case c.Code != g.String() || c.N != n:
		return nil, fmt.Errorf("checkpoint %s is for %s to heap %d, not %s to heap %d (remove it or name another file)", path, c.Code, c.N, g.String(), n)
	case c.Values.Len() < 1:
		return nil, fmt.Errorf("checkpoint %s: damaged: no values", path)
	}
	return &octal.Snapshot{Values: c.Values, Mask: c.Mask}, nil
}

// writeCheckpoint saves s at path, atomically: into a temporary file
// beside it, renamed over it once complete.
func writeCheckpoint(path string, g octal.Game, n int, s octal.Snapshot) error {
	return atomicfile.Write(path, octal.File{Checkpoint: true, Code: g.String(), N: n, Mask: s.Mask, Values: s.Values}.Write)
}

// isTerminal reports whether w is a terminal.
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}

// reporter prints progress on stderr once a second.
type reporter struct {
	w              io.Writer
	show, terminal bool
	n, from        int
	start          time.Time
	lastShow       time.Time
	printed        bool // a rewritten line is on the terminal
}

func (r *reporter) report(s octal.Snapshot) {
	if !r.show || time.Since(r.lastShow) < time.Second {
		return
	}
	r.lastShow = time.Now()
	done := s.Values.Len()
	rate := float64(done-r.from) / time.Since(r.start).Seconds()
	left := time.Duration(float64(r.n+1-done) / rate * float64(time.Second)).Round(time.Second)
	line := fmt.Sprintf("heap %d of %d (%.1f%%), %.3g values/s, %v left, largest value %d, rare %d",
		done, r.n, 100*float64(done)/float64(r.n+1), rate, left, s.Max, s.Rare)
	if r.terminal {
		fmt.Fprintf(r.w, "\r%s   ", line) // one line, rewritten
		r.printed = true
	} else {
		fmt.Fprintln(r.w, line)
	}
}

// done ends the progress line.
func (r *reporter) done() {
	if r.printed {
		fmt.Fprintln(r.w)
		r.printed = false
	}
}

// note prints a line on stderr, below the progress line.
func (r *reporter) note(format string, a ...any) {
	r.done()
	fmt.Fprintf(r.w, format+"\n", a...)
}

// rareCommand prints the rare/common figures of a code's values.
func rareCommand(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("rare", flag.ContinueOnError)
	nFlag := fs.String("n", "1000", "largest heap (an integer, 2^K or 2^K-1)")
	ff := addFarFlags(fs)
	pos, err := positional(fs, args)
	if err != nil {
		return fail(stderr, err)
	}
	if len(pos) != 1 {
		return fail(stderr, usageError("rare CODE [-n N] [-checkpoint FILE] [-progress] [-workers W]", pos, 1))
	}
	g, err := farCode(pos[0])
	if err != nil {
		return fail(stderr, err)
	}
	n, err := parseHeap(*nFlag)
	if err != nil {
		return fail(stderr, err)
	}
	r, code := farCompute(g, n, ff, stderr)
	if code != 0 {
		return code
	}
	st := octal.Stats(r.Values, r.Mask)
	fmt.Fprintf(stdout, "mask=%#x rare=%d last-rare=%d max=%d max-at=%d\n", st.Mask, st.Rare, st.LastRare, st.Max, st.MaxAt)
	ff.delivered()
	return 0
}

// farTable writes the values of a code to heap n into the table file out.
// Ctrl+C or SIGTERM stops the computation; once it is done they wait for
// the table's write to end, so that the file is written whole and no
// temporary file is left.
func farTable(code, nFlag, out string, ff *farFlags, stdout, stderr io.Writer) int {
	defer holdSignals()()
	g, err := farCode(code)
	if err != nil {
		return fail(stderr, err)
	}
	n, err := parseHeap(nFlag)
	if err != nil {
		return fail(stderr, err)
	}
	if err := writable("-o", out); err != nil {
		return fail(stderr, err)
	}
	r, exit := farCompute(g, n, ff, stderr)
	if exit != 0 {
		return exit
	}
	if err := atomicfile.Write(out, octal.File{Code: g.String(), N: n, Mask: r.Mask, Values: r.Values}.Write); err != nil {
		return fail(stderr, err)
	}
	ff.delivered()
	fmt.Fprintf(stdout, "table=%s code=%s values=%d bits=%d\n", out, g.String(), n+1, r.Values.Bits())
	return 0
}

// holdSignals keeps Ctrl+C and SIGTERM from ending the process until the
// function it returns is called (a computation's own context still sees
// them).
func holdSignals() (release func()) {
	c := make(chan os.Signal, 1)
	signal.Notify(c, os.Interrupt, syscall.SIGTERM)
	return func() { signal.Stop(c) }
}

// writable checks, before a computation, the path of a file it will write
// (the flag's value): a file that could not be written would be found out
// only when written, after hours of work. Its directory must exist and the
// path must not name a directory, or anything but a regular file
// (atomicfile.Write would replace a device or a pipe).
func writable(flag, path string) error {
	if dir := filepath.Dir(path); !isDir(dir) {
		return fmt.Errorf("%s %s: %s is not a directory", flag, path, dir)
	}
	if isDir(path) {
		return fmt.Errorf("%s %s: a directory, not a file", flag, path)
	}
	if err := atomicfile.Replaceable(path); err != nil {
		return fmt.Errorf("%s %w", flag, err)
	}
	return nil
}

// isDir reports whether path names a directory.
func isDir(path string) bool {
	fi, err := os.Stat(path)
	return err == nil && fi.IsDir()
}

// farPeriod prints the period of a code's values to heap n, as period does.
func farPeriod(g octal.Game, nFlag string, ff *farFlags, stdout, stderr io.Writer) int {
	n, err := parseHeap(nFlag)
	if err != nil {
		return fail(stderr, err)
	}
	r, exit := farCompute(g, n, ff, stderr)
	if exit != 0 {
		return exit
	}
	printPeriod(stdout, r.Values.FindPeriod(g.Bound()))
	ff.delivered()
	return 0
}

// printPeriod prints a period's line of the period command.
func printPeriod(stdout io.Writer, r period.Result) {
	if !r.Found {
		fmt.Fprintf(stdout, "preperiod=none period=none saltus=0 proven=no values=%d\n", r.Observed)
		return
	}
	proven := "no"
	if r.Proven {
		proven = "yes"
	}
	fmt.Fprintf(stdout, "preperiod=%d period=%d saltus=%d proven=%s values=%d\n", r.Pre, r.Period, r.Saltus, proven, r.Observed)
}

// readFile reads a table or checkpoint file, checking it.
func readFile(path string) (octal.File, error) {
	f, err := os.Open(path)
	if err != nil {
		return octal.File{}, err
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return octal.File{}, err
	}
	if st.IsDir() {
		return octal.File{}, fmt.Errorf("%s: a directory, not a table or checkpoint file", path)
	}
	t, err := octal.ReadFile(f, st.Size())
	if err != nil {
		return t, fmt.Errorf("%s: %v", path, err)
	}
	return t, nil
}
