package node

import (
	"bytes"
	"context"
	"encoding/binary"
	"encoding/hex"
	"log/slog"
	"math"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/crypto"
	"github.com/libp2p/go-libp2p/core/peer"
	"google.golang.org/protobuf/encoding/protowire"
	"google.golang.org/protobuf/proto"

	"github.com/tensora/tensora/attest"
	"github.com/tensora/tensora/engine"
	"github.com/tensora/tensora/p2p"
	"github.com/tensora/tensora/proof"
	"github.com/tensora/tensora/tensor"
	"github.com/tensora/tensora/types"
	"github.com/tensora/tensora/types/tora"
)

// sumEngine stands in for ONNX Runtime: its output, one F32 tensor, is a
// function of the input's bytes, so a re-execution reproduces it. nudge
// adds a small difference to the output, well inside the cross-
// environment tolerance (verify.Tolerances) and outside an exact match.
type sumEngine struct{ nudge bool }

func (sumEngine) Name() string         { return "onnx" }
func (sumEngine) Version() string      { return "sum 1" }
func (sumEngine) Supports(string) bool { return true }
func (sumEngine) Close() error         { return nil }
func (sumEngine) Env() engine.Env {
	return engine.Env{Engine: "onnx", EngineVersion: "sum-1", Runtime: "sum", RuntimeVersion: "1",
		ExecutionProvider: "cpu", IntraOpThreads: 1, InterOpThreads: 1, Deterministic: true, HardwareClass: "cpu-test"}
}

func (e sumEngine) Run(_ context.Context, req engine.Request) (*engine.Result, error) {
	var sum float32
	for _, b := range req.Input {
		sum += float32(b)
	}
	ys := []float32{sum, sum / 2, float32(len(req.Input)), 1}
	if e.nudge {
		ys[0] *= 1 + 1e-6
	}
	data := make([]byte, 0, 4*len(ys))
	for _, y := range ys {
		data = binary.LittleEndian.AppendUint32(data, math.Float32bits(y))
	}
	out, err := tensor.Encode([]tensor.Tensor{{Name: "y", DType: tensor.F32, Shape: []int64{int64(len(ys))}, Data: data}})
	if err != nil {
		return nil, err
	}
	return &engine.Result{Output: out, Usage: engine.Usage{Wall: time.Millisecond}}, nil
}

// renamedAttester is a fake attester whose evidence is of another kind,
// one no validator registered.
type renamedAttester struct {
	*attest.FakeAttester
	kind string
}

func (a renamedAttester) Kind() string { return a.kind }

func (a renamedAttester) Attest(ctx context.Context, nonce [32]byte) (*attest.Evidence, error) {
	ev, err := a.FakeAttester.Attest(ctx, nonce)
	if err == nil {
		ev.Kind = a.kind
	}
	return ev, err
}

// attestNet is a client, a miner and a validator on 127.0.0.1; the
// validator re-executes every result.
type attestNet struct {
	client, miner, validator *Node
}

// attestSetup shapes an attestNet: the miner's attester and engine, the
// validator's verifiers, and hooks making the miner misbehave.
type attestSetup struct {
	attester  attest.Attester
	verifiers *attest.Verifiers
	engine    engine.Engine // the miner's; sumEngine{} when nil
	hooks     Hooks
}

func startAttestNet(t *testing.T, s attestSetup) attestNet {
	t.Helper()
	quiet := slog.New(slog.DiscardHandler)
	start := func(cfg Config, opts []Option, boot ...peer.AddrInfo) *Node {
		t.Helper()
		key, err := crypto.GenerateKey()
		if err != nil {
			t.Fatal(err)
		}
		cfg.BidWindow = 150 * time.Millisecond
		cfg.SampleRateBps = 10000
		cfg.MaxRounds = 1 // one miner: a refused result ends the job
		cfg.P2P = p2p.Config{ListenAddrs: []string{"/ip4/127.0.0.1/tcp/0"}, Bootstrap: boot, AllowLoopbackColocation: true}
		cfg.Logger = quiet
		return startNode(t, cfg, key, opts...)
	}
	me := s.engine
	if me == nil {
		me = sumEngine{}
	}
	var an attestNet
	an.miner = start(Config{Roles: []Role{RoleMiner}, Engine: me, Attester: s.attester}, []Option{WithHooks(s.hooks)})
	boot := an.miner.Host().AddrInfo()
	an.validator = start(Config{Roles: []Role{RoleValidator}, Engine: sumEngine{}, Verifiers: s.verifiers}, nil, boot)
	an.client = start(Config{Roles: []Role{RoleClient}}, nil, boot)
	waitUntil(t, "the client to hear the miner's advert", func() bool {
		return an.client.Adverts()[an.miner.Address()] != nil
	})
	return an
}

