package misere

import (
	"context"
	"encoding/binary"
	"testing"

	"nimber/solver/octal"
)

// stored is what a caller stores of q for Restore: its heaps' elements,
// multiplication table and P-portion.
func stored(q *Quotient) (heaps []int, mul []uint16, p []int) {
	for h := 0; h <= q.N; h++ {
		heaps = append(heaps, q.Heap(h))
	}
	for x := range q.Order() {
		for y := range q.Order() {
			mul = append(mul, uint16(q.Mul(x, y)))
		}
		if q.IsP(x) {
			p = append(p, x)
		}
	}
	return heaps, mul, p
}

// A quotient restored from what was stored of it answers every sum of up
// to three heaps as the one computed does, with the same presentation.
func TestRestore(t *testing.T) {
	for _, code := range []string{"0.77", "0.07", "4.7", "0.123"} {
		g, err := octal.Parse(code)
		if err != nil {
			t.Fatal(err)
		}
		q, err := Compute(context.Background(), g, 20, DefaultLimits, nil)
		if err != nil {
			t.Fatal(err)
		}
		heaps, mul, p := stored(q)
		r, err := Restore(g, q.N, heaps, mul, p)
		if err != nil {
			t.Fatalf("%s: %v", code, err)
		}
		if r.Order() != q.Order() || r.PPortion() != q.PPortion() || r.Present().String() != q.Present().String() {
			t.Errorf("%s: restored order %d, P-portion %d, %s; computed %d, %d, %s", code,
				r.Order(), r.PPortion(), r.Present(), q.Order(), q.PPortion(), q.Present())
		}
		for a := 0; a <= 20; a++ {
			for b := a; b <= 20; b += 3 {
				for c := b; c <= 20; c += 5 {
					heaps := []int{a, b, c}
					want, _ := q.Answer(heaps, 100)
					got, err := r.Answer(heaps, 100)
					if err != nil || got.FirstWins != want.FirstWins || got.Count != want.Count || len(got.Moves) != len(want.Moves) {
						t.Fatalf("%s %v: restored %+v, %v; computed %+v", code, heaps, got, err, want)
					}
				}
			}
		}
	}
}

// Restore refuses what no quotient is: a table that is not square, one
// whose 0 is no identity, an entry, a heap or a P element past the
// elements, heaps that do not match n.
func TestRestoreRefuses(t *testing.T) {
	g, _ := octal.Parse("0.77")
	q, err := Compute(context.Background(), g, 10, DefaultLimits, nil)
	if err != nil {
		t.Fatal(err)
	}
	heaps, mul, p := stored(q)
	order := q.Order()
	for name, f := range map[string]func() ([]int, []uint16, []int){
		"not square":    func() ([]int, []uint16, []int) { return heaps, mul[:len(mul)-1], p },
		"no identity":   func() ([]int, []uint16, []int) { m := clone(mul); m[1] = 0; return heaps, m, p },
		"entry past":    func() ([]int, []uint16, []int) { m := clone(mul); m[len(m)-1] = uint16(order); return heaps, m, p },
		"heap past":     func() ([]int, []uint16, []int) { h := append([]int(nil), heaps...); h[3] = order; return h, mul, p },
		"P past":        func() ([]int, []uint16, []int) { return heaps, mul, append(append([]int(nil), p...), order) },
		"heaps too few": func() ([]int, []uint16, []int) { return heaps[:len(heaps)-1], mul, p },
		"no table":      func() ([]int, []uint16, []int) { return heaps, nil, p },
	} {
		h, m, ps := f()
		if _, err := Restore(g, q.N, h, m, ps); err == nil {
			t.Errorf("%s: restored", name)
		}
	}
}

func clone(m []uint16) []uint16 { return append([]uint16(nil), m...) }

// FuzzRestore feeds Restore any table, heaps and P-portion: it never
// panics, and a quotient it returns answers sums without panicking.
func FuzzRestore(f *testing.F) {
	g, _ := octal.Parse("0.07")
	f.Add(uint8(3), []byte{0, 1, 2, 3}, []byte{0, 1, 2, 1, 0, 2, 2, 2, 1})
	f.Fuzz(func(t *testing.T, n uint8, heapBytes, mulBytes []byte) {
		heaps := make([]int, len(heapBytes))
		for i, b := range heapBytes {
			heaps[i] = int(b)
		}
		mul := make([]uint16, len(mulBytes)/2)
		for i := range mul {
			mul[i] = binary.LittleEndian.Uint16(mulBytes[2*i:])
		}
		p := heaps[:len(heaps)/2]
		q, err := Restore(g, int(n%24), heaps, mul, p)
		if err != nil {
			return
		}
		for h := 0; h <= q.N; h++ {
			q.Answer([]int{h, q.N - h, h / 2}, 10)
		}
		q.Present()
	})
}
