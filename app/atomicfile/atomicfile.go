// Package atomicfile writes a file in one step, so that whoever reads it
// meanwhile (a server serving the site, a run resuming from a checkpoint)
// finds the old file or the new one, whole, and a write cut short (a full
// disk, a file-size limit, a crash) leaves the old one.
package atomicfile

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
)

// Write writes the file path with write: into a temporary file beside it
// (path's name, ".tmp" and a number), synced to disk and renamed over path
// once complete, with mode 0644. On an error the temporary file is
// removed and path is left as it was. A path that names something other
// than a regular file (a device, a pipe) is refused (see Replaceable).
func Write(path string, write func(io.Writer) error) error {
	if err := Replaceable(path); err != nil {
		return err
	}
	tmp, err := os.CreateTemp(filepath.Dir(path), filepath.Base(path)+".tmp*")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name()) // gone already once renamed
	err = tmp.Chmod(0o644)
	if err == nil {
		err = write(tmp)
	}
	if err == nil {
		err = tmp.Sync()
	}
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return err
	}
	return os.Rename(tmp.Name(), path)
}

// Replaceable fails when path names something Write must not replace: a
// directory, a device, a pipe or a socket, which a rename would turn into
// a regular file (/dev/null among them).
func Replaceable(path string) error {
	fi, err := os.Stat(path)
	if err != nil || fi.Mode().IsRegular() {
		return nil // no file yet, or one to replace
	}
	return fmt.Errorf("%s: not a regular file (%s), which writing it in one step would replace", path, kindOf(fi.Mode()))
}

// kindOf names the kind of file of a mode that is not a regular file.
func kindOf(m os.FileMode) string {
	switch {
	case m.IsDir():
		return "a directory"
	case m&os.ModeCharDevice != 0, m&os.ModeDevice != 0:
		return "a device"
	case m&os.ModeNamedPipe != 0:
		return "a named pipe"
	case m&os.ModeSocket != 0:
		return "a socket"
	}
	return "a special file"
}
