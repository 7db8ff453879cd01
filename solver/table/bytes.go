package table

import (
	"encoding/binary"
	"unsafe"
)

// Uint32Bytes returns the bytes of v in the machine's (little-endian) order,
// sharing v's memory. Tables of 32-bit values are stored this way.
func Uint32Bytes(v []uint32) []byte {
	if len(v) == 0 {
		return []byte{}
	}
	return unsafe.Slice((*byte)(unsafe.Pointer(&v[0])), 4*len(v))
}

// BytesUint32 is the inverse of Uint32Bytes. It shares b's memory when b is
// 4-byte aligned and copies it otherwise; a trailing partial word is dropped.
func BytesUint32(b []byte) []uint32 { return view[uint32](b) }

// BytesUint16 returns b as 16-bit values in the machine's (little-endian)
// order. It shares b's memory when b is 2-byte aligned and copies it
// otherwise; a trailing odd byte is dropped.
func BytesUint16(b []byte) []uint16 { return view[uint16](b) }

// view returns b as T values in the machine's order, sharing b's memory
// when b is aligned for T and copying it otherwise.
func view[T uint16 | uint32](b []byte) []T {
	size := int(unsafe.Sizeof(T(0)))
	n := len(b) / size
	if n == 0 {
		return []T{}
	}
	if uintptr(unsafe.Pointer(&b[0]))%uintptr(size) == 0 {
		return unsafe.Slice((*T)(unsafe.Pointer(&b[0])), n)
	}
	v := make([]T, n)
	copy(unsafe.Slice((*byte)(unsafe.Pointer(&v[0])), n*size), b)
	return v
}

// Int64Bytes returns v as 64-bit little-endian words, in a new slice: the
// worker sends lists of option words this way.
func Int64Bytes(v []int64) []byte {
	b := make([]byte, 0, 8*len(v))
	for _, w := range v {
		b = binary.LittleEndian.AppendUint64(b, uint64(w))
	}
	return b
}

// BytesInt64 is the inverse of Int64Bytes; a trailing partial word is
// dropped.
func BytesInt64(b []byte) []int64 {
	v := make([]int64, len(b)/8)
	for i := range v {
		v[i] = int64(binary.LittleEndian.Uint64(b[8*i:]))
	}
	return v
}
