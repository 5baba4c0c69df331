package content

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"

	badger "github.com/dgraph-io/badger/v4"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ipfs/go-cid"
	ipld "github.com/ipfs/go-ipld-format"
	"github.com/libp2p/go-libp2p/core/peer"
)

// A job's input and output are private to the job: the bitswap server gives
// their blocks only to the peers Config.Access admits (the job's client and
// miner, staked validators; the node decides). Blocks tied to no job
// (models, which are public by design) go to every peer.
//
// Restrict ties a root's DAG to the readers a job names; a root shared by
// several jobs (one input posted twice) is readable by the union of their
// readers. The gate keys blocks by multihash, as the blockstore does, so
// asking for a block under another CID version or codec finds the same
// rule. A root restricted before its blocks arrive (a fetch) has each child
// registered as its parent arrives, before the child itself is fetched: a
// peer that learned the child CIDs from our wantlist cannot get the blocks
// in between. Grants live in the pin bucket under grantPrefix, so they
// survive a restart; blocks are never deleted, so neither are grants.

// Grant is the rule for one restricted root: the addresses jobs named as
// its readers (the node adds staked validators in Config.Access).
type Grant struct {
	Root    cid.Cid
	Readers []common.Address
}

// grantPrefix is where grants are kept in the pin bucket; a CID (binary,
// starting with its version varint) never starts with it.
const grantPrefix = "grant/"

type grantRecord struct {
	Readers []common.Address `json:"readers"`
}

// gate is the Store's access rule for job content.
type gate struct {
	roots  map[string]*Grant   // root multihash → its grant
	blocks map[string][]string // block multihash → roots it belongs to (a root to itself)
}

// Restrict ties root's DAG to a job: from now on this node's bitswap server
// gives its blocks only to peers Config.Access admits for the root's grant,
// whose readers are those given here and in earlier calls. Call it before
// the root's CID goes public (before publishing an order or result that
// names it) or before fetching it; blocks this node stores later for root
// (Add, Fetch) are covered as they arrive.
func (s *Store) Restrict(ctx context.Context, root cid.Cid, readers ...common.Address) error {
	if err := s.alive(); err != nil {
		return err
	}
	if !root.Defined() {
		return errors.New("restrict: undefined CID")
	}
	key := string(root.Hash())
	s.gateMu.Lock()
	defer s.gateMu.Unlock()
	g := s.gate.roots[key]
	if g == nil {
		g = &Grant{Root: root}
	}
	merged, grew := slices.Clone(g.Readers), s.gate.roots[key] == nil
	for _, r := range readers {
		if !slices.Contains(merged, r) {
			merged, grew = append(merged, r), true
		}
	}
	if grew {
		val, err := json.Marshal(grantRecord{Readers: merged})
		if err != nil {
			return err
		}
		// Durable before the rule takes effect: a rule held only in
		// memory would open the blocks to everyone after a restart.
		for range 3 {
			err = s.pins.Set(ctx, grantKey(root), val)
			if !errors.Is(err, badger.ErrConflict) {
				break
			}
		}
		if err != nil {
			return fmt.Errorf("restrict %s: %w", root, err)
		}
		g.Readers = merged
		s.gate.roots[key] = g
	}
	s.addBlockLocked(key, key)
	s.coverLocked(ctx, g.Root)
	return nil
}

// Grants returns the grants restricting block c (nil: c is public).
func (s *Store) Grants(c cid.Cid) []Grant {
	s.gateMu.RLock()
	defer s.gateMu.RUnlock()
	var out []Grant
	for _, r := range s.gate.blocks[string(c.Hash())] {
		g := s.gate.roots[r]
		out = append(out, Grant{Root: g.Root, Readers: slices.Clone(g.Readers)})
	}
	return out
}

// allowBlock is the bitswap server's per-peer request filter: a block tied
// to jobs goes to p only if Config.Access admits p for one of them.
//
// A want for a block this node lacks is refused too (DONT_HAVE, the answer
// it would get anyway): bitswap remembers an accepted want and sends the
// block when it arrives without asking the filter again, so a peer could
// otherwise leave wants for a job's input (its CID is public) on every
// peer and receive it from the first validator that fetches it.
func (s *Store) allowBlock(p peer.ID, c cid.Cid) bool {
	if p == s.host.ID() {
		return true
	}
	gs := s.Grants(c)
	if len(gs) == 0 {
		has, err := s.bs.Has(s.ctx, c)
		return err == nil && has
	}
	if s.cfg.Deny != nil && s.cfg.Deny(p, gs) {
		s.metrics.refused()
		s.log.Debug("block refused: denied", "peer", shortID(p), "cid", c)
		return false
	}
	if s.cfg.Access != nil {
		for _, g := range gs {
			if s.cfg.Access(p, g) {
				return true
			}
		}
	}
	s.metrics.refused()
	s.log.Debug("block refused: job content", "peer", shortID(p), "cid", c)
	return false
}

