package node

import (
	"context"
	"errors"
	"time"

	"github.com/ipfs/go-cid"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/tensora/tensora/content"
	"github.com/tensora/tensora/engine"
	"github.com/tensora/tensora/types"
)

// maxNeeds bounds the content one job may need beyond its model and
// input (engine.Needer): an HE job needs one, its evaluation keys.
const maxNeeds = 8

// fetchNeeds makes local the content the engine's run of the job reads
// beyond its model and input (engine.Needer: an HE job's evaluation
// keys): each CID from the job's providers first (its client), then
// bitswap and the DHT, within Config.MaxModelBytes, into the store that
// keeps it. Content held already costs a local walk and no network, so a
// client's keys are fetched for its first job only. A miner calls it after
// fetchJob, a validator in fetchAndPull: both run the same engine on the
// same local content.
func (n *core) fetchNeeds(ctx context.Context, o *types.JobOrder, a *types.Assignment, input []byte, log func(msg string, args ...any)) error {
	nd, ok := n.cfg.Engine.(engine.Needer)
	if !ok {
		return nil
	}
	cids, err := nd.Needs(o.GetModelCid(), input)
	if err != nil {
		return fail(types.Failure_FAILURE_BAD_INPUT, "%w", err)
	}
	if len(cids) > maxNeeds {
		return fail(types.Failure_FAILURE_BAD_INPUT, "the job needs %d pieces of content besides its model and input, at most %d", len(cids), maxNeeds)
	}
	// The model limit, or less where the engine knows what the content
	// can be (an HE job's keys have one exact size): what a request names
	// is fetched into a store that keeps it.
	limit := n.cfg.MaxModelBytes
	if nb, ok := n.cfg.Engine.(engine.NeedsBounder); ok {
		b, err := nb.NeedsBound(o.GetModelCid(), input)
		if err != nil {
			return fail(types.Failure_FAILURE_BAD_INPUT, "%w", err)
		}
		limit = min(limit, b)
	}
	var ps []peer.AddrInfo
	resolved := false // looked up only when something is missing
	for _, s := range cids {
		c, err := cid.Decode(s)
		if err != nil {
			return fail(types.Failure_FAILURE_BAD_INPUT, "needed content %q: %w", s, err)
		}
		if held, err := n.content.Has(ctx, c); err == nil && held {
			continue
		}
		if !resolved {
			ps, resolved = n.jobProviders(o, a), true
		}
		start := n.cfg.Now()
		if len(ps) > 0 {
			n.streamFrom(ctx, ps[0], c, limit, "needed content")
		}
		size, err := n.content.FetchWithin(ctx, c, ps, limit)
		switch {
		case err == nil:
			log("needed content fetched", "cid", c, "bytes", size, "took", n.cfg.Now().Sub(start).Round(time.Millisecond))
			continue
		case ctx.Err() != nil:
			return fail(types.Failure_FAILURE_DEADLINE, "fetch %s: the job's deadline passed: %w", c, err)
		case errors.Is(err, content.ErrTooLarge):
			return fail(types.Failure_FAILURE_BAD_INPUT, "needed content %s is larger than the %d bytes it may have: %w", c, limit, err)
		}
		return fail(types.Failure_FAILURE_FETCH, "fetch needed content %s: %w", c, err)
	}
	return nil
}
