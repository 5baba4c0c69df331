package scheduler

import (
	"encoding/hex"
	"math"
	"math/big"
	"slices"
	"strconv"
	"strings"
)

// ReasonCode names why a miner was excluded. Codes are stable strings so they
// can be logged, counted and shown to users.
type ReasonCode string

// Reason codes.
const (
	ReasonCPU          ReasonCode = "cpu"           // too few CPU cores
	ReasonRAM          ReasonCode = "ram"           // too little RAM
	ReasonVRAM         ReasonCode = "vram"          // too little VRAM per GPU
	ReasonGPU          ReasonCode = "gpu"           // no GPU, one needed
	ReasonGPUs         ReasonCode = "gpus"          // too few GPUs (or too few meeting every GPU constraint)
	ReasonGPUModel     ReasonCode = "gpu-model"     // no GPU of the wanted model
	ReasonCC           ReasonCode = "cc"            // CUDA compute capability too low
	ReasonEngine       ReasonCode = "engine"        // engine not advertised
	ReasonModel        ReasonCode = "model"         // an LLM job's model is not served warm by the miner
	ReasonDisk         ReasonCode = "disk"          // too little free disk
	ReasonPrice        ReasonCode = "price"         // price above the job's max fee
	ReasonInvalidBid   ReasonCode = "invalid-bid"   // bid without a price, or a negative one
	ReasonStake        ReasonCode = "stake"         // stake below the minimum
	ReasonNoAdvert     ReasonCode = "no-advert"     // no advert known for the miner
	ReasonDuplicateBid ReasonCode = "duplicate-bid" // the miner has a better bid for the job
	ReasonWrongJob     ReasonCode = "wrong-job"     // the bid is for another job
)

// Reason is one cause of an exclusion. Detail is about this miner ("has 4 GB
// VRAM, job needs 8 GB"); Want is the job's requirement in words ("8 GB
// VRAM"), the same for every miner, so summaries can group by it.
type Reason struct {
	Code   ReasonCode
	Detail string
	Want   string
}

func (r Reason) String() string { return string(r.Code) + ": " + r.Detail }

// Eligible returns every reason ad cannot serve job; none means eligible.
// Reasons come in a fixed order: price, then cpu, ram, the GPU reasons,
// disk, engine (Match adds stake last).
// It checks the spec, the engines and the advertised price against
// job.MaxFee (Match checks the bid's price instead). A miner without any GPU
// gets a single gpu reason rather than one for each GPU constraint as well.
func Eligible(job Job, ad Advert) []Reason {
	n := newNeeds(job)
	var rs []Reason
	if ad.Price != nil {
		rs = n.price(ad.Price, rs)
	}
	return n.hardware(&ad, rs)
}

// needs is a job's requirements prepared once per Match or Explain call.
type needs struct {
	cpus            int
	ram, vram, disk uint64
	gpus            int  // GPUs needed, counting the ones implied by per-GPU constraints
	perGPU          bool // any of vram, model, cc set
	model           string
	ccMajor         int
	ccMinor         int
	hasCC           bool
	engines         []string
	served          string // an LLM job's model, which the miner must serve warm
	maxFee          *big.Int

	// Texts for reasons, built once.
	wantCPU, wantRAM, wantVRAM, wantDisk, wantGPUs, wantModel, wantCC, wantAll string
	needRAM, needVRAM, needDisk, needCC                                        string
	jobID                                                                      string
	maxFeeText, minStake                                                       string
}

func newNeeds(job Job) *needs {
	sp := job.Spec
	n := &needs{
		cpus:    sp.CPUs,
		ram:     gbToBytes(sp.RAMGB),
		vram:    gbToBytes(sp.VRAMGB),
		disk:    gbToBytes(sp.DiskGB),
		model:   strings.ToLower(sp.GPUModel),
		ccMajor: sp.CCMajor,
		ccMinor: sp.CCMinor,
		hasCC:   sp.CCMajor > 0 || sp.CCMinor > 0,
		maxFee:  job.MaxFee,
	}
	n.perGPU = n.vram > 0 || n.model != "" || n.hasCC
	n.gpus = max(sp.GPUs, 0)
	if n.perGPU {
		n.gpus = max(n.gpus, 1)
	}
	for _, e := range []string{sp.Engine, job.Engine} {
		if e != "" && !containsFold(n.engines, e) {
			n.engines = append(n.engines, e)
		}
	}
	if strings.EqualFold(job.Engine, EngineLLM) && job.ModelCID != "" {
		// An LLM miner serves the models its server holds warm, and no
		// other: it cannot load one per job as ONNX Runtime does.
		n.served = job.ModelCID
	}
	n.wantCPU = plural(n.cpus, "CPU")
	n.needRAM = formatGB(sp.RAMGB) + " GB"
	n.wantRAM = n.needRAM + " RAM"
	n.needVRAM = formatGB(sp.VRAMGB) + " GB"
	n.wantVRAM = n.needVRAM + " VRAM"
	n.needDisk = formatGB(sp.DiskGB) + " GB"
	n.wantDisk = n.needDisk + " free disk"
	if n.gpus == 1 {
		n.wantGPUs = "a GPU"
	} else {
		n.wantGPUs = plural(n.gpus, "GPU")
	}
	n.wantModel = "a GPU matching " + strconv.Quote(n.model)
	n.needCC = formatCC(n.ccMajor, n.ccMinor)
	n.wantCC = "compute capability " + n.needCC
	n.wantAll = plural(n.gpus, "GPU") + " meeting every GPU constraint"
	n.jobID = shortHex(job.ID[:])
	if job.MaxFee != nil {
		n.maxFeeText = weiText(job.MaxFee)
	}
	return n
}

