package main

import (
	"bytes"
	"context"
	"encoding/json"
	"math/big"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/spf13/cobra"

	"github.com/tensora/tensora/chain/backend"
	"github.com/tensora/tensora/chain/paychain"
	"github.com/tensora/tensora/swap"
)

func TestParsePayWith(t *testing.T) {
	cases := []struct {
		in       string
		sym, net string
		ok       bool
	}{
		{"USDC@payment", "USDC", "payment", true},   // the dev payment chain
		{" usdc@polygon ", "usdc", "polygon", true}, // surrounding spaces trimmed, case kept
		{"USDC", "", "", false},                     // no network
		{"@payment", "", "", false},                 // no token
		{"USDC@", "", "", false},                    // no network after @
		{"USDC@pay@ment", "", "", false},            // two @
		{"US DC@payment", "", "", false},            // a space inside
		{"", "", "", false},                         // nothing
	}
	for _, c := range cases {
		sym, net, err := parsePayWith(c.in)
		if (err == nil) != c.ok || sym != c.sym || net != c.net {
			t.Errorf("parsePayWith(%q) = %q, %q, %v; want %q, %q, ok=%v", c.in, sym, net, err, c.sym, c.net, c.ok)
		}
	}
}

func TestDeskRate(t *testing.T) {
	cases := []struct {
		rate     string
		decimals uint8
		num, den string // TORA wei per base unit, reduced
		ok       bool
	}{
		{"1", 6, "1000000000000", "1", true},    // 1 TORA per USDC: 1e18 wei per 1e6 units
		{"1", 18, "1", "1", true},               // an 18-decimal token at par: 1 wei per unit
		{"0.5", 18, "1", "2", true},             // half a TORA per token: a fraction of a wei per unit
		{"2.25", 6, "2250000000000", "1", true}, // decimals carried exactly
		{"0.000000000001", 6, "1", "1", true},   // the smallest rate that is a whole wei per unit
		{"1.5", 0, "1500000000000000000", "1", true},
		{"0", 6, "", "", false},   // not positive
		{"-1", 6, "", "", false},  // negative
		{"1/3", 6, "", "", false}, // fractions are not decimals
		{"1e3", 6, "", "", false}, // nor exponents
		{"abc", 6, "", "", false}, // nor words
		{"", 6, "", "", false},    // empty
	}
	for _, c := range cases {
		num, den, err := deskRate(c.rate, c.decimals)
		if (err == nil) != c.ok {
			t.Errorf("deskRate(%q, %d): err %v, want ok=%v", c.rate, c.decimals, err, c.ok)
			continue
		}
		if c.ok && (num.String() != c.num || den.String() != c.den) {
			t.Errorf("deskRate(%q, %d) = %s/%s, want %s/%s", c.rate, c.decimals, num, den, c.num, c.den)
		}
	}
	// The rate a desk quotes buys what it says: 100 USDC at 1 TORA less
	// 0.5% is 99.5 TORA.
	num, den, _ := deskRate("1", 6)
	q := swap.Quote{RateNum: num, RateDen: den, PremiumBps: 50}
	if got := formatUnits(q.ToraFor(paychain.USDC(100)), 18); got != "99.5" {
		t.Errorf("100 USDC at rate 1, 0.5%% premium buys %s TORA, want 99.5", got)
	}
}

func TestDeskAmounts(t *testing.T) {
	bps := []struct {
		in   string
		want uint32
		ok   bool
	}{
		{"0.5", 50, true}, {"0", 0, true}, {"10", 1000, true}, {"0.25", 25, true},
		{"10.01", 0, false}, // over the network's cap
		{"0.125", 0, false}, // finer than a basis point
		{"x", 0, false},
	}
	for _, c := range bps {
		got, err := premiumBps(c.in)
		if (err == nil) != c.ok || got != c.want {
			t.Errorf("premiumBps(%q) = %d, %v; want %d ok=%v", c.in, got, err, c.want, c.ok)
		}
	}
	units := []struct {
		in   string
		dec  uint8
		want string
		ok   bool
	}{
		{"100", 6, "100000000", true}, {"2.5", 6, "2500000", true}, {"0.000001", 6, "1", true},
		{"0.0000001", 6, "", false}, // below a base unit
		{"1", 18, "1000000000000000000", true},
	}
	for _, c := range units {
		got, err := parseUnits(c.in, c.dec)
		if (err == nil) != c.ok || (c.ok && got.String() != c.want) {
			t.Errorf("parseUnits(%q, %d) = %v, %v; want %s ok=%v", c.in, c.dec, got, err, c.want, c.ok)
		}
	}
	for _, c := range []struct {
		x    *big.Int
		dec  uint8
		want string
	}{{paychain.USDC(100), 6, "100"}, {big.NewInt(2500001), 6, "2.500001"}, {big.NewInt(50), 2, "0.5"}, {big.NewInt(7), 0, "7"}, {nil, 6, "0"}} {
		if got := formatUnits(c.x, c.dec); got != c.want {
			t.Errorf("formatUnits(%v, %d) = %q, want %q", c.x, c.dec, got, c.want)
		}
	}
}

