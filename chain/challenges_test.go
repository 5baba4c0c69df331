package chain_test

import (
	"fmt"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	ethtypes "github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/tensora/tensora/chain"
	"github.com/tensora/tensora/chain/bindings"
	"github.com/tensora/tensora/types"
)

// challengeH is the harness with three validators registered on the
// deployment's Staking (150, 100 and 50 TORA: 300 in all, so two thirds
// needs 200.01), miner 0 registered with 200 TORA plus 100 delegated by
// h.other, and a batch of four 1-TORA leaves of client 0 by miner 0.
type challengeH struct {
	*harness
	vault *bindings.OperatorVault
	batch *chain.Batch
	id    *big.Int // the batch's id
	sent  time.Time
}

var validatorStakes = []int64{150, 100, 50}

func newChallengeHarness(t *testing.T) *challengeH {
	t.Helper()
	return newChallengeHarnessWith(t, defaultOpts())
}

func newChallengeHarnessWith(t *testing.T, o hopts) *challengeH {
	t.Helper()
	o.validators = len(validatorStakes)
	o.minerStake = 200
	h := &challengeH{harness: newHarness(t, o), vault: bindings.NewOperatorVault()}
	// The amounts here predate the 100-TORA default validator minimum;
	// 1 TORA keeps them (and the 1-TORA sybil of TestAttack5, and lets
	// TestChallengeRefusals register a validator below a subnet's 20-TORA
	// minimum).
	h.must(h.admin, h.stkC, h.stk.PackSetMinSelfStake(roleValidator, tora(1)))
	for i, v := range h.vals {
		h.stakeAs(v, roleValidator, tora(validatorStakes[i]))
		// Enough allowance for any number of bonds.
		h.must(h.admin, h.toraC, h.tora.PackMint(v.addr, tora(100)))
		h.must(v, h.toraC, h.tora.PackApprove(h.addrs.Challenges, tora(100)))
	}
	h.must(h.admin, h.toraC, h.tora.PackMint(h.other.addr, tora(100)))
	h.must(h.other, h.toraC, h.tora.PackApprove(h.addrs.Staking, tora(100)))
	h.must(h.other, h.stkC, h.stk.PackDelegate(h.miners[0].addr, tora(100), big.NewInt(1)))
	h.newChallengeBatch(4)
	return h
}

// stakeAs registers a as an operator with role and self-stake amount.
func (h *challengeH) stakeAs(a actor, role uint8, amount *big.Int) {
	h.tb.Helper()
	h.must(h.admin, h.toraC, h.tora.PackMint(a.addr, amount))
	h.must(a, h.toraC, h.tora.PackApprove(h.addrs.Staking, amount))
	h.must(a, h.stkC, h.stk.PackRegister(role, amount))
	if role == roleValidator {
		h.declare(a)
	}
}

// declare declares validator a a verifier of every ONNX model, as the
// harness's orders name the "onnx" engine.
// Only a seated validator may declare: one outside the set is skipped.
func (h *harness) declare(a actor) {
	h.tb.Helper()
	if !call(h, h.stkC, h.stk.PackIsActiveValidator(a.addr), h.stk.UnpackIsActiveValidator) {
		return
	}
	h.must(a, h.chlC, h.chl.PackDeclare("onnx", ""))
}

// newChallengeBatch funds client 0 and submits a batch of n 1-TORA leaves by miner 0.
func (h *challengeH) newChallengeBatch(n int) {
	h.tb.Helper()
	h.fund(h.clients[0], tora(int64(n)))
	h.batch = h.newBatch(h.leaves(h.clients[0], n, tora(1)))
	id, _, err := h.submit(h.miners[0], h.subnet, h.batch.Packed)
	if err != nil {
		h.tb.Fatal(err)
	}
	h.id = id
}

