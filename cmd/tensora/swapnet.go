package main

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"sort"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/tensora/tensora/chain/backend"
	"github.com/tensora/tensora/node"
	"github.com/tensora/tensora/swap"
)

// paymentFile is the chain file's payment section: the local payment
// chain `tensora chain dev --payment-chain` runs.
type paymentFile struct {
	Network string `json:"network"`
	paymentNetworkConfig
}

// parsePayWith splits TOKEN@NETWORK (e.g. USDC@payment).
func parsePayWith(s string) (symbol, network string, err error) {
	sym, net, ok := strings.Cut(strings.TrimSpace(s), "@")
	switch {
	case !ok:
		return "", "", fmt.Errorf("%q: want TOKEN@NETWORK, e.g. USDC@payment", s)
	case sym == "" || net == "":
		return "", "", fmt.Errorf("%q: want TOKEN@NETWORK with both parts, e.g. USDC@payment", s)
	case strings.ContainsAny(sym, "@ \t") || strings.ContainsAny(net, "@ \t"):
		return "", "", fmt.Errorf("%q: want one TOKEN@NETWORK without spaces, e.g. USDC@payment", s)
	}
	return sym, net, nil
}

// paymentNet is a resolved payment network.
type paymentNet struct {
	Name    string
	Cfg     paymentNetworkConfig
	Network swap.Network
	Source  string // where it was found, for messages
}

// resolvePaymentNetwork finds the payment network name: config.toml's
// [payment_networks.NAME] first, else the chain file's payment section
// when it has that name.
func resolvePaymentNetwork(name string, fc fileConfig, cf *ChainFile) (paymentNet, error) {
	p := paymentNet{Name: name}
	if c, ok := fc.PaymentNetworks[name]; ok {
		p.Cfg, p.Source = c, "config.toml [payment_networks."+name+"]"
	} else if cf != nil && cf.Payment != nil && cf.Payment.Network == name {
		p.Cfg, p.Source = cf.Payment.paymentNetworkConfig, "the chain file "+orDefault(cf.source, "chain-dev.json")
	} else {
		return p, fmt.Errorf("payment network %q: not in config.toml [payment_networks] and not the dev chain file's (start one with `tensora chain dev --payment-chain`)", name)
	}
	c := p.Cfg
	missing := func(key string) error {
		return fmt.Errorf("payment network %q (%s): no %s", name, strings.TrimSpace(p.Source), key)
	}
	switch {
	case c.RPC == "":
		return p, missing("rpc")
	case c.ChainID == 0:
		return p, missing("chain_id")
	case c.HTLC == (common.Address{}):
		return p, missing("htlc (the HTLC contract's address)")
	case c.Confirmations == 0:
		return p, missing("confirmations")
	case len(c.Tokens) == 0:
		return p, missing("tokens")
	}
	durs := []struct {
		key string
		v   string
		out *time.Duration
	}{{"block_time", c.BlockTime, &p.Network.BlockTime}, {"reorg_margin", c.ReorgMargin, &p.Network.ReorgMargin}, {"reveal_margin", c.RevealMargin, &p.Network.RevealMargin}}
	for _, d := range durs {
		if d.v == "" {
			return p, missing(d.key)
		}
		v, err := time.ParseDuration(d.v)
		if err != nil || v <= 0 {
			return p, fmt.Errorf("payment network %q: %s %q: want a positive duration, e.g. 2s", name, d.key, d.v)
		}
		*d.out = v
	}
	p.Network.Name, p.Network.ChainID, p.Network.Confirmations = name, c.ChainID, c.Confirmations
	return p, nil
}

