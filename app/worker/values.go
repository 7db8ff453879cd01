//go:build js

package main

import (
	"context"
	"errors"
	"syscall/js"

	"nimber/app/browser"
	"nimber/app/protocol"
	"nimber/solver/explore"
	"nimber/solver/games"
	"nimber/solver/memo"
	"nimber/solver/pattern"
	"nimber/solver/period"
	"nimber/solver/script"
	"nimber/solver/table"
)

// postFailure answers request id with err, placed in a game file's code
// when it has a place there (script.Error).
func postFailure(id int, err error) {
	m := protocol.Error{ID: id, Message: err.Error()}
	var se *script.Error
	if errors.As(err, &se) {
		m.Line, m.Col = se.Line, se.Col
	}
	post(m)
}

// tableValues answers protocol.Table, whatever the game's origin (see
// planTable): the values of one kind of its positions, their period, for a
// game file its parameters and what valuing it cost, on request the rule
// in them (a message of its own, after the values: the page draws them
// while the finder looks), and for the Grundy values of a take-and-break
// code the rare/common split. The tables go through the cache (a game
// file's warm-up, Warm, computes past it). A request over a built-in
// game's limit gets the values up to the limit, marked with it; one that a
// cap on memory stops gets the values before it, marked with the reason.
// While a long table is built the page receives partial tables first (see
// previews), so that a cancelled request still shows the positions done. A code's Grundy values past its limit are valued far
// instead (planFar, far.go). A game file's rules are recognised before its
// values are built, or after they are sent for a small table or one read
// from the cache (recognitionFollows).
func tableValues(s *store, m protocol.Table) {
	if f, ok := planFar(m.Game, m.Kind, m.N, m.Workers); ok {
		farValues(s, m.ID, f)
		return
	}
	t, err := planTable(m.Game, m.Kind, m.N, m.Warm)
	if err != nil {
		postFailure(m.ID, err)
		return
	}
	workers := pageWorkers(m.Workers)
	t.pool = sparsePool(workers, &t.workers)
	withRare := t.withRare()
	f := s.read(t.tables)
	later := recognitionFollows(t, m.Rule, f)
	var recognized *protocol.Recognition
	if !later {
		if recognized, err = recognise(t, progress(m.ID, 0, 1)); err != nil {
			postFailure(m.ID, err)
			return
		}
	}
	if err := preload(t.game, m.Lists); err != nil {
		postFailure(m.ID, err)
		return
	}
	if hasPreviews(t) && f.data[0] == nil {
		previews(m.ID, t)
	}
	s.complete(m.ID, t.tables, &f)
	t.valuedAs(&f)
	data := f.data[0]
	v, err := t.values(data)
	if ce := (*memo.CapError)(nil); errors.As(err, &ce) && t.file != "" {
		// The game file filled the cap on positions: it is not kept, so
		// that the memory it holds goes to the next game (the worker's
		// memory never shrinks); a later request compiles it anew, and
		// recognises its rules anew.
		delete(userGames, t.file)
		delete(recognitions, t.file)
	}
	stopped := ""
	if err != nil && t.cutToDone() {
		// A cap on memory stopped the values: the page gets those of the
		// heaps (the whole rows of pairs) before it, with the reason.
		v, data, stopped, err = t.done, table.Uint32Bytes(t.done), err.Error(), nil
		keepStopped(t, data, &f)
	}
	if err != nil {
		postFailure(m.ID, err)
		return
	}
	out, arr := valuesMessage(m.ID, t, data)
	out.Source, out.Limit, out.Stopped, out.Recognized = f.source, t.limit, stopped, recognized
	if withRare {
		mask, computed, positions := games.DecodeRare(f.data[1])
		out.Rare = &protocol.Rare{Mask: mask, Computed: computed, Positions: browser.Uint8Array(positions), Values: rareValues(v, mask)}
	}
	st := t.game.Stats()
	out.Positions, out.Bytes, out.Workers = st.Positions, st.Bytes, t.workers
	out.RuleFollows = m.Rule && ruleReads(t)
	out.RecognitionFollows = later
	post(out, arr)
	if later {
		post(recognisedAfter(m.ID, t, v))
	}
	if out.RuleFollows {
		post(tableRule(m.ID, t, v))
	}
	s.stored(m.ID, f)
}

