package store

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"strings"
	"sync"
	"sync/atomic"

	badger "github.com/dgraph-io/badger/v4"
)

// Sentinel errors callers branch on.
var (
	// ErrNotFound is returned when a key does not exist.
	ErrNotFound = errors.New("store: not found")
	// ErrClosed is returned by every operation on a closed DB.
	ErrClosed = errors.New("store: closed")
	// ErrBadPrefix is returned for a namespace prefix that is empty or does
	// not end in '/'.
	ErrBadPrefix = errors.New("store: prefix must be non-empty and end in '/'")
)

// Defaults sized for many nodes in one process; see doc.go.
const (
	DefaultMemTableSize     int64 = 8 << 20
	DefaultBlockCacheSize   int64 = 4 << 20
	DefaultIndexCacheSize   int64 = 2 << 20
	DefaultValueLogFileSize int64 = 16 << 20
	DefaultNumCompactors          = 2
	DefaultNumMemtables           = 2
	// DefaultValueThreshold: on disk, values larger than this (content
	// blocks: 256 KiB leaves) go to badger's value log, one append,
	// instead of the LSM tree, where every flush and compaction copies
	// them again (badger v4 keeps values up to 1 MiB in the tree: 256 MiB
	// of blocks stored at 80 MB/s, 285 MB/s with this). An in-memory DB
	// has no value log. Blocks are never rewritten, so the value log needs
	// no garbage collection for them.
	DefaultValueThreshold int64 = 64 << 10
)

type config struct {
	inMemory       bool
	syncWrites     bool
	logger         *slog.Logger
	memTableSize   int64
	blockCacheSize int64
}

func (c *config) validate() error {
	if c.memTableSize < 1<<20 {
		return fmt.Errorf("store: memtable size %d below 1 MiB", c.memTableSize)
	}
	if c.blockCacheSize <= 0 {
		// badger panics at Open when compression is on and there is no cache.
		return fmt.Errorf("store: block cache size must be positive, got %d", c.blockCacheSize)
	}
	return nil
}

// Option configures Open.
type Option func(*config) error

// InMemory keeps everything in memory (nothing survives Close). Open with an
// empty dir implies it.
func InMemory() Option {
	return func(c *config) error { c.inMemory = true; return nil }
}

// WithSyncWrites makes every committed write fsync before returning. Needed
// for records of money owed (M27: kill -9 loses nothing); off by default
// because reputation and cache data can tolerate losing the last instants.
func WithSyncWrites(on bool) Option {
	return func(c *config) error { c.syncWrites = on; return nil }
}

// WithLogger sets the logger badger's messages are routed to. Badger's info
// chatter goes to Debug, warnings to Warn, errors to Error.
func WithLogger(l *slog.Logger) Option {
	return func(c *config) error {
		if l == nil {
			return errors.New("store: nil logger")
		}
		c.logger = l
		return nil
	}
}

// WithMemTableSize overrides DefaultMemTableSize (bytes).
func WithMemTableSize(n int64) Option {
	return func(c *config) error { c.memTableSize = n; return nil }
}

// WithBlockCacheSize overrides DefaultBlockCacheSize (bytes).
func WithBlockCacheSize(n int64) Option {
	return func(c *config) error { c.blockCacheSize = n; return nil }
}

// DB is a node's single badger database. Stores share it through Prefixed
// namespaces. It is safe for concurrent use.
type DB struct {
	bdb      *badger.DB
	log      *slog.Logger
	inMemory bool

	closed    atomic.Bool
	syncs     atomic.Int64
	closeOnce sync.Once
	closeErr  error
}

// Open opens (creating if needed) the badger database in dir. An empty dir,
// or the InMemory option, gives an in-memory database for tests.
func Open(dir string, opts ...Option) (db *DB, err error) {
	c := config{
		memTableSize:   DefaultMemTableSize,
		blockCacheSize: DefaultBlockCacheSize,
	}
	for _, o := range opts {
		if err := o(&c); err != nil {
			return nil, err
		}
	}
	if c.logger == nil {
		c.logger = slog.Default()
	}
	if dir == "" {
		c.inMemory = true
	}
	if err := c.validate(); err != nil {
		return nil, err
	}

	bo := badger.DefaultOptions(dir)
	if c.inMemory {
		bo = badger.DefaultOptions("").WithInMemory(true)
	}
	bo = bo.
		WithLogger(badgerLogger{l: c.logger.With("component", "badger")}).
		WithSyncWrites(c.syncWrites).
		WithMemTableSize(c.memTableSize).
		WithNumMemtables(DefaultNumMemtables).
		WithNumLevelZeroTables(DefaultNumMemtables).
		WithNumLevelZeroTablesStall(4 * DefaultNumMemtables).
		WithBlockCacheSize(c.blockCacheSize).
		WithIndexCacheSize(DefaultIndexCacheSize).
		WithNumCompactors(DefaultNumCompactors).
		WithValueLogFileSize(DefaultValueLogFileSize).
		WithBaseTableSize(c.memTableSize / 4).
		WithNumGoroutines(2).
		WithMetricsEnabled(false)
	if !c.inMemory {
		bo = bo.WithValueThreshold(DefaultValueThreshold)
	}

	// badger panics on some invalid option combinations; surface those as
	// errors rather than taking the node down.
	defer func() {
		if r := recover(); r != nil {
			db, err = nil, fmt.Errorf("store: open %q: badger panicked: %v", dir, r)
		}
	}()
	bdb, err := badger.Open(bo)
	if err != nil {
		return nil, fmt.Errorf("store: open %q: %w", dir, err)
	}
	return &DB{bdb: bdb, log: c.logger, inMemory: c.inMemory}, nil
}

