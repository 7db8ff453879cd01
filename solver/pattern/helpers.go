package pattern

// A helper is an arithmetic function emitted code calls, written in each
// language. The evaluator's counterparts are the features, relations and
// classes of arith.go; the tests run the emitted helpers far past the table
// against them.
type helper struct {
	name string
	deps []string // helpers it calls, emitted before it
	note string   // where it is slow or not valid up to 10^18, for the header
	src  map[Lang]string
	imps map[Lang][]string // the imports or includes it needs
}

// trialNote is the note of the helpers that factor by trial division.
const trialNote = "factoring is by trial division, up to √n steps (10^9 near 10^18)"

// helpers lists every helper in the order emitted.
var helpers = []helper{
	{name: "v2", src: map[Lang]string{
		CPP:    "static long long v2(long long n) { return n == 0 ? 0 : __builtin_ctzll(n); }",
		Python: "def v2(n):\n    return (n & -n).bit_length() - 1 if n else 0",
		Go:     "func v2(n int64) int64 { return int64(bits.TrailingZeros64(uint64(n))) }",
	}, imps: map[Lang][]string{Go: {"math/bits"}}},
	{name: "popcount", src: map[Lang]string{
		CPP:    "static long long popcount(long long n) { return __builtin_popcountll(n); }",
		Python: "def popcount(n):\n    return bin(n).count(\"1\")",
		Go:     "func popcount(n int64) int64 { return int64(bits.OnesCount64(uint64(n))) }",
	}, imps: map[Lang][]string{Go: {"math/bits"}}},
	{name: "ilog2", src: map[Lang]string{
		CPP:    "static long long ilog2(long long n) { return n <= 0 ? -1 : 63 - __builtin_clzll(n); }",
		Python: "def ilog2(n):\n    return n.bit_length() - 1",
		Go:     "func ilog2(n int64) int64 { return int64(bits.Len64(uint64(n))) - 1 }",
	}, imps: map[Lang][]string{Go: {"math/bits"}}},
	{name: "hibit", deps: []string{"ilog2"}, src: map[Lang]string{
		CPP:    "static long long hibit(long long n) { return n <= 0 ? 0 : 1LL << ilog2(n); }",
		Python: "def hibit(n):\n    return 1 << ilog2(n) if n > 0 else 0",
		Go: `func hibit(n int64) int64 {
	if n <= 0 {
		return 0
	}
	return 1 << ilog2(n)
}`,
	}},
	{name: "isqrt", src: map[Lang]string{
		CPP: `static long long isqrt(long long n) {
    long long r = (long long)sqrtl((long double)n);
    while (r > 0 && r * r > n) r--;
    while ((r + 1) * (r + 1) <= n) r++;
    return r;
}`,
		Python: "def isqrt(n):\n    return math.isqrt(n)",
		Go: `func isqrt(n int64) int64 {
	r := int64(math.Sqrt(float64(n)))
	for r > 0 && r*r > n {
		r--
	}
	for (r+1)*(r+1) <= n {
		r++
	}
	return r
}`,
	}, imps: map[Lang][]string{CPP: {"cmath"}, Python: {"math"}, Go: {"math"}}},
	{name: "lpf", note: trialNote, src: map[Lang]string{
		CPP: `// lpf returns the least prime factor of n ≥ 2.
static long long lpf(long long n) {
    if (n % 2 == 0) return 2;
    for (long long d = 3; d <= n / d; d += 2)
        if (n % d == 0) return d;
    return n;
}`,
		Python: `def lpf(n):
    """The least prime factor of n >= 2."""
    if n % 2 == 0:
        return 2
    d = 3
    while d * d <= n:
        if n % d == 0:
            return d
        d += 2
    return n`,
		Go: `// lpf returns the least prime factor of n ≥ 2.
func lpf(n int64) int64 {
	if n%2 == 0 {
		return 2
	}
	for d := int64(3); d <= n/d; d += 2 {
		if n%d == 0 {
			return d
		}
	}
	return n
}`,
	}},
	{name: "isprime", deps: []string{"lpf"}, src: map[Lang]string{
		CPP:    "static bool isprime(long long n) { return n >= 2 && lpf(n) == n; }",
		Python: "def isprime(n):\n    return n >= 2 and lpf(n) == n",
		Go:     "func isprime(n int64) bool { return n >= 2 && lpf(n) == n }",
	}},
	{name: "bigomega", deps: []string{"lpf"}, src: map[Lang]string{
		CPP: `// bigomega returns the number of prime factors of n ≥ 1, with multiplicity.
static long long bigomega(long long n) {
    long long k = 0;
    for (; n > 1; k++) n /= lpf(n);
    return k;
}`,
		Python: `def bigomega(n):
    """The number of prime factors of n >= 1, with multiplicity."""
    k = 0
    while n > 1:
        n //= lpf(n)
        k += 1
    return k`,
		Go: `// bigomega returns the number of prime factors of n ≥ 1, with multiplicity.
func bigomega(n int64) int64 {
	k := int64(0)
	for ; n > 1; k++ {
		n /= lpf(n)
	}
	return k
}`,
	}},
	{name: "omega", deps: []string{"lpf"}, src: map[Lang]string{
		CPP: `// omega returns the number of distinct prime factors of n ≥ 1.
static long long omega(long long n) {
    long long k = 0;
    for (; n > 1; k++)
        for (long long p = lpf(n); n % p == 0;) n /= p;
    return k;
}`,
		Python: `def omega(n):
    """The number of distinct prime factors of n >= 1."""
    k = 0
    while n > 1:
        p = lpf(n)
        while n % p == 0:
            n //= p
        k += 1
    return k`,
		Go: `// omega returns the number of distinct prime factors of n ≥ 1.
func omega(n int64) int64 {
	k := int64(0)
	for ; n > 1; k++ {
		for p := lpf(n); n%p == 0; {
			n /= p
		}
	}
	return k
}`,
	}},
	{name: "ndivisors", deps: []string{"lpf"}, src: map[Lang]string{
		CPP: `// ndivisors returns the number of divisors of n ≥ 1.
static long long ndivisors(long long n) {
    long long d = 1;
    while (n > 1) {
        long long p = lpf(n), e = 0;
        for (; n % p == 0; e++) n /= p;
        d *= e + 1;
    }
    return d;
}`,
		Python: `def ndivisors(n):
    """The number of divisors of n >= 1."""
    d = 1
    while n > 1:
        p, e = lpf(n), 0
        while n % p == 0:
            n //= p
            e += 1
        d *= e + 1
    return d`,
		Go: `// ndivisors returns the number of divisors of n ≥ 1.
func ndivisors(n int64) int64 {
	d := int64(1)
	for n > 1 {
		p, e := lpf(n), int64(1)
		for ; n%p == 0; e++ {
			n /= p
		}
		d *= e
	}
	return d
}`,
	}},
	{name: "primepi", note: "π(x) is read from a sieve of x + 1 entries, so x must stay below about 10^9 (memory), far short of 10^18", src: map[Lang]string{
		CPP: `// primepi returns the number of primes ≤ x from a sieve grown on demand.
static long long primepi(long long x) {
    static std::vector<long long> pi;
    if (x >= (long long)pi.size()) {
        long long size = std::max<long long>(x + 1, 2 * (long long)pi.size());
        std::vector<bool> composite(size);
        pi.assign(size, 0);
        long long count = 0;
        for (long long i = 2; i < size; i++) {
            if (!composite[i]) {
                count++;
                for (long long j = i * i; j < size; j += i) composite[j] = true;
            }
            pi[i] = count;
        }
    }
    return pi[x];
}`,
		Python: `_pi = [0, 0]


def primepi(x):
    """The number of primes <= x, from a sieve grown on demand."""
    global _pi
    if x >= len(_pi):
        size = max(x + 1, 2 * len(_pi))
        prime = bytearray([1]) * size
        prime[0] = prime[1] = 0
        for i in range(2, math.isqrt(size - 1) + 1):
            if prime[i]:
                prime[i * i::i] = bytes(len(range(i * i, size, i)))
        _pi = list(itertools.accumulate(prime))
    return _pi[x]`,
		Go: `var primePi []int64

// primepi returns the number of primes ≤ x from a sieve grown on demand.
func primepi(x int64) int64 {
	if x >= int64(len(primePi)) {
		size := max(x+1, 2*int64(len(primePi)))
		composite := make([]bool, size)
		primePi = make([]int64, size)
		count := int64(0)
		for i := int64(2); i < size; i++ {
			if !composite[i] {
				count++
				for j := i * i; j < size; j += i {
					composite[j] = true
				}
			}
			primePi[i] = count
		}
	}
	return primePi[x]
}`,
	}, imps: map[Lang][]string{CPP: {"vector"}, Python: {"itertools", "math"}}},
}

// helperNamed returns the helper called name.
func helperNamed(name string) *helper {
	for i := range helpers {
		if helpers[i].name == name {
			return &helpers[i]
		}
	}
	panic("pattern: no helper " + name)
}
