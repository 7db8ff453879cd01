//go:build !js

package script

import (
	"syscall"
	"testing"
	"time"
)

// cpuTime returns the CPU time the process has used (user and system), a
// steadier measure than the wall clock on a shared machine.
func cpuTime() time.Duration {
	var r syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &r)
	return time.Duration(r.Utime.Nano() + r.Stime.Nano())
}

// reportCPU runs f as the benchmark loop and reports its CPU time per
// operation as cpu-ms/op.
func reportCPU(b *testing.B, f func()) {
	start := cpuTime()
	n := 0
	for b.Loop() {
		f()
		n++
	}
	b.ReportMetric(float64(cpuTime()-start)/float64(n)/1e6, "cpu-ms/op")
}
