package wasmdata

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// module is a WebAssembly module as Go's linker lays one out: a type, an
// imported function, a function of its own, a memory exported as "mem"
// of extra pages past the last segment's, the data section of segs, and
// custom sections before and after.
func module(segs []segment, extra int) []byte {
	end := 0
	for _, s := range segs {
		end = max(end, s.offset+len(s.data))
	}
	pages := (end+pageSize-1)/pageSize + extra
	custom := []byte{4, 'x', 'y', 'z', '!'}
	m := []byte(moduleHeader)
	m = appendSection(m, 0, custom)
	m = appendSection(m, sectionType, []byte{1, 0x60, 0, 0})
	m = appendSection(m, sectionImport, []byte{1, 2, 'g', 'o', 1, 'f', 0, 0})
	m = appendSection(m, sectionFunction, []byte{1, 0})
	m = appendSection(m, sectionMemory, binary.AppendUvarint([]byte{1, 0}, uint64(pages)))
	m = appendSection(m, 7, []byte{1, 3, 'm', 'e', 'm', 2, 0}) // export
	m = appendSection(m, sectionCode, []byte{1, 2, 0, opEnd})
	m = appendSection(m, sectionData, writeSegments(segs))
	return appendSection(m, 0, custom)
}

// memory is the memory a module made by module starts with as its data
// section says: its segments' bytes at their offsets, zeros elsewhere.
// For a packed module it is the memory before the start function runs.
func memory(t *testing.T, m []byte) []byte {
	t.Helper()
	sections, err := readSections(m)
	if err != nil {
		t.Fatal(err)
	}
	var mem []byte
	for _, s := range sections {
		if s.id != sectionData {
			continue
		}
		segs, err := readSegments(s.body)
		if err != nil {
			t.Fatal(err)
		}
		for _, s := range segs {
			if end := s.offset + len(s.data); end > len(mem) {
				mem = append(mem, make([]byte, end-len(mem))...)
			}
			copy(mem[s.offset:], s.data)
		}
	}
	return mem
}

// randomSegments returns segments as Go's linker writes them: non-zero
// bytes with zero runs of every length inside, at least eight zeros
// apart, from offset at.
func randomSegments(r *rand.Rand, at, count int) []segment {
	var segs []segment
	for range count {
		data := make([]byte, 1+r.IntN(60))
		for i := range data {
			if r.IntN(4) > 0 {
				data[i] = byte(1 + r.IntN(255))
			}
		}
		data[0], data[len(data)-1] = 1+byte(r.IntN(255)), 1+byte(r.IntN(255))
		segs = append(segs, segment{at, data})
		at += len(data) + 8 + r.IntN(40)
		if r.IntN(20) == 0 {
			at += r.IntN(1 << 16) // gaps that take two or three bytes in the list
		}
	}
	r.Shuffle(len(segs), func(i, j int) { segs[i], segs[j] = segs[j], segs[i] })
	return segs
}

// TestPack packs random modules and checks, from the packed module's
// sections, that its data holds the runs of the memory apart from each
// other's zeros, that the list reproduces the memory when read forward
// (the start function reads it backward: TestPackedModuleRuns runs it),
// that the start function and its type were added, and that the other
// sections are kept.
func TestPack(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for round := range 60 {
		segs := randomSegments(r, r.IntN(1<<21), 1+r.IntN(300))
		in := module(segs, 0)
		out, err := Pack(in)
		if err != nil {
			t.Fatal(err)
		}
		sections, err := readSections(out)
		if err != nil {
			t.Fatal(err)
		}
		var packed []segment
		ids := ""
		for _, s := range sections {
			ids += fmt.Sprint(s.id, " ")
			if s.id == sectionData {
				if packed, err = readSegments(s.body); err != nil {
					t.Fatal(err)
				}
			}
		}
		if ids != "0 1 2 3 5 7 8 10 11 0 " {
			t.Fatalf("round %d: sections %s", round, ids)
		}
		if len(packed) != 2 {
			t.Fatalf("round %d: %d segments", round, len(packed))
		}
		want := memory(t, in)
		if got := listedMemory(t, packed[0], packed[1].data); !bytes.Equal(got, want) {
			t.Fatalf("round %d: the list gives another memory", round)
		}
		if bytes.Contains(packed[0].data, make([]byte, MinZeros)) {
			t.Fatalf("round %d: %d zeros in a row are packed", round, MinZeros)
		}
		if again, err := Pack(out); err != nil || !bytes.Equal(again, out) {
			t.Fatalf("round %d: packed again: %v", round, err)
		}
	}
}

