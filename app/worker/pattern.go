//go:build js

package main

import (
	"fmt"
	"strconv"
	"strings"
	"syscall/js"

	"nimber/app/protocol"
	game "nimber/solver/explore"
	"nimber/solver/games"
	"nimber/solver/pattern"
	"nimber/solver/period"
	"nimber/solver/sums"
	"nimber/solver/table"
)

// maxPredictedCells bounds the predicted values sent for the heatmap.
const maxPredictedCells = 4096

// findPattern answers protocol.Pattern: it looks for a rule in the values
// of heaps 0..n only (package pattern; n capped at the game's limit, see
// patternHeaps) and sends it with the values it predicts past n (as many as
// the table holds, at most maxPredictedCells). With verify = M > n it also
// computes the values up to M (through the cache) and reports the first
// counterexample to the rule, if any.
func findPattern(s *store, m protocol.Pattern) {
	id := m.ID
	g, k, c, n, err := exploreRequest(m.Game, m.Kind, m.N)
	if err != nil {
		postError(id, err.Error())
		return
	}
	n, verify, err := patternHeaps(g, k, c, n, m.Verify)
	if err != nil {
		postError(id, err.Error())
		return
	}
	tbl, err := games.Table(g, k, c, max(n, verify))
	if err != nil {
		postError(id, err.Error())
		return
	}
	f := s.fetch(id, []table.Table{tbl})
	v := table.BytesUint32(f.data[0])
	if len(v) != max(n, verify)+1 {
		postError(id, noValues(g, k, c, max(n, verify)).Error())
		return
	}
	post(ruleOf(id, n, verify, v, g.Bound(k)))
	s.stored(id, f)
}

// ruleOf looks for a rule in the values of 0..n (the first n+1 of v) and
// writes it with the values it predicts past n (as many as the table
// holds, at most maxPredictedCells). With verify > 0 (v then holding the
// values up to verify) it reports the first value past n the rule misses.
func ruleOf(id, n, verify int, v []uint32, bound period.Bound) protocol.Rule {
	res := pattern.Find(v[:n+1], pattern.Options{Bound: bound, Format: sums.ValueString})
	out := ruleMessage(id, n, res)
	r := res.Rule
	if r == nil {
		return out
	}
	var predicted []uint32
	for x := n + 1; x <= n+min(n+1, maxPredictedCells); x++ {
		p, ok := r.Predict(x)
		if !ok {
			break
		}
		predicted = append(predicted, p)
	}
	out.Predicted = bytesToJS(table.Uint32Bytes(predicted))
	if verify > 0 {
		out.Verified = verify
		if x, ok := r.Verify(v, n+1); !ok {
			p, _ := r.Predict(x)
			out.Counter = &protocol.Counter{N: x, Predicted: p, Actual: v[x]}
		}
	}
	return out
}

// ruleMessage writes what Find answered on the values of 0..n.
func ruleMessage(id, n int, res pattern.Result) protocol.Rule {
	out := protocol.Rule{
		ID: id, N: n, Found: res.Rule != nil,
		Why: res.Why, Best: res.Best, Tried: strings.Join(res.Tried, "\n"),
	}
	if r := res.Rule; r != nil {
		out.Sentence, out.Formula, out.Status, out.Exceptions = r.Sentence, r.Formula, r.Status(), r.ExceptionList()
	}
	return out
}

// rule2Message writes what Find2 answered on a table of pairs.
func rule2Message(id int, res pattern.Result2) protocol.Rule {
	out := protocol.Rule{
		ID: id, Found: res.Rule != nil,
		Why: res.Why, Best: res.Best, Tried: strings.Join(res.Tried, "\n"),
	}
	if r := res.Rule; r != nil {
		out.N = r.Rows - 1
		out.Sentence, out.Formula, out.Status, out.Exceptions = r.Sentence, r.Formula, r.Status(), "none"
	}
	return out
}

// userRule looks for a rule in the values of a game file (one dimension:
// 0..N, with its predictions past N; two: the pairs up to (N, M)), or
// returns nil when the table is
// larger than the finder reads.
func userRule(id int, g game.Game, k sums.Kind, shape game.Shape, v []uint32) *protocol.Rule {
	var out protocol.Rule
	switch {
	case shape.Pairs && len(v) <= pattern.MaxCells:
		out = rule2Message(id, pattern.Find2(pattern.Table2{Rows: shape.N + 1, Cols: shape.M + 1, V: v}))
	case !shape.Pairs && shape.N <= pattern.MaxN:
		out = ruleOf(id, shape.N, 0, v, g.Bound(k))
	default:
		return nil
	}
	return &out
}

// userPattern answers protocol.UserPattern: the rule of a game file's
// values of 0..N, checked against its values up to Verify, valued (or read
// from the cache) as the table of 0..Verify is.
func userPattern(s *store, m protocol.UserPattern) {
	q := m.Table
	t, err := openTable(q.Name, q.Code, q.Params, q.Kind, q.N)
	if err != nil {
		postUserError(m.ID, err)
		return
	}
	n := t.shape.N
	if t.shape.Pairs || n > pattern.MaxN {
		postUserError(m.ID, fmt.Errorf("verify reads the positions 0..N of a table with N at most %d, not %s", pattern.MaxN, t.shape))
		return
	}
	verify, err := parseVerify(m.Verify, n)
	if err == nil && verify == 0 {
		err = fmt.Errorf("verify up to: expected an integer larger than %d", n)
	}
	if err != nil {
		postUserError(m.ID, err)
		return
	}
	long, err := openTable(q.Name, q.Code, q.Params, q.Kind, strconv.Itoa(verify))
	if err != nil {
		postUserError(m.ID, err)
		return
	}
	data, _, pending, err := userValues(s, long, m.ID, false, js.Undefined())
	if err != nil {
		postUserError(m.ID, err)
		return
	}
	post(ruleOf(m.ID, n, verify, table.BytesUint32(data), t.game.Bound(t.kind)))
	if pending != nil {
		pending.wait()
		postCache(s, m.ID)
	}
}
