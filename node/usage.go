package node

import (
	"context"
	"encoding/binary"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"math"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	pubsub "github.com/libp2p/go-libp2p-pubsub"
	"github.com/libp2p/go-libp2p/core/network"
	"github.com/libp2p/go-libp2p/core/peer"
	"github.com/libp2p/go-libp2p/core/protocol"
	"google.golang.org/protobuf/proto"

	"github.com/tensora/tensora/chain"
	"github.com/tensora/tensora/chain/bindings"
	"github.com/tensora/tensora/engine/hw"
	"github.com/tensora/tensora/node/identity"
	"github.com/tensora/tensora/node/queue"
	"github.com/tensora/tensora/p2p"
	"github.com/tensora/tensora/types"
)

// Usage reports (M22): every node publishes a signed UsageReport on
// /tensora/1/metrics each UsageInterval and answers /tensora/usage/1 with
// its latest one; every node keeps the latest report of each peer. A
// validator sums the usage of each settled batch from the signed results
// it holds and anchors the sums and a Merkle root on ValidatorRewards.

// Errors of RequestUsage.
var (
	// ErrNoUsageReport: the peer has not produced a report yet.
	ErrNoUsageReport = errors.New("peer has no usage report yet")
	// ErrUsageNotFromPeer: the report is signed, but not by the peer asked.
	ErrUsageNotFromPeer = errors.New("usage report not signed by the peer asked")
	// ErrUsageIncomplete: a settled leaf has no matching signed result.
	ErrUsageIncomplete = errors.New("usage of a batch leaf is unknown")
)

const (
	// usageStreamTimeout bounds one /tensora/usage/1 exchange.
	usageStreamTimeout = 10 * time.Second
	// maxUsageResponse bounds what a requester reads: a report plus its
	// envelope.
	maxUsageResponse = types.MaxUsageReportBytes + 64
	// maxUsagePeers bounds the latest-report table (one entry per signed
	// author: keys are free, memory is not).
	maxUsagePeers = 4096
	// maxUsageTries is how many validator chain steps (500 ms apart) wait
	// for the results of a settled batch before its usage is given up.
	maxUsageTries = 240
	// Ignore reasons of the metrics topic.
	reasonOldUsage  = "old-usage"
	reasonUsageFull = "usage-table-full"
)

// usage is the usage exchange, a small protocol service every peer runs:
// it publishes this node's signed usage report on the metrics topic every
// UsageInterval, keeps the latest report of every peer (refusing replays),
// and answers /tensora/usage/1 requests with its own. Validators anchor the
// reports with each settled batch (anchorPendingUsage).
type usage struct {
	*core
	miner   *miner                                // whose jobs the reports count (none unless started)
	load    *hw.Sampler                           // the reports' load figures
	latest  map[common.Address]*types.UsageReport // guarded by mu
	own     *types.UsageReport                    // guarded by mu
	seq     uint64                                // usage loop only
	lastCut time.Time                             // usage loop only: end of the previous window
}

func newUsage(c *core, m *miner) *usage {
	return &usage{core: c, miner: m, load: hw.NewSampler(hw.SamplerOptions{Logger: c.cfg.Logger})}
}

func (u *usage) start(context.Context) error {
	u.startUsage()
	return nil
}

func (u *usage) stop() {}

// startUsage serves /tensora/usage/1 and starts the reporting loop. The
// metrics topic itself is subscribed with the node's other topics.
func (u *usage) startUsage() {
	now := u.cfg.Now()
	// Seq starts at the clock so that it keeps increasing across restarts
	// (peers drop reports whose seq is not above the last one they saw).
	u.seq = uint64(now.UnixMilli())
	u.lastCut = now
	u.host.LibP2P().SetStreamHandler(protocol.ID(types.UsageProtocol), u.serveUsage)
	u.wg.Add(1)
	go u.usageLoop()
}

func (u *usage) usageLoop() {
	defer u.wg.Done()
	t := time.NewTicker(u.cfg.UsageInterval)
	defer t.Stop()
	for {
		if err := u.reportUsage(u.ctx); err != nil && u.ctx.Err() == nil {
			u.log.Debug("usage report", "err", err)
		}
		select {
		case <-u.ctx.Done():
			return
		case <-t.C:
		}
	}
}

