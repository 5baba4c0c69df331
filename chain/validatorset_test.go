package chain_test

import (
	"fmt"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	ethtypes "github.com/ethereum/go-ethereum/core/types"

	"github.com/tensora/tensora/chain/bindings"
)

// Attack 4 of issue 14 (quorum by unbonding after voting): a validator
// holding 41% of the validator stake opens challenges against correct
// leaves with its own "disagree" verdicts, unbonds everything, and
// resolves. On main the verdict kept its vote-time weight while the total
// was read live at resolve, so 210 of a remaining 300 made a two-thirds
// quorum: the honest miner was slashed and the attacker paid the bounty.
// Now weight and total are both read at the challenge's snapshot block:
// 210 of 510 is no quorum, the challenges are rejected at their deadline,
// nobody is slashed and the attacker's bonds go to the miner.
func TestAttack4QuorumByUnbondingAfterVoting(t *testing.T) {
	h := newChallengeHarness(t) // validators 150, 100, 50 TORA; miner 0 with 300 TORA in its vault
	attacker, latecomer, m := h.valid, h.clients[2], h.miners[0]
	h.stakeAs(attacker, roleValidator, tora(210)) // 210 / 510 = 41.2%
	h.must(h.admin, h.toraC, h.tora.PackMint(attacker.addr, tora(10)))
	h.must(attacker, h.toraC, h.tora.PackApprove(h.addrs.Challenges, tora(10)))
	minerStake := h.stakeOf(m.addr)
	cmp(t, "miner stake", minerStake, tora(300))
	minerTokens := h.tokenBalance(m.addr)
	cmp(t, "total validator stake", h.totalValidatorStake(), tora(510))

	// Two challenges against correct leaves, each with the attacker's own
	// "disagree" verdict: 210 of 510 is no quorum.
	for i, leaf := range []int{0, 1} {
		r, err := h.open(attacker, leaf, h.verdict(attacker, leaf, false))
		if err != nil {
			t.Fatal(err)
		}
		id := findLog(t, r, h.chl.UnpackChallengeOpenedEvent).Id.Uint64()
		c := h.challenge(id)
		if id != uint64(i+1) || c.Status != statusOpen {
			t.Fatalf("challenge %d: %+v", id, c)
		}
		cmp(t, "counted disagreement", c.DisagreeStake, tora(210))
		cmp(t, "snapshot total", c.TotalStake, tora(510))
		if c.SnapshotBlock+1 != r.BlockNumber.Uint64() {
			t.Fatalf("snapshot block %d, opened in block %v", c.SnapshotBlock, r.BlockNumber)
		}
	}

	// The attacker unbonds everything: it leaves the active set and the
	// live total falls to 300, where 210 would be 70%.
	vc := h.vault.Instance(h.c, call(h.harness, h.stkC, h.stk.PackVaultOf(attacker.addr), h.stk.UnpackVaultOf))
	shares := call(h.harness, vc, h.vault.PackBalanceOf(attacker.addr), h.vault.UnpackBalanceOf)
	h.must(attacker, h.stkC, h.stk.PackRequestUnbond(attacker.addr, shares))
	cmp(t, "live total after unbonding", h.totalValidatorStake(), tora(300))
	if call(h.harness, h.stkC, h.stk.PackIsActiveValidator(attacker.addr), h.stk.UnpackIsActiveValidator) {
		t.Fatal("a validator with nothing bonded is still active")
	}

	// Resolving now is refused: the quorum is still measured against 510.
	for id := int64(1); id <= 2; id++ {
		_, err := h.send(attacker, h.chlC, h.chl.PackResolve(big.NewInt(id)))
		wantRevert(t, err, "StillOpen")
	}
	// Nor can stake that arrives after the snapshot vote: a fresh
	// 500-TORA validator's verdict weighs nothing on these challenges.
	h.stakeAs(latecomer, roleValidator, tora(500))
	_, err := h.send(h.other, h.chlC, h.chl.PackAddVerdicts(big.NewInt(1), []bindings.ChallengesVerdictSig{h.verdict(latecomer, 0, false)}))
	wantRevert(t, err, "UnstakedVerifier")

	// At the deadline both challenges are rejected: nothing slashed, no
	// bounty, the leaves paid, the attacker's bonds to the miner.
	h.wait(votePeriod * time.Second)
	for id := int64(1); id <= 2; id++ {
		r := h.must(attacker, h.chlC, h.chl.PackResolve(big.NewInt(id)))
		if res := findLog(t, r, h.chl.UnpackChallengeResolvedEvent); res.Upheld || res.Slashed.Sign() != 0 {
			t.Fatalf("challenge %d: %+v", id, res)
		}
		if c := h.challenge(uint64(id)); c.Status != statusRejected {
			t.Fatalf("challenge %d status %d", id, c.Status)
		}
	}
	cmp(t, "miner stake after", h.stakeOf(m.addr), minerStake)
	cmp(t, "attacker bounty", h.claimable(attacker.addr), new(big.Int))
	cmp(t, "bonds to the miner", new(big.Int).Sub(h.tokenBalance(m.addr), minerTokens), tora(2))
	for _, leaf := range []int{0, 1} {
		if call(h.harness, h.escC, h.esc.PackVoided(h.batch.Leaves[leaf].Hash()), h.esc.UnpackVoided) {
			t.Fatalf("leaf %d voided", leaf)
		}
	}
}

