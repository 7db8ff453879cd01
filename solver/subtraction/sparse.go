package subtraction

// Sparse returns g(0), g(1), ..., g(n) for the subtraction game whose
// moves are moves (ascending, each ≥ 1), from the definition: each heap
// looks at the heap each move leaves. It takes time in proportion to the
// options of all heaps, at most n·len(moves), which beats Values's n²/128
// when the moves are few, such as the squares.
func Sparse(moves []int, n int) []uint32 {
	if n < 0 {
		return []uint32{}
	}
	g := make([]uint32, n+1)
	// seen[v] == x marks value v as an option of heap x; one slice serves
	// every heap without clearing (heap 0 has no option to mark).
	var seen []int
	for x := 1; x <= n; x++ {
		for _, k := range moves {
			if k > x {
				break
			}
			v := int(g[x-k])
			for v >= len(seen) {
				seen = append(seen, 0)
			}
			seen[v] = x
		}
		v := 0
		for v < len(seen) && seen[v] == x {
			v++
		}
		g[x] = uint32(v)
	}
	return g
}
