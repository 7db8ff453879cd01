// Package protocol defines the messages between Nimber's pages and the solver
// worker (app/worker), once, as Go types both sides import.
//
// On the wire a message is a JavaScript object: its "type" names the message
// (each type's Type) and the other properties are the fields of its Go type,
// named by their `msg` tags. Encode turns a message into the map that
// postMessage sends; Decode reads a received object back through any value
// type with the methods of a JavaScript value (syscall/js's js.Value in the
// worker, go-app's app.Value in the page, a plain Go value in native tests),
// so neither depends on syscall/js.
//
// Fields of type Blob carry large data (a contest input or output, a table)
// without copying it into Go: Encode passes a Blob through as it is, and
// Decode keeps the received JavaScript value itself.
package protocol

import (
	"fmt"
	"reflect"
)

// Blob is a JavaScript value passed through a message uncopied: a string or
// a Uint8Array. The page holds it as an app.Value, the worker as a js.Value
// (or sets it from a Go string or a js.Value before encoding); native tests
// use any Go value.
type Blob any

// Message is one message between the page and the worker.
type Message interface {
	// Type is the message's "type" on the wire.
	Type() string
}

// Messages from the page to the worker.

// Solve asks for the contest output of Input under the rules of the
// problem Problem (a problems ID). Contest texts go to the worker as their
// UTF-8 bytes, a Uint8Array whose memory the message transfers. With Kept,
// Input is left out: it is the input of the page's last ReadAhead (see
// there).
type Solve struct {
	ID      int    `msg:"id"`
	Problem string `msg:"problem"`
	Input   Blob   `msg:"input"`
	Kept    bool   `msg:"kept"`
}

// ReadAhead gives the worker the contest input Input (bytes, as Solve's)
// of the problem Problem before it is run: the page sends it when an input
// is put back after a reload, opened, dropped, pasted or chosen. The worker
// reads it at once and keeps what it read; the next Solve, Explain or Check
// of the same problem with Kept set (below) starts from that
// (Phases.Ahead). When the answer needs no table built (the problem
// answers directly, or every table is in the cache), the worker answers it
// too, and the next Solve posts that answer (Phases.Answered); Explain and
// Check then read the input again. There is no reply: an input the worker
// cannot read is reported to the request that runs it.
//
// The worker keeps Input itself, read or not, until the next ReadAhead: a
// Solve, Explain or Check of the same problem may then set Kept instead of
// posting the same megabytes again (a copy on the page's thread, another
// as the worker takes the message in).
type ReadAhead struct {
	Problem string `msg:"problem"`
	Input   Blob   `msg:"input"`
}

// GameRef names the game a request concerns, whatever its origin: a
// built-in game (Spec, a spec or classic name that games.Parse reads), or
// a game file (Code, its Starlark source, named Name, run with the
// parameter values Params: "name=value" lines, the others keep their
// defaults). Spec wins when both are set.
type GameRef struct {
	Spec   string `msg:"spec"`
	Name   string `msg:"name"`
	Code   string `msg:"code"`
	Params string `msg:"params"`
}

// Table asks for the values of Kind (games.ParseKind's names) of Game for
// the positions N as typed (the worker parses it): "N" for 0..N, "N,M"
// for the pairs up to (N, M). Answered by Values (partial ones first while
// a long table is built) or Error.
type Table struct {
	ID    int     `msg:"id"`
	Game  GameRef `msg:"game"`
	Kind  string  `msg:"kind"`
	N     string  `msg:"n"`
	Rule  bool    `msg:"rule"`  // look for a rule in the values too: a Rule of the same ID follows the Values
	Warm  bool    `msg:"warm"`  // compute without the cache: the page warms the interpreter up
	Lists Blob    `msg:"lists"` // option lists other workers listed (MoveLists), or nil
	// Workers is the most workers a far table, or a game file's table
	// valued as a subtraction game, may use (the explorer's ?workers=N);
	// 0 leaves the choice to the worker.
	Workers int `msg:"workers"`
}

// Moves asks for the option lists of a share of the positions of Table
// (its ID, Rule, Warm and Lists are not read): position i, row by row,
// when i % Parts == Part, so that several workers call a game file's moves
// at once. Answered by MoveLists or Error; the page passes the lists on in
// Table.Lists. A table of fewer than ListAtLeast positions is not worth
// listing: one worker values it sooner, and the page asks for it at once.
type Moves struct {
	ID    int   `msg:"id"`
	Table Table `msg:"table"`
	Part  int   `msg:"part"`
	Parts int   `msg:"parts"`
}

