package content

import (
	"bufio"
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"slices"
	"time"

	"github.com/ipfs/boxo/blockstore"
	"github.com/ipfs/boxo/ipld/merkledag"
	uio "github.com/ipfs/boxo/ipld/unixfs/io"
	blocks "github.com/ipfs/go-block-format"
	"github.com/ipfs/go-cid"
	"github.com/libp2p/go-libp2p/core/network"
	"github.com/libp2p/go-libp2p/core/peer"
	"github.com/libp2p/go-libp2p/core/protocol"
	"github.com/multiformats/go-multihash"
)

// The DAG stream (docs/protocol.md, "Streamed transfer"): when the source of
// a DAG is known, the requester opens one stream to it and the provider
// sends the whole DAG in depth-first order, as a CAR stream of a trustless
// gateway, with no want/have round trips. The requester knows which block
// comes next (the root, then the links of the blocks it has verified, in
// order), so each block is checked against the CID it expects as it
// arrives, and the first mismatch ends the transfer.
//
// Wire format. The request is one frame: uvarint length ‖ root CID ‖ zero or
// more (uvarint length ‖ multihash), the blocks of the DAG the requester
// already holds. The answer is a sequence of frames, each uvarint length ‖
// payload. A payload whose first byte is not zero is a block section, CID ‖
// data, as in CAR v1 (no CID starts with a zero byte). A payload starting
// with zero is a status, 0 ‖ code ‖ UTF-8 message, and is the last frame:
// code 0 when the whole DAG was sent, another code when the provider stops
// (refused, a block it lacks, a bad request).
//
// Both sides walk the DAG the same way: depth-first, links in order, each
// block once (a block seen earlier in the walk is skipped with its
// subtree), and the blocks the requester named as held are not sent but are
// still walked through (their links are read locally on both sides). A
// transfer cut short leaves the verified blocks stored, parents before
// children, so the next request names them and only the rest moves.

// StreamProtocol is the protocol id of the DAG stream.
const StreamProtocol = protocol.ID("/tensora/dag/1.0.0")

// Stream limits.
const (
	// maxStreamSection bounds one frame of the answer: a block of up to
	// 2 MiB (bitswap's limit too) and its CID.
	maxStreamSection = 2<<20 + 256
	// maxStreamRequest bounds the request: a root and about 100,000 held
	// blocks (a 25 GB file in 256 KiB leaves).
	maxStreamRequest = 4 << 20
	// maxHeldNamed bounds the held blocks a request names (a multihash of
	// 34 bytes and its length each): the request stays under its limit.
	maxHeldNamed = 100_000
	// streamBatchBlocks and streamBatchBytes bound a write batch.
	streamBatchBlocks = 64
	streamBatchBytes  = 16 << 20
	// streamRequestWait bounds how long a provider waits for the request.
	streamRequestWait = 10 * time.Second
)

// Status codes of the last frame of an answer.
const (
	statusDone     = 0 // the whole DAG was sent
	statusRefused  = 1 // the requester may not have the content (access.go)
	statusNotFound = 2 // the provider lacks a block of the DAG
	statusBadReq   = 3 // the request did not parse
	statusFailed   = 4 // the provider failed (closing, a store error)
)

// Errors of FetchFrom that callers branch on.
var (
	// ErrRefused: the provider refused the content to this peer (job
	// content this peer is not a reader of).
	ErrRefused = errors.New("content: provider refused the content")
	// ErrCorruptBlock: the provider sent a block that is not the one the
	// DAG says comes next, or whose data does not hash to its CID.
	ErrCorruptBlock = errors.New("content: corrupt block")
	// ErrProviderLacks: the provider does not hold the whole DAG.
	ErrProviderLacks = errors.New("content: provider lacks a block")
)

// StreamStats describes one streamed transfer.
type StreamStats struct {
	Blocks    int   // blocks received and verified
	Bytes     int64 // their size
	DataBytes int64 // of which raw leaves: file bytes, for a UnixFS file
	Held      int   // blocks of the DAG already held, not sent
}

