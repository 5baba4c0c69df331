package main

import (
	"strings"
	"testing"
	"time"
)

// The names commands against an embedded chain serving JSON-RPC, as `chain
// dev` deploys it: register (commit, the chain's clock moved past the
// commitment's age, reveal), resolve both ways, text records, refusals with
// one clear line, and the wallet's did:pkh.
func TestNamesCommands(t *testing.T) {
	emb, chainFile, dirs, addrs := stakeChain(t, 2)
	alice, bob := dirs[0], dirs[1]
	cf := []string{"--chain-file", chainFile}
	// The commitment waits a minute of chain time: move the clock while
	// the command polls it.
	done := make(chan struct{})
	go func() {
		for {
			select {
			case <-done:
				return
			case <-time.After(500 * time.Millisecond):
				_ = emb.AdjustTime(30 * time.Second)
			}
		}
	}()
	out, err := run(t, alice, append([]string{"names", "register", "alice"}, cf...)...)
	close(done)
	if err != nil {
		t.Fatalf("register: %v\n%s", err, out)
	}
	if !strings.Contains(out, "registered alice.tora to "+addrs[0].Hex()) {
		t.Fatalf("register printed %q", out)
	}
	if out, err := run(t, bob, append([]string{"names", "resolve", "alice.tora"}, cf...)...); err != nil || strings.TrimSpace(out) != addrs[0].Hex() {
		t.Fatalf("resolve: %q, %v", out, err)
	}
	if out, err := run(t, bob, append([]string{"names", "reverse", addrs[0].Hex()}, cf...)...); err != nil || strings.TrimSpace(out) != "alice.tora" {
		t.Fatalf("reverse: %q, %v", out, err)
	}
	if _, err := run(t, alice, append([]string{"names", "set-text", "alice.tora", "url", "https://alice.example"}, cf...)...); err != nil {
		t.Fatal(err)
	}
	if out, err := run(t, bob, append([]string{"names", "show", "alice.tora"}, cf...)...); err != nil || !strings.Contains(out, "https://alice.example") {
		t.Fatalf("show: %q, %v", out, err)
	}
	// Refusals: a name bob does not own, an upper-case name, a taken one.
	if _, err := run(t, bob, append([]string{"names", "set-text", "alice.tora", "url", "x"}, cf...)...); err == nil || !strings.Contains(err.Error(), "does not own the name") {
		t.Fatalf("bob wrote alice's record: %v", err)
	}
	if _, err := run(t, bob, append([]string{"names", "register", "Bob"}, cf...)...); err == nil || !strings.Contains(err.Error(), "lower case only") {
		t.Fatalf("an upper-case name: %v", err)
	}
	if _, err := run(t, bob, append([]string{"names", "register", "alice"}, cf...)...); err == nil || !strings.Contains(err.Error(), "name taken") {
		t.Fatalf("a taken name: %v", err)
	}
	if _, err := run(t, bob, append([]string{"names", "resolve", "nobody.tora"}, cf...)...); err == nil || !strings.Contains(err.Error(), "not registered") {
		t.Fatalf("an unknown name: %v", err)
	}
	// Other commands take the name for the address, and show it.
	out, err = run(t, bob, append([]string{"stake", "status", "alice.tora"}, cf...)...)
	if err != nil || !strings.Contains(out, addrs[0].Hex()+" (alice.tora)") {
		t.Fatalf("stake status alice.tora: %q, %v", out, err)
	}
	if _, err := run(t, bob, append([]string{"stake", "delegate", "Alice.tora", "1"}, cf...)...); err == nil || !strings.Contains(err.Error(), "lower case only") {
		t.Fatalf("stake delegate to an invalid name: %v", err)
	}
	// did:pkh, from the wallet and for a name.
	out, err = run(t, alice, append([]string{"wallet", "address", "--did"}, cf...)...)
	want := "did:pkh:eip155:1337:" + strings.ToLower(addrs[0].Hex())
	if err != nil || strings.TrimSpace(out) != want {
		t.Fatalf("wallet address --did: %q, %v; want %s", out, err, want)
	}
	if out, err := run(t, bob, append([]string{"names", "did", "alice.tora"}, cf...)...); err != nil || !strings.Contains(out, want+"#blockchainAccountId") {
		t.Fatalf("names did: %q, %v", out, err)
	}
}