// verdict is validator v's signed verdict on leaf i of the batch.
func (h *challengeH) verdict(v actor, i int, agree bool) bindings.ChallengesVerdictSig {
	h.tb.Helper()
	l := h.batch.Leaves[i]
	id := l.JobID()
	wire := &types.Verdict{
		JobId:       id[:],
		Subnet:      h.subnet,
		Miner:       h.miners[0].addr.Bytes(),
		ResultHash:  l.ResultHash[:],
		Agree:       agree,
		ReexecHash:  crypto.Keccak256([]byte("re-executed"), []byte{byte(i)}),
		SampleProof: []byte("sample proof"),
		CreatedMs:   1_767_225_700_000,
	}
	if err := types.Sign(h.d, wire, v.key); err != nil {
		h.tb.Fatal(err)
	}
	return chain.VerdictSigOf(wire)
}

// open opens a challenge against leaf i as validator v.
func (h *challengeH) open(v actor, i int, verdicts ...bindings.ChallengesVerdictSig) (*ethtypes.Receipt, error) {
	return h.send(v, h.chlC, h.chl.PackOpen(h.id, h.batch.Leaves[i].Challenge(), chain.OrderOf(h.batch.Leaves[i].Order), h.batch.Proof(i), verdicts))
}

func (h *challengeH) challenge(id uint64) bindings.ChallengesChallenge {
	return call(h.harness, h.chlC, h.chl.PackChallenge(new(big.Int).SetUint64(id)), h.chl.UnpackChallenge)
}

func (h *challengeH) claimable(a common.Address) *big.Int {
	return call(h.harness, h.rewC, h.rew.PackClaimable(a), h.rew.UnpackClaimable)
}

const (
	statusOpen     = 1
	statusUpheld   = 2
	statusRejected = 3
)

// The verdicts' EIP-712 digest is the one types.Verdict signs.
func TestVerdictDigestMatchesGo(t *testing.T) {
	h := newChallengeHarness(t)
	l := h.batch.Leaves[0]
	id := l.JobID()
	// No fee cap of its own (the largest uint256), a cap, and a cap of zero.
	for _, fc := range [][]byte{nil, big.NewInt(300_000).Bytes(), {0}} {
		wire := &types.Verdict{JobId: id[:], Subnet: h.subnet, Miner: h.miners[0].addr.Bytes(), ResultHash: l.ResultHash[:], ReexecHash: []byte{7}, SampleProof: []byte("p"), CreatedMs: 5, FeeCap: fc}
		got := call(h.harness, h.chlC, h.chl.PackVerdictDigest(chain.VerdictSigOf(wire), id, h.subnet, h.miners[0].addr, l.ResultHash), h.chl.UnpackVerdictDigest)
		if want := wire.TypedDataHash(h.d); got != want {
			t.Fatalf("fee cap %x: contract digest %x, Go %x", fc, got, want)
		}
	}
}