// fits reports whether hardware(ad) would be empty, without building any
// reason; Match calls it for every miner and hardware only for the rest.
func (n *needs) fits(ad *Advert) bool {
	if ad.CPUs < n.cpus || ad.RAMBytes < n.ram || ad.DiskBytes < n.disk {
		return false
	}
	if n.gpus > 0 {
		if len(ad.GPUs) < n.gpus {
			return false
		}
		if n.perGPU {
			ok := 0
			for i := range ad.GPUs {
				if n.gpuFits(&ad.GPUs[i]) {
					ok++
				}
			}
			if ok < n.gpus {
				return false
			}
		}
	}
	for _, e := range n.engines {
		if !containsFold(ad.Engines, e) {
			return false
		}
	}
	return n.served == "" || slices.Contains(ad.CachedModels, n.served)
}

func (n *needs) gpuFits(g *GPU) bool {
	return (n.vram == 0 || g.VRAMBytes >= n.vram) &&
		(!n.hasCC || ccAtLeast(g.CCMajor, g.CCMinor, n.ccMajor, n.ccMinor)) &&
		(n.model == "" || containsFoldASCII(g.Name, n.model) || containsFoldASCII(g.Vendor, n.model))
}

// hardware appends the reasons ad fails the spec and engines.
func (n *needs) hardware(ad *Advert, rs []Reason) []Reason {
	if ad.CPUs < n.cpus {
		rs = append(rs, Reason{ReasonCPU, "has " + plural(ad.CPUs, "CPU") + ", job needs " + strconv.Itoa(n.cpus), n.wantCPU})
	}
	if ad.RAMBytes < n.ram {
		rs = append(rs, Reason{ReasonRAM, "has " + hasGB(ad.RAMBytes) + " RAM, job needs " + n.needRAM, n.wantRAM})
	}
	rs = n.gpuReasons(ad.GPUs, rs)
	if ad.DiskBytes < n.disk {
		rs = append(rs, Reason{ReasonDisk, "has " + hasGB(ad.DiskBytes) + " free disk, job needs " + n.needDisk, n.wantDisk})
	}
	for _, e := range n.engines {
		if !containsFold(ad.Engines, e) {
			have := "has no engines"
			if len(ad.Engines) > 0 {
				have = "has engines " + strings.Join(ad.Engines, ", ")
			}
			rs = append(rs, Reason{ReasonEngine, have + ", job needs " + e, "engine " + e})
		}
	}
	if n.served != "" && !slices.Contains(ad.CachedModels, n.served) {
		rs = append(rs, Reason{ReasonModel, "does not serve model " + shortCID(n.served), "model " + shortCID(n.served) + " served warm"})
	}
	return rs
}

// EngineLLM is the engine of LLM jobs (engine/llm/llmjob.Engine).
const EngineLLM = "llm"

func shortCID(c string) string {
	if len(c) > 16 {
		return c[:8] + "…" + c[len(c)-6:]
	}
	return c
}