// A verdict's weight is the signer's stake at the snapshot: an honest
// validator that votes "agree" after a slash-free unbond still counts
// fully, and one that joined the challenge with more stake than it had at
// the snapshot counts only what it had.
func TestChallengeWeighsAtSnapshot(t *testing.T) {
	h := newChallengeHarness(t)
	v0, v1, v2 := h.vals[0], h.vals[1], h.vals[2]
	if _, err := h.open(v2, 0, h.verdict(v2, 0, false)); err != nil {
		t.Fatal(err)
	}
	// v1 (100 at the snapshot) unbonds, v0 (150) gains 1000 by delegation.
	vc := h.vault.Instance(h.c, call(h.harness, h.stkC, h.stk.PackVaultOf(v1.addr), h.stk.UnpackVaultOf))
	h.must(v1, h.stkC, h.stk.PackRequestUnbond(v1.addr, call(h.harness, vc, h.vault.PackBalanceOf(v1.addr), h.vault.UnpackBalanceOf)))
	h.must(h.admin, h.toraC, h.tora.PackMint(h.other.addr, tora(1000)))
	h.must(h.other, h.toraC, h.tora.PackApprove(h.addrs.Staking, tora(1000)))
	h.must(h.other, h.stkC, h.stk.PackDelegate(v0.addr, tora(1000), new(big.Int)))
	cmp(t, "live total", h.totalValidatorStake(), tora(1200))

	h.must(h.other, h.chlC, h.chl.PackAddVerdicts(big.NewInt(1), []bindings.ChallengesVerdictSig{h.verdict(v1, 0, true), h.verdict(v0, 0, true)}))
	c := h.challenge(1)
	cmp(t, "agree stake", c.AgreeStake, tora(250))
	cmp(t, "disagree stake", c.DisagreeStake, tora(50))
	cmp(t, "snapshot total", c.TotalStake, tora(300))
	// 250 of 300 agree: quorum (66.67%) is out of reach, rejected before the deadline.
	r := h.must(h.other, h.chlC, h.chl.PackResolve(big.NewInt(1)))
	if res := findLog(t, r, h.chl.UnpackChallengeResolvedEvent); res.Upheld {
		t.Fatalf("%+v", res)
	}
}

