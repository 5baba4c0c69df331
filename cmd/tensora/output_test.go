package main

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/tensora/tensora/api/apitypes"
	"github.com/tensora/tensora/sdk"
)

// jobsNode starts a stub of a running node's API on a datadir that serves
// recs as its client's jobs.
func jobsNode(t *testing.T, recs []apitypes.JobRecord) string {
	t.Helper()
	dir := t.TempDir()
	stub := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		if r.URL.Path == "/api/v1/jobs" {
			_ = json.NewEncoder(w).Encode(apitypes.JobsResponse{Client: recs})
			return
		}
		_, _ = w.Write([]byte(`{"address":"0x2c7536E3605D9C16a7a3D7b1898e529396a65c23"}`))
	}))
	t.Cleanup(stub.Close)
	writeFile(t, filepath.Join(dir, sdk.APIFile), stub.URL)
	return dir
}

var settledJob = apitypes.JobRecord{
	ID: "83daaa3df38e5f2a83daaa3df38e5f2a83daaa3df38e5f2a83daaa3df38e5f2a", Subnet: 1, Model: "bafybeibzbstzxzojlaz64hr3jj23qseq3bxbpuwlplgvgd5cmnkngyn3vu",
	MaxFee: "2500000000000000000", Price: "1600000000000000000", State: "settled", Bids: 12, Path: "auction",
	Winner: "0x2E7fc439aB0c2a3C1E5dE6b4C6A5F1d2e3F4a5B6", OutputCID: "bafkreihdwdcefgh4dqkjv67uzcmw7ojee6xedzdetojuzjevtenxquvyku",
	Posted: time.Date(2026, 12, 5, 23, 59, 1, 0, time.UTC),
}

func TestJobsListFits(t *testing.T) {
	dir := jobsNode(t, []apitypes.JobRecord{settledJob})
	out, err := run(t, dir, "subnet", "jobs", "list")
	if err != nil {
		t.Fatal(err)
	}
	for _, line := range strings.Split(out, "\n") {
		if n := utf8.RuneCountInString(line); n > 120 {
			t.Errorf("jobs list is %d columns wide, more than 120:\n%s", n, out)
		}
	}
	wide, err := run(t, dir, "subnet", "jobs", "list", "--wide")
	if err != nil {
		t.Fatal(err)
	}
	// --wide has the whole CID and winner, and the fees in TORA.
	for _, want := range []string{settledJob.OutputCID, settledJob.Winner, "2.5", "1.6", "auction"} {
		if !strings.Contains(wide, want) {
			t.Errorf("jobs list --wide lacks %q:\n%s", want, wide)
		}
	}
}

func TestJobsStatusInTORA(t *testing.T) {
	out, err := run(t, jobsNode(t, []apitypes.JobRecord{settledJob}), "subnet", "jobs", "status", "83daaa3d")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out, "max fee 2.5 TORA, price 1.6 TORA") || strings.Contains(out, "wei") || strings.Contains(out, "2500000000000000000") {
		t.Errorf("jobs status does not print its fees in TORA:\n%s", out)
	}
}

// TestFlagHelpReads checks every flag's line in --help: pflag takes a
// `quoted` word of a usage as the value's placeholder, so a command in
// backquotes ended up as "--chain-file tensora chain dev"; and a default
// printed twice ("(default 1) (default [])").
func TestFlagHelpReads(t *testing.T) {
	placeholder := regexp.MustCompile(`^[A-Z][A-Z0-9_]*$`)
	var walk func(c *cobra.Command)
	walk = func(c *cobra.Command) {
		c.Flags().VisitAll(func(f *pflag.Flag) {
			name, _ := pflag.UnquoteUsage(f)
			if strings.Contains(f.Usage, "`") && !placeholder.MatchString(name) {
				t.Errorf("%s --%s: placeholder %q (a backquoted word of its usage): quote it otherwise", c.CommandPath(), f.Name, name)
			}
		})
		for _, line := range strings.Split(c.LocalFlags().FlagUsages(), "\n") {
			if strings.Count(line, "(default ") > 1 {
				t.Errorf("%s: a flag says its default twice:\n%s", c.CommandPath(), line)
			}
		}
		for _, s := range c.Commands() {
			walk(s)
		}
	}
	walk(newRoot())
}

// TestJobsPostHasNoMinerFlags: a client posting a job does not price,
// thread or parallelise jobs; miner start does.
func TestJobsPostHasNoMinerFlags(t *testing.T) {
	root := newRoot()
	post, _, err := root.Find([]string{"subnet", "jobs", "post"})
	if err != nil {
		t.Fatal(err)
	}
	miner, _, err := root.Find([]string{"miner", "start"})
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"price", "price-per-1k", "threads", "workers"} {
		if post.Flags().Lookup(name) != nil {
			t.Errorf("subnet jobs post has the miner flag --%s", name)
		}
		if miner.Flags().Lookup(name) == nil {
			t.Errorf("miner start lacks --%s", name)
		}
	}
	for _, name := range []string{"fee", "subnet", "bootstrap", "min-stake", "bid-window"} {
		if post.Flags().Lookup(name) == nil {
			t.Errorf("subnet jobs post lacks --%s", name)
		}
	}
}

// TestONNXWorkersFollowFlag: the engine runs (and logs) as many jobs at
// once as --workers says, not one per CPU.
func TestONNXWorkersFollowFlag(t *testing.T) {
	for _, c := range []struct{ flag, want int }{{1, 1}, {3, 3}, {0, 1}} {
		if got := onnxConfig(1, c.flag, nil).Workers; got != c.want {
			t.Errorf("--workers %d: the ONNX engine runs %d at once, want %d", c.flag, got, c.want)
		}
	}
}

// status names the chain once: a node without one says so on its chain
// line, not again where the balances would be; a chain that cannot be read
// is said on the balance line.
func TestStatusSaysChainOnce(t *testing.T) {
	for _, c := range []struct {
		name, chain, err string
		want             []string
		chainLines       int
	}{
		{"no chain", "no chain", "no chain configured", nil, 1},
		{"chain down", "chain 1337 (escrow 0xabc)", "dial tcp: connection refused", []string{"balance  unavailable: dial tcp: connection refused"}, 1},
		{"chain", "chain 1337 (escrow 0xabc)", "", []string{"balance  1 TORA; escrow"}, 1},
	} {
		t.Run(c.name, func(t *testing.T) {
			var b strings.Builder
			bal := &apitypes.BalancesResponse{ChainError: c.err}
			if c.err == "" {
				bal.TORA, bal.EscrowFree, bal.EscrowCommited, bal.Earned, bal.Owed = "1", "2", "0", "0", "0"
			}
			printStatus(&b, statusReport{Running: true, Address: "0x1", Chain: c.chain, Balances: bal})
			out := b.String()
			if n := strings.Count(out, "chain   "); n != c.chainLines {
				t.Errorf("%d chain lines, want %d:\n%s", n, c.chainLines, out)
			}
			for _, w := range c.want {
				if !strings.Contains(out, w) {
					t.Errorf("no %q in:\n%s", w, out)
				}
			}
			if c.err == "no chain configured" && strings.Contains(out, "configured") {
				t.Errorf("the missing chain said twice:\n%s", out)
			}
		})
	}
}
