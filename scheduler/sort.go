package scheduler

import (
	"cmp"
	"slices"
)

// prefixKey is a sort key: hi orders, i is the element's index, for
// breaking ties and for finding the element again.
type prefixKey struct {
	hi uint64
	i  int32
}

// sortKeys sorts keys by hi, then by tie(a.i, b.i) among equal hi. It is a
// least-significant-digit radix sort on hi (8 passes of 8 bits, skipping
// bytes all keys share), O(n), followed by a comparison sort of each run of
// equal hi, which for hashes and draws is almost always a single key. tie
// must be a total order on distinct elements so that the result does not
// depend on the input order.
// tmp, if at least as long as keys, is used as scratch space.
func sortKeys(keys, tmp []prefixKey, tie func(a, b int32) int) {
	byKey := func(a, b prefixKey) int {
		if a.hi != b.hi {
			return cmp.Compare(a.hi, b.hi)
		}
		return tie(a.i, b.i)
	}
	if len(keys) < 256 {
		slices.SortFunc(keys, byKey)
		return
	}
	var counts [8][256]int32
	for _, k := range keys {
		h := k.hi
		for d := range 8 {
			counts[d][byte(h>>(8*d))]++
		}
	}
	if len(tmp) < len(keys) {
		tmp = make([]prefixKey, len(keys))
	}
	src, dst := keys, tmp[:len(keys)]
	n := int32(len(keys))
	for d := range 8 {
		c := &counts[d]
		shift := uint(8 * d)
		if c[byte(src[0].hi>>shift)] == n {
			continue // every key has this byte
		}
		var sum int32
		for i := range c {
			sum, c[i] = sum+c[i], sum
		}
		for _, k := range src {
			b := byte(k.hi >> shift)
			dst[c[b]] = k
			c[b]++
		}
		src, dst = dst, src
	}
	if &src[0] != &keys[0] {
		copy(keys, src)
	}
	for g := 0; g < len(keys); {
		e := g + 1
		for e < len(keys) && keys[e].hi == keys[g].hi {
			e++
		}
		if e-g > 1 {
			slices.SortFunc(keys[g:e], byKey)
		}
		g = e
	}
}
