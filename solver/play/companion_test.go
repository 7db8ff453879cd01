package play

import (
	"errors"
	"strings"
	"testing"
)

func TestFit(t *testing.T) {
	for _, g := range Games {
		p, err := g.Parse(g.Example)
		if err != nil {
			t.Fatalf("%s: %v", g.ID, err)
		}
		if pos, why := Fit(g.ID, p.String()); pos != p.String() || why != "" {
			t.Errorf("%s: Fit(%q) = %q, %q; want it back", g.ID, p.String(), pos, why)
		}
	}
	rows := strings.Repeat("0,1,2;", MaxRows) + "0,1,2"
	for _, c := range []struct{ game, text, why string }{
		{"tricolore", "6:" + rows, "the play board does not take it: more than 20 rows"},
		{"nim", "1," + strings.Repeat("1,", MaxHeaps), "the play board does not take it: more than 100 heap sizes"},
		{"jiangnan", "2:" + strings.Repeat("1000,", MaxStones/1000) + "1000", "the play board does not take it: the piles hold more than 100000 stones"},
	} {
		if pos, why := Fit(c.game, c.text); pos != "" || why != c.why {
			t.Errorf("%s %.40q…: Fit = %q, %q; want no position and %q", c.game, c.text, pos, why, c.why)
		}
	}
	if got := NoPlay(errors.New("bad")); got != "the play board does not take it: bad" {
		t.Errorf("NoPlay of a plain error: %q", got)
	}
}

func TestFirstWinning(t *testing.T) {
	p, err := ParseNim("3,5,7")
	if err != nil {
		t.Fatal(err)
	}
	next, err := p.Play(FirstWinning(p, nil))
	if err != nil {
		t.Fatal(err)
	}
	if a, err := next.Analyze(nil); err != nil || a.Wins {
		t.Errorf("the first winning move of 3,5,7 leaves %v, won for the opponent (%v)", next, err)
	}
	lost, _ := ParseNim("1,1")
	defer func() {
		if r := recover(); r == nil || !strings.Contains(r.(string), "no winning move on 1,1") {
			t.Errorf("FirstWinning on a lost position: panic %v, want one naming it", r)
		}
	}()
	FirstWinning(lost, nil)
}
