package input

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"testing"

	"nimber/solver/span"
)

func TestReadsIntegersAcrossLineBreaks(t *testing.T) {
	r := New([]byte("\xEF\xBB\xBF 3\t-7\r\n\n+12 0\v9223372036854775807 -9223372036854775808\n"))
	want := []int64{3, -7, 12, 0, 1<<63 - 1, -1 << 63}
	for i, w := range want {
		v, err := r.Int("x", -1<<63, 1<<63-1)
		if err != nil || v != w {
			t.Fatalf("value %d: got %d, %v; want %d", i, v, err, w)
		}
	}
	if err := r.End(); err != nil {
		t.Fatal(err)
	}
}

func TestPositions(t *testing.T) {
	r := New([]byte("1 2\n  é 33\n"))
	for i := 0; i < 2; i++ {
		if _, err := r.Int("x", 0, 9); err != nil {
			t.Fatal(err)
		}
	}
	_, err := r.Int("x", 0, 9)
	var e *Error
	if !errors.As(err, &e) || e.Pos != (Pos{2, 3}) || err.Error() != `input:2:3: expected an integer (x), found "é"` {
		t.Fatalf("got %v", err)
	}
}

func TestErrors(t *testing.T) {
	cases := []struct{ in, want string }{
		{"", "input:1:1: unexpected end of input: expected x"},
		{"  \n \n", "input:3:1: unexpected end of input: expected x"},
		{"12a", `input:1:1: expected an integer (x), found "12a"`},
		{"-", `input:1:1: expected an integer (x), found "-"`},
		{"--1", `input:1:1: expected an integer (x), found "--1"`},
		{"1.5", `input:1:1: expected an integer (x), found "1.5"`},
		{"1\u00a02", `input:1:1: expected an integer (x), found "1\u00a02" (\u00a0 is a no-break space, U+00A0, as copied from web pages: replace it with a plain space)`},
		{"\n\n  100", "input:3:3: x = 100 is out of range [-5, 99]"},
		{"-6", "input:1:1: x = -6 is out of range [-5, 99]"},
		{"9223372036854775808", "input:1:1: x = 9223372036854775808 is out of range [-5, 99]"},
		{"-99999999999999999999", "input:1:1: x = -99999999999999999999 is out of range [-5, 99]"},
		{strings.Repeat("7", 40), "input:1:1: x = " + strings.Repeat("7", 24) + "… is out of range [-5, 99]"},
	}
	for _, c := range cases {
		_, err := New([]byte(c.in)).Int("x", -5, 99)
		if err == nil || err.Error() != c.want {
			t.Errorf("input %q: got %v, want %s", c.in, err, c.want)
		}
	}
}

// TestNoBreakSpace: a no-break space in the token an error quotes is
// named, also past the part of the token quoted and at the end of the
// input; a message that merely spells \u00a0 gets no note.
func TestNoBreakSpace(t *testing.T) {
	const note = ` (\u00a0 is a no-break space, U+00A0, as copied from web pages: replace it with a plain space)`
	long := strings.Repeat("7", 30) + "\u00a0"
	if _, err := New([]byte(long)).Int("x", 0, 9); err == nil || !strings.HasSuffix(err.Error(), "…\""+note) {
		t.Errorf("input %q: got %v, want the shortened token and the note", long, err)
	}
	r := New([]byte("1 \u00a0"))
	if _, err := r.Int("x", 0, 9); err != nil {
		t.Fatal(err)
	}
	if err := r.End(); err == nil || err.Error() != `input:1:3: expected end of input, found "\u00a0"`+note {
		t.Errorf("end: got %v", err)
	}
	if err := New(nil).Errorf(Pos{1, 1}, "write %s, not %s", " ", `\u00a0`); strings.Contains(err.Error(), "no-break") {
		t.Errorf("a message spelling \\u00a0 got the note: %v", err)
	}
}