// Close closes the database. It is idempotent; later calls return the first
// call's result.
func (db *DB) Close() error {
	db.closeOnce.Do(func() {
		db.closed.Store(true)
		if err := db.bdb.Close(); err != nil {
			db.closeErr = fmt.Errorf("store: close: %w", err)
		}
	})
	return db.closeErr
}

// InMemory reports whether the database keeps nothing on disk.
func (db *DB) InMemory() bool { return db.inMemory }

// Sync flushes written data to disk, for callers that did not open with
// WithSyncWrites but need one write to be durable now.
func (db *DB) Sync() error {
	if db.closed.Load() {
		return ErrClosed
	}
	if db.inMemory {
		return nil
	}
	if err := db.bdb.Sync(); err != nil {
		return fmt.Errorf("store: sync: %w", err)
	}
	db.syncs.Add(1)
	return nil
}

// Badger exposes the underlying handle for stores that need badger features
// the Bucket API does not cover (streams, sequences). Keys written through it
// must still carry a prefix documented in doc.go.
func (db *DB) Badger() *badger.DB { return db.bdb }

// Prefixed returns the namespace of keys starting with prefix, which must be
// non-empty and end in '/' (use the Prefix constants). An invalid prefix
// yields a Bucket whose every operation returns ErrBadPrefix.
func (db *DB) Prefixed(prefix string) *Bucket {
	b := &Bucket{db: db, prefix: []byte(prefix)}
	if prefix == "" || !strings.HasSuffix(prefix, "/") {
		b.err = fmt.Errorf("%w: %q", ErrBadPrefix, prefix)
	}
	return b
}

// Durable is Prefixed for records of money (a miner's settlement ledger):
// every write through the bucket is synced to disk before it returns, so
// a power cut right after loses none of it, while the rest of the database
// keeps badger's cheaper asynchronous writes.
func (db *DB) Durable(prefix string) *Bucket {
	b := db.Prefixed(prefix)
	b.durable = true
	return b
}

// Syncs is how many times the database was synced to disk (Sync and the
// writes of Durable buckets); a store metric.
func (db *DB) Syncs() int64 { return db.syncs.Load() }

// Bucket is one store's namespace within a DB: keys passed to and returned by
// its methods exclude the prefix.
type Bucket struct {
	db      *DB
	prefix  []byte
	err     error
	durable bool
}

// Prefix returns the bucket's prefix.
func (b *Bucket) Prefix() string { return string(b.prefix) }

func (b *Bucket) check(ctx context.Context) error {
	if b.err != nil {
		return b.err
	}
	if b.db.closed.Load() {
		return ErrClosed
	}
	return ctx.Err()
}

// Update runs fn in a read-write transaction committed when fn returns nil.
// Conflicting concurrent transactions fail with badger.ErrConflict.
func (b *Bucket) Update(ctx context.Context, fn func(tx *Txn) error) error {
	if err := b.check(ctx); err != nil {
		return err
	}
	err := closedErr(b.db.bdb.Update(func(t *badger.Txn) error {
		return fn(&Txn{txn: t, prefix: b.prefix, ctx: ctx})
	}))
	if err != nil || !b.durable {
		return err
	}
	return b.db.Sync()
}

// View runs fn in a read-only transaction.
func (b *Bucket) View(ctx context.Context, fn func(tx *Txn) error) error {
	if err := b.check(ctx); err != nil {
		return err
	}
	return closedErr(b.db.bdb.View(func(t *badger.Txn) error {
		return fn(&Txn{txn: t, prefix: b.prefix, ctx: ctx})
	}))
}

// closedErr maps badger's closed error, seen when Close races an operation,
// onto ours.
func closedErr(err error) error {
	if errors.Is(err, badger.ErrDBClosed) {
		return ErrClosed
	}
	return err
}

