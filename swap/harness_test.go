package swap_test

import (
	"context"
	"fmt"
	"log/slog"
	"math/big"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/tensora/tensora/swap"
	"github.com/tensora/tensora/swap/swaptest"
)

var (
	t0         = time.Date(2026, 12, 5, 12, 0, 0, 0, time.UTC)
	clientAddr = common.HexToAddress("0xc001")
	deskAddr   = common.HexToAddress("0xd001")
	attacker   = common.HexToAddress("0xbad0")
	usdc       = common.HexToAddress("0x05dc")
	toraTok    = common.HexToAddress("0x7042")
	escrowAddr = common.HexToAddress("0xe5c0")

	payNet  = swap.Network{Name: "paynet", ChainID: 10, Confirmations: 3, BlockTime: 12 * time.Second, ReorgMargin: time.Minute, RevealMargin: 2 * time.Minute}
	toraNet = swap.Network{Name: "tensora", ChainID: 77, Confirmations: 2, BlockTime: 2 * time.Second, ReorgMargin: 10 * time.Second, RevealMargin: time.Minute}

	clientUSDC = big.NewInt(1_000_000_000)                                 // 1000 USDC
	deskTORA   = new(big.Int).Mul(big.NewInt(1_000_000), big.NewInt(1e18)) // 1M TORA
	tenUSDC    = big.NewInt(10_000_000)
)

// logSink collects warnings, to count how often a down chain is logged.
type logSink struct {
	mu    sync.Mutex
	warns []string
}

func (l *logSink) Enabled(_ context.Context, lv slog.Level) bool { return lv >= slog.LevelWarn }
func (l *logSink) Handle(_ context.Context, r slog.Record) error {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.warns = append(l.warns, r.Message)
	return nil
}
func (l *logSink) WithAttrs([]slog.Attr) slog.Handler { return l }
func (l *logSink) WithGroup(string) slog.Handler      { return l }
func (l *logSink) count(sub string) int {
	l.mu.Lock()
	defer l.mu.Unlock()
	n := 0
	for _, w := range l.warns {
		if strings.Contains(w, sub) {
			n++
		}
	}
	return n
}

type harness struct {
	t     *testing.T
	ctx   context.Context
	clock *swaptest.Clock
	pay   *swaptest.Chain
	tora  *swaptest.Chain
	quote swap.Quote
	logs  *logSink

	onDisk          bool
	steps           int
	clientDir       string
	deskDir         string
	cst, dst        *swap.Store
	client          *swap.Client
	desk            *swap.Desk
	clientSteps     []swap.ClientStep
	deskSteps       []swap.DeskStep
	clientRestarts  int
	deskRestarts    int
	quoteNotServed  bool
	clientCrashEach bool
	deskCrashEach   bool
}

// newHarness: two chains on one clock at t0, the client holding 1000 USDC,
// the desk 1M TORA and serving one quote (2 TORA per USDC, 0.5%).
func newHarness(t *testing.T, onDisk bool, steps int) *harness {
	t.Helper()
	clock := swaptest.NewClock(t0)
	h := &harness{
		t: t, ctx: context.Background(), clock: clock,
		pay:    swaptest.NewChain(payNet.ChainID, clock, payNet.BlockTime, common.Address{}),
		tora:   swaptest.NewChain(toraNet.ChainID, clock, toraNet.BlockTime, escrowAddr),
		logs:   &logSink{},
		onDisk: onDisk, steps: steps,
	}
	if onDisk {
		h.clientDir, h.deskDir = t.TempDir(), t.TempDir()
	}
	h.pay.Mint(clientAddr, usdc, clientUSDC)
	h.tora.Mint(deskAddr, toraTok, deskTORA)
	h.quote = swap.Quote{
		Desk: deskAddr, PayChainID: payNet.ChainID, PayToken: usdc, PaySymbol: "USDC", PayDecimals: 6,
		RateNum: big.NewInt(2_000_000_000_000), RateDen: big.NewInt(1), PremiumBps: 50,
		Min: big.NewInt(1_000_000), Max: big.NewInt(1_000_000_000),
		PayWindow: 2 * time.Hour, ToraWindow: time.Hour, ValidUntil: t0.Add(10 * time.Minute), Seq: 1,
	}.Seal()
	h.openClient()
	h.openDesk()
	t.Cleanup(func() {
		_ = h.cst.Close()
		_ = h.dst.Close()
	})
	return h
}

