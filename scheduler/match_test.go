package scheduler

import (
	"crypto/sha256"
	"math"
	"math/big"
	"math/rand/v2"
	"reflect"
	"slices"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/tensora/tensora/types/tora"
)

func TestMatchFilters(t *testing.T) {
	jobID := id(1000)
	other := id(2000)
	m1, m2 := addr(1), addr(2)
	ok := func(m common.Address) Advert { return bigBox(m) }
	type bidSpec struct {
		miner common.Address
		id    int
		price *big.Int
		job   *[32]byte // nil = jobID
	}
	tests := []struct {
		name     string
		spec     string
		maxFee   *big.Int
		minStake *big.Int
		bids     []bidSpec
		adverts  []Advert
		stake    stakes // nil = every miner stakes 1 TORA
		ranked   []int  // bid ids ranked, any order
		excluded map[int][]ReasonCode
	}{
		// One good bid wins.
		{name: "single", maxFee: wei(100), bids: []bidSpec{{m1, 1, wei(50), nil}}, adverts: []Advert{ok(m1)}, ranked: []int{1}},
		// A price above the max fee is excluded.
		{name: "above max fee", maxFee: wei(100), bids: []bidSpec{{m1, 1, wei(101), nil}}, adverts: []Advert{ok(m1)},
			excluded: map[int][]ReasonCode{1: {ReasonPrice}}},
		// A price equal to the max fee is allowed.
		{name: "at max fee", maxFee: wei(100), bids: []bidSpec{{m1, 1, wei(100), nil}}, adverts: []Advert{ok(m1)}, ranked: []int{1}},
		// No max fee means no cap.
		{name: "no cap", bids: []bidSpec{{m1, 1, tora.Whole(1000), nil}}, adverts: []Advert{ok(m1)}, ranked: []int{1}},
		// The bid's price counts, not the advert's.
		{name: "bid under advert price", maxFee: wei(5), bids: []bidSpec{{m1, 1, wei(5), nil}}, adverts: []Advert{ok(m1)}, ranked: []int{1}},
		// A bid without a price is invalid.
		{name: "nil price", maxFee: wei(100), bids: []bidSpec{{m1, 1, nil, nil}}, adverts: []Advert{ok(m1)},
			excluded: map[int][]ReasonCode{1: {ReasonInvalidBid}}},
		// A negative price is invalid.
		{name: "negative price", maxFee: wei(100), bids: []bidSpec{{m1, 1, wei(-5), nil}}, adverts: []Advert{ok(m1)},
			excluded: map[int][]ReasonCode{1: {ReasonInvalidBid}}},
		// A miner without an advert is excluded.
		{name: "no advert", maxFee: wei(100), bids: []bidSpec{{m1, 1, wei(1), nil}},
			excluded: map[int][]ReasonCode{1: {ReasonNoAdvert}}},
		// An advert that fails the spec is excluded with its reasons.
		{name: "spec", spec: "128cpu,8vram", maxFee: wei(100), bids: []bidSpec{{m1, 1, wei(1), nil}},
			adverts: []Advert{{Miner: m1, CPUs: 8}}, excluded: map[int][]ReasonCode{1: {ReasonCPU, ReasonGPU}}},
		// Stake below the minimum is excluded.
		{name: "stake", maxFee: wei(100), minStake: tora.Whole(2), bids: []bidSpec{{m1, 1, wei(1), nil}}, adverts: []Advert{ok(m1)},
			excluded: map[int][]ReasonCode{1: {ReasonStake}}},
		// No stake at all is zero stake.
		{name: "no stake", maxFee: wei(100), minStake: wei(1), bids: []bidSpec{{m1, 1, wei(1), nil}}, adverts: []Advert{ok(m1)},
			stake: stakes{}, excluded: map[int][]ReasonCode{1: {ReasonStake}}},
		// Zero stake passes a zero minimum.
		{name: "zero min stake", maxFee: wei(100), bids: []bidSpec{{m1, 1, wei(1), nil}}, adverts: []Advert{ok(m1)},
			stake: stakes{}, ranked: []int{1}},
		// A bid for another job is excluded.
		{name: "wrong job", maxFee: wei(100), bids: []bidSpec{{m1, 1, wei(1), &other}}, adverts: []Advert{ok(m1)},
			excluded: map[int][]ReasonCode{1: {ReasonWrongJob}}},
		// Two bids from one miner: the cheaper stays, the other is a duplicate.
		{name: "duplicate, cheaper wins", maxFee: wei(100), bids: []bidSpec{{m1, 1, wei(9), nil}, {m1, 2, wei(8), nil}},
			adverts: []Advert{ok(m1)}, ranked: []int{2}, excluded: map[int][]ReasonCode{1: {ReasonDuplicateBid}}},
		// Equal prices: the smaller bid ID stays.
		{name: "duplicate, smaller id wins", maxFee: wei(100), bids: []bidSpec{{m1, 4, wei(8), nil}, {m1, 3, wei(8), nil}},
			adverts: []Advert{ok(m1)}, ranked: []int{3}, excluded: map[int][]ReasonCode{4: {ReasonDuplicateBid}}},
		// A valid bid beats a cheaper-looking invalid one.
		{name: "duplicate, valid beats nil", maxFee: wei(100), bids: []bidSpec{{m1, 1, nil, nil}, {m1, 2, wei(8), nil}},
			adverts: []Advert{ok(m1)}, ranked: []int{2}, excluded: map[int][]ReasonCode{1: {ReasonDuplicateBid}}},
		// The kept bid is still checked: over the cap, so both are out.
		{name: "duplicate, kept bid too dear", maxFee: wei(5), bids: []bidSpec{{m1, 1, wei(9), nil}, {m1, 2, wei(8), nil}},
			adverts: []Advert{ok(m1)}, excluded: map[int][]ReasonCode{1: {ReasonDuplicateBid}, 2: {ReasonPrice}}},
		// The same signed bid gossiped twice counts once.
		{name: "same bid twice", maxFee: wei(100), bids: []bidSpec{{m1, 1, wei(8), nil}, {m1, 1, wei(8), nil}},
			adverts: []Advert{ok(m1)}, ranked: []int{1}},
		// Exclusions of one miner do not affect another.
		{name: "mixed", maxFee: wei(100), bids: []bidSpec{{m1, 1, wei(500), nil}, {m2, 2, wei(50), nil}},
			adverts: []Advert{ok(m1), ok(m2)}, ranked: []int{2}, excluded: map[int][]ReasonCode{1: {ReasonPrice}}},
		// Every reason for one bid is reported.
		{name: "all reasons", maxFee: wei(1), minStake: tora.Whole(5), bids: []bidSpec{{m1, 1, wei(2), nil}},
			excluded: map[int][]ReasonCode{1: {ReasonPrice, ReasonNoAdvert, ReasonStake}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			job := Job{ID: jobID, Spec: mustSpec(tt.spec), MaxFee: tt.maxFee}
			var bids []Bid
			for _, b := range tt.bids {
				j := jobID
				if b.job != nil {
					j = *b.job
				}
				bids = append(bids, Bid{ID: id(b.id), JobID: j, Miner: b.miner, Price: b.price})
			}
			ads := map[common.Address]Advert{}
			for _, a := range tt.adverts {
				ads[a.Miner] = a
			}
			st := tt.stake
			if st == nil {
				st = stakes{m1: tora.Whole(1), m2: tora.Whole(1)}
			}
			out := Match(job, bids, ads, st, nil, Params{MinStake: tt.minStake})
			var ranked []int
			for _, c := range out.Ranked {
				ranked = append(ranked, idIndex(c.BidID))
				if !(c.Weight > 0) {
					t.Errorf("candidate %x weight %v", c.BidID[:4], c.Weight)
				}
			}
			if !sameSet(ranked, tt.ranked) {
				t.Errorf("ranked bids %v, want %v", ranked, tt.ranked)
			}
			gotEx := map[int][]ReasonCode{}
			for _, ex := range out.Excluded {
				gotEx[idIndex(ex.BidID)] = codes(ex.Reasons)
			}
			if len(gotEx) != len(tt.excluded) {
				t.Errorf("excluded %v, want %v", gotEx, tt.excluded)
			}
			for k, want := range tt.excluded {
				if !slices.Equal(gotEx[k], want) {
					t.Errorf("bid %d excluded for %v, want %v", k, gotEx[k], want)
				}
			}
		})
	}
}

