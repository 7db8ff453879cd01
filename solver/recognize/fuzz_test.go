package recognize_test

import (
	"maps"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"

	"nimber/solver/memo"
	"nimber/solver/octal"
	"nimber/solver/recognize"
)

// key writes an option as its non-empty heaps, largest first.
func key(heaps []int) string {
	var hs []int
	for _, h := range heaps {
		if h > 0 {
			hs = append(hs, h)
		}
	}
	slices.SortFunc(hs, func(a, b int) int { return b - a })
	s := make([]string, len(hs))
	for i, h := range hs {
		s[i] = strconv.Itoa(h)
	}
	return strings.Join(s, "+")
}

// codeOptions returns the options of heap n under the digits, written by
// key, from the definition of a take-and-break code.
func codeOptions(digit func(k int) recognize.Digit, n int) map[string]bool {
	opts := map[string]bool{}
	for k := 0; k <= n; k++ {
		d, left := digit(k), n-k
		if d.Bits&1 != 0 && left == 0 && k > 0 {
			opts[""] = true
		}
		if d.Bits&2 != 0 && left > 0 && k > 0 {
			opts[key([]int{left})] = true
		}
		for a := 1; d.Bits&4 != 0 && 2*a <= left; a++ {
			if d.Mod.Allows(a, left-a) {
				opts[key([]int{a, left - a})] = true
			}
		}
		for a := 1; d.Bits&8 != 0 && 3*a <= left; a++ {
			for b := a; a+2*b <= left; b++ {
				if d.Mod.Allows(a, b, left-a-b) {
					opts[key([]int{a, b, left - a - b})] = true
				}
			}
		}
	}
	return opts
}

// matchDigit returns digit k of a match.
func matchDigit(m recognize.Match) func(k int) recognize.Digit {
	return func(k int) recognize.Digit {
		switch {
		case k < len(m.Prefix):
			return m.Prefix[k]
		case len(m.Tail) > 0:
			return m.Tail[(k-len(m.Prefix))%len(m.Tail)]
		}
		return recognize.Digit{}
	}
}

// randomCode returns the digits of a random code of 1 to most digits (d0
// a split or none, each other digit any of the sixteen, each with any
// modifier) and its digit k (0 past them).
func randomCode(r *rand.Rand, most int) ([]recognize.Digit, func(k int) recognize.Digit) {
	digits := make([]recognize.Digit, 1+r.IntN(most))
	digits[0] = recognize.Digit{Bits: uint8(4 * r.IntN(4)), Mod: octal.Modifier(r.IntN(4))}
	for k := 1; k < len(digits); k++ {
		digits[k] = recognize.Digit{Bits: uint8(r.IntN(16)), Mod: octal.Modifier(r.IntN(4))}
	}
	return digits, func(k int) recognize.Digit {
		if k < len(digits) {
			return digits[k]
		}
		return recognize.Digit{}
	}
}

// randomGame returns the option lists of heaps 0..n of a random code,
// perturbed: an option added or taken away at a heap or two (or at random
// heaps, many times), empty heaps and repeats added, options shuffled.
func randomGame(r *rand.Rand) [][][]int {
	_, digit := randomCode(r, 6)
	n := r.IntN(40)
	lists := make([][][]int, n+1)
	for h := range lists {
		for _, o := range slices.Sorted(maps.Keys(codeOptions(digit, h))) {
			var heaps []int
			if o != "" {
				for _, f := range strings.Split(o, "+") {
					x, _ := strconv.Atoi(f)
					heaps = append(heaps, x)
				}
			}
			if r.IntN(4) == 0 {
				heaps = append(heaps, 0)
			}
			lists[h] = append(lists[h], heaps)
			if r.IntN(8) == 0 {
				lists[h] = append(lists[h], heaps)
			}
		}
		r.Shuffle(len(lists[h]), func(i, j int) { lists[h][i], lists[h][j] = lists[h][j], lists[h][i] })
	}
	changes := r.IntN(3)
	if r.IntN(8) == 0 { // options of no rule at all
		changes = 4 * n
	}
	for range changes {
		h := r.IntN(n + 1)
		if len(lists[h]) > 0 && r.IntN(2) == 0 {
			i := r.IntN(len(lists[h]))
			lists[h] = slices.Delete(lists[h], i, i+1)
			continue
		}
		var heaps []int
		for range 1 + r.IntN(4) {
			heaps = append(heaps, r.IntN(h+2))
		}
		lists[h] = append(lists[h], heaps)
	}
	return lists
}

// checkMatch checks that a match's code has the listed options on every
// heap up to Upto, and that the difference it names is one.
func checkMatch(t *testing.T, lists [][][]int, m recognize.Match) {
	t.Helper()
	listed := func(h int) map[string]bool {
		s := map[string]bool{}
		for _, o := range lists[h] {
			s[key(o)] = true
		}
		return s
	}
	for h := 0; h <= m.Upto; h++ {
		if want, got := listed(h), codeOptions(matchDigit(m), h); !maps.Equal(want, got) {
			t.Fatalf("%s: heap %d lists %v, the code has %v (lists %v)", m, h, want, got, lists)
		}
	}
	if d := m.Differs; d != nil {
		if d.Heap != m.Upto+1 || d.Heap >= len(lists) {
			t.Fatalf("%s: differs at heap %d, upto %d", m, d.Heap, m.Upto)
		}
		k := key(d.Option)
		inList, inCode := listed(d.Heap)[k], codeOptions(matchDigit(m), d.Heap)[k]
		if d.Why == "" && (inList != d.Extra || inCode == d.Extra) {
			t.Fatalf("%s: the difference is none: listed %v, in the code %v (lists %v)", m, inList, inCode, lists[d.Heap])
		}
	} else if m.Upto != len(lists)-1 {
		t.Fatalf("%s: upto %d of %d heaps with no difference", m, m.Upto, len(lists)-1)
	}
}

// find runs Find on option lists.
func find(t *testing.T, lists [][][]int) recognize.Match {
	m, ok, err := recognize.Find(func(n int, o *memo.Options) error {
		for _, opt := range lists[n] {
			ps := make([]memo.Pos, len(opt))
			for i, h := range opt {
				ps[i] = memo.Int(h)
			}
			o.Add(ps...)
		}
		return nil
	}, len(lists)-1, 0)
	if err != nil || !ok {
		t.Fatalf("Find: ok %v, %v", ok, err)
	}
	return m
}

func TestRandomGames(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for range 1000 {
		lists := randomGame(r)
		checkMatch(t, lists, find(t, lists))
	}
}

// FuzzFind checks the match of random games drawn from a seed: nothing
// panics, and the code claimed has the options listed.
func FuzzFind(f *testing.F) {
	for s := range uint64(8) {
		f.Add(s, s*7+1)
	}
	f.Fuzz(func(t *testing.T, a, b uint64) {
		lists := randomGame(rand.New(rand.NewPCG(a, b)))
		checkMatch(t, lists, find(t, lists))
	})
}
