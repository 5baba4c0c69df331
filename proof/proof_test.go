package proof

import (
	"bytes"
	"encoding/hex"
	"encoding/json"
	"errors"
	"flag"
	"math/big"
	"os"
	"path/filepath"
	"strconv"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/math"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/signer/core/apitypes"

	"github.com/tensora/tensora/tensor"
	"github.com/tensora/tensora/types"
)

var update = flag.Bool("update", false, "rewrite testdata/golden.json")

// goldenKey is a fixed, public test key. Never fund it.
func goldenKey(t *testing.T) ([]byte, common.Address) {
	t.Helper()
	k := crypto.Keccak256([]byte("tensora proof golden key"))
	key, err := crypto.ToECDSA(k)
	if err != nil {
		t.Fatal(err)
	}
	return k, crypto.PubkeyToAddress(key.PublicKey)
}

func goldenEnv() Env {
	return Env{Engine: "onnx", EngineVersion: "1", Runtime: "onnxruntime", RuntimeVersion: "1.30.0",
		ExecutionProvider: "cpu", IntraOpThreads: 1, InterOpThreads: 1, Deterministic: true, HardwareClass: "cpu-x86_64"}
}

// goldenOutput is a real canonical safetensors result: two tensors given
// out of order, so the golden hash also pins the canonical sort.
func goldenOutput() []byte {
	b, _ := tensor.FromFloat32("stateN", []int64{1, 2}, []float32{0.25, -1})
	a, _ := tensor.FromFloat32("output", []int64{1, 1}, []float32{0.5})
	out, err := tensor.Encode([]tensor.Tensor{b, a})
	if err != nil {
		panic(err)
	}
	return out
}

func goldenClaim() Claim {
	return Claim{
		JobID:      Keccak([]byte("job")),
		ModelHash:  ModelHash([]byte("model bytes")),
		InputHash:  InputHash([]byte("input bytes")),
		ResultHash: ResultHash(goldenOutput()),
		EnvHash:    goldenEnv().Hash(),
		StartedMs:  1_767_225_600_000,
		FinishedMs: 1_767_225_600_250,
	}
}

var goldenDomain = types.Domain{Name: "Tensora", Version: "1", ChainID: 1337, VerifyingContract: common.HexToAddress("0x00000000000000000000000000000000000000aa")}

type golden struct {
	Output     string `json:"canonical_output"`
	Key        string `json:"key"`
	Address    string `json:"address"`
	ModelHash  string `json:"model_hash"`
	InputHash  string `json:"input_hash"`
	ResultHash string `json:"result_hash"`
	EnvHash    string `json:"env_hash"`
	StructHash string `json:"struct_hash"`
	Digest     string `json:"digest"`
	Signature  string `json:"signature"`
}

