package api

import (
	"bytes"
	"context"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"math/big"
	"net/http"
	"sort"
	"strconv"
	"time"

	"github.com/tensora/tensora/api/apitypes"
	"github.com/tensora/tensora/content"
	"github.com/tensora/tensora/node"
	"github.com/tensora/tensora/node/queue"
	"github.com/tensora/tensora/settle"
	"github.com/tensora/tensora/types"
	"github.com/tensora/tensora/types/tora"
)

// Version is reported by /api/v1/info; cmd sets it.
var Version = "dev"

func (s *Server) getInfo(w http.ResponseWriter, _ *http.Request) {
	writeJSON(w, http.StatusOK, apitypes.InfoResponse{Info: s.n.Info(), Version: Version, API: s.URL(), ChainFile: s.cfg.ChainFile, Network: s.cfg.Network})
}

func (s *Server) getPeers(w http.ResponseWriter, _ *http.Request) {
	writeJSON(w, http.StatusOK, s.n.Peers())
}

func (s *Server) getAdverts(w http.ResponseWriter, _ *http.Request) {
	writeJSON(w, http.StatusOK, s.n.AdvertViews())
}

func minerJob(j queue.Job) apitypes.MinerJob {
	return apitypes.MinerJob{ID: hex.EncodeToString(j.ID[:]), Subnet: j.Subnet, Round: j.Round, State: string(j.State), Attempts: j.Attempts,
		Error: j.Error, OutputCID: j.OutputCID, Published: j.Published, Deadline: j.Deadline, History: queueSteps(j.History)}
}

// queueSteps copies the queue's history into the API's shape; nil stays
// nil, which the wire shows as null, as it did.
func queueSteps(h []queue.Step) []apitypes.QueueStep {
	if h == nil {
		return nil
	}
	out := make([]apitypes.QueueStep, len(h))
	for i, st := range h {
		out[i] = apitypes.QueueStep{State: string(st.State), At: st.At, Note: st.Note}
	}
	return out
}

func (s *Server) getJobs(w http.ResponseWriter, r *http.Request) {
	limit := 100
	if v := r.URL.Query().Get("limit"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n <= 0 {
			writeError(w, http.StatusBadRequest, fmt.Errorf("limit %q: want a positive integer", v))
			return
		}
		limit = n
	}
	var out apitypes.JobsResponse
	recs, err := s.n.Jobs(r.Context())
	if err != nil {
		writeError(w, http.StatusInternalServerError, err)
		return
	}
	out.Client = head(recs, limit)
	mj, err := s.n.MinerJobs(r.Context())
	if err != nil {
		writeError(w, http.StatusInternalServerError, err)
		return
	}
	for _, j := range head(mj, limit) {
		out.Miner = append(out.Miner, minerJob(j))
	}
	out.Observed = head(s.n.ObservedJobs(), limit)
	if out.Client == nil {
		out.Client = []apitypes.JobRecord{}
	}
	if out.Miner == nil {
		out.Miner = []apitypes.MinerJob{}
	}
	writeJSON(w, http.StatusOK, out)
}

func head[T any](xs []T, n int) []T {
	if len(xs) > n {
		return xs[:n]
	}
	return xs
}

func (s *Server) getJob(w http.ResponseWriter, r *http.Request) {
	id, err := parseJobID(r.PathValue("id"))
	if err != nil {
		writeError(w, http.StatusBadRequest, err)
		return
	}
	out := apitypes.JobResponse{ID: hex.EncodeToString(id[:])}
	switch rec, err := s.n.Job(r.Context(), id); {
	case err == nil:
		out.Client = &rec
	case !errors.Is(err, node.ErrUnknownJob):
		writeError(w, http.StatusInternalServerError, err)
		return
	}
	if q := s.n.Queue(); q != nil {
		if j, err := q.Get(r.Context(), id); err == nil {
			mj := minerJob(j)
			out.Miner = &mj
		}
	}
	for _, o := range s.n.ObservedJobs() {
		if o.ID == out.ID {
			o := o
			out.Observed = &o
			break
		}
	}
	if out.Client == nil && out.Miner == nil && out.Observed == nil {
		writeError(w, http.StatusNotFound, fmt.Errorf("unknown job %s: this node neither posted, ran nor saw it", out.ID))
		return
	}
	writeJSON(w, http.StatusOK, out)
}

