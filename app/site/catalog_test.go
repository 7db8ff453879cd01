//go:build !js

package site

import (
	"reflect"
	"testing"

	"nimber/app/catalog"
	"nimber/app/tablepage"
	"nimber/solver/games"
	"nimber/solver/problems"
	"nimber/solver/sums"
)

// The catalog the site writes reads back as it was, and what the pages
// look up in it answers as the solver packages do.
func TestCatalog(t *testing.T) {
	c := Catalog()
	back, err := catalog.Decode(catalog.Encode(c))
	if err != nil || !reflect.DeepEqual(back, c) {
		t.Fatalf("the catalog does not read back (%v)", err)
	}
	for _, p := range problems.All() {
		q := back.Problem(p.ID)
		if q == nil || q.Statement != p.Statement || len(q.Samples) != len(p.Samples) {
			t.Errorf("problem %s: %+v", p.ID, q)
		}
	}
	if back.Problem("no-such-problem") != nil {
		t.Error("an unknown problem was found")
	}
	// The table page titles its examples by the classic game of their code.
	for _, e := range tablepage.Examples {
		want := ""
		if g, err := games.Parse(e.Spec); err == nil {
			if n, ok := g.Named(); ok {
				want = n.Doc
			}
		}
		if got := back.NamedDoc(e.Spec); got != want {
			t.Errorf("example %s: named %q, want %q", e.Spec, got, want)
		}
	}
	for _, v := range []uint32{0, 7, sums.Ended, sums.EndsNext, sums.EndsNext - 1} {
		if got, want := back.ValueString(v), sums.ValueString(v); got != want {
			t.Errorf("value %d: %q, want %q", v, got, want)
		}
	}
	names := []string{"nope", "", "grundy-", "grundy", "misere", "remoteness", "outcome"}
	for _, k := range back.Games.Kinds {
		names = append(names, k.Name)
	}
	for _, name := range names {
		kind, ok := back.Kind(name)
		k, _, err := games.ParseKind(name)
		if ok != (err == nil) || ok && kind != k.String() {
			t.Errorf("kind %q: %q %v, games says %v %v", name, kind, ok, k, err)
		}
		if got, want := back.KindLabel(kind), games.KindLabel(kind); ok && got != want {
			t.Errorf("kind %q: labelled %q, games says %q", name, got, want)
		}
	}
}
