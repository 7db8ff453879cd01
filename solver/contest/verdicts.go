package contest

import "nimber/solver/input"

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
	for c := int64(0); c < t; c++ {
		if r.AtEnd() {
			return nil, r.Missing(int(t-c), "case", "cases")
		}
		first, err := readCase(r)
		if err != nil {
			return nil, err
		}
		if first {
			out = append(out, yes...)
		} else {
			out = append(out, no...)
		}
		out = append(out, '\n')
	}
	if err := r.End(); err != nil {
		return nil, err
	}
	return &Job{Answer: func([][]byte) []byte { return out }}, nil
}
