package apitypes

import "time"

// The bodies of the API's calls that are not one of the node's views.

// InfoResponse is GET /api/v1/info.
type InfoResponse struct {
	Info
	Version string `json:"version"`
	API     string `json:"api"`
	// ChainFile or Network is where the node's chain was configured (a
	// chain file's path, or a network of the datadir's config): the CLI's
	// chain commands settle on the same chain without --chain-file.
	ChainFile string `json:"chain_file,omitempty"`
	Network   string `json:"network,omitempty"`
}

// MinerJob is a job in this miner's queue.
type MinerJob struct {
	ID        string      `json:"id"`
	Subnet    uint64      `json:"subnet"`
	Round     uint32      `json:"round"`
	State     string      `json:"state"`
	Attempts  int         `json:"attempts"`
	Error     string      `json:"error,omitempty"`
	OutputCID string      `json:"output_cid,omitempty"`
	Published bool        `json:"published"`
	Deadline  time.Time   `json:"deadline"`
	History   []QueueStep `json:"history"`
}

// QueueStep is one recorded transition of a miner's queued job (the
// queue's own step, whose State is a queue state name).
type QueueStep struct {
	State string    `json:"state"`
	At    time.Time `json:"at"`
	Note  string    `json:"note,omitempty"`
}

// JobsResponse is GET /api/v1/jobs: the jobs this node posted (client),
// runs (miner) and saw on gossip (observed), newest first.
type JobsResponse struct {
	Client   []JobRecord   `json:"client"`
	Miner    []MinerJob    `json:"miner"`
	Observed []ObservedJob `json:"observed"`
}

// JobResponse is GET /api/v1/jobs/{id}: whichever views this node has.
type JobResponse struct {
	ID       string       `json:"id"`
	Client   *JobRecord   `json:"client,omitempty"`
	Miner    *MinerJob    `json:"miner,omitempty"`
	Observed *ObservedJob `json:"observed,omitempty"`
}

// BatchView is one of the miner's settlement batches.
type BatchView struct {
	Seq        uint64 `json:"seq"`
	Subnet     uint64 `json:"subnet"`
	State      string `json:"state"`
	Jobs       int    `json:"jobs"`
	Root       string `json:"root"`
	Tx         string `json:"tx,omitempty"`
	ChainID    string `json:"chain_batch_id,omitempty"`
	FinalAfter int64  `json:"final_after,omitempty"`
	Gas        uint64 `json:"gas,omitempty"`
	Error      string `json:"error,omitempty"`
	Created    int64  `json:"created_ms"`
}

// BalancesResponse is GET /api/v1/balances; ChainError says why the chain
// figures are missing.
type BalancesResponse struct {
	Balances
	ChainError string `json:"chain_error,omitempty"`
}

// MetricsResponse is GET /api/v1/metrics: the latest sample and the
// recent history, oldest first.
type MetricsResponse struct {
	Latest  Sample   `json:"latest"`
	History []Sample `json:"history"`
}

// Sample is one tick of live metrics, as the dashboard charts them.
type Sample struct {
	At            time.Time `json:"at"`
	CPUPercent    float64   `json:"cpu_percent"`
	MemUsedBytes  uint64    `json:"mem_used_bytes"`
	MemTotalBytes uint64    `json:"mem_total_bytes"`
	GPUs          []GPULoad `json:"gpus"`
	// NetIn and NetOut are this node's libp2p traffic, bytes per second
	// over the last tick; the totals are since the node started.
	NetInBps      float64 `json:"net_in_bps"`
	NetOutBps     float64 `json:"net_out_bps"`
	NetInTotal    int64   `json:"net_in_total"`
	NetOutTotal   int64   `json:"net_out_total"`
	JobsPerSecond float64 `json:"jobs_per_second"` // results seen or produced, over the last 10 s
	JobsTotal     int64   `json:"jobs_total"`
	QueueDepth    int     `json:"queue_depth"` // this miner's queued jobs
	Peers         int     `json:"peers"`
	Miners        int     `json:"miners"` // live adverts
	Dropped       int64   `json:"events_dropped"`
}

// GPULoad is one GPU's live state; −1 where NVML could not say.
type GPULoad struct {
	Index          int     `json:"index"`
	Name           string  `json:"name"`
	UtilPercent    float64 `json:"util_percent"`
	VRAMUsedBytes  uint64  `json:"vram_used_bytes"`
	VRAMTotalBytes uint64  `json:"vram_total_bytes"`
	TempC          float64 `json:"temp_c"`
}

// ContentResponse is POST /api/v1/content.
type ContentResponse struct {
	CID  string `json:"cid"`
	Size int64  `json:"size"`
}

