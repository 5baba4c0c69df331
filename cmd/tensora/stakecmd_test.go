package main

import (
	"context"
	"crypto/ecdsa"
	"encoding/hex"
	"encoding/json"
	"math/big"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/tensora/tensora/chain"
	"github.com/tensora/tensora/chain/backend"
	"github.com/tensora/tensora/chain/bindings"
	"github.com/tensora/tensora/chain/staking"
	"github.com/tensora/tensora/types/tora"
)

// stakeChain starts an embedded dev chain serving JSON-RPC, deploys the
// contracts as `chain dev` does, writes the chain file and imports dev
// account i's key into datadir dirs[i].
func stakeChain(t *testing.T, accounts int) (emb *backend.Embedded, chainFile string, dirs []string, addrs []common.Address) {
	t.Helper()
	t.Setenv("TENSORA_PASSWORD", "stake test")
	var keys []*ecdsa.PrivateKey
	alloc := map[common.Address]*big.Int{}
	for i := 0; i < accounts; i++ {
		k := devKey(i)
		keys = append(keys, k)
		a := crypto.PubkeyToAddress(k.PublicKey)
		addrs = append(addrs, a)
		alloc[a] = new(big.Int).Mul(big.NewInt(1000), tora.One())
	}
	emb, err := backend.NewEmbedded(backend.EmbeddedConfig{Alloc: alloc, BlockInterval: 100 * time.Millisecond, HTTPAddr: "127.0.0.1:0"})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { emb.Close() })
	f, err := deployDev(context.Background(), emb.Client(), keys, time.Minute, devGovernance(time.Minute, time.Minute, 2*time.Minute))
	if err != nil {
		t.Fatal(err)
	}
	f.RPC = emb.URL()
	chainFile = filepath.Join(t.TempDir(), "chain-dev.json")
	b, _ := json.Marshal(f)
	if err := os.WriteFile(chainFile, b, 0o600); err != nil {
		t.Fatal(err)
	}
	for _, k := range keys {
		dir := t.TempDir()
		if _, err := run(t, dir, "wallet", "import", hex.EncodeToString(crypto.FromECDSA(k))); err != nil {
			t.Fatal(err)
		}
		dirs = append(dirs, dir)
	}
	return emb, chainFile, dirs, addrs
}

func weiString(n int64) string { return tora.Whole(n).String() }

// sharesString is n whole stTORA in share units (24 decimals), what n TORA buy at par.
func sharesString(n int64) string {
	v, _ := staking.ParseShares(strconv.FormatInt(n, 10))
	return v.String()
}