// idIndex inverts id.
func idIndex(b [32]byte) int { return int(b[31]) + int(b[30])<<8 + int(b[29])<<16 - 1 }

func sameSet(a, b []int) bool {
	a, b = slices.Clone(a), slices.Clone(b)
	slices.Sort(a)
	slices.Sort(b)
	return slices.Equal(a, b)
}

// market builds n bids from n miners with varied prices, stakes,
// reputations and hardware, some excluded, plus duplicates and a wrong-job bid.
func market(r *rand.Rand, jobID [32]byte, n int) ([]Bid, map[common.Address]Advert, stakes, reps) {
	bids := make([]Bid, 0, n+n/10+1)
	ads := make(map[common.Address]Advert, n)
	st := make(stakes, n)
	rp := make(reps, n)
	for i := range n {
		m := addr(i)
		ad := bigBox(m)
		if i%7 == 3 {
			ad.GPUs = nil // fails GPU specs
		}
		if i%5 == 1 {
			ad.CachedModels = []string{"bafymodel"}
		}
		if i%11 != 4 {
			ads[m] = ad
		}
		st[m] = tora.Whole(1 + r.Int64N(20))
		rp[m] = r.Float64()
		bids = append(bids, Bid{ID: randID(r), JobID: jobID, Miner: m, Price: wei(1 + r.Int64N(120))})
		if i%10 == 0 {
			bids = append(bids, Bid{ID: randID(r), JobID: jobID, Miner: m, Price: wei(1 + r.Int64N(120))})
		}
		if i%13 == 0 {
			dup := bids[len(bids)-1] // the same signed bid, gossiped twice
			dup.Price = new(big.Int).Set(dup.Price)
			bids = append(bids, dup)
		}
	}
	bids = append(bids, Bid{ID: randID(r), JobID: id(99999), Miner: addr(0), Price: wei(1)})
	return bids, ads, st, rp
}

