package main

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"nimber/app/protocol"
	"nimber/solver/explore"
	"nimber/solver/games"
	"nimber/solver/memo"
	"nimber/solver/octal"
	"nimber/solver/pattern"
	"nimber/solver/recognize"
	"nimber/solver/subtraction"
	"nimber/solver/sums"
	"nimber/solver/table"
)

// defaultFile names a game file whose request gives no name.
const defaultFile = "game.star"

// userGames keeps the game files that the page asked about, with the
// values computed so far, by fileKey. Only the last few are kept.
var userGames = map[string]explore.Game{}

const maxUserGames = 4

// fileKeyBytes is how much of a SHA-256 a fileKey keeps: 96 bits.
const fileKeyBytes = 12

// fileKey is the hash of a game file with its parameters.
func fileKey(name, code, params string) string {
	h := sha256.Sum256([]byte(name + "\x00" + code + "\x00" + params))
	return hex.EncodeToString(h[:fileKeyBytes])
}

// fileName is the name of the game file ref gives (defaultFile when the
// request names none).
func fileName(ref protocol.GameRef) string {
	if ref.Name == "" {
		return defaultFile
	}
	return ref.Name
}

// compile compiles the game file ref gives, with its parameters.
func compile(ref protocol.GameRef) (explore.Game, error) {
	params := map[string]string{}
	for _, p := range protocol.SplitParams(ref.Params) {
		params[p.Name] = p.Value
	}
	return explore.Script(fileName(ref), []byte(ref.Code), params, explore.Limits{})
}

// resolve returns the game a request names: a built-in game, or a game
// file, compiled once and kept with its values (see userGames). key is the
// game file's fileKey, which its cached tables are known by ("" for a
// built-in game: package games keys its tables).
func resolve(ref protocol.GameRef) (g explore.Game, key string, err error) {
	if ref.Spec != "" {
		g, err := explore.Builtin(ref.Spec)
		return g, "", err
	}
	if ref.Code == "" {
		return nil, "", errors.New("no game: a request names a built-in game or gives a game file's code")
	}
	key = fileKey(fileName(ref), ref.Code, ref.Params)
	if g, ok := userGames[key]; ok {
		return g, key, nil
	}
	g, err = compile(ref)
	if err != nil {
		return nil, key, err
	}
	if len(userGames) >= maxUserGames {
		clear(userGames)
		clear(recognitions)
	}
	userGames[key] = g
	return g, key, nil
}

// maxSumMoves caps the moves a verdict lists; maxSent those an analysis
// message carries.
const (
	maxSumMoves = 200
	maxSent     = 200
)

// fileTables starts the keys of game files' tables (v2: the cache keeps
// how they were valued with them, see valuation; v3: a kind is named with
// the convention it is valued under, the game's own play (disjunctive) or
// a Game Pack compound, see explore.Game.Kind).
const fileTables = "user/v3/"

// valueTable is the table of values a Table, Moves or Pattern request
// reads: the values of a kind of a game's positions, as tables of package
// table that the worker's cache keeps.
type valueTable struct {
	game  explore.Game
	ref   protocol.GameRef
	file  string // the game file's fileKey, "" for a built-in game
	kind  sums.Kind
	conv  sums.Convention
	shape explore.Shape
	// limit is, when the request asked for heaps past a built-in game's
	// limit, that limit (shape is cut to it); 0 otherwise.
	limit int
	// tables are the values, then for a code's Grundy values (withRare)
	// its rare heaps.
	tables []table.Table
	// err says why building the values failed, and done holds the values
	// of the positions before the one where a cap on memory stopped them
	// (games.CapError, explore.StopError; empty for a cap that stopped
	// before any position, nil for other failures).
	err  error
	done []uint32
	// pool gives a game file's runs of subtraction.Sparse their helpers
	// (nil: none), and workers is set to the workers of such a run.
	pool    subtraction.Pool
	workers int
	// valued is how the values were valued: as build valued them, or as
	// the cache kept it when they were read from it.
	valued valuation
}

// valuation is how a table's values were valued, which the cache keeps
// with them: by the game's own rules (Code ""), or, for the Grundy values
// of a game file's heaps, by its rules on every heap ≤ Upto and past Upto
// by the engine of the code they match there (Code, recognize.Match.What:
// "code 0.77 (kayles)"). A rule found in them holds under that code
// (condition) whether the values were computed or read back.
type valuation struct {
	Code string
	Upto int
}

