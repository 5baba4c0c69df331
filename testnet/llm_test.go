package testnet

import (
	"bytes"
	"context"
	"encoding/hex"
	"fmt"
	"log/slog"
	"math/big"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/tensora/tensora/content"
	"github.com/tensora/tensora/engine"
	"github.com/tensora/tensora/engine/hw"
	"github.com/tensora/tensora/engine/llm"
	"github.com/tensora/tensora/engine/llm/gguf"
	"github.com/tensora/tensora/engine/llm/llmjob"
	"github.com/tensora/tensora/engine/onnx"
	"github.com/tensora/tensora/node"
	"github.com/tensora/tensora/types/tora"
)

// needOllama skips without the ollama that `make setup-llm` builds, except
// in CI, where `make test` builds it first.
func needOllama(t *testing.T) string {
	t.Helper()
	bin, err := llm.FindOllama()
	if err != nil {
		if os.Getenv("CI") != "" {
			t.Fatal(err)
		}
		t.Skip(err)
	}
	return bin
}

// tinyModel writes the seeded tiny GGUF (random weights: its output is
// gibberish by construction) and returns its path and content CID.
func tinyModel(t *testing.T, seed uint64) (path, modelCID string) {
	t.Helper()
	b, err := gguf.Tiny(gguf.TinyConfig{Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	path = filepath.Join(t.TempDir(), fmt.Sprintf("tiny-%d.gguf", seed))
	if err := os.WriteFile(path, b, 0o644); err != nil {
		t.Fatal(err)
	}
	c, err := content.CIDOf(bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	return path, c.String()
}

// startLLM starts a real ollama serving path under modelCID, warm.
func startLLM(t *testing.T, bin, path, modelCID string) *llm.Engine {
	t.Helper()
	e, err := llm.New(llm.Config{
		Server: llm.Ollama, Binary: bin, ModelCID: modelCID, ModelPath: path, Dir: filepath.Join(t.TempDir(), "ollama"),
		Sampling: llm.Sampling{Temperature: 0, TopK: 1, TopP: 1, RepeatPenalty: 1, Seed: 42, Context: 256},
		Parallel: 2, Threads: 1, HardwareClass: llm.CPUClass(), RestartBackoff: 50 * time.Millisecond,
		Logger: slog.New(slog.DiscardHandler),
	})
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	if err := e.Start(ctx); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = e.Close() })
	return e
}

// llmFleet hands a testnet its engines: every miner an adapter over one
// shared ollama server (the miners' misbehaviour is in llmFaults, not in
// the server), every validator a server of its own. Config.NewEngine is
// asked for the miners' engines first, then the validators'.
type llmFleet struct {
	t         *testing.T
	bin, path string
	cid       string
	miners    int

	mu     sync.Mutex
	calls  int
	shared *llm.Engine
}

func (f *llmFleet) newEngine() (engine.Engine, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.calls++
	if f.calls > f.miners {
		return llm.NewJobEngine(startLLM(f.t, f.bin, f.path, f.cid)), nil
	}
	if f.shared == nil {
		f.shared = startLLM(f.t, f.bin, f.path, f.cid)
	}
	return llm.NewJobEngine(f.shared), nil
}

// Misbehaviours of LLM miners.
type llmFault int

const (
	llmHonest     llmFault = iota
	llmAlterToken          // one character of the text changed
	llmTruncate            // the text cut short, usage unchanged
	llmInflate             // prompt tokens inflated to the most the client accepts (PromptTokenBound), the charge recomputed to match
	llmOtherModel          // another model ran, claimed as the job's
	llmOvercharge          // an honest output, settled at the whole max fee
)

func (f llmFault) String() string {
	return [...]string{"honest", "altertoken", "truncate", "inflate", "othermodel", "overcharge"}[f]
}

// llmFaults makes miner i misbehave as faults[i].
type llmFaults struct {
	faults []llmFault
	other  *llm.Engine // serves another model, for llmOtherModel
}

func (p llmFaults) Miner(i int, _ []int64, e engine.Engine) (engine.Engine, []node.Option, bool) {
	f := p.faults[i]
	switch f {
	case llmHonest:
		return e, nil, false
	case llmOvercharge:
		return e, []node.Option{node.WithHooks(node.Hooks{Fee: func(_ [32]byte, fee *big.Int) {
			fee.Mul(fee, big.NewInt(1000)) // settlement caps it at the signed price, the max fee
		}})}, true
	}
	return &byzantineLLM{Engine: e, fault: f, other: p.other}, nil, true
}

// byzantineLLM alters the outputs of a real LLM engine so that every
// check the client can make still passes: only regeneration can tell.
type byzantineLLM struct {
	engine.Engine
	fault llmFault
	other *llm.Engine
}

func (b *byzantineLLM) EnvHash() [32]byte { return b.Engine.(engine.EnvHasher).EnvHash() }
func (b *byzantineLLM) ServedModels() []string {
	return b.Engine.(engine.ModelServer).ServedModels()
}

func (b *byzantineLLM) Run(ctx context.Context, req engine.Request) (*engine.Result, error) {
	var res *engine.Result
	var err error
	// It streams nothing: the honest text streamed and an altered one
	// claimed would be caught by the client (TestLLMStreamDiffersFromResult);
	// these faults are the ones only a validator can catch.
	req.Partial = nil
	if b.fault == llmOtherModel {
		o := llm.NewJobEngine(b.other) // not closed: the test owns the server
		req.ModelCID = b.other.Env().ModelCID
		res, err = o.Run(ctx, req)
	} else {
		res, err = b.Engine.Run(ctx, req)
	}
	if err != nil {
		return nil, err
	}
	out, err := llmjob.ParseOutput(res.Output)
	if err != nil {
		return nil, err
	}
	r, err := llmjob.ParseRequest(req.Input)
	if err != nil {
		return nil, err
	}
	price, _ := r.Price()
	switch b.fault {
	case llmAlterToken:
		t := []rune(out.Text)
		i := len(t) / 2
		t[i] = 'A' + (t[i]+1)%26 // a printable character other than before
		out.Text = string(t)
	case llmTruncate:
		out.Text = string([]rune(out.Text)[:len([]rune(out.Text))/2])
	case llmInflate:
		// Beyond the request's bound the client itself refuses the
		// output (F7); within it only regeneration can tell.
		out.PromptTokens = max(out.PromptTokens+1, r.PromptTokenBound())
		out.Charge = llmjob.Fee(price, out.PromptTokens+out.CompletionTokens).String()
	case llmOtherModel:
		out.Model = b.ServedModels()[0]
	}
	res.Output, err = out.Encode()
	return res, err
}

// llmProfile is a CPU miner with a declared accelerator named name, so a
// job's spec "gpu=<name>" reaches exactly that miner.
func llmProfile(name string) Profile {
	return Profile{Name: name, GPUs: []hw.GPU{{Name: "lab " + name, Vendor: "lab", VRAMBytes: 1 << 30}}, PriceTORA: 1, StakeTORA: 200}
}

// A client posts LLM chat jobs through a testnet whose miners serve the
// tiny model on real ollama servers; one miner is honest and the others
// alter one token, truncate the text, inflate their usage (and charge) or
// run another model under the job's model CID. The client gets text and
// usage from each (every output passes the checks a client can make),
// and the validator, regenerating on its own ollama with the pinned
// sampler settings, agrees with the honest result only.
func TestLLMJobsThroughNetwork(t *testing.T) {
	bin := needOllama(t)
	path, modelCID := tinyModel(t, 1)
	otherPath, otherCID := tinyModel(t, 2)
	faults := []llmFault{llmHonest, llmAlterToken, llmTruncate, llmInflate, llmOtherModel}
	var profiles []Profile
	for _, f := range faults {
		profiles = append(profiles, llmProfile(f.String()))
	}
	fleet := &llmFleet{t: t, bin: bin, path: path, cid: modelCID, miners: len(faults)}
	net := startNet(t, Config{
		Miners: len(faults), Validators: 1, Profiles: profiles, ModelPath: path, NewEngine: fleet.newEngine,
		Faults: llmFaults{faults: faults, other: startLLM(t, bin, otherPath, otherCID)}, SampleRateBps: 10000,
		BidWindow: 200 * time.Millisecond,
	})
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	if c, err := net.AddModel(ctx); err != nil || c != modelCID {
		t.Fatalf("model added as %s (%v), engines serve %s", c, err, modelCID)
	}
	price := tora.Whole(1) // per 1,000 tokens
	maxFee := tora.Whole(5)
	ids := map[string]bool{}
	fault := map[string]llmFault{}
	var honest *node.ChatJobResult
	for _, f := range faults {
		var chunks []string
		start := time.Now()
		res, err := net.Client.Chat(ctx, node.ChatJob{
			Subnet: 1, ModelCID: modelCID, Messages: []llmjob.Message{{Role: "user", Content: "Tell me about " + f.String()}},
			MaxTokens: 32, PricePer1K: price, MaxFee: maxFee, Spec: "gpu=" + f.String(),
		}, func(s string) error { chunks = append(chunks, s); return nil })
		if err != nil {
			t.Fatalf("%s miner: %v", f, err)
		}
		o := res.Output
		t.Logf("%s miner: %s in %v (gibberish by construction: random weights)", f, o.Summary(), time.Since(start).Round(time.Millisecond))
		if strings.Join(chunks, "") != o.Text || o.Text == "" {
			t.Errorf("%s: chunks %q, text %q", f, chunks, o.Text)
		}
		if o.CompletionTokens != 32 || o.PromptTokens == 0 || o.Model != modelCID || len(o.TokenIDs) != 0 {
			t.Errorf("%s: output %+v (ollama reports no token ids)", f, o)
		}
		if want := llmjob.Fee(price, o.PromptTokens+o.CompletionTokens); res.Fee.Cmp(want) != 0 || res.Fee.Cmp(maxFee) >= 0 {
			t.Errorf("%s: fee %s, want %s per token (below the max fee)", f, res.Fee, want)
		}
		if p := net.Profile(common.HexToAddress(res.Miner)).Name; p != f.String() {
			t.Fatalf("job for the %s miner ran on %s", f, p)
		}
		id := hex.EncodeToString(res.JobID[:])
		ids[id], fault[id] = true, f
		if f == llmHonest {
			honest = res
		}
	}
	// The honest output is exactly a direct call to a server with the
	// same settings.
	start := time.Now()
	direct, err := fleet.shared.Run(ctx, llm.ChatRequest{Messages: []llm.Message{{Role: "user", Content: "Tell me about honest"}}, MaxTokens: 32})
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("the same request straight to the server: %v (the miner's generation took %v)", time.Since(start).Round(time.Millisecond),
		honest.Outcome.ExecTime().Round(time.Millisecond))
	if direct.Text != honest.Output.Text {
		t.Errorf("through the network %q, direct %q", honest.Output.Text, direct.Text)
	}
	// The auction path (bids, then the assignment on gossip) gives the
	// same completion.
	auction, err := net.Client.Chat(ctx, node.ChatJob{
		Subnet: 1, ModelCID: modelCID, Messages: []llmjob.Message{{Role: "user", Content: "Tell me about honest"}},
		MaxTokens: 32, PricePer1K: price, MaxFee: maxFee, Spec: "gpu=honest", Auction: true,
	}, nil)
	if err != nil {
		t.Fatalf("auction: %v", err)
	}
	if auction.Output.Text != honest.Output.Text || auction.Outcome.Path != "auction" {
		t.Errorf("auction (%s path): %q, fast path %q", auction.Outcome.Path, auction.Output.Text, honest.Output.Text)
	}
	aid := hex.EncodeToString(auction.JobID[:])
	ids[aid], fault[aid] = true, llmHonest
	// Attack (F3): free inference. Every miner serving the model reads
	// the request before its ack and declines a price below its own per
	// 1,000 tokens; the job fails and runs nowhere.
	if _, err := net.Client.Chat(ctx, node.ChatJob{
		Subnet: 1, ModelCID: modelCID, Messages: []llmjob.Message{{Role: "user", Content: "Free, please"}},
		MaxTokens: 32, PricePer1K: new(big.Int), MaxFee: maxFee,
	}, nil); err == nil {
		t.Error("a chat at price 0 per 1k tokens ran")
	} else {
		t.Logf("price 0: %v", err)
	}
	for _, recs := range waitValidations(ctx, t, net, ids) {
		for _, r := range recs {
			f, ok := fault[r.JobID]
			if !ok {
				continue
			}
			want := node.ValAgree
			if f != llmHonest {
				want = node.ValDisagree
			}
			if r.State != want {
				t.Errorf("%s miner's job %s: verdict %q (%s), want %q", f, r.JobID[:8], r.State, r.Reason, want)
			}
			t.Logf("%s: %s %s", f, r.State, r.Reason)
		}
	}
}

// Per-token settlement on the embedded chain, and two attacks on it: the
// honest miner is paid exactly its output's charge (price per 1k tokens ×
// tokens, far below the max fee the client signed as the cap); a miner
// that inflates its usage (charging more, consistently, within the cap)
// and one that returns an honest output but settles its leaf at the whole
// max fee both have their leaves challenged by the validator and voided,
// and the client refunded: its escrow pays only the honest charge.
func TestLLMPerTokenSettlement(t *testing.T) {
	bin := needOllama(t)
	path, modelCID := tinyModel(t, 1)
	faults := []llmFault{llmHonest, llmInflate, llmOvercharge}
	var profiles []Profile
	for _, f := range faults {
		profiles = append(profiles, llmProfile(f.String()))
	}
	fleet := &llmFleet{t: t, bin: bin, path: path, cid: modelCID, miners: len(faults)}
	net := startNet(t, Config{
		Miners: len(faults), Validators: 1, Profiles: profiles, ModelPath: path, NewEngine: fleet.newEngine,
		Faults: llmFaults{faults: faults}, SampleRateBps: 10000, BidWindow: 200 * time.Millisecond, Chain: true,
	})
	ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute)
	defer cancel()
	if _, err := net.AddModel(ctx); err != nil {
		t.Fatal(err)
	}
	before, err := net.ChainBalances(ctx)
	if err != nil {
		t.Fatal(err)
	}
	maxFee := tora.Whole(5)
	res := chatEach(ctx, t, net, modelCID, "Pay me per token", maxFee, faults)
	h, b, o := res[llmHonest], res[llmInflate], res[llmOvercharge]
	if b.Fee.Cmp(h.Fee) <= 0 || b.Fee.Cmp(maxFee) >= 0 {
		t.Fatalf("inflated charge %s vs honest %s: the attack should charge more, within the cap %s", b.Fee, h.Fee, maxFee)
	}
	if o.Fee.Cmp(h.Fee) != 0 {
		t.Fatalf("the overcharging miner's output charges %s, the honest one %s: same request, same output", o.Fee, h.Fee)
	}
	rep, err := net.Settle(ctx, before)
	if err != nil {
		t.Fatal(err)
	}
	var buf strings.Builder
	_ = rep.WriteTable(&buf)
	t.Log(buf.String())
	total := func(b *Balances) *big.Int { return new(big.Int).Add(b.ClientFree, b.ClientCommitted) }
	spent := new(big.Int).Sub(total(before), total(rep.After))
	if spent.Cmp(h.Fee) != 0 {
		t.Errorf("the client paid %s wei, want exactly the honest charge %s (the inflated %s refunded)", spent, h.Fee, b.Fee)
	}
	earned := func(a common.Address) *big.Int {
		e := new(big.Int).Sub(rep.After.MinerTORA[a], before.MinerTORA[a])
		return e.Add(e, new(big.Int).Sub(rep.After.MinerOwed[a], before.MinerOwed[a]))
	}
	if got, want := earned(common.HexToAddress(h.Miner)), new(big.Int).Div(new(big.Int).Mul(h.Fee, big.NewInt(8000)), big.NewInt(10000)); got.Cmp(want) != 0 {
		t.Errorf("honest miner earned %s, want 80%% of its charge, %s", got, want)
	}
	for _, r := range []*node.ChatJobResult{b, o} {
		if got := earned(common.HexToAddress(r.Miner)); got.Sign() > 0 {
			t.Errorf("%s miner earned %s", net.Profile(common.HexToAddress(r.Miner)).Name, got)
		}
	}
}

