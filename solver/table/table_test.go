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

func TestBytesUint16(t *testing.T) {
	b := []byte{9, 1, 2, 3, 4, 0xff, 0xfe, 7}
	want := []uint16{0x0201, 0x0403, 0xfeff}
	if got := BytesUint16(b[1:]); !slices.Equal(got, want) {
		t.Errorf("BytesUint16 of unaligned bytes = %#x, want little-endian %#x", got, want)
	}
	aligned := make([]byte, 6)
	copy(aligned, b[1:7])
	if got := BytesUint16(aligned); !slices.Equal(got, want) {
		t.Errorf("BytesUint16 = %#x, want %#x", got, want)
	}
	if got := BytesUint16([]byte{1}); got == nil || len(got) != 0 {
		t.Errorf("BytesUint16 of 1 byte = %#v, want an empty slice", got)
	}
}

func TestInt64BytesRoundTrip(t *testing.T) {
	v := []int64{0, -1, 0x0102030405060708, -1 << 63}
	b := Int64Bytes(v)
	if want := []byte{8, 7, 6, 5, 4, 3, 2, 1}; !slices.Equal(b[16:24], want) {
		t.Fatalf("Int64Bytes of %#x = %v, want little-endian %v", v[2], b[16:24], want)
	}
	if got := BytesInt64(append(b, 5, 5, 5)); !slices.Equal(got, v) {
		t.Errorf("BytesInt64 = %v, want %v (a trailing partial word dropped)", got, v)
	}
	if got := BytesInt64(Int64Bytes(nil)); len(got) != 0 {
		t.Errorf("no words back from no bytes: %v", got)
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
