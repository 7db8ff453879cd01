// Package period finds where a sequence of game values becomes periodic,
// possibly arithmetic-periodic (each period adds a constant saltus, as Nim's
// values n do), and whether a family's theorem proves that it stays so.
//
// The finder is generic; what turns an observed period into a proven one is
// the family's Bound: how many values must repeat for the period to be
// certain. Each family derives its bound next to its own rules (the octal
// games in package octal, subtraction and other games in package games).
package period

import "fmt"

// Bound returns how many values, from size 0 on, must satisfy
// v(n+p) = v(n) + saltus for every n ≥ pre that fits for that relation to
// be proven for every n ≥ pre; ok is false when no theorem applies (for
// example to arithmetic periodicity, saltus > 0).
type Bound func(pre, p int, saltus uint32) (need int, ok bool)

// Result is a period found in a sequence of values.
type Result struct {
	Found    bool   // some period was seen at all
	Pre      int    // the preperiod: v(n+Period) = v(n) + Saltus for n ≥ Pre
	Period   int    // the period, ≥ 1
	Saltus   uint32 // what each period adds (0 for plain periodicity)
	Proven   bool   // a Bound holds: the relation is certain for every n ≥ Pre
	Observed int    // how many values were examined
	Need     int    // the values a proof needs (0 when no theorem applies)
}

// String prints r as `preperiod 53, period 34 (proven)`, or with a saltus
// and "(observed up to n)".
func (r Result) String() string {
	if !r.Found {
		return fmt.Sprintf("no period observed up to %d", r.Observed-1)
	}
	s := fmt.Sprintf("preperiod %d, period %d", r.Pre, r.Period)
	if r.Saltus != 0 {
		s += fmt.Sprintf(", saltus %d", r.Saltus)
	}
	if r.Proven {
		return s + " (proven)"
	}
	return s + fmt.Sprintf(" (observed up to %d)", r.Observed-1)
}

// Find returns the smallest period of v that bound proves, if any; else the
// smallest period observed over at least two full repetitions after its
// preperiod (covering at least the second half of the values, so that a short
// tail does not pass for a period). bound may be nil (no theorem applies).
//
// Once a period is observed and not proven, only its first multiple is
// tried (its preperiod may be shorter): a larger period that is no multiple
// of it is not looked for. For each period p the saltus is read off the last values, and the
// preperiod is found by walking back while the relation holds: the smallest
// preperiod of that period. A period p' that is a multiple of the true one
// cannot prove anything the true one does not (its bound is larger), so the
// smallest proven p is the one wanted.
//
// Each period's walk back stops at the first value that breaks it, and the
// walk of a multiple of the period with the longest walk so far starts
// where that one ended (the relation holds there already): on game values,
// where a wrong period breaks within a few values, the time is about linear
// in len(v). v is read where it lies, at any width (values stored a byte
// each stay so).
func Find[T Value](v []T, bound Bound) Result {
	n := len(v)
	var observed Result
	// long is the period with the longest walk so far: a multiple of it
	// holds wherever it does, and its walk starts where long's ended.
	var long struct {
		p, pre int
		s      uint32
	}
	for p := 1; 2*p < n; p++ {
		hi, lo := uint32(v[n-1]), uint32(v[n-1-p])
		if hi < lo {
			continue // values decrease: no saltus ≥ 0
		}
		s := hi - lo
		pre := n - p
		if long.p > 0 && p%long.p == 0 && s == uint32(p/long.p)*long.s {
			pre = min(pre, long.pre)
		}
		if s == 0 {
			for pre > 0 && v[pre-1+p] == v[pre-1] {
				pre--
			}
		} else {
			for pre > 0 && uint32(v[pre-1+p]) >= uint32(v[pre-1]) && uint32(v[pre-1+p])-uint32(v[pre-1]) == s {
				pre--
			}
		}
		if long.p == 0 || pre < long.pre {
			long.p, long.pre, long.s = p, pre, s
		}
		if observed.Found && p%observed.Period != 0 {
			continue
		}
		if bound != nil {
			need, ok := bound(pre, p, s)
			if ok && need <= n {
				return Result{Found: true, Pre: pre, Period: p, Saltus: s, Proven: true, Observed: n, Need: need}
			}
			if observed.Found {
				break // a multiple of the observed period does not prove it either
			}
		}
		if !observed.Found && pre+3*p <= n && n-pre >= n/2 {
			observed = Result{Found: true, Pre: pre, Period: p, Saltus: s, Observed: n}
			if bound != nil {
				observed.Need, _ = bound(pre, p, s)
			}
			if bound == nil {
				return observed
			}
		}
	}
	observed.Observed = n
	return observed
}

// Prover is a family's test that proves a period from the values
// themselves, where no bound on (preperiod, period, saltus) alone would do:
// it returns a Result with Proven set when the values v prove that
// v(n+Period) = v(n) + Saltus for every n ≥ Pre, Need the values it read.
type Prover func(v []uint32) Result

// Reduce returns the smallest period, and for it the smallest preperiod,
// that a proven result r implies on v. If v(n+p) = v(n) + s for every
// n ≥ pre (r, proven) and v(n+q) = v(n) + t holds for one window
// pre ≤ n < pre+p of the values, it holds for every n ≥ pre: by induction,
// v(n+p+q) = v(n+q) + s = v(n) + t + s = v(n+p) + t. Below pre the
// relation for q is only what the values show, and they show it down to
// the preperiod returned. A q whose window does not fit in v is not tried.
func Reduce(v []uint32, r Result) Result {
	if !r.Proven {
		return r
	}
	for q := 1; q < r.Period && r.Pre+r.Period+q <= len(v); q++ {
		if v[r.Pre+q] < v[r.Pre] {
			continue
		}
		t := v[r.Pre+q] - v[r.Pre]
		holds := true
		for n := r.Pre; n < r.Pre+r.Period && holds; n++ {
			holds = v[n+q] >= v[n] && v[n+q]-v[n] == t
		}
		if holds {
			r.Period, r.Saltus, r.Need = q, t, max(r.Need, r.Pre+r.Period+q)
			break
		}
	}
	for r.Pre > 0 && v[r.Pre-1+r.Period] >= v[r.Pre-1] && v[r.Pre-1+r.Period]-v[r.Pre-1] == r.Saltus {
		r.Pre--
	}
	return r
}

// Value is the type of the values Find reads: Grundy values stored at the
// width they need, read where they lie rather than copied.
type Value interface{ ~uint8 | ~uint16 | ~uint32 }
