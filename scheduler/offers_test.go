package scheduler

import (
	"math/big"
	"testing"
)

// TestMatchOffersIsMatch: matching standing offers is matching bids at the
// offered prices with the offer ids as bid ids, whatever order the offers
// come in, so any peer holding the cited offers recomputes the draw.
func TestMatchOffersIsMatch(t *testing.T) {
	job := Job{ID: id(7), Spec: mustSpec("4cpu"), MaxFee: wei(100)}
	var offers []Offer
	for i := range 6 {
		ad := bigBox(addr(i))
		ad.Price = wei(int64(10 + i))
		offers = append(offers, Offer{ID: id(100 + i), Advert: ad})
	}
	// Row 5 is priced above the max fee: excluded, as its bid would be.
	offers[5].Advert.Price = wei(1000)
	st := stakes{}
	for i := range 6 {
		st[addr(i)] = new(big.Int).Mul(big.NewInt(int64(i+1)), big.NewInt(1e18))
	}
	got := MatchOffers(job, offers, st, reps{}, Params{})
	bids, ads := OfferBids(job, offers)
	want := Match(job, bids, ads, st, reps{}, Params{})
	if got.Seed != want.Seed || len(got.Ranked) != len(want.Ranked) {
		t.Fatalf("seed/ranking differ: %x/%d vs %x/%d", got.Seed, len(got.Ranked), want.Seed, len(want.Ranked))
	}
	if got.Seed != Seed(job.ID, bids) {
		t.Fatal("the seed does not commit to the offer ids")
	}
	if len(got.Ranked) != 5 || len(got.Excluded) != 1 || got.Excluded[0].Miner != addr(5) {
		t.Fatalf("ranked %d, excluded %+v: want the over-priced offer excluded", len(got.Ranked), got.Excluded)
	}
	// Reversed order, same outcome.
	rev := make([]Offer, len(offers))
	for i, o := range offers {
		rev[len(offers)-1-i] = o
	}
	again := MatchOffers(job, rev, st, reps{}, Params{})
	for i := range got.Ranked {
		if got.Ranked[i].Miner != again.Ranked[i].Miner || got.Ranked[i].BidID != again.Ranked[i].BidID {
			t.Fatalf("rank %d differs with the offers reversed", i)
		}
	}
	// Another offer set (one offer re-advertised): another seed.
	offers[0].ID = id(200)
	if MatchOffers(job, offers, st, reps{}, Params{}).Seed == got.Seed {
		t.Fatal("a different offer set drew with the same seed")
	}
}