// post runs a job on input; a refused result is err.
func (an attestNet) post(t *testing.T, input []byte) (*JobOutcome, error) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	add := func(b []byte, name string) string {
		t.Helper()
		c, _, err := an.client.Content().Add(ctx, bytes.NewReader(b), name, nil)
		if err != nil {
			t.Fatal(err)
		}
		return c.String()
	}
	return an.client.Post(ctx, JobRequest{Subnet: 1, Spec: "1cpu", MaxFee: tora.Whole(1),
		ModelCID: add([]byte("a model the sum engine ignores"), "model"), InputCID: add(input, "input")})
}

// verdict waits for the validator's final state on job id.
func (an attestNet) verdict(t *testing.T, id [32]byte) ValidationRecord {
	t.Helper()
	var rec ValidationRecord
	waitUntil(t, "the validator's verdict", func() bool {
		var err error
		rec, err = an.validator.Validation(context.Background(), id)
		return err == nil && rec.State != ValQueued && rec.State != ValSkipped
	})
	return rec
}

func fakeVerifiers(t *testing.T, vs ...attest.Verifier) *attest.Verifiers {
	t.Helper()
	reg, err := attest.NewVerifiers(vs...)
	if err != nil {
		t.Fatal(err)
	}
	return reg
}

// A miner with the fake attester runs a job: its Result carries the
// evidence, bound to the job's nonce, and the proof of compute signs the
// env hash that commits to it; the client accepts it, and the validator
// verifies the evidence with its registry and agrees with the result by
// re-execution, exactly (it compares on the environment the evidence was
// bound to, which is its own).
func TestAttestEndToEnd(t *testing.T) {
	fa, fv := attest.NewFake([]byte("miner tee"))
	an := startAttestNet(t, attestSetup{attester: fa, verifiers: fakeVerifiers(t, fv)})
	out, err := an.post(t, []byte("attested input"))
	if err != nil {
		t.Fatal(err)
	}
	r := out.Result
	at := r.GetAttestation()
	if at == nil {
		t.Fatal("the result of a miner with an attester carries no evidence")
	}
	ev, err := attest.Unmarshal(at.GetEvidence())
	if err != nil {
		t.Fatal(err)
	}
	claim, err := proof.ClaimOf(r)
	if err != nil {
		t.Fatal(err)
	}
	base := envHash(sumEngine{})
	switch {
	case ev.Kind != attest.KindFake:
		t.Fatalf("evidence of kind %q", ev.Kind)
	case ev.Nonce != attest.Nonce(out.JobID, claim.ModelHash, claim.InputHash):
		t.Fatal("the evidence does not answer the job's nonce")
	case !bytes.Equal(at.GetBaseEnvHash(), base[:]):
		t.Fatalf("base env hash %x, want the engine's %x", at.GetBaseEnvHash(), base)
	case claim.EnvHash != proof.AttestedEnvHash(base, ev.Digest()):
		t.Fatal("the proof's env hash is not the attested one")
	case claim.EnvHash == base:
		t.Fatal("the proof signs the unattested env hash")
	}
	if err := fakeVerifiers(t, fv).Verify(context.Background(), ev, ev.Nonce); err != nil {
		t.Fatalf("the shipped evidence does not verify: %v", err)
	}
	rec := an.verdict(t, out.JobID)
	if rec.State != ValAgree || rec.Attestation != AttestVerified || rec.AttestationKind != attest.KindFake {
		t.Fatalf("validator: state %s (%s), attestation %q of kind %q (%s); want agree, verified fake",
			rec.State, rec.Reason, rec.Attestation, rec.AttestationKind, rec.AttestationNote)
	}
	if rec.ReexecHash != hex.EncodeToString(claim.ResultHash[:]) {
		t.Fatalf("re-execution %s differs from the result %x", rec.ReexecHash, claim.ResultHash)
	}
}

