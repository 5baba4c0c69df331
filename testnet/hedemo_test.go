package testnet

import (
	"bytes"
	"context"
	"strings"
	"testing"
	"time"
)

// What `make demo` does for encrypted inference, small: an ONNX miner and
// an HE miner (Config.HEMiners) in one fleet, an ONNX job, then two MNIST
// digits posted encrypted: each runs on the HE miner, decrypts on the
// client to the plaintext model's label and values, and settles on chain
// with the ONNX job.
func TestEncryptedJobsSettle(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	net := startNet(t, Config{Miners: 1, HEMiners: 1, Chain: true, BidWindow: 200 * time.Millisecond, Validators: 1, SampleRateBps: 10000})
	if len(net.Miners) != 2 {
		t.Fatalf("%d miners, want the ONNX one and the HE one", len(net.Miners))
	}
	before, err := net.ChainBalances(ctx)
	if err != nil {
		t.Fatal(err)
	}
	rep, err := net.Run(ctx, 1)
	if err != nil || !rep.OK() {
		t.Fatalf("the ONNX job beside the HE miner: %v %+v", err, rep)
	}
	var shown bytes.Buffer
	er, err := net.RunEncrypted(ctx, 2, &shown)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("\n%s", shown.String())
	if !er.OK() || len(er.Jobs) != 2 {
		t.Fatalf("encrypted jobs: %+v", er)
	}
	heMiner := net.Miners[1].Address().Hex()
	for i, j := range er.Jobs {
		if j.Winner != heMiner || j.Profile != HEProfile.Name {
			t.Errorf("encrypted job %d ran on %s (%s), not the HE miner %s", i, j.Winner, j.Profile, heMiner)
		}
		if j.Label != j.PlainLabel || j.MaxDiff > HETolerance {
			t.Errorf("encrypted job %d: label %s, plaintext %s, max |Δ| %g", i, j.Label, j.PlainLabel, j.MaxDiff)
		}
	}
	// The first samples are a 7 and a 2, which the model gets right.
	if er.Jobs[0].Label != "7" || er.Jobs[1].Label != "2" || !strings.Contains(shown.String(), "label 7 (plaintext model says 7, true digit 7)") {
		t.Errorf("labels %s, %s; shown:\n%s", er.Jobs[0].Label, er.Jobs[1].Label, shown.String())
	}
	settled, err := net.Settle(ctx, before)
	if err != nil {
		t.Fatal(err)
	}
	if settled.Jobs != 3 {
		t.Fatalf("%d jobs settled, want the ONNX job and the two encrypted ones", settled.Jobs)
	}
}
