package browser

import "testing"

func TestFormatBytes(t *testing.T) {
	for n, want := range map[int]string{0: "0 B", 999: "999 B", 1000: "1.0 kB", 1536: "1.5 kB", 999949: "999.9 kB", 2500000: "2.5 MB"} {
		if got := FormatBytes(n); got != want {
			t.Errorf("FormatBytes(%d) = %q, want %q", n, got, want)
		}
	}
}
