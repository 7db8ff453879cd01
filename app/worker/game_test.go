package main

import (
	"fmt"
	"regexp"
	"runtime"
	"slices"
	"strings"
	"testing"

	"nimber/app/protocol"
	"nimber/solver/explore"
	"nimber/solver/explore/exploretest"
	"nimber/solver/games"
	"nimber/solver/pattern"
	"nimber/solver/sums"
	"nimber/solver/table"
)

// TestPatternRange: a pattern request over a built-in game's limit reads
// the heaps up to the limit, whose table can be built, as the table
// explorer does; a verify past the limit, not past n, or over the finder's
// reach is refused. A game file has no limit.
func TestPatternRange(t *testing.T) {
	file := protocol.GameRef{Code: "def moves(n):\n    return [n - 1] if n else []\n"}
	for _, c := range []struct {
		game              protocol.GameRef
		kind, n, verify   string
		wantN, wantVerify int
		err               string
	}{
		{protocol.GameRef{Spec: "flip:40"}, "grundy-normal", "2000", "", 40, 0, ""},
		{protocol.GameRef{Spec: "0.07"}, "grundy-misere", "30000", "", games.MaxNaive, 0, ""},
		{protocol.GameRef{Spec: "0.07"}, "grundy-misere", "100", "16384", 100, games.MaxNaive, ""},
		{protocol.GameRef{Spec: "kayles"}, "grundy-normal", "100", " 300 ", 100, 300, ""},
		{file, "grundy", "100", "300", 100, 300, ""},
		{protocol.GameRef{Spec: "0.07"}, "grundy-misere", "100", "16385", 0, 0, "verify up to 16385: the values of grundy-misere of 0.07 stop at heap 16384"},
		{protocol.GameRef{Spec: "flip:40"}, "grundy-normal", "10", "41", 0, 0, "verify up to 41: the values of grundy-normal of flip:40 stop at heap 40"},
		{protocol.GameRef{Spec: "0.07"}, "grundy-normal", "100", "100", 0, 0, `verify up to "100": expected an integer larger than 100`},
		{file, "grundy", "100", "x", 0, 0, `verify up to "x": expected an integer larger than 100`},
		{protocol.GameRef{Spec: "0.07"}, "grundy-normal", "65537", "", 0, 0, "the pattern finder reads the positions 0..N with N at most 65536, not 65537"},
		{file, "grundy", "3,4", "", 0, 0, "the pattern finder reads the positions 0..N with N at most 65536, not 3,4"},
	} {
		tbl, err := planTable(c.game, c.kind, c.n, false)
		if err != nil {
			t.Fatal(err)
		}
		gotN, verify, read, err := patternRange(tbl, c.verify)
		if c.err != "" {
			if err == nil || err.Error() != c.err {
				t.Errorf("%+v %s n=%s verify %q: error %v, want %q", c.game, c.kind, c.n, c.verify, err, c.err)
			}
			continue
		}
		if err != nil || gotN != c.wantN || verify != c.wantVerify {
			t.Errorf("%+v %s n=%s verify %q: %d, %d, %v; want %d, %d", c.game, c.kind, c.n, c.verify, gotN, verify, err, c.wantN, c.wantVerify)
			continue
		}
		if read.shape.N != max(gotN, verify) {
			t.Errorf("%+v %s: the table read holds 0..%d, want 0..%d", c.game, c.kind, read.shape.N, max(gotN, verify))
		}
	}
	if pattern.MaxN != 65536 {
		t.Fatalf("the messages above assume pattern.MaxN = 65536, not %d", pattern.MaxN)
	}
}

