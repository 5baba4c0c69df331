package main

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"testing"

	"github.com/spf13/cobra"

	"github.com/tensora/tensora/sdk"
)

func TestExitCodes(t *testing.T) {
	dir := t.TempDir()
	cases := []struct {
		name string
		args []string
		want int
	}{
		// Usage errors: nothing was done, exit 2.
		{"unknown command", []string{"bogus"}, exitUsage},
		{"unknown subcommand of a group", []string{"wallet", "bogus"}, exitUsage},
		{"unknown flag", []string{"wallet", "new", "--nope"}, exitUsage},
		{"bad flag value", []string{"miner", "start", "--threads", "many"}, exitUsage},
		{"missing argument", []string{"escrow", "deposit"}, exitUsage},
		{"extra argument", []string{"version", "extra"}, exitUsage},
		{"bad shell", []string{"completion", "tcsh"}, exitUsage},
		{"bad log format", []string{"version", "--log-format", "xml"}, exitUsage},
		// Failures of a well-formed command: exit 1.
		{"bad role", []string{"node", "start", "--role", "oracle"}, exitUsage},
		{"bad fee", []string{"subnet", "jobs", "post", "--fee", "lots", "--model", "bafy"}, exitUsage},
		{"bad spec", []string{"subnet", "jobs", "post", "--fee", "1", "--model", "bafy", "--spec", "9zz"}, exitUsage},
		{"bad engine", []string{"miner", "start", "--engine", "tpu"}, exitUsage},
		{"bad price", []string{"miner", "start", "--price", "cheap"}, exitUsage},
		{"bad sample rate", []string{"testnet", "up", "--sample-rate", "2"}, exitUsage},
		{"bad block time", []string{"chain", "dev", "--block-time", "-1s"}, exitUsage},
		{"bad stake amount", []string{"stake", "operator-register", "--role", "miner", "--amount", "-3"}, exitUsage},
		{"bad stake role", []string{"stake", "operator-register", "--role", "oracle", "--amount", "3"}, exitUsage},
		{"bad models source", []string{"models", "get", "bafkreihdwdcefgh4dqkjv67uzcmw7ojee6xedzdetojuzjevtenxquvyku", "-o", "x", "--from", "nowhere"}, exitUsage},
		{"no wallet", []string{"wallet", "address"}, exitFailure},
		// Success.
		{"ok", []string{"version"}, exitOK},
		{"group help", []string{"wallet"}, exitOK},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, _, err := runFull(t, dir, c.args...)
			if code, msg := exitCode(err, false); code != c.want {
				t.Fatalf("%v: exit %d (%q), want %d", c.args, code, msg, c.want)
			}
		})
	}
}

// TestVersionFlag: --version prints what the version command prints (the npm
// package's test compares the two through the shim).
func TestVersionFlag(t *testing.T) {
	dir := t.TempDir()
	flag, _, err := runFull(t, dir, "--version")
	if err != nil {
		t.Fatal(err)
	}
	cmd, _, err := runFull(t, dir, "version")
	if err != nil {
		t.Fatal(err)
	}
	if want := "tensora " + version + " (protocol /tensora/1)\n"; flag != want || cmd != want {
		t.Fatalf("--version printed %q, version printed %q, want %q", flag, cmd, want)
	}
}

func TestExitCodeMapping(t *testing.T) {
	cases := []struct {
		name        string
		err         error
		interrupted bool
		want        int
	}{
		{"nil", nil, false, exitOK},
		// A report printed and failed keeps its code.
		{"exitError", exitError{code: 1, msg: "3 jobs unverified"}, false, 1},
		{"wrapped usage", fmt.Errorf("parse: %w", usageError{errors.New("bad")}), false, exitUsage},
		// Ctrl-C during a wait: 130, only if a signal came.
		{"interrupted", fmt.Errorf("wait: %w", context.Canceled), true, exitInterrupted},
		{"canceled without signal", context.Canceled, false, exitFailure},
		{"plain", errors.New("chain: dial: refused"), false, exitFailure},
	}
	for _, c := range cases {
		if got, _ := exitCode(c.err, c.interrupted); got != c.want {
			t.Errorf("%s: exit %d, want %d", c.name, got, c.want)
		}
	}
}

