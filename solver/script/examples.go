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
	Title  string // the first sentence of its leading comment
	Source string
}

// Examples returns the shipped game files, sorted by name.
func Examples() []Example {
	entries, _ := examples.ReadDir("examples")
	out := make([]Example, 0, len(entries))
	for _, e := range entries {
		b, _ := examples.ReadFile(path.Join("examples", e.Name()))
		src := string(b)
		out = append(out, Example{Name: e.Name(), Title: title(src), Source: src})
	}
	return out
}

// title returns the first sentence of the comment lines that open src.
func title(src string) string {
	var words []string
	for _, line := range strings.Split(src, "\n") {
		if !strings.HasPrefix(line, "#") {
			break
		}
		words = append(words, strings.Fields(strings.TrimPrefix(line, "#"))...)
	}
	t := strings.Join(words, " ")
	if i := strings.Index(t, ". "); i >= 0 {
		t = t[:i+1]
	}
	return t
}