// TestPlanTable: both origins resolve to one table plan, built-in games
// keyed by package games and cut at their limit, game files by their hash.
func TestPlanTable(t *testing.T) {
	b, err := planTable(protocol.GameRef{Spec: "kayles"}, "grundy-normal", "20000", false)
	if err != nil {
		t.Fatal(err)
	}
	if !b.withRare() || len(b.tables) != 2 || b.tables[0].Key != "games/v1/0.77/grundy-normal/disjunctive-normal/n=20000" {
		t.Errorf("kayles: %d tables, key %q", len(b.tables), b.tables[0].Key)
	}
	over, err := planTable(protocol.GameRef{Spec: "0.07"}, "grundy-misere", "30000", false)
	if err != nil || over.limit != games.MaxNaive || over.shape.N != games.MaxNaive {
		t.Errorf("over the limit: %+v, %v", over, err)
	}
	if _, err := planTable(protocol.GameRef{Spec: "0.07"}, "grundy", "3,4", false); err == nil {
		t.Error("a built-in game's table of pairs: no error")
	}
	if _, err := planTable(protocol.GameRef{Spec: "0.07"}, "grundy", " 1x ", false); err == nil || err.Error() != "positions up to 1x: expected N or N,M (natural numbers)" {
		t.Errorf("n = 1x: %v", err)
	}
	ref := protocol.GameRef{Code: "def moves(p):\n    a, b = p\n    return [(a - 1, b)] if a else []\n"}
	u, err := planTable(ref, "grundy", "3,4", true)
	if err != nil {
		t.Fatal(err)
	}
	data := u.tables[0].Build(nil)
	v, err := u.values(data)
	if err != nil || len(v) != 20 || !u.tables[0].Recompute || u.withRare() {
		t.Errorf("game file: %v, %v, %+v", v, err, u.tables[0])
	}
	bad, err := planTable(protocol.GameRef{Code: "def moves(n):\n    fail(\"no moves\")\n"}, "grundy", "3", false)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := bad.values(bad.tables[0].Build(nil)); err == nil {
		t.Error("a game failing: no error")
	}
	// Kayles's misère Grundy values stop where playing out its wild sums
	// reaches the cap: the table says so with the error of its one build.
	wild, err := planTable(protocol.GameRef{Spec: "kayles"}, "grundy-misere", "60", false)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := wild.values(wild.tables[0].Build(nil)); err == nil || err != wild.err || !regexp.MustCompile(`computed up to heap \d+ only`).MatchString(err.Error()) {
		t.Errorf("Kayles's misère Grundy values to 60: %v (kept from the build: %v)", err, wild.err)
	}
	// The values before the stop are kept for the page.
	kayles, err := games.Parse("kayles")
	if err != nil {
		t.Fatal(err)
	}
	if want, err := games.Values(kayles, sums.MisereGrundy, sums.MisereDisjunctive, 30, nil); err != nil || len(wild.done) <= 30 || !slices.Equal(wild.done[:31], want) {
		t.Errorf("Kayles's misère Grundy values kept before the stop: %d, the first 31 %v; want %v (%v)", len(wild.done), wild.done[:min(31, len(wild.done))], want, err)
	}
	if _, _, err := resolve(protocol.GameRef{}); err == nil {
		t.Error("no game: no error")
	}
}

// rareValues lists exactly the values of the table that the rule calls
// rare, each once, in order: checked on Kayles' Grundy values (all below
// 128) under its own mask and others, against a count of bits made here.
func TestRareValues(t *testing.T) {
	g, err := games.Parse("kayles")
	if err != nil {
		t.Fatal(err)
	}
	values, split, err := games.RareTables(g, 2000)
	if err != nil {
		t.Fatal(err)
	}
	v := table.BytesUint32(values.Build(nil))
	mask, _, _ := games.DecodeRare(split.Build(nil))
	for _, m := range []uint32{mask, 0x12, 0x7, 0} {
		var want []uint32
		for x := uint32(0); x < 128; x++ {
			bits := 0
			for b := x & m; b != 0; b >>= 1 {
				bits += int(b & 1)
			}
			if bits%2 == 0 && slices.Contains(v, x) {
				want = append(want, x)
			}
		}
		if got := rareValues(v, m); !slices.Equal(got, want) {
			t.Errorf("mask %#x: rare values %v, want %v", m, got, want)
		}
	}
}

