//go:build js

package main

import (
	"time"

	"nimber/app/protocol"
	"nimber/solver/table"
)

// fetched is the tables of one job, from the cache or built.
type fetched struct {
	data   [][]byte // each table's bytes, in the job's order
	source string   // protocol.SourceCache when every table came from the cache, else SourceComputed
	// unsaved are the tables built that are worth keeping, by their index
	// in data and their keys: stored writes them to the cache.
	unsaved []int
	keys    []string
	// valued says how each table was valued: as the cache kept it for a
	// table read from it; for one built, by the game's own rules unless
	// the job's owner says otherwise (valueTable.valuedAs). The cache
	// keeps it with the table.
	valued []valuation
}

// fetch gets the tables of a job for request id: each comes from the store
// when a valid entry is there, else it is built (with progress, in whole
// percents of the whole job) and, when it is worth keeping (see keep),
// stored once the answer has gone out (see stored). A table.Table.Recompute is always built, never read or stored (an
// entry an older build kept is left unread). The cache is shared by every
// kind of job: a table is known by its Key alone.
func (s *store) fetch(id int, tables []table.Table) fetched {
	f := s.read(tables)
	s.complete(id, tables, &f)
	return f
}

// read is the first half of fetch: it reads the tables of a job from the
// store, and returns them with those it does not hold nil (the source is
// protocol.SourceCache when it holds them all).
func (s *store) read(tables []table.Table) fetched {
	f := fetched{data: make([][]byte, len(tables)), valued: make([]valuation, len(tables)), source: protocol.SourceCache}
	if len(tables) == 0 {
		f.source = protocol.SourceComputed
	}
	for i, t := range tables {
		if !t.Recompute {
			f.data[i], f.valued[i] = s.load(t.Key)
		}
		if f.data[i] == nil {
			f.source = protocol.SourceComputed
		}
	}
	return f
}

// complete is the second half of fetch: it builds the tables of f that
// read did not find.
func (s *store) complete(id int, tables []table.Table, f *fetched) {
	for i, t := range tables {
		if f.data[i] != nil {
			continue
		}
		start := time.Now()
		f.data[i] = t.Build(progress(id, i, len(tables)))
		if !t.Recompute && keep(t, time.Since(start), f.data[i]) {
			f.unsaved, f.keys = append(f.unsaved, i), append(f.keys, t.Key)
		}
	}
}

// startSaving starts writing the tables of f worth keeping to the cache,
// after the answer went out: writing them (a checksum, a copy into
// IndexedDB) would delay it. A read of one of them starts after the write,
// and IndexedDB orders it after it.
func (s *store) startSaving(f fetched) []*saving {
	pending := make([]*saving, len(f.unsaved))
	for j, i := range f.unsaved {
		pending[j] = s.save(f.keys[j], f.data[i], f.valued[i])
	}
	return pending
}

// stored writes the tables of f worth keeping to the cache and waits until
// they are there (see startSaving), then posts the cache's content, which
// tells the page that request id is done with the cache (the answer goes
// out before this; a Solve's input is kept by then, see solve).
func (s *store) stored(id int, f fetched) {
	waitSaved(s, id, s.startSaving(f))
}

// waitSaved waits for the writes pending, then posts the cache's content
// for request id.
func waitSaved(s *store, id int, pending []*saving) {
	for _, w := range pending {
		w.wait()
	}
	postCache(s, id)
}

// percent is the Total of every progress the worker posts: it counts in
// percents.
const percent = 100

// progressEvery is the least time between two progress messages of a
// request: each costs the worker a post and the page a redraw, which a
// short job posting a hundred percents paid for many times over.
const progressEvery = 40 * time.Millisecond

// progress returns the table.Progress of part i of parts of request id's
// work (0 of 1: all of it), posted in percents of the whole as each percent
// is done, at most once per progressEvery and not in the part's first
// progressEvery: a part done sooner posts none.
func progress(id, i, parts int) table.Progress {
	last := -1
	posted := time.Now()
	return func(done, total int) {
		pct := (percent*i + percent*done/max(total, 1)) / parts
		if pct == last || time.Since(posted) < progressEvery {
			return
		}
		last, posted = pct, time.Now()
		post(protocol.Progress{ID: id, Done: pct, Total: percent})
	}
}
