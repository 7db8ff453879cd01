package contesttest

import (
	"bytes"
	"errors"
	"fmt"
	"math/rand/v2"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"nimber/solver/contest"
	"nimber/solver/input"
	"nimber/solver/play"
)

// Explain explains in with p (through the cache c), failing the test on an
// input error, and checks what every explanation must hold: the output is
// Solve's, the cases' answers are its words in order, each case starts at
// its answer's position in the output, and a case offered to the play page
// is a position the page opens.
func (c Cache) Explain(t testing.TB, p *contest.Problem, in string) *contest.Explanation {
	t.Helper()
	job, err := p.Prepare([]byte(in))
	if err != nil {
		t.Fatalf("%s: unexpected error %v for input\n%s", p.ID, err, in)
	}
	e := job.Explained(c.data(job))
	if want := c.Solve(t, p, in); string(e.Output) != want {
		t.Fatalf("%s: explained output %q, Solve gives %q", p.ID, e.Output, want)
	}
	toks := contest.Tokens(e.Output)
	next := 0
	for i, cs := range e.Cases {
		if cs.Name == "" || cs.Verdict == "" || len(cs.Answer) == 0 {
			t.Fatalf("%s: case %d is not explained: %+v", p.ID, i+1, cs)
		}
		if cs.Position == "" && cs.NoPlay == "" {
			t.Fatalf("%s: case %d has neither a play position nor a reason why not", p.ID, i+1)
		}
		if g := play.LookupGame(cs.Game); g == nil {
			t.Fatalf("%s: case %d names the game %q, which the play page does not know", p.ID, i+1, cs.Game)
		} else if cs.Position != "" {
			if pos, err := g.Parse(cs.Position); err != nil || pos.String() != cs.Position {
				t.Fatalf("%s: case %d offers %s position %q, which the play page reads as %v (%v)", p.ID, i+1, cs.Game, cs.Position, pos, err)
			}
		}
		for j, w := range cs.Answer {
			if next+j >= len(toks) || toks[next+j].Text != w {
				t.Fatalf("%s: case %d answers %q, but the output's words from %d are %v", p.ID, i+1, cs.Answer, next, toks[next:])
			}
		}
		if cs.Out != toks[next].Pos {
			t.Fatalf("%s: case %d starts at %v in the output, its first word is at %v", p.ID, i+1, cs.Out, toks[next].Pos)
		}
		next += len(cs.Answer)
	}
	if next != len(toks) {
		t.Fatalf("%s: the cases answer %d words of the %d of the output", p.ID, next, len(toks))
	}
	return e
}

// board is a play board as WinningMove plays it: b.Play(m) is the board
// after the move m.
type board[B, M any] interface {
	Describe(m M) string
	Play(m M) (B, error)
}

// WinningMove checks the explanation c of a case, the position b of the
// play page, against the game itself: wins(b) reports whether the player to
// move wins b, by an exhaustive search of the test's own. The case has a
// move exactly when b is won; its text then starts with b's description of
// move() (the winning move the explanation finds), which must be legal and
// leave a position the search finds lost for the opponent.
func WinningMove[B board[B, M], M any](t testing.TB, c contest.Case, b B, move func() M, wins func(B) bool) {
	t.Helper()
	win := wins(b)
	if win != (c.Move != "") {
		t.Fatalf("%s, %v: the search says the player to move wins = %v, the move is %q", c.Name, b, win, c.Move)
	}
	if !win {
		return
	}
	m := move()
	if !strings.HasPrefix(c.Move, b.Describe(m)) {
		t.Fatalf("%s, %v: move %q is not %s", c.Name, b, c.Move, b.Describe(m))
	}
	next, err := b.Play(m)
	if err != nil {
		t.Fatalf("%s, %v: the move %q is illegal: %v", c.Name, b, c.Move, err)
	}
	if wins(next) {
		t.Fatalf("%s, %v: the move %q leaves %v, won for the opponent", c.Name, b, c.Move, next)
	}
}

// data builds (or reuses) the job's tables.
func (c Cache) data(job *contest.Job) [][]byte {
	data := make([][]byte, len(job.Tables))
	for i, tab := range job.Tables {
		if c[tab.Key] == nil {
			c[tab.Key] = tab.Build(nil)
		}
		data[i] = c[tab.Key]
	}
	return data
}

var outputError = regexp.MustCompile(`^output:[1-9][0-9]*:[1-9][0-9]*: [^\n]+$`)

// Check checks contest.Check on p's generated inputs of kind k for seeds
// 0..seeds-1, explained through the cache c (see check).
func (c Cache) Check(t *testing.T, p *contest.Problem, k contest.Kind, seeds int) {
	t.Helper()
	rng := rand.New(rand.NewPCG(1, 9))
	for seed := range uint64(seeds) {
		check(t, p, c.Explain(t, p, string(p.Generate(k, seed, 0))), rng)
	}
}

