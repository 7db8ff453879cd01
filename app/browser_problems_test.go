//go:build !js

package main

import (
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"nimber/solver/problems"
)

// TestBrowserProblems runs every problem in the page: its samples and a
// larger random input, compared with the native solver (and the phases
// shown naming the tables only when the answer came from them); then a
// reload, which must keep the input and answer again from the cached tables
// (those the worker kept); then a bad input, whose parser message must show
// while the input stays.
func TestBrowserProblems(t *testing.T) {
	b := newBrowser(t)
	rng := rand.New(rand.NewPCG(3, 7))
	for _, p := range problems.All() {
		t.Run(p.ID, func(t *testing.T) {
			b.t = t
			gen := randomInputs[p.ID]
			if gen == nil {
				t.Fatalf("no random input generator for %s in inputs_test.go", p.ID)
			}
			if len(p.Samples) == 0 {
				t.Fatalf("%s has no samples", p.ID)
			}
			b.open("/?problem=" + p.ID)
			if got := eval[string](b, 30*time.Second, `document.getElementById("problem").value`); got != p.ID {
				t.Fatalf("?problem=%s selects %q", p.ID, got)
			}

			// The first sample through the "load sample" button, the others pasted.
			b.do(30*time.Second, chromedpClick(`button.sample[data-index="0"]`))
			if got := b.input(); got != p.Samples[0].Input {
				t.Fatalf("load sample: textarea holds %q, want %q", trim(got), trim(p.Samples[0].Input))
			}
			for i, s := range p.Samples {
				if i > 0 {
					b.paste(s.Input)
				}
				o := b.run(60 * time.Second)
				if o.State != "done" || o.Output != s.Output {
					t.Fatalf("sample %d: state %s, error %q, output %q; want %q", i+1, o.State, o.Error, trim(o.Output), s.Output)
				}
			}

			in := gen(rng, 50)
			want, err := p.Solve([]byte(in))
			if err != nil {
				t.Fatalf("the native solver rejects the random input: %v\n%s", err, trim(in))
			}
			b.paste(in)
			o := b.run(120 * time.Second)
			if o.State != "done" || o.Output != string(want) {
				t.Fatalf("random input: state %s, error %q, output %q; want %q\ninput: %s",
					o.State, o.Error, trim(o.Output), trim(string(want)), trim(in))
			}
			job, _ := p.Prepare([]byte(in))
			// The phases show the tables' only when the answer came from
			// tables: not from a job's Direct (see contest.Job.PreferDirect).
			fromTables := len(job.Tables) > 0 && !job.PreferDirect()
			if phases := b.text("#phases"); strings.Contains(phases, " · tables ") != fromTables {
				t.Errorf("phases %q: want the tables' shown %v", phases, fromTables)
			}
			b.waitStored()
			wantSource := "computed" // tables quicker to build than to read are not kept
			if len(job.Tables) > 0 && b.allCached(job.Tables) {
				wantSource = "cache"
			}

			b.reload()
			if got := b.input(); got != in {
				t.Fatalf("after a reload the textarea holds %q, want the input typed before", trim(got))
			}
			o = b.run(120 * time.Second)
			if o.State != "done" || o.Output != string(want) {
				t.Fatalf("after reload: state %s, error %q, output %q", o.State, o.Error, trim(o.Output))
			}
			if o.Source != wantSource {
				t.Errorf("after reload: data-source %q, want %s", o.Source, wantSource)
			}

			// Text beyond ASCII reaches the worker's Go by its other way
			// (app/worker's text): the message must still name the place.
			for _, bad := range []string{in + "x\n", in + "é\n"} {
				_, perr := p.Prepare([]byte(bad))
				if perr == nil {
					t.Fatalf("the native solver accepts %q", trim(bad))
				}
				b.paste(bad)
				o = b.run(60 * time.Second)
				if o.State != "error" || o.Error != perr.Error() {
					t.Fatalf("bad input: state %s, #error %q; want %q", o.State, o.Error, perr.Error())
				}
				if got := b.input(); got != bad {
					t.Fatalf("bad input: the textarea now holds %q", trim(got))
				}
			}
		})
	}
}
