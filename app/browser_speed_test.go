//go:build !js

package main

import (
	"bufio"
	"fmt"
	"math/rand/v2"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"nimber/solver/problems"
)

// speedRounds is how many times make measure repeats each measurement (a
// fresh browser each time); the table shows the median. Start-up is
// measured startUpRounds times, alternating Nimber and the reference page.
const (
	speedRounds   = 3
	startUpRounds = 5
)

// referenceName names the reference page's figures: the minimal go-app
// page of app/reference (make measure builds it).
const referenceName = "go-app page"

// largestInputs lists, for each problem, an input at its limits (for
// gamepack two: one case of every plate, and a megabyte of cases whose
// output is a megabyte too).
func largestInputs(rng *rand.Rand) []struct{ name, id, input string } {
	return []struct{ name, id, input string }{
		{"tricolore", "tricolore", maxTricolore(rng)},
		{"gamepack, one case", "gamepack", "3 1 0 1 1\n" + counts(rng, 500000, 1, 500000)},
		{"gamepack, 1 MB in, 1 MB out", "gamepack", gamepackCases(rng, 170000)},
		{"arraygame", "arraygame", maxArraygame(rng)},
		{"notnim", "notnim", maxNotnim(rng)},
		{"alicegame", "alicegame", cases(rng, 10000, func() string {
			return fmt.Sprintf("%d %d\n", 2+rng.IntN(10000000-1), rng.IntN(1000000001))
		})},
		{"chesslink", "chesslink", cases(rng, 10, func() string {
			n := 100000
			return fmt.Sprintf("%d %d %d %d\n", n, 1+rng.IntN(n), 1+rng.IntN(n), 1+rng.IntN(n))
		})},
		{"nim, 10^5 cases", "nim", cases(rng, 100000, func() string { return counts(rng, 1, 0, 1000000000) })},
		{"cutting, 10^5 papers", "cutting", strings.Repeat(fmt.Sprintf("%d %d\n", 200, 199), 100000)},
		{"splitting", "splitting", cases(rng, 10, func() string { return counts(rng, 21, 0, 10000) })},
		{"jiangnan", "jiangnan", maxJiangnan(rng)},
	}
}

// gamepackCases is a gamepack input of t cases of one plate each.
func gamepackCases(rng *rand.Rand, t int) string {
	var b strings.Builder
	fmt.Fprintf(&b, "3 1 0 1 %d\n", t)
	for range t {
		fmt.Fprintf(&b, "1\n%d\n", 1+rng.IntN(500000))
	}
	return b.String()
}

