//go:build js

package main

import (
	"syscall/js"
	"unsafe"
)

// goMemory returns a Uint8Array over the bytes of b in the Go program's own
// memory, which web/solver-worker.js hands over (nimberMemory), or false
// when it does not (the worker's tests under Node) or b is empty. The view
// is good only until Go's memory grows, which detaches it (it then has no
// bytes): use it at once.
func goMemory(b []byte) (js.Value, bool) {
	memory := js.Global().Get("nimberMemory")
	if memory.Type() != js.TypeFunction || len(b) == 0 {
		return js.Undefined(), false
	}
	at := int(uintptr(unsafe.Pointer(unsafe.SliceData(b))))
	return js.Global().Get("Uint8Array").New(memory.Invoke(), at, len(b)), true
}