// PostJobRequest is POST /api/v1/jobs. MaxFee is in TORA ("2.5").
type PostJobRequest struct {
	Subnet      uint64 `json:"subnet"`
	Model       string `json:"model"`
	Input       string `json:"input,omitempty"`
	Engine      string `json:"engine,omitempty"`
	Spec        string `json:"spec,omitempty"`
	MaxFee      string `json:"max_fee"`
	BidWindowMs int64  `json:"bid_window_ms,omitempty"`
	DeadlineS   int64  `json:"deadline_s,omitempty"`
	// Auction places the job by auction even when fresh standing offers
	// could serve it on the fast path.
	Auction bool `json:"auction,omitempty"`
	// Check refuses an ONNX job before it is announced when its model or
	// input is unreachable, the model is not ONNX or the input does not
	// match the model's declared inputs (the CLI sets it unless
	// --no-check).
	Check bool `json:"check,omitempty"`
}

// PostJobResponse answers a post once the job is announced; follow it
// with GET /api/v1/jobs/{id} or the event stream.
type PostJobResponse struct {
	ID    string `json:"id"`
	State string `json:"state"`
}

// ClaimResponse is POST /api/v1/claim.
type ClaimResponse struct {
	Claimed string `json:"claimed_tora"`
}

// Error is the body of every non-2xx answer.
type Error struct {
	Error string `json:"error"`
}

// SwapView is one of a node's swaps (GET /api/v1/swaps), as the client
// that pays on another chain or as the desk that sells it TORA
// (docs/payments.md). Amounts are in whole tokens and TORA.
type SwapView struct {
	ID           string    `json:"id"`   // the payment lock's id
	Side         string    `json:"side"` // "client" or "desk"
	Step         string    `json:"step"`
	Done         bool      `json:"done"` // nothing more will happen
	Pay          string    `json:"pay"`  // tokens locked on the payment chain
	Symbol       string    `json:"symbol"`
	PayChain     string    `json:"pay_chain"` // the payment network's name (chain id)
	TORA         string    `json:"tora"`      // TORA the swap buys into the client's escrow
	Counterparty string    `json:"counterparty"`
	PayExpiry    time.Time `json:"pay_expiry"`
	ToraExpiry   time.Time `json:"tora_expiry,omitempty"`
	Txs          []SwapTx  `json:"txs"` // the audit trail, in order
	Reason       string    `json:"reason,omitempty"`
	LastError    string    `json:"last_error,omitempty"`
	Updated      time.Time `json:"updated"`
}

// SwapTx is one transaction of a swap's audit trail.
type SwapTx struct {
	Chain string `json:"chain"` // network name (chain id)
	What  string `json:"what"`
	Hash  string `json:"hash"`
}

// SessionView is GET and DELETE /api/v1/session: the session the request
// carried, as the node verified it.
type SessionView struct {
	Signer   string    `json:"signer"`
	Node     string    `json:"node"`
	URI      string    `json:"uri"`
	ChainID  uint64    `json:"chain_id"`
	Nonce    string    `json:"nonce"`
	IssuedAt time.Time `json:"issued_at"`
	Expires  time.Time `json:"expires"`
	Revoked  bool      `json:"revoked,omitempty"`
}

// ProofResponse is GET /api/v1/proof: the node's wallet signature of
// auth.ProofMessage for its API's URI and the challenge asked, which
// proves to a client that the server is the node before it sends a
// session.
type ProofResponse struct {
	Node      string `json:"node"`
	URI       string `json:"uri"`
	Signature string `json:"signature"` // 0x-hex, 65 bytes
}

// TokenRequest is POST /api/v1/token: an API token for this node's own
// gateway, signed by the node, for a caller that already holds a session
// or signs with an allowed wallet (how `tensora llm` runs without a
// passphrase). TTLSeconds 0 asks for the default (10 minutes); at most 15
// minutes, and never past the session that asks.
type TokenRequest struct {
	TTLSeconds int64 `json:"ttl_seconds,omitempty"`
}

// TokenResponse is POST /api/v1/token's answer: the token (for
// Authorization: Bearer at URI), its signer (the node) and expiry.
type TokenResponse struct {
	Token   string    `json:"token"`
	Signer  string    `json:"signer"`
	URI     string    `json:"uri"`
	Expires time.Time `json:"expires"`
}

// PinView is one file of GET /api/v1/content: what this node added or
// fetched.
type PinView struct {
	CID    string    `json:"cid"`
	Name   string    `json:"name,omitempty"`
	Size   int64     `json:"size"`
	Source string    `json:"source"`
	Time   time.Time `json:"time"`
}

// FetchRequest is POST /api/v1/content/{cid}/fetch: fetch a file from the
// network into the node's store, giving up after TimeoutS seconds
// (default 120, at most 3600).
type FetchRequest struct {
	TimeoutS int `json:"timeout_s,omitempty"`
}
