//go:build !js

package cli

import (
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"

	"nimber/solver/octal"
)

// TestRare checks rare's line on Grundy's game and Officers: the last
// rare heap and the count are Czajka's published figures to 2^21 (counting
// heap 0), already reached at these sizes.
func TestRare(t *testing.T) {
	for _, c := range []struct{ args, want string }{
		{"rare grundy -n 2^16-1", "mask=0xfe rare=1273 last-rare=36184 max=230 max-at=45668\n"},
		{"rare 0.6 -n 2^15", "mask=0x1ee rare=1584 last-rare=20627 max=284 max-at=18855\n"},
		{"rare 4!.0 -n 10 -workers 1", "mask=0x3 rare=6 last-rare=10 max=2 max-at=5\n"},
	} {
		code, out, errs := run(strings.Fields(c.args), "")
		if code != 0 || out != c.want || errs != "" {
			t.Errorf("%s: exit %d, stdout %q, stderr %q; want %q", c.args, code, out, errs, c.want)
		}
	}
}

// TestFarErrors checks the far commands' refusals: exit 2, one line.
func TestFarErrors(t *testing.T) {
	dir := t.TempDir()
	fake := filepath.Join(dir, "meminfo")
	os.WriteFile(fake, []byte("MemTotal: 1000 kB\nMemAvailable:   20000 kB\n"), 0o644)
	defer func(old string) { meminfo = old }(meminfo)
	meminfo = fake
	for _, c := range []struct{ args, want string }{
		{"rare 0.8 -n 10", "nimber: 0.8 splits into three heaps: the far engine computes games splitting into two at most\n"},
		{"rare 0.6 -n 2^33", "nimber: -n 2^33: expected a heap 0 to 2^32 (an integer, 2^K or 2^K-1)\n"},
		{"rare 0.6 -n 2^30", "nimber: heaps 0..1073741824 need about 1056 MiB (a byte a value while the values stay below 256, 1.125 bytes below 512, two and more past it); only 20 MiB is available (MemAvailable)\n"},
		{"period coprime -checkpoint x", "nimber: -checkpoint is for the far engine: the Grundy values of a take-and-break code splitting into two heaps at most\n"},
		{"survey 0.1..0.01 -n 10", "nimber: range 0.1..0.01: expected A ≤ B and at most 2097152 codes between\n"},
		{"survey 0.6 -shard 3/2", "nimber: -shard 3/2: expected I/K with 1 ≤ I ≤ K\n"},
		{"rare 0.6 -n 10 -workers -1", "nimber: -workers -1: expected 1 to 1024 goroutines (0: one per core)\n"},
		{"survey 0.6 -n 10 -workers 100000", "nimber: -workers 100000: expected 1 to 1024 goroutines (0: one per core)\n"},
		{"table 0.6 -n 10 -o x -checkpoint-every -1s", "nimber: -checkpoint-every -1s: expected a duration of 0 or more\n"},
	} {
		code, out, errs := run(strings.Fields(c.args), "")
		if code != 2 || out != "" || errs != c.want {
			t.Errorf("%s: exit %d, stdout %q, stderr %q; want 2, %q", c.args, code, out, errs, c.want)
		}
	}
}

// TestTableFile writes a table with table -o, reads it with read and
// with octal.ReadFile: the values are FastValues'.
func TestTableFile(t *testing.T) {
	file := filepath.Join(t.TempDir(), "t")
	code, out, errs := run([]string{"table", "0.6", "-n", "5000", "-o", file}, "")
	if want := "table=" + file + " code=0.6 values=5001 bits=8\n"; code != 0 || out != want || errs != "" {
		t.Fatalf("table -o: exit %d, stdout %q, stderr %q; want %q", code, out, errs, want)
	}
	code, out, errs = run([]string{"read", file, "0:11"}, "")
	if want := "table code=0.6 n=5000 values=5001 bits=8 mask=0x6e\n0 0 1 2 0 1 2 3 1 2 3 4\n"; code != 0 || out != want || errs != "" {
		t.Fatalf("read: exit %d, stdout %q, stderr %q; want %q", code, out, errs, want)
	}
	f, err := readFile(file)
	if err != nil {
		t.Fatal(err)
	}
	g, _ := octal.Parse("0.6")
	want, _ := g.FastValues(5000, nil)
	if !slices.Equal(f.Values.Uint32s(), want) {
		t.Errorf("the table's values are not FastValues'")
	}
}

