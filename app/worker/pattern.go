//go:build js

package main

import (
	"fmt"
	"strconv"
	"strings"
	"syscall/js"

	"nimber/solver/contest"
	"nimber/solver/games"
	"nimber/solver/pattern"
	"nimber/solver/sums"
)

// maxPredictedCells bounds the predicted values sent for the heatmap.
const maxPredictedCells = 4096

// findPattern answers {type: "pattern", id, game, kind, n, verify}: it
// looks for a rule in the values of heaps 0..n only (package pattern) and
// sends it with the values it predicts past n (as many as the table holds,
// at most maxPredictedCells). With verify = M > n it also computes the
// values up to M (through the cache) and reports the first counterexample
// to the rule, if any.
func findPattern(s *store, msg js.Value) {
	id := msg.Get("id")
	g, k, c, n, err := exploreRequest(msg)
	if err != nil {
		postError(id, err.Error())
		return
	}
	if n < 0 || n > pattern.MaxN {
		postError(id, fmt.Sprintf("the pattern finder reads heaps up to at most %d, not %d", pattern.MaxN, n))
		return
	}
	verify := 0
	if text := strings.TrimSpace(msg.Get("verify").String()); msg.Get("verify").Truthy() && text != "" {
		if verify, err = strconv.Atoi(text); err != nil || verify <= n {
			postError(id, fmt.Sprintf("verify up to %q: expected an integer larger than %d", text, n))
			return
		}
	}
	table, err := games.Table(g, k, c, max(n, verify))
	if err != nil {
		postError(id, err.Error())
		return
	}
	f := s.fetch(id, []contest.Table{table})
	v := contest.BytesUint32(f.data[0])
	if len(v) != max(n, verify)+1 {
		_, err := games.Values(g, k, c, max(n, verify), nil)
		if err == nil {
			err = fmt.Errorf("%s: no values", g)
		}
		postError(id, err.Error())
		return
	}
	res := pattern.Find(v[:n+1], pattern.Options{Bound: g.Bound(k), Format: sums.ValueString})
	out := map[string]any{
		"type": "pattern", "id": id, "n": n, "found": res.Rule != nil,
		"why": res.Why, "best": res.Best, "tried": strings.Join(res.Tried, "\n"),
	}
	if r := res.Rule; r != nil {
		out["sentence"], out["formula"], out["status"], out["exceptions"] = r.Sentence, r.Formula, r.Status(), r.ExceptionList()
		var predicted []uint32
		for x := n + 1; x <= n+min(n+1, maxPredictedCells); x++ {
			p, ok := r.Predict(x)
			if !ok {
				break
			}
			predicted = append(predicted, p)
		}
		out["predicted"] = bytesToJS(contest.Uint32Bytes(predicted))
		if verify > 0 {
			out["verified"] = verify
			if x, ok := r.Verify(v, n+1); !ok {
				p, _ := r.Predict(x)
				out["counter"] = map[string]any{"n": x, "predicted": p, "actual": v[x]}
			}
		}
	}
	post(out)
	s.stored(id, f)
}