// Upheld: the leaf is voided and its client refunded exactly, the miner's
// vault loses slashAmount (a delegator's shares are worth less), the
// disagreeing validators can claim the slashed TORA pro rata and the
// challenger gets its bond back.
func TestChallengeUpheld(t *testing.T) {
	h := newChallengeHarness(t)
	v0, v1 := h.vals[0], h.vals[1]
	vc := h.vault.Instance(h.c, call(h.harness, h.stkC, h.stk.PackVaultOf(h.miners[0].addr), h.stk.UnpackVaultOf))
	delegated := call(h.harness, vc, h.vault.PackBalanceOf(h.other.addr), h.vault.UnpackBalanceOf)
	worth := func() *big.Int {
		return call(h.harness, vc, h.vault.PackConvertToAssets(delegated), h.vault.UnpackConvertToAssets)
	}
	before := worth()
	cmp(t, "delegation before", before, tora(100))
	freeBefore, _ := h.escrowBalances(h.clients[0].addr)
	v0Tokens := h.tokenBalance(v0.addr)

	// v0 alone (150 of 300) is not a quorum: the challenge stays open.
	r, err := h.open(v0, 1, h.verdict(v0, 1, false))
	if err != nil {
		t.Fatal(err)
	}
	ev := findLog(t, r, h.chl.UnpackChallengeOpenedEvent)
	if ev.Id.Uint64() != 1 || ev.Miner != h.miners[0].addr || ev.Challenger != v0.addr {
		t.Fatalf("ChallengeOpened %+v", ev)
	}
	cmp(t, "bond posted", new(big.Int).Sub(v0Tokens, h.tokenBalance(v0.addr)), tora(1))
	if c := h.challenge(1); c.Status != statusOpen || c.DisagreeStake.Cmp(tora(150)) != 0 {
		t.Fatalf("challenge %+v", c)
	}
	_, err = h.send(h.other, h.chlC, h.chl.PackResolve(big.NewInt(1)))
	wantRevert(t, err, "StillOpen")

	// v1's verdict, relayed by anyone, makes 250 of 300: upheld at once.
	r = h.must(h.other, h.chlC, h.chl.PackAddVerdicts(big.NewInt(1), []bindings.ChallengesVerdictSig{h.verdict(v1, 1, false)}))
	res := findLog(t, r, h.chl.UnpackChallengeResolvedEvent)
	if !res.Upheld || res.Slashed.Cmp(tora(50)) != 0 || res.Bounty.Cmp(tora(50)) != 0 {
		t.Fatalf("ChallengeResolved %+v", res)
	}
	if c := h.challenge(1); c.Status != statusUpheld {
		t.Fatalf("status %d", c.Status)
	}
	if !call(h.harness, h.escC, h.esc.PackVoided(h.batch.Leaves[1].Hash()), h.esc.UnpackVoided) {
		t.Fatal("leaf not voided")
	}
	freeAfter, _ := h.escrowBalances(h.clients[0].addr)
	cmp(t, "client refund", new(big.Int).Sub(freeAfter, freeBefore), tora(1))
	// 300 TORA in the vault, 50 slashed: 100 delegated are worth 250/3.
	after := worth()
	if after.Cmp(before) >= 0 {
		t.Fatalf("slash did not lower the share price: %v -> %v", before, after)
	}
	near(t, "delegation after", after, new(big.Int).Div(tora(250), big.NewInt(3)))
	// Bounty 50 over stakes 150:100; the bond went back.
	cmp(t, "v0 bounty", h.claimable(v0.addr), tora(30))
	cmp(t, "v1 bounty", h.claimable(v1.addr), tora(20))
	cmp(t, "bond returned", h.tokenBalance(v0.addr), v0Tokens)
	h.must(v0, h.rewC, h.rew.PackClaim())
	cmp(t, "v0 claimed", h.tokenBalance(v0.addr), new(big.Int).Add(v0Tokens, tora(30)))

	// The batch finalizes after its window without the voided leaf.
	h.wait(601 * time.Second)
	r = h.must(h.other, h.escC, h.esc.PackFinalizeBatch(h.id))
	fin := findLog(t, r, h.esc.UnpackBatchFinalizedEvent)
	cmp(t, "miner share of 3 leaves", fin.MinerAmount, new(big.Int).Div(tora(24), big.NewInt(10)))
}

