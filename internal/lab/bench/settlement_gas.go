package bench

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	ethtypes "github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/tensora/tensora/chain"
	"github.com/tensora/tensora/chain/backend"
	"github.com/tensora/tensora/chain/bindings"
	"github.com/tensora/tensora/chain/devchain"
	"github.com/tensora/tensora/proof"
	"github.com/tensora/tensora/types"
	"github.com/tensora/tensora/types/tora"
)

// SettlementGasReport is PRODUCT.md's P6 measured from receipts on the embedded
// chain (mainnet's Osaka rules): settlement gas per job on the seed's
// per-job path (postJob + submitResult + finalize) against the batched
// path (submitBatch + finalizeBatch + one claim per batch). chain's
// TestGasP6 is the same measurement with more rows.
type SettlementGasReport struct {
	PerJobJobs                int
	PerJob, Post, Submit, Fin uint64 // gas per job
	Batches                   []GasBatch
}

// GasBatch is one batch size's gas per job.
type GasBatch struct {
	Size, Txs                      int
	Submit, Finalize, Claim, Total uint64 // gas per job
}

// Ratio is per-job gas over batched gas (P6's goal: ≥ 20 at 100).
func (b GasBatch) Ratio(perJob uint64) float64 {
	if b.Total == 0 {
		return 0
	}
	return float64(perJob) / float64(b.Total)
}

// p6Chain is an embedded chain with the contracts deployed and one subnet.
type p6Chain struct {
	emb                         *backend.Embedded
	c                           backend.Client
	admin, client, miner, other *ecdsa.PrivateKey
	addrs                       chain.Addresses
	d                           types.Domain
	nonce                       uint64
	tora                        *bindings.TORA
	esc                         *bindings.JobEscrow
}

func p6Key(name string) *ecdsa.PrivateKey {
	k, err := crypto.ToECDSA(crypto.Keccak256([]byte("tensora bench p6 " + name)))
	if err != nil { // a 32-byte hash is a valid key but for 2^-128 odds
		panic(err)
	}
	return k
}

func newP6Chain(ctx context.Context) (*p6Chain, error) {
	h := &p6Chain{admin: p6Key("admin"), client: p6Key("client"), miner: p6Key("miner"), other: p6Key("other"),
		tora: bindings.NewTORA(), esc: bindings.NewJobEscrow()}
	eth := new(big.Int).Mul(big.NewInt(1e6), big.NewInt(1e18)) // gas money
	p := chain.DefaultParams()
	p.ChallengeWindow = 600
	// Blocks are sealed only when told (BlockInterval -1), so gas is
	// measured one transaction per block.
	ch, err := devchain.Start(ctx,
		backend.EmbeddedConfig{Alloc: devchain.Alloc(eth, h.admin, h.client, h.miner, h.other), BlockInterval: -1},
		devchain.Config{Admin: h.admin, Params: &p})
	if err != nil {
		return nil, fmt.Errorf("p6: %w", err)
	}
	h.emb, h.c = ch.Embedded, ch.Embedded.Client()
	h.addrs, h.d = ch.Addrs, chain.EscrowDomain(backend.DevChainID, ch.Addrs.Escrow)
	// submitBatch pays only a registered, staked miner.
	stake, st := tora.Whole(100), bindings.NewStaking()
	for _, tx := range []struct {
		key  *ecdsa.PrivateKey
		to   common.Address
		data []byte
	}{
		{h.admin, h.addrs.Token, h.tora.PackMint(crypto.PubkeyToAddress(h.miner.PublicKey), stake)},
		{h.miner, h.addrs.Token, h.tora.PackApprove(h.addrs.Staking, stake)},
		{h.miner, h.addrs.Staking, st.PackRegister(1, stake)}, // 1: Staking.Role.Miner
	} {
		if _, err := h.send(ctx, tx.key, tx.to, tx.data); err != nil {
			h.close()
			return nil, fmt.Errorf("p6: stake the miner: %w", err)
		}
	}
	return h, nil
}

func (h *p6Chain) close() { _ = h.emb.Close() }

// send submits a transaction, seals a block and returns the receipt.
func (h *p6Chain) send(ctx context.Context, key *ecdsa.PrivateKey, to common.Address, data []byte) (*ethtypes.Receipt, error) {
	opts := bind.NewKeyedTransactor(key, big.NewInt(backend.DevChainID))
	opts.Context = ctx
	tx, err := bind.NewBoundContract(to, abi.ABI{}, h.c, h.c, h.c).RawTransact(opts, data)
	if err != nil {
		return nil, fmt.Errorf("p6: %w", chain.Decode(err))
	}
	h.emb.Commit()
	r, err := h.receipt(ctx, tx.Hash())
	if err != nil {
		return nil, err
	}
	if r.Status != ethtypes.ReceiptStatusSuccessful {
		return r, fmt.Errorf("p6: transaction %s failed", tx.Hash())
	}
	return r, nil
}

