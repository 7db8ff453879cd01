// Package gamepack answers Xmas Contest 2024 "Game Pack": sixty games on
// plates of candies, one for each way of choosing an operation on a plate
// (A), which plates a turn operates (B), when the game ends (C) and who wins
// then (D), as package nimber/solver/gamepack defines them. Each plate is a
// component of a sum of games (package sums), valued by package window for
// the eating operations and by package split for the splitting one.
package gamepack

import (
	_ "embed"

	"fmt"
	"slices"

	"nimber/solver/contest"
	"nimber/solver/gamepack"
	"nimber/solver/input"
	"nimber/solver/span"
	"nimber/solver/split"
	"nimber/solver/sums"
	"nimber/solver/table"
	"nimber/solver/window"
)

const (
	maxSize   = 500000 // largest plate
	maxPlates = 500000 // plates over all cases
)

// Problem is the contest problem "gamepack".
// Its title, statement, limits and samples are in problem.txt.
var Problem = contest.Describe(&contest.Problem{ID: "gamepack", Prepare: prepare, Gen: generate}, description)

//go:embed problem.txt
var description string

// game is one of the sixty games.
type game struct {
	pack gamepack.Pack
	a    int // the operation A
	conv sums.Convention
	// least is the smallest plate with an operation: the plates (x ≥ 1)
	// without one are those below it (TestLeast checks every size), so a lookup
	// asks x < least, not the rule.
	least int32
}

// newGame maps the parameters to an operation and a sum convention.
func newGame(p gamepack.Pack) game {
	g := game{pack: p, a: p[0], conv: p.Convention(), least: 1}
	for g.inoperable(int(g.least)) {
		g.least++
	}
	return g
}

// job returns the job answering cases of plates (case i is
// plates[ends[i-1]:ends[i]]) with the tables of every plate size.
func (g game) job(plates, ends []int32) *contest.Job {
	return &contest.Job{
		Tables: g.tables(maxSize),
		Answer: func(data [][]byte) []byte { return g.answer(g.parts(data), plates, ends) },
	}
}

// tables lists the values of the plate sizes up to size that the game
// needs, one table per kind of value the convention asks for.
func (g game) tables(size int) []table.Table {
	var ts []table.Table
	for _, k := range g.conv.Kinds() {
		if g.a != gamepack.Split {
			rule := gamepack.Eat[g.a]
			ts = append(ts, table.Table{
				Key:   fmt.Sprintf("gamepack/v2/A=%d/%v", g.a, k),
				Build: build(func() []uint32 { return window.Values(k, rule, size) }),
			})
		} else {
			conv := g.conv
			// A closed form fills its table faster than a cache reads
			// it back: Direct answers from the closed form itself.
			ts = append(ts, table.Table{
				Key:       fmt.Sprintf("gamepack/v2/A=4/%v/%v", conv, k),
				Build:     build(func() []uint32 { return split.Values(conv, k, size) }),
				Recompute: split.Closed(conv, k) != nil,
			})
		}
	}
	return ts
}

// build turns a computation of values into a table's Build: its bytes are
// the values packed (see pack).
func build(values func() []uint32) func(table.Progress) []byte {
	return func(p table.Progress) []byte {
		p.Report(0, 1)
		b := pack(values())
		p.Report(1, 1)
		return b
	}
}

// inoperable reports whether a plate of x candies has no operation.
func (g game) inoperable(x int) bool {
	if g.a == gamepack.Split {
		return x == 1
	}
	lo, hi := gamepack.Eat[g.a](x)
	return lo > hi
}

func prepare(in []byte) (*contest.Job, error) {
	g, plates, ends, _, err := parse(in, false)
	if err != nil {
		return nil, err
	}
	job := g.job(plates, ends)
	job.Explain = func(data [][]byte) []contest.Case {
		// Only explanations name where cases start: the input is read
		// again for them (it was checked), not while answering.
		_, _, _, at, _ := parse(in, true)
		return g.explain(data, plates, ends, at)
	}
	job.Direct = func() []byte { return g.answer(g.direct(plates), plates, ends) }
	return job, nil
}

// direct returns the Part of a plate for a caller with no cache to share
// tables with: from the closed form of the plate values when package split
// has one, else from tables up to the largest plate (their keys would name
// the full tables: they are never stored).
func (g game) direct(plates []int32) plateParts {
	if g.a == gamepack.Split {
		var fs []func(int) uint32
		for _, k := range g.conv.Kinds() {
			if f := split.Closed(g.conv, k); f != nil {
				fs = append(fs, f)
			}
		}
		if len(fs) == len(g.conv.Kinds()) {
			part := func(x int32) sums.Part { return closedPart(fs, g.least, x) }
			return plateParts{part, func(xs []int32, dst []sums.Part) {
				// A kind at a time: one call per plate and kind.
				for j, x := range xs {
					dst[j] = sums.Part{Over: x < g.least}
				}
				for i, f := range fs {
					for j, x := range xs {
						dst[j].V[i] = f(int(x))
					}
				}
			}}
		}
	}
	ts := g.tables(int(slices.Max(plates)))
	data := make([][]byte, len(ts))
	for i, t := range ts {
		data[i] = t.Build(nil)
	}
	return g.parts(data)
}