// ListAtLeast is the fewest positions of a table worth listing in several
// workers (Moves).
const ListAtLeast = 1000

// Options asks for the options of position Pos ("7" or "3,5") of Game,
// with their values of Kind. Answered by OptionList or Error.
type Options struct {
	ID   int     `msg:"id"`
	Game GameRef `msg:"game"`
	Kind string  `msg:"kind"`
	Pos  string  `msg:"pos"`
}

// Play asks who wins the sum of the positions Positions (space separated,
// "7" or "3,5" each) of Game, played disjunctive in normal play, and for
// every winning move. Answered by Verdict or Error.
type Play struct {
	ID        int     `msg:"id"`
	Game      GameRef `msg:"game"`
	Positions string  `msg:"positions"`
}

// Stop asks the worker to stop request ID. A Table computed far stops at
// the next chunk of heaps: it then keeps the heaps done and answers with
// them (Values, its Far.Stopped set). A request still waiting behind
// another is dropped unanswered. Other requests, once running, are stopped
// by replacing the worker.
type Stop struct {
	ID int `msg:"id"`
}

// CacheList asks for the cache's content (answered by Cache).
type CacheList struct {
	ID int `msg:"id"`
}

// CacheClear asks to delete every cached table (answered by Cache).
type CacheClear struct {
	ID int `msg:"id"`
}

// Messages from the worker to the page.

// Ready says the worker listens (posted by its JavaScript shim).
type Ready struct{}

// Crash says the worker stopped or failed to start (posted by its
// JavaScript shim, or made by the page from the worker's error event).
type Crash struct {
	Message string `msg:"message"`
}

// Progress reports how far request ID has come while tables are built.
type Progress struct {
	ID    int `msg:"id"`
	Done  int `msg:"done"`
	Total int `msg:"total"`
}

// FarProgress reports, every quarter of a second or so, how far Table
// request ID has come while its values are computed far (octal's Far
// engine): what the explorer draws while it waits.
type FarProgress struct {
	ID    int     `msg:"id"`
	Done  int     `msg:"done"`  // heaps 0..Done−1 are valued
	Total int     `msg:"total"` // heaps asked for: 0..Total−1
	From  int     `msg:"from"`  // heaps read back from the stored prefix at the start
	Rate  float64 `msg:"rate"`  // values a second, since the start
	Left  float64 `msg:"left"`  // seconds left at that rate
	Max   uint32  `msg:"max"`   // the largest value so far
	Rare  int     `msg:"rare"`  // heaps ≥ 1 with a rare value under Mask
	Mask  uint32  `msg:"mask"`  // the mask in use
	// Counts[v] is how many of heaps 0..Done−1 have value v.
	Counts []int `msg:"counts"`
	// RareHeaps is a Uint8Array of 32-bit little-endian pairs (heap,
	// value): the heaps with a rare value found since the last report, or
	// all of them from the first when Restart is set (the mask changed).
	// At most FarRarePlotted pairs are sent in all.
	RareHeaps Blob `msg:"rareHeaps"`
	Restart   bool `msg:"restart"`
	// Workers is how many workers compute: 1, or the pool's size (the
	// solver worker and its helpers, FarHelp) when the page is
	// cross-origin isolated.
	Workers int `msg:"workers"`
}

// FarHelp makes the solver worker that receives it a helper of another's
// far run (the pool of app/worker's farpool_js.go): until the run sets its
// quit flag, it marks the jobs the run hands over in Control, reading the
// values from Values and writing its marks into Marks (SharedArrayBuffers).
// Sent by a solver worker to the workers it started, never by the page.
type FarHelp struct {
	Game    string `msg:"game"`    // the code valued, in normal form
	N       int    `msg:"n"`       // the last heap of the run
	Index   int    `msg:"index"`   // this helper's share: the Index-th of Helpers
	Helpers int    `msg:"helpers"` // the helpers of the run
	Control Blob   `msg:"control"` // an Int32Array: the jobs and their hand-overs
	Values  Blob   `msg:"values"`  // a growable SharedArrayBuffer: the values
	Marks   Blob   `msg:"marks"`   // a growable SharedArrayBuffer: the marks
}

