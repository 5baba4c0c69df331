package node

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
	pubsub "github.com/libp2p/go-libp2p-pubsub"

	"github.com/tensora/tensora/api/apitypes"
	"github.com/tensora/tensora/chain/backend"
	"github.com/tensora/tensora/p2p"
	"github.com/tensora/tensora/swap"
	"github.com/tensora/tensora/types"
	"github.com/tensora/tensora/types/tora"
)

// SwapConfig lets a node pay from another chain (M19, docs/payments.md):
// it runs the client's swap coordinator, and with Desk it is a swap desk.
// Swaps need Settlement (Tensora's chain, whose JobEscrow and HTLC they
// use).
type SwapConfig struct {
	// Payment is the payment chain.
	Payment PaymentChain
	// Tora is Tensora's chain's timing (its name and id are Settlement's).
	Tora swap.Network
	// Desk, if set, makes the node a swap desk for Payment's token.
	Desk *DeskOffer
	// Tick is how often the coordinators look at the chains (default
	// swap.DefaultTick).
	Tick time.Duration
}

// PaymentChain is a chain clients pay on: its timing, an RPC client, its
// HTLC contract and the token swapped there.
type PaymentChain struct {
	Network swap.Network
	Client  backend.Client
	HTLC    common.Address
	Token   swap.Token
	// ScanFrom is the first block searched for HTLC events (the HTLC's
	// deployment block).
	ScanFrom uint64
}

// DeskOffer is what a desk quotes: TORA wei per token base unit is
// RateNum/RateDen before the premium.
type DeskOffer struct {
	RateNum, RateDen *big.Int
	PremiumBps       uint32
	Min, Max         *big.Int // token base units
	PayWindow        time.Duration
	ToraWindow       time.Duration
	// QuoteTTL is how long each published quote stands (default 2m, at
	// most swap.MaxQuoteTTL; PayWindow at most swap.MaxPayWindow); a
	// fresh one is published every QuoteEvery (default 30s).
	QuoteTTL   time.Duration
	QuoteEvery time.Duration
}

// Swap gossip reasons (the gossip rejects metric's labels).
const (
	reasonBadQuote     = "bad-quote"
	reasonQuoteChain   = "quote-other-chain"
	reasonNoStake      = "desk-without-stake"
	reasonQuoteExpired = "quote-expired"
)

// swapsPart is the node's swap room. Every node keeps a QuoteBook of the
// quotes desks gossip on /tensora/1/swaps; with Config.Swaps it also runs
// the client's coordinator (resuming unfinished swaps after a restart),
// and with Swaps.Desk it publishes quotes and runs the desk's coordinator.
type swapsPart struct {
	*core

	mu   sync.Mutex
	book *swap.QuoteBook
	own  map[[32]byte]swap.Quote // the desk's quotes a payment lock may still name
	seq  uint64

	store  *swap.Store
	client *swap.Client
	desk   *swap.Desk
}

func newSwaps(c *core) *swapsPart {
	return &swapsPart{core: c, book: swap.NewQuoteBook(), own: map[[32]byte]swap.Quote{}}
}

// build makes the coordinators once the store exists.
func (s *swapsPart) build(ctx context.Context) error {
	sc := s.cfg.Swaps
	if sc == nil {
		return nil
	}
	st := s.cfg.Settlement
	if st == nil {
		return errors.New("node: swaps need a settlement chain (Tensora's HTLC and JobEscrow)")
	}
	s.store = swap.NewStore(s.db)
	pay, err := swap.NewEVMLedger(ctx, swap.EVMConfig{Client: sc.Payment.Client, ChainID: sc.Payment.Network.ChainID,
		HTLC: sc.Payment.HTLC, Key: s.key, ScanFrom: sc.Payment.ScanFrom})
	if err != nil {
		return fmt.Errorf("node: payment chain %s: %w", sc.Payment.Network.Name, err)
	}
	tora, err := swap.NewEVMLedger(ctx, swap.EVMConfig{Client: st.Client, ChainID: st.ChainID, HTLC: st.Contracts.HTLC, Key: s.key})
	if err != nil {
		return fmt.Errorf("node: Tensora's chain: %w", err)
	}
	toraNet := sc.Tora
	toraNet.ChainID = st.ChainID
	log := s.log.With("part", "swaps")
	s.client, err = swap.NewClient(swap.ClientConfig{Store: s.store, Pay: pay, Tora: tora, PayNet: sc.Payment.Network, ToraNet: toraNet,
		Escrow: st.Contracts.Escrow, ToraToken: st.Contracts.Token, Tick: sc.Tick, Now: s.cfg.Now, Logger: log})
	if err != nil {
		return fmt.Errorf("node: swap client: %w", err)
	}
	if d := sc.Desk; d != nil {
		// Peers refuse quotes past these bounds (swap.Quote.Check): a desk
		// configured beyond them would never be heard.
		if d.QuoteTTL > swap.MaxQuoteTTL || d.PayWindow > swap.MaxPayWindow {
			return fmt.Errorf("node: swap desk: quote ttl %s (at most %s), pay window %s (at most %s)",
				d.QuoteTTL, swap.MaxQuoteTTL, d.PayWindow, swap.MaxPayWindow)
		}
		start, _, err := pay.Head(ctx)
		if err != nil {
			return fmt.Errorf("node: payment chain %s: %w", sc.Payment.Network.Name, err)
		}
		s.desk, err = swap.NewDesk(swap.DeskConfig{Store: s.store, Pay: pay, Tora: tora, PayNet: sc.Payment.Network, ToraNet: toraNet,
			Escrow: st.Contracts.Escrow, ToraToken: st.Contracts.Token, Quotes: s.ownQuotes, StartBlock: start,
			Tick: sc.Tick, Now: s.cfg.Now, Logger: log})
		if err != nil {
			return fmt.Errorf("node: swap desk: %w", err)
		}
	}
	return nil
}

