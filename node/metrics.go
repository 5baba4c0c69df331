package node

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"sync"
	"sync/atomic"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"

	"github.com/tensora/tensora/engine/hw"
	"github.com/tensora/tensora/node/queue"
	"github.com/tensora/tensora/settle"
	"github.com/tensora/tensora/types"
)

// Metric names are documented in docs/metrics.md; the Grafana dashboard in
// docs/grafana-dashboard.json reads them. Gossip counters live in p2p
// (tensora_gossip_*), content and bitswap counters in content
// (tensora_content_*).

// Failure kinds of a client's job (tensora_client_jobs_failed_total{kind}).
const (
	failNoBids     = "no-bids"
	failNoEligible = "no-eligible"
	failNoAck      = "no-ack"
	failNoResult   = "no-result"
	failBadResult  = "bad-result"
	failCancelled  = "cancelled"
	failOther      = "other"
)

// Buckets for durations from milliseconds (a cached tiny model) to many
// minutes (a large model over a slow link).
var durationBuckets = []float64{.005, .01, .025, .05, .1, .25, .5, 1, 2.5, 5, 10, 30, 60, 120, 300, 600}

// nodeMetrics are the node's Prometheus collectors plus the plain atomic
// totals Stats reads without gathering.
type nodeMetrics struct {
	reg   prometheus.Registerer
	owned []prometheus.Collector // bound to this node: unregistered at Close

	queue     atomic.Pointer[queue.Queue] // set by Start (miners)
	executing atomic.Int64                // jobs a worker is fetching or running

	posted, verified, failed atomic.Uint64 // client totals for Stats
	executed, minerFails     atomic.Uint64 // miner totals for Stats

	clientPosted     prometheus.Counter
	clientMatched    prometheus.Counter
	clientUnmatched  *prometheus.CounterVec // reason
	clientExclusions *prometheus.CounterVec // reason (scheduler code)
	clientVerified   prometheus.Counter
	clientFailed     *prometheus.CounterVec // kind
	clientDuration   prometheus.Histogram

	minerAccepted prometheus.Counter
	minerDeclines prometheus.Counter
	minerExecuted prometheus.Counter
	minerFailed   *prometheus.CounterVec // failure
	minerFetch    prometheus.Histogram
	minerExec     prometheus.Histogram

	engineSeconds *prometheus.HistogramVec // engine, role
	engineErrors  *prometheus.CounterVec   // engine, role

	batches       *prometheus.CounterVec // state
	submitErrors  *prometheus.CounterVec // kind
	batchGas      prometheus.Histogram
	settleClaims  *prometheus.CounterVec // result
	settleDropped prometheus.Counter

	valSeen       prometheus.Counter
	valSampled    prometheus.Counter
	valDispute    prometheus.Counter
	valReexec     *prometheus.CounterVec // result
	valVerdicts   *prometheus.CounterVec // verdict
	valChallenges *prometheus.CounterVec // outcome
	valBatches    *prometheus.CounterVec // source
}

