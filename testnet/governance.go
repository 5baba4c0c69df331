package testnet

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/crypto"

	"github.com/tensora/tensora/chain"
	"github.com/tensora/tensora/chain/gov"
	"github.com/tensora/tensora/types/tora"
)

// governance is the testnet's: the subnet's challenge window is the
// longest and the timelock's delay; a vote opens a second after its
// proposal and runs a minute of chain time (Govern moves the clock).
func governance(window time.Duration) chain.Governance {
	return chain.Governance{MaxChallengeWindow: window, Delay: window, VotingDelay: time.Second, VotingPeriod: time.Minute,
		ProposalThreshold: tora.Whole(100), QuorumPercent: 4}
}

// Govern passes a proposal through the testnet's governance, as a
// network would: the first validator proposes the changes, every
// validator votes For with its stake, the chain's clock moves past the
// vote, the validators' keepers queue it, the clock moves past the
// timelock's delay, and the keepers execute it. When the proposal
// changes the sample rate, Govern also waits until every validator
// samples at the new rate. It reports each step on w.
func (n *Net) Govern(ctx context.Context, specs []gov.Spec, description string, w io.Writer) (*gov.Proposal, error) {
	if n.chain == nil || len(n.Validators) == 0 || !n.cfg.Governed {
		return nil, errors.New("testnet: governance needs a chain, validators and Config.Governed")
	}
	g := gov.New(n.chain.client, n.chain.addrs)
	d, err := g.Build(ctx, specs)
	if err != nil {
		return nil, fmt.Errorf("testnet: proposal: %w", err)
	}
	vals := n.keys[n.cfg.Miners : n.cfg.Miners+n.cfg.Validators]
	id, _, err := g.Propose(ctx, vals[0], d, description)
	if err != nil {
		return nil, fmt.Errorf("testnet: propose: %w", err)
	}
	fmt.Fprintf(w, "governance: %s proposed %s:\n", n.peerLabel(n.cfg.Miners), gov.ShortID(id))
	for _, c := range d.Changes {
		fmt.Fprintf(w, "  %s\n", c)
	}
	gv := governance(n.cfg.ChallengeWindow)
	if err := n.chain.advance(ctx, gv.VotingDelay+time.Second); err != nil {
		return nil, err
	}
	for i, k := range vals {
		if _, err := g.Vote(ctx, k, id, gov.For, ""); err != nil {
			return nil, fmt.Errorf("testnet: validator %d votes: %w", i, err)
		}
	}
	p, err := g.Proposal(ctx, id)
	if err != nil {
		return nil, err
	}
	fmt.Fprintf(w, "governance: %d validators voted for with %s TORA (quorum %s)\n", len(vals), tora.Format(p.For), tora.Format(p.Quorum))
	if err := n.chain.advance(ctx, gv.VotingPeriod+time.Second); err != nil {
		return nil, err
	}
	if err := waitState(ctx, g, id, "queued"); err != nil {
		return nil, err
	}
	fmt.Fprintln(w, "governance: the validators' keepers queued it in the timelock")
	if err := n.chain.advance(ctx, gv.Delay+time.Second); err != nil {
		return nil, err
	}
	if err := waitState(ctx, g, id, "executed"); err != nil {
		return nil, err
	}
	fmt.Fprintf(w, "governance: executed after the timelock's %s delay\n", gv.Delay)
	for _, c := range d.Changes {
		if c.Param != "sample-rate" {
			continue
		}
		want := uint16(c.New.Uint64())
		for i, v := range n.Validators {
			if err := poll(ctx, 30*time.Second, func() bool { return v.SampleRate(c.Subnet) == want }); err != nil {
				return nil, fmt.Errorf("testnet: %s still samples subnet %d at %d bps, want %d", n.peerLabel(n.cfg.Miners+i), c.Subnet, v.SampleRate(c.Subnet), want)
			}
		}
		fmt.Fprintf(w, "governance: every validator samples subnet %d at %s now\n", c.Subnet, c.NewText)
	}
	return g.Proposal(ctx, id)
}

// waitState waits (a minute at most) for the keepers to move proposal id
// to state.
func waitState(ctx context.Context, g *gov.Gov, id *big.Int, state string) error {
	var last string
	err := poll(ctx, time.Minute, func() bool {
		last, _ = g.State(ctx, id)
		return last == state
	})
	if err != nil {
		return fmt.Errorf("testnet: proposal %s is %s, not %s: %w", gov.ShortID(id), last, state, err)
	}
	return nil
}

// poll checks cond every 50ms until it holds, ctx ends or d passes.
func poll(ctx context.Context, d time.Duration, cond func() bool) error {
	ctx, cancel := context.WithTimeout(ctx, d)
	defer cancel()
	for !cond() {
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(50 * time.Millisecond):
		}
	}
	return nil
}

// peerLabel is a peer's address with its .tora name, when it has one.
func (n *Net) peerLabel(i int) string {
	a := crypto.PubkeyToAddress(n.keys[i].PublicKey)
	return addrLabel(a.Hex(), n.names[a])
}
