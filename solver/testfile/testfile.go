// Package testfile reads the tables of test cases that tests keep in
// testdata files: one case a line, its input quoted as in Go, a tab, then
// what the input must give, to the end of the line. Blank lines and lines
// starting with # are comments.
package testfile

import (
	"os"
	"strconv"
	"strings"
	"testing"
)

// Case is one line of a table.
type Case struct {
	Input, Want string
	Line        int // where the case stands in the file, from 1
}

// Read returns the cases of the file name, failing the test when it cannot
// be read, holds no case, has a line of another form, or lists an input
// twice.
func Read(t testing.TB, name string) []Case {
	t.Helper()
	data, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	var cases []Case
	seen := map[string]int{}
	for i, line := range strings.Split(string(data), "\n") {
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		quoted, err := strconv.QuotedPrefix(line)
		in, _ := strconv.Unquote(quoted)
		want, ok := strings.CutPrefix(line[len(quoted):], "\t")
		if err != nil || !ok || want == "" {
			t.Fatalf("%s:%d: not a quoted input, a tab and what it gives: %q", name, i+1, line)
		}
		if at, dup := seen[in]; dup {
			t.Fatalf("%s:%d: the input %q stands already on line %d", name, i+1, in, at)
		}
		seen[in] = i + 1
		cases = append(cases, Case{in, want, i + 1})
	}
	if len(cases) == 0 {
		t.Fatalf("%s lists no cases", name)
	}
	return cases
}