// BenchmarkLLMChatThroughTestnet is one LLM chat job through a testnet
// (client → fast path → one miner's ollama → verified result; no
// validators) against the same request straight to a warm server of the
// same model and settings, interleaved so machine load affects both
// alike. It reports the medians and their difference (the network's
// overhead per job, execution included in both).
func BenchmarkLLMChatThroughTestnet(b *testing.B) {
	bin, err := llm.FindOllama()
	if err != nil {
		b.Skip(err)
	}
	model, err := gguf.Tiny(gguf.TinyConfig{Seed: 1})
	if err != nil {
		b.Fatal(err)
	}
	dir := b.TempDir()
	path := filepath.Join(dir, "tiny.gguf")
	if err := os.WriteFile(path, model, 0o644); err != nil {
		b.Fatal(err)
	}
	c, err := content.CIDOf(bytes.NewReader(model))
	if err != nil {
		b.Fatal(err)
	}
	start := func(sub string) *llm.Engine {
		e, err := llm.New(llm.Config{
			Server: llm.Ollama, Binary: bin, ModelCID: c.String(), ModelPath: path, Dir: filepath.Join(dir, sub),
			Sampling: llm.Sampling{Temperature: 0, TopK: 1, TopP: 1, RepeatPenalty: 1, Seed: 42, Context: 256},
			Parallel: 1, Threads: 1, HardwareClass: llm.CPUClass(), Logger: slog.New(slog.DiscardHandler),
		})
		if err != nil {
			b.Fatal(err)
		}
		if err := e.Start(context.Background()); err != nil {
			b.Fatal(err)
		}
		b.Cleanup(func() { _ = e.Close() })
		return e
	}
	minerServer, directServer := start("miner"), start("direct")
	ctx := context.Background()
	net, err := Start(ctx, Config{Miners: 1, Profiles: []Profile{llmProfile("bench")}, ModelPath: path,
		NewEngine: func() (engine.Engine, error) { return llm.NewJobEngine(minerServer), nil }})
	if err != nil {
		b.Fatal(err)
	}
	defer net.Close()
	if _, err := net.AddModel(ctx); err != nil {
		b.Fatal(err)
	}
	msgs := []llmjob.Message{{Role: "user", Content: "Benchmark me."}}
	viaNet := func() {
		if _, err := net.Client.Chat(ctx, node.ChatJob{Subnet: 1, ModelCID: c.String(), Messages: msgs, MaxTokens: 32,
			PricePer1K: tora.Whole(1), MaxFee: tora.Whole(1)}, nil); err != nil {
			b.Fatal(err)
		}
	}
	direct := func() {
		if _, err := directServer.Run(ctx, llm.ChatRequest{Messages: []llm.Message{{Role: "user", Content: "Benchmark me."}}, MaxTokens: 32}); err != nil {
			b.Fatal(err)
		}
	}
	viaNet()
	direct()
	var dn, dd []time.Duration
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		s := time.Now()
		viaNet()
		dn = append(dn, time.Since(s))
		s = time.Now()
		direct()
		dd = append(dd, time.Since(s))
	}
	b.StopTimer()
	mn, md := medianOf(dn), medianOf(dd)
	b.ReportMetric(float64(mn.Microseconds())/1000, "network-ms")
	b.ReportMetric(float64(md.Microseconds())/1000, "direct-ms")
	b.ReportMetric(float64((mn-md).Microseconds())/1000, "overhead-ms")
}

