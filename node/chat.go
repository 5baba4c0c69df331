package node

import (
	"bytes"
	"context"
	"fmt"
	"math/big"
	"strings"
	"sync"
	"time"

	"github.com/ipfs/go-cid"

	"github.com/tensora/tensora/engine/llm/llmjob"
	"github.com/tensora/tensora/types"
)

// ChatJob is an LLM chat request a client posts as a job (engine "llm"):
// the conversation, the completion's bounds and the client's prices.
type ChatJob struct {
	Subnet uint64
	// ModelCID is the model (a GGUF file, or a model directory for vLLM)
	// by CID; only miners that serve it warm are matched.
	ModelCID string
	// Messages or Prompt (one user message): exactly one is set.
	Messages []llmjob.Message
	Prompt   string
	// MaxTokens bounds the completion (required).
	MaxTokens int
	Stop      []string
	// PricePer1K is what the client pays per 1,000 tokens, prompt and
	// completion (wei); MaxFee caps the job's whole fee (wei) and is what
	// the client's escrow must cover.
	PricePer1K *big.Int
	MaxFee     *big.Int
	// Spec adds constraints ("gpu,16vram"); Deadline defaults to
	// Config.JobTTL from now.
	Spec     string
	Deadline time.Time
	// Auction skips the fast path (JobRequest.Auction).
	Auction bool
	// Progress, if set, is called as the job moves (JobRequest.Progress).
	Progress func(stage, detail string)
}

// ChatJobResult is a completed chat job.
type ChatJobResult struct {
	JobID  [32]byte
	Miner  string // the miner's address
	Output llmjob.Output
	// Fee is what the job settles for: the output's charge capped by the
	// job's max fee.
	Fee     *big.Int
	Outcome *JobOutcome
}

// ErrStreamMismatch: the text a miner streamed is not the beginning of
// the output its verified Result commits to. It wraps ErrBadResult.
var ErrStreamMismatch = fmt.Errorf("%w: the streamed text is not the verified output's", ErrBadResult)

// Chat posts an LLM chat job and returns its verified completion. The
// request becomes the job's input content (llmjob.Request, canonical
// bytes, so its CID and with it the price are covered by the client's
// signed order); the miner's output (llmjob.Output) is checked against it
// before it is returned.
//
// onChunk, if set, receives the completion's text in pieces, from Chat's
// goroutine, never after Chat returned; its error aborts the job's wait.
// On the fast path the pieces come as the miner's server produces them,
// before anything is verified: they are a preview. The verified output is
// authoritative: when the miner's Result comes and verifies, Chat checks
// that the text streamed so far is the beginning of its text and hands
// onChunk the rest, so that the pieces add up to the verified text; a
// streamed text that is not its beginning (a hostile or broken miner) is
// ErrStreamMismatch, and a Result that does not verify is an error as
// without streaming. On the auction path, or when the miner streams
// nothing, onChunk gets the whole verified text at once.
func (n *Node) Chat(ctx context.Context, req ChatJob, onChunk func(text string) error) (*ChatJobResult, error) {
	if req.PricePer1K == nil || req.MaxFee == nil || req.MaxFee.Sign() <= 0 {
		return nil, fmt.Errorf("%w: a chat job needs a price per 1k tokens and a max fee above zero", llmjob.ErrBadRequest)
	}
	if _, err := cid.Decode(req.ModelCID); err != nil {
		return nil, fmt.Errorf("%w: model cid %q: %w", llmjob.ErrBadRequest, req.ModelCID, err)
	}
	in, err := llmjob.Request{Messages: req.Messages, Prompt: req.Prompt, MaxTokens: req.MaxTokens, Stop: req.Stop,
		PricePer1K: req.PricePer1K.String()}.Encode()
	if err != nil {
		return nil, err
	}
	ic, _, err := n.content.Add(ctx, bytes.NewReader(in), "llm request", nil)
	if err != nil {
		return nil, fmt.Errorf("store chat request: %w", err)
	}
	jr := JobRequest{
		Subnet: req.Subnet, ModelCID: req.ModelCID, InputCID: ic.String(), InputBytes: uint64(len(in)),
		Engine: llmjob.Engine, Spec: req.Spec, MaxFee: req.MaxFee, Deadline: req.Deadline, Progress: req.Progress,
		Auction: req.Auction,
	}
	var st *chatStream
	if onChunk != nil {
		st = newChatStream(llmjob.MaxOutputBytes)
		jr.Partial = st.add
	}
	out, err := n.postStreaming(ctx, jr, st, onChunk)
	if err != nil {
		return nil, err
	}
	if out == nil || !out.Verified {
		return nil, fmt.Errorf("%w: chat job ended without a verified result", ErrBadResult)
	}
	o, err := llmjob.ParseOutput(out.Output)
	if err != nil { // verifyResult checked it; a second look costs nothing
		return nil, fmt.Errorf("%w: %w", ErrBadResult, err)
	}
	res := &ChatJobResult{JobID: out.JobID, Miner: out.Winner.Hex(), Output: o, Fee: llmjob.Settled(o.Charge, req.MaxFee), Outcome: out}
	if onChunk != nil {
		shown := st.close()
		if !strings.HasPrefix(o.Text, shown) {
			n.log.Warn("the miner streamed a text its verified result does not begin with", "job", short(out.JobID), "miner", out.Winner.Hex(),
				"streamed_bytes", len(shown), "result_bytes", len(o.Text))
			return res, fmt.Errorf("%w: job 0x%x: %d bytes streamed by %s", ErrStreamMismatch, out.JobID, len(shown), out.Winner.Hex())
		}
		if rest := o.Text[len(shown):]; rest != "" {
			if err := onChunk(rest); err != nil {
				return res, fmt.Errorf("chat chunk: %w", err)
			}
		}
	}
	return res, nil
}

