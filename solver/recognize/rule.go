package recognize

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"nimber/solver/games"
	"nimber/solver/octal"
	"nimber/solver/period"
	"nimber/solver/sieve"
	"nimber/solver/subtraction"
	"nimber/solver/sums"
)

// Kind is how a match is best described.
type Kind uint8

// The kinds of match.
const (
	Code        Kind = iota // a take-and-break code, finite or with repeating digits
	Subtraction             // a subtraction game whose set is not a short code
)

// Digit is a digit of a take-and-break code: its bits (1 take a whole
// heap, 2 leave one heap, 4 two, 8 three) and its modifier.
type Digit struct {
	Bits uint8
	Mod  octal.Modifier
}

// Match is a code or subtraction game whose options are those a game
// lists on every heap ≤ Upto.
//
// How far it reaches: a finite code whose last non-zero digit is at most
// Upto/2, digits that repeat from a point with a prefix and period short
// beside Upto, and a subtraction set equal to the squares or the primes up
// to Upto all describe a game past Upto (Extends); a longer code or set
// read off the options does not, and says nothing past Upto. Either way
// the game file is only known to match on heaps ≤ Upto. A game that
// follows such a description and then leaves it matches it up to the heap
// before, and Differs says how that heap differs.
//
// A finite subtraction set is a code with digit 3 at its members: it is
// described as the code when its largest member is at most MaxShort
// ("0.3033", sub 1,3,4), and as the set otherwise.
type Match struct {
	Kind Kind
	// Code is the code in CGSuite's notation: "0.77", "4!.0", "0.[3]"
	// (digits in brackets repeat for ever). The code of a subtraction set,
	// and a code that does not extend, is cut after MaxPrinted digits,
	// with "…".
	Code string
	// Set is the subtraction set when the code is one (no splitting, every
	// digit 0 or 3): "1,3,4", "all but 1,2,5", "k ≡ 1,2 (mod 3)",
	// "squares", "primes", or the members up to Upto; "" otherwise.
	Set string
	// Name is the classic name of the code in package games' registry
	// ("kayles"), when it has one.
	Name    string
	Upto    int         // the game's options are the code's on every heap ≤ Upto
	Extends bool        // the description reaches past Upto
	Differs *Difference // heap Upto+1, when the heaps read go on and its options differ, or a heap Check found
	Checked int         // the heaps past Upto whose options Check found the same
	Prefix  []Digit     // d0, d1, …: the digits before the repeating ones
	Tail    []Digit     // the digits that repeat after Prefix; nil for none
	named   string      // "squares" or "primes" for a named set
}

// Limits of descriptions.
const (
	MaxShort   = 16 // the largest member of a finite set described as a code
	MaxPrinted = 40 // digits printed of a code that does not extend
	maxRepeat  = 64 // the longest prefix plus period of repeating digits
	unsettled  = 6  // digits past Upto−6 may not be fully decided
)

// What returns "code 0.77", "subtraction game {1,20}", "the subtraction
// game on the squares", with the name in brackets when there is one.
func (m Match) What() string {
	s := "code " + m.Code
	switch {
	case m.named != "":
		s = "the subtraction game on the " + m.named
	case m.Kind == Subtraction:
		s = "subtraction game {" + m.Set + "}"
	}
	if m.Name != "" {
		s += " (" + m.Name + ")"
	}
	return s
}

// String says what the game matches and how far: "code 0.77 on every heap
// ≤ 3000", and where it differs.
func (m Match) String() string {
	s := fmt.Sprintf("%s on every heap ≤ %d", m.What(), m.Upto)
	if m.Differs != nil {
		s += "; " + m.Differs.String()
	}
	return s
}

// Departure says where the game leaves the code matched (m.Differs set):
// "not past it: heap 77 lacks …" when the next heap differs, "but not on
// every heap past it: heap 3000 has …" for a heap that Check found.
func (m Match) Departure() string {
	if m.Differs.Heap == m.Upto+1 {
		return "not past it: " + m.Differs.String()
	}
	return "but not on every heap past it: " + m.Differs.String()
}