// token is the network's token symbol (case-insensitive); "" picks the
// only one.
func (p paymentNet) token(symbol string) (swap.Token, error) {
	var syms []string
	for s := range p.Cfg.Tokens {
		syms = append(syms, s)
	}
	sort.Strings(syms)
	if symbol == "" {
		if len(syms) != 1 {
			return swap.Token{}, fmt.Errorf("payment network %q has tokens %s: name one, TOKEN@%s", p.Name, strings.Join(syms, ", "), p.Name)
		}
		symbol = syms[0]
	}
	for _, s := range syms {
		if strings.EqualFold(s, symbol) {
			t := p.Cfg.Tokens[s]
			if t.Address == (common.Address{}) {
				return swap.Token{}, fmt.Errorf("payment network %q: token %s has no address", p.Name, s)
			}
			return swap.Token{Symbol: s, Address: t.Address, Decimals: t.Decimals}, nil
		}
	}
	return swap.Token{}, fmt.Errorf("payment network %q has no token %s (it has %s)", p.Name, symbol, strings.Join(syms, ", "))
}

// toraSwapNetwork is Tensora's chain's swap timing: the dev chain's
// 1-second blocks, or a public chain's safer defaults, either overridden
// by [networks.NAME] swap_* keys. The node fills in the chain id.
func toraSwapNetwork(name string, nc networkConfig) (swap.Network, error) {
	n := swap.Network{Name: name, Confirmations: 2, BlockTime: 2 * time.Second, ReorgMargin: 30 * time.Second, RevealMargin: 2 * time.Minute}
	if name == "dev" {
		n = swap.Network{Name: name, Confirmations: 1, BlockTime: time.Second, ReorgMargin: time.Second, RevealMargin: 2 * time.Second}
	}
	if nc.SwapConfirmations > 0 {
		n.Confirmations = nc.SwapConfirmations
	}
	for _, d := range []struct {
		key, v string
		out    *time.Duration
	}{{"swap_block_time", nc.SwapBlockTime, &n.BlockTime}, {"swap_reorg_margin", nc.SwapReorgMargin, &n.ReorgMargin}, {"swap_reveal_margin", nc.SwapRevealMargin, &n.RevealMargin}} {
		if d.v == "" {
			continue
		}
		v, err := time.ParseDuration(d.v)
		if err != nil || v <= 0 {
			return n, fmt.Errorf("networks.%s.%s %q: want a positive duration", name, d.key, d.v)
		}
		*d.out = v
	}
	return n, nil
}

// pow10 is 10^n.
func pow10(n uint8) *big.Int { return new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(n)), nil) }

// parseDecimal reads a non-negative decimal number ("1", "0.998", "1e3"
// is refused: plain decimals only).
func parseDecimal(s string) (*big.Rat, error) {
	s = strings.TrimSpace(s)
	if s == "" || strings.ContainsAny(s, "/eE+-") {
		return nil, fmt.Errorf("%q: want a plain decimal number, e.g. 1.5", s)
	}
	r, ok := new(big.Rat).SetString(s)
	if !ok {
		return nil, fmt.Errorf("%q: want a plain decimal number, e.g. 1.5", s)
	}
	return r, nil
}

// deskRate converts a rate in TORA per whole token into TORA wei per
// token base unit, exactly: rate × 10^18 / 10^decimals.
func deskRate(rate string, decimals uint8) (num, den *big.Int, err error) {
	r, err := parseDecimal(rate)
	if err != nil {
		return nil, nil, err
	}
	if r.Sign() <= 0 {
		return nil, nil, fmt.Errorf("%q: want a positive rate", rate)
	}
	r.Mul(r, new(big.Rat).SetFrac(pow10(18), pow10(decimals)))
	return new(big.Int).Set(r.Num()), new(big.Int).Set(r.Denom()), nil
}

// premiumBps converts a premium in percent ("0.5") into basis points.
func premiumBps(percent string) (uint32, error) {
	r, err := parseDecimal(percent)
	if err != nil {
		return 0, err
	}
	r.Mul(r, big.NewRat(100, 1))
	if !r.IsInt() {
		return 0, fmt.Errorf("%q: want a premium in hundredths of a percent at most, e.g. 0.25", percent)
	}
	if r.Num().Cmp(big.NewInt(swap.MaxPremiumBps)) > 0 {
		return 0, fmt.Errorf("%q: the network caps premiums at %d%%", percent, swap.MaxPremiumBps/100)
	}
	return uint32(r.Num().Uint64()), nil
}