// reportUsage builds, signs, keeps and publishes the next report.
func (u *usage) reportUsage(ctx context.Context) error {
	now := u.cfg.Now()
	u.seq++
	r := u.buildUsage(ctx, now, u.lastCut)
	r.Seq = u.seq
	u.lastCut = now
	if err := u.sign(r); err != nil {
		return err
	}
	u.mu.Lock()
	u.own = r
	u.mu.Unlock()
	return u.host.Publish(ctx, types.MetricsTopic, r)
}

// buildUsage fills a report (unsigned, without seq) with the live load
// and the jobs that finished in (since, now].
func (u *usage) buildUsage(ctx context.Context, now, since time.Time) *types.UsageReport {
	r := &types.UsageReport{CreatedMs: now.UnixMilli(), WindowMs: max(0, now.Sub(since).Milliseconds()), Usage: &types.Usage{}}
	for _, role := range u.cfg.Roles {
		r.Roles = append(r.Roles, string(role))
	}
	load, err := u.load.Sample()
	if err != nil {
		u.log.Debug("usage: load sample incomplete", "err", err)
	}
	r.CpuPercent = clampF(load.CPUPercent, 0, 100)
	r.MemUsedBytes, r.MemTotalBytes = load.MemUsedBytes, load.MemTotalBytes
	if r.MemUsedBytes > r.MemTotalBytes {
		r.MemUsedBytes = r.MemTotalBytes
	}
	r.NetRxBytes, r.NetTxBytes = load.NetRxBytes, load.NetTxBytes
	for i, g := range load.GPUs {
		if i == types.MaxGPUs {
			break
		}
		name := g.Name
		if len(name) > types.MaxNameLen {
			name = name[:types.MaxNameLen]
		}
		gl := &types.GPULoad{Index: uint32(max(0, g.Index)), Name: name, UtilPercent: clampF(g.UtilPercent, -1, 100),
			VramUsedBytes: g.VRAMUsedBytes, VramTotalBytes: g.VRAMTotalBytes, TempC: clampF(g.TempC, -1, 200)}
		if gl.VramTotalBytes != 0 && gl.VramUsedBytes > gl.VramTotalBytes {
			gl.VramUsedBytes = gl.VramTotalBytes
		}
		r.Gpus = append(r.Gpus, gl)
	}
	bw := u.host.Bandwidth()
	r.P2PInBytes, r.P2POutBytes = uint64(max(0, bw.TotalIn)), uint64(max(0, bw.TotalOut))
	if q := u.miner.queue; q != nil {
		jobs, err := q.List(ctx)
		if err != nil {
			u.log.Debug("usage: job queue", "err", err)
		}
		addJobs(r, jobs, since, now)
	}
	return r
}

// addJobs counts the queue's waiting and running jobs and adds the jobs
// that reached a final state in (since, now] to the report.
func addJobs(r *types.UsageReport, jobs []queue.Job, since, now time.Time) {
	for _, j := range jobs {
		switch j.State {
		case queue.Queued:
			r.Queued++
			continue
		case queue.Fetching, queue.Running:
			r.Running++
			continue
		}
		if at := j.Updated(); !at.After(since) || at.After(now) {
			continue
		}
		if j.State == queue.Failed {
			r.JobsFailed++
		} else {
			r.JobsDone++
		}
		if len(r.JobIds) < types.MaxUsageJobs {
			r.JobIds = append(r.JobIds, j.ID[:])
		}
		if len(j.Result) == 0 {
			continue
		}
		_, m, err := types.Decode(j.Result)
		res, ok := m.(*types.Result)
		if err != nil || !ok {
			continue
		}
		u, sum := res.GetUsage(), r.Usage
		sum.WallUs = satAddI(sum.WallUs, u.GetWallUs())
		sum.CpuUs = satAddI(sum.CpuUs, u.GetCpuUs())
		sum.FetchUs = satAddI(sum.FetchUs, u.GetFetchUs())
		sum.BytesIn = satAdd(sum.BytesIn, u.GetBytesIn())
		sum.BytesOut = satAdd(sum.BytesOut, u.GetBytesOut())
		sum.PeakRssDeltaBytes = max(sum.PeakRssDeltaBytes, u.GetPeakRssDeltaBytes())
	}
}