func newNodeMetrics(n *Node, reg prometheus.Registerer) (*nodeMetrics, error) {
	m := &nodeMetrics{reg: reg}
	counter := func(sub, name, help string) prometheus.Counter {
		return prometheus.NewCounter(prometheus.CounterOpts{Namespace: "tensora", Subsystem: sub, Name: name, Help: help})
	}
	counterVec := func(sub, name, help string, labels ...string) *prometheus.CounterVec {
		return prometheus.NewCounterVec(prometheus.CounterOpts{Namespace: "tensora", Subsystem: sub, Name: name, Help: help}, labels)
	}
	hist := func(sub, name, help string, buckets []float64) prometheus.Histogram {
		return prometheus.NewHistogram(prometheus.HistogramOpts{Namespace: "tensora", Subsystem: sub, Name: name, Help: help, Buckets: buckets})
	}

	m.clientPosted = counter("client", "jobs_posted_total", "Jobs this client published.")
	m.clientMatched = counter("client", "jobs_matched_total", "Jobs whose assigned miner acknowledged.")
	m.clientUnmatched = counterVec("client", "jobs_unmatched_total", "Jobs no miner took, by reason (no-bids, no-eligible, no-ack).", "reason")
	m.clientExclusions = counterVec("client", "job_exclusions_total", "For unmatched jobs: each reason miners were excluded (scheduler code), once per job.", "reason")
	m.clientVerified = counter("client", "jobs_verified_total", "Jobs whose result this client verified.")
	m.clientFailed = counterVec("client", "jobs_failed_total", "Jobs that ended without a verified result, by kind.", "kind")
	m.clientDuration = hist("client", "job_duration_seconds", "Client time from posting a job to its verified result.", durationBuckets)

	m.minerAccepted = counter("miner", "jobs_accepted_total", "Assignments this miner queued and acknowledged.")
	m.minerDeclines = counter("miner", "jobs_declined_total", "Assignments this miner declined because it was at capacity.")
	m.minerExecuted = counter("miner", "jobs_executed_total", "Jobs this miner ran to a result.")
	m.minerFailed = counterVec("miner", "jobs_failed_total", "Jobs this miner failed, by failure class.", "failure")
	m.minerFetch = hist("miner", "fetch_duration_seconds", "Time to fetch a job's model and input.", durationBuckets)
	m.minerExec = hist("miner", "execution_duration_seconds", "Time the engine took to run a job.", durationBuckets)

	m.engineSeconds = prometheus.NewHistogramVec(prometheus.HistogramOpts{
		Namespace: "tensora", Subsystem: "engine", Name: "inference_seconds",
		Help: "Engine run time, by engine and role (miner, validator).", Buckets: durationBuckets,
	}, []string{"engine", "role"})
	m.engineErrors = counterVec("engine", "errors_total", "Engine runs that returned an error, by engine and role.", "engine", "role")

	m.batches = counterVec("settlement", "batches_total", "Settlement batch transitions, by new state (sealed, submitted, confirmed, finalized, failed).", "state")
	m.submitErrors = counterVec("settlement", "submit_errors_total", "Batch submissions that failed, by kind (permanent: the chain refused; transient: retried).", "kind")
	m.batchGas = hist("settlement", "batch_gas_used", "Gas used by a batch submission.", prometheus.ExponentialBuckets(50_000, 2, 10))
	m.settleClaims = counterVec("settlement", "claims_total", "Job fees queued for settlement, by result (queued, duplicate, dropped: refused for good earlier, error).", "result")
	m.settleDropped = counter("settlement", "jobs_dropped_total", "Jobs removed from settlement because the chain will never accept them.")

	m.valSeen = counter("validator", "results_seen_total", "Results this validator saw.")
	m.valSampled = counter("validator", "results_sampled_total", "Results this validator's sampling picked for re-execution.")
	m.valDispute = counter("validator", "results_disputed_total", "Results re-executed because their client disputed them (not sampled).")
	m.valReexec = counterVec("validator", "reexecutions_total", "Re-executions, by result (ok, failed).", "result")
	m.valVerdicts = counterVec("validator", "verdicts_total", "Verdicts this validator published, by verdict (agree, disagree).", "verdict")
	m.valChallenges = counterVec("validator", "challenges_total", "Challenges this validator followed, by outcome (opened, upheld, rejected).", "outcome")
	m.valBatches = counterVec("validator", "batches_read_total", "Settled batches of followed subnets, by where their leaves were read (event, unread).", "source")

	var err error
	// Shared-shape collectors: a registry already holding one (another
	// node in the process on the same registry) is reused, so the sums
	// cover both.
	for _, c := range []*prometheus.Counter{&m.clientPosted, &m.clientMatched, &m.clientVerified, &m.minerAccepted, &m.minerDeclines, &m.minerExecuted, &m.settleDropped, &m.valSeen, &m.valSampled, &m.valDispute} {
		if *c, err = registerShared(reg, *c); err != nil {
			return nil, err
		}
	}
	for _, c := range []**prometheus.CounterVec{&m.clientUnmatched, &m.clientExclusions, &m.clientFailed, &m.minerFailed,
		&m.engineErrors, &m.batches, &m.submitErrors, &m.settleClaims, &m.valReexec, &m.valVerdicts, &m.valChallenges, &m.valBatches} {
		if *c, err = registerShared(reg, *c); err != nil {
			return nil, err
		}
	}
	for _, h := range []*prometheus.Histogram{&m.clientDuration, &m.minerFetch, &m.minerExec, &m.batchGas} {
		if *h, err = registerShared(reg, *h); err != nil {
			return nil, err
		}
	}
	if m.engineSeconds, err = registerShared(reg, m.engineSeconds); err != nil {
		return nil, err
	}

	// Process-wide collectors: one per registry, whoever registers first.
	for _, c := range []prometheus.Collector{
		collectors.NewProcessCollector(collectors.ProcessCollectorOpts{Namespace: "tensora"}),
		collectors.NewGoCollector(),
	} {
		if err := reg.Register(c); err != nil && !isAlreadyRegistered(err) {
			return nil, fmt.Errorf("node: register metrics: %w", err)
		}
	}

	// Node-bound collectors read this node's state at scrape time; they
	// are unregistered at Close so a restarted node can take their place.
	gauge := func(sub, name, help string, f func() float64) prometheus.Collector {
		return prometheus.NewGaugeFunc(prometheus.GaugeOpts{Namespace: "tensora", Subsystem: sub, Name: name, Help: help}, f)
	}
	owned := []prometheus.Collector{
		gauge("miner", "queue_depth", "Acknowledged jobs waiting for a worker.", func() float64 {
			if q := m.queue.Load(); q != nil {
				return float64(q.Depth())
			}
			return 0
		}),
		gauge("miner", "running", "Jobs a worker is fetching or executing now.", func() float64 { return float64(m.executing.Load()) }),
		gauge("miner", "acknowledged", "Jobs this miner acknowledged and has not finished (queued or running).", func() float64 {
			n.mu.Lock()
			defer n.mu.Unlock()
			return float64(n.miner.running)
		}),
		gauge("p2p", "peers", "Connected libp2p peers.", func() float64 { return float64(len(n.host.Peers())) }),
		gauge("p2p", "adverts", "Live hardware adverts this node holds (the network's miners it knows).", func() float64 {
			n.mu.Lock()
			defer n.mu.Unlock()
			return float64(len(n.adverts))
		}),
		&bandwidthCollector{n: n},
		newHWCollector(),
	}
	for _, c := range owned {
		if err := reg.Register(c); err != nil {
			if isAlreadyRegistered(err) {
				continue // another node in this process on the same registry reports its own
			}
			m.close()
			return nil, fmt.Errorf("node: register metrics: %w", err)
		}
		m.owned = append(m.owned, c)
	}
	return m, nil
}