// A miner without an attester produces the Result it did before
// attestation existed: no attestation field on the wire (so the encoding
// is byte for byte the old one) and the engine's own env hash; the
// validator records no attestation verdict.
func TestAttestMinerWithoutAttesterUnchanged(t *testing.T) {
	_, fv := attest.NewFake([]byte("miner tee"))
	an := startAttestNet(t, attestSetup{verifiers: fakeVerifiers(t, fv)})
	out, err := an.post(t, []byte("plain input"))
	if err != nil {
		t.Fatal(err)
	}
	r := out.Result
	if r.GetAttestation() != nil {
		t.Fatal("a miner without an attester shipped evidence")
	}
	if h := envHash(sumEngine{}); !bytes.Equal(r.GetEnvHash(), h[:]) {
		t.Fatalf("env hash %x, want the engine's %x", r.GetEnvHash(), h)
	}
	b, err := proto.MarshalOptions{Deterministic: true}.Marshal(r)
	if err != nil {
		t.Fatal(err)
	}
	for len(b) > 0 {
		num, typ, n := protowire.ConsumeTag(b)
		if n < 0 {
			t.Fatal("unparseable Result encoding")
		}
		if num == 20 {
			t.Fatal("the Result's encoding carries field 20 (attestation)")
		}
		m := protowire.ConsumeFieldValue(num, typ, b[n:])
		if m < 0 {
			t.Fatal("unparseable Result encoding")
		}
		b = b[n+m:]
	}
	if rec := an.verdict(t, out.JobID); rec.State != ValAgree || rec.Attestation != "" {
		t.Fatalf("validator: state %s (%s), attestation %q; want agree and none", rec.State, rec.Reason, rec.Attestation)
	}
	// attestRun without an attester is the identity on the env hash.
	m := &miner{core: &core{cfg: Config{}}}
	if env, att := m.attestRun(context.Background(), slog.New(slog.DiscardHandler), [32]byte{1}, [32]byte{2}, [32]byte{3}, [32]byte{4}); env != ([32]byte{4}) || att != nil {
		t.Fatalf("attestRun without an attester: %x, %v", env, att)
	}
}

// tamper is a miner's misbehaviour, switched on after an honest job:
// prev is that job's attestation.
type tamper struct {
	mu   sync.Mutex
	on   bool
	prev *types.Attestation
}

func (tp *tamper) hooks(claim func(c *proof.Claim, prev *types.Attestation), result func(r *types.Result, prev *types.Attestation)) Hooks {
	var h Hooks
	if claim != nil {
		h.Claim = func(c *proof.Claim) {
			tp.mu.Lock()
			defer tp.mu.Unlock()
			if tp.on {
				claim(c, tp.prev)
			}
		}
	}
	h.Result = func(r *types.Result) {
		tp.mu.Lock()
		defer tp.mu.Unlock()
		if tp.on {
			result(r, tp.prev)
		}
	}
	return h
}

func (tp *tamper) arm(prev *types.Attestation) {
	tp.mu.Lock()
	defer tp.mu.Unlock()
	tp.on, tp.prev = true, prev
}

