package types

import (
	"bytes"
	"errors"
	"fmt"

	"google.golang.org/protobuf/proto"
)

// MaxMessageSize bounds an encoded Envelope on every topic.
const MaxMessageSize = 64 << 10

// Field bounds. They are generous for honest peers and keep a validator's
// work per message small.
const (
	MaxCIDLen        = 256
	MaxSpecLen       = 512
	MaxNameLen       = 128
	MaxProviders     = 8
	MaxProviderAddrs = 8
	MaxErrorLen      = 512
	MaxInlineOutput  = 32 << 10 // a Result's sealed inline output (seal.go)
	MaxGPUs          = 64
	MaxEngines       = 16
	MaxCachedCIDs    = 256
	MaxSubnets       = 64
	MaxAmountBytes   = 32
	MaxBidWindowMs   = 60_000
	// MaxAttestationBytes bounds a Result's TEE evidence (its encoded
	// attest.Evidence). NVML's report and certificate chains take about
	// 17 KiB; package attest admits more (up to 192 KiB), but a Result must
	// fit MaxMessageSize with a full inline output beside it, so evidence
	// over this is not shipped (the miner's run goes out unattested).
	MaxAttestationBytes = 24 << 10
	// MaxDirectMs bounds how long after its creation a direct order's
	// auction may be held off (JobOrder.direct_until_ms).
	MaxDirectMs = 10_000
	// MaxOffers bounds the standing offers an Assignment cites.
	MaxOffers = 256
	// MaxRounds bounds a job's rounds (an Assignment's round is below
	// it): a client walks down at most a direct ranking and an auction's,
	// a few failed rounds and free declines each (jobbook.Rounds), far
	// below this; every round may cost the miner it names a missed round
	// at every peer, so a job cannot have them without end.
	MaxRounds = 64
	// MaxDirectInput is the largest input a client sends inline on the
	// direct stream; a larger one is fetched by CID as on the auction path.
	MaxDirectInput = 256 << 10
	// MaxUsageJobs bounds the job ids a UsageReport lists.
	MaxUsageJobs = 256
	// MaxUsageReportBytes bounds an encoded UsageReport: far below
	// MaxMessageSize, since every node sends one per interval.
	MaxUsageReportBytes = 32 << 10
	// MaxUsageWindowMs bounds a UsageReport's window (a day).
	MaxUsageWindowMs = 24 * 60 * 60 * 1000
	// MaxJobLifetimeMs bounds a JobOrder's deadline after its creation (a
	// day): every peer keeps an unfinished job until its deadline, so an
	// order must not be able to pin memory for ever.
	MaxJobLifetimeMs = 24 * 60 * 60 * 1000
	// MaxDisputeReasonLen bounds a Dispute's reason (it is only logged).
	MaxDisputeReasonLen = 256
	// MaxSymbolLen bounds a SwapQuote's token symbol.
	MaxSymbolLen = 16
	// MaxChallengeWindowMs is the longest challenge window a subnet may
	// set (SubnetRegistry's cap, 3 days): a leaf settled by its settle-by
	// time can be challenged, and so disputed, this long after it.
	MaxChallengeWindowMs = 3 * 24 * 60 * 60 * 1000
)

// ErrMalformed wraps every structural error found by CheckFields.
var ErrMalformed = errors.New("malformed message")

func malformed(kind, format string, args ...any) error {
	return fmt.Errorf("%w: %s: %s", ErrMalformed, kind, fmt.Sprintf(format, args...))
}

// Decode parses an Envelope, refusing oversized input and bodies that fail
// CheckFields.
func Decode(data []byte) (*Envelope, Signed, error) {
	if len(data) > MaxMessageSize {
		return nil, nil, fmt.Errorf("%w: %d bytes exceeds %d", ErrMalformed, len(data), MaxMessageSize)
	}
	env := new(Envelope)
	if err := proto.Unmarshal(data, env); err != nil {
		return nil, nil, fmt.Errorf("%w: %w", ErrMalformed, err)
	}
	body := env.Signed()
	if body == nil {
		return nil, nil, fmt.Errorf("%w: empty envelope", ErrMalformed)
	}
	if err := CheckFields(body); err != nil {
		return nil, nil, err
	}
	return env, body, nil
}

