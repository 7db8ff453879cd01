// Package sums decides sums of impartial games under Conway's twelve sum
// conventions (On Numbers and Games, chapter 14) from a few numbers per
// component.
//
// A sum is played on several component games at once. The convention says
// which components a turn moves in (one, any non-empty set, or all that can
// move), when the sum is over (when every component is over, or as soon as
// one is), and who wins then (normal play: the player due to move loses;
// misère: that player wins). A component is over when it has no move.
//
// Each convention needs one or two values of every component, of the Kinds
// the convention lists; a component with those values is a Part. Combine
// gives the Part of a sum of two games and FirstWins reads the winner off a
// Part, so a sum of any size is decided by folding its components. Because
// Combine yields the values of the sum itself, a game whose moves create sums
// (a heap that splits in two) can be valued from its options with Kind.Of.
package sums

import (
	"fmt"
	"strconv"
)

// Sum is the way a turn moves in the components, and when the sum ends.
type Sum uint8

const (
	// Disjunctive: a turn moves in exactly one component; the sum is over
	// when every component is over.
	Disjunctive Sum = iota
	// DiminishedDisjunctive: a turn moves in exactly one component; the sum
	// is over as soon as some component is over.
	DiminishedDisjunctive
	// Selective: a turn moves in any non-empty set of components that can
	// move; the sum is over when every component is over.
	Selective
	// ShortenedSelective: a turn moves in any non-empty set of components;
	// the sum is over as soon as some component is over.
	ShortenedSelective
	// Conjunctive: a turn moves in every component; the sum is over as soon
	// as some component is over.
	Conjunctive
	// ContinuedConjunctive: a turn moves in every component that can move;
	// the sum is over when every component is over.
	ContinuedConjunctive
)

var sumNames = [...]string{"disjunctive", "diminished-disjunctive", "selective",
	"shortened-selective", "conjunctive", "continued-conjunctive"}

func (s Sum) String() string { return sumNames[s] }

// EndsEarly reports whether the sum is over as soon as one component is.
func (s Sum) EndsEarly() bool {
	return s == DiminishedDisjunctive || s == ShortenedSelective || s == Conjunctive
}

// Play says who wins when the sum is over.
type Play uint8

const (
	// Normal play: the player due to move when the game is over loses.
	Normal Play = iota
	// Misere play: the player due to move when the game is over wins.
	Misere
)

func (p Play) String() string {
	if p == Misere {
		return "misere"
	}
	return "normal"
}

// Convention is one of the twelve ways of playing a sum.
type Convention struct {
	Sum  Sum
	Play Play
}

// All returns the twelve conventions.
func All() []Convention {
	var all []Convention
	for s := Disjunctive; s <= ContinuedConjunctive; s++ {
		all = append(all, Convention{s, Normal}, Convention{s, Misere})
	}
	return all
}

// NormalDisjunctive is the usual play of a sum, whose values are Grundy
// values: a turn moves in one component, and whoever makes the last move
// wins. MisereDisjunctive is its misère play: whoever makes the last move
// loses.
var (
	NormalDisjunctive = Convention{Disjunctive, Normal}
	MisereDisjunctive = Convention{Disjunctive, Misere}
)

func (c Convention) String() string { return c.Sum.String() + "-" + c.Play.String() }

// Kinds returns the values of each component that c needs, in the order of
// Part.V.
func (c Convention) Kinds() []Kind {
	misere := c.Play == Misere
	switch c.Sum {
	case Disjunctive:
		if misere {
			return []Kind{Grundy, MisereGrundy}
		}
		return []Kind{Grundy}
	case DiminishedDisjunctive:
		return []Kind{pick(misere, Early, MisereEarly)}
	case Selective:
		if misere {
			return []Kind{Outcome, MisereOutcome}
		}
		return []Kind{Outcome}
	case ShortenedSelective:
		return []Kind{pick(misere, Outcome, MisereOutcome)}
	case Conjunctive:
		return []Kind{pick(misere, Remoteness, MisereRemoteness)}
	default:
		return []Kind{pick(misere, Suspense, MisereSuspense)}
	}
}

func pick(misere bool, normal, mis Kind) Kind {
	if misere {
		return mis
	}
	return normal
}

// Part is what a convention knows of a game: whether it is over (has no
// move, or for a sum, is over by the convention's rule) and its values of
// the convention's Kinds (unused entries are zero).
type Part struct {
	Over bool
	V    [2]uint32
}

// Combine returns the Part of the sum of the games p and q under c.
//
// Disjunctive misère play assumes tame components (see Tame): the sum of
// tame games is tame, with the xor of the Grundy values as its Grundy value
// and as its misère Grundy value too, except that when every component has
// the values 0 and 1 in some order the misère value is that xor with 1.
func (c Convention) Combine(p, q Part) Part { return c.Fold(p, []Part{q}) }

