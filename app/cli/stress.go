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

// stressTimeout bounds one run of the program tested.
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
	g, _, err := exploreFlags("stress", args, fs, false)
	if err != nil {
		return fail(stderr, err)
	}
	switch {
	case *cmd == "":
		return fail(stderr, fmt.Errorf("usage: nimber stress GAME -cmd PROGRAM [-cases K] [-max-heap H] [-max-heaps M] [-seed S]"))
	case *inputs < 1 || *maxHeaps < 1:
		return fail(stderr, fmt.Errorf("stress: -cases and -max-heaps must be at least 1"))
	case *maxHeap < 0 || *maxHeap > maxStressHeap:
		return fail(stderr, fmt.Errorf("stress: -max-heap %d is out of range [0, %d]", *maxHeap, maxStressHeap))
	}
	k, c, err := g.Kind("grundy-normal")
	if err != nil {
		return fail(stderr, err)
	}
	values, err := g.Values(context.Background(), k, c, explore.Shape{N: *maxHeap}, nil)
	if err != nil {
		return fail(stderr, err)
	}
	rng := rand.New(rand.NewPCG(*seed, 0))
	total := 0
	for run := 1; run <= *inputs; run++ {
		cases := make([][]int, 1+rng.IntN(10))
		var in strings.Builder
		fmt.Fprintln(&in, len(cases))
		for i := range cases {
			cases[i] = make([]int, 1+rng.IntN(*maxHeaps))
			fmt.Fprint(&in, len(cases[i]))
			for j := range cases[i] {
				cases[i][j] = rng.IntN(*maxHeap + 1)
				fmt.Fprint(&in, " ", cases[i][j])
			}
			fmt.Fprintln(&in)
		}
		answers, err := runProgram(*cmd, in.String(), len(cases))
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
	fmt.Fprintf(stdout, "all %d cases of %d inputs agree (heaps up to %d, at most %d heaps a case, seed %d)\n", total, *inputs, *maxHeap, *maxHeaps, *seed)
	return exitAgree
}

// runProgram runs cmd by sh -c on input and returns its answers, one per
// case, each first or second.
func runProgram(cmd, input string, cases int) ([]string, error) {
	ctx, cancel := context.WithTimeout(context.Background(), stressTimeout)
	defer cancel()
	c := exec.CommandContext(ctx, "sh", "-c", cmd)
	c.Stdin = strings.NewReader(input)
	var out, errOut bytes.Buffer
	c.Stdout, c.Stderr = &out, &errOut
	err := c.Run()
	if ctx.Err() != nil {
		return nil, fmt.Errorf("the program ran longer than %v", stressTimeout)
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
