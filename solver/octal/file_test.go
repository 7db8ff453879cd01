package octal

import (
	"bytes"
	"math/rand/v2"
	"testing"
)

func sampleFiles() []File {
	var files []File
	for i, width := range []int{1, 2, 4} {
		v := NewPacked(100+i, width)
		for x := range v.Len() {
			v.Set(x, uint32(uint64(x*x*(1+i*300))%(1<<(8*width))))
		}
		files = append(files, File{Checkpoint: i%2 == 0, Code: "4!.", N: 1000, Mask: 0xfe, Values: v})
	}
	return append(files, File{Code: "0.6", Values: NewPacked(1, 1)})
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
		if !bytes.Equal(encode(t, g), b) || g.Values.Width() != f.Values.Width() {
			t.Fatalf("%+v read back as %+v", f, g)
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

// FuzzReadFile checks that ReadFile never panics, and that a file it
// accepts is written back byte for byte.
func FuzzReadFile(f *testing.F) {
	for _, file := range sampleFiles() {
		f.Add(encode(f, file))
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		file, err := ReadFile(bytes.NewReader(b), int64(len(b)))
		if err != nil {
			return
		}
		if again := encode(t, file); !bytes.Equal(again, b) {
			t.Fatalf("read %x, written back as %x", b, again)
		}
	})
}