// FetchFrom fetches root's whole DAG from provider over the DAG stream,
// skipping the blocks this node already holds, verifies each block against
// the CID the DAG says comes next, and stores verified blocks in batches. A
// complete root is pinned and announced, as by Fetch. progress, if not nil,
// is called after each verified block. A transfer cut short (ctx, a lost
// connection) keeps what was verified; calling FetchFrom again fetches only
// the rest. Errors: ErrRefused, ErrCorruptBlock (nothing after the bad block
// is stored), ErrProviderLacks, ErrClosed, or the stream's own.
//
// Use it when the source is known (the client that holds a job's input, the
// miner that holds its output); Fetch (bitswap) serves the unknown or many
// providers and stock IPFS peers.
func (s *Store) FetchFrom(ctx context.Context, provider peer.AddrInfo, root cid.Cid, progress func(StreamStats)) (StreamStats, error) {
	var st StreamStats
	if err := s.alive(); err != nil {
		return st, err
	}
	if !root.Defined() {
		return st, errors.New("fetch from: undefined CID")
	}
	if provider.ID == "" || provider.ID == s.host.ID() {
		return st, fmt.Errorf("fetch %s: bad provider %q", root, provider.ID)
	}
	source, ok := "stream", false
	defer func(start time.Time) { s.metrics.fetchDoneFrom(source, ok, time.Since(start)) }(time.Now())
	fail := func(err error) (StreamStats, error) {
		if s.ctx.Err() != nil {
			err = ErrClosed
		}
		return st, fmt.Errorf("fetch %s from %s: %w", root, shortID(provider.ID), err)
	}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	stop := context.AfterFunc(s.ctx, cancel)
	defer stop()

	held, complete, err := s.heldBlocks(ctx, root)
	if err != nil {
		return fail(err)
	}
	if complete {
		st.Held = len(held)
		source, ok = "local", true
		return st, nil
	}
	trimHeld(held, maxHeldNamed)
	st.Held = len(held)

	tag := fmt.Sprintf("content-stream-%d", s.fetchSeq.Add(1))
	s.host.ConnManager().Protect(provider.ID, tag)
	defer s.host.ConnManager().Unprotect(provider.ID, tag)
	if len(provider.Addrs) > 0 {
		if err := s.host.Connect(ctx, provider); err != nil {
			return fail(fmt.Errorf("connect: %w", err))
		}
	}
	str, err := s.host.NewStream(ctx, provider.ID, StreamProtocol)
	if err != nil {
		return fail(fmt.Errorf("open stream: %w", err))
	}
	// Closing ctx (or the Store) resets the stream and unblocks any read.
	unhook := context.AfterFunc(ctx, func() { _ = str.Reset() })
	defer unhook()
	defer func() { _ = str.Reset() }() // no-op after a clean Close

	if err := writeFrame(str, encodeRequest(root, held)); err != nil {
		return fail(fmt.Errorf("send request: %w", err))
	}
	if err := str.CloseWrite(); err != nil {
		return fail(fmt.Errorf("send request: %w", err))
	}

	w := newBatchWriter(s)
	rerr := s.receive(ctx, str, root, held, &st, w, progress)
	werr := w.close() // verified blocks are kept, even when the transfer failed
	if rerr == nil && werr == nil {
		_ = str.Close()
	}
	if rerr != nil {
		if ctx.Err() != nil && !errors.Is(rerr, ErrCorruptBlock) {
			rerr = fmt.Errorf("%w (after %d blocks)", ctx.Err(), st.Blocks)
		}
		return fail(errors.Join(rerr, werr))
	}
	if werr != nil {
		return fail(werr)
	}
	size, err := s.fileSize(ctx, root)
	if err != nil {
		return fail(err)
	}
	if err := s.pin(ctx, root, "", size, "fetch"); err != nil {
		return fail(err)
	}
	s.metrics.fetched(st.DataBytes)
	ok = true
	s.announce(root)
	s.log.Debug("fetched over stream", "cid", root, "provider", shortID(provider.ID), "blocks", st.Blocks, "held", st.Held)
	return st, nil
}

// trimHeld keeps at most limit blocks in held, so the request fits its
// frame: leaves are dropped first (the provider sends them again and the
// blockstore skips what it has); inner nodes are few.
func trimHeld(held map[string]cid.Cid, limit int) {
	for _, leavesOnly := range []bool{true, false} {
		for k, c := range held {
			if len(held) <= limit {
				return
			}
			if !leavesOnly || c.Prefix().Codec == cid.Raw {
				delete(held, k)
			}
		}
	}
}

