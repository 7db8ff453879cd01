//go:build unix

package cli

import (
	"os"
	"syscall"
)

// mapFile maps the first size bytes of f, a regular file, into memory
// read-only and returns them with what unmaps them, or reports false when
// it cannot (an empty file, a system that refuses). The bytes stay valid
// after f is closed, until unmapped. Like any mapping, it assumes the file
// is not cut short meanwhile: reading past a new end stops the process
// (SIGBUS), where a read would have seen the shorter file.
func mapFile(f *os.File, size int64) ([]byte, func(), bool) {
	if size <= 0 || int64(int(size)) != size {
		return nil, nil, false
	}
	b, err := syscall.Mmap(int(f.Fd()), 0, int(size), syscall.PROT_READ, syscall.MAP_PRIVATE)
	if err != nil {
		return nil, nil, false
	}
	return b, func() { syscall.Munmap(b) }, true
}