// SparseHelp makes the solver worker that receives it a helper of
// another's run of subtraction.Sparse (the pool of app/worker's
// sparsepool_js.go), as FarHelp does for a far run: it takes chunks of the
// far moves of each block the run hands over in Control and marks them,
// reading the values (32 bits each) from Values and writing its masks into
// its part of Marks.
type SparseHelp struct {
	Moves   []int `msg:"moves"`   // the game's moves, ascending
	N       int   `msg:"n"`       // the last heap of the run
	Index   int   `msg:"index"`   // this helper's part of Marks
	Control Blob  `msg:"control"` // an Int32Array: the jobs and their hand-overs
	Values  Blob  `msg:"values"`  // a growable SharedArrayBuffer: the values
	Marks   Blob  `msg:"marks"`   // a growable SharedArrayBuffer: the masks
}

// FarRarePlotted is the most rare heaps FarProgress sends for a request:
// the plot of rare heaps shows the first ones.
const FarRarePlotted = 1 << 16

// FarWindow is the most values the answer to a table valued far carries
// (Values.Values): the pictures and the export show heaps
// 0..FarWindow−1, the figures in Far cover them all.
const FarWindow = 1 << 18

// Far describes a table valued far: its Values hold the first heaps only
// (a window), Far the figures of them all.
type Far struct {
	N       int    `msg:"n"`       // heaps 0..N are valued
	From    int    `msg:"from"`    // heaps read back from the stored prefix
	Stopped bool   `msg:"stopped"` // the request was stopped (Stop): N is short of it
	Max     uint32 `msg:"max"`
	MaxAt   int    `msg:"maxAt"`
	// Counts[v] is how many of heaps 0..N have value v.
	Counts   []int `msg:"counts"`
	Rare     int   `msg:"rare"` // heaps with a rare value under Values.Rare.Mask
	LastRare int   `msg:"lastRare"`
	Workers  int   `msg:"workers"` // the workers that computed (FarProgress.Workers)
	// Kept: heaps 0..N are kept in this browser, for the same request to
	// continue from (false where storage is refused or full).
	Kept bool `msg:"kept"`
}

// Sources of a result's tables.
const (
	SourceCache    = "cache"    // every table came from the cache
	SourceComputed = "computed" // at least one table was built, or none was needed
)

// Result is the contest output of Solve request ID.
type Result struct {
	ID     int    `msg:"id"`
	Output Blob   `msg:"output"` // a Uint8Array, transferred: the output's UTF-8 bytes
	Lines  Blob   `msg:"lines"`  // a Uint32Array: where each line of Output starts in its text (UTF-16 units), then its length
	Source string `msg:"source"` // SourceCache or SourceComputed
	Tables int    `msg:"tables"` // how many tables the answer was computed from (0: none, Phases.Tables is 0)
	Phases Phases `msg:"phases"`
}

// Phases is where the worker's time on a Solve went, in milliseconds.
type Phases struct {
	Parse    float64 `msg:"parse"`    // reading the input into Go and checking it
	Ahead    bool    `msg:"ahead"`    // Parse was done before the run (ReadAhead)
	Answered bool    `msg:"answered"` // so were Tables and Solve (ReadAhead too)
	Tables   float64 `msg:"tables"`   // building the tables, or reading them from the cache
	Solve    float64 `msg:"solve"`    // the answer from the tables, and its text
}

// Values is the answer to Table request ID: the values, their period and
// what valuing them cost.
type Values struct {
	ID     int    `msg:"id"`
	Values Blob   `msg:"values"` // a Uint8Array of 32-bit little-endian words, row by row
	Cols   int    `msg:"cols"`   // values per row: M+1 for pairs, else all of them
	Period string `msg:"period"` // the period of one-dimensional values, as text
	Pre    int    `msg:"pre"`    // preperiod
	Length int    `msg:"length"` // period length, 0 when none was found
	Saltus uint32 `msg:"saltus"`
	Proven bool   `msg:"proven"`
	Rare   *Rare  `msg:"rare"` // nil unless the Grundy values of a take-and-break code
	// RuleFollows says that a Rule of the same ID follows: the rule found
	// in the values, when Table.Rule asked for it and the finder reads a
	// table this large (package pattern). The values come first, so that
	// the page draws them while the finder looks.
	RuleFollows bool    `msg:"ruleFollows"`
	Params      []Param `msg:"params"`    // the parameters of a game file, with the values used
	Positions   int     `msg:"positions"` // positions of a game file valued so far
	Bytes       int     `msg:"bytes"`     // memory they take (0 when read from the cache)
	// Workers is how many workers valued a game file's table as a
	// subtraction game (SparseHelp): 0 when not valued so.
	Workers int    `msg:"workers"`
	Source  string `msg:"source"`
	// Partial marks the values of the positions computed so far (a prefix
	// of the table asked for): more follow, unless the request is cancelled.
	Partial bool `msg:"partial"`
	// Limit is, when the request asked for heaps over a built-in game's
	// limit (games.Game.Limit), that limit: the values stop there. 0
	// otherwise.
	Limit int `msg:"limit"`
	// Stopped, when a cap on memory stopped the values of a table before
	// the last position asked for (a built-in game's games.CapError, a game
	// file's explore.StopError), says where and why: the values are those
	// of the positions before it (of pairs, the whole rows before it). ""
	// otherwise.
	Stopped string `msg:"stopped"`
	// Far, when the values were computed far, gives their figures; Values
	// then holds only the first FarWindow heaps.
	Far *Far `msg:"far"`
	// Recognized is what the rules of a game file match (a take-and-break
	// code or a subtraction game) when its one-dimensional Grundy values
	// were asked for and the match is worth telling; nil otherwise, and
	// nil when RecognitionFollows.
	Recognized *Recognition `msg:"recognized"`
	// RecognitionFollows says that a Recognized of the same ID follows
	// (before the Rule, if one follows): the rules of a game file are
	// recognised after the values of a small table, or of one read from
	// the cache, are sent.
	RecognitionFollows bool `msg:"recognitionFollows"`
}

