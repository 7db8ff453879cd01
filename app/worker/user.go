//go:build js

package main

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"slices"
	"strings"
	"syscall/js"

	"nimber/app/protocol"
	game "nimber/solver/explore"
	"nimber/solver/games"
	"nimber/solver/memo"
	"nimber/solver/period"
	"nimber/solver/script"
	"nimber/solver/sums"
	"nimber/solver/table"
)

// userGames keeps the games written in Starlark that the page asked about,
// with the values computed so far, by a hash of name, code and parameters.
// Only the last few are kept.
var userGames = map[string]game.Game{}

const maxUserGames = 4

// userKeyBytes is how much of a SHA-256 a userKey keeps: 96 bits.
const userKeyBytes = 12

// userKey is the hash of a game file with its parameters.
func userKey(name, code, params string) string {
	h := sha256.Sum256([]byte(name + "\x00" + code + "\x00" + params))
	return hex.EncodeToString(h[:userKeyBytes])
}

// openUser returns the game of a request, compiled once.
func openUser(name, code, params string) (game.Game, string, error) {
	key := userKey(name, code, params)
	if g, ok := userGames[key]; ok {
		return g, key, nil
	}
	values := map[string]string{}
	for _, p := range protocol.SplitParams(params) {
		values[p.Name] = p.Value
	}
	g, err := game.Script(name, []byte(code), values, game.Limits{})
	if err != nil {
		return nil, key, err
	}
	if len(userGames) >= maxUserGames {
		clear(userGames)
	}
	userGames[key] = g
	return g, key, nil
}

// postUserError answers request id with err, placed in the code when it
// has a place.
func postUserError(id int, err error) {
	m := protocol.UserError{ID: id, Message: err.Error()}
	var se *script.Error
	if errors.As(err, &se) {
		m.Line, m.Col = se.Line, se.Col
	}
	post(m)
}

// userTable answers a UserTable request: the values from the cache, or
// computed (with progress) and cached.
func userTable(s *store, m protocol.UserTable) {
	t, err := openTable(m.Name, m.Code, m.Params, m.Kind, m.N)
	if err != nil {
		postUserError(m.ID, err)
		return
	}
	g, shape := t.game, t.shape
	lists, _ := m.Lists.(js.Value)
	data, source, pending, err := userValues(s, t, m.ID, m.Warm, lists)
	if err != nil {
		postUserError(m.ID, err)
		return
	}
	arr := bytesToJS(data)
	out := protocol.UserValues{ID: m.ID, Values: arr, Cols: len(data) / 4, Source: source}
	v := table.BytesUint32(data)
	if shape.Pairs {
		out.Cols = shape.M + 1
	} else {
		out.Period = period.Find(v, nil).String()
	}
	out.Rule = userRule(m.ID, g, t.kind, shape, v)
	for _, p := range g.Params() {
		out.Params = append(out.Params, protocol.UserParam{Name: p.Name, Default: p.Default, Value: p.Value})
	}
	st := g.Stats()
	out.Positions, out.Bytes = st.Positions, st.Bytes
	post(out, arr.Get("buffer"))
	if pending != nil {
		pending.wait()
		postCache(s, m.ID)
	}
}

// userValues returns the values of table t as 32-bit little-endian words:
// from the cache (unless warm), or computed with progress reported for
// request id, from the option lists other workers made (a Uint8Array, or
// not truthy), then saved (unless warm; pending waits for the save).
func userValues(s *store, t userTableReq, id int, warm bool, lists js.Value) (data []byte, source string, pending *saving, err error) {
	if !warm {
		if data = s.load(t.key); data != nil {
			return data, protocol.SourceCache, nil, nil
		}
	}
	if lists.Truthy() {
		b := make([]byte, lists.Length())
		js.CopyBytesToGo(b, lists)
		if p, ok := t.game.(game.Preloader); ok {
			if err := p.LoadOptionWords(table.BytesInt64(b)); err != nil {
				return nil, "", nil, err
			}
		}
	}
	v, err := t.game.Values(context.Background(), t.kind, t.conv, t.shape, progress(id, 0, 1))
	if err != nil {
		return nil, "", nil, err
	}
	data = table.Uint32Bytes(v)
	if !warm {
		pending = s.save(t.key, data)
	}
	return data, protocol.SourceComputed, pending, nil
}

// userTableReq is a table of a user's game: the game, the kind, the
// positions and the table's cache key.
type userTableReq struct {
	game  game.Game
	kind  sums.Kind
	conv  sums.Convention
	shape game.Shape
	key   string
}

// openTable reads the game, kind and positions of a table request.
func openTable(name, code, params, kind, n string) (userTableReq, error) {
	g, id, err := openUser(name, code, params)
	if err != nil {
		return userTableReq{}, err
	}
	k, c, err := games.ParseKind(kind)
	if err != nil {
		return userTableReq{}, err
	}
	shape, err := game.ParseShape(strings.TrimSpace(n))
	if err != nil {
		return userTableReq{}, err
	}
	return userTableReq{game: g, kind: k, conv: c, shape: shape, key: "user/v1/" + id + "/" + k.String() + "/n=" + shape.String()}, nil
}

