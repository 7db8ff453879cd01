//go:build js

package main

import (
	"time"

	"nimber/app/protocol"
	"nimber/solver/table"
)

// fetched is the tables of one job, from the cache or built.
type fetched struct {
	data    [][]byte  // each table's bytes, in the job's order
	source  string    // protocol.SourceCache when every table came from the cache, else SourceComputed
	pending []*saving // the tables being written to the cache
}

// fetch gets the tables of a job for request id: each comes from the store
// when a valid entry is there, else it is built (with progress, in whole
// percents of the whole job) and stored when it is worth keeping (see
// keep). A table.Table.Recompute is always built, never read or stored (an
// entry an older build kept is left unread). The cache is shared by every
// kind of job: a table is known by its Key alone.
func (s *store) fetch(id int, tables []table.Table) fetched {
	f := fetched{data: make([][]byte, len(tables)), source: protocol.SourceCache}
	if len(tables) == 0 {
		f.source = protocol.SourceComputed
	}
	for i, t := range tables {
		if !t.Recompute {
			if f.data[i] = s.load(t.Key); f.data[i] != nil {
				continue
			}
		}
		f.source = protocol.SourceComputed
		start := time.Now()
		f.data[i] = t.Build(progress(id, i, len(tables)))
		if !t.Recompute && keep(t, time.Since(start), f.data[i]) {
			f.pending = append(f.pending, s.save(t.Key, f.data[i]))
		}
	}
	return f
}

// stored waits until the built tables are in the cache, then posts the
// cache's content, which tells the page that request id is done with the
// cache (the answer goes out before this; a Solve's input is kept by then,
// see solve).
func (s *store) stored(id int, f fetched) {
	for _, w := range f.pending {
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
// is done, at most once per progressEvery.
func progress(id, i, parts int) table.Progress {
	last := -1
	var posted time.Time
	return func(done, total int) {
		pct := (percent*i + percent*done/max(total, 1)) / parts
		if pct == last || time.Since(posted) < progressEvery {
			return
		}
		last, posted = pct, time.Now()
		post(protocol.Progress{ID: id, Done: pct, Total: percent})
	}
}
