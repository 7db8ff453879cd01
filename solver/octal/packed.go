package octal

import (
	"encoding/binary"
	"errors"
	"io"
	"slices"
	"unsafe"

	"nimber/solver/period"
)

// Packed holds Grundy values at the width they need: a byte each while
// every value is below 256, nine bits below 512 (a byte and a bit: the
// low bytes, and the ninth bits in a bitset), two bytes below 65536, else
// four. Exactly one of v8 (with hi for nine bits), v16 and v32 is in use;
// the zero value holds no values of 8 bits.
type Packed struct {
	v8  []uint8
	hi  []uint64 // with v8, values of nine bits: bit 8 of value i is bit i%64 of hi[i/64]
	v16 []uint16
	v32 []uint32
}

// word is the type of one packed value, or of its low byte (nine bits).
type word interface{ uint8 | uint16 | uint32 }

// NewPacked returns n zero values of the given bits: 8, 9, 16 or 32.
func NewPacked(n, bits int) Packed {
	switch bits {
	case 8:
		return Packed{v8: make([]uint8, n)}
	case 9:
		return Packed{v8: make([]uint8, n), hi: make([]uint64, highWords(n))}
	case 16:
		return Packed{v16: make([]uint16, n)}
	}
	return Packed{v32: make([]uint32, n)}
}

// highWords returns the words of ninth bits n values of nine bits take.
func highWords(n int) int { return (n + 63) / 64 }

// PackedOf returns the values v at the least width that holds them all.
func PackedOf(v []uint32) Packed {
	top := uint32(0)
	for _, x := range v {
		top = max(top, x)
	}
	p := NewPacked(len(v), bitsFor(top))
	for i, x := range v {
		p.Set(i, x)
	}
	return p
}

// bitsFor returns the bits a value up to top needs: 8, 9, 16 or 32.
func bitsFor(top uint32) int {
	switch {
	case top <= 0xff:
		return 8
	case top <= 0x1ff:
		return 9
	case top <= 0xffff:
		return 16
	}
	return 32
}

// maxFor returns the largest value of the given bits.
func maxFor(bits int) uint32 { return uint32(1<<bits - 1) }

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

// Bits returns the bits each value takes: 8, 9, 16 or 32.
func (p Packed) Bits() int {
	switch {
	case p.hi != nil:
		return 9
	case p.v16 != nil:
		return 16
	case p.v32 != nil:
		return 32
	}
	return 8
}

// Bytes returns the bytes the values take.
func (p Packed) Bytes() int { return int(packedBytes(int64(p.Len()), p.Bits())) }

// At returns the value of heap i.
func (p Packed) At(i int) uint32 {
	switch {
	case p.hi != nil:
		return uint32(p.v8[i]) | uint32(p.hi[i>>6]>>(i&63)&1)<<8
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
	case p.hi != nil:
		p.v8[i] = uint8(x)
		setHigh(p.hi, i, x)
	case p.v16 != nil:
		p.v16[i] = uint16(x)
	case p.v32 != nil:
		p.v32[i] = x
	default:
		p.v8[i] = uint8(x)
	}
}

// setHigh sets bit i of hi to bit 8 of x.
func setHigh(hi []uint64, i int, x uint32) {
	hi[i>>6] = hi[i>>6]&^(1<<(i&63)) | uint64(x>>8&1)<<(i&63)
}

// Prefix returns the first n values of p, sharing its memory.
func (p Packed) Prefix(n int) Packed {
	switch {
	case p.hi != nil:
		return Packed{v8: p.v8[:n], hi: p.hi[:highWords(n)]}
	case p.v16 != nil:
		return Packed{v16: p.v16[:n]}
	case p.v32 != nil:
		return Packed{v32: p.v32[:n]}
	}
	return Packed{v8: p.v8[:n]}
}

// Clone returns a copy of p, at its width.
func (p Packed) Clone() Packed {
	return Packed{v8: slices.Clone(p.v8), hi: slices.Clone(p.hi), v16: slices.Clone(p.v16), v32: slices.Clone(p.v32)}
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
	case p.hi != nil:
		return period.FindNine(p.v8, p.hi, bound)
	case p.v16 != nil:
		return period.Find(p.v16, bound)
	case p.v32 != nil:
		return period.Find(p.v32, bound)
	}
	return period.Find(p.v8, bound)
}

