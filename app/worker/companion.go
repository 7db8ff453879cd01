//go:build js

package main

import (
	"fmt"
	"strings"
	"syscall/js"
	"time"

	"nimber/app/protocol"
	"nimber/solver/contest"
	"nimber/solver/problems"
)

// read reads the contest input of problem, a Blob holding its bytes (see
// text): it takes what ReadAhead read when input is the input kept, of
// this problem (aheadOf; ahead true), else reads it now; parse is the
// milliseconds the reading took. It posts the error and returns a nil job
// when it cannot.
func read(id int, problem string, input protocol.Blob) (p *contest.Problem, job *contest.Job, parse float64, ahead bool) {
	t0 := time.Now()
	p = problems.Lookup(problem)
	if p == nil {
		postError(id, "unknown problem "+problem)
		return nil, nil, 0, false
	}
	if job, parse := takeAhead(problem, input); job != nil {
		return p, job, parse, true
	}
	in, ok := text(input)
	if !ok {
		postError(id, "the input is not text")
		return nil, nil, 0, false
	}
	job, err := p.Prepare(in)
	if err != nil {
		postError(id, err.Error())
		return nil, nil, 0, false
	}
	return p, job, millis(time.Since(t0)), false
}

// explained prepares a contest input, gets its tables through the cache and
// explains it; it posts the error and returns nil when it cannot.
func explained(s *store, id int, problem string, input protocol.Blob) (*contest.Problem, *contest.Explanation, fetched) {
	p, job, _, _ := read(id, problem, input)
	if job == nil {
		return nil, nil, fetched{}
	}
	f := s.fetch(id, job.Tables)
	return p, job.Explained(f.data), f
}

// text returns the bytes of a contest text as the page sends it (a Blob
// holding a Uint8Array of UTF-8, see protocol.Solve) copied into Go, or
// false when the Blob holds no such array.
func text(b protocol.Blob) ([]byte, bool) {
	v, ok := b.(js.Value)
	if !ok || !v.InstanceOf(js.Global().Get("Uint8Array")) {
		return nil, false
	}
	out := make([]byte, v.Length())
	js.CopyBytesToGo(out, v)
	return out, true
}

// explain answers protocol.Explain.
func explain(s *store, m protocol.Explain) {
	_, e, f := explained(s, m.ID, m.Problem, m.Input)
	if e == nil {
		return
	}
	from := min(max(m.From, 0), len(e.Cases))
	to := min(from+max(m.Count, 0), len(e.Cases))
	cases := make([]protocol.Case, 0, to-from)
	for i := from; i < to; i++ {
		cases = append(cases, caseOf(&e.Cases[i]))
	}
	post(protocol.Explained{ID: m.ID, Total: len(e.Cases), From: from, Cases: cases, Source: f.source})
	s.stored(m.ID, f)
}

// check answers protocol.Check; an output that cannot be read is an error.
func check(s *store, m protocol.Check) {
	out, ok := text(m.Output)
	if !ok {
		postError(m.ID, "the output is not text")
		return
	}
	p, e, f := explained(s, m.ID, m.Problem, m.Input)
	if e == nil {
		return
	}
	defer s.stored(m.ID, f)
	r, err := contest.Check(e, p.Words, out)
	if err != nil {
		postError(m.ID, err.Error())
		return
	}
	c := protocol.Checked{ID: m.ID, Source: f.source, Total: len(r.Cases)}
	for i, cc := range r.Cases {
		if cc.Verdict != contest.Correct {
			c.Wrong++
		}
		if i < protocol.MaxVerdicts {
			c.Verdicts = append(c.Verdicts, cc.Verdict.String())
			c.Names = append(c.Names, e.Cases[i].Name)
		}
	}
	if r.First != nil {
		c.First = &protocol.Mismatch{At: pos(r.First.At.Line, r.First.At.Col), Expected: r.First.Expected, Got: r.First.Got, Aside: contest.Aside(r.First.Note)}
		if r.First.Case < len(e.Cases) {
			cv := caseOf(&e.Cases[r.First.Case])
			c.First.Case = &cv
		}
	}
	post(c)
}

// generate answers protocol.Generate with an input and its answers.
func generate(s *store, m protocol.Generate) {
	p := problems.Lookup(m.Problem)
	if p == nil {
		postError(m.ID, "unknown problem "+m.Problem)
		return
	}
	k, err := contest.ParseKind(m.Kind)
	if err != nil {
		postError(m.ID, err.Error())
		return
	}
	in := p.Generate(k, uint64(m.Seed), m.Cases)
	job, err := p.Prepare(in)
	if err != nil { // a generator's bug: its inputs are tested valid
		postError(m.ID, "the generated input is refused: "+err.Error())
		return
	}
	f := s.fetch(m.ID, job.Tables)
	post(protocol.Generated{ID: m.ID, Input: string(in), Answers: string(job.Answer(f.data)), Source: f.source})
	s.stored(m.ID, f)
}

// caseOf returns an explained case as a message, with at most
// protocol.MaxParts components.
func caseOf(c *contest.Case) protocol.Case {
	pc := protocol.Case{
		Answer: strings.Join(c.Answer, " "),
		Name:   c.Name, At: pos(c.At.Line, c.At.Col), Out: pos(c.Out.Line, c.Out.Col), OutLine: c.Out.Line,
		Value: c.Value, Verdict: c.Verdict, Move: c.Move, Game: c.Game, Position: c.Position, NoPlay: c.NoPlay,
	}
	for _, part := range c.Parts[:min(len(c.Parts), protocol.MaxParts)] {
		pc.Parts = append(pc.Parts, protocol.Part{Name: part.Name, Value: part.Value})
	}
	pc.MoreParts = max(0, len(c.Parts)-protocol.MaxParts)
	return pc
}

func pos(line, col int) string { return fmt.Sprintf("%d:%d", line, col) }
