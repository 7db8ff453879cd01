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
func BytesUint32(b []byte) []uint32 {
	n := len(b) / 4
	if n == 0 {
		return []uint32{}
	}
	if uintptr(unsafe.Pointer(&b[0]))%4 == 0 {
		return unsafe.Slice((*uint32)(unsafe.Pointer(&b[0])), n)
	}
	v := make([]uint32, n)
	copy(Uint32Bytes(v), b)
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