func medianOf(ds []time.Duration) time.Duration {
	s := append([]time.Duration(nil), ds...)
	sort.Slice(s, func(i, j int) bool { return s[i] < s[j] })
	return s[len(s)/2]
}

// Killing the miner's LLM server in the middle of a job: the engine
// restarts it and runs the request again (decoding is pinned, so the same
// tokens), and the client gets the completion it would have had.
func TestLLMServerKilledMidJob(t *testing.T) {
	bin := needOllama(t)
	path, modelCID := tinyModel(t, 1)
	fleet := &llmFleet{t: t, bin: bin, path: path, cid: modelCID, miners: 1}
	var killedPID int
	net := startNet(t, Config{Miners: 1, Profiles: []Profile{llmProfile("victim")}, ModelPath: path, NewEngine: fleet.newEngine,
		BidWindow: 200 * time.Millisecond, Faults: killFault{kill: func() {
			killedPID = fleet.shared.PID()
			_ = syscall.Kill(-killedPID, syscall.SIGKILL)
		}}})
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	if _, err := net.AddModel(ctx); err != nil {
		t.Fatal(err)
	}
	msgs := []llmjob.Message{{Role: "user", Content: "Tell me about honest"}}
	want, err := fleet.shared.Run(ctx, llm.ChatRequest{Messages: []llm.Message{{Role: "user", Content: msgs[0].Content}}, MaxTokens: 40})
	if err != nil {
		t.Fatal(err)
	}
	res, err := net.Client.Chat(ctx, node.ChatJob{Subnet: 1, ModelCID: modelCID, Messages: msgs, MaxTokens: 40,
		PricePer1K: tora.Whole(1), MaxFee: tora.Whole(1)}, nil)
	if err != nil {
		t.Fatalf("job across the server's death: %v", err)
	}
	if fleet.shared.Restarts() != 1 || fleet.shared.PID() == killedPID {
		t.Fatalf("%d restarts (pid %d, killed %d)", fleet.shared.Restarts(), fleet.shared.PID(), killedPID)
	}
	if res.Output.Text != want.Text || res.Output.CompletionTokens != 40 || res.Output.PromptTokens != want.Usage.PromptTokens {
		t.Errorf("after the restart %q (%d+%d tokens), want %q (%d+40)", res.Output.Text, res.Output.PromptTokens, res.Output.CompletionTokens,
			want.Text, want.Usage.PromptTokens)
	}
}