// parseUnits converts whole tokens ("100", "2.5") into base units.
func parseUnits(s string, decimals uint8) (*big.Int, error) {
	r, err := parseDecimal(s)
	if err != nil {
		return nil, err
	}
	r.Mul(r, new(big.Rat).SetInt(pow10(decimals)))
	if !r.IsInt() {
		return nil, fmt.Errorf("%q: more than %d decimals", s, decimals)
	}
	return new(big.Int).Set(r.Num()), nil
}

// formatUnits is x base units as whole tokens, without trailing zeros.
func formatUnits(x *big.Int, decimals uint8) string {
	if x == nil {
		return "0"
	}
	neg := x.Sign() < 0
	a := new(big.Int).Abs(x)
	q, r := new(big.Int).QuoRem(a, pow10(decimals), new(big.Int))
	s := q.String()
	if r.Sign() != 0 {
		frac := fmt.Sprintf("%0*s", int(decimals), r.String())
		s += "." + strings.TrimRight(frac, "0")
	}
	if neg {
		s = "-" + s
	}
	return s
}

// paymentChain resolves spec (TOKEN@NETWORK, or NETWORK with one token)
// and dials the network's RPC, checking its chain id. The caller closes.
func (g *globals) paymentChain(ctx context.Context, cf *chainFlags, fc fileConfig, spec string) (node.PaymentChain, func(), error) {
	sym, name := "", spec
	if strings.Contains(spec, "@") {
		var err error
		if sym, name, err = parsePayWith(spec); err != nil {
			return node.PaymentChain{}, nil, usageError{err}
		}
	}
	p, err := g.resolvePayment(ctx, cf, fc, name)
	if err != nil {
		return node.PaymentChain{}, nil, err
	}
	tok, err := p.token(sym)
	if err != nil {
		return node.PaymentChain{}, nil, err
	}
	dctx, cancel := context.WithTimeout(ctx, 15*time.Second)
	defer cancel()
	c, err := backend.Dial(dctx, p.Cfg.RPC, p.Cfg.ChainID)
	if err != nil {
		return node.PaymentChain{}, nil, fmt.Errorf("payment network %s (%s): %w", name, p.Source, err)
	}
	return node.PaymentChain{Network: p.Network, Client: c, HTLC: p.Cfg.HTLC, Token: tok, ScanFrom: p.Cfg.ScanFrom}, c.Close, nil
}

// resolvePayment resolves a payment network by name from the config and
// the chain file (--chain-file, else <datadir>/chain-dev.json, else the
// one the node running on the datadir names).
func (g *globals) resolvePayment(ctx context.Context, cf *chainFlags, fc fileConfig, name string) (paymentNet, error) {
	var file *ChainFile
	if _, ok := fc.PaymentNetworks[name]; !ok {
		f, err := cf.fromFile(g, false)
		if err != nil && cf.file != "" {
			return paymentNet{}, err
		}
		if f == nil && err == nil {
			if nf, nerr := cf.ofRunningNode(ctx, g); nerr != nil {
				return paymentNet{}, nerr
			} else if nf != nil && nf.file != "" {
				if f, err = nf.fromFile(g, true); err != nil {
					return paymentNet{}, err
				}
			}
		}
		file = f
	}
	return resolvePaymentNetwork(name, fc, file)
}

// toraNetwork is the swap timing of the chain cf settles on.
func (g *globals) toraNetwork(ctx context.Context, cf *chainFlags, fc fileConfig) (swap.Network, error) {
	f, err := cf.resolve(ctx, g, true)
	if err != nil {
		return swap.Network{}, err
	}
	n, err := toraSwapNetwork(f.Network, fc.Networks[f.Network])
	n.ChainID = f.ChainID
	return n, err
}

// errNoChainForSwaps is the error of swap commands without a settlement
// chain.
var errNoChainForSwaps = errors.New("swaps need Tensora's chain: start one with `tensora chain dev --payment-chain`, or set network in config.toml")
