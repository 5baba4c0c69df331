package chain_test

import (
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"

	"github.com/tensora/tensora/chain"
	"github.com/tensora/tensora/chain/bindings"
)

// Regression tests for attacks 5, 9 and 10 of issue 14 ("money is safe"):
// each performs the attack on the simulated chain and sees it refused.

// TestAttack5RetroactiveSlashRefused reproduces attack 5 of issue 14
// (retroactive slashing by a subnet owner): after an honest batch landed on
// its subnet, the owner set quorumBps = 1 and slashAmount = 2^96−1 and,
// with a 1-TORA validator, took the miner's whole 300-TORA vault. Now the
// quorum floor and the slash cap refuse those values outright, and the
// harshest legal change waits PARAM_CHANGE_DELAY: every challenge of the
// earlier batch opens under the terms in force when it was submitted.
func TestAttack5RetroactiveSlashRefused(t *testing.T) {
	h := newChallengeHarness(t)
	owner, sybil := h.clients[1], h.clients[2]
	m := h.miners[0]
	vault := h.vault.Instance(h.c, call(h.harness, h.stkC, h.stk.PackVaultOf(m.addr), h.stk.UnpackVaultOf))
	assets := func() *big.Int { return call(h.harness, vault, h.vault.PackTotalAssets(), h.vault.UnpackTotalAssets) }
	cmp(t, "miner's vault (200 self-stake + 100 delegated)", assets(), tora(300))

	// Anyone may create a subnet: the attacker does, with honest-looking
	// defaults and a 10-minute window, and stakes a 1-TORA validator.
	p := chain.DefaultParams()
	p.ChallengeWindow = 600
	r := h.must(owner, h.regC, h.reg.PackCreateSubnet(p))
	h.subnet = findLog(t, r, h.reg.UnpackSubnetCreatedEvent).Id
	h.stakeAs(sybil, roleValidator, tora(1))
	h.must(h.admin, h.toraC, h.tora.PackMint(sybil.addr, tora(10)))
	h.must(sybil, h.toraC, h.tora.PackApprove(h.addrs.Challenges, tora(10)))

	// The miner submits an honest batch there.
	h.newChallengeBatch(4)

	// The owner's retroactive terms are refused outright.
	evil := p
	evil.QuorumBps, evil.SlashAmount = 1, new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 96), big.NewInt(1))
	_, err := h.send(owner, h.regC, h.reg.PackUpdateParams(h.subnet, evil))
	wantRevert(t, err, "QuorumTooLow")
	lowQuorum := p
	lowQuorum.QuorumBps = 5000 // half the stake is not a quorum either
	_, err = h.send(owner, h.regC, h.reg.PackUpdateParams(h.subnet, lowQuorum))
	wantRevert(t, err, "QuorumTooLow")
	bigSlash := p
	bigSlash.SlashAmount = evil.SlashAmount
	_, err = h.send(owner, h.regC, h.reg.PackUpdateParams(h.subnet, bigSlash))
	wantRevert(t, err, "SlashTooHigh")

	// The harshest legal change is only scheduled: a miner sees it pending.
	harsh := p
	harsh.QuorumBps, harsh.SlashAmount, harsh.ChallengeBond = 5001, tora(1000), new(big.Int)
	r = h.must(owner, h.regC, h.reg.PackUpdateParams(h.subnet, harsh))
	sched := findLog(t, r, h.reg.UnpackParamsScheduledEvent)
	pend := call(h.harness, h.regC, h.reg.PackPendingParams(h.subnet), h.reg.UnpackPendingParams)
	if pend.EffectiveAt != sched.EffectiveAt || pend.P.QuorumBps != 5001 || pend.P.SlashAmount.Cmp(tora(1000)) != 0 {
		t.Fatalf("pendingParams %+v, ParamsScheduled %+v", pend, sched)
	}

	// At the end of the batch's window the sybil challenges a correct leaf:
	// the challenge takes the terms the miner submitted under.
	h.wait(590 * time.Second)
	if _, err := h.open(sybil, 0, h.verdict(sybil, 0, false)); err != nil {
		t.Fatal(err)
	}
	c := h.challenge(1)
	if c.QuorumBps != 6667 || c.SlashAmount.Cmp(tora(50)) != 0 || c.Bond.Cmp(tora(1)) != 0 {
		t.Fatalf("challenge opened under quorum %d, slash %v, bond %v; want the terms at submission (6667, 50 TORA, 1 TORA)",
			c.QuorumBps, c.SlashAmount, c.Bond)
	}
	// 1 TORA of 301 is no quorum; the honest majority agrees: rejected.
	h.must(h.other, h.chlC, h.chl.PackAddVerdicts(big.NewInt(1), []bindings.ChallengesVerdictSig{h.verdict(h.vals[0], 0, true)}))
	r = h.must(h.other, h.chlC, h.chl.PackResolve(big.NewInt(1)))
	if res := findLog(t, r, h.chl.UnpackChallengeResolvedEvent); res.Upheld || res.Slashed.Sign() != 0 {
		t.Fatalf("ChallengeResolved %+v", res)
	}

	// Once the change is in force the earlier batch is beyond reach: its
	// window closed days before.
	h.wait(chain.ParamChangeDelay)
	if got := call(h.harness, h.regC, h.reg.PackParams(h.subnet), h.reg.UnpackParams); got.QuorumBps != 5001 || got.SlashAmount.Cmp(tora(1000)) != 0 {
		t.Fatalf("params after the delay %+v, want the scheduled ones", got)
	}
	_, err = h.open(sybil, 1, h.verdict(sybil, 1, false))
	wantRevert(t, err, "ChallengeWindowClosed")
	cmp(t, "miner's vault after the attack", assets(), tora(300))
}

