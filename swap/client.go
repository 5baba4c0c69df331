package swap

import (
	"context"
	"crypto/rand"
	"errors"
	"fmt"
	"log/slog"
	"math/big"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
)

// DefaultTick is how often Run drives unfinished swaps.
const DefaultTick = 5 * time.Second

// maxStepsPerTick bounds how many steps one swap may take in one tick.
const maxStepsPerTick = 8

// ClientConfig configures a Client.
type ClientConfig struct {
	Store     *Store
	Pay       Ledger // the payment chain, signed by the client
	Tora      Ledger // Tensora's chain, signed by the same key
	PayNet    Network
	ToraNet   Network
	Escrow    common.Address // JobEscrow on Tensora's chain
	ToraToken common.Address
	// ClaimMargin is the least time a counter-lock must have left when
	// claimed; default ToraNet.RevealMargin.
	ClaimMargin time.Duration
	Tick        time.Duration // default DefaultTick
	// StepsPerTick bounds how many steps one swap takes in one tick
	// (default 8); tests set 1 to stop between every two steps.
	StepsPerTick int
	Now          func() time.Time // default time.Now
	Logger       *slog.Logger     // default slog.Default()
	// OnStep, if set, is called after every step a swap takes (a CLI
	// prints one line per call).
	OnStep func(ClientSwap)
}