// Wrap puts a signed message in an Envelope.
func Wrap(m Signed) *Envelope {
	switch b := m.(type) {
	case *HardwareAdvert:
		return &Envelope{Body: &Envelope_Advert{Advert: b}}
	case *JobOrder:
		return &Envelope{Body: &Envelope_Job{Job: b}}
	case *Bid:
		return &Envelope{Body: &Envelope_Bid{Bid: b}}
	case *Assignment:
		return &Envelope{Body: &Envelope_Assignment{Assignment: b}}
	case *Ack:
		return &Envelope{Body: &Envelope_Ack{Ack: b}}
	case *Result:
		return &Envelope{Body: &Envelope_Result{Result: b}}
	case *Verdict:
		return &Envelope{Body: &Envelope_Verdict{Verdict: b}}
	case *UsageReport:
		return &Envelope{Body: &Envelope_UsageReport{UsageReport: b}}
	case *Dispute:
		return &Envelope{Body: &Envelope_Dispute{Dispute: b}}
	case *SwapQuote:
		return &Envelope{Body: &Envelope_SwapQuote{SwapQuote: b}}
	}
	return &Envelope{}
}

// Encode wraps and marshals a signed message.
func Encode(m Signed) ([]byte, error) {
	b, err := proto.Marshal(Wrap(m))
	if err != nil {
		return nil, fmt.Errorf("encode %s: %w", m.Kind(), err)
	}
	return b, nil
}

// Signed returns the envelope's body, or nil if it has none.
func (e *Envelope) Signed() Signed {
	switch b := e.GetBody().(type) {
	case *Envelope_Advert:
		return nilIf(b.Advert)
	case *Envelope_Job:
		return nilIf(b.Job)
	case *Envelope_Bid:
		return nilIf(b.Bid)
	case *Envelope_Assignment:
		return nilIf(b.Assignment)
	case *Envelope_Ack:
		return nilIf(b.Ack)
	case *Envelope_Result:
		return nilIf(b.Result)
	case *Envelope_Verdict:
		return nilIf(b.Verdict)
	case *Envelope_UsageReport:
		return nilIf(b.UsageReport)
	case *Envelope_Dispute:
		return nilIf(b.Dispute)
	case *Envelope_SwapQuote:
		return nilIf(b.SwapQuote)
	}
	return nil
}

func nilIf[T interface {
	*E
	Signed
}, E any](m T) Signed {
	if m == nil {
		return nil
	}
	return m
}

// Subnet returns the subnet a message belongs to (0 for adverts, which are
// network-wide and list their subnets).
func Subnet(m Signed) uint64 {
	if s, ok := m.(interface{ GetSubnet() uint64 }); ok {
		return s.GetSubnet()
	}
	return 0
}

// Timestamp returns the author's creation time in Unix milliseconds.
func Timestamp(m Signed) int64 {
	switch b := m.(type) {
	case *HardwareAdvert:
		return b.GetTimestampMs()
	case *JobOrder:
		return b.GetCreatedMs()
	case *Bid:
		return b.GetCreatedMs()
	case *Assignment:
		return b.GetCreatedMs()
	case *Ack:
		return b.GetCreatedMs()
	case *Result:
		return b.GetCreatedMs()
	case *Verdict:
		return b.GetCreatedMs()
	case *UsageReport:
		return b.GetCreatedMs()
	case *Dispute:
		return b.GetCreatedMs()
	case *SwapQuote:
		return b.GetCreatedMs()
	}
	return 0
}

