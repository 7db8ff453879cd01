// Package wasmdata packs the static data of a WebAssembly module built by
// Go: a smaller file, raw and compressed, that starts with the same memory.
//
// Go's linker writes the program's static data (type descriptors, the
// function tables, static composite literals) as active data segments,
// starting a new one wherever eight zero bytes or more run. Nimber's UI
// has 100,000 of them (the most a module may have; its function lookup
// table alone has sixteen 20-byte buckets per function, mostly zeros),
// and each segment's header, its offset and length in about 7 bytes,
// compresses poorly: the headers are 0.7 MB of the 8.8 MB file.
//
// Pack writes the data as two active segments and adds a start function,
// which the engine runs when it instantiates the module, before Go's
// runtime starts. The first segment, at the data's lowest address, holds
// the runs of non-zero bytes (split wherever MinZeros zero bytes or more
// run) one after the other; the second, just past the data's end, is the
// list of the runs from the last to the first, each as the number of zero
// bytes after it and its length (unsigned LEB128, mostly a byte each).
// The start function moves each run from its place in the first segment
// up to its address, from the last run down (so that a run never lands on
// bytes not yet moved), zeroes the gaps that held other runs' bytes, and
// then zeroes the list: the memory is then the linker's, byte for byte.
// It uses the bulk-memory instructions memory.copy and memory.fill.
package wasmdata

import (
	"encoding/binary"
	"errors"
	"fmt"
	"math"
	"slices"
)

// MinZeros is the shortest run of zero bytes that Pack leaves out of the
// file. A run left out costs about two bytes in the list (its gap and
// length); on the UI's wasm (8,779,460 bytes as linked, Go's gzip -9
// 2,289,977) runs of 2 or more zeros give 7,801,148 bytes raw and
// 2,095,185 gzipped, 3 give 7,800,735 and 2,094,477, 4 give 7,831,039
// and 2,099,381, 8 (the linker's) 8,113,629 and 2,105,211.
const MinZeros = 3

// pageSize is the size of a page of WebAssembly memory.
const pageSize = 64 << 10

// The ids of the sections Pack reads or writes.
const (
	sectionType      = 1
	sectionImport    = 2
	sectionFunction  = 3
	sectionMemory    = 5
	sectionStart     = 8
	sectionElement   = 9
	sectionCode      = 10
	sectionData      = 11
	sectionDataCount = 12
)

// segment is an active data segment of memory 0: its bytes at offset.
type segment struct {
	offset int
	data   []byte
}

// section is a module's section: its id and body.
type section struct {
	id   byte
	body []byte
}

// Pack returns module with its data packed. It leaves as it is a module
// without data and one with a start function (Go writes none: Pack's own
// output, packed already). It refuses one it cannot pack whole: a data
// segment that is not an active segment of memory 0 at a constant offset
// (Go writes no other kind), overlapping segments, a data count section,
// or a memory other than one without a maximum.
func Pack(module []byte) ([]byte, error) {
	sections, err := readSections(module)
	if err != nil {
		return nil, err
	}
	at := slices.IndexFunc(sections, func(s section) bool { return s.id == sectionData })
	if at >= 0 && slices.ContainsFunc(sections[at+1:], func(s section) bool { return s.id == sectionData }) {
		return nil, errors.New("wasmdata: two data sections")
	}
	started := slices.ContainsFunc(sections, func(s section) bool { return s.id == sectionStart })
	if at < 0 || started {
		return module, nil
	}
	segs, err := readSegments(sections[at].body)
	if err != nil {
		return nil, err
	}
	image, base := memoryImage(segs)
	runs := nonZeroRuns(image)
	if len(runs) == 0 {
		return module, nil
	}
	var packed, list []byte
	for _, r := range runs {
		packed = append(packed, image[r.start:r.end]...)
	}
	for i := len(runs) - 1; i >= 0; i-- {
		after := len(image) - runs[i].end
		if i+1 < len(runs) {
			after = runs[i+1].start - runs[i].end
		}
		list = binary.AppendUvarint(list, uint64(after))
		list = binary.AppendUvarint(list, uint64(runs[i].end-runs[i].start))
	}
	first := base + runs[0].start
	end := base + len(image)
	listAt := (end + 7) &^ 7
	if uint64(listAt)+uint64(len(list)) > math.MaxInt32 {
		return nil, errors.New("wasmdata: the data ends past 2 GB")
	}
	p := plan{
		first: first, packedEnd: first + len(packed), end: end,
		list: listAt, listEnd: listAt + len(list),
	}
	return p.write(sections, at, []segment{{first, packed}, {listAt, list}})
}

