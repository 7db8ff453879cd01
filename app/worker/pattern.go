//go:build js

package main

import (
	"strings"

	"nimber/app/protocol"
	"nimber/solver/explore"
	"nimber/solver/pattern"
	"nimber/solver/table"
)

// maxPredictedCells bounds the predicted values sent for the heatmap.
const maxPredictedCells = 4096

// findPattern answers protocol.Pattern, whatever the game's origin: it
// looks for a rule in the values of positions 0..n only (package pattern;
// n cut at a built-in game's limit, see patternRange) and sends it with the
// values it predicts past n (as many as the table holds, at most
// maxPredictedCells). With verify = M > n it also computes the values up
// to M (through the cache) and reports the first counterexample to the
// rule, if any.
func findPattern(s *store, m protocol.Pattern) {
	t, err := planTable(m.Game, m.Kind, m.N, false)
	if err != nil {
		postFailure(m.ID, err)
		return
	}
	n, verify, read, err := patternRange(t, m.Verify)
	if err != nil {
		postFailure(m.ID, err)
		return
	}
	// A game file's rules are recognised on the heaps the check reads.
	if _, err := recognise(read); err != nil {
		postFailure(m.ID, err)
		return
	}
	t.game = read.game
	f := s.fetch(m.ID, read.tables)
	v, err := read.values(f.data[0])
	if err != nil {
		postFailure(m.ID, err)
		return
	}
	post(ruleOf(m.ID, n, verify, v, explore.PatternOptions(t.game, t.kind), condition(t)))
	s.stored(m.ID, f)
}

// ruleOf looks for a rule in the values of 0..n (the first n+1 of v) and
// writes it with the values it predicts past n (as many as the table
// holds, at most maxPredictedCells). With verify > 0 (v then holding the
// values up to verify) it reports the first value past n the rule misses.
// cond is the condition a proof holds under (see condition), "" for none.
func ruleOf(id, n, verify int, v []uint32, o pattern.Options, cond string) protocol.Rule {
	res := pattern.Find(v[:n+1], o)
	out := ruleMessage(id, n, res, cond)
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

// ruleMessage writes what Find answered on the values of 0..n; a rule
// proven under a condition (cond: the code a game file's rules match) says
// so, as the command line's pattern does.
func ruleMessage(id, n int, res pattern.Result, cond string) protocol.Rule {
	out := protocol.Rule{
		ID: id, N: n, Found: res.Rule != nil,
		Why: res.Why, Best: res.Best, Tried: strings.Join(res.Tried, "\n"),
	}
	if r := res.Rule; r != nil {
		out.Sentence, out.Formula, out.Status, out.Exceptions = r.Sentence, r.Formula, r.Status(), r.ExceptionList()
		if r.Proven && cond != "" {
			out.Status = "proven for every n for " + cond + ": " + r.Proof
		}
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
