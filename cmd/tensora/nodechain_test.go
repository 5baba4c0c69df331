package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/tensora/tensora/chain"
)

// TestNodeChainExplicit: a node settles on a chain only when told, states
// its choice in one line, and --network none works beside a chain file.
func TestNodeChainExplicit(t *testing.T) {
	dir := t.TempDir()
	g := &globals{datadir: dir}
	// No chain file, no flags: no chain, said plainly.
	f, line, err := (&chainFlags{}).nodeChain(g)
	if err != nil || f != nil || line != "running without a chain" {
		t.Fatalf("bare datadir: %v %q %v", f, line, err)
	}
	cf := ChainFile{Network: "dev", ChainID: 1337, RPC: "http://127.0.0.1:1", Contracts: chain.Addresses{Escrow: common.HexToAddress("0x1"), Token: common.HexToAddress("0x2")}}
	b, _ := json.Marshal(cf)
	path := filepath.Join(dir, "chain-dev.json")
	if err := os.WriteFile(path, b, 0o600); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name    string
		flags   chainFlags
		chainID uint64 // 0: no chain
		want    string // in the start line
	}{
		// The datadir's chain file is not picked up, but the line names it and the fix.
		{"implicit", chainFlags{}, 0, "pass --chain-file " + path},
		// --network none runs without the chain the file describes, quietly.
		{"none", chainFlags{network: "none"}, 0, "running without a chain (--network none)"},
		// --chain-file joins it and the line says which chain and from where.
		{"file", chainFlags{file: path}, 1337, "chain dev (chain id 1337, from " + path + ")"},
	} {
		f, line, err := tc.flags.nodeChain(g)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if got := uint64(0); f != nil {
			got = f.ChainID
			if got != tc.chainID {
				t.Errorf("%s: chain id %d, want %d", tc.name, got, tc.chainID)
			}
		} else if tc.chainID != 0 {
			t.Errorf("%s: no chain, want %d", tc.name, tc.chainID)
		}
		if !strings.Contains(line, tc.want) {
			t.Errorf("%s: line %q lacks %q", tc.name, line, tc.want)
		}
		if tc.name == "none" && strings.Contains(line, "chain-dev.json") {
			t.Errorf("none: line %q still nags about the chain file", line)
		}
	}
	// A chain command told --network none refuses with the fix.
	if _, err := (&chainFlags{network: "none"}).load(g, true); err == nil || !strings.Contains(err.Error(), "--chain-file") {
		t.Errorf("required chain with --network none: %v", err)
	}
}