func TestStakeLifecycle(t *testing.T) {
	emb, cfile, dirs, addrs := stakeChain(t, 2)
	opDir, delDir := dirs[0], dirs[1]
	op, del := addrs[0], addrs[1]
	stake := func(dir string, args ...string) (string, error) {
		t.Helper()
		return run(t, dir, append(append([]string{"stake"}, args...), "--chain-file", cfile)...)
	}
	jsonOf := func(out string, err error) map[string]any {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
		var m map[string]any
		if err := json.Unmarshal([]byte(out), &m); err != nil {
			t.Fatalf("--json output does not parse: %v in %q", err, out)
		}
		return m
	}

	// Register as a validator with a 200 TORA self-stake.
	reg := jsonOf(stake(opDir, "operator-register", "--role", "validator", "--amount", "200", "--json"))
	if reg["role"] != "validator" || reg["self_stake_wei"] != weiString(200) || reg["shares"] != sharesString(200) || reg["operator"] != op.Hex() {
		t.Fatalf("register: %v", reg)
	}
	vault, _ := reg["vault"].(string)
	if !common.IsHexAddress(vault) || common.HexToAddress(vault) == (common.Address{}) {
		t.Fatalf("register: vault %q", vault)
	}
	// Registering twice is refused before anything is sent.
	if _, err := stake(opDir, "operator-register", "--role", "miner", "--amount", "1"); err == nil || !strings.Contains(err.Error(), "already registered as a validator") {
		t.Fatalf("second register: %v", err)
	}

	// Status shows the stake, as text and JSON.
	out, err := stake(opDir, "status")
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("stake status:\n%s", out)
	for _, want := range []string{op.Hex(), "validator", "bonded stake  200 TORA", vault, "share price 1 TORA", "subnet 1 minimum met: yes"} {
		if !strings.Contains(out, want) {
			t.Fatalf("status lacks %q:\n%s", want, out)
		}
	}
	st := jsonOf(stake(delDir, "status", op.Hex(), "--json"))
	if st["bonded_wei"] != weiString(200) || st["meets_minimum"] != true || st["own_shares"] != sharesString(200) || st["vault"] != vault {
		t.Fatalf("status --json: %v", st)
	}

	// Delegate 50 TORA from a second account.
	d := jsonOf(stake(delDir, "delegate", op.Hex(), "50", "--json"))
	if d["shares"] != sharesString(50) || d["assets_wei"] != weiString(50) || d["delegator"] != del.Hex() {
		t.Fatalf("delegate: %v", d)
	}
	st = jsonOf(stake(delDir, "status", "--json"))
	if ds, _ := st["delegations"].([]any); len(ds) != 1 || st["role"] != "none" {
		t.Fatalf("delegator status: %v", st)
	}

	// Delegating to an address that is not an operator is refused clearly.
	_, err = stake(delDir, "delegate", del.Hex(), "5")
	if err == nil || !strings.Contains(err.Error(), del.Hex()+" is not a registered operator: nothing to delegate to") {
		t.Fatalf("delegate to non-operator: %v", err)
	}

	// Undelegate everything.
	u := jsonOf(stake(delDir, "undelegate", op.Hex(), "all", "--json"))
	if u["request_id"] != "1" || u["shares"] != sharesString(50) || u["value_wei"] != weiString(50) {
		t.Fatalf("undelegate: %v", u)
	}
	st = jsonOf(stake(delDir, "status", op.Hex(), "--json"))
	if st["bonded_wei"] != weiString(200) || st["unbonding_wei"] != weiString(50) {
		t.Fatalf("operator status after undelegate: %v", st)
	}
	st = jsonOf(stake(delDir, "status", "--json"))
	if reqs, _ := st["unbonding_requests"].([]any); len(reqs) != 1 || reqs[0].(map[string]any)["matured"] != false {
		t.Fatalf("delegator status after undelegate: %v", st)
	}
	if _, err := stake(delDir, "undelegate", op.Hex(), "all"); err == nil || !strings.Contains(err.Error(), "holds no shares") {
		t.Fatalf("undelegate with no shares: %v", err)
	}

	// Withdrawing before maturity is refused with the date; another
	// account's request is refused too.
	_, err = stake(delDir, "withdraw", "1")
	if err == nil || !strings.Contains(err.Error(), "unbonding request 1 matures at ") || !regexp.MustCompile(` UTC \(in (6d23h|7d0h)\)$`).MatchString(err.Error()) {
		t.Fatalf("early withdraw: %v", err)
	}
	if _, err := stake(opDir, "withdraw", "1"); err == nil || !strings.Contains(err.Error(), "belongs to "+del.Hex()) {
		t.Fatalf("withdraw of another's request: %v", err)
	}
	if _, err := stake(delDir, "withdraw", "7"); err == nil || !strings.Contains(err.Error(), "no pending unbonding request 7") {
		t.Fatalf("withdraw of an unknown request: %v", err)
	}

	// After the unbonding period it pays out.
	if err := emb.AdjustTime(chain.DefaultUnbondingPeriod + time.Minute); err != nil {
		t.Fatal(err)
	}
	w := jsonOf(stake(delDir, "withdraw", "1", "--json"))
	if w["assets_wei"] != weiString(50) || w["operator"] != op.Hex() {
		t.Fatalf("withdraw: %v", w)
	}
	out, err = stake(delDir, "status")
	if err != nil || !strings.Contains(out, "no pending unbonding requests") || !strings.Contains(out, "role          none") {
		t.Fatalf("status after withdraw: %q %v", out, err)
	}
}