// Get returns a copy of the value stored under key, or ErrNotFound.
func (b *Bucket) Get(ctx context.Context, key []byte) (val []byte, err error) {
	err = b.View(ctx, func(tx *Txn) error {
		val, err = tx.Get(key)
		return err
	})
	return val, err
}

// Set stores val under key.
func (b *Bucket) Set(ctx context.Context, key, val []byte) error {
	return b.Update(ctx, func(tx *Txn) error { return tx.Set(key, val) })
}

// Delete removes key; deleting a missing key is not an error.
func (b *Bucket) Delete(ctx context.Context, key []byte) error {
	return b.Update(ctx, func(tx *Txn) error { return tx.Delete(key) })
}

// ForEach calls fn for every key in the bucket in key order. See Txn.ForEach.
func (b *Bucket) ForEach(ctx context.Context, fn func(key, val []byte) error) error {
	return b.View(ctx, func(tx *Txn) error { return tx.ForEach(fn) })
}

// Txn is a transaction seen through one bucket's namespace.
type Txn struct {
	txn    *badger.Txn
	prefix []byte
	ctx    context.Context
}

// In returns the same transaction seen through another bucket, so one commit
// can span stores (e.g. dequeue a job and record the money it owes).
func (tx *Txn) In(b *Bucket) (*Txn, error) {
	if b.err != nil {
		return nil, b.err
	}
	return &Txn{txn: tx.txn, prefix: b.prefix, ctx: tx.ctx}, nil
}

func (tx *Txn) key(k []byte) []byte {
	full := make([]byte, 0, len(tx.prefix)+len(k))
	return append(append(full, tx.prefix...), k...)
}

// Get returns a copy of the value under key, or ErrNotFound.
func (tx *Txn) Get(key []byte) ([]byte, error) {
	item, err := tx.txn.Get(tx.key(key))
	if errors.Is(err, badger.ErrKeyNotFound) {
		return nil, ErrNotFound
	}
	if err != nil {
		return nil, fmt.Errorf("store: get %s%x: %w", tx.prefix, key, err)
	}
	return item.ValueCopy(nil)
}

// Set stores val under key.
func (tx *Txn) Set(key, val []byte) error {
	if err := tx.txn.Set(tx.key(key), val); err != nil {
		return fmt.Errorf("store: set %s%x: %w", tx.prefix, key, err)
	}
	return nil
}

// Delete removes key.
func (tx *Txn) Delete(key []byte) error {
	if err := tx.txn.Delete(tx.key(key)); err != nil {
		return fmt.Errorf("store: delete %s%x: %w", tx.prefix, key, err)
	}
	return nil
}

// ForEach calls fn for every key in the namespace in key order, with the
// prefix stripped. key and val are only valid during the call; copy them to
// keep them. An error from fn stops the walk and is returned, as is the
// context's error if it is cancelled mid-walk.
func (tx *Txn) ForEach(fn func(key, val []byte) error) error {
	return tx.ForEachPrefix(nil, fn)
}

// ForEachPrefix is ForEach over the keys of the namespace that start with
// p only: a scan that visits one kind of record need not walk the others.
// Keys passed to fn still include p.
func (tx *Txn) ForEachPrefix(p []byte, fn func(key, val []byte) error) error {
	full := tx.key(p)
	it := tx.txn.NewIterator(badger.IteratorOptions{Prefix: full, PrefetchValues: false})
	defer it.Close()
	for it.Seek(full); it.ValidForPrefix(full); it.Next() {
		if err := tx.ctx.Err(); err != nil {
			return err
		}
		item := it.Item()
		err := item.Value(func(v []byte) error {
			return fn(item.Key()[len(tx.prefix):], v)
		})
		if err != nil {
			return err
		}
	}
	return nil
}

// badgerLogger routes badger's logging to slog, demoting its info chatter.
type badgerLogger struct{ l *slog.Logger }

func (b badgerLogger) logf(level slog.Level, format string, args ...any) {
	ctx := context.Background()
	if !b.l.Enabled(ctx, level) {
		return
	}
	b.l.Log(ctx, level, strings.TrimRight(fmt.Sprintf(format, args...), "\n"))
}

func (b badgerLogger) Errorf(f string, a ...any)   { b.logf(slog.LevelError, f, a...) }
func (b badgerLogger) Warningf(f string, a ...any) { b.logf(slog.LevelWarn, f, a...) }
func (b badgerLogger) Infof(f string, a ...any)    { b.logf(slog.LevelDebug, f, a...) }
func (b badgerLogger) Debugf(f string, a ...any)   { b.logf(slog.LevelDebug, f, a...) }
