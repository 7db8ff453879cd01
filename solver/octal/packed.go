package octal

import (
	"encoding/binary"
	"io"
	"slices"

	"nimber/solver/period"
)

// Packed holds Grundy values at the width they need: a byte each while
// every value is below 256, two bytes below 65536, else four. Exactly one of
// its slices is in use; the zero value holds no values at width 1.
type Packed struct {
	v8  []uint8
	v16 []uint16
	v32 []uint32
}

// word is the type of one packed value.
type word interface{ uint8 | uint16 | uint32 }

// widthOf returns the bytes one value of type T takes.
func widthOf[T word]() int {
	var x T
	switch any(x).(type) {
	case uint8:
		return 1
	case uint16:
		return 2
	}
	return 4
}

// maxOf returns the largest value of type T.
func maxOf[T word]() uint32 { return uint32(^T(0)) }

// NewPacked returns n zero values at the given width (1, 2 or 4 bytes).
func NewPacked(n, width int) Packed {
	switch width {
	case 1:
		return Packed{v8: make([]uint8, n)}
	case 2:
		return Packed{v16: make([]uint16, n)}
	}
	return Packed{v32: make([]uint32, n)}
}

// PackedOf returns the values v at the least width that holds them all.
func PackedOf(v []uint32) Packed {
	top := uint32(0)
	for _, x := range v {
		top = max(top, x)
	}
	p := NewPacked(len(v), widthFor(top))
	for i, x := range v {
		p.Set(i, x)
	}
	return p
}

// widthFor returns the bytes a value up to top needs.
func widthFor(top uint32) int {
	switch {
	case top <= 0xff:
		return 1
	case top <= 0xffff:
		return 2
	}
	return 4
}

// Len returns how many values p holds.
func (p Packed) Len() int {
	switch {
	case p.v16 != nil:
		return len(p.v16)
	case p.v32 != nil:
		return len(p.v32)
	}
	return len(p.v8)
}

// Width returns the bytes each value takes: 1, 2 or 4.
func (p Packed) Width() int {
	switch {
	case p.v16 != nil:
		return 2
	case p.v32 != nil:
		return 4
	}
	return 1
}

// At returns the value of heap i.
func (p Packed) At(i int) uint32 {
	switch {
	case p.v16 != nil:
		return uint32(p.v16[i])
	case p.v32 != nil:
		return p.v32[i]
	}
	return uint32(p.v8[i])
}

// Set sets the value of heap i; it must fit p's width.
func (p Packed) Set(i int, x uint32) {
	switch {
	case p.v16 != nil:
		p.v16[i] = uint16(x)
	case p.v32 != nil:
		p.v32[i] = x
	default:
		p.v8[i] = uint8(x)
	}
}

// Prefix returns the first n values of p, sharing its memory.
func (p Packed) Prefix(n int) Packed {
	switch {
	case p.v16 != nil:
		return Packed{v16: p.v16[:n]}
	case p.v32 != nil:
		return Packed{v32: p.v32[:n]}
	}
	return Packed{v8: p.v8[:n]}
}

// Clone returns a copy of p, at its width.
func (p Packed) Clone() Packed {
	return Packed{v8: slices.Clone(p.v8), v16: slices.Clone(p.v16), v32: slices.Clone(p.v32)}
}

// Uint32s returns the values as a new slice of uint32.
func (p Packed) Uint32s() []uint32 {
	v := make([]uint32, p.Len())
	for i := range v {
		v[i] = p.At(i)
	}
	return v
}

// FindPeriod returns period.Find of the values, read where they lie.
func (p Packed) FindPeriod(bound period.Bound) period.Result {
	switch {
	case p.v16 != nil:
		return period.Find(p.v16, bound)
	case p.v32 != nil:
		return period.Find(p.v32, bound)
	}
	return period.Find(p.v8, bound)
}

// widened returns p's first n values at the given larger width, the rest
// of the new slice zero, with room for size values.
func (p Packed) widened(width, size int) Packed {
	q := NewPacked(size, width)
	for i := range p.Len() {
		q.Set(i, p.At(i))
	}
	return q
}

// WriteTo writes p's values little-endian at its width.
func (p Packed) WriteTo(w io.Writer) (int64, error) {
	if p.v8 != nil || p.Width() == 1 {
		n, err := w.Write(p.v8)
		return int64(n), err
	}
	var buf [1 << 16]byte
	var total int64
	width, n := p.Width(), p.Len()
	for i := 0; i < n; {
		b := buf[:0]
		for ; i < n && len(b)+width <= len(buf); i++ {
			if width == 2 {
				b = binary.LittleEndian.AppendUint16(b, p.v16[i])
			} else {
				b = binary.LittleEndian.AppendUint32(b, p.v32[i])
			}
		}
		m, err := w.Write(b)
		total += int64(m)
		if err != nil {
			return total, err
		}
	}
	return total, nil
}

// ReadPacked reads n values little-endian at the given width from r.
func ReadPacked(r io.Reader, n, width int) (Packed, error) {
	p := NewPacked(n, width)
	if width == 1 {
		_, err := io.ReadFull(r, p.v8)
		return p, err
	}
	var buf [1 << 16]byte
	for i := 0; i < n; {
		m := min(n-i, len(buf)/width)
		b := buf[:m*width]
		if _, err := io.ReadFull(r, b); err != nil {
			return Packed{}, err
		}
		for j := range m {
			if width == 2 {
				p.v16[i+j] = binary.LittleEndian.Uint16(b[2*j:])
			} else {
				p.v32[i+j] = binary.LittleEndian.Uint32(b[4*j:])
			}
		}
		i += m
	}
	return p, nil
}
