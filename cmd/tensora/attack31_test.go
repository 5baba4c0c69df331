//go:build unix

package main

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"sync/atomic"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/tensora/tensora/api/apitypes"
	"github.com/tensora/tensora/chain"
)

// Review 31: a swap resolves Tensora's chain three times (its settlement,
// its payment network, its timing), and each asked the node running on
// the datadir anew. Whatever answers there (a node restarted on another
// chain, an impostor on a crashed node's port) could name one chain for
// the settlement and another for the swap timing: the swap would lock on
// one chain under the chain id and timelocks of another. A command now
// asks once and follows that answer.
func TestOneCommandFollowsOneAnswerOfTheRunningNode(t *testing.T) {
	files := t.TempDir()
	if err := os.Chmod(files, 0o700); err != nil {
		t.Fatal(err)
	}
	paths := make([]string, 2)
	for i, id := range []uint64{4242, 7777} {
		b, err := json.Marshal(ChainFile{Network: "deployed", ChainID: id, RPC: "http://127.0.0.1:1", Subnet: 1,
			Contracts: chain.Addresses{Token: common.Address{1}, Escrow: common.Address{0xee}}})
		if err != nil {
			t.Fatal(err)
		}
		paths[i] = filepath.Join(files, string(rune('a'+i))+".json")
		writeFile(t, paths[i], string(b))
		if err := os.Chmod(paths[i], 0o600); err != nil {
			t.Fatal(err)
		}
	}
	var which, asked atomic.Int64
	node := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/api/v1/info" {
			http.NotFound(w, r)
			return
		}
		asked.Add(1)
		_ = json.NewEncoder(w).Encode(apitypes.InfoResponse{API: "http://" + r.Host + "/", ChainFile: paths[which.Load()]})
	}))
	defer node.Close()
	dir := t.TempDir()
	writeFile(t, filepath.Join(dir, "api"), node.URL+"\n")

	g, cf, ctx := &globals{datadir: dir}, &chainFlags{}, context.Background()
	f, err := cf.resolve(ctx, g, true)
	if err != nil {
		t.Fatal(err)
	}
	before := asked.Load()
	which.Store(1) // the next answer names another chain
	n, err := g.toraNetwork(ctx, cf, fileConfig{})
	if err != nil {
		t.Fatal(err)
	}
	if n.ChainID != f.ChainID {
		t.Fatalf("one command settled on chain %d and took the swap timing of chain %d", f.ChainID, n.ChainID)
	}
	if a := asked.Load(); a != before {
		t.Fatalf("the running node was asked again (%d requests, %d before) in one command", a, before)
	}
}
