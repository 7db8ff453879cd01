package problems

import (
	"slices"
	"strings"
	"testing"

	"nimber/solver/contest"
	"nimber/solver/play"
)

// TestExplainGenerated explains generated inputs (random and edge) of
// every problem: the explanation answers as Solve does, case by case, and
// each case that fits its play board has a winning move exactly when the
// board says the player to move wins, and then one of the board's winning
// moves (the boards are checked against exhaustive searches in package
// play).
func TestExplainGenerated(t *testing.T) {
	built := map[string][]byte{}
	for _, p := range All() {
		fit, moves, lost, unfit := 0, 0, 0, 0
		for _, kind := range []contest.Kind{contest.Random, contest.Edge} {
			for seed := range uint64(3) {
				in := p.Generate(kind, seed, 0)
				e, err := p.Explain(in)
				if err != nil {
					t.Fatal(p.ID, err)
				}
				out, err := p.Solve(in)
				if err != nil {
					t.Fatal(p.ID, err)
				}
				var words []string
				for _, c := range e.Cases {
					words = append(words, c.Answer...)
				}
				if got := strings.Fields(string(out)); !slices.Equal(got, words) || !slices.Equal(got, strings.Fields(string(e.Output))) {
					t.Fatalf("%s %v %d: cases answer %v, solve %v", p.ID, kind, seed, words, got)
				}
				for _, c := range e.Cases {
					if c.Position == "" {
						unfit++
						continue
					}
					fit++
					pos, err := play.LookupGame(c.Game).Parse(c.Position)
					if err != nil {
						t.Fatal(err)
					}
					var data [][]byte
					for _, tb := range pos.Tables() {
						if built[tb.Key] == nil {
							built[tb.Key] = tb.Build(nil)
						}
						data = append(data, built[tb.Key])
					}
					a, err := pos.AnalyzeMoves(data)
					if err != nil {
						t.Fatal(err)
					}
					if a.Unknown {
						continue
					}
					if a.Wins != (c.Move != "") {
						t.Fatalf("%s %v %d %s: board wins %v, move %q", p.ID, kind, seed, c.Name, a.Wins, c.Move)
					}
					if c.Move == "" {
						lost++
						continue
					}
					moves++
					found := false
					for _, w := range a.Winning {
						if rest, ok := strings.CutPrefix(c.Move, w.Say); ok && (rest == "" || rest[0] == ' ' || rest[0] == ',') {
							found = true
						}
					}
					if !found && !a.Partial && a.Count <= play.MaxListed {
						t.Errorf("%s %v %d %s (%s): move %q is none of the board's %d winning moves %v", p.ID, kind, seed, c.Name, c.Position, c.Move, a.Count, a.Winning)
					}
				}
			}
		}
		t.Logf("%s: %d cases on the board (%d moves checked, %d lost), %d too large", p.ID, fit, moves, lost, unfit)
	}
}
