package node

import (
	"context"
	"encoding/hex"
	"errors"
	"fmt"
	"maps"
	"math/big"
	"strings"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"

	"github.com/tensora/tensora/chain"
	"github.com/tensora/tensora/chain/bindings"
	"github.com/tensora/tensora/types"
	"github.com/tensora/tensora/types/tora"
)

const (
	// settledPoll is how often a client checks the chain for the
	// settlement of the jobs it signed terms for.
	settledPoll = 2 * time.Second
	// settledGiveUp is the longest a job lives (JobRequest deadlines are
	// capped at a day): a job restored from its record after a restart,
	// whose settle-by is not recorded, is watched until its posting plus
	// settledGiveUp plus SettleHorizon.
	settledGiveUp = 24 * time.Hour
	// settleGrace is how long past its latest settle-by a job is still
	// watched: JobEscrow refuses a leaf after settle-by by the chain's
	// clock, which may run apart from the node's.
	settleGrace = 10 * time.Minute
	// leafMisses is how many polls a job whose nonce is spent may go
	// without its leaf turning up in a batch that charged this client
	// before the client records it disputed, leaf unreadable (the leaf
	// came through a contract whose calldata it cannot read).
	leafMisses = 5
)

// unsettled is every job the client signed settlement terms for and has
// not seen settled, voided or expired: what the watcher asks the chain
// about. A job is watched from the moment its first round's terms are
// signed, whatever its outcome, since any round's miner holds terms
// JobEscrow pays on until settle-by.
type unsettled struct {
	mu   sync.Mutex
	jobs map[[32]byte]unsettledJob
}

// unsettledJob is a job as its client audits its settlement: the terms
// it signed to each round's miner, and, once a round's result verified,
// what it agreed to pay whom for which result.
type unsettledJob struct {
	nonce uint64
	until time.Time // when the job is no longer watched: its latest settle-by plus settleGrace
	// terms is the price signed to each round's miner. Never mutated in
	// place (watch copies it), so snapshots may share it.
	terms map[common.Address]*big.Int
	// signed is each round's signed terms, by miner: the evidence
	// JobEscrow.supersede takes to void a leaf settled under older terms.
	// Empty for a job restored after a restart. Copied like terms.
	signed map[common.Address]*types.Assignment
	// live is the miner of the round in flight (its result may yet
	// verify); zero between rounds and once the job ended.
	live common.Address
	// verified is set once a round's result verified; accepted once a
	// round was acknowledged for a job posted without waiting for its
	// result (JobRequest.NoResult): payee and fee are audited, not the
	// result. Either way miner and price are that round's.
	verified, accepted bool
	miner              common.Address // the miner whose result verified (the round's assignment)
	price              *big.Int       // the price signed into that assignment; nil if unknown
	resultHash         [32]byte       // the result the client verified
}

func (u *unsettled) add(id [32]byte, j unsettledJob) {
	u.mu.Lock()
	defer u.mu.Unlock()
	if u.jobs == nil {
		u.jobs = make(map[[32]byte]unsettledJob)
	}
	u.jobs[id] = j
}

// watch registers the terms a just signed for a round: its miner may
// settle the job at its price until its settle-by. The round is in
// flight until roundOver.
func (u *unsettled) watch(id [32]byte, nonce uint64, a *types.Assignment) {
	miner, price, settleBy := common.BytesToAddress(a.GetMiner()), types.AmountOf(a.GetPrice()), time.UnixMilli(a.GetSettleByMs())
	u.mu.Lock()
	defer u.mu.Unlock()
	if u.jobs == nil {
		u.jobs = make(map[[32]byte]unsettledJob)
	}
	j := u.jobs[id]
	j.nonce = nonce
	if until := settleBy.Add(settleGrace); until.After(j.until) {
		j.until = until
	}
	terms := make(map[common.Address]*big.Int, len(j.terms)+1)
	maps.Copy(terms, j.terms)
	terms[miner] = new(big.Int).Set(price)
	signed := make(map[common.Address]*types.Assignment, len(j.signed)+1)
	maps.Copy(signed, j.signed)
	signed[miner] = a
	j.terms, j.signed, j.live = terms, signed, miner
	u.jobs[id] = j
}

