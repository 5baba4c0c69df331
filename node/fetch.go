package node

import (
	"context"
	"errors"

	"github.com/ipfs/go-cid"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/tensora/tensora/content"
)

// streamFrom fetches c's whole DAG from a known provider (the job's client
// for its model and input, the miner for its output) over the DAG stream:
// one libp2p stream, blocks in order, each verified as it arrives, written
// in batches (content.Store.FetchFrom). It is a fast first try, not the
// fetch proper: the caller then reads c with FetchBytes, which finds the
// streamed blocks local, fetches whatever the stream did not bring over
// bitswap (other providers, the DHT), and enforces the size limit exactly.
// The stream stops as soon as more than limit file bytes have arrived, so a
// provider cannot fill this node's store past the limit by more than one
// write batch. A content already complete here costs a local walk of its
// DAG and no network.
func (n *core) streamFrom(ctx context.Context, provider peer.AddrInfo, c cid.Cid, limit int64, what string) {
	if provider.ID == "" || provider.ID == n.host.ID() {
		return
	}
	ctx, cancel := context.WithCancelCause(ctx)
	defer cancel(nil)
	st, err := n.content.FetchFrom(ctx, provider, c, func(st content.StreamStats) {
		if st.DataBytes > limit {
			cancel(content.ErrTooLarge)
		}
	})
	switch {
	case err == nil:
		if st.Blocks > 0 {
			n.log.Debug("streamed", "what", what, "cid", c, "from", provider.ID, "blocks", st.Blocks, "held", st.Held)
		}
	case errors.Is(context.Cause(ctx), content.ErrTooLarge):
		n.log.Info("stream stopped: larger than the limit", "what", what, "cid", c, "from", provider.ID, "limit", limit)
	default:
		// Bitswap tries next (a provider of another version, one that
		// lacks a block, a corrupt block: nothing after it was kept).
		n.log.Debug("stream fetch failed; bitswap next", "what", what, "cid", c, "from", provider.ID, "err", err)
	}
}
