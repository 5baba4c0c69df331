package node

import (
	"context"
	"encoding/hex"
	"errors"
	"fmt"
	"math/big"
	"strings"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"

	"github.com/tensora/tensora/chain"
	"github.com/tensora/tensora/chain/bindings"
	"github.com/tensora/tensora/types/tora"
)

const (
	// settledPoll is how often a client checks the chain for its verified
	// jobs' settlement.
	settledPoll = 2 * time.Second
	// settledGiveUp stops watching a verified job for its settlement after
	// this long (its miner never settled it, or the leaf was voided).
	settledGiveUp = 24 * time.Hour
	// leafMisses is how many polls a job whose nonce is spent may go
	// without its leaf turning up in a batch that charged this client
	// before the client records it settled unaudited (the leaf came
	// through a contract whose calldata it cannot read).
	leafMisses = 5
)

// unsettled is the client's verified jobs whose settlement it has not
// seen yet: what the watcher asks the chain about.
type unsettled struct {
	mu   sync.Mutex
	jobs map[[32]byte]unsettledJob
}

// unsettledJob is a verified job as its client audits its settlement:
// what it agreed to pay whom, and for which result.
type unsettledJob struct {
	nonce      uint64
	verified   time.Time
	miner      common.Address // the miner whose result verified (the round's assignment)
	price      *big.Int       // the price signed into that assignment; nil if unknown
	resultHash [32]byte       // the result the client verified
}

func (u *unsettled) add(id [32]byte, j unsettledJob) {
	u.mu.Lock()
	defer u.mu.Unlock()
	if u.jobs == nil {
		u.jobs = make(map[[32]byte]unsettledJob)
	}
	u.jobs[id] = j
}

func (u *unsettled) snapshot() map[[32]byte]unsettledJob {
	u.mu.Lock()
	defer u.mu.Unlock()
	out := make(map[[32]byte]unsettledJob, len(u.jobs))
	for k, v := range u.jobs {
		out[k] = v
	}
	return out
}

func (u *unsettled) remove(id [32]byte) {
	u.mu.Lock()
	defer u.mu.Unlock()
	delete(u.jobs, id)
}

// settledRef is one of this client's leaves as a batch settled it.
type settledRef struct {
	batch        *big.Int
	miner        common.Address // who submitted the batch: who is paid
	challengeEnd uint64         // unix seconds
	leaf         chain.SettledLeaf
	proof        [][32]byte
}

// chargeScan follows the batches that charged this client: the leaves of
// its watched jobs, found in their submitBatch calldata. Only the
// settled loop touches it.
type chargeScan struct {
	next    uint64 // first block not yet scanned
	leaves  map[[32]byte]settledRef
	misses  map[[32]byte]int
	batches map[string]bool // batch ids read
}

// settledLoop audits the client's verified jobs once the escrow's replay
// bitmap shows their nonce spent: the leaf that spent it must pay the
// miner the client assigned, at most the price it signed, for the result
// it verified. A leaf that differs is voided inside its challenge window
// and the job recorded disputed; one that matches ends the job's
// timeline as settled, where its money moved. It starts from the records
// (jobs verified before a restart) and then follows the jobs verified
// since.
func (cl *client) settledLoop() {
	defer cl.wg.Done()
	if recs, err := ReadJobs(cl.ctx, cl.records); err == nil {
		for _, rec := range recs {
			b, err := hex.DecodeString(rec.ID)
			if err != nil || len(b) != 32 || rec.State != "verified" || rec.Settled || rec.Nonce == 0 {
				continue
			}
			at := rec.Posted
			if k := len(rec.Timeline); k > 0 {
				at = rec.Timeline[k-1].At
			}
			j := unsettledJob{nonce: rec.Nonce, verified: at, miner: common.HexToAddress(rec.Winner)}
			if p, ok := new(big.Int).SetString(rec.Price, 10); ok {
				j.price = p
			}
			if h, err := hex.DecodeString(rec.ResultHash); err == nil && len(h) == 32 {
				j.resultHash = [32]byte(h)
			}
			cl.unsettled.add([32]byte(b), j)
		}
	}
	scan := &chargeScan{leaves: map[[32]byte]settledRef{}, misses: map[[32]byte]int{}, batches: map[string]bool{}}
	t := time.NewTicker(settledPoll)
	defer t.Stop()
	for {
		select {
		case <-cl.ctx.Done():
			return
		case <-t.C:
		}
		cl.checkSettled(cl.ctx, scan)
	}
}

