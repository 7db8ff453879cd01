package subtraction

// The inner loops of Values: ORs of word slices. Go compiled to WebAssembly
// runs the plain indexed loop about three times slower than natively; these
// step pointers over blocks of eight words, with the bounds checked once up
// front, which brings WebAssembly within about twice native speed.

import "unsafe"

// orInto sets dst[j] |= src[j] for every j < len(src); dst must be at least
// as long as src.
func orInto(dst, src []uint64) {
	n := len(src)
	if n == 0 {
		return
	}
	_ = dst[n-1]
	d := unsafe.Pointer(unsafe.SliceData(dst))
	s := unsafe.Pointer(unsafe.SliceData(src))
	for k := n >> 3; k > 0; k-- {
		dd, ss := (*[8]uint64)(d), (*[8]uint64)(s)
		dd[0] |= ss[0]
		dd[1] |= ss[1]
		dd[2] |= ss[2]
		dd[3] |= ss[3]
		dd[4] |= ss[4]
		dd[5] |= ss[5]
		dd[6] |= ss[6]
		dd[7] |= ss[7]
		d, s = unsafe.Add(d, 64), unsafe.Add(s, 64)
	}
	for k := n & 7; k > 0; k-- {
		*(*uint64)(d) |= *(*uint64)(s)
		d, s = unsafe.Add(d, 8), unsafe.Add(s, 8)
	}
}

// or4Into sets dst[j] |= a[j] | b[j] | c[j] | e[j] for every j < len(dst);
// the sources must be at least as long as dst, and may be dst itself.
// ORing four sources in one pass loads and stores dst once instead of four
// times.
func or4Into(dst, a, b, c, e []uint64) {
	n := len(dst)
	if n == 0 {
		return
	}
	_, _, _, _ = a[n-1], b[n-1], c[n-1], e[n-1]
	d := unsafe.Pointer(unsafe.SliceData(dst))
	pa := unsafe.Pointer(unsafe.SliceData(a))
	pb := unsafe.Pointer(unsafe.SliceData(b))
	pc := unsafe.Pointer(unsafe.SliceData(c))
	pe := unsafe.Pointer(unsafe.SliceData(e))
	for k := n >> 3; k > 0; k-- {
		dd := (*[8]uint64)(d)
		sa, sb, sc, se := (*[8]uint64)(pa), (*[8]uint64)(pb), (*[8]uint64)(pc), (*[8]uint64)(pe)
		dd[0] |= sa[0] | sb[0] | sc[0] | se[0]
		dd[1] |= sa[1] | sb[1] | sc[1] | se[1]
		dd[2] |= sa[2] | sb[2] | sc[2] | se[2]
		dd[3] |= sa[3] | sb[3] | sc[3] | se[3]
		dd[4] |= sa[4] | sb[4] | sc[4] | se[4]
		dd[5] |= sa[5] | sb[5] | sc[5] | se[5]
		dd[6] |= sa[6] | sb[6] | sc[6] | se[6]
		dd[7] |= sa[7] | sb[7] | sc[7] | se[7]
		d, pa, pb, pc, pe = unsafe.Add(d, 64), unsafe.Add(pa, 64), unsafe.Add(pb, 64), unsafe.Add(pc, 64), unsafe.Add(pe, 64)
	}
	for k := n & 7; k > 0; k-- {
		*(*uint64)(d) |= *(*uint64)(pa) | *(*uint64)(pb) | *(*uint64)(pc) | *(*uint64)(pe)
		d, pa, pb, pc, pe = unsafe.Add(d, 8), unsafe.Add(pa, 8), unsafe.Add(pb, 8), unsafe.Add(pc, 8), unsafe.Add(pe, 8)
	}
}
