//go:build js

package main

import (
	"encoding/binary"
	"encoding/json"
	"time"

	"nimber/app/browser"
	"nimber/app/protocol"
	"nimber/solver/misere"
)

// misereQuotient answers protocol.Quotient: the misère quotient of a
// code's heaps 1..N, from the cache or computed with a QuotientStep after
// each heap (Cancel stops the worker, as for every long request). A
// complete quotient worth keeping (see worthCaching) is cached.
func misereQuotient(s *store, m protocol.Quotient) {
	n, err := quotientN(m.N)
	if err != nil {
		postFailure(m.ID, err)
		return
	}
	code, err := quotientGame(m.Game, n)
	if err != nil {
		postFailure(m.ID, err)
		return
	}
	key := quotientKey(code, n)
	if data, _ := s.load(key); data != nil {
		var d quotientData
		if err := json.Unmarshal(data, &d); err == nil {
			postQuotient(m.ID, d, protocol.SourceCache)
			return
		}
		logf("%s: unreadable; computing it again", key)
	}
	start := time.Now()
	q, capped, err := misere.Cached(code, n, func(heap, n, order int) {
		post(protocol.QuotientStep{ID: m.ID, Heap: heap, N: n, Order: order})
	})
	if err != nil {
		postFailure(m.ID, err)
		return
	}
	d := dataOf(q, n, capped)
	postQuotient(m.ID, d, protocol.SourceComputed)
	if capped == nil {
		if data, err := json.Marshal(d); err == nil && worthCaching(time.Since(start), len(data)) {
			s.save(key, data, valuation{}).wait()
		}
	}
	postCache(s, m.ID)
}

// postQuotient posts d as the answer to request id, its multiplication
// table in a transferred Uint8Array.
func postQuotient(id int, d quotientData, source string) {
	if d.Table == nil {
		post(d.message(id, nil, source))
		return
	}
	b := make([]byte, 2*len(d.Table))
	for i, x := range d.Table {
		binary.LittleEndian.PutUint16(b[2*i:], x)
	}
	arr := browser.Uint8Array(b)
	post(d.message(id, arr, source), arr)
}

// misereSum answers protocol.MisereSum (see misereVerdict), from the
// quotient in the cache when no other is kept (after a reload, the view's
// came from there: the sum need not compute it again).
func misereSum(s *store, m protocol.MisereSum) {
	out, err := misereVerdict(m, func(code misere.Game, n int) {
		data, _ := s.load(quotientKey(code, n))
		q, err := restoreQuotient(code, n, data)
		switch {
		case err != nil:
			logf("the cached quotient of %s to heap %d: %v; computing it again", code, n, err)
		case q != nil:
			misere.Keep(q)
		}
	})
	if err != nil {
		postFailure(m.ID, err)
		return
	}
	post(out)
}
