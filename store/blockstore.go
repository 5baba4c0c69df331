package store

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"sync/atomic"

	badger "github.com/dgraph-io/badger/v4"
	boxobs "github.com/ipfs/boxo/blockstore"
	blocks "github.com/ipfs/go-block-format"
	"github.com/ipfs/go-cid"
	ipld "github.com/ipfs/go-ipld-format"
	"github.com/multiformats/go-multihash"
)

// ErrBlockTooLarge is returned by Put and PutMany for a block an in-memory
// DB cannot hold: badger keeps in-memory values below 1 MiB, and has no value
// log to spill larger ones to. On-disk DBs take blocks up to the bitswap
// maximum (2 MiB); Tensora's importer makes 256 KiB blocks.
var ErrBlockTooLarge = errors.New("store: block too large for an in-memory DB")

// inMemoryMaxBlock is badger's in-memory value limit (its maxValueThreshold).
const inMemoryMaxBlock = 1 << 20

// keysPerScan bounds how many keys AllKeysChan reads per read transaction, so
// a slow consumer never holds a badger transaction open.
const keysPerScan = 1024

// Blockstore is a boxo blockstore.Blockstore kept in the node's DB under
// PrefixBlocks. Blocks are keyed by multihash, as boxo's own blockstore does,
// so a CIDv0 and a CIDv1 of the same bytes share one entry; Get returns a
// block carrying the CID it was asked for. Identity CIDs are answered from the
// CID itself and never stored. It is safe for concurrent use.
type Blockstore struct {
	db         *DB
	hashOnRead atomic.Bool
}

var (
	_ boxobs.Blockstore = (*Blockstore)(nil)
	_ boxobs.Viewer     = (*Blockstore)(nil)
)

// NewBlockstore returns the blockstore of db.
func NewBlockstore(db *DB) *Blockstore { return &Blockstore{db: db} }

// HashOnRead makes Get and View re-hash every block read from disk and fail
// with boxo's blockstore.ErrHashMismatch when it does not match its CID (disk
// corruption). Off by default: bitswap already verifies blocks on arrival.
func (bs *Blockstore) HashOnRead(enabled bool) { bs.hashOnRead.Store(enabled) }

func blockKey(mh multihash.Multihash) []byte {
	k := make([]byte, 0, len(PrefixBlocks)+len(mh))
	return append(append(k, PrefixBlocks...), mh...)
}

func (bs *Blockstore) check(ctx context.Context) error {
	if bs.db.closed.Load() {
		return ErrClosed
	}
	return ctx.Err()
}

// identity returns the data of an identity CID, whose digest is the block.
func identity(c cid.Cid) ([]byte, bool) {
	if !c.Defined() || c.Prefix().MhType != multihash.IDENTITY {
		return nil, false
	}
	dmh, err := multihash.Decode(c.Hash())
	if err != nil {
		return nil, false
	}
	return dmh.Digest, true
}

func notFound(c cid.Cid) error { return ipld.ErrNotFound{Cid: c} }

// Has reports whether the block is stored.
func (bs *Blockstore) Has(ctx context.Context, c cid.Cid) (bool, error) {
	if err := bs.check(ctx); err != nil {
		return false, err
	}
	if !c.Defined() {
		return false, nil
	}
	if _, ok := identity(c); ok {
		return true, nil
	}
	err := bs.db.bdb.View(func(txn *badger.Txn) error {
		_, err := txn.Get(blockKey(c.Hash()))
		return err
	})
	switch {
	case err == nil:
		return true, nil
	case errors.Is(err, badger.ErrKeyNotFound):
		return false, nil
	default:
		return false, fmt.Errorf("store: has block %s: %w", c, closedErr(err))
	}
}

