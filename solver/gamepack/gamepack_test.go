package gamepack

import (
	"slices"
	"strings"
	"testing"

	"nimber/solver/games"
	"nimber/solver/sums"
	"nimber/solver/window"
)

// TestEat checks each eating rule against the statement: the candies a
// plate of x may lose.
func TestEat(t *testing.T) {
	eats := [Split]func(x, e int) bool{
		func(x, e int) bool { return e >= 1 },
		func(x, e int) bool { return e >= 1 && e <= 3 },
		func(x, e int) bool { return e >= 1 && e <= x/2 },
		func(x, e int) bool { return e == 1 || e == 2 && x%17 != 0 },
	}
	for a, rule := range Eat {
		for x := 0; x <= 200; x++ {
			lo, hi := rule(x)
			for e := 0; e <= x; e++ {
				if got, want := x-e >= lo && x-e <= hi, eats[a](x, e); got != want {
					t.Fatalf("A=%d, plate %d: eating %d allowed %v, want %v", a, x, e, got, want)
				}
			}
		}
	}
}

// TestSpecs checks that each spec names the same operation as Eat (the same
// values) and the last one splitting.
func TestSpecs(t *testing.T) {
	for a, spec := range Specs {
		g, err := games.Parse(spec)
		if err != nil {
			t.Fatalf("A=%d: %v", a, err)
		}
		got, err := games.Values(g, sums.Grundy, sums.Convention{}, 300, nil)
		if err != nil {
			t.Fatalf("A=%d: %v", a, err)
		}
		if a == Split {
			if g.Family() != games.Split {
				t.Errorf("A=%d: spec %q is not a split game", a, spec)
			}
			continue
		}
		if want := window.Grundy(Eat[a], 300); !slices.Equal(got, want) {
			t.Errorf("A=%d: spec %q has other values than Eat[%d]", a, spec, a)
		}
	}
}

// TestConventions checks that B, C and D reach each of the twelve
// conventions once, with the sums the statement describes.
func TestConventions(t *testing.T) {
	seen := map[sums.Convention]bool{}
	for b := 0; b <= Params[1].Max; b++ {
		for c := 0; c <= Params[2].Max; c++ {
			for d := 0; d <= Params[3].Max; d++ {
				conv := Pack{0, b, c, d}.Convention()
				seen[conv] = true
				if conv.Sum.EndsEarly() != (c == 1) || (conv.Play == sums.Misere) != (d == 1) {
					t.Errorf("B=%d C=%d D=%d: %v", b, c, d, conv)
				}
				if one := conv.Sum == sums.Disjunctive || conv.Sum == sums.DiminishedDisjunctive; one != (b == 0) {
					t.Errorf("B=%d C=%d: %v moves one plate: %v", b, c, conv, one)
				}
			}
		}
	}
	if len(seen) != len(sums.All()) {
		t.Errorf("%d conventions reached, want %d", len(seen), len(sums.All()))
	}
	for i, p := range Params {
		if len(p.Choices) != p.Max+1 {
			t.Errorf("%s: %d choices for [0, %d]", p.Name, len(p.Choices), p.Max)
		}
		if i > 0 && !strings.Contains(Pack{0, 1, 1, 1}.Describe(), p.Choices[1]) {
			t.Errorf("Describe leaves out %s", p.Name)
		}
	}
}
