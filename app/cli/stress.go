//go:build !js

package cli

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"os/exec"
	"strings"
	"time"

	"nimber/solver/explore"
)

// Exit statuses of nimber stress.
const (
	exitAgree  = 0 // the program answered every case as Nimber does
	exitDiffer = 1 // it answered a case otherwise
)

// maxStressHeap bounds -max-heap: Nimber values every heap up to it.
const maxStressHeap = 1 << 24

// stressTimeout is the default bound on one run of the program tested.
const stressTimeout = 20 * time.Second

// stressCmd runs a program on random contest inputs (T, then T lines
// "n h1 … hn", a sum of n heaps of GAME) and compares its answers (first
// when the player to move wins, else second) with Nimber's.
func stressCmd(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("stress", flag.ContinueOnError)
	cmd := fs.String("cmd", "", "the program tested, run by sh -c")
	inputs := fs.Int("cases", 100, "how many inputs to run the program on")
	maxHeap := fs.Int("max-heap", 1000, "the largest heap")
	maxHeaps := fs.Int("max-heaps", 5, "the most heaps of a sum")
	seed := fs.Uint64("seed", 1, "the seed of the random inputs")
	timeout := fs.Duration("timeout", stressTimeout, "the longest one run of the program may take")
	const usage = "stress GAME -cmd PROGRAM [-cases K] [-max-heap H] [-max-heaps M] [-seed S] [-timeout D]"
	g, _, err := exploreFlags(usage, args, fs, false)
	if err != nil {
		return fail(stderr, err)
	}
	switch {
	case *cmd == "":
		return fail(stderr, usageError(usage, nil, 1))
	case *inputs < 1 || *maxHeaps < 1:
		return fail(stderr, fmt.Errorf("stress: -cases and -max-heaps must be at least 1"))
	case *maxHeap < 0 || *maxHeap > maxStressHeap:
		return fail(stderr, fmt.Errorf("stress: -max-heap %d is out of range [0, %d]", *maxHeap, maxStressHeap))
	case *timeout <= 0:
		return fail(stderr, fmt.Errorf("stress: -timeout %v: expected a positive duration (20s, 1m30s)", *timeout))
	}
	k, c, err := g.Kind("grundy-normal")
	if err != nil {
		return fail(stderr, err)
	}
	values, err := g.Values(context.Background(), k, c, explore.Shape{N: *maxHeap}, nil)
	if err != nil {
		return fail(stderr, err)
	}
	draw := newHeapDraw(rand.New(rand.NewPCG(*seed, 0)), values)
	total := 0
	for run := 1; run <= *inputs; run++ {
		cases := make([][]int, 1+draw.rng.IntN(10))
		var in strings.Builder
		fmt.Fprintln(&in, len(cases))
		for i := range cases {
			cases[i] = draw.sum(*maxHeaps)
			fmt.Fprint(&in, len(cases[i]))
			for _, h := range cases[i] {
				fmt.Fprint(&in, " ", h)
			}
			fmt.Fprintln(&in)
		}
		answers, err := runProgram(*cmd, in.String(), len(cases), *timeout)
		if err != nil {
			fmt.Fprintf(stdout, "input %d (seed %d):\n%s", run, *seed, in.String())
			return fail(stderr, fmt.Errorf("stress: on input %d: %v", run, err))
		}
		for i, heaps := range cases {
			x := uint32(0)
			for _, h := range heaps {
				x ^= values[h]
			}
			want := "second"
			if x != 0 {
				want = "first"
			}
			if answers[i] != want {
				vals := make([]string, len(heaps))
				for j, h := range heaps {
					vals[j] = fmt.Sprintf("g(%d) = %d", h, values[h])
				}
				fmt.Fprintf(stdout, "difference on case %d of input %d (seed %d); the case alone:\n1\n%d %s\nprogram: %s\nnimber: %s (%s; XOR %d)\n",
					i+1, run, *seed, len(heaps), strings.Trim(fmt.Sprint(heaps), "[]"), answers[i], want, strings.Join(vals, ", "), x)
				return exitDiffer
			}
		}
		total += len(cases)
	}
	fmt.Fprintf(stdout, "all %d cases of %d inputs agree (heaps up to %d, at most %d heaps a case, seed %d; %s)\n", total, *inputs, *maxHeap, *maxHeaps, *seed, draw.swept())
	return exitAgree
}

// A heapDraw draws the heaps of the cases. A wrong value in the program
// changes its answer only where the sum's value, right or wrong, is 0, and
// a random sum's value seldom is. So every other case starts with the next
// heap of a sweep 0, 1, 2, … (from 0 again past the largest heap) and ends
// with a heap that brings the sum's value to 0, where one has the value
// needed: a wrong value of the swept heap then changes the answer. The
// other cases are random heaps, whose answers are mostly first.
type heapDraw struct {
	rng    *rand.Rand
	values []uint32 // the heaps' values, 0..the largest heap
	byVal  []int32  // the heaps sorted by value
	start  []int32  // the heaps of value v are byVal[start[v]:start[v+1]]
	cases  int      // the cases drawn so far
	next   int      // the sweep's next heap
	open   int      // the swept heaps whose sum could not be brought to 0
}

