// Package contest defines what a contest problem is to Nimber: a parser that
// turns an input text into a Job, the precomputed tables that Job needs, and
// the answer computed from them.
//
// Tables are split from answering so that the browser can build them in a
// worker and keep them in a cache between visits (see package table).
package contest

import "nimber/solver/table"

// Job is a parsed contest input.
type Job struct {
	// Tables lists the tables the answer needs, in the order Answer takes them.
	Tables []table.Table
	// Answer writes the contest output given the built tables (data[i] is the
	// bytes of Tables[i]). It does not fail: Prepare has checked the input.
	Answer func(data [][]byte) []byte
	// Explain explains every case from the same tables, in input order.
	Explain func(data [][]byte) []Case
	// Direct, when not nil, writes the same output as Answer without
	// building the Tables, in less time and memory than building them:
	// what a caller keeping no tables (the command line) runs instead, and
	// one keeping them in a cache too when PreferDirect says so.
	Direct func() []byte
}

// PreferDirect reports whether a caller that keeps tables in a cache should
// answer with Direct all the same: the job has one, and every table is
// Recompute, so none would come from the cache and building them costs
// more than Direct. Otherwise building the tables once lets later answers
// read them from the cache.
func (j *Job) PreferDirect() bool {
	if j.Direct == nil {
		return false
	}
	for _, t := range j.Tables {
		if !t.Recompute {
			return false
		}
	}
	return true
}

// Sample is an example input with its exact expected output.
type Sample struct {
	Input, Output string
}

// Problem is one contest problem Nimber answers.
type Problem struct {
	ID        string // the name used on the command line and in URLs
	Title     string // the problem as contests know it
	Summary   string // one line for listings
	Statement string // the rules and the input/output format, a short paragraph
	Limits    string // the input limits, one line
	Samples   []Sample
	// Prepare parses and checks an input. Errors are *input.Error values
	// naming the line and column.
	Prepare func(in []byte) (*Job, error)
	// Words lists the words an answer may be ("Alice", "Bob"); nil when
	// answers are integers.
	Words []string
	// Gen writes an input of the kind g asks for, valid within Limits.
	Gen func(g *Gen) []byte
}

// Solve answers an input directly: with the job's Direct when it has one,
// else building every table it needs.
func (p *Problem) Solve(in []byte) ([]byte, error) {
	job, err := p.Prepare(in)
	if err != nil {
		return nil, err
	}
	if job.Direct != nil {
		return job.Direct(), nil
	}
	return job.Run(nil), nil
}

// Run builds the job's tables and returns the answer.
func (j *Job) Run(progress table.Progress) []byte {
	data := make([][]byte, len(j.Tables))
	for i, t := range j.Tables {
		data[i] = t.Build(progress)
	}
	return j.Answer(data)
}
