package node

import (
	"bytes"
	"context"
	"crypto/rand"
	"errors"
	"fmt"
	"log/slog"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ipfs/go-cid"
	"github.com/libp2p/go-libp2p/core/peer"
	"github.com/multiformats/go-multihash"
	"google.golang.org/protobuf/encoding/protowire"

	"github.com/tensora/tensora/content"
	"github.com/tensora/tensora/engine"
	"github.com/tensora/tensora/node/queue"
	"github.com/tensora/tensora/p2p"
	"github.com/tensora/tensora/tensor"
	"github.com/tensora/tensora/types"
	"github.com/tensora/tensora/types/tora"
)

// failNet is a client and a miner (sumEngine) on 127.0.0.1 whose content
// stores give up on a root after 500 ms and never on a stall: a fetch
// that ends is one the root timeout ended.
type failNet struct{ client, miner *Node }

func startFailNet(t *testing.T) failNet {
	t.Helper()
	return startFailNetRoot(t, 500*time.Millisecond)
}

// startFailNetRoot is startFailNet with the miner's root timeout: an
// hour makes a fetch of unserved content hang, as a slow DHT would.
func startFailNetRoot(t *testing.T, root time.Duration) failNet {
	t.Helper()
	var fn failNet
	fn.miner = startFailNode(t, root, Config{Roles: []Role{RoleMiner}, Engine: sumEngine{}})
	fn.client = startFailNode(t, root, Config{Roles: []Role{RoleClient}}, fn.miner.Host().AddrInfo())
	waitUntil(t, "the client to hear the miner's advert", func() bool {
		return fn.client.Adverts()[fn.miner.Address()] != nil
	})
	return fn
}

// startFailNode starts one peer of a failNet.
func startFailNode(t *testing.T, root time.Duration, cfg Config, boot ...peer.AddrInfo) *Node {
	t.Helper()
	key, err := crypto.GenerateKey()
	if err != nil {
		t.Fatal(err)
	}
	cfg.BidWindow = 150 * time.Millisecond
	cfg.MaxRounds = 1
	cfg.Content = content.Config{FetchTimeout: time.Hour, RootTimeout: root, ProviderSearchDelay: 100 * time.Millisecond}
	cfg.P2P = p2p.Config{ListenAddrs: []string{"/ip4/127.0.0.1/tcp/0"}, Bootstrap: boot, AllowLoopbackColocation: true}
	cfg.Logger = slog.New(slog.DiscardHandler)
	return startNode(t, cfg, key)
}

// unservedCID is a CID no peer holds.
func unservedCID(t *testing.T) string {
	t.Helper()
	b := make([]byte, 32)
	_, _ = rand.Read(b)
	h, err := multihash.Sum(b, multihash.SHA2_256, -1)
	if err != nil {
		t.Fatal(err)
	}
	return cid.NewCidV1(cid.Raw, h).String()
}

// A model nobody serves: the miner reports FAILURE_FETCH naming the CID
// as soon as its root timeout ends the fetch, and the client's error is
// that report, not "sent no result" after its result wait (2 min by
// default; the post's context here is longer than the root timeout by far
// but the job's own deadline is what a regression would run into).
func TestFailEarlyUnknownModel(t *testing.T) {
	fn := startFailNet(t)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	in, _, err := fn.client.Content().Add(ctx, bytes.NewReader([]byte("input")), "input", nil)
	if err != nil {
		t.Fatal(err)
	}
	model := unservedCID(t)
	_, err = fn.client.Post(ctx, JobRequest{Subnet: 1, Spec: "1cpu", MaxFee: tora.Whole(1),
		ModelCID: model, InputCID: in.String(), Deadline: time.Now().Add(10 * time.Minute)})
	if !errors.Is(err, ErrJobFailed) {
		t.Fatalf("post of an unserved model = %v, want the miner's fetch failure", err)
	}
	for _, want := range []string{model, "not found", "could not fetch", "fetch model"} {
		if !strings.Contains(err.Error(), want) {
			t.Fatalf("error %q does not say %q", err, want)
		}
	}
}

// inspectEngine is sumEngine with ONNX Runtime's Inspect: every model
// that sniffs as ONNX declares one input, x float32[1,2].
type inspectEngine struct{ sumEngine }

func (inspectEngine) Inspect(_ context.Context, _ string, m engine.ModelSource) (*engine.ModelInfo, error) {
	b, err := m.Load()
	if err != nil {
		return nil, err
	}
	if err := sniffONNX(b); err != nil {
		return nil, fmt.Errorf("%w: %w", engine.ErrBadModel, err)
	}
	return &engine.ModelInfo{Inputs: []engine.TensorSpec{{Name: "x", DType: tensor.F32, Shape: []int64{1, 2}}}}, nil
}

