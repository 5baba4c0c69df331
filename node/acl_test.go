package node

import (
	"bytes"
	"context"
	"crypto/ecdsa"
	"log/slog"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ipfs/go-cid"
	"github.com/libp2p/go-libp2p/core/peer"
	"github.com/multiformats/go-multihash"

	"github.com/tensora/tensora/chain/acl"
	"github.com/tensora/tensora/content"
	"github.com/tensora/tensora/node/identity"
	"github.com/tensora/tensora/p2p"
	"github.com/tensora/tensora/types"
	"github.com/tensora/tensora/types/tora"
)

// fakeACL holds rights per (subnet, account); subnets not listed are open.
type fakeACL map[uint64]map[common.Address]acl.Rights

func (f fakeACL) Allowed(subnet uint64, a common.Address, bits acl.Rights, _ ...*acl.Grant) (bool, error) {
	m, ok := f[subnet]
	if !ok || m[a]&bits == bits {
		return true, nil
	}
	return false, &acl.RefusedError{Subnet: subnet, Account: a, Missing: bits &^ m[a]}
}

// On an allowlisted subnet a job's content goes only to the readers its
// grant names that also hold RETRIEVE or COMPUTE: the job's client that
// lost RETRIEVE cannot read its result; an open subnet, or content whose
// job this node never guarded, is left to the grant's readers.
func TestContentNeedsRetrieve(t *testing.T) {
	keys := map[string]common.Address{}
	ids := map[string]peer.ID{}
	for _, name := range []string{"client", "miner", "lapsed", "stranger"} {
		k, err := crypto.ToECDSA(crypto.Keccak256([]byte("acl content " + name)))
		if err != nil {
			t.Fatal(err)
		}
		id, err := identity.PeerIDFromPublicKey(&k.PublicKey)
		if err != nil {
			t.Fatal(err)
		}
		keys[name], ids[name] = crypto.PubkeyToAddress(k.PublicKey), id
	}
	h, _ := multihash.Sum([]byte("a job's output"), multihash.SHA2_256, -1)
	root := cid.NewCidV1(cid.Raw, h)
	h2, _ := multihash.Sum([]byte("another job's output"), multihash.SHA2_256, -1)
	unguarded := cid.NewCidV1(cid.Raw, h2)
	n := &core{cfg: Config{Stake: StaticStake{}, MinStake: big.NewInt(1)}, log: slog.Default(),
		acl: fakeACL{3: {keys["client"]: acl.Submit | acl.Retrieve, keys["miner"]: acl.Compute, keys["lapsed"]: acl.Submit}}}
	n.noteJobContent(root, 3)
	readers := []common.Address{keys["client"], keys["miner"], keys["lapsed"]}
	for _, c := range []struct {
		peer string
		root cid.Cid
		want bool
	}{
		{"client", root, true},      // a reader with RETRIEVE
		{"miner", root, true},       // a reader with COMPUTE (reads the input)
		{"lapsed", root, false},     // a reader whose RETRIEVE is gone: refused
		{"stranger", root, false},   // not a reader at all
		{"lapsed", unguarded, true}, // subnet unknown to this node: the readers decide
	} {
		got := n.mayRead(ids[c.peer], content.Grant{Root: c.root, Readers: readers})
		if got != c.want {
			t.Errorf("%s reading %s: %v, want %v", c.peer, c.root, got, c.want)
		}
	}
	// An open subnet: the grant's readers, whatever their rights.
	n.noteJobContent(unguarded, 4)
	if !n.mayRead(ids["lapsed"], content.Grant{Root: unguarded, Readers: readers}) {
		t.Error("an open subnet's reader refused")
	}
}

// aclNode starts a real client node on 127.0.0.1 with the access view v.
func aclNode(t *testing.T, v AccessView, boot ...peer.AddrInfo) *Node {
	t.Helper()
	key, err := crypto.GenerateKey()
	if err != nil {
		t.Fatal(err)
	}
	return startNode(t, Config{
		Roles: []Role{RoleClient}, Subnets: []uint64{3}, ACL: v,
		P2P: p2p.Config{ListenAddrs: []string{"/ip4/127.0.0.1/tcp/0"}, Bootstrap: boot, AllowLoopbackColocation: true},
	}, key)
}