// CheckFields validates lengths and ranges without any cryptography, so
// it is cheap enough to run first on every message.
func CheckFields(m Signed) error {
	k := m.Kind()
	if len(m.Author()) != 20 {
		return malformed(k, "author must be 20 bytes, got %d", len(m.Author()))
	}
	if len(m.GetSignature()) != 65 {
		return malformed(k, "signature must be 65 bytes, got %d", len(m.GetSignature()))
	}
	if Timestamp(m) <= 0 {
		return malformed(k, "missing timestamp")
	}
	switch b := m.(type) {
	case *HardwareAdvert:
		switch {
		case len(b.Gpus) > MaxGPUs:
			return malformed(k, "%d gpus exceeds %d", len(b.Gpus), MaxGPUs)
		case len(b.Engines) > MaxEngines:
			return malformed(k, "%d engines exceeds %d", len(b.Engines), MaxEngines)
		case len(b.CachedModels) > MaxCachedCIDs:
			return malformed(k, "%d cached models exceeds %d", len(b.CachedModels), MaxCachedCIDs)
		case len(b.Subnets) > MaxSubnets:
			return malformed(k, "%d subnets exceeds %d", len(b.Subnets), MaxSubnets)
		case len(b.PricePerJob) > MaxAmountBytes || len(b.PricePerSecond) > MaxAmountBytes || len(b.PricePer_1KTokens) > MaxAmountBytes:
			return malformed(k, "price wider than uint256")
		case b.TtlMs <= 0:
			return malformed(k, "ttl must be positive")
		case b.CpuCores == 0:
			return malformed(k, "cpu_cores must be positive")
		case len(b.Addrs) > MaxProviderAddrs:
			return malformed(k, "%d addresses exceeds %d", len(b.Addrs), MaxProviderAddrs)
		}
		for _, a := range b.Addrs {
			if len(a) > MaxNameLen {
				return malformed(k, "address too long")
			}
		}
		for _, g := range b.Gpus {
			if len(g.GetName()) > MaxNameLen || len(g.GetVendor()) > MaxNameLen || len(g.GetUuid()) > MaxNameLen || len(g.GetDriver()) > MaxNameLen {
				return malformed(k, "gpu field too long")
			}
		}
		for _, e := range b.Engines {
			if len(e.GetName()) > MaxNameLen || len(e.GetVersion()) > MaxNameLen {
				return malformed(k, "engine field too long")
			}
		}
		for _, c := range b.CachedModels {
			if len(c) > MaxCIDLen {
				return malformed(k, "cached model cid too long")
			}
		}
	case *JobOrder:
		switch {
		case len(b.JobId) != 32:
			return malformed(k, "job id must be 32 bytes")
		case b.Subnet == 0:
			return malformed(k, "subnet 0 is not a subnet")
		case b.ModelCid == "" || len(b.ModelCid) > MaxCIDLen || len(b.InputCid) > MaxCIDLen:
			return malformed(k, "model/input cid missing or too long")
		case len(b.Engine) > MaxNameLen || len(b.Spec) > MaxSpecLen:
			return malformed(k, "engine or spec too long")
		case !CanonicalEngine(b.Engine):
			// Nodes match engines case-insensitively but the chain keys
			// a job's judges by its engine's bytes (Challenges.jobEngine
			// folds ASCII only): one engine, one spelling.
			return malformed(k, "engine %q: want a-z, 0-9, '.', '_' or '-'", b.Engine)
		case len(b.MaxFee) == 0 || len(b.MaxFee) > MaxAmountBytes:
			return malformed(k, "max fee missing or wider than uint256")
		case b.DeadlineMs <= b.CreatedMs:
			return malformed(k, "deadline before creation")
		case b.DeadlineMs-b.CreatedMs > MaxJobLifetimeMs:
			return malformed(k, "deadline %d ms after creation exceeds %d (a day)", b.DeadlineMs-b.CreatedMs, MaxJobLifetimeMs)
		case b.BidWindowMs == 0 || b.BidWindowMs > MaxBidWindowMs:
			return malformed(k, "bid window %d ms out of range (1..%d)", b.BidWindowMs, MaxBidWindowMs)
		case len(b.ClientAddrs) > MaxProviderAddrs:
			return malformed(k, "%d client addresses exceeds %d", len(b.ClientAddrs), MaxProviderAddrs)
		case b.DirectUntilMs != 0 && (b.DirectUntilMs < b.CreatedMs || b.DirectUntilMs-b.CreatedMs > MaxDirectMs):
			return malformed(k, "direct until %d ms after creation, out of range (0..%d)", b.DirectUntilMs-b.CreatedMs, MaxDirectMs)
		}
		for _, a := range b.ClientAddrs {
			if len(a) > MaxNameLen {
				return malformed(k, "client address too long")
			}
		}
	case *Bid:
		switch {
		case len(b.JobId) != 32:
			return malformed(k, "job id must be 32 bytes")
		case len(b.Price) == 0 || len(b.Price) > MaxAmountBytes:
			return malformed(k, "price missing or wider than uint256")
		}
	case *Assignment:
		switch {
		case len(b.JobId) != 32 || len(b.Miner) != 20 || len(b.BidId) != 32 || len(b.Seed) != 32:
			return malformed(k, "job id, miner, bid id or seed has the wrong length")
		case b.BidCount == 0:
			return malformed(k, "assignment without bids")
		case len(b.Providers) > MaxProviders:
			return malformed(k, "%d providers exceeds %d", len(b.Providers), MaxProviders)
		case len(b.Price) > MaxAmountBytes || b.SettleByMs < 0:
			return malformed(k, "price wider than uint256 or negative settle-by")
		case len(b.SettlementSignature) != 0 && len(b.SettlementSignature) != 65:
			return malformed(k, "settlement signature of %d bytes", len(b.SettlementSignature))
		case len(b.Offers) > MaxOffers:
			return malformed(k, "%d offers exceeds %d", len(b.Offers), MaxOffers)
		case b.FirstRound > b.Round:
			return malformed(k, "first round %d after round %d", b.FirstRound, b.Round)
		case b.Round >= MaxRounds:
			return malformed(k, "round %d: a job has at most %d rounds", b.Round, MaxRounds)
		case len(b.Offers) > 0 && int(b.BidCount) != len(b.Offers):
			return malformed(k, "bid count %d for %d cited offers", b.BidCount, len(b.Offers))
		}
		if o := b.Order; o != nil {
			if err := CheckFields(o); err != nil {
				return fmt.Errorf("assignment's order: %w", err)
			}
			if !bytes.Equal(o.JobId, b.JobId) || !bytes.Equal(o.Client, b.Client) || o.Subnet != b.Subnet {
				return malformed(k, "the order it carries is another job's, client's or subnet's")
			}
			// The order is signed before any of its rounds is assigned.
			// The assignment's own time is held to gossip's freshness
			// window, the carried order's is not: without this, an order
			// dated far ahead (refused on its own topic) would ride in,
			// and live as long as its deadline says.
			if o.CreatedMs > b.CreatedMs {
				return malformed(k, "the order it carries was created after it")
			}
		}
		for _, o := range b.Offers {
			if len(o) != 32 {
				return malformed(k, "offer id must be 32 bytes")
			}
		}
		for _, p := range b.Providers {
			if len(p.GetPeerId()) > MaxNameLen || len(p.GetAddrs()) > MaxProviderAddrs {
				return malformed(k, "provider peer id too long or too many addresses")
			}
			for _, a := range p.GetAddrs() {
				if len(a) > MaxNameLen {
					return malformed(k, "provider address too long")
				}
			}
		}
	case *Ack:
		if len(b.JobId) != 32 {
			return malformed(k, "job id must be 32 bytes")
		}
		if len(b.Reason) > MaxErrorLen || (len(b.Reason) > 0 && !b.Declined) {
			return malformed(k, "a reason is only for a decline, at most %d bytes", MaxErrorLen)
		}
	case *Result:
		switch {
		case len(b.JobId) != 32 || len(b.OutputCid) > MaxCIDLen:
			return malformed(k, "job id or output cid has the wrong length")
		case len(b.Error) > MaxErrorLen:
			return malformed(k, "error text longer than %d bytes", MaxErrorLen)
		case len(b.Output) > MaxInlineOutput || (len(b.Output) > 0 && !looksSealed(b.Output, b.OutputBytes)):
			// An inline output is sealed to the client (seal.go): never
			// plaintext on gossip.
			return malformed(k, "inline output of %d bytes is not a sealed %d-byte output (limit %d)", len(b.Output), b.OutputBytes, MaxInlineOutput)
		case b.Error == "" && (b.OutputCid == "" || len(b.ResultHash) != 32 || len(b.InputHash) != 32 ||
			len(b.ModelHash) != 32 || len(b.EnvHash) != 32 || len(b.PocSignature) != 65):
			return malformed(k, "result without output cid, 32-byte hashes and a 65-byte proof")
		case b.Error == "" && b.FinishedMs < b.StartedMs:
			return malformed(k, "finished before started")
		}
		if at := b.Attestation; at != nil {
			// Shape only: whether the evidence binds to the proof is
			// for the client and validators (node/attest.go).
			switch {
			case b.Error != "":
				return malformed(k, "a failed job's result carries attestation evidence")
			case len(at.Evidence) == 0 || len(at.Evidence) > MaxAttestationBytes:
				return malformed(k, "attestation evidence of %d bytes (1 to %d)", len(at.Evidence), MaxAttestationBytes)
			case len(at.BaseEnvHash) != 32:
				return malformed(k, "attestation base env hash must be 32 bytes, got %d", len(at.BaseEnvHash))
			}
		}
	case *Verdict:
		if len(b.JobId) != 32 || len(b.Miner) != 20 || len(b.ResultHash) != 32 || len(b.ReexecHash) > 32 {
			return malformed(k, "job id, miner, result or re-execution hash has the wrong length")
		}
		if len(b.SampleProof) != 0 && len(b.SampleProof) != 65 {
			return malformed(k, "sample proof must be 65 bytes, got %d", len(b.SampleProof))
		}
		if len(b.FeeCap) > 32 {
			return malformed(k, "fee cap is a uint256: at most 32 bytes, got %d", len(b.FeeCap))
		}
	case *Dispute:
		switch {
		case len(b.JobId) != 32 || len(b.Miner) != 20 || len(b.ResultHash) != 32:
			return malformed(k, "job id, miner or result hash has the wrong length")
		case b.Subnet == 0:
			return malformed(k, "subnet 0 is not a subnet")
		case len(b.Reason) > MaxDisputeReasonLen:
			return malformed(k, "reason longer than %d bytes", MaxDisputeReasonLen)
		}
	case *UsageReport:
		return checkUsage(b)
	case *SwapQuote:
		return checkQuote(b)
	}
	return nil
}

