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
	{name: "isprime", src: map[Lang]string{
		CPP: `typedef unsigned long long u64;
__extension__ typedef unsigned __int128 u128; // GCC's and Clang's 128-bit integers

static u64 mulmod(u64 a, u64 b, u64 m) { return (u128)a * b % m; }

static u64 powmod(u64 a, u64 e, u64 m) {
    u64 r = 1;
    for (a %= m; e > 0; e >>= 1, a = mulmod(a, a, m))
        if (e & 1) r = mulmod(r, a, m);
    return r;
}

// isprime is Miller–Rabin with bases that decide every n < 2^64.
static bool isprime(long long n) {
    if (n < 2) return false;
    for (long long p : {2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37})
        if (n % p == 0) return n == p;
    u64 d = n - 1;
    int s = 0;
    for (; d % 2 == 0; s++) d /= 2;
    for (u64 a : {2ULL, 325ULL, 9375ULL, 28178ULL, 450775ULL, 9780504ULL, 1795265022ULL}) {
        if (a % n == 0) continue;
        u64 x = powmod(a, d, n);
        if (x == 1 || x == (u64)n - 1) continue;
        for (int i = 1; i < s && x != (u64)n - 1; i++) x = mulmod(x, x, n);
        if (x != (u64)n - 1) return false;
    }
    return true;
}`,
		Python: `def isprime(n):
    """Miller-Rabin with bases that decide every n < 2^64 (and most beyond)."""
    if n < 2:
        return False
    for p in (2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37):
        if n % p == 0:
            return n == p
    d, s = n - 1, 0
    while d % 2 == 0:
        d, s = d // 2, s + 1
    for a in (2, 325, 9375, 28178, 450775, 9780504, 1795265022):
        if a % n == 0:
            continue
        x = pow(a, d, n)
        if x in (1, n - 1):
            continue
        for _ in range(s - 1):
            x = x * x % n
            if x == n - 1:
                break
        else:
            return False
    return True`,
		Go: `func mulmod(a, b, m uint64) uint64 {
	hi, lo := bits.Mul64(a, b)
	return bits.Rem64(hi, lo, m)
}

func powmod(a, e, m uint64) uint64 {
	r := uint64(1)
	for a %= m; e > 0; e >>= 1 {
		if e&1 == 1 {
			r = mulmod(r, a, m)
		}
		a = mulmod(a, a, m)
	}
	return r
}

// isprime is Miller–Rabin with bases that decide every n < 2^64.
func isprime(n int64) bool {
	if n < 2 {
		return false
	}
	for _, p := range []int64{2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37} {
		if n%p == 0 {
			return n == p
		}
	}
	u := uint64(n)
	d, s := u-1, 0
	for ; d%2 == 0; s++ {
		d /= 2
	}
	for _, a := range []uint64{2, 325, 9375, 28178, 450775, 9780504, 1795265022} {
		if a%u == 0 {
			continue
		}
		x := powmod(a, d, u)
		if x == 1 || x == u-1 {
			continue
		}
		for i := 1; i < s && x != u-1; i++ {
			x = mulmod(x, x, u)
		}
		if x != u-1 {
			return false
		}
	}
	return true
}`,
	}, imps: map[Lang][]string{Go: {"math/bits"}}},
	{name: "lpf", deps: []string{"isprime"}, src: map[Lang]string{
		CPP: `// rho returns a factor 1 < d < n of an odd composite n (Pollard's rho).
static u64 rho(u64 n) {
    for (u64 c = 1;; c++) {
        u64 x = 2, y = 2, d = 1;
        while (d == 1) {
            x = (mulmod(x, x, n) + c) % n;
            y = (mulmod(y, y, n) + c) % n;
            y = (mulmod(y, y, n) + c) % n;
            d = std::gcd(x > y ? x - y : y - x, n);
        }
        if (d != n) return d;
    }
}

// lpf returns the least prime factor of n ≥ 2.
static long long lpf(long long n) {
    for (long long d = 2; d < 1000; d++) {
        if (d * d > n) return n;
        if (n % d == 0) return d;
    }
    if (isprime(n)) return n;
    long long d = rho(n);
    return std::min(lpf(d), lpf(n / d));
}`,
		Python: `def rho(n):
    """A factor 1 < d < n of an odd composite n (Pollard's rho)."""
    c = 1
    while True:
        x = y = 2
        d = 1
        while d == 1:
            x = (x * x + c) % n
            y = (y * y + c) % n
            y = (y * y + c) % n
            d = math.gcd(abs(x - y), n)
        if d != n:
            return d
        c += 1


def lpf(n):
    """The least prime factor of n >= 2."""
    for d in range(2, 1000):
        if d * d > n:
            return n
        if n % d == 0:
            return d
    if isprime(n):
        return n
    d = rho(n)
    return min(lpf(d), lpf(n // d))`,
		Go: `// rho returns a factor 1 < d < n of an odd composite n (Pollard's rho).
func rho(n uint64) uint64 {
	for c := uint64(1); ; c++ {
		x, y, d := uint64(2), uint64(2), uint64(1)
		for d == 1 {
			x = (mulmod(x, x, n) + c) % n
			y = (mulmod(y, y, n) + c) % n
			y = (mulmod(y, y, n) + c) % n
			a, b := max(x, y)-min(x, y), n
			for b != 0 {
				a, b = b, a%b
			}
			d = a
		}
		if d != n {
			return d
		}
	}
}

// lpf returns the least prime factor of n ≥ 2.
func lpf(n int64) int64 {
	for d := int64(2); d < 1000; d++ {
		if d*d > n {
			return n
		}
		if n%d == 0 {
			return d
		}
	}
	if isprime(n) {
		return n
	}
	d := int64(rho(uint64(n)))
	return min(lpf(d), lpf(n/d))
}`,
	}, imps: map[Lang][]string{CPP: {"numeric"}, Python: {"math"}}},
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
