//go:build js

package main

import (
	"fmt"
	"strings"
	"syscall/js"

	"nimber/app/protocol"
	"nimber/solver/contest"
	"nimber/solver/problems"
)

// prepare reads the contest input of problem, given in UTF-8 (see utf8);
// it posts the error and returns a nil job when it cannot.
func prepare(id int, problem string, input js.Value) (*contest.Problem, *contest.Job) {
	p := problems.Lookup(problem)
	if p == nil {
		postError(id, "unknown problem "+problem)
		return nil, nil
	}
	in, ok := goBytes(input)
	if !ok {
		postError(id, "the input is not text")
		return nil, nil
	}
	job, err := p.Prepare(in)
	if err != nil {
		postError(id, err.Error())
		return nil, nil
	}
	return p, job
}

// explained prepares a contest input, gets its tables through the cache and
// explains it; it posts the error and returns nil when it cannot.
func explained(s *store, id int, problem string, input protocol.Blob) (*contest.Problem, *contest.Explanation, fetched) {
	p, job := prepare(id, problem, utf8(input))
	if job == nil {
		return nil, nil, fetched{}
	}
	f := s.fetch(id, job.Tables)
	return p, job.Explained(f.data), f
}

// text returns a Blob's JavaScript string in UTF-8, copied into Go once
// (js.Value.String would copy it twice more: into a Go string, then into
// the bytes the readers take).
func text(b protocol.Blob) ([]byte, bool) { return goBytes(utf8(b)) }

// utf8 returns a Blob's JavaScript string in UTF-8, as a Uint8Array, or
// undefined when the Blob is not a string.
func utf8(b protocol.Blob) js.Value {
	v, ok := b.(js.Value)
	if !ok || v.Type() != js.TypeString {
		return js.Undefined()
	}
	return js.Global().Get("TextEncoder").New().Call("encode", v)
}

// goBytes copies encoded, a Uint8Array, into Go; it reports false when
// encoded is undefined (see utf8).
func goBytes(encoded js.Value) ([]byte, bool) {
	if encoded.IsUndefined() {
		return nil, false
	}
	out := make([]byte, encoded.Length())
	js.CopyBytesToGo(out, encoded)
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
		c.First = &protocol.Mismatch{At: pos(r.First.At.Line, r.First.At.Col), Expected: r.First.Expected, Got: r.First.Got, Note: r.First.Note}
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
