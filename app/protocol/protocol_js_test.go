//go:build js

package protocol

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"slices"
	"strings"
	"syscall/js"
	"testing"
)

// The round trip through real JavaScript values (under Node): what
// js.ValueOf makes of Encode's map decodes as the message sent, with each
// Blob (here a string) received as the JavaScript value itself.
func TestRoundTripThroughJavaScript(t *testing.T) {
	for _, m := range examples {
		sent := mapBlobs(m, func(b Blob) Blob {
			if s, ok := b.(string); ok {
				return s
			}
			return fmt.Sprint(b) // a string stands for the buffers
		})
		decoded, err := Decode(js.ValueOf(Encode(sent)))
		if err != nil {
			t.Fatalf("%s: %v", m.Type(), err)
		}
		got := mapBlobs(decoded, func(b Blob) Blob { return b.(js.Value).String() })
		if want := normal(sent); !reflect.DeepEqual(got, want) {
			t.Errorf("%s: got %#v\nwant %#v", m.Type(), got, want)
		}
	}
}

// TestLineStartsAsDecoded compares LineStarts with the line starts of the
// string JavaScript's TextDecoder makes of random texts, invalid UTF-8
// among them: sequences cut short, overlong forms, surrogates, stray bytes.
func TestLineStartsAsDecoded(t *testing.T) {
	decoder := js.Global().Get("TextDecoder").New()
	decoded := func(text []byte) []uint32 {
		bytes := js.Global().Get("Uint8Array").New(len(text))
		js.CopyBytesToJS(bytes, text)
		// The decoded string, valid UTF-8 once in Go, is what JavaScript
		// indexes.
		return naiveLineStarts(decoder.Call("decode", bytes).String())
	}
	rng := rand.New(rand.NewPCG(7, 11))
	pieces := []string{"a", " ", "\n", "\n", "\r\n", "é", "中", "😀", "\xff", "\x80", "\xbf", "\xc3", "\xe4\xb8",
		"\xf0\x9f\x98", "\xe0", "\xe0\x80", "\xed", "\xed\xa0\x80", "\xf4", "\xf4\x90\x80\x80", "\xc0\xaf", "\xf5"}
	for range 5000 {
		var b strings.Builder
		for range rng.IntN(30) {
			b.WriteString(pieces[rng.IntN(len(pieces))])
		}
		text := []byte(b.String())
		if got, want := LineStarts(text), decoded(text); !slices.Equal(got, want) {
			t.Fatalf("%q: got %v, TextDecoder's %v", text, got, want)
		}
	}
}