// A job whose model or input is unreachable, whose model is not ONNX, or
// whose input does not match the model is refused before it is
// announced, with an error naming what is wrong; no job record is left.
func TestFailEarlyPrecheck(t *testing.T) {
	key, err := crypto.GenerateKey()
	if err != nil {
		t.Fatal(err)
	}
	n, err := New(Config{Roles: []Role{RoleClient}, Engine: inspectEngine{}, Logger: slog.New(slog.DiscardHandler),
		P2P: p2p.Config{ListenAddrs: []string{"/ip4/127.0.0.1/tcp/0"}}}, key)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = n.Close() })
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	if err := n.Start(ctx); err != nil {
		t.Fatal(err)
	}
	add := func(b []byte) string {
		t.Helper()
		c, _, err := n.Content().Add(ctx, bytes.NewReader(b), "", nil)
		if err != nil {
			t.Fatal(err)
		}
		return c.String()
	}
	tensors := func(name string, shape ...int64) []byte {
		t.Helper()
		b, err := tensor.Encode([]tensor.Tensor{{Name: name, DType: tensor.F32, Shape: shape, Data: make([]byte, 4*shape[0]*shape[1])}})
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	// A ModelProto's top level: ir_version and an (empty) graph.
	onnx := protowire.AppendVarint(protowire.AppendTag(nil, 1, protowire.VarintType), 8)
	onnx = protowire.AppendBytes(protowire.AppendTag(onnx, 7, protowire.BytesType), nil)
	model, good := add(onnx), add(tensors("x", 1, 2))
	unserved := unservedCID(t)
	for _, tc := range []struct {
		name         string
		model, input string
		engine       string
		want         string // "" posts (and then finds no miner)
	}{
		// A model nobody holds.
		{"model unreachable", unserved, good, "", "model " + unserved + ": not held here and no provider found"},
		// An input nobody holds.
		{"input unreachable", model, unserved, "", "input " + unserved + ": not held here"},
		// A text file is no model.
		{"not ONNX", add([]byte("hello, not a model")), good, "", "not a model ONNX Runtime loads"},
		// Input bytes that are not safetensors.
		{"input not safetensors", model, add([]byte("plain text")), "", "is not safetensors"},
		// The model declares x float32[1,2]; the input names y.
		{"wrong input name", model, add(tensors("y", 1, 2)), "", "does not match model"},
		// The right name, the wrong shape.
		{"wrong input shape", model, add(tensors("x", 3, 2)), "", "does not match model"},
		// An LLM job's model and input are its miner's to judge.
		{"llm skipped", unserved, unserved, "llm", ""},
		// A matching model and input pass.
		{"matching", model, good, "", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			before, err := n.Jobs(ctx)
			if err != nil {
				t.Fatal(err)
			}
			_, err = n.Post(ctx, JobRequest{Subnet: 1, Spec: "1cpu", MaxFee: tora.Whole(1), Engine: tc.engine,
				ModelCID: tc.model, InputCID: tc.input, Check: true, BidWindow: 50 * time.Millisecond, Auction: true})
			after, jerr := n.Jobs(ctx)
			if jerr != nil {
				t.Fatal(jerr)
			}
			if tc.want == "" {
				if errors.Is(err, ErrPrecheck) || len(after) != len(before)+1 {
					t.Fatalf("post = %v, %d records after %d: want it announced", err, len(after), len(before))
				}
				return
			}
			if !errors.Is(err, ErrPrecheck) || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("post = %v, want a refusal saying %q", err, tc.want)
			}
			if len(after) != len(before) {
				t.Fatalf("a refused job left a record (%d, was %d)", len(after), len(before))
			}
		})
	}
}

// Without ONNX Runtime the client sniffs the protobuf: a graph at the top
// level of a message that parses.
func TestFailEarlySniffONNX(t *testing.T) {
	graph := protowire.AppendBytes(protowire.AppendTag(nil, 7, protowire.BytesType), []byte{1, 2})
	for _, tc := range []struct {
		name string
		b    []byte
		ok   bool
	}{
		{"graph", graph, true},                     // a ModelProto
		{"text", []byte("hello, world"), false},    // not protobuf
		{"truncated", graph[:len(graph)-1], false}, // cut short
		{"no graph", protowire.AppendVarint(protowire.AppendTag(nil, 1, protowire.VarintType), 8), false}, // a message, not a model
		{"empty", nil, false}, // nothing
	} {
		if err := sniffONNX(tc.b); (err == nil) != tc.ok {
			t.Errorf("%s: sniffONNX = %v, want ok=%v", tc.name, err, tc.ok)
		}
	}
}