// newHeapDraw indexes values (every heap's value) by value.
func newHeapDraw(rng *rand.Rand, values []uint32) *heapDraw {
	top := uint32(0)
	for _, v := range values {
		top = max(top, v)
	}
	// start[v] counts the heaps of value at most v, then steps back to the
	// first of them as they are placed from the last heap down.
	start := make([]int32, top+2)
	for _, v := range values {
		start[v]++
	}
	for v := 1; v < len(start); v++ {
		start[v] += start[v-1]
	}
	byVal := make([]int32, len(values))
	for h := len(values) - 1; h >= 0; h-- {
		start[values[h]]--
		byVal[start[values[h]]] = int32(h)
	}
	return &heapDraw{rng: rng, values: values, byVal: byVal, start: start}
}

// sum returns the heaps of the next case, at most maxHeaps of them.
func (d *heapDraw) sum(maxHeaps int) []int {
	d.cases++
	if d.cases%2 == 1 {
		heaps := make([]int, 1+d.rng.IntN(maxHeaps))
		for i := range heaps {
			heaps[i] = d.random()
		}
		return heaps
	}
	first := d.next
	d.next = (d.next + 1) % len(d.values)
	if maxHeaps == 1 {
		d.open++
		return []int{first}
	}
	for try := range 8 {
		heaps := []int{first}
		x := d.values[first]
		if try < 7 { // the last try is the pair alone
			for range d.rng.IntN(maxHeaps - 1) {
				h := d.random()
				heaps = append(heaps, h)
				x ^= d.values[h]
			}
		}
		if h, ok := d.partner(x, first); ok {
			return append(heaps, h)
		}
	}
	d.open++
	return []int{first}
}

// partner returns a heap of value x other than not, if there is one.
func (d *heapDraw) partner(x uint32, not int) (int, bool) {
	if int(x)+1 >= len(d.start) {
		return 0, false
	}
	of := d.byVal[d.start[x]:d.start[x+1]]
	if len(of) == 0 {
		return 0, false
	}
	i := d.rng.IntN(len(of))
	for j := range of {
		if h := int(of[(i+j)%len(of)]); h != not {
			return h, true
		}
	}
	return 0, false
}

// random returns a heap drawn uniformly.
func (d *heapDraw) random() int { return d.rng.IntN(len(d.values)) }

// swept says which heaps the sweep put in a sum brought to value 0.
func (d *heapDraw) swept() string {
	n := d.cases / 2
	switch {
	case d.open == n:
		return "no sum could be brought to value 0"
	case n >= len(d.values) && d.open == 0:
		return "every heap in a sum brought to value 0"
	}
	s := fmt.Sprintf("heaps 0 to %d each in a sum brought to value 0", min(n, len(d.values))-1)
	if d.open > 0 {
		s += fmt.Sprintf(", but %d of them, for which no heap had the value needed", d.open)
	}
	return s
}

// runProgram runs cmd by sh -c on input, stopping it with every process it
// started after timeout, and returns its answers, one per case, each first
// or second.
func runProgram(cmd, input string, cases int, timeout time.Duration) ([]string, error) {
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	c := exec.CommandContext(ctx, "sh", "-c", cmd)
	ownGroup(c)
	c.WaitDelay = time.Second // the output of a process left running once c is killed is not waited for
	c.Stdin = strings.NewReader(input)
	var out, errOut bytes.Buffer
	c.Stdout, c.Stderr = &out, &errOut
	err := c.Run()
	if ctx.Err() != nil {
		return nil, fmt.Errorf("the program ran longer than %v", timeout)
	}
	var exit *exec.ExitError
	if errors.As(err, &exit) {
		if msg, _, _ := strings.Cut(strings.TrimSpace(errOut.String()), "\n"); msg != "" {
			return nil, fmt.Errorf("the program failed (%v): %s", err, msg)
		}
		return nil, fmt.Errorf("the program failed (%v)", err)
	}
	if err != nil {
		return nil, fmt.Errorf("the program did not run: %v", err)
	}
	answers := strings.Fields(out.String())
	if len(answers) != cases {
		return nil, fmt.Errorf("the program printed %d words for %d cases: %.200q", len(answers), cases, out.String())
	}
	for i, a := range answers {
		if a != "first" && a != "second" {
			return nil, fmt.Errorf("the program's answer %d is %q, not first or second", i+1, a)
		}
	}
	return answers, nil
}
