package frame

import (
	"errors"
	"testing"
)

// TestJSTry checks that jsTry turns a thrown JavaScript error (an error
// value, as syscall/js's js.Error) into an error and lets Go's own panics
// through (issue 16.5: it swallowed them).
func TestJSTry(t *testing.T) {
	thrown := errors.New("JavaScript error: QuotaExceededError")
	if err := JSTry(func() { panic(thrown) }); err != thrown {
		t.Errorf("a thrown error came back as %v", err)
	}
	if err := JSTry(func() {}); err != nil {
		t.Errorf("no panic: %v", err)
	}
	for name, f := range map[string]func(){
		"index out of range":  func() { var s []int; _ = s[len(s)] },
		"nil map write":       func() { var m map[int]int; m[0] = 1 },
		"panic with a string": func() { panic("bug") },
	} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("%s: jsTry swallowed the panic", name)
				}
			}()
			err := JSTry(f)
			t.Errorf("%s: jsTry returned %v", name, err)
		}()
	}
}