func randID(r *rand.Rand) [32]byte {
	var b [32]byte
	for i := 0; i < 32; i += 8 {
		v := r.Uint64()
		for j := range 8 {
			b[i+j] = byte(v >> (8 * j))
		}
	}
	return b
}

func testJob(jobID [32]byte) Job {
	return Job{ID: jobID, Spec: mustSpec("4cpu,8ram,8vram,gpu"), MaxFee: wei(100), ModelCID: "bafymodel"}
}

func TestMatchPermutationInvariant(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for _, n := range []int{1, 2, 5, 50, 300} {
		jobID := randID(r)
		bids, ads, st, rp := market(r, jobID, n)
		job := testJob(jobID)
		p := Params{MinStake: tora.Whole(2)}
		want := Match(job, bids, ads, st, rp, p)
		if n >= 50 && (len(want.Ranked) == 0 || len(want.Excluded) == 0) {
			t.Fatalf("n=%d: market too uniform: %d ranked, %d excluded", n, len(want.Ranked), len(want.Excluded))
		}
		for range 30 {
			shuffled := slices.Clone(bids)
			r.Shuffle(len(shuffled), func(i, j int) { shuffled[i], shuffled[j] = shuffled[j], shuffled[i] })
			got := Match(job, shuffled, ads, st, rp, p)
			if !reflect.DeepEqual(got, want) {
				t.Fatalf("n=%d: outcome depends on bid order", n)
			}
		}
	}
}

func TestMatchPriceAboveMaxFeeNeverWins(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for trial := range 200 {
		jobID := randID(r)
		bids, ads, st, rp := market(r, jobID, 20)
		job := testJob(jobID)
		for i := range bids {
			if i == 0 || r.IntN(3) == 0 {
				bids[i].Price = wei(101 + r.Int64N(100)) // just above the cap
				st[bids[i].Miner] = tora.Whole(1000)     // and otherwise favoured
			}
		}
		out := Match(job, bids, ads, st, rp, Params{})
		for _, c := range out.Ranked {
			if c.Price.Cmp(job.MaxFee) > 0 {
				t.Fatalf("trial %d: ranked a bid at %v above max fee %v", trial, c.Price, job.MaxFee)
			}
		}
		var above int
		for _, b := range bids {
			if b.Price.Cmp(job.MaxFee) > 0 {
				above++
			}
		}
		if above == 0 {
			t.Fatalf("trial %d: no bid above max fee to test", trial)
		}
	}
}

