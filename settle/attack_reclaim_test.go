package settle_test

import (
	"context"
	"errors"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	gethtypes "github.com/ethereum/go-ethereum/core/types"
	ethcrypto "github.com/ethereum/go-ethereum/crypto"

	"github.com/tensora/tensora/chain"
	"github.com/tensora/tensora/chain/backend"
	"github.com/tensora/tensora/chain/bindings"
	"github.com/tensora/tensora/chain/devchain"
	"github.com/tensora/tensora/chain/staking"
	"github.com/tensora/tensora/settle"
	"github.com/tensora/tensora/types"
)

// capLogs is an RPC endpoint that refuses large eth_getLogs answers, as
// hosted providers do (Alchemy, Infura: "query returned more than 10000
// results", or a block-range cap of 2k-10k blocks).
type capLogs struct{ backend.Client }

func (capLogs) FilterLogs(context.Context, ethereum.FilterQuery) ([]gethtypes.Log, error) {
	return nil, errors.New("query returned more than 10000 results")
}

// TestAttackReclaimFailureDefersOnlyItsJob: when a batch is refused, Triage
// calls reclaim for every leaf whose nonce is spent, and reclaim calls
// chain.FindSpendingLeaf, which asks for EVERY BatchLeaves event of the
// escrow over the last 300,000 blocks (supersedeLookback; BatchLeaves has
// no indexed job, so the scan cannot be narrowed) and decodes them all.
// An attacker (a client with a sybil miner) spends one job of an honest
// miner's batch with round-0 terms, and fills the chain with cheap batches
// (minFee 0, self-assigned jobs) so the scan's answer is huge: providers
// refuse it, or it times out. reclaim's error aborts Triage for the WHOLE
// refused batch (Triage returns the error, the queue retries the same
// failing Triage), so the honest miner's other jobs, of other clients,
// sit unsettled until their settle-by passes. Even without a provider cap,
// each spent leaf costs a full 300k-block scan, serially, per Triage.
//
// Fixed: a reclaim that cannot read the chain defers only its own job
// (Later), and FindSpendingLeaf searches only the batches that charged the
// job's client (ClientCharged, indexed by client).
func TestAttackReclaimFailureDefersOnlyItsJob(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	admin, _ := ethcrypto.GenerateKey()
	miner, _ := ethcrypto.GenerateKey()
	sybil, _ := ethcrypto.GenerateKey()
	client, _ := ethcrypto.GenerateKey()
	whole := func(n int64) *big.Int { return new(big.Int).Mul(big.NewInt(n), big.NewInt(1e18)) }
	ch, err := devchain.Start(ctx, backend.EmbeddedConfig{Alloc: devchain.Alloc(whole(1000), admin, miner, sybil, client), BlockInterval: 20 * time.Millisecond},
		devchain.Config{Admin: admin,
			Deposits:  []devchain.Deposit{{Key: client, Amount: whole(100)}},
			Operators: []devchain.Operator{{Key: miner, Role: staking.Miner, Stake: whole(100)}, {Key: sybil, Role: staking.Miner, Stake: whole(100)}}})
	if err != nil {
		t.Fatal(err)
	}
	defer ch.Close()
	d := chain.EscrowDomain(backend.DevChainID, ch.Addrs.Escrow)
	minerAddr, sybilAddr := ethcrypto.PubkeyToAddress(miner.PublicKey), ethcrypto.PubkeyToAddress(sybil.PublicKey)
	now := time.Now()
	settleBy := now.Add(time.Hour).UnixMilli()
	order := func(n uint64) *types.JobOrder {
		o := &types.JobOrder{Subnet: devchain.Subnet, ModelCid: "m", InputCid: "in", Engine: "onnx", Spec: "1cpu", MaxFee: types.Amount(whole(2)),
			CreatedMs: now.UnixMilli(), DeadlineMs: now.Add(time.Minute).UnixMilli(), BidWindowMs: 100, Nonce: n}
		if err := types.Sign(d, o, client); err != nil {
			t.Fatal(err)
		}
		return o
	}
	h := ethcrypto.Keccak256([]byte("result"))
	entry := func(o *types.JobOrder) settle.Entry {
		ob, err := types.Encode(o)
		if err != nil {
			t.Fatal(err)
		}
		r := &types.Result{JobId: o.JobId, Subnet: devchain.Subnet, OutputCid: "m", ResultHash: h, InputHash: h, ModelHash: h, EnvHash: h, PocSignature: make([]byte, 65), CreatedMs: 1}
		if err := types.Sign(d, r, miner); err != nil {
			t.Fatal(err)
		}
		rb, err := types.Encode(r)
		if err != nil {
			t.Fatal(err)
		}
		return settle.Entry{JobID: o.StructHash(), Order: ob, Result: rb, Fee: whole(1), SettleByMs: settleBy + 1,
			Assignment: signedAssignment(t, d, client, o, minerAddr, whole(1), settleBy+1)}
	}
	victim, good := order(1), order(2)
	// The sybil spends the victim job with older (round-0) terms.
	a0, err := chain.Assign(d, victim, sybilAddr, whole(1), settleBy, client)
	if err != nil {
		t.Fatal(err)
	}
	sb, err := chain.NewBatch(d, devchain.Subnet, []chain.Leaf{{Order: victim, Fee: whole(1), ResultHash: [32]byte(h), Assignment: a0}})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := chain.Transact(ctx, ch.Client(), sybil, ch.Addrs.Escrow, bindings.NewJobEscrow().PackSubmitBatch(devchain.Subnet, sb.Packed)); err != nil {
		t.Fatal(err)
	}
	oc := settle.NewOnChain(capLogs{ch.Client()}, ch.Addrs.Escrow, d, miner)
	v, err := oc.Triage(ctx, []settle.Entry{entry(victim), entry(good)})
	if err != nil {
		t.Fatalf("one spent job's log scan failed and took the whole batch's triage with it (the good job of the batch is never re-batched): %v", err)
	}
	kept := false
	for _, e := range v.Keep {
		kept = kept || e.JobID == good.StructHash()
	}
	if !kept {
		t.Fatalf("Triage did not keep the good job: %+v", v)
	}
}
