package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"nimber/app/protocol"
	"nimber/solver/explore"
	"nimber/solver/games"
	"nimber/solver/memo"
	"nimber/solver/misere"
	"nimber/solver/octal"
	"nimber/solver/play"
	"nimber/solver/recognize"
	"nimber/solver/sums"
)

// quotientTables starts the cache keys of misère quotients. A key names the
// code and the largest heap; only complete quotients are cached (a
// quotient is a fact about the game, whereas where a cap stops depends on
// the solver of the day).
const quotientTables = "misere/v1/"

// quotientKey is the cache key of the quotient of code's heaps 1..n.
func quotientKey(code octal.Game, n int) string {
	return quotientTables + code.String() + "/n=" + strconv.Itoa(n)
}

// quotientN reads the largest heap of a quotient request, as typed.
func quotientN(text string) (int, error) {
	n, err := strconv.Atoi(strings.TrimSpace(text))
	if err != nil || n < 0 || n > misere.MaxHeap {
		return 0, fmt.Errorf("heaps up to %q: expected an integer from 0 to %d for a misère quotient", strings.TrimSpace(text), misere.MaxHeap)
	}
	return n, nil
}

// quotientCode returns the take-and-break code whose misère quotient of
// heaps 1..n a request about ref asks for: a built-in game's code, or the
// code a game file's rules are recognised as on every heap up to n.
func quotientCode(ref protocol.GameRef, n int) (octal.Game, error) {
	if ref.Spec != "" {
		g, err := games.Parse(ref.Spec)
		if err != nil {
			return octal.Game{}, err
		}
		code, ok := g.Code()
		if !ok {
			return octal.Game{}, fmt.Errorf("%s is not a take-and-break code (like 0.77 or kayles): Nimber computes misère quotients of codes", g)
		}
		return code, nil
	}
	if ref.Code == "" {
		return octal.Game{}, errors.New("no game: a request names a built-in game or gives a game file's code")
	}
	// Recognition reads the options as they are listed: a fresh game.
	g, err := compile(ref)
	if err != nil {
		return octal.Game{}, err
	}
	rec, ok := g.(explore.Recognizer)
	if !ok {
		return octal.Game{}, fmt.Errorf("%s: its positions are not heaps, so it has no misère quotient of heaps", fileName(ref))
	}
	m, ok, err := rec.Recognize(context.Background(), n, nil)
	if err != nil {
		return octal.Game{}, err
	}
	switch {
	case !ok:
		return octal.Game{}, fmt.Errorf("%s: its positions are not heaps, so it has no misère quotient of heaps", fileName(ref))
	case m.Kind != recognize.Code || m.Upto < n || strings.Contains(m.Code, "…"):
		what := "no take-and-break code"
		if m.Kind == recognize.Code {
			what = fmt.Sprintf("%s only on the heaps up to %d", m.What(), m.Upto)
		}
		return octal.Game{}, fmt.Errorf("%s: the misère quotient needs a take-and-break code on every heap up to %d; these rules are %s", fileName(ref), n, what)
	}
	b, err := games.Parse(m.Code)
	if err != nil {
		return octal.Game{}, err
	}
	code, _ := b.Code()
	return code, nil
}

// quotients keeps the quotients computed in this worker by quotientKey
// (the last few), to answer sums from, with the cap that stopped each
// (nil when none did).
var quotients = map[string]keptQuotient{}

type keptQuotient struct {
	q      *misere.Quotient
	capped *misere.CapError
}

const maxQuotients = 4

