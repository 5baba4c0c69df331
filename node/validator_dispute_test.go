package node

import (
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
)

// TestDisputeMemoryBounded: the disputes a validator remembers for
// results or leaves not yet seen name their miner, expire after
// disputedTTL and are at most maxDisputed, the soonest to expire
// forgotten first.
func TestDisputeMemoryBounded(t *testing.T) {
	now := time.Unix(1_700_000_000, 0)
	val := &validator{core: &core{cfg: Config{Now: func() time.Time { return now }}}}
	m1, m2 := common.Address{1}, common.Address{2}
	job := func(i int) [32]byte { return [32]byte{byte(i), byte(i >> 8), 0xd1} }

	val.markDisputed(job(0), m1)
	if !val.isDisputed(job(0), m1) {
		t.Fatal("a dispute just made is not remembered")
	}
	if val.isDisputed(job(0), m2) {
		t.Fatal("a dispute of one miner's result forces another miner's")
	}
	if val.isDisputed(job(1), m1) {
		t.Fatal("a job nobody disputed counts as disputed")
	}
	for i := 1; i < maxDisputed+10; i++ {
		now = now.Add(time.Millisecond)
		val.markDisputed(job(i), m1)
	}
	if n := len(val.disputed); n != maxDisputed {
		t.Fatalf("%d disputes remembered, want at most %d", n, maxDisputed)
	}
	if val.isDisputed(job(0), m1) {
		t.Fatal("the soonest to expire was kept past the bound")
	}
	if !val.isDisputed(job(maxDisputed+9), m1) {
		t.Fatal("the latest dispute was dropped")
	}
	now = now.Add(disputedTTL + time.Second)
	if val.isDisputed(job(maxDisputed+9), m1) {
		t.Fatal("a dispute is remembered past its time")
	}
	val.markDisputed(job(0), m2)
	if n := len(val.disputed); n != 1 {
		t.Fatalf("%d disputes remembered after all but one expired", n)
	}
}
