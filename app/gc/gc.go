// Package gc switches Go's garbage collector off for the length of a
// contest solve. A solve's allocations are nearly all live until it ends
// (the input, its numbers, the tables, the output), so collecting during it
// only costs time: a quarter of the command line's CPU time on the largest
// inputs, and a third of a solve's time in WebAssembly.
package gc

import "runtime/debug"

// Limit bounds the memory of a solve before the collector runs all the
// same: far above what the largest input within any problem's limits needs
// (tens of megabytes), far below a machine's or a browser tab's.
const Limit = 1 << 30

// Off turns the collector off until the memory nears Limit and returns
// what sets it back as it was.
func Off() (restore func()) {
	percent := debug.SetGCPercent(-1)
	old := debug.SetMemoryLimit(Limit)
	return func() {
		debug.SetGCPercent(percent)
		debug.SetMemoryLimit(old)
	}
}
