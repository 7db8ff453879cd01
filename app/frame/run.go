package frame

import (
	"fmt"
	"strings"
	"time"

	"nimber/app/protocol"
)

// Page states, shown in #status's data-state.
const (
	StateLoading   = "loading"   // the solver worker is starting
	StateReady     = "ready"     // waiting for a run
	StateComputing = "computing" // a run is in progress
	StateDone      = "done"      // #output holds the answer
	StateError     = "error"     // #error says what went wrong
)

// RunView is what the page shows about the last run.
type RunView struct {
	State    string
	Source   string  // "computed" or "cache" once done
	Progress float64 // fraction done while computing; negative when unknown
	Elapsed  time.Duration
	Note     string // a line about the last action (e.g. "Cancelled.")
	Lines    int    // lines of output shown (see outputView)
	Phases   *protocol.Phases
	Tables   int     // tables the answer was computed from (protocol.Result.Tables)
	Render   float64 // milliseconds taken to show the output
	Stored   bool    // the worker has cached what it keeps of the run's tables
	Error    string
	CanRetry bool // the error is the solver's failure, not the input's
}

// PhasesText says how long the output is and where the time went: in the
// worker (parse; tables unless the answer used none; solve; each marked
// when it was done before Run was clicked) and on the page (render).
func (r RunView) PhasesText() string {
	if r.Phases == nil || r.State != StateDone {
		return ""
	}
	// phase names a phase of the worker's, marked when it was done before
	// Run was clicked.
	phase := func(name string, ms float64, ahead bool) string {
		if ahead {
			return name + " " + formatMillis(ms) + " (before Run)"
		}
		return name + " " + formatMillis(ms)
	}
	answered := r.Phases.Answered
	phases := []string{Count(r.Lines, "line"), phase("parse", r.Phases.Parse, r.Phases.Ahead)}
	if r.Tables > 0 {
		how := "computed"
		if r.Source == protocol.SourceCache {
			how = "from cache"
		}
		phases = append(phases, phase("tables "+how, r.Phases.Tables, answered))
	}
	phases = append(phases, phase("solve", r.Phases.Solve, answered), "render "+formatMillis(r.Render))
	return strings.Join(phases, " · ")
}

// formatMillis shows a phase's time in whole milliseconds, or "< 1 ms".
func formatMillis(ms float64) string {
	if ms < 1 {
		return "< 1 ms"
	}
	return fmt.Sprintf("%.0f ms", ms)
}

// statusText is the run's state in a few words, for #status.
func (r RunView) statusText() string {
	switch r.State {
	case StateLoading:
		return "Starting the solver…"
	case StateComputing:
		if r.Note != "" { // a run asked to stop says so until it has
			return r.Note
		}
		if r.Progress > 0 {
			return fmt.Sprintf("Computing… %d%%", int(100*r.Progress))
		}
		return "Computing…"
	case StateDone:
		how := "computed"
		if r.Source == protocol.SourceCache {
			how = "tables from cache"
		}
		return fmt.Sprintf("Done in %s (%s)", formatDuration(r.Elapsed), how)
	case StateError:
		return "Error"
	}
	if r.Note != "" {
		return r.Note
	}
	return "Ready"
}

// formatDuration shows a run's time in milliseconds, or seconds past ten.
func formatDuration(d time.Duration) string {
	if d < 10*time.Second {
		return fmt.Sprintf("%d ms", d.Milliseconds())
	}
	return fmt.Sprintf("%.1f s", d.Seconds())
}

// Count says n things: "1 segment", "3 segments" (noun is the singular,
// made plural with an s).
func Count(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}
