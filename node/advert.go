package node

import (
	"context"
	"fmt"
	"math/big"
	"slices"
	"time"

	"github.com/ethereum/go-ethereum/common"
	pubsub "github.com/libp2p/go-libp2p-pubsub"

	"github.com/tensora/tensora/p2p"
	"github.com/tensora/tensora/scheduler"
	"github.com/tensora/tensora/types"
)

// buildAdvert describes this miner as it is now.
func (m *miner) buildAdvert() *types.HardwareAdvert {
	m.mu.Lock()
	m.advertSeq++
	seq := m.advertSeq
	running := m.running
	m.mu.Unlock()
	ad := &types.HardwareAdvert{
		Seq:            seq,
		TimestampMs:    m.cfg.Now().UnixMilli(),
		Subnets:        slices.Clone(m.cfg.Subnets),
		CpuCores:       uint32(m.hw.CPU.Cores),
		CpuModel:       m.hw.CPU.Model,
		RamBytes:       m.hw.RAMBytes,
		DiskFreeBytes:  m.hw.DiskFreeBytes,
		PricePerJob:    types.Amount(m.cfg.Price),
		PricePerSecond: types.Amount(m.cfg.PricePerSecond),
		Load: &types.Load{
			Running:        uint32(running),
			MaxConcurrency: uint32(m.cfg.MaxConcurrency),
			MaxQueued:      uint32(m.cfg.MaxQueued),
		},
		TtlMs:        m.cfg.AdvertTTL.Milliseconds(),
		CachedModels: m.cachedModels(),
	}
	if isLLMEngine(m.cfg.Engine) {
		ad.PricePer_1KTokens = types.Amount(m.cfg.PricePer1K)
	}
	if m.host != nil { // the first advert is built, for the matcher's view, before the host
		ad.Addrs = m.providerOf().GetAddrs()
	}
	for _, e := range m.cfg.Engines {
		ad.Engines = append(ad.Engines, &types.EngineInfo{Name: e.GetName(), Version: e.GetVersion()})
	}
	if l, err := m.load.Sample(); err == nil {
		ad.Load.CpuPercent = uint32(l.CPUPercent)
		ad.Load.MemUsedBytes = l.MemUsedBytes
	}
	for _, g := range m.hw.GPUs {
		ad.Gpus = append(ad.Gpus, &types.GPU{
			Name: g.Name, Vendor: g.Vendor, Uuid: g.UUID, Driver: g.Driver,
			VramBytes: g.VRAMBytes, CcMajor: uint32(g.CCMajor), CcMinor: uint32(g.CCMinor), Declared: g.Declared,
		})
	}
	return ad
}

// publishAdvert signs and publishes the miner's advert as it is now: its
// standing offer, remembered by id so that a direct assignment citing it
// is known to be this miner's own, live offer (offers.go).
func (m *miner) publishAdvert(ctx context.Context) error {
	ad := m.buildAdvert()
	if err := m.sign(ad); err != nil {
		return err
	}
	id, err := types.ID(m.cfg.P2P.Domain, ad)
	if err != nil {
		return err
	}
	m.mu.Lock()
	m.ownOffers.add(m.addr, &advertEntry{ad: ad, id: id, expires: time.UnixMilli(ad.GetTimestampMs()).Add(time.Duration(ad.GetTtlMs()) * time.Millisecond)})
	m.lastAdvert = m.cfg.Now()
	m.advertRunning = int(ad.GetLoad().GetRunning())
	m.mu.Unlock()
	return m.host.Publish(ctx, types.AdvertsTopic, ad)
}

// advertLoop re-publishes the advert periodically, and soon after the
// miner's free capacity changes (kickAdvert), at most every
// advertMinGap, so standing offers say whether the miner has room.
func (m *miner) advertLoop() {
	defer m.wg.Done()
	t := time.NewTicker(m.cfg.AdvertInterval)
	defer t.Stop()
	for {
		select {
		case <-m.ctx.Done():
			return
		case <-t.C:
		case <-m.advertKick:
			m.mu.Lock()
			wait := advertMinGap - m.cfg.Now().Sub(m.lastAdvert)
			m.mu.Unlock()
			if sleepCtx(m.ctx, wait) != nil {
				return
			}
			// Only whether the miner has room decides if a client places
			// a job on its offer (freshOffers); a refresh that leaves that
			// as the last advert gave it tells no peer anything it acts
			// on, and every peer would verify it. The periodic advert
			// still carries the exact count.
			if !m.roomChanged() {
				continue
			}
		}
		if err := m.publishAdvert(m.ctx); err != nil && m.ctx.Err() == nil {
			m.log.Warn("advert not published", "err", err)
		}
	}
}

