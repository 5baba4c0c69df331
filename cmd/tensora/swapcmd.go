package main

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"math/big"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/spf13/cobra"

	"github.com/tensora/tensora/node"
	"github.com/tensora/tensora/swap"
	"github.com/tensora/tensora/types/tora"
)

const swapHelp = `Swaps pay for compute from another chain (docs/payments.md): a desk, a
staked node, gossips quotes (TORA per token of a payment network, a premium,
min and max, two time windows); a client locks tokens on the payment chain
in a hash time-locked contract, the desk locks TORA for the client's job
escrow on Tensora's chain under the same hashlock, and the client's claim of
the TORA reveals the secret the desk then claims the payment with. Neither
side can take the other's funds: an unclaimed lock is refunded after its
expiry.

Payment networks are named: config.toml [payment_networks.NAME] (rpc,
chain_id, htlc, confirmations, block_time, reorg_margin, reveal_margin,
scan_from, [payment_networks.NAME.tokens.SYMBOL] address, decimals), or the
local one ` + "`tensora chain dev --payment-chain`" + ` writes into the chain file as
"payment". A token on one is TOKEN@NETWORK, e.g. USDC@payment.

Swaps are kept in the datadir's store: ` + "`swap list`" + ` and ` + "`swap status`" + ` show them,
` + "`swap resume`" + ` (or a node started with --pay-network) carries unfinished ones
on and refunds them after expiry.`

// peerFlags registers the flags of a command's embedded light peer.
func peerFlags(cmd *cobra.Command, f *nodeFlags) {
	cmd.Flags().StringSliceVar(&f.bootstrap, "bootstrap", nil, "bootstrap peers, /ip4/…/tcp/…/p2p/<peer id> (default: config bootstrap)")
	cmd.Flags().BoolVar(&f.mdns, "mdns", false, "discover peers on the LAN with mDNS")
}

// swapPeer starts an embedded light client peer on this datadir with a
// swap client on spec's payment network. memory keeps its store in memory
// (quotes only: no swap is started). The caller closes both.
func (g *globals) swapPeer(ctx context.Context, cmd *cobra.Command, f *nodeFlags, spec string, memory bool) (*node.Node, *node.SwapConfig, func(), error) {
	log, err := g.quietLogger(cmd)
	if err != nil {
		return nil, nil, nil, err
	}
	cfg, err := g.nodeConfig(cmd, f)
	if err != nil {
		return nil, nil, nil, err
	}
	if len(cfg.P2P.Bootstrap) == 0 && !cfg.P2P.MDNS {
		return nil, nil, nil, errors.New("no peers to reach for swap quotes: pass --bootstrap <multiaddr> (or set bootstrap in config.toml, or --mdns)")
	}
	if !memory {
		if c, _ := g.runningNode(ctx, "", false); c != nil {
			return nil, nil, nil, fmt.Errorf("a node is running on this datadir (%s) and holds its store: stop it, or pass another --datadir", g.datadir)
		}
	} else {
		cfg.DataDir = ""
	}
	cfg.Roles = []node.Role{node.RoleClient}
	cfg.Light = true
	cfg.Logger = log
	cfg.P2P.ListenAddrs = []string{"/ip4/0.0.0.0/tcp/0", "/ip4/0.0.0.0/udp/0/quic-v1"}
	settlement, closeChain, err := f.chain.settlement(ctx, g, false)
	if err != nil {
		return nil, nil, nil, err
	}
	if settlement == nil {
		return nil, nil, nil, errNoChainForSwaps
	}
	cfg.Settlement = settlement
	fail := func(err error) (*node.Node, *node.SwapConfig, func(), error) {
		closeChain()
		return nil, nil, nil, err
	}
	if err := useChainStake(ctx, &cfg); err != nil {
		return fail(err)
	}
	fc, err := g.fileConfig()
	if err != nil {
		return fail(err)
	}
	pc, closePay, err := g.paymentChain(ctx, &f.chain, fc, spec)
	if err != nil {
		return fail(err)
	}
	toraNet, err := g.toraNetwork(ctx, &f.chain, fc)
	if err != nil {
		closePay()
		return fail(err)
	}
	cfg.Swaps = &node.SwapConfig{Payment: pc, Tora: toraNet, Tick: swapTick}
	n, err := g.startNode(ctx, cfg, f.account)
	if err != nil {
		closePay()
		return fail(storeErr(err, g.datadir))
	}
	return n, cfg.Swaps, func() { n.Close(); closePay(); closeChain() }, nil
}

