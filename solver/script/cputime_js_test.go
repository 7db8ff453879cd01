//go:build js

package script

import "testing"

// reportCPU runs f as the benchmark loop (wasm has one thread: the wall
// clock is the CPU time).
func reportCPU(b *testing.B, f func()) {
	for b.Loop() {
		f()
	}
}
