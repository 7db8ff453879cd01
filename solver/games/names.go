package games

import (
	"fmt"
	"slices"
	"strings"

	"nimber/solver/octal"
)

// A Named game is a classic take-and-break game known by a name. Its spec
// may be the name, but the game is its code's: it prints as the code.
type Named struct {
	Name, Code, Doc string
}

// named lists the classic games by name. Each code is checked against the
// literature in the tests (values or periods published for it).
var named = []Named{
	{"nim", "0.[3]", "Nim: take any number of tokens from a heap"},
	{"lasker", "4.[3]", "Lasker's Nim: take any number of tokens from a heap, or split a heap in two"},
	{"kayles", "0.77", "Kayles: knock down one pin or two adjacent ones from a row"},
	{"double-kayles", "0.7777", "Double Kayles: knock down one to four adjacent pins from a row"},
	{"dawson", "0.07", "Dawson's Kayles: knock down two adjacent pins from a row"},
	{"dawson-chess", "0.137", "Dawson's Chess: pawns on a 3×n board; remove a heap of one, take two tokens from the end of a heap, or three from anywhere in it"},
	{"treblecross", "0.007", "Treblecross: one-dimensional tic-tac-toe on a strip, whoever makes three in a row wins"},
	{"officers", "0.6", "Officers: take one token from a heap of two or more, leaving one or two heaps"},
	{"guiles", "0.15", "Guiles: remove a heap of one or two tokens, or take two from a heap leaving two non-empty heaps"},
	{"grundy", "4!.0", "Grundy's game: split a heap into two heaps of different sizes"},
	{"daisies", "4.7", "Daisies: take one token from a heap, leaving none, one or two heaps, or split a heap in two"},
}

// NamedGames returns the classic games by name, in the order help lists
// them.
func NamedGames() []Named { return slices.Clone(named) }

// Names is the family of the classic games by name, in any case: the spec
// "kayles" is the game 0.77.
var Names = &Family{
	Name:   "names",
	Syntax: "a name like kayles",
	Doc:    "a classic game by name, the game of its code (nimber games lists them)",
	match:  func(spec string) bool { return lookup(spec) >= 0 },
	parse: func(p *parser) (rules, error) {
		i := lookup(p.s)
		g, err := octal.Parse(named[i].Code)
		if err != nil {
			panic(fmt.Sprintf("games: the code %s of %s: %v", named[i].Code, named[i].Name, err))
		}
		return newCode(g), nil
	},
	hint: nameHint,
}

// lookup returns the index in named of the name spec, in any case, or -1.
func lookup(spec string) int {
	return slices.IndexFunc(named, func(n Named) bool { return strings.EqualFold(n.Name, spec) })
}

// Named returns the game's name, code and description when it is a classic
// game by name.
func (g Game) Named() (Named, bool) {
	i := slices.IndexFunc(named, func(n Named) bool { return n.Code == g.String() })
	if i < 0 {
		return Named{}, false
	}
	return named[i], true
}

// nameHint lists the names, closest first, after a spec that looks like one
// (a word) but is none.
func nameHint(spec string) string {
	for i, c := range spec {
		letter := c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
		if !letter && (i == 0 || c != '-' && c != '\'' && c != '_' && (c < '0' || c > '9')) {
			return ""
		}
	}
	names := make([]string, len(named))
	for i, n := range named {
		names[i] = n.Name
	}
	key := strings.ToLower(spec)
	slices.SortStableFunc(names, func(a, b string) int { return distance(key, a) - distance(key, b) })
	return "; the names, closest first: " + strings.Join(names, ", ")
}

// distance is the edit distance between a and b (insertions, deletions and
// substitutions of bytes).
func distance(a, b string) int {
	row := make([]int, len(b)+1)
	for j := range row {
		row[j] = j
	}
	for i := 1; i <= len(a); i++ {
		diag := row[0]
		row[0] = i
		for j := 1; j <= len(b); j++ {
			sub := diag
			if a[i-1] != b[j-1] {
				sub++
			}
			diag = row[j]
			row[j] = min(sub, row[j]+1, row[j-1]+1)
		}
	}
	return row[len(b)]
}
