//go:build !js

package main

import (
	"os"
	"os/exec"
	"slices"
	"strings"
	"testing"
)

// uiExcluded are the main package's imports this test leaves out: the play
// page's boards still analyse positions in the page with the solvers.
var uiExcluded = []string{"nimber/app/playpage"}

// The page's wasm (web/app.wasm) links no solver: the main package built
// for the browser and every package of Nimber it imports (uiExcluded
// aside) depend on no package under nimber/solver/. What the pages need of
// the solvers comes from the worker or from the catalog (package catalog).
func TestUILinksNoSolver(t *testing.T) {
	imports := goList(t, "-f", `{{join .Imports "\n"}}`, ".")
	pkgs := []string{"nimber/app/catalog"}
	for _, p := range imports {
		if strings.HasPrefix(p, "nimber/") && !slices.Contains(uiExcluded, p) {
			pkgs = append(pkgs, p)
		}
	}
	if len(pkgs) < 4 {
		t.Fatalf("the main package imports only %v: is this the app?", pkgs)
	}
	// One line a package: its path, then its dependencies.
	lines := goList(t, append([]string{"-f", `{{.ImportPath}}{{range .Deps}} {{.}}{{end}}`}, pkgs...)...)
	for _, line := range lines {
		fields := strings.Fields(line)
		for _, dep := range fields {
			if strings.HasPrefix(dep, "nimber/solver/") {
				t.Errorf("%s (built for the browser) links %s", fields[0], dep)
			}
		}
	}
}

// goList runs go list with args for the browser build (GOOS=js
// GOARCH=wasm) in this directory, and returns its lines.
func goList(t *testing.T, args ...string) []string {
	t.Helper()
	cmd := exec.Command("go", append([]string{"list"}, args...)...)
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	out, err := cmd.Output()
	if err != nil {
		msg := ""
		if e, ok := err.(*exec.ExitError); ok {
			msg = string(e.Stderr)
		}
		t.Fatalf("go list %s: %v\n%s", strings.Join(args, " "), err, msg)
	}
	return strings.Split(strings.TrimSpace(string(out)), "\n")
}