// rule is a description of a game that reaches past the heaps listed: a
// finite code (tail nil), digits that repeat, or a named subtraction set
// (whose prefix holds its digits up to the heaps listed).
type rule struct {
	prefix, tail []Digit
	named        string
	fail         int         // the first heap whose options differ from the game's
	diff         *Difference // how they differ
}

// digit returns digit k of the rule.
func (r rule) digit(k int) Digit {
	switch {
	case k < len(r.prefix):
		return r.prefix[k]
	case len(r.tail) > 0:
		return r.tail[(k-len(r.prefix))%len(r.tail)]
	}
	return Digit{}
}

// reaches reports whether the heaps 0..upto are evidence enough for the
// rule to describe the game: a finite code's last non-zero digit is at most
// upto/2; repeating digits repeat, in the digits the heaps decide, over at
// least three periods and twice the prefix and period; a named set has at
// least four members.
func (r rule) reaches(upto int) bool {
	switch {
	case r.named != "":
		return upto >= 16
	case len(r.tail) == 0:
		return 2*(len(r.prefix)-1) <= upto
	}
	start, q := len(r.prefix), len(r.tail)
	span := upto - unsettled - start + 1
	return span >= 3*q && span >= 2*(start-1+q)
}

// enoughHeaps is the most heaps a description that reaches past the heaps
// read must match to be preferred to one read off all of them.
const enoughHeaps = 256

// match describes what the heaps 0..upto say of the game, diff being the
// difference at heap upto+1 (nil when the heaps listed end at upto). The
// rule that reaches past the heaps and matches the most of them is taken
// when it matches half of them or enoughHeaps (from the first heap it
// fails, the game differs); else the digits the heaps decided, as a
// subtraction set if they are one, else as a code, match every heap ≤ upto
// and say nothing past it.
func (d *deducer) match(upto int, diff *Difference) Match {
	if upto < 0 { // heap 0 differs: no heap matches
		return Match{Upto: -1, Differs: diff, Prefix: []Digit{{}}, Code: "0.0"}
	}
	d.grow(upto + 1)
	digits := make([]Digit, upto+1)
	for k := range digits {
		digits[k] = d.digit(k, upto)
	}
	if r, ok := d.bestRule(digits, upto); ok && r.fail-1 >= min(upto/2, enoughHeaps) {
		m := Match{Upto: r.fail - 1, Differs: r.diff, Extends: true, Prefix: r.prefix, Tail: r.tail, named: r.named}
		if r.fail > upto {
			m.Upto, m.Differs = upto, diff
			if diff != nil && d.failK >= 0 {
				m.Differs = splitDifference(upto+1, d.failK, splitCandidate(r.digit(d.failK)), d.failOpts)
			}
		}
		switch {
		case r.named != "":
			m.Kind, m.Set = Subtraction, r.named
			m.Prefix = m.Prefix[:m.Upto+1]
		case len(r.tail) > 0:
			if subtractionDigits(r.prefix) && takesOnly(r.tail) {
				m.Set = periodicSet(r.prefix, r.tail)
			}
		case subtractionDigits(r.prefix):
			m.Set = members(r.prefix, upto)
			if len(r.prefix)-1 > MaxShort {
				m.Kind = Subtraction
			}
		}
		m.Code = codeString(m.Prefix, m.Tail, m.Kind == Code)
		if m.Kind == Code {
			m.Name = nameOf(m.Code)
		}
		return m
	}
	m := Match{Upto: upto, Differs: diff, Prefix: digits}
	if d.subtraction(upto) {
		m.Kind, m.Prefix = Subtraction, d.subtractionDigits(upto)
		m.Set = members(m.Prefix, upto)
	}
	last := len(m.Prefix) - 1
	for last > 0 && m.Prefix[last] == (Digit{}) {
		last--
	}
	m.Prefix = m.Prefix[:last+1]
	m.Code = codeString(m.Prefix, nil, false)
	return m
}