// roundOver says the round in flight ended (verified or not).
func (u *unsettled) roundOver(id [32]byte) {
	u.mu.Lock()
	defer u.mu.Unlock()
	if j, ok := u.jobs[id]; ok {
		j.live = common.Address{}
		u.jobs[id] = j
	}
}

// verify records the round whose result verified: only its miner may be
// paid, at most price, for resultHash.
func (u *unsettled) verify(id [32]byte, miner common.Address, price *big.Int, resultHash [32]byte) {
	u.set(id, func(j *unsettledJob) { j.verified, j.miner, j.price, j.resultHash = true, miner, price, resultHash })
}

// accept records the acknowledged round of a job posted without waiting
// for its result: its miner may be paid, at most its price.
func (u *unsettled) accept(id [32]byte, miner common.Address) {
	u.set(id, func(j *unsettledJob) { j.accepted, j.miner, j.price = true, miner, j.terms[miner] })
}

func (u *unsettled) set(id [32]byte, f func(*unsettledJob)) {
	u.mu.Lock()
	defer u.mu.Unlock()
	if j, ok := u.jobs[id]; ok {
		f(&j)
		u.jobs[id] = j
	}
}

func (u *unsettled) snapshot() map[[32]byte]unsettledJob {
	u.mu.Lock()
	defer u.mu.Unlock()
	return maps.Clone(u.jobs)
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
// its watched jobs, found in their submitBatch call. Only the settled
// loop touches it.
type chargeScan struct {
	next    uint64 // first block not yet scanned
	leaves  map[[32]byte]settledRef
	misses  map[[32]byte]int
	batches map[string]bool // batch ids read
	unread  []string        // batches that charged this client whose leaves could not be read
}

// settledLoop audits every job the client signed terms for once the
// escrow's replay bitmap shows its nonce spent: the leaf that spent it
// must pay the miner whose result the client verified, at most the price
// it signed that miner, for the result it verified. Any other leaf (a job
// that never verified, another round's miner, another fee or result) is
// voided inside its challenge window and the job recorded disputed; a
// leaf the client cannot read is recorded disputed, never settled; one
// that matches ends the job's timeline as settled, where its money
// moved. It starts from the records (jobs posted before a restart) and
// then follows the terms signed since.
func (cl *client) settledLoop() {
	defer cl.wg.Done()
	if recs, err := ReadJobs(cl.ctx, cl.records); err == nil {
		now := cl.cfg.Now()
		for _, rec := range recs {
			if id, j, ok := restoredWatch(rec, cl.cfg.SettleHorizon); ok && now.Before(j.until) {
				cl.unsettled.add(id, j)
			}
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

// restoredWatch rebuilds the watch of a job from its record after a
// restart: any job that got bids may have signed terms and is watched
// unless already settled or disputed. A verified job is audited against
// its verified result; one whose record ends assigned (posted without
// waiting for a result, or cut off by the restart) against its winner and
// price only; any other job was not verified, so any leaf of it is void.
func restoredWatch(rec JobRecord, horizon time.Duration) ([32]byte, unsettledJob, bool) {
	b, err := hex.DecodeString(rec.ID)
	if err != nil || len(b) != 32 || rec.Settled || rec.Nonce == 0 || rec.Bids == 0 || rec.State == "disputed" {
		return [32]byte{}, unsettledJob{}, false
	}
	j := unsettledJob{nonce: rec.Nonce, until: rec.Posted.Add(settledGiveUp + horizon + settleGrace)}
	if rec.Winner != "" {
		j.miner = common.HexToAddress(rec.Winner)
		if p, ok := new(big.Int).SetString(rec.Price, 10); ok {
			j.price = p
			j.terms = map[common.Address]*big.Int{j.miner: p}
		}
	}
	switch rec.State {
	case "verified":
		j.verified = true
		if h, err := hex.DecodeString(rec.ResultHash); err == nil && len(h) == 32 {
			j.resultHash = [32]byte(h)
		}
		// A per-token job owes its verified charge, not the cap its terms
		// signed (Price): a leaf above it is one the client never agreed
		// to, whenever it settles.
		if c, ok := new(big.Int).SetString(rec.Charge, 10); ok && c.Sign() >= 0 && (j.price == nil || c.Cmp(j.price) < 0) {
			j.price = c
		}
	case "assigned", "running":
		j.accepted = rec.Winner != ""
	}
	return [32]byte(b), j, true
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
		if j.live == (common.Address{}) && now.After(j.until) {
			cl.finishWatch(id, scan)
			cl.log.Info("job not settled by its settle-by: no longer watched", "job", short(id))
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
		if done, err := e.UnpackIsSettled(out); err != nil || !done {
			continue
		}
		// A job reopened by a supersede waits for its next leaf.
		cctx, cancel = context.WithTimeout(ctx, 5*time.Second)
		out, err = chain.Call(cctx, s.Client, s.Contracts.Escrow, e.PackIsReopened(id))
		cancel()
		if reopened, uerr := e.UnpackIsReopened(out); err == nil && uerr == nil && !reopened {
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
			if j.live != (common.Address{}) {
				continue // its round is in flight: judged once it ends
			}
			if scan.misses[id]++; scan.misses[id] < leafMisses {
				continue
			}
			cl.leafUnreadable(id, j, scan)
			continue
		}
		cl.auditLeaf(ctx, id, j, ref, scan)
	}
}

// leafUnreadable records disputed a job whose nonce was spent in a batch
// whose leaves this client cannot read (submitted through a contract or
// a delegated account whose call it cannot decode). It is never recorded
// settled: the client cannot tell whom it paid, how much, for what. Nor
// can it void the leaf: JobEscrow.challenge needs the leaf and its Merkle
// proof, which take the batch's other leaves.
func (cl *client) leafUnreadable(id [32]byte, j unsettledJob, scan *chargeScan) {
	batches := "none found"
	if len(scan.unread) > 0 {
		batches = strings.Join(scan.unread, ", ")
	}
	cl.log.Warn("job's nonce spent, but its leaf is in no batch this client can read: not audited, and not voidable without the leaf",
		"job", short(id), "nonce", j.nonce, "unreadable batches", batches)
	cl.finishWatch(id, scan)
	cl.recordStep(id, nil, Step{State: "disputed",
		Detail: fmt.Sprintf("nonce %d spent, leaf unreadable (unreadable batches charging this client: %s): not audited, not voided", j.nonce, batches)})
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

// readBatch reads one batch's leaves from the escrow's BatchLeaves event
// in its receipt and records those of watched jobs, or the batch as
// unreadable. A later batch's leaf of a job (settled again after a
// supersede) replaces an earlier one.
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
	leaves, hashes, err := chain.ReadBatchLeaves(ctx, s.Client, s.Contracts.Escrow, id, b.Root, txHash)
	if errors.Is(err, chain.ErrNoBatchLeaves) {
		cl.log.Warn("a batch charged this client, but its receipt holds no BatchLeaves event matching its root", "batch", id, "tx", txHash)
		scan.unread = append(scan.unread, id.String())
		return nil
	}
	if err != nil {
		return err
	}
	for i, l := range leaves {
		if _, ok := watched[l.JobID]; ok && l.Client == cl.addr {
			scan.leaves[l.JobID] = settledRef{batch: id, miner: b.Miner, challengeEnd: b.ChallengeEnd, leaf: l, proof: chain.MerkleProof(hashes, i)}
		}
	}
	return nil
}

// judgeLeaf decides what the client does with the leaf that spent a
// job's nonce: wait (a round is in flight: its result may yet verify),
// accept it (bad empty) or refuse it for the reasons in bad (auditLeaf
// supersedes or disputes it). Only the miner whose result the client
// verified may be paid; a leaf of a job that never verified, or from
// another round's miner, is refused whatever its fee and result.
func judgeLeaf(j unsettledJob, ref settledRef) (wait bool, bad []string) {
	if j.verified || j.accepted {
		return false, leafMismatch(j, ref)
	}
	if j.live != (common.Address{}) {
		// A round is in flight: if it verifies, its terms supersede an
		// earlier round's leaf; its own leaf may yet be the verified one.
		return true, nil
	}
	bad = []string{fmt.Sprintf("paid to %s, whose result the client did not verify (job not verified)", ref.miner.Hex())}
	if p, ok := j.terms[ref.miner]; !ok {
		bad = append(bad, "no terms signed to it")
	} else if ref.leaf.Fee.Cmp(p) > 0 {
		bad = append(bad, fmt.Sprintf("fee %s TORA above its round's price %s", tora.Format(ref.leaf.Fee), tora.Format(p)))
	}
	return false, bad
}

// leafMismatch lists how a settled leaf differs from what the client
// agreed and verified: paid to another miner than it assigned, a fee
// above the price it signed, another result than the one it verified
// (not checked for a job accepted without a result).
func leafMismatch(j unsettledJob, ref settledRef) []string {
	var out []string
	if ref.miner != j.miner {
		out = append(out, fmt.Sprintf("paid to %s, assigned to %s", ref.miner.Hex(), j.miner.Hex()))
	}
	if j.price != nil && ref.leaf.Fee.Cmp(j.price) > 0 {
		out = append(out, fmt.Sprintf("fee %s TORA above the agreed price %s", tora.Format(ref.leaf.Fee), tora.Format(j.price)))
	}
	if !j.accepted && ref.leaf.ResultHash != j.resultHash {
		out = append(out, fmt.Sprintf("settled result %x, verified %x", ref.leaf.ResultHash[:4], j.resultHash[:4]))
	}
	return out
}

// supersedeTerms picks the evidence that voids a leaf the client must
// not pay, when it has any: the terms it signed to the round whose result
// verified (or was accepted), if they name another miner than the leaf's
// and are newer than the leaf's, so that round's miner settles instead.
// Nil otherwise: the leaf is that round's own (a disputed result), the
// job never verified (nobody is owed: a supersede would only move the fee
// into the job's reserve, forfeited to the validators, so the leaf is
// disputed and the validators refund a wrong result), or the client kept
// no signed terms (a job restored after a restart).
func supersedeTerms(j unsettledJob, ref settledRef) *types.Assignment {
	if !j.verified && !j.accepted {
		return nil
	}
	if a := j.signed[j.miner]; a != nil && j.miner != ref.miner && uint64(a.GetSettleByMs()) > ref.leaf.SettleByMs {
		return a
	}
	return nil
}

// auditLeaf judges a job's settled leaf against what its client signed
// and verified. A matching leaf ends the job settled. One settled under
// an earlier round's terms (another miner than the one whose result
// verified) is superseded with the newer terms (JobEscrow.supersede: the
// leaf is voided, its fee held toward the job's next leaf, and the newer
// round's miner settles); the job stays watched for that leaf. Any other
// leaf the client cannot accept (a result it did not verify from the
// miner holding its newest terms) is disputed: the client has no void of
// its own; validators re-execute the job and challenge a wrong result.
func (cl *client) auditLeaf(ctx context.Context, id [32]byte, j unsettledJob, ref settledRef, scan *chargeScan) {
	wait, bad := judgeLeaf(j, ref)
	if wait {
		return
	}
	if len(bad) == 0 {
		what := "for the verified result"
		if j.accepted {
			what = "(result not verified: the job was accepted on acknowledgement)"
		}
		cl.finishWatch(id, scan)
		cl.recordStep(id, func(r *JobRecord) { r.Settled = true }, Step{State: "settled",
			Detail: fmt.Sprintf("nonce %d spent in batch %s: %s TORA to %s %s", j.nonce, ref.batch, tora.Format(ref.leaf.Fee), ref.miner.Hex(), what)})
		return
	}
	why := strings.Join(bad, "; ")
	newer := supersedeTerms(j, ref)
	if newer == nil {
		cl.disputeLeaf(ctx, id, j, ref, why, scan)
		return
	}
	s := cl.cfg.Settlement
	in, err := chain.PackSupersede(ref.batch, ref.leaf.Challenge(), ref.proof, newer)
	if err == nil {
		tctx, cancel := context.WithTimeout(ctx, 30*time.Second)
		_, err = chain.Transact(tctx, s.Client, cl.key, s.Contracts.Escrow, in)
		cancel()
	}
	to := common.BytesToAddress(newer.GetMiner()).Hex()
	switch {
	case err == nil:
		cl.log.Warn("leaf settled under older terms superseded: the newer round's miner may settle", "job", short(id), "batch", ref.batch, "why", why, "to", to)
		delete(scan.leaves, id)
		delete(scan.misses, id)
		cl.recordStep(id, nil, Step{State: "superseded", Detail: fmt.Sprintf("leaf in batch %s voided with the newer terms of %s (%s); its fee is held toward that miner's leaf", ref.batch, to, why)})
	case chain.RevertName(err) == "LeafAlreadyVoided":
		// Someone else voided it first (the newer round's miner's own
		// supersede, or a challenge): watch for the job's next leaf.
		cl.log.Info("leaf settled under older terms already voided", "job", short(id), "batch", ref.batch)
		delete(scan.leaves, id)
		delete(scan.misses, id)
	case errors.Is(err, chain.ErrReverted):
		// The window closed, or the batch was finalized.
		cl.log.Error("settled leaf not payable, and could not be superseded", "job", short(id), "batch", ref.batch, "why", why, "err", err)
		cl.finishWatch(id, scan)
		cl.recordStep(id, nil, Step{State: "disputed", Detail: fmt.Sprintf("leaf in batch %s differs (%s) and could not be superseded: %v", ref.batch, why, revertOr(err))})
	default:
		if ctx.Err() == nil {
			cl.log.Warn("supersede of a leaf settled under older terms not sent: retrying", "job", short(id), "batch", ref.batch, "err", err)
		}
	}
}

// disputeLeaf records disputed a settled leaf the client cannot accept
// and has no evidence against on chain (a result it did not verify, from
// the miner holding its newest terms) and disputes it: validators
// re-execute the job and challenge a wrong result, which refunds the client.
func (cl *client) disputeLeaf(ctx context.Context, id [32]byte, j unsettledJob, ref settledRef, why string, scan *chargeScan) {
	cl.log.Warn("settled leaf disputed: left to the validators' re-execution (a client cannot void a leaf on its own word)",
		"job", short(id), "batch", ref.batch, "miner", ref.miner.Hex(), "why", why)
	if err := cl.dispute(ctx, id, ref.miner, ref.leaf.ResultHash, "settled leaf: "+why); err != nil && ctx.Err() == nil {
		cl.log.Warn("dispute not published", "job", short(id), "err", err)
	}
	cl.finishWatch(id, scan)
	cl.recordStep(id, nil, Step{State: "disputed", Detail: fmt.Sprintf("leaf in batch %s differs (%s): left to the validators", ref.batch, why)})
}

// revertOr names a revert by its contract error, or says what failed.
func revertOr(err error) string {
	if name := chain.RevertName(err); name != "" {
		return name
	}
	return err.Error()
}