func isAlreadyRegistered(err error) bool {
	var are prometheus.AlreadyRegisteredError
	return errors.As(err, &are)
}

// registerShared registers c, or returns the collector of the same shape
// already registered.
func registerShared[T prometheus.Collector](reg prometheus.Registerer, c T) (T, error) {
	err := reg.Register(c)
	if err == nil {
		return c, nil
	}
	var are prometheus.AlreadyRegisteredError
	if errors.As(err, &are) {
		if existing, ok := are.ExistingCollector.(T); ok {
			return existing, nil
		}
	}
	return c, fmt.Errorf("node: register metrics: %w", err)
}

// close unregisters the node-bound collectors.
func (m *nodeMetrics) close() {
	if m == nil {
		return
	}
	for _, c := range m.owned {
		m.reg.Unregister(c)
	}
	m.owned = nil
}

// clientJobDone records how a client's Post ended.
func (m *nodeMetrics) clientJobDone(out *JobOutcome, err error) {
	if m == nil || out == nil || out.Order == nil || out.PostedAt.IsZero() {
		return // refused before anything was published
	}
	m.clientPosted.Inc()
	m.posted.Add(1)
	if !out.AckedAt.IsZero() {
		m.clientMatched.Inc()
	}
	if err == nil {
		if out.Verified {
			m.clientVerified.Inc()
			m.verified.Add(1)
			m.clientDuration.Observe(out.VerifiedAt.Sub(out.PostedAt).Seconds())
		}
		return // NoResult posts end assigned, neither verified nor failed
	}
	kind := jobFailKind(err)
	m.clientFailed.WithLabelValues(kind).Inc()
	m.failed.Add(1)
	var reasons []string
	switch kind {
	case failNoBids:
		for _, r := range out.Excluded.Reasons {
			reasons = append(reasons, string(r.Code))
		}
	case failNoEligible:
		for _, r := range out.BidsExcluded.Reasons {
			reasons = append(reasons, string(r.Code))
		}
	}
	if kind == failNoBids || kind == failNoEligible || kind == failNoAck {
		m.clientUnmatched.WithLabelValues(kind).Inc()
	}
	for _, r := range reasons {
		m.clientExclusions.WithLabelValues(r).Inc()
	}
}

