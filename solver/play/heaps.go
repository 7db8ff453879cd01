package play

import (
	"fmt"
	"strconv"
	"strings"

	"nimber/solver/gamepack"
	"nimber/solver/games"
	"nimber/solver/intmath"
	"nimber/solver/notnim"
	"nimber/solver/sums"
	"nimber/solver/table"
)

// HeapBoard is the kind of a Heaps position: which game, and so its text
// form and its words.
type HeapBoard uint8

// The heap boards.
const (
	// Nim: take any number of tokens from one heap. Text: "3,4,5", then
	// "/misere" in misère play (whoever takes the last token loses).
	Nim HeapBoard = iota
	// NotNim (Codeforces 2004E): take y from a pile of x only when
	// gcd(x, y) = 1. Text: "3,2,9", then "/misere" in misère play (piles
	// up to MaxSumHeap).
	NotNim
	// GamePack (Xmas Contest 2024): plates of candies under the parameters
	// A B C D. Text: "A,B,C,D/x1,x2,...", e.g. "1,2,1,0/4,5".
	GamePack
	// Spec: any heap game of package games' spec language (but flip:N, which
	// is the Cells board), summed under any of the twelve conventions.
	// Text: "SPEC/h1,h2,...", then "/CONVENTION" unless it is
	// disjunctive-normal, e.g. "0.07/5,6" or "sub:1-3/4,5/conjunctive-misere".
	Spec
)

// Limits of the heap boards.
const (
	MaxHeaps   = 100        // heaps (piles) on a Nim or NotNim board
	MaxNimHeap = 1000000000 // Nim
	// GamePack and Spec boards, analysed by games.Analyze, which walks every
	// option of every heap (about 1 µs each, natively): heaps of at most
	// 300 tokens, 6000 in all, keep an analysis near 10 ms (games valued
	// from the definition cost about n² for heaps up to n). A move never
	// adds tokens, so splitting heaps stays within the limits.
	MaxSumHeap   = 300
	MaxSumTokens = 6000
	heapSearch   = 40 // exact search only when the heaps hold at most this many tokens
)

// Heaps is a position of a heap game: heaps of tokens summed under a
// convention.
type Heaps struct {
	Board HeapBoard
	Game  games.Game      // the game on each heap
	Conv  sums.Convention // how a turn moves in the heaps
	Pack  gamepack.Pack   // GamePack's A, B, C, D
	Heaps []int           // heap sizes, in board order
	rules *games.Rules    // Game's rules up to the largest heap (nil for Nim)
}

// HeapMove is a move on a heap board: the heaps it changes, each replaced by
// the heaps it leaves ([0] when none). Under disjunctive sums a move changes
// one heap; under the others it may change several.
type HeapMove = games.Move

// ParseNim reads a Nim position, in normal or misère play.
func ParseNim(text string) (*Heaps, error) {
	return parsePlain(text, Nim, "heap size", MaxNimHeap, "sub:all")
}

// ParseNotNim reads a NotNim position, in normal or misère play.
func ParseNotNim(text string) (*Heaps, error) {
	return parsePlain(text, NotNim, "pile size", notnim.MaxPile, "coprime")
}

// parsePlain reads a board that is a bare list of heap sizes up to most,
// of the game spec, then "/misere" in misère play. NotNim's piles in
// misère play are valued from the definition (games.Analyze), so they are
// bounded as a Spec board's heaps.
func parsePlain(text string, b HeapBoard, name string, most int64, spec string) (*Heaps, error) {
	head, misere, err := cutPlay(text)
	if err != nil {
		return nil, err
	}
	if misere && b == NotNim {
		most = MaxSumHeap
	}
	sc := &scanner{s: head}
	h, err := sc.heaps(name, 0, most, MaxHeaps)
	if err != nil {
		return nil, err
	}
	conv := sums.Convention{}
	if misere {
		conv = sums.MisereDisjunctive
	}
	g, err := games.Parse(spec)
	if err != nil {
		return nil, err
	}
	return newHeaps(b, g, conv, h), nil
}

// ParseGamePack reads a GamePack position.
func ParseGamePack(text string) (*Heaps, error) {
	sc := &scanner{s: text}
	var pack gamepack.Pack
	for i, param := range gamepack.Params {
		if i > 0 {
			if err := sc.expect(','); err != nil {
				return nil, err
			}
		}
		v, _, err := sc.int(param.Name, 0, int64(param.Max))
		if err != nil {
			return nil, err
		}
		pack[i] = int(v)
	}
	if err := sc.expect('/'); err != nil {
		return nil, err
	}
	h, err := sc.heaps("plate size", 0, MaxSumHeap, MaxSumTokens)
	if err != nil {
		return nil, err
	}
	g, err := games.Parse(gamepack.Specs[pack[0]])
	if err != nil {
		return nil, err
	}
	p := newHeaps(GamePack, g, pack.Convention(), h)
	p.Pack = pack
	return p, nil
}

