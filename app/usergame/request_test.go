package usergame

import (
	"strings"
	"testing"
)

// decode waits for DecodeFragment (in the browser it answers from a
// JavaScript callback).
func decode(s string) (Request, error) {
	type result struct {
		r   Request
		err error
	}
	done := make(chan result, 1)
	DecodeFragment(s, func(r Request, err error) { done <- result{r, err} })
	res := <-done
	return res.r, res.err
}

// A share link's fragment carries the request back whole; a damaged one
// says so.
func TestFragment(t *testing.T) {
	want := Request{Code: "def moves(x):\n    return [x - 1] if x > 0 else []\n", Params: "k=3", Kind: "misere", N: "40"}
	frag := make(chan string, 1)
	EncodeFragment(want, func(f string) { frag <- f })
	f := <-frag
	if !strings.Contains(f, "code=") || strings.Contains(f, "moves") {
		t.Errorf("fragment %q: the code is not deflated", f)
	}
	if got, err := decode("#" + f); err != nil || got != want {
		t.Errorf("decoded %+v, %v; want %+v", got, err, want)
	}
	for _, bad := range []string{"code=%%%", "code=!!", "code=AAAA&n=3"} {
		if got, err := decode(bad); err == nil {
			t.Errorf("%q decoded into %+v", bad, got)
		} else if bad != "code=%%%" && !strings.Contains(err.Error(), "damaged") {
			t.Errorf("%q: %v", bad, err)
		}
	}
}

// TestSmall: a table of fewer than protocol.ListAtLeast positions is small;
// one that is not, or a size that does not read, is not.
func TestSmall(t *testing.T) {
	for n, want := range map[string]bool{
		"100": true, " 998 ": true, "999": false, "5000": false,
		"30,30": true, "31, 30": true, "31,31": false, "0,0": true,
		"": false, "x": false, "-3": false, "3,": false, "10,1000": false,
	} {
		if got := (Request{N: n}).Small(); got != want {
			t.Errorf("%q: small %v, want %v", n, got, want)
		}
	}
}
