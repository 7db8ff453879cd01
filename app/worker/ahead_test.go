//go:build js

package main

import (
	"syscall/js"
	"testing"

	"nimber/app/protocol"
	"nimber/solver/problems"
)

// An input read ahead is taken, once, by the request for the same problem
// and an equal string (a message's copy, not the same object), and answers
// as the input read anew does; any other problem or input, or an input
// that cannot be read, finds nothing read.
func TestReadAhead(t *testing.T) {
	const in = "3\n3\n3 2 9\n4\n3 3 6 1\n5\n1 2 3 4 5\n"
	want, err := problems.Lookup("notnim").Solve([]byte(in))
	if err != nil {
		t.Fatal(err)
	}
	readAhead(protocol.ReadAhead{Problem: "notnim", Input: js.ValueOf(in)})
	job, _ := takeAhead("notnim", js.ValueOf(in))
	if job == nil {
		t.Fatal("the input read ahead is not taken by its own run")
	}
	if got := job.Run(nil); string(got) != string(want) {
		t.Errorf("the job read ahead answers %q, want %q", got, want)
	}
	if job, _ := takeAhead("notnim", js.ValueOf(in)); job != nil {
		t.Error("a job read ahead is taken twice")
	}

	for _, c := range []struct {
		name          string
		read, run     string // problems
		readIn, runIn string
	}{
		{"another input", "notnim", "notnim", in, in + "\n"},
		{"another problem", "notnim", "nim", in, in},
		{"an input that does not parse", "notnim", "notnim", "3\n3\n3 2", "3\n3\n3 2"},
		{"an unknown problem", "nope", "nope", in, in},
	} {
		readAhead(protocol.ReadAhead{Problem: c.read, Input: js.ValueOf(c.readIn)})
		if job, _ := takeAhead(c.run, js.ValueOf(c.runIn)); job != nil {
			t.Errorf("%s: a job read ahead is taken", c.name)
		}
	}
	readAhead(protocol.ReadAhead{Problem: "notnim", Input: js.ValueOf(in)})
	readAhead(protocol.ReadAhead{Problem: "notnim", Input: js.ValueOf(1)})
	if job, _ := takeAhead("notnim", js.ValueOf(in)); job != nil {
		t.Error("an input that is not text leaves the one read before")
	}
}
