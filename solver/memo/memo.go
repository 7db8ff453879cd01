// Package memo values the positions of any finite impartial game given by
// its rules (the options of a position), by memoized depth-first search:
// options are valued on demand wherever they lie, the search keeps its own
// stack (a chain of a million positions is fine), the number of positions
// it keeps is capped, and it can be cancelled and reports progress.
//
// An option is a list of positions: one position for a plain move, several
// for a move that splits the game into a sum. An evaluator made by New
// values the game itself, its sums disjunctive (a move is a move in one of
// their positions): a sum's Grundy value is the XOR of theirs; values of
// the other kinds of package sums are not set by the components' values of
// the same kind, so for them a sum is a position of its own, valued by
// playing it, and kept as the multiset of its components that have a move.
// An evaluator made by NewUnder values the game under one of Game Pack's
// conventions, whose sums' values are set by their components' (package
// sums): a sum's positions are components of the convention's compound.
package memo

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"

	"nimber/solver/sums"
)

// Rules lists the options of positions.
type Rules interface {
	// Options appends each option of p to opts and returns it: an option
	// is opts.Add'ed as its list of positions.
	Options(p Pos, opts *Options) error
}

// Options is the options of one position, flattened: option i is
// Pos[Start[i]:Start[i+1]] (the last one ends at len(Pos)).
type Options struct {
	Start []int32
	Pos   []Pos
}

// Reset empties o, keeping its memory.
func (o *Options) Reset() { o.Start, o.Pos = o.Start[:0], o.Pos[:0] }

// Add appends an option made of the positions ps.
func (o *Options) Add(ps ...Pos) {
	o.Start = append(o.Start, int32(len(o.Pos)))
	o.Pos = append(o.Pos, ps...)
}

// Len returns the number of options.
func (o *Options) Len() int { return len(o.Start) }

// At returns option i.
func (o *Options) At(i int) []Pos {
	end := len(o.Pos)
	if i+1 < len(o.Start) {
		end = int(o.Start[i+1])
	}
	return o.Pos[o.Start[i]:end]
}

// DefaultMaxPositions is the cap on the positions an Evaluator keeps
// unless told otherwise; BytesPerPosition what each costs the process,
// roughly: the evaluator's slices and maps, their growth, the garbage
// collector's headroom (measured 2026-11-29: a chain of 2·10^6 positions of
// a game file took 263 MB at its peak, 12 MB of it before any).
const (
	DefaultMaxPositions = 1 << 21
	BytesPerPosition    = 128
)

// denseLimit bounds the natural-number positions kept in a slice indexed by
// the number; larger ones go to the map.
const denseLimit = 1 << 24

// minDense is the fewest slots the dense slice grows by at first.
const minDense = 64

// node states.
const (
	unseen uint8 = iota
	open_
	done
)

// Evaluator values positions of a game, keeping every value it computes.
type Evaluator struct {
	rules  Rules
	kind   sums.Kind // the kind computed (Grundy for Outcome)
	wanted sums.Kind
	max    int

	// under is the convention of an evaluator made by NewUnder (nil for
	// New's), at the index of the kind wanted in its Kinds; part holds
	// each node's Part under it, folded the Parts of an option's positions
	// while they are folded, and second the options' values of its second
	// kind (vals holds the first's).
	under  *sums.Convention
	at     int
	part   []sums.Part
	folded []sums.Part
	second []uint32

	dense  []int32          // natural-number positions: node index + 1, 0 when unseen
	large  map[int]int32    // the other natural-number positions
	pairs  map[int]int32    // packed pairs
	tuples map[string]int32 // the other tuple positions, by encoding
	pos    []Pos
	val    []uint32
	state  []uint8

	// parts holds the components of the nodes that are sums (kinds other
	// than Grundy), in the order of their keys; intOpts (natural numbers
	// below denseLimit, by number) and partOpts (the others) the options of
	// each position that is a component, listed once.
	parts    map[int32][]Pos
	intOpts  []*Options
	partOpts map[Pos]*Options
	live     []Pos  // sumNode's positions with a move
	key      []byte // sumNode's key

	// kept counts the positions kept, against max: one a node, a sum
	// node's components each, and the positions of the option lists
	// partOpts and intOpts hold.
	kept int
	// expanding is the node whose options are being listed (-1: none).
	expanding int32

	stack []frame
	comps []int32 // the options of the nodes on the stack: component nodes
	ends  []int32 // per option on the stack: its end in comps
	buf   Options
	vals  []uint32
	calls int
}

