package protocol

import (
	"reflect"
	"testing"
)

// Words reads little-endian words, and a trailing partial word is dropped.
func TestWords(t *testing.T) {
	b := []byte{1, 0, 0, 0, 0x78, 0x56, 0x34, 0x12, 0xff, 0xff, 0xff, 0xff, 9}
	want := []uint32{1, 0x12345678, 1<<32 - 1}
	got := Words(b)
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("Words = %x, want %x", got, want)
	}
	if len(Words(nil)) != 0 {
		t.Error("no bytes should be no words")
	}
}
