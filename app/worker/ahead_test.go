//go:build js

package main

import (
	"strings"
	"syscall/js"
	"testing"

	"nimber/app/browser"
	"nimber/app/protocol"
	"nimber/solver/problems"
)

// An input read ahead is taken, once, by the request of the same problem
// that runs the input kept (keptInput, for a request with Kept): answered
// ahead when the answer builds no table (notnim answers directly), else
// as a job (cutting's tables are not in the cache, which has no database
// here); either answers as the input read anew does. Another problem, the
// same text posted again (other bytes), an input that cannot be read, or
// the cache cleared in between, finds nothing read.
func TestReadAhead(t *testing.T) {
	s := &store{}
	kept := func(problem string) protocol.Blob { return keptInput(problem, nil, true) }
	const in = "3\n3\n3 2 9\n4\n3 3 6 1\n5\n1 2 3 4 5\n"
	want, err := problems.Lookup("notnim").Solve([]byte(in))
	if err != nil {
		t.Fatal(err)
	}
	readAhead(s, protocol.ReadAhead{Problem: "notnim", Input: bytesOf(in)})
	a, _, ok := takeAnswer("notnim", kept("notnim"))
	if !ok {
		t.Fatal("the input read ahead is not answered for its own run")
	}
	if got := textOf(a.text); got != string(want) || a.lines.Length() != len(protocol.LineStarts(want)) || len(a.f.data) != 0 {
		t.Errorf("the answer made ahead is %q (%d lines, %d tables), want %q", got, a.lines.Length(), len(a.f.data), want)
	}
	if _, _, ok := takeAnswer("notnim", kept("notnim")); ok {
		t.Error("an answer made ahead is taken twice")
	}
	readAhead(s, protocol.ReadAhead{Problem: "notnim", Input: bytesOf(in)})
	clearCache(s)
	if _, _, ok := takeAnswer("notnim", kept("notnim")); ok {
		t.Error("an answer made ahead outlives the cache's clearing")
	}
	readAhead(s, protocol.ReadAhead{Problem: "notnim", Input: bytesOf(in)})
	if job, _ := takeAhead("notnim", kept("notnim")); job != nil {
		t.Error("an input answered ahead is also kept as a job")
	}
	if _, _, ok := takeAnswer("notnim", kept("notnim")); ok {
		t.Error("an answer made ahead outlives a request that reads the input")
	}

	cutting := problems.Lookup("cutting").Samples[0]
	readAhead(s, protocol.ReadAhead{Problem: "cutting", Input: bytesOf(cutting.Input)})
	if _, _, ok := takeAnswer("cutting", kept("cutting")); ok {
		t.Fatal("an input whose tables are not in the cache is answered ahead")
	}
	job, _ := takeAhead("cutting", kept("cutting"))
	if job == nil {
		t.Fatal("the input read ahead is not taken by its own run")
	}
	if got := job.Run(nil); string(got) != cutting.Output {
		t.Errorf("the job read ahead answers %q, want %q", got, cutting.Output)
	}
	if job, _ := takeAhead("cutting", kept("cutting")); job != nil {
		t.Error("a job read ahead is taken twice")
	}

	for _, c := range []struct {
		name      string
		read, run string // problems
		readIn    string
		runIn     protocol.Blob // nil: the input kept
	}{
		{"the same text posted again", "notnim", "notnim", in, bytesOf(in)},
		{"another input", "notnim", "notnim", in, bytesOf(in + "\n")},
		{"another problem", "notnim", "nim", in, nil},
		{"an input that does not parse", "notnim", "notnim", "3\n3\n3 2", nil},
		{"an unknown problem", "nope", "nope", in, nil},
		{"another input, a job", "cutting", "cutting", cutting.Input, bytesOf(cutting.Input + "\n")},
	} {
		runIn := func() protocol.Blob { return keptInput(c.run, c.runIn, c.runIn == nil) }
		readAhead(s, protocol.ReadAhead{Problem: c.read, Input: bytesOf(c.readIn)})
		if _, _, ok := takeAnswer(c.run, runIn()); ok {
			t.Errorf("%s: an answer made ahead is taken", c.name)
		}
		if job, _ := takeAhead(c.run, runIn()); job != nil {
			t.Errorf("%s: a job read ahead is taken", c.name)
		}
	}
	readAhead(s, protocol.ReadAhead{Problem: "notnim", Input: bytesOf(in)})
	if _, _, ok := takeAnswer("nim", kept("notnim")); ok {
		t.Error("an answer made ahead is taken by a request of another problem")
	}
	readAhead(s, protocol.ReadAhead{Problem: "notnim", Input: bytesOf(in)})
	readAhead(s, protocol.ReadAhead{Problem: "notnim", Input: js.ValueOf(in)})
	if _, _, ok := takeAnswer("notnim", kept("notnim")); ok {
		t.Error("an input that is not bytes leaves the one answered before")
	}
}

