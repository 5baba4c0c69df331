package ckksjob

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"

	"github.com/ipfs/go-cid"
)

// Engine is the engine name encrypted inference jobs and the miners that
// run them carry.
const Engine = "he-ckks"

// IsHE reports whether a job order is an encrypted inference job.
func IsHE(o interface{ GetEngine() string }) bool {
	return o != nil && o.GetEngine() == Engine
}

// RequestFormat tags the request encoding; a change gets a new tag.
const RequestFormat = "tensora-he-request/1"

// Bounds a request must keep; anything beyond them is the client's bad
// input, refused before anything is fetched for it.
const (
	// MaxRequestBytes bounds an encoded request: the largest ciphertext
	// of the largest parameter set is under 3 MiB.
	MaxRequestBytes = 16 << 20
	// MaxParamsLen bounds a parameter set's name ("ckks-n13").
	MaxParamsLen = 32
	// MaxCIDLen bounds the keys' CID in its string form.
	MaxCIDLen = 128
	// MaxBatch bounds the inputs packed in one ciphertext: the slots of
	// the largest parameter set (the model's own bound is lower).
	MaxBatch = 1 << 13
)

// ErrBadRequest is wrapped by every error about a request's encoding.
var ErrBadRequest = errors.New("bad he request")

// Request is an encrypted inference job's input.
type Request struct {
	Params     string // the parameter set, one of package he's ParamSets by name
	KeysCID    string // the client's evaluation keys, as content
	Batch      int    // inputs packed in Ciphertext, 1 to MaxBatch
	Ciphertext []byte // the encrypted inputs, in package he's encoding
}

// header is the format tag and its NUL terminator, the first bytes of
// every request.
var header = append([]byte(RequestFormat), 0)

// Validate checks the request's fields against the format's bounds.
func (r Request) Validate() error {
	switch {
	case r.Params == "" || len(r.Params) > MaxParamsLen:
		return fmt.Errorf("%w: parameter set name of %d bytes, want 1 to %d", ErrBadRequest, len(r.Params), MaxParamsLen)
	case !printable(r.Params):
		return fmt.Errorf("%w: parameter set name %q is not printable ASCII", ErrBadRequest, r.Params)
	case r.Batch < 1 || r.Batch > MaxBatch:
		return fmt.Errorf("%w: batch of %d inputs, want 1 to %d", ErrBadRequest, r.Batch, MaxBatch)
	case len(r.Ciphertext) == 0:
		return fmt.Errorf("%w: no ciphertext", ErrBadRequest)
	}
	if _, err := ParseKeysCID(r.KeysCID); err != nil {
		return err
	}
	return nil
}

// ParseKeysCID reads the evaluation keys' CID as a request names it: a
// valid CID in its canonical string form, at most MaxCIDLen bytes.
func ParseKeysCID(s string) (cid.Cid, error) {
	if s == "" || len(s) > MaxCIDLen {
		return cid.Undef, fmt.Errorf("%w: keys CID of %d bytes, want 1 to %d", ErrBadRequest, len(s), MaxCIDLen)
	}
	c, err := cid.Decode(s)
	if err != nil {
		return cid.Undef, fmt.Errorf("%w: keys CID %q: %w", ErrBadRequest, s, err)
	}
	if c.String() != s {
		// One request, one encoding: a CID has one canonical string.
		return cid.Undef, fmt.Errorf("%w: keys CID %q is not in its canonical form %s", ErrBadRequest, s, c)
	}
	return c, nil
}

func printable(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < 0x21 || s[i] > 0x7e {
			return false
		}
	}
	return true
}

// Encode is the request's one encoding:
//
//	"tensora-he-request/1" 0x00
//	u8 len, params
//	u8 len, keys CID (string form)
//	u32 batch, u32 ciphertext length (little-endian)
//	ciphertext
func (r Request) Encode() ([]byte, error) {
	if err := r.Validate(); err != nil {
		return nil, err
	}
	n := len(header) + 2 + len(r.Params) + len(r.KeysCID) + 8 + len(r.Ciphertext)
	if n > MaxRequestBytes {
		return nil, fmt.Errorf("%w: %d bytes, at most %d", ErrBadRequest, n, MaxRequestBytes)
	}
	b := make([]byte, 0, n)
	b = append(b, header...)
	b = append(b, byte(len(r.Params)))
	b = append(b, r.Params...)
	b = append(b, byte(len(r.KeysCID)))
	b = append(b, r.KeysCID...)
	b = binary.LittleEndian.AppendUint32(b, uint32(r.Batch))
	b = binary.LittleEndian.AppendUint32(b, uint32(len(r.Ciphertext)))
	return append(b, r.Ciphertext...), nil
}

// ParseRequest reads and validates an encoded request; anything
// malformed, truncated or followed by more bytes is refused with
// ErrBadRequest. The ciphertext aliases b.
func ParseRequest(b []byte) (Request, error) {
	if len(b) > MaxRequestBytes {
		return Request{}, fmt.Errorf("%w: %d bytes, at most %d", ErrBadRequest, len(b), MaxRequestBytes)
	}
	if !bytes.HasPrefix(b, header) {
		return Request{}, fmt.Errorf("%w: not a %q request", ErrBadRequest, RequestFormat)
	}
	rest := b[len(header):]
	str := func(what string) (string, error) {
		if len(rest) < 1 || len(rest) < 1+int(rest[0]) {
			return "", fmt.Errorf("%w: truncated in the %s", ErrBadRequest, what)
		}
		s := string(rest[1 : 1+int(rest[0])])
		rest = rest[1+int(rest[0]):]
		return s, nil
	}
	var r Request
	var err error
	if r.Params, err = str("parameter set"); err != nil {
		return Request{}, err
	}
	if r.KeysCID, err = str("keys CID"); err != nil {
		return Request{}, err
	}
	if len(rest) < 8 {
		return Request{}, fmt.Errorf("%w: truncated in the batch and ciphertext length", ErrBadRequest)
	}
	batch := binary.LittleEndian.Uint32(rest)
	n := binary.LittleEndian.Uint32(rest[4:])
	rest = rest[8:]
	if batch > MaxBatch {
		return Request{}, fmt.Errorf("%w: batch of %d inputs, want 1 to %d", ErrBadRequest, batch, MaxBatch)
	}
	r.Batch = int(batch)
	switch {
	case uint64(n) > uint64(len(rest)):
		return Request{}, fmt.Errorf("%w: ciphertext of %d bytes declared, %d present", ErrBadRequest, n, len(rest))
	case uint64(n) < uint64(len(rest)):
		return Request{}, fmt.Errorf("%w: %d bytes after the ciphertext", ErrBadRequest, len(rest)-int(n))
	}
	r.Ciphertext = rest
	if err := r.Validate(); err != nil {
		return Request{}, err
	}
	return r, nil
}
