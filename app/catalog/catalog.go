// Package catalog holds the solvers' static facts the pages show — the
// contest problems and their texts, the games' syntaxes, limits, value
// kinds and names, the example game files — as plain data, so that the
// page's wasm links no solver.
//
// The native binary builds the catalog from the solver packages (see
// app/site) and writes it into the built site at Path; it also sets it
// before prerendering the pages. In the browser the page reads that file
// once, before the app starts (see Load), and the service worker keeps it
// for offline use with the build's other files.
package catalog

import (
	"slices"
	"strconv"
)

// Path is the catalog's address in the built site.
const Path = "/web/catalog.txt"

// Catalog is every static fact the pages take from the solvers.
type Catalog struct {
	Problems []Problem // the contest problems, in the order the menu lists them
	GenKinds []string  // the kinds of test the companion generates (package contest)
	Games    Games
	Files    []GameFile // the example game files (package script), sorted by name
	Builtins []string   // the functions a game file may call beyond Starlark's own
}

// Problem is a contest problem as the contest page shows it.
type Problem struct {
	ID        string // its name in URLs and requests
	Title     string
	Summary   string
	Statement string
	Limits    string
	Samples   []string // the sample inputs
}

// Label names p in the problem menu.
func (p Problem) Label() string {
	if p.Title == "" {
		return p.ID
	}
	return p.ID + " — " + p.Title
}

// Games is what the table explorer says about the built-in games
// (package games).
type Games struct {
	Syntaxes string            // every family's syntax, as one sentence
	Kinds    []Kind            // the value kinds
	Short    map[string]string // short names of kinds (grundy), each with its kind's name
	Named    []Named           // the classic games by name
	Limits   Limits
	// Specials are the values of the early kinds that are no number,
	// with their names ("ended", "ends-next"), in that order.
	Specials []Special
}

// Kind is a value kind: its Name as requests give it and its Label for
// people (games.KindLabel).
type Kind struct {
	Name  string
	Label string
}

// Named is a classic game by name: its code (in normal form) and what it is.
type Named struct {
	Name string
	Code string
	Doc  string
}

// Limits are the built-in games' limits, which the worker enforces.
type Limits struct {
	MaxN            int // heaps, when an engine computes the values
	MaxFar          int // heaps, when octal's Far engine values a code past MaxN
	MaxNaive        int // heaps, when they come from the definition
	MaxNaiveCubic   int // heaps from the definition where it costs about n^3 steps
	MaxNaiveQuartic int // … and n^4 steps
	MaxDigits       int // digits of a code after the point
	MaxInt          int // the integers of a spec
	MaxRange        int // the length of a range a-b
	// MaxPattern is the largest heap the pattern finder reads.
	MaxPattern int
}

// Special is a value that is no number, and its name.
type Special struct {
	Value uint32
	Name  string
}

// GameFile is an example game file.
type GameFile struct {
	Name   string // file name, such as "squares.star"
	Title  string // the first sentence of its leading comment
	Source string
}

// current is the catalog the pages read (see Set).
var current Catalog

// Set makes c the catalog the pages read: done once, before the app
// starts (natively before prerendering, in the browser by Load).
func Set(c Catalog) { current = c }

// Get returns the catalog the pages read.
func Get() *Catalog { return &current }

// Problem returns the problem named id, or nil.
func (c *Catalog) Problem(id string) *Problem {
	for i := range c.Problems {
		if c.Problems[i].ID == id {
			return &c.Problems[i]
		}
	}
	return nil
}

// Special returns the index in Games.Specials of value v, or -1 when v is
// a number.
func (c *Catalog) Special(v uint32) int {
	for i, s := range c.Games.Specials {
		if s.Value == v {
			return i
		}
	}
	return -1
}

// ValueString writes a value of any kind: a special value's name, the
// number otherwise.
func (c *Catalog) ValueString(v uint32) string {
	if i := c.Special(v); i >= 0 {
		return c.Games.Specials[i].Name
	}
	return strconv.FormatUint(uint64(v), 10)
}

// Kind returns the name in Games.Kinds of the kind named name (a name
// there or a short name), and false for no kind.
func (c *Catalog) Kind(name string) (string, bool) {
	if long, ok := c.Games.Short[name]; ok {
		name = long
	}
	return name, slices.ContainsFunc(c.Games.Kinds, func(k Kind) bool { return k.Name == name })
}

// KindLabel names the kind named name for people, name itself when it is
// no kind.
func (c *Catalog) KindLabel(name string) string {
	for _, k := range c.Games.Kinds {
		if k.Name == name {
			return k.Label
		}
	}
	return name
}

// NamedDoc returns what the classic game of code is, or "" when it has
// no name.
func (c *Catalog) NamedDoc(code string) string {
	for _, n := range c.Games.Named {
		if n.Code == code {
			return n.Doc
		}
	}
	return ""
}
