package playpage

import (
	"testing"

	"nimber/solver/play"
)

// TestBoardDrawings checks that every game of play.Games is drawn, and
// nothing else: its example reads into a board showing the same text.
func TestBoardDrawings(t *testing.T) {
	if len(boardDrawings) != len(play.Games) {
		t.Errorf("%d drawings for %d games", len(boardDrawings), len(play.Games))
	}
	for _, k := range BoardKinds {
		if _, ok := boardDrawings[k.ID]; !ok || k.Help == "" {
			t.Errorf("%s: no drawing or no help", k.ID)
			continue
		}
		b, err := k.parse(k.Example)
		if err != nil || b.text() != k.Example {
			t.Errorf("%s: example %q read as %v, %v", k.ID, k.Example, b, err)
		}
	}
}
