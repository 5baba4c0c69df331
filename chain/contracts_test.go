package chain_test

import (
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/tensora/tensora/chain"
	"github.com/tensora/tensora/chain/bindings"
	"github.com/tensora/tensora/proof"
	"github.com/tensora/tensora/types"
)

// Go (types/eip712.go) and Solidity agree on the EIP-712 domain, the
// JobOrder type, the digest a client signs and the Merkle leaf.
func TestGoAndSolidityAgree(t *testing.T) {
	h := newHarness(t, defaultOpts())
	if got := call(h, h.escC, h.esc.PackDomainSeparator(), h.esc.UnpackDomainSeparator); got != h.d.Separator() {
		t.Fatalf("domain separator: chain %x, Go %x", got, h.d.Separator())
	}
	dom := call(h, h.escC, h.esc.PackEip712Domain(), h.esc.UnpackEip712Domain)
	if dom.Name != "Tensora" || dom.Version != "1" || dom.ChainId.Uint64() != chainID || dom.VerifyingContract != h.addrs.Escrow {
		t.Fatalf("eip712Domain %+v", dom)
	}
	o := h.order(h.clients[0], h.subnet, tora(25))
	if got, want := call(h, h.escC, h.esc.PackJobDigest(o.StructHash()), h.esc.UnpackJobDigest), o.TypedDataHash(h.d); got != want {
		t.Fatalf("digest: chain %x, Go %x", got, want)
	}
	settleBy := h.now().Add(time.Hour)
	l := chain.Leaf{Order: o, Fee: tora(20), ResultHash: resultHash(1), Assignment: h.assign(h.clients[0], o, h.miners[0].addr, tora(21), settleBy)}
	// The assignment digest the contract checks is the one types signs.
	if got, want := call(h, h.escC, h.esc.PackAssignmentDigest(o.StructHash(), h.miners[0].addr, tora(21), uint64(settleBy.UnixMilli())), h.esc.UnpackAssignmentDigest), l.Assignment.SettlementDigest(h.d); got != want {
		t.Fatalf("assignment digest: chain %x, Go %x", got, want)
	}
	if got := call(h, h.escC, h.esc.PackASSIGNMENTTYPEHASH(), h.esc.UnpackASSIGNMENTTYPEHASH); got != crypto.Keccak256Hash([]byte(types.AssignmentType)) {
		t.Fatalf("assignment type hash %x", got)
	}
	if got := call(h, h.escC, h.esc.PackHashLeaf(l.Challenge()), h.esc.UnpackHashLeaf); got != l.Hash() {
		t.Fatalf("leaf hash: chain %x, Go %x", got, l.Hash())
	}
	// The bounds Go mirrors.
	if got := call(h, h.regC, h.reg.PackMINCHALLENGEWINDOW(), h.reg.UnpackMINCHALLENGEWINDOW); got != uint64(chain.MinChallengeWindow/time.Second) {
		t.Fatalf("MIN_CHALLENGE_WINDOW %d", got)
	}
	if got := call(h, h.regC, h.reg.PackMAXMINERSHAREBPS(), h.reg.UnpackMAXMINERSHAREBPS); got != chain.MaxMinerShareBps {
		t.Fatalf("MAX_MINER_SHARE_BPS %d", got)
	}
	if got := call(h, h.stkC, h.stk.PackDEFAULTMINMINERSTAKE(), h.stk.UnpackDEFAULTMINMINERSTAKE); got.Cmp(tora(chain.DefaultMinMinerStakeTORA)) != 0 {
		t.Fatalf("DEFAULT_MIN_MINER_STAKE %v", got)
	}
	// The job id the contract derives from a settled leaf is the Go job id.
	h.fund(h.clients[0], tora(100))
	b := h.newBatch([]chain.Leaf{l})
	if _, _, err := h.submit(h.miners[0], h.subnet, b.Packed); err != nil {
		t.Fatal(err)
	}
	if !call(h, h.escC, h.esc.PackIsSettled(h.clients[0].addr, o.GetNonce()), h.esc.UnpackIsSettled) {
		t.Fatal("nonce not marked settled")
	}
}

