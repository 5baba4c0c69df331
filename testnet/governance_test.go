package testnet

import (
	"bytes"
	"context"
	"strings"
	"testing"
	"time"

	"github.com/tensora/tensora/chain/gov"
)

// A governance proposal raises the subnet's sample rate from nothing to
// every result: the validators vote it through with their stake, their
// keepers queue and execute it, and afterwards they re-execute every new
// result, where before they re-executed none.
func TestGovernanceChangesSampleRate(t *testing.T) {
	needModel(t)
	net := startNet(t, Config{Miners: 1, Validators: 2, Chain: true, Governed: true, NoSampling: true, BidWindow: 150 * time.Millisecond,
		Jobs: []JobTemplate{{Spec: "1cpu", Engine: "onnx", MaxFeeTORA: 5}}})
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	sampled := func() (n int64) {
		for _, v := range net.Validators {
			_, s := v.ValidationStats()
			n += s
		}
		return n
	}
	if rep, err := net.Run(ctx, 2); err != nil || !rep.OK() {
		t.Fatalf("jobs before: %v %+v", err, rep)
	}
	time.Sleep(500 * time.Millisecond)
	if s := sampled(); s != 0 {
		t.Fatalf("validators sampled %d results at a 0%% rate", s)
	}
	var log bytes.Buffer
	p, err := net.Govern(ctx, []gov.Spec{{Param: "sample-rate", Subnet: 1, Value: "100%"}}, "Check every result", &log)
	t.Logf("\n%s", log.String())
	if err != nil {
		t.Fatal(err)
	}
	if p.State != "executed" || len(p.Changes) != 1 || p.Changes[0].String() != "subnet 1 sample-rate: 0% → 100%" {
		t.Fatalf("proposal %s: %+v", p.State, p.Changes)
	}
	if !strings.Contains(log.String(), "every validator samples subnet 1 at 100%") {
		t.Fatalf("governance log:\n%s", log.String())
	}
	const after = 3
	if rep, err := net.Run(ctx, after); err != nil || !rep.OK() {
		t.Fatalf("jobs after: %v %+v", err, rep)
	}
	want := int64(after * len(net.Validators))
	if err := poll(ctx, 30*time.Second, func() bool { return sampled() >= want }); err != nil {
		t.Fatalf("validators sampled %d results after the change, want %d", sampled(), want)
	}
}
