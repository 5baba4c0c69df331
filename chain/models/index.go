package models

import (
	"context"
	"fmt"
	"log/slog"
	"sort"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	ethtypes "github.com/ethereum/go-ethereum/core/types"

	"github.com/tensora/tensora/chain"
)

// Indexed is a model as the registry's events describe it. Events are
// public: an Index holds restricted models' versions too, and whoever
// serves them checks the reader (Index.Readable, or the ACL's own view).
type Indexed struct {
	Model
	Versions []*Version        // in publish order
	Tags     map[string]string // tag → version
}

// Index is a node's copy of the registry, fed by its events, answering
// synchronously (no chain call per question). Sync reads the events since
// the last one seen; Start polls Sync in the background.
type Index struct {
	c   *Client
	log *slog.Logger

	mu     sync.RWMutex
	models map[[32]byte]*Indexed
	byCID  map[string][]cidRef
	next   uint64 // the first block not read yet

	once   sync.Once
	cancel context.CancelFunc
	done   chan struct{}
}

type cidRef struct {
	model   [32]byte
	version string
}

// NewIndex is an empty index of c's registry; log may be nil.
func NewIndex(c *Client, log *slog.Logger) *Index {
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	return &Index{c: c, log: log.With("component", "model-index"), models: make(map[[32]byte]*Indexed), byCID: make(map[string][]cidRef)}
}

// Sync reads the registry's events from the block after the last one read
// up to the chain's head and applies them in order.
func (ix *Index) Sync(ctx context.Context) error {
	if err := ix.c.ready(); err != nil {
		return err
	}
	head, err := ix.c.c.BlockNumber(ctx)
	if err != nil {
		return fmt.Errorf("models: index: head: %w", err)
	}
	ix.mu.RLock()
	from := ix.next
	ix.mu.RUnlock()
	if from > head {
		return nil
	}
	// In steps (chain.ScanLogs), keeping what each step read.
	err = chain.ScanLogs(ctx, ix.c.c, ethereum.FilterQuery{Addresses: []common.Address{ix.c.at}}, from, head, func(logs []ethtypes.Log, last uint64) error {
		sort.SliceStable(logs, func(i, j int) bool {
			if logs[i].BlockNumber != logs[j].BlockNumber {
				return logs[i].BlockNumber < logs[j].BlockNumber
			}
			return logs[i].Index < logs[j].Index
		})
		ix.mu.Lock()
		defer ix.mu.Unlock()
		for i := range logs {
			if err := ix.apply(&logs[i]); err != nil {
				ix.log.Warn("skipped a registry event", "block", logs[i].BlockNumber, "tx", logs[i].TxHash, "err", err)
			}
		}
		ix.next = last + 1
		return nil
	})
	if err != nil {
		return fmt.Errorf("models: index: %w", err)
	}
	return nil
}

// apply updates the index from one event (the caller holds mu).
func (ix *Index) apply(l *ethtypes.Log) error {
	if len(l.Topics) == 0 {
		return nil
	}
	mr := ix.c.mr
	switch l.Topics[0] {
	case mr.GetABI().Events["ModelCreated"].ID:
		ev, err := mr.UnpackModelCreatedEvent(l)
		if err != nil {
			return err
		}
		ix.models[ev.Model] = &Indexed{Model: Model{ID: ev.Model, Name: ev.Name, Creator: ev.Creator, Owner: ev.Creator,
			Visibility: Visibility(ev.Visibility), Subnet: ev.Subnet}, Tags: map[string]string{}}
	case mr.GetABI().Events["VersionPublished"].ID:
		ev, err := mr.UnpackVersionPublishedEvent(l)
		if err != nil {
			return err
		}
		m, err := ix.model(ev.Model)
		if err != nil {
			return err
		}
		m.Versions = append(m.Versions, &Version{Release: Release{Version: ev.Version, CID: ev.Cid, SHA256: ev.Sha256, Format: Format(ev.Format),
			Size: ev.Size, Card: ev.Card}, Publisher: ev.Publisher}) // PublishedAt: the contract's view has it
		m.Model.Versions = len(m.Versions)
		ix.byCID[ev.Cid] = append(ix.byCID[ev.Cid], cidRef{model: ev.Model, version: ev.Version})
	case mr.GetABI().Events["TagSet"].ID:
		ev, err := mr.UnpackTagSetEvent(l)
		if err != nil {
			return err
		}
		m, err := ix.model(ev.Model)
		if err != nil {
			return err
		}
		m.Tags[ev.Tag] = ev.Version
	case mr.GetABI().Events["TagRemoved"].ID:
		ev, err := mr.UnpackTagRemovedEvent(l)
		if err != nil {
			return err
		}
		m, err := ix.model(ev.Model)
		if err != nil {
			return err
		}
		delete(m.Tags, ev.Tag)
	case mr.GetABI().Events["Deprecated"].ID:
		ev, err := mr.UnpackDeprecatedEvent(l)
		if err != nil {
			return err
		}
		m, err := ix.model(ev.Model)
		if err != nil {
			return err
		}
		if ev.Version == "" {
			m.Deprecated, m.Reason = true, ev.Reason
			return nil
		}
		if v := m.version(ev.Version); v != nil {
			v.Deprecated, v.Reason = true, ev.Reason
		}
	case mr.GetABI().Events["OwnershipTransferStarted"].ID:
		ev, err := mr.UnpackOwnershipTransferStartedEvent(l)
		if err != nil {
			return err
		}
		m, err := ix.model(ev.Model)
		if err != nil {
			return err
		}
		m.PendingOwner = ev.PendingOwner
	case mr.GetABI().Events["OwnershipTransferred"].ID:
		ev, err := mr.UnpackOwnershipTransferredEvent(l)
		if err != nil {
			return err
		}
		m, err := ix.model(ev.Model)
		if err != nil {
			return err
		}
		m.Owner, m.PendingOwner = ev.NewOwner, common.Address{}
	case mr.GetABI().Events["VisibilitySet"].ID:
		ev, err := mr.UnpackVisibilitySetEvent(l)
		if err != nil {
			return err
		}
		m, err := ix.model(ev.Model)
		if err != nil {
			return err
		}
		m.Visibility, m.Subnet = Visibility(ev.Visibility), ev.Subnet
	}
	return nil
}