// Real peers: a node holding a job's output on an allowlisted subnet
// serves it, by bitswap and on the DAG stream, to the job's client holding
// RETRIEVE, and to neither the job's miner that lost COMPUTE nor a
// stranger.
func TestJobContentServedOnlyWithRights(t *testing.T) {
	rights := fakeACL{3: {}}
	holder := aclNode(t, rights)
	client := aclNode(t, nil, holder.Host().AddrInfo())
	lapsed := aclNode(t, nil, holder.Host().AddrInfo())
	stranger := aclNode(t, nil, holder.Host().AddrInfo())
	rights[3][client.addr] = acl.Submit | acl.Retrieve
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	data := []byte("the job's output, for its client's eyes only")
	root, _, err := holder.content.Add(ctx, bytes.NewReader(data), "out", nil)
	if err != nil {
		t.Fatal(err)
	}
	order := &types.JobOrder{Subnet: 3, Client: client.addr.Bytes()}
	if err := holder.guard(ctx, order, root.String(), lapsed.addr); err != nil {
		t.Fatal(err)
	}
	from := []peer.AddrInfo{holder.Host().AddrInfo()}
	// The refused first: once the client holds the blocks, unguarded on a
	// node of a test, it would serve them itself.
	for name, p := range map[string]*Node{"a reader without RETRIEVE or COMPUTE": lapsed, "a stranger": stranger} {
		fctx, fcancel := context.WithTimeout(ctx, 2*time.Second)
		if got, err := p.content.FetchBytes(fctx, root, from, 1<<20); err == nil {
			t.Errorf("%s fetched the output by bitswap: %q", name, got)
		}
		fcancel()
		fctx, fcancel = context.WithTimeout(ctx, 2*time.Second)
		if _, err := p.content.FetchFrom(fctx, from[0], root, nil); err == nil {
			t.Errorf("%s fetched the output on the stream", name)
		}
		fcancel()
	}
	got, err := client.content.FetchBytes(ctx, root, from, 1<<20)
	if err != nil || !bytes.Equal(got, data) {
		t.Fatalf("the client holding RETRIEVE: %q, %v", got, err)
	}
}

// fakeGate restricts some weights to subnets and owners.
type fakeGate map[string]struct {
	subnets []uint64
	owners  []common.Address
}

func (f fakeGate) Gate(c string) ([]uint64, []common.Address, bool) {
	g, ok := f[c]
	return g.subnets, g.owners, ok
}

func (f fakeGate) RestrictedCIDs() []string {
	var out []string
	for c := range f {
		out = append(out, c)
	}
	return out
}

// Real peers: a node holding a restricted model's weights (the registry
// restricts them to subnet 3) serves them, by bitswap and on the DAG
// stream, to an account holding RETRIEVE there and to the model's owner,
// and not to a stranger; public weights go to anyone.
func TestRestrictedModelServedOnlyWithRights(t *testing.T) {
	rights := fakeACL{3: {}}
	gate := fakeGate{}
	key, err := crypto.GenerateKey()
	if err != nil {
		t.Fatal(err)
	}
	holder, err := New(Config{Roles: []Role{RoleClient}, Subnets: []uint64{3}, ACL: rights, Models: gate,
		P2P: p2p.Config{ListenAddrs: []string{"/ip4/127.0.0.1/tcp/0"}, AllowLoopbackColocation: true}}, key)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = holder.Close() })
	ctx, cancel := context.WithTimeout(context.Background(), 40*time.Second)
	defer cancel()
	if err := holder.Start(ctx); err != nil {
		t.Fatal(err)
	}
	reader := aclNode(t, nil, holder.Host().AddrInfo())
	owner := aclNode(t, nil, holder.Host().AddrInfo())
	stranger := aclNode(t, nil, holder.Host().AddrInfo())
	rights[3][reader.addr] = acl.Retrieve
	weights := []byte("restricted weights: encrypted in real life")
	root, _, err := holder.content.Add(ctx, bytes.NewReader(weights), "model", nil)
	if err != nil {
		t.Fatal(err)
	}
	public := []byte("public weights")
	proot, _, err := holder.content.Add(ctx, bytes.NewReader(public), "public", nil)
	if err != nil {
		t.Fatal(err)
	}
	gate[root.String()] = struct {
		subnets []uint64
		owners  []common.Address
	}{[]uint64{3}, []common.Address{owner.addr}}
	holder.guardModels(ctx)
	from := []peer.AddrInfo{holder.Host().AddrInfo()}
	fctx, fcancel := context.WithTimeout(ctx, 2*time.Second)
	if got, err := stranger.content.FetchBytes(fctx, root, from, 1<<20); err == nil {
		t.Errorf("a stranger fetched restricted weights by bitswap: %q", got)
	}
	fcancel()
	fctx, fcancel = context.WithTimeout(ctx, 2*time.Second)
	if _, err := stranger.content.FetchFrom(fctx, from[0], root, nil); err == nil {
		t.Error("a stranger fetched restricted weights on the stream")
	}
	fcancel()
	if got, err := stranger.content.FetchBytes(ctx, proot, from, 1<<20); err != nil || !bytes.Equal(got, public) {
		t.Fatalf("public weights: %q, %v", got, err)
	}
	for name, p := range map[string]*Node{"RETRIEVE holder": reader, "owner": owner} {
		got, err := p.content.FetchBytes(ctx, root, from, 1<<20)
		if err != nil || !bytes.Equal(got, weights) {
			t.Fatalf("the %s: %q, %v", name, got, err)
		}
	}
}

