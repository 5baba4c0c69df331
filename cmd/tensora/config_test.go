package main

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/spf13/cobra"
)

// runFull executes the CLI in-process and returns stdout, stderr and the
// error.
func runFull(t *testing.T, datadir string, args ...string) (string, string, error) {
	t.Helper()
	cmd := newRoot()
	var out, errb bytes.Buffer
	cmd.SetOut(&out)
	cmd.SetErr(&errb)
	cmd.SetArgs(append([]string{"--datadir", datadir, "--light-kdf"}, args...))
	err := cmd.ExecuteContext(context.Background())
	return out.String(), errb.String(), err
}

func writeFile(t *testing.T, path, body string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(body), 0o600); err != nil {
		t.Fatal(err)
	}
}

// shown runs `config show --json` and returns its rows by key.
func shown(t *testing.T, dir string, args ...string) map[string]shownSetting {
	t.Helper()
	out, _, err := runFull(t, dir, append([]string{"config", "show", "--json"}, args...)...)
	if err != nil {
		t.Fatalf("config show: %v", err)
	}
	var doc struct {
		Settings []shownSetting `json:"settings"`
	}
	if err := json.Unmarshal([]byte(out), &doc); err != nil {
		t.Fatalf("config show --json: %v in %q", err, out)
	}
	rows := map[string]shownSetting{}
	for _, r := range doc.Settings {
		rows[r.Key] = r
	}
	if len(rows) != len(settings) {
		t.Fatalf("config show listed %d keys, want %d", len(rows), len(settings))
	}
	return rows
}

func TestConfigPrecedence(t *testing.T) {
	dir := t.TempDir()
	writeFile(t, filepath.Join(dir, configFileName), `
log_format = "json"
log_level = "warn"
listen = ["/ip4/127.0.0.1/tcp/4101"]
bid_window = "1s"
`)
	cases := []struct {
		name   string
		env    map[string]string
		args   []string
		key    string
		value  string // displayValue of the effective value
		source string
	}{
		// Nothing sets api: the default.
		{"default", nil, nil, "api", defaultAPIAddr, srcDefault},
		// The file beats the default.
		{"file", nil, nil, "log_level", "warn", srcFile},
		// The environment beats the file.
		{"env over file", map[string]string{"TENSORA_LOG_LEVEL": "debug"}, nil, "log_level", "debug", srcEnv},
		// A flag beats the environment and the file.
		{"flag over env", map[string]string{"TENSORA_LOG_FORMAT": "json"}, []string{"--log-format", "text"}, "log_format", "text", srcFlag},
		// Lists come from the environment comma-separated.
		{"env list", map[string]string{"TENSORA_LISTEN": "/ip4/127.0.0.1/tcp/4201,/ip4/127.0.0.1/udp/4201/quic-v1"}, nil, "listen", "/ip4/127.0.0.1/tcp/4201, /ip4/127.0.0.1/udp/4201/quic-v1", srcEnv},
		// The environment sets keys the file lacks.
		{"env over default", map[string]string{"TENSORA_API": "127.0.0.1:6000"}, nil, "api", "127.0.0.1:6000", srcEnv},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			for k, v := range c.env {
				t.Setenv(k, v)
			}
			r := shown(t, dir, c.args...)[c.key]
			if got := displayValue(jsonRoundTrip(t, r.Value)); got != c.value || r.Source != c.source {
				t.Fatalf("%s = %q from %s, want %q from %s", c.key, got, r.Source, c.value, c.source)
			}
		})
	}
}

// jsonRoundTrip turns a decoded JSON value back into the types
// displayValue knows ([]string for lists of strings).
func jsonRoundTrip(t *testing.T, v any) any {
	if l, ok := v.([]any); ok {
		var out []string
		for _, e := range l {
			s, ok := e.(string)
			if !ok {
				return v
			}
			out = append(out, s)
		}
		return out
	}
	return v
}

