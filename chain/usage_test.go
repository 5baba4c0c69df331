package chain_test

import (
	"fmt"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/crypto"

	"github.com/tensora/tensora/chain/bindings"
)

// usageTotals is a plausible aggregate of n jobs.
func usageTotals(n uint32) bindings.ValidatorRewardsUsageTotals {
	return bindings.ValidatorRewardsUsageTotals{
		Jobs: n, WallUs: 1_250_000 * uint64(n), CpuUs: 2_400_000 * uint64(n),
		BytesIn: 65_536 * uint64(n), BytesOut: 4_096 * uint64(n), FetchUs: 30_000 * uint64(n),
	}
}

// TestUsageAnchor: a staked validator anchors a batch's usage once; an
// unstaked key, an under-staked validator, a miner, a wrong job count, an
// unknown batch and a zero root are refused; a second validator anchors
// its own; the root is readable and the event carries the totals.
func TestUsageAnchor(t *testing.T) {
	// The subnet's validator minimum is 20 TORA from the start.
	o := defaultOpts()
	o.params.MinValidatorStake = tora(20)
	h := newChallengeHarnessWith(t, o)
	v0, v1 := h.vals[0], h.vals[1]
	low := h.clients[2]
	h.stakeAs(low, roleValidator, tora(10))

	root := crypto.Keccak256Hash([]byte("usage root of batch 1"))
	good := usageTotals(4) // the batch has four leaves
	for _, tc := range []struct {
		name   string
		from   actor
		batch  *big.Int
		root   [32]byte
		totals bindings.ValidatorRewardsUsageTotals
		want   string
	}{
		// An address with no role and no stake.
		{"unstaked key", h.other, h.id, root, good, "NotValidator"},
		// Registered as a validator, below the subnet's validator minimum.
		{"validator below minimum stake", low, h.id, root, good, "NotValidator"},
		// A staked miner is not a validator.
		{"miner", h.miners[0], h.id, root, good, "NotValidator"},
		// Totals must cover every leaf: 3 of 4 is a partial account.
		{"job count short of the leaves", v0, h.id, root, usageTotals(3), "UsageJobCount"},
		{"job count past the leaves", v0, h.id, root, usageTotals(5), "UsageJobCount"},
		// Batch 99 was never submitted.
		{"unknown batch", v0, big.NewInt(99), root, good, "UnknownBatch"},
		// Zero means "not anchored" in storage.
		{"zero root", v0, h.id, [32]byte{}, good, "ZeroUsageRoot"},
	} {
		_, err := h.send(tc.from, h.rewC, h.rew.PackAnchorUsage(tc.batch, tc.root, tc.totals))
		if err == nil {
			t.Fatalf("%s: anchored", tc.name)
		}
		wantRevert(t, err, tc.want)
	}

	r := h.must(v0, h.rewC, h.rew.PackAnchorUsage(h.id, root, good))
	ev := findLog(t, r, h.rew.UnpackUsageAnchoredEvent)
	if ev.BatchId.Cmp(h.id) != 0 || ev.Validator != v0.addr || ev.Root != root || ev.Jobs.Uint64() != 4 ||
		ev.WallUs.Uint64() != good.WallUs || ev.CpuUs.Uint64() != good.CpuUs || ev.BytesIn.Uint64() != good.BytesIn ||
		ev.BytesOut.Uint64() != good.BytesOut || ev.FetchUs.Uint64() != good.FetchUs {
		t.Fatalf("UsageAnchored %+v", ev)
	}
	got := call(h.harness, h.rewC, h.rew.PackUsageRoot(h.id, v0.addr), h.rew.UnpackUsageRoot)
	if got != root {
		t.Fatalf("usageRoot = %x, want %x", got, root)
	}
	// One anchor per validator per batch, even with other figures.
	_, err := h.send(v0, h.rewC, h.rew.PackAnchorUsage(h.id, crypto.Keccak256Hash([]byte("another")), good))
	re := wantRevert(t, err, "UsageAlreadyAnchored")
	if fmt.Sprint(re.Args["validator"]) != v0.addr.Hex() {
		t.Fatalf("UsageAlreadyAnchored names %v, want %s", re.Args["validator"], v0.addr.Hex())
	}
	// Another validator anchors its own account (here a disagreeing one:
	// the contract records both; auditors compare).
	other := crypto.Keccak256Hash([]byte("v1's root"))
	h.must(v1, h.rewC, h.rew.PackAnchorUsage(h.id, other, good))
	if got := call(h.harness, h.rewC, h.rew.PackUsageRoot(h.id, v1.addr), h.rew.UnpackUsageRoot); got != other {
		t.Fatalf("v1's usageRoot = %x", got)
	}
	if got := call(h.harness, h.rewC, h.rew.PackUsageRoot(h.id, v0.addr), h.rew.UnpackUsageRoot); got != root {
		t.Fatalf("v0's root changed to %x", got)
	}
	// Anchoring stays open after finalization (audits may come late).
	h.wait(601 * time.Second)
	h.must(h.other, h.escC, h.esc.PackFinalizeBatch(h.id))
	h.must(h.vals[2], h.rewC, h.rew.PackAnchorUsage(h.id, root, good))
}

// TestGasUsageAnchor reports the gas of anchorUsage (a validator's first
// anchor of a batch, and a second validator's), under the dev chain's
// rules and mainnet's:
//
//	go test -run Gas -v ./chain/
func TestGasUsageAnchor(t *testing.T) {
	if testing.Short() {
		t.Skip("gas measurement")
	}
	out := "usage anchor gas (go test -run Gas -v ./chain/), 4-leaf batch\n\n| call | dev chain (Bogota state gas) | Osaka (mainnet rules) |\n|---|---|---|\n"
	var rows [2][2]uint64
	for i, osaka := range []bool{false, true} {
		o := defaultOpts()
		o.osaka = osaka
		h := newChallengeHarnessWith(t, o)
		root := crypto.Keccak256Hash([]byte("root"))
		rows[i][0] = h.must(h.vals[0], h.rewC, h.rew.PackAnchorUsage(h.id, root, usageTotals(4))).GasUsed
		rows[i][1] = h.must(h.vals[1], h.rewC, h.rew.PackAnchorUsage(h.id, root, usageTotals(4))).GasUsed
	}
	out += fmt.Sprintf("| anchorUsage, first validator | %d | %d |\n", rows[0][0], rows[1][0])
	out += fmt.Sprintf("| anchorUsage, second validator | %d | %d |\n", rows[0][1], rows[1][1])
	// Under mainnet rules: one new storage word, one event, and the same
	// batch read and stake check as recordWork (most of the cost).
	for _, g := range rows[1] {
		if g > 120_000 {
			t.Errorf("anchorUsage costs %d gas under Osaka rules (budget 120k)", g)
		}
	}
	t.Log(out)
}
