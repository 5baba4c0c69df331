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

	"github.com/tensora/tensora/chain"
	"github.com/tensora/tensora/chain/bindings"
	"github.com/tensora/tensora/node/queue"
	"github.com/tensora/tensora/store"
	"github.com/tensora/tensora/types"
	"github.com/tensora/tensora/types/tora"
)

// This file holds the read models the local API serves: plain structs
// with JSON tags, built from the node's state on demand.

// Info is who and what this node is.
type Info struct {
	Address   string    `json:"address"`
	PeerID    string    `json:"peer_id"`
	Roles     []string  `json:"roles"`
	Subnets   []uint64  `json:"subnets"`
	Listen    []string  `json:"listen"`
	Light     bool      `json:"light"`
	StartedAt time.Time `json:"started_at"`
	Stake     string    `json:"stake_note,omitempty"`
	ChainID   uint64    `json:"chain_id,omitempty"`
	Escrow    string    `json:"escrow,omitempty"`
	Price     string    `json:"price_tora,omitempty"`
	MinStake  string    `json:"min_stake_tora"` // bids below it are ignored by this node's matching
	CPU       string    `json:"cpu,omitempty"`
	Cores     int       `json:"cores,omitempty"`
	RAMBytes  uint64    `json:"ram_bytes,omitempty"`
	GPUs      []GPUView `json:"gpus,omitempty"`
}

