package frame

import (
	"testing"

	"nimber/app/protocol"
)

// TestPhasesText checks the phases shown under an output: the tables'
// phase says where they came from, and is left out when the answer used
// none (a job answered directly, or one needing no table).
func TestPhasesText(t *testing.T) {
	phases := &protocol.Phases{Parse: 80.4, Tables: 0.5, Solve: 60}
	for _, c := range []struct {
		run  RunView
		want string
	}{
		{RunView{Source: protocol.SourceComputed, Tables: 1, Lines: 1},
			"1 line · parse 80 ms · tables computed < 1 ms · solve 60 ms · render 3 ms"},
		{RunView{Source: protocol.SourceCache, Tables: 2, Lines: 10000},
			"10000 lines · parse 80 ms · tables from cache < 1 ms · solve 60 ms · render 3 ms"},
		{RunView{Source: protocol.SourceComputed, Lines: 10000},
			"10000 lines · parse 80 ms · solve 60 ms · render 3 ms"},
	} {
		c.run.State, c.run.Phases, c.run.Render = StateDone, phases, 3
		if got := c.run.PhasesText(); got != c.want {
			t.Errorf("%+v: %q, want %q", c.run, got, c.want)
		}
	}
}
