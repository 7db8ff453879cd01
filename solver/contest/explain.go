package contest

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"nimber/solver/input"
)

// Case explains one case of an input: what it is made of, why it is won or
// lost, and how to win it, in the problem's own words.
type Case struct {
	// Name says which case this is: "case 3", "Alice moves first".
	Name string
	// At is where the case starts in the input.
	At input.Pos
	// Parts are the case's components with their values ("pile 2 of 9
	// stones": "value 2"), in input order.
	Parts []Part
	// Value is how the parts' values combine: "xor 3 ^ 0 ^ 2 = 1".
	Value string
	// Verdict says who wins and why, e.g. "nim value 1 ≠ 0: the first
	// player (Alice) wins".
	Verdict string
	// Move is one winning move for the player to move, or "" when that
	// player loses.
	Move string
	// Game and Position are the case as a position of the play page
	// (/play?game=Game&pos=Position); Position is "" when the case does not
	// fit that board, with the reason in NoPlay.
	Game, Position, NoPlay string
	// Answer is the case's expected output, as tokens.
	Answer []string
	// Out is where the case's answer starts in the expected output.
	Out input.Pos
}

// Part is one component of a case and its value.
type Part struct {
	Name, Value string
}

// Explanation is an input's expected output with every case explained.
type Explanation struct {
	Output []byte
	Cases  []Case
}

// Explained answers the job from the built tables (data[i] is the bytes of
// Tables[i]) and explains every case, noting where each case's answer
// starts in the output.
func (j *Job) Explained(data [][]byte) *Explanation {
	e := &Explanation{Output: j.Answer(data), Cases: j.Explain(data)}
	toks := Tokens(e.Output)
	next := 0
	for i := range e.Cases {
		if next < len(toks) {
			e.Cases[i].Out = toks[next].Pos
		}
		next += len(e.Cases[i].Answer)
	}
	return e
}

// Explain answers in and explains every case, building every table.
func (p *Problem) Explain(in []byte) (*Explanation, error) {
	job, err := p.Prepare(in)
	if err != nil {
		return nil, err
	}
	data := make([][]byte, len(job.Tables))
	for i, t := range job.Tables {
		data[i] = t.Build(nil)
	}
	return job.Explained(data), nil
}

// Token is a white-space delimited word of an output and where it starts.
type Token struct {
	Text string
	input.Pos
}

// Tokens splits an output into its words, as judges compare outputs: any
// run of white space separates two words, and white space at the ends of
// lines or of the output does not matter. Positions count characters; an
// invalid UTF-8 byte counts as one.
func Tokens(out []byte) []Token {
	var toks []Token
	line, col := 1, 1
	start := -1
	var at input.Pos
	for i := 0; i < len(out); {
		r, size := utf8.DecodeRune(out[i:])
		space := r == ' ' || r == '\t' || r == '\n' || r == '\r' || r == '\v' || r == '\f'
		switch {
		case space && start >= 0:
			toks = append(toks, Token{string(out[start:i]), at})
			start = -1
		case !space && start < 0:
			start, at = i, input.Pos{Line: line, Col: col}
		}
		if r == '\n' {
			line, col = line+1, 1
		} else {
			col++
		}
		i += size
	}
	if start >= 0 {
		toks = append(toks, Token{string(out[start:]), at})
	}
	return toks
}

// XorText writes out the xor of the values vs: "3 ^ 0 ^ 2 = 1", or with
// more than eight values "the xor of the 9 values is 1".
func XorText(vs []uint32) string {
	x := uint32(0)
	for _, v := range vs {
		x ^= v
	}
	if len(vs) > 8 {
		return fmt.Sprintf("the xor of the %d values is %d", len(vs), x)
	}
	var b strings.Builder
	for i, v := range vs {
		if i > 0 {
			b.WriteString(" ^ ")
		}
		b.WriteString(strconv.FormatUint(uint64(v), 10))
	}
	fmt.Fprintf(&b, " = %d", x)
	return b.String()
}

// XorSubset returns the indices, ascending, of a few of the values vs (at
// most one per bit) whose xor is the xor of all of them. A sum of games
// holding only those components has the same nim value as the whole, so a
// winning move there wins in the whole sum too: big cases are explained by
// analysing a small one.
func XorSubset(vs []uint32) []int {
	var basis [32]struct {
		v uint32
		m uint64 // which of indep make up v
	}
	var indep []int
	x := uint32(0)
	for i, v := range vs {
		x ^= v
		m := uint64(0)
		for b := 31; b >= 0 && v != 0; b-- {
			if v>>b&1 == 0 {
				continue
			}
			if basis[b].v == 0 {
				basis[b].v, basis[b].m = v, m|1<<len(indep)
				indep = append(indep, i)
				break
			}
			v ^= basis[b].v
			m ^= basis[b].m
		}
	}
	m := uint64(0)
	for b := 31; b >= 0; b-- {
		if x>>b&1 == 1 {
			x ^= basis[b].v
			m ^= basis[b].m
		}
	}
	var sub []int
	for j, i := range indep {
		if m>>j&1 == 1 {
			sub = append(sub, i)
		}
	}
	return sub
}

// NimSum explains c as a sum of games of nim values vs, answered yes when
// the player to move wins and no otherwise: it sets c's Value, Verdict and
// Answer, and returns the sum's nim value.
func (c *Case) NimSum(vs []uint32, yes, no string) uint32 {
	x := uint32(0)
	for _, v := range vs {
		x ^= v
	}
	c.Value, c.Verdict = XorText(vs), NimVerdict(x, yes, no)
	if x != 0 {
		c.Answer = []string{yes}
	} else {
		c.Answer = []string{no}
	}
	return x
}

// NimVerdict says who wins a sum of nim value x, answered yes when the
// player to move wins and no otherwise.
func NimVerdict(x uint32, yes, no string) string {
	if x != 0 {
		return fmt.Sprintf("nim value %d ≠ 0: the player to move wins (%s)", x, yes)
	}
	return fmt.Sprintf("nim value 0: every move leaves a non-zero value, so the player to move loses (%s)", no)
}