func TestMatchEveryBidAccountedFor(t *testing.T) {
	// Each distinct bid is ranked or excluded; copies of a kept bid are not
	// listed twice.
	r := rand.New(rand.NewPCG(5, 6))
	jobID := randID(r)
	bids, ads, st, rp := market(r, jobID, 200)
	out := Match(testJob(jobID), bids, ads, st, rp, Params{MinStake: tora.Whole(3)})
	distinct := map[[32]byte]bool{}
	for _, b := range bids {
		distinct[b.ID] = true
	}
	if got := len(out.Ranked) + len(out.Excluded); got != len(distinct) {
		t.Fatalf("%d ranked + %d excluded != %d distinct bids", len(out.Ranked), len(out.Excluded), len(distinct))
	}
	seen := map[common.Address]bool{}
	for _, c := range out.Ranked {
		if seen[c.Miner] {
			t.Fatalf("miner %s ranked twice", c.Miner)
		}
		seen[c.Miner] = true
	}
	if !slices.IsSortedFunc(out.Excluded, cmpExclusion) {
		t.Fatal("exclusions not sorted")
	}
}

// win counts how often each miner wins over many job IDs.
func winShares(t *testing.T, trials int, ads map[common.Address]Advert, st StakeView, rp ReputationView, price func(common.Address) *big.Int) map[common.Address]int {
	t.Helper()
	wins := map[common.Address]int{}
	for i := range trials {
		jobID := id(1_000_000 + i)
		var bids []Bid
		for m := range ads {
			bids = append(bids, Bid{ID: sha(jobID, m), JobID: jobID, Miner: m, Price: price(m)})
		}
		out := Match(Job{ID: jobID, MaxFee: wei(100)}, bids, ads, st, rp, Params{MinStake: tora.Whole(1)})
		w, ok := out.Winner()
		if !ok {
			t.Fatalf("job %d: no winner", i)
		}
		wins[w.Miner]++
	}
	return wins
}

func sha(jobID [32]byte, m common.Address) [32]byte {
	var b [32]byte
	copy(b[:], m[:])
	for i := range b {
		b[i] ^= jobID[i]
	}
	return b
}

func TestMatchStakeWeightsMatter(t *testing.T) {
	// 4× stake should win about 4/5 of the time against 1×; if stake were
	// ignored it would be 1/2.
	heavy, light := addr(1), addr(2)
	ads := map[common.Address]Advert{heavy: bigBox(heavy), light: bigBox(light)}
	st := stakes{heavy: tora.Whole(4), light: tora.Whole(1)}
	const trials = 4000
	wins := winShares(t, trials, ads, st, nil, func(common.Address) *big.Int { return wei(50) })
	share := float64(wins[heavy]) / trials
	if share < 0.75 || share > 0.85 {
		t.Fatalf("4x stake won %.3f of jobs, want about 0.8", share)
	}
}

func TestMatchWeightsProportional(t *testing.T) {
	// Four miners with weights 1:2:3:4 (via reputation) win in that proportion.
	ads := map[common.Address]Advert{}
	rp := reps{}
	for i := range 4 {
		ads[addr(i)] = bigBox(addr(i))
		rp[addr(i)] = 0.25 * float64(i+1)
	}
	st := stakes{addr(0): tora.Whole(1), addr(1): tora.Whole(1), addr(2): tora.Whole(1), addr(3): tora.Whole(1)}
	const trials = 6000
	wins := winShares(t, trials, ads, st, rp, func(common.Address) *big.Int { return wei(50) })
	for i := range 4 {
		want := float64(i+1) / 10
		got := float64(wins[addr(i)]) / trials
		if math.Abs(got-want) > 0.03 {
			t.Errorf("weight %d: won %.3f, want %.2f±0.03", i+1, got, want)
		}
	}
}

func TestMatchCheaperAndCachedWinMore(t *testing.T) {
	a, b := addr(1), addr(2)
	ads := map[common.Address]Advert{a: bigBox(a), b: bigBox(b)}
	st := stakes{a: tora.Whole(1), b: tora.Whole(1)}
	const trials = 3000
	// Price 0 gives factor 2, price = max fee gives 1: a should win ~2/3.
	wins := winShares(t, trials, ads, st, nil, func(m common.Address) *big.Int {
		if m == a {
			return wei(0)
		}
		return wei(100)
	})
	if share := float64(wins[a]) / trials; share < 0.61 || share > 0.72 {
		t.Errorf("cheaper miner won %.3f, want about 0.67", share)
	}
}

