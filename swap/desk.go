package swap

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"sort"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
)

// DeskConfig configures a Desk.
type DeskConfig struct {
	Store     *Store
	Pay       Ledger // the payment chain, signed by the desk
	Tora      Ledger // Tensora's chain, signed by the same key
	PayNet    Network
	ToraNet   Network
	Escrow    common.Address // JobEscrow on Tensora's chain
	ToraToken common.Address
	// Quotes returns the desk's live quotes by id; a payment lock whose ref
	// is not among them is rejected.
	Quotes func() map[[32]byte]Quote
	// StartBlock is the first payment-chain block scanned when no cursor
	// was persisted yet.
	StartBlock uint64
	Tick       time.Duration // default DefaultTick
	// StepsPerTick bounds how many steps one swap takes in one tick
	// (default 8); tests set 1 to stop between every two steps.
	StepsPerTick int
	Now          func() time.Time // default time.Now
	Logger       *slog.Logger     // default slog.Default()
	OnStep       func(DeskSwap)
}

func (c *DeskConfig) validate() error {
	switch {
	case c.Store == nil || c.Pay == nil || c.Tora == nil || c.Quotes == nil:
		return errors.New("swap: desk needs a store, both ledgers and its quotes")
	case c.Pay.ChainID() != c.PayNet.ChainID:
		return fmt.Errorf("swap: payment ledger on chain %d, network %s is %d", c.Pay.ChainID(), c.PayNet.Name, c.PayNet.ChainID)
	case c.Tora.ChainID() != c.ToraNet.ChainID:
		return fmt.Errorf("swap: Tensora ledger on chain %d, network %s is %d", c.Tora.ChainID(), c.ToraNet.Name, c.ToraNet.ChainID)
	case c.Pay.Self() != c.Tora.Self():
		return fmt.Errorf("swap: desk signs as %s on the payment chain but %s on Tensora's", c.Pay.Self(), c.Tora.Self())
	case c.Escrow == (common.Address{}):
		return errors.New("swap: no JobEscrow address")
	}
	if c.Tick <= 0 {
		c.Tick = DefaultTick
	}
	if c.StepsPerTick <= 0 {
		c.StepsPerTick = maxStepsPerTick
	}
	if c.Now == nil {
		c.Now = time.Now
	}
	if c.Logger == nil {
		c.Logger = slog.Default()
	}
	return nil
}

// Desk is a desk's swap coordinator: it finds payment locks to itself on
// the payment chain and drives each with NextDesk.
type Desk struct {
	cfg  DeskConfig
	self common.Address
	log  *slog.Logger

	mu     sync.Mutex
	logged map[common.Hash]string
}

// NewDesk builds a desk coordinator; Run drives it.
func NewDesk(cfg DeskConfig) (*Desk, error) {
	if err := cfg.validate(); err != nil {
		return nil, err
	}
	return &Desk{
		cfg:    cfg,
		self:   cfg.Pay.Self(),
		log:    cfg.Logger.With("component", "swap-desk", "desk", cfg.Pay.Self()),
		logged: make(map[common.Hash]string),
	}, nil
}

// Run scans and drives swaps each tick until ctx is done, resuming
// whatever a previous run left unfinished.
func (d *Desk) Run(ctx context.Context) error { return runTicks(ctx, d.cfg.Tick, d.log, d.Tick) }

// Tick scans the payment chain for new locks to the desk, then drives
// every unfinished swap once. Chain errors are logged and retried next
// tick; store errors are returned.
func (d *Desk) Tick(ctx context.Context) error {
	d.mu.Lock()
	defer d.mu.Unlock()
	if err := d.scan(ctx); err != nil {
		if !errors.Is(err, errChain) {
			return err
		}
		d.logOnce(common.Hash{}, "scan", err)
	} else {
		delete(d.logged, common.Hash{})
	}
	all, err := d.cfg.Store.Desks(ctx)
	if err != nil {
		return err
	}
	// Oldest payment lock first: of two locks with one hashlock, the
	// earlier one gets the counter-lock.
	sort.SliceStable(all, func(i, j int) bool { return all[i].PayLock.Block < all[j].PayLock.Block })
	for _, s := range all {
		if s.Step.Terminal() {
			continue
		}
		if err := d.advance(ctx, s); err != nil {
			return err
		}
	}
	return nil
}