// ParseSpec reads a Spec position.
func ParseSpec(text string) (*Heaps, error) {
	sc := &scanner{s: text}
	sc.skip()
	start := sc.pos
	end := strings.IndexByte(text[start:], '/')
	if end < 0 {
		return nil, sc.errorf(len(text), "expected '/' after the game spec, found end of text")
	}
	g, err := games.Parse(strings.TrimRight(text[start:start+end], " \t\r\n"))
	if err != nil {
		if se, ok := err.(*games.SpecError); ok {
			return nil, sc.errorf(start+se.Col-1, "%s", se.Msg)
		}
		return nil, sc.errorf(start, "%v", err)
	}
	if g.Family() == games.Flip {
		return nil, sc.errorf(start, "flip:N is played on the arraygame board")
	}
	sc.pos = start + end + 1
	h, err := sc.heaps("heap size", 0, MaxSumHeap, MaxSumTokens)
	if err != nil {
		return nil, err
	}
	var conv sums.Convention
	if sc.accept('/') {
		sc.skip()
		at := sc.pos
		name := strings.TrimRight(text[at:], " \t\r\n")
		found := false
		for _, c := range sums.All() {
			if c.String() == name {
				conv, found = c, true
			}
		}
		if !found {
			return nil, sc.errorf(at, "unknown convention %q (disjunctive-normal, conjunctive-misere, ...)", name)
		}
		sc.pos = len(text)
	}
	if err := sc.end(); err != nil {
		return nil, err
	}
	return newHeaps(Spec, g, conv, h), nil
}

// heaps reads a comma-separated list of heap sizes (possibly empty) and
// checks the text ends there or at a '/'.
func (sc *scanner) heaps(name string, lo, hi int64, most int) ([]int, error) {
	vs, at, err := sc.list(name, lo, hi, most, '/')
	if err != nil {
		return nil, err
	}
	if !sc.peek('/') {
		if err := sc.end(); err != nil {
			return nil, err
		}
	}
	h := make([]int, len(vs))
	total := 0
	for i, v := range vs {
		h[i] = int(v)
		total += h[i]
	}
	if hi <= MaxSumHeap && total > MaxSumTokens {
		return nil, sc.errorf(at[0], "the heaps hold %d tokens, more than %d", total, MaxSumTokens)
	}
	return h, nil
}

func newHeaps(b HeapBoard, g games.Game, c sums.Convention, heaps []int) *Heaps {
	p := &Heaps{Board: b, Game: g, Conv: c, Heaps: heaps}
	if b != Nim {
		top := 0
		for _, h := range heaps {
			top = max(top, h)
		}
		p.rules = g.Rules(top)
	}
	return p
}

// String returns the canonical text form.
func (p *Heaps) String() string {
	switch p.Board {
	case GamePack:
		return fmt.Sprintf("%d,%d,%d,%d/%s", p.Pack[0], p.Pack[1], p.Pack[2], p.Pack[3], join(p.Heaps, ",", strconv.Itoa))
	case Spec:
		conv := ""
		if p.Conv != (sums.Convention{}) {
			conv = p.Conv.String()
		}
		return SpecText(p.Game.String(), p.Heaps, conv)
	case Nim, NotNim:
		return PlainText(p.Heaps, p.Conv.Play.String())
	}
	return join(p.Heaps, ",", strconv.Itoa)
}

// SpecText is the text form of a Spec position of the game spec with the
// heaps, summed under the convention named conv ("" for
// disjunctive-normal): what ParseSpec reads.
func SpecText(spec string, heaps []int, conv string) string {
	s := spec + "/" + join(heaps, ",", strconv.Itoa)
	if conv != "" {
		s += "/" + conv
	}
	return s
}

// PlainText is the text form of a Nim or NotNim position of the heaps in
// the play named play ("normal" or "", else "misere"): what ParseNim and
// ParseNotNim read.
func PlainText(heaps []int, play string) string {
	s := join(heaps, ",", strconv.Itoa)
	if play != "" && play != sums.Normal.String() {
		s += "/" + play
	}
	return s
}

// Noun is what the board calls a heap.
func (p *Heaps) Noun() string {
	switch p.Board {
	case NotNim:
		return "pile"
	case GamePack:
		return "plate"
	}
	return "heap"
}

// canMove reports whether heap h has a move.
func (p *Heaps) canMove(h int) bool {
	if p.Board == Nim {
		return h > 0
	}
	return p.rules.HasMove(h)
}

// Over reports whether the game has ended, and if so whether the player to
// move (who cannot move) wins: in misère play.
func (p *Heaps) Over() (over, moverWins bool) {
	early := p.Conv.Sum.EndsEarly()
	live := 0
	for _, h := range p.Heaps {
		if p.canMove(h) {
			live++
		}
	}
	if early {
		over = live < len(p.Heaps) || live == 0
	} else {
		over = live == 0
	}
	return over, over && p.Conv.Play == sums.Misere
}

