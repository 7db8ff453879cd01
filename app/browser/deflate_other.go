//go:build !js

package browser

import (
	"bytes"
	"compress/flate"
	"io"
)

// Deflate calls done at once with data compressed in the raw DEFLATE
// format (RFC 1951) by compress/flate. (In the browser its
// CompressionStream compresses, and done is called later.)
func Deflate(data []byte, done func([]byte, error)) {
	var b bytes.Buffer
	w, _ := flate.NewWriter(&b, flate.BestCompression)
	w.Write(data)
	w.Close()
	done(b.Bytes(), nil)
}

// Inflate calls done at once with what data holds compressed in the raw
// DEFLATE format, or an error when data is not that or holds more than
// limit bytes (limit > 0).
func Inflate(data []byte, limit int, done func([]byte, error)) {
	out, err := io.ReadAll(io.LimitReader(flate.NewReader(bytes.NewReader(data)), int64(limit)+1))
	if err == nil && len(out) > limit {
		err = errTooLarge
	}
	done(out, err)
}