// Rejected: agreeing stake makes quorum unreachable; the hold blocks
// finalization until resolve, the bond goes to the miner and the leaf is
// paid normally. A challenge nobody else votes on is rejected at its deadline.
func TestChallengeRejected(t *testing.T) {
	h := newChallengeHarness(t)
	v0, v2 := h.vals[0], h.vals[2]
	m := h.miners[0]
	h.wait(400 * time.Second) // the window ends 200 s from now, the vote period 300 s
	if _, err := h.open(v2, 0, h.verdict(v2, 0, false)); err != nil {
		t.Fatal(err)
	}
	if _, err := h.open(v2, 2, h.verdict(v2, 2, false)); err != nil {
		t.Fatal(err)
	}
	h.must(h.other, h.chlC, h.chl.PackAddVerdicts(big.NewInt(1), []bindings.ChallengesVerdictSig{h.verdict(v0, 0, true)}))
	h.wait(201 * time.Second)
	_, err := h.send(h.other, h.escC, h.esc.PackFinalizeBatch(h.id))
	re := wantRevert(t, err, "BatchHeld")
	if re.Args["holds"].(uint32) != 2 {
		t.Fatalf("holds %v", re.Args["holds"])
	}
	minerTokens := h.tokenBalance(m.addr)
	r := h.must(h.other, h.chlC, h.chl.PackResolve(big.NewInt(1)))
	if res := findLog(t, r, h.chl.UnpackChallengeResolvedEvent); res.Upheld || res.Slashed.Sign() != 0 {
		t.Fatalf("ChallengeResolved %+v", res)
	}
	cmp(t, "bond to the miner", new(big.Int).Sub(h.tokenBalance(m.addr), minerTokens), tora(1))
	// Challenge 2 has no quorum yet and its vote period runs for 99 s more.
	_, err = h.send(h.other, h.chlC, h.chl.PackResolve(big.NewInt(2)))
	wantRevert(t, err, "StillOpen")
	h.wait(100 * time.Second)
	_, err = h.send(h.other, h.chlC, h.chl.PackAddVerdicts(big.NewInt(2), []bindings.ChallengesVerdictSig{h.verdict(v0, 2, false)}))
	wantRevert(t, err, "VotingClosed")
	h.must(h.other, h.chlC, h.chl.PackResolve(big.NewInt(2)))
	if c := h.challenge(2); c.Status != statusRejected {
		t.Fatalf("status %d", c.Status)
	}
	_, err = h.send(h.other, h.chlC, h.chl.PackResolve(big.NewInt(2)))
	wantRevert(t, err, "NotOpen")
	r = h.must(h.other, h.escC, h.esc.PackFinalizeBatch(h.id))
	cmp(t, "all four leaves paid", findLog(t, r, h.esc.UnpackBatchFinalizedEvent).MinerAmount, new(big.Int).Div(tora(32), big.NewInt(10)))
}