// postStreaming is Post, handing onChunk the pieces st collects while the
// job runs (all of them from this goroutine).
func (n *Node) postStreaming(ctx context.Context, jr JobRequest, st *chatStream, onChunk func(string) error) (*JobOutcome, error) {
	if st == nil {
		return n.Post(ctx, jr)
	}
	type posted struct {
		out *JobOutcome
		err error
	}
	pctx, cancel := context.WithCancel(ctx)
	defer cancel()
	done := make(chan posted, 1)
	go func() {
		out, err := n.Post(pctx, jr)
		done <- posted{out, err}
	}()
	for {
		select {
		case <-st.notify:
			for _, p := range st.take() {
				if err := onChunk(p); err != nil {
					cancel()
					<-done
					return nil, fmt.Errorf("chat chunk: %w", err)
				}
			}
		case p := <-done:
			return p.out, p.err
		}
	}
}

// chatStream collects a chat job's streamed pieces for Chat. The rounds
// of a job stream one after the other: a round that follows one that
// streamed (its miner failed) is expected to stream the same text again
// (decoding is pinned), so only what goes beyond the text already shown
// is passed on; a round whose text departs from it, or that streams
// more than the output limit, is not passed on at all.
type chatStream struct {
	notify chan struct{}
	limit  int

	mu     sync.Mutex
	round  uint32
	cur    []byte // the current round's text
	bad    bool   // the current round departed from shown, or overflowed
	shown  []byte // the text passed on (queued or handed to onChunk)
	queue  []string
	closed bool
}

func newChatStream(limit int) *chatStream {
	return &chatStream{notify: make(chan struct{}, 1), limit: limit}
}

// add is JobRequest.Partial.
func (s *chatStream) add(round uint32, p []byte) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.closed {
		return
	}
	if round != s.round {
		s.round, s.cur, s.bad = round, nil, false
	}
	if s.bad {
		return
	}
	if len(s.cur)+len(p) > s.limit {
		s.bad = true
		return
	}
	// Only the new piece is checked against what was shown: the text
	// before it was checked when it came (a miner streaming many small
	// pieces after a long text must not make each one cost the text).
	from := len(s.cur)
	s.cur = append(s.cur, p...)
	n := min(len(s.cur), len(s.shown))
	if from < n && !bytes.Equal(s.cur[from:n], s.shown[from:n]) {
		s.bad = true
		return
	}
	if len(s.cur) <= len(s.shown) {
		return
	}
	s.queue = append(s.queue, string(s.cur[len(s.shown):]))
	s.shown = append(s.shown, s.cur[len(s.shown):]...)
	select {
	case s.notify <- struct{}{}:
	default:
	}
}

// take removes the queued pieces.
func (s *chatStream) take() []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	q := s.queue
	s.queue = nil
	return q
}

// close stops the stream and returns the text handed to onChunk: what
// was shown less what is still queued (Chat hands the verified rest).
func (s *chatStream) close() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.closed = true
	queued := 0
	for _, q := range s.queue {
		queued += len(q)
	}
	s.queue = nil
	return string(s.shown[:len(s.shown)-queued])
}

// checkLLMOutput checks an LLM job's output against its request (which
// this client stored when it posted the job): canonical, from the job's
// model, within the request's token bound, charged exactly per token.
// It is what a client can check without running the model; whether the
// tokens are the model's is the validators' regeneration.
func (cl *client) checkLLMOutput(ctx context.Context, o *types.JobOrder, output []byte) error {
	out, err := llmjob.ParseOutput(output)
	if err != nil {
		return fmt.Errorf("%w: %w", ErrBadResult, err)
	}
	ic, err := cid.Decode(o.GetInputCid())
	if err != nil {
		return fmt.Errorf("%w: input cid: %w", ErrBadResult, err)
	}
	in, err := cl.content.FetchBytes(ctx, ic, nil, llmjob.MaxRequestBytes)
	if err != nil {
		return fmt.Errorf("read the job's llm request: %w", err)
	}
	req, err := llmjob.ParseRequest(in)
	if err != nil {
		return fmt.Errorf("the job's own llm request: %w", err)
	}
	if err := llmjob.CheckOutput(req, o.GetModelCid(), out); err != nil {
		return fmt.Errorf("%w: %w", ErrBadResult, err)
	}
	return nil
}
