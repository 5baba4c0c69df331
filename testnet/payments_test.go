package testnet

import (
	"bytes"
	"context"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/crypto"

	"github.com/tensora/tensora/chain/paychain"
	"github.com/tensora/tensora/types/tora"
)

// A client with no TORA at all pays for its jobs with USDC on a second
// chain: a hash time-locked swap through the desk's gossiped quote puts
// 99.5 TORA in its escrow (100 USDC at 1:1 less the 0.5% premium), the
// desk takes the 100 USDC with the revealed secret, and the jobs then run
// and settle in TORA out of that escrow. The audit trail lists the four
// transactions on the two chains.
func TestPayWithStablecoin(t *testing.T) {
	needModel(t)
	net := startNet(t, Config{Miners: 2, Chain: true, Payments: true, ClientEscrowTORA: -1, BidWindow: 150 * time.Millisecond,
		Profiles: []Profile{{Name: "cpu", PriceTORA: 2, StakeTORA: 200}},
		Jobs:     []JobTemplate{{Spec: "1cpu", Engine: "onnx", MaxFeeTORA: 5}}})
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	client := crypto.PubkeyToAddress(net.Key(net.clientIdx()).PublicKey)
	desk := net.Desk().Address()
	before, err := net.ChainBalances(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if before.ClientFree.Sign() != 0 {
		t.Fatalf("client starts with %s TORA in escrow, want none", tora.Format(before.ClientFree))
	}
	var log bytes.Buffer
	audit, err := net.PayWithStablecoin(ctx, 100, &log)
	t.Log("\n" + log.String())
	if err != nil {
		t.Fatal(err)
	}
	log.Reset()
	audit.PrintAudit(&log)
	t.Log("\n" + log.String())

	funded, err := net.ChainBalances(ctx)
	if err != nil {
		t.Fatal(err)
	}
	want := new(big.Int).Div(tora.Whole(199), big.NewInt(2)) // 99.5 TORA
	if funded.ClientFree.Cmp(want) != 0 || audit.Client.ToraAmount.Cmp(want) != 0 {
		t.Fatalf("escrow %s after the swap (swap promised %s), want 99.5 TORA", tora.Format(funded.ClientFree), tora.Format(audit.Client.ToraAmount))
	}
	for who, wantUSDC := range map[string]struct {
		addr   [20]byte
		amount *big.Int
	}{"client": {client, paychain.USDC(900)}, "desk": {desk, paychain.USDC(100)}} {
		got, err := net.USDCBalance(ctx, wantUSDC.addr)
		if err != nil {
			t.Fatal(err)
		}
		if got.Cmp(wantUSDC.amount) != 0 {
			t.Fatalf("%s holds %s USDC base units, want %s", who, got, wantUSDC.amount)
		}
	}
	for name, h := range map[string][32]byte{"payment lock": audit.Client.PayLockTx, "counter-lock": audit.Client.CounterLockTx,
		"client's claim": audit.Client.ClaimTx, "desk's claim": audit.Desk.ClaimTx} {
		if h == ([32]byte{}) {
			t.Fatalf("audit trail lacks the %s", name)
		}
	}
	// The API's (and dashboard's) view of the swap on each side.
	cv, err := net.Client.SwapViews(ctx)
	if err != nil || len(cv) != 1 || cv[0].Step != "claimed" || !cv[0].Done || len(cv[0].Txs) != 3 || cv[0].Pay != "100" || cv[0].TORA != "99.5" {
		t.Fatalf("client's swap view: %+v %v", cv, err)
	}
	dv, err := net.Desk().SwapViews(ctx)
	if err != nil || len(dv) != 1 || dv[0].Side != "desk" || dv[0].Step != "done" || len(dv[0].Txs) != 4 {
		t.Fatalf("desk's swap view: %+v %v", dv, err)
	}

	rep, err := net.Run(ctx, 3)
	if err != nil || !rep.OK() {
		t.Fatalf("run: %v (%d/%d verified)", err, rep.Verified, len(rep.Jobs))
	}
	sr, err := net.Settle(ctx, funded)
	if err != nil {
		t.Fatal(err)
	}
	if sr.Jobs != 3 {
		t.Fatalf("%d jobs settled, want 3", sr.Jobs)
	}
	paid := new(big.Int).Sub(funded.ClientFree, sr.After.ClientFree)
	if want := tora.Whole(6); paid.Cmp(want) != 0 {
		t.Fatalf("the swapped escrow paid %s TORA for 3 jobs, want 6", tora.Format(paid))
	}
}
