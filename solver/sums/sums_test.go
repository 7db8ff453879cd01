package sums

import (
	"math/rand/v2"
	"testing"
)

// dag is a random impartial game: position i moves to the positions in
// opts[i], all smaller than i.
type dag struct{ opts [][]int }

func randomDAG(rng *rand.Rand, size int, density float64) dag {
	d := dag{make([][]int, size)}
	for i := range d.opts {
		for j := 0; j < i; j++ {
			if rng.Float64() < density {
				d.opts[i] = append(d.opts[i], j)
			}
		}
	}
	return d
}

// parts values every position of d under c from the definitions.
func (d dag) parts(c Convention) []Part {
	kinds := c.Kinds()
	ps := make([]Part, len(d.opts))
	for i, os := range d.opts {
		ps[i].Over = len(os) == 0
		for k, kind := range kinds {
			vals := make([]uint32, len(os))
			for j, o := range os {
				vals[j] = ps[o].V[k]
			}
			ps[i].V[k] = kind.Of(vals)
		}
	}
	return ps
}

// remember returns memo's entry for up to three positions pos, computed by
// f the first time.
func remember[V any](memo map[[3]int]V, pos []int, f func() V) V {
	key := [3]int{-1, -1, -1}
	copy(key[:], pos)
	if v, ok := memo[key]; ok {
		return v
	}
	v := f()
	memo[key] = v
	return v
}

// wins plays the sum of the positions pos of d under c by exhaustive search,
// knowing nothing of values: it lists every turn the convention allows.
func (d dag) wins(c Convention, pos []int, memo map[[3]int]bool) bool {
	return remember(memo, pos, func() bool {
		var movable []int
		for i, p := range pos {
			if len(d.opts[p]) > 0 {
				movable = append(movable, i)
			}
		}
		over := len(movable) == 0
		if c.Sum.EndsEarly() {
			over = len(movable) < len(pos)
		}
		if over {
			return c.Play == Misere
		}
		// Each turn is a choice of components to move (a non-empty subset,
		// by the sum) and an option in each.
		for mask := 1; mask < 1<<len(movable); mask++ {
			n := 0
			for m := mask; m > 0; m &= m - 1 {
				n++
			}
			switch c.Sum {
			case Disjunctive, DiminishedDisjunctive:
				if n != 1 {
					continue
				}
			case Conjunctive, ContinuedConjunctive:
				if n != len(movable) {
					continue
				}
			}
			if d.someMoveLoses(c, pos, movable, mask, 0, memo) {
				return true
			}
		}
		return false
	})
}

// someMoveLoses tries every option for the chosen components from the i-th
// movable one on, reporting whether some turn leaves a lost position.
func (d dag) someMoveLoses(c Convention, pos, movable []int, mask, i int, memo map[[3]int]bool) bool {
	if i == len(movable) {
		return !d.wins(c, pos, memo)
	}
	if mask>>i&1 == 0 {
		return d.someMoveLoses(c, pos, movable, mask, i+1, memo)
	}
	at := movable[i]
	was := pos[at]
	defer func() { pos[at] = was }()
	for _, o := range d.opts[was] {
		pos[at] = o
		if d.someMoveLoses(c, pos, movable, mask, i+1, memo) {
			return true
		}
	}
	return false
}

// TestFoldAgainstPlay checks Combine and FirstWins on sums of up to three
// random games against exhaustive play of the sums, for all twelve
// conventions (disjunctive misère only on tame games).
func TestFoldAgainstPlay(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	checked, tame := 0, 0
	for trial := 0; trial < 150; trial++ {
		d := randomDAG(rng, 4+rng.IntN(9), 0.15+0.5*rng.Float64())
		for _, c := range All() {
			ps := d.parts(c)
			if c == (Convention{Disjunctive, Misere}) {
				if !d.tame() {
					continue
				}
				tame++
			}
			memo := map[[3]int]bool{}
			for s := 0; s < 30; s++ {
				pos, sum := randomSum(rng, c, ps)
				if got, want := c.FirstWins(sum), d.wins(c, pos, memo); got != want {
					t.Fatalf("%v, game %v, positions %v: FirstWins %v, play says %v", c, d.opts, pos, got, want)
				}
				checked++
			}
		}
	}
	if tame < 20 {
		t.Fatalf("only %d tame games tried", tame)
	}
	t.Logf("%d sums checked, %d tame games", checked, tame)
}

