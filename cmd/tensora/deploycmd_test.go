package main

import (
	"context"
	"encoding/hex"
	"encoding/json"
	"errors"
	"math/big"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/tensora/tensora/chain"
	"github.com/tensora/tensora/chain/backend"
	"github.com/tensora/tensora/chain/gethdev"
	"github.com/tensora/tensora/types/tora"
)

// deployTarget is an embedded chain serving JSON-RPC with devKey(0) rich
// and devKey(1) holding a few wei, and a datadir per key with that key
// imported.
func deployTarget(t *testing.T) (emb *backend.Embedded, rich, poor string) {
	t.Helper()
	t.Setenv("TENSORA_PASSWORD", "deploy test")
	alloc := map[common.Address]*big.Int{
		crypto.PubkeyToAddress(devKey(0).PublicKey): tora.Whole(1000),
		crypto.PubkeyToAddress(devKey(1).PublicKey): big.NewInt(1000),
	}
	emb, err := backend.NewEmbedded(backend.EmbeddedConfig{Alloc: alloc, BlockInterval: 100 * time.Millisecond, HTTPAddr: "127.0.0.1:0"})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { emb.Close() })
	var dirs []string
	for i := 0; i < 2; i++ {
		dir := t.TempDir()
		if _, err := run(t, dir, "wallet", "import", hex.EncodeToString(crypto.FromECDSA(devKey(i)))); err != nil {
			t.Fatal(err)
		}
		dirs = append(dirs, dir)
	}
	return emb, dirs[0], dirs[1]
}

// `chain deploy` deploys every contract with a progress line each, writes
// the chain file and a [networks.NAME] entry that keeps config.toml's
// other content, after which --network NAME and --chain-file settle on
// it; a second deploy is refused unless --force, which replaces both.
func TestChainDeploy(t *testing.T) {
	emb, dir, _ := deployTarget(t)
	me := crypto.PubkeyToAddress(devKey(0).PublicKey)
	cfgPath := filepath.Join(dir, "config.toml")
	if err := os.WriteFile(cfgPath, []byte("# my node\nlog_level = \"debug\"\n\n[networks.other]\nrpc = \"http://127.0.0.1:1\"\nchain_id = 5\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	deploy := func(extra ...string) (string, error) {
		return run(t, dir, append([]string{"chain", "deploy", "--rpc", emb.URL(), "--chain-id", "1337", "--name", "staging",
			"--challenge-window", "30s", "--mint", me.Hex() + "=5"}, extra...)...)
	}
	out, err := deploy()
	if err != nil {
		t.Fatalf("deploy: %v\n%s", err, out)
	}
	for _, name := range chain.ContractNames {
		if !strings.Contains(out, "\n"+name+" ") {
			t.Errorf("no progress line for %s:\n%s", name, out)
		}
	}
	// The contracts, the subnet's creation and handover, then the admin's
	// five roles granted to governance, TORA handed to it, the five renounced.
	if strings.Count(out, " tx 0x") != len(chain.ContractNames)+2+11 || !strings.Contains(out, "--network staging") ||
		!strings.Contains(out, "holds every admin role; "+me.Hex()+" holds none") {
		t.Errorf("output:\n%s", out)
	}
	var f ChainFile
	b, err := os.ReadFile(filepath.Join(dir, "chain-staging.json"))
	if err != nil || json.Unmarshal(b, &f) != nil {
		t.Fatalf("chain file: %v %s", err, b)
	}
	if f.Network != "staging" || f.ChainID != backend.DevChainID || f.RPC != emb.URL() || f.Subnet != 1 || f.Contracts.Escrow == (common.Address{}) || len(f.Accounts) != 0 {
		t.Fatalf("chain file %+v", f)
	}
	cfg, _ := os.ReadFile(cfgPath)
	fc, err := parseTOMLConfig(cfgPath, cfg)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(string(cfg), "# my node\n") || fc.LogLevel != "debug" || fc.Networks["other"].ChainID != 5 ||
		fc.Networks["staging"].Contracts != f.Contracts || fc.Networks["staging"].RPC != emb.URL() || fc.Networks["staging"].ChainID != backend.DevChainID {
		t.Fatalf("config.toml:\n%s", cfg)
	}
	// Nodes and commands settle on it by name or by file: the minted TORA
	// is in the wallet.
	for _, sel := range [][]string{{"--network", "staging"}, {"--chain-file", filepath.Join(dir, "chain-staging.json")}} {
		out, err := run(t, dir, append([]string{"escrow", "balance"}, sel...)...)
		if err != nil || !strings.Contains(out, "wallet 5 TORA") {
			t.Errorf("escrow balance %v: %q %v", sel, out, err)
		}
	}

	// Again: config.toml has the network; under another name, the chain
	// file's contracts are on the chain.
	if _, err := deploy(); err == nil || !strings.Contains(err.Error(), "already has [networks.staging]") || !strings.Contains(err.Error(), "--force") {
		t.Fatalf("second deploy: %v", err)
	}
	_, err = run(t, dir, "chain", "deploy", "--rpc", emb.URL(), "--name", "again", "--out", filepath.Join(dir, "chain-staging.json"))
	if err == nil || !strings.Contains(err.Error(), "already deployed on this chain (TORA at "+f.Contracts.Token.Hex()) {
		t.Fatalf("deploy over the chain file: %v", err)
	}
	if out, err := deploy("--force"); err != nil {
		t.Fatalf("--force: %v\n%s", err, out)
	}
	cfg, _ = os.ReadFile(cfgPath)
	if fc, err = parseTOMLConfig(cfgPath, cfg); err != nil {
		t.Fatal(err)
	}
	b, _ = os.ReadFile(filepath.Join(dir, "chain-staging.json"))
	var g ChainFile
	_ = json.Unmarshal(b, &g)
	if g.Contracts.Token == f.Contracts.Token || fc.Networks["staging"].Contracts != g.Contracts || strings.Count(string(cfg), "[networks.staging]") != 1 ||
		fc.Networks["other"].ChainID != 5 {
		t.Fatalf("after --force: chain file %+v, config.toml:\n%s", g, cfg)
	}
}

// What can go wrong before anything is sent says so in a line.
func TestChainDeployRefusals(t *testing.T) {
	emb, rich, poor := deployTarget(t)
	for _, tc := range []struct {
		name string
		dir  string
		args []string
		want string
	}{
		{"unreachable", rich, []string{"--rpc", "http://127.0.0.1:1"}, "did not answer eth_chainId"},
		{"wrong chain", rich, []string{"--rpc", emb.URL(), "--chain-id", "10"}, "wrong chain id"},
		{"no gas", poor, []string{"--rpc", emb.URL()}, "not enough gas money"},
		{"no rpc", rich, nil, "--rpc"},
		{"bad name", rich, []string{"--rpc", emb.URL(), "--name", "dev"}, "--name \"dev\""},
		{"bad mint", rich, []string{"--rpc", emb.URL(), "--mint", "0x12=5"}, "want ADDRESS=TORA"},
		{"window over governance's", rich, []string{"--rpc", emb.URL(), "--timelock-delay", "1m", "--challenge-window", "2m"}, "longer than governance allows"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := run(t, tc.dir, append([]string{"chain", "deploy"}, tc.args...)...)
			if err == nil || !strings.Contains(err.Error(), tc.want) || strings.Contains(err.Error(), "\n") {
				t.Fatalf("err %v, want one line with %q", err, tc.want)
			}
		})
	}
	if _, err := os.Stat(filepath.Join(poor, "chain-deployed.json")); err == nil {
		t.Error("a refused deployment wrote a chain file")
	}
	n, err := emb.Client().PendingNonceAt(context.Background(), crypto.PubkeyToAddress(devKey(1).PublicKey))
	if err != nil || n != 0 {
		t.Errorf("the poor account sent %d transactions (%v)", n, err)
	}
}

