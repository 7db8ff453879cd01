package table

import (
	"slices"
	"testing"
)

func TestUint32BytesRoundTrip(t *testing.T) {
	v := []uint32{0, 1, 0x01020304, 0xffffffff}
	b := Uint32Bytes(v)
	want := []byte{0, 0, 0, 0, 1, 0, 0, 0, 4, 3, 2, 1, 0xff, 0xff, 0xff, 0xff}
	if !slices.Equal(b, want) {
		t.Fatalf("Uint32Bytes = %v, want little-endian %v", b, want)
	}
	if got := BytesUint32(b); !slices.Equal(got, v) {
		t.Errorf("BytesUint32 = %v, want %v", got, v)
	}
	// Unaligned bytes are copied; a trailing partial word is dropped.
	odd := append([]byte{9}, append(slices.Clone(want), 7, 7)...)
	if got := BytesUint32(odd[1:]); !slices.Equal(got, v) {
		t.Errorf("BytesUint32 of unaligned bytes = %v, want %v", got, v)
	}
	if got := BytesUint32([]byte{1, 2, 3}); got == nil || len(got) != 0 {
		t.Errorf("BytesUint32 of 3 bytes = %#v, want an empty slice", got)
	}
	if got := Uint32Bytes(nil); got == nil || len(got) != 0 {
		t.Errorf("Uint32Bytes(nil) = %#v, want an empty slice", got)
	}
}

func TestReport(t *testing.T) {
	var p Progress
	p.Report(1, 2) // a nil Progress is allowed
	var got []int
	p = func(done, total int) { got = append(got, done, total) }
	p.Report(3, 4)
	if !slices.Equal(got, []int{3, 4}) {
		t.Errorf("Report passed %v, want [3 4]", got)
	}
}