// TestReadRangeRefused checks that read refuses a range outside the file
// as bad input: exit 2, one line on stderr, nothing on stdout (the header
// was printed before the range was checked).
func TestReadRangeRefused(t *testing.T) {
	file := filepath.Join(t.TempDir(), "t")
	if code, _, errs := run([]string{"table", "0.6", "-n", "20", "-o", file}, ""); code != 0 {
		t.Fatalf("table -o: exit %d, stderr %q", code, errs)
	}
	for _, r := range []string{"5:3", "0:21", "-1:2", "3"} {
		code, out, errs := run([]string{"read", file, r}, "")
		if want := "nimber: " + r + ": expected A:B with 0 ≤ A ≤ B < 21\n"; code != 2 || out != "" || errs != want {
			t.Errorf("read %s: exit %d, stdout %q, stderr %q; want 2, %q", r, code, out, errs, want)
		}
	}
}

// TestFarFilesChecked checks that a checkpoint or table file that could
// not be written is refused before the computation (exit 2, nothing on
// stdout): a checkpoint in a missing directory was found out only at its
// first save and the whole result thrown away at the end, or never (a run
// shorter than a save's interval); a table named by a directory only
// after the computation, by the rename's error.
func TestFarFilesChecked(t *testing.T) {
	dir := t.TempDir()
	missing := filepath.Join(dir, "missing", "ck")
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"rare", "0.6", "-n", "1000", "-checkpoint", missing},
			"nimber: -checkpoint " + missing + ": " + filepath.Dir(missing) + " is not a directory\n"},
		{[]string{"table", "0.6", "-n", "1000", "-o", filepath.Join(dir, "t"), "-checkpoint", dir},
			"nimber: -checkpoint " + dir + ": a directory, not a file\n"},
		{[]string{"table", "0.6", "-n", "1000", "-o", dir},
			"nimber: -o " + dir + ": a directory, not a file\n"},
		{[]string{"table", "0.6", "-n", "1000", "-o", missing},
			"nimber: -o " + missing + ": " + filepath.Dir(missing) + " is not a directory\n"},
	} {
		code, out, errs := run(c.args, "")
		if code != 2 || out != "" || errs != c.want {
			t.Errorf("%s: exit %d, stdout %q, stderr %q; want 2, %q", strings.Join(c.args, " "), code, out, errs, c.want)
		}
	}
}

// TestReadDirectory checks that read names a directory as such (it said
// "not a Nimber table or checkpoint: too short").
func TestReadDirectory(t *testing.T) {
	dir := t.TempDir()
	code, out, errs := run([]string{"read", dir}, "")
	if want := "nimber: " + dir + ": a directory, not a table or checkpoint file\n"; code != 2 || out != "" || errs != want {
		t.Errorf("read a directory: exit %d, stdout %q, stderr %q; want 2, %q", code, out, errs, want)
	}
}

// TestSurveyShards checks that the shards of a survey, concatenated and
// sorted, are the survey.
func TestSurveyShards(t *testing.T) {
	args := []string{"survey", "0.001..0.077", "4.1..4.3", "0.6", "-n", "2^9"}
	code, whole, errs := run(args, "")
	if code != 0 || errs != "" {
		t.Fatalf("survey: exit %d, stderr %q", code, errs)
	}
	if lines := strings.Count(whole, "\n"); lines != 63+3+1 {
		t.Errorf("survey: %d lines, want 67", lines)
	}
	if !strings.Contains(whole, "0.07\t176\t53\t34\tyes\t9\t215\n") {
		t.Errorf("survey: no line for Dawson's Kayles proven at 176:\n%s", whole)
	}
	var parts []string
	for i := 1; i <= 3; i++ {
		_, out, _ := run(append(args, "-shard", fmt.Sprintf("%d/3", i)), "")
		parts = append(parts, strings.SplitAfter(out, "\n")...)
	}
	slices.Sort(parts)
	if got := strings.Join(parts, ""); got != whole {
		t.Errorf("shards sorted:\n%s\nwant\n%s", got, whole)
	}
}