func TestTORA(t *testing.T) {
	h := newHarness(t, defaultOpts())
	if n := call(h, h.toraC, h.tora.PackName(), h.tora.UnpackName); n != "Tensora" {
		t.Fatalf("name %q", n)
	}
	if s := call(h, h.toraC, h.tora.PackSymbol(), h.tora.UnpackSymbol); s != "TORA" {
		t.Fatalf("symbol %q", s)
	}
	h.must(h.admin, h.toraC, h.tora.PackMint(h.clients[0].addr, tora(5)))
	if b := h.tokenBalance(h.clients[0].addr); b.Cmp(tora(5)) != 0 {
		t.Fatalf("balance %v", b)
	}
	_, err := h.send(h.other, h.toraC, h.tora.PackMint(h.other.addr, tora(5)))
	wantRevert(t, err, "OwnableUnauthorizedAccount")
	// Votes: delegating to oneself checkpoints the balance.
	h.must(h.clients[0], h.toraC, h.tora.PackDelegate(h.clients[0].addr))
	if v := call(h, h.toraC, h.tora.PackGetVotes(h.clients[0].addr), h.tora.UnpackGetVotes); v.Cmp(tora(5)) != 0 {
		t.Fatalf("votes %v", v)
	}
}

// permit signs an EIP-2612 permit for TORA.
func (h *harness) permit(owner actor, spender common.Address, value *big.Int, deadline *big.Int) (v uint8, r, s [32]byte) {
	h.tb.Helper()
	nonce := call(h, h.toraC, h.tora.PackNonces(owner.addr), h.tora.UnpackNonces)
	typeHash := crypto.Keccak256([]byte("Permit(address owner,address spender,uint256 value,uint256 nonce,uint256 deadline)"))
	structHash := crypto.Keccak256(typeHash, common.LeftPadBytes(owner.addr.Bytes(), 32), common.LeftPadBytes(spender.Bytes(), 32),
		common.LeftPadBytes(value.Bytes(), 32), common.LeftPadBytes(nonce.Bytes(), 32), common.LeftPadBytes(deadline.Bytes(), 32))
	sep := types.Domain{Name: "Tensora", Version: "1", ChainID: chainID, VerifyingContract: h.addrs.Token}.Separator()
	digest := crypto.Keccak256([]byte{0x19, 0x01}, sep[:], structHash)
	sig, err := crypto.Sign(digest, owner.key)
	if err != nil {
		h.tb.Fatal(err)
	}
	return sig[64] + 27, [32]byte(sig[:32]), [32]byte(sig[32:64])
}