// killFault kills the miner's server as its first job's run begins, so
// the job's request meets a dead server, which the engine must restart
// and retry the request on. (A kill on a timer 10 ms into the run, while
// the request was with the server, was late once under CI's load: the
// 40-token reply, about 30 ms, had come back first, and the job ended
// before any restart.)
type killFault struct{ kill func() }

func (k killFault) Miner(_ int, _ []int64, e engine.Engine) (engine.Engine, []node.Option, bool) {
	return &killOnce{Engine: e, kill: k.kill}, nil, false
}

type killOnce struct {
	engine.Engine
	kill func()
	once sync.Once
}

func (k *killOnce) EnvHash() [32]byte      { return k.Engine.(engine.EnvHasher).EnvHash() }
func (k *killOnce) ServedModels() []string { return k.Engine.(engine.ModelServer).ServedModels() }

func (k *killOnce) Run(ctx context.Context, req engine.Request) (*engine.Result, error) {
	k.once.Do(k.kill)
	return k.Engine.Run(ctx, req)
}

// The attack of finding F12 (LLM review), end to end: of three equally
// staked validators one serves the LLM model and two run ONNX. The
// challenge quorum was two thirds of all validator stake, so the LLM
// validator's verdicts (a third) could never uphold a challenge: a miner
// overcharging an honest output or altering its text kept the fee. Now
// validators declare what they re-execute and an LLM job's challenge is
// judged by the validators declared for its model: the client pays only
// the honest charge and the cheating miners earn nothing.
func TestLLMChallengeUpheldBesideONNXValidators(t *testing.T) {
	bin := needOllama(t)
	path, modelCID := tinyModel(t, 1)
	faults := []llmFault{llmHonest, llmOvercharge, llmAlterToken}
	var profiles []Profile
	for _, f := range faults {
		profiles = append(profiles, llmProfile(f.String()))
	}
	fleet := &llmFleet{t: t, bin: bin, path: path, cid: modelCID, miners: len(faults)}
	var made int
	newEngine := func() (engine.Engine, error) {
		// Miners first, then validators: the first validator serves the
		// model, the other two run ONNX Runtime.
		if made++; made > len(faults)+1 {
			return onnx.New(onnx.Config{})
		}
		return fleet.newEngine()
	}
	net := startNet(t, Config{
		Miners: len(faults), Validators: 3, Profiles: profiles, ModelPath: path, NewEngine: newEngine,
		Faults: llmFaults{faults: faults}, SampleRateBps: 10000, BidWindow: 200 * time.Millisecond, Chain: true,
	})
	ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute)
	defer cancel()
	if _, err := net.AddModel(ctx); err != nil {
		t.Fatal(err)
	}
	before, err := net.ChainBalances(ctx)
	if err != nil {
		t.Fatal(err)
	}
	maxFee := tora.Whole(5)
	res := chatEach(ctx, t, net, modelCID, "Judge me by my model", maxFee, faults)
	// Every result reaches the validator that serves the model over
	// gossip, before anything settles: on the fast path a round's
	// assignment can overtake its order at the peers between client and
	// validator, and those peers must forward it once they accept it.
	var ids [][32]byte
	for _, f := range faults {
		ids = append(ids, res[f].JobID)
	}
	waitResultsSeen(ctx, t, net.Validators[0], ids)
	rep, err := net.Settle(ctx, before)
	if err != nil {
		t.Fatal(err)
	}
	var buf strings.Builder
	_ = rep.WriteTable(&buf)
	t.Log(buf.String())
	h := res[llmHonest]
	if spent := clientSpent(before, rep.After); spent.Cmp(h.Fee) != 0 {
		t.Errorf("the client paid %s wei, want exactly the honest charge %s", spent, h.Fee)
	}
	for _, f := range faults[1:] {
		if got := minerEarned(before, rep.After, common.HexToAddress(res[f].Miner)); got.Sign() > 0 {
			t.Errorf("%s miner earned %s", f, got)
		}
	}
}

