package protocol

// Messages of the contest companion: explain an input, check an output,
// generate a test.

// Explain asks for the cases From to From+Count−1 of the contest input
// Input (bytes, as Solve's) of problem Problem explained. (Inputs may
// have 10^5 cases: the page asks for a page of them at a time.) Kept is
// Solve's.
type Explain struct {
	ID      int    `msg:"id"`
	Problem string `msg:"problem"`
	Input   Blob   `msg:"input"`
	Kept    bool   `msg:"kept"`
	From    int    `msg:"from"`
	Count   int    `msg:"count"`
}

// Check asks for the output Output compared, word by word, with the
// expected output of Input (both bytes, as Solve's input). Kept is
// Solve's.
type Check struct {
	ID      int    `msg:"id"`
	Problem string `msg:"problem"`
	Input   Blob   `msg:"input"`
	Kept    bool   `msg:"kept"`
	Output  Blob   `msg:"output"`
}

// Generate asks for a test input of problem Problem: Kind random, max or
// edge, Seed (0 to MaxSeed), Cases cases (0: the kind's default).
type Generate struct {
	ID      int    `msg:"id"`
	Problem string `msg:"problem"`
	Kind    string `msg:"kind"`
	Seed    int    `msg:"seed"`
	Cases   int    `msg:"cases"`
}

// MaxSeed is the largest seed of a generated test, on the page and the
// command line alike: messages to the worker carry numbers as JavaScript
// numbers, exact up to 2^53 − 1, and a seed gives the same input anywhere.
const MaxSeed = 1<<53 - 1

// MaxParts is the most components a Case lists; MoreParts counts the rest.
const MaxParts = 12

// Case is one explained case (contest.Case).
type Case struct {
	Name      string `msg:"name"`
	At        string `msg:"at"`  // where the case starts in the input, "LINE:COL"
	Out       string `msg:"out"` // where its answer starts in the output, "LINE:COL"
	OutLine   int    `msg:"outLine"`
	Answer    string `msg:"answer"`
	Parts     []Part `msg:"parts"`
	MoreParts int    `msg:"moreParts"`
	Value     string `msg:"value"`
	Verdict   string `msg:"verdict"`
	Move      string `msg:"move"`
	Game      string `msg:"game"`
	Position  string `msg:"position"` // "" when the case does not fit the play board
	NoPlay    string `msg:"noPlay"`   // why not
}

// Part is a component of a case and its value.
type Part struct {
	Name  string `msg:"name"`
	Value string `msg:"value"`
}

// Explained answers Explain request ID: the cases asked for, of Total.
type Explained struct {
	ID     int    `msg:"id"`
	Total  int    `msg:"total"`
	From   int    `msg:"from"`
	Cases  []Case `msg:"cases"`
	Source string `msg:"source"`
}

// MaxVerdicts is the most verdicts a Checked lists.
const MaxVerdicts = 500

// Checked answers Check request ID: the number of cases and of wrong or
// missing ones, the verdicts of the first cases ("correct", "wrong",
// "missing", at most MaxVerdicts) and the first mismatch with its case
// explained, nil when the output is right.
type Checked struct {
	ID       int       `msg:"id"`
	Total    int       `msg:"total"`
	Wrong    int       `msg:"wrong"`
	Verdicts []string  `msg:"verdicts"`
	Names    []string  `msg:"names"` // the names of those cases
	First    *Mismatch `msg:"first"`
	Source   string    `msg:"source"`
}

// Mismatch is the first word of a checked output that differs from the
// expected one; Case is nil for words after the last answer.
type Mismatch struct {
	At       string `msg:"at"` // in the checked output, "LINE:COL"
	Expected string `msg:"expected"`
	Got      string `msg:"got"`
	// Aside, when Got can be no answer, says what answers are, in
	// parentheses after a space, for the end of a sentence (contest.Aside);
	// "" otherwise.
	Aside string `msg:"aside"`
	Case  *Case  `msg:"case"`
}

// Generated answers Generate request ID: the input and its expected output.
type Generated struct {
	ID      int    `msg:"id"`
	Input   Blob   `msg:"input"`   // a JavaScript string
	Answers Blob   `msg:"answers"` // a JavaScript string
	Source  string `msg:"source"`
}

func (Explain) Type() string   { return "explain" }
func (Check) Type() string     { return "check" }
func (Generate) Type() string  { return "generate" }
func (Explained) Type() string { return "explained" }
func (Checked) Type() string   { return "checked" }
func (Generated) Type() string { return "generated" }