func TestEscrowDepositWithdraw(t *testing.T) {
	h := newHarness(t, defaultOpts())
	c := h.clients[0]
	h.must(h.admin, h.toraC, h.tora.PackMint(c.addr, tora(100)))

	_, err := h.send(c, h.escC, h.esc.PackDeposit(tora(10)))
	wantRevert(t, err, "ERC20InsufficientAllowance") // no approval yet
	_, err = h.send(c, h.escC, h.esc.PackDeposit(new(big.Int)))
	wantRevert(t, err, "ZeroAmount")

	// depositWithPermit: one transaction, no approval.
	v, r, s := h.permit(c, h.addrs.Escrow, tora(40), big.NewInt(time.Now().Add(time.Hour).Unix()))
	h.must(c, h.escC, h.esc.PackDepositWithPermit(tora(40), big.NewInt(time.Now().Add(time.Hour).Unix()), v, r, s))
	if free, committed := h.escrowBalances(c.addr); free.Cmp(tora(40)) != 0 || committed.Sign() != 0 {
		t.Fatalf("balances %v %v", free, committed)
	}

	h.must(c, h.toraC, h.tora.PackApprove(h.addrs.Escrow, tora(10)))
	h.must(c, h.escC, h.esc.PackDeposit(tora(10)))

	// Withdrawing takes two steps, WITHDRAWAL_DELAY apart.
	_, err = h.send(c, h.escC, h.esc.PackWithdraw())
	wantRevert(t, err, "NoWithdrawalRequested")
	req := findLog(t, h.must(c, h.escC, h.esc.PackRequestWithdrawal(tora(15))), h.esc.UnpackWithdrawalRequestedEvent)
	delay := call(h, h.escC, h.esc.PackWITHDRAWALDELAY(), h.esc.UnpackWITHDRAWALDELAY).Uint64()
	if req.Amount.Cmp(tora(15)) != 0 || req.ReadyAt != uint64(h.now().Unix())+delay || delay < 24*3600 {
		t.Fatalf("WithdrawalRequested %+v (delay %d s)", req, delay)
	}
	pw := call(h, h.escC, h.esc.PackPendingWithdrawal(c.addr), h.esc.UnpackPendingWithdrawal)
	if pw.Amount.Cmp(tora(15)) != 0 || pw.ReadyAt != req.ReadyAt {
		t.Fatalf("pendingWithdrawal %+v", pw)
	}
	_, err = h.send(c, h.escC, h.esc.PackWithdraw())
	if re := wantRevert(t, err, "WithdrawalNotReady"); re.Args["readyAt"] != req.ReadyAt {
		t.Fatalf("revert args %v", re)
	}
	if free, _ := h.escrowBalances(c.addr); free.Cmp(tora(50)) != 0 {
		t.Fatalf("free %v while the withdrawal waits", free) // still free, still spendable
	}
	h.wait(time.Duration(delay) * time.Second)
	h.must(c, h.escC, h.esc.PackWithdraw())
	if free, _ := h.escrowBalances(c.addr); free.Cmp(tora(35)) != 0 {
		t.Fatalf("free %v after withdrawal", free)
	}
	if b := h.tokenBalance(c.addr); b.Cmp(tora(65)) != 0 {
		t.Fatalf("token balance %v", b)
	}
	if pw := call(h, h.escC, h.esc.PackPendingWithdrawal(c.addr), h.esc.UnpackPendingWithdrawal); pw.Amount.Sign() != 0 {
		t.Fatalf("request not cleared: %+v", pw)
	}
	_, err = h.send(c, h.escC, h.esc.PackWithdraw())
	wantRevert(t, err, "NoWithdrawalRequested")

	// A per-job job's fee comes from the wallet, never from free escrow:
	// posting one leaves the free balance (and any pending withdrawal) as it was.
	h.must(c, h.toraC, h.tora.PackApprove(h.addrs.Escrow, tora(30)))
	h.must(c, h.escC, h.esc.PackPostJob(h.subnet, [32]byte{1}, tora(30), h.miners[0].addr))
	if free, committed := h.escrowBalances(c.addr); free.Cmp(tora(35)) != 0 || committed.Cmp(tora(30)) != 0 {
		t.Fatalf("after postJob: free %v committed %v, want 35 and 30", free, committed)
	}
	if b := h.tokenBalance(c.addr); b.Cmp(tora(35)) != 0 {
		t.Fatalf("token balance %v after postJob, want 35", b)
	}
	_, err = h.send(c, h.escC, h.esc.PackRequestWithdrawal(tora(36)))
	re := wantRevert(t, err, "WithdrawExceedsFree")
	if re.Args["free"].(*big.Int).Cmp(tora(35)) != 0 || re.Args["requested"].(*big.Int).Cmp(tora(36)) != 0 {
		t.Fatalf("revert args %v", re)
	}
	_, err = h.send(c, h.escC, h.esc.PackRequestWithdrawal(new(big.Int)))
	wantRevert(t, err, "ZeroAmount")
	// A withdrawal pays at most what is free when it completes: here a
	// batch spent 5 of the 35 TORA requested.
	h.must(c, h.escC, h.esc.PackRequestWithdrawal(tora(35)))
	if _, _, err := h.submit(h.miners[0], h.subnet, h.newBatch(h.leaves(c, 1, tora(5))).Packed); err != nil {
		t.Fatal(err)
	}
	h.wait(time.Duration(delay) * time.Second)
	if w := findLog(t, h.must(c, h.escC, h.esc.PackWithdraw()), h.esc.UnpackWithdrawnEvent); w.Amount.Cmp(tora(30)) != 0 {
		t.Fatalf("withdrew %v, want the 30 still free", w.Amount)
	}
	if b := h.tokenBalance(c.addr); b.Cmp(tora(65)) != 0 {
		t.Fatalf("token balance %v", b)
	}
}