func (cl *client) checkSettled(ctx context.Context, scan *chargeScan) {
	s := cl.cfg.Settlement
	e := bindings.NewJobEscrow()
	now := cl.cfg.Now()
	watched := cl.unsettled.snapshot()
	if len(watched) == 0 {
		return
	}
	var spent [][32]byte
	for id, j := range watched {
		if now.Sub(j.verified) > settledGiveUp {
			cl.unsettled.remove(id)
			delete(scan.leaves, id)
			delete(scan.misses, id)
			cl.log.Info("verified job not settled after a day: no longer watched", "job", short(id))
			continue
		}
		cctx, cancel := context.WithTimeout(ctx, 5*time.Second)
		out, err := chain.Call(cctx, s.Client, s.Contracts.Escrow, e.PackIsSettled(cl.addr, j.nonce))
		cancel()
		if err != nil {
			if ctx.Err() == nil {
				cl.log.Debug("settlement check", "job", short(id), "err", err)
			}
			continue
		}
		if done, err := e.UnpackIsSettled(out); err == nil && done {
			spent = append(spent, id)
		}
	}
	if len(spent) == 0 {
		return
	}
	if err := cl.scanCharges(ctx, scan, watched); err != nil {
		if ctx.Err() == nil {
			cl.log.Debug("settled batches not read", "err", err)
		}
		return
	}
	for _, id := range spent {
		j := watched[id]
		ref, ok := scan.leaves[id]
		if !ok {
			if scan.misses[id]++; scan.misses[id] < leafMisses {
				continue
			}
			cl.log.Warn("job settled, but its leaf is in no batch this client can read: not audited", "job", short(id), "nonce", j.nonce)
			cl.finishWatch(id, scan)
			cl.recordStep(id, func(r *JobRecord) { r.Settled = true },
				Step{State: "settled", Detail: fmt.Sprintf("nonce %d spent in the escrow (leaf not found: not audited)", j.nonce)})
			continue
		}
		cl.auditLeaf(ctx, id, j, ref, scan)
	}
}

// finishWatch stops watching a job.
func (cl *client) finishWatch(id [32]byte, scan *chargeScan) {
	cl.unsettled.remove(id)
	delete(scan.leaves, id)
	delete(scan.misses, id)
}

// scanCharges reads the batches that charged this client since the last
// scan (JobEscrow's ClientCharged events, indexed by client) and keeps
// the leaves of watched jobs, each checked against its batch's root.
func (cl *client) scanCharges(ctx context.Context, scan *chargeScan, watched map[[32]byte]unsettledJob) error {
	ctx, cancel := context.WithTimeout(ctx, 30*time.Second)
	defer cancel()
	s := cl.cfg.Settlement
	e := bindings.NewJobEscrow()
	head, err := s.Client.BlockNumber(ctx)
	if err != nil {
		return err
	}
	if scan.next > head {
		return nil
	}
	it, err := bind.FilterEvents(e.Instance(s.Client, s.Contracts.Escrow), &bind.FilterOpts{Context: ctx, Start: scan.next, End: &head},
		e.UnpackClientChargedEvent, nil, []any{cl.addr})
	if err != nil {
		return fmt.Errorf("charges: %w", err)
	}
	defer it.Close()
	for it.Next() {
		ev := it.Value()
		if scan.batches[ev.BatchId.String()] {
			continue
		}
		if err := cl.readBatch(ctx, scan, ev.BatchId, ev.Raw.TxHash, watched); err != nil {
			return err
		}
		scan.batches[ev.BatchId.String()] = true
	}
	if err := it.Error(); err != nil {
		return err
	}
	scan.next = head + 1
	return nil
}

