package window

import "math/bits"

// mexSet is a multiset of small values that answers its mex in constant
// time: a count per value and a three-level bitset of the absent values
// (level 0 has a bit per value, each higher level a bit per non-zero word of
// the level below). Values at or above the capacity are ignored.
type mexSet struct {
	count []uint32
	free  [3][]uint64
}

// newMexSet returns an empty set for values below capacity.
func newMexSet(capacity int) *mexSet {
	s := &mexSet{count: make([]uint32, capacity)}
	size := capacity // bits on this level, all set
	for l := range s.free {
		words := make([]uint64, (size+63)/64)
		for i := range words {
			words[i] = ^uint64(0)
		}
		if size%64 != 0 {
			words[len(words)-1] = 1<<(size%64) - 1
		}
		s.free[l] = words
		size = len(words)
	}
	return s
}

func (s *mexSet) add(v uint32) {
	if v >= uint32(len(s.count)) {
		return
	}
	s.count[v]++
	if s.count[v] > 1 {
		return
	}
	for l := range s.free {
		w := &s.free[l][v/64]
		*w &^= 1 << (v % 64)
		if *w != 0 {
			return
		}
		v /= 64
	}
}

func (s *mexSet) remove(v uint32) {
	if v >= uint32(len(s.count)) {
		return
	}
	s.count[v]--
	if s.count[v] > 0 {
		return
	}
	for l := range s.free {
		s.free[l][v/64] |= 1 << (v % 64)
		v /= 64
	}
}

// mex returns the least value with count 0 (the capacity when none is).
func (s *mexSet) mex() uint32 {
	top := s.free[2]
	i := 0
	for i < len(top) && top[i] == 0 {
		i++
	}
	if i == len(top) {
		return uint32(len(s.count))
	}
	i = i*64 + bits.TrailingZeros64(top[i])
	i = i*64 + bits.TrailingZeros64(s.free[1][i])
	return uint32(i*64 + bits.TrailingZeros64(s.free[0][i]))
}
