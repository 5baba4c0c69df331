package he

import (
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"errors"
	"fmt"
	"math"
	"sync"

	"github.com/tuneinsight/lattigo/v6/core/rlwe"
	"github.com/tuneinsight/lattigo/v6/schemes/ckks"
)

// ErrFusedBuild is returned by CheckBuild, NewEvaluator and so the he-ckks
// engine's constructor when this binary encodes plaintexts to other
// integers than the reference build: Go may fuse a multiply and an add
// into one instruction (it does by default on arm64, ppc64le, s390x and
// riscv64; amd64 builds, GOAMD64=v3 included, showed none in this code),
// which rounds once where the reference rounds twice. lattigo's float64 encoder, which
// encodes a plaintext model's diagonals, is such code, and a client can
// pick weights whose encoding lands on a rounding boundary: a miner built
// so would return another ciphertext than its validators and be slashed
// although honest. Build with -gcflags=all=-d=fmahash=n (make build does)
// to turn fusion off.
var ErrFusedBuild = errors.New("he: this binary fuses floating-point multiply-adds: its plaintext encodings differ from the reference's (build with -gcflags=all=-d=fmahash=n)")

// canaryWeights are 2×2 dense layers whose diagonals encode to other
// integers when lattigo's encoder is compiled with fused multiply-adds
// (found by bisecting one weight onto a rounding boundary, and checked
// on arm64 with and without fusion); canaryHashes are the reference
// encodings' hashes (amd64, and arm64 without fusion).
var (
	canaryWeights = [][4]uint64{
		{13823050426493660524, 4605907388257298700, 4603262122238088172, 4597759215759695072},
		{4604546878279935747, 13826302268124379822, 13830008362681501214, 4604531001812992810},
	}
	canaryHashes = []string{
		"069057386cae986aee3127402a0f7aa3a4c710e664cd45dded9767d4fee23d5b",
		"c18da076fe8650b1bf4a450b82de92d309a68d1ffc50108e1be84c0f466c6d70",
	}
)

var canary struct {
	once sync.Once
	err  error
}

// CheckBuild reports ErrFusedBuild when this binary's plaintext encodings
// are not the reference's (see ErrFusedBuild). It runs once; later calls
// return the first answer.
func CheckBuild() error {
	canary.once.Do(func() {
		for i, bits := range canaryWeights {
			w := make([]float64, len(bits))
			for j, b := range bits {
				w[j] = math.Float64frombits(b)
			}
			m := &Model{Format: ModelFormat, Params: "ckks-n13", Input: 2, Layers: []Layer{{Kind: KindDense, In: 2, Out: 2, Weights: w}}}
			h, err := encodingHash(m)
			if err != nil {
				canary.err = fmt.Errorf("he: build check: %w", err)
				return
			}
			if h != canaryHashes[i] {
				canary.err = fmt.Errorf("%w: canary %d encodes to %s, want %s", ErrFusedBuild, i, h, canaryHashes[i])
				return
			}
		}
	})
	return canary.err
}

// encodingHash is the SHA-256 of the coefficients of every diagonal
// plaintext NewEvaluator would encode for m.
func encodingHash(m *Model) (string, error) {
	cp, err := ckksParams(m.Params)
	if err != nil {
		return "", err
	}
	ps, err := Lookup(m.Params)
	if err != nil {
		return "", err
	}
	steps, _ := plan(ps, cp, m.Layers, false)
	enc := ckks.NewEncoder(cp)
	h := sha256.New()
	var buf [8]byte
	for i, l := range m.Layers {
		if l.Kind != KindDense {
			continue
		}
		d, err := newDense(enc, cp, l, m.Width(), steps[i])
		if err != nil {
			return "", err
		}
		for _, row := range d.diags {
			for _, op := range row {
				pt, ok := op.(*rlwe.Plaintext)
				if !ok {
					continue
				}
				for _, c := range pt.Value.Coeffs {
					for _, v := range c {
						binary.LittleEndian.PutUint64(buf[:], v)
						h.Write(buf[:])
					}
				}
			}
		}
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}
