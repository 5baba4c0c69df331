package node

import (
	"context"
	"encoding/hex"
	"fmt"
	"sync"
	"time"

	"github.com/tensora/tensora/chain"
	"github.com/tensora/tensora/chain/bindings"
)

const (
	// settledPoll is how often a client checks the chain for its verified
	// jobs' settlement.
	settledPoll = 2 * time.Second
	// settledGiveUp stops watching a verified job for its settlement after
	// this long (its miner never settled it, or the leaf was voided).
	settledGiveUp = 24 * time.Hour
)

// unsettled is the client's verified jobs whose settlement it has not
// seen yet: what the watcher asks the chain about.
type unsettled struct {
	mu   sync.Mutex
	jobs map[[32]byte]unsettledJob
}

type unsettledJob struct {
	nonce    uint64
	verified time.Time
}

func (u *unsettled) add(id [32]byte, nonce uint64, at time.Time) {
	u.mu.Lock()
	defer u.mu.Unlock()
	if u.jobs == nil {
		u.jobs = make(map[[32]byte]unsettledJob)
	}
	u.jobs[id] = unsettledJob{nonce: nonce, verified: at}
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

// settledLoop marks the client's verified jobs settled once the escrow's
// replay bitmap shows their nonce spent, so a job's timeline ends where
// its money moved. It starts from the records (jobs verified before a
// restart) and then follows the jobs verified since.
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
			cl.unsettled.add([32]byte(b), rec.Nonce, at)
		}
	}
	t := time.NewTicker(settledPoll)
	defer t.Stop()
	for {
		select {
		case <-cl.ctx.Done():
			return
		case <-t.C:
		}
		cl.checkSettled(cl.ctx)
	}
}

func (cl *client) checkSettled(ctx context.Context) {
	s := cl.cfg.Settlement
	e := bindings.NewJobEscrow()
	now := cl.cfg.Now()
	for id, j := range cl.unsettled.snapshot() {
		if now.Sub(j.verified) > settledGiveUp {
			cl.unsettled.remove(id)
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
		done, err := e.UnpackIsSettled(out)
		if err != nil || !done {
			continue
		}
		cl.unsettled.remove(id)
		cl.recordStep(id, func(r *JobRecord) { r.Settled = true }, Step{State: "settled", Detail: fmt.Sprintf("nonce %d spent in the escrow", j.nonce)})
	}
}