// jobFailKind classifies the error a client's Post returned.
func jobFailKind(err error) string {
	var re *ResultError
	switch {
	case errors.Is(err, ErrNoBids):
		return failNoBids
	case errors.Is(err, ErrNoEligible):
		return failNoEligible
	case errors.Is(err, ErrNoAck):
		return failNoAck
	case errors.Is(err, ErrNoResult):
		return failNoResult
	case errors.As(err, &re):
		return "miner-" + failureLabel(re.Failure)
	case errors.Is(err, ErrBadResult):
		return failBadResult
	case errors.Is(err, context.Canceled), errors.Is(err, context.DeadlineExceeded):
		return failCancelled
	}
	return failOther
}

// failureLabel is a types.Failure as a metric label: "fetch", "bad-input".
func failureLabel(f types.Failure) string {
	switch f {
	case types.Failure_FAILURE_FETCH:
		return "fetch"
	case types.Failure_FAILURE_BAD_INPUT:
		return "bad-input"
	case types.Failure_FAILURE_BAD_MODEL:
		return "bad-model"
	case types.Failure_FAILURE_ENGINE:
		return "engine"
	case types.Failure_FAILURE_RESTART:
		return "restart"
	case types.Failure_FAILURE_DEADLINE:
		return "deadline"
	case types.Failure_FAILURE_CANCELLED:
		return "cancelled"
	}
	return "unspecified"
}

// working marks a worker busy with a job; call the result when it is done.
func (m *nodeMetrics) working() func() {
	m.executing.Add(1)
	return func() { m.executing.Add(-1) }
}

func (m *nodeMetrics) minerFetched(d time.Duration) { m.minerFetch.Observe(d.Seconds()) }

// engineRun records one engine run by the miner or a validator.
func (m *nodeMetrics) engineRun(engineName, role string, d time.Duration, err error) {
	if err != nil {
		m.engineErrors.WithLabelValues(engineName, role).Inc()
		return
	}
	m.engineSeconds.WithLabelValues(engineName, role).Observe(d.Seconds())
	if role == "miner" {
		m.minerExec.Observe(d.Seconds())
	}
}

func (m *nodeMetrics) minerDone() {
	m.minerExecuted.Inc()
	m.executed.Add(1)
}

func (m *nodeMetrics) minerFail(f types.Failure) {
	m.minerFailed.WithLabelValues(failureLabel(f)).Inc()
	m.minerFails.Add(1)
}

func (m *nodeMetrics) minerAccept() { m.minerAccepted.Inc() }

func (m *nodeMetrics) minerDeclined() { m.minerDeclines.Inc() }

// validator events
func (m *nodeMetrics) valResult(sampled bool) {
	m.valSeen.Inc()
	if sampled {
		m.valSampled.Inc()
	}
}

// valDisputed counts a result queued for re-execution by its client's
// dispute alone.
func (m *nodeMetrics) valDisputed() { m.valDispute.Inc() }

func (m *nodeMetrics) valReexecuted(err error) {
	if err != nil {
		m.valReexec.WithLabelValues("failed").Inc()
		return
	}
	m.valReexec.WithLabelValues("ok").Inc()
}

func (m *nodeMetrics) valVerdict(agree bool) {
	v := "disagree"
	if agree {
		v = "agree"
	}
	m.valVerdicts.WithLabelValues(v).Inc()
}

// valChallenge counts a challenge opened, upheld or rejected.
func (m *nodeMetrics) valChallenge(outcome string) { m.valChallenges.WithLabelValues(outcome).Inc() }

// valBatch counts a settled batch by where its leaves were read.
func (m *nodeMetrics) valBatch(source string) { m.valBatches.WithLabelValues(source).Inc() }

// settleClaim counts a fee handed to the settlement queue.
func (m *nodeMetrics) settleClaim(err error) {
	switch {
	case err == nil:
		m.settleClaims.WithLabelValues("queued").Inc()
	case errors.Is(err, settle.ErrDuplicate):
		m.settleClaims.WithLabelValues("duplicate").Inc()
	case errors.Is(err, settle.ErrDropped):
		m.settleClaims.WithLabelValues("dropped").Inc()
	default:
		m.settleClaims.WithLabelValues("error").Inc()
	}
}