func TestMissingAndEnd(t *testing.T) {
	r := New([]byte("4 1 2\n"))
	if _, err := r.Int("n", 1, 9); err != nil {
		t.Fatal(err)
	}
	_, err := r.Ints(nil, 4, "a_i", "pile", "piles", 0, 9)
	if err == nil || err.Error() != "input:2:1: unexpected end of input: 2 more piles expected" {
		t.Fatalf("got %v", err)
	}
	r = New([]byte("1 2 x"))
	if _, err := r.Int("n", 1, 9); err != nil {
		t.Fatal(err)
	}
	if err := r.End(); err == nil || err.Error() != `input:1:3: expected end of input, found "2"` {
		t.Fatalf("got %v", err)
	}
	if err := r.Missing(1, "row", "rows"); err.Error() != "input:1:3: unexpected end of input: 1 more row expected" {
		t.Fatalf("got %v", err)
	}
}

// FuzzInt checks that any text either parses to the integer strconv sees in
// its first token or is refused with a positioned error, never a panic.
func FuzzInt(f *testing.F) {
	for _, s := range []string{"0", "-1 2", "\xEF\xBB\xBF42", "1\r\n2", "x", "99999999999999999999", "é"} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, in []byte) {
		r := New(in)
		v, err := r.Int("x", -1<<63, 1<<63-1)
		fields := strings.FieldsFunc(strings.TrimPrefix(string(in), "\xEF\xBB\xBF"), func(c rune) bool {
			return c < 128 && isSpace(byte(c))
		})
		if err != nil {
			var e *Error
			if !errors.As(err, &e) || e.Line < 1 || e.Col < 1 {
				t.Fatalf("bad error %v", err)
			}
			if len(fields) > 0 {
				if _, perr := strconv.ParseInt(fields[0], 10, 64); perr == nil {
					t.Fatalf("%q refused (%v) but strconv reads %q", in, err, fields[0])
				}
			}
			return
		}
		if w, perr := strconv.ParseInt(fields[0], 10, 64); perr != nil || w != v {
			t.Fatalf("%q: got %d, strconv says %d, %v", in, v, w, perr)
		}
	})
}

// naivePos is the position of byte off counted from the start of the input.
func naivePos(data []byte, off int) Pos {
	text := string(data[:off])
	line := strings.Count(text, "\n") + 1
	lineText := text[strings.LastIndexByte(text, '\n')+1:]
	return Pos{line, len([]rune(lineText)) + 1}
}

// Positions asked for token after token (the way the problem readers do)
// agree with a count from the start of the input, on long lines and after
// multi-byte characters too.
func TestPositionsInReadingOrder(t *testing.T) {
	in := []byte("\xEF\xBB\xBF3 1\n1 22  333\t4444\n\n55 x 66\n" + strings.Repeat("7 ", 50) + "é8 9 ü 10\n")
	r := New(in)
	for i := 0; ; i++ {
		here := r.Here()
		if r.AtEnd() {
			break
		}
		off := r.off
		if want := naivePos(in[3:], off-3); here != want {
			t.Fatalf("token %d: Here %v, want %v", i, here, want)
		}
		_, err := r.Int("x", 0, 1<<40)
		if pos := r.Pos(); pos != here {
			t.Fatalf("token %d: Pos %v after Here %v", i, pos, here)
		}
		if err != nil {
			if !strings.HasPrefix(err.Error(), "input:"+strconv.Itoa(here.Line)+":"+strconv.Itoa(here.Col)+":") {
				t.Fatalf("token %d: %v, want it at %v", i, err, here)
			}
			r.off += len(r.token(r.off))
		}
	}
}

// BenchmarkPositions reads n integers on one line and on n lines, asking
// for the position of every one as the problem readers do: the time per
// integer stays the same as n grows, whatever the shape.
func BenchmarkPositions(b *testing.B) {
	for _, sep := range []string{"line", "lines"} {
		for _, n := range []int{1e3, 1e4, 1e5} {
			var in strings.Builder
			for i := range n {
				in.WriteString(strconv.Itoa(i))
				if sep == "line" {
					in.WriteByte(' ')
				} else {
					in.WriteByte('\n')
				}
			}
			data := []byte(in.String())
			b.Run(sep+"/n="+strconv.Itoa(n), func(b *testing.B) {
				for b.Loop() {
					r := New(data)
					for range n {
						r.Here()
						if _, err := r.Int("x", 0, 1<<40); err != nil {
							b.Fatal(err)
						}
					}
				}
				b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*n), "ns/int")
			})
		}
	}
}

