package wasmdata

import (
	"bytes"
	"encoding/binary"
	"math/rand/v2"
	"testing"
)

// module is a WebAssembly module with a custom section, the data section
// of segs and a custom section after it.
func module(segs []segment) []byte {
	custom := []byte{0, 4, 1, 'x', 'y', 'z'}
	m := append([]byte("\x00asm\x01\x00\x00\x00"), custom...)
	body := writeSegments(segs)
	m = append(m, sectionData)
	m = binary.AppendUvarint(m, uint64(len(body)))
	return append(append(m, body...), custom...)
}

// memory is the memory a module starts with: its segments' bytes at their
// offsets, zeros elsewhere.
func memory(t *testing.T, m []byte) []byte {
	t.Helper()
	var segs []segment
	for at := 8; at < len(m); {
		size, n := binary.Uvarint(m[at+1:])
		body := m[at+1+n : at+1+n+int(size)]
		if m[at] == sectionData { // (Join reads no further)
			var err error
			if segs, err = readSegments(body); err != nil {
				t.Fatal(err)
			}
			break
		}
		at += 1 + n + int(size)
	}
	var mem []byte
	for _, s := range segs {
		if end := s.offset + len(s.data); end > len(mem) {
			mem = append(mem, make([]byte, end-len(mem))...)
		}
		copy(mem[s.offset:], s.data)
	}
	return mem
}

// TestJoin joins random segments (with zero runs of every length between
// them, as Go's linker leaves them, offsets up to past 2^20 so that they
// take several bytes) and checks that the module starts with the same
// memory, in fewer segments none of which lie less than Gap bytes apart,
// and that the sections after the data are kept.
func TestJoin(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for round := range 50 {
		var segs []segment
		at := r.IntN(1 << 21)
		for range r.IntN(200) {
			data := make([]byte, 1+r.IntN(40))
			for i := range data {
				data[i] = byte(1 + r.IntN(255))
			}
			segs = append(segs, segment{at, data})
			at += len(data) + 8 + r.IntN(3*Gap)
		}
		r.Shuffle(len(segs), func(i, j int) { segs[i], segs[j] = segs[j], segs[i] })
		in := module(segs)
		out, err := Join(in)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(memory(t, out), memory(t, in)) {
			t.Fatalf("round %d: the joined module starts with another memory", round)
		}
		joined := join(segs)
		for i := 1; i < len(joined); i++ {
			if gap := joined[i].offset - joined[i-1].offset - len(joined[i-1].data); gap < Gap {
				t.Fatalf("round %d: segments %d and %d are %d bytes apart", round, i-1, i, gap)
			}
		}
		if !bytes.Equal(out[len(out)-6:], in[len(in)-6:]) || !bytes.Equal(out[:14], in[:14]) {
			t.Fatalf("round %d: the other sections changed", round)
		}
	}
}

// TestJoinRefuses checks that Join leaves a module without data as it is
// and refuses segments it does not know (passive ones) and truncated input.
func TestJoinRefuses(t *testing.T) {
	plain := []byte("\x00asm\x01\x00\x00\x00\x00\x04\x01xyz")
	if out, err := Join(plain); err != nil || !bytes.Equal(out, plain) {
		t.Errorf("a module without data: %v, %v", out, err)
	}
	passive := append([]byte("\x00asm\x01\x00\x00\x00"), sectionData, 4, 1, 1, 1, 'a')
	if _, err := Join(passive); err == nil {
		t.Error("a passive segment was accepted")
	}
	whole := module([]segment{{100, []byte{1, 2}}, {200, []byte{3}}})
	if _, err := Join(whole[:len(whole)-8]); err == nil {
		t.Error("a truncated module was accepted")
	}
	if _, err := Join([]byte("wasm")); err == nil {
		t.Error("a file that is not a module was accepted")
	}
	if _, err := Join(module([]segment{{100, []byte{1, 2, 3}}, {102, []byte{4}}})); err == nil {
		t.Error("overlapping segments were accepted")
	}
}

// FuzzJoin joins any bytes: no panic, and a module Join accepts comes out
// with the same memory and joins again to itself.
func FuzzJoin(f *testing.F) {
	f.Add(module([]segment{{100, []byte{1, 2}}, {110, []byte{3}}, {400, []byte{4, 5, 6}}}))
	f.Add(module([]segment{{1 << 20, []byte{7}}}))
	f.Add([]byte("\x00asm\x01\x00\x00\x00\x00\x04\x01xyz"))
	f.Fuzz(func(t *testing.T, in []byte) {
		out, err := Join(in)
		if err != nil {
			return
		}
		if !bytes.Equal(memory(t, out), memory(t, in)) {
			t.Fatal("the joined module starts with another memory")
		}
		again, err := Join(out)
		if err != nil || !bytes.Equal(again, out) {
			t.Fatalf("joined again: %v (changed: %v)", err, !bytes.Equal(again, out))
		}
	})
}
