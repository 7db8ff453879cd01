//go:build !js

// Package cli is Nimber's command line: contest inputs (solve, explain,
// check, gen), the explorer's tables, periods, patterns and sums, the
// shipped game files, and the static site (site, serve).
package cli

import (
	"bytes"
	"flag"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"text/tabwriter"

	"nimber/app/gc"
	"nimber/app/site"
	"nimber/solver/contest"
	"nimber/solver/problems"
)

const usage = `usage:
  nimber solve PROBLEM [FILE]   answer a contest input (from FILE or standard input)
  nimber solve --list           list the problems
  nimber explain PROBLEM [FILE]  explain every case of a contest input: components and
                                their values, the verdict, one winning move
  nimber check PROBLEM INPUT OUTPUT
                                check an output against the expected one, word by word:
                                exit 0 all correct, 1 mismatches, 2 unreadable
  nimber gen PROBLEM [-kind random|max|edge] [-seed S] [-cases T] [-answers FILE]
                                write a test input (and its expected output to FILE)
  nimber table GAME [-n N|N,M] [-kind KIND] [-p name=value]...
                                the values of heaps 0..N (default 100) of a heap game,
                                e.g. 0.07, 4!.0, 0.[3], kayles, sub:1,3,4, coprime (nimber
                                games lists them), or of a game file
                                FILE.star (-n N,M: the pairs (a, b) up to (N, M), a line
                                per a); KIND grundy, misere (the misère Grundy value),
                                remoteness, outcome: of the game itself, a move in one
                                heap of a sum a move leaves; or a convention's value,
                                VALUE-normal or VALUE-misere for play of the sum of
                                Game Pack's convention, the heaps a move leaves joining
                                it: grundy disjunctive, early diminished disjunctive,
                                outcome selective (outcome-misere: the selective sum in
                                misère play), remoteness conjunctive, suspense
                                continued conjunctive; -p sets a game file's parameter;
                                -max-steps, -max-positions raise a game file's caps,
                                -own values it by its own rules alone (no code it is
                                recognised as), -stats reports its cost on stderr.
                                Exit 3 when a cap on memory stops the values: those
                                before it are printed
  nimber period GAME [-n N] [-kind KIND]
                                preperiod, period and saltus of the values up to N
                                (default 1000), and whether they are proven
  nimber table CODE -n N -o FILE  the Grundy values of heaps 0..N of a take-and-break
                                code (0.6, 4!.0 Grundy's game, ...; N to 2^32 as memory
                                allows), packed in FILE (docs/far.md)
  nimber rare CODE [-n N]       the rare/common figures of its values to N:
                                mask=... rare=... last-rare=... max=... max-at=...
  nimber survey CODE|A..B... -n N [-shard I/K]
                                a TSV line per code: code, values computed, preperiod,
                                period, proven, largest value, rare heaps; A..B is every
                                octal code between: 0.001..0.777 is all of up to three
                                digits (docs/far.md)
  nimber read FILE [A:B]        check a table or checkpoint file; print its header and
                                its values A..B
                                On a code, rare, table -o, period and survey take
                                -workers W and -progress; all but survey take
                                -checkpoint FILE: resume from FILE, save there every few
                                seconds and on Ctrl+C
  nimber pattern GAME [-n N|N,M] [-kind KIND] [-p name=value]... [-predict A:B]
                 [-emit c++|python|go [-emit-main]]
                                a rule for the values up to N (default 1000), or of the
                                pairs up to (N, M): in words, as a formula, checked or
                                proven, its exceptions; a parameter given several values
                                (-p k=1 -p k=2 ... or -p k=1..6) gives the rule as a
                                function of k; -predict the values of A..B from the rule
                                alone; -emit the rule as a function grundy(n) (grundy(a, b)
                                for pairs, grundy(n, k) for a family), checked against
                                every value first, and
                                -emit-main a main program reading T, then T lines
                                "n h1 ... hn" and printing first or second for each sum.
                                Exit 3 when no rule is trusted (or it cannot be emitted)
  nimber stress GAME -cmd PROGRAM [-cases K] [-max-heap H] [-max-heaps M] [-seed S]
                                run PROGRAM (sh -c) on K random inputs of that contest
                                shape (default 100, heaps up to 1000, at most 5 a sum)
                                and compare its answers with Nimber's values: exit 0 all
                                agree, 1 at the first difference (printed with the
                                heaps' values), 2 bad usage or a program that fails
  nimber sum GAME -sum TYPE -play normal|misere [-moves K] HEAP...
                                who wins a sum of heaps (a,b for pairs), how many
                                winning moves it has and the first K of them (default
                                100, at most 100000); a built-in game's heaps up to
                                16384; a code's
                                disjunctive sums in misère play are decided by its
                                misère quotient, tame or wild heaps alike (heaps up to
                                255), or where the quotient stops below the largest
                                heap, by playing the sum out; a game file's sums are
                                played -sum disjunctive -play normal
  nimber quotient GAME [-n N] [-max-elements K]
                                the misère quotient of the sums of a code's heaps up
                                to N (default 30): order, P-portion, generators and
                                relations, the P-portion and each heap's element
                                (docs/misere.md). Exit 3 when a cap stops it
  nimber games                  list the heap games a GAME may be: the kinds of spec
                                (codes in CGSuite's notation, sub:LIST, ...) and the
                                classic games by name (kayles, grundy, nim, ...) with
                                their codes
  nimber examples [NAME]        list the shipped game files, or print one; they can
                                be named as GAME without a copy on disk
  nimber site -wasm-exec FILE [-dir DIR]
                                generate the static web site into DIR (default .),
                                whose web/ holds the built app.wasm and worker.wasm;
                                FILE is wasm_exec.js of the Go that built them
  nimber serve [-dir DIR] [-addr HOST:PORT]
                                serve the static site (default 127.0.0.1:8000)
`

