package octal

import (
	"context"
	"os"
	"strconv"
	"testing"
	"time"
)

// trivialGames are the games solved from heaps below 1000 that T. Czajka
// lists (octal-games, TrivialGames.md): code, preperiod, period, and the
// values of the preperiod and first period, a digit each (0–9, then A = 10,
// B = 11, …). Where the smallest heaps have no move, the list starts one or
// three heaps later (0.051 at heap 1, 0.4 at 2, 0.002 at 3): the shift is found
// by the test. (Its game "4" is left out: its values 0 1 0 1 … are not
// those of splitting a heap in two without taking, 0 0 1 0 1 …)
var trivialGames = []struct {
	code        string
	pre, period int
	values      string
}{
	{".1", 2, 1, "010"},
	{".4", 52, 34, "01120311033224052233011302110452740112031103322445523301130211045374811203110332244559"},
	{".02", 0, 4, "0110"},
	{".11", 3, 1, "0110"},
	{".12", 1, 4, "01001"},
	{".15", 1, 10, "01101122122"},
	{".17", 33, 34, "0110213011322341532231103120114426411021301132234457223110312011443"},
	{".22", 0, 3, "012"},
	{".26", 0, 4, "0123"},
	{".31", 3, 2, "01201"},
	{".32", 1, 3, "0102"},
	{".34", 7, 8, "010120103121203"},
	{".35", 1, 6, "0120102"},
	{".44", 141, 24, "011223311443322114422664411227711443322114466774411228855447722118866774411223311447722118822774411228811447722114422774411228811447722118866774411228811447722118822"},
	{".51", 1, 1, "01"},
	{".52", 4, 4, "01022103"},
	{".53", 11, 9, "01122102240122112241"},
	{".54", 3, 7, "0101222411"},
	{".57", 1, 4, "01122"},
	{".71", 3, 2, "01210"},
	{".72", 1, 4, "01023"},
	{".75", 1, 2, "012"},
	{".77", 71, 12, "01231432142641271432146741285472186741231472182741281472142741281472186741281472182"},
	{"4.3", 2, 2, "0120"},
	{".002", 0, 6, "011100"},
	{".017", 14, 60, "01112023114045132021114026164041112026154046132021118026164041112026114046"},
	{".022", 0, 5, "01120"},
	{".101", 4, 1, "01010"},
	{".102", 1, 6, "0100011"},
	{".111", 4, 1, "01110"},
	{".112", 1, 6, "0110001"},
	{".115", 1, 14, "011101112221222"},
	{".121", 4, 4, "01021001"},
	{".122", 1, 5, "010021"},
	{".123", 5, 5, "0102210021"},
	{".131", 4, 4, "01120011"},
	{".132", 1, 5, "011002"},
	{".141", 14, 11, "0101101221241011212212412"},
	{".144", 4, 10, "01001222244111"},
	{".145", 3, 9, "010112222411"},
	{".147", 3, 8, "01012224411"},
	{".153", 16, 14, "011122211022244011222111222441"},
	{".154", 4, 11, "011011222224111"},
	{".157", 1, 6, "0111222"},
	{".171", 12, 11, "01122110214011221122142"},
	{".176", 24, 8, "01102234411622344116633241166334"},
	{".226", 20, 5, "0123401234512345123051234"},
	{".312", 5, 2, "0120201"},
	{".316", 4, 12, "0120212301030123"},
	{".331", 4, 3, "0123012"},
	{".332", 1, 4, "01203"},
	{".351", 1, 8, "012120102"},
	{".353", 4, 2, "012120"},
	{".373", 2, 28, "012340123415231472104321402640"},
	{".512", 3, 6, "011122210"},
	{".532", 7, 5, "011224012241"},
	{".536", 1, 5, "011224"},
	{".772", 8, 4, "012341624163"},
	{"4.12", 6, 7, "0112204211221"},
	{"4.72", 1, 3, "0124"},
	{"4.102", 8, 10, "011122204421112221"},
	{"4.122", 6, 7, "0112204311224"},
	{"4.323", 4, 4, "01243021"},
	{"4.722", 4, 4, "01246125"},
	{"4.726", 5, 16, "0124612741824187B1248"},
	{"4.766", 19, 20, "01246128A1D2G14DE184D12481DG8142D148D1G"},
	{"4.444", 142, 24, "0123456732897654328945CD982345FE328976543289DCFE982345GHAB89EF5432GHDCFE982345673289EF5432GH45FE982345GH3289EF54328945FE982345GH3289EF5432GHDCFE982345GH3289EF5432GH45"},
}

// TestTrivialGames checks Far's values and the proven period against
// Czajka's list of games solved below 1000.
func TestTrivialGames(t *testing.T) {
	for _, c := range trivialGames {
		g, err := ParseCode(c.code)
		if err != nil {
			t.Fatal(err)
		}
		n := 3*(c.pre+c.period) + 64
		r, err := g.Far(context.Background(), n, Options{})
		if err != nil {
			t.Fatal(err)
		}
		shift := 0
		for ; shift <= 3; shift++ {
			if listed(r.Values, shift, c.values) {
				break
			}
		}
		if shift > 3 {
			t.Fatalf("%s: values %v, listed %s", c.code, r.Values.Prefix(len(c.values)+2).Uint32s(), c.values)
		}
		p := r.Values.FindPeriod(g.Bound())
		if !p.Proven || p.Period != c.period || p.Pre < c.pre || p.Pre > c.pre+shift {
			t.Errorf("%s: %v, want preperiod %d (+ up to %d), period %d (proven)", c.code, p, c.pre, shift, c.period)
		}
	}
}

// listed reports whether the values from heap shift on are those listed.
func listed(v Packed, shift int, values string) bool {
	for x := range values {
		want, _ := strconv.ParseUint(values[x:x+1], 36, 8)
		if v.At(x+shift) != uint32(want) {
			return false
		}
	}
	return true
}

// solved is a game Czajka lists as solved (SolvedGames.md, UnsolvedGames.md
// for the counts to 2^21 of unsolved games): its preperiod and period (0
// for none), the first heap with the largest value and that value, and
// the best mask with the rare heaps it leaves (heap 0 counted) and the
// last of them (mask 0: not compared).
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
	g, err := ParseCode(c.code)
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
	if st.Max != c.max || st.MaxAt != c.maxAt || c.mask != 0 && (st.Mask != c.mask || st.Rare != c.rare || st.LastRare != c.lastRare) {
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
