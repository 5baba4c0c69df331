package staking_test

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/tensora/tensora/chain"
	"github.com/tensora/tensora/chain/backend"
	"github.com/tensora/tensora/chain/bindings"
	"github.com/tensora/tensora/chain/devchain"
	"github.com/tensora/tensora/chain/staking"
)

// tora is n whole TORA in wei.
func tora(n int64) *big.Int { return new(big.Int).Mul(big.NewInt(n), big.NewInt(1e18)) }

// shares is n whole shares in share units: what n TORA buy at par.
func shares(n int64) *big.Int { v, _ := staking.ParseShares(big.NewInt(n).String()); return v }

func key(t *testing.T, name string) *ecdsa.PrivateKey {
	t.Helper()
	// Deterministic keys keep failures reproducible.
	k, err := crypto.ToECDSA(crypto.Keccak256([]byte("tensora staking test " + name)))
	if err != nil {
		t.Fatal(err)
	}
	return k
}

// want is what Status should say about one address after a step; nil
// fields are not checked.
type want struct {
	role        staking.Role
	bonded      *big.Int
	unbonding   *big.Int
	delegations int
	pending     int
	matured     bool
}

func check(t *testing.T, ctx context.Context, c *staking.Client, view *staking.View, a common.Address, w want) {
	t.Helper()
	st, err := c.Status(ctx, a, devchain.Subnet)
	if err != nil {
		t.Fatal(err)
	}
	if st.Role != w.role {
		t.Errorf("%s: role %s, want %s", a.Hex()[:10], st.Role, w.role)
	}
	if w.bonded != nil && st.Bonded.Cmp(w.bonded) != 0 {
		t.Errorf("%s: bonded %s, want %s", a.Hex()[:10], st.Bonded, w.bonded)
	}
	if w.unbonding != nil && st.Unbonding.Cmp(w.unbonding) != 0 {
		t.Errorf("%s: unbonding %s, want %s", a.Hex()[:10], st.Unbonding, w.unbonding)
	}
	if len(st.Delegations) != w.delegations {
		t.Errorf("%s: %d delegations, want %d", a.Hex()[:10], len(st.Delegations), w.delegations)
	}
	if len(st.Pending) != w.pending {
		t.Fatalf("%s: %d pending requests, want %d", a.Hex()[:10], len(st.Pending), w.pending)
	}
	if w.pending > 0 && st.Pending[0].Matured != w.matured {
		t.Errorf("%s: request matured %v, want %v", a.Hex()[:10], st.Pending[0].Matured, w.matured)
	}
	if w.role != staking.None && st.SharePrice.Cmp(tora(1)) != 0 {
		t.Errorf("%s: share price %s, want 1 TORA (no rewards or slashes here)", a.Hex()[:10], st.SharePrice)
	}
	// The stake view nodes match with agrees with Status.
	if err := view.Refresh(ctx); err != nil {
		t.Fatal(err)
	}
	got := view.Stake(a)
	switch {
	case w.role == staking.None && got != nil:
		t.Errorf("%s: view stake %s for a non-operator", a.Hex()[:10], got)
	case w.role != staking.None && (got == nil || got.Cmp(st.Bonded) != 0):
		t.Errorf("%s: view stake %v, want %s", a.Hex()[:10], got, st.Bonded)
	}
}

