package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"nimber/app/protocol"
	"nimber/solver/explore"
	"nimber/solver/games"
	"nimber/solver/memo"
	"nimber/solver/misere"
	"nimber/solver/recognize"
)

// quotientTables starts the cache keys of misère quotients. A key names the
// code and the largest heap; only complete quotients are cached (a
// quotient is a fact about the game, whereas where a cap stops depends on
// the solver of the day).
const quotientTables = "misere/v1/"

// quotientKey is the cache key of the quotient of g's heaps 1..n.
func quotientKey(g misere.Game, n int) string {
	return quotientTables + g.String() + "/n=" + strconv.Itoa(n)
}

// quotientN reads the largest heap of a quotient request, as typed.
func quotientN(text string) (int, error) {
	n, err := strconv.Atoi(strings.TrimSpace(text))
	if err != nil || n < 0 || n > misere.MaxHeap {
		return 0, fmt.Errorf("heaps up to %q: expected an integer from 0 to %d for a misère quotient", strings.TrimSpace(text), misere.MaxHeap)
	}
	return n, nil
}

// quotientGame returns the heap game whose misère quotient of heaps 1..n a
// request about ref asks for: a built-in game, or the code a game file's
// rules are recognised as on every heap up to n.
func quotientGame(ref protocol.GameRef, n int) (misere.Game, error) {
	if ref.Spec != "" {
		g, err := games.Parse(ref.Spec)
		if err != nil {
			return nil, err
		}
		h, err := g.HeapGame(n)
		if err != nil {
			return nil, err
		}
		return h, nil
	}
	if ref.Code == "" {
		return nil, errors.New("no game: a request names a built-in game or gives a game file's code")
	}
	// Recognition reads the options as they are listed: a fresh game.
	g, err := compile(ref)
	if err != nil {
		return nil, err
	}
	rec, ok := g.(explore.Recognizer)
	if !ok {
		return nil, fmt.Errorf("%s: its positions are not heaps, so it has no misère quotient of heaps", fileName(ref))
	}
	m, ok, err := rec.Recognize(context.Background(), n, nil)
	if err != nil {
		return nil, err
	}
	switch {
	case !ok:
		return nil, fmt.Errorf("%s: its positions are not heaps, so it has no misère quotient of heaps", fileName(ref))
	case m.Kind != recognize.Code || m.Upto < n || strings.Contains(m.Code, "…"):
		what := "no take-and-break code"
		if m.Kind == recognize.Code {
			what = fmt.Sprintf("%s only on the heaps up to %d", m.What(), m.Upto)
		}
		return nil, fmt.Errorf("%s: the misère quotient needs a take-and-break code on every heap up to %d; these rules are %s", fileName(ref), n, what)
	}
	b, err := games.Parse(m.Code)
	if err != nil {
		return nil, err
	}
	code, _ := b.Code()
	return code, nil
}

// quotientData is a quotient as the page shows it, and as the cache keeps
// it (in JSON): the answer without its ID, Source and Table, and the
// multiplication table.
type quotientData struct {
	View  protocol.QuotientView
	Table []uint16 // x·y at x·Order+y; nil over protocol.MaxTable
}

// dataOf describes q, the quotient of heaps 1..asked unless capped says
// where it stopped.
func dataOf(q *misere.Quotient, asked int, capped *misere.CapError) quotientData {
	pr := q.Present()
	v := protocol.QuotientView{Code: q.Game.String(), Asked: asked, N: q.N, Order: q.Order(), PPortion: q.PPortion(),
		Generators: pr.Generators, GenHeaps: pr.GenHeaps, Relations: pr.Relations, Words: pr.Words}
	for x := range q.Order() {
		if q.IsP(x) {
			v.P = append(v.P, x)
		}
	}
	for h := 0; h <= q.N; h++ {
		v.Heaps = append(v.Heaps, q.Heap(h))
	}
	if capped != nil {
		v.Stopped, v.Reason = capped.Heap, capped.Reason.Error()
	}
	d := quotientData{View: v}
	if q.Order() <= protocol.MaxTable {
		d.Table = make([]uint16, q.Order()*q.Order())
		for x := range q.Order() {
			for y := range q.Order() {
				d.Table[x*q.Order()+y] = uint16(q.Mul(x, y))
			}
		}
	}
	return d
}

// restoreQuotient returns the quotient of code's heaps 1..n stored as data
// (a quotientData in JSON), or nil when there is none to use: no data, or
// a quotient short of heap n or without its table. A stored quotient that
// cannot be read is an error.
func restoreQuotient(code misere.Game, n int, data []byte) (*misere.Quotient, error) {
	if data == nil {
		return nil, nil
	}
	var d quotientData
	if err := json.Unmarshal(data, &d); err != nil {
		return nil, err
	}
	if d.Table == nil || d.View.Stopped != 0 {
		return nil, nil
	}
	return misere.Restore(code, n, d.View.Heaps, d.Table, d.View.P)
}

// message is d as the answer to request id, its table carried by table.
func (d quotientData) message(id int, table protocol.Blob, source string) protocol.QuotientView {
	out := d.View
	out.ID, out.Source = id, source
	if d.Table != nil {
		out.Table = table
	}
	return out
}

// misereVerdict answers a MisereSum: the verdict on the sum of the heaps
// typed in misère play and its winning moves, in the command line's words,
// from the quotient of the game's heaps 1..N: the one kept in memory, else
// one fromCache keeps for misere.Cached (it may be nil), else computed.
func misereVerdict(m protocol.MisereSum, fromCache func(code misere.Game, n int)) (protocol.MisereVerdict, error) {
	n, err := quotientN(m.N)
	if err != nil {
		return protocol.MisereVerdict{}, err
	}
	var heaps []int
	var ps []memo.Pos
	for _, f := range strings.Fields(m.Heaps) {
		h, err := strconv.Atoi(f)
		if err != nil || h < 0 {
			return protocol.MisereVerdict{}, fmt.Errorf("heap %q is not a natural number", f)
		}
		heaps, ps = append(heaps, h), append(ps, memo.Int(h))
	}
	if len(heaps) == 0 {
		return protocol.MisereVerdict{}, errors.New("no heap: type the heaps of a sum, such as 5 7 9")
	}
	code, err := quotientGame(m.Game, n)
	if err != nil {
		return protocol.MisereVerdict{}, err
	}
	if _, _, ok := misere.Kept(code, n); !ok && fromCache != nil {
		fromCache(code, n)
	}
	q, _, err := misere.Cached(code, n, nil)
	if err != nil {
		return protocol.MisereVerdict{}, err
	}
	a, err := q.Answer(heaps, maxSumMoves)
	if err != nil {
		return protocol.MisereVerdict{}, err
	}
	return protocol.MisereVerdict{ID: m.ID, Heaps: strings.Join(strings.Fields(m.Heaps), " "),
		Lines: explore.MisereResult(a).Lines(ps)}, nil
}