// waitQuotes polls the node's quote book for sc's token until ok accepts
// the live quotes or wait passes.
func waitQuotes(ctx context.Context, n *node.Node, sc *node.SwapConfig, wait time.Duration, ok func([]swap.Quote) bool) []swap.Quote {
	deadline := time.Now().Add(wait)
	for {
		qs := n.SwapQuotes(sc.Payment.Network.ChainID, sc.Payment.Token.Address)
		if ok(qs) || !time.Now().Before(deadline) {
			return qs
		}
		select {
		case <-ctx.Done():
			return qs
		case <-time.After(200 * time.Millisecond):
		}
	}
}

func newSwapCmd(g *globals) *cobra.Command {
	cmd := &cobra.Command{Use: "swap", Short: "Buy TORA with a token of another chain: quotes, and your swaps", Long: swapHelp}
	cmd.AddCommand(newSwapQuoteCmd(g), newSwapListCmd(g), newSwapStatusCmd(g), newSwapRefundCmd(g), newSwapResumeCmd(g))
	return cmd
}

// quoteRow is a quote as `swap quote` shows it: amounts in whole units.
type quoteRow struct {
	ID           string `json:"id"`
	Desk         string `json:"desk"`
	Token        string `json:"token"`
	RatePerToken string `json:"tora_per_token"` // after the premium
	Premium      string `json:"premium_percent"`
	Pay          string `json:"pay,omitempty"`
	Buys         string `json:"buys_tora,omitempty"`
	Min          string `json:"min"`
	Max          string `json:"max"`
	PayWindow    string `json:"pay_window"`
	ToraWindow   string `json:"tora_window"`
	ValidUntil   string `json:"valid_until"`
}

func quoteView(q swap.Quote, pay *big.Int) quoteRow {
	r := quoteRow{ID: common.Hash(q.ID).Hex(), Desk: q.Desk.Hex(), Token: q.PaySymbol,
		RatePerToken: tora.Format(q.ToraFor(pow10(q.PayDecimals))), Premium: formatUnits(new(big.Int).SetUint64(uint64(q.PremiumBps)), 2),
		Min: formatUnits(q.Min, q.PayDecimals), Max: formatUnits(q.Max, q.PayDecimals),
		PayWindow: q.PayWindow.String(), ToraWindow: q.ToraWindow.String(), ValidUntil: q.ValidUntil.UTC().Format(time.RFC3339)}
	if pay != nil {
		r.Pay = formatUnits(pay, q.PayDecimals)
		if pay.Cmp(q.Min) >= 0 && pay.Cmp(q.Max) <= 0 {
			r.Buys = tora.Format(q.ToraFor(pay))
		}
	}
	return r
}