// listedMemory returns the memory the list of a packed module describes,
// read from its first run forward: each run's bytes taken in turn from
// the packed runs and the zeros after it.
func listedMemory(t *testing.T, runs segment, list []byte) []byte {
	t.Helper()
	type entry struct{ zerosAfter, length int }
	var entries []entry
	for len(list) > 0 {
		var e [2]int
		for i := range e {
			v, n := binary.Uvarint(list)
			if n <= 0 {
				t.Fatal("the list ends inside a number")
			}
			e[i], list = int(v), list[n:]
		}
		entries = append(entries, entry{e[0], e[1]})
	}
	mem := make([]byte, runs.offset)
	from := runs.data
	for i := len(entries) - 1; i >= 0; i-- {
		e := entries[i]
		if e.length > len(from) {
			t.Fatal("the list takes more bytes than the packed runs hold")
		}
		mem = append(mem, from[:e.length]...)
		mem = append(mem, make([]byte, e.zerosAfter)...)
		from = from[e.length:]
	}
	if len(from) != 0 {
		t.Fatalf("%d packed bytes are in no run", len(from))
	}
	return mem
}

// TestPackedModuleRuns instantiates random packed modules in Node and
// checks that, once the start function has run, each one's memory is the
// memory of the module it was packed from, byte for byte, and that
// memory grown to hold the list is otherwise zero.
func TestPackedModuleRuns(t *testing.T) {
	node, err := exec.LookPath("node")
	if err != nil {
		t.Skip("node is not installed: the packed modules are not run (make test installs it)")
	}
	r := rand.New(rand.NewPCG(3, 4))
	dir := t.TempDir()
	var names []string
	for round := range 40 {
		count := 1 + r.IntN(400)
		if round == 0 {
			count = 20000 // a list longer than a page
		}
		segs := randomSegments(r, r.IntN(1<<20), count)
		in := module(segs, r.IntN(3))
		out, err := Pack(in)
		if err != nil {
			t.Fatal(err)
		}
		name := filepath.Join(dir, fmt.Sprint(round))
		for suffix, m := range map[string][]byte{".in": in, ".out": out} {
			if err := os.WriteFile(name+suffix, m, 0o644); err != nil {
				t.Fatal(err)
			}
		}
		names = append(names, name)
	}
	script := filepath.Join(dir, "compare.js")
	if err := os.WriteFile(script, []byte(compareScript), 0o644); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command(node, append([]string{script}, names...)...).CombinedOutput()
	if err != nil || strings.TrimSpace(string(out)) != fmt.Sprint(len(names), " modules: the same memory") {
		t.Fatalf("node: %v\n%s", err, out)
	}
}

// compareScript instantiates NAME.in and NAME.out for each NAME of its
// arguments and compares their memories (the longer one's extra bytes
// must be zeros).
const compareScript = `
const fs = require("fs");
const memory = (file) => {
	const instance = new WebAssembly.Instance(new WebAssembly.Module(fs.readFileSync(file)), {go: {f: () => {}}});
	return new Uint8Array(instance.exports.mem.buffer);
};
const names = process.argv.slice(2);
for (const name of names) {
	const a = memory(name + ".in"), b = memory(name + ".out");
	for (let i = 0; i < Math.max(a.length, b.length); i++) {
		if ((a[i] || 0) !== (b[i] || 0)) {
			console.log(name + ": memory differs at " + i);
			process.exit(1);
		}
	}
}
console.log(names.length + " modules: the same memory");
`

