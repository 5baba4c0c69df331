package scheduler

import (
	"crypto/sha256"
	"encoding/binary"
	"math"
	"math/big"
	"math/bits"

	"github.com/ethereum/go-ethereum/common"
)

// unitDraw returns the miner's uniform draw in (0,1) for a seed: the top 52
// bits x of sha256(seed || miner) mapped to (2x+1)/2^53. 2x+1 < 2^53 is exact
// in a float64, so u is never 0 or 1 and is the same on every machine.
func unitDraw(seed *[32]byte, miner common.Address) float64 {
	var buf [32 + common.AddressLength]byte
	copy(buf[:32], seed[:])
	copy(buf[32:], miner[:])
	h := sha256.Sum256(buf[:])
	x := binary.BigEndian.Uint64(h[:8]) >> 12
	return float64(2*x+1) * 0x1p-53
}

// esKey is the Efraimidis–Spirakis key ln(u)/w; larger keys rank first.
func esKey(u, w float64) float64 { return lnUnit(u) / w }

// lnUnit is the natural logarithm of u in (0,1), a port of the pure Go
// math.log (FreeBSD's e_log.c). math.Log has assembly versions on some
// architectures whose results may differ in the last bit; matching must not.
// Every product is wrapped in float64() so the compiler cannot fuse it into
// an FMA, which would also change the last bit on some architectures.
func lnUnit(u float64) float64 {
	const (
		ln2Hi = 6.93147180369123816490e-01 // 3fe62e42 fee00000
		ln2Lo = 1.90821492927058770002e-10 // 3dea39ef 35793c76
		l1    = 6.666666666666735130e-01   // 3FE55555 55555593
		l2    = 3.999999999940941908e-01   // 3FD99999 9997FA04
		l3    = 2.857142874366239149e-01   // 3FD24924 94229359
		l4    = 2.222219843214978396e-01   // 3FCC71C5 1D8E78AF
		l5    = 1.818357216161805012e-01   // 3FC74664 96CB03DE
		l6    = 1.531383769920937332e-01   // 3FC39A09 D078C69F
		l7    = 1.479819860511658591e-01   // 3FC2F112 DF3E5244
	)
	if !(u > 0) || u >= 1 || u < 0x1p-1022 {
		// Not reachable from unitDraw; keeps the function total.
		return math.Inf(-1)
	}
	// Frexp for a normal number, by bits.
	b := math.Float64bits(u)
	ki := int(b>>52&0x7ff) - 1022
	f1 := math.Float64frombits(b&^(0x7ff<<52) | 1022<<52) // [0.5, 1)
	if f1 < math.Sqrt2/2 {
		f1 = float64(f1 * 2)
		ki--
	}
	f := f1 - 1
	k := float64(ki)

	s := f / (2 + f)
	s2 := float64(s * s)
	s4 := float64(s2 * s2)
	t1 := float64(s2 * (l1 + float64(s4*(l3+float64(s4*(l5+float64(s4*l7)))))))
	t2 := float64(s4 * (l2 + float64(s4*(l4+float64(s4*l6)))))
	r := t1 + t2
	hfsq := float64(float64(0.5*f) * f)
	return float64(k*ln2Hi) - ((hfsq - (float64(s*(hfsq+r)) + float64(k*ln2Lo))) - f)
}

// bigToFloat converts a non-negative x to float64 from its top 64 bits
// (truncating the rest, then rounding to nearest even), without allocating.
// The result depends only on x, not on the machine's word size.
func bigToFloat(x *big.Int) float64 {
	if x == nil || x.Sign() <= 0 {
		return 0
	}
	bl := x.BitLen()
	if bl <= 64 {
		return float64(x.Uint64())
	}
	shift := bl - 64
	w := x.Bits()
	const W = bits.UintSize
	idx, off := shift/W, shift%W
	var top uint64
	for j := 0; idx+j < len(w); j++ {
		pos := j*W - off
		v := uint64(w[idx+j])
		switch {
		case pos < 0:
			top |= v >> uint(-pos)
		case pos < 64:
			top |= v << uint(pos)
		}
	}
	return math.Ldexp(float64(top), shift)
}