// Attack: the client of a job on an open subnet names, as its input, the
// content of a job on an allowlisted subnet (its CID went out in that
// job's order or result) and picks the miner that holds it. guard makes
// the attacker a reader of that root, and noting the open subnet must not
// replace the allowlisted one: the attacker, holding no right there, is
// refused, under the same CID or another version or codec of its hash.
// (Accepted: after a restart this node has forgotten which subnets its
// guarded roots belong to, and such content is left to the readers alone
// until a job names it again.)
func TestAttackContentSharedWithOpenJob(t *testing.T) {
	k, _ := crypto.ToECDSA(crypto.Keccak256([]byte("acl content attacker")))
	id, err := identity.PeerIDFromPublicKey(&k.PublicKey)
	if err != nil {
		t.Fatal(err)
	}
	attacker := crypto.PubkeyToAddress(k.PublicKey)
	h, _ := multihash.Sum([]byte("a private job's input"), multihash.SHA2_256, -1)
	root := cid.NewCidV1(cid.Raw, h)
	other := cid.NewCidV1(cid.DagProtobuf, h)
	for _, name := range []string{"same CID", "other codec"} {
		n := &core{cfg: Config{Stake: StaticStake{}, MinStake: big.NewInt(1)}, log: slog.Default(),
			acl: fakeACL{3: {}}} // subnet 3 allowlisted, the attacker holds nothing; 4 open
		n.noteJobContent(root, 3)
		if name == "same CID" {
			n.noteJobContent(root, 4)
		} else {
			n.noteJobContent(other, 4)
		}
		for _, r := range []cid.Cid{root, other} {
			if n.mayRead(id, content.Grant{Root: r, Readers: []common.Address{attacker}}) {
				t.Errorf("%s: the attacker read %s through its open-subnet job", name, r)
			}
		}
	}
	// Content only ever named by open-subnet jobs stays with its readers.
	n := &core{cfg: Config{Stake: StaticStake{}, MinStake: big.NewInt(1)}, log: slog.Default(), acl: fakeACL{3: {}}}
	n.noteJobContent(root, 4)
	if !n.mayRead(id, content.Grant{Root: root, Readers: []common.Address{attacker}}) {
		t.Error("an open subnet's reader refused")
	}
}

// Attack (a)/(b): a client without SUBMIT on an allowlisted subnet skips
// gossip (whose peers ignore its orders) and sends its order straight to
// a miner holding COMPUTE on the direct stream. The miner must decline:
// the escrow would never settle the job (SubmitNotAllowed), so the client
// would have its job run, and its result, for free.
func TestAttackDirectOrderWithoutSubmit(t *testing.T) {
	minerKey, _ := crypto.GenerateKey()
	rogueKey, _ := crypto.GenerateKey()
	okKey, _ := crypto.GenerateKey()
	granted := crypto.PubkeyToAddress(okKey.PublicKey)
	m := directMinerWith(t, minerKey, fakeACL{1: {crypto.PubkeyToAddress(minerKey.PublicKey): acl.Compute, granted: acl.Submit | acl.Retrieve}})
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	d := m.cfg.P2P.Domain
	offer := latestOffer(m)
	for i, c := range []struct {
		key  *ecdsa.PrivateKey
		want int
	}{{rogueKey, 1}, {okKey, 2}} {
		h := rawHost(t, c.key)
		if err := h.Connect(ctx, m.Host().AddrInfo()); err != nil {
			t.Fatal(err)
		}
		now := time.Now()
		o := &types.JobOrder{Subnet: 1, ModelCid: "bafkreidirectmodel", Engine: "onnx", Spec: "1cpu", MaxFee: tora.Whole(5).Bytes(),
			DeadlineMs: now.Add(time.Minute).UnixMilli(), Nonce: uint64(i + 1), CreatedMs: now.UnixMilli(), BidWindowMs: 100,
			DirectUntilMs: now.Add(250 * time.Millisecond).UnixMilli()}
		if err := types.Sign(d, o, c.key); err != nil {
			t.Fatal(err)
		}
		a := &types.Assignment{JobId: o.GetJobId(), Subnet: 1, Miner: m.addr.Bytes(), BidId: offer[:], BidCount: 1,
			Seed: make([]byte, 32), CreatedMs: now.UnixMilli(), Offers: [][]byte{offer[:]},
			Price: tora.Whole(2).Bytes(), SettleByMs: now.Add(time.Minute + 6*time.Hour).UnixMilli()}
		if err := a.SignSettlement(d, c.key); err != nil {
			t.Fatal(err)
		}
		if err := types.Sign(d, a, c.key); err != nil {
			t.Fatal(err)
		}
		got, ack := sendDirect(ctx, t, h, m, o, a, nil)
		if got != c.want {
			t.Fatalf("client %d (%s): answer %d (%v), want %d (1 declined, 2 acked)", i, crypto.PubkeyToAddress(c.key.PublicKey).Hex()[:10], got, ack, c.want)
		}
		if c.key == rogueKey && !strings.Contains(ack.GetReason(), "SUBMIT") {
			t.Fatalf("declined for %q, want the missing SUBMIT named", ack.GetReason())
		}
	}
}