// BenchmarkInts reads 3·10^5 integers of up to six digits, three to a line
// (a tricolore input at its limits).
func BenchmarkInts(b *testing.B) {
	var in strings.Builder
	for i := range 100000 {
		fmt.Fprintf(&in, "%d %d %d\n", -i, i*7%100000, 99999-i)
	}
	data := []byte(in.String())
	b.SetBytes(int64(len(data)))
	for b.Loop() {
		r := New(data)
		for range 100000 {
			r.Here()
			for range 3 {
				if _, err := r.Int("x", -1e5, 1e5); err != nil {
					b.Fatal(err)
				}
			}
		}
	}
}

// intsOneByOne is Ints as a loop of Int: what Ints must agree with.
func intsOneByOne(r *Reader, n int, lo, hi int64) ([]int64, error) {
	var dst []int64
	for i := 0; i < n; i++ {
		if r.AtEnd() {
			return dst, r.Missing(n-i, "pile", "piles")
		}
		v, err := r.Int("a_i", lo, hi)
		if err != nil {
			return dst, err
		}
		dst = append(dst, v)
	}
	return dst, nil
}

// FuzzInts checks that Ints reads the same integers as a loop of Int, fails
// with the same error at the same place, and leaves the Reader in the same
// state, with the same position for the last token and the next.
func FuzzInts(f *testing.F) {
	for _, s := range []string{"3 1 2 3", "2\n7 -1", "1 2\r\n\xc2\xa0 3", "5 1 2", "1 123456789012345678 1234567890123456789",
		"00000000000000000000001 9", "1 +5 6", "2 1x 2", "3\t1\v2\f3", "1 é", "\xEF\xBB\xBF2 10 11"} {
		f.Add([]byte(s), int64(0), int64(100))
	}
	f.Add([]byte("3 -5 0 5"), int64(-5), int64(5))
	f.Add([]byte("2 999999999999999999 1"), int64(0), int64(1<<63-1))
	f.Fuzz(func(t *testing.T, in []byte, lo, hi int64) {
		n := 0
		if len(in) > 0 {
			n = int(in[0] % 8)
		}
		fast, slow := New(in), New(in)
		got, gerr := fast.Ints([]int64{42}, n, "a_i", "pile", "piles", lo, hi)
		want, werr := intsOneByOne(slow, n, lo, hi)
		if fmt.Sprint(gerr) != fmt.Sprint(werr) || !slices.Equal(got, want) {
			t.Fatalf("%q, n=%d in [%d, %d]: Ints %v, %v; one by one %v, %v", in, n, lo, hi, got, gerr, want, werr)
		}
		if fast.Pos() != slow.Pos() || fast.Here() != slow.Here() || fast.off != slow.off {
			t.Fatalf("%q, n=%d: Ints leaves Pos %v Here %v at %d; one by one %v %v at %d",
				in, n, fast.Pos(), fast.Here(), fast.off, slow.Pos(), slow.Here(), slow.off)
		}
	})
}

