//go:build !js

package cli

import (
	"bufio"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"

	"nimber/solver/games"
	"nimber/solver/misere"
)

// quotientCommand prints the misère quotient of the sums of a code's heaps
// up to N: its order, P-portion and largest heap, its presentation, its
// P-portion and each heap's element. A cap reached prints the quotient of
// the heaps before the one it stopped at, and exits 3.
func quotientCommand(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("quotient", flag.ContinueOnError)
	n := fs.Int("n", 30, "largest heap")
	lim := misere.DefaultLimits
	fs.IntVar(&lim.MaxElements, "max-elements", lim.MaxElements, "cap on the elements of the quotient")
	pos, err := positional(fs, args)
	if err != nil {
		return fail(stderr, err)
	}
	if len(pos) != 1 {
		return fail(stderr, usageError("quotient GAME [-n N] [-max-elements K]", pos, 1))
	}
	g, err := games.Parse(pos[0])
	if err != nil {
		return fail(stderr, err)
	}
	if *n < 0 || *n > misere.MaxHeap {
		return fail(stderr, fmt.Errorf("quotient: -n %d is out of range [0, %d]", *n, misere.MaxHeap))
	}
	h, err := g.HeapGame(*n)
	if err != nil {
		return fail(stderr, fmt.Errorf("quotient: %w", err))
	}
	q, err := misere.Compute(context.Background(), h, *n, lim, nil)
	var capped *misere.CapError
	if err != nil && !errors.As(err, &capped) {
		return fail(stderr, err)
	}
	w := bufio.NewWriter(stdout)
	defer w.Flush()
	fmt.Fprintf(w, "order=%d p-portion=%d heaps=%d", q.Order(), q.PPortion(), q.N)
	if capped != nil {
		fmt.Fprintf(w, " %v", capped)
	}
	fmt.Fprintln(w)
	pr := q.Present()
	fmt.Fprintln(w, pr)
	var ps []string
	for x, word := range pr.Words {
		if q.IsP(x) {
			ps = append(ps, word)
		}
	}
	fmt.Fprintf(w, "P = {%s}\n", strings.Join(ps, ", "))
	for h := 1; h <= q.N; h++ {
		fmt.Fprintf(w, "%d = %s\n", h, pr.Words[q.Heap(h)])
	}
	if capped != nil {
		return 3
	}
	return 0
}
