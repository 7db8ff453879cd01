package gamepack

import (
	"encoding/binary"

	"nimber/solver/sums"
	"nimber/solver/table"
)

// A table's bytes are its values packed as tightly as they allow, which is
// what the browser keeps in its cache and reads back: a little-endian
// uint32 giving the width of every value in bits, 8, 16 or 32, then the
// values at that width in the machine's (little-endian) order. The
// sentinels sums.EndsNext and sums.Ended are written as the two largest
// numbers of the width. The header's four bytes keep the values aligned.
const header = 4

// pack returns the bytes of a table of values.
func pack(v []uint32) []byte {
	w := width(v)
	b := make([]byte, header+len(v)*w/8)
	binary.LittleEndian.PutUint32(b, uint32(w))
	switch w {
	case 8:
		narrow(b[header:], v, uint8(1<<8-1))
	case 16:
		narrow(table.BytesUint16(b[header:]), v, uint16(1<<16-1))
	default:
		copy(table.BytesUint32(b[header:]), v)
	}
	return b
}

// width returns the fewest bits, 8, 16 or 32, that hold every value of v
// once the sentinels are written as the two largest numbers of that many
// bits.
func width(v []uint32) int {
	top := uint32(0)
	for _, w := range v {
		if w < sums.EndsNext {
			top = max(top, w)
		}
	}
	switch {
	case top < 1<<8-2:
		return 8
	case top < 1<<16-2:
		return 16
	}
	return 32
}

// narrow writes v into dst as values up to top: the sentinels become top-1
// and top, the others stay (width has checked that they fit below those).
func narrow[T uint8 | uint16](dst []T, v []uint32, top T) {
	for x, w := range v {
		if w >= sums.EndsNext {
			dst[x] = top - T(sums.Ended-w)
		} else {
			dst[x] = T(w)
		}
	}
}

// widen returns the value written as v in numbers up to top.
func widen(v, top uint32) uint32 {
	if v >= top-1 {
		return sums.Ended - (top - v)
	}
	return v
}

// unpacked is a packed table's width and its values' bytes.
func unpacked(b []byte) (width int, values []byte) {
	return int(binary.LittleEndian.Uint32(b)), b[header:]
}

// values returns the values of a packed table.
func values(b []byte) []uint32 {
	w, data := unpacked(b)
	if w == 32 {
		return table.BytesUint32(data)
	}
	v := make([]uint32, len(data)*8/w)
	if w == 8 {
		for x, c := range data {
			v[x] = widen(uint32(c), 1<<8-1)
		}
		return v
	}
	for x, c := range table.BytesUint16(data) {
		v[x] = widen(uint32(c), 1<<16-1)
	}
	return v
}

// plateParts gives the Parts of plates: one, of a single plate; fill, of
// every plate of xs into dst (as long), for the loops over a whole input,
// whose loop makes no call per plate.
type plateParts struct {
	one  func(x int32) sums.Part
	fill func(xs []int32, dst []sums.Part)
}

// parts returns the Parts of plates from the built tables. A case of many
// random plates is bound by these lookups, so they read the packed values
// as they are, without widening them to 32 bits first: the narrower the
// tables, the more of them stays in the processor's caches. Two tables of
// values below 14 are packed further, into a byte per plate size (see
// nibbleParts).
func (g game) parts(data [][]byte) plateParts {
	w := 0
	for _, d := range data {
		w = max(w, packedWidth(d))
	}
	switch w {
	case 8:
		vals := make([][]uint8, len(data))
		for i, d := range data {
			_, vals[i] = unpacked(d)
		}
		if len(vals) == 2 && small(vals[0]) && small(vals[1]) {
			return g.nibbleParts(vals)
		}
		return lookup(g, vals, 1<<8-1)
	case 16:
		vals := make([][]uint16, len(data))
		for i, d := range data {
			if packedWidth(d) == 16 {
				_, b := unpacked(d)
				vals[i] = table.BytesUint16(b)
			} else {
				vals[i] = make([]uint16, len(d)-header)
				narrow(vals[i], values(d), uint16(1<<16-1))
			}
		}
		return lookup(g, vals, 1<<16-1)
	}
	vals := make([][]uint32, len(data))
	for i, d := range data {
		vals[i] = values(d)
	}
	return lookup(g, vals, sums.Ended)
}

// packedWidth returns the width of a packed table.
func packedWidth(b []byte) int {
	w, _ := unpacked(b)
	return w
}

// small reports whether every byte-wide value of v fits in four bits below
// their two largest numbers, 14 and 15, which nibbleParts gives the
// sentinels.
func small(v []uint8) bool {
	for _, w := range v {
		if w >= 14 && w < 1<<8-2 {
			return false
		}
	}
	return true
}

// lookup returns the Parts of plates from tables of values up to top, the
// sentinels at top-1 and top.
func lookup[T uint8 | uint16 | uint32](g game, vals [][]T, top uint32) plateParts {
	part := func(x int32) sums.Part { return tablePart(vals, top, g.least, x) }
	return plateParts{part, func(xs []int32, dst []sums.Part) {
		for j, x := range xs {
			dst[j] = tablePart(vals, top, g.least, x)
		}
	}}
}

// tablePart returns the Part of plate x from tables of values up to top,
// the plates below least having no operation.
func tablePart[T uint8 | uint16 | uint32](vals [][]T, top uint32, least, x int32) sums.Part {
	p := sums.Part{Over: x < least}
	for i, v := range vals {
		p.V[i] = widen(uint32(v[x]), top)
	}
	return p
}

// nibbleParts returns the Parts of plates from two tables of small values
// (see small) packed into a byte per plate size: the first table's value in
// the low four bits, the second's in the high four, the sentinels at 14 and
// 15.
func (g game) nibbleParts(vals [][]uint8) plateParts {
	packed := make([]byte, len(vals[0]))
	for x := range packed {
		packed[x] = nibble(vals[0][x]) | nibble(vals[1][x])<<4
	}
	part := func(x int32) sums.Part { return nibblePart(packed, g.least, x) }
	return plateParts{part, func(xs []int32, dst []sums.Part) {
		for j, x := range xs {
			dst[j] = nibblePart(packed, g.least, x)
		}
	}}
}

// nibblePart returns the Part of plate x from the tables packed by
// nibbleParts, the plates below least having no operation.
func nibblePart(packed []byte, least, x int32) sums.Part {
	b := uint32(packed[x])
	return sums.Part{Over: x < least, V: [2]uint32{widen(b&15, 15), widen(b>>4, 15)}}
}

// nibble returns a small byte-wide value in four bits, its sentinels moved
// from 254 and 255 to 14 and 15.
func nibble(v uint8) uint8 {
	if v >= 1<<8-2 {
		return v - (1<<8 - 1 - 15)
	}
	return v
}
