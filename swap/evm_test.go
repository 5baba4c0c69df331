package swap

import (
	"context"
	"crypto/ecdsa"
	"math/big"
	"path/filepath"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/tensora/tensora/chain"
	"github.com/tensora/tensora/chain/backend"
	"github.com/tensora/tensora/chain/bindings"
	"github.com/tensora/tensora/chain/devchain"
	"github.com/tensora/tensora/chain/paychain"
	"github.com/tensora/tensora/types/tora"
)

// evmRig is two embedded chains sealing a block a second (as the dev
// chain does: the simulated chain's block times are a second apart at
// least, so faster blocks would run its clock ahead of ours): Tensora's (id 1337,
// the contracts deployed, the desk holding TORA) and a payment chain (id
// 31337, HTLC and a 6-decimal USDC, the client holding USDC), with an
// EVMLedger for each side on each.
type evmRig struct {
	t                *testing.T
	ctx              context.Context
	tn               *devchain.Chain
	pc               *paychain.Chain
	client, desk     *ecdsa.PrivateKey
	payNet, toraNet  Network
	cPay, cTora      *EVMLedger
	dPay, dTora      *EVMLedger
	quote            Quote
	clientStoreDir   string
	deskStoreDir     string
	toraToken, usdcT common.Address
}

func newEVMRig(t *testing.T) *evmRig {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	t.Cleanup(cancel)
	admin, _ := crypto.GenerateKey()
	client, _ := crypto.GenerateKey()
	desk, _ := crypto.GenerateKey()
	gas := new(big.Int).Mul(big.NewInt(100), big.NewInt(1e18))
	addr := func(k *ecdsa.PrivateKey) common.Address { return crypto.PubkeyToAddress(k.PublicKey) }
	tn, err := devchain.Start(ctx, backend.EmbeddedConfig{Alloc: devchain.Alloc(gas, admin, client, desk), BlockInterval: time.Second},
		devchain.Config{Admin: admin, Mint: []devchain.Grant{{To: addr(desk), Amount: tora.Whole(1000)}}})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = tn.Close() })
	pc, err := paychain.Start(ctx, paychain.Config{Admin: admin, Keys: []*ecdsa.PrivateKey{client, desk}, Gas: gas,
		Mint: []paychain.Grant{{To: addr(client), Amount: paychain.USDC(500)}}, BlockInterval: time.Second})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = pc.Close() })
	r := &evmRig{t: t, ctx: ctx, tn: tn, pc: pc, client: client, desk: desk,
		// Gaps: payment 1×1s + 1s + 2s = 4s; Tensora 1×1s + 0.5s + 1s = 2.5s.
		payNet:    Network{Name: "payment", ChainID: paychain.DevChainID, Confirmations: 1, BlockTime: time.Second, ReorgMargin: time.Second, RevealMargin: 2 * time.Second},
		toraNet:   Network{Name: "dev", ChainID: backend.DevChainID, Confirmations: 1, BlockTime: time.Second, ReorgMargin: 500 * time.Millisecond, RevealMargin: time.Second},
		toraToken: tn.Addrs.Token, usdcT: pc.Addrs.USDC, clientStoreDir: t.TempDir(), deskStoreDir: t.TempDir()}
	r.cPay, r.cTora = r.ledgers(client)
	r.dPay, r.dTora = r.ledgers(desk)
	// 1 USDC (1e6 base units) buys 2 TORA, 1% premium.
	r.quote = Quote{Desk: addr(desk), PayChainID: paychain.DevChainID, PayToken: pc.Addrs.USDC, PaySymbol: "USDC", PayDecimals: 6,
		RateNum: big.NewInt(2_000_000_000_000), RateDen: big.NewInt(1), PremiumBps: 100,
		Min: paychain.USDC(1), Max: paychain.USDC(1000), PayWindow: 20 * time.Second, ToraWindow: 10 * time.Second,
		ValidUntil: time.Now().Add(time.Minute), Seq: 1}.Seal()
	return r
}