func newSwapQuoteCmd(g *globals) *cobra.Command {
	f := &nodeFlags{roles: []string{"client"}}
	var (
		pay  string
		wait time.Duration
	)
	cmd := &cobra.Command{
		Use:   "quote TOKEN@NETWORK",
		Short: "Show the swap desks' live quotes for a token, best first",
		Long: `Start a light peer (as ` + "`subnet jobs post`" + ` does; it needs --bootstrap or the
config's bootstrap), listen for the quotes swap desks gossip for TOKEN on
NETWORK until one is heard or --wait passes, and print them best rate first:
the TORA one token buys after the desk's premium, what --pay buys, the
least and largest payment, the payment lock's and the TORA counter-lock's
windows, and how long the quote stands. No quote exits 1.

` + swapHelp,
		Args: cobra.ExactArgs(1),
		PreRunE: func(_ *cobra.Command, args []string) error {
			if _, _, err := parsePayWith(args[0]); err != nil {
				return usageError{err}
			}
			if pay != "" {
				if _, err := parseDecimal(pay); err != nil {
					return usageError{fmt.Errorf("--pay %w", err)}
				}
			}
			return nil
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			ctx := cmd.Context()
			n, sc, closeFn, err := g.swapPeer(ctx, cmd, f, args[0], true)
			if err != nil {
				return err
			}
			defer closeFn()
			var payAmt *big.Int
			if pay != "" {
				if payAmt, err = parseUnits(pay, sc.Payment.Token.Decimals); err != nil {
					return usageError{fmt.Errorf("--pay %w", err)}
				}
			}
			qs := waitQuotes(ctx, n, sc, wait, func(qs []swap.Quote) bool { return len(qs) > 0 })
			if len(qs) == 0 {
				return fmt.Errorf("no swap quote for %s heard in %s (%d peers connected): no desk serves it now (a desk runs `tensora node start --desk %s`)",
					args[0], wait, len(n.Host().Peers()), args[0])
			}
			now := time.Now()
			var rows []quoteRow
			for _, q := range qs {
				rows = append(rows, quoteView(q, payAmt))
			}
			if g.jsonOut {
				return printJSON(cmd.OutOrStdout(), rows)
			}
			p := sc.Payment
			tw := tabwriter.NewWriter(cmd.OutOrStdout(), 0, 0, 2, ' ', 0)
			buys := "BUYS"
			if payAmt != nil {
				buys = fmt.Sprintf("%s %s BUYS", pay, p.Token.Symbol)
			}
			fmt.Fprintf(tw, "DESK\tTORA PER %s\tPREMIUM\t%s\tMIN–MAX %s\tWINDOWS PAY/TORA\tVALID FOR\n", p.Token.Symbol, buys, p.Token.Symbol)
			for i, r := range rows {
				b := "-"
				if r.Buys != "" {
					b = r.Buys + " TORA"
				}
				fmt.Fprintf(tw, "%s\t%s\t%s%%\t%s\t%s–%s\t%s/%s\t%s\n", r.Desk, r.RatePerToken, r.Premium, b, r.Min, r.Max,
					r.PayWindow, r.ToraWindow, qs[i].ValidUntil.Sub(now).Round(time.Second))
			}
			return tw.Flush()
		},
	}
	f.chain.register(cmd)
	peerFlags(cmd, f)
	cmd.Flags().StringVar(&f.account, "account", "", "wallet account when the keystore holds several")
	cmd.Flags().StringVar(&pay, "pay", "", "show what paying this many whole tokens buys")
	cmd.Flags().DurationVar(&wait, "wait", 10*time.Second, "how long to listen for quotes")
	return cmd
}

// pickQuote is the live quote that needs the fewest tokens for want TORA
// wei, within its min..max; ok is false when none serves the amount.
func pickQuote(qs []swap.Quote, want *big.Int, now time.Time) (q swap.Quote, pay *big.Int, ok bool) {
	for _, c := range qs {
		if c.Check(now) != nil || c.ValidUntil.Before(now.Add(15*time.Second)) {
			continue
		}
		p := c.PayFor(want)
		if p.Sign() <= 0 || p.Cmp(c.Min) < 0 || p.Cmp(c.Max) > 0 {
			continue
		}
		if !ok || p.Cmp(pay) < 0 {
			q, pay, ok = c, p, true
		}
	}
	return q, pay, ok
}

// depositWithSwap buys want TORA into this wallet's escrow with a token of
// another chain: the best live quote, a swap run by an embedded light
// peer to its end, a line per step and the audit trail.
func (g *globals) depositWithSwap(cmd *cobra.Command, f *nodeFlags, want *big.Int, spec string, wait time.Duration) error {
	ctx := cmd.Context()
	n, sc, closeFn, err := g.swapPeer(ctx, cmd, f, spec, false)
	if err != nil {
		return err
	}
	defer closeFn()
	w := cmd.OutOrStdout()
	if g.jsonOut {
		w = cmd.ErrOrStderr()
	}
	p := sc.Payment
	qs := waitQuotes(ctx, n, sc, wait, func(qs []swap.Quote) bool { _, _, ok := pickQuote(qs, want, time.Now()); return ok })
	q, pay, ok := pickQuote(qs, want, time.Now())
	if !ok {
		if len(qs) == 0 {
			return fmt.Errorf("no swap quote for %s heard in %s (%d peers connected): no desk serves it now", spec, wait, len(n.Host().Peers()))
		}
		return fmt.Errorf("none of the %d quotes for %s serves %s TORA (see `tensora swap quote %s`)", len(qs), spec, tora.Format(want), spec)
	}
	fmt.Fprintf(w, "paying %s %s on %s (chain %d) to desk %s for %s TORA (premium %s%%)\n", formatUnits(pay, p.Token.Decimals), p.Token.Symbol,
		p.Network.Name, p.Network.ChainID, q.Desk.Hex(), tora.Format(q.ToraFor(pay)), formatUnits(new(big.Int).SetUint64(uint64(q.PremiumBps)), 2))
	id, err := n.StartSwap(ctx, q, pay)
	if err != nil {
		if id != (common.Hash{}) {
			fmt.Fprintf(cmd.ErrOrStderr(), "swap %s is saved: `tensora swap resume` carries it on\n", id.Hex())
		}
		return fmt.Errorf("start swap: %w", err)
	}
	s, err := followSwap(ctx, w, id, func(ctx context.Context) (swap.ClientSwap, error) { return n.Swap(ctx, id) })
	if err != nil {
		if ctx.Err() != nil {
			rctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
			if cur, err := n.Swap(rctx, id); err == nil {
				s = cur
			}
			cancel()
			fmt.Fprintf(cmd.ErrOrStderr(), "stopped: swap %s is saved in %s; `tensora swap resume` (or a node started with --pay-network %s) carries it on, or refunds it after %s\n",
				id.Hex(), g.datadir, spec, s.PayExpiry.Local().Format("15:04:05"))
		}
		return err
	}
	printAudit(w, s)
	if g.jsonOut {
		if err := printJSON(cmd.OutOrStdout(), swapView(s)); err != nil {
			return err
		}
	}
	if s.Step != swap.ClientClaimed {
		return fmt.Errorf("swap %s ended %s: %s", id.Hex(), s.Step, s.Reason)
	}
	return nil
}

