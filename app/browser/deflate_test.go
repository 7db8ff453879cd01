package browser

import (
	"bytes"
	"compress/flate"
	"io"
	"strings"
	"testing"
)

// deflateWith and inflateWith wait for Deflate and Inflate (in the browser
// they answer from a JavaScript callback).
func deflateWith(data []byte) ([]byte, error) {
	type result struct {
		b   []byte
		err error
	}
	done := make(chan result, 1)
	Deflate(data, func(b []byte, err error) { done <- result{b, err} })
	r := <-done
	return r.b, r.err
}

func inflateWith(data []byte, limit int) ([]byte, error) {
	type result struct {
		b   []byte
		err error
	}
	done := make(chan result, 1)
	Inflate(data, limit, func(b []byte, err error) { done <- result{b, err} })
	r := <-done
	return r.b, r.err
}

// Deflate writes raw DEFLATE that compress/flate reads back (natively and in
// the browser's streams alike); Inflate reads what compress/flate writes,
// rejects what is not DEFLATE, and stops past its limit.
func TestDeflate(t *testing.T) {
	text := []byte(strings.Repeat("def moves(x):\n    return [x - y for y in range(1, x + 1)]\n", 200))
	z, err := deflateWith(text)
	if err != nil {
		t.Fatal(err)
	}
	if len(z) >= len(text)/4 {
		t.Errorf("%d bytes deflated into %d", len(text), len(z))
	}
	back, err := io.ReadAll(flate.NewReader(bytes.NewReader(z)))
	if err != nil || !bytes.Equal(back, text) {
		t.Fatalf("compress/flate reads back %d bytes, %v", len(back), err)
	}

	var b bytes.Buffer
	w, _ := flate.NewWriter(&b, flate.BestSpeed)
	w.Write(text)
	w.Close()
	if got, err := inflateWith(b.Bytes(), len(text)); err != nil || !bytes.Equal(got, text) {
		t.Errorf("Inflate of compress/flate's %d bytes: %d bytes, %v", b.Len(), len(got), err)
	}
	if got, err := inflateWith(b.Bytes(), len(text)-1); err == nil {
		t.Errorf("Inflate past its limit gave %d bytes", len(got))
	}
	if got, err := inflateWith([]byte{0xff, 0xfe, 0xfd, 0xfc}, 1<<20); err == nil {
		t.Errorf("Inflate of damaged data gave %q", got)
	}
	if got, err := inflateWith(nil, 1<<20); err == nil {
		t.Errorf("Inflate of nothing gave %q", got)
	}
}
