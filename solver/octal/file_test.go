package octal

import (
	"bytes"
	"encoding/binary"
	"hash/crc32"
	"math/rand/v2"
	"slices"
	"testing"
)

func sampleFiles() []File {
	var files []File
	for i, bits := range []int{8, 9, 16, 32, 9} {
		v := NewPacked(100+i, bits)
		for x := range v.Len() {
			v.Set(x, uint32(uint64(x*x*(1+i*300))%(1<<bits)))
		}
		f := File{Checkpoint: i%2 == 0, Code: "4!.0", N: 1000, Mask: 0xfe, Values: v}
		if !f.Checkpoint {
			f.N = v.Len() - 1 // a table holds heaps 0..N
		}
		files = append(files, f)
	}
	return append(files, File{Code: "0.6", Values: NewPacked(1, 8)}, File{Checkpoint: true, Code: "0.6", Values: NewPacked(0, 9)})
}

// encodeV1 returns f in version 1 of the format (widths in bytes), as
// written before values of nine bits were; f's values must not have nine.
func encodeV1(t testing.TB, f File) []byte {
	b := encode(t, f)
	b[7] = '1'
	b[headerSize+len(f.Code)-1] /= 8
	body := b[:len(b)-crcSize]
	return binary.LittleEndian.AppendUint32(body, crc32.Checksum(body, castagnoli))
}

func encode(t testing.TB, f File) []byte {
	var b bytes.Buffer
	if err := f.Write(&b); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// TestFileRoundTrip writes files and reads them back; a changed byte or a
// cut anywhere makes the reader refuse the file.
func TestFileRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 1))
	for _, f := range sampleFiles() {
		b := encode(t, f)
		g, err := ReadFile(bytes.NewReader(b), int64(len(b)))
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(encode(t, g), b) || g.Values.Bits() != f.Values.Bits() || !slices.Equal(g.Values.Uint32s(), f.Values.Uint32s()) {
			t.Fatalf("%+v read back as %+v", f, g)
		}
		if f.Values.Bits() != 9 {
			old := encodeV1(t, f)
			g, err := ReadFile(bytes.NewReader(old), int64(len(old)))
			if err != nil || !bytes.Equal(encode(t, g), b) {
				t.Fatalf("%+v in version 1: read back as %+v, %v", f, g, err)
			}
		}
		for range 200 {
			d := bytes.Clone(b)
			d[rng.IntN(len(d))] ^= byte(1 + rng.IntN(255))
			if _, err := ReadFile(bytes.NewReader(d), int64(len(d))); err == nil {
				t.Fatalf("a changed byte was not noticed")
			}
			cut := d[:rng.IntN(len(b))]
			if _, err := ReadFile(bytes.NewReader(cut), int64(len(cut))); err == nil {
				t.Fatalf("a file cut to %d of %d bytes was read", len(cut), len(b))
			}
		}
	}
}

// TestFileNineBits checks the layout of values of nine bits: the low
// bytes, then the ninth bits, eight a byte from the lowest; a set bit past
// the last value is refused.
func TestFileNineBits(t *testing.T) {
	v := NewPacked(10, 9)
	for x := range 10 {
		v.Set(x, uint32(x*56))
	}
	f := File{Code: "0.6", N: 9, Values: v}
	b := encode(t, f)
	values := b[headerSize+len(f.Code) : len(b)-crcSize]
	want := []byte{0, 56, 112, 168, 224, 280 - 256, 336 - 256, 392 - 256, 448 - 256, 504 - 256, 0b11100000, 0b11}
	if !bytes.Equal(values, want) {
		t.Fatalf("values written %v, want %v", values, want)
	}
	values[len(values)-1] |= 0b100
	body := b[:len(b)-crcSize]
	b = binary.LittleEndian.AppendUint32(body, crc32.Checksum(body, castagnoli))
	if _, err := ReadFile(bytes.NewReader(b), int64(len(b))); err != errPadding {
		t.Fatalf("a ninth bit set past the last value: %v, want %v", err, errPadding)
	}
}

// FuzzReadFile checks that ReadFile never panics, and that a file it
// accepts is written back byte for byte (version 1: as it reads).
func FuzzReadFile(f *testing.F) {
	for _, file := range sampleFiles() {
		f.Add(encode(f, file))
		if file.Values.Bits() != 9 {
			f.Add(encodeV1(f, file))
		}
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		file, err := ReadFile(bytes.NewReader(b), int64(len(b)))
		if err != nil {
			return
		}
		again := encode(t, file)
		if magic := string(b[:8]); magic == tableMagicV1 || magic == checkpointMagicV1 {
			again = encodeV1(t, file)
		}
		if !bytes.Equal(again, b) {
			t.Fatalf("read %x, written back as %x", b, again)
		}
	})
}

// TestFileHeaderRefused: a header that contradicts the format, its
// checksum right, is refused: a table whose values are not those of heaps
// 0..N, and a code that is not one, or not in its normal form.
func TestFileHeaderRefused(t *testing.T) {
	for _, f := range []File{
		{Code: "4!.0", N: 5000, Values: NewPacked(0, 8)},
		{Code: "4!.0", N: 5000, Values: NewPacked(5000, 8)},
		{Code: "zz", N: 0, Values: NewPacked(1, 8)},
		{Code: "", N: 0, Values: NewPacked(1, 8)},
		{Code: "4!.00", N: 0, Values: NewPacked(1, 8)},
		{Checkpoint: true, Code: "0.60", N: 10, Values: NewPacked(3, 8)},
	} {
		b := encode(t, f)
		if _, err := ReadFile(bytes.NewReader(b), int64(len(b))); err == nil {
			t.Errorf("code %q, heaps 0..%d, %d values: read", f.Code, f.N, f.Values.Len())
		}
	}
}
