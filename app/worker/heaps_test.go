package main

import (
	"testing"

	"nimber/solver/games"
	"nimber/solver/pattern"
)

// TestPatternHeaps: a pattern request over a game's limit reads the heaps
// up to the limit, whose table can be built, as the table explorer does; a
// verify past the limit, not past n, or over the finder's reach is refused.
func TestPatternHeaps(t *testing.T) {
	for _, c := range []struct {
		game, kind, n, verify string
		wantN, wantVerify     int
		err                   string
	}{
		{"flip:40", "grundy-normal", "2000", "", 40, 0, ""},
		{"0.07", "grundy-misere", "30000", "", games.MaxNaive, 0, ""},
		{"0.07", "grundy-misere", "100", "16384", 100, games.MaxNaive, ""},
		{"0.07", "grundy-normal", "100", " 300 ", 100, 300, ""},
		{"0.07", "grundy-misere", "100", "16385", 0, 0, "verify up to 16385: the values of grundy-misere of 0.07 stop at heap 16384"},
		{"flip:40", "grundy-normal", "10", "41", 0, 0, "verify up to 41: the values of grundy-normal of flip:40 stop at heap 40"},
		{"0.07", "grundy-normal", "100", "100", 0, 0, `verify up to "100": expected an integer larger than 100`},
		{"0.07", "grundy-normal", "100", "x", 0, 0, `verify up to "x": expected an integer larger than 100`},
		{"0.07", "grundy-normal", "65537", "", 0, 0, "the pattern finder reads heaps up to at most 65536, not 65537"},
		{"0.07", "grundy-normal", "-1", "", 0, 0, "the pattern finder reads heaps up to at most 65536, not -1"},
	} {
		g, k, conv, n, err := exploreRequest(c.game, c.kind, c.n)
		if err != nil {
			t.Fatal(err)
		}
		gotN, verify, err := patternHeaps(g, k, conv, n, c.verify)
		if c.err != "" {
			if err == nil || err.Error() != c.err {
				t.Errorf("%s %s n=%s verify %q: error %v, want %q", c.game, c.kind, c.n, c.verify, err, c.err)
			}
			continue
		}
		if err != nil || gotN != c.wantN || verify != c.wantVerify {
			t.Errorf("%s %s n=%s verify %q: %d, %d, %v; want %d, %d", c.game, c.kind, c.n, c.verify, gotN, verify, err, c.wantN, c.wantVerify)
			continue
		}
		if _, err := games.Table(g, k, conv, max(gotN, verify)); err != nil {
			t.Errorf("%s %s: the table of the heaps read is refused: %v", c.game, c.kind, err)
		}
	}
	if pattern.MaxN != 65536 {
		t.Fatalf("the messages above assume pattern.MaxN = 65536, not %d", pattern.MaxN)
	}
}
