package protocol

// Messages of the explorer's Pattern panel.

// Pattern asks for a rule in the values of Kind of Game for the positions
// 0..N (fields as Table reads them) and, when Verify is not empty, for a
// check of the rule against the values up to Verify. Answered by Rule or
// Error.
type Pattern struct {
	ID     int     `msg:"id"`
	Game   GameRef `msg:"game"`
	Kind   string  `msg:"kind"`
	N      string  `msg:"n"`
	Verify string  `msg:"verify"`
}

// Rule is the answer to Pattern request ID: the rule found in heaps 0..N
// (Found false: Why, what was Tried one per line, and the Best partial fit).
type Rule struct {
	ID         int    `msg:"id"`
	N          int    `msg:"n"`
	Found      bool   `msg:"found"`
	Sentence   string `msg:"sentence"`
	Formula    string `msg:"formula"`
	Status     string `msg:"status"`     // proven, or checked up to N
	Exceptions string `msg:"exceptions"` // the positions where the rule's form does not hold
	Predicted  Blob   `msg:"predicted"`  // a Uint8Array of 32-bit little-endian words: the rule's values from N+1 on
	Verified   int    `msg:"verified"`   // the M checked up to, 0 when not asked
	// VerifiedBy, for a game file whose values past the heaps its rules
	// were read on came from the engine of the code they match there,
	// says so ("the values past 256 are those of code 0.77 (kayles), from
	// its own engine"): the check up to Verified is of those values. ""
	// otherwise.
	VerifiedBy string   `msg:"verifiedBy"`
	Counter    *Counter `msg:"counter"` // the first value past N the rule misses, nil when none
	Why        string   `msg:"why"`
	Tried      string   `msg:"tried"`
	Best       string   `msg:"best"`
}

// Counter is a counterexample to a rule: the value it predicts at N and the
// value computed there.
type Counter struct {
	N         int    `msg:"n"`
	Predicted uint32 `msg:"predicted"`
	Actual    uint32 `msg:"actual"`
}

// Emit asks for the rule found in the values of Kind of Game for the
// positions 0..N (as Pattern finds it, with the same fields) written as a
// program in Lang: "c++", "python" or "go" (package pattern's emitter).
// Answered by Code or Error.
type Emit struct {
	ID   int     `msg:"id"`
	Game GameRef `msg:"game"`
	Kind string  `msg:"kind"`
	N    string  `msg:"n"`
	Lang string  `msg:"lang"`
}

// Code answers Emit request ID: the program in Lang and a name for its
// file, or, when the rule found cannot be written as code (or no rule was
// found), Refused saying why.
type Code struct {
	ID      int    `msg:"id"`
	Lang    string `msg:"lang"`
	Code    string `msg:"code"`
	File    string `msg:"file"`
	Refused string `msg:"refused"`
}

func (Pattern) Type() string { return "pattern" }
func (Rule) Type() string    { return "rule" }
func (Emit) Type() string    { return "emit" }
func (Code) Type() string    { return "code" }