// settleMetrics adapts the node's collectors to settle.Metrics.
type settleMetrics struct{ m *nodeMetrics }

func (s settleMetrics) BatchState(st settle.State, _ int) {
	s.m.batches.WithLabelValues(string(st)).Inc()
}

func (s settleMetrics) SubmitError(permanent bool) {
	kind := "transient"
	if permanent {
		kind = "permanent"
	}
	s.m.submitErrors.WithLabelValues(kind).Inc()
}

func (s settleMetrics) Gas(gas uint64) { s.m.batchGas.Observe(float64(gas)) }

func (s settleMetrics) Dropped(jobs int) { s.m.settleDropped.Add(float64(jobs)) }

// bandwidthCollector reports libp2p's bandwidth counter (Tensora's own
// traffic: gossip, bitswap, DHT) at scrape time.
type bandwidthCollector struct{ n *Node }

var bandwidthDesc = prometheus.NewDesc("tensora_p2p_bytes_total",
	"Bytes through this node's libp2p host, by direction (in, out).", []string{"direction"}, nil)

func (b *bandwidthCollector) Describe(ch chan<- *prometheus.Desc) { ch <- bandwidthDesc }

func (b *bandwidthCollector) Collect(ch chan<- prometheus.Metric) {
	st := b.n.host.Bandwidth()
	ch <- prometheus.MustNewConstMetric(bandwidthDesc, prometheus.CounterValue, float64(st.TotalIn), "in")
	ch <- prometheus.MustNewConstMetric(bandwidthDesc, prometheus.CounterValue, float64(st.TotalOut), "out")
}

// hwCollector samples the machine (NVML GPUs, /proc) on each scrape.
type hwCollector struct {
	mu sync.Mutex // one sample at a time; Prometheus may scrape concurrently
	// s is the scrapes' own sampler: its CPU figure covers the time since
	// the previous scrape.
	s *hw.Sampler
}

func newHWCollector() *hwCollector { return &hwCollector{s: hw.NewSampler(hw.SamplerOptions{})} }

var (
	gpuLabels   = []string{"gpu", "name"}
	gpuUtilDesc = prometheus.NewDesc("tensora_gpu_utilization_percent", "GPU utilisation from NVML, 0-100.", gpuLabels, nil)
	gpuMemUsed  = prometheus.NewDesc("tensora_gpu_memory_used_bytes", "GPU memory in use, from NVML.", gpuLabels, nil)
	gpuMemTotal = prometheus.NewDesc("tensora_gpu_memory_total_bytes", "GPU memory installed, from NVML.", gpuLabels, nil)
	gpuTemp     = prometheus.NewDesc("tensora_gpu_temperature_celsius", "GPU die temperature, from NVML.", gpuLabels, nil)
	hostCPU     = prometheus.NewDesc("tensora_host_cpu_percent", "Busy time across all CPUs since the previous sample, 0-100.", nil, nil)
	hostMemUsed = prometheus.NewDesc("tensora_host_memory_used_bytes", "Host memory in use (MemTotal - MemAvailable).", nil, nil)
	hostMemTot  = prometheus.NewDesc("tensora_host_memory_total_bytes", "Host memory installed (MemTotal).", nil, nil)
	hostNet     = prometheus.NewDesc("tensora_host_network_bytes_total", "Bytes through all host interfaces, loopback included, by direction (receive, transmit).", []string{"direction"}, nil)
)

func (c *hwCollector) Describe(ch chan<- *prometheus.Desc) {
	for _, d := range []*prometheus.Desc{gpuUtilDesc, gpuMemUsed, gpuMemTotal, gpuTemp, hostCPU, hostMemUsed, hostMemTot, hostNet} {
		ch <- d
	}
}

