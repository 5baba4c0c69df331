package testnet

import (
	"bytes"
	"context"
	"log/slog"
	"strings"
	"testing"
	"time"

	"github.com/tensora/tensora/engine"
	"github.com/tensora/tensora/engine/llm"
	"github.com/tensora/tensora/node"
	"github.com/tensora/tensora/types/tora"
)

// What `make demo` does, small: an ONNX miner and an LLM miner (the tiny
// model on ollama, MinerEngine) in one fleet; an ONNX job, then chats
// sent through the client's gateway as stock OpenAI requests, their text
// streamed; every job settles on chain, the chats per token, and the
// ONNX validator leaves the chats' settled leaves alone.
func TestLLMDemoBesideONNX(t *testing.T) {
	bin := needOllama(t)
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	shared, path, err := StartTinyLLM(ctx, bin, t.TempDir(), slog.New(slog.DiscardHandler))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = shared.Close() }) // idempotent: Net.Close closes it too
	model := shared.Env().ModelCID
	net := startNet(t, Config{
		Miners: 2, Chain: true, BidWindow: 200 * time.Millisecond, Validators: 1, SampleRateBps: 10000,
		Profiles: []Profile{DefaultProfiles[0], {Name: "llm-cpu", PriceTORA: 1, StakeTORA: 200}},
		MinerEngine: func(i int) (engine.Engine, error) {
			if i == 1 {
				return llm.NewJobEngine(shared), nil // Net.Close closes it
			}
			return nil, nil
		},
	})
	if c, err := net.ServeModel(ctx, path); err != nil || c != model {
		t.Fatalf("serve the model: %s %v, want %s", c, err, model)
	}
	before, err := net.ChainBalances(ctx)
	if err != nil {
		t.Fatal(err)
	}
	rep, err := net.Run(ctx, 1)
	if err != nil || !rep.OK() {
		t.Fatalf("the ONNX job beside the LLM miner: %v %+v", err, rep)
	}
	var shown bytes.Buffer
	chats, err := net.ChatThroughGateway(ctx, model, []string{"Hello", "What is Tensora?"}, 16, &shown)
	if err != nil {
		t.Fatal(err)
	}
	if len(chats) != 2 {
		t.Fatalf("%d chats", len(chats))
	}
	for _, c := range chats {
		r := c.Result
		fee, err := tora.Parse(r.Fee)
		if r.Text == "" || r.Usage.CompletionTokens == 0 || err != nil || fee.Sign() <= 0 || fee.Cmp(tora.Whole(1)) >= 0 {
			t.Fatalf("chat %q: %+v (fee %v)", c.Prompt, r, err)
		}
		if r.Miner != net.Miners[1].Address().Hex() {
			t.Errorf("chat ran on %s, not the LLM miner", r.Miner)
		}
		if !strings.Contains(shown.String(), r.Text) {
			t.Errorf("the streamed output %q lacks the text %q", shown.String(), r.Text)
		}
	}
	// The client's job records (the dashboard's job list) carry the
	// engine, and an LLM job's tokens and the fee it settles for.
	recs, err := net.Client.Jobs(ctx)
	if err != nil {
		t.Fatal(err)
	}
	byID := map[string]node.JobRecord{}
	for _, r := range recs {
		byID[r.ID] = r
	}
	for _, c := range chats {
		rec, ok := byID[c.Result.JobID]
		fee, _ := tora.Parse(c.Result.Fee)
		if !ok || rec.Engine != "llm" || rec.PromptTokens != c.Result.Usage.PromptTokens || rec.CompletionTokens != c.Result.Usage.CompletionTokens ||
			rec.Charge != fee.String() {
			t.Errorf("record of chat %s: %+v, want engine llm, usage %+v, charge %s wei", c.Result.JobID, rec, c.Result.Usage, fee)
		}
	}
	for id, rec := range byID {
		if strings.HasPrefix(id, rep.Jobs[0].JobID) && (rec.Engine != "onnx" || rec.Charge != "" || rec.CompletionTokens != 0) {
			t.Errorf("record of the ONNX job: %+v", rec)
		}
	}
	var table bytes.Buffer
	if err := WriteChatTable(&table, chats); err != nil || !strings.Contains(table.String(), chats[0].Result.Fee) {
		t.Fatalf("table %q %v", table.String(), err)
	}
	settled, err := net.Settle(ctx, before)
	if err != nil {
		t.Fatal(err)
	}
	if settled.Jobs != 3 {
		t.Fatalf("%d jobs settled, want the ONNX job and the two chats", settled.Jobs)
	}
	// The ONNX validator checks the ONNX job alone: the chats' settled
	// leaves are not its to follow (it cannot re-execute them).
	if v := settled.Validation; v == nil || len(v.Validators) != 1 || v.Validators[0].Seen != 1 || v.Validators[0].Disagree != 0 {
		t.Fatalf("validation %+v, want the ONNX validator to have seen the ONNX job only", v)
	}
}