// TestSurveyFromZero checks that a range from the code with no move,
// 0.000, surveys the codes after it.
func TestSurveyFromZero(t *testing.T) {
	code, out, errs := run([]string{"survey", "0.000..0.003", "-n", "64"}, "")
	if code != 0 || errs != "" || !strings.HasPrefix(out, "0.001\t") || strings.Count(out, "\n") != 3 {
		t.Errorf("survey 0.000..0.003: exit %d, stdout %q, stderr %q; want the lines of 0.001, 0.002, 0.003", code, out, errs)
	}
}

// TestCheckpointResume stops far computations at random moments (their
// context cancelled, as Ctrl+C does) and runs them again with the same
// checkpoint until they finish: the output is the unbroken run's.
func TestCheckpointResume(t *testing.T) {
	rng := rand.New(rand.NewPCG(4, 2))
	dir := t.TempDir()
	defer func(old func() (context.Context, context.CancelFunc)) { farContext = old }(farContext)
	for _, args := range [][]string{
		{"rare", "grundy", "-n", "60000"},
		{"period", "0.16", "-n", "2^17"},
		{"table", "4.0777", "-n", "20000", "-o", filepath.Join(dir, "table")},
	} {
		farContext = func() (context.Context, context.CancelFunc) { return context.WithCancel(context.Background()) }
		_, want, _ := run(args, "")
		var wantTable []byte
		if args[0] == "table" {
			wantTable, _ = os.ReadFile(args[len(args)-1])
		}
		ck := filepath.Join(dir, "ck")
		with := append(slices.Clone(args), "-checkpoint", ck, "-checkpoint-every", "1ms")
		for stops := 0; ; stops++ {
			farContext = func() (context.Context, context.CancelFunc) {
				return context.WithTimeout(context.Background(), time.Duration(rng.IntN(40))*time.Millisecond)
			}
			if stops > 50 {
				farContext = func() (context.Context, context.CancelFunc) { return context.WithCancel(context.Background()) }
			}
			code, out, errs := run(with, "")
			if code == 1 {
				if _, err := os.Stat(ck); err != nil && stops > 0 {
					t.Fatalf("%v: stopped without a checkpoint: %v (%s)", args, err, errs)
				}
				continue
			}
			if code != 0 || out != want {
				t.Fatalf("%v after %d stops: exit %d, stdout %q, stderr %q; want %q", args, stops, code, out, errs, want)
			}
			if args[0] == "table" {
				if got, _ := os.ReadFile(args[len(args)-1]); !slices.Equal(got, wantTable) {
					t.Fatalf("%v after %d stops: another table", args, stops)
				}
			}
			t.Logf("%v: %d stops", args, stops)
			break
		}
	}
}

