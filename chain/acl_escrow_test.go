package chain_test

import (
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/tensora/tensora/chain"
	"github.com/tensora/tensora/chain/bindings"
	"github.com/tensora/tensora/proof"
)

// The SubnetACL's rights bits and modes (SubnetACL.sol).
const (
	aclSubmit    = 1
	aclAllowlist = 1
	// SubnetACL.SETTLE_GRACE, and a second.
	aclGrace = 2*24*time.Hour + time.Second
)

// allowlist puts the harness's subnet (owned by admin) in ALLOWLIST mode
// and grants SUBMIT to the given clients.
func (h *harness) allowlist(clients ...actor) (*bindings.SubnetACL, *bind.BoundContract) {
	h.tb.Helper()
	acl := bindings.NewSubnetACL()
	aclC := acl.Instance(h.c, h.addrs.ACL)
	h.must(h.admin, aclC, acl.PackSetMode(h.subnet, aclAllowlist))
	for _, c := range clients {
		h.must(h.admin, aclC, acl.PackGrant(h.subnet, c.addr, aclSubmit, 0))
	}
	return acl, aclC
}

// R5 on chain: on an ALLOWLIST subnet the batched path refuses a batch
// with a leaf of a client without SUBMIT, naming the client, and accepts
// it once the client is granted; an OPEN subnet settles the same client.
func TestACLEscrowBatch(t *testing.T) {
	o := defaultOpts()
	o.clients, o.miners = 2, 1
	h := newHarness(t, o)
	good, bad := h.clients[0], h.clients[1]
	h.fund(good, tora(100))
	h.fund(bad, tora(100))
	// Open (the default): anyone's leaves settle.
	if _, _, err := h.submit(h.miners[0], h.subnet, h.newBatch(h.leaves(bad, 2, tora(1))).Packed); err != nil {
		t.Fatalf("open subnet refused a batch: %v", err)
	}
	acl, aclC := h.allowlist(good)
	// Jobs run while the subnet was open settle for SETTLE_GRACE after
	// the switch; past it only clients with SUBMIT do.
	if _, _, err := h.submit(h.miners[0], h.subnet, h.newBatch(h.leaves(bad, 1, tora(1))).Packed); err != nil {
		t.Fatalf("a job of the open days refused just after the switch: %v", err)
	}
	h.wait(aclGrace)
	if _, _, err := h.submit(h.miners[0], h.subnet, h.newBatch(h.leaves(good, 2, tora(1))).Packed); err != nil {
		t.Fatalf("allowlisted client refused: %v", err)
	}
	// A batch mixing a granted client's leaves with an ungranted one's is
	// refused whole, naming the one without rights.
	mixed := append(h.leaves(good, 2, tora(1)), h.leaves(bad, 1, tora(1))...)
	_, _, err := h.submit(h.miners[0], h.subnet, h.newBatch(mixed).Packed)
	re := wantRevert(t, err, "SubmitNotAllowed")
	if re.Args["client"] != bad.addr || re.Args["subnet"] != h.subnet {
		t.Fatalf("refusal names %v on subnet %v, want %s on %d", re.Args["client"], re.Args["subnet"], bad.addr.Hex(), h.subnet)
	}
	// Granted, the same client settles; revoked, it is refused again.
	h.must(h.admin, aclC, acl.PackGrant(h.subnet, bad.addr, aclSubmit, 0))
	if _, _, err := h.submit(h.miners[0], h.subnet, h.newBatch(h.leaves(bad, 1, tora(1))).Packed); err != nil {
		t.Fatalf("granted client refused: %v", err)
	}
	h.must(h.admin, aclC, acl.PackRevoke(h.subnet, bad.addr))
	h.wait(aclGrace)
	_, _, err = h.submit(h.miners[0], h.subnet, h.newBatch(h.leaves(bad, 1, tora(1))).Packed)
	wantRevert(t, err, "SubmitNotAllowed")
	// Another subnet stays OPEN: its batches do not ask the allowlist.
	p := chain.DefaultParams()
	p.ChallengeWindow = 600
	h.must(h.admin, h.regC, h.reg.PackCreateSubnet(p))
	h.subnet = 2
	if _, _, err := h.submit(h.miners[0], 2, h.newBatch(h.leaves(bad, 1, tora(1))).Packed); err != nil {
		t.Fatalf("open subnet 2 refused a client of no allowlist: %v", err)
	}
}

