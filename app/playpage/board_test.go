package playpage

import (
	"testing"

	"nimber/solver/play"
)

// TestBoardKinds checks that the page draws every game of the worker's
// play.Games, and nothing else, each with a name and a help.
func TestBoardKinds(t *testing.T) {
	if len(BoardKinds) != len(play.Games) {
		t.Errorf("%d boards for %d games", len(BoardKinds), len(play.Games))
	}
	for _, k := range BoardKinds {
		if play.LookupGame(k.ID) == nil || k.Name == "" || k.Help == "" || k.draw == nil {
			t.Errorf("%s: no game of play.Games, or no name, help or drawing", k.ID)
		}
	}
}
