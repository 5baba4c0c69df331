package apitypes

import "time"

// The read models a node builds from its state; the API serves them as
// they are, or wrapped in the responses of api.go.

// Info is who and what this node is.
type Info struct {
	Address   string    `json:"address"`
	Name      string    `json:"name,omitempty"` // its .tora name (reverse record), when it has one
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
	// OtherChains names the peers whose gossip this node rejects because
	// they sign for another chain (or none), and the fix; "" when none do.
	OtherChains string `json:"other_chains,omitempty"`
}

// GPUView is one accelerator as adverts and the API show it.
type GPUView struct {
	Name      string `json:"name"`
	Vendor    string `json:"vendor,omitempty"`
	VRAMBytes uint64 `json:"vram_bytes"`
	CC        string `json:"cc,omitempty"`
	Declared  bool   `json:"declared,omitempty"`
}

// PeerView is one connected peer.
type PeerView struct {
	PeerID  string   `json:"peer_id"`
	Address string   `json:"address,omitempty"` // its Ethereum address (= identity)
	Name    string   `json:"name,omitempty"`    // its .tora name, when it has one
	Addrs   []string `json:"addrs"`
	Score   float64  `json:"score"` // GossipSub score as this node sees it
	Miner   bool     `json:"miner"` // it has a live advert
	Latency string   `json:"latency,omitempty"`
}