// FuzzRest checks that whenever Rest takes the rest of an input, a loop of
// Int reads the same integers, each in range for the type, to the end; that
// it leaves the Reader where it was; and that it takes plain inputs.
func FuzzRest(f *testing.F) {
	for _, s := range []string{"3 1 2 3", "2\n7 -1", "1 2\r\n\xc2\xa0 3", "  \n", "", "2147483647 2147483648",
		"00000000000000000000001 9", "1 +5 6", "2 1x 2", "3\t1\v2\f3", "1 é", "\xEF\xBB\xBF2 10 11", "999999999999999999"} {
		f.Add([]byte(s), uint8(0))
	}
	f.Fuzz(func(t *testing.T, in []byte, skip uint8) {
		r := New(in)
		for range skip % 3 {
			if _, err := r.Int("x", -1<<63, 1<<63-1); err != nil {
				return
			}
		}
		at, pos := r.off, r.Pos()
		check := func(got []int64, ok bool, hi int64) {
			if r.off != at || r.Pos() != pos {
				t.Fatalf("%q: Rest moved the reader from %d to %d", in, at, r.off)
			}
			if !ok {
				return
			}
			slow := *r
			for i, g := range got {
				v, err := slow.Int("x", 0, hi)
				if err != nil || v != g {
					t.Fatalf("%q: Rest read %v; Int reads %d, %v at %d", in, got, v, err, i)
				}
			}
			if !slow.AtEnd() {
				t.Fatalf("%q: Rest read %v, but Int finds more", in, got)
			}
		}
		got64, ok := Rest(r, append(make([]int64, 0, len(in)), 42))
		check(got64, ok, 1<<63-1)
		got32, ok32 := Rest(r, make([]int32, 0, len(in)/2+1))
		wide := make([]int64, len(got32))
		for i, v := range got32 {
			wide[i] = int64(v)
		}
		check(wide, ok32, 1<<31-1)
		if plain := strings.Fields(string(in[at:])); !ok && slices.IndexFunc(plain, func(s string) bool {
			return len(s) > 18 || strings.Trim(s, "0123456789") != ""
		}) < 0 && strings.Trim(string(in[at:]), "0123456789 \t\n\r\v\f") == "" {
			t.Fatalf("%q: Rest refuses plain tokens %q", in, plain)
		}
	})
}

// BenchmarkRest reads 5·10^5 integers of up to six digits on one line (a
// gamepack case of the largest size).
func BenchmarkRest(b *testing.B) {
	var in strings.Builder
	for i := range 500000 {
		fmt.Fprintf(&in, "%d ", 1+i*7919%500000)
	}
	data := []byte(in.String())
	b.SetBytes(int64(len(data)))
	dst := make([]int32, 0, 500000)
	for b.Loop() {
		var ok bool
		if dst, ok = Rest(New(data), dst); !ok || len(dst) != 500000 {
			b.Fatal("not read")
		}
	}
}

// TestAcrossSpans checks Ints and Rest on inputs longer than a span
// (package span): thousands of numbers, read in several calls, with a bad
// token, if any, at or around a span's boundary (counted in numbers for
// Ints, in bytes for Rest).
func TestAcrossSpans(t *testing.T) {
	const n = 3*span.Len + 5
	for _, bad := range []string{"", "x", "-5", "1000000", "+7", "12x"} {
		for _, at := range []int{0, span.Len - 1, span.Len, span.Len + 1, 2 * span.Len, n - 1} {
			tokens := make([]string, n)
			for i := range tokens {
				tokens[i] = strconv.Itoa(i * 7 % 1000)
			}
			if bad != "" {
				tokens[at] = bad
			}
			in := []byte(strings.Join(tokens, " "))
			got, gerr := New(in).Ints(nil, n, "a_i", "pile", "piles", 0, 999)
			want, werr := intsOneByOne(New(in), n, 0, 999)
			if fmt.Sprint(gerr) != fmt.Sprint(werr) || !slices.Equal(got, want) {
				t.Fatalf("bad %q at %d: Ints %d numbers, %v; one by one %d, %v", bad, at, len(got), gerr, len(want), werr)
			}
		}
		for _, off := range []int{span.Len - 1, span.Len, span.Len + 1, 2*span.Len - 2} {
			var text strings.Builder
			for i := 0; text.Len() < 3*span.Len; i++ {
				fmt.Fprintf(&text, "%d ", i*7919%100000)
			}
			in := []byte(text.String())
			if bad != "" {
				in = slices.Concat(in[:off], []byte(bad), in[off:])
			}
			got, ok := Rest(New(in), make([]int64, 0, len(in)))
			var want []int64
			wantOK := true
			for _, f := range strings.Fields(string(in)) {
				v, err := strconv.ParseInt(f, 10, 64)
				if err != nil || strings.HasPrefix(f, "+") || v < 0 {
					wantOK = false
					break
				}
				want = append(want, v)
			}
			if ok != wantOK || ok && !slices.Equal(got, want) {
				t.Fatalf("bad %q at byte %d: Rest %d numbers, %v; want %d, %v", bad, off, len(got), ok, len(want), wantOK)
			}
		}
	}
}
