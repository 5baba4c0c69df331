package chain_test

import (
	"errors"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	ethtypes "github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/rpc"

	"github.com/tensora/tensora/chain"
	"github.com/tensora/tensora/chain/bindings"
)

const (
	roleMiner     = 1
	roleValidator = 2
	unbondPeriod  = 5 * 86400 // seconds: Staking.MIN_UNBONDING_PERIOD
)

// stakingH is the contract harness plus a deployed Staking (admin = h.admin,
// SLASHER_ROLE granted to slasher).
type stakingH struct {
	*harness
	st      *bindings.Staking
	stC     *bind.BoundContract
	vault   *bindings.OperatorVault
	addr    common.Address
	slasher actor
}

func newStakingHarness(t *testing.T) *stakingH {
	t.Helper()
	o := defaultOpts()
	o.minerStake = -1 // the miners register with this harness's own Staking
	h := newHarness(t, o)
	s := &stakingH{harness: h, st: bindings.NewStaking(), vault: bindings.NewOperatorVault(), slasher: h.clients[2]}
	addr, tx, err := bind.DeployContract(h.opts(h.admin), common.FromHex(bindings.StakingMetaData.Bin), h.c,
		s.st.PackConstructor(h.addrs.Token, h.addrs.Registry, h.admin.addr, unbondPeriod, s.slasher.addr, common.Address{}))
	if err != nil {
		t.Fatal(chain.Decode(err))
	}
	h.sim.Commit()
	if r, err := h.receipt(tx.Hash()); err != nil || r.Status != ethtypes.ReceiptStatusSuccessful {
		t.Fatalf("deploy Staking: %v %+v", err, r)
	}
	s.addr = addr
	s.stC = s.st.Instance(h.c, addr)
	return s
}

// give mints amount to a and approves Staking for it.
func (s *stakingH) give(a actor, amount *big.Int) {
	s.tb.Helper()
	s.must(s.admin, s.toraC, s.tora.PackMint(a.addr, amount))
	s.must(a, s.toraC, s.tora.PackApprove(s.addr, amount))
}

func (s *stakingH) vaultC(op common.Address) *bind.BoundContract {
	v := call(s.harness, s.stC, s.st.PackVaultOf(op), s.st.UnpackVaultOf)
	if v == (common.Address{}) {
		s.tb.Fatalf("no vault for %s", op)
	}
	return s.vault.Instance(s.c, v)
}

func (s *stakingH) stake(op common.Address) *big.Int {
	return call(s.harness, s.stC, s.st.PackStakeOf(op), s.st.UnpackStakeOf)
}

func (s *stakingH) shares(vc *bind.BoundContract, a common.Address) *big.Int {
	return call(s.harness, vc, s.vault.PackBalanceOf(a), s.vault.UnpackBalanceOf)
}

// price is the TORA value of one whole share (1e24 share units).
func (s *stakingH) price(vc *bind.BoundContract) *big.Int {
	return call(s.harness, vc, s.vault.PackConvertToAssets(sh(1)), s.vault.UnpackConvertToAssets)
}

// sh is n whole shares in share units: what n TORA buy at par (the vault's
// decimals offset is 6, so a share unit is 10^-6 of a TORA wei at par).
func sh(n int64) *big.Int { return new(big.Int).Mul(tora(n), big.NewInt(1e6)) }

// stakingRevert fails unless err is a revert with the named error of
// Staking, OperatorVault or (through chain.AsRevert) the other contracts.
// chain.Decode does not know Staking's errors yet, so they are decoded here.
func stakingRevert(tb testing.TB, err error, name string) {
	tb.Helper()
	if err == nil {
		tb.Fatalf("want revert %s, got success", name)
	}
	if re, ok := chain.AsRevert(err); ok {
		if re.Name != name {
			tb.Fatalf("want revert %s, got %v", name, re)
		}
		return
	}
	var de rpc.DataError
	if !errors.As(err, &de) {
		tb.Fatalf("want revert %s, got %v", name, err)
	}
	var data []byte
	switch d := de.ErrorData().(type) {
	case string:
		data, _ = hexutil.Decode(d)
	case []byte:
		data = d
	}
	if len(data) < 4 {
		tb.Fatalf("want revert %s, got %v (data %x)", name, err, data)
	}
	for _, m := range []*bind.MetaData{&bindings.StakingMetaData, &bindings.OperatorVaultMetaData} {
		a, perr := m.ParseABI()
		if perr != nil {
			tb.Fatal(perr)
		}
		var e abi.Error
		for _, x := range a.Errors {
			if [4]byte(x.ID[:4]) == [4]byte(data[:4]) {
				e = x
			}
		}
		if e.Name == "" {
			continue
		}
		if e.Name != name {
			tb.Fatalf("want revert %s, got %s", name, e.Name)
		}
		if _, uerr := e.Inputs.Unpack(data[4:]); uerr != nil {
			tb.Fatalf("revert %s: bad arguments: %v", name, uerr)
		}
		return
	}
	tb.Fatalf("want revert %s, got unknown revert data %x", name, data)
}

