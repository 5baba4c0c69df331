// Package store is a node's persistence: one badger database per node, shared
// by every store through a key prefix of its own.
//
//	db, err := store.Open(filepath.Join(dataDir, "db"))      // "" → in memory
//	rep, err := store.NewReputation(db, store.ReputationParams{Prior: 0.5, HalfLife: 24 * time.Hour})
//	rep.Record(ctx, miner, store.Event{Kind: store.Success})
//	w := rep.Reputation(miner)                                  // cheap: cached
//
// # Footprint
//
// Tests run many nodes in one process, so Open sizes badger small: 8 MiB
// memtables (two of them), a 4 MiB block cache, a 2 MiB index cache, 16 MiB
// value-log files, two compactors, metrics off. On disk, values over 64 KiB
// (content blocks) go to the value log, not the LSM tree, so flushes and
// compactions never copy them (DefaultValueThreshold). Writes are not fsynced by
// default; records of money owed go through a Durable bucket (each write
// synced before it returns; the node's settlement ledger) so that a power
// cut loses none of them. Badger's own logging goes to
// slog: its info chatter at Debug, warnings at Warn, errors at Error.
//
// # Key prefixes
//
// Every key starts with the prefix of the store that owns it; DB.Prefixed
// returns that store's Bucket, whose keys exclude the prefix. A Txn can move
// to another Bucket (Txn.In) so one commit spans stores.
//
//	rep/   PrefixReputation  reputation ledger: rep/<20-byte address> → evidence
//	q/     PrefixQueue       a miner's durable job queue (package node/queue)
//	led/   PrefixLedger      a miner's settlement queue: batches and the fee claims in them (package settle)
//	blk/   PrefixBlocks      content blocks: blk/<multihash> → block bytes
//	pin/   PrefixPins        content roots added or fetched: pin/<CID> → JSON
//	meta/  PrefixMeta        node-local state: the client's last job nonce, the models a miner caches
//	cj/    PrefixClientJobs  a client's job records (timeline, result); its nonce is under meta/
//	val/   PrefixValidation  a validator's records of the results it saw
//	swap/  PrefixSwaps       cross-chain swap records (swap); durable
//
// # Reputation
//
// Reputation is local: each node scores peers from what it saw itself. For a
// peer it keeps good and bad evidence, both decaying exponentially toward
// nothing with ReputationParams.HalfLife (default 24h), so the score drifts
// back to the prior when a peer goes quiet:
//
//	decay(Δt) = 2^(−Δt / HalfLife)
//	score     = (good + Prior·k) / (good + bad + k)      k = PriorWeight (default 2)
//
// evaluated at the ledger's clock (WithClock). A peer with no evidence scores
// Prior (default 0.5); the score is always in [0,1]. One event adds its kind's
// evidence times Event.Weight (0 means 1):
//
//	Success            good +1   job delivered
//	Failure            bad  +1   error or unusable output
//	Timeout            bad  +1   assigned job not delivered in time
//	VerdictAgree       good +2   a validator re-executed and matched (independent check)
//	VerdictDisagree    bad  +4   a validator re-executed and did not match
//	Challenged         bad  +10  a challenge against the result was upheld (proven wrong)
//	ChallengeRejected  good +1   a challenge against the result was rejected
//
// An event older than the peer's last one is decayed by its age before it is
// added, so order of arrival does not matter; an event dated in the future is
// taken as now. Evidence is stored as rep/<address> → 25 bytes (version 1,
// good, bad as float64 bits, time as Unix nanoseconds), loaded into memory by
// NewReputation, and written through by Record before the cache changes.
//
// # Blocks
//
// One badger DB per node holds every store under its key prefix, content
// blocks included: NewBlockstore gives boxo a blockstore.Blockstore over
// blk/<multihash> → block bytes. Keying by multihash (as boxo does) lets a
// CIDv0 and a CIDv1 of the same bytes share one entry; Get hands back a block
// carrying the CID it was asked for, AllKeysChan lists raw-codec CIDv1s.
// Missing blocks give ipld.ErrNotFound, so ipld.IsNotFound works. An
// in-memory DB holds blocks below 1 MiB only (ErrBlockTooLarge; badger has no
// value log there); on disk any bitswap block (≤ 2 MiB) fits. The content
// package keeps its list of pinned roots beside the blocks under pin/
// (PrefixPins).
package store