// widened returns a copy of p's values at the given bits, no fewer than
// p's, in a Packed of size values, the rest zero.
func (p Packed) widened(bits, size int) Packed {
	q := NewPacked(size, bits)
	for i := range p.Len() {
		q.Set(i, p.At(i))
	}
	return q
}

// WriteTo writes p's values little-endian at its width; values of nine
// bits as their low bytes, then their ninth bits, eight a byte, the first
// in the lowest bit, the last byte padded with zeros.
func (p Packed) WriteTo(w io.Writer) (int64, error) {
	n := p.Len()
	var buf [1 << 16]byte
	var total int64
	flush := func(b []byte) error {
		m, err := w.Write(b)
		total += int64(m)
		return err
	}
	switch p.Bits() {
	case 8:
		return total, flush(p.v8)
	case 9:
		if err := flush(p.v8); err != nil {
			return total, err
		}
		size := (n + 7) / 8
		for i := 0; i < size; {
			b := buf[:0]
			for ; i < size && len(b) < len(buf); i++ {
				b = append(b, byte(p.hi[i/8]>>(8*(i%8))))
			}
			if i == size && n%8 != 0 {
				b[len(b)-1] &= byte(1<<(n%8) - 1)
			}
			if err := flush(b); err != nil {
				return total, err
			}
		}
		return total, nil
	}
	width := p.Bits() / 8
	for i := 0; i < n; {
		b := buf[:0]
		for ; i < n && len(b)+width <= len(buf); i++ {
			if width == 2 {
				b = binary.LittleEndian.AppendUint16(b, p.v16[i])
			} else {
				b = binary.LittleEndian.AppendUint32(b, p.v32[i])
			}
		}
		if err := flush(b); err != nil {
			return total, err
		}
	}
	return total, nil
}

// packedBytes returns the bytes WriteTo writes for n values of the given
// bits.
func packedBytes(n int64, bits int) int64 {
	if bits == 9 {
		return n + (n+7)/8
	}
	return n * int64(bits/8)
}

// errPadding is ReadPacked's error for values of nine bits whose last
// byte of ninth bits is not padded with zeros.
var errPadding = errors.New("damaged: ninth bits past its last value")

// ReadPacked reads n values little-endian of the given bits from r, as
// WriteTo writes them.
func ReadPacked(r io.Reader, n, bits int) (Packed, error) {
	p := NewPacked(n, bits)
	var buf [1 << 16]byte
	switch bits {
	case 8:
		_, err := io.ReadFull(r, p.v8)
		return p, err
	case 9:
		if _, err := io.ReadFull(r, p.v8); err != nil {
			return Packed{}, err
		}
		for i, left := 0, (n+7)/8; left > 0; {
			b := buf[:min(left, len(buf))]
			if _, err := io.ReadFull(r, b); err != nil {
				return Packed{}, err
			}
			for _, x := range b {
				p.hi[i/8] |= uint64(x) << (8 * (i % 8))
				i++
			}
			left -= len(b)
		}
		if r := n % 64; r != 0 && p.hi[len(p.hi)-1]>>r != 0 {
			return Packed{}, errPadding
		}
		return p, nil
	}
	width := bits / 8
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

// Memory returns the memory holding p's values, in the machine's byte
// order: the values (the low bytes of values of nine bits), and the ninth
// bits of values of nine bits as words of 64 bits (nil at other widths).
// Both share p's memory: writing to them sets its values. Values travel
// between Go instances through them (the browser's pool of workers).
func (p Packed) Memory() (values, high []byte) {
	bytesOf := func(ptr unsafe.Pointer, n int) []byte {
		if n == 0 {
			return []byte{}
		}
		return unsafe.Slice((*byte)(ptr), n)
	}
	switch {
	case p.v16 != nil:
		return bytesOf(unsafe.Pointer(unsafe.SliceData(p.v16)), 2*len(p.v16)), nil
	case p.v32 != nil:
		return bytesOf(unsafe.Pointer(unsafe.SliceData(p.v32)), 4*len(p.v32)), nil
	case p.hi != nil:
		high = bytesOf(unsafe.Pointer(unsafe.SliceData(p.hi)), 8*len(p.hi))
	}
	return p.v8, high
}