// followSwap prints a line per step (and per transaction) until the swap
// ends; it returns the last record read.
func followSwap(ctx context.Context, w io.Writer, id common.Hash, get func(context.Context) (swap.ClientSwap, error)) (swap.ClientSwap, error) {
	start := time.Now()
	p := newStepPrinter(func(line string) { fmt.Fprintf(w, "  %6.1fs  %s\n", time.Since(start).Seconds(), line) })
	var s swap.ClientSwap
	for {
		cur, err := get(ctx)
		if err != nil && ctx.Err() == nil {
			return s, err
		}
		if err == nil {
			s = cur
			p.update(s)
			if s.Step.Terminal() {
				return s, nil
			}
		}
		select {
		case <-ctx.Done():
			return s, fmt.Errorf("swap %s at %s: %w", id.Hex(), s.Step, ctx.Err())
		case <-time.After(250 * time.Millisecond):
		}
	}
}

// stepPrinter prints a line per step change of each swap, and a line for
// a transaction whose own step passed between two looks (a coordinator
// may take several steps at once).
type stepPrinter struct {
	out     func(string)
	last    map[common.Hash]string
	printed map[common.Hash]bool
}

func newStepPrinter(out func(string)) *stepPrinter {
	return &stepPrinter{out: out, last: map[common.Hash]string{}, printed: map[common.Hash]bool{}}
}

func (p *stepPrinter) update(s swap.ClientSwap) {
	l, own := stepLine(s)
	if l == p.last[s.ID] {
		return
	}
	if own == (common.Hash{}) && (s.Step == swap.ClientPayLocking || s.Step == swap.ClientClaiming) {
		return // its transaction is about to be sent: one line with it
	}
	for _, t := range swapTxs(s) {
		if t.tx != (common.Hash{}) && t.tx != own && !p.printed[t.tx] {
			p.out(fmt.Sprintf("%-13s %s on %s tx %s", t.step, t.what, t.chain, t.tx.Hex()))
			p.printed[t.tx] = true
		}
	}
	p.out(l)
	p.last[s.ID] = l
	if own != (common.Hash{}) {
		p.printed[own] = true
	}
}

// swapTx is one transaction of a swap's audit trail.
type swapTx struct {
	step, what, chain string
	tx                common.Hash
}

// swapTxs are a swap's transactions, in the order they happen.
func swapTxs(s swap.ClientSwap) []swapTx {
	pay := fmt.Sprintf("%s (%d)", s.PayNet.Name, s.PayNet.ChainID)
	tn := fmt.Sprintf("%s (%d)", s.ToraNet.Name, s.ToraNet.ChainID)
	return []swapTx{
		{"pay-locked", "payment lock", pay, s.PayLockTx},
		{"counter-seen", "desk's TORA lock", tn, s.CounterLockTx},
		{"claiming", "claim of the TORA into escrow", tn, s.ClaimTx},
		{"refunded", "refund", pay, s.RefundTx},
	}
}

