package atomicfile

import (
	"errors"
	"io"
	"os"
	"path/filepath"
	"testing"
)

// TestWrite writes a file, replaces it, and fails a third write midway:
// the file holds the second write's bytes, with mode 0644, and no
// temporary file is left.
func TestWrite(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "f")
	for _, s := range []string{"first", "second"} {
		if err := Write(path, func(w io.Writer) error { _, err := io.WriteString(w, s); return err }); err != nil {
			t.Fatal(err)
		}
	}
	failed := errors.New("cut short")
	if err := Write(path, func(w io.Writer) error {
		io.WriteString(w, "thi")
		return failed
	}); !errors.Is(err, failed) {
		t.Fatalf("a failed write returned %v", err)
	}
	data, err := os.ReadFile(path)
	if err != nil || string(data) != "second" {
		t.Fatalf("the file holds %q (%v), want the second write's", data, err)
	}
	if info, err := os.Stat(path); err != nil || info.Mode().Perm() != 0o644 {
		t.Errorf("mode %v (%v), want 0644", info.Mode().Perm(), err)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 1 {
		t.Errorf("the directory holds %d files, want the file alone", len(entries))
	}
}