// textOf returns the text of UTF-8 bytes in a Uint8Array, as a Result
// carries its output.
func textOf(v js.Value) string {
	b := make([]byte, v.Length())
	js.CopyBytesToGo(b, v)
	return string(b)
}

// bytesOf returns text as the page sends it: its UTF-8 bytes in a
// Uint8Array.
func bytesOf(text string) js.Value { return browser.Uint8Array([]byte(text)) }

// A Solve, Explain or Check with Kept set runs the input of the last
// ReadAhead of its problem: as often as asked, after the cache is cleared
// too, until another ReadAhead replaces it, and when it cannot be read
// (the request reports the parser's error). Of another problem it finds
// no input.
func TestKeptInput(t *testing.T) {
	var posted []js.Value
	// The stub clones each message as postMessage does, transferring what
	// it is told to: a buffer posted twice, or used after, fails.
	post := js.FuncOf(func(_ js.Value, args []js.Value) any {
		options := map[string]any{}
		if len(args) > 1 {
			options["transfer"] = args[1]
		}
		posted = append(posted, js.Global().Call("structuredClone", args[0], options))
		return nil
	})
	defer post.Release()
	js.Global().Set("postMessage", post)
	defer js.Global().Delete("postMessage")
	s := &store{}
	// ask handles m and returns the first message but progress posted for it.
	ask := func(m protocol.Message) protocol.Message {
		t.Helper()
		posted = nil
		handle(s, m)
		for _, v := range posted {
			r, err := protocol.Decode(v)
			if err != nil {
				t.Fatal(err)
			}
			if _, progress := r.(protocol.Progress); !progress {
				return r
			}
		}
		t.Fatalf("%#v: only progress posted", m)
		return nil
	}
	answers := func(m protocol.Message, input string) {
		t.Helper()
		want, err := problems.Lookup("notnim").Solve([]byte(input))
		if err != nil {
			t.Fatal(err)
		}
		r, ok := ask(m).(protocol.Result)
		if !ok {
			t.Fatalf("%#v: no result", m)
		}
		if got := textOf(r.Output.(js.Value)); got != string(want) {
			t.Errorf("%#v: output %q, want %q", m, got, want)
		}
	}
	fails := func(m protocol.Message, want string) {
		t.Helper()
		if e, ok := ask(m).(protocol.Error); !ok || !strings.Contains(e.Message, want) {
			t.Errorf("%#v: got %#v, want an error saying %q", m, e, want)
		}
	}

	const in, other = "3\n3\n3 2 9\n4\n3 3 6 1\n5\n1 2 3 4 5\n", "1\n2\n1 1\n"
	readAhead(s, protocol.ReadAhead{Problem: "notnim", Input: bytesOf(in)})
	answers(protocol.Solve{ID: 1, Problem: "notnim", Kept: true}, in)
	answers(protocol.Solve{ID: 2, Problem: "notnim", Kept: true}, in)
	if e, ok := ask(protocol.Explain{ID: 3, Problem: "notnim", Kept: true, Count: 10}).(protocol.Explained); !ok || e.Total != 3 {
		t.Errorf("the kept input explained: %#v, want its 3 cases", e)
	}
	if c, ok := ask(protocol.Check{ID: 4, Problem: "notnim", Kept: true, Output: bytesOf("x\ny\nz\n")}).(protocol.Checked); !ok || c.Total != 3 {
		t.Errorf("an output of the kept input checked: %#v, want 3 cases", c)
	}
	clearCache(s)
	answers(protocol.Solve{ID: 5, Problem: "notnim", Kept: true}, in)
	fails(protocol.Solve{ID: 6, Problem: "nim", Kept: true}, "not text")
	readAhead(s, protocol.ReadAhead{Problem: "notnim", Input: bytesOf(other)})
	answers(protocol.Solve{ID: 7, Problem: "notnim", Kept: true}, other)
	readAhead(s, protocol.ReadAhead{Problem: "notnim", Input: bytesOf("3\n3\n3 2")})
	fails(protocol.Solve{ID: 8, Problem: "notnim", Kept: true}, "input:")
}
