package testnet

import (
	"context"
	"fmt"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/google/go-containerregistry/pkg/v1/mutate"

	"github.com/tensora/tensora/engine"
	"github.com/tensora/tensora/engine/oci/ocijob"
)

// ATTACK 17/2 (money): a client whose container job is nondeterministic
// by design gets an HONEST miner slashed and itself refunded. The miner
// cannot tell a reproducible container from one that reads /dev/urandom
// (or the clock, /proc/self/mountinfo with its random run id, host
// facts...): it runs the job faithfully; the validators re-execute, get
// other bytes, disagree and challenge; the challenge is upheld by quorum,
// the leaf is voided (the client gets its fee back: free compute) and the
// honest miner's stake is slashed (paid to the validators: a client that
// is also a validator, or colludes with one, is paid for it).
//
// Nothing on the miner's or validator's side protects against it: the
// validator re-executes once and takes any difference as the miner's.
func TestAttack17NondeterministicContainerSlashesHonestMiner(t *testing.T) {
	needContainers(t)
	dir := t.TempDir()
	ctxStart := context.Background()
	net := startNet(t, Config{
		Miners: 1, Validators: 2, SampleRateBps: 10000, Chain: true, BidWindow: 200 * time.Millisecond,
		MinerEngine: func(i int) (engine.Engine, error) {
			return NewContainerEngine(ctxStart, filepath.Join(dir, fmt.Sprintf("miner-%d", i)), nil)
		},
		ValidatorEngine: func(i int) (engine.Engine, error) {
			return NewContainerEngine(ctxStart, filepath.Join(dir, fmt.Sprintf("validator-%d", i)), nil)
		},
	})
	ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute)
	defer cancel()
	before, err := net.ChainBalances(ctx)
	if err != nil {
		t.Fatal(err)
	}
	base, err := DemoImage(ctx)
	if err != nil {
		t.Fatal(err)
	}
	cf, err := base.ConfigFile()
	if err != nil {
		t.Fatal(err)
	}
	cf = cf.DeepCopy()
	cf.Config.Entrypoint = []string{"/bin/busybox", "sh", "-c"}
	img, err := mutate.ConfigFile(base, cf)
	if err != nil {
		t.Fatal(err)
	}
	ref, err := net.AddImage(ctx, img, "dice")
	if err != nil {
		t.Fatal(err)
	}
	// Looks like a harmless job; its output is random.
	out, err := net.PostContainer(ctx, ref, ContainerJob{Request: ocijob.Request{
		Args: []string{"echo result > /out/r.txt; head -c 16 /dev/urandom | od -An -tx1 >> /out/r.txt"},
	}})
	if err != nil || !out.Verified {
		t.Fatalf("the job did not run: %v", err)
	}
	if net.Byzantine[out.Winner] {
		t.Fatal("the miner is byzantine; want an honest one")
	}
	sr, err := net.Settle(ctx, before)
	if err != nil {
		t.Fatal(err)
	}
	var buf strings.Builder
	_ = sr.WriteTable(&buf)
	t.Log("\n" + buf.String())
	v := sr.Validation
	if v == nil {
		t.Fatal("no validation report")
	}
	for _, m := range v.Miners {
		t.Logf("honest miner %s: stake %s -> %s, %d challenges upheld; client refunded %s; challenges %v",
			m.Address.Hex()[:10], m.StakeBefore, m.StakeAfter, m.Upheld, v.Refunded, v.Resolved)
		if m.StakeAfter.Cmp(m.StakeBefore) < 0 || m.Upheld > 0 {
			t.Errorf("VULN: an honest miner was slashed (%s -> %s) for a client's nondeterministic container; the client was refunded %s",
				m.StakeBefore, m.StakeAfter, v.Refunded)
		}
	}
}