// Run runs the command line and returns the process exit code: 0 on
// success, 2 on bad usage or bad input (with one line on stderr).
func Run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		fmt.Fprint(stderr, usage)
		return 2
	}
	switch args[0] {
	case "solve":
		return solve(args[1:], stdin, stdout, stderr)
	case "explain":
		return explain(args[1:], stdin, stdout, stderr)
	case "check":
		return check(args[1:], stdout, stderr)
	case "gen":
		return gen(args[1:], stdout, stderr)
	case "site":
		return siteCommand(args[1:], stdout, stderr)
	case "serve":
		return serveCommand(args[1:], stdout, stderr)
	case "table":
		return tableCommand(args[1:], stdout, stderr)
	case "period":
		return periodCommand(args[1:], stdout, stderr)
	case "rare":
		return rareCommand(args[1:], stdout, stderr)
	case "survey":
		return surveyCommand(args[1:], stdout, stderr)
	case "read":
		return readCommand(args[1:], stdout, stderr)
	case "pattern":
		return patternCmd(args[1:], stdout, stderr)
	case "stress":
		return stressCmd(args[1:], stdout, stderr)
	case "sum":
		return sum(args[1:], stdout, stderr)
	case "quotient":
		return quotientCommand(args[1:], stdout, stderr)
	case "examples":
		return examples(args[1:], stdout, stderr)
	case "games":
		return gamesCommand(args[1:], stdout, stderr)
	case "help", "-h", "--help":
		fmt.Fprint(stdout, usage)
		return 0
	}
	fmt.Fprintf(stderr, "nimber: unknown command %q\n%s", args[0], usage)
	return 2
}

func solve(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) == 1 && (args[0] == "--list" || args[0] == "-list") {
		w := tabwriter.NewWriter(stdout, 0, 0, 2, ' ', 0)
		for _, p := range problems.All() {
			fmt.Fprintf(w, "%s\t%s\n", p.ID, p.Summary)
		}
		w.Flush()
		return 0
	}
	defer gc.Off()()
	p, in, release, ok := problemInput("solve", args, stdin, stderr)
	if !ok {
		return 2
	}
	defer release()
	out, err := p.Solve(in)
	if err != nil {
		fmt.Fprintln(stderr, err)
		return 2
	}
	if _, err := stdout.Write(out); err != nil {
		fmt.Fprintf(stderr, "nimber: %v\n", err)
		return 1
	}
	return 0
}