func cmp(tb testing.TB, what string, got, want *big.Int) {
	tb.Helper()
	if got.Cmp(want) != 0 {
		tb.Fatalf("%s: got %v, want %v", what, got, want)
	}
}

// near fails unless got is within a few wei of want (ERC-4626 rounds by
// its virtual share and asset).
func near(tb testing.TB, what string, got, want *big.Int) {
	tb.Helper()
	if d := new(big.Int).Sub(got, want); d.CmpAbs(big.NewInt(10)) > 0 {
		tb.Fatalf("%s: got %v, want %v (±10 wei)", what, got, want)
	}
}

func TestStakingRegisterDelegateTransfer(t *testing.T) {
	s := newStakingHarness(t)
	miner, val, del := s.miners[0], s.valid, s.clients[0]

	// Registration: role checks, minimum self-stake, once only.
	s.give(miner, tora(1000))
	_, err := s.send(miner, s.stC, s.st.PackRegister(0, tora(100)))
	stakingRevert(t, err, "InvalidRole")
	s.must(s.admin, s.stC, s.st.PackSetMinSelfStake(roleMiner, tora(100)))
	_, err = s.send(miner, s.stC, s.st.PackRegister(roleMiner, tora(99)))
	stakingRevert(t, err, "SelfStakeTooLow")
	_, err = s.send(s.other, s.stC, s.st.PackSetMinSelfStake(roleMiner, new(big.Int)))
	stakingRevert(t, err, "AccessControlUnauthorizedAccount")
	r := s.must(miner, s.stC, s.st.PackRegister(roleMiner, tora(100)))
	ev := findLog(t, r, s.st.UnpackOperatorRegisteredEvent)
	if ev.Operator != miner.addr || ev.Role != roleMiner || ev.SelfStake.Cmp(tora(100)) != 0 {
		t.Fatalf("OperatorRegistered %+v", ev)
	}
	_, err = s.send(miner, s.stC, s.st.PackRegister(roleValidator, tora(100)))
	stakingRevert(t, err, "AlreadyRegistered")
	s.give(val, tora(100))
	s.must(val, s.stC, s.st.PackRegister(roleValidator, tora(100)))
	if got := call(s.harness, s.stC, s.st.PackRoleOf(miner.addr), s.st.UnpackRoleOf); got != roleMiner {
		t.Fatalf("roleOf miner %d", got)
	}
	if got := call(s.harness, s.stC, s.st.PackRoleOf(val.addr), s.st.UnpackRoleOf); got != roleValidator {
		t.Fatalf("roleOf validator %d", got)
	}
	if got := call(s.harness, s.stC, s.st.PackRoleOf(s.other.addr), s.st.UnpackRoleOf); got != 0 {
		t.Fatalf("roleOf outsider %d", got)
	}
	mv, vv := s.vaultC(miner.addr), s.vaultC(val.addr)
	if mv.Address() == vv.Address() {
		t.Fatal("operators share a vault")
	}
	cmp(t, "miner stake", s.stake(miner.addr), tora(100))
	cmp(t, "miner self shares", s.shares(mv, miner.addr), sh(100))

	// Minimum stake per subnet: subnet 1 asks minMinerStake; raise it.
	p := chain.DefaultParams()
	p.ChallengeWindow = 600
	p.MinMinerStake = tora(150)
	s.must(s.admin, s.regC, s.reg.PackUpdateParams(1, p))
	s.wait(chain.ParamChangeDelay)
	if call(s.harness, s.stC, s.st.PackMeetsMinimum(miner.addr, 1), s.st.UnpackMeetsMinimum) {
		t.Fatal("100 TORA meets a 150 TORA minimum")
	}

	// Delegation: shares at price 1; delegating to a non-operator is refused.
	s.give(del, tora(100))
	_, err = s.send(del, s.stC, s.st.PackDelegate(s.other.addr, tora(10), big.NewInt(0)))
	stakingRevert(t, err, "NotOperator")
	r = s.must(del, s.stC, s.st.PackDelegate(miner.addr, tora(100), big.NewInt(0)))
	dev := findLog(t, r, s.st.UnpackDelegatedEvent)
	cmp(t, "delegated shares", dev.Shares, sh(100))
	cmp(t, "miner stake after delegation", s.stake(miner.addr), tora(200))
	cmp(t, "validator stake unchanged", s.stake(val.addr), tora(100))
	if !call(s.harness, s.stC, s.st.PackMeetsMinimum(miner.addr, 1), s.st.UnpackMeetsMinimum) {
		t.Fatal("200 TORA does not meet a 150 TORA minimum")
	}

	// Shares are transferable ERC-20s, but cannot leave the vault directly.
	to := s.clients[1]
	s.must(del, mv, s.vault.PackTransfer(to.addr, sh(40)))
	cmp(t, "sender shares", s.shares(mv, del.addr), sh(60))
	cmp(t, "receiver shares", s.shares(mv, to.addr), sh(40))
	_, err = s.send(to, mv, s.vault.PackRedeem(sh(40), to.addr, to.addr))
	stakingRevert(t, err, "ERC4626ExceededMaxRedeem")
	s.must(s.admin, s.toraC, s.tora.PackMint(to.addr, tora(5)))
	s.must(to, s.toraC, s.tora.PackApprove(mv.Address(), tora(5)))
	_, err = s.send(to, mv, s.vault.PackDeposit(tora(5), to.addr))
	stakingRevert(t, err, "OnlyStaking")
	// The receiver of transferred shares can unbond them.
	r = s.must(to, s.stC, s.st.PackRequestUnbond(miner.addr, sh(40)))
	ub := findLog(t, r, s.st.UnpackUnbondRequestedEvent)
	if ub.Owner != to.addr || ub.Operator != miner.addr {
		t.Fatalf("UnbondRequested %+v", ub)
	}
	_, err = s.send(to, s.stC, s.st.PackRequestUnbond(miner.addr, sh(1)))
	stakingRevert(t, err, "InsufficientShares")
}

