package scheduler

import "github.com/ethereum/go-ethereum/common"

// Offer is a miner's standing offer: its signed advert, named by the
// advert's digest. On the fast path a client matches a job over the
// fresh offers it holds instead of bids collected in a window.
type Offer struct {
	ID     [32]byte // digest of the signed advert (types.ID)
	Advert Advert   // the advert as the matcher reads it; Advert.Price is the offered price
}

// MatchOffers ranks standing offers for job with the same filters, weight
// and seeded draw as Match: each offer counts as a bid at its advertised
// price, with the offer's ID as the bid ID, so the seed commits to the
// offer set (sha256(job ID || sorted offer IDs)). An offer without a
// price is excluded as a bid without one would be. A miner with several
// offers competes once, with its best (Match keeps one bid per miner).
func MatchOffers(job Job, offers []Offer, stake StakeView, rep ReputationView, p Params) Outcome {
	bids, adverts := OfferBids(job, offers)
	return Match(job, bids, adverts, stake, rep, p)
}

// OfferBids is the bid set and advert view MatchOffers hands to Match.
func OfferBids(job Job, offers []Offer) ([]Bid, map[common.Address]Advert) {
	bids := make([]Bid, 0, len(offers))
	adverts := make(map[common.Address]Advert, len(offers))
	for _, o := range offers {
		bids = append(bids, Bid{ID: o.ID, JobID: job.ID, Miner: o.Advert.Miner, Price: o.Advert.Price})
		adverts[o.Advert.Miner] = o.Advert
	}
	return bids, adverts
}
