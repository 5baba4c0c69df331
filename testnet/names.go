package testnet

import (
	"context"
	"crypto/ecdsa"
	"fmt"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/tensora/tensora/chain/names"
)

// registerNames gives every peer a .tora name on the testnet's chain
// (Config.Names): miner-<i>, validator-<i> and client, each registered by
// the peer's own wallet, commit–reveal, with one move of the chain's clock
// past the commitments' age, and each peer's reverse record set. The names
// are then read back through the reverse records, as any tool would.
func (n *Net) registerNames(ctx context.Context) error {
	nc := names.New(n.chain.client, n.chain.addrs)
	label := func(i int) string {
		switch {
		case i == n.clientIdx():
			return "client"
		case i >= n.cfg.Miners:
			return fmt.Sprintf("validator-%d", i-n.cfg.Miners)
		}
		return fmt.Sprintf("miner-%d", i)
	}
	type job struct {
		key *ecdsa.PrivateKey
		p   *names.Pending
	}
	jobs := make([]job, len(n.keys))
	// Each phase runs every peer at once: one block or two each.
	each := func(f func(i int) error) error {
		errs := make([]error, len(n.keys))
		var wg sync.WaitGroup
		for i := range n.keys {
			wg.Add(1)
			go func() {
				defer wg.Done()
				errs[i] = f(i)
			}()
		}
		wg.Wait()
		for _, err := range errs {
			if err != nil {
				return err
			}
		}
		return nil
	}
	err := each(func(i int) error {
		p, err := nc.Commit(ctx, n.keys[i], label(i)+names.Suffix, names.Year)
		jobs[i] = job{n.keys[i], p}
		return err
	})
	if err != nil {
		return fmt.Errorf("testnet: names: %w", err)
	}
	if err := n.chain.advance(ctx, names.MinCommitmentAge+2*time.Second); err != nil {
		return fmt.Errorf("testnet: names: %w", err)
	}
	err = each(func(i int) error {
		_, err := nc.Reveal(ctx, jobs[i].key, jobs[i].p)
		return err
	})
	if err != nil {
		return fmt.Errorf("testnet: names: %w", err)
	}
	n.names = map[common.Address]string{}
	for _, k := range n.keys {
		a := crypto.PubkeyToAddress(k.PublicKey)
		name, err := nc.NameOf(ctx, a)
		if err != nil {
			return fmt.Errorf("testnet: names: reverse of %s: %w", a.Hex(), err)
		}
		n.names[a] = name
	}
	return nil
}

// NameOf is the .tora name of a testnet peer ("" without Config.Names).
func (n *Net) NameOf(a common.Address) string { return n.names[a] }

// addrLabel is an address (0x-hex) as the tables print it: its first
// bytes, and its .tora name when it has one.
func addrLabel(hex, name string) string {
	if name == "" {
		return hex[:10]
	}
	return hex[:10] + " " + name
}