// keepStopped has the cache keep the values of table t that a cap
// stopped (data, t.shape.N cut to the last heap computed) as what they
// are, the table of the heaps up to t.shape.N, with the tables fetched f:
// the page's next request, the rule in the values shown, reads them there
// instead of computing them again.
func keepStopped(t *valueTable, data []byte, f *fetched) {
	cut, err := newTable(t.game, t.file, t.kind, t.conv, t.shape, false)
	if err != nil || len(cut.tables) != 1 || len(f.data) != 1 {
		return
	}
	f.data[0] = data
	f.unsaved, f.keys = []int{0}, []string{cut.tables[0].Key}
}

// recognitionFollows reports whether the rules of table t's game file are
// recognised after its values are sent (Values.RecognitionFollows), the
// cache having been read (f): when the cache holds the table, or for a
// table that the rule is looked for in (rule, ruleReads) of at most
// valuesFirst heaps.
func recognitionFollows(t *valueTable, rule bool, f fetched) bool {
	small := rule && ruleReads(t) && t.shape.N <= valuesFirst
	return recognisable(t) && (small || f.source == protocol.SourceCache)
}

// recognisedAfter recognises the rules of table t, whose values v were
// sent, and returns the message that says what they are, with the period
// of v found again under the theorem of the code they match. Native says
// whether the values past the heaps read came from the code's engine, as
// they were valued (t.valued: a table valued before its rules were
// recognised holds the file's own values). A failure (unlikely: the rules
// ran for the values) is logged, and nothing is said recognised.
func recognisedAfter(id int, t *valueTable, v []uint32) protocol.Recognized {
	r, err := recognise(t, nil)
	if err != nil {
		logf("recognising %s: %v", t.game.Name(), err)
	}
	if r != nil && r.Native && t.valued.Code == "" {
		own := *r
		own.Native = false
		r = &own
	}
	return protocol.Recognized{ID: id, Recognized: r, Period: condition(t, len(v)-1).Period(period.Find(v, t.game.Bound(t.kind)))}
}

// valuedAs makes table t and its fetched tables f agree on how t's values
// (f's first table) were valued: as the cache kept it when f read them
// from it, else as t.build valued them, which the cache then keeps.
func (t *valueTable) valuedAs(f *fetched) {
	if f.source == protocol.SourceCache {
		t.valued = f.valued[0]
	} else {
		f.valued[0] = t.valued
	}
}

// preload hands a game file the option lists other workers made (a
// Uint8Array of explore.Preloader's words, or nothing).
func preload(g explore.Game, lists protocol.Blob) error {
	arr, _ := lists.(js.Value)
	p, ok := g.(explore.Preloader)
	if !arr.Truthy() || !ok {
		return nil
	}
	b := make([]byte, arr.Length())
	js.CopyBytesToGo(b, arr)
	return p.LoadOptionWords(table.BytesInt64(b))
}

// previewMin is the fewest values a partial table has: smaller ones are
// done too soon to be worth posting.
const previewMin = 1 << 10

// preview is the partial table of the first 1/2^shift of the rows of t.
func preview(t *valueTable, shift int) valueTable {
	part := *t
	part.shape.N = t.shape.N >> shift
	return part
}

// hasPreviews reports whether previews posts any partial table of t (the
// largest is its first eighth): only then is it worth asking the cache
// whether t is there.
func hasPreviews(t *valueTable) bool {
	part := preview(t, 3)
	return part.cells() >= previewMin
}

// previews posts, as partial tables, the values of the first 1/512, 1/64
// and 1/8 of the rows of table t (those of at least previewMin values)
// before the whole table is built. Each is an eighth of the next, so they
// add at most a seventh to the time of an engine linear in the positions,
// and less to the slower ones; a game file's values are kept between
// calls, so its previews cost nothing more. The engines are untouched.
func previews(id int, t *valueTable) {
	for shift := 9; shift > 0; shift -= 3 {
		part := preview(t, shift)
		if part.cells() < previewMin {
			continue
		}
		v, err := t.game.Values(context.Background(), t.kind, t.conv, part.shape, nil)
		if err != nil {
			return // the whole table's request says why
		}
		out, arr := valuesMessage(id, &part, table.Uint32Bytes(v))
		out.Source, out.Partial = protocol.SourceComputed, true
		post(out, arr)
	}
}

