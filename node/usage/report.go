package usage

import (
	"math"
	"time"

	"github.com/tensora/tensora/engine/hw"
	"github.com/tensora/tensora/node/queue"
	"github.com/tensora/tensora/types"
)

// addLoad puts a load sample into a report, each figure bounded to what
// types.CheckFields accepts.
func addLoad(r *types.UsageReport, load hw.Load) {
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
}

// addJobs counts the queue's waiting and running jobs and adds the jobs
// that reached a final state in (since, now] to the report.
func addJobs(r *types.UsageReport, jobs []queue.Job, since, now time.Time) {
	for _, j := range jobs {
		switch j.State {
		case queue.Queued:
			r.Queued++
			continue
		case queue.Fetching, queue.Pulling, queue.Running, queue.Collecting:
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