// readBatch decodes one batch's leaves from its transaction and records
// those of watched jobs.
func (cl *client) readBatch(ctx context.Context, scan *chargeScan, id *big.Int, txHash common.Hash, watched map[[32]byte]unsettledJob) error {
	s := cl.cfg.Settlement
	e := bindings.NewJobEscrow()
	out, err := chain.Call(ctx, s.Client, s.Contracts.Escrow, e.PackBatch(id))
	if err != nil {
		return fmt.Errorf("batch %s: %w", id, err)
	}
	b, err := e.UnpackBatch(out)
	if err != nil {
		return fmt.Errorf("batch %s: %w", id, err)
	}
	tx, _, err := s.Client.TransactionByHash(ctx, txHash)
	if err != nil {
		return fmt.Errorf("batch %s transaction: %w", id, err)
	}
	subnet, packed, err := chain.UnpackSubmitBatch(tx.Data())
	if err != nil {
		return nil // submitted through another contract: its leaves count as not found
	}
	leaves, err := chain.DecodeBatch(subnet, packed)
	if err != nil {
		cl.log.Warn("undecodable batch charged this client", "batch", id, "err", err)
		return nil
	}
	hashes := make([][32]byte, len(leaves))
	for i, l := range leaves {
		hashes[i] = l.Hash()
	}
	if chain.MerkleRoot(hashes) != b.Root {
		cl.log.Warn("batch calldata does not match its root", "batch", id)
		return nil
	}
	for i, l := range leaves {
		if _, ok := watched[l.JobID]; ok && l.Client == cl.addr {
			scan.leaves[l.JobID] = settledRef{batch: id, miner: b.Miner, challengeEnd: b.ChallengeEnd, leaf: l, proof: chain.MerkleProof(hashes, i)}
		}
	}
	return nil
}

// leafMismatch lists how a settled leaf differs from what the client
// agreed and verified: paid to another miner than it assigned, a fee
// above the price it signed, another result than the one it verified.
func leafMismatch(j unsettledJob, ref settledRef) []string {
	var out []string
	if ref.miner != j.miner {
		out = append(out, fmt.Sprintf("paid to %s, assigned to %s", ref.miner.Hex(), j.miner.Hex()))
	}
	if j.price != nil && ref.leaf.Fee.Cmp(j.price) > 0 {
		out = append(out, fmt.Sprintf("fee %s TORA above the agreed price %s", tora.Format(ref.leaf.Fee), tora.Format(j.price)))
	}
	if ref.leaf.ResultHash != j.resultHash {
		out = append(out, fmt.Sprintf("settled result %x, verified %x", ref.leaf.ResultHash[:4], j.resultHash[:4]))
	}
	return out
}

// auditLeaf compares a job's settled leaf with what its client agreed
// and verified, and voids it (JobEscrow.challenge, which a leaf's client
// may call) when it differs, inside the batch's challenge window.
func (cl *client) auditLeaf(ctx context.Context, id [32]byte, j unsettledJob, ref settledRef, scan *chargeScan) {
	bad := leafMismatch(j, ref)
	if len(bad) == 0 {
		cl.finishWatch(id, scan)
		cl.recordStep(id, func(r *JobRecord) { r.Settled = true }, Step{State: "settled",
			Detail: fmt.Sprintf("nonce %d spent in batch %s: %s TORA to %s for the verified result", j.nonce, ref.batch, tora.Format(ref.leaf.Fee), ref.miner.Hex())})
		return
	}
	why := strings.Join(bad, "; ")
	s := cl.cfg.Settlement
	e := bindings.NewJobEscrow()
	tctx, cancel := context.WithTimeout(ctx, 30*time.Second)
	_, err := chain.Transact(tctx, s.Client, cl.key, s.Contracts.Escrow, e.PackChallenge(ref.batch, ref.leaf.Challenge(), ref.proof))
	cancel()
	switch {
	case err == nil:
		cl.log.Warn("settled leaf differs from the job's assignment or verified result: voided", "job", short(id), "batch", ref.batch, "why", why)
		cl.finishWatch(id, scan)
		cl.recordStep(id, nil, Step{State: "disputed", Detail: fmt.Sprintf("leaf voided in batch %s, fee refunded: %s", ref.batch, why)})
	case errors.Is(err, chain.ErrReverted):
		// The window closed, the leaf was voided already, or the batch
		// was finalized: nothing more the client can do on chain.
		cl.log.Error("settled leaf differs from the job's assignment or verified result, and could not be voided", "job", short(id),
			"batch", ref.batch, "why", why, "err", err)
		cl.finishWatch(id, scan)
		cl.recordStep(id, nil, Step{State: "disputed", Detail: fmt.Sprintf("leaf in batch %s differs (%s) and could not be voided: %v", ref.batch, why, chain.RevertName(err))})
	default:
		if ctx.Err() == nil {
			cl.log.Warn("void of a differing leaf not sent: retrying", "job", short(id), "batch", ref.batch, "err", err)
		}
	}
}

// revertOr names a revert by its contract error, or says what failed.
func revertOr(err error) string {
	if name := chain.RevertName(err); name != "" {
		return name
	}
	return err.Error()
}