// Fold returns the Part of the sum of the game s and the games ps under c,
// as Combine would, one game after the other; it chooses the rule once for
// them all, so that the loop makes no call.
func (c Convention) Fold(s Part, ps []Part) Part {
	misere := c.Play == Misere
	switch c.Sum {
	case Disjunctive:
		for _, p := range ps {
			s = disjunctive(s, p, misere)
		}
	case DiminishedDisjunctive:
		for _, p := range ps {
			s = diminished(s, p)
		}
	case Selective:
		for _, p := range ps {
			s = selective(s, p, misere)
		}
	case ShortenedSelective:
		for _, p := range ps {
			s = shortened(s, p, misere)
		}
	case Conjunctive:
		for _, p := range ps {
			s = Part{Over: s.Over || p.Over, V: [2]uint32{min(s.V[0], p.V[0])}}
		}
	case ContinuedConjunctive:
		for _, p := range ps {
			s = Part{Over: s.Over && p.Over, V: [2]uint32{max(s.V[0], p.V[0])}}
		}
	}
	return s
}

// The rules of Fold for the sums whose rule takes more than a line. Each
// combines the Parts of two games; misere says which play.

func disjunctive(p, q Part, misere bool) Part {
	s := Part{Over: p.Over && q.Over, V: [2]uint32{p.V[0] ^ q.V[0]}}
	if misere {
		s.V[1] = s.V[0]
		if !equalValues(p) && !equalValues(q) {
			s.V[1] ^= 1
		}
	}
	return s
}

func diminished(p, q Part) Part {
	s := Part{Over: p.Over || q.Over}
	switch a, b := p.V[0], q.V[0]; {
	case a == Ended || b == Ended:
		s.V[0] = Ended
	case a == EndsNext || b == EndsNext:
		s.V[0] = EndsNext
	default:
		s.V[0] = a ^ b
	}
	return s
}

func selective(p, q Part, misere bool) Part {
	s := Part{Over: p.Over && q.Over, V: [2]uint32{p.V[0] | q.V[0]}}
	if misere {
		// Over components are inert; a lone live component is played as
		// itself, and two or more are won as in normal play.
		switch {
		case p.Over && q.Over:
			s.V[1] = 1
		case p.Over:
			s.V[1] = q.V[1]
		case q.Over:
			s.V[1] = p.V[1]
		default:
			s.V[1] = s.V[0]
		}
	}
	return s
}

func shortened(p, q Part, misere bool) Part {
	s := Part{Over: p.Over || q.Over, V: [2]uint32{p.V[0] | q.V[0]}}
	if s.Over && !misere {
		s.V[0] = 0
	}
	return s
}

// equalValues reports whether a tame game's normal and misère Grundy values
// are equal (the other tame games have 0 and 1).
func equalValues(p Part) bool { return p.V[0] == p.V[1] }

// Tame reports whether a game with normal Grundy value g and misère Grundy
// value m has a pair of values that tame games have: equal values, or 0 and
// 1 in some order. A game is tame when it and every position it can reach
// pass this test; the disjunctive misère rule of Combine holds for sums of
// tame games.
func Tame(g, m uint32) bool { return g == m || g^m == 1 && g <= 1 }

// FirstWins reports whether the player to move wins a game (or sum) with
// Part p under c.
func (c Convention) FirstWins(p Part) bool {
	v := p.V[0]
	switch c.Sum {
	case Disjunctive, Selective:
		if c.Play == Misere {
			return p.V[1] != 0
		}
		return v != 0
	case DiminishedDisjunctive:
		return v != 0 && (c.Play == Misere || v != Ended)
	case ShortenedSelective:
		return v != 0
	default: // remoteness and suspense: odd wins in normal play, even in misère
		return v&1 == uint32(1-c.Play)
	}
}

// Kind is a value of a single game defined by recursion over its options.
type Kind uint8

const (
	// Grundy is the normal-play Grundy value: the mex of the options'
	// values, 0 for a game with no move.
	Grundy Kind = iota
	// MisereGrundy is the misère Grundy value: the mex of the options'
	// values, 1 for a game with no move.
	MisereGrundy
	// Outcome is 1 when the player to move wins in normal play (some option
	// has Outcome 0), else 0; a game with no move has 0.
	Outcome
	// MisereOutcome is Outcome for misère play: a game with no move has 1.
	MisereOutcome
	// Early is the early-termination Grundy value used by diminished
	// disjunctive sums in normal play. A game with no move is Ended; one
	// with an Ended option is EndsNext (moving there lets the opponent end
	// the sum and win); otherwise it is the mex of the values of its options
	// that are not EndsNext (the moves that do not lose at once).
	Early
	// MisereEarly is the early-termination Grundy value for misère play: a
	// game with no move is Ended, otherwise the mex of the values of its
	// options that are not Ended (ending the sum loses).
	MisereEarly
	// Remoteness is how long the winner of a normal-play conjunctive sum
	// makes this game last: 0 with no move; else 1 + the least even
	// remoteness of an option if there is one; else 1 + the greatest (odd)
	// one. It is odd exactly when the player to move wins.
	Remoteness
	// MisereRemoteness is the remoteness for misère play: 0 with no move;
	// else 1 + the least odd value of an option if there is one; else 1 +
	// the greatest (even) one. It is even exactly when the player to move
	// wins.
	MisereRemoteness
	// Suspense is the suspense number for normal-play continued conjunctive
	// sums, where the loser wants the game short and the winner long: 0 with
	// no move; else 1 + the greatest even value of an option if there is
	// one; else 1 + the least (odd) one. Odd exactly when the player to move
	// wins.
	Suspense
	// MisereSuspense is the suspense number for misère play: 0 with no move;
	// else 1 + the greatest odd value of an option if there is one; else 1 +
	// the least (even) one. Even exactly when the player to move wins.
	MisereSuspense
)

