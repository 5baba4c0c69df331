package api

import (
	"context"
	"sync"
	"time"

	"github.com/tensora/tensora/api/apitypes"
	"github.com/tensora/tensora/engine/hw"
	"github.com/tensora/tensora/node"
)

// monitor samples the node every tick, keeps a short history for charts
// to start from, and fans samples out to event streams.
type monitor struct {
	n       *node.Node
	tick    time.Duration
	keep    int
	sampler *hw.Sampler

	mu      sync.Mutex
	hist    []apitypes.Sample
	subs    map[chan apitypes.Sample]struct{}
	done    []time.Time // when jobs finished, last 10 s
	total   int64
	lastIn  int64
	lastOut int64
	lastAt  time.Time
	dropped int64
}

func newMonitor(n *node.Node, tick time.Duration, keep int) *monitor {
	return &monitor{n: n, tick: tick, keep: keep, sampler: hw.NewSampler(hw.SamplerOptions{}), subs: make(map[chan apitypes.Sample]struct{})}
}

func (m *monitor) run(ctx context.Context) {
	defer m.sampler.Close()
	sub := m.n.Subscribe(1024)
	defer sub.Close()
	t := time.NewTicker(m.tick)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case e, ok := <-sub.C:
			if !ok {
				return
			}
			if finished(e) {
				m.mu.Lock()
				m.done = append(m.done, e.At)
				m.total++
				m.mu.Unlock()
			}
		case now := <-t.C:
			m.mu.Lock()
			m.dropped = sub.Dropped()
			m.mu.Unlock()
			s := m.sample(now)
			m.mu.Lock()
			m.hist = append(m.hist, s)
			if len(m.hist) > m.keep {
				m.hist = m.hist[len(m.hist)-m.keep:]
			}
			for c := range m.subs {
				select {
				case c <- s:
				default:
				}
			}
			m.mu.Unlock()
		}
	}
}

// finished reports a job that ended on this node or that it saw end: a
// result on gossip, or this miner's own job done.
func finished(e node.Event) bool {
	if e.Kind != node.EventJob {
		return false
	}
	return (e.Role == "observer" && e.State == "executed") || (e.Role == "miner" && e.State == "done")
}

func (m *monitor) sample(now time.Time) apitypes.Sample {
	s := apitypes.Sample{At: now}
	if l, err := m.sampler.Sample(); err == nil {
		s.CPUPercent, s.MemUsedBytes, s.MemTotalBytes = l.CPUPercent, l.MemUsedBytes, l.MemTotalBytes
		for _, g := range l.GPUs {
			s.GPUs = append(s.GPUs, apitypes.GPULoad{Index: g.Index, Name: g.Name, UtilPercent: g.UtilPercent, VRAMUsedBytes: g.VRAMUsedBytes, VRAMTotalBytes: g.VRAMTotalBytes, TempC: g.TempC})
		}
	}
	if s.GPUs == nil {
		s.GPUs = []apitypes.GPULoad{}
	}
	bw := m.n.Host().Bandwidth()
	s.NetInTotal, s.NetOutTotal = bw.TotalIn, bw.TotalOut
	s.Peers = len(m.n.Host().Peers())
	s.Miners = len(m.n.Adverts())
	if q := m.n.Queue(); q != nil {
		s.QueueDepth = q.Depth()
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	if !m.lastAt.IsZero() {
		if dt := now.Sub(m.lastAt).Seconds(); dt > 0 {
			s.NetInBps = float64(s.NetInTotal-m.lastIn) / dt
			s.NetOutBps = float64(s.NetOutTotal-m.lastOut) / dt
		}
	}
	m.lastIn, m.lastOut, m.lastAt = s.NetInTotal, s.NetOutTotal, now
	cut := now.Add(-10 * time.Second)
	i := 0
	for i < len(m.done) && m.done[i].Before(cut) {
		i++
	}
	m.done = m.done[i:]
	s.JobsPerSecond = float64(len(m.done)) / 10
	s.JobsTotal = m.total
	s.Dropped = m.dropped
	return s
}

func (m *monitor) history() []apitypes.Sample {
	m.mu.Lock()
	defer m.mu.Unlock()
	return append([]apitypes.Sample(nil), m.hist...)
}

func (m *monitor) subscribe() (chan apitypes.Sample, func()) {
	c := make(chan apitypes.Sample, 8)
	m.mu.Lock()
	m.subs[c] = struct{}{}
	m.mu.Unlock()
	return c, func() {
		m.mu.Lock()
		delete(m.subs, c)
		m.mu.Unlock()
	}
}
