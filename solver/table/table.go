// Package table holds what the contest problems, the explorer and the play
// boards share about precomputed arrays: a Table is named by a versioned Key
// for caches and computed by its Build, which reports Progress; tables of
// 32-bit values travel as bytes (Uint32Bytes, BytesUint32).
package table

// Progress receives how much of a long computation is done, as done of total
// units. Builders call it now and then (not per element); it may be nil.
type Progress func(done, total int)

// Report calls p if it is not nil.
func (p Progress) Report(done, total int) {
	if p != nil {
		p(done, total)
	}
}

// Table is a precomputed array that a Job needs.
type Table struct {
	// Key identifies the table in caches, e.g. "tricolore/v1/f=6". Two tables
	// with the same Key have the same bytes; changing the encoding means
	// changing the version in the Key.
	Key string
	// Build computes the table's bytes.
	Build func(Progress) []byte
	// Recompute says the table is quicker to build again than to read back
	// from a cache (it is large and built fast): caches do not keep it.
	Recompute bool
	// Always says a cache keeps the table whenever it holds something, how
	// quick it was to build: its values are promised to come again from the
	// cache (the tables of a game file in the explorer).
	Always bool
}
