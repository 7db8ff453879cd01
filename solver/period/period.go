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
// example to arithmetic periodicity, saltus > 0). The number grows with p
// (Find stops looking for longer periods once it passes the values).
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
	if r.Proven {
		return r.Lengths() + " (proven)"
	}
	return r.Lengths() + fmt.Sprintf(" (observed up to %d)", r.Observed-1)
}

// Lengths writes a period found: "preperiod 53, period 34", and the
// saltus when it is not 0.
func (r Result) Lengths() string {
	s := fmt.Sprintf("preperiod %d, period %d", r.Pre, r.Period)
	if r.Saltus != 0 {
		s += fmt.Sprintf(", saltus %d", r.Saltus)
	}
	return s
}

// Find returns the smallest period of v that bound proves, if any; else the
// smallest period observed over at least two full repetitions after its
// preperiod (covering at least the second half of the values, so that a short
// tail does not pass for a period). bound may be nil (no theorem applies).
//
// Once a period is observed and not proven, only its first multiple is
// tried (its preperiod may be shorter): a larger period that is no multiple
// of it is not looked for; but after an arithmetic period (saltus > 0),
// every plain period is, for one that bound proves. Past half the values
// only a proof is looked for, while bound's need at preperiod 0 fits in
// them. For each period p the saltus is read off the last values, and the
// preperiod is found by walking back while the relation holds: the smallest
// preperiod of that period. A period p' that is a multiple of the true one
// cannot prove anything the true one does not (its bound is larger), so the
// smallest proven p is the one wanted.
//
// Each period's walk back stops at the first value that breaks it. A
// period whose walk went more than baseWalk values back becomes a base: a
// multiple p of it, with the saltus to match, holds wherever the base does,
// and at a value i below the base's preperiod whose partner i+p is above it
// exactly when v(i) agrees with the base's pattern carried back to i. So
// the walk of a multiple starts below the last value that disagrees, which
// a cursor per base finds (the queries only go down, so each value is
// looked at once). On game values, where a wrong period breaks within a few
// values, the time is then about linear in len(v), also while the values
// repeat over less than half of them (0.376's period 4 from 2,268,248 on,
// with sparse exceptions below). v is read where it lies, at any width
// (values stored a byte each stay so).
func Find[T Value](v []T, bound Bound) Result { return find(values[T]{v, nil}, bound) }

// FindNine is Find on values of nine bits, stored as their low bytes lo
// and their ninth bits hi: bit 8 of value i is bit i%64 of hi[i/64].
func FindNine(lo []uint8, hi []uint64, bound Bound) Result {
	return find(values[uint8]{lo, hi}, bound)
}

// values are the values Find reads: lo, and with hi the ninth bits of
// values of nine bits (FindNine).
type values[T Value] struct {
	lo []T
	hi []uint64
}

// at returns value i.
func (v values[T]) at(i int) uint32 {
	w := uint32(v.lo[i])
	if v.hi != nil {
		w |= uint32(v.hi[i>>6]>>(i&63)&1) << 8
	}
	return w
}

func find[T Value](v values[T], bound Bound) Result {
	n := len(v.lo)
	var observed Result
	var bases []base[T]
	for p := 1; p < n; p++ {
		if 2*p >= n {
			// Past half the values no period is observed, but the bound
			// may still prove one, while its least need fits in them.
			if bound == nil {
				break
			}
			if need, _ := bound(0, p, 0); need > n {
				break
			}
		}
		hi, lo := v.at(n-1), v.at(n-1-p)
		if hi < lo {
			continue // values decrease: no saltus ≥ 0
		}
		s := hi - lo
		// After an arithmetic period is observed (unproven), a plain one
		// may yet be proven: a bounded game's values (a finite subtraction
		// game's) only look arithmetic over a short table. Only plain
		// periods are looked for then.
		arith := observed.Found && observed.Saltus > 0
		if arith && s != 0 {
			continue
		}
		pre := n - p
		multiple := false
		for i := range bases {
			if b := &bases[i]; p%b.p == 0 && uint64(s) == uint64(p/b.p)*uint64(b.s) {
				pre, multiple = min(pre, b.from(v, min(n-p, b.pre), p)), true
			}
		}
		if s == 0 {
			for pre > 0 && v.at(pre-1+p) == v.at(pre-1) {
				pre--
			}
		} else {
			for pre > 0 && v.at(pre-1+p) >= v.at(pre-1) && v.at(pre-1+p)-v.at(pre-1) == s {
				pre--
			}
		}
		if !multiple && n-p-pre > baseWalk && len(bases) < maxBases {
			bases = append(bases, base[T]{p: p, pre: pre, s: s, bad: pre})
		}
		if observed.Found && !arith && p%observed.Period != 0 {
			continue
		}
		if bound != nil {
			need, ok := bound(pre, p, s)
			if ok && need <= n {
				return Result{Found: true, Pre: pre, Period: p, Saltus: s, Proven: true, Observed: n, Need: need}
			}
			if observed.Found && !arith {
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

// baseWalk is the walk back after which a period becomes a base of Find,
// maxBases the most bases it keeps (past them the walks start afresh).
const baseWalk, maxBases = 64, 8

// base is a period p of Find's values v with saltus s from pre on:
// v(i+p) = v(i) + s for every i ≥ pre with i+p < len(v).
type base[T Value] struct {
	p, pre int
	s      uint32
	// bad is the last value below the last query of from that disagrees
	// with the pattern (−1: none), found by walking down.
	bad int
}

// from returns the least i0 ≥ 0 such that a multiple m·p of the base holds
// with saltus m·s at every i0 ≤ i < j, for j ≤ pre and no larger than at
// the last call: from j down to pre−m·p, i+m·p lies at or above pre, where
// the multiple holds exactly when v(i) agrees with the pattern carried
// back, v(i) + k·s = v(i+k·p) for the k that takes i to pre..pre+p−1.
func (b *base[T]) from(v values[T], j, mp int) int {
	if b.bad >= j {
		b.bad = j - 1
		for b.bad >= 0 && b.agrees(v, b.bad) {
			b.bad--
		}
	}
	return max(b.bad+1, b.pre-mp, 0)
}

// agrees reports whether v(i), i < pre, agrees with the base's pattern.
func (b *base[T]) agrees(v values[T], i int) bool {
	k := (b.pre - i + b.p - 1) / b.p
	return uint64(v.at(i))+uint64(k)*uint64(b.s) == uint64(v.at(i+k*b.p))
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
