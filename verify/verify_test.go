package verify

import (
	"math"
	"testing"

	"github.com/ethereum/go-ethereum/crypto"

	"github.com/tensora/tensora/tensor"
	"github.com/tensora/tensora/types"
)

func TestSampleIsDeterministicAndCheckable(t *testing.T) {
	key, _ := crypto.GenerateKey()
	addr := crypto.PubkeyToAddress(key.PublicKey)
	d := types.DevDomain
	job, res := [32]byte{1}, [32]byte{2}
	p1, s1, err := Sample(d, key, job, res, 5000)
	if err != nil {
		t.Fatal(err)
	}
	p2, s2, _ := Sample(d, key, job, res, 5000)
	if string(p1) != string(p2) || s1 != s2 {
		t.Fatal("sampling the same result twice gave different proofs: the decision must be fixed by the key")
	}
	got, err := CheckSample(d, addr, job, res, p1, 5000)
	if err != nil || got != s1 {
		t.Fatalf("CheckSample = %v, %v; want %v, nil", got, err, s1)
	}
}

func TestCheckSampleRefusesForgeries(t *testing.T) {
	key, _ := crypto.GenerateKey()
	other, _ := crypto.GenerateKey()
	addr := crypto.PubkeyToAddress(key.PublicKey)
	d := types.DevDomain
	job, res := [32]byte{1}, [32]byte{2}
	good, _, _ := Sample(d, key, job, res, 1000)
	forged, _, _ := Sample(d, other, job, res, 1000)
	otherResult, _, _ := Sample(d, key, job, [32]byte{3}, 1000)
	otherDomain, _, _ := Sample(types.Domain{Name: "Tensora", Version: "1", ChainID: 5}, key, job, res, 1000)
	for _, c := range []struct {
		name  string
		proof []byte
	}{
		{"signed by another key (a miner guessing the validator's decision)", forged},
		{"signature over another result", otherResult},
		{"signature on another network", otherDomain},
		{"truncated", good[:64]},
		{"empty", nil},
	} {
		if _, err := CheckSample(d, addr, job, res, c.proof, 1000); err == nil {
			t.Errorf("%s: accepted", c.name)
		}
	}
	if _, err := CheckSample(d, addr, job, res, good, 1000); err != nil {
		t.Fatalf("genuine proof refused: %v", err)
	}
}

// The decision samples the configured fraction of results, and a miner's
// own view of a result (anything it can compute without the validator's
// key, here the job id's first byte) says nothing about it.
func TestSampleRateAndUnpredictability(t *testing.T) {
	key, _ := crypto.GenerateKey()
	d := types.DevDomain
	const n = 4000
	sampled, evenSampled, even := 0, 0, 0
	for i := 0; i < n; i++ {
		job := crypto.Keccak256Hash([]byte{byte(i), byte(i >> 8)})
		_, s, err := Sample(d, key, job, [32]byte{9}, 1000)
		if err != nil {
			t.Fatal(err)
		}
		isEven := job[0]%2 == 0
		if isEven {
			even++
		}
		if s {
			sampled++
			if isEven {
				evenSampled++
			}
		}
	}
	rate := float64(sampled) / n
	// 10% of 4000: standard deviation ~19, so ±4σ is 0.081..0.119.
	if rate < 0.081 || rate > 0.119 {
		t.Fatalf("sampled %.3f of results, want about 0.10", rate)
	}
	// The sampled fraction among "even" jobs matches the overall one.
	evenRate := float64(evenSampled) / float64(even)
	if math.Abs(evenRate-rate) > 0.03 {
		t.Fatalf("sampled %.3f of even jobs vs %.3f overall: the decision leaks", evenRate, rate)
	}
}

func TestDecideBounds(t *testing.T) {
	p := make([]byte, 65)
	if !Decide(p, BPS) || Decide(p, 0) {
		t.Fatal("rate 100% must sample everything and 0% nothing")
	}
}

func enc(t *testing.T, vals []float32) []byte {
	t.Helper()
	ts, err := tensor.FromFloat32("out", []int64{int64(len(vals))}, vals)
	if err != nil {
		t.Fatal(err)
	}
	b, err := tensor.Encode([]tensor.Tensor{ts})
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func TestCompare(t *testing.T) {
	base := enc(t, []float32{1, 2, 3})
	near := enc(t, []float32{1, 2.00001, 3})
	far := enc(t, []float32{1, 2.5, 3})
	ints, _ := tensor.FromInt64("out", []int64{3}, []int64{1, 2, 3})
	intsB, _ := tensor.Encode([]tensor.Tensor{ints})
	for _, c := range []struct {
		name           string
		claimed, reexe []byte
		sameEnv, agree bool
	}{
		{"identical, same env", base, base, true, true},
		{"identical, other env", base, base, false, true},
		{"within f32 tolerance but same env: exact hash required", near, base, true, false},
		{"within f32 tolerance across envs", near, base, false, true},
		{"beyond tolerance across envs", far, base, false, false},
		{"different dtype", intsB, base, false, false},
		{"not safetensors", []byte("junk"), base, false, false},
	} {
		got := Compare(c.claimed, c.reexe, c.sameEnv)
		if got.Agree != c.agree {
			t.Errorf("%s: agree = %v (%s), want %v", c.name, got.Agree, got.Reason, c.agree)
		}
		if !got.Agree && got.Reason == "" {
			t.Errorf("%s: a disagreement without a reason", c.name)
		}
	}
}

func TestHalfToFloat(t *testing.T) {
	for h, want := range map[uint16]float64{0x3c00: 1, 0xbc00: -1, 0x3800: 0.5, 0x0000: 0, 0x7bff: 65504} {
		if got := halfToFloat(h); got != want {
			t.Errorf("halfToFloat(%#x) = %v, want %v", h, got, want)
		}
	}
}