// bestRule returns the rule that matches the game on the most heaps
// among those the heaps 0..upto are evidence enough for (reaches): finite
// codes (the digits up to each non-zero one), repeating digits (each
// prefix and period up to maxRepeat) and the named sets; on a tie, the
// shorter code (a named set wins no tie). A rule's fail is upto+1 when it
// matches every heap listed.
func (d *deducer) bestRule(digits []Digit, upto int) (rule, bool) {
	var best rule
	found := false
	consider := func(r rule) {
		shorter := r.named == "" && best.named == "" && len(r.prefix)+len(r.tail) < len(best.prefix)+len(best.tail)
		if r.reaches(r.fail-1) && (!found || r.fail > best.fail || r.fail == best.fail && shorter) {
			best, found = r, true
		}
	}
	// Finite codes: the digits up to K, zeros after. zeroFail[k] is the
	// first heap where a zero digit k or any after it fails.
	zeroFail := make([]int, upto+2)
	zeroFail[upto+1] = upto + 1
	zeroDiff := make([]*Difference, upto+2)
	for k := upto; k >= 0; k-- {
		zeroFail[k], zeroDiff[k] = zeroFail[k+1], zeroDiff[k+1]
		if h, diff := d.firstDiff(k, upto, Digit{}); h < zeroFail[k] {
			zeroFail[k], zeroDiff[k] = h, diff
		}
	}
	for k := range digits {
		if k == 0 || digits[k] != (Digit{}) {
			consider(rule{prefix: digits[:k+1], fail: zeroFail[k+1], diff: zeroDiff[k+1]})
		}
	}
	// Repeating digits: for period q, brk[k] is the first k' ≥ k whose
	// digit is not that q before it.
	brk := make([]int, upto+2)
	for q := 1; q <= maxRepeat && q <= upto; q++ {
		brk[upto+1] = upto + 1
		for k := upto; k >= 1; k-- {
			brk[k] = brk[k+1]
			if k-q >= 1 && digits[k] != digits[k-q] {
				brk[k] = k
			}
		}
		for start := 1; start-1+q <= maxRepeat && start+q <= upto+1; start++ {
			r := rule{prefix: digits[:start], tail: digits[start : start+q], fail: upto + 1}
			if !slices.ContainsFunc(r.tail, func(g Digit) bool { return g != Digit{} }) {
				continue
			}
			d.failAfter(&r, brk[start+q], digits)
			consider(r)
		}
	}
	for _, named := range []string{"squares", "primes"} {
		r := rule{prefix: namedDigits(named, upto), named: named, fail: upto + 1}
		d.failAfter(&r, 0, digits)
		consider(r)
	}
	return best, found
}

// failAfter sets r.fail and r.diff to the first heap where a digit of r
// from k on differs from the game's, digits being those the heaps 0..upto
// decided. Digits equal to those do not differ; past the first that does,
// the next ones are looked at too, since a digit may differ only at heap
// k+6 or so, after the moves of later digits.
func (d *deducer) failAfter(r *rule, k int, digits []Digit) {
	upto := len(digits) - 1
	for ; k <= upto; k++ {
		if r.digit(k) == digits[k] {
			continue
		}
		if h, diff := d.firstDiff(k, upto, r.digit(k)); h < r.fail {
			r.fail, r.diff = h, diff
		}
		if r.fail <= upto && k > r.fail {
			return
		}
	}
}

// firstDiff returns the first heap ≤ upto at which a digit k of g has
// other options than the game, and how they differ; upto+1 and nil when
// none.
func (d *deducer) firstDiff(k, upto int, g Digit) (int, *Difference) {
	if k <= upto && d.bit0[k] != state(g.Bits&1 != 0) {
		return k, &Difference{Heap: k, Extra: d.bit0[k] == yes}
	}
	if k < upto && d.bit1[k] != state(g.Bits&2 != 0) {
		return k + 1, &Difference{Heap: k + 1, Option: []int{1}, Extra: d.bit1[k] == yes}
	}
	mask, c := d.finalMask(k, upto), splitCandidate(g)
	if mask&(1<<c) != 0 {
		return upto + 1, nil
	}
	truth := simplest(mask)
	for left := 2; k+left <= upto; left++ {
		if fits(c, left, expected(truth, left)) {
			continue
		}
		diff := &Difference{Heap: k + left}
		eachSplit(left, func(p []int) bool {
			if in, out := allowed(truth, p), allowed(c, p); in != out {
				diff.Option, diff.Extra = slices.Clone(p), in
				return false
			}
			return true
		})
		return k + left, diff
	}
	return upto + 1, nil
}