// planTable reads the game, kind and positions (n as typed: "N" or
// "N,M") of a request and names the table of their values. A game file's
// table is valued by explore.Game.Values and known by the file's hash;
// warm has it computed without the cache (table.Table.Recompute). A
// built-in game's is package games' own (see builtinTable).
func planTable(ref protocol.GameRef, kind, n string, warm bool) (*valueTable, error) {
	g, file, err := resolve(ref)
	if err != nil {
		return nil, err
	}
	k, c, err := g.Kind(kind)
	if err != nil {
		return nil, err
	}
	shape, err := explore.ParseShape(strings.TrimSpace(n))
	if err != nil {
		// ParseShape names the command line's flag: the page's field is
		// "positions up to".
		return nil, fmt.Errorf("positions up to %s", strings.TrimPrefix(err.Error(), "-n "))
	}
	t, err := newTable(g, file, k, c, shape, warm)
	if t == nil {
		return nil, err
	}
	t.ref = ref
	if _, ok := recognitions[file]; ok && recognisable(t) {
		if _, same := recognitionFor(t); !same {
			// The rules were recognised for another table, which says
			// nothing of this one's values nor of its period: a fresh
			// game values them by its own rules until they are
			// recognised for this table.
			g, err := compile(ref)
			if err != nil {
				return nil, err
			}
			userGames[file], t.game = g, g
			delete(recognitions, file)
		}
	}
	return t, err
}

// newTable names the table of the values of kind k under c of g's
// positions of shape (see planTable; file is g's fileKey, "" for a
// built-in game).
func newTable(g explore.Game, file string, k sums.Kind, c sums.Convention, shape explore.Shape, warm bool) (*valueTable, error) {
	t := &valueTable{game: g, file: file, kind: k, conv: c, shape: shape}
	if b, ok := explore.BuiltinOf(g); ok {
		err := t.builtinTable(b)
		return t, err
	}
	t.tables = []table.Table{{
		Key:       fileTables + file + "/" + k.String() + "/" + c.String() + "/n=" + shape.String(),
		Build:     t.build,
		Recompute: warm,
		Always:    true, // the explorer promises a game file's values again from the cache
	}}
	return t, nil
}

// builtinTable is the special case of a built-in game: its table is
// package games' (games.Table), keyed as the command line and the contest
// problems key it and built by its family's engine, and a request past the
// game's limit (games.Game.Limit) gets the heaps up to the limit.
func (t *valueTable) builtinTable(b games.Game) error {
	if t.shape.Pairs {
		return fmt.Errorf("%s: positions are heaps: give one number, not %s", b, t.shape)
	}
	if l := b.Limit(t.kind, t.conv, t.shape.N); t.shape.N > l {
		t.shape.N, t.limit = l, l
	}
	values, err := games.Table(b, t.kind, t.conv, t.shape.N, func(done []uint32, err error) { t.err, t.done = err, done })
	t.tables = []table.Table{values}
	return err
}

// withRare adds, for the Grundy values of a take-and-break code, the table
// of their rare/common split (games.RareTables: built with the values).
// It reports whether it did.
func (t *valueTable) withRare() bool {
	b, ok := explore.BuiltinOf(t.game)
	if !ok || b.Family() != games.Code || t.kind != sums.Grundy {
		return false
	}
	values, rare, err := games.RareTables(b, t.shape.N)
	if err != nil {
		return false
	}
	t.tables = []table.Table{values, rare}
	return true
}

// build computes the values of a game file's table, keeping the error and
// how they were valued (valuing).
func (t *valueTable) build(progress table.Progress) []byte {
	t.valued = valuing(t)
	v, err := t.game.Values(subtraction.WithPool(context.Background(), t.pool), t.kind, t.conv, t.shape, progress)
	if err != nil {
		t.err, t.done = err, v
		return []byte{}
	}
	return table.Uint32Bytes(v)
}

// cells is the number of values the table holds.
func (t *valueTable) cells() int {
	if t.shape.Pairs {
		return (t.shape.N + 1) * (t.shape.M + 1)
	}
	return t.shape.N + 1
}

// cutToDone cuts table t to the positions valued before a cap on memory
// stopped it (done), whole rows for pairs: shape.N becomes the last heap
// or row, done its values. It reports false, leaving t as it is, when not
// one heap or row was valued.
func (t *valueTable) cutToDone() bool {
	row := 1
	if t.shape.Pairs {
		row = t.shape.M + 1
	}
	rows := len(t.done) / row
	if rows == 0 {
		return false
	}
	t.shape.N, t.done = rows-1, t.done[:rows*row]
	return true
}

// values reads the table's values from their bytes (the first of
// tables), or says why there are none: a table that came out short holds
// no values (see games.Table).
func (t *valueTable) values(data []byte) ([]uint32, error) {
	if v := table.BytesUint32(data); len(v) == t.cells() {
		return v, nil
	}
	if t.err != nil {
		return nil, t.err
	}
	if _, err := t.game.Values(context.Background(), t.kind, t.conv, t.shape, nil); err != nil {
		return nil, err
	}
	return nil, fmt.Errorf("%s: no values", t.game.Name())
}

