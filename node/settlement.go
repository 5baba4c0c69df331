package node

import (
	"context"
	"errors"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"

	"github.com/tensora/tensora/chain"
	"github.com/tensora/tensora/chain/bindings"
	"github.com/tensora/tensora/node/queue"
	"github.com/tensora/tensora/settle"
	"github.com/tensora/tensora/store"
	"github.com/tensora/tensora/types"
)

// ErrInsufficientEscrow: the client's free escrow does not cover a job.
var ErrInsufficientEscrow = errors.New("insufficient escrow")

// startSettlement opens the miner's settlement queue and runs it.
func (m *miner) startSettlement() {
	s := m.cfg.Settlement
	m.settler = settle.NewOnChain(s.Client, s.Contracts.Escrow, m.cfg.P2P.Domain, m.key)
	m.settle = settle.New(m.db.Prefixed(store.PrefixLedger), m.settler, settle.Config{
		MaxBatch: s.MaxBatch, MaxAge: s.MaxAge, Logger: m.log, Now: m.cfg.Now, Metrics: settleMetrics{m.metrics},
	})
	m.wg.Add(1)
	go func() {
		defer m.wg.Done()
		m.settle.Run(m.ctx)
	}()
}

// Settlement is the miner's settlement queue (nil without Config.Settlement
// or for other roles).
func (n *Node) Settlement() *settle.Queue { return n.miner.settle }

// claimFee queues a done job's fee for settlement: the miner's price,
// capped by the job's max fee.
func (m *miner) claimFee(j queue.Job) {
	if m.settle == nil {
		return
	}
	_, om, err := types.Decode(j.Order)
	o, ok := om.(*types.JobOrder)
	if err != nil || !ok {
		return
	}
	fee := new(big.Int).Set(m.cfg.Price)
	if mf := types.AmountOf(o.GetMaxFee()); fee.Cmp(mf) > 0 {
		fee = mf
	}
	if fee.Sign() == 0 {
		return
	}
	e := settle.Entry{JobID: j.ID, Order: j.Order, Result: j.Result, Assignment: j.Assign, Fee: fee}
	err = m.settle.Add(m.ctx, o.GetSubnet(), e)
	m.metrics.settleClaim(err)
	if err != nil && !errors.Is(err, settle.ErrDuplicate) && m.ctx.Err() == nil {
		m.log.Error("fee not queued for settlement", "job", short(j.ID), "err", err)
	}
}

// Escrow reads a client's escrow: free and committed TORA (wei).
func (n *core) Escrow(ctx context.Context, client common.Address) (free, committed *big.Int, err error) {
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