func TestResolvePaymentNetwork(t *testing.T) {
	usdc := common.HexToAddress("0x00000000000000000000000000000000000000aa")
	htlc := common.HexToAddress("0x00000000000000000000000000000000000000bb")
	full := paymentNetworkConfig{RPC: "http://127.0.0.1:8546", ChainID: 137, HTLC: htlc, Confirmations: 3,
		BlockTime: "2s", ReorgMargin: "1m", RevealMargin: "2m", Tokens: map[string]tokenConfig{"USDC": {Address: usdc, Decimals: 6}}}
	without := func(f func(*paymentNetworkConfig)) paymentNetworkConfig {
		c := full
		f(&c)
		return c
	}
	devFile := &ChainFile{Network: "dev", source: "/tmp/chain-dev.json", Payment: &paymentFile{Network: "payment", paymentNetworkConfig: without(func(c *paymentNetworkConfig) {
		c.ChainID, c.Confirmations, c.BlockTime, c.ReorgMargin, c.RevealMargin = 31337, 1, "1s", "2s", "3s"
	})}}
	cases := []struct {
		name    string
		network string
		fc      fileConfig
		file    *ChainFile
		chainID uint64 // of the resolved network
		gap     time.Duration
		errHas  string
	}{
		{"from config", "polygon", fileConfig{PaymentNetworks: map[string]paymentNetworkConfig{"polygon": full}}, nil, 137, 3*2*time.Second + 3*time.Minute, ""},
		{"from the dev chain file", "payment", fileConfig{}, devFile, 31337, time.Second + 5*time.Second, ""},
		// config.toml wins over the chain file for the same name.
		{"config over chain file", "payment", fileConfig{PaymentNetworks: map[string]paymentNetworkConfig{"payment": full}}, devFile, 137, 3*time.Minute + 6*time.Second, ""},
		{"unknown", "polygon", fileConfig{}, devFile, 0, 0, "payment network \"polygon\": not in config.toml [payment_networks] and not the dev chain file's (start one with `tensora chain dev --payment-chain`)"},
		{"no chain file", "payment", fileConfig{}, nil, 0, 0, "tensora chain dev --payment-chain"},
		{"no rpc", "p", fileConfig{PaymentNetworks: map[string]paymentNetworkConfig{"p": without(func(c *paymentNetworkConfig) { c.RPC = "" })}}, nil, 0, 0, "no rpc"},
		{"no chain id", "p", fileConfig{PaymentNetworks: map[string]paymentNetworkConfig{"p": without(func(c *paymentNetworkConfig) { c.ChainID = 0 })}}, nil, 0, 0, "no chain_id"},
		{"no htlc", "p", fileConfig{PaymentNetworks: map[string]paymentNetworkConfig{"p": without(func(c *paymentNetworkConfig) { c.HTLC = common.Address{} })}}, nil, 0, 0, "no htlc"},
		{"no tokens", "p", fileConfig{PaymentNetworks: map[string]paymentNetworkConfig{"p": without(func(c *paymentNetworkConfig) { c.Tokens = nil })}}, nil, 0, 0, "no tokens"},
		{"no block time", "p", fileConfig{PaymentNetworks: map[string]paymentNetworkConfig{"p": without(func(c *paymentNetworkConfig) { c.BlockTime = "" })}}, nil, 0, 0, "no block_time"},
		{"bad margin", "p", fileConfig{PaymentNetworks: map[string]paymentNetworkConfig{"p": without(func(c *paymentNetworkConfig) { c.RevealMargin = "soon" })}}, nil, 0, 0, `reveal_margin "soon"`},
	}
	for _, c := range cases {
		p, err := resolvePaymentNetwork(c.network, c.fc, c.file)
		if c.errHas != "" {
			if err == nil || !strings.Contains(err.Error(), c.errHas) {
				t.Errorf("%s: err %v, want one containing %q", c.name, err, c.errHas)
			}
			continue
		}
		if err != nil {
			t.Errorf("%s: %v", c.name, err)
			continue
		}
		if p.Network.ChainID != c.chainID || p.Network.Name != c.network || p.Network.Gap() != c.gap {
			t.Errorf("%s: network %+v (gap %s), want chain %d gap %s", c.name, p.Network, p.Network.Gap(), c.chainID, c.gap)
		}
		tok, err := p.token("usdc") // symbols match case-insensitively
		if err != nil || tok.Address != usdc || tok.Decimals != 6 || tok.Symbol != "USDC" {
			t.Errorf("%s: token usdc = %+v, %v", c.name, tok, err)
		}
		if _, err := p.token("DAI"); err == nil || !strings.Contains(err.Error(), "no token DAI") {
			t.Errorf("%s: token DAI: %v", c.name, err)
		}
		if tok, err := p.token(""); err != nil || tok.Symbol != "USDC" {
			t.Errorf("%s: the only token: %+v, %v", c.name, tok, err)
		}
	}
}

