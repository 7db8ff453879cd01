package browser

import "unsafe"

// WordBytes returns the memory of words as bytes, without a copy, lowest
// byte of each word first: the order of WebAssembly's memory and of the
// hosts that prerender the page, and so of a Uint8Array copied from it.
func WordBytes[W ~uint32 | ~uint64](words []W) []byte {
	if len(words) == 0 {
		return nil
	}
	return unsafe.Slice((*byte)(unsafe.Pointer(unsafe.SliceData(words))), len(words)*int(unsafe.Sizeof(words[0])))
}
