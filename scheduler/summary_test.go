package scheduler

import (
	"math/big"
	"reflect"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/tensora/tensora/types/tora"
)

func TestExplain(t *testing.T) {
	small := func(i int) Advert {
		return Advert{Miner: addr(i), CPUs: 8, RAMBytes: 32 * gb, GPUs: []GPU{{Name: "T4", VRAMBytes: 4 * gb}}, Price: wei(10)}
	}
	dear := func(i int) Advert { a := bigBox(addr(i)); a.Price = wei(1000); return a }
	good := func(i int) Advert { return bigBox(addr(i)) }
	job := Job{Spec: mustSpec("8vram,gpu"), MaxFee: wei(100)}
	var ads []Advert
	for i := range 9 {
		ads = append(ads, small(i))
	}
	ads = append(ads, dear(9), dear(10), dear(11))

	tests := []struct {
		ads  []Advert
		want string
	}{
		// The example from the brief.
		{ads, "12 miners: 9 lack 8 GB VRAM, 3 above max fee"},
		// Eligible miners are counted first.
		{append(ads[:1:1], good(20)), "2 miners: 1 eligible, 1 lacks 8 GB VRAM"},
		// All eligible.
		{[]Advert{good(1), good(2)}, "2 miners: 2 eligible"},
		// Nobody known.
		{nil, "0 miners"},
		// Ties are broken by code: price sorts before vram.
		{[]Advert{small(1), dear(2)}, "2 miners: 1 above max fee, 1 lacks 8 GB VRAM"},
		// A miner with no GPU lacks a GPU, singular.
		{[]Advert{{Miner: addr(1)}}, "1 miner: 1 lacks a GPU"},
	}
	for _, tt := range tests {
		got := Explain(job, tt.ads)
		if got.String() != tt.want {
			t.Errorf("Explain = %q, want %q", got.String(), tt.want)
		}
		// Order of adverts does not matter.
		rev := make([]Advert, len(tt.ads))
		for i := range tt.ads {
			rev[len(rev)-1-i] = tt.ads[i]
		}
		if again := Explain(job, rev).String(); again != got.String() {
			t.Errorf("Explain depends on order: %q vs %q", again, got.String())
		}
	}
}

func TestOutcomeSummary(t *testing.T) {
	jobID := id(1)
	job := Job{ID: jobID, Spec: mustSpec("8vram"), MaxFee: wei(100)}
	ads := map[common.Address]Advert{}
	st := stakes{}
	var bids []Bid
	add := func(i int, ad Advert, price *big.Int) {
		m := addr(i)
		ad.Miner = m
		ads[m] = ad
		st[m] = tora.Whole(1)
		bids = append(bids, Bid{ID: id(i), JobID: jobID, Miner: m, Price: price})
	}
	for i := range 4 {
		add(i, Advert{GPUs: []GPU{{VRAMBytes: 4 * gb}}}, wei(50)) // too little VRAM
	}
	add(4, bigBox(addr(4)), wei(500))                          // too dear
	add(5, Advert{GPUs: []GPU{{VRAMBytes: 4 * gb}}}, wei(500)) // both
	add(6, bigBox(addr(6)), wei(50))                           // eligible
	// Miner 6 also sent a worse bid: counted under duplicate-bid, not twice as a miner.
	bids = append(bids, Bid{ID: id(100), JobID: jobID, Miner: addr(6), Price: wei(60)})
	out := Match(job, bids, ads, st, nil, Params{MinStake: tora.Whole(1)})
	got := out.Summary()
	want := "7 miners: 1 eligible, 5 lack 8 GB VRAM, 2 above max fee, 1 sent duplicate bids"
	if got.String() != want {
		t.Fatalf("Summary = %q, want %q", got.String(), want)
	}
	if got.Miners != 7 || got.Eligible != 1 || len(got.Reasons) != 3 || got.Reasons[0] != (ReasonCount{ReasonVRAM, "8 GB VRAM", 5}) {
		t.Fatalf("Summary = %+v", got)
	}
}

func TestExplainAgreesWithEligible(t *testing.T) {
	job := Job{Spec: mustSpec("4cpu,gpus=2"), MaxFee: wei(5)}
	ads := []Advert{
		{CPUs: 8, GPUs: []GPU{h100, h100}, Price: wei(1)}, // eligible
		{CPUs: 2, GPUs: []GPU{h100}, Price: wei(9)},       // cpu, gpus, price
		{CPUs: 2}, // cpu, gpus
	}
	s := Explain(job, ads)
	want := Summary{Miners: 3, Eligible: 1, Reasons: []ReasonCount{
		{ReasonCPU, "4 CPUs", 2}, {ReasonGPUs, "2 GPUs", 2}, {ReasonPrice, "max fee", 1},
	}}
	if !reflect.DeepEqual(s, want) {
		t.Fatalf("Explain = %+v, want %+v", s, want)
	}
	if got := s.String(); got != "3 miners: 1 eligible, 2 lack 4 CPUs, 2 lack 2 GPUs, 1 above max fee" {
		t.Fatalf("String = %q", got)
	}
}