// check checks contest.Check on the explained input e of p: the expected
// output passes whatever its white space; each word changed to another
// answer (a word rng picks) is the first mismatch, at its position, in its
// case; a short output leaves the last case missing; extra words are
// reported; a word no answer can be, and bytes that are not text, cannot be
// read.
func check(t *testing.T, p *contest.Problem, e *contest.Explanation, rng *rand.Rand) {
	t.Helper()
	toks := contest.Tokens(e.Output)
	words := make([]string, len(toks))
	for i, tok := range toks {
		words[i] = tok.Text
	}
	owner := make([]int, 0, len(toks)) // the case of each word
	for i, c := range e.Cases {
		for range c.Answer {
			owner = append(owner, i)
		}
	}
	check := func(out string) *contest.Report {
		t.Helper()
		r, err := contest.Check(e, p.Words, []byte(out))
		if err != nil {
			t.Fatalf("%s: output %q: %v", p.ID, out, err)
		}
		return r
	}
	variants := []string{
		string(e.Output),
		strings.TrimSuffix(string(e.Output), "\n"),
		strings.ReplaceAll(string(e.Output), "\n", " \r\n") + "\n\n",
		"\n\t" + strings.Join(words, "  \n ") + " ",
		strings.Join(words, " "),
	}
	for _, v := range variants {
		if r := check(v); !r.OK() {
			t.Fatalf("%s: output %q refused: %+v", p.ID, v, r.First)
		}
	}
	// A changed word.
	i := rng.IntN(len(words))
	bad := slices.Clone(words)
	bad[i] = other(p, words[i])
	out := strings.Join(bad, "\n") + "\n"
	r := check(out)
	want := contest.Mismatch{Case: owner[i], At: contest.Tokens([]byte(out))[i].Pos, Expected: words[i], Got: bad[i]}
	if r.OK() || *r.First != want {
		t.Fatalf("%s: word %d changed to %q: first mismatch %+v, want %+v", p.ID, i+1, bad[i], r.First, want)
	}
	if v := r.Cases[owner[i]].Verdict; v != contest.Wrong {
		t.Fatalf("%s: case %d with a changed word is %v", p.ID, owner[i]+1, v)
	}
	for c, cc := range r.Cases {
		if c != owner[i] && cc.Verdict != contest.Correct {
			t.Fatalf("%s: case %d is %v, only case %d changed", p.ID, c+1, cc.Verdict, owner[i]+1)
		}
	}
	// A short output.
	r = check(strings.Join(words[:len(words)-1], " "))
	if last := len(e.Cases) - 1; r.OK() || r.Cases[last].Verdict != contest.Missing || r.First.Got != "end of output" {
		t.Fatalf("%s: short output: %+v, last case %v", p.ID, r.First, r.Cases[last].Verdict)
	}
	// Extra words.
	r = check(string(e.Output) + words[0] + "\n")
	if r.OK() || r.First.Case != len(e.Cases) || r.First.At.Line != bytes.Count(e.Output, []byte("\n"))+1 {
		t.Fatalf("%s: extra output: %+v", p.ID, r.First)
	}
	// A word no answer can be is a wrong answer, with a note.
	foreign := words[0] + "\nAl!ce\n"
	if r := check(foreign); r.OK() || r.First.At != (input.Pos{Line: 2, Col: 1}) || r.First.Got != "Al!ce" || r.First.Note == "" {
		t.Fatalf("%s: output %q: first mismatch %+v, want Al!ce at 2:1 with a note", p.ID, foreign, r.First)
	}
	// Unreadable outputs.
	for _, bad := range []string{words[0] + "\n\xff\n", words[0] + " \x00"} {
		_, err := contest.Check(e, p.Words, []byte(bad))
		var oe *contest.OutputError
		if !errors.As(err, &oe) || !outputError.MatchString(err.Error()) ||
			oe.Pos != (input.Pos{Line: 2, Col: 1}) && oe.Pos != (input.Pos{Line: 1, Col: len(words[0]) + 2}) {
			t.Fatalf("%s: output %q: error %v, want an output error on its second word", p.ID, bad, err)
		}
	}
}

// other returns an answer word different from w.
func other(p *contest.Problem, w string) string {
	for _, x := range p.Words {
		if x != w {
			return x
		}
	}
	n, _ := strconv.Atoi(w)
	return strconv.Itoa(n + 1)
}

// Generate checks p's generator: for each kind and seeds 1..seeds, the input
// passes p's reader and the same seed gives the same bytes; limits (when not
// nil) accepts the integers of each max input (a max input must reach the
// limits). Max inputs are checked for the first maxSeeds seeds only (they
// are large).
func Generate(t *testing.T, p *contest.Problem, seeds, maxSeeds int, limits func(vs []int) error) {
	t.Helper()
	for _, k := range contest.Kinds {
		n := seeds
		if k == contest.Max {
			n = maxSeeds
		}
		seen := map[string]bool{}
		for seed := uint64(1); seed <= uint64(n); seed++ {
			in := p.Generate(k, seed, 0)
			if _, err := p.Prepare(in); err != nil {
				t.Fatalf("%s %v seed %d: the generated input is refused: %v\n%.300s", p.ID, k, seed, err, in)
			}
			if again := p.Generate(k, seed, 0); !bytes.Equal(in, again) {
				t.Fatalf("%s %v seed %d: two runs give different inputs", p.ID, k, seed)
			}
			if k == contest.Max && limits != nil {
				if err := limits(fields(in)); err != nil {
					t.Fatalf("%s %v seed %d: %v\n%.300s", p.ID, k, seed, err, in)
				}
			}
			seen[string(in)] = true
		}
		if k == contest.Random && n > 1 && len(seen) < 2 {
			t.Fatalf("%s: every seed gives the same random input", p.ID)
		}
	}
	for _, cases := range []int{1, 3} {
		in := p.Generate(contest.Random, 7, cases)
		if _, err := p.Prepare(in); err != nil {
			t.Fatalf("%s: %d random cases: %v", p.ID, cases, err)
		}
	}
}

// fields returns the integers of a generated input, for limit checks.
func fields(in []byte) []int {
	fs := bytes.Fields(in)
	vs := make([]int, len(fs))
	for i, f := range fs {
		vs[i], _ = strconv.Atoi(string(f))
	}
	return vs
}

// Reach returns an error unless the largest of vs is want: a max input must
// reach each limit.
func Reach(name string, vs []int, want int) error {
	if m := slices.Max(vs); m != want {
		return fmt.Errorf("the largest %s is %d, not the limit %d", name, m, want)
	}
	return nil
}
