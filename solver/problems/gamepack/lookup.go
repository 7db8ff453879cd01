package gamepack

import (
	"nimber/solver/sums"
	"nimber/solver/table"
)

// parts returns the Part of a plate from the built tables. A case of many
// random plates is bound by these lookups, so they read a copy of the
// tables packed as tightly as their values allow (see width): the smaller
// the copy, the more of it stays in the processor's caches.
func (g game) parts(data [][]byte) func(x int32) sums.Part {
	vals := make([][]uint32, len(data))
	for i, d := range data {
		vals[i] = table.BytesUint32(d)
	}
	switch width(vals) {
	case 4:
		return g.nibbleParts(vals)
	case 8:
		return lookup(g, narrow(vals, uint8(1<<8-1)), 1<<8-1)
	case 16:
		return lookup(g, narrow(vals, uint16(1<<16-1)), 1<<16-1)
	}
	return lookup(g, vals, sums.Ended)
}

// width returns the fewest bits, 4 (two tables at most), 8, 16 or 32, that
// hold every value of vals once the sentinels sums.EndsNext and sums.Ended
// are written as the two largest numbers of that many bits (see narrow).
func width(vals [][]uint32) int {
	var top uint32
	for _, v := range vals {
		for _, w := range v {
			if w < sums.EndsNext {
				top = max(top, w)
			}
		}
	}
	switch {
	case top < 1<<4-2 && len(vals) <= 2:
		return 4
	case top < 1<<8-2:
		return 8
	case top < 1<<16-2:
		return 16
	}
	return 32
}

// narrow returns vals as T values up to top: the sentinels sums.EndsNext
// and sums.Ended become top-1 and top, the others stay (width has checked
// that they fit below those).
func narrow[T uint8 | uint16](vals [][]uint32, top T) [][]T {
	out := make([][]T, len(vals))
	for i, v := range vals {
		n := make([]T, len(v))
		for x, w := range v {
			if w >= sums.EndsNext {
				n[x] = top - T(sums.Ended-w)
			} else {
				n[x] = T(w)
			}
		}
		out[i] = n
	}
	return out
}

// widen returns the value that narrow wrote as v in numbers up to top.
func widen(v, top uint32) uint32 {
	if v >= top-1 {
		return sums.Ended - (top - v)
	}
	return v
}

// lookup returns the Part of a plate from tables of values up to top
// (narrowed, or the tables themselves with top sums.Ended).
func lookup[T uint8 | uint16 | uint32](g game, vals [][]T, top uint32) func(x int32) sums.Part {
	return func(x int32) sums.Part {
		p := sums.Part{Over: g.inoperable(int(x))}
		for i, v := range vals {
			p.V[i] = widen(uint32(v[x]), top)
		}
		return p
	}
}

// nibbleParts returns the Part of a plate from one or two tables of values
// up to 4 bits wide, packed into a byte per plate size: the first table's
// value in the low four bits, the second's in the high four.
func (g game) nibbleParts(vals [][]uint32) func(x int32) sums.Part {
	bytes := narrow(vals, uint8(15))
	packed := bytes[0]
	if len(bytes) == 2 {
		for x, hi := range bytes[1] {
			packed[x] |= hi << 4
		}
	}
	return func(x int32) sums.Part {
		b := uint32(packed[x])
		return sums.Part{Over: g.inoperable(int(x)), V: [2]uint32{widen(b&15, 15), widen(b>>4, 15)}}
	}
}