// plan is where the packed data lies in memory: the packed runs from
// first to packedEnd, the data's end, and the list from list to listEnd.
type plan struct {
	first, packedEnd, end int
	list, listEnd         int
}

// write returns the module of sections with the data section (at index
// data) made of segs and the start function of p added.
func (p plan) write(sections []section, data int, segs []segment) ([]byte, error) {
	counts := map[byte]int{} // of the vector sections' items
	importedFuncs := 0
	for _, s := range sections {
		switch s.id {
		case sectionImport:
			n, err := countFunctionImports(s.body)
			if err != nil {
				return nil, err
			}
			importedFuncs = n
		case sectionDataCount: // Go writes none; it would have to count two segments
			return nil, errors.New("wasmdata: the module has a data count section")
		case sectionType, sectionFunction, sectionCode, sectionMemory:
			n, k := binary.Uvarint(s.body)
			if k <= 0 {
				return nil, fmt.Errorf("wasmdata: section %d has no count", s.id)
			}
			counts[s.id] = int(n)
		}
	}
	if counts[sectionType] == 0 || counts[sectionFunction] == 0 || counts[sectionCode] == 0 {
		return nil, errors.New("wasmdata: the module has no functions")
	}
	if counts[sectionMemory] != 1 {
		return nil, errors.New("wasmdata: the module does not define one memory")
	}
	out := []byte(moduleHeader)
	started := false
	for i, s := range sections {
		body := s.body
		switch {
		case i == data:
			body = writeSegments(segs)
		case s.id == sectionType:
			body = appendItem(body, []byte{0x60, 0, 0}) // func () -> ()
		case s.id == sectionFunction:
			body = appendItem(body, binary.AppendUvarint(nil, uint64(counts[sectionType])))
		case s.id == sectionMemory:
			var err error
			if body, err = p.memory(body); err != nil {
				return nil, err
			}
		case s.id == sectionCode:
			code := p.startCode()
			body = appendItem(body, append(binary.AppendUvarint(nil, uint64(len(code))), code...))
		}
		// The start section goes after the exports, before the elements,
		// the data count, the code and the data.
		if !started && (s.id == sectionElement || s.id == sectionDataCount || s.id == sectionCode || s.id == sectionData) {
			start := binary.AppendUvarint(nil, uint64(importedFuncs+counts[sectionFunction]))
			out = appendSection(out, sectionStart, start)
			started = true
		}
		out = appendSection(out, s.id, body)
	}
	return out, nil
}

// memory returns the memory section's body with the memory's initial
// size raised, if need be, to hold the list.
func (p plan) memory(body []byte) ([]byte, error) {
	// one memory, flags 0 (no maximum), its initial size in pages
	if len(body) < 3 || body[0] != 1 || body[1] != 0 {
		return nil, errors.New("wasmdata: the memory is not one memory without a maximum")
	}
	pages, n := binary.Uvarint(body[2:])
	if n <= 0 || 2+n != len(body) {
		return nil, errors.New("wasmdata: bad memory section")
	}
	need := uint64(p.listEnd+pageSize-1) / pageSize
	return binary.AppendUvarint([]byte{1, 0}, max(pages, need)), nil
}

// WebAssembly instructions the start function uses.
const (
	opBlock    = 0x02
	opLoop     = 0x03
	opIf       = 0x04
	opEnd      = 0x0b
	opBr       = 0x0c
	opBrIf     = 0x0d
	opLocalGet = 0x20
	opLocalSet = 0x21
	opLoad8U   = 0x2d
	opI32Const = 0x41
	opLtU      = 0x49
	opGeU      = 0x4f
	opAdd      = 0x6a
	opSub      = 0x6b
	opAnd      = 0x71
	opOr       = 0x72
	opShl      = 0x74
	opPrefixFC = 0xfc
	opCopy     = 0x0a // after opPrefixFC
	opFill     = 0x0b // after opPrefixFC
	blockEmpty = 0x40
)