// TestClientLifecycle drives one operator and one delegator through every
// workflow on the embedded chain, refusals included, checking both
// addresses' status after each step.
func TestClientLifecycle(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	admin, opKey, delKey := key(t, "admin"), key(t, "operator"), key(t, "delegator")
	opAddr, delAddr := crypto.PubkeyToAddress(opKey.PublicKey), crypto.PubkeyToAddress(delKey.PublicKey)
	ch, err := devchain.Start(ctx,
		backend.EmbeddedConfig{Alloc: devchain.Alloc(tora(1000), admin, opKey, delKey), BlockInterval: 20 * time.Millisecond},
		devchain.Config{Admin: admin, Deploy: chain.DeployOptions{UnbondingPeriod: chain.MinUnbondingPeriod},
			Mint: []devchain.Grant{{To: opAddr, Amount: tora(1000)}, {To: delAddr, Amount: tora(100)}}})
	if err != nil {
		t.Fatal(err)
	}
	defer ch.Close()
	c := ch.Staking
	// A miner needs a self-stake of at least 100 TORA.
	if _, err := chain.Transact(ctx, ch.Client(), admin, ch.Addrs.Staking, bindings.NewStaking().PackSetMinSelfStake(uint8(staking.Miner), tora(100))); err != nil {
		t.Fatal(err)
	}
	view, err := staking.NewView(ctx, ch.Client(), ch.Addrs.Staking, nil)
	if err != nil {
		t.Fatal(err)
	}
	var reqID *big.Int
	steps := []struct {
		name    string
		do      func() error
		refused error // the sentinel of the refusal; nil: the step succeeds
		op, del want  // status after the step
	}{
		// Below the role's minimum: refused before anything is sent.
		{"register below minimum", func() error { _, err := c.Register(ctx, opKey, staking.Miner, tora(50)); return err },
			staking.ErrBelowMinimum, want{}, want{}},
		// More than the wallet's 1000 TORA.
		{"register beyond the wallet", func() error { _, err := c.Register(ctx, opKey, staking.Miner, tora(5000)); return err },
			staking.ErrInsufficientFunds, want{}, want{}},
		// Approve and register: the self-stake is bonded, one share per TORA.
		{"register", func() error {
			r, err := c.Register(ctx, opKey, staking.Miner, tora(200))
			if err == nil && (r.Shares.Cmp(shares(200)) != 0 || r.Vault == (common.Address{}) || r.Role != staking.Miner) {
				t.Errorf("registration %+v", r)
			}
			return err
		}, nil, want{role: staking.Miner, bonded: tora(200), unbonding: tora(0)}, want{}},
		// Once an operator, always refused, whatever the role.
		{"register twice", func() error { _, err := c.Register(ctx, opKey, staking.Validator, tora(200)); return err },
			staking.ErrAlreadyRegistered, want{role: staking.Miner, bonded: tora(200)}, want{}},
		// The delegator is no operator: nothing to delegate to.
		{"delegate to a non-operator", func() error { _, err := c.Delegate(ctx, opKey, delAddr, tora(5), nil); return err },
			staking.ErrNotOperator, want{role: staking.Miner, bonded: tora(200)}, want{}},
		// The delegator holds 100 TORA, not 150.
		{"delegate beyond the wallet", func() error { _, err := c.Delegate(ctx, delKey, opAddr, tora(150), nil); return err },
			staking.ErrInsufficientFunds, want{role: staking.Miner, bonded: tora(200)}, want{}},
		// Delegating raises the operator's bonded stake.
		{"delegate", func() error {
			d, err := c.Delegate(ctx, delKey, opAddr, tora(50), nil)
			if err == nil && (d.Shares.Cmp(shares(50)) != 0 || d.TotalShares.Cmp(shares(50)) != 0) {
				t.Errorf("delegation %+v", d)
			}
			return err
		}, nil, want{role: staking.Miner, bonded: tora(250)}, want{delegations: 1}},
		// 100 shares asked for, 50 held.
		{"undelegate more than held", func() error { _, err := c.Undelegate(ctx, delKey, opAddr, shares(100)); return err },
			staking.ErrInsufficientShares, want{role: staking.Miner, bonded: tora(250)}, want{delegations: 1}},
		// All shares: unbonding starts, the stake stops counting.
		{"undelegate all", func() error {
			u, err := c.Undelegate(ctx, delKey, opAddr, nil)
			if err == nil {
				reqID = u.RequestID
				if u.Shares.Cmp(shares(50)) != 0 || !u.MaturesAt.After(u.ChainTime) {
					t.Errorf("unbond %+v", u)
				}
			}
			return err
		}, nil, want{role: staking.Miner, bonded: tora(200), unbonding: tora(50)}, want{pending: 1}},
		// Nothing left to undelegate.
		{"undelegate with no shares", func() error { _, err := c.Undelegate(ctx, delKey, opAddr, nil); return err },
			staking.ErrNoShares, want{role: staking.Miner, bonded: tora(200)}, want{pending: 1}},
		// Only the request's owner may withdraw it.
		{"withdraw another's request", func() error { _, err := c.Withdraw(ctx, opKey, reqID); return err },
			staking.ErrNotOwner, want{role: staking.Miner, bonded: tora(200)}, want{pending: 1}},
		// No request 7 was ever made.
		{"withdraw an unknown request", func() error { _, err := c.Withdraw(ctx, delKey, big.NewInt(7)); return err },
			staking.ErrUnknownRequest, want{role: staking.Miner, bonded: tora(200)}, want{pending: 1}},
		// The unbonding period (an hour) has not passed.
		{"withdraw before unbonding", func() error { _, err := c.Withdraw(ctx, delKey, reqID); return err },
			staking.ErrNotMatured, want{role: staking.Miner, bonded: tora(200)}, want{pending: 1}},
		// The chain's clock passes the unbonding period: the request shows matured.
		{"unbonding period passes", func() error { return ch.AdjustTime(chain.MinUnbondingPeriod + time.Minute) },
			nil, want{role: staking.Miner, bonded: tora(200)}, want{pending: 1, matured: true}},
		// Withdrawing pays the 50 TORA back and clears the request.
		{"withdraw", func() error {
			w, err := c.Withdraw(ctx, delKey, reqID)
			if err == nil && (w.Assets.Cmp(tora(50)) != 0 || w.Operator != opAddr) {
				t.Errorf("withdrawal %+v", w)
			}
			return err
		}, nil, want{role: staking.Miner, bonded: tora(200), unbonding: tora(0)}, want{}},
		// Withdrawn requests are gone.
		{"withdraw twice", func() error { _, err := c.Withdraw(ctx, delKey, reqID); return err },
			staking.ErrUnknownRequest, want{role: staking.Miner, bonded: tora(200)}, want{}},
	}
	for _, s := range steps {
		err := s.do()
		switch {
		case s.refused == nil && err != nil:
			t.Fatalf("%s: %v", s.name, err)
		case s.refused != nil && !errors.Is(err, s.refused):
			t.Fatalf("%s: got %v, want a refusal with %v", s.name, err, s.refused)
		case s.refused != nil:
			var se *staking.Error
			var rf *staking.Refusal
			if !errors.As(err, &se) || !errors.As(err, &rf) {
				t.Fatalf("%s: %v is not a *staking.Error holding a *staking.Refusal", s.name, err)
			}
		}
		check(t, ctx, c, view, opAddr, s.op)
		check(t, ctx, c, view, delAddr, s.del)
		if t.Failed() {
			t.Fatalf("after %q", s.name)
		}
	}
	// The delegator's wallet: 100 minted, 50 delegated and withdrawn.
	st, err := c.Status(ctx, delAddr, devchain.Subnet)
	if err != nil {
		t.Fatal(err)
	}
	if st.Wallet.Cmp(tora(100)) != 0 {
		t.Errorf("delegator wallet %s, want 100 TORA", st.Wallet)
	}
}

