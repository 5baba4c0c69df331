package content

import (
	"bytes"
	"context"
	"crypto/rand"
	"errors"
	"fmt"
	"io"
	"log/slog"
	mrand "math/rand/v2"
	"net"
	"os"
	"strings"
	"sync"
	"time"

	"github.com/ipfs/go-cid"
	p2pcrypto "github.com/libp2p/go-libp2p/core/crypto"
	"github.com/libp2p/go-libp2p/core/network"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/tensora/tensora/p2p"
	"github.com/tensora/tensora/store"
)

// P5Row is one file size's measurement between two directly connected peers
// (the receiver starting each time with an empty on-disk blockstore, as a
// node keeps its blocks): the
// DAG stream from the known provider (FetchFrom, P5's path) and a bitswap
// fetch (Fetch, reported beside it), against a plain loopback TCP copy of
// the same bytes.
type P5Row struct {
	Size        int64
	Stream      time.Duration // FetchFrom call to the last block stored
	StreamFirst time.Duration // FetchFrom call to the first leaf verified
	Fetch       time.Duration // bitswap: Fetch call to the last byte written
	FirstBlock  time.Duration // bitswap: Fetch call to the first file byte written
	TCP         time.Duration // connected socket to the last byte read
	// Libp2p is the same bytes on one plain libp2p stream between the two
	// hosts (TLS, yamux; no blocks, hashing or store): the ceiling of any
	// transfer over libp2p on this machine.
	Libp2p time.Duration
}

// Libp2pRatio is the plain libp2p stream's throughput over TCP's.
func (r P5Row) Libp2pRatio() float64 {
	if r.Libp2p <= 0 {
		return 0
	}
	return float64(r.TCP) / float64(r.Libp2p)
}

// StreamMBps is the DAG stream's throughput in MB/s (10^6 bytes).
func (r P5Row) StreamMBps() float64 { return mbps(r.Size, r.Stream) }

// StreamRatio is stream throughput over TCP throughput (P5's goal: ≥ 0.5).
func (r P5Row) StreamRatio() float64 {
	if r.Stream <= 0 {
		return 0
	}
	return float64(r.TCP) / float64(r.Stream)
}

// FetchMBps is the bitswap fetch throughput in MB/s (10^6 bytes).
func (r P5Row) FetchMBps() float64 { return mbps(r.Size, r.Fetch) }

// TCPMBps is the raw TCP throughput in MB/s.
func (r P5Row) TCPMBps() float64 { return mbps(r.Size, r.TCP) }

// Ratio is bitswap fetch throughput over TCP throughput.
func (r P5Row) Ratio() float64 {
	if r.Fetch <= 0 {
		return 0
	}
	return float64(r.TCP) / float64(r.Fetch)
}

func mbps(n int64, d time.Duration) float64 {
	if d <= 0 {
		return 0
	}
	return float64(n) / 1e6 / d.Seconds()
}

// P5Report is the outcome of MeasureP5.
type P5Report struct{ Rows []P5Row }

func (r P5Report) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%10s %10s %12s %12s %8s %12s %12s %8s %10s\n", "size", "TCP MB/s", "libp2p MB/s",
		"stream MB/s", "ratio", "first block", "bitswap MB/s", "ratio", "first")
	for _, row := range r.Rows {
		fmt.Fprintf(&b, "%9.0fM %10.1f %12.1f %12.1f %7.3fx %12s %12.1f %7.3fx %10s\n",
			float64(row.Size)/(1<<20), row.TCPMBps(), mbps(row.Size, row.Libp2p),
			row.StreamMBps(), row.StreamRatio(), row.StreamFirst.Round(10*time.Microsecond),
			row.FetchMBps(), row.Ratio(), row.FirstBlock.Round(time.Millisecond))
	}
	return b.String()
}

// MeasureP5 measures content transfer (P5) on this machine for each size:
// two in-process peers on loopback TCP, one DAG stream fetch and one bitswap
// fetch, each with a fresh receiver, and a raw TCP copy of the same bytes as
// the baseline.
func MeasureP5(ctx context.Context, sizes []int64) (P5Report, error) {
	var rep P5Report
	for _, size := range sizes {
		row, err := measureSize(ctx, size)
		if err != nil {
			return rep, err
		}
		rep.Rows = append(rep.Rows, row)
	}
	return rep, nil
}

func measureSize(ctx context.Context, size int64) (P5Row, error) {
	data, err := p5Data(size)
	if err != nil {
		return P5Row{}, err
	}
	return MeasureBytes(ctx, data, "p5")
}