func TestSubnetRegistry(t *testing.T) {
	h := newHarness(t, defaultOpts())
	if got := call(h, h.regC, h.reg.PackDefaultParams(), h.reg.UnpackDefaultParams); !sameParams(got, chain.DefaultParams()) {
		t.Fatalf("defaultParams %+v, Go %+v", got, chain.DefaultParams())
	}
	owner := h.clients[1]
	p := chain.DefaultParams()
	p.MinFee = tora(1)
	r := h.must(owner, h.regC, h.reg.PackCreateSubnet(p))
	ev, err := h.reg.UnpackSubnetCreatedEvent(r.Logs[0])
	if err != nil || ev.Id != 2 || ev.Owner != owner.addr {
		t.Fatalf("SubnetCreated %+v %v", ev, err)
	}
	if got := call(h, h.regC, h.reg.PackOwnerOf(2), h.reg.UnpackOwnerOf); got != owner.addr {
		t.Fatalf("ownerOf %v", got)
	}
	if got := call(h, h.regC, h.reg.PackParams(2), h.reg.UnpackParams); !sameParams(got, p) {
		t.Fatalf("params %+v", got)
	}

	// An update is scheduled, visible as pending, and in force only after
	// PARAM_CHANGE_DELAY: until then every view returns the old parameters.
	old := p
	p.MinerShareBps, p.ChallengeWindow = 7000, 60
	r = h.must(owner, h.regC, h.reg.PackUpdateParams(2, p))
	sched, err := h.reg.UnpackParamsScheduledEvent(r.Logs[0])
	if err != nil || sched.Id != 2 || !sameParams(sched.Params, p) {
		t.Fatalf("ParamsScheduled %+v %v", sched, err)
	}
	pend := call(h, h.regC, h.reg.PackPendingParams(2), h.reg.UnpackPendingParams)
	if !sameParams(pend.P, p) || pend.EffectiveAt != sched.EffectiveAt || pend.EffectiveAt == 0 {
		t.Fatalf("pendingParams %+v, scheduled %+v", pend, sched)
	}
	sp := call(h, h.regC, h.reg.PackSettlementParams(2), h.reg.UnpackSettlementParams)
	if sp.MinerShareBps != 8000 || sp.ChallengeWindow != 3600 || !sameParams(call(h, h.regC, h.reg.PackParams(2), h.reg.UnpackParams), old) {
		t.Fatalf("settlementParams %+v before the delay, want the old ones", sp)
	}
	h.wait(chain.ParamChangeDelay)
	sp = call(h, h.regC, h.reg.PackSettlementParams(2), h.reg.UnpackSettlementParams)
	if sp.MinerShareBps != 7000 || sp.ChallengeWindow != 60 || sp.MinFee.Cmp(tora(1)) != 0 {
		t.Fatalf("settlementParams %+v", sp)
	}
	if !sameParams(call(h, h.regC, h.reg.PackParams(2), h.reg.UnpackParams), p) {
		t.Fatal("params after the delay are not the scheduled ones")
	}
	if pend := call(h, h.regC, h.reg.PackPendingParams(2), h.reg.UnpackPendingParams); pend.EffectiveAt != 0 {
		t.Fatalf("pendingParams %+v once in force, want none", pend)
	}
	// A second update folds the first in: it stays in force during the new delay.
	q := p
	q.MinerShareBps = 6000
	h.must(owner, h.regC, h.reg.PackUpdateParams(2, q))
	if got := call(h, h.regC, h.reg.PackParams(2), h.reg.UnpackParams); !sameParams(got, p) {
		t.Fatalf("params %+v while the second change waits, want the first", got)
	}

	bad := func(mut func(*bindings.SubnetRegistryParams)) bindings.SubnetRegistryParams {
		q := chain.DefaultParams()
		mut(&q)
		return q
	}
	for _, tc := range []struct {
		name string
		from actor
		data []byte
		want string
	}{
		// only the subnet owner may update its parameters
		{"non-owner update", h.other, h.reg.PackUpdateParams(2, p), "NotSubnetOwner"},
		// sample rate above 100%
		{"sample rate", owner, h.reg.PackUpdateParams(2, bad(func(q *bindings.SubnetRegistryParams) { q.SampleRateBps = 10001 })), "BpsOutOfRange"},
		// a miner share of 100% (nothing left for validators) or more
		{"miner share", owner, h.reg.PackCreateSubnet(bad(func(q *bindings.SubnetRegistryParams) { q.MinerShareBps = 10000 })), "MinerShareTooHigh"},
		{"miner share update", owner, h.reg.PackUpdateParams(2, bad(func(q *bindings.SubnetRegistryParams) { q.MinerShareBps = 10001 })), "MinerShareTooHigh"},
		// no challenge window at all, at creation and on update
		{"zero window", owner, h.reg.PackCreateSubnet(bad(func(q *bindings.SubnetRegistryParams) { q.ChallengeWindow = 0 })), "ChallengeWindowTooShort"},
		{"zero window update", owner, h.reg.PackUpdateParams(2, bad(func(q *bindings.SubnetRegistryParams) { q.ChallengeWindow = 0 })), "ChallengeWindowTooShort"},
		// a window longer than 3 days
		{"window", owner, h.reg.PackCreateSubnet(bad(func(q *bindings.SubnetRegistryParams) { q.ChallengeWindow = 3*86400 + 1 })), "ChallengeWindowTooLong"},
		// a quorum of half the stake or less, at creation and on update
		{"half quorum", owner, h.reg.PackCreateSubnet(bad(func(q *bindings.SubnetRegistryParams) { q.QuorumBps = 5000 })), "QuorumTooLow"},
		{"zero quorum", owner, h.reg.PackUpdateParams(2, bad(func(q *bindings.SubnetRegistryParams) { q.QuorumBps = 0 })), "QuorumTooLow"},
		// a quorum above 100%
		{"quorum", owner, h.reg.PackUpdateParams(2, bad(func(q *bindings.SubnetRegistryParams) { q.QuorumBps = 10001 })), "BpsOutOfRange"},
		// a slash above MAX_SLASH (1000 TORA)
		{"slash", owner, h.reg.PackCreateSubnet(bad(func(q *bindings.SubnetRegistryParams) { q.SlashAmount = new(big.Int).Add(tora(1000), big.NewInt(1)) })), "SlashTooHigh"},
		// no subnet 9
		{"unknown update", owner, h.reg.PackUpdateParams(9, p), "UnknownSubnet"},
		// ownership cannot go to the zero address
		{"zero owner", owner, h.reg.PackTransferSubnetOwnership(2, common.Address{}), "ZeroOwner"},
		// only the owner hands the subnet over
		{"non-owner transfer", h.other, h.reg.PackTransferSubnetOwnership(2, h.other.addr), "NotSubnetOwner"},
	} {
		_, err := h.send(tc.from, h.regC, tc.data)
		if chain.RevertName(err) != tc.want {
			t.Errorf("%s: want %s, got %v", tc.name, tc.want, err)
		}
	}
	_, err = bindCall(h, h.regC, h.reg.PackParams(9))
	wantRevert(t, err, "UnknownSubnet")
	_, err = bindCall(h, h.regC, h.reg.PackOwnerOf(0))
	wantRevert(t, err, "UnknownSubnet")

	h.must(owner, h.regC, h.reg.PackTransferSubnetOwnership(2, h.other.addr))
	h.must(h.other, h.regC, h.reg.PackUpdateParams(2, p))
	_, err = h.send(owner, h.regC, h.reg.PackUpdateParams(2, p))
	wantRevert(t, err, "NotSubnetOwner")
}