func grantKey(root cid.Cid) []byte { return append([]byte(grantPrefix), root.Bytes()...) }

func isGrantKey(k []byte) bool { return bytes.HasPrefix(k, []byte(grantPrefix)) }

// loadGrants reads the stored grants and registers the blocks of each
// restricted root held locally.
func (s *Store) loadGrants(ctx context.Context) error {
	s.gate = gate{roots: map[string]*Grant{}, blocks: map[string][]string{}}
	var roots []cid.Cid
	err := s.pins.ForEach(ctx, func(k, v []byte) error {
		if !isGrantKey(k) {
			return nil
		}
		root, err := cid.Cast(k[len(grantPrefix):])
		if err != nil {
			return fmt.Errorf("grant key %x: %w", k, err)
		}
		var rec grantRecord
		if err := json.Unmarshal(v, &rec); err != nil {
			return fmt.Errorf("grant of %s: %w", root, err)
		}
		s.gate.roots[string(root.Hash())] = &Grant{Root: root, Readers: rec.Readers}
		roots = append(roots, root)
		return nil
	})
	if err != nil {
		// Refuse to start rather than serve job content to everyone.
		return fmt.Errorf("content: load grants: %w", err)
	}
	s.gateMu.Lock()
	defer s.gateMu.Unlock()
	for _, r := range roots {
		key := string(r.Hash())
		s.addBlockLocked(key, key)
		s.coverLocked(ctx, r)
	}
	return nil
}

// covered reports whether root is restricted.
func (s *Store) covered(root cid.Cid) bool {
	s.gateMu.RLock()
	defer s.gateMu.RUnlock()
	return s.gate.roots[string(root.Hash())] != nil
}

// cover registers every local block of a restricted root's DAG.
func (s *Store) cover(ctx context.Context, root cid.Cid) {
	s.gateMu.Lock()
	defer s.gateMu.Unlock()
	s.coverLocked(ctx, root)
}

func (s *Store) coverLocked(ctx context.Context, root cid.Cid) {
	key := string(root.Hash())
	stack := []cid.Cid{root}
	for len(stack) > 0 && ctx.Err() == nil {
		k := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		s.addBlockLocked(string(k.Hash()), key)
		if k.Prefix().Codec == cid.Raw {
			continue
		}
		nd, err := s.offline.Get(ctx, k)
		if err != nil {
			continue // not local (yet): covered when it arrives
		}
		for _, l := range nd.Links() {
			stack = append(stack, l.Cid)
		}
	}
}

// coverLinks registers the children of nd, a node of root's DAG that just
// arrived, before they are fetched.
func (s *Store) coverLinks(root cid.Cid, nd ipld.Node) {
	key := string(root.Hash())
	s.gateMu.Lock()
	defer s.gateMu.Unlock()
	for _, l := range nd.Links() {
		s.addBlockLocked(string(l.Cid.Hash()), key)
	}
}

func (s *Store) addBlockLocked(block, root string) {
	if !slices.Contains(s.gate.blocks[block], root) {
		s.gate.blocks[block] = append(s.gate.blocks[block], root)
	}
}

// coveringGetter registers, as each node of a restricted root's DAG
// arrives, the node's children under the root, before anyone fetches them.
type coveringGetter struct {
	ipld.NodeGetter
	s    *Store
	root cid.Cid
}

func (g coveringGetter) Get(ctx context.Context, c cid.Cid) (ipld.Node, error) {
	nd, err := g.NodeGetter.Get(ctx, c)
	if err == nil {
		g.s.coverLinks(g.root, nd)
	}
	return nd, err
}

func (g coveringGetter) GetMany(ctx context.Context, cs []cid.Cid) <-chan *ipld.NodeOption {
	in := g.NodeGetter.GetMany(ctx, cs)
	out := make(chan *ipld.NodeOption, len(cs))
	go func() {
		defer close(out)
		for opt := range in {
			if opt.Err == nil {
				g.s.coverLinks(g.root, opt.Node)
			}
			out <- opt
		}
	}()
	return out
}
