package node

import (
	"context"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"slices"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/tensora/tensora/api/apitypes"
	"github.com/tensora/tensora/chain"
	"github.com/tensora/tensora/chain/bindings"
	"github.com/tensora/tensora/engine/llm/llmjob"
	"github.com/tensora/tensora/jobbook"
	"github.com/tensora/tensora/node/identity"
	"github.com/tensora/tensora/node/queue"
	"github.com/tensora/tensora/store"
	"github.com/tensora/tensora/types"
	"github.com/tensora/tensora/types/tora"
)

// This file builds the read models the local API serves (declared in
// api/apitypes, which the SDK decodes too) from the node's state on demand.

// The client's job record is an API view and the node's stored record at
// once; these names keep the job code's references short.
type (
	JobRecord = apitypes.JobRecord
	Step      = apitypes.Step
	Exclusion = apitypes.Exclusion
)

// Info describes the node.
func (n *Node) Info() apitypes.Info {
	in := apitypes.Info{
		Address: n.addr.Hex(), PeerID: n.host.ID().String(), Subnets: slices.Clone(n.cfg.Subnets),
		Light: n.cfg.Light, StartedAt: n.startedAt, Stake: n.cfg.StakeNote, MinStake: tora.Format(n.cfg.MinStake),
		Name: n.names.Name(n.addr), OtherChains: n.host.ForeignChainsSummary(),
	}
	for _, r := range n.cfg.Roles {
		in.Roles = append(in.Roles, string(r))
	}
	for _, a := range n.host.AddrInfo().Addrs {
		in.Listen = append(in.Listen, a.String()+"/p2p/"+n.host.ID().String())
	}
	if s := n.cfg.Settlement; s != nil {
		in.ChainID, in.Escrow = s.ChainID, s.Contracts.Escrow.Hex()
	}
	if n.has(RoleMiner) {
		in.Price = tora.Format(n.cfg.Price)
		in.CPU, in.Cores, in.RAMBytes = n.miner.hw.CPU.Model, n.miner.hw.CPU.Cores, n.miner.hw.RAMBytes
		for _, g := range n.miner.hw.GPUs {
			in.GPUs = append(in.GPUs, apitypes.GPUView{Name: g.Name, Vendor: g.Vendor, VRAMBytes: g.VRAMBytes, CC: ccString(g.CCMajor, g.CCMinor), Declared: g.Declared})
		}
	}
	return in
}

func ccString(major, minor int) string {
	if major == 0 {
		return ""
	}
	return fmt.Sprintf("%d.%d", major, minor)
}

// Peers lists the connected peers, miners first.
func (n *Node) Peers() []apitypes.PeerView {
	scores := n.host.Scores()
	ads := n.Adverts()
	lh := n.host.LibP2P()
	var out []apitypes.PeerView
	for _, p := range n.host.Peers() {
		v := apitypes.PeerView{PeerID: p.String(), Score: scores[p]}
		if a, err := identity.AddressFromPeerID(p); err == nil {
			v.Address, v.Name = a.Hex(), n.names.Name(a)
			_, v.Miner = ads[a]
		}
		for _, c := range lh.Network().ConnsToPeer(p) {
			v.Addrs = append(v.Addrs, c.RemoteMultiaddr().String())
		}
		if l := lh.Peerstore().LatencyEWMA(p); l > 0 {
			v.Latency = l.Round(time.Microsecond).String()
		}
		out = append(out, v)
	}
	slices.SortFunc(out, func(a, b apitypes.PeerView) int {
		if a.Miner != b.Miner {
			if a.Miner {
				return -1
			}
			return 1
		}
		return strings.Compare(a.PeerID, b.PeerID)
	})
	return out
}