// expected counts the splits of left tokens that candidate c allows.
func expected(c, left int) splitStats {
	var s splitStats
	m := octal.Modifier(c >> 2)
	if c&1 != 0 && left >= 2 {
		pairs, equal := left/2, b2i(left%2 == 0)
		switch m {
		case octal.Free:
			s.two, s.twoEqual = pairs, equal
		case octal.Unequal, octal.NotAllEqual:
			s.two = pairs - equal
		case octal.AllEqual:
			s.two, s.twoEqual = equal, equal
		}
	}
	if c&2 != 0 && left >= 3 {
		all, some, equal := (left*left+6)/12, (left-1)/2, b2i(left%3 == 0)
		switch m {
		case octal.Free:
			s.three, s.threeSome, s.three3 = all, some, equal
		case octal.Unequal:
			s.three = all - some
		case octal.NotAllEqual:
			s.three, s.threeSome = all-equal, some-equal
		case octal.AllEqual:
			s.three, s.threeSome, s.three3 = equal, equal, equal
		}
	}
	return s
}

// splitCandidate returns the split candidate of digit g.
func splitCandidate(g Digit) int { return candidate(g.Bits&4 != 0, g.Bits&8 != 0, g.Mod) }

// digit returns the simplest digit k that agrees with heaps 0..upto.
func (d *deducer) digit(k, upto int) Digit {
	var g Digit
	if k <= upto && d.bit0[k] == yes {
		g.Bits |= 1
	}
	if k < upto && d.bit1[k] == yes {
		g.Bits |= 2
	}
	c := simplest(d.finalMask(k, upto))
	g.Bits |= uint8(c&3) << 2
	if c&3 != 0 {
		g.Mod = octal.Modifier(c >> 2)
	}
	return g
}

// finalMask returns the split candidates of digit k that agree with heaps
// 0..upto: for a digit no split was listed for, those allowing none.
func (d *deducer) finalMask(k, upto int) uint16 {
	mask := d.splits[k]
	if !d.active[k] {
		for left := 2; left < min(upto-k+1, quietCycle); left++ {
			mask = keep(mask, left, splitStats{})
		}
	}
	return mask
}

// allows reports whether digit k may be g on heaps 0..upto.
func (d *deducer) allows(k, upto int, g Digit) bool {
	h, _ := d.firstDiff(k, upto, g)
	return h > upto
}

func state(b bool) uint8 {
	if b {
		return yes
	}
	return no
}

// subtraction reports whether the heaps up to upto are those of a
// subtraction game: every digit may be 0 or 3 (d0 0).
func (d *deducer) subtraction(upto int) bool {
	for k, g := range d.subtractionDigits(upto) {
		if !d.allows(k, upto, g) {
			return false
		}
	}
	return true
}

// subtractionDigits returns the digits of the subtraction game whose moves
// are the k ≤ upto that empty a heap of k.
func (d *deducer) subtractionDigits(upto int) []Digit {
	digits := make([]Digit, upto+1)
	for k := 1; k <= upto; k++ {
		if d.bit0[k] == yes {
			digits[k].Bits = 3
		}
	}
	return digits
}

// subtractionDigits reports whether digits d0, d1, … are those of a
// subtraction game: d0 is 0, the others 0 or 3.
func subtractionDigits(digits []Digit) bool {
	return len(digits) == 0 || digits[0] == (Digit{}) && takesOnly(digits[1:])
}

// takesOnly reports whether every digit is 0 or 3.
func takesOnly(digits []Digit) bool {
	for _, g := range digits {
		if g != (Digit{}) && g != (Digit{Bits: 3}) {
			return false
		}
	}
	return true
}

// namedDigits returns the digits of the subtraction game on a named set
// up to n.
func namedDigits(name string, n int) []Digit {
	digits := make([]Digit, n+1)
	switch name {
	case "squares":
		for r := 1; r*r <= n; r++ {
			digits[r*r].Bits = 3
		}
	case "primes":
		ps := sieve.Primes(n)
		for p, ok := ps.NextSet(2); ok && int(p) <= n; p, ok = ps.NextSet(p + 1) {
			digits[p].Bits = 3
		}
	}
	return digits
}

