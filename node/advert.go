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
func (n *Node) buildAdvert() *types.HardwareAdvert {
	n.mu.Lock()
	n.advertSeq++
	seq := n.advertSeq
	running := n.running
	n.mu.Unlock()
	ad := &types.HardwareAdvert{
		Seq:            seq,
		TimestampMs:    n.cfg.Now().UnixMilli(),
		Subnets:        slices.Clone(n.cfg.Subnets),
		CpuCores:       uint32(n.hw.CPU.Cores),
		CpuModel:       n.hw.CPU.Model,
		RamBytes:       n.hw.RAMBytes,
		DiskFreeBytes:  n.hw.DiskFreeBytes,
		PricePerJob:    types.Amount(n.cfg.Price),
		PricePerSecond: types.Amount(n.cfg.PricePerSecond),
		Load: &types.Load{
			Running:        uint32(running),
			MaxConcurrency: uint32(n.cfg.MaxConcurrency),
		},
		TtlMs:        n.cfg.AdvertTTL.Milliseconds(),
		CachedModels: n.CachedModels(),
	}
	for _, e := range n.cfg.Engines {
		ad.Engines = append(ad.Engines, &types.EngineInfo{Name: e.GetName(), Version: e.GetVersion()})
	}
	if l, err := n.loadAdvert.Sample(); err == nil {
		ad.Load.CpuPercent = uint32(l.CPUPercent)
		ad.Load.MemUsedBytes = l.MemUsedBytes
	}
	for _, g := range n.hw.GPUs {
		ad.Gpus = append(ad.Gpus, &types.GPU{
			Name: g.Name, Vendor: g.Vendor, Uuid: g.UUID, Driver: g.Driver,
			VramBytes: g.VRAMBytes, CcMajor: uint32(g.CCMajor), CcMinor: uint32(g.CCMinor), Declared: g.Declared,
		})
	}
	return ad
}

func (n *Node) publishAdvert(ctx context.Context) error {
	return n.publish(ctx, types.AdvertsTopic, n.buildAdvert())
}

// advertLoop re-publishes the advert periodically, and sooner when the
// miner's load changes (AdvertNow).
func (n *Node) advertLoop() {
	defer n.wg.Done()
	t := time.NewTicker(n.cfg.AdvertInterval)
	defer t.Stop()
	for {
		select {
		case <-n.ctx.Done():
			return
		case <-t.C:
			if err := n.publishAdvert(n.ctx); err != nil && n.ctx.Err() == nil {
				n.log.Warn("advert not published", "err", err)
			}
		}
	}
}

// advertOnJoin re-publishes the advert soon after a peer joins the adverts
// topic (at most every 2 s), so a light client that just connected learns the
// fleet in about a second instead of waiting for the periodic advert.
func (n *Node) advertOnJoin(t interface {
	EventHandler(...pubsub.TopicEventHandlerOpt) (*pubsub.TopicEventHandler, error)
}) error {
	h, err := t.EventHandler()
	if err != nil {
		return fmt.Errorf("advert topic events: %w", err)
	}
	n.wg.Add(1)
	go func() {
		defer n.wg.Done()
		defer h.Cancel()
		var last time.Time
		for {
			ev, err := h.NextPeerEvent(n.ctx)
			if err != nil {
				return
			}
			if ev.Type != pubsub.PeerJoin || time.Since(last) < 2*time.Second {
				continue
			}
			last = time.Now()
			// Give the newcomer's mesh a moment to include us.
			if sleepCtx(n.ctx, 200*time.Millisecond) != nil {
				return
			}
			if err := n.publishAdvert(n.ctx); err != nil && n.ctx.Err() == nil {
				n.log.Debug("advert on join not published", "err", err)
			}
		}
	}()
	return nil
}

// AdvertNow publishes a fresh advert at once (after a change of load or
// cached models).
func (n *Node) AdvertNow(ctx context.Context) error { return n.publishAdvert(ctx) }

func (n *Node) onAdvert(in *p2p.Incoming, ad *types.HardwareAdvert) {
	a := common.Address(in.Author)
	n.mu.Lock()
	defer n.mu.Unlock()
	if old, ok := n.adverts[a]; ok && old.ad.GetSeq() >= ad.GetSeq() {
		return
	}
	n.adverts[a] = &advertEntry{ad: ad, from: in.From, expires: time.UnixMilli(ad.GetTimestampMs()).Add(time.Duration(ad.GetTtlMs()) * time.Millisecond)}
}

// Adverts returns the live adverts this node has seen, keyed by miner.
func (n *Node) Adverts() map[common.Address]*types.HardwareAdvert {
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
func (n *Node) subnetAdverts(subnet uint64) map[common.Address]scheduler.Advert {
	out := make(map[common.Address]scheduler.Advert)
	for a, ad := range n.Adverts() {
		if slices.Contains(ad.GetSubnets(), subnet) {
			out[a] = schedAdvert(a, ad)
		}
	}
	return out
}