// View calls fn with the block's bytes without copying them; fn must not keep
// or modify the slice. A missing block gives ipld.ErrNotFound.
func (bs *Blockstore) View(ctx context.Context, c cid.Cid, fn func([]byte) error) error {
	if err := bs.check(ctx); err != nil {
		return err
	}
	if !c.Defined() {
		return notFound(c)
	}
	if data, ok := identity(c); ok {
		return fn(data)
	}
	var fnErr error
	err := bs.db.bdb.View(func(txn *badger.Txn) error {
		item, err := txn.Get(blockKey(c.Hash()))
		if err != nil {
			return err
		}
		return item.Value(func(v []byte) error {
			if err := bs.verify(c, v); err != nil {
				return err
			}
			fnErr = fn(v)
			return nil
		})
	})
	switch {
	case errors.Is(err, badger.ErrKeyNotFound):
		return notFound(c)
	case errors.Is(err, boxobs.ErrHashMismatch):
		return fmt.Errorf("store: block %s: %w", c, err)
	case err != nil:
		return fmt.Errorf("store: view block %s: %w", c, closedErr(err))
	}
	return fnErr
}

func (bs *Blockstore) verify(c cid.Cid, data []byte) error {
	if !bs.hashOnRead.Load() {
		return nil
	}
	got, err := c.Prefix().Sum(data)
	if err != nil {
		return fmt.Errorf("store: rehash block %s: %w", c, err)
	}
	if !bytes.Equal(got.Hash(), c.Hash()) {
		return boxobs.ErrHashMismatch
	}
	return nil
}

