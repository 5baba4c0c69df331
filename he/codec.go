package he

import (
	"encoding/binary"
	"errors"
	"fmt"
	"math"
	"sync"

	"github.com/tuneinsight/lattigo/v6/ring"
	"github.com/tuneinsight/lattigo/v6/schemes/ckks"
)

// The binary encodings of keys and ciphertexts are this package's own,
// not lattigo's: a magic tag, the parameter set's name, a few small header
// fields, then the raw RNS coefficients, little-endian, in a fixed order.
// A reader computes the exact length a blob must have from its header
// before it reads a coefficient, allocates only for the shapes the named
// parameter set allows, and checks every coefficient is below its
// modulus, so hostile bytes never reach lattigo's own decoders (which
// trust lengths they read).

// lattice caches the lattigo parameters of each ParamSet: building them
// generates the primes, which is deterministic but not free.
var lattice = struct {
	once   sync.Once
	params map[string]ckks.Parameters
	err    error
}{}

// ckksParams returns the lattigo parameters of the named set.
func ckksParams(name string) (ckks.Parameters, error) {
	lattice.once.Do(func() {
		lattice.params = make(map[string]ckks.Parameters, len(ParamSets))
		for _, p := range ParamSets {
			cp, err := ckks.NewParametersFromLiteral(ckks.ParametersLiteral{
				LogN: p.LogN, LogQ: p.LogQ, LogP: p.LogP, LogDefaultScale: p.LogDefaultScale,
			})
			if err != nil {
				lattice.err = fmt.Errorf("parameter set %s: %w", p.Name, err)
				return
			}
			lattice.params[p.Name] = cp
		}
	})
	if lattice.err != nil {
		return ckks.Parameters{}, lattice.err
	}
	p, ok := lattice.params[name]
	if !ok {
		_, err := Lookup(name)
		return ckks.Parameters{}, err
	}
	return p, nil
}

// writer appends to a byte slice.
type writer struct{ b []byte }

func (w *writer) u8(v uint8)       { w.b = append(w.b, v) }
func (w *writer) u32(v uint32)     { w.b = binary.LittleEndian.AppendUint32(w.b, v) }
func (w *writer) u64(v uint64)     { w.b = binary.LittleEndian.AppendUint64(w.b, v) }
func (w *writer) f64(v float64)    { w.u64(math.Float64bits(v)) }
func (w *writer) raw(v []byte)     { w.b = append(w.b, v...) }
func (w *writer) str(s string)     { w.u8(uint8(len(s))); w.raw([]byte(s)) }
func (w *writer) poly(p ring.Poly) { w.rows(p.Coeffs) }
func (w *writer) rows(m [][]uint64) {
	for _, row := range m {
		for _, c := range row {
			w.u64(c)
		}
	}
}

// errShort is what a reader reports when the bytes run out.
var errShort = errors.New("truncated")

// reader consumes a byte slice; the first error sticks.
type reader struct {
	b   []byte
	err error
}

func (r *reader) take(n int) []byte {
	if r.err != nil {
		return nil
	}
	if n < 0 || n > len(r.b) {
		r.err = errShort
		return nil
	}
	v := r.b[:n]
	r.b = r.b[n:]
	return v
}

func (r *reader) u8() uint8 {
	if v := r.take(1); v != nil {
		return v[0]
	}
	return 0
}

func (r *reader) u32() uint32 {
	if v := r.take(4); v != nil {
		return binary.LittleEndian.Uint32(v)
	}
	return 0
}

func (r *reader) u64() uint64 {
	if v := r.take(8); v != nil {
		return binary.LittleEndian.Uint64(v)
	}
	return 0
}

func (r *reader) f64() float64 { return math.Float64frombits(r.u64()) }

func (r *reader) str() string { return string(r.take(int(r.u8()))) }

// rows fills m, an allocated coefficient matrix, checking row i's values
// are below moduli[i].
func (r *reader) rows(m [][]uint64, moduli []uint64) {
	for i, row := range m {
		src := r.take(8 * len(row))
		if src == nil {
			return
		}
		q := moduli[i]
		for j := range row {
			c := binary.LittleEndian.Uint64(src[8*j:])
			if c >= q {
				r.err = fmt.Errorf("coefficient %d of row %d is not below its modulus", j, i)
				return
			}
			row[j] = c
		}
	}
}

// header writes a blob's magic tag and parameter set.
func header(w *writer, magic, params string) {
	w.raw([]byte(magic))
	w.str(params)
}

// readHeader checks a blob's magic tag and returns its parameter set.
func readHeader(r *reader, magic string) (ckks.Parameters, string, error) {
	if got := r.take(len(magic)); r.err != nil || string(got) != magic {
		return ckks.Parameters{}, "", fmt.Errorf("not a %q blob", magic)
	}
	name := r.str()
	if r.err != nil {
		return ckks.Parameters{}, "", r.err
	}
	p, err := ckksParams(name)
	return p, name, err
}