// TestGolden pins every hash and the signature: a change to the encoding
// is a protocol change and must show up here.
func TestGolden(t *testing.T) {
	k, addr := goldenKey(t)
	key, _ := crypto.ToECDSA(k)
	c := goldenClaim()
	sig, err := Sign(goldenDomain, c, key)
	if err != nil {
		t.Fatal(err)
	}
	sh, dg := c.StructHash(), c.Digest(goldenDomain)
	got := golden{
		Output: hex.EncodeToString(goldenOutput()),
		Key:    hex.EncodeToString(k), Address: addr.Hex(),
		ModelHash: hex.EncodeToString(c.ModelHash[:]), InputHash: hex.EncodeToString(c.InputHash[:]),
		ResultHash: hex.EncodeToString(c.ResultHash[:]), EnvHash: hex.EncodeToString(c.EnvHash[:]),
		StructHash: hex.EncodeToString(sh[:]), Digest: hex.EncodeToString(dg[:]), Signature: hex.EncodeToString(sig),
	}
	path := filepath.Join("testdata", "golden.json")
	if *update {
		b, _ := json.MarshalIndent(got, "", "  ")
		if err := os.WriteFile(path, append(b, '\n'), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var want golden
	if err := json.Unmarshal(b, &want); err != nil {
		t.Fatal(err)
	}
	if got != want {
		t.Fatalf("golden vectors changed:\n got %+v\nwant %+v", got, want)
	}
	if err := Verify(goldenDomain, c, sig, addr); err != nil {
		t.Fatal(err)
	}
}

// The hand-rolled encoding must match go-ethereum's generic EIP-712
// implementation (what wallets and eth_signTypedData_v4 use).
func TestMatchesGethTypedData(t *testing.T) {
	c := goldenClaim()
	e := goldenEnv()
	b32 := func(h Hash) string { return hexutilEncode(h[:]) }
	td := apitypes.TypedData{
		Types: apitypes.Types{
			"EIP712Domain": {{Name: "name", Type: "string"}, {Name: "version", Type: "string"}, {Name: "chainId", Type: "uint256"}, {Name: "verifyingContract", Type: "address"}},
			"ProofOfCompute": {{Name: "jobId", Type: "bytes32"}, {Name: "modelHash", Type: "bytes32"}, {Name: "inputHash", Type: "bytes32"},
				{Name: "resultHash", Type: "bytes32"}, {Name: "envHash", Type: "bytes32"}, {Name: "startedAt", Type: "uint64"}, {Name: "finishedAt", Type: "uint64"}},
			"Env": {{Name: "engine", Type: "string"}, {Name: "engineVersion", Type: "string"}, {Name: "runtime", Type: "string"}, {Name: "runtimeVersion", Type: "string"},
				{Name: "executionProvider", Type: "string"}, {Name: "intraOpThreads", Type: "uint32"}, {Name: "interOpThreads", Type: "uint32"},
				{Name: "deterministic", Type: "bool"}, {Name: "hardwareClass", Type: "string"}},
		},
		PrimaryType: "ProofOfCompute",
		Domain: apitypes.TypedDataDomain{Name: goldenDomain.Name, Version: goldenDomain.Version,
			ChainId: math.NewHexOrDecimal256(int64(goldenDomain.ChainID)), VerifyingContract: goldenDomain.VerifyingContract.Hex()},
		Message: apitypes.TypedDataMessage{
			"jobId": b32(c.JobID), "modelHash": b32(c.ModelHash), "inputHash": b32(c.InputHash), "resultHash": b32(c.ResultHash),
			"envHash": b32(c.EnvHash), "startedAt": strconv.FormatInt(c.StartedMs, 10), "finishedAt": strconv.FormatInt(c.FinishedMs, 10),
		},
	}
	want, _, err := apitypes.TypedDataAndHash(td)
	if err != nil {
		t.Fatal(err)
	}
	if got := c.Digest(goldenDomain); !bytes.Equal(got[:], want) {
		t.Fatalf("digest %x, geth says %x", got, want)
	}
	envMsg := apitypes.TypedDataMessage{
		"engine": e.Engine, "engineVersion": e.EngineVersion, "runtime": e.Runtime, "runtimeVersion": e.RuntimeVersion,
		"executionProvider": e.ExecutionProvider, "intraOpThreads": strconv.Itoa(int(e.IntraOpThreads)),
		"interOpThreads": strconv.Itoa(int(e.InterOpThreads)), "deterministic": e.Deterministic, "hardwareClass": e.HardwareClass,
	}
	eh, err := td.HashStruct("Env", envMsg)
	if err != nil {
		t.Fatal(err)
	}
	if got := e.Hash(); !bytes.Equal(got[:], eh) {
		t.Fatalf("env hash %x, geth says %x", got, eh)
	}
}

func hexutilEncode(b []byte) string { return "0x" + hex.EncodeToString(b) }

func TestVerifyRejects(t *testing.T) {
	k, addr := goldenKey(t)
	key, _ := crypto.ToECDSA(k)
	c := goldenClaim()
	sig, err := Sign(goldenDomain, c, key)
	if err != nil {
		t.Fatal(err)
	}
	if sig[64] != 27 && sig[64] != 28 {
		t.Fatalf("v = %d, want 27 or 28", sig[64])
	}
	// v as 0/1 is accepted too.
	alt := bytes.Clone(sig)
	alt[64] -= 27
	if err := Verify(goldenDomain, c, alt, addr); err != nil {
		t.Fatalf("v in {0,1}: %v", err)
	}
	other, _ := crypto.GenerateKey()
	mutations := []struct {
		name   string
		mutate func(c *Claim, d *types.Domain, sig []byte)
		want   error
	}{
		{"result hash changed", func(c *Claim, _ *types.Domain, _ []byte) { c.ResultHash[0] ^= 1 }, ErrWrongSigner},
		{"env hash changed", func(c *Claim, _ *types.Domain, _ []byte) { c.EnvHash[31] ^= 1 }, ErrWrongSigner},
		{"finish time moved", func(c *Claim, _ *types.Domain, _ []byte) { c.FinishedMs++ }, ErrWrongSigner},
		{"other chain", func(_ *Claim, d *types.Domain, _ []byte) { d.ChainID = 44444444 }, ErrWrongSigner},
		{"times reversed", func(c *Claim, _ *types.Domain, _ []byte) { c.StartedMs = c.FinishedMs + 1 }, ErrBadTimes},
		{"high s", func(_ *Claim, _ *types.Domain, s []byte) {
			n := crypto.S256().Params().N
			sv := new(big.Int).Sub(n, new(big.Int).SetBytes(s[32:64]))
			sv.FillBytes(s[32:64])
			s[64] ^= 1
		}, ErrBadSignature},
		{"truncated", nil, ErrBadSignature},
	}
	for _, m := range mutations {
		t.Run(m.name, func(t *testing.T) {
			c2, d2, s2 := c, goldenDomain, bytes.Clone(sig)
			if m.mutate == nil {
				s2 = s2[:64]
			} else {
				m.mutate(&c2, &d2, s2)
			}
			if err := Verify(d2, c2, s2, addr); !errors.Is(err, m.want) {
				t.Fatalf("Verify = %v, want %v", err, m.want)
			}
		})
	}
	if err := Verify(goldenDomain, c, sig, crypto.PubkeyToAddress(other.PublicKey)); !errors.Is(err, ErrWrongSigner) {
		t.Fatalf("wrong miner: %v", err)
	}
}

func TestEnvHashSeparatesFields(t *testing.T) {
	base := goldenEnv()
	seen := map[Hash]string{base.Hash(): "base"}
	for name, f := range map[string]func(e *Env){
		"engine":   func(e *Env) { e.Engine = "vllm" },
		"version":  func(e *Env) { e.RuntimeVersion = "1.29.0" },
		"provider": func(e *Env) { e.ExecutionProvider = "cuda" },
		"intra":    func(e *Env) { e.IntraOpThreads = 2 },
		"inter":    func(e *Env) { e.InterOpThreads = 2 },
		"det":      func(e *Env) { e.Deterministic = false },
		"hw":       func(e *Env) { e.HardwareClass = "gpu-nvidia-h200" },
		// Moving text between adjacent string fields must change the hash.
		"shift": func(e *Env) { e.Engine, e.EngineVersion = "onnx1", "" },
		// An attested run commits to its evidence.
		"attestation": func(e *Env) { e.Attestation[0] = 1 },
	} {
		e := base
		f(&e)
		h := e.Hash()
		if prev, ok := seen[h]; ok {
			t.Fatalf("%s collides with %s", name, prev)
		}
		seen[h] = name
	}
}

func TestClaimOf(t *testing.T) {
	c := goldenClaim()
	r := &types.Result{JobId: c.JobID[:], ModelHash: c.ModelHash[:], InputHash: c.InputHash[:], ResultHash: c.ResultHash[:],
		EnvHash: c.EnvHash[:], StartedMs: c.StartedMs, FinishedMs: c.FinishedMs}
	got, err := ClaimOf(r)
	if err != nil || got != c {
		t.Fatalf("ClaimOf = %+v, %v", got, err)
	}
	r.EnvHash = r.EnvHash[:31]
	if _, err := ClaimOf(r); err == nil {
		t.Fatal("short env hash accepted")
	}
}

// ModelHashReader streams what ModelHash hashes whole.
func TestModelHashReader(t *testing.T) {
	b := bytes.Repeat([]byte{1, 2, 3}, 1<<16)
	h, err := ModelHashReader(bytes.NewReader(b))
	if err != nil || h != ModelHash(b) {
		t.Fatalf("%x %v, want %x", h, err, ModelHash(b))
	}
}

// goldenAttestedEnvHash pins hashStruct(AttestedEnv) of goldenEnv with the
// attestation digest keccak256("attestation"): a change to the attested
// encoding is a protocol change too.
const goldenAttestedEnvHash = "0b639093cb84426a692f133e1e517425c8698c8262e9a41a9a8365fd948009c3"

// An absent attestation leaves the env hash as it was before attestation
// existed (the value pinned in testdata/golden.json); a present one
// changes it, differently for each digest and each base environment.
func TestAttestedEnvHash(t *testing.T) {
	b, err := os.ReadFile(filepath.Join("testdata", "golden.json"))
	if err != nil {
		t.Fatal(err)
	}
	var g golden
	if err := json.Unmarshal(b, &g); err != nil {
		t.Fatal(err)
	}
	base := goldenEnv()
	plain := base.Hash()
	digest := Keccak([]byte("attestation"))
	other := goldenEnv()
	other.HardwareClass = "gpu-nvidia-h100"
	llm := Keccak([]byte("an engine's own env hash"))
	attested := func(e Env, d Hash) Env { e.Attestation = d; return e }
	for _, tc := range []struct {
		name string
		got  Hash
		want string // hex; "" when only inequality with plain is asserted
	}{
		// No evidence: byte-for-byte the pre-attestation golden env hash.
		{"zero digest is the golden hash", attested(base, Hash{}).Hash(), g.EnvHash},
		// The wrapper is the identity for zero, for any base.
		{"AttestedEnvHash of zero is its input", AttestedEnvHash(plain, Hash{}), g.EnvHash},
		// Evidence present: the pinned attested hash.
		{"digest pinned", attested(base, digest).Hash(), goldenAttestedEnvHash},
		// Env.Hash and AttestedEnvHash agree (the LLM path uses the latter).
		{"Env.Hash is AttestedEnvHash", AttestedEnvHash(plain, digest), goldenAttestedEnvHash},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := hex.EncodeToString(tc.got[:]); got != tc.want {
				t.Fatalf("env hash %s, want %s", got, tc.want)
			}
		})
	}
	seen := map[Hash]string{plain: "plain", llm: "llm plain"}
	for name, h := range map[string]Hash{
		"digest":            attested(base, digest).Hash(),
		"other digest":      attested(base, Keccak([]byte("other evidence"))).Hash(),
		"one bit of digest": attested(base, Hash{31: 1}).Hash(),
		"other env":         attested(other, digest).Hash(),
		"llm env":           AttestedEnvHash(llm, digest),
	} {
		if prev, ok := seen[h]; ok {
			t.Fatalf("%s collides with %s", name, prev)
		}
		seen[h] = name
	}
}

// The attested wrapper is EIP-712 too: go-ethereum's encoder agrees.
func TestAttestedEnvMatchesGethTypedData(t *testing.T) {
	e := goldenEnv()
	e.Attestation = Keccak([]byte("attestation"))
	plain := goldenEnv().Hash()
	td := apitypes.TypedData{
		Types: apitypes.Types{
			"EIP712Domain": {{Name: "name", Type: "string"}},
			"AttestedEnv":  {{Name: "env", Type: "bytes32"}, {Name: "attestation", Type: "bytes32"}},
		},
		Domain: apitypes.TypedDataDomain{Name: goldenDomain.Name},
	}
	want, err := td.HashStruct("AttestedEnv", apitypes.TypedDataMessage{
		"env": hexutilEncode(plain[:]), "attestation": hexutilEncode(e.Attestation[:]),
	})
	if err != nil {
		t.Fatal(err)
	}
	if got := e.Hash(); !bytes.Equal(got[:], want) {
		t.Fatalf("attested env hash %x, geth says %x", got, want)
	}
	if got := td.TypeHash("AttestedEnv"); !bytes.Equal(got, attestedEnvTypeHash[:]) {
		t.Fatalf("type hash %x, geth says %x", got, attestedEnvTypeHash)
	}
}
