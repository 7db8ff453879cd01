package subtraction

// The inner loops of Values: ORs of word slices. Go compiled to WebAssembly
// runs the plain indexed loop about three times slower than natively; these
// address blocks of eight words from each slice's start, with the bounds
// checked once up front, which brings WebAssembly within about twice native
// speed. Every pointer formed points into its slice (a pointer stepped past
// the end would be invalid, and -race's checkptr stops on it).

import "unsafe"

// orInto sets dst[j] |= src[j] for every j < len(src); dst must be at least
// as long as src.
func orInto(dst, src []uint64) {
	n := uintptr(len(src))
	if n == 0 {
		return
	}
	_ = dst[n-1]
	d := unsafe.Pointer(unsafe.SliceData(dst))
	s := unsafe.Pointer(unsafe.SliceData(src))
	end := n * 8
	off := uintptr(0)
	for ; off+64 <= end; off += 64 {
		dd, ss := (*[8]uint64)(unsafe.Add(d, off)), (*[8]uint64)(unsafe.Add(s, off))
		dd[0] |= ss[0]
		dd[1] |= ss[1]
		dd[2] |= ss[2]
		dd[3] |= ss[3]
		dd[4] |= ss[4]
		dd[5] |= ss[5]
		dd[6] |= ss[6]
		dd[7] |= ss[7]
	}
	for ; off < end; off += 8 {
		*(*uint64)(unsafe.Add(d, off)) |= *(*uint64)(unsafe.Add(s, off))
	}
}

// or4Into sets dst[j] |= a[j] | b[j] | c[j] | e[j] for every j < len(dst);
// the sources must be at least as long as dst, and may be dst itself.
// ORing four sources in one pass loads and stores dst once instead of four
// times.
func or4Into(dst, a, b, c, e []uint64) {
	n := uintptr(len(dst))
	if n == 0 {
		return
	}
	_, _, _, _ = a[n-1], b[n-1], c[n-1], e[n-1]
	d := unsafe.Pointer(unsafe.SliceData(dst))
	pa := unsafe.Pointer(unsafe.SliceData(a))
	pb := unsafe.Pointer(unsafe.SliceData(b))
	pc := unsafe.Pointer(unsafe.SliceData(c))
	pe := unsafe.Pointer(unsafe.SliceData(e))
	end := n * 8
	off := uintptr(0)
	for ; off+64 <= end; off += 64 {
		dd := (*[8]uint64)(unsafe.Add(d, off))
		sa, sb := (*[8]uint64)(unsafe.Add(pa, off)), (*[8]uint64)(unsafe.Add(pb, off))
		sc, se := (*[8]uint64)(unsafe.Add(pc, off)), (*[8]uint64)(unsafe.Add(pe, off))
		dd[0] |= sa[0] | sb[0] | sc[0] | se[0]
		dd[1] |= sa[1] | sb[1] | sc[1] | se[1]
		dd[2] |= sa[2] | sb[2] | sc[2] | se[2]
		dd[3] |= sa[3] | sb[3] | sc[3] | se[3]
		dd[4] |= sa[4] | sb[4] | sc[4] | se[4]
		dd[5] |= sa[5] | sb[5] | sc[5] | se[5]
		dd[6] |= sa[6] | sb[6] | sc[6] | se[6]
		dd[7] |= sa[7] | sb[7] | sc[7] | se[7]
	}
	for ; off < end; off += 8 {
		*(*uint64)(unsafe.Add(d, off)) |= *(*uint64)(unsafe.Add(pa, off)) | *(*uint64)(unsafe.Add(pb, off)) |
			*(*uint64)(unsafe.Add(pc, off)) | *(*uint64)(unsafe.Add(pe, off))
	}
}