func (h *harness) openStore(dir string) *swap.Store {
	st, err := swap.OpenStore(dir)
	if err != nil {
		h.t.Fatal(err)
	}
	return st
}

func (h *harness) openClient() {
	h.cst = h.openStore(h.clientDir)
	c, err := swap.NewClient(swap.ClientConfig{
		Store: h.cst, Pay: h.pay.Ledger(clientAddr), Tora: h.tora.Ledger(clientAddr),
		PayNet: payNet, ToraNet: toraNet, Escrow: escrowAddr, ToraToken: toraTok,
		Now: h.clock.Now, Logger: slog.New(h.logs), StepsPerTick: h.steps, Tick: time.Millisecond,
		OnStep: func(s swap.ClientSwap) { h.clientSteps = append(h.clientSteps, s.Step) },
	})
	if err != nil {
		h.t.Fatal(err)
	}
	h.client = c
}

func (h *harness) openDesk() {
	h.dst = h.openStore(h.deskDir)
	d, err := swap.NewDesk(swap.DeskConfig{
		Store: h.dst, Pay: h.pay.Ledger(deskAddr), Tora: h.tora.Ledger(deskAddr),
		PayNet: payNet, ToraNet: toraNet, Escrow: escrowAddr, ToraToken: toraTok,
		Quotes: func() map[[32]byte]swap.Quote {
			if h.quoteNotServed {
				return nil
			}
			return map[[32]byte]swap.Quote{h.quote.ID: h.quote}
		},
		Now: h.clock.Now, Logger: slog.New(h.logs), StepsPerTick: h.steps, Tick: time.Millisecond,
		OnStep: func(s swap.DeskSwap) { h.deskSteps = append(h.deskSteps, s.Step) },
	})
	if err != nil {
		h.t.Fatal(err)
	}
	h.desk = d
}

// restartClient is kill -9 and restart: the coordinator and its store are
// dropped, a new one opens the same badger directory.
func (h *harness) restartClient() {
	h.t.Helper()
	if !h.onDisk {
		h.t.Fatal("restart needs an on-disk store")
	}
	if err := h.cst.Close(); err != nil {
		h.t.Fatal(err)
	}
	h.clientRestarts++
	h.openClient()
}

func (h *harness) restartDesk() {
	h.t.Helper()
	if err := h.dst.Close(); err != nil {
		h.t.Fatal(err)
	}
	h.deskRestarts++
	h.openDesk()
}

func (h *harness) start(amount *big.Int) common.Hash {
	h.t.Helper()
	id, err := h.client.Start(h.ctx, h.quote, amount)
	if err != nil {
		h.t.Fatal(err)
	}
	return id
}

func (h *harness) tickClient() {
	h.t.Helper()
	if err := h.client.Tick(h.ctx); err != nil {
		h.t.Fatal(err)
	}
	if h.clientCrashEach {
		h.restartClient()
	}
}

func (h *harness) tickDesk() {
	h.t.Helper()
	if err := h.desk.Tick(h.ctx); err != nil {
		h.t.Fatal(err)
	}
	if h.deskCrashEach {
		h.restartDesk()
	}
}

func (h *harness) clientSwap(id common.Hash) swap.ClientSwap {
	h.t.Helper()
	s, err := h.client.Get(h.ctx, id)
	if err != nil {
		h.t.Fatal(err)
	}
	return s
}

func (h *harness) deskSwap(id common.Hash) (swap.DeskSwap, bool) {
	s, err := h.desk.Get(h.ctx, id)
	return s, err == nil
}

