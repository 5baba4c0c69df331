package content

import (
	"errors"
	"fmt"
	"time"

	"github.com/ipfs/boxo/bitswap"
	"github.com/prometheus/client_golang/prometheus"
)

// metrics are the Store's Prometheus collectors; a nil *metrics (no
// registry) records nothing.
type metrics struct {
	reg        prometheus.Registerer
	provides   *prometheus.CounterVec
	addedBytes prometheus.Counter
	fetchBytes prometheus.Counter
	fetches    *prometheus.CounterVec   // source, result
	fetchTime  *prometheus.HistogramVec // source
	refusals   prometheus.Counter
	streamSent prometheus.Counter
	collectors []prometheus.Collector
}

func newMetrics(reg prometheus.Registerer) (*metrics, error) {
	if reg == nil {
		return nil, nil
	}
	m := &metrics{
		reg: reg,
		provides: prometheus.NewCounterVec(prometheus.CounterOpts{
			Namespace: "tensora", Subsystem: "content", Name: "provides_total",
			Help: "DHT announcements of content roots, by result (ok, fail).",
		}, []string{"result"}),
		addedBytes: prometheus.NewCounter(prometheus.CounterOpts{
			Namespace: "tensora", Subsystem: "content", Name: "added_bytes_total",
			Help: "Bytes of files imported with Add.",
		}),
		fetchBytes: prometheus.NewCounter(prometheus.CounterOpts{
			Namespace: "tensora", Subsystem: "content", Name: "fetched_bytes_total",
			Help: "Bytes of files written out by Fetch (local or remote).",
		}),
		fetches: prometheus.NewCounterVec(prometheus.CounterOpts{
			Namespace: "tensora", Subsystem: "content", Name: "fetches_total",
			Help: "Fetch calls, by source (local: every block already held; remote: bitswap; stream: the DAG stream from a known provider) and result (ok, fail).",
		}, []string{"source", "result"}),
		fetchTime: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Namespace: "tensora", Subsystem: "content", Name: "fetch_duration_seconds",
			Help:    "Time of successful fetches, by source (local, remote, stream).",
			Buckets: []float64{.001, .005, .025, .1, .25, .5, 1, 2.5, 5, 10, 30, 60, 300},
		}, []string{"source"}),
		refusals: prometheus.NewCounter(prometheus.CounterOpts{
			Namespace: "tensora", Subsystem: "content", Name: "blocks_refused_total",
			Help: "Wants for a job's input or output blocks refused to a peer the job does not name.",
		}),
		streamSent: prometheus.NewCounter(prometheus.CounterOpts{
			Namespace: "tensora", Subsystem: "content", Name: "stream_blocks_sent_total",
			Help: "Blocks sent on DAG streams (" + string(StreamProtocol) + ").",
		}),
	}
	for _, c := range []prometheus.Collector{m.provides, m.addedBytes, m.fetchBytes, m.fetches, m.fetchTime, m.refusals, m.streamSent} {
		if err := m.register(c); err != nil {
			return nil, err
		}
	}
	return m, nil
}

func (m *metrics) register(c prometheus.Collector) error {
	if err := m.reg.Register(c); err != nil {
		m.unregister()
		return fmt.Errorf("content: register metrics: %w", err)
	}
	m.collectors = append(m.collectors, c)
	return nil
}

// registerSwap exposes bitswap's own counters, read at scrape time.
func (m *metrics) registerSwap(bs *bitswap.Bitswap) error {
	if m == nil {
		return nil
	}
	stat := func(f func(*bitswap.Stat) uint64) func() float64 {
		return func() float64 {
			st, err := bs.Stat()
			if err != nil && st == nil {
				return 0
			}
			return float64(f(st))
		}
	}
	var errs []error
	for _, c := range []struct {
		name, help string
		f          func(*bitswap.Stat) uint64
	}{
		{"bitswap_blocks_received_total", "Blocks received by bitswap (duplicates included).", func(s *bitswap.Stat) uint64 { return s.BlocksReceived }},
		{"bitswap_bytes_received_total", "Block bytes received by bitswap (duplicates included).", func(s *bitswap.Stat) uint64 { return s.DataReceived }},
		{"bitswap_blocks_sent_total", "Blocks sent by the bitswap server.", func(s *bitswap.Stat) uint64 { return s.BlocksSent }},
		{"bitswap_bytes_sent_total", "Block bytes sent by the bitswap server.", func(s *bitswap.Stat) uint64 { return s.DataSent }},
	} {
		errs = append(errs, m.register(prometheus.NewCounterFunc(prometheus.CounterOpts{
			Namespace: "tensora", Subsystem: "content", Name: c.name, Help: c.help,
		}, stat(c.f))))
		if errs[len(errs)-1] != nil {
			break
		}
	}
	return errors.Join(errs...)
}

func (m *metrics) unregister() {
	if m == nil {
		return
	}
	for _, c := range m.collectors {
		m.reg.Unregister(c)
	}
	m.collectors = nil
}

func (m *metrics) provided(ok bool) {
	if m == nil {
		return
	}
	res := "fail"
	if ok {
		res = "ok"
	}
	m.provides.WithLabelValues(res).Inc()
}

func (m *metrics) added(n int64) {
	if m != nil {
		m.addedBytes.Add(float64(n))
	}
}

func (m *metrics) fetched(n int64) {
	if m != nil {
		m.fetchBytes.Add(float64(n))
	}
}

// fetchDone records one fetch: where its blocks came from, whether it
// succeeded and, if so, how long it took.
func (m *metrics) fetchDone(local, ok bool, d time.Duration) {
	source := "remote"
	if local {
		source = "local"
	}
	m.fetchDoneFrom(source, ok, d)
}

// fetchDoneFrom records one fetch from source (local, remote, stream).
func (m *metrics) fetchDoneFrom(source string, ok bool, d time.Duration) {
	if m == nil {
		return
	}
	result := "fail"
	if ok {
		result = "ok"
		m.fetchTime.WithLabelValues(source).Observe(d.Seconds())
	}
	m.fetches.WithLabelValues(source, result).Inc()
}

// refused counts a want for job content refused to a peer.
func (m *metrics) refused() {
	if m != nil {
		m.refusals.Inc()
	}
}

// streamed counts blocks sent on one DAG stream.
func (m *metrics) streamed(n int) {
	if m != nil {
		m.streamSent.Add(float64(n))
	}
}