// tame reports whether every position of d has a tame pair of values.
func (d dag) tame() bool {
	for _, p := range d.parts(Convention{Disjunctive, Misere}) {
		if !Tame(p.V[0], p.V[1]) {
			return false
		}
	}
	return true
}

func TestTame(t *testing.T) {
	for _, c := range []struct {
		g, m uint32
		want bool
	}{{0, 1, true}, {1, 0, true}, {0, 0, true}, {5, 5, true}, {2, 3, false}, {3, 2, false}, {0, 2, false}, {1, 3, false}} {
		if Tame(c.g, c.m) != c.want {
			t.Errorf("Tame(%d, %d) = %v", c.g, c.m, !c.want)
		}
	}
}

func TestNames(t *testing.T) {
	var names []string
	for _, c := range All() {
		names = append(names, c.String())
	}
	if len(names) != 12 || names[3] != "diminished-disjunctive-misere" || names[11] != "continued-conjunctive-misere" {
		t.Fatalf("conventions %v", names)
	}
	if MisereSuspense.String() != "suspense-misere" || Kind(99).String() != "Kind(99)" {
		t.Fatal("kind names")
	}
}

// grundyOfSum computes the Grundy value of kind k (Grundy or MisereGrundy)
// of the disjunctive sum of positions pos of d from the definition, on the
// joint positions.
func (d dag) grundyOfSum(k Kind, pos []int, memo map[[3]int]uint32) uint32 {
	return remember(memo, pos, func() uint32 {
		var opts []uint32
		for i, p := range pos {
			for _, o := range d.opts[p] {
				pos[i] = o
				opts = append(opts, d.grundyOfSum(k, pos, memo))
				pos[i] = p
			}
		}
		return k.Of(opts)
	})
}

// TestDisjunctiveValuesOfSums checks that Combine gives the Grundy values of
// disjunctive sums themselves, not only their winners, so that games whose
// moves create sums can be valued from their options: normal values on
// any games, misère values on tame ones.
func TestDisjunctiveValuesOfSums(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	c := Convention{Disjunctive, Misere}
	for trial := 0; trial < 400; trial++ {
		d := randomDAG(rng, 4+rng.IntN(10), 0.1+0.6*rng.Float64())
		ps := d.parts(c)
		tame := d.tame()
		memo := [2]map[[3]int]uint32{{}, {}}
		for s := 0; s < 20; s++ {
			pos, sum := randomSum(rng, c, ps)
			for k, kind := range c.Kinds() {
				if kind == MisereGrundy && !tame {
					continue
				}
				if want := d.grundyOfSum(kind, pos, memo[k]); sum.V[k] != want {
					t.Fatalf("game %v, positions %v: %v %d, want %d", d.opts, pos, kind, sum.V[k], want)
				}
			}
		}
	}
}

// randomSum picks one to three positions of a game whose Parts under c are
// ps, and returns them with the Part of their sum.
func randomSum(rng *rand.Rand, c Convention, ps []Part) ([]int, Part) {
	pos := make([]int, 1+rng.IntN(3))
	for i := range pos {
		pos[i] = rng.IntN(len(ps))
	}
	sum := ps[pos[0]]
	for _, p := range pos[1:] {
		sum = c.Combine(sum, ps[p])
	}
	return pos, sum
}

func TestValueString(t *testing.T) {
	for v, want := range map[uint32]string{0: "0", 17: "17", Ended: "ended", EndsNext: "ends-next", EndsNext - 1: "4294967293"} {
		if got := ValueString(v); got != want {
			t.Errorf("ValueString(%d) = %q, want %q", v, got, want)
		}
	}
}