func sameParams(a, b bindings.SubnetRegistryParams) bool {
	return a.MinFee.Cmp(b.MinFee) == 0 && a.SampleRateBps == b.SampleRateBps && a.ChallengeWindow == b.ChallengeWindow &&
		a.MinerShareBps == b.MinerShareBps && a.MinMinerStake.Cmp(b.MinMinerStake) == 0 &&
		a.MinValidatorStake.Cmp(b.MinValidatorStake) == 0 && a.SlashAmount.Cmp(b.SlashAmount) == 0 &&
		a.ChallengeBond.Cmp(b.ChallengeBond) == 0 && a.QuorumBps == b.QuorumBps
}

// PerJob path: postJob → submitResult (with an on-chain checked proof of
// compute) → finalize, 80/20, and every way each step refuses.
func TestPerJobPath(t *testing.T) {
	h := newHarness(t, defaultOpts())
	c, m := h.clients[0], h.miners[0]
	h.fund(c, tora(100)) // escrow the per-job path never touches
	h.must(h.admin, h.toraC, h.tora.PackMint(c.addr, tora(100)))
	h.must(c, h.toraC, h.tora.PackApprove(h.addrs.Escrow, tora(100)))

	_, err := h.send(c, h.escC, h.esc.PackPostJob(h.subnet, [32]byte{1}, tora(101), m.addr))
	wantRevert(t, err, "ERC20InsufficientAllowance") // the wallet pays, not the escrow
	_, err = h.send(c, h.escC, h.esc.PackPostJob(7, [32]byte{1}, tora(1), m.addr))
	wantRevert(t, err, "UnknownSubnet")
	_, err = h.send(c, h.escC, h.esc.PackPostJob(h.subnet, [32]byte{1}, new(big.Int), m.addr))
	wantRevert(t, err, "ZeroAmount")
	_, err = h.send(c, h.escC, h.esc.PackPostJob(h.subnet, [32]byte{1}, tora(1), common.Address{}))
	wantRevert(t, err, "InvalidJobMiner")
	_, err = h.send(c, h.escC, h.esc.PackPostJob(h.subnet, [32]byte{1}, tora(1), c.addr))
	wantRevert(t, err, "InvalidJobMiner")

	r := h.must(c, h.escC, h.esc.PackPostJob(h.subnet, [32]byte{1}, tora(25), m.addr))
	id := findLog(t, r, h.esc.UnpackJobPostedEvent).JobId
	if free, committed := h.escrowBalances(c.addr); free.Cmp(tora(100)) != 0 || committed.Cmp(tora(25)) != 0 {
		t.Fatalf("after post: %v %v", free, committed)
	}
	if b := h.tokenBalance(c.addr); b.Cmp(tora(75)) != 0 {
		t.Fatalf("wallet %v after post, want 75", b)
	}

	claim := proof.Claim{JobID: id, ModelHash: resultHash(10), InputHash: resultHash(11), ResultHash: resultHash(12), EnvHash: resultHash(13), StartedMs: 100, FinishedMs: 200}
	sig, err := proof.Sign(h.d, claim, m.key)
	if err != nil {
		t.Fatal(err)
	}
	pk := chain.PackProof(claim.ModelHash, claim.InputHash, claim.EnvHash, 100, 200, sig)
	// Only the miner the client named may submit, even with its own proof.
	_, err = h.send(h.miners[1], h.escC, h.esc.PackSubmitResult(id, claim.ResultHash, h.perJobProof(h.miners[1], id, claim.ResultHash)))
	wantRevert(t, err, "NotJobMiner")
	// A proof for another result does not verify.
	_, err = h.send(m, h.escC, h.esc.PackSubmitResult(id, resultHash(99), pk))
	wantRevert(t, err, "InvalidProof")
	_, err = h.send(m, h.escC, h.esc.PackSubmitResult(id, claim.ResultHash, []byte{1, 2, 3}))
	wantRevert(t, err, "InvalidProof")
	_, err = h.send(m, h.escC, h.esc.PackSubmitResult([32]byte{9}, claim.ResultHash, pk))
	wantRevert(t, err, "UnknownJob")
	_, err = h.send(h.other, h.escC, h.esc.PackFinalize(id))
	wantRevert(t, err, "WrongJobStatus") // no result yet

	h.must(m, h.escC, h.esc.PackSubmitResult(id, claim.ResultHash, pk))
	_, err = h.send(m, h.escC, h.esc.PackSubmitResult(id, claim.ResultHash, pk))
	wantRevert(t, err, "WrongJobStatus")
	_, err = h.send(c, h.escC, h.esc.PackCancelJob(id))
	wantRevert(t, err, "WrongJobStatus") // answered jobs cannot be cancelled
	_, err = h.send(h.other, h.escC, h.esc.PackFinalize(id))
	wantRevert(t, err, "JobWindowOpen")

	h.wait(601 * time.Second)
	h.must(h.other, h.escC, h.esc.PackFinalize(id))
	if b := h.tokenBalance(m.addr); b.Cmp(tora(20)) != 0 {
		t.Fatalf("miner got %v, want 80%% of 25", b)
	}
	if p := h.pool(h.subnet); p.Cmp(tora(5)) != 0 {
		t.Fatalf("validator pool %v, want 20%% of 25", p)
	}
	if free, committed := h.escrowBalances(c.addr); free.Cmp(tora(100)) != 0 || committed.Sign() != 0 {
		t.Fatalf("after finalize: %v %v", free, committed)
	}
	j := call(h, h.escC, h.esc.PackJob(id), h.esc.UnpackJob)
	if j.Status != 3 || j.Miner != m.addr || j.ResultHash != claim.ResultHash {
		t.Fatalf("job %+v", j)
	}
	_, err = h.send(h.other, h.escC, h.esc.PackFinalize(id))
	wantRevert(t, err, "WrongJobStatus")
	_, err = h.send(h.other, h.escC, h.esc.PackFinalize([32]byte{9}))
	wantRevert(t, err, "UnknownJob")
	_, err = bindCall(h, h.escC, h.esc.PackJob([32]byte{9}))
	wantRevert(t, err, "UnknownJob")

	// cancelJob: client only, open jobs only; refunds the fee to the wallet.
	r = h.must(c, h.escC, h.esc.PackPostJob(h.subnet, [32]byte{2}, tora(10), m.addr))
	posted := findLog(t, r, h.esc.UnpackJobPostedEvent)
	_, err = h.send(h.other, h.escC, h.esc.PackCancelJob(posted.JobId))
	wantRevert(t, err, "NotJobClient")
	_, err = h.send(c, h.escC, h.esc.PackCancelJob([32]byte{9}))
	wantRevert(t, err, "UnknownJob")
	h.must(c, h.escC, h.esc.PackCancelJob(posted.JobId))
	if free, committed := h.escrowBalances(c.addr); free.Cmp(tora(100)) != 0 || committed.Sign() != 0 {
		t.Fatalf("after cancel: %v %v", free, committed)
	}
	if b := h.tokenBalance(c.addr); b.Cmp(tora(75)) != 0 {
		t.Fatalf("wallet %v after cancel, want 75", b)
	}
	_, err = h.send(c, h.escC, h.esc.PackCancelJob(posted.JobId))
	wantRevert(t, err, "WrongJobStatus")

	// challengeJob: the client voids a submitted result inside the window.
	r = h.must(c, h.escC, h.esc.PackPostJob(h.subnet, [32]byte{3}, tora(10), m.addr))
	posted = findLog(t, r, h.esc.UnpackJobPostedEvent)
	_, err = h.send(c, h.escC, h.esc.PackChallengeJob(posted.JobId))
	wantRevert(t, err, "WrongJobStatus") // nothing submitted yet
	h.must(m, h.escC, h.esc.PackSubmitResult(posted.JobId, claim.ResultHash, h.perJobProof(m, posted.JobId, claim.ResultHash)))
	_, err = h.send(h.other, h.escC, h.esc.PackChallengeJob(posted.JobId))
	wantRevert(t, err, "NotChallenger")
	_, err = h.send(c, h.escC, h.esc.PackChallengeJob([32]byte{9}))
	wantRevert(t, err, "UnknownJob")
	h.must(c, h.escC, h.esc.PackChallengeJob(posted.JobId))
	if free, committed := h.escrowBalances(c.addr); free.Cmp(tora(100)) != 0 || committed.Sign() != 0 {
		t.Fatalf("after challengeJob: %v %v", free, committed)
	}
	if b := h.tokenBalance(c.addr); b.Cmp(tora(75)) != 0 {
		t.Fatalf("wallet %v after challengeJob, want 75", b)
	}
	_, err = h.send(h.other, h.escC, h.esc.PackFinalize(posted.JobId))
	wantRevert(t, err, "WrongJobStatus")
	// ... but not after it.
	r = h.must(c, h.escC, h.esc.PackPostJob(h.subnet, [32]byte{4}, tora(10), m.addr))
	posted = findLog(t, r, h.esc.UnpackJobPostedEvent)
	h.must(m, h.escC, h.esc.PackSubmitResult(posted.JobId, claim.ResultHash, h.perJobProof(m, posted.JobId, claim.ResultHash)))
	h.wait(601 * time.Second)
	_, err = h.send(c, h.escC, h.esc.PackChallengeJob(posted.JobId))
	wantRevert(t, err, "JobWindowClosed")
	h.must(h.other, h.escC, h.esc.PackFinalize(posted.JobId))

	// A subnet minimum fee applies to postJob.
	p := chain.DefaultParams()
	p.MinFee = tora(2)
	h.must(h.admin, h.regC, h.reg.PackCreateSubnet(p))
	_, err = h.send(c, h.escC, h.esc.PackPostJob(2, [32]byte{1}, tora(1), m.addr))
	wantRevert(t, err, "FeeBelowMinimum")
}

