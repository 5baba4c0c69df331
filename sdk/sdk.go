package sdk

import (
	"bytes"
	"context"
	"crypto/ecdsa"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/tensora/tensora/api/apitypes"
	"github.com/tensora/tensora/api/auth"
)

// APIFile is the file in a node's data directory that holds its API's
// address while it runs.
const APIFile = "api"

// ErrNoNode: no node's API answers at the data directory's address.
var ErrNoNode = errors.New("no running node")

// DefaultDataDir is $TENSORA_DATADIR or ~/.tensora.
func DefaultDataDir() string {
	if d := os.Getenv("TENSORA_DATADIR"); d != "" {
		return d
	}
	home, err := os.UserHomeDir()
	if err != nil {
		return ".tensora"
	}
	return filepath.Join(home, ".tensora")
}

// Client talks to one node's API.
type Client struct {
	base    string
	key     *ecdsa.PrivateKey
	session string // a session (`tensora login`) sent instead of signing
	hc      *http.Client
	now     func() time.Time

	mu   sync.Mutex
	node common.Address // the node's address, once read
}

// New returns a client for the API at base ("http://127.0.0.1:5190").
// key signs mutating calls; nil allows only reads.
func New(base string, key *ecdsa.PrivateKey) *Client {
	return &Client{base: strings.TrimRight(base, "/"), key: key, hc: &http.Client{}, now: time.Now}
}

// Dial finds the API of the node running on datadir and checks that it
// answers.
func Dial(ctx context.Context, datadir string, key *ecdsa.PrivateKey) (*Client, error) {
	b, err := os.ReadFile(filepath.Join(datadir, APIFile))
	if err != nil {
		return nil, fmt.Errorf("%w on %s (no %s file: start one with `tensora node start`)", ErrNoNode, datadir, APIFile)
	}
	c := New(strings.TrimSpace(string(b)), key)
	pctx, cancel := context.WithTimeout(ctx, 2*time.Second)
	defer cancel()
	if _, err := c.Info(pctx); err != nil {
		return nil, fmt.Errorf("%w on %s: %s does not answer: %w", ErrNoNode, datadir, c.base, err)
	}
	return c, nil
}

// nodeAddress is the address of the node behind the API, which signed
// requests name (read once from /api/v1/info).
func (c *Client) nodeAddress(ctx context.Context) (common.Address, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.node != (common.Address{}) {
		return c.node, nil
	}
	var in Info
	if err := c.do(ctx, http.MethodGet, "/api/v1/info", nil, &in); err != nil {
		return common.Address{}, fmt.Errorf("read the node's address: %w", err)
	}
	if !common.IsHexAddress(in.Address) {
		return common.Address{}, fmt.Errorf("the node's info has no address (%q)", in.Address)
	}
	c.node = common.HexToAddress(in.Address)
	return c.node, nil
}

// Base is the API's address.
func (c *Client) Base() string { return c.base }

// WithSession returns a client for the same API that authorizes its
// mutating calls with session (what `tensora login` saves, or
// auth.SignSession makes) as Authorization: Bearer instead of signing each
// with a key.
func (c *Client) WithSession(session string) *Client {
	return &Client{base: c.base, session: session, hc: c.hc, now: c.now}
}

// ProveNode asks the API to sign a fresh challenge with node's wallet
// (GET /api/v1/proof) and checks it, for this client's base URL: a
// process that took the port of a node that crashed cannot, so a session
// is never handed to it. An error wraps auth.ErrNotTheNode when the
// answer is not the node's.
func (c *Client) ProveNode(ctx context.Context, node common.Address) error {
	ch := make([]byte, auth.ProofChallengeLen)
	if _, err := rand.Read(ch); err != nil {
		return err
	}
	// Asked without the session or key: nothing the server could use.
	plain := &Client{base: c.base, hc: c.hc, now: c.now}
	var v ProofResponse
	if err := plain.do(ctx, http.MethodGet, "/api/v1/proof?challenge="+hex.EncodeToString(ch), nil, &v); err != nil {
		return fmt.Errorf("%w at %s: %w", auth.ErrNotTheNode, c.base, err)
	}
	sig, err := hex.DecodeString(strings.TrimPrefix(v.Signature, "0x"))
	if err != nil {
		return fmt.Errorf("%w at %s: signature %q", auth.ErrNotTheNode, c.base, v.Signature)
	}
	return auth.VerifyProof(c.base, node, ch, sig)
}

// Session reads GET /api/v1/session: the client's session as the node
// verified it (an *APIError saying why when the node refuses it).
func (c *Client) Session(ctx context.Context) (SessionView, error) {
	var v SessionView
	return v, c.do(ctx, http.MethodGet, "/api/v1/session", nil, &v)
}

// EndSession ends the client's session on the node (DELETE
// /api/v1/session): it is refused from then on.
func (c *Client) EndSession(ctx context.Context) (SessionView, error) {
	var v SessionView
	return v, c.do(ctx, http.MethodDelete, "/api/v1/session", nil, &v)
}

