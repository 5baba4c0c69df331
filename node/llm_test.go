package node

import (
	"bytes"
	"context"
	"errors"
	"log/slog"
	"math/big"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/tensora/tensora/chain"
	"github.com/tensora/tensora/engine"
	"github.com/tensora/tensora/engine/llm"
	"github.com/tensora/tensora/engine/llm/llmjob"
	"github.com/tensora/tensora/jobbook"
	"github.com/tensora/tensora/proof"
	"github.com/tensora/tensora/store"
	"github.com/tensora/tensora/types"
)

// onnxLike is an engine named "onnx" that serves any model.
type onnxLike struct{ engine.Engine }

func (onnxLike) Name() string { return "onnx" }

// TestCanReexecute: a validator samples the jobs its engine can run: the
// job's engine, and for an LLM engine the model it serves.
func TestCanReexecute(t *testing.T) {
	le, err := llm.New(llm.Config{Server: llm.Ollama, Binary: "ollama", ModelCID: "bafyserved", ModelPath: "m.gguf", Dir: t.TempDir(), HardwareClass: "cpu"})
	if err != nil {
		t.Fatal(err)
	}
	defer le.Close()
	j := llm.NewJobEngine(le) // never started: only its name and model are read
	for _, tc := range []struct {
		name   string
		e      engine.Engine
		engine string
		model  string
		want   bool
	}{
		{"onnx job, onnx engine", onnxLike{}, "onnx", "bafyx", true},
		{"job without an engine is onnx", onnxLike{}, "", "bafyx", true},
		{"llm job, onnx engine", onnxLike{}, "llm", "bafyserved", false},
		{"llm job, served model", j, "llm", "bafyserved", true},
		{"llm job, another model", j, "llm", "bafyother", false},
		{"onnx job, llm engine", j, "onnx", "bafyserved", false},
		{"no engine", nil, "onnx", "bafyx", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			o := &types.JobOrder{Engine: tc.engine, ModelCid: tc.model}
			if got := canReexecute(tc.e, o); got != tc.want {
				t.Errorf("canReexecute = %v, want %v", got, tc.want)
			}
		})
	}
}

// TestPerTokenFee: an LLM job settles at its output's charge, capped by
// the signed price; other jobs at the price.
func TestPerTokenFee(t *testing.T) {
	out, err := llmjob.Output{Model: "m", Text: "x", FinishReason: "length", PromptTokens: 3, CompletionTokens: 1, Charge: "42"}.Encode()
	if err != nil {
		t.Fatal(err)
	}
	llmOrder := &types.JobOrder{Engine: llmjob.Engine}
	for _, tc := range []struct {
		name   string
		o      *types.JobOrder
		output []byte
		want   string
	}{
		{"llm", llmOrder, out, "42"},                              // the charge
		{"llm, unreadable output", llmOrder, []byte("junk"), "0"}, // nothing rather than the cap
		{"onnx", &types.JobOrder{Engine: "onnx"}, out, ""},        // the assigned price
	} {
		if got := perTokenFee(tc.o, tc.output); got != tc.want {
			t.Errorf("%s: perTokenFee = %q, want %q", tc.name, got, tc.want)
		}
	}
	if got := llmjob.Settled("42", big.NewInt(40)); got.Int64() != 40 {
		t.Errorf("a charge above the signed price settles %s, want the price", got)
	}
}

