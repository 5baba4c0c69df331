package node

import (
	"slices"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/tensora/tensora/scheduler"
	"github.com/tensora/tensora/types"
)

// Standing offers (docs/protocol.md, "Standing offers"). A miner's signed
// advert is its standing offer: its price, free capacity and cached
// models, valid from its timestamp for its ttl, superseded by a higher
// seq, named by its digest. Every peer keeps the latest advert of each
// miner (core.adverts) and, for a while, the few before it (offerBook):
// a direct assignment cites the offers its client matched over, and a
// peer that recomputes the draw needs those very adverts even if a newer
// one has arrived since (a miner re-advertises whenever it fills up or
// has room again).

// offersPerMiner bounds the adverts a peer keeps per miner for
// recomputation; advertMinGap spaces a miner's capacity refreshes, so
// this covers a few seconds of a busy miner's offers.
const (
	offersPerMiner = 8
	advertMinGap   = 200 * time.Millisecond
)

// offerBook holds recent adverts by id, a few per miner, until they
// expire. It is guarded by core.mu.
type offerBook struct {
	byID    map[[32]byte]*advertEntry
	byMiner map[common.Address][][32]byte // oldest first
}

func (b *offerBook) add(a common.Address, e *advertEntry) {
	if b.byID == nil {
		b.byID = make(map[[32]byte]*advertEntry)
		b.byMiner = make(map[common.Address][][32]byte)
	}
	if _, dup := b.byID[e.id]; dup {
		return
	}
	b.byID[e.id] = e
	ids := append(b.byMiner[a], e.id)
	for len(ids) > offersPerMiner {
		delete(b.byID, ids[0])
		ids = ids[1:]
	}
	b.byMiner[a] = ids
}

// get returns the offer with id if it is held and live at now.
func (b *offerBook) get(id [32]byte, now time.Time) (*advertEntry, bool) {
	e, ok := b.byID[id]
	if !ok || !now.Before(e.expires) {
		return nil, false
	}
	return e, true
}

func (b *offerBook) gc(now time.Time) {
	for a, ids := range b.byMiner {
		kept := ids[:0]
		for _, id := range ids {
			if e := b.byID[id]; e != nil && now.Before(e.expires) {
				kept = append(kept, id)
			} else {
				delete(b.byID, id)
			}
		}
		if len(kept) == 0 {
			delete(b.byMiner, a)
		} else {
			b.byMiner[a] = kept
		}
	}
}

// freeRoom is the jobs an advert's miner said it could still take.
func freeRoom(ad *types.HardwareAdvert) int {
	l := ad.GetLoad()
	return int(l.GetMaxConcurrency()) + int(l.GetMaxQueued()) - int(l.GetRunning()) - int(l.GetQueued())
}

// offer is a fresh standing offer as the client places a job on it.
type offer struct {
	sched scheduler.Offer
	peer  peer.AddrInfo // the advert's origin and the addresses it names: where the direct stream goes
}

// freshOffers returns the live standing offers of other miners in subnet
// that have room for a job, sorted by id: the latest advert of each.
func (n *core) freshOffers(subnet uint64) []offer {
	now := n.cfg.Now()
	n.mu.Lock()
	defer n.mu.Unlock()
	var out []offer
	for a, e := range n.adverts {
		if a == n.addr || !now.Before(e.expires) || !slices.Contains(e.ad.GetSubnets(), subnet) || freeRoom(e.ad) <= 0 {
			continue
		}
		ai := peer.AddrInfo{ID: e.from}
		if infos := providerInfos([]*types.Provider{{PeerId: e.from.String(), Addrs: e.ad.GetAddrs()}}); len(infos) == 1 {
			ai = infos[0]
		}
		out = append(out, offer{sched: scheduler.Offer{ID: e.id, Advert: schedAdvert(a, e.ad)}, peer: ai})
	}
	slices.SortFunc(out, func(x, y offer) int { return cmpID(x.sched.ID, y.sched.ID) })
	return out
}

func cmpID(a, b [32]byte) int {
	for i := range a {
		if a[i] != b[i] {
			return int(a[i]) - int(b[i])
		}
	}
	return 0
}

// citedOffers returns the standing offers an assignment cites, as this
// peer holds them; ok is false if it lacks one (it saw another set, or
// the offer expired), and the draw cannot be recomputed here.
func (n *core) citedOffers(a *types.Assignment) (offers []scheduler.Offer, ok bool) {
	n.mu.Lock()
	defer n.mu.Unlock()
	for _, raw := range a.GetOffers() {
		e, held := n.offers.byID[[32]byte(raw)]
		if !held {
			return nil, false
		}
		// An offer that expired since still tells how the client drew.
		offers = append(offers, scheduler.Offer{ID: e.id, Advert: schedAdvert(common.BytesToAddress(e.ad.GetMiner()), e.ad)})
	}
	return offers, true
}

// ownOffer reports whether id names one of this miner's own adverts that
// is still live: a direct assignment drawn from anything else (an expired
// offer, or one this miner never made) is declined as stale.
func (m *miner) ownOffer(id [32]byte) bool {
	m.mu.Lock()
	defer m.mu.Unlock()
	_, ok := m.ownOffers.get(id, m.cfg.Now())
	return ok
}

// kickAdvert asks the advert loop for a fresh advert soon: the miner's
// free capacity changed. The loop sends one only when that changes
// whether the miner has room (advertLoop); each advert costs every peer
// a signature check.
func (m *miner) kickAdvert() {
	select {
	case m.advertKick <- struct{}{}:
	default:
	}
}
