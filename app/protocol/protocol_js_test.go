//go:build js

package protocol

import (
	"fmt"
	"reflect"
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