// TestClientRevert: what the client cannot check first comes back as the
// contract's revert, reachable through the *staking.Error.
func TestClientRevert(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	admin, opKey := key(t, "admin"), key(t, "operator")
	opAddr := crypto.PubkeyToAddress(opKey.PublicKey)
	ch, err := devchain.Start(ctx,
		backend.EmbeddedConfig{Alloc: devchain.Alloc(tora(1000), admin, opKey), BlockInterval: 20 * time.Millisecond},
		devchain.Config{Admin: admin, Mint: []devchain.Grant{{To: opAddr, Amount: tora(10)}}})
	if err != nil {
		t.Fatal(err)
	}
	defer ch.Close()
	// Role None passes the client's checks (no minimum for it) and the
	// contract refuses it.
	_, err = ch.Staking.Register(ctx, opKey, staking.None, tora(1))
	if re, ok := chain.AsRevert(err); !ok || re.Name != "InvalidRole" || !errors.Is(err, chain.ErrReverted) {
		t.Fatalf("got %v, want the InvalidRole revert", err)
	}
	var se *staking.Error
	if !errors.As(err, &se) || se.Op != "register" {
		t.Fatalf("%v is not a register *staking.Error", err)
	}
}

func TestParseRole(t *testing.T) {
	cases := []struct {
		in   string
		want staking.Role
		ok   bool
	}{
		{"miner", staking.Miner, true},         // as typed in the CLI
		{"Validator", staking.Validator, true}, // any case
		{"none", staking.None, false},          // not a role one registers as
		{"oracle", staking.None, false},        // unknown
	}
	for _, c := range cases {
		got, ok := staking.ParseRole(c.in)
		if got != c.want || ok != c.ok {
			t.Errorf("ParseRole(%q) = %v, %v; want %v, %v", c.in, got, ok, c.want, c.ok)
		}
	}
	if s := staking.Role(7).String(); s != "role 7" {
		t.Errorf("Role(7) = %q", s)
	}
}