// The node's own merge (flags > env > file) agrees with config show.
func TestNodeConfigPrecedence(t *testing.T) {
	dir := t.TempDir()
	writeFile(t, filepath.Join(dir, configFileName), "listen = [\"/ip4/127.0.0.1/tcp/4101\"]\nbid_window = \"1s\"\nsubnets = [2]\n")
	t.Setenv("TENSORA_LISTEN", "/ip4/127.0.0.1/tcp/4201")
	t.Setenv("TENSORA_SUBNETS", "3,4")
	g := &globals{datadir: dir}
	f := &nodeFlags{}
	cmd := &cobra.Command{Use: "start"}
	f.register(cmd, peerAnyRole)
	if err := cmd.ParseFlags([]string{"--subnet", "5"}); err != nil {
		t.Fatal(err)
	}
	c, err := g.nodeConfig(cmd, f)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(c.P2P.ListenAddrs, []string{"/ip4/127.0.0.1/tcp/4201"}) {
		t.Errorf("listen %v: want the environment's over the file's", c.P2P.ListenAddrs)
	}
	if !slices.Equal(c.Subnets, []uint64{5}) {
		t.Errorf("subnets %v: want the flag's over the environment's", c.Subnets)
	}
	if c.BidWindow.String() != "1s" {
		t.Errorf("bid window %s: want the file's 1s", c.BidWindow)
	}
}

func TestConfigErrorsNameKeyAndLine(t *testing.T) {
	cases := []struct {
		name string
		body string
		want []string // substrings of the error
	}{
		// A misspelt top-level key: its name and line.
		{"unknown key", "listen = []\n\nlistne = [\"x\"]\n", []string{"config.toml:3:", `unknown key "listne"`}},
		// Unknown keys inside tables are named with their path.
		{"unknown nested key", "[networks.sepolia]\nrpc = \"http://x\"\nchainid = 11155111\n", []string{"config.toml:3:", `"networks.sepolia.chainid"`}},
		// A string where a boolean belongs.
		{"wrong type", "subnets = [1]\nmdns = \"yes\"\n", []string{"config.toml:2:", `key "mdns" has the wrong type`, "true or false"}},
		// A string where an integer belongs, inside a table.
		{"wrong nested type", "[networks.x]\nchain_id = \"one\"\n", []string{"config.toml:2:", `"networks.x.chain_id"`, "wrong type"}},
		// A list of strings given as one string.
		{"list as string", "listen = \"/ip4/0.0.0.0/tcp/4001\"\n", []string{"config.toml:1:", `"listen"`, "list of strings"}},
		// Negative subnet ids do not fit.
		{"negative", "subnets = [-1]\n", []string{"config.toml:1:", `"subnets"`}},
		// TOML syntax errors carry the position too.
		{"syntax", "mdns = \n", []string{"config.toml:1:"}},
		// Values of the right type but no meaning.
		{"bad value", "log_format = \"xml\"\n", []string{"log_format", "text or json"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			writeFile(t, filepath.Join(dir, configFileName), c.body)
			_, _, err := runFull(t, dir, "config", "show")
			if err == nil {
				t.Fatal("config show accepted a broken config")
			}
			for _, w := range c.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("error %q does not mention %q", err, w)
				}
			}
			// Commands that need the config refuse to run; the error is
			// a failure, not a usage error.
			_, _, err = runFull(t, dir, "wallet", "list")
			if code, _ := exitCode(err, false); err == nil || code != exitFailure {
				t.Errorf("wallet list with a broken config: %v (exit %d), want exit %d", err, code, exitFailure)
			}
		})
	}
}

func TestConfigEnvBadValueNamesVariable(t *testing.T) {
	t.Setenv("TENSORA_MDNS", "maybe")
	_, _, err := runFull(t, t.TempDir(), "config", "show")
	if err == nil || !strings.Contains(err.Error(), "TENSORA_MDNS") {
		t.Fatalf("got %v, want an error naming TENSORA_MDNS", err)
	}
}

func TestConfigShowText(t *testing.T) {
	dir := t.TempDir()
	writeFile(t, filepath.Join(dir, configFileName), "price_tora = \"2.5\"\n")
	t.Setenv("TENSORA_NETWORK", "dev")
	out, _, err := runFull(t, dir, "config", "show", "--log-level", "debug")
	if err != nil {
		t.Fatal(err)
	}
	for _, line := range [][]string{
		{"config file:", filepath.Join(dir, configFileName)},
		{"price_tora", "2.5", "file"},
		{"network", "dev", "env TENSORA_NETWORK"},
		{"log_level", "debug", "flag --log-level"},
		{"api", defaultAPIAddr, "default"},
	} {
		if !hasLine(out, line...) {
			t.Errorf("no line with %q in:\n%s", line, out)
		}
	}
}

func hasLine(out string, parts ...string) bool {
	for _, l := range strings.Split(out, "\n") {
		ok := true
		for _, p := range parts {
			ok = ok && strings.Contains(l, p)
		}
		if ok {
			return true
		}
	}
	return false
}

