package scheduler

import (
	"math"
	"math/big"
	"slices"
	"strings"
	"testing"
)

func TestEligible(t *testing.T) {
	m := addr(1)
	small := Advert{Miner: m, CPUs: 2, RAMBytes: 4 * gb, DiskBytes: 10 * gb, Engines: []string{"onnx"}}
	rtx := GPU{Name: "NVIDIA GeForce RTX 3090", Vendor: "NVIDIA", VRAMBytes: 24 * gb, CCMajor: 8, CCMinor: 6}
	t4 := GPU{Name: "Tesla T4", Vendor: "NVIDIA", VRAMBytes: 16 * gb, CCMajor: 7, CCMinor: 5}
	fakeH100 := GPU{Name: "H100 (cut down)", VRAMBytes: 4 * gb, CCMajor: 9}
	withGPUs := func(ad Advert, gs ...GPU) Advert { ad.GPUs = gs; return ad }
	withPrice := func(ad Advert, p *big.Int) Advert { ad.Price = p; return ad }

	tests := []struct {
		spec    string
		engine  string // Job.Engine
		maxFee  *big.Int
		ad      Advert
		want    []ReasonCode
		details []string // substrings of the details, in order; optional
	}{
		// No constraints: anyone is eligible.
		{"", "", nil, small, nil, nil},
		// Exactly meeting every amount is enough.
		{"2cpu,4ram,10disk,engine=onnx", "", nil, small, nil, nil},
		// Too few CPUs.
		{"4cpu", "", nil, small, []ReasonCode{ReasonCPU}, []string{"has 2 CPUs, job needs 4"}},
		// Too little RAM.
		{"8ram", "", nil, small, []ReasonCode{ReasonRAM}, []string{"has 4 GB RAM, job needs 8 GB"}},
		// One byte short still fails, and reads as short.
		{"4ram", "", nil, Advert{RAMBytes: 4*gb - 1}, []ReasonCode{ReasonRAM}, []string{"has 3.99 GB RAM, job needs 4 GB"}},
		// Decimal amounts compare in bytes.
		{"0.5ram", "", nil, Advert{RAMBytes: gb / 2}, nil, nil},
		// Too little disk.
		{"disk=20", "", nil, small, []ReasonCode{ReasonDisk}, []string{"has 10 GB free disk, job needs 20 GB"}},
		// A GPU job on a CPU-only miner: one gpu reason, not one per GPU constraint.
		{"8vram,gpu=h100,cc>=8.0", "", nil, small, []ReasonCode{ReasonGPU}, []string{"has no GPU, job needs 1"}},
		// Needing two GPUs with none.
		{"gpus=2", "", nil, small, []ReasonCode{ReasonGPUs}, []string{"has no GPU, job needs 2"}},
		// Needing two GPUs with one.
		{"gpus=2", "", nil, withGPUs(small, rtx), []ReasonCode{ReasonGPUs}, []string{"has 1 GPU, job needs 2"}},
		// VRAM too small.
		{"32vram", "", nil, withGPUs(small, rtx), []ReasonCode{ReasonVRAM}, []string{"has 24 GB VRAM, job needs 32 GB"}},
		// VRAM is per GPU: the best GPU is reported.
		{"32vram", "", nil, withGPUs(small, t4, rtx), []ReasonCode{ReasonVRAM}, []string{"has 24 GB VRAM"}},
		// With gpus=2, enough VRAM on only one of them.
		{"gpus=2,20vram", "", nil, withGPUs(small, t4, rtx), []ReasonCode{ReasonVRAM}, []string{"has 1 GPU with 20 GB VRAM, job needs 2"}},
		// Model substring, case-insensitive, matches.
		{"gpu=rtx 3090", "", nil, withGPUs(small, rtx), nil, nil},
		// The vendor matches too.
		{"gpu=nvidia", "", nil, withGPUs(small, t4), nil, nil},
		// Wrong model.
		{"gpu=H100", "", nil, withGPUs(small, rtx), []ReasonCode{ReasonGPUModel}, []string{`has "NVIDIA GeForce RTX 3090", job needs a GPU matching "h100"`}},
		// Compute capability too low.
		{"cc>=8.0", "", nil, withGPUs(small, t4), []ReasonCode{ReasonCC}, []string{"has compute capability 7.5, job needs 8.0"}},
		// Compute capability compares minor versions.
		{"cc>=8.6", "", nil, withGPUs(small, rtx), nil, nil},
		// Minor versions matter.
		{"cc>=8.9", "", nil, withGPUs(small, rtx), []ReasonCode{ReasonCC}, nil},
		// Each constraint is met by some GPU, but no GPU meets both.
		{"20vram,gpu=h100", "", nil, withGPUs(small, fakeH100, rtx), []ReasonCode{ReasonGPUs}, []string{"has 0 GPUs meeting every GPU constraint, job needs 1"}},
		// Engine from the spec.
		{"engine=vllm", "", nil, small, []ReasonCode{ReasonEngine}, []string{"has engines onnx, job needs vllm"}},
		// Engine from the job.
		{"", "vllm", nil, small, []ReasonCode{ReasonEngine}, nil},
		// Engine names compare case-insensitively.
		{"", "ONNX", nil, small, nil, nil},
		// Spec and job both constrain the engine; each missing one is a reason.
		{"engine=vllm", "tgi", nil, small, []ReasonCode{ReasonEngine, ReasonEngine}, []string{"vllm", "tgi"}},
		// The same engine in both counts once.
		{"engine=vllm", "vllm", nil, Advert{}, []ReasonCode{ReasonEngine}, []string{"has no engines, job needs vllm"}},
		// Advertised price above the max fee.
		{"", "", wei(100), withPrice(small, wei(101)), []ReasonCode{ReasonPrice}, []string{"price 101 wei, job max fee 100 wei"}},
		// Advertised price equal to the max fee is fine.
		{"", "", wei(100), withPrice(small, wei(100)), nil, nil},
		// No advertised price: the bid decides.
		{"", "", wei(100), small, nil, nil},
		// A negative advertised price is invalid.
		{"", "", wei(100), withPrice(small, wei(-1)), []ReasonCode{ReasonInvalidBid}, nil},
		// Every reason at once, in a fixed order.
		{"4cpu,8ram,32vram,gpu=h100,cc>=9.0,disk=20,engine=vllm", "", wei(1), withPrice(withGPUs(small, t4), wei(2)),
			[]ReasonCode{ReasonPrice, ReasonCPU, ReasonRAM, ReasonVRAM, ReasonGPUModel, ReasonCC, ReasonDisk, ReasonEngine}, nil},
	}
	for _, tt := range tests {
		job := Job{Spec: mustSpec(tt.spec), Engine: tt.engine, MaxFee: tt.maxFee}
		got := Eligible(job, tt.ad)
		if !slices.Equal(codes(got), tt.want) {
			t.Errorf("spec %q engine %q: reasons %v, want codes %v", tt.spec, tt.engine, got, tt.want)
			continue
		}
		for i, d := range tt.details {
			if !strings.Contains(got[i].Detail, d) {
				t.Errorf("spec %q: reason %d detail %q, want it to contain %q", tt.spec, i, got[i].Detail, d)
			}
		}
		for _, r := range got {
			if r.Detail == "" {
				t.Errorf("spec %q: reason %s has no detail", tt.spec, r.Code)
			}
		}
	}
}

