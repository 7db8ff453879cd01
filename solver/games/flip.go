package games

import (
	"fmt"
	"strconv"
	"strings"

	"nimber/solver/blocks"
	"nimber/solver/sums"
	"nimber/solver/table"
)

// Flip is the flipping game on cells 1..N: a position is its one white cell.
var Flip = &Family{
	Name:   "flip",
	Syntax: "flip:N",
	Doc:    "the lone white cell x of the flipping game on cells 1..N (normal Grundy values only)",
	match:  func(spec string) bool { return strings.HasPrefix(spec, "flip:") },
	parse: func(p *parser) (rules, error) {
		p.pos = len("flip:")
		n, err := p.number()
		if err != nil {
			return nil, err
		}
		if err := p.end(); err != nil {
			return nil, err
		}
		if n < 1 {
			return nil, p.errorf(len("flip:"), "N = %d is out of range [1, %d]", n, MaxInt)
		}
		return flip{n: n}, nil
	},
}

type flip struct {
	heapRules
	n int
}

func (flip) family() *Family  { return Flip }
func (r flip) String() string { return "flip:" + strconv.Itoa(r.n) }
func (flip) descending() bool { return true }

// A move flips the white cell x and its multiples 2x, 3x, … up to some
// kx: the cells it turns white are 2x..kx, or [0] for none. Position 0 is
// no white cell: no move.
func (r flip) options(int) func(int, func([]int) bool) {
	cells := []int{0}
	return func(x int, yield func([]int) bool) {
		if x < 1 {
			return
		}
		cells = append(cells[:0], 0)
		if !yield(cells) {
			return
		}
		cells = cells[:0]
		for m := 2 * x; m <= r.n; m += x {
			cells = append(cells, m)
			if !yield(cells) {
				return
			}
		}
	}
}

func (r flip) values(k sums.Kind, c sums.Convention, n int, progress table.Progress) []uint32 {
	f := blocks.NewFlip(r.n, progress)
	v := make([]uint32, n+1)
	for x := 1; x <= n; x++ {
		v[x] = uint32(f.Cell(x))
	}
	return v
}

func (r flip) limit(sums.Kind, sums.Convention, int) int { return r.n }

func (r flip) check(k sums.Kind, c sums.Convention) error {
	if k != sums.Grundy || c != sums.NormalDisjunctive {
		return fmt.Errorf("%s: only grundy-normal values are defined (a position is a set of white cells, a sum in normal play only)", r)
	}
	return nil
}
