package staking

import (
	"context"
	"fmt"
	"log/slog"
	"math/big"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"

	"github.com/tensora/tensora/chain"
	"github.com/tensora/tensora/chain/backend"
	"github.com/tensora/tensora/chain/bindings"
)

// View is every operator's bonded stake read from the Staking contract: a
// snapshot kept in memory so that a node's topic validators (which run for
// every bid and verdict) never wait on the chain, refreshed whenever a
// Staking event appears (registration, delegation, reward, slash,
// unbonding, withdrawal, a validator-set change). It satisfies the stake
// views node and scheduler declare (Stake(common.Address) *big.Int), and
// also keeps each validator's counted stake (ValidatorStake), the weight
// its verdicts carry on chain.
type View struct {
	client  backend.Client
	addr    common.Address
	staking *bindings.Staking
	log     *slog.Logger

	mu      sync.RWMutex
	stake   map[common.Address]*big.Int
	counted map[common.Address]*big.Int // validators only
	roles   map[common.Address]Role
	next    uint64 // first block not yet scanned
}

// NewView loads the operators registered so far and their stake.
func NewView(ctx context.Context, client backend.Client, staking common.Address, log *slog.Logger) (*View, error) {
	if log == nil {
		log = slog.Default()
	}
	s := &View{client: client, addr: staking, staking: bindings.NewStaking(), log: log,
		stake: map[common.Address]*big.Int{}, counted: map[common.Address]*big.Int{}, roles: map[common.Address]Role{}}
	if err := s.Refresh(ctx); err != nil {
		return nil, err
	}
	return s, nil
}

// Stake is the operator's bonded stake as last read (nil for an address
// that is not an operator).
func (s *View) Stake(a common.Address) *big.Int {
	s.mu.RLock()
	defer s.mu.RUnlock()
	return s.stake[a]
}

// ValidatorStake is the validator's counted stake as last read: its
// bonded stake while in the active set, 0 outside it (what its verdicts
// weigh in Challenges); nil for an address that is not a validator.
func (s *View) ValidatorStake(a common.Address) *big.Int {
	s.mu.RLock()
	defer s.mu.RUnlock()
	return s.counted[a]
}

// Refresh scans Staking's events since the last scan and, if there were
// any, re-reads the stake of every operator (operators are few; a slash
// or reward moves only its operator, but delegation and unbonding requests
// name it in different topics, so re-reading all is simplest and exact).
func (s *View) Refresh(ctx context.Context) error {
	head, err := s.client.BlockNumber(ctx)
	if err != nil {
		return fmt.Errorf("stake view: head: %w", err)
	}
	s.mu.RLock()
	from := s.next
	s.mu.RUnlock()
	if from > head {
		return nil
	}
	logs, err := s.client.FilterLogs(ctx, ethereum.FilterQuery{
		FromBlock: new(big.Int).SetUint64(from), ToBlock: new(big.Int).SetUint64(head), Addresses: []common.Address{s.addr},
	})
	if err != nil {
		return fmt.Errorf("stake view: staking events: %w", err)
	}
	ops := map[common.Address]Role{}
	s.mu.RLock()
	for a, r := range s.roles {
		ops[a] = r
	}
	s.mu.RUnlock()
	for i := range logs {
		if ev, err := s.staking.UnpackOperatorRegisteredEvent(&logs[i]); err == nil {
			ops[ev.Operator] = Role(ev.Role)
		}
	}
	fresh := make(map[common.Address]*big.Int, len(ops))
	counted := map[common.Address]*big.Int{}
	if len(logs) > 0 {
		for a, r := range ops {
			v, err := viewCall(ctx, s, s.staking.PackStakeOf(a), s.staking.UnpackStakeOf)
			if err != nil {
				return fmt.Errorf("stake view: stake of %s: %w", a.Hex(), err)
			}
			fresh[a] = v
			if r != Validator {
				continue
			}
			if counted[a], err = viewCall(ctx, s, s.staking.PackValidatorStake(a), s.staking.UnpackValidatorStake); err != nil {
				return fmt.Errorf("stake view: counted stake of %s: %w", a.Hex(), err)
			}
		}
	}
	s.mu.Lock()
	if len(logs) > 0 {
		s.stake, s.counted, s.roles = fresh, counted, ops
	}
	s.next = head + 1
	s.mu.Unlock()
	return nil
}

// viewCall runs a view call on Staking and unpacks its result.
func viewCall[T any](ctx context.Context, s *View, data []byte, unpack func([]byte) (T, error)) (T, error) {
	var zero T
	out, err := chain.Call(ctx, s.client, s.addr, data)
	if err != nil {
		return zero, err
	}
	return unpack(out)
}

// Run refreshes the view every interval until ctx ends; failures (the
// chain unreachable) keep the last snapshot and are retried.
func (s *View) Run(ctx context.Context, interval time.Duration) {
	t := time.NewTicker(interval)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
			if err := s.Refresh(ctx); err != nil && ctx.Err() == nil {
				s.log.Debug("stake view not refreshed", "err", err)
			}
		}
	}
}
