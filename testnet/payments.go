package testnet

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/tensora/tensora/chain"
	"github.com/tensora/tensora/chain/backend"
	"github.com/tensora/tensora/chain/bindings"
	"github.com/tensora/tensora/chain/paychain"
	"github.com/tensora/tensora/node"
	"github.com/tensora/tensora/swap"
	"github.com/tensora/tensora/types/tora"
)

// deskTORA is the TORA the testnet's swap desk holds to sell.
const deskTORA = 10_000

// The testnet's chains' timing, as both sides configure it: a block a
// second, one confirmation, and margins that make the payment chain's gap
// 1s + 2s + 3s = 6s.
var (
	testnetPayNet  = swap.Network{Name: "payment", ChainID: paychain.DevChainID, Confirmations: 1, BlockTime: time.Second, ReorgMargin: 2 * time.Second, RevealMargin: 3 * time.Second}
	testnetToraNet = swap.Network{Name: "dev", ChainID: backend.DevChainID, Confirmations: 1, BlockTime: time.Second, ReorgMargin: time.Second, RevealMargin: 2 * time.Second}
)

// deskIndex is the peer that runs the swap desk: the first validator, or
// the first miner when there are none.
func deskIndex(cfg Config) int {
	if cfg.Validators > 0 {
		return cfg.Miners
	}
	return 0
}

// startPaymentChain starts the payment chain (Config.Payments): every
// peer has gas there, the client ClientUSDC.
func (n *Net) startPaymentChain(ctx context.Context) error {
	admin, err := crypto.GenerateKey()
	if err != nil {
		return err
	}
	client := crypto.PubkeyToAddress(n.keys[n.clientIdx()].PublicKey)
	pc, err := paychain.Start(ctx, paychain.Config{Admin: admin, Keys: n.keys, BlockInterval: time.Second,
		Mint: []paychain.Grant{{To: client, Amount: paychain.USDC(n.cfg.ClientUSDC)}}})
	if err != nil {
		return fmt.Errorf("testnet: payment chain: %w", err)
	}
	n.pay = pc
	return nil
}

// swapConfig is peer i's swap settings: the client's and the desk's (a
// quote of 1 USDC for 1 TORA less 0.5%, 1..10,000 USDC, a 2-minute
// payment window and a 1-minute counter-lock), none for the others.
func (n *Net) swapConfig(i int) *node.SwapConfig {
	if n.pay == nil || (i != n.clientIdx() && i != deskIndex(n.cfg)) {
		return nil
	}
	sc := &node.SwapConfig{
		Payment: node.PaymentChain{Network: testnetPayNet, Client: n.pay.Client(), HTLC: n.pay.Addrs.HTLC,
			Token: swap.Token{Symbol: paychain.USDCSymbol, Address: n.pay.Addrs.USDC, Decimals: paychain.USDCDecimals}},
		Tora: testnetToraNet,
		Tick: 250 * time.Millisecond,
	}
	if i == deskIndex(n.cfg) {
		sc.Desk = &node.DeskOffer{
			// TORA wei per USDC base unit: 1e18 / 1e6.
			RateNum: big.NewInt(1_000_000_000_000), RateDen: big.NewInt(1), PremiumBps: 50,
			Min: paychain.USDC(1), Max: paychain.USDC(10_000), PayWindow: 2 * time.Minute, ToraWindow: time.Minute,
			QuoteTTL: time.Minute, QuoteEvery: 2 * time.Second,
		}
	}
	return sc
}

// Desk is the peer running the swap desk (nil without Config.Payments).
func (n *Net) Desk() *node.Node {
	if n.pay == nil {
		return nil
	}
	i := deskIndex(n.cfg)
	if i >= len(n.All) {
		return nil
	}
	return n.All[i]
}

// SwapAudit is a finished swap with both sides' records: the audit trail.
type SwapAudit struct {
	Client swap.ClientSwap
	Desk   swap.DeskSwap
	Took   time.Duration // from the quote's choice to the TORA in escrow
}

