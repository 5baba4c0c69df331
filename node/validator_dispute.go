package node

import (
	"context"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/tensora/tensora/jobbook"
	"github.com/tensora/tensora/types"
)

// reasonDisputed is the record's reason when a client's dispute forced
// its re-execution.
const reasonDisputed = "disputed by its client"

// maxDisputed bounds the disputes a validator remembers for results or
// leaves that have not reached it yet; disputedTTL is how long it waits
// for them (a job lives at most a day; its leaf is settled by then).
const (
	maxDisputed = 1024
	disputedTTL = time.Duration(types.MaxJobLifetimeMs) * time.Millisecond
)

// disputeMark is a dispute waiting for its result or leaf.
type disputeMark struct {
	miner common.Address
	until time.Time
}

// onClientDispute acts on a dispute gossip accepted (the job's own
// client, a miner assigned the job, once per result): the disputed job is
// re-executed whatever the sampling decided. A result or leaf this
// validator already has a record of and skipped is queued now; one it
// has not seen yet is remembered, and queued when it arrives
// (onResultValidate, followSettledLeaf). A record already re-executed is
// left alone: a dispute never makes a validator re-execute twice.
func (val *validator) onClientDispute(d *types.Dispute) {
	id := [32]byte(d.GetJobId())
	miner := common.BytesToAddress(d.GetMiner())
	val.log.Info("client disputes a result: re-executing it", "job", short(id), "miner", miner.Hex(),
		"result_hash", common.Hash(d.GetResultHash()).Hex()[:10], "reason", d.GetReason())
	queued := false
	val.valMu.Lock()
	val.markDisputed(id, miner)
	rec, err := val.valRecord(val.ctx, id)
	if err == nil && common.HexToAddress(rec.Miner) == miner && rec.State == ValSkipped {
		if why := val.recordRefusal(&rec); why != "" {
			// A dispute does not make a validator judge a job it cannot
			// re-execute (another engine, model or LLM environment).
			val.valMu.Unlock()
			val.log.Info("disputed job not re-executed", "job", short(id), "why", why)
			return
		}
		rec.State, rec.Escalated, rec.Reason = ValQueued, true, reasonDisputed
		if err := WriteValidation(val.ctx, val.validations, rec); err != nil {
			val.log.Warn("validation record", "job", short(id), "err", err)
		} else {
			queued = true
		}
	}
	val.valMu.Unlock()
	if queued {
		val.noteDisputed()
		val.enqueueValidation(valTask{id: id, forced: true})
	}
}

// markDisputed remembers that id's client disputed miner's result. The
// caller holds valMu, as every reader does.
func (val *validator) markDisputed(id [32]byte, miner common.Address) {
	now := val.cfg.Now()
	if val.disputed == nil {
		val.disputed = make(map[[32]byte]disputeMark)
	}
	for k, m := range val.disputed {
		if now.After(m.until) {
			delete(val.disputed, k)
		}
	}
	if _, ok := val.disputed[id]; !ok && len(val.disputed) >= maxDisputed {
		var first [32]byte
		var firstAt time.Time
		for k, m := range val.disputed {
			if firstAt.IsZero() || m.until.Before(firstAt) {
				first, firstAt = k, m.until
			}
		}
		delete(val.disputed, first)
	}
	val.disputed[id] = disputeMark{miner: miner, until: now.Add(disputedTTL)}
}

// isDisputed reports whether id's client disputed miner's result. The
// caller holds valMu.
func (val *validator) isDisputed(id [32]byte, miner common.Address) bool {
	m, ok := val.disputed[id]
	return ok && m.miner == miner && !val.cfg.Now().After(m.until)
}

// disputedFor is isDisputed for callers that do not hold valMu.
func (val *validator) disputedFor(id [32]byte, miner common.Address) bool {
	val.valMu.Lock()
	defer val.valMu.Unlock()
	return val.isDisputed(id, miner)
}

// jobFacts is what this validator's durable record says of a job (its
// order and the assignment of the result it followed), for judging a
// dispute of a job the job book has forgotten; nil without a record.
func (val *validator) jobFacts(ctx context.Context, id [32]byte) *jobbook.JobFacts {
	if val.validations == nil {
		return nil
	}
	rec, err := val.valRecord(ctx, id)
	if err != nil {
		return nil
	}
	o, a, err := decodeOrderAssign(rec)
	if err != nil {
		return nil
	}
	return &jobbook.JobFacts{Order: o, Assigns: []*types.Assignment{a}}
}

// noteDisputed counts a result queued for re-execution by a dispute alone.
func (val *validator) noteDisputed() {
	val.disputedCount.Add(1)
	val.metrics.valDisputed()
}

// DisputedReexecutions is how many results this validator queued for
// re-execution because their client disputed them, not because it
// sampled them.
func (n *Node) DisputedReexecutions() int64 { return n.validator.disputedCount.Load() }