// Attack 6 of issue 14 (validator-set squatting): on main 256 validators
// of 1 wei each filled the set forever (no minimum, never removed) and
// totalValidatorStake looped over them for about 4.8M gas in every open,
// addVerdicts and resolve. Now a 1-wei registration is refused (the
// validator minimum defaults to 100 TORA and cannot be set to 0); squatters
// who pay the minimum to fill the set are displaced by a validator with
// more stake; an operator that unbonds leaves the set; addVerdicts and
// resolve read the total in O(1), their gas the same with a full set as
// with three validators. open sums the stake of the validators declared
// for the job's engine and model (a quorum over those able to judge it):
// linear in them, at most Challenges.MAX_VERIFIERS_PER_KEY per key, and
// under perVerifierGas each.
func TestAttack6ValidatorSetSquatting(t *testing.T) {
	// Cold reads of a declaration's and a stake's checkpoints, and the
	// call to Staking, under the dev chain's storage prices.
	const perVerifierGas = 20_000
	out := fmt.Sprintf("challenge gas by active-set size (go test -run TestAttack6 -v ./chain/)\n\n| call | dev chain, 3 validators | dev chain, %d | Osaka, 3 | Osaka, %d |\n|---|---|---|---|---|\n", maxValidators, maxValidators)
	var cols [4][]gasRow
	for i, osaka := range []bool{false, true} {
		small, smallSet := measureChallengeGas(t, false, osaka)
		full, fullSet := measureChallengeGas(t, true, osaka)
		if smallSet != 3 || fullSet != maxValidators {
			t.Fatalf("active sets of %d and %d validators", smallSet, fullSet)
		}
		for k := range small {
			// Flat: the total is a checkpointed running sum. The set's
			// size shows only in the checkpoint search (a few storage reads).
			allowed := small[k].gas + small[k].gas/20
			if strings.HasPrefix(small[k].what, "open") {
				allowed = small[k].gas + uint64(maxValidators-3)*perVerifierGas
			}
			if full[k].gas > allowed {
				t.Errorf("%s (osaka %v): %d gas with %d validators, %d with 3", small[k].what, osaka, full[k].gas, maxValidators, small[k].gas)
			}
		}
		cols[2*i], cols[2*i+1] = small, full
	}
	for k := range cols[0] {
		out += fmt.Sprintf("| %s | %d | %d | %d | %d |\n", cols[0][k].what, cols[0][k].gas, cols[1][k].gas, cols[2][k].gas, cols[3][k].gas)
	}
	t.Log(out)
}

// maxValidators is Staking.MAX_VALIDATORS (checked against the contract).
const maxValidators = 64

// dustRegistrations is how many 1-wei validator registrations the
// squatting attack tries (enough to fill main's set of 256).
const dustRegistrations = 256

// measureChallengeGas registers three validators (300, 200, 150 TORA) and,
// when fill is set, performs the squatting attack, which leaves the set
// full; it returns the gas of a challenge's open, addVerdicts and resolve
// (none reaching quorum) and the size of the active set they ran against,
// under the dev chain's rules or (osaka) mainnet's.
func measureChallengeGas(t *testing.T, fill, osaka bool) ([]gasRow, int) {
	o := defaultOpts()
	o.osaka = osaka
	o.minerStake = 200 // miner 0 settles the batch the challenges are about
	if fill {
		o.validators = 3 + dustRegistrations
	} else {
		o.validators = 3
	}
	h := &challengeH{harness: newHarness(t, o), vault: bindings.NewOperatorVault()}
	if got := call(h.harness, h.stkC, h.stk.PackMAXVALIDATORS(), h.stk.UnpackMAXVALIDATORS); got.Int64() != maxValidators {
		t.Fatalf("MAX_VALIDATORS %v", got)
	}
	minimum := call(h.harness, h.stkC, h.stk.PackMinSelfStake(roleValidator), h.stk.UnpackMinSelfStake)
	cmp(t, "default validator minimum", minimum, tora(100))
	honest, squat := h.vals[:3], h.vals[3:]
	for i, v := range honest {
		h.stakeAs(v, roleValidator, tora([]int64{300, 200, 150}[i]))
		h.must(h.admin, h.toraC, h.tora.PackMint(v.addr, tora(10)))
		h.must(v, h.toraC, h.tora.PackApprove(h.addrs.Challenges, tora(10)))
	}
	if fill {
		squatSet(t, h, squat, minimum)
	}
	h.newChallengeBatch(4)
	set := int(call(h.harness, h.stkC, h.stk.PackValidatorCount(), h.stk.UnpackValidatorCount).Int64())

	var rows []gasRow
	r, err := h.open(honest[0], 0, h.verdict(honest[0], 0, false))
	if err != nil {
		t.Fatal(err)
	}
	rows = append(rows, gasRow{"open, 1 verdict (no quorum)", r.GasUsed})
	r = h.must(h.other, h.chlC, h.chl.PackAddVerdicts(big.NewInt(1), []bindings.ChallengesVerdictSig{h.verdict(honest[2], 0, true)}))
	rows = append(rows, gasRow{"addVerdicts, 1 verdict (no quorum)", r.GasUsed})
	h.wait(votePeriod * time.Second)
	r = h.must(h.other, h.chlC, h.chl.PackResolve(big.NewInt(1)))
	if findLog(t, r, h.chl.UnpackChallengeResolvedEvent).Upheld {
		t.Fatal("upheld without quorum")
	}
	rows = append(rows, gasRow{"resolve, rejected at the deadline", r.GasUsed})
	return rows, set
}

