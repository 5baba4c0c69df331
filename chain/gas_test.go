package chain_test

import (
	"fmt"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/crypto"

	"github.com/tensora/tensora/chain"
	"github.com/tensora/tensora/proof"
)

// TestGasP6 measures P6 from receipts, in one run: settlement gas per job
// on the seed's per-job path (postJob + submitResult + finalize) against
// the batched path (submitBatch + finalizeBatch + claim, one claim per
// batch) at batch sizes 1, 10, 100 and 1000, under the simulated backend's
// default rules (the embedded dev chain) and under mainnet's (Osaka).
//
//	go test -run TestGasP6 -v ./chain/
func TestGasP6(t *testing.T) {
	if testing.Short() {
		t.Skip("gas measurement")
	}
	var out strings.Builder
	for _, rules := range []struct {
		name  string
		osaka bool
	}{{"simulated backend default (dev chain: Osaka + go-ethereum's Bogota, EIP-8037 state gas)", false}, {"Osaka (mainnet rules)", true}} {
		o := defaultOpts()
		o.clients, o.miners, o.osaka = 16, 1, rules.osaka
		h := newHarness(t, o)
		perJob, post, submit, fin := measurePerJob(t, h, h.clients[0], 10)
		fmt.Fprintf(&out, "\n#### %s\n\nper-job path: %d gas/job (postJob %d + submitResult %d + finalize %d)\n\n", rules.name, perJob, post, submit, fin)
		out.WriteString("| batch size | clients/batch | txs | gas/job: submit | finalize | claim | total | per-job ÷ batched |\n|---|---|---|---|---|---|---|---|\n")
		for i, sz := range []struct{ n, batches, clients int }{{1, 20, 1}, {10, 10, 1}, {100, 3, 1}, {1000, 1, 1}, {100, 3, 10}} {
			clients := h.clients[1+i : 1+i+sz.clients]
			if sz.clients > 1 {
				clients = h.clients[6 : 6+sz.clients]
			}
			g := measureBatched(t, h, clients, sz.n, sz.batches)
			ratio := float64(perJob) / float64(g.total)
			fmt.Fprintf(&out, "| %d | %d | %d | %d | %d | %d | **%d** | **%.1f×** |\n", sz.n, sz.clients, g.txs, g.submit, g.finalize, g.claim, g.total, ratio)
			if sz.n == 100 && sz.clients == 1 && ratio < 20 {
				t.Errorf("P6: at batch size 100 the batched path costs %d gas/job, 1/%.1f of the per-job path's %d; goal 1/20", g.total, ratio, perJob)
			}
		}
	}
	t.Log("P6 settlement gas (go test -run TestGasP6 -v ./chain/)\n" + out.String())
}

func measurePerJob(t *testing.T, h *harness, c actor, jobs int) (perJob, post, submit, fin uint64) {
	m := h.miners[0]
	// postJob pulls each fee from the client's wallet. The client also
	// holds some escrow, as a client in use does: its account slot and the
	// escrow's token balance stay non-zero between jobs, as on a live chain.
	h.fund(c, tora(1))
	h.must(h.admin, h.toraC, h.tora.PackMint(c.addr, tora(int64(jobs+1)*10)))
	h.must(c, h.toraC, h.tora.PackApprove(h.addrs.Escrow, tora(int64(jobs+1)*10)))
	for i := 0; i <= jobs; i++ { // job 0 warms up the accounts
		r1 := h.must(c, h.escC, h.esc.PackPostJob(h.subnet, crypto.Keccak256Hash([]byte("4cpu,8ram")), tora(10), m.addr))
		id := findLog(t, r1, h.esc.UnpackJobPostedEvent).JobId
		cl := proof.Claim{JobID: id, ModelHash: resultHash(1), InputHash: resultHash(2), ResultHash: resultHash(i), EnvHash: resultHash(4), StartedMs: 1_767_225_600_000, FinishedMs: 1_767_225_600_250}
		sig, err := proof.Sign(h.d, cl, m.key)
		if err != nil {
			t.Fatal(err)
		}
		r2 := h.must(m, h.escC, h.esc.PackSubmitResult(id, cl.ResultHash, chain.PackProof(cl.ModelHash, cl.InputHash, cl.EnvHash, uint64(cl.StartedMs), uint64(cl.FinishedMs), sig)))
		h.wait(601 * time.Second)
		r3 := h.must(h.other, h.escC, h.esc.PackFinalize(id))
		if i > 0 {
			post, submit, fin = post+r1.GasUsed, submit+r2.GasUsed, fin+r3.GasUsed
		}
	}
	n := uint64(jobs)
	return (post + submit + fin) / n, post / n, submit / n, fin / n
}

type batchGas struct{ submit, finalize, claim, total, txs uint64 }

// measureBatched settles `batches` batches of n jobs spread over clients
// (fresh clients, nonces from 1, so bitmap words are created as they would
// be), each in as many submitBatch transactions as MaxBatchBytes needs,
// finalized and claimed; it returns gas per job.
func measureBatched(t *testing.T, h *harness, clients []actor, n, batches int) batchGas {
	m := h.miners[0]
	fee := tora(1)
	for _, c := range clients {
		h.fund(c, new(big.Int).Mul(fee, big.NewInt(int64(n*batches))))
	}
	var g batchGas
	for k := 0; k < batches; k++ {
		var leaves []chain.Leaf
		for j := 0; j < n; j++ {
			leaves = append(leaves, h.leaves(clients[j%len(clients)], 1, fee)...)
		}
		// One transaction carries at most MaxBatchBytes of leaves (the
		// transaction pool's 128 KiB limit): 1000 leaves take two.
		parts := 1
		for {
			size := (n + parts - 1) / parts
			if _, err := chain.NewBatch(h.d, h.subnet, leaves[:size]); err == nil {
				break
			}
			parts++
		}
		size := (n + parts - 1) / parts
		var ids []*big.Int
		for p := 0; p < n; p += size {
			b := h.newBatch(leaves[p:min(p+size, n)])
			id, r, err := h.submit(m, h.subnet, b.Packed)
			if err != nil {
				t.Fatal(err)
			}
			g.submit += r.GasUsed
			g.txs++
			ids = append(ids, id)
		}
		h.wait(601 * time.Second)
		for _, id := range ids {
			g.finalize += h.must(h.other, h.escC, h.esc.PackFinalizeBatch(id)).GasUsed
		}
		g.claim += h.must(m, h.escC, h.esc.PackClaim()).GasUsed
	}
	jobs := uint64(n * batches)
	g.txs /= uint64(batches)
	g.submit, g.finalize, g.claim = g.submit/jobs, g.finalize/jobs, g.claim/jobs
	g.total = g.submit + g.finalize + g.claim
	return g
}
