package protocol

import "encoding/binary"

// Words reads the 32-bit little-endian words of a Blob's bytes (Values.Values,
// Rare.Positions) into Go; a trailing partial word is dropped.
func Words(b []byte) []uint32 {
	w := make([]uint32, len(b)/4)
	for i := range w {
		w[i] = binary.LittleEndian.Uint32(b[4*i:])
	}
	return w
}

// WordBytes is the inverse of Words: the words as 32-bit little-endian
// bytes, the layout of a Blob of words and of a canvas's RGBA pixels.
func WordBytes(w []uint32) []byte {
	b := make([]byte, 4*len(w))
	for i, x := range w {
		binary.LittleEndian.PutUint32(b[4*i:], x)
	}
	return b
}