// checkQuote bounds a SwapQuote's fields; whether its terms are sane (a
// rate above zero, windows in order) is the swap package's Quote.Check,
// which every receiver runs too.
func checkQuote(b *SwapQuote) error {
	const k = "quote"
	switch {
	case b.Seq == 0:
		return malformed(k, "seq starts at 1")
	case b.PayChainId == 0 || b.ToraChainId == 0:
		return malformed(k, "chain ids must be set")
	case len(b.PayToken) != 20:
		return malformed(k, "pay token must be 20 bytes, got %d", len(b.PayToken))
	case len(b.PaySymbol) == 0 || len(b.PaySymbol) > MaxSymbolLen:
		return malformed(k, "symbol of 1..%d bytes, got %d", MaxSymbolLen, len(b.PaySymbol))
	case b.PayDecimals > 36:
		return malformed(k, "%d decimals exceeds 36", b.PayDecimals)
	case len(b.RateNum) == 0 || len(b.RateNum) > MaxAmountBytes || len(b.RateDen) == 0 || len(b.RateDen) > MaxAmountBytes:
		return malformed(k, "rate terms must be 1..%d bytes", MaxAmountBytes)
	case len(b.Min) > MaxAmountBytes || len(b.Max) == 0 || len(b.Max) > MaxAmountBytes:
		return malformed(k, "min and max are uint256")
	case b.PayWindowMs <= 0 || b.ToraWindowMs <= 0 || b.ValidUntilMs <= 0:
		return malformed(k, "windows and validity must be positive")
	}
	for _, c := range b.PaySymbol {
		if !(c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '.' || c == '-' || c == '_') {
			return malformed(k, "symbol %q: letters, digits, '.', '-' or '_'", b.PaySymbol)
		}
	}
	return nil
}

