package misere

import (
	"context"
	"strconv"
	"testing"
)

// BenchmarkQuotient computes the finite quotients of the literature.
func BenchmarkQuotient(b *testing.B) {
	cases := []struct {
		code string
		n    int
	}{{"0.77", 30}, {"0.75", 30}, {"0.123", 30}, {"0.31", 30}, {"0.52", 30}, {"0.07", 24},
		{"0.07", 30}, {"0.07", 33}, {"4.7", 44}}
	for _, c := range cases {
		g := parse(b, c.code)
		b.Run(c.code+"/"+strconv.Itoa(c.n), func(b *testing.B) {
			for b.Loop() {
				if _, err := Compute(context.Background(), g, c.n, DefaultLimits, nil); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkAnswer answers a sum of five wild heaps of Kayles from its
// quotient, listing every winning move.
func BenchmarkAnswer(b *testing.B) {
	q := compute(b, "0.77", 30)
	heaps := []int{30, 27, 17, 12, 5}
	for b.Loop() {
		if _, err := q.Answer(heaps, 100); err != nil {
			b.Fatal(err)
		}
	}
}
