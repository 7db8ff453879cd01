package window

import (
	"math"
	"testing"
)

// BenchmarkValues computes every kind to 5·10^5 for the rules of the
// contest problem gamepack.
func BenchmarkValues(b *testing.B) {
	rules := []struct {
		name string
		r    Rule
	}{
		{"take-any", TakeBetween(1, math.MaxInt)},
		{"take-1-3", TakeBetween(1, 3)},
		{"take-half", TakeAtMostHalf},
		{"take-1-2-17", Mod17},
	}
	const n = 500000
	for _, r := range rules {
		for _, k := range allKinds {
			b.Run(r.name+"/"+k.String(), func(b *testing.B) {
				for b.Loop() {
					Values(k, r.r, n)
				}
			})
		}
	}
}