// closedPart returns the Part of plate x from the closed forms fs of its
// values, the plates below least having no operation.
func closedPart(fs []func(int) uint32, least, x int32) sums.Part {
	p := sums.Part{Over: x < least}
	for i, f := range fs {
		p.V[i] = f(int(x))
	}
	return p
}

// parse reads and checks an input; with positions, at[i] is where case i
// starts (else at is nil).
func parse(in []byte, positions bool) (g game, plates, ends []int32, at []input.Pos, err error) {
	r := input.New(in)
	var pack gamepack.Pack
	for i, p := range gamepack.Params {
		var v int64
		if v, err = r.Int(p.Name, 0, int64(p.Max)); err != nil {
			return
		}
		pack[i] = int(v)
	}
	t, err := r.Int("T", 1, maxPlates)
	if err != nil {
		return
	}
	g = newGame(pack)
	if !positions {
		if plates, ends, ok := casesAtOnce(r, int(t), len(in)); ok {
			return g, plates, ends, nil, nil
		}
	}
	ends = make([]int32, 0, min(int(t), len(in)/4+1)) // a case takes 4 bytes or more
	plates = make([]int32, 0, min(len(in)/2, maxPlates))
	if positions {
		at = make([]input.Pos, 0, cap(ends))
	}
	var buf []int64
	err = contest.Cases(r, t, "case", "cases", func(int) error {
		if positions {
			at = append(at, r.Here())
		}
		n, err := r.Int("n", 1, maxPlates)
		if err != nil {
			return err
		}
		if total := len(plates) + int(n); total > maxPlates {
			return r.Errorf(r.Pos(), "n = %d brings the plates to %d, more than %d", n, total, maxPlates)
		}
		if buf, err = r.Ints(buf, int(n), "x_i", "plate size", "plate sizes", 1, maxSize); err != nil {
			return err
		}
		for _, x := range buf {
			plates = append(plates, int32(x))
		}
		ends = append(ends, int32(len(plates)))
		return nil
	})
	return
}

// casesAtOnce reads the t cases that the rest of r (an input of size bytes)
// holds in one pass over the numbers (input.Rest) when they are all well
// formed, and reports false otherwise: parse then reads them again one by
// one, to say what is wrong and where. The plates are written over the
// numbers as they are read.
func casesAtOnce(r *input.Reader, t, size int) (plates, ends []int32, ok bool) {
	// A valid input holds t counts and at most maxPlates plates, and each
	// number takes two bytes or more (but the last).
	nums, ok := input.Rest(r, make([]int32, 0, min(t+maxPlates, size/2+1)))
	if !ok {
		return nil, nil, false
	}
	ends = make([]int32, 0, t)
	var read, total int
	for range t {
		if read == len(nums) {
			return nil, nil, false
		}
		n := int(nums[read])
		read++
		if n < 1 || n > len(nums)-read || total+n > maxPlates {
			return nil, nil, false
		}
		for _, x := range nums[read : read+n] {
			if x < 1 || x > maxSize {
				return nil, nil, false
			}
			nums[total] = x
			total++
		}
		read += n
		ends = append(ends, int32(total))
	}
	if read != len(nums) {
		return nil, nil, false
	}
	return nums[:total], ends, true
}

// answer reads off the winner of each case, whose plates are
// plates[ends[i-1]:ends[i]], from the Part of the sum of its plates, pp
// giving the Parts of plates. It goes through the plates a span at a time
// (package span), filling the span's Parts at once and folding them case by
// case.
func (g game) answer(pp plateParts, plates, ends []int32) []byte {
	out := make([]byte, 0, 6*len(ends))
	buf := make([]sums.Part, min(span.Len, len(plates)))
	var sum sums.Part // of the plates read of the case under way
	k := 0            // the case under way
	span.Each(len(plates), func(lo, hi int) {
		ps := buf[:hi-lo]
		pp.fill(plates[lo:hi], ps)
		s, c, o := sum, k, out
		for i := lo; i < hi; {
			end := min(int(ends[c]), hi)
			run := ps[i-lo : end-lo]
			if c == 0 && i == 0 || c > 0 && i == int(ends[c-1]) {
				s, run = run[0], run[1:]
			}
			if len(run) > 0 {
				s = g.conv.Fold(s, run)
			}
			if i = end; i == int(ends[c]) {
				o = contest.AppendWinner(o, g.conv.FirstWins(s), "Black", "White")
				c++
			}
		}
		sum, k, out = s, c, o
	})
	return out
}