func TestToraSwapNetwork(t *testing.T) {
	dev, err := toraSwapNetwork("dev", networkConfig{})
	if err != nil || dev.Confirmations != 1 || dev.BlockTime != time.Second || dev.Gap() != 4*time.Second {
		t.Errorf("dev: %+v %v", dev, err)
	}
	l2, err := toraSwapNetwork("tensora-l2", networkConfig{SwapConfirmations: 5, SwapRevealMargin: "30s"})
	if err != nil || l2.Confirmations != 5 || l2.RevealMargin != 30*time.Second || l2.ReorgMargin != 30*time.Second {
		t.Errorf("tensora-l2 with overrides: %+v %v", l2, err)
	}
	if _, err := toraSwapNetwork("x", networkConfig{SwapBlockTime: "-1s"}); err == nil {
		t.Error("a negative swap_block_time was accepted")
	}
}

func TestSwapListEmptyDatadir(t *testing.T) {
	dir := t.TempDir()
	out, err := run(t, dir, "swap", "list")
	if err != nil || !strings.Contains(out, "no swaps") {
		t.Fatalf("swap list: %q %v", out, err)
	}
	out, err = run(t, dir, "swap", "list", "--json")
	if err != nil || strings.TrimSpace(out) != "[]" {
		t.Fatalf("swap list --json: %q %v", out, err)
	}
	if _, err := os.Stat(filepath.Join(dir, "node")); err == nil {
		t.Error("swap list created a store in an empty datadir")
	}
	out, err = run(t, dir, "swap", "resume")
	if err != nil || !strings.Contains(out, "no unfinished swaps") {
		t.Fatalf("swap resume: %q %v", out, err)
	}
}

// Mistakes in TOKEN@NETWORK are usage errors (exit 2) before anything
// starts.
func TestSwapBadPayWithExits2(t *testing.T) {
	dir := t.TempDir()
	for _, args := range [][]string{
		{"escrow", "deposit", "10", "--pay-with", "USDC"},
		{"escrow", "deposit", "10", "--pay-with", "@payment"},
		{"escrow", "deposit", "10", "--pay-with", "USDC@"},
		{"swap", "quote", "USDC"},
		{"swap", "quote", "USDC@payment", "--pay", "lots"},
		{"swap", "quote"},
		{"swap", "status"},
	} {
		_, err := run(t, dir, args...)
		if code, msg := exitCode(err, false); code != exitUsage {
			t.Errorf("%v: exit %d (%s), want %d", args, code, msg, exitUsage)
		}
	}
}

