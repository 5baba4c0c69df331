package testnet

import (
	"context"
	"errors"
	"fmt"

	"github.com/tensora/tensora/node"
)

// Crashes and revivals: what the chaos suite and the restart tests do to
// a running network's peers.

// peerAddrs remembers each peer's listen addresses, so a peer that crashed
// comes back on the same ones.
func (n *Net) listenAddrs(i int) []string {
	var out []string
	for _, a := range n.All[i].Host().AddrInfo().Addrs {
		out = append(out, a.String())
	}
	return out
}

// Crash stops peer i (an index into All: miners, then validators, then the
// client) the way kill -9 would look from outside: its libp2p host goes
// first, so it sends nothing more and its peers see its connections drop,
// then the node's goroutines are cancelled without finishing anything (a
// job being fetched or run stays so in the durable queue, as after a real
// crash; nothing is written on the way down). Revive brings it back.
func (n *Net) Crash(i int) ([]string, error) {
	addrs := n.listenAddrs(i)
	p := n.All[i]
	if err := p.Host().Close(); err != nil {
		return addrs, fmt.Errorf("testnet: crash peer %d: %w", i, err)
	}
	_ = p.Close()
	return addrs, nil
}

// Revive starts peer i again on its key, data directory and the listen
// addresses it had (from Crash, or its current ones when nil),
// bootstrapped to every other peer. Any role; Config.DataDir must be set.
func (n *Net) Revive(ctx context.Context, i int, addrs []string) error {
	if n.cfg.DataDir == "" {
		return errors.New("testnet: revive needs Config.DataDir")
	}
	old := n.All[i]
	if addrs == nil {
		addrs = n.listenAddrs(i)
		if err := old.Close(); err != nil {
			return fmt.Errorf("testnet: stop peer %d: %w", i, err)
		}
	}
	nc := n.configs[i]
	nc.P2P.ListenAddrs = addrs
	nc.P2P.Bootstrap = nil
	for k, p := range n.All {
		if k != i {
			nc.P2P.Bootstrap = append(nc.P2P.Bootstrap, p.Host().AddrInfo())
		}
	}
	fresh, err := node.New(nc, n.keys[i], n.options[i]...)
	if err != nil {
		return fmt.Errorf("testnet: revive peer %d: %w", i, err)
	}
	if err := fresh.Start(ctx); err != nil {
		return fmt.Errorf("testnet: revive peer %d: %w", i, err)
	}
	n.mu.Lock()
	n.All[i] = fresh
	switch {
	case i < len(n.Miners):
		n.Miners[i] = fresh
	case i < len(n.Miners)+len(n.Validators):
		n.Validators[i-len(n.Miners)] = fresh
	default:
		n.Client = fresh
	}
	n.mu.Unlock()
	return nil
}