// AdvertView is a miner as this node knows it: its advert, stake and
// reputation.
type AdvertView struct {
	Address       string    `json:"address"`
	Name          string    `json:"name,omitempty"` // its .tora name, when it has one
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

// ObservedJob is a job this node saw on gossip (any role).
type ObservedJob struct {
	ID         string    `json:"id"`
	Subnet     uint64    `json:"subnet"`
	Client     string    `json:"client"`
	ClientName string    `json:"client_name,omitempty"` // the client's .tora name
	Model      string    `json:"model"`
	Spec       string    `json:"spec,omitempty"`
	MaxFee     string    `json:"max_fee_tora"`
	Bids       int       `json:"bids"`
	Miner      string    `json:"miner,omitempty"`      // latest assigned
	MinerName  string    `json:"miner_name,omitempty"` // its .tora name
	Round      int       `json:"round"`
	Acked      bool      `json:"acked"`
	SeenAt     time.Time `json:"seen_at"`
	Expires    time.Time `json:"deadline"`
}

// Balances is what this node's address holds on chain, in TORA.
type Balances struct {
	Address        string `json:"address"`
	Name           string `json:"name,omitempty"`
	TORA           string `json:"tora"`
	EscrowFree     string `json:"escrow_free"`
	EscrowCommited string `json:"escrow_committed"`
	Earned         string `json:"earned"`  // miner fees finalized and credited
	Claimed        string `json:"claimed"` // of those, claimed
	Owed           string `json:"owed"`    // claimable now
	Stake          string `json:"stake"`   // bonded stake as the node's stake view reads it
	// WithdrawalPending is escrow requested out and not yet withdrawn,
	// which can complete at WithdrawalReadyAt (unix seconds, chain time).
	WithdrawalPending string `json:"withdrawal_pending,omitempty"`
	WithdrawalReadyAt int64  `json:"withdrawal_ready_at,omitempty"`
}

// UsageView is a peer's latest signed usage report (M22), as the API and
// the dashboard show it.
type UsageView struct {
	Address       string     `json:"address"`
	Name          string     `json:"name,omitempty"`
	Roles         []string   `json:"roles"`
	Seq           uint64     `json:"seq"`
	At            time.Time  `json:"at"`
	WindowMs      int64      `json:"window_ms"`
	CPUPercent    float32    `json:"cpu_percent"`
	MemUsedBytes  uint64     `json:"mem_used_bytes"`
	MemTotalBytes uint64     `json:"mem_total_bytes"`
	GPUs          []UsageGPU `json:"gpus"`
	P2PInBytes    uint64     `json:"p2p_in_bytes"`
	P2POutBytes   uint64     `json:"p2p_out_bytes"`
	JobsDone      uint32     `json:"jobs_done"`
	JobsFailed    uint32     `json:"jobs_failed"`
	Queued        uint32     `json:"queued"`
	Running       uint32     `json:"running"`
	WallUs        int64      `json:"wall_us"`
	CPUUs         int64      `json:"cpu_us"`
	BytesIn       uint64     `json:"bytes_in"`
	BytesOut      uint64     `json:"bytes_out"`
}

// UsageGPU is one GPU's live state in a usage report.
type UsageGPU struct {
	Index          uint32  `json:"index"`
	Name           string  `json:"name"`
	UtilPercent    float32 `json:"util_percent"`
	VRAMUsedBytes  uint64  `json:"vram_used_bytes"`
	VRAMTotalBytes uint64  `json:"vram_total_bytes"`
	TempC          float32 `json:"temp_c"`
}

// JobRecord is a client's durable record of a job it posted.
type JobRecord struct {
	ID     string `json:"id"`
	Subnet uint64 `json:"subnet"`
	Nonce  uint64 `json:"nonce,omitempty"`
	Model  string `json:"model"`
	Input  string `json:"input,omitempty"`
	Spec   string `json:"spec,omitempty"`
	MaxFee string `json:"max_fee"`
	State  string `json:"state"`
	Bids   int    `json:"bids"`
	Winner string `json:"winner,omitempty"`
	Price  string `json:"price,omitempty"` // wei, signed into the winner's assignment
	// Charge is what a verified LLM job owes its miner (wei): its output's
	// per-token charge under Price. The client audits the job's leaf
	// against it, after a restart too.
	Charge string `json:"charge,omitempty"`
	Round  int    `json:"round"`
	// Path is how the job was placed: "direct" (from a miner's standing
	// offer, over a stream) or "auction" (bids in a window).
	Path        string `json:"path,omitempty"`
	OutputCID   string `json:"output_cid,omitempty"`
	OutputBytes int    `json:"output_bytes,omitempty"`
	ResultHash  string `json:"result_hash,omitempty"`
	FetchUs     int64  `json:"fetch_us,omitempty"`
	PullUs      int64  `json:"pull_us,omitempty"` // a container job's image pull, before its run
	ExecUs      int64  `json:"exec_us,omitempty"`
	Error       string `json:"error,omitempty"`
	// Miners and Eligible count the miners known when the job was matched
	// and those that could serve it; Excluded says why the rest could not
	// (from their adverts, or from the bids when no bid was eligible).
	Miners   int         `json:"miners,omitempty"`
	Eligible int         `json:"eligible,omitempty"`
	Excluded []Exclusion `json:"excluded,omitempty"`
	Settled  bool        `json:"settled,omitempty"`
	// Engine is the engine the job asked for ("onnx", "llm"; empty in
	// records written before it was kept). A verified LLM job adds its
	// usage beside its Charge.
	Engine           string    `json:"engine,omitempty"`
	PromptTokens     int       `json:"prompt_tokens,omitempty"`
	CompletionTokens int       `json:"completion_tokens,omitempty"`
	Posted           time.Time `json:"posted"`
	Timeline         []Step    `json:"timeline"`
}

// Done reports whether the job will not change state again (settlement
// aside: a verified job becomes settled later).
func (j JobRecord) Done() bool {
	switch j.State {
	case "verified", "settled", "disputed", "failed", "cancelled":
		return true
	}
	return false
}

// Step is one entry of a job's timeline.
type Step struct {
	State  string    `json:"state"`
	At     time.Time `json:"at"`
	Detail string    `json:"detail,omitempty"`
}

// Exclusion is why some miners could not take a job: Miners of them
// failed on Reason (wanting Want).
type Exclusion struct {
	Reason string `json:"reason"`
	Want   string `json:"want,omitempty"`
	Miners int    `json:"miners"`
}