// Attack: a client granted SUBMIT but not RETRIEVE on an allowlisted
// subnet (its own node would refuse to post without NoResult; an attacker
// skips that) must not read the output another way than by CID (refused
// by mayRetrieve): the miner neither inlines it in the Result, sealed to
// the client, nor streams it on the direct stream (handleDirect asks the
// same rule).
func TestAttackInlineOutputNeedsRetrieve(t *testing.T) {
	ck, _ := crypto.GenerateKey()
	client := crypto.PubkeyToAddress(ck.PublicKey)
	o := &types.JobOrder{Subnet: 1, ModelCid: "bafkreim", Engine: "onnx", Spec: "1cpu", MaxFee: tora.Whole(5).Bytes(),
		DeadlineMs: time.Now().Add(time.Minute).UnixMilli(), Nonce: 1, CreatedMs: time.Now().UnixMilli(), BidWindowMs: 100}
	if err := types.Sign(types.DevDomain, o, ck); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		rights acl.Rights
		inline bool
	}{{acl.Submit, false}, {acl.Submit | acl.Retrieve, true}} {
		m := &miner{core: &core{cfg: Config{P2P: p2p.Config{Domain: types.DevDomain}}, log: slog.Default(),
			acl: fakeACL{1: {client: c.rights}}}}
		if got := m.inline(o, []byte("a private result")) != nil; got != c.inline {
			t.Errorf("client holding %s: output inlined %v, want %v", c.rights, got, c.inline)
		}
	}
}

// Attack: the attacker's job on an open subnet names as input a DAG of its
// own whose links reach an allowlisted job's block (or shares its
// chunks); the miner holding both restricts the block under both roots,
// and Access admits the attacker through its own root. The Deny rule
// (content.Config.Deny = mayNotRead) vetoes it: the allowlisted root's
// subnet refuses the attacker.
func TestAttackContentLinkedFromOpenJob(t *testing.T) {
	k, _ := crypto.ToECDSA(crypto.Keccak256([]byte("acl content linker")))
	id, err := identity.PeerIDFromPublicKey(&k.PublicKey)
	if err != nil {
		t.Fatal(err)
	}
	attacker := crypto.PubkeyToAddress(k.PublicKey)
	hp, _ := multihash.Sum([]byte("private output"), multihash.SHA2_256, -1)
	ha, _ := multihash.Sum([]byte("attacker's DAG linking to it"), multihash.SHA2_256, -1)
	private, own := cid.NewCidV1(cid.Raw, hp), cid.NewCidV1(cid.DagProtobuf, ha)
	n := &core{cfg: Config{Stake: StaticStake{}, MinStake: big.NewInt(1)}, log: slog.Default(), acl: fakeACL{3: {}}}
	n.noteJobContent(private, 3)
	n.noteJobContent(own, 4)
	gs := []content.Grant{{Root: private, Readers: []common.Address{{1}}}, {Root: own, Readers: []common.Address{attacker}}}
	if !n.mayRead(id, gs[1]) {
		t.Fatal("setup: Access should admit the attacker through its own grant")
	}
	if !n.mayNotRead(id, gs) {
		t.Fatal("the attacker was not denied a block shared with an allowlisted job")
	}
	if n.mayNotRead(id, gs[1:]) {
		t.Fatal("the attacker denied a block of its own open job only")
	}
}
