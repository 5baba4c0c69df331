package gov

import (
	"context"
	"crypto/ecdsa"
	"fmt"
	"log/slog"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/crypto"
)

// Keeper carries approved proposals to effect: it queues each proposal
// that succeeded and executes each queued one once the timelock's delay
// has passed, from its own wallet (anyone may; validator nodes run one).
// Keepers of several nodes race harmlessly: the loser's transaction is
// refused and it moves on.
//
// Its work is bounded whatever proposers do: a proposal costs it nothing
// until its vote has ended (anyone holding the threshold may make any
// number of them), one whose queueing or execution fails is retried
// after a growing number of steps, and it pays for no transaction above
// MaxGas (a passed proposal of many or costly calls is for someone else
// to carry).
type Keeper struct {
	Gov *Gov
	Key *ecdsa.PrivateKey
	Log *slog.Logger
	// MaxGas is the most gas one queue or execute may take from the
	// keeper's wallet (0: DefaultKeeperMaxGas).
	MaxGas uint64

	next  uint64                   // the first block not yet scanned for proposals
	open  map[string]*keptProposal // proposals not yet executed, defeated, canceled or expired
	steps uint64
}

// DefaultKeeperMaxGas bounds what a keeper spends on one transaction.
const DefaultKeeperMaxGas = 5_000_000

// maxKeeperBackoff is the most steps a failing proposal waits between tries.
const maxKeeperBackoff = 64

type keptProposal struct {
	id      *big.Int
	voteEnd uint64 // the proposal's last second of voting; nothing to do before it passes
	fails   uint64
	retryAt uint64 // the step from which it is looked at again
}

// Step scans new proposals and moves every open one that can move. It
// returns how many transactions it sent.
func (k *Keeper) Step(ctx context.Context) (int, error) {
	if err := k.Gov.ready(); err != nil {
		return 0, err
	}
	if k.open == nil {
		k.open = map[string]*keptProposal{}
	}
	k.steps++
	head, err := k.Gov.c.BlockNumber(ctx)
	if err != nil {
		return 0, err
	}
	if k.next <= head {
		evs, err := k.Gov.created(ctx, k.next, new(big.Int).SetUint64(head))
		if err != nil {
			return 0, err
		}
		for _, ev := range evs {
			end := uint64(0)
			if ev.VoteEnd != nil && ev.VoteEnd.IsUint64() {
				end = ev.VoteEnd.Uint64()
			}
			k.open[ev.ProposalId.String()] = &keptProposal{id: ev.ProposalId, voteEnd: end}
		}
		k.next = head + 1
	}
	now, err := k.Gov.Now(ctx)
	if err != nil {
		return 0, err
	}
	sent := 0
	for key, kp := range k.open {
		// Pending or active until its vote ends: no call at all.
		if uint64(now.Unix()) <= kp.voteEnd || k.steps < kp.retryAt {
			continue
		}
		id := kp.id
		st, err := k.Gov.State(ctx, id)
		if err != nil {
			return sent, err
		}
		switch st {
		case "succeeded":
			if err := k.affordable(ctx, id, true); err != nil {
				k.failed(kp, "queue", err)
				continue
			}
			if _, err := k.Gov.Queue(ctx, k.Key, id); err != nil {
				k.failed(kp, "queue", err)
				continue
			}
			kp.fails, kp.retryAt = 0, 0
			sent++
			k.Log.Info("governance: queued an approved proposal", "proposal", ShortID(id))
		case "queued":
			if eta, err := k.Gov.ETA(ctx, id); err != nil || now.Before(eta) {
				continue
			}
			p, err := k.Gov.Proposal(ctx, id)
			if err != nil {
				return sent, err
			}
			if err := k.affordable(ctx, id, false); err != nil {
				k.failed(kp, "execute", err)
				continue
			}
			if _, err := k.Gov.Execute(ctx, k.Key, id); err != nil {
				k.failed(kp, "execute", err)
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

// failed backs a proposal off: it is looked at again after 2, 4, … up to
// maxKeeperBackoff steps.
func (k *Keeper) failed(kp *keptProposal, what string, err error) {
	kp.fails++
	wait := uint64(maxKeeperBackoff)
	if kp.fails < 7 {
		wait = 1 << kp.fails
	}
	kp.retryAt = k.steps + wait
	k.Log.Debug("governance keeper: "+what, "proposal", ShortID(kp.id), "retry_in_steps", wait, "err", err)
}

// affordable estimates the keeper's queue (or execute) of proposal id and
// refuses one above MaxGas.
func (k *Keeper) affordable(ctx context.Context, id *big.Int, queue bool) error {
	p, err := k.Gov.Proposal(ctx, id)
	if err != nil {
		return err
	}
	data := governorABI.PackExecute(p.Targets, p.Values, p.Calldatas, p.descHash())
	if queue {
		data = governorABI.PackQueue(p.Targets, p.Values, p.Calldatas, p.descHash())
	}
	to := k.Gov.addrs.Governor
	gas, err := k.Gov.c.EstimateGas(ctx, ethereum.CallMsg{From: crypto.PubkeyToAddress(k.Key.PublicKey), To: &to, Data: data})
	if err != nil {
		return err
	}
	max := k.MaxGas
	if max == 0 {
		max = DefaultKeeperMaxGas
	}
	if gas > max {
		return fmt.Errorf("it would take %d gas, above this keeper's %d: left to others", gas, max)
	}
	return nil
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
