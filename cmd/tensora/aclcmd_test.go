package main

import (
	"context"
	"encoding/json"
	"os"
	"strings"
	"testing"

	"github.com/tensora/tensora/chain"
	"github.com/tensora/tensora/chain/backend"
	"github.com/tensora/tensora/chain/bindings"
)

// createSubnet creates the next subnet from dev account 0, with the dev
// chain's challenge window (subnet 2 on a fresh dev chain).
func createSubnet(t *testing.T, emb *backend.Embedded, chainFile string) {
	t.Helper()
	var f ChainFile
	if b, err := os.ReadFile(chainFile); err != nil || json.Unmarshal(b, &f) != nil {
		t.Fatalf("chain file: %v", err)
	}
	p := chain.DefaultParams()
	p.ChallengeWindow = 60
	if err := sendTx(context.Background(), emb.Client(), devKey(0), f.Contracts.Registry, bindings.NewSubnetRegistry().PackCreateSubnet(p)); err != nil {
		t.Fatal(err)
	}
}

// The acl commands against an embedded chain serving JSON-RPC, as `chain
// dev` deploys it, on a subnet 2 the first account creates (subnet 1 is
// governance's): the mode,
// grants, a delegation, refusals in one clear line, an off-chain grant and
// a revocation that takes the delegation along.
func TestACLCommands(t *testing.T) {
	emb, chainFile, dirs, addrs := stakeChain(t, 3)
	owner, alice, bob := dirs[0], dirs[1], dirs[2]
	cf := []string{"--chain-file", chainFile}
	createSubnet(t, emb, chainFile)
	acl := func(dir string, args ...string) (string, error) {
		t.Helper()
		return run(t, dir, append(append([]string{"acl"}, args...), cf...)...)
	}
	if out, err := acl(bob, "mode", "2"); err != nil || strings.TrimSpace(out) != "open" {
		t.Fatalf("mode: %q, %v", out, err)
	}
	if _, err := acl(bob, "mode", "2", "allowlist"); err == nil || !strings.Contains(err.Error(), "neither subnet 2's owner nor an ADMIN") {
		t.Fatalf("bob set the mode: %v", err)
	}
	if out, err := acl(owner, "mode", "2", "allowlist"); err != nil || strings.TrimSpace(out) != "allowlist" {
		t.Fatalf("set mode: %q, %v", out, err)
	}
	out, err := acl(owner, "grant", "2", addrs[1].Hex(), "submit,retrieve", "--expires", "720h")
	if err != nil || !strings.Contains(out, "rights   SUBMIT|RETRIEVE") {
		t.Fatalf("grant: %q, %v", out, err)
	}
	if out, err := acl(alice, "delegate", "2", addrs[2].Hex(), "retrieve"); err != nil || !strings.Contains(out, "delegated by "+addrs[1].Hex()) {
		t.Fatalf("delegate: %q, %v", out, err)
	}
	// Refusals: one level of delegation; granting without ADMIN; bad rights.
	if _, err := acl(bob, "delegate", "2", addrs[0].Hex(), "retrieve"); err == nil || !strings.Contains(err.Error(), "cannot delegate further") {
		t.Fatalf("bob delegated further: %v", err)
	}
	if _, err := acl(alice, "grant", "2", addrs[2].Hex(), "compute"); err == nil || !strings.Contains(err.Error(), "nor an ADMIN") {
		t.Fatalf("alice granted without ADMIN: %v", err)
	}
	if _, err := acl(alice, "delegate", "2", addrs[2].Hex(), "compute"); err == nil || !strings.Contains(err.Error(), "holds only SUBMIT|RETRIEVE") {
		t.Fatalf("alice delegated a right she lacks: %v", err)
	}
	if _, err := acl(alice, "grant", "2", addrs[2].Hex(), "read"); err == nil || !strings.Contains(err.Error(), "unknown right") {
		t.Fatalf("an unknown right: %v", err)
	}
	// An off-chain grant, checked by the contract before it is printed.
	out, err = acl(alice, "sign-grant", "2", addrs[2].Hex(), "submit", "--expires", "1h", "--nonce", "42")
	if err != nil {
		t.Fatalf("sign-grant: %v", err)
	}
	var g struct {
		Subnet    uint64 `json:"subnet"`
		Nonce     uint64 `json:"nonce"`
		Signature string `json:"signature"`
	}
	if err := json.Unmarshal([]byte(out), &g); err != nil || g.Subnet != 2 || g.Nonce != 42 || len(g.Signature) != 132 {
		t.Fatalf("sign-grant printed %q (%v)", out, err)
	}
	if _, err := acl(bob, "sign-grant", "2", addrs[0].Hex(), "retrieve"); err == nil || !strings.Contains(err.Error(), "cannot delegate further") {
		t.Fatalf("a delegatee signed a grant: %v", err)
	}
	if _, err := acl(alice, "revoke-nonce", "42"); err != nil {
		t.Fatal(err)
	}
	// Revoking alice ends bob's delegation.
	if _, err := acl(owner, "revoke", "2", addrs[1].Hex()); err != nil {
		t.Fatal(err)
	}
	out, err = acl(owner, "show", "2", addrs[2].Hex(), "--json")
	if err != nil {
		t.Fatal(err)
	}
	var st map[string]any
	if err := json.Unmarshal([]byte(out), &st); err != nil || st["rights"] != "none" || st["live"] != false || st["mode"] != "allowlist" {
		t.Fatalf("show bob after alice's revocation: %q (%v)", out, err)
	}
}
