// Package span runs a long loop as a sequence of calls, each over a span of
// its range, so that WebAssembly runs most of it in optimized code.
//
// A browser's WebAssembly engine (V8 in Chromium, and Node) first runs each
// function in quickly made baseline code, compiles an optimized version
// once the function has run long enough, and uses it from the next call
// on: it cannot replace the code of a call under way. A loop over the whole
// input inside one call therefore runs in baseline code to its end, about
// twice as slow as it could (measured on the contest problems' largest
// inputs: a first solve took 1.4 to 2.4 times as long as the next). Split
// into calls over spans, the loop runs in optimized code after its first
// few spans. Natively, the calls cost nothing measurable.
package span

// Len is the most items one call of Each covers: long enough that a call's
// cost is nothing beside its work, short enough that a loop over 10^5
// items is optimized early on.
const Len = 1 << 12

// Each calls f(lo, hi) for the spans [lo, hi) that cover [0, n) in order,
// each Len long but the last. f is called, not inlined into a loop here:
// that is the point. A loop in f that writes the caller's variables runs
// faster on local copies, written back at the end of the call.
//
//go:noinline
func Each(n int, f func(lo, hi int)) {
	for lo := 0; lo < n; lo += Len {
		f(lo, min(lo+Len, n))
	}
}