func (s *swapsPart) start(ctx context.Context) error {
	if err := s.build(ctx); err != nil {
		return err
	}
	if s.client != nil {
		s.wg.Add(1)
		go func() {
			defer s.wg.Done()
			if err := s.client.Run(s.ctx); err != nil && s.ctx.Err() == nil {
				s.log.Error("swap client stopped", "err", err)
			}
		}()
	}
	if s.desk != nil {
		s.wg.Add(2)
		go func() {
			defer s.wg.Done()
			if err := s.desk.Run(s.ctx); err != nil && s.ctx.Err() == nil {
				s.log.Error("swap desk stopped", "err", err)
			}
		}()
		go func() {
			defer s.wg.Done()
			s.quoteLoop()
		}()
	}
	return nil
}

func (s *swapsPart) stop() {}

// quoteLoop publishes the desk's quote now and every QuoteEvery.
func (s *swapsPart) quoteLoop() {
	d := s.cfg.Swaps.Desk
	every := d.QuoteEvery
	if every <= 0 {
		every = 30 * time.Second
	}
	t := time.NewTicker(every)
	defer t.Stop()
	for {
		if err := s.publishQuote(s.ctx); err != nil && s.ctx.Err() == nil {
			s.log.Warn("swap quote not published", "err", err)
		}
		select {
		case <-s.ctx.Done():
			return
		case <-t.C:
		}
	}
}

// publishQuote signs and gossips a fresh quote, keeping it (and its
// predecessors while a payment lock made under them may still arrive) as
// the desk's own.
func (s *swapsPart) publishQuote(ctx context.Context) error {
	sc := s.cfg.Swaps
	d := sc.Desk
	ttl := d.QuoteTTL
	if ttl <= 0 {
		ttl = 2 * time.Minute
	}
	now := s.cfg.Now()
	s.mu.Lock()
	seq := uint64(now.UnixMilli()) // increasing across restarts too
	if seq <= s.seq {
		seq = s.seq + 1
	}
	s.seq = seq
	s.mu.Unlock()
	q := swap.Quote{Desk: s.addr, PayChainID: sc.Payment.Network.ChainID, PayToken: sc.Payment.Token.Address,
		PaySymbol: sc.Payment.Token.Symbol, PayDecimals: sc.Payment.Token.Decimals, RateNum: d.RateNum, RateDen: d.RateDen,
		PremiumBps: d.PremiumBps, Min: d.Min, Max: d.Max, PayWindow: d.PayWindow, ToraWindow: d.ToraWindow,
		ValidUntil: now.Add(ttl).Truncate(time.Millisecond), Seq: seq}.Seal()
	if err := q.Check(now); err != nil {
		return err
	}
	s.mu.Lock()
	s.own[q.ID] = q
	for id, o := range s.own {
		if now.After(o.ValidUntil.Add(o.PayWindow)) {
			delete(s.own, id)
		}
	}
	s.mu.Unlock()
	return s.SignAndPublish(ctx, types.SwapsTopic, q.Wire(s.cfg.Settlement.ChainID, now))
}

// ownQuotes are the desk's quotes a payment lock may name (swap.DeskConfig.Quotes).
func (s *swapsPart) ownQuotes() map[[32]byte]swap.Quote {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := make(map[[32]byte]swap.Quote, len(s.own))
	for id, q := range s.own {
		out[id] = q
	}
	return out
}

