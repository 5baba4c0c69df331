package main

import (
	"bytes"
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/tensora/tensora/node/identity"
)

// run executes the CLI in-process and returns stdout and the error.
func run(t *testing.T, datadir string, args ...string) (string, error) {
	t.Helper()
	cmd := newRoot()
	var out, errb bytes.Buffer
	cmd.SetOut(&out)
	cmd.SetErr(&errb)
	cmd.SetArgs(append([]string{"--datadir", datadir, "--light-kdf"}, args...))
	err := cmd.ExecuteContext(context.Background())
	return out.String(), err
}

func TestWalletLifecycle(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("TENSORA_PASSWORD", "correct horse")
	out, err := run(t, dir, "wallet", "list", "--json")
	if err != nil || strings.TrimSpace(out) != "[]" {
		t.Fatalf("empty list: %q %v", out, err)
	}
	out, err = run(t, dir, "wallet", "new", "--json")
	if err != nil {
		t.Fatal(err)
	}
	var created walletInfo
	if err := json.Unmarshal([]byte(out), &created); err != nil {
		t.Fatalf("wallet new --json: %v in %q", err, out)
	}
	// The printed peer ID is the address's key: convert back and compare.
	pid, err := peerIDFromString(created.PeerID)
	if err != nil {
		t.Fatal(err)
	}
	addr, err := identity.AddressFromPeerID(pid)
	if err != nil || addr.Hex() != created.Address {
		t.Fatalf("peer id %s maps to %s, wallet says %s (%v)", created.PeerID, addr.Hex(), created.Address, err)
	}
	out, err = run(t, dir, "wallet", "address", "--json")
	if err != nil || !strings.Contains(out, created.Address) {
		t.Fatalf("address: %q %v", out, err)
	}
	// A known test key imports to its known address.
	out, err = run(t, dir, "wallet", "import", "0x4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318")
	if err != nil || !strings.Contains(out, "0x2c7536E3605D9C16a7a3D7b1898e529396a65c23") {
		t.Fatalf("import: %q %v", out, err)
	}
	// The import says that a second account makes commands ask which.
	if !strings.Contains(out, "2 accounts") || !strings.Contains(out, "--account ADDR") {
		t.Errorf("import beside an account does not say --account is now needed: %q", out)
	}
	// Two accounts now: address without --account is ambiguous.
	if _, err := run(t, dir, "wallet", "address"); err == nil || !strings.Contains(err.Error(), "--account") ||
		!strings.Contains(err.Error(), created.Address) || !strings.Contains(err.Error(), "0x2c7536E3605D9C16a7a3D7b1898e529396a65c23") {
		t.Fatalf("ambiguous address: %v", err)
	}
	t.Setenv("TENSORA_PASSWORD", "wrong")
	if _, err := run(t, dir, "wallet", "address", "--account", created.Address); err == nil {
		t.Fatal("wrong passphrase unlocked the wallet")
	}
}

func TestBadInputGetsOneClearError(t *testing.T) {
	dir := t.TempDir()
	cases := []struct {
		name string
		args []string
		want string
	}{
		// The spec error names the bad token.
		{"bad spec", []string{"subnet", "jobs", "post", "--fee", "1", "--model", "bafy", "--spec", "4cpu,8rma"}, "8rma"},
		// Fees must be positive numbers of TORA.
		{"bad fee", []string{"subnet", "jobs", "post", "--fee", "lots", "--model", "bafy"}, "--fee"},
		// A light peer needs somewhere to connect.
		{"no peers", []string{"subnet", "jobs", "post", "--fee", "1", "--model", "bafy"}, "--bootstrap"},
		// Malformed bootstrap multiaddrs are named.
		{"bad bootstrap", []string{"subnet", "jobs", "post", "--fee", "1", "--model", "bafy", "--bootstrap", "/ip4/nope"}, "/ip4/nope"},
		// Nodes need a wallet first.
		{"no wallet", []string{"node", "start"}, "tensora wallet new"},
		// Unknown roles are refused before anything starts.
		{"bad role", []string{"node", "start", "--role", "oracle"}, "oracle"},
		{"bad log level", []string{"version", "--log-level", "loud"}, ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := run(t, dir, c.args...)
			if c.want == "" {
				return // only must not panic
			}
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("got %v, want an error mentioning %q", err, c.want)
			}
		})
	}
}