// Sentinel values of the Early kinds; they lie above any Grundy value.
const (
	// Ended marks a game that has no move.
	Ended uint32 = 1<<32 - 1
	// EndsNext marks a game with a move to an Ended game.
	EndsNext uint32 = 1<<32 - 2
)

// ValueString writes a value of any kind: "ended" and "ends-next" for the
// sentinels, the number otherwise.
func ValueString(x uint32) string {
	switch x {
	case Ended:
		return "ended"
	case EndsNext:
		return "ends-next"
	}
	return strconv.FormatUint(uint64(x), 10)
}

// Numbers fails at the first value of v that stands for something else
// than a number (Ended, EndsNext), naming it as g(n): what a rule written
// as code, which returns numbers, cannot give.
func Numbers(v []uint32) error {
	for n, x := range v {
		if x == Ended || x == EndsNext {
			return fmt.Errorf("g(%d) = %s is no number; emitted code returns numbers", n, ValueString(x))
		}
	}
	return nil
}

var kindNames = [...]string{"grundy-normal", "grundy-misere", "outcome-normal",
	"outcome-misere", "early-normal", "early-misere", "remoteness-normal",
	"remoteness-misere", "suspense-normal", "suspense-misere"}

func (k Kind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return fmt.Sprintf("Kind(%d)", k)
}

// Parity is the parity of remoteness or suspense values a game prefers to
// move to, and the rules for choosing among them.
type Parity struct {
	Prefer      uint32 // 0: prefer options with even values, 1: odd ones
	PreferMax   bool   // among preferred options take the greatest, else the least
	FallbackMax bool   // with no preferred option take the greatest of the others
}

// Parity returns the choice rule of a remoteness or suspense kind.
func (k Kind) Parity() Parity {
	switch k {
	case Remoteness:
		return Parity{0, false, true}
	case MisereRemoteness:
		return Parity{1, false, true}
	case Suspense:
		return Parity{0, true, false}
	case MisereSuspense:
		return Parity{1, true, false}
	}
	panic("sums: " + k.String() + " is not a remoteness or suspense kind")
}

// Of returns the value of kind k of a game whose options have the values
// opts (of kind k). It is the definition, computed directly.
func (k Kind) Of(opts []uint32) uint32 {
	switch k {
	case Grundy, MisereGrundy:
		if len(opts) == 0 {
			return uint32(k - Grundy)
		}
		return mex(opts)
	case Outcome, MisereOutcome:
		if len(opts) == 0 {
			return uint32(k - Outcome)
		}
		for _, v := range opts {
			if v == 0 {
				return 1
			}
		}
		return 0
	case Early:
		if len(opts) == 0 {
			return Ended
		}
		for _, v := range opts {
			if v == Ended {
				return EndsNext
			}
		}
		return mex(opts)
	case MisereEarly:
		if len(opts) == 0 {
			return Ended
		}
		return mex(opts)
	}
	if len(opts) == 0 {
		return 0
	}
	par := k.Parity()
	best, found := uint32(0), false
	for _, v := range opts {
		if v&1 == par.Prefer && (!found || better(v, best, par.PreferMax)) {
			best, found = v, true
		}
	}
	if !found {
		best = opts[0]
		for _, v := range opts {
			if better(v, best, par.FallbackMax) {
				best = v
			}
		}
	}
	return best + 1
}

// better reports whether v beats best when looking for the greatest value
// (max) or the least.
func better(v, best uint32, max bool) bool {
	if max {
		return v > best
	}
	return v < best
}

// mex returns the least value not in vs. The sentinels Ended and EndsNext
// are too large to matter.
func mex(vs []uint32) uint32 {
	seen := make([]bool, len(vs)+1)
	for _, v := range vs {
		if v < uint32(len(seen)) {
			seen[v] = true
		}
	}
	m := uint32(0)
	for seen[m] {
		m++
	}
	return m
}