// Attacks on the binding between evidence and proof: each miner first
// runs an honest attested job, then misbehaves on a second. The client
// refuses the second result; the validator rejects the evidence and
// judges the result by re-execution as an unattested one (no verdict at
// all would let a cheat escape: TestAttackHEUnboundAttestationEscapes).
func TestAttestAttacksRefused(t *testing.T) {
	fa, fv := attest.NewFake([]byte("miner tee"))
	other, _ := attest.NewFake([]byte("another tee"))
	nonceOf := func(r *types.Result) [32]byte {
		return attest.Nonce([32]byte(r.GetJobId()), [32]byte(r.GetModelHash()), [32]byte(r.GetInputHash()))
	}
	cases := []struct {
		name   string
		claim  func(c *proof.Claim, prev *types.Attestation)
		result func(r *types.Result, prev *types.Attestation)
	}{
		{
			// Replayed: the first job's genuine evidence shipped with the
			// second, and the proof honestly commits to it; its nonce is
			// the first job's.
			name: "replayed from another job",
			claim: func(c *proof.Claim, prev *types.Attestation) {
				ev, err := attest.Unmarshal(prev.GetEvidence())
				if err == nil {
					c.EnvHash = proof.AttestedEnvHash([32]byte(prev.GetBaseEnvHash()), ev.Digest())
				}
			},
			result: func(r *types.Result, prev *types.Attestation) { r.Attestation = prev },
		},
		{
			// Swapped after signing: genuine-looking evidence for this
			// run's nonce, but not the evidence the signed env hash
			// commits to.
			name: "swapped after signing",
			result: func(r *types.Result, _ *types.Attestation) {
				ev, err := other.Attest(context.Background(), nonceOf(r))
				if err == nil {
					r.Attestation.Evidence = ev.Marshal()
				}
			},
		},
		{
			// Malformed: bytes that are no evidence encoding.
			name:   "malformed evidence",
			result: func(r *types.Result, _ *types.Attestation) { r.Attestation.Evidence = []byte("not evidence") },
		},
		{
			// Another base env: the miner claims it ran elsewhere than it
			// attested (to escape exact comparison), the evidence intact.
			name: "base env hash swapped",
			result: func(r *types.Result, _ *types.Attestation) {
				r.Attestation.BaseEnvHash = crypto.Keccak256([]byte("an environment no validator runs"))
			},
		},
	}
	for i, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var tp tamper
			an := startAttestNet(t, attestSetup{attester: fa, verifiers: fakeVerifiers(t, fv), hooks: tp.hooks(c.claim, c.result)})
			honest, err := an.post(t, []byte("first input"))
			if err != nil {
				t.Fatalf("honest job: %v", err)
			}
			tp.arm(honest.Result.GetAttestation())
			out, err := an.post(t, []byte{'s', 'e', 'c', 'o', 'n', 'd', byte(i)})
			if err == nil {
				t.Fatal("the client accepted the tampered result")
			}
			if !strings.Contains(err.Error(), ErrBadAttestation.Error()) {
				t.Fatalf("refused, but not for its evidence: %v", err)
			}
			rec := an.verdict(t, out.JobID)
			if rec.State != ValAgree {
				t.Fatalf("validator: state %s (%s); want the result judged by re-execution (its output is honest)", rec.State, rec.Reason)
			}
			if rec.Attestation != AttestRejected || !strings.Contains(rec.AttestationNote, ErrBadAttestation.Error()) {
				t.Fatalf("unbound evidence recorded as %q (%s), want rejected for its binding", rec.Attestation, rec.AttestationNote)
			}
		})
	}
}

// Evidence that binds to the proof but that the validator cannot accept:
// recorded as such, with the result judged by re-execution as any other
// (agree), never a crash or a verdict against the miner.
func TestAttestVerdicts(t *testing.T) {
	fa, fv := attest.NewFake([]byte("miner tee"))
	untrusted, _ := attest.NewFake([]byte("a key no vendor certified"))
	cases := []struct {
		name      string
		attester  attest.Attester
		verifiers *attest.Verifiers
		want      string
	}{
		// A kind nobody registered: unverified, not evidence against it.
		{"unknown kind", renamedAttester{fa, "acme-tee"}, fakeVerifiers(t, fv), AttestUnverified},
		// A validator with no verifiers checks binding only.
		{"no verifiers", fa, nil, AttestUnverified},
		// A known kind whose report fails its check: rejected evidence.
		{"untrusted key", untrusted, fakeVerifiers(t, fv), AttestRejected},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			an := startAttestNet(t, attestSetup{attester: c.attester, verifiers: c.verifiers})
			out, err := an.post(t, []byte("input"))
			if err != nil {
				t.Fatalf("the client refused bound evidence: %v", err)
			}
			if out.Result.GetAttestation() == nil {
				t.Fatal("no evidence shipped")
			}
			rec := an.verdict(t, out.JobID)
			if rec.State != ValAgree || rec.Attestation != c.want || rec.AttestationKind != c.attester.Kind() || rec.AttestationNote == "" {
				t.Fatalf("validator: state %s (%s), attestation %q of kind %q (%s); want agree, %s",
					rec.State, rec.Reason, rec.Attestation, rec.AttestationKind, rec.AttestationNote, c.want)
			}
		})
	}
}

