package protocol

import "strings"

// JoinParams writes parameter values as the Params field of a request
// carries them: one "name=value" line each, in order.
func JoinParams(ps []Param) string {
	lines := make([]string, len(ps))
	for i, p := range ps {
		lines[i] = p.Name + "=" + p.Value
	}
	return strings.Join(lines, "\n")
}

// SplitParams reads a Params field: the "name=value" lines in order, with
// the spaces around names and values trimmed. Lines without "=" are skipped.
func SplitParams(s string) []Param {
	var ps []Param
	for _, line := range strings.Split(s, "\n") {
		if name, value, ok := strings.Cut(line, "="); ok {
			ps = append(ps, Param{Name: strings.TrimSpace(name), Value: strings.TrimSpace(value)})
		}
	}
	return ps
}
