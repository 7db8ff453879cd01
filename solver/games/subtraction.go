package games

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/bits-and-blooms/bitset"

	"nimber/solver/intmath"
	"nimber/solver/period"
	"nimber/solver/sieve"
	"nimber/solver/subtraction"
	"nimber/solver/sums"
	"nimber/solver/table"
	"nimber/solver/window"
)

// Subtraction is the family of subtraction games: take any number of tokens
// in the set from a heap.
var Subtraction = &Family{
	Name:   "sub",
	Syntax: "sub:LIST",
	Doc: "subtraction game: take k tokens for k in LIST, of integers, ranges a-b, the sets primes, " +
		"semiprimes and all, exclusions !k or !a-b (sub:1,3,4, sub:primes,semiprimes,!6)",
	match: func(spec string) bool { return strings.HasPrefix(spec, "sub:") },
	parse: func(p *parser) (rules, error) {
		p.pos = len("sub:")
		return p.subtraction()
	},
}

// subtractionGame is a game of Subtraction.
type subtractionGame struct {
	heapRules
	set moveSet
}

// named sets of a subtraction game.
const (
	setAll = 1 << iota
	setPrimes
	setSemiprimes
)

var setNames = []string{"all", "primes", "semiprimes"}

// moveSet is a subtraction set: the named sets and the numbers, minus the
// exclusions (normalised: numbers not in the named sets, exclusions in them).
type moveSet struct {
	named uint8
	nums  []int // sorted
	excl  []int // sorted
}

func (subtractionGame) family() *Family { return Subtraction }

func (r subtractionGame) String() string {
	var items []string
	for i, name := range setNames {
		if r.set.named&(1<<i) != 0 {
			items = append(items, name)
		}
	}
	items = appendRuns(items, r.set.nums, "")
	items = appendRuns(items, r.set.excl, "!")
	return "sub:" + strings.Join(items, ",")
}

func (r subtractionGame) options(n int) func(int, func([]int) bool) {
	return takeOptions(r.set.upTo(n))
}

func (r subtractionGame) values(k sums.Kind, c sums.Convention, n int, progress table.Progress) []uint32 {
	return takeValues(r.set.upTo(n), k, c, n, progress)
}

func (r subtractionGame) limit(k sums.Kind, c sums.Convention, n int) int {
	if _, finite := r.set.finite(); finite || takeEngine(r.set.upTo(n), k, c) {
		return MaxN
	}
	return MaxNaive
}

func (r subtractionGame) theorem(sums.Kind) (period.Bound, string) {
	if m, finite := r.set.finite(); finite {
		return takeTheorem(m)
	}
	return nil, ""
}

// prover proves the Grundy values of an all-but game (the set all, with
// finitely many exclusions) arithmetic-periodic (allButProver).
func (r subtractionGame) prover(k sums.Kind) (period.Prover, string) {
	if r.set.named != setAll || k != sums.Grundy {
		return nil, ""
	}
	return allButProver(r.set.excl)
}

// takeTheorem is the theorem for the values of every kind of a finite
// subtraction game with largest move m: for x ≥ m every move is legal, and
// a value of any kind with single-heap options is a function of the m
// values before it. If v(n+p) = v(n) for pre ≤ n < pre+m, the windows
// ending at pre+m−1 and pre+p+m−1 agree, so do the next values (both heaps
// ≥ m), and by induction every later one. The relation must hold up to heap
// pre+p+m−1: need = pre+p+m.
func takeTheorem(m int) (period.Bound, string) {
	return func(pre, p int, saltus uint32) (int, bool) { return pre + p + max(m, 1), saltus == 0 },
		fmt.Sprintf("Golomb's theorem on finite subtraction sets (1966; with largest move %d, each value is a function of the %d before it)", m, m)
}

// takeOptions returns the options of the game taking k tokens for k in
// moves, which holds the moves up to the largest heap asked.
func takeOptions(moves *bitset.BitSet) func(int, func([]int) bool) {
	var b [1]int
	return func(x int, yield func([]int) bool) {
		for k, ok := moves.NextSet(1); ok && int(k) <= x; k, ok = moves.NextSet(k + 1) {
			b[0] = x - int(k)
			if !yield(b[:]) {
				return
			}
		}
	}
}

// takeEngine reports whether takeValues has an engine for kind k under c of
// the game taking k tokens for k in moves.
func takeEngine(moves *bitset.BitSet, k sums.Kind, c sums.Convention) bool {
	_, contiguous := takeWindow(moves)
	return contiguous || k == sums.Grundy && c.Sum == sums.Disjunctive
}

// takeValues returns the values of kind k under c of heaps 0..n of the game
// taking k tokens for k in moves (up to n): package window's when the moves
// are one range, subtraction's for Grundy values; nil for the definition.
func takeValues(moves *bitset.BitSet, k sums.Kind, c sums.Convention, n int, progress table.Progress) []uint32 {
	if rule, contiguous := takeWindow(moves); contiguous {
		return window.Values(k, rule, n)
	}
	if k == sums.Grundy && c.Sum == sums.Disjunctive {
		return subtraction.Values(moves, n, progress)
	}
	return nil
}

// takeWindow returns the window rule of the moves when they form one range.
func takeWindow(moves *bitset.BitSet) (window.Rule, bool) {
	lo, ok := moves.NextSet(1)
	if !ok {
		return func(int) (int, int) { return 0, -1 }, true
	}
	end, ok := moves.NextClear(lo)
	if !ok {
		end = moves.Len()
	}
	if _, more := moves.NextSet(end); more {
		return nil, false
	}
	return window.TakeBetween(int(lo), int(end-1)), true
}