// The batched path end to end: two clients, one batch, the window, the
// 80/20 split, the miner's claim.
func TestBatchSettlement(t *testing.T) {
	h := newHarness(t, defaultOpts())
	c0, c1, m := h.clients[0], h.clients[1], h.miners[0]
	h.fund(c0, tora(100))
	h.fund(c1, tora(100))
	leaves := append(h.leaves(c0, 3, tora(10)), h.leaves(c1, 2, tora(5))...)
	b := h.newBatch(leaves)
	id, r, err := h.submit(m, h.subnet, b.Packed)
	if err != nil {
		t.Fatal(err)
	}
	submitTx := r.TxHash
	charged := map[common.Address]*big.Int{}
	for _, l := range r.Logs {
		if ev, err := h.esc.UnpackClientChargedEvent(l); err == nil {
			charged[ev.Client] = ev.Amount
		}
	}
	if charged[c0.addr].Cmp(tora(30)) != 0 || charged[c1.addr].Cmp(tora(10)) != 0 {
		t.Fatalf("ClientCharged %v", charged)
	}
	bt := h.batch(id)
	if bt.Root != b.Root || bt.Miner != m.addr || bt.LeafCount != 5 || bt.Held.Cmp(tora(40)) != 0 || bt.MinerShareBps != 8000 {
		t.Fatalf("batch %+v", bt)
	}
	if free, committed := h.escrowBalances(c0.addr); free.Cmp(tora(70)) != 0 || committed.Sign() != 0 {
		t.Fatalf("client0 %v %v", free, committed)
	}
	for _, l := range leaves {
		if !call(h, h.escC, h.esc.PackIsSettled(l.Client(), l.Order.GetNonce()), h.esc.UnpackIsSettled) {
			t.Fatalf("nonce %d of %s not settled", l.Order.GetNonce(), l.Client())
		}
	}
	if w := call(h, h.escC, h.esc.PackNonceWord(c0.addr, new(big.Int)), h.esc.UnpackNonceWord); w.Uint64() != 0b1110 {
		t.Fatalf("bitmap word %b, want nonces 1..3", w)
	}

	_, err = h.send(h.other, h.escC, h.esc.PackFinalizeBatch(id))
	wantRevert(t, err, "ChallengeWindowOpen")
	_, err = h.send(m, h.escC, h.esc.PackClaim())
	wantRevert(t, err, "NothingToClaim")

	h.wait(601 * time.Second)
	r = h.must(h.other, h.escC, h.esc.PackFinalizeBatch(id))
	fin := findLog(t, r, h.esc.UnpackBatchFinalizedEvent)
	if fin.MinerAmount.Cmp(tora(32)) != 0 || fin.ValidatorAmount.Cmp(tora(8)) != 0 {
		t.Fatalf("BatchFinalized %+v", fin)
	}
	if o := h.owed(m.addr); o.Cmp(tora(32)) != 0 {
		t.Fatalf("owed %v", o)
	}
	if p := h.pool(h.subnet); p.Cmp(tora(8)) != 0 {
		t.Fatalf("pool %v", p)
	}
	_, err = h.send(h.other, h.escC, h.esc.PackFinalizeBatch(id))
	wantRevert(t, err, "BatchAlreadyFinalized")
	_, err = h.send(h.other, h.escC, h.esc.PackFinalizeBatch(big.NewInt(42)))
	wantRevert(t, err, "UnknownBatch")
	_, err = bindCall(h, h.escC, h.esc.PackBatch(big.NewInt(42)))
	wantRevert(t, err, "UnknownBatch")

	h.must(m, h.escC, h.esc.PackClaim())
	if b := h.tokenBalance(m.addr); b.Cmp(tora(32)) != 0 {
		t.Fatalf("miner balance %v", b)
	}
	_, err = h.send(m, h.escC, h.esc.PackClaim())
	wantRevert(t, err, "NothingToClaim")

	// The batch's calldata is enough to rebuild every leaf and its proof.
	tx, _, err := h.c.TransactionByHash(h.ctx, submitTx)
	if err != nil {
		t.Fatal(err)
	}
	subnet, packed, err := chain.UnpackSubmitBatch(tx.Data())
	if err != nil || subnet != h.subnet {
		t.Fatalf("unpack: %v %d", err, subnet)
	}
	got, err := chain.DecodeBatch(subnet, packed)
	if err != nil || len(got) != len(b.Leaves) {
		t.Fatalf("decode: %v %d", err, len(got))
	}
	var hashes [][32]byte
	for i, l := range got {
		a := b.Leaves[i].Assignment
		if l.JobID != b.Leaves[i].JobID() || l.Hash() != b.Hashes[i] || l.Nonce != b.Leaves[i].Order.GetNonce() ||
			l.Price.Cmp(types.AmountOf(a.GetPrice())) != 0 || l.SettleByMs != uint64(a.GetSettleByMs()) {
			t.Fatalf("leaf %d decoded as %+v", i, l)
		}
		hashes = append(hashes, l.Hash())
	}
	if chain.MerkleRoot(hashes) != bt.Root {
		t.Fatal("root from calldata differs")
	}
}