// Get returns the block, carrying c as its CID, or ipld.ErrNotFound.
func (bs *Blockstore) Get(ctx context.Context, c cid.Cid) (blocks.Block, error) {
	var data []byte
	err := bs.View(ctx, c, func(v []byte) error {
		data = bytes.Clone(v)
		if data == nil {
			data = []byte{}
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return blocks.NewBlockWithCid(data, c)
}

// GetSize returns the block's size in bytes, or ipld.ErrNotFound.
func (bs *Blockstore) GetSize(ctx context.Context, c cid.Cid) (int, error) {
	if err := bs.check(ctx); err != nil {
		return -1, err
	}
	if !c.Defined() {
		return -1, notFound(c)
	}
	if data, ok := identity(c); ok {
		return len(data), nil
	}
	size := -1
	err := bs.db.bdb.View(func(txn *badger.Txn) error {
		item, err := txn.Get(blockKey(c.Hash()))
		if err != nil {
			return err
		}
		// item.ValueSize is only an estimate for values in the value log;
		// reading the value is exact and cheap (no copy).
		return item.Value(func(v []byte) error { size = len(v); return nil })
	})
	switch {
	case errors.Is(err, badger.ErrKeyNotFound):
		return -1, notFound(c)
	case err != nil:
		return -1, fmt.Errorf("store: block size %s: %w", c, closedErr(err))
	}
	return size, nil
}

func (bs *Blockstore) fits(b blocks.Block) error {
	if bs.db.inMemory && len(b.RawData()) >= inMemoryMaxBlock {
		return fmt.Errorf("%w: %s is %d bytes, the limit is %d", ErrBlockTooLarge, b.Cid(), len(b.RawData()), inMemoryMaxBlock-1)
	}
	return nil
}

// Put stores a block; storing a block already present is a no-op.
func (bs *Blockstore) Put(ctx context.Context, b blocks.Block) error {
	if err := bs.check(ctx); err != nil {
		return err
	}
	if _, ok := identity(b.Cid()); ok {
		return nil
	}
	if err := bs.fits(b); err != nil {
		return err
	}
	key := blockKey(b.Cid().Hash())
	// Look in a read-only transaction: a read-write one that read the key
	// would fail with badger.ErrConflict when another Put of the same block
	// commits first. Two racing Puts both write; the bytes are the same.
	err := bs.db.bdb.View(func(txn *badger.Txn) error {
		_, err := txn.Get(key)
		return err
	})
	switch {
	case err == nil:
		return nil
	case errors.Is(err, badger.ErrKeyNotFound):
		err = bs.db.bdb.Update(func(txn *badger.Txn) error { return txn.Set(key, b.RawData()) })
	}
	if err != nil {
		return fmt.Errorf("store: put block %s: %w", b.Cid(), closedErr(err))
	}
	return nil
}

// PutMany stores blocks in one badger WriteBatch, skipping those already
// present. The batch is split into as many commits as badger needs, so a
// failure can leave some of the blocks stored (each one whole).
func (bs *Blockstore) PutMany(ctx context.Context, blks []blocks.Block) error {
	if err := bs.check(ctx); err != nil {
		return err
	}
	var todo []blocks.Block
	err := bs.db.bdb.View(func(txn *badger.Txn) error {
		for _, b := range blks {
			if _, ok := identity(b.Cid()); ok {
				continue
			}
			_, err := txn.Get(blockKey(b.Cid().Hash()))
			switch {
			case errors.Is(err, badger.ErrKeyNotFound):
				todo = append(todo, b)
			case err != nil:
				return err
			}
		}
		return nil
	})
	if err != nil {
		return fmt.Errorf("store: put %d blocks: %w", len(blks), closedErr(err))
	}
	for _, b := range todo {
		if err := bs.fits(b); err != nil {
			return err
		}
	}
	if len(todo) == 0 {
		return nil
	}
	wb := bs.db.bdb.NewWriteBatch()
	defer wb.Cancel()
	for _, b := range todo {
		if err := ctx.Err(); err != nil {
			return err
		}
		if err := wb.Set(blockKey(b.Cid().Hash()), b.RawData()); err != nil {
			return fmt.Errorf("store: put block %s: %w", b.Cid(), closedErr(err))
		}
	}
	if err := wb.Flush(); err != nil {
		return fmt.Errorf("store: put %d blocks: %w", len(todo), closedErr(err))
	}
	return nil
}

// DeleteBlock removes a block; deleting a missing block is not an error.
// Every CID of the same multihash loses the block.
func (bs *Blockstore) DeleteBlock(ctx context.Context, c cid.Cid) error {
	if err := bs.check(ctx); err != nil {
		return err
	}
	if !c.Defined() {
		return nil
	}
	if _, ok := identity(c); ok {
		return nil
	}
	err := bs.db.bdb.Update(func(txn *badger.Txn) error { return txn.Delete(blockKey(c.Hash())) })
	if err != nil {
		return fmt.Errorf("store: delete block %s: %w", c, closedErr(err))
	}
	return nil
}

// AllKeysChan streams the CID of every stored block. Only multihashes are
// stored, so the CIDs are CIDv1 with the raw codec, whatever CID the block
// was put with. The channel is closed after the last key, when ctx is
// cancelled, or on a read error (logged: the channel carries no errors).
func (bs *Blockstore) AllKeysChan(ctx context.Context) (<-chan cid.Cid, error) {
	if err := bs.check(ctx); err != nil {
		return nil, err
	}
	out := make(chan cid.Cid, 64)
	go func() {
		defer close(out)
		prefix := []byte(PrefixBlocks)
		start := prefix
		for {
			batch, next, err := bs.scanKeys(prefix, start)
			if err != nil {
				if ctx.Err() == nil {
					bs.db.log.Warn("blockstore: listing keys stopped", "err", err)
				}
				return
			}
			for _, c := range batch {
				if ctx.Err() != nil {
					return
				}
				select {
				case out <- c:
				case <-ctx.Done():
					return
				}
			}
			if next == nil {
				return
			}
			start = next
		}
	}()
	return out, nil
}

// scanKeys reads up to keysPerScan CIDs from start on, in one short read
// transaction, and returns the key to resume from (nil when done).
func (bs *Blockstore) scanKeys(prefix, start []byte) (batch []cid.Cid, next []byte, err error) {
	if bs.db.closed.Load() {
		return nil, nil, ErrClosed
	}
	err = bs.db.bdb.View(func(txn *badger.Txn) error {
		it := txn.NewIterator(badger.IteratorOptions{Prefix: prefix, PrefetchValues: false})
		defer it.Close()
		for it.Seek(start); it.ValidForPrefix(prefix); it.Next() {
			k := it.Item().Key()
			if len(batch) == keysPerScan {
				next = bytes.Clone(k)
				return nil
			}
			_, mh, err := multihash.MHFromBytes(k[len(prefix):])
			if err != nil {
				bs.db.log.Warn("blockstore: skipping malformed key", "key", fmt.Sprintf("%x", k))
				continue
			}
			batch = append(batch, cid.NewCidV1(cid.Raw, mh))
		}
		return nil
	})
	return batch, next, closedErr(err)
}