// Every way a challenge, a verdict, a slash or a work record is refused.
func TestChallengeRefusals(t *testing.T) {
	// The subnet's validator minimum is 20 TORA from the start (a change
	// would take SubnetRegistry.PARAM_CHANGE_DELAY to apply).
	o := defaultOpts()
	o.params.MinValidatorStake = tora(20)
	h := newChallengeHarnessWith(t, o)
	v0, v1 := h.vals[0], h.vals[1]
	// An operator registered as a validator whose stake is below the
	// subnet's validator minimum.
	low := h.clients[2]
	h.stakeAs(low, roleValidator, tora(10))

	tampered := h.verdict(v1, 0, false)
	tampered.SampleHash[0] ^= 1
	short := h.verdict(v1, 0, false)
	short.Signature = short.Signature[:64]
	highS := h.verdict(v1, 0, false)
	highS.Signature = malleate(highS.Signature)
	good := h.verdict(v0, 0, false)
	leaf, proof, order := h.batch.Leaves[0].Challenge(), h.batch.Proof(0), chain.OrderOf(h.batch.Leaves[0].Order)
	one := []bindings.ChallengesVerdictSig{good}
	with := func(extra bindings.ChallengesVerdictSig) []bindings.ChallengesVerdictSig {
		return []bindings.ChallengesVerdictSig{good, extra}
	}
	recordOne := h.rew.PackRecordWork(h.id, []bindings.JobEscrowLeaf{leaf}, [][][32]byte{proof})
	for _, tc := range []struct {
		name string
		from actor
		to   *bind.BoundContract
		data []byte
		want string
	}{
		// a verdict signed by a key that is no validator (a forgery)
		{"forged verdict", v0, h.chlC, h.chl.PackOpen(h.id, leaf, order, proof, with(h.verdict(h.other, 0, false))), "UnstakedVerifier"},
		// a validator's verdict with one field changed recovers to someone else
		{"tampered verdict", v0, h.chlC, h.chl.PackOpen(h.id, leaf, order, proof, with(tampered)), "UnstakedVerifier"},
		// a signature of the wrong length
		{"short signature", v0, h.chlC, h.chl.PackOpen(h.id, leaf, order, proof, with(short)), "InvalidVerdict"},
		// the malleable (high-s) twin of a valid signature
		{"high-s signature", v0, h.chlC, h.chl.PackOpen(h.id, leaf, order, proof, with(highS)), "InvalidVerdict"},
		// a registered validator below the subnet's minimum stake
		{"unstaked verdict", v0, h.chlC, h.chl.PackOpen(h.id, leaf, order, proof, with(h.verdict(low, 0, false))), "UnstakedVerifier"},
		// the miner vouching against (or for) itself
		{"miner verdict", v0, h.chlC, h.chl.PackOpen(h.id, leaf, order, proof, with(h.verdict(h.miners[0], 0, true))), "MinerVerdict"},
		// one validator counted twice
		{"duplicate verdict", v0, h.chlC, h.chl.PackOpen(h.id, leaf, order, proof, with(good)), "DuplicateVerdict"},
		// nobody disagrees
		{"no disagreement", v0, h.chlC, h.chl.PackOpen(h.id, leaf, order, proof, []bindings.ChallengesVerdictSig{h.verdict(v1, 0, true)}), "NoDisagreement"},
		// only staked validators open challenges
		{"opener not a validator", h.other, h.chlC, h.chl.PackOpen(h.id, leaf, order, proof, one), "NotValidator"},
		// a validator below the minimum may not open either
		{"opener under minimum", low, h.chlC, h.chl.PackOpen(h.id, leaf, order, proof, one), "NotValidator"},
		// the leaf must be in the batch
		{"wrong proof", v0, h.chlC, h.chl.PackOpen(h.id, leaf, order, h.batch.Proof(1), one), "LeafNotInBatch"},
		// Staking.slash from an account without SLASHER_ROLE
		{"unauthorised slash", h.other, h.stkC, h.stk.PackSlash(h.miners[0].addr, tora(1), h.other.addr), "AccessControlUnauthorizedAccount"},
		// delegating to an address that is no operator
		{"delegate to non-operator", h.other, h.stkC, h.stk.PackDelegate(h.clients[0].addr, tora(1), big.NewInt(0)), "NotOperator"},
		// escrow holds are for CHALLENGER_ROLE only
		{"hold by outsider", h.other, h.escC, h.esc.PackHold(h.id, leaf, proof), "AccessControlUnauthorizedAccount"},
		// releases too
		{"release by outsider", h.other, h.escC, h.esc.PackRelease(h.id, leaf, true), "AccessControlUnauthorizedAccount"},
		// bounties come only from Challenges
		{"bounty by outsider", h.other, h.rewC, h.rew.PackCreditBounty([]common.Address{h.other.addr}, []*big.Int{big.NewInt(0)}), "NotChallenges"},
		// batch rewards come only from the escrow
		{"batch reward by outsider", h.other, h.rewC, h.rew.PackNotifyBatchReward(h.id, h.subnet, big.NewInt(0)), "NotEscrow"},
		// work is recorded by validators only
		{"recordWork by non-validator", h.other, h.rewC, recordOne, "NotValidator"},
		// a miner is no validator either
		{"recordWork by miner", h.miners[0], h.rewC, recordOne, "NotValidator"},
		// unknown challenge
		{"resolve unknown", h.other, h.chlC, h.chl.PackResolve(big.NewInt(9)), "UnknownChallenge"},
	} {
		_, err := h.send(tc.from, tc.to, tc.data)
		if chain.RevertName(err) != tc.want {
			t.Errorf("%s: want %s, got %v", tc.name, tc.want, err)
		}
	}

	// Work counts once per job and validator.
	h.must(v0, h.rewC, recordOne)
	_, err := h.send(v0, h.rewC, recordOne)
	wantRevert(t, err, "WorkAlreadyRecorded")

	// One challenge per leaf, ever.
	if _, err := h.open(v0, 0, good); err != nil {
		t.Fatal(err)
	}
	_, err = h.open(v1, 0, h.verdict(v1, 0, false))
	wantRevert(t, err, "AlreadyChallenged")

	// Unbonding stake cannot be withdrawn before it matures.
	shares := call(h.harness, h.vault.Instance(h.c, call(h.harness, h.stkC, h.stk.PackVaultOf(v1.addr), h.stk.UnpackVaultOf)), h.vault.PackBalanceOf(v1.addr), h.vault.UnpackBalanceOf)
	h.must(v1, h.stkC, h.stk.PackRequestUnbond(v1.addr, shares))
	_, err = h.send(v1, h.stkC, h.stk.PackWithdraw(big.NewInt(1)))
	wantRevert(t, err, "NotMatured")

	// After the window no challenge opens.
	h.wait(601 * time.Second)
	_, err = h.open(v0, 3, h.verdict(v0, 3, false))
	wantRevert(t, err, "ChallengeWindowClosed")
}