// checkUsage runs the node's semantic check on every message; for a
// usage report it is the replay check: a report whose seq is not above
// the last one seen from its author is ignored. The generic topic
// validator has already checked size, fields, freshness, signature and
// that the author is the sender.
func (u *usage) checkUsage(ctx context.Context, in *p2p.Incoming) (pubsub.ValidationResult, string) {
	r, ok := in.Msg.(*types.UsageReport)
	if !ok {
		return u.check(ctx, in)
	}
	a := common.Address(in.Author)
	u.mu.Lock()
	defer u.mu.Unlock()
	if u.latest == nil {
		u.latest = make(map[common.Address]*types.UsageReport)
	}
	old, known := u.latest[a]
	switch {
	case known && old.GetSeq() >= r.GetSeq():
		return pubsub.ValidationIgnore, reasonOldUsage
	case !known && len(u.latest) >= maxUsagePeers:
		u.pruneUsageLocked(u.cfg.Now())
		if len(u.latest) >= maxUsagePeers {
			return pubsub.ValidationIgnore, reasonUsageFull
		}
	}
	u.latest[a] = r
	return pubsub.ValidationAccept, ""
}

// pruneUsageLocked drops reports too old for the topic validator to
// accept again (so dropping them re-opens no replay).
func (u *usage) pruneUsageLocked(now time.Time) {
	cutoff := now.Add(-u.cfg.P2P.MaxAge - u.cfg.P2P.MaxSkew - 3*u.cfg.UsageInterval).UnixMilli()
	for a, r := range u.latest {
		if r.GetCreatedMs() < cutoff {
			delete(u.latest, a)
		}
	}
}

// UsageReports returns a copy of the latest report of every node heard
// on the metrics topic (this node's own included), by author.
func (n *Node) UsageReports() map[common.Address]*types.UsageReport {
	n.mu.Lock()
	defer n.mu.Unlock()
	n.usage.pruneUsageLocked(n.cfg.Now())
	out := make(map[common.Address]*types.UsageReport, len(n.usage.latest))
	for a, r := range n.usage.latest {
		out[a] = proto.Clone(r).(*types.UsageReport)
	}
	return out
}

// OwnUsage is this node's latest signed report (nil before the first).
func (n *Node) OwnUsage() *types.UsageReport {
	n.mu.Lock()
	defer n.mu.Unlock()
	if n.usage.own == nil {
		return nil
	}
	return proto.Clone(n.usage.own).(*types.UsageReport)
}

// serveUsage answers /tensora/usage/1: the request is the stream itself;
// the answer is this node's latest signed report as an Envelope, then EOF.
// A node without a report yet resets the stream.
func (u *usage) serveUsage(s network.Stream) {
	defer s.Close()
	_ = s.SetDeadline(time.Now().Add(usageStreamTimeout))
	u.mu.Lock()
	r := u.own
	u.mu.Unlock()
	if r == nil {
		_ = s.Reset()
		return
	}
	b, err := types.Encode(r)
	if err != nil {
		_ = s.Reset()
		return
	}
	if _, err := s.Write(b); err != nil {
		_ = s.Reset()
	}
}