// upTo returns the members of s up to n.
func (s moveSet) upTo(n int) *bitset.BitSet {
	set := bitset.New(uint(n + 1))
	if s.named&setAll != 0 {
		set.FlipRange(1, uint(n+1))
	}
	if s.named&setPrimes != 0 {
		set.InPlaceUnion(sieve.Primes(n))
	}
	if s.named&setSemiprimes != 0 {
		set.InPlaceUnion(sieve.Semiprimes(n))
	}
	for _, k := range s.nums {
		if k <= n {
			set.Set(uint(k))
		}
	}
	for _, k := range s.excl {
		if k <= n {
			set.Clear(uint(k))
		}
	}
	return set
}

// exclusion is an item !a-b of a subtraction spec, at column pos.
type exclusion struct{ lo, hi, pos int }

func (p *parser) subtraction() (rules, error) {
	var named uint8
	var nums, excl []int
	var items []exclusion
	for {
		item := p.pos
		exclude := p.pos < len(p.s) && p.s[p.pos] == '!'
		if exclude {
			p.pos++
		}
		var lo, hi int
		matched := false
		for i, name := range setNames {
			if strings.HasPrefix(p.s[p.pos:], name) && !exclude {
				named |= 1 << i
				p.pos += len(name)
				matched = true
				break
			}
		}
		if !matched {
			if p.pos >= len(p.s) || p.s[p.pos] < '0' || p.s[p.pos] > '9' {
				return nil, p.errorf(p.pos, "expected an integer, a range a-b, primes, semiprimes, all or !k, found %s", p.found(p.pos))
			}
			var err error
			if lo, err = p.number(); err != nil {
				return nil, err
			}
			hi = lo
			if p.pos < len(p.s) && p.s[p.pos] == '-' {
				p.pos++
				if hi, err = p.number(); err != nil {
					return nil, err
				}
			}
			if lo < 1 || hi < lo {
				return nil, p.errorf(item, "%s is not a move 1 ≤ a ≤ b", p.s[item:p.pos])
			}
			if hi-lo > MaxRange {
				return nil, p.errorf(item, "range %s is longer than 2^20 (use all and exclusions)", p.s[item:p.pos])
			}
			if exclude {
				items = append(items, exclusion{lo, hi, item})
			}
			for k := lo; k <= hi; k++ {
				if exclude {
					excl = append(excl, k)
				} else {
					nums = append(nums, k)
				}
			}
		}
		if p.pos == len(p.s) {
			break
		}
		if p.s[p.pos] != ',' {
			return nil, p.errorf(p.pos, "expected ',' or end of spec, found %s", p.found(p.pos))
		}
		p.pos++
	}
	set := moveSet{named: named}
	if named&setAll != 0 {
		set.named = setAll
	}
	slices.Sort(excl)
	excl = slices.Compact(excl)
	for _, k := range excl {
		if set.inNamed(k) {
			set.excl = append(set.excl, k)
		}
	}
	slices.Sort(nums)
	nums = slices.Compact(nums)
	for _, k := range nums {
		if !set.inNamed(k) && !slices.Contains(excl, k) {
			set.nums = append(set.nums, k)
		}
	}
	for _, e := range items {
		if !set.removes(nums, e.lo, e.hi) {
			return nil, p.errorf(e.pos, "%s removes no move: an exclusion takes moves out of primes, semiprimes, all or the numbers listed",
				p.s[e.pos:p.itemEnd(e.pos)])
		}
	}
	if set.named == 0 && len(set.nums) == 0 {
		return nil, p.errorf(len("sub:"), "the game has no move: every move listed is excluded")
	}
	return subtractionGame{set: set}, nil
}

// removes reports whether an exclusion of lo..hi takes out a move of the
// named sets or of nums (sorted).
func (s moveSet) removes(nums []int, lo, hi int) bool {
	if i, _ := slices.BinarySearch(nums, lo); i < len(nums) && nums[i] <= hi {
		return true
	}
	for k := lo; k <= hi; k++ {
		if s.inNamed(k) {
			return true
		}
	}
	return false
}

// itemEnd returns the end of the spec's item starting at pos (the next ','
// or the end).
func (p *parser) itemEnd(pos int) int {
	if i := strings.IndexByte(p.s[pos:], ','); i >= 0 {
		return pos + i
	}
	return len(p.s)
}

// inNamed reports whether k is in one of the named sets.
func (s moveSet) inNamed(k int) bool {
	return s.named&setAll != 0 || s.named&setPrimes != 0 && intmath.PrimeFactors(k) == 1 || s.named&setSemiprimes != 0 && intmath.PrimeFactors(k) == 2
}

// finite returns the largest move of the subtraction set and true when the
// set is finite (0 when it is empty), else false.
func (s moveSet) finite() (int, bool) {
	if s.named != 0 {
		return 0, false
	}
	if len(s.nums) == 0 {
		return 0, true
	}
	return s.nums[len(s.nums)-1], true
}

// appendRuns appends the sorted numbers ks, runs of three or more as
// ranges a-b, each with prefix.
func appendRuns(items []string, ks []int, prefix string) []string {
	for i := 0; i < len(ks); {
		j := i
		for j+1 < len(ks) && ks[j+1] == ks[j]+1 {
			j++
		}
		if j-i >= 2 {
			items = append(items, fmt.Sprintf("%s%d-%d", prefix, ks[i], ks[j]))
		} else {
			for _, k := range ks[i : j+1] {
				items = append(items, prefix+strconv.Itoa(k))
			}
		}
		i = j + 1
	}
	return items
}