func (n *needs) gpuReasons(gpus []GPU, rs []Reason) []Reason {
	if n.gpus == 0 {
		return rs
	}
	have := len(gpus)
	if have == 0 {
		code := ReasonGPU
		if n.gpus > 1 {
			code = ReasonGPUs
		}
		return append(rs, Reason{code, "has no GPU, job needs " + strconv.Itoa(n.gpus), n.wantGPUs})
	}
	if have < n.gpus {
		rs = append(rs, Reason{ReasonGPUs, "has " + plural(have, "GPU") + ", job needs " + strconv.Itoa(n.gpus), n.wantGPUs})
	}
	if !n.perGPU {
		return rs
	}
	var okVRAM, okModel, okCC, okAll int
	var bestVRAM uint64
	bestMaj, bestMin := -1, -1
	for i := range gpus {
		g := &gpus[i]
		v := n.vram == 0 || g.VRAMBytes >= n.vram
		m := n.model == "" || containsFoldASCII(g.Name, n.model) || containsFoldASCII(g.Vendor, n.model)
		c := !n.hasCC || ccAtLeast(g.CCMajor, g.CCMinor, n.ccMajor, n.ccMinor)
		okVRAM += b2i(v)
		okModel += b2i(m)
		okCC += b2i(c)
		okAll += b2i(v && m && c)
		bestVRAM = max(bestVRAM, g.VRAMBytes)
		if ccAtLeast(g.CCMajor, g.CCMinor, bestMaj, bestMin) {
			bestMaj, bestMin = g.CCMajor, g.CCMinor
		}
	}
	need := strconv.Itoa(n.gpus)
	before := len(rs)
	if n.vram > 0 && okVRAM < n.gpus {
		d := "has " + hasGB(bestVRAM) + " VRAM, job needs " + n.needVRAM
		if n.gpus > 1 {
			d = "has " + plural(okVRAM, "GPU") + " with " + n.needVRAM + " VRAM, job needs " + need
		}
		rs = append(rs, Reason{ReasonVRAM, d, n.wantVRAM})
	}
	if n.model != "" && okModel < n.gpus {
		d := "has " + gpuNames(gpus) + ", job needs " + n.wantModel
		if n.gpus > 1 {
			d = "has " + plural(okModel, "GPU") + " matching " + strconv.Quote(n.model) + ", job needs " + need
		}
		rs = append(rs, Reason{ReasonGPUModel, d, n.wantModel})
	}
	if n.hasCC && okCC < n.gpus {
		d := "has " + "compute capability " + formatCC(max(bestMaj, 0), max(bestMin, 0)) + ", job needs " + n.needCC
		if n.gpus > 1 {
			d = "has " + plural(okCC, "GPU") + " with compute capability " + n.needCC + ", job needs " + need
		}
		rs = append(rs, Reason{ReasonCC, d, n.wantCC})
	}
	if len(rs) == before && have >= n.gpus && okAll < n.gpus {
		// Each constraint is met by some GPUs, but not enough GPUs meet
		// them all at once.
		rs = append(rs, Reason{ReasonGPUs, "has " + plural(okAll, "GPU") + " meeting every GPU constraint, job needs " + need, n.wantAll})
	}
	return rs
}

// price appends a reason if p is not a valid price within the max fee.
func (n *needs) price(p *big.Int, rs []Reason) []Reason {
	switch {
	case p == nil:
		return append(rs, Reason{ReasonInvalidBid, "bid has no price", ""})
	case p.Sign() < 0:
		return append(rs, Reason{ReasonInvalidBid, "bid has a negative price", ""})
	case n.maxFee != nil && p.Cmp(n.maxFee) > 0:
		return append(rs, Reason{ReasonPrice, "price " + weiText(p) + " wei, job max fee " + n.maxFeeText + " wei", "max fee"})
	}
	return rs
}

// weiText formats a wei amount; nil is 0. Most amounts fit a uint64, and
// strconv is much cheaper than big.Int.String.
func weiText(x *big.Int) string {
	switch {
	case x == nil:
		return "0"
	case x.IsUint64():
		return strconv.FormatUint(x.Uint64(), 10)
	}
	return x.String()
}

func ccAtLeast(major, minor, wantMajor, wantMinor int) bool {
	return major > wantMajor || major == wantMajor && minor >= wantMinor
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

func plural(n int, unit string) string {
	if n == 1 {
		return "1 " + unit
	}
	return strconv.Itoa(n) + " " + unit + "s"
}

// hasGB writes a byte count in GB rounded down to two decimals, so a miner
// just short of a requirement never reads as meeting it.
func hasGB(b uint64) string {
	v := math.Floor(float64(b)/gib*100) / 100
	return strconv.FormatFloat(v, 'f', -1, 64) + " GB"
}

func gpuNames(gpus []GPU) string {
	var names []string
	for i := range gpus {
		name := gpus[i].Name
		if name == "" {
			name = "unnamed GPU"
		}
		if !containsFold(names, name) {
			names = append(names, name)
		}
		if len(names) == 3 {
			break
		}
	}
	for i := range names {
		names[i] = strconv.Quote(names[i])
	}
	return strings.Join(names, ", ")
}

func containsFold(list []string, s string) bool {
	for _, x := range list {
		if strings.EqualFold(x, s) {
			return true
		}
	}
	return false
}

// containsFoldASCII reports whether s contains lowerSub, folding ASCII
// letters in s; lowerSub is already lower case. It does not allocate.
func containsFoldASCII(s, lowerSub string) bool {
	m := len(lowerSub)
	for i := 0; i+m <= len(s); i++ {
		j := 0
		for ; j < m; j++ {
			c := s[i+j]
			if 'A' <= c && c <= 'Z' {
				c += 'a' - 'A'
			}
			if c != lowerSub[j] {
				break
			}
		}
		if j == m {
			return true
		}
	}
	return false
}

func shortHex(b []byte) string {
	if len(b) > 8 {
		b = b[:8]
	}
	return "0x" + hex.EncodeToString(b) + "…"
}
