package he

import (
	"errors"
	"fmt"

	"github.com/tuneinsight/lattigo/v6/core/rlwe"
	"github.com/tuneinsight/lattigo/v6/schemes/ckks"
)

// ErrBadKeys is wrapped by every error about evaluation keys a client
// sent: malformed, truncated, of another parameter set, or too large.
var ErrBadKeys = errors.New("bad he keys")

// Magic tags of the binary encodings (see codec.go).
const (
	magicSecretKey = "THSK1"
	magicEvalKeys  = "THEK1"
	seedLen        = 32
)

// SecretKey is a client's CKKS secret key. It never leaves the client:
// it encrypts inputs and decrypts results.
type SecretKey struct {
	params string
	cp     ckks.Parameters
	sk     *rlwe.SecretKey
}

// EvalKeys are the public keys a miner evaluates with: the
// relinearization key and the rotation keys of rotationSteps. They are
// model-independent, generated once per parameter set and uploaded once
// (named by the CID of their encoding).
type EvalKeys struct {
	params string
	cp     ckks.Parameters
	rlk    *rlwe.RelinearizationKey
	gks    []*rlwe.GaloisKey // in rotationSteps order
	set    *rlwe.MemEvaluationKeySet
}

// rotationSteps are the slot rotations every key set covers, whatever
// the model: the widest vector a model may have is W = Slots/2, so a
// dense layer's baby and giant steps rotate by +2^i up to n1 =
// 2^⌈log2(Slots/2)/2⌉, and its replication by -W for each power of two
// W ≤ Slots/2 (-Slots/2 is +Slots/2). Each is a key of about 1.3 MiB at
// ckks-n13 and 12 MiB at ckks-n14, so no more are made than these.
func rotationSteps(p ckks.Parameters) []int {
	logW := p.LogMaxSlots() - 1
	var steps []int
	for i := 1; i <= maxPositiveRotation(p); i <<= 1 {
		steps = append(steps, i)
	}
	for i := 0; i <= logW; i++ {
		if i == logW && (logW+1)/2 >= logW {
			break // -Slots/2 is +Slots/2, already there
		}
		steps = append(steps, -(1 << i))
	}
	return steps
}

// maxPositiveRotation is the largest positive rotation with a key: the
// widest layer's n1.
func maxPositiveRotation(p ckks.Parameters) int {
	n1, _ := babyGiant(p.MaxSlots() / 2)
	return n1
}

// compressed keys carry a 32-byte seed in place of their uniform half,
// which halves their size; the receiver regenerates it (Expand).
var compressed = rlwe.EvaluationKeyParameters{Compressed: true}

// KeyGen generates a client's secret key and its evaluation keys under
// the named parameter set.
func KeyGen(params string) (*SecretKey, *EvalKeys, error) {
	cp, err := ckksParams(params)
	if err != nil {
		return nil, nil, err
	}
	kgen := rlwe.NewKeyGenerator(cp)
	sk := kgen.GenSecretKeyNew()
	rlk := kgen.GenRelinearizationKeyNew(sk, compressed)
	steps := rotationSteps(cp)
	galEls := make([]uint64, len(steps))
	for i, k := range steps {
		galEls[i] = cp.GaloisElement(k)
	}
	gks := kgen.GenGaloisKeysNew(galEls, sk, compressed)
	ek, err := newEvalKeys(params, cp, rlk, gks)
	if err != nil {
		return nil, nil, fmt.Errorf("keygen: %w", err)
	}
	return &SecretKey{params: params, cp: cp, sk: sk}, ek, nil
}

// newEvalKeys expands compressed keys into a usable key set.
func newEvalKeys(params string, cp ckks.Parameters, rlk *rlwe.RelinearizationKey, gks []*rlwe.GaloisKey) (*EvalKeys, error) {
	if err := rlk.Expand(cp, nil); err != nil {
		return nil, fmt.Errorf("expand relinearization key: %w", err)
	}
	for _, gk := range gks {
		if err := gk.Expand(cp, nil); err != nil {
			return nil, fmt.Errorf("expand rotation key: %w", err)
		}
	}
	return &EvalKeys{params: params, cp: cp, rlk: rlk, gks: gks, set: rlwe.NewMemEvaluationKeySet(rlk, gks...)}, nil
}

// Params names the key's parameter set.
func (sk *SecretKey) Params() string { return sk.params }

// Params names the keys' parameter set.
func (k *EvalKeys) Params() string { return k.params }

// MarshalBinary encodes the secret key.
func (sk *SecretKey) MarshalBinary() ([]byte, error) {
	w := writer{b: make([]byte, 0, secretKeySize(sk.cp)+32)}
	header(&w, magicSecretKey, sk.params)
	w.poly(sk.sk.Value.Q)
	w.poly(sk.sk.Value.P)
	return w.b, nil
}