// TestCheckpointRefused checks that a damaged checkpoint, or one of
// another computation, is refused with exit 2.
func TestCheckpointRefused(t *testing.T) {
	dir := t.TempDir()
	ck := filepath.Join(dir, "ck")
	g, _ := octal.Parse("0.6")
	if err := writeCheckpoint(ck, g, 1000, octal.Snapshot{Values: octal.PackedOf([]uint32{0, 0, 1, 2}), Mask: 3}); err != nil {
		t.Fatal(err)
	}
	code, _, errs := run([]string{"rare", "0.6", "-n", "999", "-checkpoint", ck}, "")
	if want := "nimber: checkpoint " + ck + " is for 0.6 to heap 1000, not 0.6 to heap 999 (remove it or name another file)\n"; code != 2 || errs != want {
		t.Errorf("another N: exit %d, stderr %q; want 2, %q", code, errs, want)
	}
	b, _ := os.ReadFile(ck)
	b[len(b)-6] ^= 1
	os.WriteFile(ck, b, 0o644)
	code, _, errs = run([]string{"rare", "0.6", "-n", "1000", "-checkpoint", ck}, "")
	if want := "nimber: checkpoint " + ck + ": damaged: its checksum does not match its content\n"; code != 2 || errs != want {
		t.Errorf("damaged: exit %d, stderr %q; want 2, %q", code, errs, want)
	}
	// A sound file with a mask no run chooses (it made Far panic).
	if err := writeCheckpoint(ck, g, 1000, octal.Snapshot{Values: octal.PackedOf([]uint32{0, 0, 1, 2}), Mask: 0x1e}); err != nil {
		t.Fatal(err)
	}
	code, _, errs = run([]string{"rare", "0.6", "-n", "1000", "-checkpoint", ck}, "")
	if want := "nimber: checkpoint " + ck + ": octal: a snapshot's mask 0x1e is wider than its values (the largest 2)\n"; code != 2 || errs != want {
		t.Errorf("a wide mask: exit %d, stderr %q; want 2, %q", code, errs, want)
	}
}

// TestCheckpointSignal runs a far computation in a child process, stops
// it with SIGINT, and finishes it from its checkpoint: the output is the
// unbroken run's.
func TestCheckpointSignal(t *testing.T) {
	if args := os.Getenv("NIMBER_CLI_CHILD"); args != "" {
		os.Exit(Run(strings.Fields(args), os.Stdin, os.Stdout, os.Stderr))
	}
	ck := filepath.Join(t.TempDir(), "ck")
	args := "rare grundy -n 300000 -checkpoint " + ck
	cmd := exec.Command(os.Args[0], "-test.run=^TestCheckpointSignal$")
	cmd.Env = append(os.Environ(), "NIMBER_CLI_CHILD="+args)
	var errs strings.Builder
	cmd.Stderr = &errs
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	time.Sleep(700 * time.Millisecond)
	cmd.Process.Signal(syscall.SIGINT)
	err := cmd.Wait()
	if err == nil {
		t.Skip("the child finished before it was stopped")
	}
	if _, serr := os.Stat(ck); serr != nil {
		t.Fatalf("child stopped (%v, %s) without a checkpoint", err, errs.String())
	}
	code, out, stderr := run(strings.Fields(args), "")
	_, want, _ := run(strings.Fields("rare grundy -n 300000"), "")
	if code != 0 || out != want || stderr != "" {
		t.Errorf("resumed: exit %d, stdout %q, stderr %q; want %q", code, out, stderr, want)
	}
}

// TestCheckpointKeptUntilWritten checks that a table file that cannot be
// written never costs the computation: a missing directory is refused
// before anything is computed, and a table that fails to be written keeps
// its checkpoint, from which the mended command finishes with the same
// table; the checkpoint goes once the table is written.
func TestCheckpointKeptUntilWritten(t *testing.T) {
	dir := t.TempDir()
	ck := filepath.Join(dir, "ck")
	args := func(out string) []string {
		return []string{"table", "4.0777", "-n", "20000", "-o", out, "-checkpoint", ck, "-checkpoint-every", "0s"}
	}
	missing := filepath.Join(dir, "no", "t.nimt")
	code, _, errs := run(args(missing), "")
	if want := "nimber: -o " + missing + ": " + filepath.Join(dir, "no") + " is not a directory\n"; code != 2 || errs != want {
		t.Fatalf("into a missing directory: exit %d, stderr %q; want 2, %q", code, errs, want)
	}
	if _, err := os.Stat(ck); err == nil {
		t.Fatal("into a missing directory: a checkpoint was written, so something was computed")
	}
	// A directory takes the table file's place during the computation
	// (a directory named by -o is refused before it): the table is
	// written only at the end, and fails.
	blocked := filepath.Join(dir, "blocked")
	old := farContext
	farContext = func() (context.Context, context.CancelFunc) {
		if err := os.Mkdir(blocked, 0o755); err != nil {
			t.Fatal(err)
		}
		return context.WithCancel(context.Background())
	}
	code, _, errs = run(args(blocked), "")
	farContext = old
	if code != 2 || errs == "" {
		t.Fatalf("onto a directory: exit %d, stderr %q; want 2 and why", code, errs)
	}
	if _, err := os.Stat(ck); err != nil {
		t.Fatalf("the table could not be written and the checkpoint is gone: %v", err)
	}
	plain := filepath.Join(dir, "plain.nimt")
	if code, _, errs := run([]string{"table", "4.0777", "-n", "20000", "-o", plain}, ""); code != 0 {
		t.Fatalf("without a checkpoint: exit %d, stderr %q", code, errs)
	}
	out := filepath.Join(dir, "t.nimt")
	if code, _, errs := run(args(out), ""); code != 0 {
		t.Fatalf("mended: exit %d, stderr %q", code, errs)
	}
	want, _ := os.ReadFile(plain)
	if got, _ := os.ReadFile(out); !slices.Equal(got, want) {
		t.Fatal("the table finished from the checkpoint differs from the one computed at once")
	}
	if _, err := os.Stat(ck); err == nil {
		t.Fatal("the table is written and its checkpoint is still there")
	}
}

