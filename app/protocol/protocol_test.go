package protocol

import (
	"fmt"
	"reflect"
	"strings"
	"testing"
)

// jsValue imitates a JavaScript value as Decode reads it, with JavaScript's
// rules: numbers are float64, a missing property is undefined, and an
// accessor of the wrong kind panics as syscall/js does.
type jsValue struct{ v any }

// undefined stands for JavaScript's undefined (nil is null).
type undefined struct{}

// toJS turns an encoded message into the value the receiver would see,
// converting every Go number to a float64 as postMessage does.
func toJS(x any) any {
	switch x := x.(type) {
	case map[string]any:
		m := make(map[string]any, len(x))
		for k, v := range x {
			m[k] = toJS(v)
		}
		return m
	case []any:
		l := make([]any, len(x))
		for i, v := range x {
			l[i] = toJS(v)
		}
		return l
	case int:
		return float64(x)
	case uint32:
		return float64(x)
	}
	return x
}

func (j jsValue) Get(name string) jsValue {
	m, ok := j.v.(map[string]any)
	if !ok {
		panic(fmt.Sprintf("Get %q on %T", name, j.v))
	}
	if v, ok := m[name]; ok {
		return jsValue{v}
	}
	return jsValue{undefined{}}
}

func (j jsValue) Index(i int) jsValue { return jsValue{j.v.([]any)[i]} }
func (j jsValue) Length() int         { return len(j.v.([]any)) }
func (j jsValue) Float() float64      { return j.v.(float64) }
func (j jsValue) Bool() bool          { return j.v.(bool) }
func (j jsValue) IsNull() bool        { return j.v == nil }
func (j jsValue) IsUndefined() bool   { return j.v == undefined{} }

func (j jsValue) String() string {
	if s, ok := j.v.(string); ok {
		return s
	}
	return fmt.Sprintf("<%T>", j.v)
}

func (j jsValue) Truthy() bool {
	switch v := j.v.(type) {
	case nil, undefined:
		return false
	case bool:
		return v
	case float64:
		return v != 0
	case string:
		return v != ""
	}
	return true
}