// isOption reports whether a heap of h tokens may be replaced by the heaps to.
func (p *Heaps) isOption(h int, to []int) bool {
	switch {
	case len(to) == 0:
		return false
	case p.Board == Nim:
		return len(to) == 1 && to[0] >= 0 && to[0] < h
	case p.Board == NotNim:
		return len(to) == 1 && to[0] >= 0 && to[0] < h && intmath.GCD(h, h-to[0]) == 1
	}
	for o := range p.rules.Options(h) {
		if sameHeaps(o, to) {
			return true
		}
	}
	return false
}

// sameHeaps reports whether a and b hold the same sizes in some order.
func sameHeaps(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	used := make([]bool, len(b))
next:
	for _, x := range a {
		for j, y := range b {
			if !used[j] && x == y {
				used[j] = true
				continue next
			}
		}
		return false
	}
	return true
}

// Play returns the position after m, or an error saying why m is illegal.
func (p *Heaps) Play(m HeapMove) (*Heaps, error) {
	if over, _ := p.Over(); over {
		return nil, illegal("the game is over")
	}
	if len(m) == 0 {
		return nil, illegal("a move must change a %s", p.Noun())
	}
	moved := make([]bool, len(p.Heaps))
	for _, c := range m {
		if c.Heap < 0 || c.Heap >= len(p.Heaps) {
			return nil, illegal("there is no %s %d", p.Noun(), c.Heap+1)
		}
		if moved[c.Heap] {
			return nil, illegal("%s %d is moved twice", p.Noun(), c.Heap+1)
		}
		moved[c.Heap] = true
		if !p.isOption(p.Heaps[c.Heap], c.To) {
			return nil, illegal("%s %d: %s is not a move of a %s of %d", p.Noun(), c.Heap+1, p.describe(p.Heaps[c.Heap], c.To), p.Noun(), p.Heaps[c.Heap])
		}
	}
	switch p.Conv.Sum {
	case sums.Disjunctive, sums.DiminishedDisjunctive:
		if len(m) != 1 {
			return nil, illegal("a turn moves in exactly one %s", p.Noun())
		}
	case sums.Conjunctive, sums.ContinuedConjunctive:
		for i, h := range p.Heaps {
			if !moved[i] && p.canMove(h) {
				return nil, illegal("a turn moves in every %s that can move; %s %d is left as it is", p.Noun(), p.Noun(), i+1)
			}
		}
	}
	var heaps []int
	for i, h := range p.Heaps {
		if !moved[i] {
			heaps = append(heaps, h)
			continue
		}
		for _, c := range m {
			if c.Heap == i {
				heaps = append(heaps, c.To...)
			}
		}
	}
	q := *p
	q.Heaps = heaps
	return &q, nil
}

// describe says what replacing a heap of h by the heaps to does.
func (p *Heaps) describe(h int, to []int) string {
	take, eat := "take", "take"
	if p.Board == GamePack {
		take, eat = "eat", "eat"
	}
	left := 0
	for _, x := range to {
		left += x
	}
	switch {
	case len(to) == 1 && to[0] == 0 && h > 0:
		return fmt.Sprintf("%s all %d", eat, h)
	case len(to) == 1:
		return fmt.Sprintf("%s %d", take, h-to[0])
	case p.Board == GamePack:
		return fmt.Sprintf("move %d onto a new plate", to[0])
	}
	parts := make([]string, len(to))
	for i, x := range to {
		parts[i] = strconv.Itoa(x)
	}
	if left == h {
		return "split into " + strings.Join(parts, " + ")
	}
	return fmt.Sprintf("%s %d, split the rest into %s", take, h-left, strings.Join(parts, " + "))
}

// Describe returns a move in the board's words, e.g. "heap 2: take 3" or
// "plate 1: eat 2; plate 3: eat all 4".
func (p *Heaps) Describe(m HeapMove) string {
	parts := make([]string, len(m))
	for i, c := range m {
		h := -1
		if c.Heap >= 0 && c.Heap < len(p.Heaps) {
			h = p.Heaps[c.Heap]
		}
		parts[i] = fmt.Sprintf("%s %d: %s", p.Noun(), c.Heap+1, p.describe(h, c.To))
	}
	return strings.Join(parts, "; ")
}

// Tables lists the tables Analyze needs: the NotNim board in normal play
// needs the values of the odd piles up to notnim.MaxPile (the table the
// notnim contest problem uses too); the others need none.
func (p *Heaps) Tables() []table.Table {
	if p.Board != NotNim || p.Conv.Play == sums.Misere {
		return nil
	}
	return []table.Table{notnim.Table()}
}