// fileSize is the size the root of a local UnixFS DAG declares.
func (s *Store) fileSize(ctx context.Context, root cid.Cid) (int64, error) {
	nd, err := s.offline.Get(ctx, root)
	if err != nil {
		return 0, err
	}
	dr, err := uio.NewDagReader(ctx, nd, s.offline)
	if err != nil {
		return 0, err
	}
	defer dr.Close()
	return int64(dr.Size()), nil
}

// receive reads the answer, walking root's DAG as the provider does and
// checking each block against the CID that comes next.
func (s *Store) receive(ctx context.Context, str network.Stream, root cid.Cid, held map[string]cid.Cid, st *StreamStats, w *batchWriter, progress func(StreamStats)) error {
	r := bufio.NewReaderSize(str, 64<<10)
	restricted := s.covered(root)
	walk := newDagWalk(root)
	for {
		c, ok := walk.next()
		if !ok {
			break
		}
		if _, ok := held[string(c.Hash())]; ok {
			links, err := s.localLinks(ctx, c)
			if err != nil {
				return fmt.Errorf("read held block %s: %w", c, err)
			}
			walk.push(links)
			continue
		}
		_ = str.SetReadDeadline(time.Now().Add(s.cfg.FetchTimeout))
		payload, err := readFrame(r, maxStreamSection)
		if err != nil {
			if errors.Is(err, io.EOF) {
				err = io.ErrUnexpectedEOF
			}
			return fmt.Errorf("block %d (%s): %w", st.Blocks+1, c, err)
		}
		if len(payload) > 0 && payload[0] == 0 {
			return statusError(payload, c)
		}
		n, got, err := cid.CidFromBytes(payload)
		if err != nil {
			return fmt.Errorf("%w: block %d: bad CID: %w", ErrCorruptBlock, st.Blocks+1, err)
		}
		if !got.Equals(c) {
			return fmt.Errorf("%w: block %d is %s, the DAG says %s comes next", ErrCorruptBlock, st.Blocks+1, got, c)
		}
		data := payload[n:]
		sum, err := c.Prefix().Sum(data)
		if err != nil {
			return fmt.Errorf("%w: block %s: hash: %w", ErrCorruptBlock, c, err)
		}
		if string(sum.Hash()) != string(c.Hash()) {
			return fmt.Errorf("%w: block %s: its data (%d bytes) hashes to %s", ErrCorruptBlock, c, len(data), sum)
		}
		blk, err := blocks.NewBlockWithCid(data, c)
		if err != nil {
			return fmt.Errorf("%w: block %s: %w", ErrCorruptBlock, c, err)
		}
		links, err := blockLinks(c, data)
		if err != nil {
			return fmt.Errorf("%w: block %s: %w", ErrCorruptBlock, c, err)
		}
		if restricted && len(links) > 0 {
			// Restricted before the children arrive (access.go).
			s.coverCids(root, links)
		}
		walk.push(links)
		if err := w.add(blk); err != nil {
			return err
		}
		st.Blocks++
		st.Bytes += int64(len(data))
		if c.Prefix().Codec == cid.Raw {
			st.DataBytes += int64(len(data))
		}
		if progress != nil {
			progress(*st)
		}
	}
	// The walk is over: the provider's last frame must say so.
	_ = str.SetReadDeadline(time.Now().Add(s.cfg.FetchTimeout))
	payload, err := readFrame(r, maxStreamSection)
	if err != nil {
		return fmt.Errorf("end of stream: %w", err)
	}
	if len(payload) < 2 || payload[0] != 0 {
		return fmt.Errorf("%w: a block after the end of the DAG", ErrCorruptBlock)
	}
	if payload[1] != statusDone {
		return statusError(payload, root)
	}
	return nil
}

// statusError turns a provider's status frame into an error.
func statusError(payload []byte, next cid.Cid) error {
	if len(payload) < 2 {
		return fmt.Errorf("%w: empty status frame", ErrCorruptBlock)
	}
	msg := string(payload[2:])
	switch payload[1] {
	case statusDone:
		return fmt.Errorf("%w: the provider ended before %s", ErrCorruptBlock, next)
	case statusRefused:
		return fmt.Errorf("%w: %s", ErrRefused, msg)
	case statusNotFound:
		return fmt.Errorf("%w: %s", ErrProviderLacks, msg)
	default:
		return fmt.Errorf("provider failed (status %d): %s", payload[1], msg)
	}
}