// MeasureBytes measures the transfer of data, as P5 does a file of
// random bytes: two in-process peers as a node runs them (host, on-disk
// DB, Store) on loopback TCP, the DAG stream from the known provider
// (the path a miner fetches a job's input and needed content on first),
// a bitswap fetch and a plain libp2p stream, each into a fresh receiver,
// against a raw loopback TCP copy of the same bytes. name is the file's
// name in the sender's store.
func MeasureBytes(ctx context.Context, data []byte, name string) (P5Row, error) {
	size := int64(len(data))
	sender, err := newP5Peer()
	if err != nil {
		return P5Row{}, err
	}
	defer sender.Close()
	root, _, err := sender.store.Add(ctx, bytes.NewReader(data), name, nil)
	if err != nil {
		return P5Row{}, err
	}
	row := P5Row{Size: size}
	if row.TCP, err = p5TCP(ctx, data); err != nil {
		return row, err
	}
	if row.Libp2p, err = p5Libp2p(ctx, sender, data); err != nil {
		return row, err
	}
	if row.Stream, row.StreamFirst, err = p5Stream(ctx, sender, root, size, nil); err != nil {
		return row, err
	}
	if row.Fetch, row.FirstBlock, err = p5Fetch(ctx, sender, root, size, nil); err != nil {
		return row, err
	}
	return row, nil
}

// p5Data is size incompressible bytes (ChaCha8 seeded from crypto/rand: as
// random as a model's weights look, without the getrandom syscalls).
func p5Data(size int64) ([]byte, error) {
	var seed [32]byte
	if _, err := rand.Read(seed[:]); err != nil {
		return nil, fmt.Errorf("p5: random seed: %w", err)
	}
	data := make([]byte, size)
	_, _ = mrand.NewChaCha8(seed).Read(data) // never fails
	return data, nil
}

// p5Peer is a whole peer as a node runs it: host, on-disk DB, blockstore,
// Store.
type p5Peer struct {
	host  *p2p.Host
	dir   string // the DB's directory, removed by Close
	db    *store.DB
	store *Store
}

func newP5Peer() (*p5Peer, error) {
	quiet := slog.New(slog.DiscardHandler)
	key, _, err := p2pcrypto.GenerateEd25519Key(rand.Reader)
	if err != nil {
		return nil, err
	}
	h, err := p2p.New(key, p2p.Config{
		ListenAddrs:             []string{"/ip4/127.0.0.1/tcp/0"},
		AllowLoopbackColocation: true,
		Logger:                  quiet,
	})
	if err != nil {
		return nil, err
	}
	p := &p5Peer{host: h}
	// On disk, as a node keeps its blocks (its data directory), in a fresh
	// temporary directory that Close removes: blocks go to badger's value
	// log (store.DefaultValueThreshold). An in-memory DB has no value log
	// and keeps every block in its LSM tree, where flushes and compactions
	// copy it again.
	if p.dir, err = os.MkdirTemp("", "tensora-p5-*"); err != nil {
		_ = p.Close()
		return nil, fmt.Errorf("p5: %w", err)
	}
	if p.db, err = store.Open(p.dir, store.WithLogger(quiet)); err != nil {
		_ = p.Close()
		return nil, err
	}
	// No DHT peers and no reproviding: announcements would only wait.
	p.store, err = New(context.Background(), h, store.NewBlockstore(p.db), p.db.Prefixed(PinPrefix),
		Config{Logger: quiet, ReprovideInterval: -1, AnnounceQueue: 1})
	if err != nil {
		_ = p.Close()
		return nil, err
	}
	return p, nil
}

func (p *p5Peer) Close() error {
	var errs []error
	if p.store != nil {
		errs = append(errs, p.store.Close())
	}
	if p.db != nil {
		errs = append(errs, p.db.Close())
	}
	errs = append(errs, p.host.Close())
	if p.dir != "" {
		errs = append(errs, os.RemoveAll(p.dir))
	}
	return errors.Join(errs...)
}

// p5Fetch fetches root from sender into a fresh, connected receiver. timer,
// if not nil, is started and stopped around the fetch alone (a benchmark's
// StartTimer / StopTimer).
func p5Fetch(ctx context.Context, sender *p5Peer, root cid.Cid, size int64, timer func(on bool)) (total, first time.Duration, err error) {
	recv, err := newP5Peer()
	if err != nil {
		return 0, 0, err
	}
	defer recv.Close()
	if err := recv.host.Connect(ctx, sender.host.AddrInfo()); err != nil {
		return 0, 0, err
	}
	if timer != nil {
		timer(true)
	}
	start := time.Now()
	var firstAt time.Time
	n, err := recv.store.Fetch(ctx, root, []peer.AddrInfo{sender.host.AddrInfo()}, io.Discard, func(done, _ int64) {
		if done > 0 && firstAt.IsZero() {
			firstAt = time.Now()
		}
	})
	total = time.Since(start)
	if timer != nil {
		timer(false)
	}
	if err != nil {
		return 0, 0, fmt.Errorf("p5: %w", err)
	}
	if n != size {
		return 0, 0, fmt.Errorf("p5: fetched %d bytes, want %d", n, size)
	}
	return total, firstAt.Sub(start), nil
}

