package gov

import (
	"context"
	"crypto/ecdsa"
	"log/slog"
	"math/big"
	"time"
)

// Keeper carries approved proposals to effect: it queues each proposal
// that succeeded and executes each queued one once the timelock's delay
// has passed, from its own wallet (anyone may; validator nodes run one).
// Keepers of several nodes race harmlessly: the loser's transaction is
// refused and it moves on.
type Keeper struct {
	Gov *Gov
	Key *ecdsa.PrivateKey
	Log *slog.Logger

	next uint64              // the first block not yet scanned for proposals
	open map[string]*big.Int // proposals not yet executed, defeated, canceled or expired
}

// Step scans new proposals and moves every open one that can move. It
// returns how many transactions it sent.
func (k *Keeper) Step(ctx context.Context) (int, error) {
	if err := k.Gov.ready(); err != nil {
		return 0, err
	}
	if k.open == nil {
		k.open = map[string]*big.Int{}
	}
	head, err := k.Gov.c.BlockNumber(ctx)
	if err != nil {
		return 0, err
	}
	if k.next <= head {
		evs, err := k.Gov.created(ctx, new(big.Int).SetUint64(k.next), new(big.Int).SetUint64(head))
		if err != nil {
			return 0, err
		}
		for _, ev := range evs {
			k.open[ev.ProposalId.String()] = ev.ProposalId
		}
		k.next = head + 1
	}
	sent := 0
	for key, id := range k.open {
		st, err := k.Gov.State(ctx, id)
		if err != nil {
			return sent, err
		}
		switch st {
		case "succeeded":
			if _, err := k.Gov.Queue(ctx, k.Key, id); err != nil {
				k.Log.Debug("governance keeper: queue", "proposal", ShortID(id), "err", err)
				continue
			}
			sent++
			k.Log.Info("governance: queued an approved proposal", "proposal", ShortID(id))
		case "queued":
			now, err := k.Gov.Now(ctx)
			if err != nil {
				return sent, err
			}
			if eta, err := k.Gov.ETA(ctx, id); err != nil || now.Before(eta) {
				continue
			}
			p, err := k.Gov.Proposal(ctx, id)
			if err != nil {
				return sent, err
			}
			if _, err := k.Gov.Execute(ctx, k.Key, id); err != nil {
				k.Log.Debug("governance keeper: execute", "proposal", p.Short(), "err", err)
				continue
			}
			sent++
			delete(k.open, key)
			for _, c := range p.Changes {
				k.Log.Info("governance: executed", "proposal", p.Short(), "change", c.String())
			}
		case "executed", "defeated", "canceled", "expired":
			delete(k.open, key)
		}
	}
	return sent, nil
}

// Run steps every `every` until ctx ends.
func (k *Keeper) Run(ctx context.Context, every time.Duration) {
	t := time.NewTicker(every)
	defer t.Stop()
	for {
		if _, err := k.Step(ctx); err != nil && ctx.Err() == nil {
			k.Log.Debug("governance keeper", "err", err)
		}
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
}