// PayWithStablecoin buys TORA for the client's escrow with dollars USDC
// on the payment chain, through the desk's gossiped quote: it waits for
// the quote, starts the swap, prints a line per step, and returns once
// the desk has claimed the payment too, with both sides' records.
func (n *Net) PayWithStablecoin(ctx context.Context, dollars int64, w io.Writer) (*SwapAudit, error) {
	desk := n.Desk()
	if desk == nil {
		return nil, errors.New("testnet: no payment chain (Config.Payments)")
	}
	pay := paychain.USDC(dollars)
	var q swap.Quote
	for {
		var err error
		if q, err = n.Client.BestSwapQuote(pay); err == nil {
			break
		}
		select {
		case <-ctx.Done():
			return nil, fmt.Errorf("testnet: no swap quote for %d USDC: %w", dollars, err)
		case <-time.After(200 * time.Millisecond):
		}
	}
	fmt.Fprintf(w, "quote from desk %s: %d USDC buys %s TORA (premium %.2f%%)\n", n.label(q.Desk), dollars, tora.Format(q.ToraFor(pay)), float64(q.PremiumBps)/100)
	start := time.Now()
	id, err := n.Client.StartSwap(ctx, q, pay)
	if err != nil {
		return nil, fmt.Errorf("testnet: start swap: %w", err)
	}
	var s swap.ClientSwap
	last := swap.ClientStep(255)
	for {
		if s, err = n.Client.Swap(ctx, id); err != nil {
			return nil, err
		}
		if s.Step != last {
			fmt.Fprintf(w, "  %6.1fs  client %s\n", time.Since(start).Seconds(), s.Step)
			last = s.Step
		}
		if s.Step == swap.ClientClaimed {
			break
		}
		if s.Step.Terminal() {
			return nil, fmt.Errorf("testnet: swap %s ended %s: %s", id, s.Step, s.Reason)
		}
		select {
		case <-ctx.Done():
			return nil, fmt.Errorf("testnet: swap %s stuck at %s (%s %s): %w", id, s.Step, s.Reason, s.LastError, ctx.Err())
		case <-time.After(100 * time.Millisecond):
		}
	}
	took := time.Since(start)
	for {
		ds, err := desk.DeskSwaps(ctx)
		if err != nil {
			return nil, err
		}
		for _, d := range ds {
			if d.ID == s.ID && d.Step == swap.DeskDone {
				fmt.Fprintf(w, "  %6.1fs  desk claimed the payment\n", time.Since(start).Seconds())
				return &SwapAudit{Client: s, Desk: d, Took: took}, nil
			}
		}
		select {
		case <-ctx.Done():
			return nil, fmt.Errorf("testnet: the desk never claimed swap %s: %w", id, ctx.Err())
		case <-time.After(100 * time.Millisecond):
		}
	}
}

// label is a peer's role label for an address.
func (n *Net) label(a common.Address) string {
	if i := n.IndexOf(a); i >= 0 {
		return n.peerLabel(i)
	}
	return a.Hex()
}

// PrintAudit writes a swap's audit trail: every transaction on both
// chains, by step.
func (a *SwapAudit) PrintAudit(w io.Writer) {
	c, d := a.Client, a.Desk
	fmt.Fprintf(w, "swap %s: %s USDC on %s (chain %d) for %s TORA in escrow, %s\n", c.ID.Hex()[:18],
		units(c.PayAmount, 6), c.PayNet.Name, c.PayNet.ChainID, tora.Format(c.ToraAmount), a.Took.Round(100*time.Millisecond))
	rows := []struct{ chain, step, tx string }{
		{fmt.Sprintf("%s (%d)", c.PayNet.Name, c.PayNet.ChainID), "client locks USDC for the desk", c.PayLockTx.Hex()},
		{fmt.Sprintf("%s (%d)", c.ToraNet.Name, c.ToraNet.ChainID), "desk locks TORA for the client's escrow", c.CounterLockTx.Hex()},
		{fmt.Sprintf("%s (%d)", c.ToraNet.Name, c.ToraNet.ChainID), "client claims it, revealing the secret", c.ClaimTx.Hex()},
		{fmt.Sprintf("%s (%d)", c.PayNet.Name, c.PayNet.ChainID), "desk claims the USDC with the secret", d.ClaimTx.Hex()},
	}
	for _, r := range rows {
		fmt.Fprintf(w, "  %-16s %-42s %s\n", r.chain, r.step, r.tx)
	}
}

// units formats x base units of a token with decimals.
func units(x *big.Int, decimals int) string {
	if x == nil {
		return "0"
	}
	f := new(big.Float).Quo(new(big.Float).SetInt(x), new(big.Float).SetInt(new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(decimals)), nil)))
	return f.Text('f', 2)
}

// USDCBalance is a's USDC on the payment chain.
func (n *Net) USDCBalance(ctx context.Context, a common.Address) (*big.Int, error) {
	if n.pay == nil {
		return nil, errors.New("testnet: no payment chain")
	}
	st := bindings.NewStableToken()
	out, err := chain.Call(ctx, n.pay.Client(), n.pay.Addrs.USDC, st.PackBalanceOf(a))
	if err != nil {
		return nil, err
	}
	return st.UnpackBalanceOf(out)
}