// frame is a node being valued: its options are ends[first:last] (each
// ending in comps), next the option to look at.
type frame struct {
	node        int32
	first, last int32
	next        int32
	compStart   int32
}

// New returns an evaluator of values of kind k under rules r that keeps at
// most maxPositions positions (DefaultMaxPositions when 0).
func New(r Rules, k sums.Kind, maxPositions int) *Evaluator {
	if maxPositions <= 0 {
		maxPositions = DefaultMaxPositions
	}
	e := &Evaluator{rules: r, kind: k, wanted: k, max: maxPositions, large: map[int]int32{}, pairs: map[int]int32{}, tuples: map[string]int32{},
		parts: map[int32][]Pos{}, partOpts: map[Pos]*Options{}, expanding: -1}
	if k == sums.Outcome {
		e.kind = sums.Grundy
	}
	return e
}

// NewUnder returns an evaluator of values of kind k under convention c,
// one of Game Pack's whose Kinds include k: an option that is a sum has
// the values of its positions' sum under c (sums.Convention.Fold of their
// Parts), as package games values the heaps a move leaves. It keeps at most
// maxPositions positions (DefaultMaxPositions when 0). The disjunctive
// conventions are New's: it values their sums exactly (Grundy values by
// XOR, misère Grundy values by playing the sums out).
func NewUnder(r Rules, k sums.Kind, c sums.Convention, maxPositions int) (*Evaluator, error) {
	at := slices.Index(c.Kinds(), k)
	if at < 0 || c.Sum == sums.Disjunctive {
		return nil, fmt.Errorf("memo: NewUnder values %s under a convention whose Kinds hold it, other than the disjunctive ones (New's), not under %s", k, c)
	}
	e := New(r, k, maxPositions)
	e.kind, e.under, e.at = k, &c, at
	return e, nil
}

// Stats is what an evaluation cost.
type Stats struct {
	Positions int // positions kept: valued or being valued, a sum's each, option lists' kept
	Bytes     int // memory they take, roughly
	Calls     int // calls of Rules.Options
}

// Stats returns the cost so far.
func (e *Evaluator) Stats() Stats {
	return Stats{Positions: e.kept, Bytes: e.kept*BytesPerPosition + 4*len(e.dense), Calls: e.calls}
}

// CycleError is a game that need not end: Path leads from a position back
// to itself (its first and last entries are equal), or, when Sum, to a sum
// that holds it (played again there, it comes back again and again); each
// entry written as Pos.String does, a sum as its list of positions.
type CycleError struct {
	Path []string
	Sum  bool
}

func (c *CycleError) Error() string {
	if c.Sum {
		return fmt.Sprintf("the game need not end: %s reaches a sum that holds it: %s", c.Path[0], strings.Join(c.Path, " -> "))
	}
	return "the game has a cycle, so it need not end: " + strings.Join(c.Path, " -> ")
}

// CapError is an evaluation that reached the cap on positions.
type CapError struct {
	Max  int
	From string // the position being valued, as CycleError writes it
}

func (c *CapError) Error() string {
	return fmt.Sprintf("valuing %s reached the cap of %d positions (about %s) kept in memory: the positions asked for and those their options reach are more than that, or the options grow without end", c.From, c.Max, Size(c.Max*BytesPerPosition))
}

// Value returns the value of position p, valuing the positions it reaches
// first. It stops with ctx's error when ctx is done.
func (e *Evaluator) Value(ctx context.Context, p Pos) (uint32, error) {
	id, err := e.node(p)
	if err != nil {
		return 0, &CapError{Max: e.max, From: p.String()}
	}
	v, err := e.valueOf(ctx, id)
	return e.told(v), err
}

// SumValue returns the value of the sum of the positions ps: under
// NewUnder's convention, their Parts folded; else their disjunctive sum's
// (a move is a move in one of them), the XOR of their Grundy values or,
// for the other kinds, the sum played out.
func (e *Evaluator) SumValue(ctx context.Context, ps []Pos) (uint32, error) {
	if e.under != nil {
		var parts []sums.Part
		for _, p := range ps {
			id, err := e.node(p)
			if err != nil {
				return 0, &CapError{Max: e.max, From: p.String()}
			}
			if _, err := e.valueOf(ctx, id); err != nil {
				return 0, err
			}
			parts = append(parts, e.part[id])
		}
		return e.fold(parts).V[e.at], nil
	}
	if e.kind == sums.Grundy {
		var x uint32
		for _, p := range ps {
			id, err := e.node(p)
			if err != nil {
				return 0, &CapError{Max: e.max, From: p.String()}
			}
			v, err := e.valueOf(ctx, id)
			if err != nil {
				return 0, err
			}
			x ^= v
		}
		return e.told(x), nil
	}
	id, empty, err := e.sumNode(ps)
	switch {
	case err == errCap:
		return 0, &CapError{Max: e.max, From: writeSum(slices.SortedFunc(slices.Values(ps), posOrder))}
	case err != nil:
		return 0, err
	case empty:
		return e.kind.Of(nil), nil
	}
	v, err := e.valueOf(ctx, id)
	return e.told(v), err
}

