package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math/big"
	"time"

	"github.com/spf13/cobra"

	"github.com/tensora/tensora/node"
	"github.com/tensora/tensora/swap"
)

// Desk defaults (node start --desk-*, config [desk]).
const (
	defaultDeskRate       = "1"
	defaultDeskPremium    = "0.5"
	defaultDeskMin        = "1"
	defaultDeskMax        = "10000"
	defaultDeskPayWindow  = 20 * time.Minute
	defaultDeskToraWindow = 10 * time.Minute
	// A desk's quotes stand deskQuoteTTL and are published every
	// deskQuoteEvery, so a peer that just joined hears one within a
	// `swap quote --wait` of 10s.
	deskQuoteTTL   = 2 * time.Minute
	deskQuoteEvery = 5 * time.Second
	// swapTick is how often the CLI's coordinators look at the chains.
	swapTick = time.Second
)

// swapFlags are node start's swap flags.
type swapFlags struct {
	payNetwork string
	desk       deskConfig
	payWindow  time.Duration
	toraWindow time.Duration
}

func (s *swapFlags) register(cmd *cobra.Command) {
	fl := cmd.Flags()
	fl.StringVar(&s.payNetwork, "pay-network", "", "run the swap client on this payment network (NETWORK or TOKEN@NETWORK), so swaps resume after restarts (config pay_network)")
	fl.StringVar(&s.desk.PayWith, "desk", "", "be a swap desk selling TORA for TOKEN@NETWORK, e.g. USDC@payment (needs a chain and stake; config [desk] pay_with)")
	fl.StringVar(&s.desk.Rate, "desk-rate", defaultDeskRate, "desk: TORA per whole token, before the premium")
	fl.StringVar(&s.desk.PremiumPercent, "desk-premium", defaultDeskPremium, "desk: premium in percent, taken off the TORA (at most 10)")
	fl.StringVar(&s.desk.Min, "desk-min", defaultDeskMin, "desk: the least payment, in whole tokens")
	fl.StringVar(&s.desk.Max, "desk-max", defaultDeskMax, "desk: the largest payment, in whole tokens")
	fl.DurationVar(&s.payWindow, "desk-pay-window", defaultDeskPayWindow, "desk: the client's payment lock's lifetime")
	fl.DurationVar(&s.toraWindow, "desk-tora-window", defaultDeskToraWindow, "desk: the TORA counter-lock's lifetime at most (shorter than the pay window)")
}

// deskSettings merges config [desk] and the flags that were given.
func (s *swapFlags) deskSettings(cmd *cobra.Command, fc fileConfig) deskConfig {
	d := deskConfig{}
	if fc.Desk != nil {
		d = *fc.Desk
	}
	changed := func(name string) bool { f := cmd.Flags().Lookup(name); return f != nil && f.Changed }
	for _, o := range []struct {
		flag string
		v    string
		out  *string
		def  string
	}{
		{"desk", s.desk.PayWith, &d.PayWith, ""},
		{"desk-rate", s.desk.Rate, &d.Rate, defaultDeskRate},
		{"desk-premium", s.desk.PremiumPercent, &d.PremiumPercent, defaultDeskPremium},
		{"desk-min", s.desk.Min, &d.Min, defaultDeskMin},
		{"desk-max", s.desk.Max, &d.Max, defaultDeskMax},
		{"desk-pay-window", s.payWindow.String(), &d.PayWindow, defaultDeskPayWindow.String()},
		{"desk-tora-window", s.toraWindow.String(), &d.ToraWindow, defaultDeskToraWindow.String()},
	} {
		if changed(o.flag) {
			*o.out = o.v
		}
		if *o.out == "" {
			*o.out = o.def
		}
	}
	return d
}

