//go:build js

package catalog

import (
	"errors"
	"fmt"
	"syscall/js"

	"nimber/app/browser"
)

// Load reads the catalog the page's head started fetching from Path
// (nimberCatalog, see app/site), so that the file arrives while the wasm
// loads, and Sets it. It waits for the answer, so it runs on the main
// goroutine before the app starts, never in a JavaScript callback.
func Load() error {
	started := js.Global().Get("nimberCatalog")
	if started.Type() != js.TypeObject {
		return errors.New("reading " + Path + ": the page's head did not fetch it")
	}
	type result struct {
		text string
		err  error
	}
	done := make(chan result, 1)
	var onText, onResponse, onError js.Func
	release := func() { onText.Release(); onResponse.Release(); onError.Release() }
	onError = js.FuncOf(func(_ js.Value, args []js.Value) any {
		done <- result{err: fmt.Errorf("reading %s: %w", Path, browser.ErrorOf(args[0]))}
		return nil
	})
	onText = js.FuncOf(func(_ js.Value, args []js.Value) any {
		done <- result{text: args[0].String()}
		return nil
	})
	onResponse = js.FuncOf(func(_ js.Value, args []js.Value) any {
		r := args[0]
		if !r.Get("ok").Bool() {
			done <- result{err: fmt.Errorf("reading %s: %d %s", Path, r.Get("status").Int(), r.Get("statusText").String())}
			return nil
		}
		r.Call("text").Call("then", onText, onError)
		return nil
	})
	started.Call("then", onResponse, onError)
	r := <-done
	release()
	if r.err != nil {
		return r.err
	}
	c, err := Decode([]byte(r.text))
	if err != nil {
		return errors.New("reading " + Path + ": " + err.Error())
	}
	Set(c)
	return nil
}