// Recognized follows Values when its RecognitionFollows is set: what the
// rules were recognised as (nil when nothing worth telling), and the
// period of the values found again under the theorem of the code they
// match ("" when it proves nothing more than Values.Period said).
type Recognized struct {
	ID         int          `msg:"id"`
	Recognized *Recognition `msg:"recognized"`
	Period     string       `msg:"period"`
}

// Recognition says what a game file's rules were recognised as (package
// recognize): What they match ("code 0.77 (kayles)") on every heap up to
// Upto, Code the code to open the built-in game with ("" when the match is
// no code the explorer reads back, such as a code cut short), Native
// whether the values past the heaps read come from that game's own
// engine, and Differs, when the rules leave the code, where they leave it
// (recognize.Match.Departure: "not past it: heap 77 lacks …").
type Recognition struct {
	What    string `msg:"what"`
	Code    string `msg:"code"`
	Upto    int    `msg:"upto"`
	Extends bool   `msg:"extends"`
	Native  bool   `msg:"native"`
	Differs string `msg:"differs"`
	// Checked says, when the values past the heaps read come from the
	// engine, on how many heaps past them the file's rules were checked
	// (recognize.Match.CheckedText).
	Checked string `msg:"checked"`
}

// Rare is Flammenkamp's rare/common split of a code's Grundy values: v is
// common when v&Mask has an odd number of bits. The worker applies the
// rule: Values lists the rare values the table holds, so the page needs
// no copy of it.
type Rare struct {
	Mask      uint32   `msg:"mask"`
	Computed  int      `msg:"computed"`  // Positions lists the rare heaps below Computed
	Positions Blob     `msg:"positions"` // a Uint8Array of 32-bit little-endian heap sizes
	Values    []uint32 `msg:"values"`    // the rare values among the table's values, increasing
}

// Analysis answers Position request ID when it asks for the analysis, after
// its Board (play.Analysis).
type Analysis struct {
	ID         int      `msg:"id"`
	Game       string   `msg:"game"`
	Pos        string   `msg:"pos"` // the position's canonical text
	Over       bool     `msg:"over"`
	Wins       bool     `msg:"wins"`
	Unknown    bool     `msg:"unknown"`
	Partial    bool     `msg:"partial"`
	Value      string   `msg:"value"`
	Parts      []string `msg:"parts"`      // each heap's value, on the heap boards
	Remoteness int      `msg:"remoteness"` // -1 when unknown
	Count      float64  `msg:"count"`      // winning moves; Moves holds the first ones
	Moves      []Move   `msg:"moves"`
	Longest    *Move    `msg:"longest"` // the move that lasts longest when none wins
	Reply      *Move    `msg:"reply"`   // Nimber's reply; nil when the game is over
	Source     string   `msg:"source"`
}

// Move is a move of the play page: described (e.g. "row 1: move blue right
// by 2"), and the move itself.
type Move struct {
	Say  string    `msg:"say"`
	Move BoardMove `msg:"move"`
}