// The per-job path: postJob refuses a client without SUBMIT on an
// ALLOWLIST subnet; a job posted with it is settled whatever happens to
// the right afterwards.
func TestACLEscrowPerJob(t *testing.T) {
	o := defaultOpts()
	o.clients, o.miners = 1, 1
	h := newHarness(t, o)
	c, m := h.clients[0], h.miners[0]
	h.must(h.admin, h.toraC, h.tora.PackMint(c.addr, tora(100)))
	h.must(c, h.toraC, h.tora.PackApprove(h.addrs.Escrow, tora(100)))
	acl, aclC := h.allowlist()
	// Without SUBMIT the job is not even posted.
	_, err := h.send(c, h.escC, h.esc.PackPostJob(h.subnet, crypto.Keccak256Hash([]byte("spec")), tora(10), m.addr))
	if re := wantRevert(t, err, "SubmitNotAllowed"); re.Args["client"] != c.addr {
		t.Fatalf("refusal names %v, want the client %s", re.Args["client"], c.addr.Hex())
	}
	h.must(h.admin, aclC, acl.PackGrant(h.subnet, c.addr, aclSubmit, 0))
	r := h.must(c, h.escC, h.esc.PackPostJob(h.subnet, crypto.Keccak256Hash([]byte("spec")), tora(10), m.addr))
	id := findLog(t, r, h.esc.UnpackJobPostedEvent).JobId
	cl := proof.Claim{JobID: id, ModelHash: resultHash(1), InputHash: resultHash(2), ResultHash: resultHash(3), EnvHash: resultHash(4), StartedMs: 1, FinishedMs: 2}
	sig, err := proof.Sign(h.d, cl, m.key)
	if err != nil {
		t.Fatal(err)
	}
	submit := h.esc.PackSubmitResult(id, cl.ResultHash, chain.PackProof(cl.ModelHash, cl.InputHash, cl.EnvHash, uint64(cl.StartedMs), uint64(cl.FinishedMs), sig))
	// The job was posted with SUBMIT: revoking it afterwards (here the
	// client itself) does not leave the miner unpaid.
	h.must(c, aclC, acl.PackRevoke(h.subnet, c.addr))
	h.must(m, h.escC, submit)
}

// TestGasACL prints settlement gas on an OPEN subnet and on an ALLOWLIST
// one whose clients hold SUBMIT (docs/contracts.md, SubnetACL).
//
//	go test -run TestGasACL -v ./chain/
func TestGasACL(t *testing.T) {
	if testing.Short() {
		t.Skip("gas measurement")
	}
	o := defaultOpts()
	o.clients, o.miners = 11, 1
	h := newHarness(t, o)
	open := measureSettlement(t, h, h.clients[1:])
	h2 := newHarness(t, o)
	h2.allowlist(h2.clients[1:]...)
	h2.wait(aclGrace) // past the switch's grace: each client's grant is read
	al := measureSettlement(t, h2, h2.clients[1:])
	t.Logf("submitBatch(100 leaves, 1 client): open %d, allowlist %d (+%d)", open.batch1, al.batch1, al.batch1-open.batch1)
	t.Logf("submitBatch(100 leaves, 10 clients): open %d, allowlist %d (+%d)", open.batch10, al.batch10, al.batch10-open.batch10)
	t.Logf("submitResult: open %d, allowlist %d (+%d)", open.perJob, al.perJob, al.perJob-open.perJob)
	if al.batch10 < open.batch10 {
		t.Errorf("an allowlisted batch cost less than an open one: the clients' rights were not read")
	}
}
