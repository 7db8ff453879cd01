package memo

import (
	"encoding/binary"
	"strconv"
	"strings"
)

// Pos is a position: a natural number (Tuple empty), a pair of naturals
// below 2^31 packed into Int (Tuple == PairTag: made by Pair, the common
// two-dimensional position, kept without a string), or another tuple of
// positions kept as its canonical encoding (AppendInt, OpenTuple,
// CloseTuple). Equal positions are equal Pos values.
type Pos struct {
	Int   int
	Tuple string
}

// MaxNatural is the largest natural number a position (or an element of a
// tuple) may hold.
const MaxNatural = 1 << 62

// PairTag is the Tuple of a packed pair.
const PairTag = "\x00"

// pairLimit bounds the elements of a packed pair.
const pairLimit = 1 << 31

// The bytes of a tuple's encoding: an int is intTag and its uvarint, a
// tuple its elements between open and close.
const (
	intTag = 'i'
	open   = '('
	close_ = ')'
)

// Int returns the position of the natural number n.
func Int(n int) Pos { return Pos{Int: n} }

// Ints returns the positions of the natural numbers ns (heaps).
func Ints(ns []int) []Pos {
	ps := make([]Pos, len(ns))
	for i, n := range ns {
		ps[i] = Int(n)
	}
	return ps
}

// AppendInt appends the element n ≥ 0 to a tuple's encoding.
func AppendInt(b []byte, n int) []byte {
	return binary.AppendUvarint(append(b, intTag), uint64(n))
}

// OpenTuple starts a tuple in an encoding; CloseTuple ends it.
func OpenTuple(b []byte) []byte { return append(b, open) }

// CloseTuple ends the tuple OpenTuple started.
func CloseTuple(b []byte) []byte { return append(b, close_) }

// Pair returns the tuple position (a, b) of naturals.
func Pair(a, b int) Pos {
	if a < pairLimit && b < pairLimit {
		return Pos{Int: a<<31 | b, Tuple: PairTag}
	}
	var e [24]byte
	t := AppendInt(AppendInt(OpenTuple(e[:0]), a), b)
	return Pos{Tuple: string(CloseTuple(t))}
}

// Element is one element of a tuple: a natural number, or a tuple.
type Element struct {
	Int   int
	Tuple *Pos // nil for a number
}

// Elements returns the elements of a tuple position (nil for a number).
func (p Pos) Elements() []Element {
	switch p.Tuple {
	case "":
		return nil
	case PairTag:
		return []Element{{Int: p.Int >> 31}, {Int: p.Int & (pairLimit - 1)}}
	}
	es, _ := elements(p.Tuple, 1)
	return es
}

// elements decodes the elements of the tuple whose encoding s starts one
// byte before i (at its open byte), returning them and the index after the
// tuple's close byte. Encodings come from this package, so they are valid.
func elements(s string, i int) ([]Element, int) {
	var es []Element
	for i < len(s) && s[i] != close_ {
		if s[i] == intTag {
			n, w := binary.Uvarint([]byte(s[i+1 : min(len(s), i+1+binary.MaxVarintLen64)]))
			es = append(es, Element{Int: int(n)})
			i += 1 + w
			continue
		}
		start := i
		_, end := elements(s, i+1)
		es = append(es, Element{Tuple: &Pos{Tuple: s[start:end]}})
		i = end
	}
	return es, i + 1
}

// pairKeyTag starts the key of a packed pair.
const pairKeyTag = 'p'

// appendKey appends p's key to b: keys read one after another name a list
// of positions (each ends where it can be read to end): a number and a
// tuple as in a tuple's encoding, a packed pair by pairKeyTag and its
// packed number.
func (p Pos) appendKey(b []byte) []byte {
	switch p.Tuple {
	case "":
		return AppendInt(b, p.Int)
	case PairTag:
		return binary.AppendUvarint(append(b, pairKeyTag), uint64(p.Int))
	}
	return append(b, p.Tuple...)
}

// String writes the position as Starlark does: 7, (3, 4), ((1, 2), 0).
func (p Pos) String() string {
	if p.Tuple == "" {
		return strconv.Itoa(p.Int)
	}
	var b strings.Builder
	p.write(&b)
	return b.String()
}

func (p Pos) write(b *strings.Builder) {
	es := p.Elements()
	b.WriteByte('(')
	for i, e := range es {
		if i > 0 {
			b.WriteString(", ")
		}
		if e.Tuple != nil {
			e.Tuple.write(b)
		} else {
			b.WriteString(strconv.Itoa(e.Int))
		}
	}
	if len(es) == 1 {
		b.WriteByte(',')
	}
	b.WriteByte(')')
}
