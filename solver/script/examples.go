package script

import (
	"embed"
	"path"
	"strings"
)

//go:embed examples/*.star
var examples embed.FS

// Example is a game file shipped with Nimber.
type Example struct {
	Name   string // file name, such as "squares.star"
	Title  string // its first comment line
	Source string
}

// Examples returns the shipped game files, sorted by name.
func Examples() []Example {
	entries, _ := examples.ReadDir("examples")
	out := make([]Example, 0, len(entries))
	for _, e := range entries {
		b, _ := examples.ReadFile(path.Join("examples", e.Name()))
		src := string(b)
		title, _, _ := strings.Cut(src, "\n")
		out = append(out, Example{Name: e.Name(), Title: strings.TrimSpace(strings.TrimPrefix(title, "#")), Source: src})
	}
	return out
}