// Info describes the node.
func (n *Node) Info() Info {
	in := Info{
		Address: n.addr.Hex(), PeerID: n.host.ID().String(), Subnets: slices.Clone(n.cfg.Subnets),
		Light: n.cfg.Light, StartedAt: n.startedAt, Stake: n.cfg.StakeNote, MinStake: tora.Format(n.cfg.MinStake),
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
		in.CPU, in.Cores, in.RAMBytes = n.hw.CPU.Model, n.hw.CPU.Cores, n.hw.RAMBytes
		for _, g := range n.hw.GPUs {
			in.GPUs = append(in.GPUs, GPUView{Name: g.Name, Vendor: g.Vendor, VRAMBytes: g.VRAMBytes, CC: ccString(g.CCMajor, g.CCMinor), Declared: g.Declared})
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

// PeerView is one connected peer.
type PeerView struct {
	PeerID  string   `json:"peer_id"`
	Address string   `json:"address,omitempty"` // its Ethereum address (= identity)
	Addrs   []string `json:"addrs"`
	Score   float64  `json:"score"` // GossipSub score as this node sees it
	Miner   bool     `json:"miner"` // it has a live advert
	Latency string   `json:"latency,omitempty"`
}

// Peers lists the connected peers, miners first.
func (n *Node) Peers() []PeerView {
	scores := n.host.Scores()
	ads := n.Adverts()
	lh := n.host.LibP2P()
	var out []PeerView
	for _, p := range n.host.Peers() {
		v := PeerView{PeerID: p.String(), Score: scores[p]}
		if a, err := addressOf(p); err == nil {
			v.Address = a.Hex()
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
	slices.SortFunc(out, func(a, b PeerView) int {
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

// GPUView is one accelerator as adverts and the API show it.
type GPUView struct {
	Name      string `json:"name"`
	Vendor    string `json:"vendor,omitempty"`
	VRAMBytes uint64 `json:"vram_bytes"`
	CC        string `json:"cc,omitempty"`
	Declared  bool   `json:"declared,omitempty"`
}

// AdvertView is a miner as this node knows it: its advert, stake and
// reputation.
type AdvertView struct {
	Address       string    `json:"address"`
	PeerID        string    `json:"peer_id,omitempty"`
	Subnets       []uint64  `json:"subnets"`
	CPU           string    `json:"cpu"`
	Cores         uint32    `json:"cores"`
	RAMBytes      uint64    `json:"ram_bytes"`
	DiskFreeBytes uint64    `json:"disk_free_bytes"`
	GPUs          []GPUView `json:"gpus"`
	Engines       []string  `json:"engines"`
	Price         string    `json:"price_tora"`
	Stake         string    `json:"stake_tora"`
	Reputation    float64   `json:"reputation"`
	Running       uint32    `json:"running"`
	Queued        uint32    `json:"queued"`
	MaxConcurrent uint32    `json:"max_concurrency"`
	CPUPercent    uint32    `json:"cpu_percent"`
	MemUsedBytes  uint64    `json:"mem_used_bytes"`
	CachedModels  int       `json:"cached_models"`
	Seq           uint64    `json:"seq"`
	Updated       time.Time `json:"updated"`
	Expires       time.Time `json:"expires"`
}

// AdvertViews lists the live adverts: the network's miners and GPUs.
func (n *Node) AdvertViews() []AdvertView {
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
	out := make([]AdvertView, 0, len(es))
	for _, x := range es {
		ad := x.e.ad
		v := AdvertView{
			Address: x.a.Hex(), PeerID: x.e.from.String(), Subnets: ad.GetSubnets(), CPU: ad.GetCpuModel(),
			Cores: ad.GetCpuCores(), RAMBytes: ad.GetRamBytes(), DiskFreeBytes: ad.GetDiskFreeBytes(),
			Price: tora.Format(new(big.Int).SetBytes(ad.GetPricePerJob())), Reputation: n.rep.Reputation(x.a),
			Running: ad.GetLoad().GetRunning(), Queued: ad.GetLoad().GetQueued(), MaxConcurrent: ad.GetLoad().GetMaxConcurrency(),
			CPUPercent: ad.GetLoad().GetCpuPercent(), MemUsedBytes: ad.GetLoad().GetMemUsedBytes(),
			CachedModels: len(ad.GetCachedModels()), Seq: ad.GetSeq(), Updated: time.UnixMilli(ad.GetTimestampMs()), Expires: x.e.expires,
			GPUs: []GPUView{},
		}
		if st := n.cfg.Stake.Stake(x.a); st != nil {
			v.Stake = tora.Format(st)
		} else {
			v.Stake = "0"
		}
		for _, g := range ad.GetGpus() {
			v.GPUs = append(v.GPUs, GPUView{Name: g.GetName(), Vendor: g.GetVendor(), VRAMBytes: g.GetVramBytes(), CC: ccString(int(g.GetCcMajor()), int(g.GetCcMinor())), Declared: g.GetDeclared()})
		}
		for _, e := range ad.GetEngines() {
			v.Engines = append(v.Engines, e.GetName()+" "+e.GetVersion())
		}
		out = append(out, v)
	}
	slices.SortFunc(out, func(a, b AdvertView) int { return strings.Compare(a.Address, b.Address) })
	return out
}

// ObservedJob is a job this node saw on gossip (any role).
type ObservedJob struct {
	ID      string    `json:"id"`
	Subnet  uint64    `json:"subnet"`
	Client  string    `json:"client"`
	Model   string    `json:"model"`
	Spec    string    `json:"spec,omitempty"`
	MaxFee  string    `json:"max_fee_tora"`
	Bids    int       `json:"bids"`
	Miner   string    `json:"miner,omitempty"` // latest assigned
	Round   int       `json:"round"`
	Acked   bool      `json:"acked"`
	SeenAt  time.Time `json:"seen_at"`
	Expires time.Time `json:"deadline"`
}

// ObservedJobs lists the jobs in this node's memory (the recent ones),
// newest first.
func (n *Node) ObservedJobs() []ObservedJob {
	n.mu.Lock()
	out := make([]ObservedJob, 0, len(n.jobs))
	for id, j := range n.jobs {
		o := j.order
		v := ObservedJob{
			ID: hex.EncodeToString(id[:]), Subnet: o.GetSubnet(), Client: common.BytesToAddress(o.GetClient()).Hex(),
			Model: o.GetModelCid(), Spec: o.GetSpec(), MaxFee: tora.Format(types.AmountOf(o.GetMaxFee())),
			Bids: len(j.bids), SeenAt: j.seenAt, Expires: time.UnixMilli(o.GetDeadlineMs()), Round: -1,
		}
		for r, a := range j.assign {
			if int(r) > v.Round {
				v.Round, v.Miner = int(r), common.BytesToAddress(a.GetMiner()).Hex()
			}
		}
		_, v.Acked = j.acks[uint32(max(v.Round, 0))]
		out = append(out, v)
	}
	n.mu.Unlock()
	slices.SortFunc(out, func(a, b ObservedJob) int { return b.SeenAt.Compare(a.SeenAt) })
	return out
}

// MinerJobs lists the jobs in this miner's queue, newest first (nil for
// other roles).
func (n *Node) MinerJobs(ctx context.Context) ([]queue.Job, error) {
	if n.queue == nil {
		return nil, nil
	}
	js, err := n.queue.List(ctx)
	if err != nil {
		return nil, err
	}
	slices.SortFunc(js, func(a, b queue.Job) int { return b.Updated().Compare(a.Updated()) })
	return js, nil
}

// Job returns the client's record of one job, or ErrUnknownJob.
func (n *Node) Job(ctx context.Context, id [32]byte) (JobRecord, error) {
	var rec JobRecord
	b, err := n.records.Get(ctx, id[:])
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

// Balances is what this node's address holds on chain, in TORA.
type Balances struct {
	Address        string `json:"address"`
	TORA           string `json:"tora"`
	EscrowFree     string `json:"escrow_free"`
	EscrowCommited string `json:"escrow_committed"`
	Earned         string `json:"earned"`  // miner fees finalized and credited
	Claimed        string `json:"claimed"` // of those, claimed
	Owed           string `json:"owed"`    // claimable now
	Stake          string `json:"stake"`   // bonded stake as the node's stake view reads it
}

// Balances reads the node's balances from the chain.
func (n *Node) Balances(ctx context.Context) (Balances, error) {
	b := Balances{Address: n.addr.Hex()}
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
func (n *Node) PeerID() peer.ID { return n.host.ID() }

// UsageView is a peer's latest signed usage report (M22), as the API and
// the dashboard show it.
type UsageView struct {
	Address       string    `json:"address"`
	Roles         []string  `json:"roles"`
	Seq           uint64    `json:"seq"`
	At            time.Time `json:"at"`
	WindowMs      int64     `json:"window_ms"`
	CPUPercent    float32   `json:"cpu_percent"`
	MemUsedBytes  uint64    `json:"mem_used_bytes"`
	MemTotalBytes uint64    `json:"mem_total_bytes"`
	GPUs          []GPULoad `json:"gpus"`
	P2PInBytes    uint64    `json:"p2p_in_bytes"`
	P2POutBytes   uint64    `json:"p2p_out_bytes"`
	JobsDone      uint32    `json:"jobs_done"`
	JobsFailed    uint32    `json:"jobs_failed"`
	Queued        uint32    `json:"queued"`
	Running       uint32    `json:"running"`
	WallUs        int64     `json:"wall_us"`
	CPUUs         int64     `json:"cpu_us"`
	BytesIn       uint64    `json:"bytes_in"`
	BytesOut      uint64    `json:"bytes_out"`
}

// GPULoad is one GPU's live state in a usage report.
type GPULoad struct {
	Index          uint32  `json:"index"`
	Name           string  `json:"name"`
	UtilPercent    float32 `json:"util_percent"`
	VRAMUsedBytes  uint64  `json:"vram_used_bytes"`
	VRAMTotalBytes uint64  `json:"vram_total_bytes"`
	TempC          float32 `json:"temp_c"`
}

// UsageViews lists the latest usage report of every peer heard from, and
// this node's own, by address.
func (n *Node) UsageViews() []UsageView {
	reps := n.UsageReports()
	if own := n.OwnUsage(); own != nil {
		reps[n.addr] = own
	}
	out := make([]UsageView, 0, len(reps))
	for a, r := range reps {
		v := UsageView{
			Address: a.Hex(), Roles: r.GetRoles(), Seq: r.GetSeq(), At: time.UnixMilli(r.GetCreatedMs()), WindowMs: r.GetWindowMs(),
			CPUPercent: r.GetCpuPercent(), MemUsedBytes: r.GetMemUsedBytes(), MemTotalBytes: r.GetMemTotalBytes(),
			P2PInBytes: r.GetP2PInBytes(), P2POutBytes: r.GetP2POutBytes(), JobsDone: r.GetJobsDone(), JobsFailed: r.GetJobsFailed(),
			Queued: r.GetQueued(), Running: r.GetRunning(), WallUs: r.GetUsage().GetWallUs(), CPUUs: r.GetUsage().GetCpuUs(),
			BytesIn: r.GetUsage().GetBytesIn(), BytesOut: r.GetUsage().GetBytesOut(), GPUs: []GPULoad{},
		}
		for _, g := range r.GetGpus() {
			v.GPUs = append(v.GPUs, GPULoad{Index: g.GetIndex(), Name: g.GetName(), UtilPercent: g.GetUtilPercent(),
				VRAMUsedBytes: g.GetVramUsedBytes(), VRAMTotalBytes: g.GetVramTotalBytes(), TempC: g.GetTempC()})
		}
		out = append(out, v)
	}
	slices.SortFunc(out, func(a, b UsageView) int { return strings.Compare(a.Address, b.Address) })
	return out
}