// malleate turns a low-s signature r ‖ s ‖ v into its high-s twin, which
// recovers to the same key and which the contract must refuse.
func malleate(sig []byte) []byte {
	out := append([]byte(nil), sig...)
	s := new(big.Int).SetBytes(out[32:64])
	s.Sub(crypto.S256().Params().N, s)
	s.FillBytes(out[32:64])
	out[64] ^= 1 // 27 <-> 28
	return out
}

// Two validators recording 1 and 3 leaves of a batch share its validator
// fee share 25% / 75% once it is finalized.
func TestWorkRewards(t *testing.T) {
	h := newChallengeHarness(t)
	v0, v1 := h.vals[0], h.vals[1]
	record := func(v actor, idx ...int) {
		t.Helper()
		var leaves []bindings.JobEscrowLeaf
		var proofs [][][32]byte
		for _, i := range idx {
			leaves = append(leaves, h.batch.Leaves[i].Challenge())
			proofs = append(proofs, h.batch.Proof(i))
		}
		r := h.must(v, h.rewC, h.rew.PackRecordWork(h.id, leaves, proofs))
		if ev := findLog(t, r, h.rew.UnpackWorkRecordedEvent); ev.Units.Int64() != int64(len(idx)) {
			t.Fatalf("WorkRecorded %+v", ev)
		}
	}
	record(v0, 0)
	record(v1, 0, 1, 2)
	ids := []*big.Int{h.id}
	_, err := h.send(v0, h.rewC, h.rew.PackClaimWork(ids))
	wantRevert(t, err, "BatchNotPaid")

	h.wait(601 * time.Second)
	r := h.must(h.other, h.escC, h.esc.PackFinalizeBatch(h.id))
	share := findLog(t, r, h.esc.UnpackBatchFinalizedEvent).ValidatorAmount // 20% of 4 TORA
	cmp(t, "validator share", share, new(big.Int).Div(tora(8), big.NewInt(10)))
	pool := h.pool(h.subnet)
	h.must(v0, h.rewC, h.rew.PackClaimWork(ids))
	h.must(v1, h.rewC, h.rew.PackClaimWork(ids))
	cmp(t, "v0 25%", h.claimable(v0.addr), new(big.Int).Div(share, big.NewInt(4)))
	cmp(t, "v1 75%", h.claimable(v1.addr), new(big.Int).Div(new(big.Int).Mul(share, big.NewInt(3)), big.NewInt(4)))
	cmp(t, "pool untouched", h.pool(h.subnet), pool)
	// A second claim adds nothing.
	h.must(v0, h.rewC, h.rew.PackClaimWork(ids))
	cmp(t, "v0 after second claimWork", h.claimable(v0.addr), new(big.Int).Div(share, big.NewInt(4)))
	before := h.tokenBalance(v1.addr)
	h.must(v1, h.rewC, h.rew.PackClaim())
	cmp(t, "v1 paid", new(big.Int).Sub(h.tokenBalance(v1.addr), before), new(big.Int).Div(new(big.Int).Mul(share, big.NewInt(3)), big.NewInt(4)))
	// recordWork on a finalized batch is refused.
	_, err = h.send(v0, h.rewC, h.rew.PackRecordWork(h.id, []bindings.JobEscrowLeaf{h.batch.Leaves[3].Challenge()}, [][][32]byte{h.batch.Proof(3)}))
	wantRevert(t, err, "BatchAlreadyFinalized")
}