// squatSet performs the squatting attack on a set holding three real
// validators: every one of dustRegistrations 1-wei registrations is
// refused; paying the minimum, squatters fill the set, but a validator with
// more stake takes the seat of one of them, a squatter that unbonds leaves
// it, and the running total always equals the sum of the counted stakes.
// It leaves the set full.
func squatSet(t *testing.T, h *challengeH, squat []actor, minimum *big.Int) {
	t.Helper()
	// Dust is refused, and the minimum cannot be lowered to 0.
	for _, s := range squat {
		_, err := h.send(s, h.stkC, h.stk.PackRegister(roleValidator, big.NewInt(1)))
		wantRevert(t, err, "SelfStakeTooLow")
	}
	_, err := h.send(h.admin, h.stkC, h.stk.PackSetMinSelfStake(roleValidator, new(big.Int)))
	wantRevert(t, err, "ZeroAmount")

	// Paying the minimum, squatters fill the set.
	squat = squat[:maxValidators-3]
	for _, s := range squat {
		r := h.stakeAsR(s, roleValidator, minimum)
		if s == squat[len(squat)-1] {
			t.Logf("register (validator, into the last free seat): %d gas", r.GasUsed)
		}
	}
	count := func() int {
		return int(call(h.harness, h.stkC, h.stk.PackValidatorCount(), h.stk.UnpackValidatorCount).Int64())
	}
	active := func(a actor) bool {
		return call(h.harness, h.stkC, h.stk.PackIsActiveValidator(a.addr), h.stk.UnpackIsActiveValidator)
	}
	if n := count(); n != maxValidators {
		t.Fatalf("%d active validators, want a full set of %d", n, maxValidators)
	}
	checkValidatorTotal(t, h.harness)

	// A real validator with more stake than the smallest seat takes it.
	realV := h.valid
	r := h.stakeAsR(realV, roleValidator, tora(150))
	ev := findLog(t, r, h.stk.UnpackValidatorDeactivatedEvent)
	if ev.ReplacedBy != realV.addr || ev.Stake.Cmp(minimum) != 0 {
		t.Fatalf("ValidatorDeactivated %+v", ev)
	}
	if !active(realV) || count() != maxValidators {
		t.Fatalf("newcomer active %v, %d active", active(realV), count())
	}
	t.Logf("register, taking the smallest seat of a full set of %d: %d gas", maxValidators, r.GasUsed)
	var evicted actor
	for _, s := range squat {
		if s.addr == ev.Validator {
			evicted = s
		}
	}
	if evicted.key == nil || active(evicted) {
		t.Fatalf("evicted %s is not an inactive squatter", ev.Validator.Hex())
	}
	// The evicted squatter cannot come back at equal stake; a newcomer at
	// the minimum stays outside.
	_, err = h.send(evicted, h.stkC, h.stk.PackJoinValidatorSet(evicted.addr))
	wantRevert(t, err, "ValidatorSetFull")
	h.stakeAs(h.clients[2], roleValidator, minimum)
	if active(h.clients[2]) {
		t.Fatal("a newcomer at the minimum displaced a squatter at the minimum")
	}
	checkValidatorTotal(t, h.harness)

	// A squatter that unbonds leaves the set; the evicted one takes the
	// free seat again.
	leaver := squat[len(squat)-1]
	vc := h.vault.Instance(h.c, call(h.harness, h.stkC, h.stk.PackVaultOf(leaver.addr), h.stk.UnpackVaultOf))
	h.must(leaver, h.stkC, h.stk.PackRequestUnbond(leaver.addr, call(h.harness, vc, h.vault.PackBalanceOf(leaver.addr), h.vault.UnpackBalanceOf)))
	if active(leaver) || count() != maxValidators-1 {
		t.Fatalf("unbonded squatter active %v, %d active", active(leaver), count())
	}
	checkValidatorTotal(t, h.harness)
	r = h.must(evicted, h.stkC, h.stk.PackJoinValidatorSet(evicted.addr))
	t.Logf("joinValidatorSet into a free seat: %d gas", r.GasUsed)
	if !active(evicted) || count() != maxValidators {
		t.Fatalf("rejoined %v, %d active", active(evicted), count())
	}
	checkValidatorTotal(t, h.harness)
}

