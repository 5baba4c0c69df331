package usage

import (
	"errors"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/crypto"
	"google.golang.org/protobuf/proto"

	"github.com/tensora/tensora/chain"
	"github.com/tensora/tensora/node/queue"
	"github.com/tensora/tensora/types"
)

// AggregateBatch sums the signed results of a batch's leaves in leaf
// order and needs every one of them, with the settled output hash.
func TestAggregateBatch(t *testing.T) {
	var leaves []chain.SettledLeaf
	results := map[[32]byte]*types.Result{}
	var want Aggregate
	for i := 0; i < 5; i++ {
		id := crypto.Keccak256Hash([]byte{byte(i)})
		rh := crypto.Keccak256Hash([]byte{'r', byte(i)})
		leaves = append(leaves, chain.SettledLeaf{JobID: id, Fee: big.NewInt(1), ResultHash: rh})
		u := &types.Usage{WallUs: int64(1000 * (i + 1)), CpuUs: int64(800 * (i + 1)), BytesIn: uint64(100 * i), BytesOut: 7, FetchUs: int64(i)}
		results[id] = &types.Result{JobId: id[:], ResultHash: rh[:], Usage: u}
		want.Leaves = append(want.Leaves, Leaf(id, u))
		want.WallUs += uint64(u.WallUs)
		want.CPUUs += uint64(u.CpuUs)
		want.BytesIn += u.BytesIn
		want.BytesOut += u.BytesOut
		want.FetchUs += uint64(u.FetchUs)
	}
	got, err := AggregateBatch(leaves, results)
	if err != nil {
		t.Fatal(err)
	}
	if got.Jobs != 5 || got.WallUs != want.WallUs || got.CPUUs != want.CPUUs || got.BytesIn != want.BytesIn ||
		got.BytesOut != want.BytesOut || got.FetchUs != want.FetchUs {
		t.Fatalf("sums %+v, want %+v", got, want)
	}
	if got.Root != chain.MerkleRoot(want.Leaves) {
		t.Fatal("root is not the Merkle root of the usage leaves")
	}
	// Each leaf is provable against the root.
	for i := range got.Leaves {
		if !chain.VerifyMerkleProof(got.Root, got.Leaves[i], chain.MerkleProof(got.Leaves, i)) {
			t.Fatalf("leaf %d not provable", i)
		}
	}
	// Another usage for one job changes the root.
	changed := proto.Clone(results[leaves[2].JobID]).(*types.Result)
	changed.Usage.CpuUs++
	alt := map[[32]byte]*types.Result{}
	for k, v := range results {
		alt[k] = v
	}
	alt[leaves[2].JobID] = changed
	if a, err := AggregateBatch(leaves, alt); err != nil || a.Root == got.Root {
		t.Fatalf("a changed usage kept the root (err %v)", err)
	}
	// A missing result, or one for another output, is refused.
	delete(alt, leaves[1].JobID)
	if _, err := AggregateBatch(leaves, alt); !errors.Is(err, ErrIncomplete) {
		t.Fatalf("missing result: %v", err)
	}
	wrong := proto.Clone(results[leaves[0].JobID]).(*types.Result)
	wrong.ResultHash = make([]byte, 32)
	alt[leaves[1].JobID], alt[leaves[0].JobID] = results[leaves[1].JobID], wrong
	if _, err := AggregateBatch(leaves, alt); !errors.Is(err, ErrIncomplete) {
		t.Fatalf("result of another output: %v", err)
	}
	// Negative figures count as zero; huge ones saturate instead of wrapping.
	neg := &types.Usage{WallUs: -5, CpuUs: 1 << 62, BytesIn: 1<<64 - 1}
	huge := map[[32]byte]*types.Result{}
	for _, l := range leaves {
		huge[l.JobID] = &types.Result{ResultHash: l.ResultHash[:], Usage: neg}
	}
	a, err := AggregateBatch(leaves, huge)
	if err != nil {
		t.Fatal(err)
	}
	if a.WallUs != 0 || a.BytesIn != 1<<64-1 || a.CPUUs != 1<<64-1 {
		t.Fatalf("saturation: %+v", a)
	}
}