// recognise reads the heaps of a game file's first table on the game the
// table was planned with (no second compilation), reporting its progress
// up to the whole; on a game that has valued heaps already, whose options
// would not be listed again, it reads a freshly compiled one, which
// replaces it, and recognises the same code.
func TestRecognise(t *testing.T) {
	const grundy = "def moves(n):\n    return [[a, n - a] for a in range(1, (n + 1) // 2)]\n"
	fresh, err := planTable(protocol.GameRef{Code: grundy}, "grundy", "100000", false)
	if err != nil {
		t.Fatal(err)
	}
	planned := fresh.game
	var reports []int
	r, err := recognise(fresh, func(done, total int) { reports = append(reports, done*100/total) })
	if err != nil || r == nil || r.Code != "4!.0" || !r.Native {
		t.Fatalf("fresh game: %+v, %v", r, err)
	}
	if fresh.game != planned {
		t.Error("the fresh game was compiled again")
	}
	if len(reports) != r.Upto+1 || !slices.IsSorted(reports) || reports[len(reports)-1] != 100 {
		t.Errorf("progress: %d reports for heaps 0..%d, ending %v", len(reports), r.Upto, reports[max(0, len(reports)-3):])
	}

	used, err := planTable(protocol.GameRef{Code: grundy + "# valued first\n"}, "grundy", "100000", false)
	if err != nil {
		t.Fatal(err)
	}
	valued := used.game
	small := *used
	small.shape.N = 50
	if _, err := small.values(small.build(nil)); err != nil {
		t.Fatal(err)
	}
	upto := r.Upto
	r, err = recognise(used, nil)
	if err != nil || r == nil || r.Code != "4!.0" || r.Upto != upto || !r.Native {
		t.Fatalf("valued game: %+v, %v", r, err)
	}
	if used.game == valued {
		t.Error("recognition read the options of a game that had valued heaps")
	}
}

// forget empties what the worker keeps of game files, as a new worker
// starts.
func forget() {
	clear(userGames)
	clear(recognitions)
}

// TestCondition: a rule of the values of exploretest.Near177 holds for the
// code when the values past the heaps read were the code's: the table was
// valued after the recognition, and the rule reads past those heaps.
func TestCondition(t *testing.T) {
	for _, c := range []struct {
		n, ruleN       int
		recogniseFirst bool
		engine         bool
	}{
		{1000, 1000, true, true},
		{1000, 1000, false, false}, // valued first, as the file's own
		{1000, 200, true, false},   // within the heaps read
	} {
		forget()
		tab, err := planTable(protocol.GameRef{Code: exploretest.Near177}, "grundy", fmt.Sprint(c.n), false)
		if err != nil {
			t.Fatal(err)
		}
		if c.recogniseFirst {
			if _, err := recognise(tab, nil); err != nil {
				t.Fatal(err)
			}
		}
		if _, err := tab.values(tab.build(nil)); err != nil {
			t.Fatal(err)
		}
		if _, err := recognise(tab, nil); err != nil {
			t.Fatal(err)
		}
		got := condition(tab, c.ruleN)
		if !strings.HasPrefix(got.Matched(), "code 0.177, which these rules match on every heap ≤ ") || got.Engine != c.engine {
			t.Errorf("%+v: %+v", c, got)
		}
	}
}

// TestConditionFromCache: exploretest.Near177 valued to 1000 after its
// rules were recognised (the values past the heaps read are then 0.177's)
// states the rule found in them as the command line's pattern does, under
// the code;
// a new worker that reads the table back from the cache, with how it was
// valued, and recognises the rules after, states the same. (It stated the
// rule unqualified, as if the values were the file's own, when the
// condition took a table read from the cache of at most valuesFirst heaps
// for one valued before its rules were recognised.) A table valued first
// is the file's own, from the cache too.
func TestConditionFromCache(t *testing.T) {
	const n = 1000
	ref := protocol.GameRef{Code: exploretest.Near177}
	// claim states the rule found in data, the values of table tab.
	claim := func(tab *valueTable, data []byte) string {
		v, err := tab.values(data)
		if err != nil {
			t.Fatal(err)
		}
		r := pattern.Find(v, explore.PatternOptions(tab.game, tab.kind)).Rule
		if r == nil {
			t.Fatal("no rule found")
		}
		return r.StatusUnder(condition(tab, n))
	}
	// fromCache is the claim a new worker makes of data, the values of
	// ref's table, valued as valued.
	fromCache := func(ref protocol.GameRef, data []byte, valued valuation) string {
		forget()
		tab, err := planTable(ref, "grundy", fmt.Sprint(n), false)
		if err != nil {
			t.Fatal(err)
		}
		tab.valued = valued
		if _, err := recognise(tab, nil); err != nil {
			t.Fatal(err)
		}
		return claim(tab, data)
	}

	v, want := exploretest.PatternClaim(t, exploretest.Near177, n)
	if !strings.Contains(want, "for code 0.177, which these rules match on every heap ≤ ") {
		t.Fatalf("the command line's claim %q names no code", want)
	}

	forget()
	tab, err := planTable(ref, "grundy", fmt.Sprint(n), false)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := recognise(tab, nil); err != nil {
		t.Fatal(err)
	}
	data := tab.build(nil)
	if !slices.Equal(table.BytesUint32(data), v) {
		t.Fatal("the worker's values are not the command line's")
	}
	if got := claim(tab, data); got != want {
		t.Errorf("computed: %q, want %q", got, want)
	}
	if got := fromCache(ref, data, tab.valued); got != want {
		t.Errorf("from the cache: %q, want %q", got, want)
	}

	// Valued before the recognition, the values are the file's own, and so
	// is the claim, from the cache too (code 0.177 itself, whose values
	// have the same rule).
	forget()
	exact := protocol.GameRef{Code: strings.Replace(exploretest.Near177, "n == 700", "False", 1)}
	own, err := planTable(exact, "grundy", fmt.Sprint(n), false)
	if err != nil {
		t.Fatal(err)
	}
	ownData := own.build(nil)
	if _, err := recognise(own, nil); err != nil {
		t.Fatal(err)
	}
	computed := claim(own, ownData)
	if strings.Contains(computed, "for code") {
		t.Errorf("valued first: %q names the code", computed)
	}
	if got := fromCache(exact, ownData, own.valued); got != computed {
		t.Errorf("valued first, from the cache: %q, want %q", got, computed)
	}
}