// chunkContext is a far computation's context that acts at set points of
// it: Far calls Err once a chunk of heaps, on its own goroutine, before it
// hands the chunk's snapshot to Each, and the k-th call runs act(k) first.
type chunkContext struct {
	context.Context
	calls int
	act   func(k int)
}

func (c *chunkContext) Err() error {
	c.calls++
	c.act(c.calls)
	return c.Context.Err()
}

// actAtChunks makes the far commands' context a chunkContext calling
// act(k, cancel), cancel stopping the computation, until the test ends.
func actAtChunks(t *testing.T, act func(k int, cancel func())) {
	old := farContext
	t.Cleanup(func() { farContext = old })
	farContext = func() (context.Context, context.CancelFunc) {
		ctx, cancel := context.WithCancel(context.Background())
		return &chunkContext{Context: ctx, act: func(k int) { act(k, cancel) }}, cancel
	}
}

// TestCheckpointSaveFails replaces the checkpoint's directory by a regular
// file after the first save (root, which runs the tests, ignores
// permissions): the run warns once, naming the file and the error, goes
// on, saves again once the directory is back, and writes the table of a
// run without checkpoint, whose first values are an exhaustive search's;
// it exits 0 with the failed saves counted at the end. It failed with
// "checkpoint F: …" and no table. Stopped after such a failure, a run
// says that nothing is saved, not how to continue.
func TestCheckpointSaveFails(t *testing.T) {
	dir := t.TempDir()
	sub := filepath.Join(dir, "ck.d")
	ck := filepath.Join(sub, "ck")
	plain, out := filepath.Join(dir, "plain.nimt"), filepath.Join(dir, "t.nimt")
	table := func(out string) []string { return []string{"table", "0.6", "-n", "20000", "-o", out} }
	code, plainOut, errs := run(table(plain), "")
	if code != 0 {
		t.Fatalf("without a checkpoint: exit %d, stderr %q", code, errs)
	}
	args := append(table(out), "-checkpoint", ck, "-checkpoint-every", "0s")
	warning := "nimber: warning: checkpoint " + ck + " could not be saved: "
	again := "nimber: checkpoint " + ck + " saved again (heaps 0.."
	mkdir := func() {
		os.Remove(sub)
		if err := os.Mkdir(sub, 0o755); err != nil {
			t.Error(err)
		}
	}
	var errb strings.Builder
	stop, mended := false, false
	actAtChunks(t, func(k int, cancel func()) {
		errs := errb.String()
		switch {
		case k == 2:
			if _, err := os.Stat(ck); err != nil {
				t.Errorf("no checkpoint after the first chunk: %v", err)
			}
			if err := os.RemoveAll(sub); err != nil {
				t.Error(err)
			}
			if err := os.WriteFile(sub, []byte("in the directory's place"), 0o644); err != nil {
				t.Error(err)
			}
		case !strings.Contains(errs, warning):
			time.Sleep(2 * time.Millisecond) // until a save is tried
		case stop:
			cancel()
		case !mended:
			mkdir()
			mended = true
		case !strings.Contains(errs, again):
			time.Sleep(2 * time.Millisecond)
		}
	})
	mkdir()
	var outb strings.Builder
	code = Run(args, strings.NewReader(""), &outb, &errb)
	errs = errb.String()
	if want := strings.ReplaceAll(plainOut, plain, out); code != 0 || outb.String() != want {
		t.Fatalf("exit %d, stdout %q, stderr %q; want 0, %q", code, outb.String(), errs, want)
	}
	got, _ := os.ReadFile(out)
	if want, _ := os.ReadFile(plain); !slices.Equal(got, want) {
		t.Error("the table differs from the one computed without a checkpoint")
	}
	f, err := readFile(out)
	if err != nil {
		t.Fatal(err)
	}
	for x, v := range bruteOctal([]int{0, 6}, 1000) {
		if f.Values.At(x) != uint32(v) {
			t.Fatalf("heap %d: %d, the exhaustive search %d", x, f.Values.At(x), v)
		}
	}
	lines := strings.Split(strings.TrimSuffix(errs, "\n"), "\n")
	if len(lines) != 3 || !strings.HasPrefix(lines[0], warning) || !strings.HasSuffix(lines[0], ": not a directory; the computation goes on, and saves are retried") ||
		!strings.HasPrefix(lines[1], again) ||
		!strings.HasPrefix(lines[2], "nimber: warning: checkpoint "+ck+": ") || !strings.HasSuffix(lines[2], "; the computation finished all the same") {
		t.Errorf("stderr %q: want a warning naming the file and the error (not a directory), the save that succeeded again, and the failed saves counted", errs)
	}

	stop = true
	errb.Reset()
	code = Run(args, strings.NewReader(""), &outb, &errb)
	errs = errb.String()
	if code != 1 || !strings.HasPrefix(errs, warning) || !strings.Contains(errs, "\nnimber: stopped, and the checkpoint "+ck+" could not be saved: ") ||
		!strings.HasSuffix(errs, ": not a directory; nothing is saved: the same command starts over\n") {
		t.Errorf("stopped: exit %d, stderr %q; want 1, the warning, and that nothing is saved", code, errs)
	}
}

