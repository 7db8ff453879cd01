//go:build js

package browser

import (
	"errors"
	"syscall/js"
	"testing"
)

// Try turns what JavaScript throws into an *Error naming it, and lets Go's
// own panics through (a Go error value among them).
func TestTry(t *testing.T) {
	err := Try(func() { js.Global().Get("JSON").Call("parse", "{") })
	var e *Error
	if !errors.As(err, &e) || e.Name != "SyntaxError" || e.Message == "" {
		t.Errorf("JSON.parse(\"{\"): %#v", err)
	}
	thrower := js.Global().Get("Function").New("x", "throw x")
	if err := Try(func() { thrower.Invoke("plain") }); err == nil || err.Error() != "Error: plain" {
		t.Errorf("a thrown string: %v", err)
	}
	if err := Try(func() {}); err != nil {
		t.Errorf("nothing thrown: %v", err)
	}
	for name, f := range map[string]func(){
		"index out of range": func() { var s []int; _ = s[len(s)] },
		"a Go error":         func() { panic(errors.New("bug")) },
		"a string":           func() { panic("bug") },
	} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("%s: Try swallowed the panic", name)
				}
			}()
			err := Try(f)
			t.Errorf("%s: Try returned %v", name, err)
		}()
	}
}
