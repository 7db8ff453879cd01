package tablepage

import (
	"slices"
	"strconv"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"nimber/app/bridge"
	"nimber/app/protocol"
)

// tableData is a game's table as the solver worker computed it (a "values"
// message, see app/worker).
type tableData struct {
	Game, Kind, N string // the request, as typed (N a decimal string)
	Values        []uint32
	Period        string // e.g. "preperiod 53, period 34 (proven)"
	Pre, Length   int    // the period's parts; Length 0 when none was found
	Proven        bool
	Rare          *rareSplit // nil unless the Grundy values of a take-and-break code
	Source        string     // "computed" or "cache"
	// Partial marks the heaps computed before the request was cancelled.
	Partial bool
	// Limit is the game's limit when N asked for more heaps (Asked): the
	// values stop at the limit. 0 otherwise.
	Limit int
	Asked string
	// Stopped says where and why a cap on memory stopped the values before
	// N asked for (Asked): they are those of the heaps before. "" otherwise.
	Stopped string
	// Far, for a table valued far, holds the figures of all its heaps:
	// Values then holds the first protocol.FarWindow heaps only.
	Far *protocol.Far
}

// rareSplit is Flammenkamp's rare/common split of a code's Grundy values: v
// is common when v&Mask has an odd number of bits (the worker tells which
// values are rare: protocol.Rare).
type rareSplit struct {
	Mask      uint32
	Computed  int      // Positions lists the rare heaps below Computed; later ones follow the period
	Positions []uint32 // rare heap sizes ≥ 1, increasing
	rare      []uint32 // the rare values of the table, increasing
}

// isRare reports whether the value v of the table is rare.
func (r *rareSplit) isRare(v uint32) bool {
	_, found := slices.BinarySearch(r.rare, v)
	return found
}

// decodeTable reads the answer to a table request.
func decodeTable(v protocol.Values, game, kind, n string) *tableData {
	d := &tableData{
		Game: game, Kind: kind, N: n,
		Values: jsUint32s(v.Values),
		Period: v.Period,
		Pre:    v.Pre,
		Length: v.Length,
		Proven: v.Proven,
		Source: v.Source,
	}
	if f := v.Far; f != nil {
		d.Far, d.N = f, strconv.Itoa(f.N)
		if f.Stopped || v.Limit > 0 {
			d.Partial, d.Limit, d.Asked = f.Stopped, v.Limit, n
		}
	} else if v.Partial || v.Limit > 0 || v.Stopped != "" {
		// N is the last heap computed (the period's text, unless proven,
		// says it was observed up to there).
		d.Partial, d.Limit, d.Stopped, d.Asked = v.Partial, v.Limit, v.Stopped, n
		d.N = strconv.Itoa(len(d.Values) - 1)
	}
	if r := v.Rare; r != nil {
		d.Rare = &rareSplit{Mask: r.Mask, Computed: r.Computed, Positions: jsUint32s(r.Positions), rare: r.Values}
	}
	return d
}

// jsUint32s copies a Uint8Array of 32-bit little-endian words (a received
// Blob) into Go.
func jsUint32s(blob protocol.Blob) []uint32 {
	return protocol.Words(jsBytes(blob))
}

// jsBytes copies a received Uint8Array (a Blob) into Go.
func jsBytes(blob protocol.Blob) []byte {
	arr := bridge.BlobValue(blob)
	b := make([]byte, arr.Length())
	app.CopyBytesToGo(b, arr)
	return b
}