// stepLine is a step as one line, with the step's transaction and chain;
// own is that transaction.
func stepLine(s swap.ClientSwap) (line string, own common.Hash) {
	txs := swapTxs(s)
	tx := func(i int) (string, common.Hash) {
		t := txs[i]
		if t.tx == (common.Hash{}) {
			return fmt.Sprintf("%-13s %s on %s", s.Step, t.what, t.chain), t.tx
		}
		return fmt.Sprintf("%-13s %s on %s tx %s", s.Step, t.what, t.chain, t.tx.Hex()), t.tx
	}
	switch s.Step {
	case swap.ClientNew:
		return fmt.Sprintf("%-13s swap %s recorded", s.Step, s.ID.Hex()), common.Hash{}
	case swap.ClientPayLocking, swap.ClientPayLocked:
		return tx(0)
	case swap.ClientCounterSeen:
		return tx(1)
	case swap.ClientClaiming, swap.ClientClaimed:
		return tx(2)
	case swap.ClientRefundable:
		return fmt.Sprintf("%-13s %s; the payment lock is refunded after %s", s.Step, s.Reason, s.PayExpiry.Local().Format("15:04:05")), common.Hash{}
	case swap.ClientRefunded:
		return tx(3)
	}
	return fmt.Sprintf("%-13s %s", s.Step, s.Reason), common.Hash{}
}

// printAudit writes a swap's transactions on both chains.
func printAudit(w io.Writer, s swap.ClientSwap) {
	v := swapView(s)
	fmt.Fprintf(w, "swap %s: %s %s on %s (chain %d) for %s TORA into escrow: %s\n", s.ID.Hex(), v.Pay, v.Token, s.PayNet.Name, s.PayNet.ChainID, v.Tora, s.Step)
	whats := []string{"you lock " + v.Pay + " " + v.Token + " for the desk", "the desk locks " + v.Tora + " TORA for your escrow",
		"you claim it, revealing the secret", "you take the payment back"}
	for i, t := range swapTxs(s) {
		if t.tx != (common.Hash{}) {
			fmt.Fprintf(w, "  %-18s %-50s %s\n", t.chain, whats[i], t.tx.Hex())
		}
	}
}

// swapJSON is a swap as the CLI shows it: amounts in whole units, no
// secret.
type swapJSON struct {
	ID            string `json:"id"`
	Step          string `json:"step"`
	Reason        string `json:"reason,omitempty"`
	LastError     string `json:"last_error,omitempty"`
	Desk          string `json:"desk"`
	QuoteID       string `json:"quote_id"`
	PayNetwork    string `json:"pay_network"`
	PayChainID    uint64 `json:"pay_chain_id"`
	Token         string `json:"token"`
	TokenAddress  string `json:"token_address"`
	Pay           string `json:"pay"`
	Tora          string `json:"tora"`
	ToraNetwork   string `json:"tora_network"`
	ToraChainID   uint64 `json:"tora_chain_id"`
	Client        string `json:"client"`
	Escrow        string `json:"escrow"`
	Hashlock      string `json:"hashlock"`
	PayExpiry     string `json:"pay_expiry"`
	CounterLockID string `json:"counter_lock_id,omitempty"`
	CounterExpiry string `json:"counter_expiry,omitempty"`
	PayLockTx     string `json:"pay_lock_tx,omitempty"`
	CounterLockTx string `json:"counter_lock_tx,omitempty"`
	ClaimTx       string `json:"claim_tx,omitempty"`
	RefundTx      string `json:"refund_tx,omitempty"`
	Created       string `json:"created"`
	Updated       string `json:"updated"`
}

func swapView(s swap.ClientSwap) swapJSON {
	h := func(x common.Hash) string {
		if x == (common.Hash{}) {
			return ""
		}
		return x.Hex()
	}
	t := func(x time.Time) string {
		if x.IsZero() {
			return ""
		}
		return x.UTC().Format(time.RFC3339)
	}
	return swapJSON{ID: s.ID.Hex(), Step: s.Step.String(), Reason: s.Reason, LastError: s.LastError, Desk: s.Quote.Desk.Hex(),
		QuoteID: common.Hash(s.Quote.ID).Hex(), PayNetwork: s.PayNet.Name, PayChainID: s.PayNet.ChainID, Token: s.Quote.PaySymbol,
		TokenAddress: s.Quote.PayToken.Hex(), Pay: formatUnits(s.PayAmount, s.Quote.PayDecimals), Tora: tora.Format(s.ToraAmount),
		ToraNetwork: s.ToraNet.Name, ToraChainID: s.ToraNet.ChainID, Client: s.Client.Hex(), Escrow: s.Escrow.Hex(), Hashlock: s.Hashlock.Hex(),
		PayExpiry: t(s.PayExpiry), CounterLockID: h(s.CounterLockID), CounterExpiry: t(s.CounterExpiry),
		PayLockTx: h(s.PayLockTx), CounterLockTx: h(s.CounterLockTx), ClaimTx: h(s.ClaimTx), RefundTx: h(s.RefundTx),
		Created: t(s.Created), Updated: t(s.Updated)}
}