func TestReasonWantIsPerJob(t *testing.T) {
	// Summaries group by Want, so it must not depend on the miner.
	job := Job{Spec: mustSpec("8vram")}
	a := Eligible(job, Advert{GPUs: []GPU{{VRAMBytes: 2 * gb}}})
	b := Eligible(job, Advert{GPUs: []GPU{{VRAMBytes: 4 * gb}}})
	if len(a) != 1 || len(b) != 1 || a[0].Want != b[0].Want || a[0].Want != "8 GB VRAM" || a[0].Detail == b[0].Detail {
		t.Fatalf("reasons %v and %v", a, b)
	}
}

func TestParamsValidate(t *testing.T) {
	tests := []struct {
		p  Params
		ok bool
	}{
		{Params{}, true},                        // zero values take defaults
		{DefaultParams(), true},                 // the defaults are valid
		{Params{MinStake: wei(-1)}, false},      // negative stake
		{Params{StakeUnit: wei(-1)}, false},     // negative unit
		{Params{StakeCap: 0.5}, false},          // a cap below 1 would shrink weights
		{Params{StakeCap: 1e9}, false},          // above MaxStakeCap
		{Params{ReputationFloor: 2}, false},     // above 1
		{Params{ReputationFloor: -0.1}, false},  // negative
		{Params{CacheBonus: 0.5}, false},        // a bonus below 1 is a penalty
		{Params{CacheBonus: 3}, false},          // above MaxCacheBonus
		{Params{CacheBonus: math.NaN()}, false}, // NaN
	}
	for i, tt := range tests {
		if err := tt.p.Validate(); (err == nil) != tt.ok {
			t.Errorf("case %d: Validate() = %v, want ok=%v", i, err, tt.ok)
		}
	}
}

// An LLM miner serves the models its server holds warm and no other, so
// an LLM job needs its model among the advert's cached models; an ONNX
// job only prefers it.
func TestEligibleLLMModel(t *testing.T) {
	llm := Advert{CPUs: 2, Engines: []string{"llm"}, CachedModels: []string{"bafyserved"}}
	for _, tc := range []struct {
		name  string
		job   Job
		ad    Advert
		want  []ReasonCode
		extra string // a substring of the last reason's detail
	}{
		// The miner serves the job's model.
		{"served", Job{Engine: "llm", ModelCID: "bafyserved"}, llm, nil, ""},
		// It serves another.
		{"other model", Job{Engine: "llm", ModelCID: "bafyotherotherother"}, llm, []ReasonCode{ReasonModel}, "does not serve model bafyothe"},
		// An ONNX miner: no llm engine, and not the model either.
		{"onnx miner", Job{Engine: "llm", ModelCID: "bafyserved"}, Advert{Engines: []string{"onnx"}}, []ReasonCode{ReasonEngine, ReasonModel}, "does not serve"},
		// An ONNX job on a miner without its model cached is still eligible.
		{"onnx job", Job{Engine: "onnx", ModelCID: "bafyx"}, Advert{Engines: []string{"onnx"}}, nil, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := Eligible(tc.job, tc.ad)
			if !slices.Equal(codes(got), tc.want) {
				t.Fatalf("reasons %v, want %v", got, tc.want)
			}
			if tc.extra != "" && !strings.Contains(got[len(got)-1].Detail, tc.extra) {
				t.Errorf("detail %q, want %q in it", got[len(got)-1].Detail, tc.extra)
			}
			n := newNeeds(tc.job)
			if n.fits(&tc.ad) != (len(tc.want) == 0) {
				t.Errorf("fits disagrees with the reasons")
			}
		})
	}
}