func secretKeySize(cp ckks.Parameters) int {
	return 8 * cp.N() * (cp.QCount() + cp.PCount())
}

// ParseSecretKey decodes a secret key MarshalBinary encoded.
func ParseSecretKey(b []byte) (*SecretKey, error) {
	r := reader{b: b}
	cp, name, err := readHeader(&r, magicSecretKey)
	if err != nil {
		return nil, fmt.Errorf("secret key: %w", err)
	}
	if len(r.b) != secretKeySize(cp) {
		return nil, fmt.Errorf("secret key: %d bytes of coefficients, want %d", len(r.b), secretKeySize(cp))
	}
	sk := rlwe.NewSecretKey(cp)
	r.rows(sk.Value.Q.Coeffs, cp.Q())
	r.rows(sk.Value.P.Coeffs, cp.P())
	if r.err != nil {
		return nil, fmt.Errorf("secret key: %w", r.err)
	}
	return &SecretKey{params: name, cp: cp, sk: sk}, nil
}

// gadgetSize is the encoded size of one compressed evaluation key: its
// seed and the first component of each of its gadget rows.
func gadgetSize(cp ckks.Parameters) int {
	return seedLen + cp.BaseRNSDecompositionVectorSize(cp.MaxLevelQ(), cp.MaxLevelP())*8*cp.N()*(cp.QCount()+cp.PCount())
}

// EvalKeysSize is the exact length of the encoded evaluation keys of the
// named parameter set (what ParseEvalKeys accepts and nothing else).
func EvalKeysSize(params string) (int, error) {
	cp, err := ckksParams(params)
	if err != nil {
		return 0, err
	}
	return evalKeysSize(params, cp), nil
}

func evalKeysSize(params string, cp ckks.Parameters) int {
	n := len(rotationSteps(cp))
	return len(magicEvalKeys) + 1 + len(params) + gadgetSize(cp) + n*(8+gadgetSize(cp))
}

func writeGadget(w *writer, evk *rlwe.EvaluationKey) {
	w.raw(evk.Seed)
	for _, row := range evk.Value {
		for _, v := range row {
			w.poly(v[0].Q)
			w.poly(v[0].P)
		}
	}
}

func readGadget(r *reader, cp ckks.Parameters, evk *rlwe.EvaluationKey) {
	evk.Seed = append([]byte(nil), r.take(seedLen)...)
	for _, row := range evk.Value {
		for _, v := range row {
			r.rows(v[0].Q.Coeffs, cp.Q())
			r.rows(v[0].P.Coeffs, cp.P())
		}
	}
}

// MarshalBinary encodes the evaluation keys, compressed: the same keys
// always give the same bytes.
func (k *EvalKeys) MarshalBinary() ([]byte, error) {
	w := writer{b: make([]byte, 0, evalKeysSize(k.params, k.cp))}
	header(&w, magicEvalKeys, k.params)
	writeGadget(&w, &k.rlk.EvaluationKey)
	for _, gk := range k.gks {
		w.u64(gk.GaloisElement)
		writeGadget(&w, &gk.EvaluationKey)
	}
	return w.b, nil
}

// ParseEvalKeys decodes evaluation keys MarshalBinary encoded, refusing
// anything but the exact key set of a known parameter set (ErrBadKeys).
func ParseEvalKeys(b []byte) (*EvalKeys, error) {
	r := reader{b: b}
	cp, name, err := readHeader(&r, magicEvalKeys)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrBadKeys, err)
	}
	if want := evalKeysSize(name, cp); len(b) != want {
		return nil, fmt.Errorf("%w: %d bytes, %s keys have %d", ErrBadKeys, len(b), name, want)
	}
	rlk := rlwe.NewRelinearizationKey(cp, compressed)
	readGadget(&r, cp, &rlk.EvaluationKey)
	steps := rotationSteps(cp)
	gks := make([]*rlwe.GaloisKey, len(steps))
	for i, step := range steps {
		gks[i] = rlwe.NewGaloisKey(cp, compressed)
		gks[i].GaloisElement = r.u64()
		gks[i].NthRoot = cp.RingQ().NthRoot()
		if r.err == nil && gks[i].GaloisElement != cp.GaloisElement(step) {
			return nil, fmt.Errorf("%w: key %d is for Galois element %d, want %d (rotation %d)", ErrBadKeys, i, gks[i].GaloisElement, cp.GaloisElement(step), step)
		}
		readGadget(&r, cp, &gks[i].EvaluationKey)
	}
	if r.err != nil {
		return nil, fmt.Errorf("%w: %w", ErrBadKeys, r.err)
	}
	ek, err := newEvalKeys(name, cp, rlk, gks)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrBadKeys, err)
	}
	return ek, nil
}
