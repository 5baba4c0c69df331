package ocijob

import (
	"archive/tar"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"path"
	"slices"
	"strings"
	"time"

	v1 "github.com/google/go-containerregistry/pkg/v1"
	"github.com/ipfs/go-cid"

	"github.com/tensora/tensora/engine/oci/image"
)

// Engine is the engine name container jobs and container miners'
// adverts carry.
const Engine = "oci"

// IsOCI reports whether a job order is a container job.
func IsOCI(o interface{ GetEngine() string }) bool {
	return o != nil && o.GetEngine() == Engine
}

// RequestFormat tags the request encoding; a change gets a new tag.
const RequestFormat = "tensora-oci-request/1"

// Bounds a request must keep; a miner refuses anything beyond them as the
// client's bad input before it pulls anything.
const (
	MaxRequestBytes = 64 << 20
	MaxArgs         = 256
	MaxEnv          = 256
	MaxArgLen       = 4096
	MaxFiles        = 1024
	MaxNameLen      = 255
	MaxPids         = 4096
	MaxTimeout      = time.Hour
	MinMemory       = 8 << 20
)

// Defaults for limits a request leaves at zero.
const (
	DefaultMemory  = 256 << 20
	DefaultCPUs    = 1.0
	DefaultPids    = 128
	DefaultTimeout = time.Minute
)

// Comparison modes of Output.Compare.
const (
	CompareExact     = "exact"     // the default: the output tar's hash must match
	CompareTolerance = "tolerance" // safetensors files within Atol/Rtol, every other file exactly
)

// Request is a container job's input.
type Request struct {
	Format string `json:"format"`
	// Image is ipfs://<cid>@sha256:<manifest digest>; the digest is
	// required, and the CID must be the order's model CID.
	Image string   `json:"image"`
	Args  []string `json:"args,omitempty"` // replaces the image's Cmd when set
	Env   []string `json:"env,omitempty"`  // K=V added to the image's
	// Files are placed under /in (read-only) by relative path.
	Files  map[string][]byte `json:"files,omitempty"`
	Limits Limits            `json:"limits"`
	Output Output            `json:"output"`
}

// Limits are the resources one run may use. Zero takes the default.
type Limits struct {
	MemoryBytes int64   `json:"memory_bytes,omitempty"`
	CPUs        float64 `json:"cpus,omitempty"`
	Pids        int64   `json:"pids,omitempty"`
	// TimeoutMs bounds the run's wall clock from the container's start:
	// pulling and unpacking the image do not count against it.
	TimeoutMs int64 `json:"timeout_ms,omitempty"`
}

// Output says how validators compare a re-execution with the miner's
// output.
type Output struct {
	Compare string  `json:"compare,omitempty"` // CompareExact ("" too) or CompareTolerance
	Atol    float64 `json:"atol,omitempty"`
	Rtol    float64 `json:"rtol,omitempty"`
}

// Effective returns the limits with defaults applied.
func (l Limits) Effective() Limits {
	if l.MemoryBytes == 0 {
		l.MemoryBytes = DefaultMemory
	}
	if l.CPUs == 0 {
		l.CPUs = DefaultCPUs
	}
	if l.Pids == 0 {
		l.Pids = DefaultPids
	}
	if l.TimeoutMs == 0 {
		l.TimeoutMs = DefaultTimeout.Milliseconds()
	}
	return l
}

// Timeout is the run's wall-clock limit.
func (l Limits) Timeout() time.Duration {
	return time.Duration(l.Effective().TimeoutMs) * time.Millisecond
}

// Ref is the request's image reference.
func (r Request) Ref() (image.Ref, error) {
	ref, err := image.ParseRef(r.Image)
	if err != nil {
		return image.Ref{}, err
	}
	if ref.Digest == (v1.Hash{}) {
		return image.Ref{}, fmt.Errorf("image %q names no manifest digest: want ipfs://<cid>@sha256:<hex>", r.Image)
	}
	return ref, nil
}

// Validate checks the request's shape and bounds.
func (r Request) Validate() error {
	if r.Format != RequestFormat {
		return fmt.Errorf("format %q: want %q", r.Format, RequestFormat)
	}
	if _, err := r.Ref(); err != nil {
		return err
	}
	if len(r.Args) > MaxArgs || len(r.Env) > MaxEnv {
		return fmt.Errorf("at most %d args and %d env entries", MaxArgs, MaxEnv)
	}
	for _, a := range r.Args {
		if len(a) > MaxArgLen || strings.ContainsRune(a, 0) {
			return fmt.Errorf("arg %.20q: longer than %d bytes or holds a NUL", a, MaxArgLen)
		}
	}
	for _, e := range r.Env {
		k, _, ok := strings.Cut(e, "=")
		if !ok || k == "" || len(e) > MaxArgLen || strings.ContainsRune(e, 0) {
			return fmt.Errorf("env %.20q: want K=V without NUL, at most %d bytes", e, MaxArgLen)
		}
	}
	if len(r.Files) > MaxFiles {
		return fmt.Errorf("%d files: at most %d", len(r.Files), MaxFiles)
	}
	for name := range r.Files {
		if err := CheckName(name); err != nil {
			return fmt.Errorf("file %q: %w", name, err)
		}
	}
	l := r.Limits
	switch {
	case l.MemoryBytes < 0 || l.CPUs < 0 || l.Pids < 0 || l.TimeoutMs < 0:
		return errors.New("negative limit")
	case l.MemoryBytes != 0 && l.MemoryBytes < MinMemory:
		return fmt.Errorf("memory limit %d bytes: at least %d", l.MemoryBytes, MinMemory)
	case l.Pids > MaxPids:
		return fmt.Errorf("pids limit %d: at most %d", l.Pids, MaxPids)
	case l.TimeoutMs > MaxTimeout.Milliseconds():
		return fmt.Errorf("timeout %s: at most %s", time.Duration(l.TimeoutMs)*time.Millisecond, MaxTimeout)
	case l.CPUs > 1024:
		return fmt.Errorf("cpus %g: at most 1024", l.CPUs)
	}
	switch r.Output.Compare {
	case "", CompareExact:
		if r.Output.Atol != 0 || r.Output.Rtol != 0 {
			return errors.New("output: atol and rtol need compare \"tolerance\"")
		}
	case CompareTolerance:
		if r.Output.Atol < 0 || r.Output.Rtol < 0 || r.Output.Atol > 1e6 || r.Output.Rtol > 1e6 {
			return errors.New("output: atol and rtol must be in [0, 1e6]")
		}
	default:
		return fmt.Errorf("output compare %q: want %q or %q", r.Output.Compare, CompareExact, CompareTolerance)
	}
	return nil
}

