//go:build !js

package main

import (
	"fmt"
	"math/rand/v2"
	"strings"
)

// randomInputs makes a valid random contest input for each problem, of about
// the given scale (1 small, larger is bigger), following the formats of the
// problem statements. A problem without a generator here fails the browser
// tests: every registered problem must be covered.
var randomInputs = map[string]func(rng *rand.Rand, scale int) string{
	"tricolore": func(rng *rand.Rand, scale int) string {
		n := 20 * scale
		var b strings.Builder
		fmt.Fprintf(&b, "%d %d\n", n, 2+rng.IntN(199999))
		for range n {
			x := -100000 + rng.IntN(199998)
			y := x + 1 + rng.IntN(min(300, 100000-x-1))
			z := y + 1 + rng.IntN(min(300, 100000-y))
			fmt.Fprintf(&b, "%d %d %d\n", x, y, z)
		}
		return b.String()
	},
	"gamepack": func(rng *rand.Rand, scale int) string {
		var b strings.Builder
		t := 5 * scale
		fmt.Fprintf(&b, "%d %d %d %d %d\n", rng.IntN(5), rng.IntN(3), rng.IntN(2), rng.IntN(2), t)
		for range t {
			b.WriteString(counts(rng, 1+rng.IntN(8), 1, 500000))
		}
		return b.String()
	},
	"arraygame": func(rng *rand.Rand, scale int) string {
		n := 1 + rng.IntN(1000000000)
		k := min(100, 3*scale)
		var b strings.Builder
		fmt.Fprintf(&b, "%d\n%d\n", n, k)
		for range k {
			w := 1 + rng.IntN(min(n, 20))
			seen := map[int]bool{}
			cells := make([]string, 0, w)
			for len(cells) < w {
				if x := 1 + rng.IntN(n); !seen[x] {
					seen[x] = true
					cells = append(cells, fmt.Sprint(x))
				}
			}
			fmt.Fprintf(&b, "%d\n%s\n", w, strings.Join(cells, " "))
		}
		return b.String()
	},
	"notnim": func(rng *rand.Rand, scale int) string {
		return cases(rng, 5*scale, func() string { return counts(rng, 1+rng.IntN(10), 1, 10000000) })
	},
	"alicegame": func(rng *rand.Rand, scale int) string {
		return cases(rng, 10*scale, func() string {
			return fmt.Sprintf("%d %d\n", 2+rng.IntN(10000000-1), rng.IntN(1000000001))
		})
	},
	"chesslink": func(rng *rand.Rand, scale int) string {
		return cases(rng, 2*scale, func() string {
			n := 2 + rng.IntN(5000)
			return fmt.Sprintf("%d %d %d %d\n", n, 1+rng.IntN(n), 1+rng.IntN(n), 1+rng.IntN(n))
		})
	},
	"nim": func(rng *rand.Rand, scale int) string {
		return cases(rng, 5*scale, func() string { return counts(rng, 1+rng.IntN(10), 0, 1000000000) })
	},
	"cutting": func(rng *rand.Rand, scale int) string {
		var b strings.Builder
		for range 5 * scale {
			fmt.Fprintf(&b, "%d %d\n", 2+rng.IntN(199), 2+rng.IntN(199))
		}
		return b.String()
	},
	"splitting": func(rng *rand.Rand, scale int) string {
		return cases(rng, min(10, 2*scale), func() string { return counts(rng, 2+rng.IntN(20), 0, 10000) })
	},
	"jiangnan": func(rng *rand.Rand, scale int) string {
		t := min(100, 5*scale)
		var b strings.Builder
		fmt.Fprintf(&b, "%d %d\n", t, 1+rng.IntN(1000))
		for range t {
			b.WriteString(counts(rng, 1+rng.IntN(100), 1, 100000))
		}
		return b.String()
	},
}

// cases writes a case count t and t cases made by one.
func cases(rng *rand.Rand, t int, one func() string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%d\n", t)
	for range t {
		b.WriteString(one())
	}
	return b.String()
}

// counts writes n and n random values in [lo, hi].
func counts(rng *rand.Rand, n, lo, hi int) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%d\n", n)
	for i := range n {
		if i > 0 {
			b.WriteByte(' ')
		}
		fmt.Fprint(&b, lo+rng.IntN(hi-lo+1))
	}
	b.WriteByte('\n')
	return b.String()
}

// maxTricolore is a tricolore input at the limits: 10^5 rows.
func maxTricolore(rng *rand.Rand) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%d %d\n", 100000, 2+rng.IntN(199999))
	for range 100000 {
		x := -100000 + rng.IntN(199998)
		y := x + 1 + rng.IntN(100000-x-1)
		z := y + 1 + rng.IntN(100000-y)
		fmt.Fprintf(&b, "%d %d %d\n", x, y, z)
	}
	return b.String()
}

// maxNotnim is a notnim input at the limits: 3·10^5 piles up to 10^7 in
// 10^4 cases.
func maxNotnim(rng *rand.Rand) string {
	return cases(rng, 10000, func() string { return counts(rng, 30, 1, 10000000) })
}

// maxJiangnan is a jiangnan input at the limits, with the F whose table
// costs most (F = 1): 100 cases of 100 piles up to 10^5.
func maxJiangnan(rng *rand.Rand) string {
	var b strings.Builder
	b.WriteString("100 1\n")
	for range 100 {
		b.WriteString(counts(rng, 100, 1, 100000))
	}
	return b.String()
}