// swapStore opens the swaps of this datadir's node store; nil when the
// datadir has none yet.
func (g *globals) swapStore() (*swap.Store, error) {
	dir := filepath.Join(g.datadir, "node")
	if _, err := os.Stat(dir); errors.Is(err, os.ErrNotExist) {
		return nil, nil
	}
	st, err := swap.OpenStore(dir)
	if err != nil {
		if strings.Contains(err.Error(), "directory lock") {
			return nil, errSwapNodeRunning
		}
		return nil, err
	}
	return st, nil
}

// listSwaps is every swap of the datadir, the newest first.
func (g *globals) listSwaps(ctx context.Context) ([]swap.ClientSwap, error) {
	st, err := g.swapStore()
	if err != nil || st == nil {
		return nil, err
	}
	defer st.Close()
	return g.listSwapsFrom(ctx, st)
}

// findSwap is the one swap whose id starts with prefix (0x optional).
func findSwap(all []swap.ClientSwap, prefix, datadir string) (swap.ClientSwap, error) {
	p := strings.ToLower(strings.TrimPrefix(strings.TrimPrefix(strings.TrimSpace(prefix), "0x"), "0X"))
	var hits []swap.ClientSwap
	for _, s := range all {
		if p != "" && strings.HasPrefix(strings.TrimPrefix(strings.ToLower(s.ID.Hex()), "0x"), p) {
			hits = append(hits, s)
		}
	}
	switch len(hits) {
	case 0:
		return swap.ClientSwap{}, fmt.Errorf("no swap %s in %s (`tensora swap list` shows them)", prefix, datadir)
	case 1:
		return hits[0], nil
	}
	return swap.ClientSwap{}, fmt.Errorf("swap id %s matches %d swaps: give more of it", prefix, len(hits))
}

func newSwapListCmd(g *globals) *cobra.Command {
	return &cobra.Command{
		Use:   "list",
		Short: "List this datadir's swaps, the newest first",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			all, err := g.listSwaps(cmd.Context())
			if err != nil {
				return err
			}
			if g.jsonOut {
				rows := []swapJSON{}
				for _, s := range all {
					rows = append(rows, swapView(s))
				}
				return printJSON(cmd.OutOrStdout(), rows)
			}
			if len(all) == 0 {
				fmt.Fprintln(cmd.OutOrStdout(), "no swaps (tensora escrow deposit AMOUNT --pay-with TOKEN@NETWORK starts one)")
				return nil
			}
			tw := tabwriter.NewWriter(cmd.OutOrStdout(), 0, 0, 2, ' ', 0)
			fmt.Fprintln(tw, "ID\tSTEP\tPAID\tTORA\tDESK\tUPDATED")
			for _, s := range all {
				v := swapView(s)
				fmt.Fprintf(tw, "%s\t%s\t%s %s@%s\t%s\t%s\t%s\n", v.ID[:10], v.Step, v.Pay, v.Token, v.PayNetwork, v.Tora, short(v.Desk),
					s.Updated.Local().Format("2006-01-02 15:04:05"))
			}
			return tw.Flush()
		},
	}
}

func newSwapStatusCmd(g *globals) *cobra.Command {
	return &cobra.Command{
		Use:   "status ID",
		Short: "Show one swap: its step, amounts, expiries and every transaction (a unique id prefix will do)",
		Args:  cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			all, err := g.listSwaps(cmd.Context())
			if err != nil {
				return err
			}
			s, err := findSwap(all, args[0], g.datadir)
			if err != nil {
				return err
			}
			v := swapView(s)
			if g.jsonOut {
				return printJSON(cmd.OutOrStdout(), v)
			}
			w := cmd.OutOrStdout()
			tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
			for _, r := range [][2]string{
				{"id", v.ID}, {"step", v.Step}, {"reason", v.Reason}, {"last error", v.LastError},
				{"pay", fmt.Sprintf("%s %s (%s) on %s (chain %d)", v.Pay, v.Token, v.TokenAddress, v.PayNetwork, v.PayChainID)},
				{"for", fmt.Sprintf("%s TORA into escrow %s on %s (chain %d)", v.Tora, v.Escrow, v.ToraNetwork, v.ToraChainID)},
				{"desk", v.Desk}, {"quote", v.QuoteID}, {"client", v.Client}, {"hashlock", v.Hashlock},
				{"payment lock expires", v.PayExpiry}, {"counter-lock", v.CounterLockID}, {"counter-lock expires", v.CounterExpiry},
				{"created", v.Created}, {"updated", v.Updated},
			} {
				if r[1] != "" {
					fmt.Fprintf(tw, "%s\t%s\n", r[0], r[1])
				}
			}
			if err := tw.Flush(); err != nil {
				return err
			}
			printAudit(w, s)
			return nil
		},
	}
}