// examples holds every message type, with every field set (and a second
// value where a field may be empty or nil).
var examples = []Message{
	Solve{ID: 1, Problem: "tricolore", Input: "2 6\n0 3 9\n2 4 8\n"},
	Solve{ID: 1, Problem: "tricolore", Kept: true},
	ReadAhead{Problem: "notnim", Input: "1\n2\n3 5\n"},
	Table{ID: 2, Game: GameRef{Spec: "0.07"}, Kind: "grundy", N: " 1000 ", Rule: true, Workers: 2},
	Table{ID: 2, Game: GameRef{Name: "squares.star", Code: "def moves(n):\n    return [n - 1] if n else []\n", Params: "k=2\n"},
		Kind: "grundy", N: "30,30", Warm: true, Lists: "bytes"},
	Position{ID: 3, Game: "nim", Pos: "3,5,7", Move: &BoardMove{Heaps: []HeapChange{{Heap: 1, To: []int{2}}}}, Analyze: true},
	Position{ID: 3, Game: "tricolore", Pos: "6:0,3,9", OrExample: true,
		Edit: &BoardData{Tri: &TriBoard{F: 6, Rows: [][]int{{0, 3, 9}, {1, 4, 8}}, Bob: true, MaxF: 200000, MaxRows: 20}}},
	Position{ID: 3, Game: "cutting", Pos: "3x2", Move: &BoardMove{Cut: &CutMove{Piece: 0, Vertical: true, At: 2}}},
	Board{ID: 3, Game: "spec", Pos: "0.07/5,8/conjunctive-misere", Complete: true, Said: "heap 1: take 2",
		Data: BoardData{Heaps: &HeapBoard{Heaps: []int{5, 8}, Noun: "heap", Spec: "0.07", Sum: "conjunctive", Play: "misere",
			Sums:  []Choice{{"disjunctive", "disjunctive sum"}, {"conjunctive", "conjunctive sum (Game Pack)"}},
			Plays: []Choice{{"normal", "normal play"}, {"misere", "misère play"}}}}},
	Board{ID: 3, Game: "gamepack", Pos: "1,0,0,0/5", Refused: "illegal move: plate 1: take 9",
		Data: BoardData{Heaps: &HeapBoard{Heaps: []int{5}, Noun: "plate", OneHeap: true, Pack: []int{1, 0, 0, 0},
			Params: []PackParam{{"A", 5}, {"B", 3}}, PackSays: "eat 1 to 3"}}},
	Board{ID: 3, Game: "arraygame", Pos: "12:1,5", Data: BoardData{Cells: &CellsBoard{N: 12, White: []int{1, 5}, MaxN: 1e9}},
		Legal: []Move{{"play cell 5 with k = 2 (flips 5, 10)", BoardMove{Cell: &CellMove{X: 5, K: 2}}}}},
	Board{ID: 3, Game: "alicegame", Pos: "2:1-3", Data: BoardData{Monsters: &MonstersBoard{K: 2, Segments: [][]int{{1, 3}}, MaxK: 7}},
		Legal: []Move{{"remove monsters 2–3", BoardMove{Monster: &MonsterMove{From: 2, To: 3}}}}},
	Board{ID: 3, Game: "chesslink", Pos: "5:3,3,3/R", Data: BoardData{Chess: &ChessBoard{N: 5, Trail: [][]int{{3, 3, 3}, {2, 3, 3}}, MaxN: 9}},
		Legal: []Move{{"move green left (3 → 2)", BoardMove{Chess: &ChessMove{Piece: 1, Dir: -1}}}}},
	Board{ID: 3, Game: "cutting", Pos: "3x2", Data: BoardData{Paper: &PaperBoard{Pieces: [][]int{{3, 2}}}}},
	Board{ID: 3, Game: "splitting", Pos: "1,0,1", Data: BoardData{Bottles: &BottlesBoard{Beans: []int{1, 0, 1}, MaxBottles: 21}},
		Legal: []Move{{"take a bean", BoardMove{Bean: &BeanMove{I: 0, J: 1, K: 2}}}}},
	Board{ID: 3, Game: "jiangnan", Pos: "3:1,5", Data: BoardData{Piles: &PilesBoard{F: 3, Piles: []int{1, 5}, MaxF: 9}},
		Legal: []Move{{"split pile 2", BoardMove{Split: &SplitMove{Pile: 1, M: 2}}}}},
	Board{ID: 3, Game: "tricolore", Pos: "6:0,3,9", Data: BoardData{Tri: &TriBoard{F: 6, Rows: [][]int{{0, 3, 9}}, MaxF: 9, MaxRows: 2}},
		Legal: []Move{{"row 1: move blue right by 2", BoardMove{Tri: &TriMove{Row: 0, Piece: TriBlue, K: 2}}}}},
	CacheList{ID: 4},
	CacheClear{ID: 5},
	Ready{},
	Crash{Message: "the solver stopped (exit code 2)"},
	Progress{ID: 6, Done: 42, Total: 100},
	Result{ID: 7, Output: "Alice\nBob\n", Lines: []uint32{0, 6, 10}, Source: SourceCache, Tables: 2,
		Phases: Phases{Parse: 1.5, Ahead: true, Answered: true, Tables: 120, Solve: 0.25}},
	Result{ID: 8, Output: "", Source: SourceComputed},
	Values{ID: 9, Values: []byte{1, 0, 0, 0}, Period: "preperiod 53, period 34 (proven)", Pre: 53, Length: 34, Saltus: 1, Proven: true,
		Rare: &Rare{Mask: 0x12, Computed: 1 << 20, Positions: []byte{7, 0, 0, 0}, Values: []uint32{0, 3, 12}}, Source: SourceComputed},
	Values{ID: 10, Values: []byte{}, Period: "none found", Source: SourceCache},
	Values{ID: 10, Values: []byte{0, 0, 0, 0, 1, 0, 0, 0}, Period: "none found", Partial: true, Source: SourceComputed},
	Values{ID: 10, Values: []byte{2, 0, 0, 0}, Period: "period 1", Length: 1, Limit: 16384, Source: SourceComputed},
	Values{ID: 10, Values: []byte{1, 0, 0, 0}, Period: "none found", Stopped: "0.77: misère Grundy values are computed up to heap 0 only", Source: SourceComputed},
	Values{ID: 18, Values: "bytes", Cols: 31, Params: []Param{{"k", "2", "3"}}, Period: "period 3", Positions: 961, Bytes: 46128, Source: "computed"},
	Rule{ID: 18, N: 30, Found: true, Sentence: "g(a, b) = a xor b", Status: "checked up to 30"},
	Values{ID: 26, Values: "bytes", Cols: 101, Period: "period 12", Source: "computed",
		Recognized: &Recognition{What: "code 0.77 (kayles)", Code: "0.77", Upto: 100, Extends: true, Native: true}},
	Values{ID: 27, Values: "bytes", Cols: 101, Source: "computed",
		Recognized: &Recognition{What: "code 0.77 (kayles)", Code: "0.77", Upto: 40, Extends: true, Differs: "heap 41 has the option 1+39, which the code does not"}},
	Analysis{ID: 11, Game: "tricolore", Pos: "1 2 3", Over: false, Wins: true, Unknown: true, Partial: true, Value: "*3", Parts: []string{"1", "0", "ended"},
		Remoteness: -1, Count: 1e12, Moves: []Move{{"take 1", BoardMove{Heaps: []HeapChange{{0, []int{0}}}}}, {"take 2", BoardMove{Heaps: []HeapChange{{1, []int{1, 2}}}}}},
		Longest: &Move{"wait", BoardMove{Tri: &TriMove{1, TriRed, 3}}}, Reply: &Move{"take 1", BoardMove{Heaps: []HeapChange{{0, []int{0}}}}}, Source: SourceCache},
	Analysis{ID: 12, Game: "nim", Pos: "0", Over: true, Remoteness: 0, Moves: []Move{}},
	Error{ID: 13, Message: "input:3:7: expected an integer (a_i), found \"x\""},
	Error{ID: 20, Message: "g.star:2:1: got newline, want ':'", Line: 2, Col: 1},
	Cache{ID: 14, Available: true, Entries: []CacheEntry{{"tricolore/v1/f=6", 800004}, {"notnim/v1", 20 << 20}}},
	Cache{ID: 15},
	Explain{ID: 16, Problem: "nim", Input: "1\n2\n1 2\n", From: 200, Count: 200},
	Explain{ID: 16, Problem: "nim", Kept: true, From: 0, Count: 200},
	Check{ID: 17, Problem: "nim", Input: "1\n2\n1 2\n", Output: "No\n"},
	Check{ID: 17, Problem: "nim", Kept: true, Output: "No\n"},
	Generate{ID: 18, Problem: "notnim", Kind: "edge", Seed: 7, Cases: 3},
	Explained{ID: 19, Total: 1, Source: SourceComputed, Cases: []Case{{Name: "case 1", At: "2:1", Out: "1:1", OutLine: 1,
		Answer: "Yes", Parts: []Part{{"heap 1 (size 1)", "1"}, {"heap 2 (size 2)", "2"}}, MoreParts: 3, Value: "1 ^ 2 = 3",
		Verdict: "nim value 3", Move: "heap 2: take 1", Game: "nim", Position: "1,2", NoPlay: "too large"}}},
	Checked{ID: 20, Total: 1, Wrong: 1, Verdicts: []string{"wrong"}, Names: []string{"case 1"}, Source: SourceCache,
		First: &Mismatch{At: "1:1", Expected: "Yes", Got: "no", Aside: " (answers are Yes or No)", Case: &Case{Name: "case 1", Parts: []Part{{"heap", "1"}}}}},
	Checked{ID: 21, Total: 1, Verdicts: []string{"correct"}, Names: []string{"case 1"}},
	Generated{ID: 22, Input: "1\n1\n0\n", Answers: "No\n", Source: SourceComputed},
	Pattern{ID: 23, Game: GameRef{Spec: "kayles"}, Kind: "grundy", N: "1000", Verify: "5000"},
	Pattern{ID: 24, Game: GameRef{Name: "g.star", Code: "def moves(n): return [n - 1] if n else []", Params: "k=2"}, Kind: "grundy", N: "100"},
	Rule{ID: 24, N: 1000, Found: true, Sentence: "g(n) is periodic", Formula: "g(n) = T[n mod 2]", Status: "proven",
		Exceptions: "g(0) = 0", Predicted: []byte{1, 0, 0, 0}, Verified: 5000, VerifiedBy: "the values past 256 are those of code 0.77 (kayles), from its own engine",
		Counter: &Counter{N: 1200, Predicted: 3, Actual: 4}},
	Emit{ID: 28, Game: GameRef{Spec: "0.07"}, Kind: "grundy", N: "1000", Lang: "c++"},
	Code{ID: 28, Lang: "c++", Code: "long long grundy(long long n) {\n\treturn 0;\n}\n", File: "nimber-0.07.cpp"},
	Code{ID: 29, Lang: "go", Refused: "no rule found"},
	Rule{ID: 25, N: 10, Why: "no rule", Tried: "period\nfeatures", Best: "periodic except at 3 positions"},
	Options{ID: 17, Game: GameRef{Name: "g.star", Code: "def moves(n): return []"}, Kind: "misere", Pos: "3,5"},
	OptionList{ID: 19, Pos: "(3, 5)", Value: 2, Options: []Option{{"(2, 5)", "0", 0}, {"[1, 2]", "1 ^ 1", 0}}, Rule: "mex{0, 1} = 2"},
	OptionList{ID: 19, Pos: "0", Rule: "no option: 0"},
	Moves{ID: 23, Table: Table{Game: GameRef{Name: "g.star", Code: "def moves(n): return []"}, Kind: "grundy", N: "2000"}, Part: 1, Parts: 3},
	MoveLists{ID: 24, Lists: "bytes", Listed: true},
	MoveLists{ID: 24, Cached: true},
	Play{ID: 21, Game: GameRef{Spec: "sub:1,3,4"}, Positions: "5 3,4"},
	Verdict{ID: 22, Positions: "5 7", FirstWins: true, Count: 1, Moves: []SumMove{{"heap 2: 7 -> 5", "5 5"}}, All: []SumMove{{"heap 1: 5 -> 4", "4 7"}}},
	Verdict{ID: 22, Positions: "0", Over: true},
	Quotient{ID: 30, Game: GameRef{Spec: "kayles"}, N: "30"},
	Quotient{ID: 31, Game: GameRef{Name: "k.star", Code: "def moves(n): return []", Params: "k=2"}, N: " 12 "},
	QuotientStep{ID: 30, Heap: 7, N: 30, Order: 12},
	QuotientView{ID: 30, Code: "0.3333", Asked: 3, N: 3, Order: 6, PPortion: 2, Generators: []string{"a", "b"}, GenHeaps: []int{1, 2},
		Relations: []string{"a^2=1", "b^3=b"}, Words: []string{"1", "a", "b", "ab", "b^2", "ab^2"}, P: []int{1, 4},
		Heaps: []int{0, 1, 2, 3}, Table: "bytes", Source: SourceComputed},
	QuotientView{ID: 32, Code: "0.07", Asked: 30, N: 24, Order: 24, PPortion: 5, Words: []string{"1"}, Heaps: []int{0},
		Stopped: 25, Reason: "too many sums", Source: SourceCache},
	MisereSum{ID: 33, Game: GameRef{Spec: "0.77"}, N: "30", Heaps: "5 7 9"},
	MisereVerdict{ID: 33, Heaps: "5 7 9", Lines: []string{"first player wins: 1 winning move", "heap 1: 5 -> 2+1"}},
	MisereVerdict{ID: 34, Heaps: "1", Lines: []string{"second player wins (the player to move loses)"}},
	Stop{ID: 30},
	FarProgress{ID: 30, Done: 1 << 20, Total: 1 << 21, From: 4096, Rate: 3.5e5, Left: 2.9, Max: 230, Rare: 1200, Mask: 0xfe,
		Counts: []int{5, 7, 9}, RareHeaps: "bytes", Restart: true, Workers: 2},
	FarHelp{Game: "4!.", N: 1 << 21, Index: 1, Helpers: 3, Control: "control", Values: "values", Marks: "marks"},
	SparseHelp{Moves: []int{1, 4, 9}, N: 1 << 20, Index: 1, Control: "control", Values: "values", Marks: "marks"},
	Values{ID: 30, Values: "bytes", Cols: 1 << 18, Period: "none found", Source: SourceComputed, Workers: 2,
		Rare: &Rare{Mask: 0xfe, Computed: 1 << 21, Positions: "bytes"},
		Far:  &Far{N: 1<<21 - 1, From: 4096, Stopped: true, Max: 231, MaxAt: 763622, Counts: []int{1, 2}, Rare: 1274, LastRare: 82860, Workers: 2, Kept: true}},
	Recognized{ID: 30, Period: "preperiod 0, period 2 (proven)",
		Recognized: &Recognition{What: "code 0.77 (kayles)", Code: "0.77", Upto: 256, Extends: true, Native: true}},
}