// valueOf returns the value of node id of the kind computed, valuing it
// first when needed.
func (e *Evaluator) valueOf(ctx context.Context, id int32) (uint32, error) {
	if e.state[id] != done {
		if err := ctx.Err(); err != nil {
			return 0, err
		}
		if err := e.run(ctx, id); err != nil {
			return 0, err
		}
	}
	return e.val[id], nil
}

// told turns a value of the kind computed into one of the kind wanted: a
// Grundy value into the outcome.
func (e *Evaluator) told(v uint32) uint32 {
	if e.wanted == sums.Outcome {
		return b2u(v != 0)
	}
	return v
}

// Known returns the value of p if it is already computed.
func (e *Evaluator) Known(p Pos) (uint32, bool) {
	id, ok := e.lookup(p)
	if !ok || e.state[id] != done {
		return 0, false
	}
	return e.told(e.val[id]), true
}

func b2u(b bool) uint32 {
	if b {
		return 1
	}
	return 0
}

// errCap is node's failure, turned into a CapError naming the position
// being valued.
var errCap = errors.New("cap reached")

func (e *Evaluator) lookup(p Pos) (int32, bool) {
	switch p.Tuple {
	case "":
	case PairTag:
		id, ok := e.pairs[p.Int]
		return id, ok
	default:
		id, ok := e.tuples[p.Tuple]
		return id, ok
	}
	if p.Int < len(e.dense) {
		id := e.dense[p.Int]
		return id - 1, id != 0
	}
	id, ok := e.large[p.Int]
	return id, ok
}

// node returns p's node, adding it when new.
func (e *Evaluator) node(p Pos) (int32, error) {
	if id, ok := e.lookup(p); ok {
		return id, nil
	}
	if e.kept >= e.max {
		return 0, errCap
	}
	e.kept++
	id := int32(len(e.pos))
	e.pos = append(e.pos, p)
	e.val = append(e.val, 0)
	e.state = append(e.state, unseen)
	if e.under != nil {
		e.part = append(e.part, sums.Part{})
	}
	switch {
	case p.Tuple == PairTag:
		e.pairs[p.Int] = id
	case p.Tuple != "":
		e.tuples[p.Tuple] = id
	case p.Int < denseLimit:
		if p.Int >= len(e.dense) {
			e.dense = append(e.dense, make([]int32, min(max(p.Int+1, 2*len(e.dense), minDense), denseLimit)-len(e.dense))...)
		}
		e.dense[p.Int] = id + 1
	default:
		e.large[p.Int] = id
	}
	return id, nil
}

// expand lists the options of node id and pushes its frame. An option is
// its component nodes: under Grundy values and under a convention each
// position of a sum (their values XORed, or their Parts folded); under the
// other kinds one node, the sum's (see sumNode), or none for a sum with no
// move left.
func (e *Evaluator) expand(id int32) error {
	e.expanding = id
	defer func() { e.expanding = -1 }()
	f := frame{node: id, first: int32(len(e.ends)), compStart: int32(len(e.comps))}
	if parts, ok := e.parts[id]; ok {
		if err := e.expandSum(parts); err != nil {
			return err
		}
	} else {
		e.buf.Reset()
		e.calls++
		if err := e.rules.Options(e.pos[id], &e.buf); err != nil {
			return err
		}
		for i := range e.buf.Len() {
			if err := e.addOption(e.buf.At(i)); err != nil {
				return err
			}
		}
	}
	f.last = int32(len(e.ends))
	f.next = f.first
	e.state[id] = open_
	e.stack = append(e.stack, f)
	return nil
}

// addOption appends the option made of positions o to the options being
// listed.
func (e *Evaluator) addOption(o []Pos) error {
	if len(o) > 1 && e.kind != sums.Grundy && e.under == nil {
		c, empty, err := e.sumNode(o)
		if err != nil {
			return err
		}
		if !empty {
			e.comps = append(e.comps, c)
		}
	} else {
		for _, p := range o {
			c, err := e.node(p)
			if err != nil {
				return err
			}
			e.comps = append(e.comps, c)
		}
	}
	e.ends = append(e.ends, int32(len(e.comps)))
	return nil
}

