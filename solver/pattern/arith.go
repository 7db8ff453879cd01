package pattern

import (
	"fmt"
	"math/bits"
	"sync"

	"nimber/solver/intmath"
)

// MaxArith is the largest n whose arithmetic features (least prime factor,
// prime count) a rule can evaluate: rules built on them predict up to here.
const MaxArith = 1 << 22

// sieve holds the least prime factor of every n ≤ its length−1 and the
// number of primes ≤ n. It grows on demand (doubling, up to MaxArith) and is
// shared; a grown sieve replaces the old one, so a caller's copy stays valid.
var sieve struct {
	sync.Mutex
	t arith
}

// arith is one sieve: lpf[n] is the least prime factor of n ≥ 2 (0 for 0
// and 1) and pi[n] the number of primes ≤ n.
type arith struct {
	lpf []uint32
	pi  []uint32
}

// minSieve is the least size of the shared sieve: small tables then share
// the first one built.
const minSieve = 1 << 10

// arithUpTo returns a sieve covering 0..n, or false when n > MaxArith+1
// (a feature of n+1 is read at n = MaxArith).
func arithUpTo(n int) (arith, bool) {
	if n < 0 || n > MaxArith+1 {
		return arith{}, false
	}
	sieve.Lock()
	defer sieve.Unlock()
	if n < len(sieve.t.lpf) {
		return sieve.t, true
	}
	size := max(2*len(sieve.t.lpf), n+1, minSieve)
	size = min(size, MaxArith+2)
	lpf := make([]uint32, size)
	pi := make([]uint32, size)
	count := uint32(0)
	for i := 2; i < size; i++ {
		if lpf[i] == 0 {
			lpf[i] = uint32(i)
			count++
			for j := i * i; j < size; j += i {
				if lpf[j] == 0 {
					lpf[j] = uint32(i)
				}
			}
		}
		pi[i] = count
	}
	sieve.t = arith{lpf: lpf, pi: pi}
	return sieve.t, true
}

func (t arith) prime(n int) bool { return n >= 2 && int(t.lpf[n]) == n }

// factors returns Ω(n), ω(n) and the number of divisors of n ≥ 1.
func (t arith) factors(n int) (big, distinct, divisors int) {
	divisors = 1
	for n > 1 {
		p := int(t.lpf[n])
		e := 0
		for n%p == 0 {
			n /= p
			e++
		}
		big += e
		distinct++
		divisors *= e + 1
	}
	return big, distinct, divisors
}

// A feature is an arithmetic function of n, defined from some n on.
type feature struct {
	formula string // "v2(n)"
	words   string // "the exponent of 2 in n"
	arith   bool   // needs the sieve
	at      func(t arith, n int) (int, bool)
	code    string   // in emitted code, %s the argument ("v2(%s)")
	helpers []string // the emitted helpers code calls
}

func log2(n int) int { return bits.Len(uint(n)) - 1 }

// features lists the functions of n a rule may be built on.
var features = []feature{
	{"n", "n", false, func(_ arith, n int) (int, bool) { return n, true }, "%s", nil},
	{"⌊n/2⌋", "⌊n/2⌋", false, func(_ arith, n int) (int, bool) { return n / 2, true }, "%s ÷ 2", nil},
	{"v2(n)", "the exponent of 2 in n", false, func(_ arith, n int) (int, bool) { return bits.TrailingZeros(uint(n)), n >= 1 }, "v2(%s)", []string{"v2"}},
	{"popcount(n)", "the number of 1 bits of n", false, func(_ arith, n int) (int, bool) { return bits.OnesCount(uint(n)), true }, "popcount(%s)", []string{"popcount"}},
	{"⌊log2 n⌋", "⌊log2 n⌋", false, func(_ arith, n int) (int, bool) { return log2(n), n >= 1 }, "ilog2(%s)", []string{"ilog2"}},
	{"⌊√n⌋", "⌊√n⌋", false, func(_ arith, n int) (int, bool) { return intmath.Sqrt(n), true }, "isqrt(%s)", []string{"isqrt"}},
	{"π(n)", "the number of primes ≤ n (for a prime, its index among the primes)", true, func(t arith, n int) (int, bool) { return int(t.pi[n]), true }, "primepi(%s)", []string{"primepi"}},
	{"lpf(n)", "the least prime factor of n", true, func(t arith, n int) (int, bool) { return int(t.lpf[n]), n >= 2 }, "lpf(%s)", []string{"lpf"}},
	{"π(lpf(n))", "the index of the least prime factor of n among the primes", true, func(t arith, n int) (int, bool) { return int(t.pi[t.lpf[n]]), n >= 2 }, "primepi(lpf(%s))", []string{"primepi", "lpf"}},
	{"Ω(n)", "the number of prime factors of n counted with multiplicity", true, func(t arith, n int) (int, bool) { b, _, _ := t.factors(n); return b, n >= 1 }, "bigomega(%s)", []string{"bigomega"}},
	{"ω(n)", "the number of distinct prime factors of n", true, func(t arith, n int) (int, bool) { _, d, _ := t.factors(n); return d, n >= 1 }, "omega(%s)", []string{"omega"}},
	{"d(n)", "the number of divisors of n", true, func(t arith, n int) (int, bool) { _, _, d := t.factors(n); return d, n >= 1 }, "ndivisors(%s)", []string{"ndivisors"}},
}