func TestSwapRefundAndStatus(t *testing.T) {
	dir := t.TempDir()
	_, err := run(t, dir, "swap", "refund", "0xdead")
	if code, msg := exitCode(err, false); code != exitFailure || !strings.Contains(msg, "no swap 0xdead") {
		t.Fatalf("refund of an unknown swap: exit %d %q", code, msg)
	}
	// A swap whose payment lock has not expired is not refundable yet,
	// and the command says when it will be.
	st, err := swap.OpenStore(filepath.Join(dir, "node"))
	if err != nil {
		t.Fatal(err)
	}
	exp := time.Now().Add(20 * time.Minute)
	s := swap.ClientSwap{ID: common.HexToHash("0xabcdef0123"), Step: swap.ClientPayLocked, PayAmount: paychain.USDC(100),
		ToraAmount: new(big.Int).Mul(big.NewInt(995), big.NewInt(1e17)), Hashlock: common.HexToHash("0x01"), PayExpiry: exp,
		PayNet:  swap.Network{Name: "payment", ChainID: paychain.DevChainID},
		ToraNet: swap.Network{Name: "dev", ChainID: 1337}, PayLockTx: common.HexToHash("0x1234"),
		Quote: swap.Quote{PaySymbol: "USDC", PayDecimals: 6}, Created: time.Now(), Updated: time.Now()}
	if err := st.CreateClient(context.Background(), s); err != nil {
		t.Fatal(err)
	}
	if err := st.Close(); err != nil {
		t.Fatal(err)
	}
	_, err = run(t, dir, "swap", "refund", s.ID.Hex()[:8])
	if code, msg := exitCode(err, false); code != exitFailure || !strings.Contains(msg, "refundable after "+exp.Local().Format("15:04:05")) {
		t.Fatalf("early refund: exit %d %q", code, msg)
	}
	out, err := run(t, dir, "swap", "status", s.ID.Hex()[:8])
	if err != nil || !strings.Contains(out, "100 USDC") || !strings.Contains(out, "99.5 TORA") || !strings.Contains(out, s.PayLockTx.Hex()) {
		t.Fatalf("status: %v\n%s", err, out)
	}
	out, err = run(t, dir, "swap", "list", "--json")
	var rows []swapJSON
	if err != nil || json.Unmarshal([]byte(out), &rows) != nil || len(rows) != 1 || rows[0].Pay != "100" || rows[0].Step != "pay-locked" {
		t.Fatalf("list --json: %v %q", err, out)
	}
}

// `chain dev --payment-chain` writes the payment network into the chain
// file, where the payment commands find it.
func TestChainDevPaymentChain(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("TENSORA_PASSWORD", "pay")
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	cmd := newRoot()
	var out bytes.Buffer
	cmd.SetOut(&out)
	cmd.SetErr(&bytes.Buffer{})
	cmd.SetArgs([]string{"--datadir", dir, "chain", "dev", "--payment-chain", "--http", "127.0.0.1:0", "--payment-http", "127.0.0.1:0",
		"--block-time", "100ms", "--accounts", "2"})
	done := make(chan error, 1)
	go func() { done <- cmd.ExecuteContext(ctx) }()
	path := filepath.Join(dir, "chain-dev.json")
	wctx, wcancel := context.WithTimeout(ctx, 60*time.Second)
	defer wcancel()
	var f ChainFile
	for {
		if b, err := os.ReadFile(path); err == nil && json.Unmarshal(b, &f) == nil {
			break
		}
		select {
		case err := <-done:
			t.Fatalf("chain dev ended: %v", err)
		case <-wctx.Done():
			t.Fatal("no chain file")
		case <-time.After(100 * time.Millisecond):
		}
	}
	p := f.Payment
	if p == nil || p.Network != "payment" || p.ChainID != paychain.DevChainID || p.HTLC == (common.Address{}) || p.Confirmations != 1 ||
		p.BlockTime != "100ms" || p.Tokens["USDC"].Decimals != 6 || p.Tokens["USDC"].Address == (common.Address{}) || !strings.HasPrefix(p.RPC, "http://127.0.0.1:") {
		t.Fatalf("payment section: %+v", p)
	}
	// WebSocket JSON-RPC shares the HTTP port and answers.
	if f.WS != strings.Replace(f.RPC, "http://", "ws://", 1) {
		t.Fatalf("ws URL %q, want the RPC's port (%s)", f.WS, f.RPC)
	}
	if wc, err := backend.Dial(ctx, f.WS, f.ChainID); err != nil {
		t.Fatalf("dial %s: %v", f.WS, err)
	} else {
		wc.Close()
	}
	// The file resolves as the payment network "payment", and its RPC
	// answers with its chain id and has the HTLC.
	g := &globals{datadir: dir}
	pc, closePay, err := g.paymentChain(ctx, &chainFlags{}, fileConfig{}, "USDC@payment")
	if err != nil {
		t.Fatal(err)
	}
	defer closePay()
	if pc.Network.Gap() != 100*time.Millisecond+5*time.Second || pc.Token.Address != p.Tokens["USDC"].Address {
		t.Errorf("resolved %+v", pc)
	}
	if _, err := swap.NewEVMLedger(ctx, swap.EVMConfig{Client: pc.Client, ChainID: pc.Network.ChainID, HTLC: pc.HTLC, Key: devKey(0)}); err != nil {
		t.Errorf("the payment chain's HTLC: %v", err)
	}
	if !strings.Contains(out.String(), "payment chain \"payment\" (chain id 31337)") {
		t.Errorf("human output lacks the payment chain:\n%s", out.String())
	}
	// It says how nodes join the chain: only with --chain-file.
	if !strings.Contains(out.String(), "start every miner, validator and client with --chain-file "+path) {
		t.Errorf("human output does not say how nodes join:\n%s", out.String())
	}
	cancel()
	if err := <-done; err != nil {
		t.Fatalf("chain dev: %v", err)
	}
}

