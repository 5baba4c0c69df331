package htlc_test

import (
	"bytes"
	"context"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/tensora/tensora/chain/backend"
	"github.com/tensora/tensora/chain/bindings"
	"github.com/tensora/tensora/chain/devchain"
	"github.com/tensora/tensora/chain/htlc"
	"github.com/tensora/tensora/chain/paychain"
	"github.com/tensora/tensora/types/tora"
)

// A swap across two chains: the client pays 100 USDC on the payment chain
// (id 31337) and gets 50 TORA as escrow on Tensora's chain (id 1337). The
// client locks first with the longer expiry; the desk, having seen that
// lock, locks TORA with JobEscrow as receiver and the client as
// beneficiary; the client's claim lands exactly 50 TORA in its free escrow
// balance and publishes the secret, which the desk reads from the Claimed
// event to take the USDC. A second, abandoned swap is refunded on both
// chains at their expiries. Logs the gas of each step on each chain.
func TestSwapAcrossChains(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	admin, client, desk := newKey(t), newKey(t), newKey(t)
	tn, taddrs := startTensora(t, ctx, admin, []devchain.Grant{{To: addr(desk), Amount: tora.Whole(1000)}}, client, desk)
	pay, paddrs := startPay(t, ctx, admin, []paychain.Grant{{To: addr(client), Amount: paychain.USDC(1000)}}, client, desk)
	if tn.id.Uint64() != backend.DevChainID || pay.id.Uint64() != paychain.DevChainID {
		t.Fatalf("chain ids %s and %s", tn.id, pay.id)
	}
	if taddrs.HTLC == (common.Address{}) {
		t.Fatal("no HTLC in Tensora's deployment")
	}
	usdcIn, toraOut := paychain.USDC(100), tora.Whole(50)
	secret, hashlock, err := htlc.NewSecret()
	if err != nil {
		t.Fatal(err)
	}

	// 1. The client locks 100 USDC to the desk for two hours.
	pp := htlc.LockParams{Receiver: addr(desk), Token: paddrs.USDC, Amount: usdcIn, Hashlock: hashlock, Expiry: pay.now().Add(2 * time.Hour), Ref: ref("order-1")}
	tx, payID, err := pay.h.Lock(ctx, pay.opts(client), pp)
	r := pay.must(tx, err)
	payLockGas := r.GasUsed
	if payID != htlc.LockID(addr(client), pp) {
		t.Fatal("lock id differs from LockID")
	}

	// 2. The desk finds it among the locks to it and checks it.
	evs, err := pay.h.Locks(ctx, addr(desk), 0, 0)
	if err != nil {
		t.Fatal(err)
	}
	if len(evs) != 1 {
		t.Fatalf("%d locks to the desk, want 1", len(evs))
	}
	ev := evs[0]
	if ev.ID != payID || ev.Sender != addr(client) || ev.Token != paddrs.USDC || ev.Amount.Cmp(usdcIn) != 0 || ev.Hashlock != hashlock ||
		!ev.Expiry.Equal(pp.Expiry.Truncate(time.Second)) || ev.Ref != pp.Ref || ev.TxHash != tx.Hash() || ev.Block != r.BlockNumber.Uint64() {
		t.Fatalf("lock event %+v", ev)
	}

	// 3. The desk locks 50 TORA into JobEscrow for the client, for one hour.
	tp := htlc.LockParams{Receiver: taddrs.Escrow, Beneficiary: addr(client), Token: taddrs.Token, Amount: toraOut, Hashlock: ev.Hashlock, Expiry: tn.now().Add(time.Hour), Ref: ref("order-1")}
	tx, toraID, err := tn.h.Lock(ctx, tn.opts(desk), tp)
	r = tn.must(tx, err)
	toraLockGas, toraLockBlock := r.GasUsed, r.BlockNumber.Uint64()
	l, err := tn.h.Get(ctx, toraID)
	if err != nil || l.State != htlc.StateLocked || l.Beneficiary != addr(client) || l.Receiver != taddrs.Escrow || l.Sender != addr(desk) {
		t.Fatalf("TORA lock %+v, %v", l, err)
	}

	// 4. The client claims it: the TORA becomes its escrow balance.
	before := escrowFree(tn, taddrs.Escrow, addr(client))
	tx, err = tn.h.Claim(ctx, tn.opts(client), toraID, secret[:])
	r = tn.must(tx, err)
	toraClaimGas, claimTx := r.GasUsed, tx.Hash()
	if got := new(big.Int).Sub(escrowFree(tn, taddrs.Escrow, addr(client)), before); got.Cmp(toraOut) != 0 {
		t.Fatalf("escrow rose by %s, want %s", got, toraOut)
	}
	if b := tn.balanceOf(taddrs.Token, taddrs.HTLC); b.Sign() != 0 {
		t.Fatalf("HTLC still holds %s TORA", b)
	}
	var depositedFor bool
	je := bindings.NewJobEscrow()
	for _, lg := range r.Logs {
		if e, err := je.UnpackDepositedForEvent(lg); err == nil {
			depositedFor = e.Payer == taddrs.HTLC && e.Beneficiary == addr(client) && e.Amount.Cmp(toraOut) == 0
		}
	}
	if !depositedFor {
		t.Fatal("no DepositedFor(HTLC, client, 50 TORA) in the claim")
	}

	// 5. The desk reads the secret off Tensora's chain and takes the USDC.
	got, gotTx, ok, err := tn.h.Secret(ctx, toraID, toraLockBlock)
	if err != nil || !ok || !bytes.Equal(got, secret[:]) || gotTx != claimTx {
		t.Fatalf("secret %x in %s (ok %v): %v", got, gotTx, ok, err)
	}
	deskBefore := pay.balanceOf(paddrs.USDC, addr(desk))
	tx, err = pay.h.Claim(ctx, pay.opts(desk), payID, got)
	r = pay.must(tx, err)
	payClaimGas := r.GasUsed
	if d := new(big.Int).Sub(pay.balanceOf(paddrs.USDC, addr(desk)), deskBefore); d.Cmp(usdcIn) != 0 {
		t.Fatalf("desk got %s USDC units, want %s", d, usdcIn)
	}
	for _, s := range []*side{pay, tn} {
		if ok, err := s.h.Revealed(ctx, hashlock); err != nil || !ok {
			t.Fatalf("chain %s: hashlock not marked revealed: %v", s.id, err)
		}
	}

	// 6. An abandoned swap: nobody claims; the desk refunds its TORA at
	// its expiry, the client its USDC at the later one.
	_, hashlock2, err := htlc.NewSecret()
	if err != nil {
		t.Fatal(err)
	}
	pp2 := htlc.LockParams{Receiver: addr(desk), Token: paddrs.USDC, Amount: paychain.USDC(10), Hashlock: hashlock2, Expiry: pay.now().Add(2 * time.Hour), Ref: ref("order-2")}
	tx, payID2, err := pay.h.Lock(ctx, pay.opts(client), pp2)
	pay.must(tx, err)
	tp2 := htlc.LockParams{Receiver: taddrs.Escrow, Beneficiary: addr(client), Token: taddrs.Token, Amount: tora.Whole(5), Hashlock: hashlock2, Expiry: tn.now().Add(time.Hour), Ref: ref("order-2")}
	tx, toraID2, err := tn.h.Lock(ctx, tn.opts(desk), tp2)
	tn.must(tx, err)
	deskTORA := tn.balanceOf(taddrs.Token, addr(desk))
	tn.advance(time.Hour + time.Second)
	tx, err = tn.h.Refund(ctx, tn.opts(desk), toraID2)
	toraRefundGas := tn.must(tx, err).GasUsed
	if d := new(big.Int).Sub(tn.balanceOf(taddrs.Token, addr(desk)), deskTORA); d.Cmp(tora.Whole(5)) != 0 {
		t.Fatalf("desk's TORA refund %s", d)
	}
	clientUSDC := pay.balanceOf(paddrs.USDC, addr(client))
	pay.advance(2*time.Hour + time.Second)
	tx, err = pay.h.Refund(ctx, pay.opts(client), payID2)
	payRefundGas := pay.must(tx, err).GasUsed
	if d := new(big.Int).Sub(pay.balanceOf(paddrs.USDC, addr(client)), clientUSDC); d.Cmp(paychain.USDC(10)) != 0 {
		t.Fatalf("client's USDC refund %s", d)
	}
	t.Logf("gas: payment-chain lock=%d, claim=%d, refund=%d (USDC; the lock's approval not counted)", payLockGas, payClaimGas, payRefundGas)
	t.Logf("gas: tensora-chain lock=%d, claim=%d (into JobEscrow.depositFor), refund=%d (TORA)", toraLockGas, toraClaimGas, toraRefundGas)
}
