package period

import "testing"

func TestFind(t *testing.T) {
	nim := make([]uint32, 50)
	for i := range nim {
		nim[i] = uint32(i)
	}
	mod := func(n, m int, pre []uint32) []uint32 {
		v := append([]uint32(nil), pre...)
		for i := len(pre); i < n; i++ {
			v = append(v, uint32(i%m))
		}
		return v
	}
	never := func(pre, p int, s uint32) (int, bool) { return 0, false }
	window := func(pre, p int, s uint32) (int, bool) { return pre + p + 3, s == 0 }
	for _, c := range []struct {
		name  string
		v     []uint32
		bound Bound
		want  string
	}{
		{"nim", nim, nil, "preperiod 0, period 1, saltus 1 (observed up to 49)"},
		{"nim, no theorem", nim, never, "preperiod 0, period 1, saltus 1 (observed up to 49)"},
		{"mod 3", mod(30, 3, nil), window, "preperiod 0, period 3 (proven)"},
		{"mod 3 after 7 9 7", mod(30, 3, []uint32{7, 9, 7}), window, "preperiod 3, period 3 (proven)"},
		{"mod 5 seen as counting", mod(10, 5, nil), nil, "preperiod 5, period 1, saltus 1 (observed up to 9)"},
		{"mod 4 unproven", mod(40, 4, nil), func(pre, p int, s uint32) (int, bool) { return 100, true }, "preperiod 0, period 4 (observed up to 39)"},
		{"none", []uint32{0, 1, 0, 0, 1, 1, 0, 1, 1, 1}, nil, "no period observed up to 9"},
	} {
		if got := Find(c.v, c.bound).String(); got != c.want {
			t.Errorf("%s: %s, want %s", c.name, got, c.want)
		}
	}
}
