//go:build js

package main

import (
	"nimber/app/protocol"
	"nimber/solver/play"
	"nimber/solver/table"
)

// position answers protocol.Position: the Board of the position reached,
// then its analysis when asked for.
func position(s *store, m protocol.Position) {
	g := play.LookupGame(m.Game)
	if g == nil {
		postError(m.ID, "unknown game "+m.Game)
		return
	}
	out, p := board(g, m)
	post(out)
	if p == nil || !m.Analyze {
		return
	}
	data, source := s.playTables(m.ID, p.Tables())
	a, err := analysis(p, data)
	if err != nil {
		postError(m.ID, err.Error())
		return
	}
	a.ID, a.Game, a.Source = m.ID, m.Game, source
	post(a)
}

// maxHeld is the most tables store.held keeps (notnim's is 20 MB).
const maxHeld = 4

// playTables returns the bytes of tables, from memory, the cache or built
// (see fetch), and "cache" when none had to be built.
func (s *store) playTables(id int, tables []table.Table) ([][]byte, string) {
	data := make([][]byte, len(tables))
	var missing []table.Table
	for i, t := range tables {
		if data[i] = s.held[t.Key]; data[i] == nil {
			missing = append(missing, t)
		}
	}
	if len(tables) == 0 {
		return data, protocol.SourceComputed
	}
	if len(missing) == 0 {
		return data, protocol.SourceCache
	}
	f := s.fetch(id, missing)
	if len(s.held)+len(missing) > maxHeld {
		clear(s.held)
	}
	for i, t := range missing {
		s.held[t.Key] = f.data[i]
	}
	for i, t := range tables {
		if data[i] == nil { // held before: kept in data, though clear may have dropped it from held
			data[i] = s.held[t.Key]
		}
	}
	go waitSaved(s, id, s.startSaving(f)) // the writes start now, before the next request's reads
	return data, f.source
}