// The start function's locals.
const (
	localList  = iota // the next byte of the list
	localDst          // where the part not yet written begins
	localSrc          // the end of the packed runs not yet moved
	localValue        // the number read last
	localShift        // its next bits' place
	localByte         // the byte read last
	localCount
)

// startCode returns the start function's body: its locals and code.
func (p plan) startCode() []byte {
	c := []byte{1, localCount, 0x7f} // localCount locals of type i32
	i32 := func(v int) { c = append(c, opI32Const); c = appendSigned(c, int64(v)) }
	get := func(l byte) { c = append(c, opLocalGet, l) }
	set := func(l byte) { c = append(c, opLocalSet, l) }
	// readByte reads the list's next byte into the local l.
	readByte := func(l byte) {
		get(localList)
		c = append(c, opLoad8U, 0, 0)
		set(l)
		get(localList)
		i32(1)
		c = append(c, opAdd)
		set(localList)
	}
	// readNumber reads the list's next LEB128 number into localValue: a
	// byte under 0x80 is the number (most are), else the loop reads on.
	readNumber := func() {
		readByte(localValue)
		get(localValue)
		i32(0x80)
		c = append(c, opAnd, opIf, blockEmpty)
		get(localValue)
		i32(0x7f)
		c = append(c, opAnd)
		set(localValue)
		i32(7)
		set(localShift)
		c = append(c, opLoop, blockEmpty)
		readByte(localByte)
		get(localValue)
		get(localByte)
		i32(0x7f)
		c = append(c, opAnd)
		get(localShift)
		c = append(c, opShl, opOr)
		set(localValue)
		get(localShift)
		i32(7)
		c = append(c, opAdd)
		set(localShift)
		get(localByte)
		i32(0x80)
		c = append(c, opAnd, opBrIf, 0, opEnd, opEnd)
	}
	i32(p.list)
	set(localList)
	i32(p.end)
	set(localDst)
	i32(p.packedEnd)
	set(localSrc)
	c = append(c, opBlock, blockEmpty, opLoop, blockEmpty)
	get(localList)
	i32(p.listEnd)
	c = append(c, opGeU, opBrIf, 1)
	// The zeros after the run: zeroed where packed bytes may lie.
	readNumber()
	get(localDst)
	get(localValue)
	c = append(c, opSub)
	set(localDst)
	get(localDst)
	i32(p.packedEnd)
	c = append(c, opLtU, opIf, blockEmpty)
	get(localDst)
	i32(0)
	get(localValue)
	c = append(c, opPrefixFC, opFill, 0, opEnd)
	// The run: moved from the end of the packed runs to its address.
	readNumber()
	get(localDst)
	get(localValue)
	c = append(c, opSub)
	set(localDst)
	get(localSrc)
	get(localValue)
	c = append(c, opSub)
	set(localSrc)
	get(localDst)
	get(localSrc)
	get(localValue)
	c = append(c, opPrefixFC, opCopy, 0, 0, opBr, 0, opEnd, opEnd)
	// The list, zeroed.
	i32(p.list)
	i32(0)
	i32(p.listEnd - p.list)
	c = append(c, opPrefixFC, opFill, 0, opEnd)
	return c
}

// moduleHeader is the magic number and version a module starts with.
const moduleHeader = "\x00asm\x01\x00\x00\x00"

// readSections splits a module into its sections.
func readSections(module []byte) ([]section, error) {
	if len(module) < 8 || string(module[:8]) != moduleHeader {
		return nil, errors.New("wasmdata: not a WebAssembly module")
	}
	var sections []section
	for at := 8; at < len(module); {
		id := module[at]
		size, n := binary.Uvarint(module[at+1:])
		if n <= 0 || size > uint64(len(module)-(at+1+n)) {
			return nil, errors.New("wasmdata: truncated section")
		}
		sections = append(sections, section{id, module[at+1+n : at+1+n+int(size)]})
		at += 1 + n + int(size)
	}
	return sections, nil
}

// appendSection appends a section of id and body to out.
func appendSection(out []byte, id byte, body []byte) []byte {
	out = append(out, id)
	out = binary.AppendUvarint(out, uint64(len(body)))
	return append(out, body...)
}