// expandSum lists the options of the sum of parts: for each component (one
// of equal ones), each of its options in its place.
func (e *Evaluator) expandSum(parts []Pos) error {
	var next []Pos
	for i, p := range parts {
		if i > 0 && parts[i-1] == p {
			continue
		}
		opts, err := e.options(p)
		if err != nil {
			return err
		}
		for j := range opts.Len() {
			next = append(append(append(next[:0], parts[:i]...), parts[i+1:]...), opts.At(j)...)
			if err := e.addOption(next); err != nil {
				return err
			}
		}
	}
	return nil
}

// options returns the options of p, a component of sums, listing them
// once.
func (e *Evaluator) options(p Pos) (*Options, error) {
	small := p.Tuple == "" && p.Int < denseLimit
	if small && p.Int < len(e.intOpts) && e.intOpts[p.Int] != nil {
		return e.intOpts[p.Int], nil
	}
	if o, ok := e.partOpts[p]; !small && ok {
		return o, nil
	}
	o := &Options{}
	e.calls++
	if err := e.rules.Options(p, o); err != nil {
		return nil, err
	}
	if e.kept+len(o.Pos) > e.max {
		return nil, errCap
	}
	e.kept += len(o.Pos)
	if small {
		if p.Int >= len(e.intOpts) {
			e.intOpts = append(e.intOpts, make([]*Options, max(p.Int+1, 2*len(e.intOpts), minDense)-len(e.intOpts))...)
		}
		e.intOpts[p.Int] = o
	} else {
		e.partOpts[p] = o
	}
	return o, nil
}

// sumTag starts the key of a sum node among the tuples' encodings.
const sumTag = '+'

// sumNode returns the node of the sum of positions ps, kept without its
// positions that have no move: the node of the one position left, or of
// the multiset of those left (empty true when none is), whose key is their
// keys in one order.
func (e *Evaluator) sumNode(ps []Pos) (id int32, empty bool, err error) {
	live := e.live[:0]
	for _, p := range ps {
		o, err := e.options(p)
		if err != nil {
			return 0, false, err
		}
		if o.Len() > 0 {
			live = append(live, p)
		}
	}
	e.live = live
	for _, p := range live {
		if c, ok := e.lookup(p); ok && (e.state[c] == open_ || c == e.expanding) {
			return 0, false, e.cycleToSum(c, live)
		}
	}
	switch len(live) {
	case 0:
		return 0, true, nil
	case 1:
		id, err := e.node(live[0])
		return id, false, err
	}
	slices.SortFunc(live, posOrder)
	key := append(e.key[:0], sumTag)
	for _, p := range live {
		key = p.appendKey(key)
	}
	e.key = key
	if id, ok := e.tuples[string(key)]; ok {
		return id, false, nil
	}
	if e.kept+len(live) > e.max {
		return 0, false, errCap
	}
	id, err = e.node(Pos{Tuple: string(key)})
	if err != nil {
		return 0, false, err
	}
	e.parts[id] = slices.Clone(live)
	e.kept += len(live) - 1 // node counted one
	return id, false, nil
}

// posOrder is the order of a sum's positions in its key and its messages.
func posOrder(a, b Pos) int {
	return cmp.Or(strings.Compare(a.Tuple, b.Tuple), cmp.Compare(a.Int, b.Int))
}

// describe writes node id's position, a sum as the list of its positions.
func (e *Evaluator) describe(id int32) string {
	if parts, ok := e.parts[id]; ok {
		return writeSum(parts)
	}
	return e.pos[id].String()
}

// writeSum writes a sum of positions: [1, 4].
func writeSum(ps []Pos) string {
	s := make([]string, len(ps))
	for i, p := range ps {
		s[i] = p.String()
	}
	return "[" + strings.Join(s, ", ") + "]"
}

// cancelEvery is the positions expanded between two looks at whether the
// evaluation was cancelled.
const cancelEvery = 1 << 8

