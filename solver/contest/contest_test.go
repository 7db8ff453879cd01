package contest

import (
	"bytes"
	"fmt"
	"slices"
	"testing"

	"nimber/solver/input"
	"nimber/solver/table"
)

// TestRunBuildsTablesInOrder checks that Run builds every table once, hands
// each builder the progress function and gives Answer the bytes in the order
// of Tables.
func TestRunBuildsTablesInOrder(t *testing.T) {
	var built []string
	var reported []int
	tab := func(key string) table.Table {
		return table.Table{Key: key, Build: func(p table.Progress) []byte {
			built = append(built, key)
			p.Report(len(built), 2)
			return []byte(key)
		}}
	}
	job := &Job{
		Tables: []table.Table{tab("a/v1"), tab("b/v1")},
		Answer: func(data [][]byte) []byte { return bytes.Join(data, []byte("+")) },
	}
	out := job.Run(func(done, total int) { reported = append(reported, done, total) })
	if string(out) != "a/v1+b/v1" {
		t.Errorf("answer %q, want %q", out, "a/v1+b/v1")
	}
	if !slices.Equal(built, []string{"a/v1", "b/v1"}) {
		t.Errorf("built %v, want each table once in order", built)
	}
	if !slices.Equal(reported, []int{1, 2, 2, 2}) {
		t.Errorf("progress %v, want [1 2 2 2]", reported)
	}
}

// TestSolvePassesErrors checks that Solve returns Prepare's error and no
// output, and the answer otherwise.
func TestSolvePassesErrors(t *testing.T) {
	p := &Problem{ID: "echo", Prepare: func(in []byte) (*Job, error) {
		r := input.New(in)
		n, err := r.Int("n", 1, 9)
		if err != nil {
			return nil, err
		}
		return &Job{Answer: func([][]byte) []byte { return fmt.Appendf(nil, "%d\n", 2*n) }}, nil
	}}
	if out, err := p.Solve([]byte("4\n")); err != nil || string(out) != "8\n" {
		t.Errorf("Solve(4) = %q, %v; want \"8\\n\"", out, err)
	}
	out, err := p.Solve([]byte("x\n"))
	if err == nil || out != nil || err.Error() != `input:1:1: expected an integer (n), found "x"` {
		t.Errorf("Solve(x) = %q, %v; want the parser's error and no output", out, err)
	}
}

// evenCase reads one case of the Verdicts test: a number, won when even.
func evenCase(r *input.Reader) (bool, error) {
	v, err := r.Int("a", 0, 100)
	return v%2 == 0, err
}

func TestVerdicts(t *testing.T) {
	cases := []struct{ in, out, err string }{
		{in: "3\n2 7 0\n", out: "Yes\nNo\nYes\n"},
		{in: "1 5", out: "No\n"},
		{in: "0\n", err: "input:1:1: T = 0 is out of range [1, 4]"},
		{in: "5\n1 2 3 4 5\n", err: "input:1:1: T = 5 is out of range [1, 4]"},
		{in: "3\n2 4\n", err: "input:3:1: unexpected end of input: 1 more case expected"},
		{in: "3\n", err: "input:2:1: unexpected end of input: 3 more cases expected"},
		{in: "2\n2 101\n", err: "input:2:3: a = 101 is out of range [0, 100]"},
		{in: "1\n2 3\n", err: `input:2:3: expected end of input, found "3"`},
	}
	for _, c := range cases {
		job, err := Verdicts([]byte(c.in), 4, "Yes", "No", evenCase)
		if c.err != "" {
			if err == nil || err.Error() != c.err {
				t.Errorf("Verdicts(%q): error %v, want %q", c.in, err, c.err)
			}
			continue
		}
		if err != nil {
			t.Errorf("Verdicts(%q): %v", c.in, err)
			continue
		}
		if len(job.Tables) != 0 {
			t.Errorf("Verdicts(%q) needs tables %v", c.in, job.Tables)
		}
		if out := string(job.Run(nil)); out != c.out {
			t.Errorf("Verdicts(%q) = %q, want %q", c.in, out, c.out)
		}
	}
}

// TestPreferDirect checks that a caller with a cache is told to run Direct
// only when the job has one and none of its tables would be kept.
func TestPreferDirect(t *testing.T) {
	direct := func() []byte { return nil }
	kept := table.Table{Key: "kept/v1"}
	rebuilt := table.Table{Key: "rebuilt/v1", Recompute: true}
	for _, c := range []struct {
		name   string
		job    Job
		prefer bool
	}{
		{"no Direct", Job{Tables: []table.Table{rebuilt}}, false},
		{"a table worth caching", Job{Tables: []table.Table{rebuilt, kept}, Direct: direct}, false},
		{"every table rebuilt", Job{Tables: []table.Table{rebuilt, rebuilt}, Direct: direct}, true},
	} {
		if got := c.job.PreferDirect(); got != c.prefer {
			t.Errorf("%s: PreferDirect %v, want %v", c.name, got, c.prefer)
		}
	}
}

// Append keeps what append would, and when it must grow a list it at least
// doubles its capacity (or makes room for the items, when more).
func TestAppend(t *testing.T) {
	var got, want []int
	for i := range 2000 {
		items := make([]int, i%7)
		for j := range items {
			items[j] = i*10 + j
		}
		before := cap(got)
		got = Append(got, items...)
		want = append(want, items...)
		if grew := cap(got) != before; grew && cap(got) < max(2*before, len(got)) {
			t.Fatalf("grown from capacity %d to %d for %d items", before, cap(got), len(got))
		}
	}
	if !slices.Equal(got, want) {
		t.Fatal("Append keeps other items than append")
	}
}