// AdvertViews lists the live adverts: the network's miners and GPUs.
func (n *Node) AdvertViews() []apitypes.AdvertView {
	n.mu.Lock()
	type entry struct {
		a common.Address
		e advertEntry
	}
	now := n.cfg.Now()
	var es []entry
	for a, e := range n.adverts {
		if now.Before(e.expires) {
			es = append(es, entry{a, *e})
		}
	}
	n.mu.Unlock()
	out := make([]apitypes.AdvertView, 0, len(es))
	for _, x := range es {
		ad := x.e.ad
		v := apitypes.AdvertView{
			Address: x.a.Hex(), Name: n.names.Name(x.a), PeerID: x.e.from.String(), Subnets: ad.GetSubnets(), CPU: ad.GetCpuModel(),
			Cores: ad.GetCpuCores(), RAMBytes: ad.GetRamBytes(), DiskFreeBytes: ad.GetDiskFreeBytes(),
			Price: tora.Format(new(big.Int).SetBytes(ad.GetPricePerJob())), Reputation: n.rep.Reputation(x.a),
			Running: ad.GetLoad().GetRunning(), Queued: ad.GetLoad().GetQueued(), MaxConcurrent: ad.GetLoad().GetMaxConcurrency(),
			CPUPercent: ad.GetLoad().GetCpuPercent(), MemUsedBytes: ad.GetLoad().GetMemUsedBytes(),
			CachedModels: len(ad.GetCachedModels()), Seq: ad.GetSeq(), Updated: time.UnixMilli(ad.GetTimestampMs()), Expires: x.e.expires,
			GPUs: []apitypes.GPUView{},
		}
		if st := n.cfg.Stake.Stake(x.a); st != nil {
			v.Stake = tora.Format(st)
		} else {
			v.Stake = "0"
		}
		for _, g := range ad.GetGpus() {
			v.GPUs = append(v.GPUs, apitypes.GPUView{Name: g.GetName(), Vendor: g.GetVendor(), VRAMBytes: g.GetVramBytes(), CC: ccString(int(g.GetCcMajor()), int(g.GetCcMinor())), Declared: g.GetDeclared()})
		}
		for _, e := range ad.GetEngines() {
			v.Engines = append(v.Engines, e.GetName()+" "+e.GetVersion())
		}
		out = append(out, v)
	}
	slices.SortFunc(out, func(a, b apitypes.AdvertView) int { return strings.Compare(a.Address, b.Address) })
	return out
}

// ObservedJobs lists the jobs in this node's memory (the recent ones),
// newest first.
func (n *Node) ObservedJobs() []apitypes.ObservedJob {
	n.mu.Lock()
	out := make([]apitypes.ObservedJob, 0, n.book.Len())
	n.book.Each(func(id [32]byte, j *jobbook.Job) {
		o := j.Order()
		v := apitypes.ObservedJob{
			ID: hex.EncodeToString(id[:]), Subnet: o.GetSubnet(), Client: common.BytesToAddress(o.GetClient()).Hex(),
			Model: o.GetModelCid(), Spec: o.GetSpec(), MaxFee: tora.Format(types.AmountOf(o.GetMaxFee())),
			Bids: j.Bids(), SeenAt: j.SeenAt(), Expires: time.UnixMilli(o.GetDeadlineMs()),
		}
		v.ClientName = n.names.NameHex(v.Client)
		round, miner, acked := j.Latest()
		v.Round, v.Acked = round, acked
		if round >= 0 {
			v.Miner, v.MinerName = miner.Hex(), n.names.Name(miner)
		}
		out = append(out, v)
	})
	n.mu.Unlock()
	slices.SortFunc(out, func(a, b apitypes.ObservedJob) int { return b.SeenAt.Compare(a.SeenAt) })
	return out
}

// MinerJobs lists the jobs in this miner's queue, newest first (nil for
// other roles).
func (n *Node) MinerJobs(ctx context.Context) ([]queue.Job, error) {
	if n.miner.queue == nil {
		return nil, nil
	}
	js, err := n.miner.queue.List(ctx)
	if err != nil {
		return nil, err
	}
	slices.SortFunc(js, func(a, b queue.Job) int { return b.Updated().Compare(a.Updated()) })
	return js, nil
}