// TestAttack9DonationCannotAbsorbDelegation reproduces attack 9 of issue 14
// (delegations absorbed): an operator registered with a dust self-stake
// donates to its own vault, after which a 40-TORA delegation minted 0
// shares. With the vault's decimals offset the delegation mints a fair
// share; a delegation whose preview the donation front-ran reverts on its
// minShares guard, and one too small for a single share reverts instead of
// being absorbed.
func TestAttack9DonationCannotAbsorbDelegation(t *testing.T) {
	s := newStakingHarness(t)
	op, del := s.miners[0], s.clients[0]
	s.give(op, tora(2000))
	s.must(s.admin, s.stC, s.st.PackSetMinSelfStake(roleMiner, big.NewInt(1))) // the admin allows dust operators
	s.must(op, s.stC, s.st.PackRegister(roleMiner, big.NewInt(1)))             // 1 wei of self-stake
	vc := s.vaultC(op.addr)
	s.give(del, tora(100))
	preview := func(assets *big.Int) *big.Int {
		return call(s.harness, vc, s.vault.PackPreviewDeposit(assets), s.vault.UnpackPreviewDeposit)
	}
	promised := preview(tora(40)) // what the delegator sees before the donation

	// The operator donates 1000 TORA to its own vault, by plain transfer
	// and through Staking.reward.
	s.must(op, s.toraC, s.tora.PackTransfer(vc.Address(), tora(500)))
	s.must(op, s.stC, s.st.PackReward(op.addr, tora(500)))

	// The delegation signed against the old price is refused, not diluted.
	_, err := s.send(del, s.stC, s.st.PackDelegate(op.addr, tora(40), promised))
	stakingRevert(t, err, "SharesBelowMinimum")
	// A delegation worth less than one share unit reverts rather than mint 0.
	_, err = s.send(del, s.stC, s.st.PackDelegate(op.addr, big.NewInt(1), new(big.Int)))
	stakingRevert(t, err, "ZeroShares")

	// At the new price the 40 TORA mint a fair share: worth 40 TORA less
	// at most one share unit's rounding (here 5e14 wei, 0.00125%).
	r := s.must(del, s.stC, s.st.PackDelegate(op.addr, tora(40), preview(tora(40))))
	d := findLog(t, r, s.st.UnpackDelegatedEvent)
	if d.Shares.Sign() == 0 {
		t.Fatal("a 40-TORA delegation minted 0 shares")
	}
	worth := call(s.harness, vc, s.vault.PackConvertToAssets(d.Shares), s.vault.UnpackConvertToAssets)
	floor := new(big.Int).Sub(tora(40), new(big.Int).Div(tora(40), big.NewInt(10_000))) // 40 TORA − 0.01%
	if worth.Cmp(floor) < 0 || worth.Cmp(tora(40)) > 0 {
		t.Fatalf("40 TORA delegated are worth %v wei, want within 0.01%% of 40 TORA", worth)
	}
	cmp(t, "delegator holds its shares", s.shares(vc, del.addr), d.Shares)
}