// Get returns one swap's record.
func (d *Desk) Get(ctx context.Context, id common.Hash) (DeskSwap, error) {
	return d.cfg.Store.Desk(ctx, id)
}

// List returns every swap's record.
func (d *Desk) List(ctx context.Context) ([]DeskSwap, error) {
	return d.cfg.Store.Desks(ctx)
}

var errChain = errors.New("chain")

// scan records every lock to the desk from the cursor on, then moves the
// cursor to the first block not yet confirmed (so a reorged lock is seen
// again; known ids are skipped).
func (d *Desk) scan(ctx context.Context) error {
	from, err := d.cfg.Store.Cursor(ctx)
	if err != nil {
		return err
	}
	if from < d.cfg.StartBlock {
		from = d.cfg.StartBlock
	}
	head, _, err := d.cfg.Pay.Head(ctx)
	if err != nil {
		return fmt.Errorf("%w: payment head: %w", errChain, err)
	}
	locks, err := d.cfg.Pay.LocksTo(ctx, d.self, from)
	if err != nil {
		return fmt.Errorf("%w: payment locks from %d: %w", errChain, from, err)
	}
	now := d.cfg.Now()
	var quotes map[[32]byte]Quote
	if len(locks) > 0 {
		quotes = d.cfg.Quotes()
	}
	for _, l := range locks {
		s := NewDeskSwap(l, d.self, d.cfg.Escrow, d.cfg.ToraToken, d.cfg.PayNet, d.cfg.ToraNet, now)
		// A lock that fails the quote's terms is refused at once: cheap
		// spam (under the min, naming no quote) then costs no reads each
		// tick until its confirmations.
		var q *Quote
		if qq, ok := quotes[l.Ref]; ok {
			q = &qq
		}
		if err := CheckPaymentTerms(l, q, d.self, d.cfg.PayNet.ChainID); err != nil {
			s.Step, s.Reason = DeskRejected, err.Error()
		}
		created, err := d.cfg.Store.CreateDesk(ctx, s)
		if err != nil {
			return fmt.Errorf("swap: record payment lock %x: %w", l.ID[:4], err)
		}
		if created {
			d.log.Info("payment lock seen", "swap", s.ID, "client", l.Sender, "amount", l.Amount, "block", l.Block)
			d.notify(s)
		}
	}
	next := head + 1
	if c := d.cfg.PayNet.Confirmations; c > 0 && next > c {
		next -= c
	}
	if next > from {
		return d.cfg.Store.SetCursor(ctx, next)
	}
	return nil
}

// observe reads what NextDesk needs. A chain that fails is marked down and
// its error returned as chainErr, for logging; storeErr is fatal to the tick.
func (d *Desk) observe(ctx context.Context, s DeskSwap) (o DeskObs, chainErr, storeErr error) {
	if s.Step == DeskSeen || s.Step == DeskConfirmed {
		if q, ok := d.cfg.Quotes()[s.PayLock.Ref]; ok {
			o.Quote = &q
		}
	}
	var errs []error
	var err error
	if o.PayHead, o.PayHeadAt, err = d.cfg.Pay.Head(ctx); err == nil {
		o.PayLock, err = d.cfg.Pay.Get(ctx, s.ID)
	}
	if err != nil {
		o.PayDown = true
		errs = append(errs, fmt.Errorf("payment chain: %w", err))
	}
	if err := d.observeTora(ctx, s, &o); err != nil {
		o.ToraDown = true
		errs = append(errs, fmt.Errorf("Tensora's chain: %w", err))
	}
	return o, errors.Join(errs...), nil
}