func (s *Server) getBatches(w http.ResponseWriter, r *http.Request) {
	q := s.n.Settlement()
	out := []apitypes.BatchView{}
	if q == nil {
		writeJSON(w, http.StatusOK, out)
		return
	}
	bs, err := q.Batches(r.Context())
	if err != nil {
		writeError(w, http.StatusInternalServerError, err)
		return
	}
	for i := len(bs) - 1; i >= 0; i-- { // newest first
		out = append(out, batchView(bs[i]))
	}
	writeJSON(w, http.StatusOK, out)
}

func batchView(b settle.Batch) apitypes.BatchView {
	return apitypes.BatchView{Seq: b.Seq, Subnet: b.Subnet, State: string(b.State), Jobs: len(b.Jobs), Root: "0x" + hex.EncodeToString(b.Root[:]),
		Tx: b.Tx, ChainID: b.ChainID, FinalAfter: b.FinalAfter, Gas: b.Gas, Error: b.Error, Created: b.Created}
}

func (s *Server) getBalances(w http.ResponseWriter, r *http.Request) {
	ctx, cancel := context.WithTimeout(r.Context(), 5*time.Second)
	defer cancel()
	b, err := s.n.Balances(ctx)
	out := apitypes.BalancesResponse{Balances: b}
	if err != nil {
		out.ChainError = err.Error()
	}
	writeJSON(w, http.StatusOK, out)
}

func (s *Server) getMetrics(w http.ResponseWriter, _ *http.Request) {
	h := s.mon.history()
	out := apitypes.MetricsResponse{History: h}
	if len(h) > 0 {
		out.Latest = h[len(h)-1]
	} else {
		out.Latest = s.mon.sample(s.cfg.Now())
	}
	writeJSON(w, http.StatusOK, out)
}

// getUsage lists every peer's latest signed usage report (M22): the
// network's live load, one entry per node heard on the metrics topic.
func (s *Server) getUsage(w http.ResponseWriter, _ *http.Request) {
	writeJSON(w, http.StatusOK, s.n.UsageViews())
}

// getSwaps lists the node's swaps from another chain, as client and desk.
func (s *Server) getSwaps(w http.ResponseWriter, r *http.Request) {
	v, err := s.n.SwapViews(r.Context())
	if err != nil {
		writeError(w, http.StatusInternalServerError, err)
		return
	}
	writeJSON(w, http.StatusOK, v)
}

func (s *Server) getContent(w http.ResponseWriter, r *http.Request) {
	c, err := parseCID(r.PathValue("cid"))
	if err != nil {
		writeError(w, http.StatusBadRequest, err)
		return
	}
	has, err := s.n.Content().Has(r.Context(), c)
	if err != nil {
		writeError(w, http.StatusInternalServerError, err)
		return
	}
	if !has {
		writeError(w, http.StatusNotFound, fmt.Errorf("%s is not held by this node", c))
		return
	}
	rd, size, err := s.n.Content().Open(r.Context(), c)
	if err != nil {
		writeError(w, http.StatusInternalServerError, err)
		return
	}
	defer rd.Close()
	w.Header().Set("Content-Type", "application/octet-stream")
	w.Header().Set("Content-Length", strconv.FormatInt(size, 10))
	_, _ = io.Copy(w, rd)
}

func (s *Server) postContent(w http.ResponseWriter, r *http.Request, body []byte) {
	name := r.URL.Query().Get("name")
	c, size, err := s.n.Content().Add(r.Context(), bytes.NewReader(body), name, nil)
	if err != nil {
		writeError(w, http.StatusInternalServerError, fmt.Errorf("add content: %w", err))
		return
	}
	writeJSON(w, http.StatusOK, apitypes.ContentResponse{CID: c.String(), Size: size})
}

