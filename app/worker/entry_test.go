package main

import (
	"bytes"
	"encoding/binary"
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"nimber/solver/explore"
	"nimber/solver/sums"
	"nimber/solver/table"
)

func TestEntryRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for _, n := range []int{0, 1, 7, 8, 9, 1000, 1 << 16} {
		data := make([]byte, n)
		for i := range data {
			data[i] = byte(rng.Uint32())
		}
		e := encodeEntry("tricolore/v1/f=6", data)
		got, err := decodeEntry("tricolore/v1/f=6", e)
		if err != nil || !bytes.Equal(got, data) {
			t.Fatalf("n=%d: got %d bytes, err %v", n, len(got), err)
		}
	}
}

// Every single flipped bit anywhere in an entry must be caught.
func TestEntryDetectsEveryFlippedBit(t *testing.T) {
	data := []byte("0123456789abcdefghij")
	e := encodeEntry("k/v1", data)
	for i := range len(e) * 8 {
		bad := bytes.Clone(e)
		bad[i/8] ^= 1 << (i % 8)
		if got, err := decodeEntry("k/v1", bad); err == nil {
			t.Fatalf("bit %d flipped: decoded %q without error", i, got)
		}
	}
}

func TestEntryRejects(t *testing.T) {
	e := encodeEntry("k/v1", []byte{1, 2, 3, 4, 5, 6, 7, 8, 9})
	old := bytes.Clone(e)
	old[4] = entryFormat + 1
	// Two bytes after the header for a key of four, and a data length of
	// 2 - 4 wrapped around in 64 bits.
	short := slices.Clip(encodeEntry("k/v1", nil)[:headerSize+2])
	binary.LittleEndian.PutUint64(short[12:], 1<<64-2)
	cases := []struct {
		name, key string
		entry     []byte
		want      error
	}{
		{"other key", "k/v2", e, errCorrupt},
		{"truncated", "k/v1", e[:len(e)-1], errCorrupt},
		{"extended", "k/v1", append(bytes.Clone(e), 0), errCorrupt},
		{"header only", "k/v1", e[:headerSize-1], errCorrupt},
		{"empty", "k/v1", nil, errCorrupt},
		{"other format", "k/v1", old, errOldFormat},
		{"key past the end", "k/v1", short, errCorrupt},
	}
	for _, c := range cases {
		if _, err := decodeEntry(c.key, c.entry); err != c.want {
			t.Errorf("%s: err %v, want %v", c.name, err, c.want)
		}
	}
}

// FuzzDecodeEntry feeds decodeEntry any bytes: it never panics, and what it
// accepts is exactly an entry encodeEntry writes for that key and data.
func FuzzDecodeEntry(f *testing.F) {
	f.Add("k/v1", encodeEntry("k/v1", []byte{1, 2, 3}))
	f.Add("tricolore/v1/f=6", encodeEntry("tricolore/v1/f=6", nil))
	f.Add("k/v1", slices.Clip(encodeEntry("k/v1", nil)[:headerSize+2]))
	f.Fuzz(func(t *testing.T, key string, e []byte) {
		data, err := decodeEntry(key, e)
		if err == nil && !bytes.Equal(encodeEntry(key, data), e) {
			t.Fatalf("accepted %x for %q: not the entry of %x", e, key, data)
		}
	})
}

func TestWorthCaching(t *testing.T) {
	const mb = 1 << 20
	cases := []struct {
		build time.Duration
		size  int
		want  bool
	}{
		{130 * time.Millisecond, 800_000, true}, // tricolore: slow to build, small
		{50 * time.Millisecond, 20 * mb, false}, // quick to build, big
		{5 * time.Millisecond, 1000, false},     // quicker than any read
		{time.Second, 20 * mb, true},
	}
	for _, c := range cases {
		if got := worthCaching(c.build, c.size); got != c.want {
			t.Errorf("built in %v, %d bytes: %v, want %v", c.build, c.size, got, c.want)
		}
	}
}

// A game file's table is kept however quick it was, unless it holds
// nothing; a built-in game's when that is worth it and it holds something.
func TestKeep(t *testing.T) {
	g, err := explore.Script(defaultFile, []byte("def moves(n):\n    return [n - 1] if n else []\n"), nil, explore.Limits{})
	if err != nil {
		t.Fatal(err)
	}
	vt, err := newTable(g, "0123456789ab", sums.Grundy, sums.Convention{}, explore.Shape{N: 100}, false)
	if err != nil {
		t.Fatal(err)
	}
	file := vt.tables[0]
	if !keep(file, time.Millisecond, make([]byte, 404)) || keep(file, time.Second, []byte{}) {
		t.Error("a game file's table: kept when it holds values, not when it is empty")
	}
	builtin := table.Table{Key: "games/v1/0.07/grundy-normal/disjunctive-normal/n=100"}
	if keep(builtin, time.Millisecond, make([]byte, 404)) {
		t.Error("a built-in game's small quick table is kept")
	}
	// Values that stopped after a long search hold nothing: built again,
	// with their error, rather than read back empty.
	if keep(builtin, time.Minute, []byte{}) {
		t.Error("a built-in game's failed table is kept")
	}
}

func TestChecksumDiffersOnSwappedWords(t *testing.T) {
	a := []byte("AAAAAAAABBBBBBBB")
	b := []byte("BBBBBBBBAAAAAAAA")
	if checksum(a) == checksum(b) {
		t.Fatal("swapping two words does not change the checksum")
	}
}

func BenchmarkChecksum(b *testing.B) {
	data := make([]byte, 40<<20)
	b.SetBytes(int64(len(data)))
	for b.Loop() {
		checksum(data)
	}
}
