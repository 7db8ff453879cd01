package explore_test

import (
	"context"
	"runtime"
	"slices"
	"testing"

	"nimber/solver/explore"
	"nimber/solver/explore/exploretest"
	"nimber/solver/sums"
)

// TestRuleForHeapsRead: rules recognised for the table of the heaps up to
// n value that table and its prefixes by the code's engine, nothing past
// n. A file that is nim up to heap 39 and then only takes one token,
// recognised to 39, has its own values to 100. A file that subtracts
// 1..64 and, at heap 3000, 2..64, recognised to 20000 (read as far as
// the reader's budget, about 2048 heaps), has the engine's values to 20000
// and the first 5001 of them to 5000, no position valued by its rules;
// recognised to 5000 (all of its heaps read: heap 3000 differs), its own
// values, as a mex over the definition gives them.
func TestRuleForHeapsRead(t *testing.T) {
	normal := sums.NormalDisjunctive
	src := []byte("def moves(n):\n    return [k for k in range(n)] if n < 40 else [n - 1]\n")
	g, err := explore.Script("nim40.star", src, nil, explore.Limits{})
	if err != nil {
		t.Fatal(err)
	}
	if m, ok, err := g.(explore.Recognizer).Recognize(context.Background(), 39, nil); err != nil || !ok || !m.Extends || m.Differs != nil || m.Upto != 39 {
		t.Fatalf("recognised to 39: %+v, %v, %v", m, ok, err)
	}
	got, err := g.Values(context.Background(), sums.Grundy, normal, explore.Shape{N: 100}, nil)
	if err != nil {
		t.Fatal(err)
	}
	for x, v := range got {
		want := uint32(x) // nim below 40; from 40 on, g(n) = mex{g(n-1)} alternates 0, 1
		if x >= 40 {
			want = uint32(x-40) % 2
		}
		if v != want {
			t.Fatalf("heap %d: value %d, want %d (the file's own)", x, v, want)
		}
	}
	if runtime.GOOS == "js" {
		return // the interpreter takes too long in wasm for the rest
	}
	sub := []byte(exploretest.Sub64)
	h, err := explore.Script("sub64.star", sub, nil, explore.Limits{})
	if err != nil {
		t.Fatal(err)
	}
	m, _, err := h.(explore.Recognizer).Recognize(context.Background(), 20000, nil)
	if err != nil || m.Upto >= 3000 || !m.Extends || m.Differs != nil {
		t.Fatalf("sub64 to 20000: %+v, %v", m, err)
	}
	read := h.Stats().Positions
	far, err := h.Values(context.Background(), sums.Grundy, normal, explore.Shape{N: 20000}, nil)
	if err != nil || len(far) != 20001 || h.Stats().Positions != read {
		t.Fatalf("sub64 to 20000, recognised to 20000: %d values, %v; %d positions valued by the file's rules, %d after", len(far), err, read, h.Stats().Positions)
	}
	if v, err := h.Values(context.Background(), sums.Grundy, normal, explore.Shape{N: 5000}, nil); err != nil || !slices.Equal(v, far[:5001]) || h.Stats().Positions != read {
		t.Fatalf("sub64 to 5000, recognised to 20000: not the first values of the table to 20000 (%v)", err)
	}
	mex := exploretest.Sub64Values(5000)
	// Recognition reads the options as they are listed: a fresh game.
	if h, err = explore.Script("sub64.star", sub, nil, explore.Limits{}); err != nil {
		t.Fatal(err)
	}
	if m, _, err := h.(explore.Recognizer).Recognize(context.Background(), 5000, nil); err != nil || m.Differs == nil || m.Upto != 2999 {
		t.Fatalf("sub64 to 5000: %+v, %v", m, err)
	}
	v, err := h.Values(context.Background(), sums.Grundy, normal, explore.Shape{N: 5000}, nil)
	if err != nil {
		t.Fatal(err)
	}
	for x := range mex {
		if v[x] != mex[x] {
			t.Fatalf("sub64 to 5000, recognised to 5000: heap %d is %d, the definition's %d", x, v[x], mex[x])
		}
	}
}