func (s *Server) postJob(w http.ResponseWriter, r *http.Request, body []byte) {
	var req apitypes.PostJobRequest
	if err := decodeBody(body, &req); err != nil {
		writeError(w, http.StatusBadRequest, err)
		return
	}
	jr, err := s.jobRequest(req)
	if err != nil {
		writeError(w, http.StatusBadRequest, err)
		return
	}
	announced := make(chan [32]byte, 1)
	ctx, cancel := context.WithCancel(s.ctx)
	jr.Announced = func(id [32]byte) {
		// Registered before the job goes on, so a job that ends at once
		// is never left behind as cancellable.
		s.mu.Lock()
		s.posts[hex.EncodeToString(id[:])] = cancel
		s.mu.Unlock()
		announced <- id
	}
	failed := make(chan error, 1)
	s.wg.Add(1)
	go func() {
		defer s.wg.Done()
		defer cancel()
		out, err := s.n.Post(ctx, jr)
		if out != nil && out.JobID != [32]byte{} {
			s.mu.Lock()
			delete(s.posts, hex.EncodeToString(out.JobID[:]))
			s.mu.Unlock()
		}
		if err != nil {
			s.log.Info("job posted through the API ended without a result", "err", err)
		}
		failed <- err
	}()
	select {
	case id := <-announced:
		writeJSON(w, http.StatusAccepted, apitypes.PostJobResponse{ID: hex.EncodeToString(id[:]), State: "announced"})
	case err := <-failed:
		// A job can end right after it was announced: it was posted.
		select {
		case id := <-announced:
			writeJSON(w, http.StatusAccepted, apitypes.PostJobResponse{ID: hex.EncodeToString(id[:]), State: "announced"})
			return
		default:
		}
		status := http.StatusBadRequest
		switch {
		case errors.Is(err, node.ErrInsufficientEscrow):
			status = http.StatusPaymentRequired
		case s.ctx.Err() != nil:
			status = http.StatusServiceUnavailable
		}
		if err == nil {
			err = errors.New("job ended before it was announced")
		}
		writeError(w, status, err)
	case <-r.Context().Done():
		// The caller left; the job goes on and shows up in /jobs.
	}
}

func (s *Server) jobRequest(req apitypes.PostJobRequest) (node.JobRequest, error) {
	if req.Subnet == 0 {
		return node.JobRequest{}, errors.New(`"subnet" is required`)
	}
	if req.Model == "" {
		return node.JobRequest{}, errors.New(`"model" is required (a CID)`)
	}
	mc, err := parseCID(req.Model)
	if err != nil {
		return node.JobRequest{}, fmt.Errorf(`"model": %w`, err)
	}
	jr := node.JobRequest{Subnet: req.Subnet, ModelCID: mc.String(), Engine: req.Engine, Spec: req.Spec}
	if req.Input != "" {
		ic, err := parseCID(req.Input)
		if err != nil {
			return node.JobRequest{}, fmt.Errorf(`"input": %w`, err)
		}
		jr.InputCID = ic.String()
	}
	fee, err := parseFee(req.MaxFee)
	if err != nil {
		return node.JobRequest{}, fmt.Errorf(`"max_fee": %w`, err)
	}
	jr.MaxFee = fee
	if req.BidWindowMs < 0 || req.DeadlineS < 0 {
		return node.JobRequest{}, errors.New(`"bid_window_ms" and "deadline_s" cannot be negative`)
	}
	if req.DeadlineS > types.MaxJobLifetimeMs/1000 {
		return node.JobRequest{}, fmt.Errorf(`"deadline_s": %d is more than a day (%d s): peers refuse longer jobs`, req.DeadlineS, types.MaxJobLifetimeMs/1000)
	}
	jr.BidWindow = time.Duration(req.BidWindowMs) * time.Millisecond
	jr.Auction, jr.Check = req.Auction, req.Check
	if req.DeadlineS > 0 {
		jr.Deadline = s.cfg.Now().Add(time.Duration(req.DeadlineS) * time.Second)
	}
	return jr, nil
}

// parseFee reads a job's max fee: an amount of TORA, which a job must
// offer some of, so zero is refused here on top of tora.Parse's rules.
func parseFee(v string) (*big.Int, error) {
	fee, err := tora.Parse(v)
	switch {
	case errors.Is(err, tora.ErrEmpty):
		return nil, errors.New("required: an amount of TORA such as \"2.5\"")
	case err != nil:
		return nil, err
	case fee.Sign() == 0:
		return nil, fmt.Errorf("%q is not a positive amount of TORA", v)
	}
	return fee, nil
}