func (c *ClientConfig) validate() error {
	switch {
	case c.Store == nil || c.Pay == nil || c.Tora == nil:
		return errors.New("swap: client needs a store and both ledgers")
	case c.Pay.ChainID() != c.PayNet.ChainID:
		return fmt.Errorf("swap: payment ledger on chain %d, network %s is %d", c.Pay.ChainID(), c.PayNet.Name, c.PayNet.ChainID)
	case c.Tora.ChainID() != c.ToraNet.ChainID:
		return fmt.Errorf("swap: Tensora ledger on chain %d, network %s is %d", c.Tora.ChainID(), c.ToraNet.Name, c.ToraNet.ChainID)
	case c.Pay.Self() != c.Tora.Self():
		return fmt.Errorf("swap: client signs as %s on the payment chain but %s on Tensora's", c.Pay.Self(), c.Tora.Self())
	case c.Escrow == (common.Address{}):
		return errors.New("swap: no JobEscrow address")
	}
	if c.ClaimMargin <= 0 {
		c.ClaimMargin = c.ToraNet.RevealMargin
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

// Client is the client's swap coordinator: it starts swaps and drives each
// with NextClient until it is claimed or refunded.
type Client struct {
	cfg ClientConfig
	log *slog.Logger

	mu     sync.Mutex // one advance at a time
	logged map[common.Hash]string
}

// NewClient builds a client coordinator; Run drives its swaps.
func NewClient(cfg ClientConfig) (*Client, error) {
	if err := cfg.validate(); err != nil {
		return nil, err
	}
	return &Client{
		cfg:    cfg,
		log:    cfg.Logger.With("component", "swap-client", "client", cfg.Pay.Self()),
		logged: make(map[common.Hash]string),
	}, nil
}

// Start begins a swap of amount token base units under q: a fresh secret,
// the record written durably, then a first attempt at the payment lock
// (chain errors there are retried by Run, not returned).
func (c *Client) Start(ctx context.Context, q Quote, amount *big.Int) (common.Hash, error) {
	now := c.cfg.Now()
	if err := q.Check(now); err != nil {
		return common.Hash{}, err
	}
	// Expiries are judged by the payment chain's clock, which may run
	// ahead of ours (an embedded chain's blocks are a second apart at
	// least): the later of the two sets the payment lock's expiry.
	_, payAt, err := c.cfg.Pay.Head(ctx)
	if err != nil {
		return common.Hash{}, fmt.Errorf("swap: read the payment chain's head: %w", err)
	}
	now = latest(now, payAt)
	if q.PayChainID != c.cfg.PayNet.ChainID {
		return common.Hash{}, fmt.Errorf("%w: quote is for chain %d, our payment chain is %d", ErrBadQuote, q.PayChainID, c.cfg.PayNet.ChainID)
	}
	if amount == nil || amount.Cmp(q.Min) < 0 || amount.Cmp(q.Max) > 0 {
		return common.Hash{}, fmt.Errorf("%w: amount %s outside [%s, %s]", ErrBadQuote, amount, q.Min, q.Max)
	}
	payExp, _, err := PlanWindows(now, q, c.cfg.PayNet, c.cfg.ToraNet)
	if err != nil {
		return common.Hash{}, err
	}
	toraHead, _, err := c.cfg.Tora.Head(ctx)
	if err != nil {
		return common.Hash{}, fmt.Errorf("swap: read Tensora's head: %w", err)
	}
	var s ClientSwap
	for range 3 {
		secret := make([]byte, 32)
		if _, err := rand.Read(secret); err != nil {
			return common.Hash{}, fmt.Errorf("swap: secret: %w", err)
		}
		h := Hashlock(secret)
		p := LockParams{Receiver: q.Desk, Token: q.PayToken, Amount: new(big.Int).Set(amount), Hashlock: h, Expiry: payExp, Ref: q.ID}
		s = ClientSwap{
			ID: c.cfg.Pay.LockID(p), Step: ClientNew, Quote: q,
			Client: c.cfg.Pay.Self(), Escrow: c.cfg.Escrow, ToraToken: c.cfg.ToraToken,
			PayNet: c.cfg.PayNet, ToraNet: c.cfg.ToraNet,
			PayAmount: p.Amount, ToraAmount: q.ToraFor(amount),
			Secret: secret, Hashlock: h, PayParams: p, PayExpiry: payExp,
			ClaimMargin: c.cfg.ClaimMargin, ToraScanFrom: toraHead,
			Created: now, Updated: now,
		}
		err = c.cfg.Store.CreateClient(ctx, s)
		if !errors.Is(err, ErrSecretReused) {
			break
		}
	}
	if err != nil {
		return common.Hash{}, fmt.Errorf("swap: record swap: %w", err)
	}
	c.log.Info("swap started", "swap", s.ID, "desk", q.Desk, "pay", amount, "tora", s.ToraAmount, "payExpiry", payExp)
	c.notify(s)
	c.mu.Lock()
	defer c.mu.Unlock()
	if _, err := c.advance(ctx, s); err != nil && ctx.Err() == nil {
		return s.ID, err
	}
	return s.ID, nil
}

// Run drives every unfinished swap each tick until ctx is done, resuming
// whatever a previous run left unfinished.
func (c *Client) Run(ctx context.Context) error { return runTicks(ctx, c.cfg.Tick, c.log, c.Tick) }

// runTicks calls tick now and every period until ctx is done, logging
// what it returns.
func runTicks(ctx context.Context, every time.Duration, log *slog.Logger, tick func(context.Context) error) error {
	t := time.NewTicker(every)
	defer t.Stop()
	for {
		if err := tick(ctx); err != nil && ctx.Err() == nil {
			log.Warn("swap tick", "err", err)
		}
		select {
		case <-ctx.Done():
			return nil
		case <-t.C:
		}
	}
}

// Tick drives every unfinished swap once. Chain errors are not returned
// (they are logged and retried); store errors are.
func (c *Client) Tick(ctx context.Context) error {
	c.mu.Lock()
	defer c.mu.Unlock()
	all, err := c.cfg.Store.Clients(ctx)
	if err != nil {
		return err
	}
	for _, s := range all {
		if s.Step.Terminal() {
			continue
		}
		if _, err := c.advance(ctx, s); err != nil {
			return err
		}
	}
	return nil
}

// Get returns one swap's record.
func (c *Client) Get(ctx context.Context, id common.Hash) (ClientSwap, error) {
	return c.cfg.Store.Client(ctx, id)
}

// List returns every swap's record.
func (c *Client) List(ctx context.Context) ([]ClientSwap, error) {
	return c.cfg.Store.Clients(ctx)
}

// Refund drives swap id now and reports whether its payment came back:
// nil once refunded, ErrNotExpired before the payment lock's expiry,
// ErrFinished for a swap that ended otherwise.
func (c *Client) Refund(ctx context.Context, id common.Hash) error {
	c.mu.Lock()
	defer c.mu.Unlock()
	s, err := c.cfg.Store.Client(ctx, id)
	if err != nil {
		return err
	}
	if !s.Step.Terminal() {
		if s, err = c.advance(ctx, s); err != nil {
			return err
		}
	}
	switch {
	case s.Step == ClientRefunded:
		return nil
	case s.Step.Terminal():
		return fmt.Errorf("%w: swap %s is %s", ErrFinished, id, s.Step)
	case c.cfg.Now().Before(s.PayExpiry):
		return fmt.Errorf("%w: payment lock expires %s", ErrNotExpired, s.PayExpiry.Format(time.RFC3339))
	}
	if s.LastError != "" {
		return fmt.Errorf("swap: refund of %s pending: %s", id, s.LastError)
	}
	return fmt.Errorf("swap: refund of %s pending (%s)", id, s.Step)
}

// observe reads what NextClient needs; a chain that fails is marked down
// and its error returned for logging.
func (c *Client) observe(ctx context.Context, s ClientSwap) (ClientObs, error) {
	var o ClientObs
	var errs []error
	var err error
	if o.PayHead, o.PayHeadAt, err = c.cfg.Pay.Head(ctx); err == nil {
		o.PayLock, err = c.cfg.Pay.Get(ctx, s.ID)
	}
	if err != nil {
		o.PayDown = true
		errs = append(errs, fmt.Errorf("payment chain: %w", err))
	}
	err = c.observeTora(ctx, s, &o)
	if err != nil {
		o.ToraDown = true
		errs = append(errs, fmt.Errorf("Tensora's chain: %w", err))
	}
	return o, errors.Join(errs...)
}

func (c *Client) observeTora(ctx context.Context, s ClientSwap, o *ClientObs) error {
	var err error
	if o.ToraHead, o.ToraHeadAt, err = c.cfg.Tora.Head(ctx); err != nil {
		return err
	}
	if s.CounterLockID != (common.Hash{}) {
		l, err := c.cfg.Tora.Get(ctx, s.CounterLockID)
		if err != nil {
			return err
		}
		if l.State != LockNone {
			o.Counters = []Lock{l}
			return nil
		}
	}
	ls, err := c.cfg.Tora.LocksTo(ctx, s.Escrow, s.ToraScanFrom)
	if err != nil {
		return err
	}
	for _, l := range ls {
		if l.Hashlock == s.Hashlock {
			o.Counters = append(o.Counters, l)
		}
	}
	return nil
}

// advance applies NextClient until the swap waits or ends, persisting
// every next record before the transaction it leads to.
func (c *Client) advance(ctx context.Context, s ClientSwap) (ClientSwap, error) {
	for range c.cfg.StepsPerTick {
		obs, chainErr := c.observe(ctx, s)
		now := latest(c.cfg.Now(), obs.PayHeadAt, obs.ToraHeadAt)
		act := NextClient(s, obs, now)
		next := act.Next
		moved := next.Step != s.Step
		if moved {
			next.LastError = ""
		}
		if chainErr != nil {
			next.LastError = chainErr.Error()
			c.logOnce(next, "chain unreachable", chainErr)
		}
		if moved || act.Kind == ActLock || act.Kind == ActClaim || act.Kind == ActRefund || next.LastError != s.LastError || next.Reason != s.Reason {
			next.Updated = now
			if err := c.cfg.Store.PutClient(ctx, next); err != nil {
				return s, fmt.Errorf("swap: persist %s: %w", s.ID, err)
			}
		}
		if moved {
			c.log.Info("swap step", "swap", s.ID, "from", s.Step, "to", next.Step, "why", act.Reason)
			c.notify(next)
		}
		s = next
		var tx common.Hash
		var err error
		switch act.Kind {
		case ActWait:
			if !moved {
				return s, nil
			}
			continue
		case ActDone, ActFailed:
			return s, nil
		case ActLock:
			tx, err = c.cfg.Pay.Lock(ctx, s.PayParams)
		case ActClaim:
			tx, err = c.cfg.Tora.Claim(ctx, s.CounterLockID, s.Secret)
		case ActRefund:
			tx, err = c.cfg.Pay.Refund(ctx, s.ID)
		}
		if err != nil {
			s.LastError = fmt.Sprintf("%s: %v", act.Kind, err)
			c.logOnce(s, act.Kind.String(), err)
			if perr := c.cfg.Store.PutClient(ctx, s); perr != nil {
				return s, fmt.Errorf("swap: persist %s: %w", s.ID, perr)
			}
			return s, nil
		}
		switch act.Kind {
		case ActLock:
			s.PayLockTx = tx
		case ActClaim:
			s.ClaimTx = tx
		case ActRefund:
			s.RefundTx = tx
		}
		s.SentAt, s.LastError = now, ""
		if err := c.cfg.Store.PutClient(ctx, s); err != nil {
			return s, fmt.Errorf("swap: persist %s: %w", s.ID, err)
		}
		c.log.Info("swap tx sent", "swap", s.ID, "action", act.Kind, "tx", tx)
	}
	return s, nil
}

// logOnce logs a swap's error once per step and kind, so a chain that is
// down for an hour logs one line per swap, not one per tick.
func (c *Client) logOnce(s ClientSwap, what string, err error) {
	k := s.Step.String() + "/" + what
	if c.logged[s.ID] == k {
		return
	}
	c.logged[s.ID] = k
	c.log.Warn("swap: "+what+"; retrying", "swap", s.ID, "step", s.Step, "err", err)
}

func (c *Client) notify(s ClientSwap) {
	if c.cfg.OnStep != nil {
		c.cfg.OnStep(s)
	}
}