// TestGasChallenges reports the gas of the challenge path and of
// finalizing a batch that had work recorded on it:
//
//	go test -run Gas -v ./chain/
func TestGasChallenges(t *testing.T) {
	if testing.Short() {
		t.Skip("gas measurement")
	}
	out := "challenge gas (go test -run Gas -v ./chain/), 3 validators, 4-leaf batch\n\n| call | dev chain (Bogota state gas) | Osaka (mainnet rules) |\n|---|---|---|\n"
	dev, osaka := measureChallenges(t, false), measureChallenges(t, true)
	for i := range dev {
		out += fmt.Sprintf("| %s | %d | %d |\n", dev[i].what, dev[i].gas, osaka[i].gas)
	}
	t.Log(out)
}

type gasRow struct {
	what string
	gas  uint64
}

func measureChallenges(t *testing.T, osakaRules bool) []gasRow {
	o := defaultOpts()
	o.osaka = osakaRules
	h := newChallengeHarnessWith(t, o)
	v0, v1, v2 := h.vals[0], h.vals[1], h.vals[2]
	var rows []gasRow
	add := func(what string, r *ethtypes.Receipt) { rows = append(rows, gasRow{what, r.GasUsed}) }
	mustR := func(r *ethtypes.Receipt, err error) *ethtypes.Receipt {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
		return r
	}
	// Challenge 1: one verdict (150 of 300), stays open.
	add("open, 1 verdict (no quorum)", mustR(h.open(v0, 0, h.verdict(v0, 0, false))))
	// Challenge 2: two verdicts (150 disagree, 50 agree), stays open.
	add("open, 2 verdicts (no quorum)", mustR(h.open(v0, 1, h.verdict(v0, 1, false), h.verdict(v2, 1, true))))
	// v1's verdict on challenge 2 reaches quorum: resolves (slash, bounty to 2 validators + dust entry, bond back).
	add("addVerdicts, 1 verdict reaching quorum (includes upheld resolve)", h.must(h.other, h.chlC, h.chl.PackAddVerdicts(big.NewInt(2), []bindings.ChallengesVerdictSig{h.verdict(v1, 1, false)})))
	// Challenge 1 never reaches quorum (unbonding after the snapshot would
	// not help: attack 4): rejected at its deadline.
	h.wait(votePeriod * time.Second)
	add("resolve, rejected at the deadline (release + bond to the miner)", h.must(h.other, h.chlC, h.chl.PackResolve(big.NewInt(1))))
	// recordWork by one validator on two leaves, then finalize.
	h.must(v0, h.rewC, h.rew.PackRecordWork(h.id, []bindings.JobEscrowLeaf{h.batch.Leaves[2].Challenge(), h.batch.Leaves[3].Challenge()}, [][][32]byte{h.batch.Proof(2), h.batch.Proof(3)}))
	h.wait(601 * time.Second)
	add("finalizeBatch after recordWork (pot to ValidatorRewards)", h.must(h.other, h.escC, h.esc.PackFinalizeBatch(h.id)))
	add("claimWork, 1 batch", h.must(v0, h.rewC, h.rew.PackClaimWork([]*big.Int{h.id})))
	h.newChallengeBatch(4)
	add("recordWork, 1 leaf", h.must(v0, h.rewC, h.rew.PackRecordWork(h.id, []bindings.JobEscrowLeaf{h.batch.Leaves[0].Challenge()}, [][][32]byte{h.batch.Proof(0)})))
	return rows
}
