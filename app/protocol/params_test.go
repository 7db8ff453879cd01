package protocol

import (
	"reflect"
	"testing"
)

func TestSplitParams(t *testing.T) {
	got := SplitParams(" k = 3\n\nnoise\nrule=a=b\n")
	want := []Param{{Name: "k", Value: "3"}, {Name: "rule", Value: "a=b"}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("SplitParams: %+v, want %+v", got, want)
	}
	if got := SplitParams(""); got != nil {
		t.Errorf("SplitParams of nothing: %+v", got)
	}
}

func TestJoinParams(t *testing.T) {
	ps := []Param{{Name: "k", Value: "3"}, {Name: "rule", Value: "a=b"}}
	if got, want := JoinParams(ps), "k=3\nrule=a=b"; got != want {
		t.Errorf("JoinParams: %q, want %q", got, want)
	}
	if back := SplitParams(JoinParams(ps)); !reflect.DeepEqual(back, ps) {
		t.Errorf("SplitParams(JoinParams): %+v", back)
	}
}
