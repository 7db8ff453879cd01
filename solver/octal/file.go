package octal

import (
	"bufio"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
)

// File is a file of a game's values: a table of the values of heaps 0..N,
// or a checkpoint of a computation to heap N, with the values so far and
// the mask in use (Far's Snapshot).
//
// Its layout, little-endian: the magic "NIMBERT2" (table) or "NIMBERC2"
// (checkpoint); the code's length (2 bytes) and the code (Notation); N (8
// bytes); how many values follow (8 bytes); the mask (4 bytes); the bits
// of a value (1 byte: 8, 9, 16 or 32); the values (Packed.WriteTo: values
// of nine bits as their low bytes, then their ninth bits, eight a byte);
// the CRC-32C of everything before it (4 bytes).
//
// Version 1 ("NIMBERT1", "NIMBERC1", written before values of nine bits
// were) is the same but for the width, in bytes (1, 2 or 4); it is still
// read.
type File struct {
	Checkpoint bool   // a checkpoint, else a table
	Code       string // the game, in Notation
	N          int    // the last heap of the computation
	Mask       uint32
	Values     Packed // the values of heaps 0..Values.Len()−1
}

// The magics of the two kinds of File, in the version written and in
// version 1 (widths in bytes).
const (
	tableMagic        = "NIMBERT2"
	checkpointMagic   = "NIMBERC2"
	tableMagicV1      = "NIMBERT1"
	checkpointMagicV1 = "NIMBERC1"
)

// headerSize is the bytes of a File before its code and after it, before
// the values; the CRC takes crcSize more.
const headerSize, crcSize = 8 + 2 + 8 + 8 + 4 + 1, 4

// maxCode caps a File's code.
const maxCode = 1024

var castagnoli = crc32.MakeTable(crc32.Castagnoli)

// Write writes f to w.
func (f File) Write(w io.Writer) error {
	if len(f.Code) > maxCode {
		return fmt.Errorf("code of %d bytes: at most %d", len(f.Code), maxCode)
	}
	h := crc32.New(castagnoli)
	bw := bufio.NewWriterSize(io.MultiWriter(w, h), 1<<16)
	magic := tableMagic
	if f.Checkpoint {
		magic = checkpointMagic
	}
	b := []byte(magic)
	b = binary.LittleEndian.AppendUint16(b, uint16(len(f.Code)))
	b = append(b, f.Code...)
	b = binary.LittleEndian.AppendUint64(b, uint64(f.N))
	b = binary.LittleEndian.AppendUint64(b, uint64(f.Values.Len()))
	b = binary.LittleEndian.AppendUint32(b, f.Mask)
	b = append(b, byte(f.Values.Bits()))
	bw.Write(b)
	if _, err := f.Values.WriteTo(bw); err != nil {
		return err
	}
	if err := bw.Flush(); err != nil {
		return err
	}
	_, err := w.Write(binary.LittleEndian.AppendUint32(nil, h.Sum32()))
	return err
}

// ErrDamaged is ReadFile's error for a file whose checksum does not match.
var ErrDamaged = errors.New("damaged: its checksum does not match its content")

// ReadFile reads a File of size bytes from r, checking everything: its
// magic, its code (in its normal form, as String writes it), its header's
// consistency (a table holds the values of heaps 0..N) and with size, the
// widths, the checksum.
func ReadFile(r io.Reader, size int64) (File, error) {
	h := crc32.New(castagnoli)
	br := bufio.NewReaderSize(r, 1<<16)
	tr := io.TeeReader(io.LimitReader(br, max(size-crcSize, 0)), h)
	var f File
	head := make([]byte, 10)
	if _, err := io.ReadFull(tr, head); err != nil {
		return f, errors.New("not a Nimber table or checkpoint: too short")
	}
	v1 := false
	switch string(head[:8]) {
	case tableMagic:
	case checkpointMagic:
		f.Checkpoint = true
	case tableMagicV1:
		v1 = true
	case checkpointMagicV1:
		f.Checkpoint, v1 = true, true
	default:
		return f, fmt.Errorf("not a Nimber table or checkpoint (no %s or %s at its start)", tableMagic, checkpointMagic)
	}
	codeLen := int(binary.LittleEndian.Uint16(head[8:]))
	if codeLen > maxCode {
		return f, fmt.Errorf("damaged: a code of %d bytes", codeLen)
	}
	rest := make([]byte, codeLen+headerSize-10)
	if _, err := io.ReadFull(tr, rest); err != nil {
		return f, errors.New("damaged: cut short in its header")
	}
	f.Code = string(rest[:codeLen])
	rest = rest[codeLen:]
	n, count := binary.LittleEndian.Uint64(rest), binary.LittleEndian.Uint64(rest[8:])
	f.Mask = binary.LittleEndian.Uint32(rest[16:])
	bits := int(rest[20])
	if v1 {
		bits *= 8
	}
	if bits != 8 && bits != 9 && bits != 16 && bits != 32 {
		return f, fmt.Errorf("damaged: values of %d bits", bits)
	}
	if n >= 1<<40 || count > n+1 || !f.Checkpoint && count != n+1 {
		return f, fmt.Errorf("damaged: %d values for heaps 0..%d", count, n)
	}
	if g, err := Parse(f.Code); err != nil || g.String() != f.Code {
		return f, fmt.Errorf("damaged: its code %q is not a code as Nimber writes it", f.Code)
	}
	if want := int64(headerSize+codeLen+crcSize) + packedBytes(int64(count), bits); want != size {
		return f, fmt.Errorf("damaged: %d bytes, its header says %d", size, want)
	}
	f.N = int(n)
	var err error
	if f.Values, err = ReadPacked(tr, int(count), bits); err == errPadding {
		return File{}, err
	} else if err != nil {
		return File{}, errors.New("damaged: cut short in its values")
	}
	sum := make([]byte, crcSize)
	if _, err := io.ReadFull(br, sum); err != nil {
		return File{}, errors.New("damaged: cut short before its checksum")
	}
	if binary.LittleEndian.Uint32(sum) != h.Sum32() {
		return File{}, ErrDamaged
	}
	return f, nil
}
