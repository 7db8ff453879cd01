package frame

import (
	"regexp"
	"strconv"
	"testing"

	"nimber/app/protocol"
)

// TestPhasesText checks the phases shown under an output: the tables'
// phase says where they came from, and is left out when the answer used
// none (a job answered directly, or one needing no table); a parse, and
// tables and solve, done before the run say so.
func TestPhasesText(t *testing.T) {
	phases := &protocol.Phases{Parse: 80.4, Tables: 0.5, Solve: 60}
	ahead := &protocol.Phases{Parse: 52, Ahead: true, Solve: 60}
	answered := &protocol.Phases{Parse: 52, Ahead: true, Answered: true, Tables: 17, Solve: 60}
	for _, c := range []struct {
		run  RunView
		want string
	}{
		{RunView{Source: protocol.SourceComputed, Lines: 3, Phases: ahead},
			"3 lines · parse 52 ms (before Run) · solve 60 ms · render 3 ms"},
		{RunView{Source: protocol.SourceCache, Tables: 2, Lines: 2, Phases: answered},
			"2 lines · parse 52 ms (before Run) · tables from cache 17 ms (before Run) · solve 60 ms (before Run) · render 3 ms"},
		{RunView{Source: protocol.SourceComputed, Tables: 1, Lines: 1},
			"1 line · parse 80 ms · tables computed < 1 ms · solve 60 ms · render 3 ms"},
		{RunView{Source: protocol.SourceCache, Tables: 2, Lines: 10000},
			"10000 lines · parse 80 ms · tables from cache < 1 ms · solve 60 ms · render 3 ms"},
		{RunView{Source: protocol.SourceComputed, Lines: 10000},
			"10000 lines · parse 80 ms · solve 60 ms · render 3 ms"},
	} {
		if c.run.Phases == nil {
			c.run.Phases = phases
		}
		c.run.State, c.run.Render = StateDone, 3
		if got := c.run.PhasesText(); got != c.want {
			t.Errorf("%+v: %q, want %q", c.run, got, c.want)
		}
	}
}

// TestErrorPlace reads the place an error names as the regular
// expression ^(input|game):(\d+):(\d+) does, on every message made of a
// few of the pieces such messages have.
func TestErrorPlace(t *testing.T) {
	re := regexp.MustCompile(`^(input|game):(\d+):(\d+)`)
	pieces := []string{"input", "game", "gam", "inputs", ":", "3", "17", "007", "x", " ", "-"}
	var each func(msg string, depth int)
	each = func(msg string, depth int) {
		box, line, col, n, ok := errorPlace(msg)
		m := re.FindStringSubmatch(msg)
		if ok != (m != nil) {
			t.Fatalf("%q: errorPlace says %v, the expression %v", msg, ok, m != nil)
		}
		if ok {
			wantLine, _ := strconv.Atoi(m[2])
			wantCol, _ := strconv.Atoi(m[3])
			if box != m[1] || line != wantLine || col != wantCol || n != len(m[0]) {
				t.Fatalf("%q: errorPlace %q %d %d %d, the expression %q", msg, box, line, col, n, m)
			}
		}
		if depth == 0 {
			return
		}
		for _, p := range pieces {
			each(msg+p, depth-1)
		}
	}
	each("", 5)
}

// TestStatusText checks the status line: a run in progress shows its
// progress, unless it was asked to stop (a note), which it shows instead.
func TestStatusText(t *testing.T) {
	for _, c := range []struct {
		run  RunView
		want string
	}{
		{RunView{State: StateComputing, Progress: -1}, "Computing…"},
		{RunView{State: StateComputing, Progress: 0.42}, "Computing… 42%"},
		{RunView{State: StateComputing, Progress: 0.42, Note: "Stopping…"}, "Stopping…"},
		{RunView{State: StateReady, Note: "Cancelled."}, "Cancelled."},
		{RunView{State: StateReady}, "Ready"},
	} {
		if got := c.run.statusText(); got != c.want {
			t.Errorf("%+v: %q, want %q", c.run, got, c.want)
		}
	}
}