// stakeAsR is stakeAs returning the registration's receipt.
func (h *challengeH) stakeAsR(a actor, role uint8, amount *big.Int) *ethtypes.Receipt {
	h.tb.Helper()
	h.must(h.admin, h.toraC, h.tora.PackMint(a.addr, amount))
	h.must(a, h.toraC, h.tora.PackApprove(h.addrs.Staking, amount))
	r := h.must(a, h.stkC, h.stk.PackRegister(role, amount))
	if role == roleValidator {
		h.declare(a)
	}
	return r
}

func (h *harness) stakeOf(a common.Address) *big.Int {
	return call(h, h.stkC, h.stk.PackStakeOf(a), h.stk.UnpackStakeOf)
}

func (h *harness) totalValidatorStake() *big.Int {
	return call(h, h.stkC, h.stk.PackTotalValidatorStake(), h.stk.UnpackTotalValidatorStake)
}

// checkValidatorTotal checks the deployment's Staking: the running total
// equals the sum of the active validators' counted stakes, each of which
// is its bonded stake.
func checkValidatorTotal(tb testing.TB, h *harness) {
	tb.Helper()
	checkValidatorTotalOf(tb, h, h.stkC)
}

// checkValidatorTotalOf is checkValidatorTotal for the Staking at stC.
func checkValidatorTotalOf(tb testing.TB, h *harness, stC *bind.BoundContract) {
	tb.Helper()
	sum := new(big.Int)
	for _, v := range call(h, stC, h.stk.PackValidators(), h.stk.UnpackValidators) {
		counted := call(h, stC, h.stk.PackValidatorStake(v), h.stk.UnpackValidatorStake)
		if bonded := call(h, stC, h.stk.PackStakeOf(v), h.stk.UnpackStakeOf); counted.Cmp(bonded) != 0 {
			tb.Fatalf("validator %s counts %v, has %v bonded", v.Hex(), counted, bonded)
		}
		sum.Add(sum, counted)
	}
	if total := call(h, stC, h.stk.PackTotalValidatorStake(), h.stk.UnpackTotalValidatorStake); total.Cmp(sum) != 0 {
		tb.Fatalf("totalValidatorStake %v, sum of the active set %v", total, sum)
	}
}