func (ix *Index) model(id [32]byte) (*Indexed, error) {
	m, ok := ix.models[id]
	if !ok {
		return nil, fmt.Errorf("an event of model %s before its ModelCreated", common.Hash(id).Hex())
	}
	return m, nil
}

func (m *Indexed) version(v string) *Version {
	for _, x := range m.Versions {
		if x.Version == v {
			return x
		}
	}
	return nil
}

// clone copies m so callers cannot race the index.
func (m *Indexed) clone() *Indexed {
	out := &Indexed{Model: m.Model, Tags: make(map[string]string, len(m.Tags)), Versions: make([]*Version, len(m.Versions))}
	for k, v := range m.Tags {
		out.Tags[k] = v
	}
	for i, v := range m.Versions {
		c := *v
		out.Versions[i] = &c
	}
	return out
}

// Model is a model by id, as of the last Sync.
func (ix *Index) Model(id [32]byte) (*Indexed, bool) {
	ix.mu.RLock()
	defer ix.mu.RUnlock()
	m, ok := ix.models[id]
	if !ok {
		return nil, false
	}
	return m.clone(), true
}

// Lookup is creator/name's version or tag at ("" is latest), as of the last Sync.
func (ix *Index) Lookup(creator common.Address, name, at string) (*Indexed, *Version, bool) {
	ix.mu.RLock()
	defer ix.mu.RUnlock()
	m, ok := ix.models[ID(creator, name)]
	if !ok {
		return nil, nil, false
	}
	if at == "" {
		at = Latest
	}
	v := at
	if ValidVersion(at) != nil {
		if v, ok = m.Tags[at]; !ok {
			return nil, nil, false
		}
	}
	got := m.version(v)
	if got == nil {
		return nil, nil, false
	}
	c := *got
	return m.clone(), &c, true
}

// ByCID are the registered versions whose weights are cid, as (model,
// version) pairs: what a node asks before serving a model's blocks.
func (ix *Index) ByCID(cid string) []CIDRef {
	ix.mu.RLock()
	defer ix.mu.RUnlock()
	refs := ix.byCID[cid]
	out := make([]CIDRef, len(refs))
	for i, r := range refs {
		out[i] = CIDRef{Model: r.model, Version: r.version}
	}
	return out
}

// CIDRef is a registered version: its model and semver.
type CIDRef struct {
	Model   [32]byte
	Version string
}

// Restricted reports whether cid is the weights of a restricted model, and
// the subnets that restrict it: a node serves it only to accounts with
// RETRIEVE on one of them (or its owner).
func (ix *Index) Restricted(cid string) (subnets []uint64, owners []common.Address) {
	ix.mu.RLock()
	defer ix.mu.RUnlock()
	for _, r := range ix.byCID[cid] {
		if m := ix.models[r.model]; m != nil && m.Visibility == Restricted {
			subnets = append(subnets, m.Subnet)
			owners = append(owners, m.Owner)
		}
	}
	return subnets, owners
}

// Start polls Sync every interval until Close; the first Sync runs before
// Start returns, so a node starts with the registry read.
func (ix *Index) Start(ctx context.Context, interval time.Duration) error {
	if err := ix.Sync(ctx); err != nil {
		return err
	}
	life, cancel := context.WithCancel(context.Background())
	ix.cancel, ix.done = cancel, make(chan struct{})
	go func() {
		defer close(ix.done)
		t := time.NewTicker(interval)
		defer t.Stop()
		for {
			select {
			case <-life.Done():
				return
			case <-t.C:
				if err := ix.Sync(life); err != nil && life.Err() == nil {
					ix.log.Warn("registry sync failed", "err", err)
				}
			}
		}
	}()
	return nil
}

// Close stops the polling Start began; it is idempotent.
func (ix *Index) Close() error {
	ix.once.Do(func() {
		if ix.cancel != nil {
			ix.cancel()
			<-ix.done
		}
	})
	return nil
}

// Gate is how a node serves cid: gated is true when cid is the weights of
// restricted models only (a public model with the same weights makes them
// public), and then subnets and owners are who may read it (RETRIEVE or
// COMPUTE on one of the subnets, or an owner).
func (ix *Index) Gate(cid string) (subnets []uint64, owners []common.Address, gated bool) {
	ix.mu.RLock()
	defer ix.mu.RUnlock()
	refs := ix.byCID[cid]
	for _, r := range refs {
		m := ix.models[r.model]
		if m == nil {
			continue
		}
		if m.Visibility != Restricted {
			return nil, nil, false
		}
		subnets = append(subnets, m.Subnet)
		owners = append(owners, m.Owner)
	}
	return subnets, owners, len(subnets) > 0
}

// RestrictedCIDs are the weights of every restricted model indexed.
func (ix *Index) RestrictedCIDs() []string {
	ix.mu.RLock()
	defer ix.mu.RUnlock()
	var out []string
	for c, refs := range ix.byCID {
		for _, r := range refs {
			if m := ix.models[r.model]; m != nil && m.Visibility == Restricted {
				out = append(out, c)
				break
			}
		}
	}
	sort.Strings(out)
	return out
}