// swapClient builds a swap coordinator over this datadir's store for the
// swaps on payment network payNet, dialing both chains (no p2p).
func (g *globals) swapClient(ctx context.Context, cf *chainFlags, st *swap.Store, key *ecdsa.PrivateKey, payNet string, log *slog.Logger, onStep func(swap.ClientSwap)) (*swap.Client, func(), error) {
	settlement, closeChain, err := cf.settlement(ctx, g, true)
	if err != nil {
		return nil, nil, err
	}
	fail := func(err error) (*swap.Client, func(), error) { closeChain(); return nil, nil, err }
	fc, err := g.fileConfig()
	if err != nil {
		return fail(err)
	}
	pc, closePay, err := g.paymentChain(ctx, cf, fc, payNet)
	if err != nil {
		return fail(err)
	}
	closeAll := func() { closePay(); closeChain() }
	toraNet, err := g.toraNetwork(ctx, cf, fc)
	if err != nil {
		closeAll()
		return nil, nil, err
	}
	pay, err := swap.NewEVMLedger(ctx, swap.EVMConfig{Client: pc.Client, ChainID: pc.Network.ChainID, HTLC: pc.HTLC, Key: key, ScanFrom: pc.ScanFrom})
	if err != nil {
		closeAll()
		return nil, nil, fmt.Errorf("payment network %s: %w", payNet, err)
	}
	tl, err := swap.NewEVMLedger(ctx, swap.EVMConfig{Client: settlement.Client, ChainID: settlement.ChainID, HTLC: settlement.Contracts.HTLC, Key: key})
	if err != nil {
		closeAll()
		return nil, nil, fmt.Errorf("Tensora's chain: %w", err)
	}
	c, err := swap.NewClient(swap.ClientConfig{Store: st, Pay: pay, Tora: tl, PayNet: pc.Network, ToraNet: toraNet,
		Escrow: settlement.Contracts.Escrow, ToraToken: settlement.Contracts.Token, Tick: swapTick, Logger: log, OnStep: onStep})
	if err != nil {
		closeAll()
		return nil, nil, err
	}
	return c, closeAll, nil
}

// payNetSpec names a swap's payment network and token for paymentChain.
func payNetSpec(s swap.ClientSwap) string { return s.Quote.PaySymbol + "@" + s.PayNet.Name }

func newSwapRefundCmd(g *globals) *cobra.Command {
	cf := &chainFlags{}
	var account string
	cmd := &cobra.Command{
		Use:   "refund ID",
		Short: "Take back a swap's payment once its lock has expired (a unique id prefix will do)",
		Long: `Refund the payment lock of a swap that will not complete, once it has
expired (before that the desk may still claim it with the secret, so the
contract refuses). Swaps are refunded automatically by ` + "`tensora swap resume`" + `
and by a node started with --pay-network; this does it now for one.`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			ctx := cmd.Context()
			st, err := g.swapStore()
			if err != nil {
				return err
			}
			var all []swap.ClientSwap
			if st != nil {
				defer st.Close()
				if all, err = st.Clients(ctx); err != nil {
					return err
				}
			}
			s, err := findSwap(all, args[0], g.datadir)
			if err != nil {
				return err
			}
			switch {
			case s.Step.Terminal():
				return fmt.Errorf("swap %s is %s: nothing to refund", s.ID.Hex(), s.Step)
			case time.Now().Before(s.PayExpiry):
				return fmt.Errorf("swap %s: refundable after %s (its payment lock's expiry, %s from now)", s.ID.Hex(),
					s.PayExpiry.Local().Format("15:04:05"), time.Until(s.PayExpiry).Round(time.Second))
			}
			k, err := g.unlock(account)
			if err != nil {
				return err
			}
			log, err := g.quietLogger(cmd)
			if err != nil {
				return err
			}
			c, closeFn, err := g.swapClient(ctx, cf, st, k.ECDSA(), payNetSpec(s), log, nil)
			if err != nil {
				return err
			}
			defer closeFn()
			deadline := time.Now().Add(2 * time.Minute)
			for {
				err := c.Refund(ctx, s.ID)
				if err == nil {
					break
				}
				if errors.Is(err, swap.ErrFinished) || errors.Is(err, swap.ErrNotExpired) || !time.Now().Before(deadline) || ctx.Err() != nil {
					return err
				}
				select {
				case <-ctx.Done():
					return ctx.Err()
				case <-time.After(swapTick):
				}
			}
			s, err = c.Get(ctx, s.ID)
			if err != nil {
				return err
			}
			if g.jsonOut {
				return printJSON(cmd.OutOrStdout(), swapView(s))
			}
			printAudit(cmd.OutOrStdout(), s)
			return nil
		},
	}
	cf.register(cmd)
	cmd.Flags().StringVar(&account, "account", "", "wallet account when the keystore holds several")
	return cmd
}