// MoveLists answers Moves request ID: Lists is a Uint8Array of 64-bit
// little-endian words (explore.Preloader). Cached says the table is in the
// cache already (no list is made); Listed false that the positions cannot
// be listed so, or are too few to be worth it (the table is then valued by
// one worker).
type MoveLists struct {
	ID     int  `msg:"id"`
	Lists  Blob `msg:"lists"`
	Cached bool `msg:"cached"`
	Listed bool `msg:"listed"`
}

// Param is a parameter of a game file.
type Param struct {
	Name    string `msg:"name"`
	Default string `msg:"default"`
	Value   string `msg:"value"`
}

// OptionList answers Options request ID: the position, its value, its
// options and how the value follows from theirs.
type OptionList struct {
	ID      int      `msg:"id"`
	Pos     string   `msg:"pos"`
	Value   uint32   `msg:"value"`
	Options []Option `msg:"options"`
	Rule    string   `msg:"rule"` // e.g. "mex{0, 1, 3} = 2"
}

// Option is an option of a position: where it goes ("5" or "[2, 3]" for a
// sum), the values of its parts and its value.
type Option struct {
	To     string `msg:"to"`
	Values string `msg:"values"` // the parts' values: "2 ^ 3" for a sum's Grundy values, "" for its other kinds
	Value  uint32 `msg:"value"`
}

// Verdict answers Play request ID.
type Verdict struct {
	ID        int       `msg:"id"`
	Positions string    `msg:"positions"` // as read, normalised
	Over      bool      `msg:"over"`      // no move is left
	FirstWins bool      `msg:"firstWins"` // the player to move wins
	Count     float64   `msg:"count"`     // winning moves; Moves holds the first ones
	Moves     []SumMove `msg:"moves"`
	All       []SumMove `msg:"all"` // every move (the first ones), to play any of them
}

// SumMove is a move in a sum of positions: described, and the positions it
// leaves.
type SumMove struct {
	Say   string `msg:"say"`
	After string `msg:"after"`
}

// Error says why request ID has no answer (bad input, a value not
// defined, a mistake in a game file): Line and Col place the mistake in
// the game file's code (0 when it has no place there).
type Error struct {
	ID      int    `msg:"id"`
	Message string `msg:"message"`
	Line    int    `msg:"line"`
	Col     int    `msg:"col"`
}

// Cache is the content of the worker's table cache.
type Cache struct {
	ID        int          `msg:"id"`
	Available bool         `msg:"available"` // false when the browser gives the worker no storage
	Entries   []CacheEntry `msg:"entries"`
}

// CacheEntry is one cached table.
type CacheEntry struct {
	Key  string `msg:"key"`
	Size int    `msg:"size"`
}

func (Solve) Type() string       { return "solve" }
func (ReadAhead) Type() string   { return "read-ahead" }
func (Table) Type() string       { return "table" }
func (Moves) Type() string       { return "moves" }
func (Options) Type() string     { return "options" }
func (Play) Type() string        { return "play" }
func (Position) Type() string    { return "position" }
func (Board) Type() string       { return "board" }
func (Stop) Type() string        { return "stop" }
func (CacheList) Type() string   { return "cache-list" }
func (CacheClear) Type() string  { return "cache-clear" }
func (Ready) Type() string       { return "ready" }
func (Crash) Type() string       { return "crash" }
func (Progress) Type() string    { return "progress" }
func (FarProgress) Type() string { return "far-progress" }
func (FarHelp) Type() string     { return "far-help" }
func (SparseHelp) Type() string  { return "sparse-help" }
func (Result) Type() string      { return "result" }
func (Values) Type() string      { return "values" }
func (Recognized) Type() string  { return "recognized" }
func (MoveLists) Type() string   { return "move-lists" }
func (OptionList) Type() string  { return "option-list" }
func (Verdict) Type() string     { return "verdict" }
func (Analysis) Type() string    { return "analysis" }
func (Error) Type() string       { return "error" }
func (Cache) Type() string       { return "cache" }

// messages lists every message type: the one place where a new one is added.
var messages = []Message{
	Solve{}, ReadAhead{}, Table{}, Moves{}, Options{}, Play{}, Position{}, Stop{}, CacheList{}, CacheClear{},
	Ready{}, Crash{}, Progress{}, FarProgress{}, FarHelp{}, SparseHelp{}, Result{}, Values{}, Recognized{}, MoveLists{}, OptionList{}, Verdict{}, Board{}, Analysis{}, Error{}, Cache{},
	Explain{}, Check{}, Generate{}, Explained{}, Checked{}, Generated{},
	Pattern{}, Rule{}, Emit{}, Code{},
	Quotient{}, QuotientStep{}, QuotientView{}, MisereSum{}, MisereVerdict{},
}