// normal is m as Decode returns it: an empty list decodes as nil.
func normal(m Message) Message {
	v := reflect.New(reflect.TypeOf(m)).Elem()
	v.Set(reflect.ValueOf(m))
	for i := range v.NumField() {
		if f := v.Field(i); f.Kind() == reflect.Slice && f.Len() == 0 {
			f.Set(reflect.Zero(f.Type()))
		}
	}
	return v.Interface().(Message)
}

// mapBlobs returns m with each non-nil Blob b replaced by f(b).
func mapBlobs(m Message, f func(Blob) Blob) Message {
	v := reflect.New(reflect.TypeOf(m)).Elem()
	v.Set(reflect.ValueOf(m))
	var walk func(v reflect.Value)
	walk = func(v reflect.Value) {
		switch {
		case v.Type() == blobType:
			if !v.IsNil() {
				v.Set(reflect.ValueOf(f(v.Interface())))
			}
		case v.Kind() == reflect.Pointer && !v.IsNil():
			p := reflect.New(v.Type().Elem())
			p.Elem().Set(v.Elem())
			walk(p.Elem())
			v.Set(p)
		case v.Kind() == reflect.Struct:
			for i := range v.NumField() {
				walk(v.Field(i))
			}
		}
	}
	walk(v)
	return v.Interface().(Message)
}

