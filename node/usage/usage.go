package usage

import (
	"context"
	"log/slog"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/libp2p/go-libp2p/core/network"
	"github.com/libp2p/go-libp2p/core/protocol"
	"google.golang.org/protobuf/proto"

	"github.com/tensora/tensora/engine/hw"
	"github.com/tensora/tensora/node/queue"
	"github.com/tensora/tensora/p2p"
	"github.com/tensora/tensora/types"
)

// Reasons Check ignores a report (metric labels).
const (
	ReasonOld  = "old-usage"        // its seq is not above the author's last
	ReasonFull = "usage-table-full" // the table of authors is full
)

// maxPeers bounds the latest-report table (one entry per signed author:
// keys are free, memory is not).
const maxPeers = 4096

// Config is what a Service needs of its peer.
type Config struct {
	Host   *p2p.Host
	Sign   func(types.Signed) error // signs with the peer's key
	Domain types.Domain
	// Jobs lists the miner's job queue (nil, or nil jobs: not a miner).
	Jobs     func(context.Context) ([]queue.Job, error)
	Roles    []string
	Interval time.Duration // between reports
	// MaxAge and MaxSkew are gossip's freshness bounds (zero: p2p's
	// defaults): a report older than both can no longer be replayed, so
	// it can be forgotten.
	MaxAge, MaxSkew time.Duration
	Now             func() time.Time
	Logger          *slog.Logger
}

// Service is one peer's side of the usage exchange.
type Service struct {
	cfg  Config
	load *hw.Sampler // the reports' load figures

	mu     sync.Mutex
	latest map[common.Address]*types.UsageReport
	own    *types.UsageReport

	seq     uint64    // Run only
	lastCut time.Time // Run only: end of the previous window
}

// New builds a Service; Start serves the pull protocol, Run reports.
func New(cfg Config) *Service {
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.Default()
	}
	// The table must outlive gossip's freshness window: a report forgotten
	// while gossip would still accept it could be replayed as news.
	if cfg.MaxAge == 0 {
		cfg.MaxAge = p2p.DefaultMaxAge
	}
	if cfg.MaxSkew == 0 {
		cfg.MaxSkew = p2p.DefaultMaxSkew
	}
	return &Service{
		cfg:    cfg,
		load:   hw.NewSampler(hw.SamplerOptions{Logger: cfg.Logger}),
		latest: make(map[common.Address]*types.UsageReport),
	}
}

// Start serves /tensora/usage/1; the first report's window starts now.
// Call it before Run.
func (s *Service) Start() {
	now := s.cfg.Now()
	// Seq starts at the clock so that it keeps increasing across restarts
	// (peers drop reports whose seq is not above the last one they saw).
	s.seq = uint64(now.UnixMilli())
	s.lastCut = now
	s.cfg.Host.LibP2P().SetStreamHandler(protocol.ID(types.UsageProtocol), s.serve)
}

// Close stops serving and releases the load sampler.
func (s *Service) Close() {
	s.cfg.Host.LibP2P().RemoveStreamHandler(protocol.ID(types.UsageProtocol))
	_ = s.load.Close()
}

// Run publishes a report at once and then every Interval until ctx ends.
func (s *Service) Run(ctx context.Context) {
	t := time.NewTicker(s.cfg.Interval)
	defer t.Stop()
	for {
		if err := s.report(ctx); err != nil && ctx.Err() == nil {
			s.cfg.Logger.Debug("usage report", "err", err)
		}
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
}

// report builds, signs, keeps and publishes the next report.
func (s *Service) report(ctx context.Context) error {
	now := s.cfg.Now()
	s.seq++
	r := s.build(ctx, now, s.lastCut)
	r.Seq = s.seq
	s.lastCut = now
	if err := s.cfg.Sign(r); err != nil {
		return err
	}
	s.mu.Lock()
	s.own = r
	s.mu.Unlock()
	return s.cfg.Host.Publish(ctx, types.MetricsTopic, r)
}

// build fills a report (unsigned, without seq) with the live load and the
// jobs that finished in (since, now].
func (s *Service) build(ctx context.Context, now, since time.Time) *types.UsageReport {
	r := &types.UsageReport{CreatedMs: now.UnixMilli(), WindowMs: max(0, now.Sub(since).Milliseconds()), Usage: &types.Usage{}}
	r.Roles = append(r.Roles, s.cfg.Roles...)
	load, err := s.load.Sample()
	if err != nil {
		s.cfg.Logger.Debug("usage: load sample incomplete", "err", err)
	}
	addLoad(r, load)
	bw := s.cfg.Host.Bandwidth()
	r.P2PInBytes, r.P2POutBytes = uint64(max(0, bw.TotalIn)), uint64(max(0, bw.TotalOut))
	if s.cfg.Jobs != nil {
		jobs, err := s.cfg.Jobs(ctx)
		if err != nil {
			s.cfg.Logger.Debug("usage: job queue", "err", err)
		}
		addJobs(r, jobs, since, now)
	}
	return r
}

// Check is the metrics topic's replay check, run after gossip's generic
// validator has checked size, fields, freshness, signature and that the
// author is the sender: a report whose seq is not above the last one seen
// from its author is ignored (reason ReasonOld), as is a new author when
// the table is full of fresh reports (ReasonFull). ok reports are kept.
func (s *Service) Check(author common.Address, r *types.UsageReport) (ok bool, reason string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	old, known := s.latest[author]
	switch {
	case known && old.GetSeq() >= r.GetSeq():
		return false, ReasonOld
	case !known && len(s.latest) >= maxPeers:
		s.pruneLocked(s.cfg.Now())
		if len(s.latest) >= maxPeers {
			return false, ReasonFull
		}
	}
	s.latest[author] = r
	return true, ""
}

// pruneLocked drops reports too old for the topic validator to accept
// again (so dropping them re-opens no replay).
func (s *Service) pruneLocked(now time.Time) {
	cutoff := now.Add(-s.cfg.MaxAge - s.cfg.MaxSkew - 3*s.cfg.Interval).UnixMilli()
	for a, r := range s.latest {
		if r.GetCreatedMs() < cutoff {
			delete(s.latest, a)
		}
	}
}

// Reports returns a copy of the latest report of every peer heard on the
// metrics topic (this peer's own included), by author.
func (s *Service) Reports() map[common.Address]*types.UsageReport {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.pruneLocked(s.cfg.Now())
	out := make(map[common.Address]*types.UsageReport, len(s.latest))
	for a, r := range s.latest {
		out[a] = proto.Clone(r).(*types.UsageReport)
	}
	return out
}

// Own is this peer's latest signed report (nil before the first).
func (s *Service) Own() *types.UsageReport {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.own == nil {
		return nil
	}
	return proto.Clone(s.own).(*types.UsageReport)
}

// serve answers /tensora/usage/1: the request is the stream itself; the
// answer is this peer's latest signed report as an Envelope, then EOF. A
// peer without a report yet resets the stream.
func (s *Service) serve(st network.Stream) {
	defer st.Close()
	_ = st.SetDeadline(time.Now().Add(streamTimeout))
	s.mu.Lock()
	r := s.own
	s.mu.Unlock()
	if r == nil {
		_ = st.Reset()
		return
	}
	b, err := types.Encode(r)
	if err != nil {
		_ = st.Reset()
		return
	}
	if _, err := st.Write(b); err != nil {
		_ = st.Reset()
	}
}