func (d *Desk) observeTora(ctx context.Context, s DeskSwap, o *DeskObs) error {
	var err error
	if o.ToraHead, o.ToraHeadAt, err = d.cfg.Tora.Head(ctx); err != nil {
		return err
	}
	if s.CounterLockID == (common.Hash{}) {
		return nil
	}
	if o.CounterLock, err = d.cfg.Tora.Get(ctx, s.CounterLockID); err != nil {
		return err
	}
	if o.CounterLock.State == LockClaimed {
		secret, tx, ok, err := d.cfg.Tora.Secret(ctx, s.CounterLockID)
		if err != nil {
			return err
		}
		if ok {
			o.Secret, o.SecretTx = secret, tx
		}
	}
	return nil
}

// advance applies NextDesk until the swap waits or ends, persisting every
// next record before the transaction it leads to.
func (d *Desk) advance(ctx context.Context, s DeskSwap) error {
	for range d.cfg.StepsPerTick {
		obs, chainErr, err := d.observe(ctx, s)
		if err != nil {
			return fmt.Errorf("swap: read %s: %w", s.ID, err)
		}
		now := latest(d.cfg.Now(), obs.PayHeadAt, obs.ToraHeadAt)
		act := NextDesk(s, obs, now)
		next := act.Next
		moved := next.Step != s.Step
		if moved {
			next.LastError = ""
		}
		if chainErr != nil {
			next.LastError = chainErr.Error()
			d.logOnce(next.ID, next.Step.String()+"/chain unreachable", chainErr)
		}
		if moved || act.Kind == ActLock || act.Kind == ActClaim || act.Kind == ActRefund || next.LastError != s.LastError || next.Reason != s.Reason {
			next.Updated = now
			if err := d.cfg.Store.PutDesk(ctx, next); err != nil {
				return fmt.Errorf("swap: persist %s: %w", s.ID, err)
			}
		}
		if moved {
			d.log.Info("swap step", "swap", s.ID, "from", s.Step, "to", next.Step, "why", act.Reason)
			d.notify(next)
		}
		s = next
		var tx common.Hash
		switch act.Kind {
		case ActWait:
			if !moved {
				return nil
			}
			continue
		case ActDone, ActFailed:
			return nil
		case ActLock:
			tx, err = d.cfg.Tora.Lock(ctx, s.CounterParams)
		case ActClaim:
			tx, err = d.cfg.Pay.Claim(ctx, s.ID, s.Secret)
		case ActRefund:
			tx, err = d.cfg.Tora.Refund(ctx, s.CounterLockID)
		}
		if err != nil {
			s.LastError = fmt.Sprintf("%s: %v", act.Kind, err)
			d.logOnce(s.ID, s.Step.String()+"/"+act.Kind.String(), err)
			if perr := d.cfg.Store.PutDesk(ctx, s); perr != nil {
				return fmt.Errorf("swap: persist %s: %w", s.ID, perr)
			}
			return nil
		}
		switch act.Kind {
		case ActLock:
			s.CounterLockTx = tx
		case ActClaim:
			s.ClaimTx = tx
		case ActRefund:
			s.RefundTx = tx
		}
		s.SentAt, s.LastError = now, ""
		if err := d.cfg.Store.PutDesk(ctx, s); err != nil {
			return fmt.Errorf("swap: persist %s: %w", s.ID, err)
		}
		d.log.Info("swap tx sent", "swap", s.ID, "action", act.Kind, "tx", tx)
	}
	return nil
}

func (d *Desk) logOnce(id common.Hash, key string, err error) {
	if d.logged[id] == key {
		return
	}
	d.logged[id] = key
	d.log.Warn("swap: "+key+"; retrying", "swap", id, "err", err)
}

func (d *Desk) notify(s DeskSwap) {
	if d.cfg.OnStep != nil {
		d.cfg.OnStep(s)
	}
}