func (c *hwCollector) Collect(ch chan<- prometheus.Metric) {
	c.mu.Lock()
	l, _ := c.s.Sample() // partial on error: what it read is still filled
	c.mu.Unlock()
	ch <- prometheus.MustNewConstMetric(hostCPU, prometheus.GaugeValue, l.CPUPercent)
	if l.MemTotalBytes > 0 {
		ch <- prometheus.MustNewConstMetric(hostMemUsed, prometheus.GaugeValue, float64(l.MemUsedBytes))
		ch <- prometheus.MustNewConstMetric(hostMemTot, prometheus.GaugeValue, float64(l.MemTotalBytes))
	}
	if l.NetRxBytes > 0 || l.NetTxBytes > 0 {
		ch <- prometheus.MustNewConstMetric(hostNet, prometheus.CounterValue, float64(l.NetRxBytes), "receive")
		ch <- prometheus.MustNewConstMetric(hostNet, prometheus.CounterValue, float64(l.NetTxBytes), "transmit")
	}
	for _, g := range l.GPUs {
		labels := []string{strconv.Itoa(g.Index), g.Name}
		if g.UtilPercent >= 0 {
			ch <- prometheus.MustNewConstMetric(gpuUtilDesc, prometheus.GaugeValue, g.UtilPercent, labels...)
		}
		if g.VRAMTotalBytes > 0 {
			ch <- prometheus.MustNewConstMetric(gpuMemUsed, prometheus.GaugeValue, float64(g.VRAMUsedBytes), labels...)
			ch <- prometheus.MustNewConstMetric(gpuMemTotal, prometheus.GaugeValue, float64(g.VRAMTotalBytes), labels...)
		}
		if g.TempC >= 0 {
			ch <- prometheus.MustNewConstMetric(gpuTemp, prometheus.GaugeValue, g.TempC, labels...)
		}
	}
}

// Gatherer is the registry the node's metrics are in, for a /metrics
// handler (promhttp.HandlerFor). It is nil when Config.Registry is a
// Registerer that cannot be gathered (a wrapping Registerer): gather from
// whatever it wraps instead.
func (n *Node) Gatherer() prometheus.Gatherer {
	if g, ok := n.cfg.Registry.(prometheus.Gatherer); ok {
		return g
	}
	if n.cfg.Registry == prometheus.DefaultRegisterer {
		return prometheus.DefaultGatherer
	}
	return nil
}

// Stats is a cheap snapshot for a live dashboard: totals since the node
// started, the miner's queue, peers, the machine's load and libp2p's
// traffic. Stats reads counters directly; it does not gather Prometheus.
type Stats struct {
	At time.Time `json:"at"`

	JobsPosted   uint64 `json:"jobs_posted"`   // client: jobs published
	JobsVerified uint64 `json:"jobs_verified"` // client: results verified
	JobsFailed   uint64 `json:"jobs_failed"`   // client: jobs that ended without one

	MinerExecuted uint64 `json:"miner_executed"` // miner: jobs run to a result
	MinerFailed   uint64 `json:"miner_failed"`   // miner: jobs failed
	QueueDepth    int    `json:"queue_depth"`    // miner: acknowledged jobs waiting for a worker
	Running       int    `json:"running"`        // miner: jobs a worker is fetching or executing

	Peers   int `json:"peers"`   // connected libp2p peers
	Adverts int `json:"adverts"` // live miner adverts known

	Load hw.Load `json:"load"` // the machine: CPU, memory, GPUs, host network counters

	// libp2p traffic: totals since start and the current rates (bytes/s,
	// exponentially smoothed by libp2p).
	NetInBytes  int64   `json:"net_in_bytes"`
	NetOutBytes int64   `json:"net_out_bytes"`
	NetInRate   float64 `json:"net_in_rate"`
	NetOutRate  float64 `json:"net_out_rate"`
}

// Stats returns the node's live snapshot (see Stats). Cheap enough to call
// every second: a /proc read, an NVML query when there are GPUs, and a few
// atomic loads.
func (n *Node) Stats() Stats {
	m := n.metrics
	s := Stats{
		At:            n.cfg.Now(),
		JobsPosted:    m.posted.Load(),
		JobsVerified:  m.verified.Load(),
		JobsFailed:    m.failed.Load(),
		MinerExecuted: m.executed.Load(),
		MinerFailed:   m.minerFails.Load(),
		Running:       int(m.executing.Load()),
		Peers:         len(n.host.Peers()),
	}
	if q := m.queue.Load(); q != nil {
		s.QueueDepth = q.Depth()
	}
	n.mu.Lock()
	s.Adverts = len(n.adverts)
	n.mu.Unlock()
	s.Load, _ = n.loadStats.Sample()
	bw := n.host.Bandwidth()
	s.NetInBytes, s.NetOutBytes, s.NetInRate, s.NetOutRate = bw.TotalIn, bw.TotalOut, bw.RateIn, bw.RateOut
	return s
}

var _ settle.Metrics = settleMetrics{}