func TestMatchCacheBonus(t *testing.T) {
	a, b := addr(1), addr(2)
	adA := bigBox(a)
	adA.CachedModels = []string{"bafymodel"}
	ads := map[common.Address]Advert{a: adA, b: bigBox(b)}
	jobID := id(7)
	bids := []Bid{{ID: id(1), JobID: jobID, Miner: a, Price: wei(50)}, {ID: id(2), JobID: jobID, Miner: b, Price: wei(50)}}
	for _, tt := range []struct {
		bonus, want float64
	}{
		{0, DefaultCacheBonus}, // default
		{1.5, 1.5},             // as set
		{1, 1},                 // disabled
		{10, MaxCacheBonus},    // clamped
	} {
		out := Match(Job{ID: jobID, ModelCID: "bafymodel", MaxFee: wei(100)}, bids, ads, stakes{a: tora.Whole(1), b: tora.Whole(1)}, nil, Params{CacheBonus: tt.bonus})
		var wa, wb float64
		for _, c := range out.Ranked {
			if c.Miner == a {
				wa = c.Weight
			} else {
				wb = c.Weight
			}
		}
		if wb == 0 || math.Abs(wa/wb-tt.want) > 1e-12 {
			t.Errorf("CacheBonus %v: weight ratio %v, want %v", tt.bonus, wa/wb, tt.want)
		}
	}
}

func TestMatchWeightFormula(t *testing.T) {
	m := addr(1)
	jobID := id(7)
	ads := map[common.Address]Advert{m: bigBox(m)}
	bid := []Bid{{ID: id(1), JobID: jobID, Miner: m, Price: wei(25)}}
	job := Job{ID: jobID, MaxFee: wei(100)}
	tests := []struct {
		stake *big.Int
		rep   float64
		p     Params
		want  float64
	}{
		// stake 3× min, rep 0.5, price factor 1.75.
		{tora.Whole(3), 0.5, Params{MinStake: tora.Whole(1)}, 3 * 0.5 * 1.75},
		// Stake is capped at DefaultStakeCap.
		{tora.Whole(1000), 1, Params{MinStake: tora.Whole(1)}, DefaultStakeCap * 1.75},
		// A custom cap.
		{tora.Whole(1000), 1, Params{MinStake: tora.Whole(1), StakeCap: 2}, 2 * 1.75},
		// Reputation is floored.
		{tora.Whole(1), 0, Params{MinStake: tora.Whole(1)}, DefaultReputationFloor * 1.75},
		// NaN reputation counts as the floor.
		{tora.Whole(1), math.NaN(), Params{MinStake: tora.Whole(1)}, DefaultReputationFloor * 1.75},
		// Reputation above 1 is clamped.
		{tora.Whole(1), 7, Params{MinStake: tora.Whole(1)}, 1.75},
		// MinStake 0: the stake unit is 1 TORA.
		{tora.Whole(2), 1, Params{}, 2 * 1.75},
		// MinStake 0 with a custom unit.
		{tora.Whole(2), 1, Params{StakeUnit: tora.Whole(4)}, 0.5 * 1.75},
		// Zero stake with MinStake 0 gets the stake floor, not zero.
		{nil, 1, Params{}, StakeFactorFloor * 1.75},
	}
	for i, tt := range tests {
		out := Match(job, bid, ads, stakes{m: tt.stake}, reps{m: tt.rep}, tt.p)
		if len(out.Ranked) != 1 || math.Abs(out.Ranked[0].Weight-tt.want) > 1e-12 {
			t.Errorf("case %d: outcome %+v, want weight %v", i, out.Ranked, tt.want)
		}
	}
}

func TestSeed(t *testing.T) {
	jobID := id(1)
	bids := []Bid{{ID: id(1)}, {ID: id(2)}, {ID: id(3)}}
	base := Seed(jobID, bids)
	// Order and repeated IDs do not matter.
	if Seed(jobID, []Bid{bids[2], bids[0], bids[1], bids[0]}) != base {
		t.Error("seed depends on order or duplicates")
	}
	// Adding, removing or changing a bid changes the seed.
	for name, other := range map[string][]Bid{
		"added":   append(slices.Clone(bids), Bid{ID: id(4)}),
		"removed": bids[:2],
		"changed": {{ID: id(1)}, {ID: id(2)}, {ID: id(5)}},
		"none":    nil,
	} {
		if Seed(jobID, other) == base {
			t.Errorf("%s bid set: same seed", name)
		}
	}
	// The job ID is part of the seed.
	if Seed(id(2), bids) == base {
		t.Error("seed ignores the job ID")
	}
	// The formula, written out: sha256(jobID || sorted unique bid IDs).
	var buf []byte
	for _, b := range [][32]byte{jobID, id(1), id(2), id(3)} {
		buf = append(buf, b[:]...)
	}
	if sha256.Sum256(buf) != base {
		t.Error("seed is not sha256(job.ID || sorted bid IDs)")
	}
}