func newSwapResumeCmd(g *globals) *cobra.Command {
	cf := &chainFlags{}
	var account string
	cmd := &cobra.Command{
		Use:   "resume",
		Short: "Drive every unfinished swap to its end: claim the TORA, or refund after expiry",
		Long: `Carry on every unfinished swap of this datadir, with a line per step, until
each is claimed, refunded or failed: it reads both chains and sends what each
swap needs next (a claim, or after the payment lock's expiry a refund). It
needs both chains but no peers. A node started with --pay-network does the
same in the background.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			ctx := cmd.Context()
			st, err := g.swapStore()
			if err != nil {
				return err
			}
			if st == nil {
				fmt.Fprintln(cmd.OutOrStdout(), "no unfinished swaps")
				return nil
			}
			defer st.Close()
			open := func() ([]swap.ClientSwap, error) {
				all, err := st.Clients(ctx)
				var out []swap.ClientSwap
				for _, s := range all {
					if !s.Step.Terminal() {
						out = append(out, s)
					}
				}
				return out, err
			}
			todo, err := open()
			if err != nil {
				return err
			}
			if len(todo) == 0 {
				fmt.Fprintln(cmd.OutOrStdout(), "no unfinished swaps")
				return nil
			}
			k, err := g.unlock(account)
			if err != nil {
				return err
			}
			log, err := g.quietLogger(cmd)
			if err != nil {
				return err
			}
			w := cmd.OutOrStdout()
			start := time.Now()
			var cur common.Hash
			p := newStepPrinter(func(line string) {
				fmt.Fprintf(w, "  %6.1fs  %s  %s\n", time.Since(start).Seconds(), cur.Hex()[:10], line)
			})
			onStep := func(s swap.ClientSwap) { cur = s.ID; p.update(s) }
			clients := map[string]*swap.Client{}
			for _, s := range todo {
				spec := payNetSpec(s)
				if clients[spec] != nil {
					continue
				}
				c, closeFn, err := g.swapClient(ctx, cf, st, k.ECDSA(), spec, log, onStep)
				if err != nil {
					return err
				}
				defer closeFn()
				clients[spec] = c
				fmt.Fprintf(w, "resuming swaps on %s\n", spec)
			}
			for {
				for _, c := range clients {
					if err := c.Tick(ctx); err != nil && ctx.Err() == nil {
						log.Warn("swap tick", "err", err)
					}
				}
				todo, err := open()
				if err != nil {
					return err
				}
				for _, s := range todo {
					onStep(s)
				}
				if len(todo) == 0 {
					break
				}
				select {
				case <-ctx.Done():
					fmt.Fprintf(cmd.ErrOrStderr(), "stopped with %d swaps unfinished: run `tensora swap resume` again\n", len(todo))
					return ctx.Err()
				case <-time.After(swapTick):
				}
			}
			all, err := g.listSwapsFrom(ctx, st)
			if err != nil {
				return err
			}
			for _, s := range all {
				if _, touched := p.last[s.ID]; touched {
					printAudit(w, s)
				}
			}
			return nil
		},
	}
	cf.register(cmd)
	cmd.Flags().StringVar(&account, "account", "", "wallet account when the keystore holds several")
	return cmd
}

// listSwapsFrom is every swap of st, the newest first.
func (g *globals) listSwapsFrom(ctx context.Context, st *swap.Store) ([]swap.ClientSwap, error) {
	all, err := st.Clients(ctx)
	sort.Slice(all, func(i, j int) bool { return all[i].Created.After(all[j].Created) })
	return all, err
}