// TestMinerRefusesUnpaidLLMRequest: an LLM miner reads a job's request
// before it acknowledges the job (on the direct stream and after the
// auction alike) and refuses one that would not pay it (F3): a client
// asking for free inference with price_per_1k_tokens "0", a price below
// the miner's, or a max fee that cannot pay for the max_tokens it asks.
func TestMinerRefusesUnpaidLLMRequest(t *testing.T) {
	cfg := Config{PricePer1K: big.NewInt(1_000_000)}
	m := &miner{core: &core{cfg: cfg}}
	request := func(price string, maxTokens int) []byte {
		b, err := llmjob.Request{Prompt: "hello", MaxTokens: maxTokens, PricePer1K: price}.Encode()
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	for _, tc := range []struct {
		name   string
		input  []byte
		maxFee int64
		ok     bool
	}{
		{"at the miner's price, the max fee pays for max_tokens", request("1000000", 100), 100_000, true},
		{"attack: free inference", request("0", 100), 100_000, false},
		{"attack: one wei per 1k tokens", request("1", 100), 100_000, false},
		{"attack: a max fee below max_tokens at the price", request("1000000", 100), 99_999, false},
		{"not a canonical request", []byte(`{"format":"x"}`), 100_000, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			o := &types.JobOrder{Engine: llmjob.Engine, MaxFee: big.NewInt(tc.maxFee).Bytes()}
			err := m.checkRequest(o, &types.Assignment{}, tc.input)
			if tc.ok != (err == nil) || (err != nil && !errors.Is(err, ErrBadTerms)) {
				t.Fatalf("checkRequest = %v, want ok %v", err, tc.ok)
			}
		})
	}
	// An ONNX job has no request to read.
	if err := m.checkRequest(&types.JobOrder{Engine: "onnx"}, &types.Assignment{}, []byte("x")); err != nil {
		t.Fatalf("onnx job: %v", err)
	}
}

// TestValidatorAbstainsFromJobsItCannotRun (F9, F4): a validator whose
// engine cannot re-execute a job (another engine or model, or for an LLM
// job another environment than the miner's proof names) records a
// settled leaf of it as skipped with the reason, without sampling,
// fetching or queueing it; and neither a challenge's escalation nor a
// client's dispute makes it re-execute such a job.
func TestValidatorAbstainsFromJobsItCannotRun(t *testing.T) {
	db, err := store.Open("", store.InMemory())
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	clientKey, _ := crypto.GenerateKey()
	miner := common.Address{0x11}
	now := time.UnixMilli(1_800_000_000_000)
	cfg := Config{Engine: onnxLike{}, Now: func() time.Time { return now }}
	cfg.P2P.Domain = types.DevDomain
	book := jobbook.New(common.Address{0x99}, new(big.Int))
	book.SetDomain(types.DevDomain)
	val := &validator{core: &core{cfg: cfg, ctx: context.Background(), log: slog.Default(), book: book},
		validations: db.Prefixed(store.PrefixValidation), urgentQ: make(chan valTask, 8), sampledQ: make(chan valTask, 8), forcedQ: make(chan valTask, 8)}
	key, _ := crypto.GenerateKey()
	val.key = key

	// Attack (F9): an LLM job, settled; this ONNX validator saw its order
	// and assignment, not its result.
	o := &types.JobOrder{Subnet: 1, Client: crypto.PubkeyToAddress(clientKey.PublicKey).Bytes(), Engine: llmjob.Engine, ModelCid: "bafyllm",
		MaxFee: big.NewInt(100).Bytes(), DeadlineMs: now.Add(time.Minute).UnixMilli(), CreatedMs: now.UnixMilli(), Nonce: 1, Spec: "1cpu", BidWindowMs: 1}
	o.JobId = func() []byte { h := o.StructHash(); return h[:] }()
	if err := types.Sign(types.DevDomain, o, clientKey); err != nil {
		t.Fatal(err)
	}
	book.Post(o, now)
	a := &types.Assignment{JobId: o.GetJobId(), Client: o.GetClient(), Miner: miner.Bytes(), Price: big.NewInt(100).Bytes(), SettleByMs: now.Add(time.Hour).UnixMilli()}
	if err := a.SignSettlement(types.DevDomain, clientKey); err != nil {
		t.Fatal(err)
	}
	if v := book.OnAssignment(a); v.Action != jobbook.Accept {
		t.Fatalf("assignment %+v", v)
	}
	id := [32]byte(o.GetJobId())
	p := &pendingLeaf{ref: leafRef{batch: big.NewInt(3), miner: miner, leaf: chain.SettledLeaf{JobID: id, ResultHash: [32]byte{5}}}, since: now.Add(-leafResultWait)}
	val.valMu.Lock()
	val.markDisputed(id, miner) // its client disputes it too: still not this validator's to run
	val.valMu.Unlock()
	if !val.followSettledLeaf(context.Background(), p) {
		t.Fatal("the leaf was left pending, to be retried every step")
	}
	rec, err := val.valRecord(context.Background(), id)
	if err != nil || rec.State != ValSkipped || rec.Sampled || !strings.HasPrefix(rec.Reason, reasonCannotReexecute) {
		t.Fatalf("record %+v (%v): want skipped, unsampled, with the reason", rec, err)
	}
	val.escalate(id) // a challenge opened on it
	val.onClientDispute(&types.Dispute{JobId: id[:], Miner: miner.Bytes(), ResultHash: make([]byte, 32)})
	if n := len(val.sampledQ) + len(val.forcedQ); n != 0 {
		t.Fatalf("%d re-executions queued for a job this validator cannot run", n)
	}
	if rec, _ := val.valRecord(context.Background(), id); rec.State != ValSkipped {
		t.Fatalf("state %s after escalation and dispute", rec.State)
	}

	// An LLM validator serving the model judges its results whatever
	// environment the miner names (the env hash is the miner's word:
	// attack6), and an ONNX one judges ONNX results.
	le, err := llm.New(llm.Config{Server: llm.Ollama, Binary: "ollama", ModelCID: "bafyllm", ModelPath: "m.gguf", Dir: t.TempDir(), HardwareClass: "cpu", ServerVersion: "0.9.0"})
	if err != nil {
		t.Fatal(err)
	}
	defer le.Close()
	j := llm.NewJobEngine(le)
	if why := reexecuteRefusal(j, o); why != "" {
		t.Fatalf("an LLM job of the served model refused: %s", why)
	}
	if why := reexecuteRefusal(onnxLike{}, &types.JobOrder{Engine: "onnx"}); why != "" {
		t.Fatalf("an ONNX job refused: %s", why)
	}
}

