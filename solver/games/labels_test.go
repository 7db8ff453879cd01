package games

import (
	"strings"
	"testing"

	"nimber/solver/sums"
)

// TestKindLabel: every kind is named by the convention of its sums; a
// label that says misère without naming Game Pack is misère play of the
// game itself (disjunctive sums), and Game Pack's kinds say whose
// convention they are.
func TestKindLabel(t *testing.T) {
	want := map[string]string{
		"grundy-normal":  "Grundy values, normal play",
		"grundy-misere":  "misère Grundy values, misère play of the game",
		"outcome-misere": "outcomes: selective sum, misère play (Game Pack)",
		"early-normal":   "early-termination values: diminished disjunctive sum, normal play (Game Pack)",
	}
	for _, k := range Kinds {
		name := k.Kind.String()
		label := KindLabel(name)
		if w, ok := want[name]; ok && label != w {
			t.Errorf("%s: %q, want %q", name, label, w)
		}
		pack := strings.Contains(label, "(Game Pack)")
		if pack != (k.Conv.Sum != sums.Disjunctive) {
			t.Errorf("%s: %q names Game Pack %v, but its sum is %s", name, label, pack, k.Conv.Sum)
		}
		if strings.Contains(label, "misère") != (k.Conv.Play == sums.Misere) {
			t.Errorf("%s: %q, but its play is %s", name, label, k.Conv.Play)
		}
	}
	if got := KindLabel("nonsense"); got != "nonsense" {
		t.Errorf("an unknown kind: %q", got)
	}
}
