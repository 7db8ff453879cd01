//go:build js

package main

import (
	"fmt"
	"syscall/js"

	"nimber/app/protocol"
	"nimber/solver/games"
	"nimber/solver/period"
	"nimber/solver/sums"
	"nimber/solver/table"
)

// explore computes the values of a heap game for the table explorer
// (protocol.Table): the values of one kind for heaps 0..n, their period,
// and for the Grundy values of a take-and-break code the rare/common split.
// Both tables go through the cache. A request over the game's limit gets
// the values up to the limit, marked with it. While a long table is built
// the page receives partial tables first (see previews), so that a
// cancelled request still shows the heaps done.
func explore(s *store, m protocol.Table) {
	id := m.ID
	g, k, c, n, err := exploreRequest(m.Game, m.Kind, m.N)
	if err != nil {
		postError(id, err.Error())
		return
	}
	limit := 0
	if l := g.Limit(k, c, n); n > l {
		n, limit = l, l
	}
	withRare := g.Family() == games.Code && k == sums.Grundy
	var tables []table.Table
	if withRare {
		values, rare, err := games.RareTables(g, n)
		if err != nil {
			postError(id, err.Error())
			return
		}
		tables = []table.Table{values, rare}
	} else {
		values, err := games.Table(g, k, c, n)
		if err != nil {
			postError(id, err.Error())
			return
		}
		tables = []table.Table{values}
	}
	if !s.has(tables[0].Key) {
		previews(id, g, k, c, n)
	}
	f := s.fetch(id, tables)
	v := table.BytesUint32(f.data[0])
	if len(v) != n+1 {
		postError(id, noValues(g, k, c, n).Error())
		return
	}
	out, arr := valuesMessage(id, g, k, f.data[0])
	out.Source, out.Limit = f.source, limit
	if withRare {
		mask, computed, positions := games.DecodeRare(f.data[1])
		out.Rare = &protocol.Rare{Mask: mask, Computed: computed, Positions: bytesToJS(positions)}
	}
	post(out, arr.Get("buffer"))
	s.stored(id, f)
}

// noValues says why the table of kind k of g for heaps 0..n came out
// short: the values could not be defined (see games.Table).
func noValues(g games.Game, k sums.Kind, c sums.Convention, n int) error {
	if _, err := games.Values(g, k, c, n, nil); err != nil {
		return err
	}
	return fmt.Errorf("%s: no values", g)
}

// previewMin is the fewest heaps a partial table has: smaller ones are
// done too soon to be worth posting.
const previewMin = 1 << 10

// previews posts, as partial tables, the values of heaps up to n/512, n/64
// and n/8 (those of at least previewMin heaps) before the whole table is
// built. Each is an eighth of the next, so they add at most a seventh to
// the time of an engine linear in n, and less to the slower ones; the
// engines themselves are untouched.
func previews(id int, g games.Game, k sums.Kind, c sums.Convention, n int) {
	for shift := 9; shift > 0; shift -= 3 {
		m := n >> shift
		if m < previewMin {
			continue
		}
		v, err := games.Values(g, k, c, m, nil)
		if err != nil {
			return // the whole table's request says why
		}
		out, arr := valuesMessage(id, g, k, table.Uint32Bytes(v))
		out.Source, out.Partial = protocol.SourceComputed, true
		post(out, arr.Get("buffer"))
	}
}

// valuesMessage returns the answer carrying the values data (32-bit
// little-endian words) of kind k of g, with their period, and the
// Uint8Array it holds them in.
func valuesMessage(id int, g games.Game, k sums.Kind, data []byte) (protocol.Values, js.Value) {
	p := period.Find(table.BytesUint32(data), g.Bound(k))
	arr := bytesToJS(data)
	return protocol.Values{
		ID: id, Values: arr,
		Period: p.String(), Pre: p.Pre, Length: p.Period, Saltus: p.Saltus, Proven: p.Proven,
	}, arr
}
