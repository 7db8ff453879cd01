package problems

import (
	"testing"

	"nimber/solver/contest"
)

// BenchmarkExplainMax explains each problem's generated max input (seed 1)
// from tables built beforehand: the companion's work once the tables are
// cached.
func BenchmarkExplainMax(b *testing.B) {
	for _, p := range All() {
		b.Run(p.ID, func(b *testing.B) {
			in := p.Generate(contest.Max, 1, 0)
			job, err := p.Prepare(in)
			if err != nil {
				b.Fatal(err)
			}
			data := make([][]byte, len(job.Tables))
			for i, t := range job.Tables {
				data[i] = t.Build(nil)
			}
			b.SetBytes(int64(len(in)))
			for b.Loop() {
				job.Explained(data)
			}
		})
	}
}

// BenchmarkPrepareMax reads each problem's generated max input (seed 1):
// the parse that a run, or the worker's read ahead, starts with.
func BenchmarkPrepareMax(b *testing.B) {
	for _, p := range All() {
		b.Run(p.ID, func(b *testing.B) {
			in := p.Generate(contest.Max, 1, 0)
			b.SetBytes(int64(len(in)))
			b.ReportAllocs()
			for b.Loop() {
				if _, err := p.Prepare(in); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkGenerateMax writes each problem's max input.
func BenchmarkGenerateMax(b *testing.B) {
	for _, p := range All() {
		b.Run(p.ID, func(b *testing.B) {
			for b.Loop() {
				p.Generate(contest.Max, 1, 0)
			}
		})
	}
}