// CheckName accepts a relative, clean path of at most MaxNameLen bytes
// with no "." or ".." element and no NUL: a file under /in.
func CheckName(name string) error {
	switch {
	case name == "" || len(name) > MaxNameLen:
		return fmt.Errorf("want 1 to %d bytes", MaxNameLen)
	case strings.ContainsRune(name, 0) || strings.Contains(name, "\\"):
		return errors.New("holds a NUL or backslash")
	case path.IsAbs(name) || path.Clean(name) != name || name == "." || strings.HasPrefix(name, "../") || name == "..":
		return errors.New("want a clean relative path")
	}
	for _, el := range strings.Split(name, "/") {
		if el == "." || el == ".." {
			return errors.New("want a clean relative path")
		}
	}
	return nil
}

// Encode is the request's JSON (files base64, map keys sorted).
func (r Request) Encode() ([]byte, error) {
	if r.Format == "" {
		r.Format = RequestFormat
	}
	if err := r.Validate(); err != nil {
		return nil, fmt.Errorf("oci request: %w", err)
	}
	b, err := json.Marshal(r)
	if err != nil {
		return nil, fmt.Errorf("oci request: %w", err)
	}
	if len(b) > MaxRequestBytes {
		return nil, fmt.Errorf("oci request: %d bytes, at most %d", len(b), MaxRequestBytes)
	}
	return b, nil
}

// ParseRequest reads and validates a request. Unknown fields are refused:
// a field this version would ignore could change what the client meant.
func ParseRequest(b []byte) (Request, error) {
	var r Request
	if len(b) > MaxRequestBytes {
		return r, fmt.Errorf("oci request: %d bytes, at most %d", len(b), MaxRequestBytes)
	}
	d := json.NewDecoder(bytes.NewReader(b))
	d.DisallowUnknownFields()
	if err := d.Decode(&r); err != nil {
		return Request{}, fmt.Errorf("oci request: %w", err)
	}
	if d.More() {
		return Request{}, errors.New("oci request: trailing data after the request")
	}
	if err := r.Validate(); err != nil {
		return Request{}, fmt.Errorf("oci request: %w", err)
	}
	return r, nil
}

// ParseFor reads a container job's request and checks that its image is
// the one the job's order names (modelCID): a request naming another
// image would run something the order, and its proof's model hash, do
// not commit to. Every peer reads a request this way.
func ParseFor(modelCID string, input []byte) (Request, image.Ref, error) {
	r, err := ParseRequest(input)
	if err != nil {
		return r, image.Ref{}, err
	}
	ref, err := r.Ref()
	if err != nil {
		return r, image.Ref{}, fmt.Errorf("oci request: %w", err)
	}
	if want, err := cid.Decode(modelCID); err != nil || !want.Equals(ref.CID) {
		return r, image.Ref{}, fmt.Errorf("oci request: the request's image %s is not the job's model %q", ref.CID, modelCID)
	}
	return r, ref, nil
}

// SortedFiles lists the request's file names in order.
func (r Request) SortedFiles() []string {
	names := make([]string, 0, len(r.Files))
	for n := range r.Files {
		names = append(names, n)
	}
	slices.Sort(names)
	return names
}

// ReadOutput lists an output tar's files by name (directories left out),
// refusing entries that are neither files nor directories and names that
// are not clean relative paths: what clients check a container job's
// output with, and what validators compare.
func ReadOutput(b []byte, limit int64) (map[string][]byte, error) {
	out := map[string][]byte{}
	tr := tar.NewReader(bytes.NewReader(b))
	for {
		h, err := tr.Next()
		if errors.Is(err, io.EOF) {
			return out, nil
		}
		if err != nil {
			return nil, fmt.Errorf("output tar: %w", err)
		}
		name := strings.TrimSuffix(h.Name, "/")
		if err := CheckName(name); err != nil {
			return nil, fmt.Errorf("output tar: entry %q: %w", h.Name, err)
		}
		switch h.Typeflag {
		case tar.TypeDir:
			continue
		case tar.TypeReg:
		default:
			return nil, fmt.Errorf("output tar: entry %q: only files and directories", h.Name)
		}
		if h.Size > limit {
			return nil, fmt.Errorf("output tar: %s is %d bytes, over %d", h.Name, h.Size, limit)
		}
		body, err := io.ReadAll(io.LimitReader(tr, h.Size))
		if err != nil {
			return nil, fmt.Errorf("output tar: %s: %w", h.Name, err)
		}
		out[name] = body
	}
}