// checkQuote is the gossip check of a SwapQuote: sane terms, Tensora's
// chain this node settles on, a desk registered with Staking (when the
// chain can be read), and newer than the desk's last quote.
func (s *swapsPart) checkQuote(ctx context.Context, in *p2p.Incoming, m *types.SwapQuote) (pubsub.ValidationResult, string) {
	q, err := swap.FromWire(m)
	if err != nil {
		return pubsub.ValidationReject, reasonBadQuote
	}
	// Terms that are not sane are the desk's fault; a quote that expired
	// on its way is nobody's.
	if err := q.Check(q.ValidUntil); err != nil {
		return pubsub.ValidationReject, reasonBadQuote
	}
	if s.cfg.Now().After(q.ValidUntil) {
		return pubsub.ValidationIgnore, reasonQuoteExpired
	}
	if st := s.cfg.Settlement; st != nil && m.GetToraChainId() != st.ChainID {
		return pubsub.ValidationIgnore, reasonQuoteChain
	}
	if is, known := s.chainRd.isOperator(ctx, q.Desk); known && !is {
		return pubsub.ValidationReject, reasonNoStake
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if ok, why, _ := s.book.Add(q, s.cfg.Now()); !ok {
		return pubsub.ValidationIgnore, why
	}
	return pubsub.ValidationAccept, ""
}

// checkGossip is the node's topic check (p2p.Config.Check): the swap
// quotes' check for quotes, the usage reports' and the job book's for the
// rest.
func (n *Node) checkGossip(ctx context.Context, in *p2p.Incoming) (pubsub.ValidationResult, string) {
	if m, ok := in.Msg.(*types.SwapQuote); ok {
		return n.swaps.checkQuote(ctx, in, m)
	}
	return n.usage.checkUsage(ctx, in)
}

// SwapQuotes are the live quotes heard for token on payment chain
// payChainID (zero: every token), the best rate first.
func (n *Node) SwapQuotes(payChainID uint64, token common.Address) []swap.Quote {
	n.swaps.mu.Lock()
	defer n.swaps.mu.Unlock()
	return n.swaps.book.Live(n.cfg.Now(), payChainID, token)
}

// BestSwapQuote is the live quote that buys the most TORA for pay token
// base units of the payment chain's token.
func (n *Node) BestSwapQuote(pay *big.Int) (swap.Quote, error) {
	sc := n.cfg.Swaps
	if sc == nil {
		return swap.Quote{}, errNoSwaps
	}
	n.swaps.mu.Lock()
	defer n.swaps.mu.Unlock()
	// A quote must stand until the payment lock is made.
	return n.swaps.book.Best(n.cfg.Now(), sc.Payment.Network.ChainID, sc.Payment.Token.Address, pay, 15*time.Second)
}

var errNoSwaps = errors.New("node: no payment chain configured for swaps")

// StartSwap locks pay token base units on the payment chain for q's TORA
// (into this node's JobEscrow balance) and returns the swap's id; the
// node's coordinator carries it on.
func (n *Node) StartSwap(ctx context.Context, q swap.Quote, pay *big.Int) (common.Hash, error) {
	if n.swaps.client == nil {
		return common.Hash{}, errNoSwaps
	}
	// The quote's token is the desk's word: a quote naming another token
	// (more valuable per base unit, under the configured symbol) would
	// lock pay base units of it.
	if t := n.cfg.Swaps.Payment.Token; q.PayToken != t.Address || q.PayDecimals != t.Decimals {
		return common.Hash{}, fmt.Errorf("%w: quote pays in %s (%s, %d decimals), this node pays in %s (%s, %d decimals)",
			swap.ErrBadQuote, q.PaySymbol, q.PayToken, q.PayDecimals, t.Symbol, t.Address, t.Decimals)
	}
	return n.swaps.client.Start(ctx, q, pay)
}

// Swap is one of this node's swaps as a client.
func (n *Node) Swap(ctx context.Context, id common.Hash) (swap.ClientSwap, error) {
	if n.swaps.client == nil {
		return swap.ClientSwap{}, errNoSwaps
	}
	return n.swaps.client.Get(ctx, id)
}

// Swaps lists this node's swaps as a client.
func (n *Node) Swaps(ctx context.Context) ([]swap.ClientSwap, error) {
	if n.swaps.client == nil {
		return nil, errNoSwaps
	}
	return n.swaps.client.List(ctx)
}

// RefundSwap refunds a swap's payment lock, once expired.
func (n *Node) RefundSwap(ctx context.Context, id common.Hash) error {
	if n.swaps.client == nil {
		return errNoSwaps
	}
	return n.swaps.client.Refund(ctx, id)
}

// DeskSwaps lists the swaps this node served as a desk (none for a node
// that is not one).
func (n *Node) DeskSwaps(ctx context.Context) ([]swap.DeskSwap, error) {
	if n.swaps.desk == nil {
		return nil, nil
	}
	return n.swaps.desk.List(ctx)
}

// SwapViews lists this node's swaps, as client and as desk, the
// unfinished first, then the latest changed.
func (n *Node) SwapViews(ctx context.Context) ([]apitypes.SwapView, error) {
	out := []apitypes.SwapView{}
	if n.swaps.client != nil {
		cs, err := n.swaps.client.List(ctx)
		if err != nil {
			return nil, err
		}
		for _, s := range cs {
			out = append(out, clientSwapView(s))
		}
	}
	if n.swaps.desk != nil {
		ds, err := n.swaps.desk.List(ctx)
		if err != nil {
			return nil, err
		}
		for _, s := range ds {
			out = append(out, deskSwapView(s))
		}
	}
	sort.SliceStable(out, func(i, j int) bool {
		if out[i].Done != out[j].Done {
			return !out[i].Done
		}
		return out[i].Updated.After(out[j].Updated)
	})
	return out, nil
}

func chainName(nw swap.Network) string { return fmt.Sprintf("%s (%d)", nw.Name, nw.ChainID) }

// txs lists the non-zero transactions in order.
func txs(rows ...apitypes.SwapTx) []apitypes.SwapTx {
	out := []apitypes.SwapTx{}
	for _, r := range rows {
		if r.Hash != (common.Hash{}).Hex() {
			out = append(out, r)
		}
	}
	return out
}

func clientSwapView(s swap.ClientSwap) apitypes.SwapView {
	pay, tn := chainName(s.PayNet), chainName(s.ToraNet)
	return apitypes.SwapView{
		ID: s.ID.Hex(), Side: "client", Step: s.Step.String(), Done: s.Step.Terminal(),
		Pay: tokenAmount(s.PayAmount, s.Quote.PayDecimals), Symbol: s.Quote.PaySymbol, PayChain: pay, TORA: tora.Format(s.ToraAmount),
		Counterparty: s.Quote.Desk.Hex(), PayExpiry: s.PayExpiry, ToraExpiry: s.CounterExpiry,
		Txs: txs(
			apitypes.SwapTx{Chain: pay, What: "payment locked", Hash: s.PayLockTx.Hex()},
			apitypes.SwapTx{Chain: tn, What: "desk's TORA locked", Hash: s.CounterLockTx.Hex()},
			apitypes.SwapTx{Chain: tn, What: "TORA claimed into escrow", Hash: s.ClaimTx.Hex()},
			apitypes.SwapTx{Chain: pay, What: "payment refunded", Hash: s.RefundTx.Hex()}),
		Reason: s.Reason, LastError: s.LastError, Updated: s.Updated,
	}
}

func deskSwapView(s swap.DeskSwap) apitypes.SwapView {
	pay, tn := chainName(s.PayNet), chainName(s.ToraNet)
	v := apitypes.SwapView{
		ID: s.ID.Hex(), Side: "desk", Step: s.Step.String(), Done: s.Step.Terminal(),
		Pay: tokenAmount(s.PayAmount, s.Quote.PayDecimals), Symbol: s.Quote.PaySymbol, PayChain: pay, TORA: tora.Format(s.ToraAmount),
		Counterparty: s.Client.Hex(), PayExpiry: s.PayExpiry, ToraExpiry: s.CounterExpiry,
		Txs: txs(
			apitypes.SwapTx{Chain: pay, What: "payment locked", Hash: s.PayLock.TxHash.Hex()},
			apitypes.SwapTx{Chain: tn, What: "TORA locked", Hash: s.CounterLockTx.Hex()},
			apitypes.SwapTx{Chain: tn, What: "client claimed (secret revealed)", Hash: s.SecretTx.Hex()},
			apitypes.SwapTx{Chain: pay, What: "payment claimed", Hash: s.ClaimTx.Hex()},
			apitypes.SwapTx{Chain: tn, What: "TORA refunded", Hash: s.RefundTx.Hex()}),
		Reason: s.Reason, LastError: s.LastError, Updated: s.Updated,
	}
	if v.Symbol == "" {
		v.Symbol = "?" // a payment lock the desk refused before matching a quote
	}
	return v
}

// tokenAmount is x base units of a token with decimals, in whole tokens.
func tokenAmount(x *big.Int, decimals uint8) string {
	if x == nil {
		return "0"
	}
	r := new(big.Rat).SetFrac(x, new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(decimals)), nil))
	s := r.FloatString(int(decimals))
	if strings.Contains(s, ".") {
		s = strings.TrimRight(strings.TrimRight(s, "0"), ".")
	}
	return s
}