// heldBlocks walks the local part of root's DAG: the blocks this node
// holds that it can reach from the root through blocks it holds, and
// whether that is all of it.
func (s *Store) heldBlocks(ctx context.Context, root cid.Cid) (map[string]cid.Cid, bool, error) {
	held := map[string]cid.Cid{}
	complete := true
	walk := newDagWalk(root)
	for {
		c, ok := walk.next()
		if !ok {
			break
		}
		if err := ctx.Err(); err != nil {
			return nil, false, err
		}
		has, err := s.bs.Has(ctx, c)
		if err != nil {
			return nil, false, err
		}
		if !has {
			complete = false
			continue
		}
		links, err := s.localLinks(ctx, c)
		if err != nil {
			return nil, false, err
		}
		held[string(c.Hash())] = c
		walk.push(links)
	}
	return held, complete, nil
}

// localLinks returns the links of a local block (none for a raw leaf).
func (s *Store) localLinks(ctx context.Context, c cid.Cid) ([]cid.Cid, error) {
	if c.Prefix().Codec == cid.Raw {
		return nil, nil
	}
	b, err := s.bs.Get(ctx, c)
	if err != nil {
		return nil, err
	}
	return blockLinks(c, b.RawData())
}

// blockLinks decodes the links of a block of a UnixFS DAG: none for a raw
// leaf, the links of a dag-pb node. Other codecs are not walked.
func blockLinks(c cid.Cid, data []byte) ([]cid.Cid, error) {
	switch c.Prefix().Codec {
	case cid.Raw:
		return nil, nil
	case cid.DagProtobuf:
		nd, err := merkledag.DecodeProtobuf(data)
		if err != nil {
			return nil, fmt.Errorf("decode dag-pb: %w", err)
		}
		out := make([]cid.Cid, len(nd.Links()))
		for i, l := range nd.Links() {
			out[i] = l.Cid
		}
		return out, nil
	default:
		return nil, fmt.Errorf("codec %#x is not walked by the DAG stream", c.Prefix().Codec)
	}
}

// dagWalk is the order both sides agree on: depth first, links in order,
// each block (by multihash) once.
type dagWalk struct {
	stack []cid.Cid
	seen  map[string]struct{}
}

func newDagWalk(root cid.Cid) *dagWalk {
	return &dagWalk{stack: []cid.Cid{root}, seen: map[string]struct{}{}}
}

func (w *dagWalk) next() (cid.Cid, bool) {
	for len(w.stack) > 0 {
		c := w.stack[len(w.stack)-1]
		w.stack = w.stack[:len(w.stack)-1]
		if _, ok := w.seen[string(c.Hash())]; ok {
			continue
		}
		w.seen[string(c.Hash())] = struct{}{}
		return c, true
	}
	return cid.Undef, false
}

// push queues the links of the block just taken, so the first comes next.
func (w *dagWalk) push(links []cid.Cid) {
	for _, l := range slices.Backward(links) {
		w.stack = append(w.stack, l)
	}
}

// coverCids registers links of a restricted root's DAG before they arrive.
func (s *Store) coverCids(root cid.Cid, links []cid.Cid) {
	key := string(root.Hash())
	s.gateMu.Lock()
	defer s.gateMu.Unlock()
	for _, l := range links {
		s.addBlockLocked(string(l.Hash()), key)
	}
}

// batchWriter stores verified blocks in batches (PutMany: one badger
// WriteBatch each) on its own goroutine, so the stream keeps being read
// while a batch is written. Batches are written in order, so a block is
// never stored before its parent.
type batchWriter struct {
	s     *Store
	cur   []blocks.Block
	size  int
	ch    chan []blocks.Block
	done  chan struct{}
	err   error // set by the goroutine; read after done or on add
	errCh chan error
}

func newBatchWriter(s *Store) *batchWriter {
	w := &batchWriter{s: s, ch: make(chan []blocks.Block, 2), done: make(chan struct{}), errCh: make(chan error, 1)}
	go func() {
		defer close(w.done)
		for b := range w.ch {
			if w.err != nil {
				continue
			}
			// The Store's context, not the fetch's: a fetch cancelled
			// mid-stream still stores what it verified.
			if err := w.s.bs.PutMany(w.s.ctx, b); err != nil {
				w.err = fmt.Errorf("store %d blocks: %w", len(b), err)
				w.errCh <- w.err
			}
		}
	}()
	return w
}