// maxArraygame is an arraygame input at the limits: N = 10^9, 100 queries
// of 100 cells.
func maxArraygame(rng *rand.Rand) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%d\n%d\n", 1000000000, 100)
	for range 100 {
		b.WriteString("100\n")
		for i, x := range rng.Perm(1000)[:100] {
			if i > 0 {
				b.WriteByte(' ')
			}
			fmt.Fprint(&b, 1+x*1000000+rng.IntN(1000000))
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// taskNote is what the speed table logs beside a run's time: the phases
// the page shows and the run's longest main-thread task.
func taskNote(b *browser, o outcome) string {
	return fmt.Sprintf("%s · longest task %.0f ms", b.text("#phases"), o.LongestTask)
}

// speedTargets are the targets, in milliseconds.
var speedTargets = map[string]float64{
	"start-up, cold":           1000,
	"start-up, warm":           300,
	"tricolore, computed":      550,
	"notnim, computed":         200,
	"from cache":               150,
	"longest main-thread task": 50,
}

// TestBrowserSpeed measures what issue 13 sets targets for, in Chromium:
// start-up (see startUp), and for every problem's largest input the time
// from the click on Run to the whole output shown, with the tables
// computed and then from the cache, and the longest main-thread task
// meanwhile. Each round uses a fresh browser. It logs every figure with
// the phases the page shows; with NIMBER_MEASURE=1 (make measure) it makes
// speedRounds rounds (startUpRounds for start-up), prints the medians as a
// table and fails when a target is missed. The machine running make test is
// often shared, so make test makes one round and only logs.
//
// When NIMBER_REFERENCE names the directory where make measure built the
// reference page (app/reference), its start-up is measured the same way
// in the same rounds, alternating with Nimber's, and shown beside it.
func TestBrowserSpeed(t *testing.T) {
	strict := os.Getenv("NIMBER_MEASURE") == "1"
	rounds, startRounds := 1, 1
	if strict {
		rounds, startRounds = speedRounds, startUpRounds
	}
	rng := rand.New(rand.NewPCG(11, 13))
	inputs := largestInputs(rng)
	wants := make([]string, len(inputs))
	for i, in := range inputs {
		out, err := problems.Lookup(in.id).Solve([]byte(in.input))
		if err != nil {
			t.Fatalf("%s: the native solver rejects the largest input: %v", in.name, err)
		}
		wants[i] = string(out)
	}

	comparisons := cxxPrograms(t)
	figures := map[string][]float64{}
	var order []string
	record := func(what string, ms float64, note string) {
		if figures[what] == nil {
			order = append(order, what)
		}
		figures[what] = append(figures[what], ms)
		t.Logf("%-44s %7.0f ms  %s", what, ms, note)
	}
	uiSize(t, strict)
	reference := startReference(t)
	for round := range startRounds {
		pages := []string{"", reference} // "": Nimber
		if reference == "" {
			pages = pages[:1]
		} else if round%2 == 1 {
			slices.Reverse(pages)
		}
		for _, url := range pages {
			name := "start-up"
			if url != "" {
				name = referenceName + ", start-up"
			}
			// A subtest, so that each browser closes when measured.
			t.Run(strings.ReplaceAll(name, " ", "_"), func(t *testing.T) {
				b := newBrowser(t)
				if url == "" {
					url = b.server.URL
				}
				cold, warm := startUp(b, url+"/")
				record(name+", cold", cold, "")
				record(name+", warm", warm, "")
			})
		}
	}
	for range rounds {
		b := newBrowser(t)
		longest := 0.0
		for i, in := range inputs {
			if program, ok := comparisons[in.id]; ok {
				record(in.name+cxxSuffix, runCxx(t, program, in.input, wants[i]), program)
			}
			b.open("/?problem=" + in.id)
			b.pasteAsUser(in.input)
			o := b.run(120 * time.Second)
			if o.State != "done" || o.Output != wants[i] {
				t.Fatalf("%s: state %s, error %q, output %q", in.name, o.State, o.Error, trim(o.Output))
			}
			record(in.name+", "+o.Source, o.Millis, taskNote(b, o))
			longest = max(longest, o.LongestTask)
			b.waitStored()
			b.reload()
			o = b.run(120 * time.Second)
			if o.State != "done" || o.Output != wants[i] {
				t.Fatalf("%s again: state %s, error %q", in.name, o.State, o.Error)
			}
			record(in.name+", again ("+o.Source+")", o.Millis, taskNote(b, o))
			longest = max(longest, o.LongestTask)
		}
		record("longest main-thread task", longest, "")
	}

	median := func(what string) float64 {
		ms := slices.Sorted(slices.Values(figures[what]))
		return ms[len(ms)/2]
	}
	var notes []string
	for _, in := range inputs {
		if figures[in.name+cxxSuffix] != nil && figures[in.name+", computed"] != nil {
			notes = append(notes, fmt.Sprintf("%-44s %8.2f  (issue 27: ≤ 1)", in.name+", computed ÷ the C++'s",
				median(in.name+", computed")/median(in.name+cxxSuffix)))
		}
	}
	if reference != "" {
		// Issue 27 asks for a cold start within 1.25 times the reference's.
		for _, when := range []string{"cold", "warm"} {
			note := ""
			if when == "cold" {
				note = "  (issue 27: ≤ 1.25)"
			}
			notes = append(notes, fmt.Sprintf("%-44s %8.2f%s", "start-up, "+when+" ÷ "+referenceName+"'s",
				median("start-up, "+when)/median(referenceName+", start-up, "+when), note))
		}
	}
	speedTable(t, "measure (click to output shown)", order, figures, strict, notes, func(what string) (float64, bool) {
		target, ok := speedTargets[what]
		if !ok && strings.Contains(what, "again") {
			target, ok = speedTargets["from cache"], true
		}
		if name, computed := strings.CutSuffix(what, ", computed"); computed {
			if !ok {
				target, ok = speedTargets[strings.SplitN(what, ",", 2)[0]+", computed"]
			}
			// Issue 27: no slower than the C++, measured beside it.
			if figures[name+cxxSuffix] != nil {
				cxx := median(name + cxxSuffix)
				if !ok || cxx < target {
					target, ok = cxx, true
				}
			}
		}
		return target, ok
	})
}

// cxxSuffix ends the name of a figure of a C++ program (NIMBER_CXX).
const cxxSuffix = ", the C++"

// cxxPrograms reads NIMBER_CXX, "problem=program,…": programs that solve
// a contest problem the judge's way (the source documents' C++, built
// outside the repository), which TestBrowserSpeed times beside the page on
// the same inputs, each round, as the comparison issue 27 asks for.
func cxxPrograms(t *testing.T) map[string]string {
	t.Helper()
	programs := map[string]string{}
	list := os.Getenv("NIMBER_CXX")
	if list == "" {
		return programs
	}
	for item := range strings.SplitSeq(list, ",") {
		id, program, ok := strings.Cut(item, "=")
		if !ok || problems.Lookup(id) == nil {
			t.Fatalf("NIMBER_CXX: %q is not problem=program for a known problem", item)
		}
		programs[id] = program
	}
	return programs
}

// runCxx runs program on input and returns its wall time in milliseconds,
// from its start to its exit; it fails the test unless the program's
// output has want's words.
func runCxx(t *testing.T, program, input, want string) float64 {
	t.Helper()
	cmd := exec.Command(program)
	cmd.Stdin = strings.NewReader(input)
	var out strings.Builder
	cmd.Stdout, cmd.Stderr = &out, os.Stderr
	start := time.Now()
	err := cmd.Run()
	ms := float64(time.Since(start).Microseconds()) / 1000
	if err != nil {
		t.Fatalf("%s: %v", program, err)
	}
	if !slices.Equal(strings.Fields(out.String()), strings.Fields(want)) {
		t.Fatalf("%s answers %q, Nimber %q", program, trim(out.String()), trim(want))
	}
	return ms
}

// uiRawTarget and uiGzipTarget are issue 27's bounds on the UI's wasm as the site serves
// it, raw and gzipped, in bytes.
const uiRawTarget, uiGzipTarget = 8_000_000, 2_200_000

// uiSize logs the size of the site's web/app.wasm and of its gzip copy
// and, with strict, fails when either is over its target.
func uiSize(t *testing.T, strict bool) {
	t.Helper()
	for _, c := range []struct {
		name   string
		target int64
	}{{"web/app.wasm", uiRawTarget}, {"web/app.wasm.gz", uiGzipTarget}} {
		info, err := os.Stat(filepath.Join(siteDir, c.name))
		if err != nil {
			t.Fatal(err)
		}
		t.Logf("%-44s %9d bytes (target ≤ %d)", c.name, info.Size(), c.target)
		if strict && info.Size() > c.target {
			t.Errorf("%s: %d bytes, target %d", c.name, info.Size(), c.target)
		}
	}
}

// speedTable logs the median, least and largest of each figure (in
// milliseconds, in order) with its target (target returns it, or false),
// and with strict fails on a median over its target; notes are lines
// logged after the table.
func speedTable(t *testing.T, title string, order []string, figures map[string][]float64, strict bool, notes []string, target func(string) (float64, bool)) {
	t.Helper()
	var table strings.Builder
	fmt.Fprintf(&table, "\n%-44s %8s %8s %8s %8s\n", title, "median", "min", "max", "target")
	for _, what := range order {
		ms := slices.Sorted(slices.Values(figures[what]))
		goal, ok := target(what)
		targetText := "—"
		if ok {
			targetText = fmt.Sprintf("≤ %.0f", goal)
		}
		median := ms[len(ms)/2]
		fmt.Fprintf(&table, "%-44s %8.0f %8.0f %8.0f %8s\n", what, median, ms[0], ms[len(ms)-1], targetText)
		if strict && ok && median > goal {
			t.Errorf("%s: median %.0f ms, target %.0f ms", what, median, goal)
		}
	}
	for _, note := range notes {
		fmt.Fprintln(&table, note)
	}
	t.Log(table.String())
}

// startUp measures how soon the page at url is ready in b, a fresh
// browser: the time from the navigation's start to the page's
// "wasm-ready" mark (made once the app's wasm runs and has mounted the
// page), with an empty cache (cold), and again once the page's service
// worker controls it and holds its files (warm).
func startUp(b *browser, url string) (cold, warm float64) {
	b.t.Helper()
	ready := func() float64 {
		b.do(30*time.Second, chromedp.Navigate(url))
		return eval[float64](b, 30*time.Second, `new Promise((resolve) => {
			const poll = () => {
				const marks = performance.getEntriesByName("wasm-ready");
				marks.length ? resolve(marks[0].startTime) : setTimeout(poll, 5);
			};
			poll();
		})`)
	}
	cold = ready()
	eval[bool](b, 30*time.Second, `navigator.serviceWorker.ready.then(() => true)`)
	ready() // the service worker takes the page over
	if !eval[bool](b, 30*time.Second, `!!navigator.serviceWorker.controller`) {
		b.t.Fatalf("%s: no service worker controls the page", url)
	}
	return cold, ready()
}

// startReference starts the reference page's server, built by make
// measure in the directory NIMBER_REFERENCE (with NIMBER_WASM_EXEC, the
// toolchain's wasm_exec.js), for the test's time, and returns its address:
// "" when NIMBER_REFERENCE is not set.
func startReference(t *testing.T) string {
	t.Helper()
	dir := os.Getenv("NIMBER_REFERENCE")
	if dir == "" {
		return ""
	}
	var args []string
	if glue := os.Getenv("NIMBER_WASM_EXEC"); glue != "" {
		args = append(args, "-wasm-exec", glue)
	}
	cmd := exec.Command(filepath.Join(dir, "reference"), args...)
	cmd.Dir = dir // it serves web/ from there
	cmd.Stderr = os.Stderr
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatalf("starting the reference page: %v", err)
	}
	t.Cleanup(func() {
		cmd.Process.Kill()
		cmd.Wait()
	})
	line, err := bufio.NewReader(out).ReadString('\n')
	if err != nil {
		t.Fatalf("the reference page's server said no address: %v", err)
	}
	return strings.TrimSpace(line)
}

// farSpeedTargets are issue 24's targets for tables valued far in
// Chromium, in milliseconds from the click on Compute to the table shown.
var farSpeedTargets = map[string]float64{
	"0.376 proven (to 4536600)": 60000,
	"grundy to 2^21−1":          40000,
}

// TestBrowserFarSpeed measures, with NIMBER_MEASURE=1 (speedRounds rounds,
// a fresh browser each, medians against issue 24's targets) or once with
// NIMBER_FAR=1, the explorer valuing far: 0.376 to the heap its period is
// proven at (preperiod 2268248, period 4), then the same request again
// (read back from the prefix kept), Grundy's game to 2^21−1, and with
// NIMBER_FAR24=1 Grundy's game to 2^24. Minutes a round: run it with
// -timeout 60m. The site is served as nimber serve serves it, cross-origin
// isolated (a pool by default from four cores on; NIMBER_FAR_WORKERS=N asks
// for N workers in the address); with NIMBER_FAR_PLAIN=1 by Go's plain file
// server, without the headers (one worker).
func TestBrowserFarSpeed(t *testing.T) {
	strict := os.Getenv("NIMBER_MEASURE") == "1"
	if !strict && os.Getenv("NIMBER_FAR") == "" {
		t.Skip("NIMBER_MEASURE=1 or NIMBER_FAR=1 measures the explorer valuing far (minutes)")
	}
	rounds := 1
	if strict {
		rounds = speedRounds
	}
	runs := []struct{ what, game, n, period string }{
		{"0.376 proven (to 4536600)", "0.376", "4536600", "preperiod 2268248, period 4 (proven)"},
		{"0.376 proven, again (kept)", "0.376", "4536600", "preperiod 2268248, period 4 (proven)"},
		{"grundy to 2^21−1", "grundy", "2097151", ""},
	}
	if os.Getenv("NIMBER_FAR24") != "" {
		runs = append(runs, struct{ what, game, n, period string }{"grundy to 2^24", "grundy", "16777216", ""})
	}
	figures := map[string][]float64{}
	var order []string
	serve, address := func() *browser { return newBrowser(t) }, "/table.html"
	if w := os.Getenv("NIMBER_FAR_WORKERS"); w != "" {
		address += "?workers=" + w
	}
	if os.Getenv("NIMBER_FAR_PLAIN") != "" {
		serve = func() *browser { return newBrowserServing(t, siteDir, http.FileServer(http.Dir(siteDir))) }
	}
	for range rounds {
		b := serve()
		b.open(address)
		for _, r := range runs {
			o := b.compute(r.game, r.n, "grundy-normal", 20*time.Minute)
			if o.State != "done" || !strings.Contains(o.Period, r.period) {
				t.Fatalf("%s: state %s, period %q, error %q", r.what, o.State, o.Period, o.Error)
			}
			if figures[r.what] == nil {
				order = append(order, r.what)
			}
			figures[r.what] = append(figures[r.what], o.Millis)
			t.Logf("%-44s %7.0f ms  %s · %s", r.what, o.Millis, o.Source, b.text("#far-progress"))
		}
	}
	speedTable(t, "far in the explorer (click to table shown)", order, figures, strict, nil, func(what string) (float64, bool) {
		target, ok := farSpeedTargets[what]
		return target, ok
	})
}
