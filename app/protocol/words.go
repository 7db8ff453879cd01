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

// PutWords writes the words w into b (at least 4·len(w) bytes) as 32-bit
// little-endian words: the layout of a Blob of words, and of a canvas's
// RGBA pixels.
func PutWords(b []byte, w []uint32) {
	for i, x := range w {
		binary.LittleEndian.PutUint32(b[4*i:], x)
	}
}
