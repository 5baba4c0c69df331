package node

import (
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"slices"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/libp2p/go-libp2p/core/network"
	"github.com/libp2p/go-libp2p/core/peer"
	"github.com/libp2p/go-libp2p/core/peerstore"
	"github.com/libp2p/go-libp2p/core/protocol"

	"github.com/tensora/tensora/node/queue"
	"github.com/tensora/tensora/types"
)

// A cancel is a job id and its client's signature over cancelDigest,
// sent to the job's miner on types.CancelProtocol; the miner answers one
// byte, cancelOK or cancelRefused. Only the key that signed the job's
// order can cancel it; a replayed cancel can only cancel the same job
// again.
const (
	cancelLen     = 32 + crypto.SignatureLength
	cancelOK      = 1
	cancelRefused = 0
)

// Errors a cancel can end with.
var (
	// ErrCancelRefused: the miner did not take the cancel (it does not
	// hold the job, or the signature is not the job's client's).
	ErrCancelRefused = errors.New("the miner refused the cancel")
	// errCancelled is the cause a job's context ends with when its
	// client cancelled it.
	errCancelled = errors.New("cancelled by the job's client")
)

// cancelDigest is what a cancel signs: the protocol, the signature
// domain (a cancel on one network is no cancel on another) and the job.
func cancelDigest(d types.Domain, id [32]byte) []byte {
	var chain [8]byte
	binary.BigEndian.PutUint64(chain[:], d.ChainID)
	return crypto.Keccak256([]byte(types.CancelProtocol), []byte(d.Name), []byte(d.Version), chain[:], d.VerifyingContract.Bytes(), id[:])
}

// CancelJob tells the miner assigned job id in its latest round to stop
// it, and every miner of an earlier round too (one whose answer never
// arrived may still be fetching or running it); the miner fails it as
// cancelled and frees its worker. The error is the latest miner's: an
// earlier one that no longer holds the job refuses, as it should.
func (n *Node) CancelJob(ctx context.Context, id [32]byte) error {
	return n.client.cancelJob(ctx, id)
}

// latest is job id's latest round and its miner, if the book holds it.
func (cl *client) latest(id [32]byte) (round int, miner common.Address, acked bool) {
	cl.mu.Lock()
	defer cl.mu.Unlock()
	if j := cl.book.Get(id); j != nil {
		return j.Latest()
	}
	return 0, common.Address{}, false
}

// assignedMiners are the miners job id was assigned to, the latest
// round's first, each once.
func (cl *client) assignedMiners(id [32]byte) []common.Address {
	cl.mu.Lock()
	defer cl.mu.Unlock()
	j := cl.book.Get(id)
	if j == nil {
		return nil
	}
	latest, _, _ := j.Latest()
	var out []common.Address
	for r := latest; r >= 0; r-- {
		a := j.Assignment(uint32(r))
		if a == nil {
			continue
		}
		if m := common.BytesToAddress(a.GetMiner()); !slices.Contains(out, m) {
			out = append(out, m)
		}
	}
	return out
}

func (cl *client) cancelJob(ctx context.Context, id [32]byte) error {
	miners := cl.assignedMiners(id)
	if len(miners) == 0 {
		return fmt.Errorf("job %s: no miner was assigned it", short(id))
	}
	sig, err := crypto.Sign(cancelDigest(cl.cfg.P2P.Domain, id), cl.key)
	if err != nil {
		return err
	}
	errs := make([]error, len(miners))
	var wg sync.WaitGroup
	for i, miner := range miners {
		p, ok := cl.minerPeer(miner)
		if !ok {
			errs[i] = fmt.Errorf("job %s: miner %s: no advert says where it listens", short(id), miner.Hex())
			continue
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			errs[i] = sendCancel(ctx, cl.host.LibP2P(), p, id, sig)
		}()
	}
	wg.Wait()
	for i, err := range errs[1:] {
		if err != nil {
			cl.log.Debug("cancel to an earlier round's miner not taken", "job", short(id), "miner", miners[i+1].Hex(), "err", err)
		}
	}
	return errs[0]
}

// minerPeer is where miner listens, from its latest advert.
func (n *core) minerPeer(miner common.Address) (peer.AddrInfo, bool) {
	n.mu.Lock()
	e, ok := n.adverts[miner]
	n.mu.Unlock()
	if !ok {
		return peer.AddrInfo{}, false
	}
	ai := peer.AddrInfo{ID: e.from}
	if infos := providerInfos([]*types.Provider{{PeerId: e.from.String(), Addrs: e.ad.GetAddrs()}}); len(infos) == 1 {
		ai = infos[0]
	}
	return ai, true
}