// until advances the clock by dt, ticks the desk (if desk) then the client
// (if client), until cond holds; it fails after max rounds.
func (h *harness) until(what string, dt time.Duration, max int, desk, client bool, cond func() bool) {
	h.t.Helper()
	for i := 0; i < max; i++ {
		if cond() {
			return
		}
		h.clock.Advance(dt)
		if desk {
			h.tickDesk()
		}
		if client {
			h.tickClient()
		}
	}
	if !cond() {
		h.t.Fatalf("%s: not reached after %d rounds of %s (now %s)", what, max, dt, h.clock.Now().Format(time.TimeOnly))
	}
}

func (h *harness) clientAt(id common.Hash, step swap.ClientStep) func() bool {
	return func() bool { return h.clientSwap(id).Step == step }
}

func (h *harness) deskAt(id common.Hash, step swap.DeskStep) func() bool {
	return func() bool { s, ok := h.deskSwap(id); return ok && s.Step == step }
}

// checkNoDoubleLock fails if any lock call hit an existing lock, or if a
// chain holds other than want locks.
func (h *harness) checkLocks(wantPay, wantTora int) {
	h.t.Helper()
	for _, c := range []*swaptest.Chain{h.pay, h.tora} {
		for _, call := range c.Calls() {
			if call.Op == swaptest.OpLock && call.Err != nil && strings.Contains(call.Err.Error(), "exists") {
				h.t.Errorf("double lock: %x", call.ID[:4])
			}
		}
	}
	if n := len(h.pay.Locks()); n != wantPay {
		h.t.Errorf("payment chain has %d locks, want %d", n, wantPay)
	}
	if n := len(h.tora.Locks()); n != wantTora {
		h.t.Errorf("Tensora's chain has %d locks, want %d", n, wantTora)
	}
}

// checkSettled checks the balances after a completed swap of pay.
func (h *harness) checkSettled(pay *big.Int) {
	h.t.Helper()
	tora := h.quote.ToraFor(pay)
	want := map[string][2]*big.Int{
		"client USDC":   {h.pay.Balance(clientAddr, usdc), new(big.Int).Sub(clientUSDC, pay)},
		"desk USDC":     {h.pay.Balance(deskAddr, usdc), pay},
		"client escrow": {h.tora.Escrowed(clientAddr, toraTok), tora},
		"desk TORA":     {h.tora.Balance(deskAddr, toraTok), new(big.Int).Sub(deskTORA, tora)},
	}
	for k, v := range want {
		if v[0].Cmp(v[1]) != 0 {
			h.t.Errorf("%s = %s, want %s", k, v[0], v[1])
		}
	}
}

// checkRestored checks every balance is back where it started.
func (h *harness) checkRestored() {
	h.t.Helper()
	got := map[string][2]*big.Int{
		"client USDC":   {h.pay.Balance(clientAddr, usdc), clientUSDC},
		"desk USDC":     {h.pay.Balance(deskAddr, usdc), new(big.Int)},
		"client escrow": {h.tora.Escrowed(clientAddr, toraTok), new(big.Int)},
		"desk TORA":     {h.tora.Balance(deskAddr, toraTok), deskTORA},
	}
	for k, v := range got {
		if v[0].Cmp(v[1]) != 0 {
			h.t.Errorf("%s = %s, want %s", k, v[0], v[1])
		}
	}
}

// revealed reports whether any call on either chain carried secret.
func (h *harness) revealed(secret []byte) bool {
	for _, c := range []*swaptest.Chain{h.pay, h.tora} {
		for _, call := range c.Calls() {
			if len(call.Secret) > 0 && string(call.Secret) == string(secret) {
				return true
			}
		}
	}
	return false
}

func stepsString[T fmt.Stringer](ss []T) string {
	var b []string
	for _, s := range ss {
		b = append(b, s.String())
	}
	return strings.Join(b, " → ")
}
