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
