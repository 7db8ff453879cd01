package protocol

// Messages of the explorer's "Misère quotient" view and of misère play.

// Quotient asks for the misère quotient of the sums of Game's heaps 1..N
// (N as typed; the worker parses it). Game is a take-and-break code, a
// classic game by name, or a game file whose rules are recognised as a
// code on those heaps. Answered by QuotientStep messages while it is
// computed, then QuotientView or Error.
type Quotient struct {
	ID   int     `msg:"id"`
	Game GameRef `msg:"game"`
	N    string  `msg:"n"`
}

// QuotientStep reports that request ID has its quotient up to heap Heap of
// N, of order Order so far.
type QuotientStep struct {
	ID    int `msg:"id"`
	Heap  int `msg:"heap"`
	N     int `msg:"n"`
	Order int `msg:"order"`
}

// QuotientView answers Quotient request ID: the misère quotient of the sums
// of heaps 1..N of the code Code. Elements are numbered 0..Order-1, 0 being
// the identity (the empty sum).
type QuotientView struct {
	ID       int    `msg:"id"`
	Code     string `msg:"code"`  // the code, in normal form ("0.77")
	Asked    int    `msg:"asked"` // the largest heap asked for
	N        int    `msg:"n"`     // the largest heap included: Asked, or the heap before Stopped
	Order    int    `msg:"order"`
	PPortion int    `msg:"pPortion"`
	// Generators and GenHeaps are the presentation's generators and the
	// heap of each; Relations its relations ("a^2=1").
	Generators []string `msg:"generators"`
	GenHeaps   []int    `msg:"genHeaps"`
	Relations  []string `msg:"relations"`
	Words      []string `msg:"words"` // each element's normal form ("1", "a", "ab^2")
	P          []int    `msg:"p"`     // the elements of the P-portion, in increasing order
	Heaps      []int    `msg:"heaps"` // the element of each heap 0..N
	// Table is the multiplication table: a Uint8Array of Order×Order
	// 16-bit little-endian elements, row x holding x·y for each y; nil
	// when Order is over MaxTable (the page then draws none).
	Table Blob `msg:"table"`
	// Stopped is the heap where a cap stopped the computation, with its
	// Reason; 0 when the quotient of every heap asked is there.
	Stopped int    `msg:"stopped"`
	Reason  string `msg:"reason"`
	Source  string `msg:"source"` // SourceCache or SourceComputed
}

// MaxTable is the largest order whose multiplication table a QuotientView
// carries (2 MB).
const MaxTable = 1024

// MisereSum asks who wins the sum of heaps Heaps (space separated) of Game
// in misère play, and for every winning move, from the misère quotient of
// Game's heaps 1..N (fields as Quotient reads them). Answered by
// MisereVerdict or Error.
type MisereSum struct {
	ID    int     `msg:"id"`
	Game  GameRef `msg:"game"`
	N     string  `msg:"n"`
	Heaps string  `msg:"heaps"`
}

// MisereVerdict answers MisereSum request ID in the command line's words
// (nimber sum -play misere): the verdict, then one line per winning move.
type MisereVerdict struct {
	ID    int      `msg:"id"`
	Heaps string   `msg:"heaps"` // the heaps as read
	Lines []string `msg:"lines"`
}

func (Quotient) Type() string      { return "quotient" }
func (QuotientStep) Type() string  { return "quotient-step" }
func (QuotientView) Type() string  { return "quotient-view" }
func (MisereSum) Type() string     { return "misere-sum" }
func (MisereVerdict) Type() string { return "misere-verdict" }
