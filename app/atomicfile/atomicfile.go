// Package atomicfile writes a file in one step, so that whoever reads it
// meanwhile (a server serving the site, a run resuming from a checkpoint)
// finds the old file or the new one, whole, and a write cut short (a full
// disk, a file-size limit, a crash) leaves the old one.
package atomicfile

import (
	"io"
	"os"
	"path/filepath"
)

// Write writes the file path with write: into a temporary file beside it
// (path's name, ".tmp" and a number), synced to disk and renamed over path
// once complete, with mode 0644. On an error the temporary file is
// removed and path is left as it was.
func Write(path string, write func(io.Writer) error) error {
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