// MintToken asks the node for an API token for its own gateway (POST
// /api/v1/token), signed by the node, lasting ttl (0: the node's default
// of 10 minutes; at most 15) and never past the client's session: how a
// logged-in client reaches the gateway without its key.
func (c *Client) MintToken(ctx context.Context, ttl time.Duration) (TokenResponse, error) {
	b, err := json.Marshal(apitypes.TokenRequest{TTLSeconds: int64(ttl / time.Second)})
	if err != nil {
		return TokenResponse{}, err
	}
	var v TokenResponse
	return v, c.do(ctx, http.MethodPost, "/api/v1/token", b, &v)
}

// APIError is a non-2xx answer.
type APIError struct {
	Status int
	Msg    string
}

func (e *APIError) Error() string { return fmt.Sprintf("node API: %s (HTTP %d)", e.Msg, e.Status) }

func (c *Client) do(ctx context.Context, method, path string, body []byte, out any) error {
	var rd io.Reader
	if body != nil {
		rd = bytes.NewReader(body)
	}
	req, err := http.NewRequestWithContext(ctx, method, c.base+path, rd)
	if err != nil {
		return err
	}
	switch {
	case c.session != "":
		req.Header.Set("Authorization", "Bearer "+c.session)
		if method != http.MethodGet {
			req.Header.Set("Content-Type", "application/json")
		}
	case method != http.MethodGet:
		if c.key == nil {
			return errors.New("this call must be signed: the client has no key (or session)")
		}
		node, err := c.nodeAddress(ctx)
		if err != nil {
			return err
		}
		if err := auth.Sign(req, body, node, c.key, c.now()); err != nil {
			return err
		}
		req.Header.Set("Content-Type", "application/json")
	}
	resp, err := c.hc.Do(req)
	if err != nil {
		return fmt.Errorf("%s %s: %w", method, path, err)
	}
	defer resp.Body.Close()
	if resp.StatusCode/100 != 2 {
		var e apitypes.Error
		b, _ := io.ReadAll(io.LimitReader(resp.Body, 64<<10))
		if json.Unmarshal(b, &e) != nil || e.Error == "" {
			e.Error = strings.TrimSpace(string(b))
		}
		return &APIError{Status: resp.StatusCode, Msg: e.Error}
	}
	if out == nil {
		return nil
	}
	if b, ok := out.(*[]byte); ok {
		*b, err = io.ReadAll(resp.Body)
		return err
	}
	if err := json.NewDecoder(resp.Body).Decode(out); err != nil {
		return fmt.Errorf("%s %s: decode answer: %w", method, path, err)
	}
	return nil
}

// The API's bodies are declared once, in api/apitypes; these names keep
// the SDK's own vocabulary.
type (
	// TokenResponse is a gateway token the node minted (MintToken).
	TokenResponse = apitypes.TokenResponse
	// Info is the node's identity, roles and version (GET /api/v1/info).
	Info = apitypes.InfoResponse
	// JobRequest is a job to post; Model and Input are CIDs, MaxFee TORA
	// ("2.5").
	JobRequest = apitypes.PostJobRequest
	// Job is the client's record of a job it posted; Done says whether it
	// can still change.
	Job = apitypes.JobRecord
	// Step is one entry of a job's timeline.
	Step = apitypes.Step
	// Exclusion is why some miners could not take a job.
	Exclusion = apitypes.Exclusion
	// ProofResponse is the node's signature of a challenge (ProveNode).
	ProofResponse = apitypes.ProofResponse
	// SessionView is a session as the node verified it.
	SessionView = apitypes.SessionView
	// Pin is a file the node added or fetched.
	Pin = apitypes.PinView
)

// Info reads GET /api/v1/info.
func (c *Client) Info(ctx context.Context) (Info, error) {
	var v Info
	return v, c.do(ctx, http.MethodGet, "/api/v1/info", nil, &v)
}

// Upload adds content (a model, an input) to the node and returns its CID.
func (c *Client) Upload(ctx context.Context, data []byte, name string) (string, error) {
	var v apitypes.ContentResponse
	if err := c.do(ctx, http.MethodPost, "/api/v1/content?name="+url.QueryEscape(name), data, &v); err != nil {
		return "", fmt.Errorf("upload %s: %w", name, err)
	}
	return v.CID, nil
}

// Download reads content the node holds (a verified job's output).
func (c *Client) Download(ctx context.Context, cid string) ([]byte, error) {
	var b []byte
	if err := c.do(ctx, http.MethodGet, "/api/v1/content/"+url.PathEscape(cid), nil, &b); err != nil {
		return nil, err
	}
	return b, nil
}

// Content lists the files the node added or fetched (GET
// /api/v1/content).
func (c *Client) Content(ctx context.Context) ([]Pin, error) {
	var v []Pin
	return v, c.do(ctx, http.MethodGet, "/api/v1/content", nil, &v)
}