func TestRoundTripEveryMessage(t *testing.T) {
	seen := map[string]bool{}
	for _, m := range examples {
		seen[m.Type()] = true
		decoded, err := Decode(jsValue{toJS(Encode(m))})
		if err != nil {
			t.Fatalf("%s: %v", m.Type(), err)
		}
		// A decoded Blob is the received value itself.
		got := mapBlobs(decoded, func(b Blob) Blob { return b.(jsValue).v })
		if want := normal(m); !reflect.DeepEqual(got, want) {
			t.Errorf("%s: got %#v\nwant %#v", m.Type(), got, want)
		}
	}
	for _, m := range messages {
		if !seen[m.Type()] {
			t.Errorf("no example of %s", m.Type())
		}
	}
	if len(byType) != len(messages) {
		t.Errorf("%d types for %d message types: two share a Type", len(byType), len(messages))
	}
}

// The wire names are the worker's and the page's contract (and the shim's,
// for ready and crash): a renamed tag must be a deliberate change.
func TestWireNames(t *testing.T) {
	cases := []struct {
		m    Message
		want string
	}{
		{Solve{}, "id input kept problem type=solve"},
		{ReadAhead{}, "input problem type=read-ahead"},
		{Ready{}, "type=ready"},
		{Crash{}, "message type=crash"},
		{Result{}, "id lines output phases source tables type=result"},
		{Table{}, "game id kind lists n rule type=table warm workers"},
		{Position{}, "analyze edit game id move orExample pos type=position"},
		{Board{}, "complete data game id legal pos refused said type=board"},
		{Values{}, "bytes cols far id length limit params partial period positions pre proven rare recognitionFollows recognized ruleFollows saltus source stopped type=values values workers"},
		{Recognized{}, "id period recognized type=recognized"},
		{FarProgress{}, "counts done from id left mask max rare rareHeaps rate restart total type=far-progress workers"},
		{FarHelp{}, "control game helpers index marks n type=far-help values"},
		{SparseHelp{}, "control index marks moves n type=sparse-help values"},
		{Stop{}, "id type=stop"},
		{Error{}, "col id line message type=error"},
		{Options{}, "game id kind pos type=options"},
		{Play{}, "game id positions type=play"},
		{Moves{}, "id part parts table type=moves"},
		{Pattern{}, "game id kind n type=pattern verify"},
		{Emit{}, "game id kind lang n type=emit"},
		{Code{}, "code file id lang refused type=code"},
		{Cache{Entries: []CacheEntry{{}}}, "available entries id type=cache"},
		{Quotient{}, "game id n type=quotient"},
		{QuotientStep{}, "heap id n order type=quotient-step"},
		{QuotientView{}, "asked code genHeaps generators heaps id n order p pPortion reason relations source stopped table type=quotient-view words"},
		{MisereSum{}, "game heaps id n type=misere-sum"},
		{MisereVerdict{}, "heaps id lines type=misere-verdict"},
	}
	for _, c := range cases {
		var names []string
		for k, v := range Encode(c.m) {
			if k == "type" {
				k += "=" + v.(string)
			}
			names = append(names, k)
		}
		if got := strings.Join(sorted(names), " "); got != c.want {
			t.Errorf("%T: %s, want %s", c.m, got, c.want)
		}
	}
	var ref []string
	for k := range Encode(Table{})["game"].(map[string]any) {
		ref = append(ref, k)
	}
	if got, want := strings.Join(sorted(ref), " "), "code name params spec"; got != want {
		t.Errorf("GameRef: %s, want %s", got, want)
	}
}

