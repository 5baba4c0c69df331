package apitypes

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"testing"
	"time"
)

// TestWireGolden pins the API's JSON: each value is marshalled as the
// server writes it (indented) and compared byte for byte with testdata,
// which was captured from the node, api and sdk declarations before they
// moved here. A field renamed, retyped or given a different omitempty
// fails here before it breaks a client.
func TestWireGolden(t *testing.T) {
	at := time.Date(2026, 1, 2, 3, 4, 5, 6000000, time.UTC)
	gpu := GPUView{Name: "H200", Vendor: "nvidia", VRAMBytes: 141 << 30, CC: "9.0", Declared: true}
	info := Info{Address: "0x2c7536E3605D9C16a7a3D7b1898e529396a65c23", PeerID: "16Uiu2HAm", Roles: []string{"client", "miner"}, Subnets: []uint64{1, 2},
		Listen: []string{"/ip4/127.0.0.1/tcp/4001/p2p/16Uiu2HAm"}, Light: true, StartedAt: at, Stake: "static", ChainID: 1337, Escrow: "0xEsc",
		Price: "1.5", MinStake: "100", CPU: "EPYC", Cores: 64, RAMBytes: 1 << 40, GPUs: []GPUView{gpu}}
	step := Step{State: "verified", At: at, Detail: "output bafy, 12 bytes"}
	excl := Exclusion{Reason: "gpu", Want: "gpus=1", Miners: 3}
	rec := JobRecord{ID: "ab12", Subnet: 1, Nonce: 7, Model: "bafym", Input: "bafyi", Spec: "1cpu", MaxFee: "2500000000000000000", State: "verified",
		Bids: 4, Winner: "0xW", Round: 2, Path: "direct", OutputCID: "bafyo", OutputBytes: 12, ResultHash: "0xhash", FetchUs: 10, ExecUs: 20, Error: "e",
		Miners: 5, Eligible: 2, Excluded: []Exclusion{excl}, Settled: true, Posted: at, Timeline: []Step{step}}
	obs := ObservedJob{ID: "ab12", Subnet: 1, Client: "0xC", Model: "bafym", Spec: "1cpu", MaxFee: "2.5", Bids: 3, Miner: "0xM", Round: 1, Acked: true, SeenAt: at, Expires: at.Add(time.Minute)}
	mj := MinerJob{ID: "ab12", Subnet: 1, Round: 2, State: "done", Attempts: 1, Error: "x", OutputCID: "bafyo", Published: true, Deadline: at,
		History: []QueueStep{{State: "running", At: at, Note: "n"}}}
	bal := Balances{Address: "0xA", TORA: "1", EscrowFree: "2", EscrowCommited: "3", Earned: "4", Claimed: "5", Owed: "6", Stake: "7", WithdrawalPending: "8", WithdrawalReadyAt: 9}
	gl := GPULoad{Index: 1, Name: "H200", UtilPercent: 55.5, VRAMUsedBytes: 10, VRAMTotalBytes: 20, TempC: 61.5}
	sample := Sample{At: at, CPUPercent: 12.5, MemUsedBytes: 1, MemTotalBytes: 2, GPUs: []GPULoad{gl}, NetInBps: 1.5, NetOutBps: 2.5, NetInTotal: 3, NetOutTotal: 4,
		JobsPerSecond: 0.5, JobsTotal: 9, QueueDepth: 2, Peers: 3, Miners: 1, Dropped: 0}
	ugl := UsageGPU{Index: 1, Name: "H200", UtilPercent: 55.5, VRAMUsedBytes: 10, VRAMTotalBytes: 20, TempC: 61.5}
	usage := UsageView{Address: "0xA", Roles: []string{"miner"}, Seq: 3, At: at, WindowMs: 1000, CPUPercent: 12.5, MemUsedBytes: 1, MemTotalBytes: 2,
		GPUs: []UsageGPU{ugl}, P2PInBytes: 3, P2POutBytes: 4, JobsDone: 5, JobsFailed: 6, Queued: 7, Running: 8, WallUs: 9, CPUUs: 10, BytesIn: 11, BytesOut: 12}
	advert := AdvertView{Address: "0xA", PeerID: "16U", Subnets: []uint64{1}, CPU: "EPYC", Cores: 64, RAMBytes: 1, DiskFreeBytes: 2, GPUs: []GPUView{gpu},
		Engines: []string{"onnx"}, Price: "1", Stake: "100", Reputation: 0.75, Running: 1, Queued: 2, MaxConcurrent: 4, CPUPercent: 50, MemUsedBytes: 3, CachedModels: 2,
		Seq: 9, Updated: at, Expires: at.Add(time.Minute)}
	peer := PeerView{PeerID: "16U", Address: "0xA", Addrs: []string{"/ip4/1.2.3.4/tcp/1"}, Score: 1.25, Miner: true, Latency: "3ms"}

	tests := []struct {
		file string // testdata/<file>.json
		v    any
	}{
		{"info_full", InfoResponse{Info: info, Version: "v1.2.3", API: "http://127.0.0.1:5190", ChainFile: "/home/u/.tensora/chain-dev.json", Network: "dev"}}, // GET /info, every field set
		{"info_zero", InfoResponse{}}, // which info fields omitempty drops
		{"peer_full", peer},           // GET /peers entry
		{"peer_zero", PeerView{}},     // a peer with no address or latency
		{"advert_full", advert},       // GET /adverts entry
		{"advert_zero", AdvertView{}}, // adverts keep every field
		{"gpu_zero", GPUView{}},       // a GPU with no vendor, cc or declared flag
		{"jobs_full", JobsResponse{Client: []JobRecord{rec}, Miner: []MinerJob{mj}, Observed: []ObservedJob{obs}}}, // GET /jobs with each role's view
		{"jobs_zero", JobsResponse{}}, // empty lists are null unless the server fills them
		{"job_full", JobResponse{ID: "ab12", Client: &rec, Miner: &mj, Observed: &obs}}, // GET /jobs/{id} seen by every role
		{"job_zero", JobResponse{}},      // the views a node lacks are left out
		{"record_zero", JobRecord{}},     // the client record's omitempty fields (also the stored form)
		{"minerjob_zero", MinerJob{}},    // a queued job before any attempt
		{"observed_zero", ObservedJob{}}, // a gossiped job with no spec or miner
		{"step_zero", Step{}},            // a timeline step without detail
		{"exclusion_zero", Exclusion{}},  // an exclusion without a wanted value
		{"batch_full", BatchView{Seq: 1, Subnet: 2, State: "confirmed", Jobs: 3, Root: "0xroot", Tx: "0xtx", ChainID: "5", FinalAfter: 6, Gas: 7, Error: "e", Created: 8}}, // GET /batches entry
		{"batch_zero", BatchView{}}, // an open batch: no tx, id or gas yet
		{"balances_full", BalancesResponse{Balances: bal, ChainError: "down"}},       // GET /balances with the chain's error
		{"balances_zero", BalancesResponse{}},                                        // the chain error is omitted when there is none
		{"metrics_full", MetricsResponse{Latest: sample, History: []Sample{sample}}}, // GET /metrics with a GPU
		{"metrics_zero", MetricsResponse{}},                                          // before the first tick
		{"usage_full", []UsageView{usage}},                                           // GET /usage: the network's load
		{"usage_zero", UsageView{}},                                                  // usage keeps every field
		{"content_full", ContentResponse{CID: "bafy", Size: 12}},                     // POST /content
		{"postjob_full", PostJobRequest{Subnet: 1, Model: "bafym", Input: "bafyi", Engine: "onnx", Spec: "1cpu", MaxFee: "2.5", BidWindowMs: 300, DeadlineS: 60, Auction: true}}, // POST /jobs, as the SDK sends it
		{"postjob_zero", PostJobRequest{}},                                    // the optional request fields omitted
		{"postjobresp_full", PostJobResponse{ID: "ab12", State: "announced"}}, // POST /jobs and /cancel answers
		{"claim_full", ClaimResponse{Claimed: "1.5"}},                         // POST /claim
		{"error_full", Error{Error: "boom"}},                                  // every non-2xx body
		{"swaps_full", []SwapView{{ID: "0xab", Side: "client", Step: "claimed", Done: true, Pay: "100", Symbol: "USDC", PayChain: "payment (31337)",
			TORA: "99.5", Counterparty: "0xD", PayExpiry: at, ToraExpiry: at, Txs: []SwapTx{{Chain: "dev (1337)", What: "TORA claimed into escrow", Hash: "0x01"}},
			Reason: "r", LastError: "e", Updated: at}}}, // GET /swaps
		{"swaps_zero", SwapView{}}, // a swap's fields that omitempty drops
		{"session_full", SessionView{Signer: "0xS", Node: "0xN", URI: "http://127.0.0.1:5190", ChainID: 1337, Nonce: "0123456789abcdef", IssuedAt: at, Expires: at.Add(12 * time.Hour), Revoked: true}}, // GET/DELETE /session
		{"session_zero", SessionView{}}, // revoked omitted while false
		{"pins_full", []PinView{{CID: "bafy", Name: "m.onnx", Size: 12, Source: "add", Time: at}}}, // GET /content
		{"pin_zero", PinView{}},                    // a pin without a name
		{"fetch_full", FetchRequest{TimeoutS: 60}}, // POST /content/{cid}/fetch
		{"token_zero", TokenRequest{}},             // POST /token with the default lifetime
		{"tokenresp_full", TokenResponse{Token: "tensora-token1.m.s", Signer: "0xN", URI: "http://127.0.0.1:5190/v1", Expires: at}}, // POST /token's answer
	}
	for _, tt := range tests {
		got, err := json.MarshalIndent(tt.v, "", "  ")
		if err != nil {
			t.Fatalf("%s: %v", tt.file, err)
		}
		want, err := os.ReadFile(filepath.Join("testdata", tt.file+".json"))
		if err != nil {
			t.Fatal(err)
		}
		if got = append(got, '\n'); !bytes.Equal(got, want) {
			t.Errorf("%s: the wire changed\n got: %s\nwant: %s", tt.file, got, want)
		}
	}
}

// TestDone: the states after which a job no longer changes, which
// sdk.Client.Wait stops on.
func TestDone(t *testing.T) {
	tests := []struct {
		state string
		done  bool
	}{
		{"announced", false}, // still matching
		{"assigned", false},  // a miner works on it
		{"verified", true},   // the result is in
		{"settled", true},    // paid on chain
		{"failed", true},     // given up
		{"cancelled", true},  // the client stopped it
	}
	for _, tt := range tests {
		if got := (JobRecord{State: tt.state}).Done(); got != tt.done {
			t.Errorf("Done() in %q = %v, want %v", tt.state, got, tt.done)
		}
	}
}