func (r *evmRig) ledgers(k *ecdsa.PrivateKey) (pay, tn *EVMLedger) {
	r.t.Helper()
	var err error
	if pay, err = NewEVMLedger(r.ctx, EVMConfig{Client: r.pc.Client(), ChainID: paychain.DevChainID, HTLC: r.pc.Addrs.HTLC, Key: k}); err != nil {
		r.t.Fatal(err)
	}
	if tn, err = NewEVMLedger(r.ctx, EVMConfig{Client: r.tn.Client(), ChainID: backend.DevChainID, HTLC: r.tn.Addrs.HTLC, Key: k}); err != nil {
		r.t.Fatal(err)
	}
	return pay, tn
}

func (r *evmRig) store(dir string) *Store {
	r.t.Helper()
	s, err := OpenStore(filepath.Join(dir, "db"))
	if err != nil {
		r.t.Fatal(err)
	}
	r.t.Cleanup(func() { _ = s.Close() })
	return s
}

func (r *evmRig) clientCoord() *Client {
	r.t.Helper()
	c, err := NewClient(ClientConfig{Store: r.store(r.clientStoreDir), Pay: r.cPay, Tora: r.cTora, PayNet: r.payNet, ToraNet: r.toraNet,
		Escrow: r.tn.Addrs.Escrow, ToraToken: r.toraToken, Tick: 100 * time.Millisecond})
	if err != nil {
		r.t.Fatal(err)
	}
	return c
}

func (r *evmRig) deskCoord() *Desk {
	r.t.Helper()
	d, err := NewDesk(DeskConfig{Store: r.store(r.deskStoreDir), Pay: r.dPay, Tora: r.dTora, PayNet: r.payNet, ToraNet: r.toraNet,
		Escrow: r.tn.Addrs.Escrow, ToraToken: r.toraToken, Tick: 100 * time.Millisecond,
		Quotes: func() map[[32]byte]Quote { return map[[32]byte]Quote{r.quote.ID: r.quote} }})
	if err != nil {
		r.t.Fatal(err)
	}
	return d
}

func (r *evmRig) erc20(c backend.Client, token, who common.Address) *big.Int {
	r.t.Helper()
	st := bindings.NewStableToken()
	out, err := chain.Call(r.ctx, c, token, st.PackBalanceOf(who))
	if err != nil {
		r.t.Fatal(err)
	}
	b, err := st.UnpackBalanceOf(out)
	if err != nil {
		r.t.Fatal(err)
	}
	return b
}

func (r *evmRig) escrowFree(who common.Address) *big.Int {
	r.t.Helper()
	je := bindings.NewJobEscrow()
	out, err := chain.Call(r.ctx, r.tn.Client(), r.tn.Addrs.Escrow, je.PackBalances(who))
	if err != nil {
		r.t.Fatal(err)
	}
	b, err := je.UnpackBalances(out)
	if err != nil {
		r.t.Fatal(err)
	}
	return b.Free
}