// fileServer is a model server that serves one model from a file.
type fileServer struct {
	engine.Engine
	cid, path string
}

func (fileServer) Name() string             { return llmjob.Engine }
func (f fileServer) ServedModels() []string { return []string{f.cid} }
func (f fileServer) ServedModelFile(c string) (string, bool) {
	return f.path, c == f.cid
}

// TestServedModelNotFetched (F8): a miner or validator whose engine
// serves the job's model from its own file neither fetches nor loads the
// model per job, so a model larger than MaxModelBytes works; its proof's
// model hash is the file's, read as a stream.
func TestServedModelNotFetched(t *testing.T) {
	model := bytes.Repeat([]byte("gguf"), 1<<14) // 64 KiB, over the limit below
	path := filepath.Join(t.TempDir(), "m.gguf")
	if err := os.WriteFile(path, model, 0o644); err != nil {
		t.Fatal(err)
	}
	const modelCID = "bafkreihdwdcefgh4dqkjv67uzcmw7ojee6xedzdetojuzjevtenxquvyku"
	fetched := 0
	n := &core{cfg: Config{Engine: fileServer{cid: modelCID, path: path}, MaxModelBytes: 1 << 10}, log: slog.Default(),
		hashes: map[string]proof.Hash{}, modelFetched: func(string) { fetched++ }}
	if err := n.hashServedModels(); err != nil {
		t.Fatal(err)
	}
	// n.content is nil: any fetch of the model would fail the test.
	src, input, err := n.fetchJob(context.Background(), &types.JobOrder{Engine: llmjob.Engine, ModelCid: modelCID}, &types.Assignment{})
	if err != nil || input != nil || fetched != 1 {
		t.Fatalf("fetchJob: %v (input %d bytes, fetched %d)", err, len(input), fetched)
	}
	h, err := n.modelHash(modelCID, src)
	if err != nil || h != proof.ModelHash(model) {
		t.Fatalf("model hash %x (%v), want the file's %x", h, err, proof.ModelHash(model))
	}
}
