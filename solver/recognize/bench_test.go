package recognize_test

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"nimber/solver/explore"
	"nimber/solver/sums"
)

// benchFile times what nimber table FILE -n n does for a game file whose
// rules are recognised: the heaps read through the file, then the values
// of heaps 0..n from the code's engine.
func benchFile(b *testing.B, name string, n int) {
	src, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		g, err := explore.Script(name, src, nil, explore.Limits{})
		if err != nil {
			b.Fatal(err)
		}
		m, ok, err := g.(explore.Recognizer).Recognize(context.Background(), n, nil)
		if err != nil || !ok || !m.Reaches(n) {
			b.Fatalf("%s: %s, ok %v, %v", name, m, ok, err)
		}
		if _, err := g.Values(context.Background(), sums.Grundy, sums.Convention{}, explore.Shape{N: n}, nil); err != nil {
			b.Fatal(err)
		}
		b.ReportMetric(float64(m.Upto), "heaps-read")
	}
}

func BenchmarkKaylesFile1e6(b *testing.B)  { benchFile(b, "kayles.star", 1_000_000) }
func BenchmarkSquaresFile1e6(b *testing.B) { benchFile(b, "squares.star", 1_000_000) }
func BenchmarkGrundyFile1e5(b *testing.B)  { benchFile(b, "grundy.star", 100_000) }
func BenchmarkDawsonFile1e6(b *testing.B)  { benchFile(b, "dawson.star", 1_000_000) }
