package play

import (
	"encoding/json"
	"testing"
)

// TestGames checks the registry: distinct ids, and each game's example read,
// printed back the same, and analysed with its moves described and encoded
// as the game's own moves (played on the position, each is legal).
func TestGames(t *testing.T) {
	seen := map[string]bool{}
	for _, g := range Games {
		if seen[g.ID] || g.ID == "" {
			t.Errorf("game %q: empty or repeated id, or no name", g.ID)
		}
		seen[g.ID] = true
		if LookupGame(g.ID) == nil || LookupGame(g.ID).ID != g.ID {
			t.Errorf("LookupGame(%q) does not find it", g.ID)
		}
		p, err := g.Parse(g.Example)
		if err != nil {
			t.Errorf("%s: example %q: %v", g.ID, g.Example, err)
			continue
		}
		if p.String() != g.Example {
			t.Errorf("%s: example %q printed as %q", g.ID, g.Example, p.String())
		}
		data := make([][]byte, len(p.Tables()))
		for i, tab := range p.Tables() {
			data[i] = tab.Build(nil)
		}
		a, err := p.AnalyzeMoves(data)
		if err != nil {
			t.Errorf("%s: %v", g.ID, err)
			continue
		}
		moves := a.Winning
		if len(moves) == 0 && !a.Over {
			moves = []Move{a.Longest}
		}
		for _, m := range moves {
			if m.Say == "" || !playsJSON(p.Value(), m.JSON) {
				t.Errorf("%s: move %+v is not a legal move of %s", g.ID, m, g.Example)
			}
		}
	}
	if LookupGame("chess") != nil {
		t.Error("LookupGame found a game that is not there")
	}
}

// playsJSON reports whether move, decoded as a move of position p, is legal
// on p.
func playsJSON(p any, move string) bool {
	switch p := p.(type) {
	case *Tricolore:
		return legalJSON(p, move)
	case *Heaps:
		return legalJSON(p, move)
	case *Cells:
		return legalJSON(p, move)
	case *Monsters:
		return legalJSON(p, move)
	case *Chess:
		return legalJSON(p, move)
	case *Paper:
		return legalJSON(p, move)
	case *Bottles:
		return legalJSON(p, move)
	case *Piles:
		return legalJSON(p, move)
	}
	return false
}

func legalJSON[P interface{ Play(M) (P, error) }, M any](p P, move string) bool {
	var m M
	if err := json.Unmarshal([]byte(move), &m); err != nil {
		return false
	}
	_, err := p.Play(m)
	return err == nil
}
