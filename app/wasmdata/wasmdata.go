// Package wasmdata joins the data segments of a WebAssembly module built by
// Go, which compresses it better.
//
// Go's linker writes the program's static data (type descriptors, the
// function tables, static composite literals) as active data segments and
// starts a new segment wherever eight zero bytes or more run, leaving the
// zeros out: the raw file is smallest that way. Nimber's UI has about
// 96,000 such segments (its function lookup table alone has sixteen
// 20-byte buckets per function, mostly zeros), and each segment's header
// (its offset and length, about 7 bytes) compresses poorly. Join writes
// segments that lie less than Gap bytes apart as one, zeros included: the
// memory the module starts with is the same byte for byte, the raw file
// grows (about 0.9 MB for the UI) and its gzip copy shrinks (about
// 150 kB), and the browser initialises about 7,000 segments instead of
// a hundred thousand.
package wasmdata

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"math"
	"slices"
)

// Gap is the distance under which Join joins two segments. The function
// lookup table's zero runs are 18 bytes long: joining them is what pays,
// and Gap is the least that joins them. A larger Gap trades raw bytes for
// few gzipped ones; measured on the UI's wasm (8,721,747 bytes as linked,
// gzip -9 2,257,355): Gap 18 gives 8,742,335 bytes raw and 2,235,740
// gzipped, 19 gives 9,616,916 and 2,103,286, 32 gives 9,693,404 and
// 2,090,652, 128 gives 9,718,458 and 2,089,394.
const Gap = 19

// sectionData is the id of the data section.
const sectionData = 11

// segment is an active data segment of memory 0: its bytes at offset.
type segment struct {
	offset int
	data   []byte
}

// Join returns module with its data segments less than Gap bytes apart
// joined. It leaves a module without a data section as it is, and refuses
// one whose segments are not all active segments of memory 0 at a
// constant offset (Go writes no other kind).
func Join(module []byte) ([]byte, error) {
	if len(module) < 8 || !bytes.Equal(module[:4], []byte("\x00asm")) {
		return nil, errors.New("wasmdata: not a WebAssembly module")
	}
	for at := 8; at < len(module); {
		id := module[at]
		size, n := binary.Uvarint(module[at+1:])
		if n <= 0 || size > uint64(len(module)-(at+1+n)) {
			return nil, errors.New("wasmdata: truncated section")
		}
		body := module[at+1+n : at+1+n+int(size)]
		if id == sectionData {
			segs, err := readSegments(body)
			if err != nil {
				return nil, err
			}
			out := append([]byte{}, module[:at]...)
			out = append(out, sectionData)
			joined := writeSegments(join(segs))
			out = binary.AppendUvarint(out, uint64(len(joined)))
			out = append(out, joined...)
			return append(out, module[at+1+n+int(size):]...), nil
		}
		at += 1 + n + int(size)
	}
	return module, nil
}

// readSegments reads the segments of a data section's body.
func readSegments(body []byte) ([]segment, error) {
	count, at := binary.Uvarint(body)
	if at <= 0 || count > uint64(len(body)) { // a segment takes 4 bytes at least
		return nil, errors.New("wasmdata: bad segment count")
	}
	segs := make([]segment, 0, count)
	for range count {
		// flags 0 (active, memory 0), i32.const offset, end, length, bytes
		if at+2 > len(body) || body[at] != 0 || body[at+1] != 0x41 {
			return nil, fmt.Errorf("wasmdata: segment %d is not an active segment at a constant offset", len(segs))
		}
		offset, n := readSigned(body[at+2:])
		at += 2 + n
		if n <= 0 || offset < 0 || offset > math.MaxUint32 || at >= len(body) || body[at] != 0x0b {
			return nil, fmt.Errorf("wasmdata: segment %d has no constant offset", len(segs))
		}
		size, n := binary.Uvarint(body[at+1:])
		at += 1 + n
		if n <= 0 || size > uint64(len(body)-at) {
			return nil, errors.New("wasmdata: truncated segment")
		}
		segs = append(segs, segment{int(offset), body[at : at+int(size)]})
		at += int(size)
	}
	if at != len(body) {
		return nil, errors.New("wasmdata: bytes after the last segment")
	}
	// Joined in address order, overlapping segments would lose the order
	// that says which one's bytes win (Go writes none).
	sorted := slices.SortedFunc(slices.Values(segs), func(a, b segment) int { return a.offset - b.offset })
	for i := 1; i < len(sorted); i++ {
		if sorted[i].offset < sorted[i-1].offset+len(sorted[i-1].data) {
			return nil, fmt.Errorf("wasmdata: segments at %d and %d overlap", sorted[i-1].offset, sorted[i].offset)
		}
	}
	return segs, nil
}

// join joins the segments less than Gap bytes apart, in address order.
func join(segs []segment) []segment {
	segs = slices.Clone(segs)
	slices.SortStableFunc(segs, func(a, b segment) int { return a.offset - b.offset })
	var out []segment
	for _, s := range segs {
		if len(out) > 0 {
			last := &out[len(out)-1]
			if gap := s.offset - (last.offset + len(last.data)); gap >= 0 && gap < Gap {
				last.data = append(append(last.data, make([]byte, gap)...), s.data...)
				continue
			}
		}
		out = append(out, segment{s.offset, slices.Clone(s.data)})
	}
	return out
}

// writeSegments writes segs as a data section's body.
func writeSegments(segs []segment) []byte {
	body := binary.AppendUvarint(nil, uint64(len(segs)))
	for _, s := range segs {
		body = append(body, 0, 0x41)
		body = appendSigned(body, int64(s.offset))
		body = append(body, 0x0b)
		body = binary.AppendUvarint(body, uint64(len(s.data)))
		body = append(body, s.data...)
	}
	return body
}

// readSigned reads a signed LEB128 number, returning it and its length
// (0 when b ends first).
func readSigned(b []byte) (int64, int) {
	var v int64
	var shift uint
	for i, c := range b {
		v |= int64(c&0x7f) << shift
		shift += 7
		if c&0x80 == 0 {
			if shift < 64 && c&0x40 != 0 {
				v |= -1 << shift
			}
			return v, i + 1
		}
	}
	return 0, 0
}

// appendSigned appends v in signed LEB128.
func appendSigned(b []byte, v int64) []byte {
	for {
		c := byte(v & 0x7f)
		v >>= 7
		if v == 0 && c&0x40 == 0 || v == -1 && c&0x40 != 0 {
			return append(b, c)
		}
		b = append(b, c|0x80)
	}
}
