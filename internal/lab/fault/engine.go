package fault

import (
	"bytes"
	"context"
	"encoding/binary"
	"errors"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/crypto"

	"github.com/tensora/tensora/engine"
	"github.com/tensora/tensora/tensor"
)

// wrapped lends a wrapper the wrapped engine's GenerateInputs, which the
// testnet asks its first engine for (by interface) to make jobs' inputs.
type wrapped struct{ engine.Engine }

func (w wrapped) GenerateInputs(ctx context.Context, modelCID string, m engine.ModelSource, o engine.GenerateOptions) ([]byte, error) {
	g, ok := w.Engine.(interface {
		GenerateInputs(context.Context, string, engine.ModelSource, engine.GenerateOptions) ([]byte, error)
	})
	if !ok {
		return nil, errors.New("engine cannot generate inputs")
	}
	return g.GenerateInputs(ctx, modelCID, m, o)
}

// UseContent hands the wrapped engine the node's content store, if it
// reads one (the container engine).
func (w wrapped) UseContent(bs engine.Blobs) {
	if cu, ok := w.Engine.(engine.ContentUser); ok {
		cu.UseContent(bs)
	}
}

// Needs forwards the content the wrapped engine's runs read beyond the
// job's model and input, if it reads any (the HE engine's keys).
func (w wrapped) Needs(modelCID string, input []byte) ([]string, error) {
	if n, ok := w.Engine.(engine.Needer); ok {
		return n.Needs(modelCID, input)
	}
	return nil, nil
}

// CheckRequest forwards the wrapped engine's check before the ack, if it
// has one (the container engine); otherwise every request passes.
func (w wrapped) CheckRequest(modelCID string, input []byte) error {
	if rc, ok := w.Engine.(engine.RequestChecker); ok {
		return rc.CheckRequest(modelCID, input)
	}
	return nil
}

// Stall holds the first job any of its engines is given until that run's
// context ends (the miner crashing), so a scenario can act while a job is
// mid-run; later jobs run normally. One Stall may wrap every miner's
// engine: whichever miner gets the job first holds it.
type Stall struct {
	mu      sync.Mutex
	armed   bool
	started chan struct{}
}

// NewStall returns an armed Stall.
func NewStall() *Stall { return &Stall{armed: true, started: make(chan struct{})} }

// Started is closed when the held job has started.
func (s *Stall) Started() <-chan struct{} { return s.started }

// Engine wraps e.
func (s *Stall) Engine(e engine.Engine) engine.Engine { return &stallEngine{wrapped{e}, s} }

type stallEngine struct {
	wrapped
	st *Stall
}

func (s *stallEngine) Run(ctx context.Context, req engine.Request) (*engine.Result, error) {
	s.st.mu.Lock()
	hold := s.st.armed
	s.st.armed = false
	s.st.mu.Unlock()
	if hold {
		close(s.st.started)
		<-ctx.Done()
		return nil, ctx.Err()
	}
	return s.Engine.Run(ctx, req)
}

// Delay wraps e so that every inference waits d first (a slow miner: jobs
// it acknowledged stay on its books a while).
func Delay(e engine.Engine, d time.Duration) engine.Engine { return &delayEngine{wrapped{e}, d} }

type delayEngine struct {
	wrapped
	d time.Duration
}

func (e *delayEngine) Run(ctx context.Context, req engine.Request) (*engine.Result, error) {
	t := time.NewTimer(e.d)
	defer t.Stop()
	select {
	case <-ctx.Done():
		return nil, ctx.Err()
	case <-t.C:
	}
	return e.Engine.Run(ctx, req)
}

// Lie wraps e so that for a fraction rate of inputs (chosen from the
// input's hash alone, so the same input is always faked or never) it
// returns a wrong output that is still canonical safetensors of the right
// names, dtypes and shapes. The miner hashes, stores and signs it like
// any other, so the client's checks (hash, CID, canonical form, proof)
// all pass; only a validator's re-execution tells: a byzantine miner.
func Lie(e engine.Engine, rate float64) engine.Engine { return &lieEngine{wrapped{e}, rate} }

type lieEngine struct {
	wrapped
	rate float64
}

func (e *lieEngine) Run(ctx context.Context, req engine.Request) (*engine.Result, error) {
	res, err := e.Engine.Run(ctx, req)
	if err != nil || !chosen(req.Input, e.rate) {
		return res, err
	}
	res.Output = wrongOutput(res.Output)
	return res, nil
}

// chosen reports whether b falls in the fraction rate of all inputs.
func chosen(b []byte, rate float64) bool {
	if rate <= 0 {
		return false
	}
	h := crypto.Keccak256(b)
	return float64(binary.BigEndian.Uint32(h))/float64(1<<32) < rate
}

// wrongOutput changes each tensor's first element in its high bits; an
// output that is not safetensors (a container job's tar) gets a byte
// appended, which tar readers ignore and hashes do not.
func wrongOutput(out []byte) []byte {
	ts, err := tensor.Parse(out)
	if err != nil {
		return append(bytes.Clone(out), 0)
	}
	for i := range ts {
		d := bytes.Clone(ts[i].Data)
		if sz := ts[i].DType.Size(); len(d) >= sz && sz > 0 {
			d[sz-1] ^= 0x01 // a float's lowest exponent bit, an integer's high byte
			d[0] ^= 0x5a
		}
		ts[i].Data = d
	}
	b, err := tensor.Encode(ts)
	if err != nil {
		return out
	}
	return b
}
