package swap

import (
	"context"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/ethereum/go-ethereum/common"
	"github.com/tensora/tensora/store"
)

// Key layout inside store.PrefixSwaps:
//
//	c/<id>        a ClientSwap (JSON)
//	d/<id>        a DeskSwap (JSON)
//	u/<hashlock>  a secret a client used (keyed by its hashlock)
//	cursor        the desk's next payment-chain block to scan
var (
	keyClient = []byte("c/")
	keyDesk   = []byte("d/")
	keyUsed   = []byte("u/")
	keyCursor = []byte("cursor")
)

// Store keeps swap records durably: every write is synced to disk before it
// returns, so a record written before a transaction is sent survives kill -9.
type Store struct {
	db    *store.DB
	b     *store.Bucket
	owned bool
}

// OpenStore opens (creating) a badger database in dir for swaps alone; ""
// keeps it in memory.
func OpenStore(dir string, opts ...store.Option) (*Store, error) {
	db, err := store.Open(dir, opts...)
	if err != nil {
		return nil, fmt.Errorf("swap: open store: %w", err)
	}
	s := NewStore(db)
	s.owned = true
	return s, nil
}

// NewStore keeps swaps in a node's shared database, under
// store.PrefixSwaps. Closing the Store leaves db open.
func NewStore(db *store.DB) *Store {
	return &Store{db: db, b: db.Durable(store.PrefixSwaps)}
}

// Close closes the database if OpenStore opened it.
func (s *Store) Close() error {
	if !s.owned {
		return nil
	}
	return s.db.Close()
}

func key(prefix []byte, id [32]byte) []byte {
	return append(append([]byte(nil), prefix...), id[:]...)
}

func setJSON(tx *store.Txn, k []byte, v any) error {
	b, err := json.Marshal(v)
	if err != nil {
		return fmt.Errorf("swap: encode %s: %w", k[:1], err)
	}
	return tx.Set(k, b)
}

// CreateClient writes a new client swap and marks its secret used, in one
// commit; it fails with ErrSecretReused if the secret was used before.
func (s *Store) CreateClient(ctx context.Context, c ClientSwap) error {
	return s.b.Update(ctx, func(tx *store.Txn) error {
		uk := key(keyUsed, c.Hashlock)
		if _, err := tx.Get(uk); err == nil {
			return fmt.Errorf("%w: hashlock %x", ErrSecretReused, c.Hashlock[:4])
		} else if !errors.Is(err, store.ErrNotFound) {
			return err
		}
		if err := tx.Set(uk, c.ID[:]); err != nil {
			return err
		}
		return setJSON(tx, key(keyClient, c.ID), c)
	})
}

// PutClient writes a client swap's record.
func (s *Store) PutClient(ctx context.Context, c ClientSwap) error {
	return s.b.Update(ctx, func(tx *store.Txn) error { return setJSON(tx, key(keyClient, c.ID), c) })
}

// SecretUsed reports whether a client swap used the secret with this
// hashlock.
func (s *Store) SecretUsed(ctx context.Context, hashlock [32]byte) (bool, error) {
	_, err := s.b.Get(ctx, key(keyUsed, hashlock))
	if errors.Is(err, store.ErrNotFound) {
		return false, nil
	}
	return err == nil, err
}

// Client reads one client swap.
func (s *Store) Client(ctx context.Context, id common.Hash) (ClientSwap, error) {
	var c ClientSwap
	b, err := s.b.Get(ctx, key(keyClient, id))
	if errors.Is(err, store.ErrNotFound) {
		return c, fmt.Errorf("%w: client swap %s", ErrNotFound, id)
	}
	if err != nil {
		return c, err
	}
	if err := json.Unmarshal(b, &c); err != nil {
		return c, fmt.Errorf("swap: decode client swap %s: %w", id, err)
	}
	return c, nil
}

// Clients lists every client swap, in id order.
func (s *Store) Clients(ctx context.Context) ([]ClientSwap, error) {
	var out []ClientSwap
	err := s.b.View(ctx, func(tx *store.Txn) error {
		return tx.ForEachPrefix(keyClient, func(k, v []byte) error {
			var c ClientSwap
			if err := json.Unmarshal(v, &c); err != nil {
				return fmt.Errorf("swap: decode client swap %x: %w", k, err)
			}
			out = append(out, c)
			return nil
		})
	})
	return out, err
}

// CreateDesk writes a desk swap first seen, unless one with its id exists
// (created false).
func (s *Store) CreateDesk(ctx context.Context, d DeskSwap) (created bool, err error) {
	err = s.b.Update(ctx, func(tx *store.Txn) error {
		k := key(keyDesk, d.ID)
		if _, err := tx.Get(k); err == nil {
			return nil
		} else if !errors.Is(err, store.ErrNotFound) {
			return err
		}
		created = true
		return setJSON(tx, k, d)
	})
	return created, err
}

// PutDesk writes a desk swap's record.
func (s *Store) PutDesk(ctx context.Context, d DeskSwap) error {
	return s.b.Update(ctx, func(tx *store.Txn) error {
		return setJSON(tx, key(keyDesk, d.ID), d)
	})
}

// Desk reads one desk swap.
func (s *Store) Desk(ctx context.Context, id common.Hash) (DeskSwap, error) {
	var d DeskSwap
	b, err := s.b.Get(ctx, key(keyDesk, id))
	if errors.Is(err, store.ErrNotFound) {
		return d, fmt.Errorf("%w: desk swap %s", ErrNotFound, id)
	}
	if err != nil {
		return d, err
	}
	if err := json.Unmarshal(b, &d); err != nil {
		return d, fmt.Errorf("swap: decode desk swap %s: %w", id, err)
	}
	return d, nil
}

// Desks lists every desk swap, in id order.
func (s *Store) Desks(ctx context.Context) ([]DeskSwap, error) {
	var out []DeskSwap
	err := s.b.View(ctx, func(tx *store.Txn) error {
		return tx.ForEachPrefix(keyDesk, func(k, v []byte) error {
			var d DeskSwap
			if err := json.Unmarshal(v, &d); err != nil {
				return fmt.Errorf("swap: decode desk swap %x: %w", k, err)
			}
			out = append(out, d)
			return nil
		})
	})
	return out, err
}

// Cursor is the desk's next payment-chain block to scan (0 if never set).
func (s *Store) Cursor(ctx context.Context) (uint64, error) {
	b, err := s.b.Get(ctx, keyCursor)
	if errors.Is(err, store.ErrNotFound) {
		return 0, nil
	}
	if err != nil {
		return 0, err
	}
	if len(b) != 8 {
		return 0, fmt.Errorf("swap: cursor of %d bytes", len(b))
	}
	return binary.BigEndian.Uint64(b), nil
}

// SetCursor records the desk's next block to scan.
func (s *Store) SetCursor(ctx context.Context, block uint64) error {
	return s.b.Set(ctx, keyCursor, binary.BigEndian.AppendUint64(nil, block))
}