// Attestation must not loosen the check: a miner in the validator's own
// environment whose output is off by a little (within the cross-
// environment tolerance) is held to an exact match, attested or not,
// because the validator compares on the environment the evidence was
// bound to rather than on the attested env hash, which is never its own.
func TestAttestValidatorComparesOnBaseEnv(t *testing.T) {
	fa, fv := attest.NewFake([]byte("miner tee"))
	an := startAttestNet(t, attestSetup{attester: fa, verifiers: fakeVerifiers(t, fv), engine: sumEngine{nudge: true}})
	out, err := an.post(t, []byte("input"))
	if err != nil {
		t.Fatal(err)
	}
	if out.Result.GetAttestation() == nil {
		t.Fatal("no evidence shipped")
	}
	if rec := an.verdict(t, out.JobID); rec.State != ValDisagree || rec.Attestation != AttestVerified {
		t.Fatalf("validator: state %s (%s), attestation %q; want an exact comparison's disagreement", rec.State, rec.Reason, rec.Attestation)
	}
}

// attestRun leaves the run unattested when the attester fails or answers
// what cannot be shipped, and the job goes on.
func TestAttestRunFailingAttester(t *testing.T) {
	fa, _ := attest.NewFake([]byte("miner tee"))
	base := [32]byte{4}
	cases := []struct {
		name string
		a    attest.Attester
	}{
		{"unavailable", errAttester{attest.ErrUnavailable}}, // ordinary hardware
		{"hangs", hangAttester{}},                           // does not answer before the job's deadline
		{"wrong nonce", nonceAttester{fa}},                  // answers another challenge
		{"oversized", bigAttester{}},                        // evidence a Result cannot carry
		{"nil evidence", errAttester{nil}},                  // a broken attester
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			m := &miner{core: &core{cfg: Config{Attester: c.a}}}
			ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond) // the job's deadline
			defer cancel()
			env, att := m.attestRun(ctx, slog.New(slog.DiscardHandler), [32]byte{1}, [32]byte{2}, [32]byte{3}, base)
			if env != base || att != nil {
				t.Fatalf("a failed attestation shipped: env %x, %v", env, att)
			}
		})
	}
}

type errAttester struct{ err error }

func (errAttester) Kind() string { return "err" }
func (a errAttester) Attest(context.Context, [32]byte) (*attest.Evidence, error) {
	return nil, a.err
}

type hangAttester struct{}

func (hangAttester) Kind() string { return "hang" }
func (hangAttester) Attest(ctx context.Context, _ [32]byte) (*attest.Evidence, error) {
	<-ctx.Done()
	return nil, ctx.Err()
}

type nonceAttester struct{ *attest.FakeAttester }

func (a nonceAttester) Attest(ctx context.Context, nonce [32]byte) (*attest.Evidence, error) {
	nonce[0] ^= 1
	return a.FakeAttester.Attest(ctx, nonce)
}

type bigAttester struct{}

func (bigAttester) Kind() string { return "big" }
func (bigAttester) Attest(_ context.Context, nonce [32]byte) (*attest.Evidence, error) {
	certs := make([][]byte, attest.MaxCerts)
	for i := range certs {
		certs[i] = make([]byte, attest.MaxCertLen)
	}
	return &attest.Evidence{Kind: "big", Nonce: nonce, Report: []byte{1}, Certs: certs}, nil
}
