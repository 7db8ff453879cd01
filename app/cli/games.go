//go:build !js

package cli

import (
	"fmt"
	"io"
	"text/tabwriter"

	"nimber/solver/games"
)

// gamesCommand lists what a built-in GAME may be: the families of specs and
// the classic games by name, with their codes.
func gamesCommand(args []string, stdout, stderr io.Writer) int {
	if len(args) > 0 {
		return fail(stderr, fmt.Errorf("usage: nimber games"))
	}
	w := tabwriter.NewWriter(stdout, 0, 0, 2, ' ', 0)
	fmt.Fprintln(w, "A GAME is one of:")
	for _, f := range games.Families {
		fmt.Fprintf(w, "  %s\t%s\n", f.Syntax, f.Doc)
	}
	fmt.Fprintln(w, "\nThe games by name, each the game of its code:")
	for _, n := range games.NamedGames() {
		fmt.Fprintf(w, "  %s\t%s\t%s\n", n.Name, n.Code, n.Doc)
	}
	w.Flush()
	return 0
}