// Job returns the client's record of one job, or ErrUnknownJob.
func (n *Node) Job(ctx context.Context, id [32]byte) (JobRecord, error) {
	var rec JobRecord
	b, err := n.client.records.Get(ctx, id[:])
	if errors.Is(err, store.ErrNotFound) {
		return rec, fmt.Errorf("%w: %x", ErrUnknownJob, id)
	}
	if err != nil {
		return rec, fmt.Errorf("job record %x: %w", id[:4], err)
	}
	if err := json.Unmarshal(b, &rec); err != nil {
		return rec, fmt.Errorf("job record %x: %w", id[:4], err)
	}
	return rec, nil
}

// ErrUnknownJob: no record of that job on this node.
var ErrUnknownJob = errors.New("unknown job")

// Balances reads the node's balances from the chain.
func (n *Node) Balances(ctx context.Context) (apitypes.Balances, error) {
	b := apitypes.Balances{Address: n.addr.Hex(), Name: n.names.Name(n.addr)}
	if st := n.cfg.Stake.Stake(n.addr); st != nil {
		b.Stake = tora.Format(st)
	}
	s := n.cfg.Settlement
	if s == nil {
		return b, errors.New("no chain configured")
	}
	token := bindings.NewTORA()
	out, err := chain.Call(ctx, s.Client, s.Contracts.Token, token.PackBalanceOf(n.addr))
	if err != nil {
		return b, fmt.Errorf("read TORA balance: %w", err)
	}
	bal, err := token.UnpackBalanceOf(out)
	if err != nil {
		return b, fmt.Errorf("read TORA balance: %w", err)
	}
	b.TORA = tora.Format(bal)
	free, committed, err := n.Escrow(ctx, n.addr)
	if err != nil {
		return b, err
	}
	b.EscrowFree, b.EscrowCommited = tora.Format(free), tora.Format(committed)
	e := bindings.NewJobEscrow()
	if out, err = chain.Call(ctx, s.Client, s.Contracts.Escrow, e.PackEarnings(n.addr)); err != nil {
		return b, fmt.Errorf("read earnings: %w", err)
	}
	earn, err := e.UnpackEarnings(out)
	if err != nil {
		return b, fmt.Errorf("read earnings: %w", err)
	}
	b.Earned, b.Claimed = tora.Format(earn.Earned), tora.Format(earn.Claimed)
	if out, err = chain.Call(ctx, s.Client, s.Contracts.Escrow, e.PackOwed(n.addr)); err != nil {
		return b, fmt.Errorf("read owed: %w", err)
	}
	owed, err := e.UnpackOwed(out)
	if err != nil {
		return b, fmt.Errorf("read owed: %w", err)
	}
	b.Owed = tora.Format(owed)
	if out, err = chain.Call(ctx, s.Client, s.Contracts.Escrow, e.PackPendingWithdrawal(n.addr)); err != nil {
		return b, fmt.Errorf("read pending withdrawal: %w", err)
	}
	p, err := e.UnpackPendingWithdrawal(out)
	if err != nil {
		return b, fmt.Errorf("read pending withdrawal: %w", err)
	}
	if p.Amount.Sign() > 0 {
		b.WithdrawalPending, b.WithdrawalReadyAt = tora.Format(p.Amount), int64(p.ReadyAt)
	}
	return b, nil
}

// ClaimEarnings sends the escrow's claim for this miner's finalized fees
// and returns what was owed before.
func (n *Node) ClaimEarnings(ctx context.Context) (*big.Int, error) {
	s := n.cfg.Settlement
	if s == nil {
		return nil, errors.New("no chain configured")
	}
	e := bindings.NewJobEscrow()
	out, err := chain.Call(ctx, s.Client, s.Contracts.Escrow, e.PackOwed(n.addr))
	if err != nil {
		return nil, fmt.Errorf("read owed: %w", err)
	}
	owed, err := e.UnpackOwed(out)
	if err != nil {
		return nil, fmt.Errorf("read owed: %w", err)
	}
	if owed.Sign() == 0 {
		return owed, nil
	}
	if _, err := chain.Transact(ctx, s.Client, n.key, s.Contracts.Escrow, e.PackClaim()); err != nil {
		return nil, fmt.Errorf("claim: %w", err)
	}
	return owed, nil
}

// PeerID is this node's libp2p identity.
func (n *core) PeerID() peer.ID { return n.host.ID() }