// `chain deploy` against a real node (geth --dev, `make setup-geth`): the
// contracts land on geth, and the network entry it writes carries stake
// and escrow commands there.
func TestChainDeployOnGeth(t *testing.T) {
	if _, err := gethdev.Find(); errors.Is(err, gethdev.ErrNotBuilt) {
		t.Skipf("%v", err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	g, err := gethdev.Start(ctx, gethdev.Config{})
	if err != nil {
		t.Fatal(err)
	}
	defer g.Close()
	t.Setenv("TENSORA_PASSWORD", "geth deploy")
	me := crypto.PubkeyToAddress(devKey(0).PublicKey)
	if err := g.Fund(ctx, tora.Whole(10), me); err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	if _, err := run(t, dir, "wallet", "import", hex.EncodeToString(crypto.FromECDSA(devKey(0)))); err != nil {
		t.Fatal(err)
	}
	out, err := run(t, dir, "chain", "deploy", "--rpc", g.URL, "--ws", g.WSURL, "--chain-id", strconv.FormatUint(g.ChainID, 10),
		"--name", "geth", "--challenge-window", "10s", "--mint", me.Hex()+"=500")
	if err != nil {
		t.Fatalf("deploy: %v\n%s", err, out)
	}
	t.Log("\n" + out)
	if strings.Count(out, " tx 0x") != len(chain.ContractNames)+2+11 {
		t.Fatalf("progress:\n%s", out)
	}
	var f ChainFile
	b, _ := os.ReadFile(filepath.Join(dir, "chain-geth.json"))
	if err := json.Unmarshal(b, &f); err != nil || f.WS != g.WSURL || f.ChainID != g.ChainID {
		t.Fatalf("chain file %s (%v)", b, err)
	}
	if code, err := g.Client().CodeAt(ctx, f.Contracts.Staking, nil); err != nil || len(code) == 0 {
		t.Fatalf("no Staking on geth at %s (%v)", f.Contracts.Staking.Hex(), err)
	}
	// Staking and escrow through the network entry, on geth.
	if out, err := run(t, dir, "stake", "operator-register", "--role", "miner", "--amount", "200", "--network", "geth"); err != nil {
		t.Fatalf("operator-register: %v\n%s", err, out)
	}
	if out, err := run(t, dir, "escrow", "deposit", "50", "--network", "geth"); err != nil || !strings.Contains(out, "escrow 50 TORA free") || !strings.Contains(out, "wallet 250 TORA") {
		t.Fatalf("escrow deposit: %v\n%s", err, out)
	}
	out, err = run(t, dir, "stake", "status", "--network", "geth", "--json")
	if err != nil {
		t.Fatal(err)
	}
	var st map[string]any
	if err := json.Unmarshal([]byte(out), &st); err != nil || st["role"] != "miner" || st["bonded_wei"] != tora.Whole(200).String() || st["meets_minimum"] != true {
		t.Fatalf("stake status: %v %s", err, out)
	}
}
