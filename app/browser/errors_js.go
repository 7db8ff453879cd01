//go:build js

package browser

import "syscall/js"

// Error is a JavaScript exception, or the error of a failed IndexedDB
// request or transaction, as a Go error: Name is the DOMException's or
// Error's name ("QuotaExceededError", "SyntaxError"), Message its message.
type Error struct {
	Name, Message string
}

func (e *Error) Error() string {
	if e.Message == "" {
		return e.Name
	}
	return e.Name + ": " + e.Message
}

// ErrorOf returns the JavaScript error value v (an Error, a DOMException,
// anything thrown) as an *Error; a null or undefined v is an unknown error.
func ErrorOf(v js.Value) *Error {
	switch {
	case !v.Truthy():
		return &Error{Name: "Error", Message: "unknown error"}
	case v.Type() == js.TypeObject && v.Get("name").Type() == js.TypeString:
		return &Error{Name: v.Get("name").String(), Message: v.Get("message").String()}
	}
	return &Error{Name: "Error", Message: js.Global().Get("String").Invoke(v).String()}
}

// Try runs f and returns the JavaScript exception thrown inside it (a call
// of syscall/js or go-app's app.Value that threw) as an *Error. Any other
// panic, a bug in Go, goes on.
func Try(f func()) (err error) {
	defer func() {
		r := recover()
		if r == nil {
			return
		}
		// syscall/js panics with a js.Error value. (A type assertion: errors.As
		// would link reflection into the page's wasm.)
		if thrown, ok := r.(js.Error); ok {
			err = ErrorOf(thrown.Value)
			return
		}
		panic(r)
	}()
	f()
	return nil
}
