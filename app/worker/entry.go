package main

import (
	"encoding/binary"
	"errors"
	"math/bits"
	"time"

	"nimber/solver/table"
)

// Reading a cached table back costs about cacheReadBase plus cacheReadPerMB
// for each megabyte (IndexedDB, the copy into Go, the checksum), as measured
// in a Chromium worker on a 2-core machine.
const (
	cacheReadBase  = 10 * time.Millisecond
	cacheReadPerMB = 8 * time.Millisecond
)

// worthCaching reports whether a table of size bytes that took build to
// compute is worth keeping: reading it back must cost less than computing
// it again. A table built in 50 ms that weighs 20 MB is not kept.
func worthCaching(build time.Duration, size int) bool {
	return build > cacheReadBase+time.Duration(size)*cacheReadPerMB/(1<<20)
}

// keep reports whether table t, built in build as data, is stored: when
// it holds something (a table of values that failed holds nothing, see
// games.Table) and that is worth it (worthCaching), or the table is
// marked Always.
func keep(t table.Table, build time.Duration, data []byte) bool {
	return len(data) > 0 && (t.Always || worthCaching(build, len(data)))
}

// Cache entries: a table's bytes wrapped with what is needed to trust them
// again on a later visit. An entry is
//
//	magic "NMBT" | format (uint32) | key length (uint32) | data length (uint64) |
//	checksum (uint64) | key | data
//
// with integers little-endian. The checksum covers the key and the data. The
// table's Key already carries the version of the table's own encoding;
// entryFormat versions this wrapper.
const (
	entryMagic  = "NMBT"
	entryFormat = 1
	headerSize  = 4 + 4 + 4 + 8 + 8
)

// Reasons an entry is not used (the table is then computed again).
var (
	errOldFormat = errors.New("cache entry has an old format")
	errCorrupt   = errors.New("cache entry is corrupt")
)

// encodeEntry wraps data as the cache entry for key.
func encodeEntry(key string, data []byte) []byte {
	e := make([]byte, headerSize+len(key)+len(data))
	copy(e, entryMagic)
	binary.LittleEndian.PutUint32(e[4:], entryFormat)
	binary.LittleEndian.PutUint32(e[8:], uint32(len(key)))
	binary.LittleEndian.PutUint64(e[12:], uint64(len(data)))
	copy(e[headerSize:], key)
	copy(e[headerSize+len(key):], data)
	binary.LittleEndian.PutUint64(e[20:], checksum(e[headerSize:]))
	return e
}

// decodeEntry returns the table bytes held in entry e for key, without
// copying, or errOldFormat or errCorrupt.
func decodeEntry(key string, e []byte) ([]byte, error) {
	if len(e) < headerSize || string(e[:4]) != entryMagic {
		return nil, errCorrupt
	}
	if binary.LittleEndian.Uint32(e[4:]) != entryFormat {
		return nil, errOldFormat
	}
	keyLen := uint64(binary.LittleEndian.Uint32(e[8:]))
	dataLen := binary.LittleEndian.Uint64(e[12:])
	rest := uint64(len(e) - headerSize)
	if keyLen != uint64(len(key)) || keyLen > rest || rest-keyLen != dataLen ||
		string(e[headerSize:headerSize+len(key)]) != key {
		return nil, errCorrupt
	}
	if binary.LittleEndian.Uint64(e[20:]) != checksum(e[headerSize:]) {
		return nil, errCorrupt
	}
	return e[headerSize+len(key):], nil
}

// checksum is a 64-bit hash that reads eight bytes per step, so checking a
// table of tens of megabytes stays cheap in WebAssembly. It detects damage,
// not tampering.
func checksum(b []byte) uint64 {
	const (
		prime1 = 0x9E3779B185EBCA87
		prime2 = 0xC2B2AE3D27D4EB4F
	)
	h := uint64(len(b)) * prime1
	for len(b) >= 8 {
		h = bits.RotateLeft64(h^binary.LittleEndian.Uint64(b)*prime2, 31) * prime1
		b = b[8:]
	}
	for _, c := range b {
		h = bits.RotateLeft64(h^uint64(c)*prime2, 11) * prime1
	}
	h ^= h >> 33
	h *= prime2
	h ^= h >> 29
	return h
}
