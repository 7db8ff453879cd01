package main

import (
	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"nimber/solver/table"
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
}

// rareSplit is Flammenkamp's rare/common split of a code's Grundy values: v
// is common when v&Mask has an odd number of bits.
type rareSplit struct {
	Mask      uint32
	Computed  int      // Positions lists the rare heaps below Computed; later ones follow the period
	Positions []uint32 // rare heap sizes ≥ 1, increasing
}

// table asks for the values of kind of the game spec for heaps 0..n (n as
// typed: the worker parses it) and returns the request's id.
func (w *solverWorker) table(game, kind, n string) int {
	return w.post("table", map[string]any{"game": game, "kind": kind, "n": n})
}

// decodeTable reads a "values" message.
func decodeTable(v app.Value, game, kind, n string) *tableData {
	d := &tableData{
		Game: game, Kind: kind, N: n,
		Values: jsUint32s(v.Get("values")),
		Period: v.Get("period").String(),
		Pre:    v.Get("pre").Int(),
		Length: v.Get("length").Int(),
		Proven: v.Get("proven").Bool(),
		Source: v.Get("source").String(),
	}
	if r := v.Get("rare"); r.Truthy() {
		d.Rare = &rareSplit{
			Mask:      uint32(r.Get("mask").Int()),
			Computed:  r.Get("computed").Int(),
			Positions: jsUint32s(r.Get("positions")),
		}
	}
	return d
}

// jsUint32s copies a Uint8Array of 32-bit little-endian words into Go.
func jsUint32s(arr app.Value) []uint32 {
	b := make([]byte, arr.Length())
	app.CopyBytesToGo(b, arr)
	return table.BytesUint32(b)
}