func (s *Server) cancelJob(w http.ResponseWriter, r *http.Request, _ []byte) {
	id, err := parseJobID(r.PathValue("id"))
	if err != nil {
		writeError(w, http.StatusBadRequest, err)
		return
	}
	hid := hex.EncodeToString(id[:])
	s.mu.Lock()
	cancel, ok := s.posts[hid]
	delete(s.posts, hid)
	s.mu.Unlock()
	if !ok {
		writeError(w, http.StatusNotFound, fmt.Errorf("job %s is not running on this node (only jobs posted through this API can be cancelled, before they end)", hid))
		return
	}
	cancel()
	writeJSON(w, http.StatusOK, apitypes.PostJobResponse{ID: hid, State: "cancelled"})
}

func (s *Server) claim(w http.ResponseWriter, r *http.Request, _ []byte) {
	ctx, cancel := context.WithTimeout(r.Context(), time.Minute)
	defer cancel()
	got, err := s.n.ClaimEarnings(ctx)
	if err != nil {
		writeError(w, http.StatusBadGateway, err)
		return
	}
	writeJSON(w, http.StatusOK, apitypes.ClaimResponse{Claimed: tora.Format(got)})
}

// getValidations lists this validator's records, newest first; without
// ?all=true only those not final (`tensora validator pending`). The
// messages each record keeps are left out.
func (s *Server) getValidations(w http.ResponseWriter, r *http.Request) {
	recs, err := s.n.Validations(r.Context())
	if err != nil {
		writeError(w, http.StatusInternalServerError, err)
		return
	}
	all := r.URL.Query().Get("all") == "true"
	out := []node.ValidationRecord{}
	for _, v := range recs {
		if all || !v.Terminal() {
			v.Order, v.Assign, v.Result, v.Verdict, v.Disputes = nil, nil, nil, nil, nil
			out = append(out, v)
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].SeenMs > out[j].SeenMs })
	writeJSON(w, http.StatusOK, out)
}

// listContent lists the files this node added or fetched (`tensora
// models ls`).
func (s *Server) listContent(w http.ResponseWriter, r *http.Request) {
	pins, err := s.n.Content().List(r.Context())
	if err != nil {
		writeError(w, http.StatusInternalServerError, err)
		return
	}
	out := make([]apitypes.PinView, 0, len(pins))
	for _, p := range pins {
		out = append(out, apitypes.PinView{CID: p.Cid.String(), Name: p.Name, Size: p.Size, Source: p.Source, Time: p.Time})
	}
	writeJSON(w, http.StatusOK, out)
}

// maxFetchTimeout bounds POST /api/v1/content/{cid}/fetch.
const maxFetchTimeout = time.Hour

// fetchContent fetches a file from the network into the node's store
// (`tensora models get` of a file the node does not hold). Signed: it
// spends the node's bandwidth and disk.
func (s *Server) fetchContent(w http.ResponseWriter, r *http.Request, body []byte) {
	c, err := parseCID(r.PathValue("cid"))
	if err != nil {
		writeError(w, http.StatusBadRequest, err)
		return
	}
	var req apitypes.FetchRequest
	if len(bytes.TrimSpace(body)) > 0 {
		if err := decodeBody(body, &req); err != nil {
			writeError(w, http.StatusBadRequest, err)
			return
		}
	}
	timeout := time.Duration(req.TimeoutS) * time.Second
	switch {
	case req.TimeoutS < 0 || timeout > maxFetchTimeout:
		writeError(w, http.StatusBadRequest, fmt.Errorf("timeout_s %d: want 0 (120) to %d", req.TimeoutS, int(maxFetchTimeout/time.Second)))
		return
	case timeout == 0:
		timeout = 2 * time.Minute
	}
	ctx, cancel := context.WithTimeout(r.Context(), timeout)
	defer cancel()
	size, err := s.n.Content().Fetch(ctx, c, nil, io.Discard, nil)
	if err != nil {
		var nf *content.NotFoundError
		if errors.As(err, &nf) {
			writeError(w, http.StatusNotFound, err)
			return
		}
		writeError(w, http.StatusBadGateway, fmt.Errorf("fetch %s: %w", c, err))
		return
	}
	writeJSON(w, http.StatusOK, apitypes.ContentResponse{CID: c.String(), Size: size})
}