// [payment_networks] and [desk] as config.toml writes them decode, resolve
// and make a desk's offer.
func TestPaymentNetworksConfigTOML(t *testing.T) {
	fc, err := parseTOMLConfig("config.toml", []byte(`
pay_network = "USDC@polygon"

[payment_networks.polygon]
rpc = "http://10.0.0.3:8545"
chain_id = 137
htlc = "0x00000000000000000000000000000000000000bB"
confirmations = 64
block_time = "2s"
reorg_margin = "1m"
reveal_margin = "2m"
scan_from = 51000000

[payment_networks.polygon.tokens.USDC]
address = "0x00000000000000000000000000000000000000aA"
decimals = 6

[desk]
pay_with = "USDC@polygon"
rate = "0.98"
premium_percent = "0.25"
max = "500"
pay_window = "30m"
`))
	if err != nil {
		t.Fatal(err)
	}
	if fc.PayNetwork != "USDC@polygon" || fc.Desk == nil || fc.Desk.Rate != "0.98" {
		t.Fatalf("decoded %+v %+v", fc, fc.Desk)
	}
	p, err := resolvePaymentNetwork("polygon", fc, nil)
	if err != nil {
		t.Fatal(err)
	}
	if p.Cfg.ScanFrom != 51000000 || p.Cfg.HTLC != common.HexToAddress("0xbb") || p.Network.Gap() != 64*2*time.Second+3*time.Minute {
		t.Errorf("resolved %+v", p)
	}
	tok, err := p.token("USDC")
	if err != nil {
		t.Fatal(err)
	}
	// The flags a command was not given leave [desk] as it is, defaults
	// filling what it lacks.
	node := &cobra.Command{Use: "start"}
	sf := &swapFlags{}
	sf.register(node)
	if err := node.Flags().Parse([]string{"--desk-min", "5"}); err != nil {
		t.Fatal(err)
	}
	d := sf.deskSettings(node, fc)
	if d.PayWith != "USDC@polygon" || d.Rate != "0.98" || d.Min != "5" || d.Max != "500" || d.PayWindow != "30m" || d.ToraWindow != "10m0s" || d.PremiumPercent != "0.25" {
		t.Fatalf("desk settings %+v", d)
	}
	offer, err := deskOffer(d, tok)
	if err != nil {
		t.Fatal(err)
	}
	// 0.98 TORA per USDC = 980000000000 wei per base unit; 0.25% premium.
	if offer.RateNum.String() != "980000000000" || offer.RateDen.String() != "1" || offer.PremiumBps != 25 ||
		offer.Min.String() != "5000000" || offer.Max.String() != "500000000" || offer.PayWindow != 30*time.Minute {
		t.Errorf("offer %+v", offer)
	}
	d.ToraWindow = "30m"
	if _, err := deskOffer(d, tok); err == nil || !strings.Contains(err.Error(), "shorter than the pay window") {
		t.Errorf("a tora window as long as the pay window: %v", err)
	}
}
