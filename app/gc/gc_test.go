package gc

import (
	"math"
	"runtime/debug"
	"testing"
)

func TestOffRestores(t *testing.T) {
	before := debug.SetGCPercent(77)
	defer debug.SetGCPercent(before)
	restore := Off()
	if p := debug.SetGCPercent(-1); p != -1 {
		t.Errorf("collector at %d%% while off, want -1", p)
	}
	if l := debug.SetMemoryLimit(-1); l != Limit {
		t.Errorf("memory limit %d while off, want %d", l, Limit)
	}
	restore()
	if p := debug.SetGCPercent(77); p != 77 {
		t.Errorf("collector at %d%% after restore, want 77", p)
	}
	if l := debug.SetMemoryLimit(-1); l != math.MaxInt64 {
		t.Errorf("memory limit %d after restore, want none", l)
	}
}
