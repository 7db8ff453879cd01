//go:build !js

package site

import (
	"nimber/app/catalog"
	"nimber/solver/contest"
	"nimber/solver/games"
	"nimber/solver/pattern"
	"nimber/solver/problems"
	"nimber/solver/script"
	"nimber/solver/sums"
)

// Catalog returns the solvers' static facts the pages show (see package
// catalog), read from the solver packages, their one home.
func Catalog() catalog.Catalog {
	var c catalog.Catalog
	for _, p := range problems.All() {
		q := catalog.Problem{ID: p.ID, Title: p.Title, Summary: p.Summary, Statement: p.Statement, Limits: p.Limits}
		for _, s := range p.Samples {
			q.Samples = append(q.Samples, s.Input)
		}
		c.Problems = append(c.Problems, q)
	}
	for _, k := range contest.Kinds {
		c.GenKinds = append(c.GenKinds, k.String())
	}
	c.Games = catalog.Games{
		Syntaxes: games.Syntaxes(),
		Short:    games.ShortKinds(),
		Limits: catalog.Limits{MaxN: games.MaxN, MaxFar: games.MaxFar, MaxNaive: games.MaxNaive,
			MaxNaiveCubic: games.MaxNaiveCubic, MaxNaiveQuartic: games.MaxNaiveQuartic, MaxDigits: games.MaxDigits,
			MaxInt: games.MaxInt, MaxRange: games.MaxRange, MaxPattern: pattern.MaxN},
	}
	for _, k := range games.Kinds {
		name := k.Kind.String()
		c.Games.Kinds = append(c.Games.Kinds, catalog.Kind{Name: name, Label: games.KindLabel(name)})
	}
	for _, n := range games.NamedGames() {
		c.Games.Named = append(c.Games.Named, catalog.Named{Name: n.Name, Code: n.Code, Doc: n.Doc})
	}
	for _, v := range []uint32{sums.Ended, sums.EndsNext} {
		c.Games.Specials = append(c.Games.Specials, catalog.Special{Value: v, Name: sums.ValueString(v)})
	}
	for _, e := range script.Examples() {
		c.Files = append(c.Files, catalog.GameFile{Name: e.Name, Title: e.Title, Source: e.Source})
	}
	for _, b := range script.Builtins {
		c.Builtins = append(c.Builtins, b.Name)
	}
	return c
}