func TestConfigInitWritesDefaultsAndRefusesOverwrite(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "fresh")
	out, _, err := runFull(t, dir, "config", "path")
	if err != nil || strings.TrimSpace(out) != filepath.Join(dir, configFileName) {
		t.Fatalf("config path: %q %v", out, err)
	}
	if _, _, err := runFull(t, dir, "config", "init"); err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(filepath.Join(dir, configFileName))
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range settings {
		if !strings.Contains(string(b), "# "+s.Key) && !strings.Contains(string(b), "# ["+s.Key) && !strings.Contains(string(b), "# [[") {
			t.Errorf("config init does not mention %s", s.Key)
		}
	}
	// Every key is commented out, so the file reads as all defaults; and
	// each commented line is valid TOML once uncommented.
	for key, r := range shown(t, dir) {
		if r.Source != srcDefault {
			t.Errorf("%s from %s after init, want default", key, r.Source)
		}
	}
	var uncommented strings.Builder
	for _, l := range strings.Split(string(b), "\n") {
		if k, _, ok := strings.Cut(strings.TrimPrefix(l, "# "), " = "); ok && strings.HasPrefix(l, "# ") && !strings.Contains(k, " ") && !strings.Contains(k, `"`) {
			if _, known := settingFor(k); known {
				uncommented.WriteString(strings.TrimPrefix(l, "# ") + "\n")
			}
		}
	}
	if _, err := parseTOMLConfig("uncommented", []byte(uncommented.String())); err != nil {
		t.Errorf("the defaults config init shows do not parse: %v\n%s", err, uncommented.String())
	}
	if _, _, err := runFull(t, dir, "config", "init"); err == nil || !strings.Contains(err.Error(), "already exists") {
		t.Fatalf("second init: %v, want a refusal to overwrite", err)
	}
}

func TestLegacyConfigJSONReadAndMigrated(t *testing.T) {
	dir := t.TempDir()
	writeFile(t, filepath.Join(dir, legacyConfigFileName), `{
  "listen": ["/ip4/127.0.0.1/tcp/4301"],
  "subnets": [1, 2],
  "mdns": true,
  "price_tora": "0.5",
  "stake_tora": {"0x2c7536E3605D9C16a7a3D7b1898e529396a65c23": "100"},
  "declared_accelerators": [{"Name": "MI300X", "Vendor": "amd", "VRAMBytes": 206158430208}],
  "bid_window": "500ms",
  "network": "mine",
  "networks": {"mine": {"rpc": "http://127.0.0.1:9", "chain_id": 7, "subnet": 1,
    "contracts": {"token": "0x2c7536E3605D9C16a7a3D7b1898e529396a65c23", "escrow": "0x0000000000000000000000000000000000000001"}}}
}`)
	_, stderr, err := runFull(t, dir, "config", "show")
	if err != nil {
		t.Fatal(err)
	}
	if strings.Count(stderr, "deprecated") != 1 || !strings.Contains(stderr, "tensora config migrate") {
		t.Errorf("want one deprecation line naming the fix, got %q", stderr)
	}
	before, err := loadFileConfig(dir)
	if err != nil {
		t.Fatal(err)
	}
	if _, _, err := runFull(t, dir, "config", "migrate"); err != nil {
		t.Fatal(err)
	}
	after, err := loadFileConfig(dir)
	if err != nil {
		t.Fatal(err)
	}
	if after.Legacy || filepath.Base(after.Path) != configFileName {
		t.Fatalf("after migrate the config comes from %s", after.Path)
	}
	for _, s := range settings {
		b, _ := json.Marshal(before.get(s.Key))
		a, _ := json.Marshal(after.get(s.Key))
		if !bytes.Equal(a, b) {
			t.Errorf("%s: %s in config.json, %s in the migrated config.toml", s.Key, b, a)
		}
		if before.Sources[s.Key] != after.Sources[s.Key] {
			t.Errorf("%s: source %s before, %s after", s.Key, before.Sources[s.Key], after.Sources[s.Key])
		}
	}
	_, stderr, err = runFull(t, dir, "config", "show")
	if err != nil || strings.Contains(stderr, "deprecated") {
		t.Errorf("after migrate: %v, stderr %q", err, stderr)
	}
	if _, _, err := runFull(t, dir, "config", "migrate"); err == nil {
		t.Error("a second migrate overwrote config.toml")
	}
}
