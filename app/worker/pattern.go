//go:build js

package main

import (
	"fmt"
	"strconv"
	"strings"

	"nimber/app/protocol"
	game "nimber/solver/explore"
	"nimber/solver/games"
	"nimber/solver/pattern"
	"nimber/solver/sums"
	"nimber/solver/table"
)

// maxPredictedCells bounds the predicted values sent for the heatmap.
const maxPredictedCells = 4096

// findPattern answers protocol.Pattern: it looks for a rule in the values
// of heaps 0..n only (package pattern) and sends it with the values it
// predicts past n (as many as the table holds, at most maxPredictedCells).
// With verify = M > n it also computes the values up to M (through the
// cache) and reports the first counterexample to the rule, if any.
func findPattern(s *store, m protocol.Pattern) {
	id := m.ID
	g, k, c, n, err := exploreRequest(protocol.Table{ID: id, Game: m.Game, Kind: m.Kind, N: m.N})
	if err != nil {
		postError(id, err.Error())
		return
	}
	if n < 0 || n > pattern.MaxN {
		postError(id, fmt.Sprintf("the pattern finder reads heaps up to at most %d, not %d", pattern.MaxN, n))
		return
	}
	verify := 0
	if text := strings.TrimSpace(m.Verify); text != "" {
		if verify, err = strconv.Atoi(text); err != nil || verify <= n {
			postError(id, fmt.Sprintf("verify up to %q: expected an integer larger than %d", text, n))
			return
		}
	}
	tbl, err := games.Table(g, k, c, max(n, verify))
	if err != nil {
		postError(id, err.Error())
		return
	}
	f := s.fetch(id, []table.Table{tbl})
	v := table.BytesUint32(f.data[0])
	if len(v) != max(n, verify)+1 {
		_, err := games.Values(g, k, c, max(n, verify), nil)
		if err == nil {
			err = fmt.Errorf("%s: no values", g)
		}
		postError(id, err.Error())
		return
	}
	res := pattern.Find(v[:n+1], pattern.Options{Bound: g.Bound(k), Format: sums.ValueString})
	out := ruleMessage(id, n, res)
	if r := res.Rule; r != nil {
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
	}
	post(out)
	s.stored(id, f)
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
// 0..N; two: the pairs up to (N, M)), or returns nil when the table is
// larger than the finder reads.
func userRule(id int, g game.Game, k sums.Kind, shape game.Shape, v []uint32) *protocol.Rule {
	var out protocol.Rule
	switch {
	case shape.Pairs && len(v) <= pattern.MaxCells:
		out = rule2Message(id, pattern.Find2(pattern.Table2{Rows: shape.N + 1, Cols: shape.M + 1, V: v}))
	case !shape.Pairs && shape.N <= pattern.MaxN:
		out = ruleMessage(id, shape.N, pattern.Find(v, pattern.Options{Bound: g.Bound(k), Format: sums.ValueString}))
	default:
		return nil
	}
	return &out
}