// TestClientValidatorSet: a validator's registration reports its seat in
// the active set; the view's counted stake follows it out of the set
// (everything delegated unbonds, below the 100-TORA default minimum) and
// back; JoinValidatorSet seats a validator whose stake arrived by plain
// transfer (which Staking cannot see), and refuses what it can check first.
func TestClientValidatorSet(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	admin, valKey, delKey, minerKey := key(t, "admin"), key(t, "validator"), key(t, "delegator"), key(t, "miner")
	valAddr, delAddr, minerAddr := crypto.PubkeyToAddress(valKey.PublicKey), crypto.PubkeyToAddress(delKey.PublicKey), crypto.PubkeyToAddress(minerKey.PublicKey)
	ch, err := devchain.Start(ctx,
		backend.EmbeddedConfig{Alloc: devchain.Alloc(tora(1000), admin, valKey, delKey, minerKey), BlockInterval: 20 * time.Millisecond},
		devchain.Config{Admin: admin, Deploy: chain.DeployOptions{UnbondingPeriod: chain.MinUnbondingPeriod},
			Mint: []devchain.Grant{{To: valAddr, Amount: tora(1000)}, {To: delAddr, Amount: tora(100)}, {To: minerAddr, Amount: tora(100)}}})
	if err != nil {
		t.Fatal(err)
	}
	defer ch.Close()
	c := ch.Staking
	view, err := staking.NewView(ctx, ch.Client(), ch.Addrs.Staking, nil)
	if err != nil {
		t.Fatal(err)
	}
	counted := func(what string, want *big.Int, active bool) {
		t.Helper()
		if err := view.Refresh(ctx); err != nil {
			t.Fatal(err)
		}
		if got := view.ValidatorStake(valAddr); got == nil || got.Cmp(want) != 0 {
			t.Fatalf("%s: view counts %v, want %v", what, got, want)
		}
		st, err := c.Status(ctx, valAddr, devchain.Subnet)
		if err != nil {
			t.Fatal(err)
		}
		if st.Active != active || st.MeetsMinimum != active {
			t.Fatalf("%s: status active %v meets minimum %v, want %v", what, st.Active, st.MeetsMinimum, active)
		}
	}
	reg, err := c.Register(ctx, valKey, staking.Validator, tora(100))
	if err != nil {
		t.Fatal(err)
	}
	if !reg.Active || reg.Replaced != (common.Address{}) {
		t.Fatalf("registration %+v", reg)
	}
	counted("registered", tora(100), true)
	if _, err := c.Register(ctx, minerKey, staking.Miner, tora(100)); err != nil {
		t.Fatal(err)
	}
	if view.ValidatorStake(minerAddr) != nil {
		t.Fatal("a miner has a counted validator stake")
	}
	_, err = c.JoinValidatorSet(ctx, delKey, minerAddr)
	if !errors.Is(err, staking.ErrNotValidator) {
		t.Fatalf("join a miner: %v", err)
	}
	_, err = c.JoinValidatorSet(ctx, delKey, valAddr)
	if !errors.Is(err, staking.ErrAlreadyActive) {
		t.Fatalf("join an active validator: %v", err)
	}

	// The validator unbonds half its self-stake: below the minimum, out
	// of the set, counting nothing; JoinValidatorSet refuses it.
	own, err := c.Shares(ctx, reg.Vault, valAddr)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := c.Undelegate(ctx, valKey, valAddr, new(big.Int).Div(own, big.NewInt(2))); err != nil {
		t.Fatal(err)
	}
	counted("unbonded below the minimum", new(big.Int), false)
	_, err = c.JoinValidatorSet(ctx, delKey, valAddr)
	if !errors.Is(err, staking.ErrBelowMinimum) {
		t.Fatalf("join below the minimum: %v", err)
	}
	// A delegation brings it back above the minimum: a free seat, taken at once.
	if _, err := c.Delegate(ctx, delKey, valAddr, tora(60), nil); err != nil {
		t.Fatal(err)
	}
	counted("delegated back", tora(110), true)

	// Out again, then TORA sent straight into the vault: bonded, but not
	// counted until someone seats it.
	if _, err := c.Undelegate(ctx, delKey, valAddr, nil); err != nil {
		t.Fatal(err)
	}
	counted("delegation unbonding", new(big.Int), false)
	if _, err := chain.Transact(ctx, ch.Client(), admin, ch.Addrs.Token, bindings.NewTORA().PackMint(reg.Vault, tora(200))); err != nil {
		t.Fatal(err)
	}
	seat, err := c.JoinValidatorSet(ctx, delKey, valAddr)
	if err != nil {
		t.Fatal(err)
	}
	if seat.Validator != valAddr || seat.Replaced != (common.Address{}) {
		t.Fatalf("seat %+v", seat)
	}
	// The 200 TORA raised every share's value, the unbonding ones' too.
	bonded, err := c.StakeOf(ctx, valAddr)
	if err != nil {
		t.Fatal(err)
	}
	if bonded.Cmp(tora(100)) < 0 || bonded.Cmp(tora(150)) > 0 {
		t.Fatalf("bonded %v after the transfer", bonded)
	}
	counted("joined", bonded, true)
}