// patternRange reads what a Pattern request of table t (the positions
// 0..n, n cut to a built-in game's limit) and verify text asks: the rule
// is sought in 0..n and checked up to verify (0: no check), which must lie
// past n and, for a built-in game, within its limit. read is the table of
// the values read, 0..max(n, verify).
func patternRange(t *valueTable, verifyText string) (n, verify int, read *valueTable, err error) {
	n = t.shape.N
	if t.shape.Pairs || n > pattern.MaxN {
		return 0, 0, nil, fmt.Errorf("the pattern finder reads the positions 0..N with N at most %d, not %s", pattern.MaxN, t.shape)
	}
	if verify, err = parseVerify(verifyText, n); err != nil || verify == 0 {
		return n, 0, t, err
	}
	read, err = newTable(t.game, t.file, t.kind, t.conv, explore.Shape{N: verify}, false)
	if err != nil {
		return 0, 0, nil, err
	}
	read.ref = t.ref
	if read.limit > 0 {
		return 0, 0, nil, fmt.Errorf("verify up to %d: the values of %s of %s stop at heap %d", verify, read.kind, read.game.Name(), read.limit)
	}
	return n, verify, read, nil
}

// parseVerify reads the M of "verify up to M" for a table of 0..n: empty
// is 0 (no check), otherwise an integer larger than n.
func parseVerify(text string, n int) (int, error) {
	text = strings.TrimSpace(text)
	if text == "" {
		return 0, nil
	}
	m, err := strconv.Atoi(text)
	if err != nil || m <= n {
		return 0, fmt.Errorf("verify up to %q: expected an integer larger than %d", text, n)
	}
	return m, nil
}

// recognitions holds, by fileKey, what the rules of the game files kept in
// userGames were recognised as. A key present was tried.
var recognitions = map[string]recognised{}

// recognised is what a game file's rules were recognised as: shown, the
// match worth telling (nil when none), and match, when the Grundy values of
// heaps come from a code's engine and theorem past the heaps read, with
// theorem telling whether that code's theorem proves periods: what a rule
// holds under (see condition).
type recognised struct {
	shown   *protocol.Recognition
	match   *recognize.Match
	theorem bool
	// n is the N of the table the rules were recognised for: the heaps
	// read, and what the match says of the others, depend on it, so the
	// recognition holds for that table alone (recognitionFor).
	n int
}

// recognitionFor returns what the rules of table t's game file were
// recognised as for t (the Grundy values of its heaps up to t.shape.N),
// if they were.
func recognitionFor(t *valueTable) (recognised, bool) {
	r, ok := recognitions[t.file]
	return r, ok && recognisable(t) && r.n == t.shape.N
}

// valuesFirst is the most heaps a game file's table has for its values to
// be sent before its rules are recognised (recognitionFollows): so few
// heaps are interpreted sooner than they are recognised, and the values
// are then the file's own (unless the rules were recognised for the same
// table before: the code's engine then values the heaps past those read,
// see valuing). Past it the rules are recognised first: the values past
// the heaps read may then come from the code's own engine.
const valuesFirst = 1 << 10

// recognisable reports whether recognition reads table t: the Grundy
// values of a game file's heaps.
func recognisable(t *valueTable) bool {
	return t.file != "" && t.kind == sums.Grundy && !t.shape.Pairs
}

// minShown is the fewest heaps a game file's rules must match a code on
// for the match to be told (as the command line tells it).
const minShown = 16