func sorted(s []string) []string {
	for i := range s {
		for j := i + 1; j < len(s); j++ {
			if s[j] < s[i] {
				s[i], s[j] = s[j], s[i]
			}
		}
	}
	return s
}

func TestDecodeRejects(t *testing.T) {
	cases := []struct {
		name string
		obj  any
		want string
	}{
		{"null", nil, "empty message"},
		{"no type", map[string]any{"id": 1.0}, "without a type"},
		{"unknown type", map[string]any{"type": "solv"}, `unknown message type "solv"`},
		{"string for a number", map[string]any{"type": "progress", "done": "5"}, "malformed progress message"},
		{"number for a list", map[string]any{"type": "cache", "entries": 3.0}, "malformed cache message"},
	}
	for _, c := range cases {
		_, err := Decode(jsValue{c.obj})
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: err %v, want %q", c.name, err, c.want)
		}
	}
}

// A missing property decodes as the zero value, so a message from an older
// shim or a smaller sender still reads.
func TestDecodeMissingFields(t *testing.T) {
	got, err := Decode(jsValue{map[string]any{"type": "analysis", "id": 3.0}})
	if err != nil || !reflect.DeepEqual(got, Analysis{ID: 3}) {
		t.Fatalf("got %#v, %v", got, err)
	}
}
