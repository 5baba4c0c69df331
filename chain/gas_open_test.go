package chain_test

import (
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/crypto"

	"github.com/tensora/tensora/chain"
	"github.com/tensora/tensora/proof"
)

// settlementGas is what settling on an OPEN subnet costs: submitBatch of
// 100 leaves from one client and from ten clients, and submitResult on the
// per-job path, each the mean of a few warm runs. TestGasACL prints it
// next to the allowlisted cost (docs/contracts.md, SubnetACL).
type settlementGas struct{ batch1, batch10, perJob uint64 }

func measureSettlement(t *testing.T, h *harness, clients []actor) settlementGas {
	t.Helper()
	const rounds, n = 3, 100
	fee := tora(1)
	for _, c := range clients {
		h.fund(c, new(big.Int).Mul(fee, big.NewInt(2*rounds*n)))
	}
	var g settlementGas
	for _, sz := range []struct {
		clients []actor
		out     *uint64
	}{{clients[:1], &g.batch1}, {clients[:10], &g.batch10}} {
		for r := 0; r < rounds; r++ {
			var leaves []chain.Leaf
			per := n / len(sz.clients)
			for _, c := range sz.clients {
				leaves = append(leaves, h.leaves(c, per, fee)...)
			}
			_, rc, err := h.submit(h.miners[0], h.subnet, h.newBatch(leaves).Packed)
			if err != nil {
				t.Fatal(err)
			}
			*sz.out += rc.GasUsed
		}
		*sz.out /= rounds
	}
	m, c := h.miners[0], clients[0]
	h.must(h.admin, h.toraC, h.tora.PackMint(c.addr, tora(100)))
	h.must(c, h.toraC, h.tora.PackApprove(h.addrs.Escrow, tora(100)))
	for i := 0; i <= rounds; i++ { // job 0 warms up
		r1 := h.must(c, h.escC, h.esc.PackPostJob(h.subnet, crypto.Keccak256Hash([]byte("4cpu,8ram")), tora(10), m.addr))
		id := findLog(t, r1, h.esc.UnpackJobPostedEvent).JobId
		cl := proof.Claim{JobID: id, ModelHash: resultHash(1), InputHash: resultHash(2), ResultHash: resultHash(i), EnvHash: resultHash(4), StartedMs: 1_767_225_600_000, FinishedMs: 1_767_225_600_250}
		sig, err := proof.Sign(h.d, cl, m.key)
		if err != nil {
			t.Fatal(err)
		}
		r2 := h.must(m, h.escC, h.esc.PackSubmitResult(id, cl.ResultHash, chain.PackProof(cl.ModelHash, cl.InputHash, cl.EnvHash, uint64(cl.StartedMs), uint64(cl.FinishedMs), sig)))
		if i > 0 {
			g.perJob += r2.GasUsed
		}
	}
	g.perJob /= rounds
	h.wait(time.Second)
	return g
}

// TestGasOpenSettlement prints the settlement gas on an OPEN subnet (the
// figure the ACL check must barely move).
//
//	go test -run TestGasOpenSettlement -v ./chain/
func TestGasOpenSettlement(t *testing.T) {
	if testing.Short() {
		t.Skip("gas measurement")
	}
	o := defaultOpts()
	o.clients, o.miners = 11, 1
	h := newHarness(t, o)
	g := measureSettlement(t, h, h.clients[1:])
	t.Logf("open subnet: submitBatch(100 leaves, 1 client) %d gas, (100 leaves, 10 clients) %d gas, submitResult %d gas", g.batch1, g.batch10, g.perJob)
}