// sendCancel sends one signed cancel to p and reads its answer.
func sendCancel(ctx context.Context, h interface {
	NewStream(context.Context, peer.ID, ...protocol.ID) (network.Stream, error)
	Peerstore() peerstore.Peerstore
}, p peer.AddrInfo, id [32]byte, sig []byte) error {
	if len(p.Addrs) > 0 {
		h.Peerstore().AddAddrs(p.ID, p.Addrs, peerstore.TempAddrTTL)
	}
	ctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	s, err := h.NewStream(ctx, p.ID, protocol.ID(types.CancelProtocol))
	if err != nil {
		return fmt.Errorf("cancel: open stream: %w", err)
	}
	defer s.Close()
	if dl, ok := ctx.Deadline(); ok {
		_ = s.SetDeadline(dl)
	}
	if _, err := s.Write(append(id[:], sig...)); err != nil {
		s.Reset()
		return fmt.Errorf("cancel: %w", err)
	}
	_ = s.CloseWrite()
	var answer [1]byte
	if _, err := io.ReadFull(s, answer[:]); err != nil {
		return fmt.Errorf("cancel: no answer: %w", err)
	}
	if answer[0] != cancelOK {
		return ErrCancelRefused
	}
	return nil
}

// serveCancel reads a cancel and answers whether it was taken.
func (m *miner) serveCancel(s network.Stream) {
	defer s.Close()
	_ = s.SetDeadline(time.Now().Add(10 * time.Second))
	var buf [cancelLen]byte
	if _, err := io.ReadFull(s, buf[:]); err != nil {
		s.Reset()
		return
	}
	answer := byte(cancelOK)
	if err := m.cancel(m.ctx, [32]byte(buf[:32]), buf[32:]); err != nil {
		m.log.Warn("cancel refused", "job", short([32]byte(buf[:32])), "from", s.Conn().RemotePeer(), "err", err)
		answer = cancelRefused
	}
	_, _ = s.Write([]byte{answer})
}

// cancel stops job id if sig is its client's: a running job's context
// ends (execute fails it as cancelled when its fetch or run returns); a
// queued one fails at once, before a worker claims it.
func (m *miner) cancel(ctx context.Context, id [32]byte, sig []byte) error {
	j, err := m.queue.Get(ctx, id)
	if err != nil {
		return err
	}
	_, msg, err := types.Decode(j.Order)
	o, ok := msg.(*types.JobOrder)
	if err != nil || !ok {
		return fmt.Errorf("stored order unreadable: %v", err)
	}
	pub, err := crypto.SigToPub(cancelDigest(m.cfg.P2P.Domain, id), sig)
	if err != nil {
		return fmt.Errorf("bad signature: %w", err)
	}
	if signer := crypto.PubkeyToAddress(*pub); signer != common.BytesToAddress(o.GetClient()) {
		return fmt.Errorf("signed by %s, not the job's client %s", signer.Hex(), common.BytesToAddress(o.GetClient()).Hex())
	}
	switch j.State {
	case queue.Queued, queue.Fetching, queue.Pulling, queue.Running, queue.Collecting:
	default:
		return nil // over already
	}
	m.mu.Lock()
	m.cancelled[id] = true
	stop := m.stops[id]
	m.mu.Unlock()
	if stop != nil {
		stop(errCancelled)
		return nil
	}
	// Claim skips a job no longer queued; one claimed meanwhile finds
	// itself cancelled when its worker tracks it.
	if j.State == queue.Queued && m.finishFailed(j, queue.Queued, fail(types.Failure_FAILURE_CANCELLED, "%w", errCancelled)) {
		m.mu.Lock()
		delete(m.cancelled, id)
		m.running = max(0, m.running-1)
		m.mu.Unlock()
		m.kickAdvert() // room freed
	}
	return nil
}

// cancelledCause is the failure a job its client cancelled ends with,
// whatever error its fetch or run returned when its context ended.
func (m *miner) cancelledCause(id [32]byte, cause error) error {
	m.mu.Lock()
	c := m.cancelled[id]
	m.mu.Unlock()
	if c && failureOf(cause) != types.Failure_FAILURE_CANCELLED {
		return fail(types.Failure_FAILURE_CANCELLED, "%w (%v)", errCancelled, cause)
	}
	return cause
}

// track registers a claimed job's stop function for cancels; it stops
// the job at once if a cancel came before. untrack forgets it.
func (m *miner) track(id [32]byte, stop context.CancelCauseFunc) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.stops[id] = stop
	if m.cancelled[id] {
		stop(errCancelled)
	}
}

func (m *miner) untrack(id [32]byte) {
	m.mu.Lock()
	delete(m.stops, id)
	delete(m.cancelled, id)
	m.mu.Unlock()
}