// problemInput reads the arguments PROBLEM [FILE] of cmd and the contest
// input, from FILE or else stdin; release lets go of the input once the
// caller is done with it (see readInput). When ok is false it has said on
// stderr what is wrong.
func problemInput(cmd string, args []string, stdin io.Reader, stderr io.Writer) (p *contest.Problem, in []byte, release func(), ok bool) {
	if len(args) < 1 || len(args) > 2 {
		fail(stderr, fmt.Errorf("usage: nimber %s PROBLEM [FILE] (nimber solve --list lists the problems)", cmd))
		return nil, nil, nil, false
	}
	if p = lookupProblem(args[0], stderr); p == nil {
		return nil, nil, nil, false
	}
	in, release, err := readInput(args[1:], stdin)
	if err != nil {
		fail(stderr, err)
		return nil, nil, nil, false
	}
	return p, in, release, true
}

// lookupProblem returns the problem with the given ID, or says on stderr
// that there is none and returns nil.
func lookupProblem(id string, stderr io.Writer) *contest.Problem {
	p := problems.Lookup(id)
	if p == nil {
		fmt.Fprintf(stderr, "nimber: unknown problem %q (nimber solve --list shows them)\n", id)
	}
	return p
}

// readInput reads the file named by args[0], or standard input when args
// is empty, and returns what lets go of it. A regular file is mapped into
// memory where the system allows it (see mapFile): the input is then never
// copied, and its pages come from the system's file cache. Otherwise it is
// read into one buffer, of the file's size when that is known.
func readInput(args []string, stdin io.Reader) ([]byte, func(), error) {
	if len(args) > 0 {
		f, err := os.Open(args[0])
		if err != nil {
			return nil, nil, err
		}
		defer f.Close()
		stdin = f
	}
	var in bytes.Buffer
	if f, ok := stdin.(*os.File); ok {
		if st, err := f.Stat(); err == nil && st.Mode().IsRegular() {
			// The input is what is left from where the file stands.
			if at, err := f.Seek(0, io.SeekCurrent); err == nil && at <= st.Size() {
				if b, unmap, ok := mapFile(f, st.Size()); ok {
					return b[at:], unmap, nil
				}
				in.Grow(int(st.Size()-at) + bytes.MinRead)
			}
		}
	}
	_, err := in.ReadFrom(stdin)
	return in.Bytes(), func() {}, err
}

func siteCommand(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("site", flag.ContinueOnError)
	fs.SetOutput(stderr)
	dir := fs.String("dir", ".", "the site's directory")
	wasmExec := fs.String("wasm-exec", "", "wasm_exec.js of the Go toolchain that built the wasm files")
	if err := fs.Parse(args); err != nil || fs.NArg() > 0 || *wasmExec == "" {
		fmt.Fprint(stderr, usage)
		return 2
	}
	version, err := site.Generate(*dir, *wasmExec)
	if err != nil {
		fmt.Fprintf(stderr, "nimber: %v\n", err)
		return 1
	}
	fmt.Fprintf(stdout, "site generated in %s (version %s)\n", *dir, version)
	return 0
}

func serveCommand(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("serve", flag.ContinueOnError)
	fs.SetOutput(stderr)
	dir := fs.String("dir", ".", "the site's directory")
	addr := fs.String("addr", "127.0.0.1:8000", "the address to listen on")
	if err := fs.Parse(args); err != nil || fs.NArg() > 0 {
		fmt.Fprint(stderr, usage)
		return 2
	}
	if _, err := os.Stat(*dir + "/web/app.wasm"); err != nil {
		fmt.Fprintf(stderr, "nimber: %s is not a built site (make build builds it)\n", *dir)
		return 1
	}
	l, err := net.Listen("tcp", *addr)
	if err != nil {
		fmt.Fprintf(stderr, "nimber: %v\n", err)
		return 1
	}
	fmt.Fprintf(stdout, "Nimber is served on http://%s/ (Ctrl+C stops)\n", l.Addr())
	err = http.Serve(l, site.Handler(*dir))
	fmt.Fprintf(stderr, "nimber: %v\n", err)
	return 1
}