// A relation maps n to a smaller position whose value g(n) may repeat.
type relation struct {
	formula string // "n/lpf(n)"
	arith   bool
	at      func(t arith, n int) (int, bool) // false where undefined or not < n
	code    string                           // in emitted code, %s the argument
	helpers []string
}

var relations = []relation{
	{"⌊n/2⌋", false, func(_ arith, n int) (int, bool) { return n / 2, n >= 1 }, "%s ÷ 2", nil},
	{"n/lpf(n)", true, func(t arith, n int) (int, bool) { return n / max(int(t.lpf[n]), 1), n >= 2 }, "%[1]s ÷ lpf(%[1]s)", []string{"lpf"}},
	{"lpf(n)", true, func(t arith, n int) (int, bool) { return int(t.lpf[n]), n >= 2 && int(t.lpf[n]) < n }, "lpf(%s)", []string{"lpf"}},
	{"n/2^v2(n)", false, func(_ arith, n int) (int, bool) { return n >> bits.TrailingZeros(uint(n)), n >= 2 && n%2 == 0 }, "%[1]s >> v2(%[1]s)", []string{"v2"}},
	{"n − 2^⌊log2 n⌋", false, func(_ arith, n int) (int, bool) {
		if n < 1 {
			return 0, false
		}
		return n - 1<<log2(n), true
	}, "%[1]s - hibit(%[1]s)", []string{"hibit"}},
}

// A class is a set of positions a piecewise rule treats alike.
type class struct {
	name    string // "even n"
	in      func(t arith, n int) bool
	code    string // the condition on n in emitted code ("" for every n)
	helpers []string
}

// A partition splits every n into classes, each with its own rule.
type partition struct {
	name    string
	arith   bool // its classes need the sieve
	classes []class
}

func residue(m, r int) class {
	return class{nameResidue(m, r), func(_ arith, n int) bool { return n%m == r }, fmt.Sprintf("n %% %d == %d", m, r), nil}
}

func nameResidue(m, r int) string {
	if m == 2 {
		return [2]string{"even n", "odd n"}[r]
	}
	return "n ≡ " + itoa(r) + " (mod " + itoa(m) + ")"
}

// isprime is the helper the classes by primality call.
var isprime = []string{"isprime"}

var partitions = []partition{
	{"every n", false, []class{{"every n", func(arith, int) bool { return true }, "", nil}}},
	{"parity", false, []class{residue(2, 0), residue(2, 1)}},
	{"n mod 3", false, []class{residue(3, 0), residue(3, 1), residue(3, 2)}},
	{"n mod 4", false, []class{residue(4, 0), residue(4, 1), residue(4, 2), residue(4, 3)}},
	{"primality", true, []class{
		{"prime n", func(t arith, n int) bool { return t.prime(n) }, "isprime(n)", isprime},
		{"n not prime", func(t arith, n int) bool { return !t.prime(n) }, "¬isprime(n)", isprime},
	}},
	{"parity and primality", true, []class{
		residue(2, 0),
		{"odd prime n", func(t arith, n int) bool { return n%2 == 1 && t.prime(n) }, "n % 2 == 1 ∧ isprime(n)", isprime},
		{"odd n not prime", func(t arith, n int) bool { return n%2 == 1 && !t.prime(n) }, "n % 2 == 1 ∧ ¬isprime(n)", isprime},
	}},
}