func (w *batchWriter) add(b blocks.Block) error {
	select {
	case err := <-w.errCh:
		w.errCh <- err
		return err
	default:
	}
	w.cur = append(w.cur, b)
	w.size += len(b.RawData())
	if len(w.cur) >= streamBatchBlocks || w.size >= streamBatchBytes {
		w.flush()
	}
	return nil
}

func (w *batchWriter) flush() {
	if len(w.cur) > 0 {
		w.ch <- w.cur
		w.cur, w.size = nil, 0
	}
}

// close writes what is pending and waits for the writes.
func (w *batchWriter) close() error {
	w.flush()
	close(w.ch)
	<-w.done
	return w.err
}

// serveStream answers one DAG stream request.
func (s *Store) serveStream(str network.Stream) {
	if !s.streamStart() {
		_ = str.Reset()
		return
	}
	defer s.streamDone()
	p := str.Conn().RemotePeer()
	unhook := context.AfterFunc(s.ctx, func() { _ = str.Reset() })
	defer unhook()

	_ = str.SetReadDeadline(time.Now().Add(streamRequestWait))
	req, err := readFrame(bufio.NewReader(str), maxStreamRequest)
	if err != nil {
		s.log.Debug("stream: bad request", "peer", shortID(p), "err", err)
		_ = str.Reset()
		return
	}
	_ = str.SetReadDeadline(time.Time{})
	bw := bufio.NewWriterSize(str, 64<<10)
	root, held, err := decodeRequest(req)
	if err != nil {
		s.finishStream(str, bw, statusBadReq, err.Error())
		return
	}
	code, msg, err := s.sendDag(str, bw, p, root, held)
	if err != nil {
		s.log.Debug("stream: transfer cut", "peer", shortID(p), "cid", root, "err", err)
		_ = str.Reset()
		return
	}
	s.finishStream(str, bw, code, msg)
}

// sendDag writes root's DAG to the stream, minus the blocks held by the
// requester. It returns the status to end with, or the stream's error.
func (s *Store) sendDag(str network.Stream, bw *bufio.Writer, p peer.ID, root cid.Cid, held map[string]struct{}) (code byte, msg string, err error) {
	walk := newDagWalk(root)
	sent := 0
	var buf []byte // one block at a time: each is written before the next is read
	for {
		c, ok := walk.next()
		if !ok {
			break
		}
		if s.ctx.Err() != nil {
			return statusFailed, "provider closing", nil
		}
		if !s.mayRead(p, c) {
			s.metrics.refused()
			s.log.Debug("stream refused: job content", "peer", shortID(p), "cid", c)
			return statusRefused, fmt.Sprintf("%s is job content this peer may not read", c), nil
		}
		_, has := held[string(c.Hash())]
		if has && c.Prefix().Codec == cid.Raw {
			continue // a held leaf: nothing to read or send
		}
		buf, err = s.readBlock(c, buf[:0])
		if err != nil {
			return statusNotFound, fmt.Sprintf("%s: %v", c, err), nil
		}
		links, err := blockLinks(c, buf)
		if err != nil {
			return statusFailed, fmt.Sprintf("%s: %v", c, err), nil
		}
		walk.push(links)
		if has {
			continue
		}
		// A requester that stops reading frees this goroutine after the
		// same stall timeout a fetch applies to its provider.
		_ = str.SetWriteDeadline(time.Now().Add(s.cfg.FetchTimeout))
		if err := writeSection(bw, c, buf); err != nil {
			return 0, "", err
		}
		sent++
		s.metrics.streamed(1)
		if sent == 1 {
			// The first block goes out at once (P5's first-block
			// latency); later ones as the buffer fills.
			if err := bw.Flush(); err != nil {
				return 0, "", err
			}
		}
	}
	return statusDone, "", nil
}

// readBlock appends block c's data to buf: through the blockstore's View
// when it has one (the node's badger store), so that sending a DAG copies
// each block once into one reused buffer instead of allocating a copy per
// block (Get), which the garbage collector must then clear and free.
func (s *Store) readBlock(c cid.Cid, buf []byte) ([]byte, error) {
	if v, ok := s.bs.(blockstore.Viewer); ok {
		err := v.View(s.ctx, c, func(data []byte) error {
			buf = append(buf, data...)
			return nil
		})
		return buf, err
	}
	b, err := s.bs.Get(s.ctx, c)
	if err != nil {
		return buf, err
	}
	return append(buf, b.RawData()...), nil
}

