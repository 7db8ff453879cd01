package contest

import (
	"reflect"
	"strings"
	"testing"
)

func TestDescribe(t *testing.T) {
	text := "Title: T 1\nSummary: a game\nLimits: 1 ≤ n\nWords: Yes No\n\n" +
		"Heaps of\ntokens;  take\none.\n\n--- input\n1\n\n2\n--- output\nYes\n--- input\n3\n--- output\nNo\n"
	p := Describe(&Problem{ID: "t"}, text)
	want := &Problem{ID: "t", Title: "T 1", Summary: "a game", Limits: "1 ≤ n", Words: []string{"Yes", "No"},
		Statement: "Heaps of tokens; take one.",
		Samples:   []Sample{{Input: "1\n\n2\n", Output: "Yes\n"}, {Input: "3\n", Output: "No\n"}}}
	if !reflect.DeepEqual(p, want) {
		t.Fatalf("got %+v, want %+v", p, want)
	}
	for _, bad := range []string{
		"Title: T\nSummary: s\nLimits: l\n",                     // no statement
		"Title: T\nSummary: s\nLimits: l\nColour: red\n\nS.\n",  // unknown field
		"Title: T\nSummary: s\nLimits: l\n\nS.\n",               // no samples
		"Title: T\nSummary: s\nLimits: l\n\nS.\n--- input\n1\n", // no output
		"Title T\nSummary: s\nLimits: l\n\nS.\n--- input\n1\n--- output\n1\n",
	} {
		func() {
			defer func() {
				if r := recover(); r == nil || !strings.Contains(r.(string), "the description of t") {
					t.Errorf("%q: panic %v", bad, r)
				}
			}()
			Describe(&Problem{ID: "t"}, bad)
		}()
	}
}