func TestEveryCommandHasHelpAndExample(t *testing.T) {
	root := newRoot()
	paths := map[string]bool{}
	var walk func(c *cobra.Command)
	walk = func(c *cobra.Command) {
		paths[c.CommandPath()] = true
		if !c.Hidden && c.Name() != "help" {
			if c.Short == "" {
				t.Errorf("%s has no Short help", c.CommandPath())
			}
			if strings.TrimSpace(c.Example) == "" {
				t.Errorf("%s has no Example", c.CommandPath())
			} else if !strings.Contains(c.Example, c.CommandPath()) && !strings.Contains(c.Example, "tensora") {
				t.Errorf("%s: example does not run tensora: %q", c.CommandPath(), c.Example)
			}
		}
		for _, s := range c.Commands() {
			walk(s)
		}
	}
	walk(root)
	for p := range examples {
		if !paths[p] {
			t.Errorf("examples has %q, which is not a command", p)
		}
	}
	out, _, err := runFull(t, t.TempDir(), "--help")
	if err != nil || !strings.Contains(out, "Exit status:") || !strings.Contains(out, "130") {
		t.Errorf("tensora --help does not document the exit codes: %v\n%s", err, out)
	}
}

func TestCompletion(t *testing.T) {
	dir := t.TempDir()
	for _, sh := range []struct{ shell, marker string }{
		{"bash", "__start_tensora"},
		{"zsh", "#compdef tensora"},
		{"fish", "complete -c tensora"},
		{"powershell", "Register-ArgumentCompleter"},
	} {
		out, _, err := runFull(t, dir, "completion", sh.shell)
		if err != nil || !strings.Contains(out, sh.marker) {
			t.Errorf("completion %s: %v; output lacks %q", sh.shell, err, sh.marker)
		}
	}
	// The scripts ask the binary (`tensora __complete ...`) for candidates:
	// check the answers a shell would get.
	cases := []struct {
		args []string
		want []string
	}{
		{[]string{""}, []string{"wallet", "node", "miner", "config", "doctor", "completion", "subnet"}},
		{[]string{"config", ""}, []string{"show", "path", "init", "migrate"}},
		{[]string{"completion", ""}, []string{"bash", "zsh", "fish", "powershell"}},
		{[]string{"version", "--log-format", ""}, []string{"text", "json"}},
	}
	for _, c := range cases {
		out, _, err := runFull(t, dir, append([]string{cobra.ShellCompNoDescRequestCmd}, c.args...)...)
		if err != nil {
			t.Fatalf("__complete %v: %v", c.args, err)
		}
		got := strings.Split(out, "\n")
		for _, w := range c.want {
			found := false
			for _, g := range got {
				found = found || g == w
			}
			if !found {
				t.Errorf("completing %q: no %q in %q", c.args, w, out)
			}
		}
	}
}

// TestSameErrorSameExit: a mistake exits with one status whichever way the
// command goes on to run it: through the API of a node running on the
// datadir, or with an embedded peer when none runs.
func TestSameErrorSameExit(t *testing.T) {
	t.Setenv("TENSORA_PASSWORD", "pw")
	embedded := t.TempDir() // no node runs here: the command starts its own peer
	viaAPI := t.TempDir()   // a node's API answers here (a stub: the mistake is caught first)
	if _, err := run(t, viaAPI, "wallet", "new"); err != nil {
		t.Fatal(err)
	}
	stub := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		_, _ = w.Write([]byte(`{"address":"0x2c7536E3605D9C16a7a3D7b1898e529396a65c23"}`))
	}))
	defer stub.Close()
	writeFile(t, filepath.Join(viaAPI, sdk.APIFile), stub.URL)

	const bootstrap = "/ip4/127.0.0.1/tcp/1/p2p/16Uiu2HAmESu5J17z92ZTFoyL6XxX4mJTdQWQfUbBShwG8nuKj3vr"
	twoSubnets := []string{"subnet", "jobs", "post", "--fee", "1", "--model", "bafy", "--subnet", "1", "--subnet", "2", "--bootstrap", bootstrap}
	cases := []struct {
		name string
		dir  string
		args []string
		want int
	}{
		// Two subnets for one job, posted through the running node's API.
		{"two subnets via the API", viaAPI, twoSubnets, exitUsage},
		// The same mistake with an embedded peer (it exited 1 here).
		{"two subnets embedded", embedded, twoSubnets, exitUsage},
		// A bad fee is refused before either path, the same on both: a
		// bad flag value, exit 2 as docs/cli.md says.
		{"bad fee via the API", viaAPI, []string{"subnet", "jobs", "post", "--fee", "lots", "--model", "bafy"}, exitUsage},
		// The same bad fee with no node running.
		{"bad fee embedded", embedded, []string{"subnet", "jobs", "post", "--fee", "lots", "--model", "bafy"}, exitUsage},
		// testnet procs' bad counts are usage errors like every other bad flag.
		{"testnet procs with no miner", embedded, []string{"testnet", "procs", "--miners", "0"}, exitUsage},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, _, err := runFull(t, c.dir, c.args...)
			if code, msg := exitCode(err, false); code != c.want {
				t.Fatalf("%v: exit %d (%q), want %d", c.args, code, msg, c.want)
			}
		})
	}
}