// recognise recognises the rules of the game of table t when it asks for
// Grundy values of heaps (as the command line's table does before valuing
// them): from then on the values past the heaps read come from the code's
// own engine and its theorem proves their period (explore.Recognizer).
// Recognition reads the options of heaps as they are listed, so it runs on
// a game that has valued nothing yet: t's when it has not, else a freshly
// compiled one, which replaces the one kept (and t's). It runs once per
// table (recognitionFor), reporting its progress. It returns what was
// recognised, nil when nothing is worth telling or the table is of
// another kind.
func recognise(t *valueTable, progress table.Progress) (*protocol.Recognition, error) {
	if !recognisable(t) {
		return nil, nil
	}
	if r, ok := recognitionFor(t); ok {
		return r.shown, nil
	}
	g := t.game
	if g.Stats().Positions > 0 {
		var err error
		if g, err = compile(t.ref); err != nil {
			return nil, err
		}
	}
	rec, ok := g.(explore.Recognizer)
	if !ok {
		return nil, nil
	}
	m, ok, err := rec.Recognize(context.Background(), t.shape.N, progress)
	if ce := (*memo.CapError)(nil); errors.As(err, &ce) {
		// The cap on positions stopped the reading: nothing is told, and
		// the table's values, which the game goes on with from the heaps
		// it valued, stop there too (tableValues).
		userGames[t.file], t.game = g, g
		recognitions[t.file] = recognised{n: t.shape.N}
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	userGames[t.file], t.game = g, g
	r := recognised{n: t.shape.N}
	if ok && m.Upto >= minShown && (m.Extends || m.Differs == nil) {
		r.shown = recognitionMessage(m, t.shape.N)
	}
	if ok {
		r.match, r.theorem = &m, explore.PatternOptions(g, sums.Grundy).Bound != nil
	}
	recognitions[t.file] = r
	return r.shown, nil
}

// recognitionMessage writes match m for a table of heaps 0..n.
func recognitionMessage(m recognize.Match, n int) *protocol.Recognition {
	out := &protocol.Recognition{What: m.What(), Upto: m.Upto, Extends: m.Extends,
		Native: m.Extends && m.Differs == nil && m.Reaches(n)}
	if m.Kind == recognize.Code && !strings.Contains(m.Code, "…") {
		out.Code = m.Code
	}
	if m.Differs != nil {
		out.Differs = m.Departure()
	}
	if out.Native && m.Upto < n {
		out.Checked = m.CheckedText(n)
	}
	return out
}

// valuing is how build values table t now: past the heaps read by the
// engine of the code its game file's rules were recognised as, when that
// engine gives heaps past them up to t's (the game then takes its Grundy
// values of heaps from it, explore.Recognizer; the command line's pattern
// says so, explore.MatchCondition), else by the file's own rules.
func valuing(t *valueTable) valuation {
	r, ok := recognitionFor(t)
	if !ok || r.match == nil || !explore.MatchCondition(*r.match, t.shape.N, false).Engine {
		return valuation{}
	}
	return valuation{Code: r.match.What(), Upto: r.match.Upto}
}

// condition is what a rule of the values of heaps 0..n of table t holds
// under, as the command line's pattern states it: when the values past
// the heaps read came from a code's engine (t.valued, whether they were
// computed now or read from the cache), that code, matched on those heaps;
// else, for the Grundy values of a game file's heaps recognised as a code
// whose theorem proves periods, that code (explore.MatchCondition), the
// values being the file's own; none otherwise.
func condition(t *valueTable, n int) pattern.Condition {
	if v := t.valued; v.Code != "" && v.Upto < n {
		return pattern.Condition{What: v.Code, Upto: v.Upto, Engine: true}
	}
	r, ok := recognitionFor(t)
	if !ok || r.match == nil {
		return pattern.Condition{}
	}
	c := explore.MatchCondition(*r.match, n, r.theorem)
	c.Engine = false
	return c
}

// rareValues lists the rare values (octal.Common's rule under mask) among
// the values v, increasing: the page marks them without knowing the rule.
func rareValues(v []uint32, mask uint32) []uint32 {
	var counts []int
	for _, x := range v {
		if x >= uint32(len(counts)) {
			counts = append(counts, make([]int, int(x)+1-len(counts))...)
		}
		counts[x]++
	}
	return rareCounted(counts, mask)
}

// rareCounted returns, in increasing order, the values x that some heap
// has (counts[x] > 0) and that are rare under mask.
func rareCounted(counts []int, mask uint32) []uint32 {
	var rare []uint32
	for x, n := range counts {
		if n > 0 && !octal.Common(uint32(x), mask) {
			rare = append(rare, uint32(x))
		}
	}
	return rare
}

// farTable is a table valued far (far.go): the Grundy values of heaps
// 0..n of a code that octal's Far engine computes.
type farTable struct {
	game octal.Game
	n    int
	// limit is games.MaxFar when the request asked for more heaps (n is
	// cut to it), 0 otherwise.
	limit int
	// workers is the most workers the request allows (0: the default).
	workers int
}

// planFar returns the far table a Table request asks for, if it asks for
// one: the Grundy values of a built-in code that games.Game.Far computes,
// past the heaps the pattern finder reads (pattern.MaxN; up to them the
// game's own table serves, as planTable plans it, with its pattern). A
// request planFar does not take goes to planTable, which says what is wrong
// with it.
func planFar(ref protocol.GameRef, kind, n string, workers int) (farTable, bool) {
	if ref.Spec == "" {
		return farTable{}, false
	}
	g, err := explore.Builtin(ref.Spec)
	if err != nil {
		return farTable{}, false
	}
	k, c, err := g.Kind(kind)
	if err != nil {
		return farTable{}, false
	}
	shape, err := explore.ParseShape(strings.TrimSpace(n))
	b, _ := explore.BuiltinOf(g)
	code, ok := b.Far(k, c)
	if err != nil || shape.Pairs || !ok || shape.N <= pattern.MaxN {
		return farTable{}, false
	}
	f := farTable{game: code, n: shape.N, workers: workers}
	if f.n > games.MaxFar {
		f.n, f.limit = games.MaxFar, games.MaxFar
	}
	return f, true
}