// valuesMessage returns the answer carrying the values data (32-bit
// little-endian words) of table t, with their period (one dimension) or
// row length (pairs) and the game file's parameters, and the Uint8Array
// it holds them in.
func valuesMessage(id int, t *valueTable, data []byte) (protocol.Values, js.Value) {
	arr := browser.Uint8Array(data)
	out := protocol.Values{ID: id, Values: arr, Cols: len(data) / 4}
	if t.shape.Pairs {
		out.Cols = t.shape.M + 1
	} else {
		// A game file's period proven by the theorem of the code its rules
		// were recognised as is proven for the code, not for the file.
		p := period.Find(table.BytesUint32(data), t.game.Bound(t.kind))
		c := condition(t, t.shape.N)
		out.Period, out.Pre, out.Length, out.Saltus, out.Proven = c.Period(p), p.Pre, p.Period, p.Saltus, p.Proven && c.What == ""
	}
	for _, p := range t.game.Params() {
		out.Params = append(out.Params, protocol.Param{Name: p.Name, Default: p.Default, Value: p.Value})
	}
	return out, arr
}

// ruleReads reports whether the pattern finder reads table t (tableRule).
func ruleReads(t *valueTable) bool {
	if t.shape.Pairs {
		return t.cells() <= pattern.MaxCells
	}
	return t.shape.N <= pattern.MaxN
}

// tableRule looks for a rule in the values v of table t (one dimension:
// 0..N, with its predictions past N; two: the pairs up to (N, M)), a table
// the finder reads (ruleReads), stated under its condition.
func tableRule(id int, t *valueTable, v []uint32) protocol.Rule {
	if s := t.shape; s.Pairs {
		return rule2Message(id, pattern.Find2(pattern.Table2{Rows: s.N + 1, Cols: s.M + 1, V: v}))
	}
	return ruleOf(id, t.shape.N, 0, v, explore.PatternOptions(t.game, t.kind), condition(t, t.shape.N))
}

// listMoves answers protocol.Moves: the option lists of a share of a
// table's positions, unless the table is cached, smaller than
// protocol.ListAtLeast
// or its game cannot list them (a built-in game: its engine values the
// table alone).
func listMoves(s *store, m protocol.Moves) {
	t, err := planTable(m.Table.Game, m.Table.Kind, m.Table.N, false)
	if err != nil {
		postFailure(m.ID, err)
		return
	}
	if m.Part == 0 && s.has(t.tables[0].Key) {
		post(protocol.MoveLists{ID: m.ID, Cached: true})
		return
	}
	if t.cells() < protocol.ListAtLeast {
		post(protocol.MoveLists{ID: m.ID}) // one worker values it sooner
		return
	}
	// Rules recognised as a code's value the table from its engine past
	// the heaps read: nothing is worth listing (every worker recognises
	// them, so that none lists in vain). The page's bar follows part 0's
	// progress, the recognition its own table will not repeat.
	if r, err := recognise(t, progress(m.ID, 0, 1)); err != nil || r != nil && r.Native {
		if err != nil {
			postFailure(m.ID, err)
			return
		}
		post(protocol.MoveLists{ID: m.ID})
		return
	}
	p, ok := t.game.(explore.Preloader)
	if !ok || m.Parts < 1 || m.Part < 0 || !t.shape.Fits() {
		post(protocol.MoveLists{ID: m.ID})
		return
	}
	var share []memo.Pos
	for i := m.Part; i < t.shape.Len(); i += m.Parts {
		share = append(share, t.shape.At(i))
	}
	words, listed, err := p.OptionWords(context.Background(), share)
	if err != nil {
		postFailure(m.ID, err)
		return
	}
	if !listed {
		post(protocol.MoveLists{ID: m.ID})
		return
	}
	arr := browser.Uint8Array(table.Int64Bytes(words))
	post(protocol.MoveLists{ID: m.ID, Lists: arr, Listed: true}, arr)
}