// waitClient runs until the client's swap reaches a final step.
func waitClient(t *testing.T, ctx context.Context, c *Client, id common.Hash, want ClientStep) ClientSwap {
	t.Helper()
	for {
		s, err := c.Get(ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		if s.Step == want {
			return s
		}
		if s.Step == ClientFailed {
			t.Fatalf("swap failed: %s (%s)", s.Reason, s.LastError)
		}
		select {
		case <-ctx.Done():
			t.Fatalf("swap stuck at %s: %s %s", s.Step, s.Reason, s.LastError)
		case <-time.After(100 * time.Millisecond):
		}
	}
}

// The real ledger under both coordinators: the client's USDC goes to the
// desk, and the TORA the quote promised lands in the client's escrow.
func TestEVMSwap(t *testing.T) {
	r := newEVMRig(t)
	ctx, cancel := context.WithCancel(r.ctx)
	defer cancel()
	cl, dk := r.clientCoord(), r.deskCoord()
	go func() { _ = cl.Run(ctx) }()
	go func() { _ = dk.Run(ctx) }()
	clientAddr, deskAddr := crypto.PubkeyToAddress(r.client.PublicKey), crypto.PubkeyToAddress(r.desk.PublicKey)
	pay := paychain.USDC(100)
	start := time.Now()
	id, err := cl.Start(ctx, r.quote, pay)
	if err != nil {
		t.Fatal(err)
	}
	s := waitClient(t, ctx, cl, id, ClientClaimed)
	t.Logf("swap of 100 USDC claimed in %s", time.Since(start).Round(time.Millisecond))
	want := r.quote.ToraFor(pay) // 100 × 2 TORA less 1%
	if got := r.escrowFree(clientAddr); got.Cmp(want) != 0 || want.Cmp(tora.Whole(198)) != 0 {
		t.Fatalf("client's escrow %s, want %s (198 TORA)", got, want)
	}
	for _, h := range []common.Hash{s.PayLockTx, s.CounterLockTx, s.ClaimTx} {
		if h == (common.Hash{}) {
			t.Fatalf("audit trail incomplete: %+v", s)
		}
	}
	// The desk takes the USDC with the revealed secret.
	deadline := time.Now().Add(30 * time.Second)
	for r.erc20(r.pc.Client(), r.usdcT, deskAddr).Cmp(pay) != 0 {
		if time.Now().After(deadline) {
			ds, _ := dk.List(ctx)
			t.Fatalf("the desk never claimed the payment: %+v", ds)
		}
		time.Sleep(100 * time.Millisecond)
	}
	if got := r.erc20(r.pc.Client(), r.usdcT, clientAddr); got.Cmp(paychain.USDC(400)) != 0 {
		t.Fatalf("client's USDC %s, want 400 USDC", got)
	}
}

// No desk answers: the client never reveals its secret and, after the
// payment lock's expiry, refunds it by itself.
func TestEVMRefundWithoutDesk(t *testing.T) {
	r := newEVMRig(t)
	ctx, cancel := context.WithCancel(r.ctx)
	defer cancel()
	cl := r.clientCoord()
	go func() { _ = cl.Run(ctx) }()
	clientAddr := crypto.PubkeyToAddress(r.client.PublicKey)
	id, err := cl.Start(ctx, r.quote, paychain.USDC(50))
	if err != nil {
		t.Fatal(err)
	}
	s := waitClient(t, ctx, cl, id, ClientRefunded)
	if got := r.erc20(r.pc.Client(), r.usdcT, clientAddr); got.Cmp(paychain.USDC(500)) != 0 {
		t.Fatalf("client's USDC %s after the refund, want all 500 back", got)
	}
	if s.RefundTx == (common.Hash{}) || s.ClaimTx != (common.Hash{}) {
		t.Fatalf("refund path: %+v", s)
	}
	if got := r.escrowFree(clientAddr); got.Sign() != 0 {
		t.Fatalf("escrow %s without a swap", got)
	}
}

// Each side killed mid-swap on the real chains and started again on its
// store: the client after its payment lock, the desk after its
// counter-lock. The restarted coordinators finish the swap, and neither
// locks twice.
func TestEVMCrashResume(t *testing.T) {
	r := newEVMRig(t)
	clientAddr, deskAddr := crypto.PubkeyToAddress(r.client.PublicKey), crypto.PubkeyToAddress(r.desk.PublicKey)
	open := func(dir string) *Store {
		s, err := OpenStore(filepath.Join(dir, "db"))
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	newClient := func(st *Store) *Client {
		c, err := NewClient(ClientConfig{Store: st, Pay: r.cPay, Tora: r.cTora, PayNet: r.payNet, ToraNet: r.toraNet,
			Escrow: r.tn.Addrs.Escrow, ToraToken: r.toraToken, Tick: 100 * time.Millisecond})
		if err != nil {
			t.Fatal(err)
		}
		return c
	}
	newDesk := func(st *Store) *Desk {
		d, err := NewDesk(DeskConfig{Store: st, Pay: r.dPay, Tora: r.dTora, PayNet: r.payNet, ToraNet: r.toraNet,
			Escrow: r.tn.Addrs.Escrow, ToraToken: r.toraToken, Tick: 100 * time.Millisecond,
			Quotes: func() map[[32]byte]Quote { return map[[32]byte]Quote{r.quote.ID: r.quote} }})
		if err != nil {
			t.Fatal(err)
		}
		return d
	}
	// A "kill" ends a coordinator's context and closes its store between
	// two steps, as a crash would leave them.
	pay := paychain.USDC(20)

	// The client alone: it locks the payment, then dies.
	cst := open(r.clientStoreDir)
	cl := newClient(cst)
	id, err := cl.Start(r.ctx, r.quote, pay)
	if err != nil {
		t.Fatal(err)
	}
	cctx, ckill := context.WithCancel(r.ctx)
	done := make(chan struct{})
	go func() { defer close(done); _ = cl.Run(cctx) }()
	waitClient(t, r.ctx, cl, id, ClientPayLocked)
	ckill()
	<-done
	if err := cst.Close(); err != nil {
		t.Fatal(err)
	}

	// The desk sees the payment and counter-locks, then dies before any
	// claim.
	dst := open(r.deskStoreDir)
	dk := newDesk(dst)
	dctx, dkill := context.WithCancel(r.ctx)
	ddone := make(chan struct{})
	go func() { defer close(ddone); _ = dk.Run(dctx) }()
	for {
		s, err := dk.Get(r.ctx, id)
		if err == nil && s.Step == DeskCounterLocked {
			break
		}
		if err == nil && s.Step.Terminal() {
			t.Fatalf("desk ended %s: %s", s.Step, s.Reason)
		}
		select {
		case <-r.ctx.Done():
			t.Fatalf("the desk never counter-locked: %+v %v", s, err)
		case <-time.After(100 * time.Millisecond):
		}
	}
	dkill()
	<-ddone
	if err := dst.Close(); err != nil {
		t.Fatal(err)
	}

	// Both start again on their stores and finish the swap.
	cst = open(r.clientStoreDir)
	t.Cleanup(func() { _ = cst.Close() })
	dst = open(r.deskStoreDir)
	t.Cleanup(func() { _ = dst.Close() })
	cl, dk = newClient(cst), newDesk(dst)
	ctx, cancel := context.WithCancel(r.ctx)
	defer cancel()
	go func() { _ = cl.Run(ctx) }()
	go func() { _ = dk.Run(ctx) }()
	waitClient(t, ctx, cl, id, ClientClaimed)
	deadline := time.Now().Add(30 * time.Second)
	for r.erc20(r.pc.Client(), r.usdcT, deskAddr).Cmp(pay) != 0 {
		if time.Now().After(deadline) {
			t.Fatal("the restarted desk never claimed the payment")
		}
		time.Sleep(100 * time.Millisecond)
	}
	if got, want := r.escrowFree(clientAddr), r.quote.ToraFor(pay); got.Cmp(want) != 0 {
		t.Fatalf("escrow %s, want %s", got, want)
	}
	// One lock each: nothing was sent twice.
	if ls, err := r.dPay.LocksTo(r.ctx, deskAddr, 0); err != nil || len(ls) != 1 {
		t.Fatalf("payment locks to the desk: %d (%v), want 1", len(ls), err)
	}
	if ls, err := r.cTora.LocksTo(r.ctx, r.tn.Addrs.Escrow, 0); err != nil || len(ls) != 1 {
		t.Fatalf("counter-locks to the escrow: %d (%v), want 1", len(ls), err)
	}
}
