package main

import (
	"crypto/sha256"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// The registry commands against an embedded chain serving JSON-RPC, as
// `chain dev` deploys it: publish (the file added to the store, hashed and
// recorded), versions by address and by .tora name, tags, deprecation, and
// deploy up to the point where the job is posted; refusals with one clear
// line (a version twice, upper case, a stranger's tag, a restricted model).
func TestModelsRegistryCommands(t *testing.T) {
	emb, chainFile, dirs, addrs := stakeChain(t, 2)
	alice, bob := dirs[0], dirs[1]
	cf := []string{"--chain-file", chainFile}
	// alice.tora, so references can name the owner (the commitment waits a
	// minute of chain time: move the clock while the command polls it).
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

	files := t.TempDir()
	model := filepath.Join(files, "resnet.onnx")
	modelBytes := []byte("not really onnx, but bytes with a hash")
	if err := os.WriteFile(model, modelBytes, 0o644); err != nil {
		t.Fatal(err)
	}
	out, err = run(t, alice, append([]string{"models", "publish", model, "--name", "resnet", "--version", "1.2.0", "--json"}, cf...)...)
	if err != nil {
		t.Fatalf("publish: %v\n%s", err, out)
	}
	var pub struct {
		Model, CID, Sha256, Format string
		Created                    bool
		Gas                        uint64
		Size                       int
	}
	if err := json.Unmarshal([]byte(out), &pub); err != nil || pub.Model != addrs[0].Hex()+"/resnet" || !pub.Created || pub.Format != "onnx" || pub.Size != len(modelBytes) ||
		pub.Sha256 != fmt.Sprintf("%x", sha256.Sum256(modelBytes)) {
		t.Fatalf("publish --json: %q (%v)", out, err)
	}
	// The CID is what models add gives for the same file.
	if out, err := run(t, alice, "models", "add", model); err != nil || !strings.HasPrefix(out, pub.CID+"\n") {
		t.Fatalf("models add: %q, %v; publish recorded %s", out, err, pub.CID)
	}
	if _, err := run(t, alice, append([]string{"models", "publish", model, "--name", "resnet", "--version", "1.3.0"}, cf...)...); err != nil {
		t.Fatal(err)
	}
	// Refusals.
	for _, tc := range []struct {
		what string
		dir  string
		args []string
		want string
	}{
		{"a version twice", alice, []string{"models", "publish", model, "--name", "resnet", "--version", "1.2.0"}, "published already"},
		{"a version that is not semver", alice, []string{"models", "publish", model, "--name", "resnet", "--version", "1.2"}, "MAJOR.MINOR.PATCH"},
		{"an upper-case name", alice, []string{"models", "publish", model, "--name", "ResNet", "--version", "1.0.0"}, "lower case only"},
		{"bob tagging alice's model", bob, []string{"models", "tag", "alice.tora/resnet@1.2.0", "stable"}, "does not own the model"},
		{"bob deprecating alice's version", bob, []string{"models", "deprecate", "alice.tora/resnet@1.2.0"}, "does not own the model"},
		{"an unknown model", bob, []string{"models", "versions", "alice.tora/nothing"}, "not found"},
	} {
		if out, err := run(t, tc.dir, append(tc.args, cf...)...); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %v (%q), want %q", tc.what, err, out, tc.want)
		}
	}
	if _, err := run(t, alice, append([]string{"models", "tag", "resnet@1.2.0", "stable"}, cf...)...); err != nil {
		t.Fatal(err)
	}
	if _, err := run(t, alice, append([]string{"models", "deprecate", "resnet@1.2.0", "--reason", "wrong normalisation"}, cf...)...); err != nil {
		t.Fatal(err)
	}
	out, err = run(t, bob, append([]string{"models", "versions", "alice.tora/resnet"}, cf...)...)
	if err != nil || !strings.Contains(out, "1.2.0") || !strings.Contains(out, "stable") || !strings.Contains(out, "deprecated: wrong normalisation") ||
		!strings.Contains(out, "latest") || !strings.Contains(out, pub.CID) {
		t.Fatalf("versions: %q, %v", out, err)
	}

	// deploy resolves the name, checks access and goes on to post the job
	// (which stops here for want of peers).
	input := filepath.Join(files, "x.safetensors")
	if err := os.WriteFile(input, []byte("input"), 0o644); err != nil {
		t.Fatal(err)
	}
	out, err = run(t, bob, append([]string{"models", "deploy", "alice.tora/resnet@stable", "--input", input, "--fee", "1"}, cf...)...)
	if !strings.Contains(out, "deploying alice.tora/resnet@stable: version 1.2.0, ipfs://"+pub.CID) || err == nil || !strings.Contains(err.Error(), "no peers to reach") {
		t.Fatalf("deploy: %q, %v", out, err)
	}
	// A restricted model: bob, without RETRIEVE on its subnet, is refused
	// before anything is posted; its owner goes on.
	// Its subnet: alice's subnet 2, allowlisted (the deployment's SubnetACL).
	createSubnet(t, emb, chainFile)
	if _, err := run(t, alice, append([]string{"acl", "mode", "2", "allowlist"}, cf...)...); err != nil {
		t.Fatal(err)
	}
	if _, err := run(t, alice, append([]string{"models", "publish", model, "--name", "secret", "--version", "0.1.0", "--restricted-subnet", "2"}, cf...)...); err != nil {
		t.Fatal(err)
	}
	out, err = run(t, bob, append([]string{"models", "deploy", "alice.tora/secret@0.1.0", "--input", input, "--fee", "1"}, cf...)...)
	if err == nil || !strings.Contains(err.Error(), "refused: "+addrs[1].Hex()+" lacks RETRIEVE on subnet 2") || strings.Contains(out, "deploying") {
		t.Fatalf("bob deployed a restricted model: %q, %v", out, err)
	}
	if _, err := run(t, bob, append([]string{"models", "versions", "alice.tora/secret"}, cf...)...); err == nil || !strings.Contains(err.Error(), "lacks RETRIEVE on subnet 2") {
		t.Fatalf("bob listed a restricted model: %v", err)
	}
	out, err = run(t, alice, append([]string{"models", "deploy", "secret", "--input", input, "--fee", "1"}, cf...)...)
	if !strings.Contains(out, "deploying") || err == nil || !strings.Contains(err.Error(), "no peers to reach") {
		t.Fatalf("the owner's deploy: %q, %v", out, err)
	}
	// Two-step transfer: bob cannot take what was not offered; offered, he accepts.
	if _, err := run(t, bob, append([]string{"models", "accept", "alice.tora/secret"}, cf...)...); err == nil || !strings.Contains(err.Error(), "not offered to this wallet") {
		t.Fatalf("bob accepted a model never offered: %v", err)
	}
	if _, err := run(t, alice, append([]string{"models", "transfer", "secret", addrs[1].Hex()}, cf...)...); err != nil {
		t.Fatal(err)
	}
	if out, err := run(t, bob, append([]string{"models", "accept", "alice.tora/secret"}, cf...)...); err != nil || !strings.Contains(out, "now owned by "+addrs[1].Hex()) {
		t.Fatalf("accept: %q, %v", out, err)
	}
	if _, err := run(t, bob, append([]string{"models", "visibility", "alice.tora/secret", "public"}, cf...)...); err != nil {
		t.Fatal(err)
	}
	if _, err := run(t, alice, append([]string{"models", "visibility", "secret", "restricted", "--subnet", "2"}, cf...)...); err == nil || !strings.Contains(err.Error(), "does not own the model") {
		t.Fatalf("the old owner restricted the model: %v", err)
	}
}
