package contest

import (
	"slices"

	"nimber/solver/input"
)

// Verdicts parses the common input shape "T, then T cases" of problems that
// answer each case on a line of its own with no precomputed table. readCase
// reads one case and reports whether the player to move first wins; its line
// is then yes, else no. T must lie in [1, maxT], and nothing may follow the
// last case.
func Verdicts(in []byte, maxT int64, yes, no string, readCase func(r *input.Reader) (bool, error)) (*Job, error) {
	r := input.New(in)
	t, err := r.Int("T", 1, maxT)
	if err != nil {
		return nil, err
	}
	out := make([]byte, 0, int(t)*(max(len(yes), len(no))+1))
	err = Cases(r, t, "case", "cases", func(int) error {
		first, err := readCase(r)
		out = AppendWinner(out, first, yes, no)
		return err
	})
	if err != nil {
		return nil, err
	}
	return &Job{Answer: func([][]byte) []byte { return out }}, nil
}

// Cases reads count items of an input with read (called with 0, 1, ...),
// then checks that nothing follows. When the input ends before an item, the
// error counts the items missing, calling one of them one and several many
// ("row", "rows").
func Cases(r *input.Reader, count int64, one, many string, read func(i int) error) error {
	for i := range int(count) {
		if r.AtEnd() {
			return r.Missing(int(count)-i, one, many)
		}
		if err := read(i); err != nil {
			return err
		}
	}
	return r.End()
}

// AppendWinner appends the line of a case to out: yes when the first player
// wins, else no.
func AppendWinner(out []byte, firstWins bool, yes, no string) []byte {
	if firstWins {
		out = append(out, yes...)
	} else {
		out = append(out, no...)
	}
	return append(out, '\n')
}

// Append appends items to list, at least doubling list's capacity when it
// must grow: append grows a large slice by a quarter, and a reader
// appending an input's numbers case after case spent most of its time
// copying them (nim: four fifths of 21 ms natively, 10^5 cases).
func Append[T any](list []T, items ...T) []T {
	if len(list)+len(items) > cap(list) {
		list = slices.Grow(list, max(len(items), len(list)))
	}
	return append(list, items...)
}