// RequestUsage asks peer p directly for its latest signed report over
// /tensora/usage/1 (pull, M22) and verifies that p signed it. Without a
// deadline on ctx it gives up after 10 s.
func (n *Node) RequestUsage(ctx context.Context, p peer.ID) (*types.UsageReport, error) {
	if _, ok := ctx.Deadline(); !ok {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, usageStreamTimeout)
		defer cancel()
	}
	want, err := identity.AddressFromPeerID(p)
	if err != nil {
		return nil, fmt.Errorf("usage from %s: peer id has no secp256k1 key: %w", p, err)
	}
	s, err := n.host.LibP2P().NewStream(ctx, p, protocol.ID(types.UsageProtocol))
	if err != nil {
		return nil, fmt.Errorf("usage from %s: open stream: %w", p, err)
	}
	defer s.Close()
	if dl, ok := ctx.Deadline(); ok {
		_ = s.SetDeadline(dl)
	}
	_ = s.CloseWrite()
	data, err := io.ReadAll(io.LimitReader(s, maxUsageResponse+1))
	if err != nil {
		if len(data) == 0 {
			return nil, fmt.Errorf("usage from %s: %w (%w)", p, ErrNoUsageReport, err)
		}
		return nil, fmt.Errorf("usage from %s: read: %w", p, err)
	}
	if len(data) > maxUsageResponse {
		return nil, fmt.Errorf("usage from %s: answer exceeds %d bytes", p, maxUsageResponse)
	}
	if len(data) == 0 {
		return nil, fmt.Errorf("usage from %s: %w", p, ErrNoUsageReport)
	}
	_, body, err := types.Decode(data)
	if err != nil {
		return nil, fmt.Errorf("usage from %s: %w", p, err)
	}
	r, ok := body.(*types.UsageReport)
	if !ok {
		return nil, fmt.Errorf("usage from %s: %w: answer is a %s", p, types.ErrMalformed, body.Kind())
	}
	if _, err := types.Verify(n.cfg.P2P.Domain, r); err != nil {
		return nil, fmt.Errorf("usage from %s: %w", p, err)
	}
	if common.BytesToAddress(r.GetNode()) != want {
		return nil, fmt.Errorf("usage from %s: %w (signed by %s)", p, ErrUsageNotFromPeer, common.BytesToAddress(r.GetNode()).Hex())
	}
	return r, nil
}

// UsageAggregate is what a settled batch's jobs consumed, as anchored by
// ValidatorRewards.anchorUsage.
type UsageAggregate struct {
	Root     [32]byte // Merkle root of Leaves (sorted-pair keccak256, as batches)
	Leaves   [][32]byte
	Jobs     uint32
	WallUs   uint64
	CPUUs    uint64
	BytesIn  uint64
	BytesOut uint64
	FetchUs  uint64
}

// Totals is the aggregate as the contract takes it.
func (a UsageAggregate) Totals() bindings.ValidatorRewardsUsageTotals {
	return bindings.ValidatorRewardsUsageTotals{Jobs: a.Jobs, WallUs: a.WallUs, CpuUs: a.CPUUs, BytesIn: a.BytesIn, BytesOut: a.BytesOut, FetchUs: a.FetchUs}
}

// UsageDigest is keccak256(abi.encode(uint64 wallUs, cpuUs, bytesIn,
// bytesOut, fetchUs)) of one job's usage; negative figures count as 0.
func UsageDigest(u *types.Usage) [32]byte {
	var buf [5 * 32]byte
	for i, v := range []uint64{nonNeg(u.GetWallUs()), nonNeg(u.GetCpuUs()), u.GetBytesIn(), u.GetBytesOut(), nonNeg(u.GetFetchUs())} {
		binary.BigEndian.PutUint64(buf[i*32+24:], v)
	}
	return crypto.Keccak256Hash(buf[:])
}

// UsageLeaf is keccak256(abi.encode(jobId, UsageDigest(u))).
func UsageLeaf(jobID [32]byte, u *types.Usage) [32]byte {
	d := UsageDigest(u)
	return crypto.Keccak256Hash(jobID[:], d[:])
}

// AggregateUsage sums the usage of a settled batch's leaves from the
// miners' signed results (by job id) and builds the usage Merkle root, a
// leaf per job in the batch's order. Every leaf needs a result whose
// output hash is the settled one (ErrUsageIncomplete otherwise).
func AggregateUsage(leaves []chain.SettledLeaf, results map[[32]byte]*types.Result) (UsageAggregate, error) {
	var a UsageAggregate
	if len(leaves) == 0 || len(leaves) > math.MaxUint32 {
		return a, fmt.Errorf("%w: %d leaves", ErrUsageIncomplete, len(leaves))
	}
	for _, l := range leaves {
		r := results[l.JobID]
		if r == nil || string(r.GetResultHash()) != string(l.ResultHash[:]) {
			return a, fmt.Errorf("%w: job %s", ErrUsageIncomplete, hex.EncodeToString(l.JobID[:]))
		}
		u := r.GetUsage()
		a.Leaves = append(a.Leaves, UsageLeaf(l.JobID, u))
		a.WallUs = satAdd(a.WallUs, nonNeg(u.GetWallUs()))
		a.CPUUs = satAdd(a.CPUUs, nonNeg(u.GetCpuUs()))
		a.BytesIn = satAdd(a.BytesIn, u.GetBytesIn())
		a.BytesOut = satAdd(a.BytesOut, u.GetBytesOut())
		a.FetchUs = satAdd(a.FetchUs, nonNeg(u.GetFetchUs()))
	}
	a.Jobs = uint32(len(leaves))
	a.Root = chain.MerkleRoot(a.Leaves)
	return a, nil
}