// receipt waits for go-ethereum's background indexer to know tx.
func (h *p6Chain) receipt(ctx context.Context, tx common.Hash) (*ethtypes.Receipt, error) {
	ctx, cancel := context.WithTimeout(ctx, 20*time.Second)
	defer cancel()
	for {
		r, err := h.c.TransactionReceipt(ctx, tx)
		if err == nil {
			return r, nil
		}
		if err := sleep(ctx, 2*time.Millisecond); err != nil {
			return nil, fmt.Errorf("p6: receipt of %s: %w", tx, err)
		}
	}
}

// fund gives the client amount in escrow (the batched path's free balance).
func (h *p6Chain) fund(ctx context.Context, amount *big.Int) error {
	if err := h.approve(ctx, amount); err != nil {
		return err
	}
	_, err := h.send(ctx, h.client, h.addrs.Escrow, h.esc.PackDeposit(amount))
	return err
}

// approve mints amount to the client's wallet and lets the escrow pull it
// (postJob pulls each job's fee from the wallet).
func (h *p6Chain) approve(ctx context.Context, amount *big.Int) error {
	client := crypto.PubkeyToAddress(h.client.PublicKey)
	for _, tx := range []struct {
		key  *ecdsa.PrivateKey
		to   common.Address
		data []byte
	}{
		{h.admin, h.addrs.Token, h.tora.PackMint(client, amount)},
		{h.client, h.addrs.Token, h.tora.PackApprove(h.addrs.Escrow, amount)},
	} {
		if _, err := h.send(ctx, tx.key, tx.to, tx.data); err != nil {
			return err
		}
	}
	return nil
}

func p6Result(i int) [32]byte { return crypto.Keccak256Hash([]byte(fmt.Sprintf("result %d", i))) }

// perJob runs jobs (plus one warm-up) through postJob (naming the
// miner; the fee comes from the client's wallet), submitResult and, after
// the challenge window, finalize.
func (h *p6Chain) perJob(ctx context.Context, jobs int, rep *SettlementGasReport) error {
	fee := tora.Whole(10)
	// The client also holds some escrow, as a client in use does: its
	// account slot and the escrow's token balance stay non-zero between
	// jobs, as on a live chain.
	if err := h.fund(ctx, tora.Whole(1)); err != nil {
		return err
	}
	if err := h.approve(ctx, new(big.Int).Mul(fee, big.NewInt(int64(jobs+1)))); err != nil {
		return err
	}
	miner := crypto.PubkeyToAddress(h.miner.PublicKey)
	var post, submit, fin uint64
	for i := 0; i <= jobs; i++ { // job 0 warms up the accounts
		r1, err := h.send(ctx, h.client, h.addrs.Escrow, h.esc.PackPostJob(1, crypto.Keccak256Hash([]byte("4cpu,8ram")), fee, miner))
		if err != nil {
			return err
		}
		var id [32]byte
		found := false
		for _, l := range r1.Logs {
			if ev, err := h.esc.UnpackJobPostedEvent(l); err == nil {
				id, found = ev.JobId, true
			}
		}
		if !found {
			return errors.New("p6: postJob logged no JobPosted")
		}
		cl := proof.Claim{JobID: id, ModelHash: p6Result(-1), InputHash: p6Result(-2), ResultHash: p6Result(i), EnvHash: p6Result(-4),
			StartedMs: 1_767_225_600_000, FinishedMs: 1_767_225_600_250}
		sig, err := proof.Sign(h.d, cl, h.miner)
		if err != nil {
			return err
		}
		r2, err := h.send(ctx, h.miner, h.addrs.Escrow, h.esc.PackSubmitResult(id, cl.ResultHash,
			chain.PackProof(cl.ModelHash, cl.InputHash, cl.EnvHash, uint64(cl.StartedMs), uint64(cl.FinishedMs), sig)))
		if err != nil {
			return err
		}
		if err := h.emb.AdjustTime(601 * time.Second); err != nil {
			return err
		}
		r3, err := h.send(ctx, h.other, h.addrs.Escrow, h.esc.PackFinalize(id))
		if err != nil {
			return err
		}
		if i > 0 {
			post, submit, fin = post+r1.GasUsed, submit+r2.GasUsed, fin+r3.GasUsed
		}
	}
	n := uint64(jobs)
	rep.PerJobJobs = jobs
	rep.PerJob, rep.Post, rep.Submit, rep.Fin = (post+submit+fin)/n, post/n, submit/n, fin/n
	return nil
}