// TestRecognisedOnFewerHeaps: a game file's rules recognised on every heap
// up to 39 say nothing past them. Asked to 100 next, the table is valued
// by the file's own rules (nim below 40, then only one token taken), with
// no theorem nor code to state a period under until the rules are
// recognised to 100.
func TestRecognisedOnFewerHeaps(t *testing.T) {
	clear(userGames)
	clear(recognitions)
	ref := protocol.GameRef{Code: "def moves(n):\n    return [k for k in range(n)] if n < 40 else [n - 1]\n"}
	small, err := planTable(ref, "grundy", "39", false)
	if err != nil {
		t.Fatal(err)
	}
	if r, err := recognise(small, nil); err != nil || r == nil || r.Code != "0.[3]" {
		t.Fatalf("recognised to 39: %+v, %v", r, err)
	}
	big, err := planTable(ref, "grundy", "100", false)
	if err != nil {
		t.Fatal(err)
	}
	if b := big.game.Bound(sums.Grundy); b != nil || condition(big, 100).What != "" {
		t.Errorf("to 100, before recognising: a theorem (%v) or a code to state a period under (%q)", b != nil, condition(big, 100).What)
	}
	v, err := big.values(big.tables[0].Build(nil))
	if err != nil {
		t.Fatal(err)
	}
	for x, got := range v {
		want := uint32(x)
		if x >= 40 {
			want = uint32(x-40) % 2
		}
		if got != want {
			t.Fatalf("heap %d: %d, want %d (the file's own value)", x, got, want)
		}
	}
}

// TestRecognitionStoppedByCap: a table whose recognition the cap on
// positions stops (a file that is subtract 1..3 below heap 500 and grows
// for ever from it) is told nothing, and its values stop at heap 500 with
// those before it kept: n mod 4 (natively only: filling the cap takes the
// interpreter seconds, ten times more in wasm).
func TestRecognitionStoppedByCap(t *testing.T) {
	if runtime.GOOS == "js" {
		t.Skip("filling the cap takes too long in wasm")
	}
	clear(userGames)
	clear(recognitions)
	ref := protocol.GameRef{Code: "def moves(n):\n    return [n - s for s in (1, 2, 3) if s <= n] if n < 500 else [n + 1, n - 1]\n"}
	tbl, err := planTable(ref, "grundy", "2000", false)
	if err != nil {
		t.Fatal(err)
	}
	if r, err := recognise(tbl, nil); r != nil || err != nil {
		t.Fatalf("recognition stopped by the cap: %+v, %v", r, err)
	}
	if _, err := tbl.values(tbl.tables[0].Build(nil)); err == nil || len(tbl.done) != 500 {
		t.Fatalf("values: %v, %d kept", err, len(tbl.done))
	}
	for x, v := range tbl.done {
		if v != uint32(x%4) {
			t.Fatalf("heap %d: %d, want %d", x, v, x%4)
		}
	}
}