// addJobs counts waiting and running jobs and only the jobs that ended in
// the window, summing their usage.
func TestUsageWindow(t *testing.T) {
	since := time.Unix(1_767_225_600, 0)
	now := since.Add(10 * time.Second)
	key, err := crypto.GenerateKey()
	if err != nil {
		t.Fatal(err)
	}
	job := func(b byte, st queue.State, at time.Time, u *types.Usage) queue.Job {
		j := queue.Job{ID: [32]byte{b}, State: st, History: []queue.Step{{State: queue.Queued, At: since.Add(-time.Minute)}, {State: st, At: at}}}
		if u != nil {
			// A signed result as the miner stores it (Decode checks its fields).
			res := &types.Result{JobId: j.ID[:], Usage: u, OutputCid: "bafy", ResultHash: make([]byte, 32), InputHash: make([]byte, 32),
				ModelHash: make([]byte, 32), EnvHash: make([]byte, 32), PocSignature: make([]byte, 65), CreatedMs: 1}
			if err := types.Sign(types.DevDomain, res, key); err != nil {
				t.Fatal(err)
			}
			var err error
			if j.Result, err = types.Encode(res); err != nil {
				t.Fatal(err)
			}
		}
		return j
	}
	jobs := []queue.Job{
		job(1, queue.Queued, since.Add(-time.Second), nil),
		job(2, queue.Running, since.Add(time.Second), nil),
		job(3, queue.Fetching, since.Add(time.Second), nil),
		job(4, queue.Done, since.Add(time.Second), &types.Usage{WallUs: 100, CpuUs: 90, BytesIn: 10, BytesOut: 5, FetchUs: 3, PeakRssDeltaBytes: 50}),
		job(5, queue.Done, now, &types.Usage{WallUs: 200, CpuUs: 180, BytesIn: 20, BytesOut: 6, FetchUs: 4, PeakRssDeltaBytes: 70}),
		job(6, queue.Failed, since.Add(2*time.Second), nil),
		job(7, queue.Done, since, &types.Usage{WallUs: 1e6}),                     // ended at the window's start: the previous window's
		job(8, queue.Done, now.Add(time.Millisecond), &types.Usage{WallUs: 1e6}), // after the cut: the next window's
	}
	r := &types.UsageReport{Usage: &types.Usage{}}
	addJobs(r, jobs, since, now)
	if r.Queued != 1 || r.Running != 2 || r.JobsDone != 2 || r.JobsFailed != 1 || len(r.JobIds) != 3 {
		t.Fatalf("counts: queued %d running %d done %d failed %d ids %d", r.Queued, r.Running, r.JobsDone, r.JobsFailed, len(r.JobIds))
	}
	u := r.Usage
	if u.WallUs != 300 || u.CpuUs != 270 || u.BytesIn != 30 || u.BytesOut != 11 || u.FetchUs != 7 || u.PeakRssDeltaBytes != 70 {
		t.Fatalf("usage %v", u)
	}
}

// A report is remembered for as long as gossip would accept it again, so
// replaying an author's older report is refused as old, not taken as news,
// also when the service was given no freshness bounds of its own (the
// node left them zero and the table forgot authors after three intervals).
func TestCheckRefusesReplaysWhileGossipAcceptsThem(t *testing.T) {
	now := time.Unix(1_767_225_600, 0)
	s := New(Config{Interval: 10 * time.Second, Now: func() time.Time { return now }})
	author := [20]byte{1}
	report := func(seq uint64, created time.Time) *types.UsageReport {
		return &types.UsageReport{Seq: seq, CreatedMs: created.UnixMilli()}
	}
	tests := []struct {
		name  string
		r     *types.UsageReport
		after time.Duration // the clock moves on this much before Check
		ok    bool
		why   string
	}{
		{"a first report is kept", report(10, now), 0, true, ""},
		{"the same seq again is old", report(10, now), 0, false, ReasonOld},
		// A minute on, Reports prunes what gossip can no longer replay;
		// the seq-10 report is still replayable, so it stays.
		{"an older seq a minute later is still old", report(9, now.Add(-time.Second)), time.Minute, false, ReasonOld},
		{"a newer seq is kept", report(11, now.Add(time.Minute)), 0, true, ""},
	}
	for _, tt := range tests {
		now = now.Add(tt.after)
		_ = s.Reports() // prunes, as the API and dashboard do
		ok, why := s.Check(author, tt.r)
		if ok != tt.ok || why != tt.why {
			t.Fatalf("%s: Check = %v %q, want %v %q", tt.name, ok, why, tt.ok, tt.why)
		}
	}
	_ = s.load.Close()
}
