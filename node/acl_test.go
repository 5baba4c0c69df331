package node

import (
	"log/slog"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ipfs/go-cid"
	"github.com/libp2p/go-libp2p/core/peer"
	"github.com/multiformats/go-multihash"

	"github.com/tensora/tensora/chain/acl"
	"github.com/tensora/tensora/content"
	"github.com/tensora/tensora/node/identity"
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
