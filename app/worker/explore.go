//go:build js

package main

import (
	"fmt"
	"strconv"
	"strings"

	"nimber/app/protocol"
	"nimber/solver/games"
	"nimber/solver/period"
	"nimber/solver/sums"
	"nimber/solver/table"
)

// explore computes the values of a heap game for the table explorer
// (protocol.Table): the values of one kind for heaps 0..n, their period,
// and for the Grundy values of a take-and-break code the rare/common split.
// Both tables go through the cache.
func explore(s *store, m protocol.Table) {
	id := m.ID
	g, k, c, n, err := exploreRequest(m)
	if err != nil {
		postError(id, err.Error())
		return
	}
	withRare := g.Family == games.Code && k == sums.Grundy
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
	f := s.fetch(id, tables)
	v := table.BytesUint32(f.data[0])
	if len(v) != n+1 {
		// Values could not be defined (see games.Table): say why.
		_, err := games.Values(g, k, c, n, nil)
		if err == nil {
			err = fmt.Errorf("%s: no values", g)
		}
		postError(id, err.Error())
		return
	}
	p := period.Find(v, g.Bound(k))
	arr := bytesToJS(f.data[0])
	out := protocol.Values{
		ID: id, Values: arr, Source: f.source,
		Period: p.String(), Pre: p.Pre, Length: p.Period, Saltus: p.Saltus, Proven: p.Proven,
	}
	if withRare {
		mask, computed, positions := games.DecodeRare(f.data[1])
		out.Rare = &protocol.Rare{Mask: mask, Computed: computed, Positions: bytesToJS(positions)}
	}
	post(out, arr.Get("buffer"))
	s.stored(id, f)
}

// exploreRequest reads the game, kind and n of a table request.
func exploreRequest(m protocol.Table) (games.Game, sums.Kind, sums.Convention, int, error) {
	g, err := games.Parse(m.Game)
	if err != nil {
		return games.Game{}, 0, sums.Convention{}, 0, err
	}
	k, c, err := games.ParseKind(m.Kind)
	if err != nil {
		return games.Game{}, 0, sums.Convention{}, 0, err
	}
	text := strings.TrimSpace(m.N)
	n, err := strconv.Atoi(text)
	if err != nil {
		return games.Game{}, 0, sums.Convention{}, 0, fmt.Errorf("n: %q is not an integer", text)
	}
	return g, k, c, n, nil
}