// p5Stream fetches root from sender over the DAG stream into a fresh,
// connected receiver; timer as for p5Fetch.
func p5Stream(ctx context.Context, sender *p5Peer, root cid.Cid, size int64, timer func(on bool)) (total, first time.Duration, err error) {
	recv, err := newP5Peer()
	if err != nil {
		return 0, 0, err
	}
	defer recv.Close()
	if err := recv.host.Connect(ctx, sender.host.AddrInfo()); err != nil {
		return 0, 0, err
	}
	if timer != nil {
		timer(true)
	}
	start := time.Now()
	var firstAt time.Time
	st, err := recv.store.FetchFrom(ctx, sender.host.AddrInfo(), root, func(st StreamStats) {
		if st.DataBytes > 0 && firstAt.IsZero() {
			firstAt = time.Now()
		}
	})
	total = time.Since(start)
	if timer != nil {
		timer(false)
	}
	if err != nil {
		return 0, 0, fmt.Errorf("p5: %w", err)
	}
	if st.DataBytes != size {
		return 0, 0, fmt.Errorf("p5: streamed %d file bytes, want %d", st.DataBytes, size)
	}
	return total, firstAt.Sub(start), nil
}

// p5RawProtocol carries P5's plain libp2p baseline.
const p5RawProtocol = "/tensora/p5-raw/1.0.0"

// p5Libp2p copies data from sender to a fresh, connected peer on one plain
// libp2p stream, in 256 KiB writes, and times it from the stream's opening
// to the receiver's EOF.
func p5Libp2p(ctx context.Context, sender *p5Peer, data []byte) (time.Duration, error) {
	recv, err := newP5Peer()
	if err != nil {
		return 0, err
	}
	defer recv.Close()
	if err := recv.host.Connect(ctx, sender.host.AddrInfo()); err != nil {
		return 0, err
	}
	sh := sender.host.LibP2P()
	sh.SetStreamHandler(p5RawProtocol, func(s network.Stream) {
		for off := 0; off < len(data); off += ChunkSize {
			if _, err := s.Write(data[off:min(off+ChunkSize, len(data))]); err != nil {
				_ = s.Reset()
				return
			}
		}
		_ = s.Close()
	})
	defer sh.RemoveStreamHandler(p5RawProtocol)
	start := time.Now()
	s, err := recv.host.LibP2P().NewStream(ctx, sender.host.ID(), p5RawProtocol)
	if err != nil {
		return 0, fmt.Errorf("p5: libp2p stream: %w", err)
	}
	defer s.Close()
	n, err := io.Copy(io.Discard, s)
	took := time.Since(start)
	if err != nil {
		return 0, fmt.Errorf("p5: libp2p copy: %w", err)
	}
	if n != int64(len(data)) {
		return 0, fmt.Errorf("p5: libp2p copied %d bytes, want %d", n, len(data))
	}
	return took, nil
}

// p5TCP copies data over one loopback TCP connection and times it from the
// connected socket to the receiver's EOF.
func p5TCP(ctx context.Context, data []byte) (time.Duration, error) {
	var lc net.ListenConfig
	ln, err := lc.Listen(ctx, "tcp", "127.0.0.1:0")
	if err != nil {
		return 0, err
	}
	defer ln.Close()
	var (
		wg   sync.WaitGroup
		werr error
	)
	wg.Add(1)
	go func() {
		defer wg.Done()
		conn, err := ln.Accept()
		if err != nil {
			werr = err
			return
		}
		defer conn.Close()
		_, werr = conn.Write(data)
	}()
	var d net.Dialer
	conn, err := d.DialContext(ctx, "tcp", ln.Addr().String())
	if err != nil {
		return 0, err
	}
	defer conn.Close()
	start := time.Now()
	n, err := io.Copy(io.Discard, conn)
	took := time.Since(start)
	wg.Wait()
	if err == nil {
		err = werr
	}
	if err != nil {
		return 0, fmt.Errorf("p5: tcp copy: %w", err)
	}
	if n != int64(len(data)) {
		return 0, fmt.Errorf("p5: tcp copied %d bytes, want %d", n, len(data))
	}
	return took, nil
}
