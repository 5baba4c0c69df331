package htlc_test

import (
	"context"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"

	"github.com/tensora/tensora/chain"
	"github.com/tensora/tensora/chain/bindings"
	"github.com/tensora/tensora/chain/devchain"
	"github.com/tensora/tensora/chain/htlc"
	"github.com/tensora/tensora/types/tora"
)

// TestAttackFakeTokenIntoEscrow: the attacker locks a token of its own
// (worthless, minted at will) with JobEscrow as receiver and itself as
// beneficiary, while the HTLC holds an honest desk's real TORA for a
// pending counter-lock. The claim calls JobEscrow.depositFor, which pulls
// TORA (not the locked token) from the HTLC: that must fail, or the
// attacker would be credited TORA escrow paid out of the desk's lock. It
// fails because the HTLC never leaves a TORA allowance to JobEscrow: after
// an honest claim into the escrow the allowance is back to zero.
func TestAttackFakeTokenIntoEscrow(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	admin, desk, client, attacker := newKey(t), newKey(t), newKey(t), newKey(t)
	tn, ta := startTensora(t, ctx, admin, []devchain.Grant{{To: addr(desk), Amount: tora.Whole(100)}}, desk, client, attacker)

	// The attacker's token.
	st := bindings.NewStableToken()
	fake, tx, err := bind.DeployContract(tn.opts(attacker), common.FromHex(bindings.StableTokenMetaData.Bin), tn.c,
		st.PackConstructor("Tensora", "TORA", addr(attacker)))
	tn.must(tx, err)
	if err := tn.raw(attacker, fake, nil, st.PackMint(addr(attacker), tora.Whole(1000))); err != nil {
		t.Fatal(err)
	}

	// An honest counter-lock claimed into the escrow, and one pending.
	s1, h1, _ := htlc.NewSecret()
	_, h2, _ := htlc.NewSecret()
	honest := htlc.LockParams{Receiver: ta.Escrow, Beneficiary: addr(client), Token: ta.Token, Amount: tora.Whole(3), Hashlock: h1, Expiry: tn.now().Add(time.Hour)}
	tx, id1, err := tn.h.Lock(ctx, tn.opts(desk), honest)
	tn.must(tx, err)
	pending := honest
	pending.Hashlock, pending.Amount = h2, tora.Whole(50)
	tx, _, err = tn.h.Lock(ctx, tn.opts(desk), pending)
	tn.must(tx, err)
	tx, err = tn.h.Claim(ctx, tn.opts(client), id1, s1[:])
	tn.must(tx, err)
	out, err := chain.Call(ctx, tn.c, ta.Token, st.PackAllowance(ta.HTLC, ta.Escrow))
	if err != nil {
		t.Fatal(err)
	}
	if a, _ := st.UnpackAllowance(out); a.Sign() != 0 {
		t.Fatalf("HTLC left JobEscrow an allowance of %s TORA wei", a)
	}
	escrowBefore := tn.balanceOf(ta.Token, ta.Escrow)
	htlcBefore := tn.balanceOf(ta.Token, ta.HTLC)

	// The attack: 10 fake TORA locked into the escrow for the attacker.
	sa, ha, _ := htlc.NewSecret()
	evil := htlc.LockParams{Receiver: ta.Escrow, Beneficiary: addr(attacker), Token: fake, Amount: tora.Whole(10), Hashlock: ha, Expiry: tn.now().Add(time.Hour)}
	tx, ida, err := tn.h.Lock(ctx, tn.opts(attacker), evil)
	tn.must(tx, err)
	if err := tn.raw(attacker, ta.HTLC, nil, bindings.NewHTLC().PackClaim(ida, sa[:])); err == nil {
		t.Fatal("the fake-token claim into JobEscrow went through")
	}
	if got := escrowFree(tn, ta.Escrow, addr(attacker)); got.Sign() != 0 {
		t.Fatalf("attacker credited %s TORA wei of escrow", got)
	}
	if tn.balanceOf(ta.Token, ta.Escrow).Cmp(escrowBefore) != 0 || tn.balanceOf(ta.Token, ta.HTLC).Cmp(htlcBefore) != 0 {
		t.Fatal("TORA moved")
	}
	// The secret of the reverted claim was not marked revealed: the
	// attacker's own lock stays refundable, nothing else is affected.
	if l, err := tn.h.Get(ctx, ida); err != nil || l.State != htlc.StateLocked {
		t.Fatalf("attacker's lock: %+v, %v", l, err)
	}
}
