package browser

import (
	"encoding/binary"
	"testing"
)

// WordBytes reads each word's bytes lowest first, as binary.LittleEndian
// writes them.
func TestWordBytes(t *testing.T) {
	w32 := []uint32{0x04030201, 0xa0b0c0d0}
	want := binary.LittleEndian.AppendUint32(binary.LittleEndian.AppendUint32(nil, w32[0]), w32[1])
	if got := WordBytes(w32); string(got) != string(want) {
		t.Errorf("WordBytes(%#x) = %x, want %x", w32, got, want)
	}
	w64 := []uint64{0x0807060504030201}
	if got, want := WordBytes(w64), binary.LittleEndian.AppendUint64(nil, w64[0]); string(got) != string(want) {
		t.Errorf("WordBytes(%#x) = %x, want %x", w64, got, want)
	}
	if WordBytes([]uint64(nil)) != nil {
		t.Error("no words, some bytes")
	}
}
