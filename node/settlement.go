package node

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/tensora/tensora/chain"
	"github.com/tensora/tensora/chain/bindings"
	"github.com/tensora/tensora/node/queue"
	"github.com/tensora/tensora/settle"
	"github.com/tensora/tensora/store"
	"github.com/tensora/tensora/types"
	"github.com/tensora/tensora/types/tora"
)

// ErrInsufficientEscrow: the client's free escrow does not cover a job.
var ErrInsufficientEscrow = errors.New("insufficient escrow")

// startSettlement opens the miner's settlement queue and runs it.
func (n *Node) startSettlement() {
	s := n.cfg.Settlement
	n.settler = settle.NewOnChain(s.Client, s.Contracts.Escrow, n.cfg.P2P.Domain, n.key)
	n.settle = settle.New(n.db.Prefixed(store.PrefixLedger), n.settler, settle.Config{
		MaxBatch: s.MaxBatch, MaxAge: s.MaxAge, Logger: n.log, Now: n.cfg.Now, Metrics: settleMetrics{n.metrics},
	})
	n.wg.Add(1)
	go func() {
		defer n.wg.Done()
		n.settle.Run(n.ctx)
	}()
}

// Settlement is the miner's settlement queue (nil without Config.Settlement
// or for other roles).
func (n *Node) Settlement() *settle.Queue { return n.settle }

// claimFee queues a done job's fee for settlement: the miner's price,
// capped by the job's max fee.
func (n *Node) claimFee(j queue.Job) {
	if n.settle == nil {
		return
	}
	_, om, err := types.Decode(j.Order)
	o, ok := om.(*types.JobOrder)
	if err != nil || !ok {
		return
	}
	fee := new(big.Int).Set(n.cfg.Price)
	if mf := types.AmountOf(o.GetMaxFee()); fee.Cmp(mf) > 0 {
		fee = mf
	}
	if fee.Sign() == 0 {
		return
	}
	e := settle.Entry{JobID: j.ID, Order: j.Order, Result: j.Result, Fee: fee}
	err = n.settle.Add(n.ctx, o.GetSubnet(), e)
	n.metrics.settleClaim(err)
	if err != nil && !errors.Is(err, settle.ErrDuplicate) && n.ctx.Err() == nil {
		n.log.Error("fee not queued for settlement", "job", short(j.ID), "err", err)
	}
}

// Escrow reads a client's escrow: free and committed TORA (wei).
func (n *Node) Escrow(ctx context.Context, client common.Address) (free, committed *big.Int, err error) {
	s := n.cfg.Settlement
	if s == nil {
		return nil, nil, errors.New("no chain configured")
	}
	e := bindings.NewJobEscrow()
	out, err := chain.Call(ctx, s.Client, s.Contracts.Escrow, e.PackBalances(client))
	if err != nil {
		return nil, nil, fmt.Errorf("read escrow: %w", err)
	}
	b, err := e.UnpackBalances(out)
	if err != nil {
		return nil, nil, fmt.Errorf("read escrow: %w", err)
	}
	return b.Free, b.Committed, nil
}

// checkEscrow refuses a job whose max fee the client's free escrow does
// not cover, saying how much to deposit.
func (n *Node) checkEscrow(ctx context.Context, maxFee *big.Int) error {
	if n.cfg.Settlement == nil {
		return nil
	}
	rctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	free, _, err := n.Escrow(rctx, n.addr)
	cancel()
	if err != nil {
		// The chain is unreachable (R7): jobs keep flowing on the last
		// balance seen; settlement catches up when the chain is back.
		n.mu.Lock()
		last := n.lastEscrow
		n.mu.Unlock()
		if last == nil {
			return fmt.Errorf("check escrow: %w (and no earlier balance to go on)", err)
		}
		n.log.Warn("chain unreachable: checking the job against the last escrow balance seen", "free", tora.Format(last), "err", err)
		if last.Cmp(maxFee) >= 0 {
			// Spend the cached balance down, so an outage cannot be used to
			// post more than the escrow holds.
			n.mu.Lock()
			n.lastEscrow = new(big.Int).Sub(last, maxFee)
			n.mu.Unlock()
		}
		free = last
	} else {
		n.mu.Lock()
		n.lastEscrow = free
		n.mu.Unlock()
	}
	if free.Cmp(maxFee) < 0 {
		short := new(big.Int).Sub(maxFee, free)
		return fmt.Errorf("%w: escrow %s TORA, job max fee %s TORA: run `tensora escrow deposit %s`",
			ErrInsufficientEscrow, tora.Format(free), tora.Format(maxFee), tora.Format(short))
	}
	return nil
}