// deskOffer turns desk settings into the node's offer for token.
func deskOffer(d deskConfig, tok swap.Token) (*node.DeskOffer, error) {
	num, den, err := deskRate(d.Rate, tok.Decimals)
	if err != nil {
		return nil, fmt.Errorf("desk rate: %w", err)
	}
	bps, err := premiumBps(d.PremiumPercent)
	if err != nil {
		return nil, fmt.Errorf("desk premium: %w", err)
	}
	lo, err := parseUnits(d.Min, tok.Decimals)
	if err != nil {
		return nil, fmt.Errorf("desk min: %w", err)
	}
	hi, err := parseUnits(d.Max, tok.Decimals)
	if err != nil {
		return nil, fmt.Errorf("desk max: %w", err)
	}
	if lo.Sign() <= 0 || lo.Cmp(hi) > 0 {
		return nil, fmt.Errorf("desk min %s and max %s: want 0 < min <= max", d.Min, d.Max)
	}
	pw, err := time.ParseDuration(d.PayWindow)
	if err != nil || pw <= 0 {
		return nil, fmt.Errorf("desk pay window %q: want a positive duration", d.PayWindow)
	}
	tw, err := time.ParseDuration(d.ToraWindow)
	if err != nil || tw <= 0 || tw >= pw {
		return nil, fmt.Errorf("desk tora window %q: want a positive duration shorter than the pay window %s", d.ToraWindow, pw)
	}
	return &node.DeskOffer{RateNum: num, RateDen: den, PremiumBps: bps, Min: lo, Max: hi, PayWindow: pw, ToraWindow: tw,
		QuoteTTL: deskQuoteTTL, QuoteEvery: deskQuoteEvery}, nil
}

// nodeSwaps is the SwapConfig of a long-running node: a desk with --desk
// (or [desk]), a client on --pay-network (or pay_network) otherwise, none
// without either. cfg.Settlement must be set first.
func (g *globals) nodeSwaps(ctx context.Context, cmd *cobra.Command, f *nodeFlags, cfg *node.Config) (func(), error) {
	fc, err := g.fileConfig()
	if err != nil {
		return nil, err
	}
	d := f.swaps.deskSettings(cmd, fc)
	payNet := fc.PayNetwork
	if fl := cmd.Flags().Lookup("pay-network"); fl != nil && fl.Changed {
		payNet = f.swaps.payNetwork
	}
	spec := payNet
	if d.PayWith != "" {
		if _, _, err := parsePayWith(d.PayWith); err != nil {
			return nil, usageError{fmt.Errorf("--desk %w", err)}
		}
		if payNet != "" && payNet != d.PayWith {
			return nil, usageError{fmt.Errorf("--desk %s and --pay-network %s: a node swaps on one payment network", d.PayWith, payNet)}
		}
		spec = d.PayWith
	}
	if spec == "" {
		return func() {}, nil
	}
	if cfg.Settlement == nil {
		return nil, fmt.Errorf("swaps on %s: %w", spec, errNoChainForSwaps)
	}
	pc, closePay, err := g.paymentChain(ctx, &f.chain, fc, spec)
	if err != nil {
		return nil, err
	}
	toraNet, err := g.toraNetwork(ctx, &f.chain, fc)
	if err != nil {
		closePay()
		return nil, err
	}
	sc := &node.SwapConfig{Payment: pc, Tora: toraNet, Tick: swapTick}
	if d.PayWith != "" {
		if sc.Desk, err = deskOffer(d, pc.Token); err != nil {
			closePay()
			return nil, usageError{err}
		}
	}
	cfg.Swaps = sc
	return closePay, nil
}

// describeSwaps prints what the node's swap room does, and warns a desk
// without stake that no peer will take its quotes.
func describeSwaps(w io.Writer, n *node.Node, cfg node.Config) {
	sc := cfg.Swaps
	if sc == nil {
		return
	}
	p := sc.Payment
	if sc.Desk == nil {
		fmt.Fprintf(w, "  swaps: paying with %s on %s (chain %d)\n", p.Token.Symbol, p.Network.Name, p.Network.ChainID)
		return
	}
	d := sc.Desk
	q := swap.Quote{RateNum: d.RateNum, RateDen: d.RateDen}
	fmt.Fprintf(w, "  swap desk: %s on %s (chain %d) at %s TORA per %s before a %s%% premium, %s–%s %s, windows %s/%s\n",
		p.Token.Symbol, p.Network.Name, p.Network.ChainID, formatUnits(q.ToraFor(pow10(p.Token.Decimals)), 18), p.Token.Symbol,
		formatUnits(new(big.Int).SetUint64(uint64(d.PremiumBps)), 2), formatUnits(d.Min, p.Token.Decimals), formatUnits(d.Max, p.Token.Decimals), p.Token.Symbol, d.PayWindow, d.ToraWindow)
	if cfg.Stake != nil {
		if s := cfg.Stake.Stake(n.Address()); s == nil || s.Sign() == 0 {
			fmt.Fprintf(w, "  warning: %s has no stake: peers drop quotes from unstaked desks; register first (tensora stake operator-register --role miner --amount 100)\n", n.Address().Hex())
		}
	}
}

var errSwapNodeRunning = errors.New("a node is running on this datadir; it carries the swaps on (see its log)")
