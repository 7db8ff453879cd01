// Package browser is the browser plumbing the page and the solver worker
// share over syscall/js: IndexedDB databases of versioned object stores
// with typed records (Open, Store), bytes copied into a new Uint8Array
// (Uint8Array), JavaScript exceptions and failure events as Go errors of
// one kind (Error, Try), raw DEFLATE by the browser's own compression
// streams (Deflate, Inflate: the page links no compressor of its own), and
// byte sizes written for people in one unit (FormatBytes). The page's typed
// accessors of DOM properties are go-app's and live in app/frame.
//
// Built natively (the page is prerendered there) only FormatBytes, Try,
// Deflate and Inflate exist: no JavaScript runs, so Try only calls its
// function, and compress/flate deflates.
package browser

import (
	"errors"
	"fmt"
)

// errTooLarge is Inflate's error for data holding more than its limit.
var errTooLarge = errors.New("it holds too much")

// FormatBytes writes a size in bytes for people, in decimal units: B, kB
// (10^3 bytes) or MB (10^6 bytes).
func FormatBytes(n int) string {
	switch {
	case n < 1000:
		return fmt.Sprintf("%d B", n)
	case n < 1000*1000:
		return fmt.Sprintf("%.1f kB", float64(n)/1e3)
	}
	return fmt.Sprintf("%.1f MB", float64(n)/1e6)
}
