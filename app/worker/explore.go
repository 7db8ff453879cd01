//go:build js

package main

import (
	"fmt"
	"strconv"
	"strings"
	"syscall/js"

	"nimber/solver/games"
	"nimber/solver/period"
	"nimber/solver/sums"
	"nimber/solver/table"
)

// explore computes the values of a heap game for the table explorer
// ({type: "table"}): the values of one kind for heaps 0..n, their period,
// and for the Grundy values of a take-and-break code the rare/common split.
// Both tables go through the cache.
func explore(s *store, msg js.Value) {
	id := msg.Get("id")
	g, k, c, n, err := exploreRequest(msg)
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
	out := map[string]any{
		"type": "values", "id": id, "values": arr, "source": f.source,
		"period": p.String(), "pre": p.Pre, "length": p.Period, "saltus": p.Saltus, "proven": p.Proven,
		"rare": nil,
	}
	if withRare {
		mask, computed, positions := games.DecodeRare(f.data[1])
		out["rare"] = map[string]any{"mask": mask, "computed": computed, "positions": bytesToJS(positions)}
	}
	post(out, arr.Get("buffer"))
	s.stored(id, f)
}

// exploreRequest reads the game, kind and n of a table request.
func exploreRequest(msg js.Value) (games.Game, sums.Kind, sums.Convention, int, error) {
	g, err := games.Parse(msg.Get("game").String())
	if err != nil {
		return games.Game{}, 0, sums.Convention{}, 0, err
	}
	k, c, err := games.ParseKind(msg.Get("kind").String())
	if err != nil {
		return games.Game{}, 0, sums.Convention{}, 0, err
	}
	text := strings.TrimSpace(msg.Get("n").String())
	n, err := strconv.Atoi(text)
	if err != nil {
		return games.Game{}, 0, sums.Convention{}, 0, fmt.Errorf("n: %q is not an integer", text)
	}
	return g, k, c, n, nil
}
