//go:build js

package main

import (
	"fmt"
	"strings"

	"nimber/app/browser"
	"nimber/app/protocol"
	"nimber/solver/explore"
	"nimber/solver/pattern"
	"nimber/solver/sums"
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
	if _, err := recognise(read, nil); err != nil {
		postFailure(m.ID, err)
		return
	}
	t.game = read.game
	f := s.fetch(m.ID, read.tables)
	read.valuedAs(&f)
	v, err := read.values(f.data[0])
	if err != nil {
		postFailure(m.ID, err)
		return
	}
	out := ruleOf(m.ID, n, verify, v, explore.PatternOptions(t.game, t.kind), condition(read, n))
	if c := condition(read, verify); verify > 0 && c.Engine {
		out.VerifiedBy = fmt.Sprintf("the values past %d are those of %s, from its own engine", c.Upto, c.What)
	}
	post(out)
	s.stored(m.ID, f)
}

// ruleOf looks for a rule in the values of 0..n (the first n+1 of v) and
// writes it with the values it predicts past n (as many as the table
// holds, at most maxPredictedCells). With verify > 0 (v then holding the
// values up to verify) it reports the first value past n the rule misses.
// cond is what the rule holds under (see condition).
func ruleOf(id, n, verify int, v []uint32, o pattern.Options, cond pattern.Condition) protocol.Rule {
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
	out.Predicted = browser.Uint8Array(table.Uint32Bytes(predicted))
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
// under a condition (cond: the code a game file's rules match) says so, as
// the command line's pattern does.
func ruleMessage(id, n int, res pattern.Result, cond pattern.Condition) protocol.Rule {
	out := protocol.Rule{
		ID: id, N: n, Found: res.Rule != nil,
		Why: res.Why, Best: res.Best, Tried: strings.Join(res.Tried, "\n"),
	}
	if r := res.Rule; r != nil {
		out.Sentence, out.Formula, out.Status, out.Exceptions = r.Sentence, r.Formula, r.StatusUnder(cond), r.ExceptionList()
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

// emitRule answers protocol.Emit: the rule findPattern finds in the
// values of positions 0..n, written as a program by package pattern's
// emitter (as the command line's pattern -emit writes it, proven under
// the same condition), or why it cannot be.
func emitRule(s *store, m protocol.Emit) {
	t, err := planTable(m.Game, m.Kind, m.N, false)
	if err != nil {
		postFailure(m.ID, err)
		return
	}
	n, _, read, err := patternRange(t, "")
	if err != nil {
		postFailure(m.ID, err)
		return
	}
	if _, err := recognise(read, nil); err != nil {
		postFailure(m.ID, err)
		return
	}
	f := s.fetch(m.ID, read.tables)
	read.valuedAs(&f)
	v, err := read.values(f.data[0])
	if err != nil {
		postFailure(m.ID, err)
		return
	}
	s.stored(m.ID, f)
	out := protocol.Code{ID: m.ID, Lang: m.Lang}
	code, err := emitted(read, v[:n+1], m)
	if err != nil {
		out.Refused = err.Error()
	} else {
		out.Code, out.File = code, codeFile(m)
	}
	post(out)
}

// emitted writes the rule found in v, the values of 0..n of table t, in
// the language m asks for, under its condition.
func emitted(t *valueTable, v []uint32, m protocol.Emit) (string, error) {
	o := pattern.EmitOptions{Lang: pattern.Lang(m.Lang), Condition: condition(t, len(v)-1),
		Title: fmt.Sprintf("nimber pattern %s -n %s -kind %s -emit %s (on the table page)", gameTitle(m.Game), strings.TrimSpace(m.N), m.Kind, m.Lang)}
	if err := sums.Numbers(v); err != nil {
		return "", err
	}
	res := pattern.Find(v, explore.PatternOptions(t.game, t.kind))
	if res.Rule == nil {
		return "", fmt.Errorf("no rule found: %s", res.Why)
	}
	return res.Rule.Emit(v, o)
}

// gameTitle names the game of ref in an emitted program's header.
func gameTitle(ref protocol.GameRef) string {
	if ref.Spec != "" {
		return ref.Spec
	}
	return fileName(ref)
}

// codeFile names the file of the program m asks for: nimber-GAME.EXT.
func codeFile(m protocol.Emit) string {
	ext := map[string]string{"c++": "cpp", "python": "py", "go": "go"}[m.Lang]
	clean := strings.Map(func(r rune) rune {
		if r >= '0' && r <= '9' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r == '.' || r == '-' {
			return r
		}
		return '_'
	}, strings.TrimSuffix(gameTitle(m.Game), ".star"))
	return "nimber-" + clean + "." + ext
}