// byType maps each Type to its Go type.
var byType = func() map[string]reflect.Type {
	m := make(map[string]reflect.Type, len(messages))
	for _, msg := range messages {
		m[msg.Type()] = reflect.TypeOf(msg)
	}
	return m
}()

var blobType = reflect.TypeFor[Blob]()

// Encode returns m as the object postMessage sends: a map with m's Type
// under "type" and each field under its tag. Nested structs become maps,
// slices []any, nil pointers nil (null), Blobs stay as they are.
func Encode(m Message) map[string]any {
	obj := encodeStruct(reflect.ValueOf(m))
	obj["type"] = m.Type()
	return obj
}

func encodeStruct(v reflect.Value) map[string]any {
	obj := make(map[string]any, v.NumField())
	for i := range v.NumField() {
		obj[v.Type().Field(i).Tag.Get("msg")] = encodeValue(v.Field(i))
	}
	return obj
}

func encodeValue(v reflect.Value) any {
	switch {
	case v.Type() == blobType:
		return v.Interface()
	case v.Kind() == reflect.Pointer:
		if v.IsNil() {
			return nil
		}
		return encodeStruct(v.Elem())
	case v.Kind() == reflect.Struct:
		return encodeStruct(v)
	case v.Kind() == reflect.Slice:
		list := make([]any, v.Len())
		for i := range list {
			list[i] = encodeValue(v.Index(i))
		}
		return list
	}
	return v.Interface()
}

// Value is what Decode needs of a received JavaScript value: the methods
// js.Value and app.Value share.
type Value[V any] interface {
	Get(name string) V
	Index(i int) V
	Length() int
	String() string
	Float() float64
	Bool() bool
	Truthy() bool
	IsNull() bool
	IsUndefined() bool
}

// Decode reads a received message object. A missing, null or false-like
// property decodes as its field's zero value, and so does an empty list; a
// Blob keeps the received value itself (nil when missing or null). The error names an unknown type
// or a property of the wrong kind.
func Decode[V Value[V]](obj V) (m Message, err error) {
	if obj.IsUndefined() || obj.IsNull() {
		return nil, fmt.Errorf("protocol: empty message")
	}
	kind := obj.Get("type")
	if !kind.Truthy() {
		return nil, fmt.Errorf("protocol: message without a type")
	}
	t, ok := byType[kind.String()]
	if !ok {
		return nil, fmt.Errorf("protocol: unknown message type %q", kind.String())
	}
	// A JavaScript value of the wrong kind makes its accessor panic (e.g.
	// Float on a string): that is a malformed message, reported as such.
	defer func() {
		if r := recover(); r != nil {
			m, err = nil, fmt.Errorf("protocol: malformed %s message: %v", kind.String(), r)
		}
	}()
	v := reflect.New(t).Elem()
	decodeStruct(v, obj)
	return v.Interface().(Message), nil
}

func decodeStruct[V Value[V]](v reflect.Value, obj V) {
	for i := range v.NumField() {
		decodeValue(v.Field(i), obj.Get(v.Type().Field(i).Tag.Get("msg")))
	}
}

func decodeValue[V Value[V]](v reflect.Value, js V) {
	if v.Type() == blobType {
		if !js.IsUndefined() && !js.IsNull() {
			v.Set(reflect.ValueOf(js))
		}
		return
	}
	if !js.Truthy() {
		return // the zero value: undefined, null, false, 0 and "" alike
	}
	switch v.Kind() {
	case reflect.String:
		v.SetString(js.String())
	case reflect.Bool:
		v.SetBool(js.Bool())
	case reflect.Int:
		v.SetInt(int64(js.Float()))
	case reflect.Uint32:
		v.SetUint(uint64(js.Float()))
	case reflect.Float64:
		v.SetFloat(js.Float())
	case reflect.Pointer:
		v.Set(reflect.New(v.Type().Elem()))
		decodeStruct(v.Elem(), js)
	case reflect.Struct:
		decodeStruct(v, js)
	case reflect.Slice:
		n := js.Length()
		if n == 0 {
			return // nil, as Encode sends it
		}
		v.Set(reflect.MakeSlice(v.Type(), n, n))
		for i := range n {
			decodeValue(v.Index(i), js.Index(i))
		}
	default:
		panic(fmt.Sprintf("protocol: field of unsupported kind %s", v.Kind()))
	}
}