// pendingUsage is a settled batch whose usage this validator has not
// anchored yet.
type pendingUsage struct {
	batch  *big.Int
	leaves []chain.SettledLeaf
	tries  int
}

// anchorPendingUsage tries to anchor the usage of every batch waiting for
// it; a batch stays pending while a result is missing, for a bounded
// number of steps.
func (val *validator) anchorPendingUsage(ctx context.Context, vc *valChain) {
	keep := vc.usage[:0]
	for _, p := range vc.usage {
		done, missing := val.anchorUsage(ctx, vc, p)
		if done {
			continue
		}
		p.tries++
		if p.tries >= maxUsageTries {
			val.log.Warn("usage of batch not anchored: results missing", "batch", p.batch, "missing", missing, "leaves", len(p.leaves))
			continue
		}
		keep = append(keep, p)
	}
	vc.usage = keep
}

// anchorUsage anchors one batch's usage. It reports done when the batch
// needs nothing more (anchored now or before, or this key may not
// anchor), and how many leaves lack a result.
func (val *validator) anchorUsage(ctx context.Context, vc *valChain, p pendingUsage) (done bool, missing int) {
	s := val.cfg.Settlement
	if out, err := chain.Call(ctx, s.Client, s.Contracts.Rewards, vc.rewards.PackUsageRoot(p.batch, val.addr)); err == nil {
		if root, err := vc.rewards.UnpackUsageRoot(out); err == nil && root != ([32]byte{}) {
			return true, 0 // anchored before a restart
		}
	}
	results := make(map[[32]byte]*types.Result, len(p.leaves))
	for _, l := range p.leaves {
		rec, err := val.valRecord(ctx, l.JobID)
		if err != nil || rec.ResultHash != hex.EncodeToString(l.ResultHash[:]) {
			missing++
			continue
		}
		if _, m, err := types.Decode(rec.Result); err == nil {
			if r, ok := m.(*types.Result); ok {
				results[l.JobID] = r
				continue
			}
		}
		missing++
	}
	if missing > 0 {
		return false, missing
	}
	agg, err := AggregateUsage(p.leaves, results)
	if err != nil {
		return false, len(p.leaves)
	}
	r, err := chain.Transact(ctx, s.Client, val.key, s.Contracts.Rewards, vc.rewards.PackAnchorUsage(p.batch, agg.Root, agg.Totals()))
	if err != nil {
		switch name := chain.RevertName(err); name {
		case "UsageAlreadyAnchored":
			return true, 0
		case "NotValidator", "UsageJobCount", "UnknownBatch":
			val.log.Warn("usage not anchored", "batch", p.batch, "reason", name)
			return true, 0
		}
		val.log.Debug("usage anchor", "batch", p.batch, "err", err)
		return false, 0
	}
	val.log.Info("usage anchored", "batch", p.batch, "jobs", agg.Jobs, "wall_us", agg.WallUs, "cpu_us", agg.CPUUs,
		"root", hex.EncodeToString(agg.Root[:8]), "gas", r.GasUsed)
	return true, 0
}

func nonNeg(v int64) uint64 { return uint64(max(0, v)) }

// satAdd adds without wrapping: a signed figure near the top of the range
// cannot make a sum small.
func satAdd(a, b uint64) uint64 {
	if a > math.MaxUint64-b {
		return math.MaxUint64
	}
	return a + b
}

func satAddI(a, b int64) int64 {
	if b <= 0 {
		return a
	}
	if a > math.MaxInt64-b {
		return math.MaxInt64
	}
	return a + b
}

// clampF bounds a sampled figure to what CheckFields accepts (NaN → lo).
func clampF(v float64, lo, hi float32) float32 {
	switch {
	case math.IsNaN(v) || v < float64(lo):
		return lo
	case v > float64(hi):
		return hi
	}
	return float32(v)
}