func TestStakeBadInput(t *testing.T) {
	dir := t.TempDir()
	addr := "0x2c7536E3605D9C16a7a3D7b1898e529396a65c23"
	cases := []struct {
		name string
		args []string
		want string
	}{
		{"bad role", []string{"operator-register", "--role", "oracle", "--amount", "1"}, `--role "oracle"`},
		{"no amount", []string{"operator-register", "--role", "miner"}, "--amount"},
		{"negative amount", []string{"operator-register", "--role", "miner", "--amount", "-3"}, "positive number of TORA"},
		{"bad operator", []string{"delegate", "0xnope", "5"}, `operator "0xnope"`},
		{"bad amount", []string{"delegate", addr, "lots"}, `amount "lots"`},
		{"bad shares", []string{"undelegate", addr, "some"}, `shares "some"`},
		{"bad request id", []string{"withdraw", "abc"}, `request id "abc"`},
		{"zero request id", []string{"withdraw", "0"}, `request id "0"`},
		{"bad status address", []string{"status", "bob"}, `address "bob"`},
		{"no chain", []string{"status", addr}, "tensora chain dev"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := run(t, dir, append([]string{"stake"}, c.args...)...)
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("got %v, want an error mentioning %q", err, c.want)
			}
		})
	}
}

// TestStakeExplainsReverts: a revert that reaches the CLI (the state
// changed between the checks and the transaction) is explained in words.
func TestStakeExplainsReverts(t *testing.T) {
	a := common.HexToAddress("0x2c7536E3605D9C16a7a3D7b1898e529396a65c23")
	ab := bindings.NewStaking().GetABI()
	pack := func(name string, args ...any) error {
		e := ab.Errors[name]
		data, err := e.Inputs.Pack(args...)
		if err != nil {
			t.Fatal(err)
		}
		re, ok := chain.DecodeRevertData(append(append([]byte{}, e.ID[:4]...), data...), nil)
		if !ok {
			t.Fatalf("%s: not decoded", name)
		}
		return re
	}
	at := time.Date(2026, 12, 9, 17, 0, 0, 0, time.UTC)
	now := at.Add(-(6*24*time.Hour + 23*time.Hour + 5*time.Minute))
	cases := []struct {
		err       error
		nothingTo string
		want      string
	}{
		{pack("NotOperator", a), "nothing to delegate to", "delegate: " + a.Hex() + " is not a registered operator: nothing to delegate to"},
		{pack("NotMatured", big.NewInt(3), uint64(at.Unix()), big.NewInt(now.Unix())), "", "delegate: unbonding request 3 matures at 2026-12-09 17:00 UTC (in 6d23h)"},
		{pack("SelfStakeTooLow", uint8(2), big.NewInt(1), new(big.Int).Mul(big.NewInt(100), tora.One())), "", "delegate: a validator needs a self-stake of at least 100 TORA, not 0.000000000000000001"},
		{pack("NotRequestOwner", big.NewInt(3), a), "", "only its owner may withdraw it"},
		{pack("SharesBelowMinimum", new(big.Int).Mul(big.NewInt(4e6), tora.One()), new(big.Int).Mul(big.NewInt(5e6), tora.One())), "", "delegate: the delegation would mint 4 stTORA, fewer than the 5 accepted"},
	}
	for _, c := range cases {
		got := explainStake("delegate", c.err, c.nothingTo)
		if !strings.Contains(got.Error(), c.want) {
			t.Errorf("got %q, want %q", got, c.want)
		}
	}
}