func TestMatchEmpty(t *testing.T) {
	out := Match(Job{ID: id(1)}, nil, nil, nil, nil, Params{})
	if _, ok := out.Winner(); ok || len(out.Excluded) != 0 || out.Seed != Seed(id(1), nil) {
		t.Fatalf("empty match: %+v", out)
	}
}

func TestMatchReasonsAgreeWithEligible(t *testing.T) {
	// For a miner with an advert and enough stake, Match's reasons are
	// Eligible's with the bid's price in place of the advertised one.
	r := rand.New(rand.NewPCG(13, 14))
	jobID := randID(r)
	job := testJob(jobID)
	for i := range 500 {
		m := addr(i)
		ad := randomAdvert(r, m)
		bid := Bid{ID: id(i), JobID: jobID, Miner: m, Price: wei(r.Int64N(150))}
		out := Match(job, []Bid{bid}, map[common.Address]Advert{m: ad}, nil, nil, Params{})
		ad.Price = bid.Price
		want := Eligible(job, ad)
		var got []Reason
		if len(out.Excluded) == 1 {
			got = out.Excluded[0].Reasons
		}
		if !reflect.DeepEqual(got, want) || (len(want) == 0) != (len(out.Ranked) == 1) {
			t.Fatalf("advert %+v: Match reasons %v, Eligible %v", ad, got, want)
		}
	}
}

func TestFitsAgreesWithHardware(t *testing.T) {
	// fits is the allocation-free check Match runs on every miner; it must
	// say yes exactly when hardware finds no reason.
	r := rand.New(rand.NewPCG(15, 16))
	specs := []string{"", "4cpu,8ram,8vram,gpu", "gpus=2,16vram", "gpu=h100,cc>=9.0", "gpus=3,gpu=nvidia,cc>=8.6,20vram",
		"engine=onnx", "disk=100,engine=vllm", "cc>=7.5", "64cpu,256ram,gpus=4,80vram"}
	for _, sp := range specs {
		job := Job{Spec: mustSpec(sp), Engine: []string{"", "onnx", "vllm"}[r.IntN(3)]}
		n := newNeeds(job)
		for range 2000 {
			ad := randomAdvert(r, addr(1))
			if got, want := n.fits(&ad), len(n.hardware(&ad, nil)) == 0; got != want {
				t.Fatalf("spec %q, advert %+v: fits %v, hardware reasons %v", sp, ad, got, n.hardware(&ad, nil))
			}
		}
	}
}

func randomAdvert(r *rand.Rand, m common.Address) Advert {
	models := []GPU{
		{Name: "NVIDIA H100 80GB HBM3", Vendor: "NVIDIA", VRAMBytes: 80 * gb, CCMajor: 9},
		{Name: "NVIDIA GeForce RTX 3090", Vendor: "NVIDIA", VRAMBytes: 24 * gb, CCMajor: 8, CCMinor: 6},
		{Name: "Tesla T4", Vendor: "NVIDIA", VRAMBytes: 16 * gb, CCMajor: 7, CCMinor: 5},
		{Name: "Radeon RX 7900", Vendor: "AMD", VRAMBytes: 20 * gb},
		{Name: "H100 cut-down", VRAMBytes: 4 * gb, CCMajor: 9},
	}
	ad := Advert{Miner: m, CPUs: r.IntN(80), RAMBytes: uint64(r.IntN(300)) * gb, DiskBytes: uint64(r.IntN(200)) * gb}
	for range r.IntN(5) {
		ad.GPUs = append(ad.GPUs, models[r.IntN(len(models))])
	}
	for _, e := range []string{"onnx", "vllm"} {
		if r.IntN(2) == 0 {
			ad.Engines = append(ad.Engines, e)
		}
	}
	return ad
}