// TestPackLeaves checks that Pack leaves a module without data or without
// a non-zero byte as it is, and refuses segments it does not know
// (passive ones), overlapping ones, a data count section, a memory with a
// maximum, truncated input and what is not a module.
func TestPackLeaves(t *testing.T) {
	plain := []byte("\x00asm\x01\x00\x00\x00\x00\x04\x01xyz")
	if out, err := Pack(plain); err != nil || !bytes.Equal(out, plain) {
		t.Errorf("a module without data: %v, %v", out, err)
	}
	zeros := module([]segment{{100, []byte{0, 0}}}, 1)
	if out, err := Pack(zeros); err != nil || !bytes.Equal(out, zeros) {
		t.Errorf("a module with zeros only: %v", err)
	}
	passive := append([]byte(moduleHeader), sectionData, 4, 1, 1, 1, 'a')
	if _, err := Pack(passive); err == nil {
		t.Error("a passive segment was accepted")
	}
	whole := module([]segment{{100, []byte{1, 2}}, {200, []byte{3}}}, 1)
	if _, err := Pack(whole[:len(whole)-8]); err == nil {
		t.Error("a truncated module was accepted")
	}
	if _, err := Pack([]byte("wasm")); err == nil {
		t.Error("a file that is not a module was accepted")
	}
	if _, err := Pack(module([]segment{{100, []byte{1, 2, 3}}, {102, []byte{4}}}, 1)); err == nil {
		t.Error("overlapping segments were accepted")
	}
	sections, _ := readSections(whole)
	counted := []byte(moduleHeader) // whole, with a data count section before the code
	for _, sec := range sections {
		if sec.id == sectionCode {
			counted = appendSection(counted, sectionDataCount, []byte{2})
		}
		counted = appendSection(counted, sec.id, sec.body)
	}
	if _, err := Pack(counted); err == nil {
		t.Error("a data count section was accepted")
	}
	bounded := bytes.Replace(whole, []byte{sectionMemory, 3, 1, 0, 2}, []byte{sectionMemory, 4, 1, 1, 2, 2}, 1)
	if _, err := Pack(bounded); err == nil {
		t.Error("a memory with a maximum was accepted")
	}
}

// FuzzPack packs any bytes: no panic, and a module Pack accepts and
// changes comes out with its data in two segments whose list describes
// the memory it had, and packs again to itself.
func FuzzPack(f *testing.F) {
	f.Add(module([]segment{{100, []byte{1, 2}}, {110, []byte{3}}, {400, []byte{4, 5, 6}}}, 1))
	f.Add(module([]segment{{1 << 20, []byte{7}}}, 1))
	f.Add([]byte("\x00asm\x01\x00\x00\x00\x00\x04\x01xyz"))
	f.Fuzz(func(t *testing.T, in []byte) {
		out, err := Pack(in)
		if err != nil || bytes.Equal(out, in) {
			return
		}
		sections, err := readSections(out)
		if err != nil {
			t.Fatal(err)
		}
		for _, s := range sections {
			if s.id != sectionData {
				continue
			}
			segs, err := readSegments(s.body)
			if err != nil || len(segs) != 2 {
				t.Fatalf("packed data: %v, %d segments", err, len(segs))
			}
			want := memory(t, in)
			got := listedMemory(t, segs[0], segs[1].data)
			if !bytes.Equal(bytes.TrimRight(got, "\x00"), bytes.TrimRight(want, "\x00")) {
				t.Fatal("the list gives another memory")
			}
		}
		again, err := Pack(out)
		if err != nil || !bytes.Equal(again, out) {
			t.Fatalf("packed again: %v (changed: %v)", err, !bytes.Equal(again, out))
		}
	})
}
