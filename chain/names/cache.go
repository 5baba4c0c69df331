package names

import (
	"context"
	"log/slog"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"
	ethtypes "github.com/ethereum/go-ethereum/core/types"

	"github.com/tensora/tensora/chain"
	"github.com/tensora/tensora/chain/bindings"
)

// Cache answers "what is this address's name?" synchronously, for output
// that shows names next to addresses (the node's API and dashboard). It
// learns an address's name the first time it is asked (the answer is ""
// until then) and keeps the answers fresh from the contract's events: a
// ReverseChanged of an address, or an AddrChanged, Registered or
// Transferred of a name someone holds, makes it ask the chain again. Names
// also expire without an event, so every answer is asked again after
// Refresh. Reverse records are checked forward by the contract, so a
// cached name always resolved to its address when it was read.
type Cache struct {
	c       *Client
	log     *slog.Logger
	Refresh time.Duration // how long an answer lasts without an event (default 10 minutes)

	mu    sync.Mutex
	names map[common.Address]cached
	want  map[common.Address]bool // asked for, not yet read
	next  uint64                  // first block not yet scanned
}

type cached struct {
	name string
	node [32]byte
	at   time.Time
}

// maxCached bounds the addresses a Cache remembers.
const maxCached = 4096

// NewCache is a cache of c's reverse records.
func NewCache(c *Client, log *slog.Logger) *Cache {
	return &Cache{c: c, log: log, Refresh: 10 * time.Minute, names: map[common.Address]cached{}, want: map[common.Address]bool{}}
}

// Name is a's name ("alice.tora") as last read, "" when it has none or it
// is not known yet (it is then read on the next step).
func (k *Cache) Name(a common.Address) string {
	if k == nil || a == (common.Address{}) {
		return ""
	}
	k.mu.Lock()
	defer k.mu.Unlock()
	e, ok := k.names[a]
	if !ok && len(k.want) < maxCached {
		k.want[a] = true
	}
	return e.name
}

// NameHex is Name for an address in hex ("" for anything else).
func (k *Cache) NameHex(s string) string {
	if !common.IsHexAddress(s) {
		return ""
	}
	return k.Name(common.HexToAddress(s))
}

// Run steps every `every` until ctx ends.
func (k *Cache) Run(ctx context.Context, every time.Duration) {
	t := time.NewTicker(every)
	defer t.Stop()
	for {
		if err := k.Step(ctx); err != nil && ctx.Err() == nil {
			k.log.Debug("names cache", "err", err)
		}
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
}

// Step reads the contract's events since the last step, marks what they
// touch, and reads the names of every address asked for, touched or stale.
func (k *Cache) Step(ctx context.Context) error {
	if err := k.c.ready(); err != nil {
		return err
	}
	head, err := k.c.c.BlockNumber(ctx)
	if err != nil {
		return err
	}
	k.mu.Lock()
	from := k.next
	k.mu.Unlock()
	if from <= head {
		if err := k.scan(ctx, from, head); err != nil {
			return err
		}
	}
	k.mu.Lock()
	now := time.Now()
	var todo []common.Address
	for a := range k.want {
		todo = append(todo, a)
	}
	for a, e := range k.names {
		if now.Sub(e.at) > k.Refresh && !k.want[a] {
			todo = append(todo, a)
		}
	}
	k.mu.Unlock()
	for _, a := range todo {
		name, err := k.c.NameOf(ctx, a)
		if err != nil {
			return err
		}
		k.mu.Lock()
		delete(k.want, a)
		if len(k.names) < maxCached || k.names[a].at != (time.Time{}) {
			e := cached{name: name, at: now}
			if name != "" {
				if label, err := ParseName(name); err == nil {
					e.node = Node(label)
				}
			}
			k.names[a] = e
		}
		k.mu.Unlock()
	}
	return nil
}

// scan marks the addresses the events in [from, to] touch.
func (k *Cache) scan(ctx context.Context, from, to uint64) error {
	nabi, err := bindings.ToraNamesMetaData.ParseABI()
	if err != nil {
		return err
	}
	ev := nabi.Events
	q := ethereum.FilterQuery{Addresses: []common.Address{k.c.at},
		Topics: [][]common.Hash{{ev["ReverseChanged"].ID, ev["AddrChanged"].ID, ev["Registered"].ID, ev["Transferred"].ID}}}
	return chain.ScanLogs(ctx, k.c.c, q, from, to, func(logs []ethtypes.Log, last uint64) error {
		k.mark(ev, logs, last)
		return nil
	})
}

// mark notes the addresses logs touch, which read the events up to last.
func (k *Cache) mark(ev map[string]abi.Event, logs []ethtypes.Log, last uint64) {
	k.mu.Lock()
	defer k.mu.Unlock()
	k.next = last + 1
	for i := range logs {
		l := &logs[i]
		if len(l.Topics) < 2 {
			continue
		}
		if l.Topics[0] == ev["ReverseChanged"].ID {
			a := common.BytesToAddress(l.Topics[1].Bytes())
			if _, known := k.names[a]; known || len(k.want) < maxCached {
				k.want[a] = true
			}
			continue
		}
		// A name changed: ask again for every address that holds it, and
		// for a new address record's address.
		node := [32]byte(l.Topics[1])
		for a, e := range k.names {
			if e.node == node {
				k.want[a] = true
			}
		}
		if ac, err := k.c.names.UnpackAddrChangedEvent(l); err == nil {
			if _, known := k.names[ac.Addr]; known {
				k.want[ac.Addr] = true
			}
		}
	}
}
