//go:build !js

package main

import (
	"os"
	"os/exec"
	"slices"
	"strings"
	"testing"
)

// The page's wasm (web/app.wasm) links no solver: the main package built
// for the browser depends on no package under nimber/solver/. What the
// pages need of the solvers comes from the worker or from the catalog
// (package catalog).
func TestUILinksNoSolver(t *testing.T) {
	deps := goList(t, "-deps", ".")
	if !slices.Contains(deps, "nimber/app/tablepage") || !slices.Contains(deps, "nimber/app/playpage") {
		t.Fatalf("go list -deps gives %d packages without the pages: is this the app?", len(deps))
	}
	for _, dep := range deps {
		if strings.HasPrefix(dep, "nimber/solver/") {
			t.Errorf("the app built for the browser links %s", dep)
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
