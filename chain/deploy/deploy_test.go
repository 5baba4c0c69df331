package deploy_test

import (
	"bytes"
	"context"
	"errors"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/tensora/tensora/chain"
	"github.com/tensora/tensora/chain/backend"
	"github.com/tensora/tensora/chain/bindings"
	"github.com/tensora/tensora/chain/deploy"
	"github.com/tensora/tensora/chain/devchain"
	"github.com/tensora/tensora/types/tora"
)

// Run deploys every contract with a progress line each, sets up subnet 1
// with the parameters given and governance as its owner, mints what was
// asked, and stays within deploy.Gas.
func TestRunDeploysAndReports(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	admin, _ := crypto.GenerateKey()
	to := common.HexToAddress("0x00000000000000000000000000000000000000aa")
	emb, err := backend.NewEmbedded(backend.EmbeddedConfig{Alloc: devchain.Alloc(tora.Whole(100), admin), BlockInterval: 20 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	defer emb.Close()
	p := chain.DefaultParams()
	p.ChallengeWindow = 7
	var out bytes.Buffer
	res, err := deploy.Run(ctx, emb.Client(), deploy.Config{Admin: admin, Params: &p, Mint: []devchain.Grant{{To: to, Amount: tora.Whole(3)}}, Progress: &out})
	if err != nil {
		t.Fatal(err)
	}
	if res.ChainID != backend.DevChainID || res.Subnet != 1 || len(res.Steps) != len(chain.ContractNames)+2 {
		t.Fatalf("result %+v", res)
	}
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	if len(lines) != len(res.Steps) {
		t.Fatalf("%d progress lines for %d steps:\n%s", len(lines), len(res.Steps), out.String())
	}
	for i, name := range chain.ContractNames {
		s := res.Steps[i]
		if s.What != name || s.Gas == 0 || s.Address == (common.Address{}) || !strings.HasPrefix(lines[i], name+" ") ||
			!strings.Contains(lines[i], s.Tx.Hex()) || !strings.Contains(lines[i], s.Address.Hex()) {
			t.Errorf("step %d: %+v, line %q", i, s, lines[i])
		}
		code, err := emb.Client().CodeAt(ctx, s.Address, nil)
		if err != nil || len(code) == 0 {
			t.Errorf("%s: no code at %s (%v)", name, s.Address.Hex(), err)
		}
	}
	if res.Steps[0].Address != res.Addrs.Token || res.Steps[3].Address != res.Addrs.Escrow {
		t.Errorf("step addresses %s %s, deployment %s %s", res.Steps[0].Address, res.Steps[3].Address, res.Addrs.Token, res.Addrs.Escrow)
	}
	if res.Gas == 0 || res.Gas > deploy.Gas {
		t.Errorf("gas %d, want within deploy.Gas (%d)", res.Gas, deploy.Gas)
	}
	t.Logf("deployment gas %d\n%s", res.Gas, out.String())
	reg := bindings.NewSubnetRegistry()
	out2, err := chain.Call(ctx, emb.Client(), res.Addrs.Registry, reg.PackParams(1))
	if err != nil {
		t.Fatal(err)
	}
	got, err := reg.UnpackParams(out2)
	if err != nil || got.ChallengeWindow != 7 {
		t.Errorf("subnet 1's window %d (%v), want 7", got.ChallengeWindow, err)
	}
	tk := bindings.NewTORA()
	out3, err := chain.Call(ctx, emb.Client(), res.Addrs.Token, tk.PackBalanceOf(to))
	if err != nil {
		t.Fatal(err)
	}
	if bal, _ := tk.UnpackBalanceOf(out3); bal == nil || bal.Cmp(tora.Whole(3)) != 0 {
		t.Errorf("minted %v, want 3 TORA", bal)
	}
}

// An account without enough gas money is refused before anything is
// sent, saying how much it needs.
func TestRunRefusesAnAccountWithoutGas(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	poor, _ := crypto.GenerateKey()
	emb, err := backend.NewEmbedded(backend.EmbeddedConfig{Alloc: devchain.Alloc(big.NewInt(1000), poor), BlockInterval: 20 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	defer emb.Close()
	_, err = deploy.Run(ctx, emb.Client(), deploy.Config{Admin: poor})
	if !errors.Is(err, deploy.ErrNoGas) || !strings.Contains(err.Error(), "deploying needs up to") || !strings.Contains(err.Error(), "gwei") {
		t.Fatalf("err %v, want ErrNoGas saying what is needed", err)
	}
	n, err := emb.Client().PendingNonceAt(ctx, crypto.PubkeyToAddress(poor.PublicKey))
	if err != nil || n != 0 {
		t.Errorf("nonce %d (%v): something was sent", n, err)
	}
}

// A handed-over deployment leaves the deploying key no power: governance
// (the timelock) owns TORA and holds every admin role, and the deployer's
// attempts to mint, to make itself a slasher or a challenger, or to
// allocate the validator pool are refused by the contracts.
func TestRunHandsOverAdmin(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	admin, _ := crypto.GenerateKey()
	me := crypto.PubkeyToAddress(admin.PublicKey)
	emb, err := backend.NewEmbedded(backend.EmbeddedConfig{Alloc: devchain.Alloc(tora.Whole(100), admin), BlockInterval: 20 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	defer emb.Close()
	var out bytes.Buffer
	res, err := deploy.Run(ctx, emb.Client(), deploy.Config{Admin: admin, HandOver: true, Progress: &out,
		Mint: []devchain.Grant{{To: me, Amount: tora.Whole(5)}}})
	if err != nil {
		t.Fatal(err)
	}
	if res.Gas > deploy.Gas {
		t.Errorf("gas %d with the handover, over deploy.Gas (%d)", res.Gas, deploy.Gas)
	}
	if !strings.Contains(out.String(), "hand TORA to governance") || !strings.Contains(out.String(), "renounce Staking DEFAULT_ADMIN_ROLE") {
		t.Errorf("progress does not show the handover:\n%s", out.String())
	}
	left, err := deploy.AdminPowers(ctx, emb.Client(), res.Addrs, me)
	if err != nil {
		t.Fatal(err)
	}
	if len(left) != 0 {
		t.Errorf("the deployer still holds %v", left)
	}
	gov, err := deploy.AdminPowers(ctx, emb.Client(), res.Addrs, res.Addrs.Timelock)
	if err != nil {
		t.Fatal(err)
	}
	if len(gov) != 6 {
		t.Errorf("governance holds %v, want the five roles and TORA's ownership", gov)
	}
	// The mint asked for happened before the handover.
	tk := bindings.NewTORA()
	b, err := chain.Call(ctx, emb.Client(), res.Addrs.Token, tk.PackBalanceOf(me))
	if err != nil {
		t.Fatal(err)
	}
	if bal, _ := tk.UnpackBalanceOf(b); bal.Cmp(tora.Whole(5)) != 0 {
		t.Errorf("minted %s, want 5 TORA", bal)
	}
	st, esc, vr := bindings.NewStaking(), bindings.NewJobEscrow(), bindings.NewValidatorRewards()
	for _, a := range []struct {
		what string
		to   common.Address
		data []byte
	}{
		{"mint TORA", res.Addrs.Token, tk.PackMint(me, tora.Whole(1000))},
		{"make itself a slasher", res.Addrs.Staking, st.PackGrantRole(crypto.Keccak256Hash([]byte("SLASHER_ROLE")), me)},
		{"change the unbonding period", res.Addrs.Staking, st.PackSetUnbondingPeriod(1)},
		{"make itself a challenger", res.Addrs.Escrow, esc.PackGrantRole(crypto.Keccak256Hash([]byte("CHALLENGER_ROLE")), me)},
		{"allocate the validator pool", res.Addrs.Rewards, vr.PackAllocate(1, me, big.NewInt(1))},
	} {
		if _, err := chain.Transact(ctx, emb.Client(), admin, a.to, a.data); err == nil {
			t.Errorf("the deployer could %s after the handover", a.what)
		}
	}
}
