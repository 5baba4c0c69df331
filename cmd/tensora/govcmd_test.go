package main

import (
	"encoding/json"
	"strings"
	"testing"
	"time"
)

// A proposal through the CLI, from draft to effect: params, propose (and a
// refusal out of bounds), list, show, vote, queue, execute (each refused
// while too early), and the parameter's new value.
func TestGovCommands(t *testing.T) {
	emb, cfile, dirs, _ := stakeChain(t, 2)
	gv := func(dir string, args ...string) (string, error) {
		t.Helper()
		return run(t, dir, append(append([]string{"gov"}, args...), "--chain-file", cfile)...)
	}
	out, err := gv(dirs[0], "params")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out, "sample-rate (subnet 1)") || !strings.Contains(out, "10%") || !strings.Contains(out, "1%..100% on a governed subnet") {
		t.Fatalf("params:\n%s", out)
	}
	if _, err := gv(dirs[0], "propose", "--set", "miner-share=99%", "--description", "greedy"); err == nil || !strings.Contains(err.Error(), "OutOfBounds") || !strings.Contains(err.Error(), "minerShareBps") {
		t.Fatalf("an out-of-bounds proposal: %v", err)
	}
	if _, err := gv(dirs[0], "propose", "--set", "sample-rate"); err == nil || !strings.Contains(err.Error(), "PARAM=VALUE") {
		t.Fatalf("a change without a value: %v", err)
	}
	if _, err := gv(dirs[0], "propose", "--set", "sample-rate=25%"); err == nil || !strings.Contains(err.Error(), "--description") {
		t.Fatalf("a proposal without a description: %v", err)
	}
	out, err = gv(dirs[0], "propose", "--set", "sample-rate=25%", "--description", "Check a quarter of results", "--json")
	if err != nil {
		t.Fatal(err)
	}
	var prop struct {
		Proposal struct {
			ID      json.Number `json:"id"`
			Changes []struct {
				OldText string `json:"old_text"`
				NewText string `json:"new_text"`
			} `json:"changes"`
		} `json:"proposal"`
	}
	if err := json.Unmarshal([]byte(out), &prop); err != nil {
		t.Fatalf("propose --json: %v in %s", err, out)
	}
	id := prop.Proposal.ID.String()
	if len(prop.Proposal.Changes) != 1 || prop.Proposal.Changes[0].OldText != "10%" || prop.Proposal.Changes[0].NewText != "25%" {
		t.Fatalf("proposal changes: %s", out)
	}
	if err := emb.AdjustTime(2 * time.Second); err != nil {
		t.Fatal(err)
	}
	if out, err = gv(dirs[0], "list"); err != nil || !strings.Contains(out, "subnet 1 sample-rate: 10% → 25%") || !strings.Contains(out, "active") {
		t.Fatalf("list: %v\n%s", err, out)
	}
	if _, err := gv(dirs[0], "vote", id[:8], "maybe"); err == nil || !strings.Contains(err.Error(), "for, against or abstain") {
		t.Fatalf("vote maybe: %v", err)
	}
	if out, err = gv(dirs[1], "vote", id[:8], "for", "--reason", "more checks"); err != nil || !strings.Contains(out, "voted for") {
		t.Fatalf("vote: %v\n%s", err, out)
	}
	if _, err := gv(dirs[1], "vote", id[:8], "against"); err == nil {
		t.Fatal("a second vote was accepted")
	}
	if _, err := gv(dirs[0], "queue", id[:8]); err == nil || !strings.Contains(err.Error(), "not succeeded") {
		t.Fatalf("queue during the vote: %v", err)
	}
	if err := emb.AdjustTime(2*time.Minute + time.Second); err != nil {
		t.Fatal(err)
	}
	if out, err = gv(dirs[0], "queue", id[:8]); err != nil || !strings.Contains(out, "may execute from") {
		t.Fatalf("queue: %v\n%s", err, out)
	}
	if _, err := gv(dirs[0], "execute", id[:8]); err == nil || !strings.Contains(err.Error(), "delay runs until") {
		t.Fatalf("execute before the delay: %v", err)
	}
	if err := emb.AdjustTime(time.Minute + time.Second); err != nil {
		t.Fatal(err)
	}
	if out, err = gv(dirs[0], "execute", id[:8]); err != nil || !strings.Contains(out, "subnet 1 sample-rate: 10% → 25%") {
		t.Fatalf("execute: %v\n%s", err, out)
	}
	if out, err = gv(dirs[0], "show", id); err != nil || !strings.Contains(out, "executed") || !strings.Contains(out, "10% → 25%") {
		t.Fatalf("show: %v\n%s", err, out)
	}
	if out, err = gv(dirs[0], "params"); err != nil || !strings.Contains(out, "25%") {
		t.Fatalf("params after: %v\n%s", err, out)
	}
}