// Fetch has the node fetch a file it lacks from the network into its
// store (POST /api/v1/content/{cid}/fetch), giving up after timeout
// (0: the node's default of 2 minutes); it returns the file's size.
func (c *Client) Fetch(ctx context.Context, cid string, timeout time.Duration) (int64, error) {
	body, err := json.Marshal(apitypes.FetchRequest{TimeoutS: int(timeout / time.Second)})
	if err != nil {
		return 0, err
	}
	var v apitypes.ContentResponse
	// The node's answer names the CID.
	err = c.do(ctx, http.MethodPost, "/api/v1/content/"+url.PathEscape(cid)+"/fetch", body, &v)
	return v.Size, err
}

// Post publishes a job and returns its id once it is announced.
func (c *Client) Post(ctx context.Context, r JobRequest) (string, error) {
	body, err := json.Marshal(r)
	if err != nil {
		return "", err
	}
	var v apitypes.PostJobResponse
	if err := c.do(ctx, http.MethodPost, "/api/v1/jobs", body, &v); err != nil {
		return "", fmt.Errorf("post job: %w", err)
	}
	return v.ID, nil
}

// Cancel stops a job posted through this node's API.
func (c *Client) Cancel(ctx context.Context, id string) error {
	return c.do(ctx, http.MethodPost, "/api/v1/jobs/"+id+"/cancel", []byte("{}"), nil)
}

// Job reads a job this node posted.
func (c *Client) Job(ctx context.Context, id string) (Job, error) {
	var v apitypes.JobResponse
	if err := c.do(ctx, http.MethodGet, "/api/v1/jobs/"+id, nil, &v); err != nil {
		return Job{}, err
	}
	if v.Client == nil {
		return Job{}, fmt.Errorf("job %s was not posted by this node", id)
	}
	return *v.Client, nil
}

// Wait polls a job until it is done, calling progress (if set) on each
// new timeline step.
func (c *Client) Wait(ctx context.Context, id string, progress func(Step)) (Job, error) {
	seen := 0
	t := time.NewTicker(200 * time.Millisecond)
	defer t.Stop()
	for {
		j, err := c.Job(ctx, id)
		if err != nil {
			return j, err
		}
		for ; seen < len(j.Timeline); seen++ {
			if progress != nil {
				progress(j.Timeline[seen])
			}
		}
		if j.Done() {
			if j.State == "failed" || j.State == "cancelled" {
				return j, fmt.Errorf("job %s %s: %s", id[:8], j.State, j.Error)
			}
			return j, nil
		}
		select {
		case <-ctx.Done():
			return j, ctx.Err()
		case <-t.C:
		}
	}
}

// Task is a job in one call: model and input bytes, constraints and fee.
type Task struct {
	Subnet   uint64
	Model    []byte
	Input    []byte // safetensors
	Spec     string
	Engine   string
	MaxFee   string
	Progress func(Step)
}

// Result is a verified job and its output.
type Result struct {
	Job    Job
	Output []byte // safetensors
}

// Run uploads the model and input, posts the job, waits for the verified
// result and downloads the output, checking it against the result hash.
func (c *Client) Run(ctx context.Context, t Task) (*Result, error) {
	if t.Subnet == 0 {
		t.Subnet = 1
	}
	model, err := c.Upload(ctx, t.Model, "model.onnx")
	if err != nil {
		return nil, err
	}
	var input string
	if t.Input != nil {
		if input, err = c.Upload(ctx, t.Input, "input.safetensors"); err != nil {
			return nil, err
		}
	}
	id, err := c.Post(ctx, JobRequest{Subnet: t.Subnet, Model: model, Input: input, Spec: t.Spec, Engine: t.Engine, MaxFee: t.MaxFee})
	if err != nil {
		return nil, err
	}
	j, err := c.Wait(ctx, id, t.Progress)
	if err != nil {
		return nil, err
	}
	out, err := c.Download(ctx, j.OutputCID)
	if err != nil {
		return nil, fmt.Errorf("job %s: download output: %w", id[:8], err)
	}
	if got := hex.EncodeToString(crypto.Keccak256(out)); got != strings.TrimPrefix(j.ResultHash, "0x") {
		return nil, fmt.Errorf("job %s: output hashes to %s, the verified result says %s", id[:8], got, j.ResultHash)
	}
	return &Result{Job: j, Output: out}, nil
}

// Claim claims the node's finalized miner earnings; it returns the TORA
// claimed.
func (c *Client) Claim(ctx context.Context) (string, error) {
	var v apitypes.ClaimResponse
	return v.Claimed, c.do(ctx, http.MethodPost, "/api/v1/claim", []byte("{}"), &v)
}

// Get reads any GET call of the API into out (a struct or map), for the
// views this package does not wrap: /api/v1/peers, /api/v1/adverts,
// /api/v1/balances, /api/v1/batches, /api/v1/metrics.
func (c *Client) Get(ctx context.Context, path string, out any) error {
	return c.do(ctx, http.MethodGet, path, nil, out)
}