// appendItem returns a vector section's body (its count, then its items)
// with item added at the end.
func appendItem(body, item []byte) []byte {
	count, n := binary.Uvarint(body)
	out := binary.AppendUvarint(nil, count+1)
	out = append(out, body[n:]...)
	return append(out, item...)
}

// countFunctionImports returns the number of functions an import
// section's body imports.
func countFunctionImports(body []byte) (int, error) {
	bad := errors.New("wasmdata: bad import section")
	count, at := binary.Uvarint(body)
	if at <= 0 {
		return 0, bad
	}
	name := func() bool { // a module or field name
		size, n := binary.Uvarint(body[at:])
		if n <= 0 || size > uint64(len(body)-at-n) {
			return false
		}
		at += n + int(size)
		return true
	}
	skipUvarint := func() bool {
		_, n := binary.Uvarint(body[at:])
		at += n
		return n > 0
	}
	funcs := 0
	for range count {
		if !name() || !name() || at >= len(body) {
			return 0, bad
		}
		kind := body[at]
		at++
		switch kind {
		case 0: // function: its type index
			funcs++
			if !skipUvarint() {
				return 0, bad
			}
		case 1: // table: element type, limits
			if at >= len(body) {
				return 0, bad
			}
			at++
			if !skipLimits(body, &at) {
				return 0, bad
			}
		case 2: // memory: limits
			if !skipLimits(body, &at) {
				return 0, bad
			}
		case 3: // global: value type, mutability
			at += 2
		default:
			return 0, bad
		}
		if at > len(body) {
			return 0, bad
		}
	}
	return funcs, nil
}

// skipLimits moves *at past the limits (flags, minimum, maximum if any)
// that body holds there, reporting whether they were whole.
func skipLimits(body []byte, at *int) bool {
	if *at >= len(body) {
		return false
	}
	flags := body[*at]
	*at++
	for range 1 + int(flags&1) {
		_, n := binary.Uvarint(body[*at:])
		if n <= 0 {
			return false
		}
		*at += n
	}
	return true
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
		if at+2 > len(body) || body[at] != 0 || body[at+1] != opI32Const {
			return nil, fmt.Errorf("wasmdata: segment %d is not an active segment at a constant offset", len(segs))
		}
		offset, n := readSigned(body[at+2:])
		at += 2 + n
		if n <= 0 || offset < 0 || offset > math.MaxInt32 || at >= len(body) || body[at] != opEnd {
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
	// Packed in address order, overlapping segments would lose the order
	// that says which one's bytes win (Go writes none).
	sorted := slices.SortedFunc(slices.Values(segs), func(a, b segment) int { return a.offset - b.offset })
	for i := 1; i < len(sorted); i++ {
		if sorted[i].offset < sorted[i-1].offset+len(sorted[i-1].data) {
			return nil, fmt.Errorf("wasmdata: segments at %d and %d overlap", sorted[i-1].offset, sorted[i].offset)
		}
	}
	return sorted, nil
}

// memoryImage returns the memory that segments sorted by offset write,
// from the first one's offset (base) to the last one's end.
func memoryImage(sorted []segment) (image []byte, base int) {
	if len(sorted) == 0 {
		return nil, 0
	}
	base = sorted[0].offset
	last := sorted[len(sorted)-1]
	image = make([]byte, last.offset+len(last.data)-base)
	for _, s := range sorted {
		copy(image[s.offset-base:], s.data)
	}
	return image, base
}

// run is a stretch of image from start to end that begins and ends with
// a non-zero byte and holds no MinZeros zero bytes in a row.
type run struct{ start, end int }

// nonZeroRuns returns the runs of image in order.
func nonZeroRuns(image []byte) []run {
	var runs []run
	for i := 0; i < len(image); {
		if image[i] == 0 {
			i++
			continue
		}
		r := run{i, i + 1}
		for j, zeros := i+1, 0; j < len(image) && zeros < MinZeros; j++ {
			if image[j] != 0 {
				r.end, zeros = j+1, 0
			} else {
				zeros++
			}
		}
		runs = append(runs, r)
		i = r.end
	}
	return runs
}

// writeSegments writes segs as a data section's body.
func writeSegments(segs []segment) []byte {
	body := binary.AppendUvarint(nil, uint64(len(segs)))
	for _, s := range segs {
		body = append(body, 0, opI32Const)
		body = appendSigned(body, int64(s.offset))
		body = append(body, opEnd)
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