// waitResultsSeen waits until validator v holds a validation record of
// every job in ids (it saw each result), and fails naming those it never
// saw after 20 s.
func waitResultsSeen(ctx context.Context, t *testing.T, v *node.Node, ids [][32]byte) {
	t.Helper()
	ctx, cancel := context.WithTimeout(ctx, 20*time.Second)
	defer cancel()
	for {
		var missing []string
		for _, id := range ids {
			if _, err := v.Validation(ctx, id); err != nil {
				missing = append(missing, hex.EncodeToString(id[:6]))
			}
		}
		if len(missing) == 0 {
			return
		}
		select {
		case <-ctx.Done():
			t.Fatalf("validator %s never saw the results of jobs %v", v.Address().Hex(), missing)
		case <-time.After(100 * time.Millisecond):
		}
	}
}

// chatEach sends one chat job per fault, each to the miner with that
// fault (spec "gpu=<fault>"), at 1 TORA per 1k tokens under maxFee.
func chatEach(ctx context.Context, t *testing.T, net *Net, modelCID, prompt string, maxFee *big.Int, faults []llmFault) map[llmFault]*node.ChatJobResult {
	t.Helper()
	res := map[llmFault]*node.ChatJobResult{}
	for _, f := range faults {
		r, err := net.Client.Chat(ctx, node.ChatJob{
			Subnet: 1, ModelCID: modelCID, Prompt: prompt, MaxTokens: 16,
			PricePer1K: tora.Whole(1), MaxFee: maxFee, Spec: "gpu=" + f.String(),
		}, nil)
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		res[f] = r
	}
	return res
}

// clientSpent is what left the client's escrow (free and committed).
func clientSpent(before, after *Balances) *big.Int {
	total := func(b *Balances) *big.Int { return new(big.Int).Add(b.ClientFree, b.ClientCommitted) }
	return new(big.Int).Sub(total(before), total(after))
}

// minerEarned is what miner a gained in TORA and in owed rewards.
func minerEarned(before, after *Balances, a common.Address) *big.Int {
	e := new(big.Int).Sub(after.MinerTORA[a], before.MinerTORA[a])
	return e.Add(e, new(big.Int).Sub(after.MinerOwed[a], before.MinerOwed[a]))
}
