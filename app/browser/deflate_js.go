package browser

import "syscall/js"

// Deflate calls done once with data compressed in the raw DEFLATE format
// (RFC 1951), or why it could not be. In the browser its CompressionStream
// compresses, and done is called from a JavaScript callback: it must not
// block. (Natively compress/flate does, and done is called at once.)
func Deflate(data []byte, done func([]byte, error)) {
	pipe(data, "CompressionStream", 0, done)
}

// Inflate calls done once with what data holds compressed in the raw
// DEFLATE format, or an error when data is not that or holds more than
// limit bytes (limit > 0). It calls done as Deflate does.
func Inflate(data []byte, limit int, done func([]byte, error)) {
	pipe(data, "DecompressionStream", limit, done)
}

// pipe passes data through a new stream of the class kind for the format
// "deflate-raw" and calls done with what comes out of it, failing as soon
// as more than limit bytes came out (0: no limit).
func pipe(data []byte, kind string, limit int, done func([]byte, error)) {
	var out []byte
	var reader js.Value
	var onRead, onError js.Func
	finish := func(b []byte, err error) {
		onRead.Release()
		onError.Release()
		done(b, err)
	}
	onError = js.FuncOf(func(_ js.Value, args []js.Value) any {
		finish(nil, ErrorOf(args[0]))
		return nil
	})
	onRead = js.FuncOf(func(_ js.Value, args []js.Value) any {
		result := args[0]
		if result.Get("done").Bool() {
			finish(out, nil)
			return nil
		}
		chunk := result.Get("value")
		n := chunk.Length()
		if limit > 0 && len(out)+n > limit {
			reader.Call("cancel")
			finish(nil, errTooLarge)
			return nil
		}
		out = append(out, make([]byte, n)...)
		js.CopyBytesToGo(out[len(out)-n:], chunk)
		reader.Call("read").Call("then", onRead, onError)
		return nil
	})
	if err := Try(func() {
		global := js.Global()
		stream := global.Get("Blob").New([]any{Uint8Array(data)}).Call("stream").
			Call("pipeThrough", global.Get(kind).New("deflate-raw"))
		reader = stream.Call("getReader")
		reader.Call("read").Call("then", onRead, onError)
	}); err != nil {
		finish(nil, err)
	}
}