// batched settles one batch of n jobs (in as many submitBatch
// transactions as chain.MaxBatchBytes needs), finalizes it after the
// window and claims.
func (h *p6Chain) batched(ctx context.Context, n int) (GasBatch, error) {
	fee := tora.Whole(1)
	if err := h.fund(ctx, new(big.Int).Mul(fee, big.NewInt(int64(n)))); err != nil {
		return GasBatch{}, err
	}
	head, err := h.c.HeaderByNumber(ctx, nil)
	if err != nil {
		return GasBatch{}, fmt.Errorf("p6: chain time: %w", err)
	}
	settleBy := time.Unix(int64(head.Time), 0).Add(24 * time.Hour).UnixMilli()
	miner := crypto.PubkeyToAddress(h.miner.PublicKey)
	leaves := make([]chain.Leaf, n)
	for i := range leaves {
		h.nonce++
		o := &types.JobOrder{
			Subnet: 1, ModelCid: "bafkreimodelcidforthetestsuitexxxxxxxxxxxxxxxxxxxxxxxxxxx",
			InputCid: fmt.Sprintf("bafkreiinputbenchclient%06d", h.nonce), Engine: "onnx", Spec: "4cpu,8ram",
			MaxFee: types.Amount(tora.Whole(2)), DeadlineMs: 1_767_225_600_000 + int64(h.nonce)*1000, Nonce: h.nonce,
			CreatedMs: 1_767_225_500_000 + int64(h.nonce)*1000, BidWindowMs: 250, InputBytes: 4096 + h.nonce,
		}
		if err := types.Sign(h.d, o, h.client); err != nil {
			return GasBatch{}, err
		}
		a, err := chain.Assign(h.d, o, miner, fee, settleBy, h.client)
		if err != nil {
			return GasBatch{}, err
		}
		leaves[i] = chain.Leaf{Order: o, Fee: new(big.Int).Set(fee), ResultHash: p6Result(int(h.nonce)), Assignment: a}
	}
	parts := 1
	for ; ; parts++ {
		if _, err := chain.NewBatch(h.d, 1, leaves[:(n+parts-1)/parts]); err == nil {
			break
		} else if parts >= n {
			return GasBatch{}, fmt.Errorf("p6: batch of %d: %w", n, err)
		}
	}
	size := (n + parts - 1) / parts
	g := GasBatch{Size: n}
	var ids []*big.Int
	for p := 0; p < n; p += size {
		b, err := chain.NewBatch(h.d, 1, leaves[p:min(p+size, n)])
		if err != nil {
			return g, err
		}
		r, err := h.send(ctx, h.miner, h.addrs.Escrow, h.esc.PackSubmitBatch(1, b.Packed))
		if err != nil {
			return g, err
		}
		g.Submit += r.GasUsed
		g.Txs++
		for _, l := range r.Logs {
			if ev, err := h.esc.UnpackBatchSubmittedEvent(l); err == nil {
				ids = append(ids, ev.BatchId)
			}
		}
	}
	if len(ids) != g.Txs {
		return g, errors.New("p6: a submitBatch logged no BatchSubmitted")
	}
	if err := h.emb.AdjustTime(601 * time.Second); err != nil {
		return g, err
	}
	for _, id := range ids {
		r, err := h.send(ctx, h.other, h.addrs.Escrow, h.esc.PackFinalizeBatch(id))
		if err != nil {
			return g, err
		}
		g.Finalize += r.GasUsed
	}
	r, err := h.send(ctx, h.miner, h.addrs.Escrow, h.esc.PackClaim())
	if err != nil {
		return g, err
	}
	g.Claim = r.GasUsed
	jobs := uint64(n)
	g.Submit, g.Finalize, g.Claim = g.Submit/jobs, g.Finalize/jobs, g.Claim/jobs
	g.Total = g.Submit + g.Finalize + g.Claim
	return g, nil
}

// SettlementGas measures per-job gas over perJobs jobs and batched gas at each
// batch size, on one fresh embedded chain.
func SettlementGas(ctx context.Context, perJobs int, sizes []int) (*SettlementGasReport, error) {
	h, err := newP6Chain(ctx)
	if err != nil {
		return nil, err
	}
	defer h.close()
	rep := &SettlementGasReport{}
	if err := h.perJob(ctx, perJobs, rep); err != nil {
		return nil, err
	}
	for _, n := range sizes {
		g, err := h.batched(ctx, n)
		if err != nil {
			return rep, err
		}
		rep.Batches = append(rep.Batches, g)
	}
	return rep, nil
}
