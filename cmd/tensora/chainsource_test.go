//go:build unix

package main

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/tensora/tensora/api/apitypes"
	"github.com/tensora/tensora/chain"
)

// TestChainFileOfAnImpostorNode (attack on chain commands that settle on
// the running node's chain): whatever answers at <datadir>/api's address
// (the node crashed, leaving the file, and another local user took its
// port) names, in GET /api/v1/info, a chain file it planted: the victim's
// next `escrow deposit` would approve and deposit TORA to the planter's
// "escrow" contract. A chain file named by the node is used only if no one
// else could have written it: the planted one's RPC is never dialed.
func TestChainFileOfAnImpostorNode(t *testing.T) {
	var dialed atomic.Int64
	rpc := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		dialed.Add(1)
		http.Error(w, "no chain here", http.StatusServiceUnavailable)
	}))
	defer rpc.Close()
	var named atomic.Value
	impostor := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/api/v1/info" {
			http.NotFound(w, r)
			return
		}
		_ = json.NewEncoder(w).Encode(apitypes.InfoResponse{API: "http://" + r.Host + "/", ChainFile: named.Load().(string)})
	}))
	defer impostor.Close()

	dir := t.TempDir()
	writeFile(t, filepath.Join(dir, "api"), impostor.URL+"\n")
	cf := ChainFile{Network: "planted", ChainID: 1337, RPC: rpc.URL, Subnet: 1,
		Contracts: chain.Addresses{Token: common.Address{1}, Escrow: common.Address{0xee}}}
	b, err := json.Marshal(cf)
	if err != nil {
		t.Fatal(err)
	}
	planted := t.TempDir()
	if err := os.Chmod(planted, 0o755); err != nil {
		t.Fatal(err)
	}
	plant := func(name string, mode os.FileMode) string {
		p := filepath.Join(planted, name)
		if err := os.WriteFile(p, b, 0o600); err != nil {
			t.Fatal(err)
		}
		if err := os.Chmod(p, mode); err != nil {
			t.Fatal(err)
		}
		return p
	}
	cases := []struct{ name, file, says string }{
		{"writable by others", plant("writable.json", 0o666), "lets others write it"},
		{"relative path", "chain.json", "not an absolute path"},
	}
	if os.Getuid() == 0 {
		// Root can give a file away as another user would have planted it.
		other := plant("others.json", 0o644)
		if err := os.Chown(other, 65534, 65534); err != nil {
			t.Fatal(err)
		}
		cases = append(cases, struct{ name, file, says string }{"another user's", other, "belongs to user 65534"})
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			named.Store(c.file)
			_, err := run(t, dir, "escrow", "deposit", "1")
			if err == nil || !strings.Contains(err.Error(), "not used") || !strings.Contains(err.Error(), c.says) {
				t.Fatalf("escrow deposit beside an impostor naming %s: %v", c.file, err)
			}
			if n := dialed.Load(); n != 0 {
				t.Fatalf("the planted chain file's RPC was dialed %d times", n)
			}
		})
	}
	// A chain file of this user's that others cannot write is the node's
	// chain: it is used (its RPC is dialed).
	named.Store(plant("mine.json", 0o600))
	if _, err := run(t, dir, "escrow", "deposit", "1"); err == nil || dialed.Load() == 0 {
		t.Fatalf("a private chain file named by the node was not used: %v (RPC dialed %d times)", err, dialed.Load())
	}
}

// Commands that only read which chain to name (a DID's chain id, the
// swap timing of Tensora's chain) follow the chain of the node running on
// the datadir, as escrow and earnings do, when none is named: beside a
// node on a deployed chain (no chain-dev.json in the datadir), `names did`
// named the embedded dev chain's id instead.
func TestReadsFollowTheRunningNodesChain(t *testing.T) {
	files := t.TempDir()
	if err := os.Chmod(files, 0o700); err != nil {
		t.Fatal(err)
	}
	cf := ChainFile{Network: "deployed", ChainID: 4242, RPC: "http://127.0.0.1:1", Subnet: 1,
		Contracts: chain.Addresses{Token: common.Address{1}, Escrow: common.Address{0xee}}}
	b, err := json.Marshal(cf)
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(files, "deployed.json")
	writeFile(t, path, string(b))
	if err := os.Chmod(path, 0o600); err != nil {
		t.Fatal(err)
	}
	node := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/api/v1/info" {
			http.NotFound(w, r)
			return
		}
		_ = json.NewEncoder(w).Encode(apitypes.InfoResponse{API: "http://" + r.Host + "/", ChainFile: path})
	}))
	defer node.Close()
	dir := t.TempDir()
	writeFile(t, filepath.Join(dir, "api"), node.URL+"\n")

	addr := "0x00000000000000000000000000000000000000a1"
	out, err := run(t, dir, "names", "did", addr)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out, "did:pkh:eip155:4242:"+addr) {
		t.Fatalf("names did beside a node on chain 4242:\n%s", out)
	}
	g := &globals{datadir: dir}
	n, err := g.toraNetwork(context.Background(), &chainFlags{}, fileConfig{})
	if err != nil || n.ChainID != 4242 {
		t.Fatalf("swap timing of Tensora's chain beside the node: chain %d, %v; want 4242", n.ChainID, err)
	}
	// Named explicitly, the datadir's own chain still wins.
	writeFile(t, filepath.Join(dir, "chain-dev.json"), strings.Replace(string(b), "4242", "1337", 1))
	if out, err := run(t, dir, "names", "did", addr); err != nil || !strings.Contains(out, "eip155:1337:") {
		t.Fatalf("names did with the datadir's chain file: %v\n%s", err, out)
	}
}