// TestCheckpointBlame checks that only a checkpoint Far refuses is blamed
// on the checkpoint: a refused one whose run is stopped at once (Ctrl+C as
// it starts) is refused, exit 2 (it said to run the command again, which
// could never continue); a sound one whose run is stopped at once says how
// to continue, exit 1.
func TestCheckpointBlame(t *testing.T) {
	dir := t.TempDir()
	ck := filepath.Join(dir, "ck")
	g, _ := octal.Parse("0.6")
	defer func(old func() (context.Context, context.CancelFunc)) { farContext = old }(farContext)
	farContext = func() (context.Context, context.CancelFunc) {
		ctx, cancel := context.WithCancel(context.Background())
		cancel()
		return ctx, cancel
	}
	for _, c := range []struct {
		mask uint32
		code int
		want string
	}{
		{0x1e, 2, "nimber: checkpoint " + ck + ": octal: a snapshot's mask 0x1e is wider than its values (the largest 2)\n"},
		{0x3, 1, "nimber: stopped; run the same command again to continue from " + ck + "\n"},
	} {
		if err := writeCheckpoint(ck, g, 1000, octal.Snapshot{Values: octal.PackedOf([]uint32{0, 0, 1, 2}), Mask: c.mask}); err != nil {
			t.Fatal(err)
		}
		code, _, errs := run([]string{"rare", "0.6", "-n", "1000", "-checkpoint", ck}, "")
		if code != c.code || errs != c.want {
			t.Errorf("mask %#x, stopped at once: exit %d, stderr %q; want %d, %q", c.mask, code, errs, c.code, c.want)
		}
	}
}
