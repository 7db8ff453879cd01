package play

import (
	"fmt"
	"strings"
	"testing"

	"nimber/solver/notnim"
)

// benchAnalyze times Analyze on the position text, with its tables built
// before the clock starts.
func benchAnalyze[P interface {
	Analyze([][]byte) (*Analysis[M], error)
}, M any](b *testing.B, p P, data [][]byte) {
	b.Helper()
	b.ReportAllocs()
	for b.Loop() {
		if _, err := p.Analyze(data); err != nil {
			b.Fatal(err)
		}
	}
}

func list(n int, f func(i int) int) string {
	parts := make([]string, n)
	for i := range parts {
		parts[i] = fmt.Sprint(f(i))
	}
	return strings.Join(parts, ",")
}

func BenchmarkTricolore(b *testing.B) {
	rows := make([]string, MaxRows)
	for i := range rows {
		rows[i] = fmt.Sprintf("%d,%d,%d", -100000+i, 3*i+7, 99999-5*i)
	}
	p, err := ParseTricolore("6:" + strings.Join(rows, ";"))
	if err != nil {
		b.Fatal(err)
	}
	benchAnalyze(b, p, [][]byte{p.Tables()[0].Build(nil)})
}

func BenchmarkNotNim(b *testing.B) {
	p, err := ParseNotNim(list(MaxHeaps, func(i int) int { return notnim.MaxPile - 2*i - 1 }))
	if err != nil {
		b.Fatal(err)
	}
	benchAnalyze(b, p, [][]byte{p.Tables()[0].Build(nil)})
}

func BenchmarkCells(b *testing.B) {
	p, err := ParseCells("1000000000:" + list(100, func(i int) int { return i + 1 }))
	if err != nil {
		b.Fatal(err)
	}
	benchAnalyze(b, p, [][]byte{p.Tables()[0].Build(nil)})
}

func BenchmarkMonsters(b *testing.B) {
	p, err := ParseMonsters("2:" + list(MaxSegments, func(i int) int { return 10000000*i + 1 }) + "-999999999")
	if err != nil {
		b.Fatal(err)
	}
	benchAnalyze(b, p, nil)
}

func BenchmarkChessExact(b *testing.B) {
	p, err := ParseChess("10:5,5,5/" + strings.Repeat("RG", 4) + strings.Repeat("B", 4))
	if err != nil {
		b.Fatal(err)
	}
	benchAnalyze(b, p, nil)
}

func BenchmarkGamePackSelective(b *testing.B) {
	p, err := ParseGamePack("0,1,0,0/" + list(MaxSumTokens/MaxSumHeap, func(i int) int { return MaxSumHeap - i }))
	if err != nil {
		b.Fatal(err)
	}
	benchAnalyze(b, p, nil)
}

func BenchmarkGamePackSplit(b *testing.B) {
	p, err := ParseGamePack("4,2,1,1/" + list(MaxSumTokens/MaxSumHeap, func(i int) int { return MaxSumHeap - i }))
	if err != nil {
		b.Fatal(err)
	}
	benchAnalyze(b, p, nil)
}

func BenchmarkSpecKayles(b *testing.B) {
	p, err := ParseSpec("0.77/" + list(MaxSumTokens/MaxSumHeap, func(i int) int { return MaxSumHeap - 7*i }) + "/conjunctive-misere")
	if err != nil {
		b.Fatal(err)
	}
	benchAnalyze(b, p, nil)
}