// userMoves answers a UserMoves request: the option lists of a share of a
// table's positions, unless the table is cached.
func userMoves(s *store, m protocol.UserMoves) {
	q := m.Table
	t, err := openTable(q.Name, q.Code, q.Params, q.Kind, q.N)
	if err != nil {
		postUserError(m.ID, err)
		return
	}
	g, shape := t.game, t.shape
	if m.Part == 0 && s.has(t.key) {
		post(protocol.UserMoveLists{ID: m.ID, Cached: true})
		return
	}
	p, ok := g.(game.Preloader)
	if !ok || m.Parts < 1 {
		post(protocol.UserMoveLists{ID: m.ID})
		return
	}
	var share []memo.Pos
	for i, pos := range shape.Positions() {
		if i%m.Parts == m.Part {
			share = append(share, pos)
		}
	}
	words, listed, err := p.OptionWords(context.Background(), share)
	if err != nil {
		postUserError(m.ID, err)
		return
	}
	if !listed {
		post(protocol.UserMoveLists{ID: m.ID})
		return
	}
	arr := bytesToJS(table.Int64Bytes(words))
	post(protocol.UserMoveLists{ID: m.ID, Lists: arr, Listed: true}, arr.Get("buffer"))
}

// userOptions answers a UserOptions request.
func userOptions(m protocol.UserOptions) {
	g, _, err := openUser(m.Name, m.Code, m.Params)
	if err != nil {
		postUserError(m.ID, err)
		return
	}
	k, c, err := games.ParseKind(m.Kind)
	if err != nil {
		postUserError(m.ID, err)
		return
	}
	p, err := game.ParsePos(strings.TrimSpace(m.Pos))
	if err != nil {
		postUserError(m.ID, err)
		return
	}
	opts, err := g.Options(context.Background(), k, c, p)
	if err != nil {
		postUserError(m.ID, err)
		return
	}
	out := protocol.UserOptionList{ID: m.ID, Pos: p.String()}
	vals := make([]uint32, len(opts))
	for i, o := range opts {
		vals[i] = o.Value
		out.Options = append(out.Options, protocol.UserOption{To: optionText(o.To), Values: partsText(o.Values), Value: o.Value})
	}
	out.Value = k.Of(vals)
	out.Rule = ruleText(k, vals, out.Value)
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

// partsText writes the values of an option's parts: "3", or "1 ^ 2".
func partsText(vs []uint32) string {
	s := make([]string, len(vs))
	for i, v := range vs {
		s[i] = fmt.Sprint(v)
	}
	return strings.Join(s, " ^ ")
}

// ruleText shows how a value follows from its options' values: the mex of
// the distinct values for Grundy kinds, the rule's name for the others.
func ruleText(k sums.Kind, vals []uint32, v uint32) string {
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
	return fmt.Sprintf("%s of the options: %d", k, v)
}

// maxUserMoves caps the winning moves listed.
const maxUserMoves = 200

// userPlay answers a UserPlay request: the winner of the sum of the
// positions (disjunctive, normal play) and every winning move.
func userPlay(m protocol.UserPlay) {
	g, _, err := openUser(m.Name, m.Code, m.Params)
	if err != nil {
		postUserError(m.ID, err)
		return
	}
	var ps []memo.Pos
	for _, f := range strings.Fields(m.Positions) {
		p, err := game.ParsePos(f)
		if err != nil {
			postUserError(m.ID, err)
			return
		}
		ps = append(ps, p)
	}
	if len(ps) == 0 {
		postUserError(m.ID, fmt.Errorf("no position to play: type one or more, such as 5 7 or 3,5"))
		return
	}
	res, err := g.Sum(context.Background(), sums.Convention{Sum: sums.Disjunctive, Play: sums.Normal}, ps, maxUserMoves)
	if err != nil {
		postUserError(m.ID, err)
		return
	}
	out := protocol.UserVerdict{ID: m.ID, Positions: positionsText(ps), FirstWins: res.FirstWins, Count: float64(res.Count)}
	for _, mv := range res.Moves {
		out.Moves = append(out.Moves, playMove(ps, mv[0].Heap, mv[0].To))
	}
	for i, p := range ps {
		opts, err := g.Options(context.Background(), sums.Grundy, sums.Convention{}, p)
		if err != nil {
			postUserError(m.ID, err)
			return
		}
		for _, o := range opts {
			if len(out.All) < maxUserMoves {
				out.All = append(out.All, playMove(ps, i, o.To))
			}
		}
	}
	out.Over = len(out.All) == 0
	post(out)
}

// playMove describes the move replacing position i of ps by to.
func playMove(ps []memo.Pos, i int, to []memo.Pos) protocol.UserMove {
	after := append(append(slices.Clone(ps[:i]), to...), ps[i+1:]...)
	return protocol.UserMove{
		Say:   fmt.Sprintf("position %d: %s → %s", i+1, ps[i], optionText(to)),
		After: positionsText(after),
	}
}

// positionsText writes positions as UserPlay reads them.
func positionsText(ps []memo.Pos) string {
	s := make([]string, len(ps))
	for i, p := range ps {
		s[i] = strings.NewReplacer("(", "", ")", "", " ", "").Replace(p.String())
	}
	return strings.Join(s, " ")
}