// Every path that moves a validator's bonded stake checkpoints it and the
// total: register, delegate, reward, slash, requestUnbond (below the
// minimum the validator leaves the set; back above it, it rejoins),
// withdraw, and sync after a plain transfer into the vault, which Staking
// cannot see. Each block's values stay readable afterwards; only past
// blocks can be read.
func TestValidatorStakeCheckpoints(t *testing.T) {
	s := newStakingHarness(t)
	v, w, del := s.valid, s.clients[0], s.clients[1]
	type point struct {
		block   uint64
		v, w    *big.Int // counted stakes
		total   *big.Int
		vActive bool
	}
	var points []point
	counted := func(a common.Address) *big.Int {
		return call(s.harness, s.stC, s.st.PackValidatorStake(a), s.st.UnpackValidatorStake)
	}
	active := func(a common.Address) bool {
		return call(s.harness, s.stC, s.st.PackIsActiveValidator(a), s.st.UnpackIsActiveValidator)
	}
	// step checks the books after a transaction and records its block.
	step := func(what string, r *ethtypes.Receipt, wantV, wantTotal *big.Int) {
		t.Helper()
		checkValidatorTotalOf(t, s.harness, s.stC)
		total := call(s.harness, s.stC, s.st.PackTotalValidatorStake(), s.st.UnpackTotalValidatorStake)
		if wantV != nil {
			cmp(t, what+": v counted", counted(v.addr), wantV)
		}
		if wantTotal != nil {
			cmp(t, what+": total", total, wantTotal)
		}
		points = append(points, point{r.BlockNumber.Uint64(), counted(v.addr), counted(w.addr), total, active(v.addr)})
	}
	s.give(v, tora(1000))
	s.give(w, tora(1000))
	s.give(del, tora(1000))
	step("register v", s.must(v, s.stC, s.st.PackRegister(roleValidator, tora(100))), tora(100), tora(100))
	step("register w", s.must(w, s.stC, s.st.PackRegister(roleValidator, tora(200))), tora(100), tora(300))
	step("delegate", s.must(del, s.stC, s.st.PackDelegate(v.addr, tora(50), new(big.Int))), tora(150), tora(350))
	step("reward", s.must(w, s.stC, s.st.PackReward(v.addr, tora(30))), tora(180), tora(380))
	step("slash", s.must(s.slasher, s.stC, s.st.PackSlash(v.addr, tora(60), s.other.addr)), tora(120), tora(320))
	// The delegator unbonds everything: v's bonded stake falls below the
	// 100-TORA minimum and it leaves the set.
	delShares := s.shares(s.vaultC(v.addr), del.addr)
	r := s.must(del, s.stC, s.st.PackRequestUnbond(v.addr, delShares))
	findLog(t, r, s.st.UnpackValidatorDeactivatedEvent)
	step("unbond below the minimum", r, new(big.Int), tora(200))
	if active(v.addr) {
		t.Fatal("v active below the minimum")
	}
	r = s.must(del, s.stC, s.st.PackDelegate(v.addr, tora(40), new(big.Int)))
	findLog(t, r, s.st.UnpackValidatorActivatedEvent)
	step("delegate back above the minimum", r, nil, nil)
	if !active(v.addr) {
		t.Fatal("v not back in the set")
	}
	s.wait(unbondPeriod * time.Second)
	step("withdraw", s.must(del, s.stC, s.st.PackWithdraw(big.NewInt(1))), nil, nil)
	// A plain transfer into the vault is invisible until sync.
	before := counted(v.addr)
	s.must(s.admin, s.toraC, s.tora.PackMint(s.vaultC(v.addr).Address(), tora(25)))
	cmp(t, "counted before sync", counted(v.addr), before)
	step("sync", s.must(s.other, s.stC, s.st.PackSync(v.addr)), new(big.Int).Add(before, tora(25)), nil)
	_, err := s.send(s.other, s.stC, s.st.PackSync(s.other.addr))
	stakingRevert(t, err, "NotOperator")

	// The past stays as it was; the present block cannot be read.
	s.sim.Commit()
	for _, p := range points {
		b := new(big.Int).SetUint64(p.block)
		cmp(t, fmt.Sprintf("v at %d", p.block), call(s.harness, s.stC, s.st.PackValidatorStakeAt(v.addr, b), s.st.UnpackValidatorStakeAt), p.v)
		cmp(t, fmt.Sprintf("w at %d", p.block), call(s.harness, s.stC, s.st.PackValidatorStakeAt(w.addr, b), s.st.UnpackValidatorStakeAt), p.w)
		cmp(t, fmt.Sprintf("total at %d", p.block), call(s.harness, s.stC, s.st.PackTotalValidatorStakeAt(b), s.st.UnpackTotalValidatorStakeAt), p.total)
		if p.v.Sign() == 0 && p.vActive {
			t.Fatalf("block %d: active with nothing counted", p.block)
		}
	}
	cmp(t, "before registration", call(s.harness, s.stC, s.st.PackTotalValidatorStakeAt(new(big.Int).SetUint64(points[0].block-1)), s.st.UnpackTotalValidatorStakeAt), new(big.Int))
	head, err := s.c.BlockNumber(s.ctx)
	if err != nil {
		t.Fatal(err)
	}
	// eth_call runs in the head block's context.
	_, err = bindCall(s.harness, s.stC, s.st.PackTotalValidatorStakeAt(new(big.Int).SetUint64(head)))
	stakingRevert(t, err, "FutureLookup")
	_, err = bindCall(s.harness, s.stC, s.st.PackValidatorStakeAt(v.addr, new(big.Int).SetUint64(head)))
	stakingRevert(t, err, "FutureLookup")

	// Neither minimum can be 0 (the miners' since the 1-wei sybil fix).
	_, err = s.send(s.admin, s.stC, s.st.PackSetMinSelfStake(roleValidator, new(big.Int)))
	stakingRevert(t, err, "ZeroAmount")
	_, err = s.send(s.admin, s.stC, s.st.PackSetMinSelfStake(roleMiner, new(big.Int)))
	stakingRevert(t, err, "ZeroAmount")
	// joinValidatorSet: not for miners, not twice.
	s.give(s.miners[0], tora(100))
	s.must(s.miners[0], s.stC, s.st.PackRegister(roleMiner, tora(100)))
	_, err = s.send(s.other, s.stC, s.st.PackJoinValidatorSet(s.miners[0].addr))
	stakingRevert(t, err, "NotValidatorOperator")
	_, err = s.send(s.other, s.stC, s.st.PackJoinValidatorSet(v.addr))
	stakingRevert(t, err, "AlreadyActive")
}