// run values node root and every node it reaches.
func (e *Evaluator) run(ctx context.Context, root int32) error {
	e.stack, e.comps, e.ends = e.stack[:0], e.comps[:0], e.ends[:0]
	fail := func(err error) error {
		if err == errCap {
			err = &CapError{Max: e.max, From: e.describe(root)}
		}
		for _, f := range e.stack {
			e.state[f.node] = unseen
		}
		e.stack = e.stack[:0]
		return err
	}
	if err := e.expand(root); err != nil {
		return fail(err)
	}
	steps := 0
	for len(e.stack) > 0 {
		f := &e.stack[len(e.stack)-1]
		pushed := false
		for f.next < f.last {
			start := f.compStart
			if f.next > f.first {
				start = e.ends[f.next-1]
			}
			for _, c := range e.comps[start:e.ends[f.next]] {
				switch e.state[c] {
				case open_:
					return fail(e.cycle(c))
				case unseen:
					if steps++; steps%cancelEvery == 0 && ctx.Err() != nil {
						return fail(ctx.Err())
					}
					if err := e.expand(c); err != nil {
						return fail(err)
					}
					pushed = true
				}
				if pushed {
					break
				}
			}
			if pushed {
				break
			}
			f.next++
		}
		if pushed {
			continue
		}
		e.finish(f)
		e.state[f.node] = done
		e.comps = e.comps[:f.compStart]
		e.ends = e.ends[:f.first]
		e.stack = e.stack[:len(e.stack)-1]
	}
	return nil
}

// finish computes the value of frame f's node from its options' values.
func (e *Evaluator) finish(f *frame) {
	if e.under != nil {
		e.finishUnder(f)
		return
	}
	e.vals = e.vals[:0]
	start := f.compStart
	for i := f.first; i < f.last; i++ {
		var v uint32
		if start == e.ends[i] {
			v = e.kind.Of(nil) // the empty sum: no move left
		}
		for j, c := range e.comps[start:e.ends[i]] {
			if j == 0 {
				v = e.val[c]
			} else {
				v ^= e.val[c]
			}
		}
		e.vals = append(e.vals, v)
		start = e.ends[i]
	}
	e.val[f.node] = e.kind.Of(e.vals)
}

// finishUnder computes the Part of frame f's node under e.under from its
// options' Parts: an option's is its positions' folded (one with no
// position is over, as a position with no move is).
func (e *Evaluator) finishUnder(f *frame) {
	e.vals, e.second = e.vals[:0], e.second[:0] // the options' values of the kinds
	start := f.compStart
	for i := f.first; i < f.last; i++ {
		e.folded = e.folded[:0]
		for _, c := range e.comps[start:e.ends[i]] {
			e.folded = append(e.folded, e.part[c])
		}
		o := e.fold(e.folded)
		e.vals, e.second = append(e.vals, o.V[0]), append(e.second, o.V[1])
		start = e.ends[i]
	}
	p := sums.Part{Over: f.first == f.last}
	opts := [2][]uint32{e.vals, e.second}
	for j, k := range e.under.Kinds() {
		p.V[j] = k.Of(opts[j])
	}
	e.part[f.node], e.val[f.node] = p, p.V[e.at]
}

// fold returns the Part of the sum of games with Parts ps under e.under;
// the empty sum is over, with the values of a game with no move.
func (e *Evaluator) fold(ps []sums.Part) sums.Part {
	if len(ps) == 0 {
		var p sums.Part
		p.Over = true
		for j, k := range e.under.Kinds() {
			p.V[j] = k.Of(nil)
		}
		return p
	}
	return e.under.Fold(ps[0], ps[1:])
}

// stackFrom writes the nodes on the stack from node c, open there, to its
// top.
func (e *Evaluator) stackFrom(c int32) []string {
	var path []string
	for i := len(e.stack) - 1; i >= 0; i-- {
		path = append(path, e.describe(e.stack[i].node))
		if e.stack[i].node == c {
			break
		}
	}
	slices.Reverse(path)
	return path
}

// cycle returns the cycle from node c, open on the stack, back to itself.
func (e *Evaluator) cycle(c int32) error {
	return &CycleError{Path: append(e.stackFrom(c), e.describe(c))}
}

// cycleToSum returns the way from node c, open or being expanded, to the
// sum of live, which holds c's position.
func (e *Evaluator) cycleToSum(c int32, live []Pos) error {
	var path []string
	if c != e.expanding {
		path = e.stackFrom(c)
	}
	path = append(path, e.describe(e.expanding), writeSum(live))
	return &CycleError{Path: path, Sum: true}
}

// Size writes a number of bytes in KB or MB.
func Size(bytes int) string {
	if bytes < 1<<20 {
		return fmt.Sprintf("%d KB", (bytes+1023)>>10)
	}
	return fmt.Sprintf("%d MB", (bytes+1<<19)>>20)
}
