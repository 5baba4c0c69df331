package testnet

import (
	"bytes"
	"context"
	"encoding/hex"
	"errors"
	"log/slog"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ipfs/go-cid"
	"github.com/libp2p/go-libp2p/core/network"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/tensora/tensora/content"
	"github.com/tensora/tensora/node"
	"github.com/tensora/tensora/types"
	"github.com/tensora/tensora/types/tora"
)

// Issue 14, attack 12 ("outputs and inputs are public"): every peer on the
// results topic read small outputs in clear in gossiped Results, and any
// peer could fetch a job's input (its CID is in the public order) and
// output from the client or the miner. Here a third peer, with an operator
// key but no stake and no part in the job, subscribes to the results topic
// and asks the client and the assigned miner for the input and output: it
// sees only ciphertext and is refused every block. The client reads its
// output, the miner fetched the input, a staked validator re-executes
// (fetching the input) and may have the output, and the job verifies.
func TestAttack12OutputsAndInputsConfidential(t *testing.T) {
	needModel(t)
	net := startNet(t, Config{Miners: 2, Validators: 1, SampleRateBps: 10000, BidWindow: 200 * time.Millisecond,
		Jobs: []JobTemplate{{Spec: "1cpu", Engine: "onnx", MaxFeeTORA: 5}}})
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	resultsTopic := types.SubnetTopic(net.cfg.Subnet, types.TopicResults)

	// The eavesdropper: a full peer like the others, connected to both
	// miners and the validator, named by no job and not in the stake table.
	eveKey, err := crypto.GenerateKey()
	if err != nil {
		t.Fatal(err)
	}
	cfg := net.PeerConfig(net.clientIdx())
	cfg.Roles, cfg.Light, cfg.DataDir = []node.Role{node.RoleClient}, false, ""
	cfg.P2P.Bootstrap = nil
	for _, p := range append(append([]*node.Node{}, net.Miners...), net.Validators...) {
		cfg.P2P.Bootstrap = append(cfg.P2P.Bootstrap, p.Host().AddrInfo())
	}
	cfg.Content.FetchTimeout = 2 * time.Second
	cfg.Logger = slog.New(slog.DiscardHandler)
	eve, err := node.New(cfg, eveKey)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = eve.Close() })
	if err := eve.Start(ctx); err != nil {
		t.Fatal(err)
	}
	if st := net.Stake[crypto.PubkeyToAddress(eveKey.PublicKey)]; st != nil {
		t.Fatalf("the eavesdropper has stake %s", tora.Format(st))
	}
	sub, err := eve.Host().Subscribe(resultsTopic)
	if err != nil {
		t.Fatal(err)
	}
	defer sub.Cancel()
	// Miners join the results topic when they first publish; they then
	// send to every subscriber they know of, eve among them.
	wctx, wcancel := context.WithTimeout(ctx, 20*time.Second)
	defer wcancel()
	ready := func() bool {
		for _, m := range net.Miners {
			if eve.Host().LibP2P().Network().Connectedness(m.Host().ID()) != network.Connected {
				return false
			}
		}
		return net.Validators[0].Host().TopicHasPeer(resultsTopic, eve.Host().ID())
	}
	for !ready() {
		if err := sleepCtx(wctx, 50*time.Millisecond); err != nil {
			t.Fatalf("the eavesdropper is not connected to the miners and on the results topic (%d peers, %d on the topic)", len(eve.Host().Peers()), eve.Host().TopicPeers(resultsTopic))
		}
	}

	// One job, as a client posts it.
	mc, err := net.AddModel(ctx)
	if err != nil {
		t.Fatal(err)
	}
	ic, _, err := net.AddInput(ctx, 0)
	if err != nil {
		t.Fatal(err)
	}
	out, err := net.Client.Post(ctx, node.JobRequest{Subnet: net.cfg.Subnet, ModelCID: mc, InputCID: ic, Engine: "onnx", Spec: "1cpu", MaxFee: tora.Whole(5)})
	if err != nil || !out.Verified {
		t.Fatalf("the job did not verify at the client: %v", err)
	}
	if len(out.Output) == 0 || len(out.Output) > types.MaxInlinePlain {
		t.Fatalf("a %d-byte output: the test needs one small enough to ride inline", len(out.Output))
	}

	// What gossip showed the eavesdropper: ciphertext only.
	var seen *types.Result
	for seen == nil {
		select {
		case in := <-sub.C:
			if r, ok := in.Msg.(*types.Result); ok && bytes.Equal(r.GetJobId(), out.JobID[:]) {
				seen = r
			}
		case <-ctx.Done():
			t.Fatal("the eavesdropper never saw the job's Result on gossip")
		}
	}
	inline := seen.GetOutput()
	if len(inline) == 0 {
		t.Fatal("the Result carried no inline output: nothing was sealed")
	}
	if bytes.Contains(inline, out.Output[:min(32, len(out.Output))]) {
		t.Fatal("the gossiped Result carries the output in clear")
	}
	if _, err := types.OpenOutput(eveKey, out.JobID[:], inline); !errors.Is(err, types.ErrSealed) {
		t.Fatalf("the eavesdropper opened the sealed output (err %v)", err)
	}
	if got, err := types.OpenOutput(net.Key(net.clientIdx()), out.JobID[:], inline); err != nil || !bytes.Equal(got, out.Output) {
		t.Fatalf("the client's key does not open the gossiped output: %v", err)
	}
	if !bytes.Equal(seen.GetResultHash(), out.Result.GetResultHash()) || seen.GetOutputCid() != out.Result.GetOutputCid() {
		t.Fatal("the result hash and output CID settlement needs are not public")
	}

	// What bitswap gives the eavesdropper: nothing of the job.
	miner := net.All[net.IndexOf(out.Winner)]
	holders := []peer.AddrInfo{net.Client.Host().AddrInfo(), miner.Host().AddrInfo()}
	for _, c := range []struct{ what, cid string }{{"input", ic}, {"output", out.Result.GetOutputCid()}} {
		k, err := cid.Decode(c.cid)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := eve.Content().FetchBytes(ctx, k, holders, 1<<30); !errors.Is(err, content.ErrNotFound) {
			t.Fatalf("the eavesdropper fetching the job's %s from the client and the miner: err %v, want refused (not found)", c.what, err)
		}
	}
	// The model is public by design.
	if k, err := cid.Decode(mc); err != nil {
		t.Fatal(err)
	} else if _, err := eve.Content().FetchBytes(ctx, k, holders, 1<<30); err != nil {
		t.Fatalf("the eavesdropper was refused the public model: %v", err)
	}

	// The staked validator re-executed (it fetched the input) and agrees,
	// and it may have the output too.
	id := hex.EncodeToString(out.JobID[:])
	recs := waitValidations(ctx, t, net, map[string]bool{id: true})
	for _, r := range recs[net.Validators[0].Address()] {
		if r.JobID == id && r.State != node.ValAgree {
			t.Fatalf("the validator's verdict: %s (%s), want agree", r.State, r.Reason)
		}
	}
	k, _ := cid.Decode(out.Result.GetOutputCid())
	got, err := net.Validators[0].Content().FetchBytes(ctx, k, []peer.AddrInfo{miner.Host().AddrInfo()}, 1<<30)
	if err != nil || !bytes.Equal(got, out.Output) {
		t.Fatalf("the staked validator could not fetch the output from the miner: %v", err)
	}
	if common.BytesToAddress(seen.GetMiner()) != out.Winner {
		t.Fatal("the Result seen is not the winner's")
	}
}
