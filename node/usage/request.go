package usage

import (
	"context"
	"errors"
	"fmt"
	"io"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/libp2p/go-libp2p/core/host"
	"github.com/libp2p/go-libp2p/core/peer"
	"github.com/libp2p/go-libp2p/core/protocol"

	"github.com/tensora/tensora/node/identity"
	"github.com/tensora/tensora/types"
)

// Errors of Request.
var (
	// ErrNoReport: the peer has not produced a report yet.
	ErrNoReport = errors.New("peer has no usage report yet")
	// ErrNotFromPeer: the report is signed, but not by the peer asked.
	ErrNotFromPeer = errors.New("usage report not signed by the peer asked")
)

const (
	// streamTimeout bounds one /tensora/usage/1 exchange.
	streamTimeout = 10 * time.Second
	// maxResponse bounds what a requester reads: a report plus its
	// envelope.
	maxResponse = types.MaxUsageReportBytes + 64
)

// Request asks peer p over h for its latest signed report on
// /tensora/usage/1 (pull, M22) and verifies, in domain, that p signed it:
// a peer serving someone else's report is refused (ErrNotFromPeer).
// Without a deadline on ctx it gives up after 10 s.
func Request(ctx context.Context, h host.Host, domain types.Domain, p peer.ID) (*types.UsageReport, error) {
	if _, ok := ctx.Deadline(); !ok {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, streamTimeout)
		defer cancel()
	}
	want, err := identity.AddressFromPeerID(p)
	if err != nil {
		return nil, fmt.Errorf("usage from %s: peer id has no secp256k1 key: %w", p, err)
	}
	s, err := h.NewStream(ctx, p, protocol.ID(types.UsageProtocol))
	if err != nil {
		return nil, fmt.Errorf("usage from %s: open stream: %w", p, err)
	}
	defer s.Close()
	if dl, ok := ctx.Deadline(); ok {
		_ = s.SetDeadline(dl)
	}
	_ = s.CloseWrite()
	data, err := io.ReadAll(io.LimitReader(s, maxResponse+1))
	if err != nil {
		if len(data) == 0 {
			return nil, fmt.Errorf("usage from %s: %w (%w)", p, ErrNoReport, err)
		}
		return nil, fmt.Errorf("usage from %s: read: %w", p, err)
	}
	if len(data) > maxResponse {
		return nil, fmt.Errorf("usage from %s: answer exceeds %d bytes", p, maxResponse)
	}
	if len(data) == 0 {
		return nil, fmt.Errorf("usage from %s: %w", p, ErrNoReport)
	}
	_, body, err := types.Decode(data)
	if err != nil {
		return nil, fmt.Errorf("usage from %s: %w", p, err)
	}
	r, ok := body.(*types.UsageReport)
	if !ok {
		return nil, fmt.Errorf("usage from %s: %w: answer is a %s", p, types.ErrMalformed, body.Kind())
	}
	if _, err := types.Verify(domain, r); err != nil {
		return nil, fmt.Errorf("usage from %s: %w", p, err)
	}
	if common.BytesToAddress(r.GetNode()) != want {
		return nil, fmt.Errorf("usage from %s: %w (signed by %s)", p, ErrNotFromPeer, common.BytesToAddress(r.GetNode()).Hex())
	}
	return r, nil
}