// TestAttack10UnbondingCannotEscapeSlash reproduces attack 10 of issue 14
// (unbonding escapes a slash): with a 30-day challenge window and 7 days
// of unbonding, a miner unbonded right after submitting a bad batch and
// withdrew inside the window, so the upheld slash fell only on its
// delegators. Now windows are at most 3 days, vote periods at most 2 and
// unbonding at least their sum: the miner's unbonding self-stake is still
// in the vault when the slash lands, and pays its share of it.
func TestAttack10UnbondingCannotEscapeSlash(t *testing.T) {
	// The longest window a subnet may have (a 30-day one is refused).
	o := defaultOpts()
	o.params.ChallengeWindow = uint64(chain.MaxChallengeWindow / time.Second)
	h := newChallengeHarnessWith(t, o)
	long := o.params
	long.ChallengeWindow = 30 * 86400
	_, err := h.send(h.clients[1], h.regC, h.reg.PackCreateSubnet(long))
	wantRevert(t, err, "ChallengeWindowTooLong")
	// Unbonding can never be set shorter than window + vote period, nor can
	// a Challenges contract vote for longer than the bound.
	minUnbond := call(h.harness, h.stkC, h.stk.PackMINUNBONDINGPERIOD(), h.stk.UnpackMINUNBONDINGPERIOD)
	if time.Duration(minUnbond)*time.Second != chain.MaxChallengeWindow+chain.MaxVotePeriod {
		t.Fatalf("MIN_UNBONDING_PERIOD %d s, want window + vote period bounds", minUnbond)
	}
	_, err = h.send(h.admin, h.stkC, h.stk.PackSetUnbondingPeriod(minUnbond-1))
	stakingRevert(t, err, "UnbondingPeriodTooShort")
	_, _, err = bind.DeployContract(h.opts(h.admin), common.FromHex(bindings.ChallengesMetaData.Bin), h.c,
		h.chl.PackConstructor(h.addrs.Token, h.addrs.Registry, h.addrs.Escrow, h.addrs.Staking, h.addrs.Rewards, uint64((chain.MaxVotePeriod+time.Second)/time.Second), h.addrs.Timelock))
	wantRevert(t, chain.Decode(err), "VotePeriodTooLong")

	// The miner (200 TORA self-stake, 100 delegated) submitted a bad batch
	// when the harness was built; it unbonds all its own shares at once.
	m := h.miners[0]
	vault := h.vault.Instance(h.c, call(h.harness, h.stkC, h.stk.PackVaultOf(m.addr), h.stk.UnpackVaultOf))
	own := call(h.harness, vault, h.vault.PackBalanceOf(m.addr), h.vault.UnpackBalanceOf)
	r := h.must(m, h.stkC, h.stk.PackRequestUnbond(m.addr, own))
	ub := findLog(t, r, h.stk.UnpackUnbondRequestedEvent)
	cmp(t, "unbonding value", ub.Assets, tora(200))

	// A validator challenges at the last moment of the 3-day window; the
	// miner cannot withdraw while the vote runs.
	h.wait(chain.MaxChallengeWindow - 30*time.Second)
	if _, err := h.open(h.vals[0], 1, h.verdict(h.vals[0], 1, false)); err != nil {
		t.Fatal(err)
	}
	h.wait((votePeriod - 10) * time.Second)
	_, err = h.send(m, h.stkC, h.stk.PackWithdraw(ub.RequestId))
	stakingRevert(t, err, "NotMatured")

	// Upheld inside the vote period: 50 TORA leave the vault, a third of
	// them from the delegator's shares and two thirds from the miner's
	// unbonding ones.
	r = h.must(h.other, h.chlC, h.chl.PackAddVerdicts(big.NewInt(1), []bindings.ChallengesVerdictSig{h.verdict(h.vals[1], 1, false)}))
	if res := findLog(t, r, h.chl.UnpackChallengeResolvedEvent); !res.Upheld || res.Slashed.Cmp(tora(50)) != 0 {
		t.Fatalf("ChallengeResolved %+v", res)
	}
	unbonding := call(h.harness, h.stkC, h.stk.PackUnbondingOf(m.addr), h.stk.UnpackUnbondingOf)
	near(t, "miner's unbonding stake after the slash", unbonding, new(big.Int).Div(tora(500), big.NewInt(3))) // 200 − 100/3
	delegated := call(h.harness, vault, h.vault.PackBalanceOf(h.other.addr), h.vault.UnpackBalanceOf)
	near(t, "delegation after the slash", call(h.harness, vault, h.vault.PackConvertToAssets(delegated), h.vault.UnpackConvertToAssets),
		new(big.Int).Div(tora(250), big.NewInt(3))) // 100 − 50/3

	// After maturity the miner gets its slashed value, not 200 TORA.
	h.wait(time.Duration(minUnbond) * time.Second)
	before := h.tokenBalance(m.addr)
	h.must(m, h.stkC, h.stk.PackWithdraw(ub.RequestId))
	near(t, "miner withdrew", new(big.Int).Sub(h.tokenBalance(m.addr), before), new(big.Int).Div(tora(500), big.NewInt(3)))
}
