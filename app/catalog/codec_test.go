package catalog

import (
	"reflect"
	"testing"
)

// example sets every field of a catalog, with texts holding the codec's
// own separator and digits.
var example = Catalog{
	Problems: []Problem{
		{ID: "nim", Title: "Nim: 1:2", Summary: "s", Statement: "12:ab", Limits: "1 ≤ n", Samples: []string{"1\n3\n", ""}},
		{ID: "x"},
	},
	GenKinds: []string{"random", "max"},
	Games: Games{
		Syntaxes: "a code like 0.07",
		Kinds:    []Kind{{"grundy-normal", "Grundy values"}, {"misere", "misère"}},
		Short:    map[string]string{"grundy": "grundy-normal", "m": "misere"},
		Named:    []Named{{"kayles", "0.77", "Kayles"}},
		Limits:   Limits{MaxN: 1 << 20, MaxFar: 1 << 24, MaxNaive: 5000, MaxNaiveCubic: 1000, MaxNaiveQuartic: 200, MaxDigits: 40, MaxInt: 1e6, MaxRange: 100, MaxPattern: 10000},
		Specials: []Special{{0xffffffff, "ended"}, {0xfffffffe, "ends-next"}},
	},
	Files:    []GameFile{{"squares.star", "Subtract a square.", "def moves(n):\n    return []\n"}},
	Builtins: []string{"gcd", "mex"},
}

// A catalog reads back as it was written.
func TestCodec(t *testing.T) {
	back, err := Decode(Encode(example))
	if err != nil || !reflect.DeepEqual(back, example) {
		t.Fatalf("read back %+v, %v", back, err)
	}
}

// A file cut short, with a byte changed, or of another format is refused
// (or, for a changed text, read as another catalog), never a panic.
func TestCodecDamage(t *testing.T) {
	data := Encode(example)
	for n := range len(data) {
		if _, err := Decode(data[:n]); err == nil {
			t.Errorf("the first %d bytes were read as a catalog", n)
		}
		changed := append([]byte(nil), data...)
		for _, b := range []byte{':', '9', 'x'} {
			changed[n] = b
			Decode(changed)
		}
	}
	if _, err := Decode(append(data, '0')); err == nil {
		t.Error("a catalog with a byte more was read")
	}
	if _, err := Decode([]byte(`{"problems":[]}`)); err == nil {
		t.Error("JSON was read as a catalog")
	}
}

// FuzzDecode reads any bytes: Decode never panics, and a catalog it reads
// is written back by Encode to bytes it reads as the same catalog.
func FuzzDecode(f *testing.F) {
	data := Encode(example)
	f.Add(data)
	f.Add([]byte(`{"problems":[]}`))
	f.Add([]byte("16:nimber-catalog-10:"))
	f.Fuzz(func(t *testing.T, data []byte) {
		c, err := Decode(data)
		if err != nil {
			return
		}
		back, err := Decode(Encode(c))
		if err != nil || !reflect.DeepEqual(back, c) {
			t.Fatalf("%q read as %+v, written and read back as %+v, %v", data, c, back, err)
		}
	})
}