// maxMembers is the most members of a set Set lists.
const maxMembers = 12

// members writes the k with digit 3, runs of three or more as a-b: "1,3,4",
// "1-1000", or the first maxMembers items and how many members there are
// up to upto.
func members(digits []Digit, upto int) string {
	var items []string
	count := 0
	for k := 0; k < len(digits); k++ {
		if digits[k].Bits != 3 {
			continue
		}
		j := k
		for j+1 < len(digits) && digits[j+1].Bits == 3 {
			j++
		}
		count += j - k + 1
		switch {
		case len(items) == maxMembers:
		case j-k >= 2:
			items = append(items, fmt.Sprintf("%d-%d", k, j))
		default:
			for x := k; x <= j && len(items) < maxMembers; x++ {
				items = append(items, strconv.Itoa(x))
			}
		}
		k = j
	}
	s := strings.Join(items, ",")
	if len(items) == maxMembers {
		s += fmt.Sprintf(",… (%d members ≤ %d)", count, upto)
	}
	return s
}

// periodicSet writes the subtraction set of digits 0 and 3 that repeat
// after prefix: "all but 2,5" when every digit repeated is 3, else the
// members in prefix and the residues of the others, "1,4 and k ≡ 2,3 (mod
// 5) for k ≥ 6".
func periodicSet(prefix, tail []Digit) string {
	var ks []string
	for k := 1; k < len(prefix); k++ {
		if prefix[k].Bits == 0 == (len(tail) == 1) {
			ks = append(ks, strconv.Itoa(k))
		}
	}
	if len(tail) == 1 {
		if len(ks) == 0 {
			return "all"
		}
		return "all but " + strings.Join(ks, ",")
	}
	start, q := len(prefix), len(tail)
	residues := make([]string, 0, q)
	for r := range q {
		if tail[(r-start%q+q)%q].Bits == 3 {
			residues = append(residues, strconv.Itoa(r))
		}
	}
	s := fmt.Sprintf("k ≡ %s (mod %d)", strings.Join(residues, ","), q)
	if start > 1 {
		s += fmt.Sprintf(" for k ≥ %d", start)
	}
	if len(ks) > 0 {
		s = strings.Join(ks, ",") + " and " + s
	}
	return s
}

// codeString writes a code in its normal form (octal.Game's String):
// prefix, then the tail repeating. Unless whole, only the first MaxPrinted
// digits after the point are written, followed by "…".
func codeString(prefix, tail []Digit, whole bool) string {
	cut := !whole && len(prefix) > MaxPrinted+1
	if cut {
		prefix, tail = prefix[:MaxPrinted+1], nil
	}
	g, ok := octalGame(append(slices.Clone(prefix), tail...), len(tail))
	if !ok {
		return "?"
	}
	if cut {
		return g.String() + "…"
	}
	return g.String()
}

// nameOf returns the classic name of a code in package games' registry
// (kayles for 0.77), or "".
func nameOf(code string) string {
	g, err := games.Parse(code)
	if err != nil {
		return ""
	}
	n, ok := g.Named()
	if !ok {
		return ""
	}
	return n.Name
}

// digitsUpTo returns d0..dn of the rule: the prefix, then the repeating
// digits, then zeros.
func (m Match) digitsUpTo(n int) []Digit {
	digits := make([]Digit, n+1)
	for k := range digits {
		switch {
		case k < len(m.Prefix):
			digits[k] = m.Prefix[k]
		case len(m.Tail) > 0:
			digits[k] = m.Tail[(k-len(m.Prefix))%len(m.Tail)]
		}
	}
	if m.named != "" {
		return namedDigits(m.named, n)
	}
	return digits
}

// maxExpanded bounds the heaps whose values Values computes for repeating
// digits that split, each heap taking time in proportion to its size or
// more.
const maxExpanded = 1 << 13

// Reaches reports whether Values gives the values of heaps 0..n: up to
// Upto always; past it when the match extends and does not differ, for
// repeating digits that split up to maxExpanded heaps, for subtraction
// sets up to games.MaxN.
func (m Match) Reaches(n int) bool {
	switch {
	case n > m.Upto && (!m.Extends || m.Differs != nil):
		return false
	case subtractionDigits(m.Prefix) && takesOnly(m.Tail):
		return n <= games.MaxN
	case len(m.Tail) > 0:
		return n <= maxExpanded
	}
	return true
}