// UsageViews lists the latest usage report of every peer heard from, and
// this node's own, by address.
func (n *Node) UsageViews() []apitypes.UsageView {
	reps := n.UsageReports()
	if own := n.OwnUsage(); own != nil {
		reps[n.addr] = own
	}
	out := make([]apitypes.UsageView, 0, len(reps))
	for a, r := range reps {
		v := apitypes.UsageView{
			Address: a.Hex(), Name: n.names.Name(a), Roles: r.GetRoles(), Seq: r.GetSeq(), At: time.UnixMilli(r.GetCreatedMs()), WindowMs: r.GetWindowMs(),
			CPUPercent: r.GetCpuPercent(), MemUsedBytes: r.GetMemUsedBytes(), MemTotalBytes: r.GetMemTotalBytes(),
			P2PInBytes: r.GetP2PInBytes(), P2POutBytes: r.GetP2POutBytes(), JobsDone: r.GetJobsDone(), JobsFailed: r.GetJobsFailed(),
			Queued: r.GetQueued(), Running: r.GetRunning(), WallUs: r.GetUsage().GetWallUs(), CPUUs: r.GetUsage().GetCpuUs(),
			BytesIn: r.GetUsage().GetBytesIn(), BytesOut: r.GetUsage().GetBytesOut(), GPUs: []apitypes.UsageGPU{},
		}
		for _, g := range r.GetGpus() {
			v.GPUs = append(v.GPUs, apitypes.UsageGPU{Index: g.GetIndex(), Name: g.GetName(), UtilPercent: g.GetUtilPercent(),
				VRAMUsedBytes: g.GetVramUsedBytes(), VRAMTotalBytes: g.GetVramTotalBytes(), TempC: g.GetTempC()})
		}
		out = append(out, v)
	}
	slices.SortFunc(out, func(a, b apitypes.UsageView) int { return strings.Compare(a.Address, b.Address) })
	return out
}

// LLMModel is a model that miners serve warm for LLM jobs, from their
// live adverts.
type LLMModel struct {
	CID    string
	Miners int
	// MinPrice is the lowest advertised price of a miner serving it
	// (wei).
	MinPrice *big.Int
	// MinPricePer1K and MaxPricePer1K are the lowest and highest prices
	// per 1,000 tokens its miners advertise (wei; nil when none does): a
	// request at MaxPricePer1K is one every such miner takes.
	MinPricePer1K, MaxPricePer1K *big.Int
}

// LLMModels lists the models that live adverts of LLM miners (engine
// llmjob.Engine) serve, by CID.
func (n *Node) LLMModels() []LLMModel {
	now := n.cfg.Now()
	by := map[string]*LLMModel{}
	n.mu.Lock()
	for _, e := range n.adverts {
		if !now.Before(e.expires) || !slices.ContainsFunc(e.ad.GetEngines(), func(x *types.EngineInfo) bool { return x.GetName() == llmjob.Engine }) {
			continue
		}
		price := new(big.Int).SetBytes(e.ad.GetPricePerJob())
		var per1k *big.Int
		if b := e.ad.GetPricePer_1KTokens(); b != nil {
			per1k = new(big.Int).SetBytes(b)
		}
		for _, c := range e.ad.GetCachedModels() {
			m := by[c]
			if m == nil {
				m = &LLMModel{CID: c, MinPrice: price}
				by[c] = m
			}
			m.Miners++
			if price.Cmp(m.MinPrice) < 0 {
				m.MinPrice = price
			}
			if per1k != nil {
				if m.MinPricePer1K == nil || per1k.Cmp(m.MinPricePer1K) < 0 {
					m.MinPricePer1K = per1k
				}
				if m.MaxPricePer1K == nil || per1k.Cmp(m.MaxPricePer1K) > 0 {
					m.MaxPricePer1K = per1k
				}
			}
		}
	}
	n.mu.Unlock()
	out := make([]LLMModel, 0, len(by))
	for _, m := range by {
		out = append(out, *m)
	}
	slices.SortFunc(out, func(a, b LLMModel) int { return strings.Compare(a.CID, b.CID) })
	return out
}