// roomChanged reports whether the miner's having room for another job
// differs from what its last published advert said.
func (m *miner) roomChanged() bool {
	slots := m.cfg.MaxConcurrency + m.cfg.MaxQueued
	m.mu.Lock()
	defer m.mu.Unlock()
	return (m.running < slots) != (m.advertRunning < slots)
}

// advertOnJoin re-publishes the advert soon after a peer joins the adverts
// topic (at most every 2 s), so a light client that just connected learns the
// fleet in about a second instead of waiting for the periodic advert.
func (m *miner) advertOnJoin(t interface {
	EventHandler(...pubsub.TopicEventHandlerOpt) (*pubsub.TopicEventHandler, error)
}) error {
	h, err := t.EventHandler()
	if err != nil {
		return fmt.Errorf("advert topic events: %w", err)
	}
	m.wg.Add(1)
	go func() {
		defer m.wg.Done()
		defer h.Cancel()
		var last time.Time
		for {
			ev, err := h.NextPeerEvent(m.ctx)
			if err != nil {
				return
			}
			if ev.Type != pubsub.PeerJoin {
				continue
			}
			// Give the newcomer's mesh a moment to include us. A join
			// within 2 s of the last advert on join waits for the next
			// one, 2 s after it, rather than for the periodic advert:
			// two light clients posting a second apart both hear it.
			wait := max(200*time.Millisecond, time.Until(last.Add(2*time.Second)))
			if sleepCtx(m.ctx, wait) != nil {
				return
			}
			last = time.Now()
			if err := m.publishAdvert(m.ctx); err != nil && m.ctx.Err() == nil {
				m.log.Debug("advert on join not published", "err", err)
			}
		}
	}()
	return nil
}

// AdvertNow publishes a fresh advert at once (after a change of load or
// cached models).
func (n *Node) AdvertNow(ctx context.Context) error { return n.miner.publishAdvert(ctx) }

func (n *core) onAdvert(in *p2p.Incoming, ad *types.HardwareAdvert) {
	a := common.Address(in.Author)
	n.mu.Lock()
	defer n.mu.Unlock()
	if old, ok := n.adverts[a]; ok && old.ad.GetSeq() >= ad.GetSeq() {
		return
	}
	e := &advertEntry{ad: ad, id: in.ID, from: in.From, expires: time.UnixMilli(ad.GetTimestampMs()).Add(time.Duration(ad.GetTtlMs()) * time.Millisecond)}
	n.adverts[a] = e
	n.offers.add(a, e)
}

// Adverts returns the live adverts this node has seen, keyed by miner.
func (n *core) Adverts() map[common.Address]*types.HardwareAdvert {
	now := n.cfg.Now()
	n.mu.Lock()
	defer n.mu.Unlock()
	out := make(map[common.Address]*types.HardwareAdvert, len(n.adverts))
	for a, e := range n.adverts {
		if now.Before(e.expires) {
			out[a] = e.ad
		}
	}
	return out
}

// schedAdvert maps a wire advert to the scheduler's view.
func schedAdvert(a common.Address, ad *types.HardwareAdvert) scheduler.Advert {
	s := scheduler.Advert{
		Miner:        a,
		CPUs:         int(ad.GetCpuCores()),
		RAMBytes:     ad.GetRamBytes(),
		DiskBytes:    ad.GetDiskFreeBytes(),
		Price:        new(big.Int).SetBytes(ad.GetPricePerJob()),
		CachedModels: ad.GetCachedModels(),
	}
	for _, g := range ad.GetGpus() {
		s.GPUs = append(s.GPUs, scheduler.GPU{Name: g.GetName(), Vendor: g.GetVendor(), VRAMBytes: g.GetVramBytes(), CCMajor: int(g.GetCcMajor()), CCMinor: int(g.GetCcMinor())})
	}
	for _, e := range ad.GetEngines() {
		s.Engines = append(s.Engines, e.GetName())
	}
	return s
}

// subnetAdverts returns the scheduler view of live adverts in a subnet.
func (n *core) subnetAdverts(subnet uint64) map[common.Address]scheduler.Advert {
	out := make(map[common.Address]scheduler.Advert)
	for a, ad := range n.Adverts() {
		if slices.Contains(ad.GetSubnets(), subnet) {
			out[a] = schedAdvert(a, ad)
		}
	}
	return out
}