// Values returns the Grundy values of heaps 0..n of the game matched,
// computed by its own engine: the octal engine for a finite code, the
// subtraction engines for a subtraction set (finite, repeating or named),
// and the octal engine on the digits written out for repeating digits that
// split; pool (nil: none) gives subtraction.Sparse its helpers. ok is
// false when the match does not reach n (Reaches).
func (m Match) Values(n int, pool subtraction.Pool, progress func(done, total int)) ([]uint32, bool) {
	if n < 0 || !m.Reaches(n) {
		return nil, false
	}
	digits := m.digitsUpTo(n)
	if subtractionDigits(digits) {
		if moves, few := fewMoves(digits); few {
			return subtraction.Sparse(moves, n, pool, progress), true
		}
		g, err := games.Parse(subtractionSpec(digits))
		if err != nil { // no move at all: every value is 0
			return make([]uint32, n+1), true
		}
		v, err := games.Values(g, sums.Grundy, sums.NormalDisjunctive, n, progress)
		return v, err == nil
	}
	if len(m.Tail) == 0 {
		digits = m.Prefix
	}
	g, ok := octalGame(digits, 0)
	if !ok {
		return nil, false
	}
	v, _ := g.FastValues(n, progress)
	return v, true
}

// fewMoves returns the moves of a subtraction game up to heap n (digits
// d0..dn) when they are few enough for subtraction.Sparse to be faster
// than the engines of package games: its n·|S| or so heap-move pairs
// against their n²/128 words, or n for one range of moves.
func fewMoves(digits []Digit) ([]int, bool) {
	n := len(digits) - 1
	var moves []int
	pairs, runs := 0, 0
	for k, g := range digits {
		if g.Bits == 3 {
			moves = append(moves, k)
			pairs += n - k + 1
			if digits[k-1].Bits != 3 {
				runs++
			}
		}
	}
	return moves, runs > 1 && pairs < n*(n/128+1)
}

// octalGame returns the game of digits whose last repeat digits repeat
// (0: a finite code).
func octalGame(digits []Digit, repeat int) (octal.Game, bool) {
	bits := make([]uint8, len(digits))
	mods := make([]octal.Modifier, len(digits))
	for k, g := range digits {
		bits[k], mods[k] = g.Bits, g.Mod
	}
	g, err := octal.Build(bits, mods, repeat)
	return g, err == nil
}

// subtractionSpec writes the subtraction game of digits 0 and 3 as a
// spec of package games ("sub:1,4,9", "sub:1-1000").
func subtractionSpec(digits []Digit) string {
	var items []string
	for k := 0; k < len(digits); k++ {
		if digits[k].Bits != 3 {
			continue
		}
		j := k
		for j+1 < len(digits) && digits[j+1].Bits == 3 && j-k < games.MaxRange {
			j++
		}
		items = append(items, fmt.Sprintf("%d-%d", k, j))
		k = j
	}
	return "sub:" + strings.Join(items, ",")
}

// Bound returns the periodicity theorem of Grundy values of a finite code
// (package games': octal games', and finite subtraction sets' as their
// codes), for period.Find; nil for the others, which have none, and for a
// match that differs past Upto.
func (m Match) Bound() period.Bound {
	g, ok := m.finiteCode()
	if !ok {
		return nil
	}
	return g.Bound(sums.Grundy)
}

// Theorem names the theorem Bound applies, "" when there is none.
func (m Match) Theorem() string {
	g, ok := m.finiteCode()
	if !ok {
		return ""
	}
	return g.Theorem(sums.Grundy)
}

// finiteCode returns the game of a finite code that extends past Upto.
func (m Match) finiteCode() (games.Game, bool) {
	if len(m.Tail) > 0 || !m.Extends || m.named != "" || m.Differs != nil {
		return games.Game{}, false
	}
	c, ok := octalGame(m.Prefix, 0)
	if !ok {
		return games.Game{}, false
	}
	g, err := games.Parse(c.String())
	return g, err == nil
}