// checkUsage bounds a UsageReport: sizes first, then every figure's range
// (a NaN fails every comparison, so each range is written to refuse it).
func checkUsage(b *UsageReport) error {
	const k = "usage"
	switch {
	case b.Seq == 0:
		return malformed(k, "seq starts at 1")
	case len(b.JobIds) > MaxUsageJobs:
		return malformed(k, "%d job ids exceeds %d", len(b.JobIds), MaxUsageJobs)
	case len(b.Gpus) > MaxGPUs:
		return malformed(k, "%d gpus exceeds %d", len(b.Gpus), MaxGPUs)
	case len(b.Roles) > 3:
		return malformed(k, "%d roles exceeds 3", len(b.Roles))
	case proto.Size(b) > MaxUsageReportBytes:
		return malformed(k, "%d bytes exceeds %d", proto.Size(b), MaxUsageReportBytes)
	case b.WindowMs < 0 || b.WindowMs > MaxUsageWindowMs:
		return malformed(k, "window %d ms out of range (0..%d)", b.WindowMs, MaxUsageWindowMs)
	case !(b.CpuPercent >= 0 && b.CpuPercent <= 100):
		return malformed(k, "cpu percent %v out of range", b.CpuPercent)
	case b.MemTotalBytes != 0 && b.MemUsedBytes > b.MemTotalBytes:
		return malformed(k, "memory used exceeds total")
	case b.Usage.GetWallUs() < 0 || b.Usage.GetCpuUs() < 0 || b.Usage.GetFetchUs() < 0 || b.Usage.GetPullUs() < 0:
		return malformed(k, "negative usage")
	case len(b.JobIds) > int(b.JobsDone)+int(b.JobsFailed):
		return malformed(k, "%d job ids for %d finished jobs", len(b.JobIds), b.JobsDone+b.JobsFailed)
	}
	for _, id := range b.JobIds {
		if len(id) != 32 {
			return malformed(k, "job id must be 32 bytes")
		}
	}
	for _, r := range b.Roles {
		if len(r) > MaxNameLen {
			return malformed(k, "role too long")
		}
	}
	for _, g := range b.Gpus {
		switch {
		case len(g.GetName()) > MaxNameLen:
			return malformed(k, "gpu name too long")
		case !(g.GetUtilPercent() >= -1 && g.GetUtilPercent() <= 100):
			return malformed(k, "gpu utilisation %v out of range", g.GetUtilPercent())
		case !(g.GetTempC() >= -1 && g.GetTempC() <= 200):
			return malformed(k, "gpu temperature %v out of range", g.GetTempC())
		case g.GetVramTotalBytes() != 0 && g.GetVramUsedBytes() > g.GetVramTotalBytes():
			return malformed(k, "gpu vram used exceeds total")
		}
	}
	return nil
}

// CanonicalEngine reports whether an order's engine name is spelled as
// the chain judges it: empty (ONNX) or a-z, 0-9, '.', '_' and '-'.
func CanonicalEngine(e string) bool {
	for i := 0; i < len(e); i++ {
		c := e[i]
		if !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '.' || c == '_' || c == '-') {
			return false
		}
	}
	return true
}
