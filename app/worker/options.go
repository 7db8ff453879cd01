//go:build js

package main

import (
	"cmp"
	"context"
	"fmt"
	"slices"
	"strings"

	"nimber/app/protocol"
	"nimber/solver/explore"
	"nimber/solver/memo"
	"nimber/solver/sums"
)

// normalPlay is the convention of the sums the play box plays: disjunctive,
// normal play, whose winner Grundy values decide for any game.
var normalPlay = sums.NormalDisjunctive

// options answers protocol.Options: the options of a position with their
// values, and how its value follows from theirs.
func options(m protocol.Options) {
	g, _, err := resolve(m.Game)
	if err != nil {
		postFailure(m.ID, err)
		return
	}
	k, c, err := g.Kind(m.Kind)
	if err != nil {
		postFailure(m.ID, err)
		return
	}
	p, err := explore.ParsePos(strings.TrimSpace(m.Pos))
	if err != nil {
		postFailure(m.ID, err)
		return
	}
	opts, err := g.Options(context.Background(), k, c, p)
	if err != nil {
		postFailure(m.ID, err)
		return
	}
	out := protocol.OptionList{ID: m.ID, Pos: p.String()}
	vals := make([]uint32, len(opts))
	for i, o := range opts {
		vals[i] = o.Value
		out.Options = append(out.Options, protocol.Option{To: optionText(o.To), Values: partsText(k, o.Values), Value: o.Value})
	}
	out.Value = k.Of(vals)
	out.Rule = ruleText(cmp.Or(m.Kind, k.String()), k, vals, out.Value)
	post(out)
}

// optionText writes an option: a position, or a sum as [p, q].
func optionText(to []memo.Pos) string {
	if len(to) == 1 {
		return to[0].String()
	}
	s := make([]string, len(to))
	for i, p := range to {
		s[i] = p.String()
	}
	return "[" + strings.Join(s, ", ") + "]"
}

// partsText writes the values of kind k of an option's parts: "3", or
// "1 ^ 2" for the Grundy values of a sum. The other kinds of a sum are not
// its parts' XOR (the sum played out, or folded under a convention): only
// its own value is shown, so "".
func partsText(k sums.Kind, vs []uint32) string {
	if len(vs) > 1 && k != sums.Grundy {
		return ""
	}
	s := make([]string, len(vs))
	for i, v := range vs {
		s[i] = fmt.Sprint(v)
	}
	return strings.Join(s, " ^ ")
}

// ruleText shows how a value of kind k, asked for as name, follows from
// its options' values: the mex of the distinct values for Grundy kinds,
// the kind's name for the others.
func ruleText(name string, k sums.Kind, vals []uint32, v uint32) string {
	switch k {
	case sums.Grundy, sums.MisereGrundy:
		if len(vals) == 0 {
			return fmt.Sprintf("no option: %d", v)
		}
		seen := map[uint32]bool{}
		var s []string
		for _, x := range vals {
			if !seen[x] {
				seen[x] = true
				s = append(s, fmt.Sprint(x))
			}
		}
		return fmt.Sprintf("mex{%s} = %d", strings.Join(s, ", "), v)
	}
	return fmt.Sprintf("%s of the options: %d", name, v)
}

// playSum answers protocol.Play: the winner of the sum of the positions
// (disjunctive, normal play), every winning move and every move.
func playSum(m protocol.Play) {
	g, _, err := resolve(m.Game)
	if err != nil {
		postFailure(m.ID, err)
		return
	}
	var ps []memo.Pos
	for _, f := range strings.Fields(m.Positions) {
		p, err := explore.ParsePos(f)
		if err != nil {
			postFailure(m.ID, err)
			return
		}
		ps = append(ps, p)
	}
	if len(ps) == 0 {
		postFailure(m.ID, fmt.Errorf("no position to play: type one or more, such as 5 7 or 3,5"))
		return
	}
	ctx := context.Background()
	res, err := g.Sum(ctx, normalPlay, ps, maxSumMoves)
	if err != nil {
		postFailure(m.ID, err)
		return
	}
	out := protocol.Verdict{ID: m.ID, Positions: positionsText(ps), FirstWins: res.FirstWins, Count: float64(res.Count)}
	for _, mv := range res.Moves {
		out.Moves = append(out.Moves, sumMove(ps, mv[0].Heap, mv[0].To))
	}
	for i, p := range ps {
		opts, err := g.Options(ctx, sums.Grundy, normalPlay, p)
		if err != nil {
			postFailure(m.ID, err)
			return
		}
		for _, o := range opts {
			if len(out.All) < maxSumMoves {
				out.All = append(out.All, sumMove(ps, i, o.To))
			}
		}
	}
	out.Over = len(out.All) == 0
	post(out)
}

// sumMove describes the move replacing position i of ps by to.
func sumMove(ps []memo.Pos, i int, to []memo.Pos) protocol.SumMove {
	after := append(append(slices.Clone(ps[:i]), to...), ps[i+1:]...)
	return protocol.SumMove{
		Say:   fmt.Sprintf("position %d: %s → %s", i+1, ps[i], optionText(to)),
		After: positionsText(after),
	}
}

// positionsText writes positions as Play reads them.
func positionsText(ps []memo.Pos) string {
	s := make([]string, len(ps))
	for i, p := range ps {
		s[i] = strings.NewReplacer("(", "", ")", "", " ", "").Replace(p.String())
	}
	return strings.Join(s, " ")
}
