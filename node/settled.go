package node

import (
	"context"
	"encoding/hex"
	"fmt"
	"time"

	"github.com/tensora/tensora/chain"
	"github.com/tensora/tensora/chain/bindings"
)

// settledPoll is how often a client checks the chain for its verified
// jobs' settlement.
const settledPoll = 2 * time.Second

// settledLoop marks the client's verified jobs settled once the escrow's
// replay bitmap shows their nonce spent, so a job's timeline ends where
// its money moved.
func (n *Node) settledLoop() {
	defer n.wg.Done()
	t := time.NewTicker(settledPoll)
	defer t.Stop()
	for {
		select {
		case <-n.ctx.Done():
			return
		case <-t.C:
		}
		if err := n.checkSettled(n.ctx); err != nil && n.ctx.Err() == nil {
			n.log.Debug("settlement check", "err", err)
		}
	}
}

func (n *Node) checkSettled(ctx context.Context) error {
	recs, err := n.Jobs(ctx)
	if err != nil {
		return err
	}
	s := n.cfg.Settlement
	e := bindings.NewJobEscrow()
	for _, rec := range recs {
		if rec.State != "verified" || rec.Settled || rec.Nonce == 0 {
			continue
		}
		cctx, cancel := context.WithTimeout(ctx, 5*time.Second)
		out, err := chain.Call(cctx, s.Client, s.Contracts.Escrow, e.PackIsSettled(n.addr, rec.Nonce))
		cancel()
		if err != nil {
			return fmt.Errorf("read settlement of job %s: %w", rec.ID[:8], err)
		}
		done, err := e.UnpackIsSettled(out)
		if err != nil {
			return fmt.Errorf("read settlement of job %s: %w", rec.ID[:8], err)
		}
		if !done {
			continue
		}
		b, err := hex.DecodeString(rec.ID)
		if err != nil || len(b) != 32 {
			continue
		}
		id := [32]byte(b)
		n.recordStep(id, func(r *JobRecord) { r.Settled = true }, Step{State: "settled", Detail: fmt.Sprintf("nonce %d spent in the escrow", rec.Nonce)})
	}
	return nil
}