func TestStakingRewardSlashUnbond(t *testing.T) {
	s := newStakingHarness(t)
	miner, del, other := s.miners[0], s.clients[0], s.miners[1]
	s.give(miner, tora(100))
	s.must(miner, s.stC, s.st.PackRegister(roleMiner, tora(100)))
	s.give(other, tora(100))
	s.must(other, s.stC, s.st.PackRegister(roleMiner, tora(100)))
	s.give(del, tora(100))
	s.must(del, s.stC, s.st.PackDelegate(miner.addr, tora(100), big.NewInt(0)))
	mv, ov := s.vaultC(miner.addr), s.vaultC(other.addr)
	p0 := s.price(mv)
	cmp(t, "initial price", p0, tora(1))

	// A reward (anyone may pay one) raises the share price of that operator only.
	s.give(s.other, tora(20))
	r := s.must(s.other, s.stC, s.st.PackReward(miner.addr, tora(20)))
	findLog(t, r, s.st.UnpackRewardedEvent)
	p1 := s.price(mv)
	if p1.Cmp(p0) <= 0 {
		t.Fatalf("reward did not raise the price: %v -> %v", p0, p1)
	}
	// 220 TORA over 200 shares (virtual assets 1 wei, virtual shares 10^6 units; rounded down).
	want := new(big.Int).Div(new(big.Int).Mul(sh(1), new(big.Int).Add(tora(220), big.NewInt(1))), new(big.Int).Add(sh(200), big.NewInt(1e6)))
	cmp(t, "price after reward", p1, want)
	cmp(t, "other operator's price", s.price(ov), tora(1))
	cmp(t, "stake after reward", s.stake(miner.addr), tora(220))

	// The delegator starts unbonding half its shares: no longer bonded,
	// still slashable.
	r = s.must(del, s.stC, s.st.PackRequestUnbond(miner.addr, sh(50)))
	ub := findLog(t, r, s.st.UnpackUnbondRequestedEvent)
	reqID := ub.RequestId
	near(t, "unbonding value", ub.Assets, tora(55)) // 50 shares × 1.1
	near(t, "bonded stake", s.stake(miner.addr), tora(165))
	if u := call(s.harness, s.stC, s.st.PackUnbonding(reqID), s.st.UnpackUnbonding); u.Owner != del.addr || u.Shares.Cmp(sh(50)) != 0 {
		t.Fatalf("unbonding %+v", u)
	}

	// Slashing: refused to anyone without SLASHER_ROLE, the operator and
	// the admin included.
	for _, a := range []actor{s.other, miner, del, s.admin} {
		_, err := s.send(a, s.stC, s.st.PackSlash(miner.addr, tora(10), a.addr))
		stakingRevert(t, err, "AccessControlUnauthorizedAccount")
	}
	// The slasher takes 22 TORA (10%): every share, bonded or unbonding,
	// loses 10% of its value.
	sink := s.other.addr
	before := s.tokenBalance(sink)
	r = s.must(s.slasher, s.stC, s.st.PackSlash(miner.addr, tora(22), sink))
	sl := findLog(t, r, s.st.UnpackSlashedEvent)
	cmp(t, "slashed", sl.Amount, tora(22))
	cmp(t, "slash receiver", new(big.Int).Sub(s.tokenBalance(sink), before), tora(22))
	p2 := s.price(mv)
	if p2.Cmp(p1) >= 0 {
		t.Fatalf("slash did not lower the price: %v -> %v", p1, p2)
	}
	near(t, "bonded stake after slash", s.stake(miner.addr), new(big.Int).Sub(tora(165), new(big.Int).Div(tora(33), big.NewInt(2)))) // 148.5
	near(t, "unbonding after slash", call(s.harness, s.stC, s.st.PackUnbondingOf(miner.addr), s.st.UnpackUnbondingOf),
		new(big.Int).Sub(tora(55), new(big.Int).Div(tora(11), big.NewInt(2)))) // 49.5
	cmp(t, "other operator untouched", s.price(ov), tora(1))

	// Withdrawal before maturity is refused; so is someone else's request.
	_, err := s.send(del, s.stC, s.st.PackWithdraw(reqID))
	stakingRevert(t, err, "NotMatured")
	s.wait((unbondPeriod - 60) * time.Second)
	_, err = s.send(del, s.stC, s.st.PackWithdraw(reqID))
	stakingRevert(t, err, "NotMatured")
	_, err = s.send(s.other, s.stC, s.st.PackWithdraw(reqID))
	stakingRevert(t, err, "NotRequestOwner")
	_, err = s.send(del, s.stC, s.st.PackWithdraw(big.NewInt(99)))
	stakingRevert(t, err, "UnknownRequest")

	// After the period it pays the slashed value, once.
	s.wait(61 * time.Second)
	bal := s.tokenBalance(del.addr)
	r = s.must(del, s.stC, s.st.PackWithdraw(reqID))
	w := findLog(t, r, s.st.UnpackWithdrawnEvent)
	paid := new(big.Int).Sub(s.tokenBalance(del.addr), bal)
	cmp(t, "withdrawn event", w.Assets, paid)
	// 50 shares of 198 TORA over 200 shares = 49.5 TORA: the slash hit it pro rata.
	near(t, "paid", paid, new(big.Int).Div(tora(99), big.NewInt(2)))
	_, err = s.send(del, s.stC, s.st.PackWithdraw(reqID))
	stakingRevert(t, err, "UnknownRequest")
	cmp(t, "no unbonding left", call(s.harness, s.stC, s.st.PackUnbondingSharesOf(miner.addr), s.st.UnpackUnbondingSharesOf), new(big.Int))
	cmp(t, "remaining shares", s.shares(mv, del.addr), sh(50))

	// A slash larger than the vault takes what there is.
	r = s.must(s.slasher, s.stC, s.st.PackSlash(other.addr, tora(1000), sink))
	cmp(t, "capped slash", findLog(t, r, s.st.UnpackSlashedEvent).Amount, tora(100))
	cmp(t, "slashed-out stake", s.stake(other.addr), new(big.Int))
}