// A miner with one worker stuck fetching a model no one serves: a
// cancel signed by another key is refused and changes nothing; the
// client's own cancel (its post's context ending) reaches the miner,
// which fails the job as cancelled and takes the next job on the same
// worker. Without the cancel the worker would fetch for an hour and the
// second job would find no room.
func TestCancelFreesWorker(t *testing.T) {
	fn := startFailNetRoot(t, time.Hour)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	add := func(b []byte) string {
		t.Helper()
		c, _, err := fn.client.Content().Add(ctx, bytes.NewReader(b), "", nil)
		if err != nil {
			t.Fatal(err)
		}
		return c.String()
	}
	in := add([]byte("input"))

	stuckCtx, stopStuck := context.WithCancel(ctx)
	defer stopStuck()
	announced := make(chan [32]byte, 1)
	posted := make(chan error, 1)
	go func() {
		_, err := fn.client.Post(stuckCtx, JobRequest{Subnet: 1, Spec: "1cpu", MaxFee: tora.Whole(1),
			ModelCID: unservedCID(t), InputCID: in, Deadline: time.Now().Add(time.Hour),
			Announced: func(id [32]byte) { announced <- id }})
		posted <- err
	}()
	var id [32]byte
	select {
	case id = <-announced:
	case err := <-posted:
		t.Fatalf("post ended before it was announced: %v", err)
	}
	state := func() queue.State {
		js, err := fn.miner.MinerJobs(ctx)
		if err != nil {
			t.Fatal(err)
		}
		for _, j := range js {
			if j.ID == id {
				return j.State
			}
		}
		return ""
	}
	waitUntil(t, "the miner to fetch the job", func() bool { return state() == queue.Fetching })

	// A cancel signed by a key other than the client's is refused.
	other, err := crypto.GenerateKey()
	if err != nil {
		t.Fatal(err)
	}
	forged, err := crypto.Sign(cancelDigest(types.DevDomain, id), other)
	if err != nil {
		t.Fatal(err)
	}
	mp, ok := fn.client.client.minerPeer(fn.miner.Address())
	if !ok {
		t.Fatal("the client has no advert of the miner")
	}
	if err := sendCancel(ctx, fn.client.Host().LibP2P(), mp, id, forged); !errors.Is(err, ErrCancelRefused) {
		t.Fatalf("forged cancel = %v, want ErrCancelRefused", err)
	}
	if s := state(); s != queue.Fetching {
		t.Fatalf("after a forged cancel the job is %s, want still fetching", s)
	}

	// A job queued behind the stuck one (placed here as an ack would:
	// its slot taken, then queued) is failed at once by its client's
	// cancel and gives its slot back.
	clientKey := fn.client.client.key
	m := fn.miner.miner
	stuck, err := m.queue.Get(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	_, om, err := types.Decode(stuck.Order)
	if err != nil {
		t.Fatal(err)
	}
	_, am, err := types.Decode(stuck.Assign)
	if err != nil {
		t.Fatal(err)
	}
	queued, qa := om.(*types.JobOrder), am.(*types.Assignment)
	queued.JobId, qa.JobId = bytes.Repeat([]byte{7}, 32), bytes.Repeat([]byte{7}, 32) // another job of the client's
	m.mu.Lock()
	m.running++
	m.mu.Unlock()
	if err := m.accept(ctx, queued, qa); err != nil {
		t.Fatal(err)
	}
	qid := [32]byte(queued.JobId)
	if err := sendCancel(ctx, fn.client.Host().LibP2P(), mp, qid, forged); !errors.Is(err, ErrCancelRefused) {
		t.Fatalf("cancel of the queued job signed for another job = %v, want ErrCancelRefused", err)
	}
	sig, err := crypto.Sign(cancelDigest(types.DevDomain, qid), clientKey)
	if err != nil {
		t.Fatal(err)
	}
	if err := sendCancel(ctx, fn.client.Host().LibP2P(), mp, qid, sig); err != nil {
		t.Fatalf("the client's cancel of its queued job: %v", err)
	}
	if j, err := m.queue.Get(ctx, qid); err != nil || j.State != queue.Failed || !strings.Contains(j.Error, "cancelled") {
		t.Fatalf("queued job after its cancel: %+v, %v", j, err)
	}
	m.mu.Lock()
	running := m.running
	m.mu.Unlock()
	if running != 1 {
		t.Fatalf("%d jobs counted after the queued one was cancelled, want the stuck one only", running)
	}

	stopStuck() // Ctrl-C
	if err := <-posted; !errors.Is(err, context.Canceled) {
		t.Fatalf("cancelled post = %v", err)
	}
	waitUntil(t, "the miner to fail the cancelled job", func() bool { return state() == queue.Failed })
	js, err := fn.miner.MinerJobs(ctx)
	if err != nil {
		t.Fatal(err)
	}
	for _, j := range js {
		if j.ID == id && !strings.Contains(j.Error, "cancelled by the job's client") {
			t.Fatalf("cancelled job's error = %q", j.Error)
		}
	}

	// The worker is free: the next job runs.
	out, err := fn.client.Post(ctx, JobRequest{Subnet: 1, Spec: "1cpu", MaxFee: tora.Whole(1),
		ModelCID: add([]byte("a model the sum engine ignores")), InputCID: in})
	if err != nil || !out.Verified {
		t.Fatalf("the next job: %v", err)
	}
}

// A cancel reaches the miners of earlier rounds too: one whose answer the
// client gave up on may still be fetching the job, holding a worker.
func TestCancelReachesEarlierRounds(t *testing.T) {
	fn := startFailNetRoot(t, time.Hour)
	second := startFailNode(t, time.Hour, Config{Roles: []Role{RoleMiner}, Engine: sumEngine{}}, fn.miner.Host().AddrInfo())
	waitUntil(t, "the client to hear the second miner's advert", func() bool {
		return fn.client.Adverts()[second.Address()] != nil
	})
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	c, _, err := fn.client.Content().Add(ctx, bytes.NewReader([]byte("input")), "", nil)
	if err != nil {
		t.Fatal(err)
	}
	postCtx, stopPost := context.WithCancel(ctx)
	defer stopPost()
	announced := make(chan [32]byte, 1)
	posted := make(chan error, 1)
	go func() {
		_, err := fn.client.Post(postCtx, JobRequest{Subnet: 1, Spec: "1cpu", MaxFee: tora.Whole(1),
			ModelCID: unservedCID(t), InputCID: c.String(), Deadline: time.Now().Add(time.Hour),
			Announced: func(id [32]byte) { announced <- id }})
		posted <- err
	}()
	var id [32]byte
	select {
	case id = <-announced:
	case err := <-posted:
		t.Fatalf("post ended before it was announced: %v", err)
	}
	stateOn := func(n *Node) queue.State {
		j, err := n.miner.queue.Get(ctx, id)
		if err != nil {
			return ""
		}
		return j.State
	}
	var holder, other *Node
	waitUntil(t, "a miner to fetch the job", func() bool {
		for _, p := range [][2]*Node{{fn.miner, second}, {second, fn.miner}} {
			if stateOn(p[0]) == queue.Fetching {
				holder, other = p[0], p[1]
				return true
			}
		}
		return false
	})

	// The client moves the job on to the other miner (round 1), as it
	// does when round 0's miner goes quiet.
	stored, err := holder.miner.queue.Get(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	_, am, err := types.Decode(stored.Assign)
	if err != nil {
		t.Fatal(err)
	}
	next := am.(*types.Assignment)
	next.Round, next.Miner = 1, other.Address().Bytes()
	if err := next.SignSettlement(types.DevDomain, fn.client.client.key); err != nil {
		t.Fatal(err)
	}
	cl := fn.client.client
	cl.mu.Lock()
	v := cl.book.OnAssignment(next)
	cl.mu.Unlock()
	if v.Reason != "" {
		t.Fatalf("round 1 not recorded: %s", v.Reason)
	}
	if got := cl.assignedMiners(id); len(got) != 2 || got[0] != other.Address() || got[1] != holder.Address() {
		t.Fatalf("assigned miners %v, want round 1's %s then round 0's %s", got, other.Address().Hex(), holder.Address().Hex())
	}

	// Round 1's miner never got the job and refuses; round 0's stops it.
	if err := fn.client.CancelJob(ctx, id); !errors.Is(err, ErrCancelRefused) {
		t.Fatalf("cancel = %v, want the latest miner's refusal", err)
	}
	waitUntil(t, "round 0's miner to fail the cancelled job", func() bool { return stateOn(holder) == queue.Failed })
	if j, err := holder.miner.queue.Get(ctx, id); err != nil || !strings.Contains(j.Error, "cancelled") {
		t.Fatalf("round 0's job after the cancel: %+v, %v", j, err)
	}
}
