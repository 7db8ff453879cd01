package octal

import (
	"context"
	"os"
	"testing"
	"time"
)

// solved is a game Czajka lists as solved (SolvedGames.md, UnsolvedGames.md
// for the counts to 2^21 of unsolved games): its preperiod and period (0
// for none), the first heap with the largest value and that value, and
// the best mask with the rare heaps it leaves (heap 0 counted) and the
// last of them (mask 0: not compared; max 0: neither is the largest value).
type solved struct {
	code                 string
	pre, period          int
	maxAt                int
	max, mask            uint32
	rare, lastRare, upTo int // upTo: the values compared, for unsolved games
}

// checkSolved computes a solved game far enough to prove its period (or
// to upTo) and compares the figures.
func checkSolved(t *testing.T, c solved) {
	g, err := Parse(c.code)
	if err != nil {
		t.Fatal(err)
	}
	n := c.upTo - 1
	if c.period > 0 {
		n = g.Parts()*(c.pre+c.period) + g.MaxTake() + 1
	}
	start := time.Now()
	r, err := g.Far(context.Background(), n, Options{})
	if err != nil {
		t.Fatal(err)
	}
	took := time.Since(start)
	if c.period > 0 {
		p := r.Values.FindPeriod(g.Bound())
		if !p.Proven || p.Pre != c.pre || p.Period != c.period {
			t.Errorf("%s: %v, want preperiod %d, period %d (proven)", c.code, p, c.pre, c.period)
		}
	}
	st := Stats(r.Values, r.Mask)
	if c.max != 0 && (st.Max != c.max || st.MaxAt != c.maxAt) || c.mask != 0 && (st.Mask != c.mask || st.Rare != c.rare || st.LastRare != c.lastRare) {
		t.Errorf("%s: %+v, want largest %d at %d, mask %#x, %d rare, the last %d", c.code, st, c.max, c.maxAt, c.mask, c.rare, c.lastRare)
	}
	t.Logf("%s: %d heaps computed, %d values in %v", c.code, r.Computed, n+1, took)
}

// TestSolvedGames checks the solved games whose proofs take seconds,
// Gangolli and Plambeck's 0.16, 0.56 and 0.127 included (0.127's mask,
// "1+pos" in the list, is not a mask of values: not compared).
func TestSolvedGames(t *testing.T) {
	for _, c := range []solved{
		{code: ".45", pre: 498, period: 20, maxAt: 37, max: 8, mask: 0xf, rare: 11, lastRare: 198},
		{code: ".156", pre: 3479, period: 349, maxAt: 1032, max: 23, mask: 0x1b, rare: 15, lastRare: 357},
		{code: ".356", pre: 7315, period: 142, maxAt: 86, max: 19, mask: 0x1b, rare: 7, lastRare: 43},
		{code: ".644", pre: 3256, period: 442, maxAt: 333, max: 64, mask: 0x7e, rare: 31, lastRare: 511},
		{code: ".165", pre: 5181, period: 1550, maxAt: 620, max: 25},
		{code: ".16", pre: 105351, period: 149459, maxAt: 229790, max: 23, mask: 0x1e, rare: 53, lastRare: 13935},
		{code: ".56", pre: 326640, period: 144, maxAt: 22778, max: 64, mask: 0x5b, rare: 46, lastRare: 1795},
		{code: ".127", pre: 46578, period: 4, maxAt: 24734, max: 56},
	} {
		checkSolved(t, c)
	}
}

// TestFarGames checks the far results, with NIMBER_FAR=1 (minutes):
// Gangolli and Plambeck's 0.376 and Flammenkamp's 0.354, and Czajka's
// counts for Grundy's game and Officers to 2^21.
func TestFarGames(t *testing.T) {
	if os.Getenv("NIMBER_FAR") == "" {
		t.Skip("NIMBER_FAR=1 runs the far games (minutes)")
	}
	for _, c := range []solved{
		{code: "4!.0", maxAt: 763622, max: 231, mask: 0xfe, rare: 1274, lastRare: 82860, upTo: 1 << 21},
		{code: ".6", maxAt: 1274955, max: 319, mask: 0x1ee, rare: 1584, lastRare: 20627, upTo: 1 << 21},
		{code: ".376", pre: 2268248, period: 4, maxAt: 341612, max: 176, mask: 0xfe, rare: 510, lastRare: 1140540},
		{code: ".354", pre: 10061916, period: 1180, maxAt: 1152, max: 113, mask: 0x3f, rare: 132, lastRare: 3227},
	} {
		checkSolved(t, c)
	}
}

// TestRecordGames reproduces, with NIMBER_RECORD=1 (about 500 s of CPU
// time and 0.5 GB; run it with -timeout 60m), Flammenkamp's solution of
// 0.1777: period 60,620,715 from heap 160,949,018 on (the last exception at
// heap 160,949,017), proven by the periodicity theorem from the values to
// heap 443,139,471.
func TestRecordGames(t *testing.T) {
	if os.Getenv("NIMBER_RECORD") == "" {
		t.Skip("NIMBER_RECORD=1 reproduces Flammenkamp's 0.1777 (about 500 s of CPU time, 0.5 GB; -timeout 60m)")
	}
	checkSolved(t, solved{code: ".1777", pre: 160949018, period: 60620715})
}