// quotientOf returns the misère quotient of code's heaps 1..n, from
// quotients or computed (reporting each heap done to step), and the cap
// that stopped it (nil when complete: the quotient is then of heaps 1..n).
func quotientOf(code octal.Game, n int, step misere.Progress) (*misere.Quotient, *misere.CapError, error) {
	key := quotientKey(code, n)
	if k, ok := quotients[key]; ok {
		return k.q, k.capped, nil
	}
	q, err := misere.Compute(context.Background(), code, n, misere.DefaultLimits, step)
	var capped *misere.CapError
	if err != nil && !errors.As(err, &capped) {
		return nil, nil, err
	}
	if len(quotients) >= maxQuotients {
		clear(quotients)
	}
	quotients[key] = keptQuotient{q, capped}
	return q, capped, nil
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
// from the quotient of the game's heaps 1..N.
func misereVerdict(m protocol.MisereSum) (protocol.MisereVerdict, error) {
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
	code, err := quotientCode(m.Game, n)
	if err != nil {
		return protocol.MisereVerdict{}, err
	}
	q, _, err := quotientOf(code, n, nil)
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

// misereAnalysis analyses a position of a heap board played as a
// disjunctive sum in misère play of a take-and-break code from the misère
// quotient of its heaps up to the largest, wild heaps included: who wins,
// every winning move (the first maxSent), each heap's element and
// Nimber's reply (a winning move, else the board's heuristic for the
// longest game: the move that takes fewest tokens, see gentlest). ok is false
// for any other position, which the board's own analysis answers.
func misereAnalysis(pos play.Position) (out protocol.Analysis, ok bool, err error) {
	p, isHeaps := pos.Value().(*play.Heaps)
	if !isHeaps {
		return out, false, nil
	}
	code, isCode := p.Game.Code()
	if p.Board != play.Spec || p.Conv != (sums.Convention{Sum: sums.Disjunctive, Play: sums.Misere}) || !isCode {
		return out, false, nil
	}
	top := slices.Max(append([]int{0}, p.Heaps...))
	if top > misere.MaxHeap {
		return out, true, fmt.Errorf("%s: misère play of a sum is decided by the misère quotient of heaps up to %d, not %d", code, misere.MaxHeap, top)
	}
	q, capped, err := quotientOf(code, top, nil)
	if err != nil {
		return out, true, err
	}
	if capped != nil {
		return out, true, fmt.Errorf("%s: misère quotient %v; the sum needs the heaps up to %d", code, capped, top)
	}
	a, err := q.Answer(p.Heaps, maxSent)
	if err != nil {
		return out, true, err
	}
	words := q.Present().Words
	over, moverWins := p.Over()
	whole := words[q.Of(p.Heaps)]
	inP := "not in P: the player to move wins"
	if q.IsP(q.Of(p.Heaps)) {
		inP = "in P: the player to move loses"
	}
	out = protocol.Analysis{Pos: p.String(), Over: over, Wins: a.FirstWins || over && moverWins, Count: float64(a.Count),
		Value: fmt.Sprintf("misère quotient element %s (%s)", whole, inP), Remoteness: -1, Source: protocol.SourceComputed}
	for _, h := range p.Heaps {
		out.Parts = append(out.Parts, words[q.Heap(h)])
	}
	for _, m := range a.Moves {
		to := m.To
		if len(to) == 0 {
			to = []int{0} // a heap taken whole leaves heap 0, as on the board
		}
		out.Moves = append(out.Moves, heapMove(pos, games.Move{{Heap: m.Heap, To: to}}))
	}
	switch {
	case over:
	case len(out.Moves) > 0:
		out.Reply = &out.Moves[0]
	default:
		gentlest := heapMove(pos, gentlest(p))
		out.Longest, out.Reply = &gentlest, &gentlest
	}
	return out, true, nil
}

// gentlest returns the first of the moves of p (not over) that take the
// fewest tokens: with no winning move, Nimber changes as little as it can.
func gentlest(p *play.Heaps) games.Move {
	var best games.Move
	most := 0 // the tokens left minus those before, of best
	for _, m := range p.Moves() {
		left := 0
		for _, ch := range m {
			for _, h := range ch.To {
				left += h
			}
			left -= p.Heaps[ch.Heap]
		}
		if best == nil || left > most {
			best, most = m, left
		}
	}
	return best
}

// heapMove is m, a move of the heap position pos, as the page receives it
// (toMove).
func heapMove(pos play.Position, m games.Move) protocol.Move {
	enc, err := json.Marshal(m)
	if err != nil {
		panic(fmt.Sprintf("play: a heap move does not encode: %v", err))
	}
	return toMove(pos, play.Move{Say: pos.Value().(*play.Heaps).Describe(m), JSON: string(enc)})
}