// mayRead applies the access rule of access.go to the stream: job content
// only to the readers its grants admit.
func (s *Store) mayRead(p peer.ID, c cid.Cid) bool {
	gs := s.Grants(c)
	if len(gs) == 0 {
		return true
	}
	if s.cfg.Deny != nil && s.cfg.Deny(p, gs) {
		return false
	}
	if s.cfg.Access != nil {
		for _, g := range gs {
			if s.cfg.Access(p, g) {
				return true
			}
		}
	}
	return false
}

// finishStream writes the status frame and closes the stream.
func (s *Store) finishStream(str network.Stream, bw *bufio.Writer, code byte, msg string) {
	_ = str.SetWriteDeadline(time.Now().Add(streamRequestWait))
	err := writeFrame(bw, append([]byte{0, code}, msg...))
	if err == nil {
		err = bw.Flush()
	}
	if err != nil {
		_ = str.Reset()
		return
	}
	_ = str.Close()
}

// streamStart registers a stream being served; false once the Store closes.
func (s *Store) streamStart() bool {
	s.srvMu.Lock()
	defer s.srvMu.Unlock()
	if s.srvClosed {
		return false
	}
	s.srvWG.Add(1)
	return true
}

func (s *Store) streamDone() { s.srvWG.Done() }

// closeStreams stops taking DAG streams; the Store's context ending resets
// those in flight, and waitStreams waits for them.
func (s *Store) closeStreams() {
	s.srvMu.Lock()
	s.srvClosed = true
	s.srvMu.Unlock()
	s.host.RemoveStreamHandler(StreamProtocol)
}

func (s *Store) waitStreams() { s.srvWG.Wait() }

// encodeRequest builds the request body: root ‖ (len ‖ multihash)*.
func encodeRequest(root cid.Cid, held map[string]cid.Cid) []byte {
	b := root.Bytes()
	for mh := range held {
		b = binary.AppendUvarint(b, uint64(len(mh)))
		b = append(b, mh...)
	}
	return b
}

func decodeRequest(b []byte) (cid.Cid, map[string]struct{}, error) {
	n, root, err := cid.CidFromBytes(b)
	if err != nil {
		return cid.Undef, nil, fmt.Errorf("bad root: %w", err)
	}
	b = b[n:]
	held := map[string]struct{}{}
	for len(b) > 0 {
		l, k := binary.Uvarint(b)
		if k <= 0 || l > uint64(len(b)-k) {
			return cid.Undef, nil, errors.New("bad held-block entry")
		}
		mh := b[k : k+int(l)]
		if _, err := multihash.Cast(mh); err != nil {
			return cid.Undef, nil, fmt.Errorf("bad held multihash: %w", err)
		}
		held[string(mh)] = struct{}{}
		b = b[k+int(l):]
	}
	return root, held, nil
}

// writeSection writes one block section: uvarint length ‖ CID ‖ data.
func writeSection(w io.Writer, c cid.Cid, data []byte) error {
	cb := c.Bytes()
	var hdr [binary.MaxVarintLen64]byte
	n := binary.PutUvarint(hdr[:], uint64(len(cb)+len(data)))
	if _, err := w.Write(hdr[:n]); err != nil {
		return err
	}
	if _, err := w.Write(cb); err != nil {
		return err
	}
	_, err := w.Write(data)
	return err
}

func writeFrame(w io.Writer, payload []byte) error {
	var hdr [binary.MaxVarintLen64]byte
	n := binary.PutUvarint(hdr[:], uint64(len(payload)))
	if _, err := w.Write(hdr[:n]); err != nil {
		return err
	}
	_, err := w.Write(payload)
	return err
}

// readFrame reads one uvarint-length-prefixed frame of at most limit bytes.
func readFrame(r *bufio.Reader, limit int) ([]byte, error) {
	l, err := binary.ReadUvarint(r)
	if err != nil {
		return nil, err
	}
	if l == 0 || l > uint64(limit) {
		return nil, fmt.Errorf("frame of %d bytes (limit %d)", l, limit)
	}
	b := make([]byte, l)
	if _, err := io.ReadFull(r, b); err != nil {
		if errors.Is(err, io.EOF) {
			err = io.ErrUnexpectedEOF
		}
		return nil, err
	}
	return b, nil
}
