package cli

import (
	"context"
	"fmt"
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

// TestCheckpointEarlierSaveKept makes every save after the first fail
// halfway through its writing (a limit on the size of the files the
// process writes, which binds root too, at the first save's size): the
// run warns and goes on; stopped, it says that the save failed and that
// the file holds the first save, which is there whole, with no temporary
// file left; the same command, the limit lifted, continues from it to
// the unbroken run's output. It failed with "checkpoint F: … file too
// large", as if nothing were saved.
func TestCheckpointEarlierSaveKept(t *testing.T) {
	dir := t.TempDir()
	ck := filepath.Join(dir, "ck")
	plain := []string{"rare", "grundy", "-n", "60000"}
	_, want, _ := run(plain, "")
	args := append(plain, "-checkpoint", ck, "-checkpoint-every", "0s")
	var lim syscall.Rlimit
	if err := syscall.Getrlimit(syscall.RLIMIT_FSIZE, &lim); err != nil {
		t.Fatal(err)
	}
	lift := func() {
		if err := syscall.Setrlimit(syscall.RLIMIT_FSIZE, &lim); err != nil {
			t.Fatal(err)
		}
	}
	defer lift()
	warning := "nimber: warning: checkpoint " + ck + " could not be saved: "
	var errb strings.Builder
	var first octal.File
	actAtChunks(t, func(k int, cancel func()) {
		switch {
		case k == 2:
			var err error
			if first, err = readFile(ck); err != nil {
				t.Errorf("no checkpoint after the first chunk: %v", err)
				cancel()
				return
			}
			st, _ := os.Stat(ck)
			small := lim
			small.Cur = uint64(st.Size())
			if err := syscall.Setrlimit(syscall.RLIMIT_FSIZE, &small); err != nil {
				t.Error(err)
				cancel()
			}
		case k > 2 && !strings.Contains(errb.String(), warning):
			time.Sleep(2 * time.Millisecond) // until a save is tried
		case k > 2:
			cancel()
		}
	})
	var outb strings.Builder
	code := Run(args, strings.NewReader(""), &outb, &errb)
	lift()
	errs := errb.String()
	kept := "; it holds an earlier save, heaps 0.." + fmt.Sprint(first.Values.Len()-1) + ": run the same command again to continue from there\n"
	if code != 1 || strings.Count(errs, warning) != 1 || !strings.Contains(errs, ": file too large; the computation goes on") ||
		!strings.Contains(errs, "\nnimber: stopped, and the checkpoint "+ck+" could not be saved: ") || !strings.HasSuffix(errs, kept) {
		t.Fatalf("stopped: exit %d, stderr %q; want 1, one warning (file too large) and that %s holds heaps 0..%d", code, errs, ck, first.Values.Len()-1)
	}
	f, err := readFile(ck)
	if err != nil || f.Values.Len() != first.Values.Len() || !slices.Equal(f.Values.Uint32s(), first.Values.Uint32s()) {
		t.Fatalf("the first save is not whole after the failed ones: %v", err)
	}
	if tmp, _ := filepath.Glob(ck + ".tmp*"); len(tmp) > 0 {
		t.Errorf("temporary files left: %v", tmp)
	}
	farContext = func() (context.Context, context.CancelFunc) { return context.WithCancel(context.Background()) }
	if code, out, errs := run(args, ""); code != 0 || out != want || errs != "" {
		t.Errorf("continued: exit %d, stdout %q, stderr %q; want 0, %q", code, out, errs, want)
	}
}

// TestTableNotReplacingSpecialFiles: table -o and -checkpoint refuse a
// device and a named pipe, before any work, and leave them as they were
// (renaming the table over /dev/null made it a regular file). It also
// runs with -o "", an empty name, which is refused rather than ignored.
func TestTableNotReplacingSpecialFiles(t *testing.T) {
	pipe := filepath.Join(t.TempDir(), "pipe")
	if err := syscall.Mkfifo(pipe, 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ args, want string }{
		{"table 0.07 -n 100 -o /dev/null", "nimber: -o /dev/null: not a regular file (a device), which writing it in one step would replace\n"},
		{"table 0.07 -n 100 -o " + pipe, "nimber: -o " + pipe + ": not a regular file (a named pipe), which writing it in one step would replace\n"},
		{"rare 0.07 -n 100 -checkpoint " + pipe, "nimber: -checkpoint " + pipe + ": not a regular file (a named pipe), which writing it in one step would replace\n"},
	} {
		code, out, errs := run(strings.Fields(c.args), "")
		if code != 2 || out != "" || errs != c.want {
			t.Errorf("%s: exit %d, stdout %q, stderr %q; want 2, %q", c.args, code, out, errs, c.want)
		}
	}
	if code, out, errs := run([]string{"table", "0.07", "-n", "10", "-o", ""}, ""); code != 2 || out != "" || errs != "nimber: -o: expected a file name\n" {
		t.Errorf("-o \"\": exit %d, stdout %q, stderr %q", code, out, errs)
	}
	for _, path := range []string{"/dev/null", pipe} {
		if fi, err := os.Stat(path); err != nil || fi.Mode().IsRegular() {
			t.Errorf("%s: %v, %v: no longer what it was", path, fi.Mode(), err)
		}
	}
}

// TestHoldSignals: while held, SIGTERM does not end the process (a table
// being written is finished). A child process holds the signals, sends
// itself SIGTERM and exits 0 a moment later; without the hold, SIGTERM
// ends it.
func TestHoldSignals(t *testing.T) {
	if os.Getenv("NIMBER_HOLD_CHILD") != "" {
		holdSignals()
		syscall.Kill(os.Getpid(), syscall.SIGTERM)
		time.Sleep(200 * time.Millisecond)
		os.Exit(0)
	}
	cmd := exec.Command(os.Args[0], "-test.run=^TestHoldSignals$")
	cmd.Env = append(os.Environ(), "NIMBER_HOLD_CHILD=1")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("the child holding the signals: %v, %s", err, out)
	}
}
