package main

import (
	"context"
	"fmt"
	"io"
	"sort"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/tensora/tensora/api/apitypes"
	"github.com/tensora/tensora/sdk"
)

// statusReport is `tensora status` as JSON.
type statusReport struct {
	Running  bool                       `json:"running"`
	API      string                     `json:"api,omitempty"`
	Address  string                     `json:"address,omitempty"`
	PeerID   string                     `json:"peer_id,omitempty"`
	Roles    []string                   `json:"roles,omitempty"`
	Listen   []string                   `json:"listen,omitempty"`
	Peers    int                        `json:"peers"`
	Miners   int                        `json:"miners"`
	GPUs     map[string]int             `json:"gpus"` // GPUs online in the network, by model
	Jobs     map[string]int             `json:"jobs"` // this client's jobs by state
	Queue    int                        `json:"queue_depth"`
	Batches  map[string]int             `json:"batches,omitempty"`
	Balances *apitypes.BalancesResponse `json:"balances,omitempty"`
	Load     *apitypes.Sample           `json:"load,omitempty"`
	Note     string                     `json:"note,omitempty"`
	// Chain is the chain the node runs on ("no chain" without one) and
	// OtherChains the peers it rejects for signing for another.
	Chain       string `json:"chain,omitempty"`
	OtherChains string `json:"other_chains,omitempty"`
	// Session is who `tensora login` logged in, until when ("" when no
	// session is saved).
	Session string `json:"session,omitempty"`
}

func newStatusCmd(g *globals) *cobra.Command {
	return &cobra.Command{
		Use:   "status",
		Short: "One screen: identity, peers, the network's GPUs, jobs, balances",
		Long: `Show what the node on this data dir is doing. With a node running it asks the
node's local API (peers, the network's miners and GPUs, jobs by state, settlement
batches, balances, load); without one it shows the wallet and the job records
on disk.`,
		Example: `  tensora status
  tensora status --json | jq .gpus`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			ctx := cmd.Context()
			var rep statusReport
			c, err := g.runningNode(ctx, "", false)
			if err != nil {
				return err
			}
			if c != nil {
				err = liveStatus(ctx, c, &rep)
			} else {
				err = g.offlineStatus(ctx, &rep)
			}
			if err != nil {
				return err
			}
			rep.Session = g.sessionLine()
			if g.jsonOut {
				return printJSON(cmd.OutOrStdout(), rep)
			}
			printStatus(cmd.OutOrStdout(), rep)
			return nil
		},
	}
}

func liveStatus(ctx context.Context, c *sdk.Client, rep *statusReport) error {
	rep.Running, rep.API = true, c.Base()+"/"
	var info apitypes.InfoResponse
	if err := c.Get(ctx, "/api/v1/info", &info); err != nil {
		return err
	}
	rep.Address, rep.PeerID, rep.Roles, rep.Listen = info.Address, info.PeerID, info.Roles, info.Listen
	rep.Chain, rep.OtherChains = "no chain", info.OtherChains
	if info.Escrow != "" {
		rep.Chain = fmt.Sprintf("chain %d (escrow %s)", info.ChainID, info.Escrow)
	}
	var peers []apitypes.PeerView
	if err := c.Get(ctx, "/api/v1/peers", &peers); err != nil {
		return err
	}
	rep.Peers = len(peers)
	var ads []apitypes.AdvertView
	if err := c.Get(ctx, "/api/v1/adverts", &ads); err != nil {
		return err
	}
	rep.Miners, rep.GPUs = len(ads), gpuCount(ads)
	var jobs apitypes.JobsResponse
	if err := c.Get(ctx, "/api/v1/jobs?limit=100000", &jobs); err != nil {
		return err
	}
	rep.Jobs = map[string]int{}
	for _, j := range jobs.Client {
		rep.Jobs[j.State]++
	}
	var batches []apitypes.BatchView
	if err := c.Get(ctx, "/api/v1/batches", &batches); err != nil {
		return err
	}
	if len(batches) > 0 {
		rep.Batches = map[string]int{}
		for _, b := range batches {
			rep.Batches[b.State]++
		}
	}
	var bal apitypes.BalancesResponse
	if err := c.Get(ctx, "/api/v1/balances", &bal); err != nil {
		return err
	}
	rep.Balances = &bal
	var m apitypes.MetricsResponse
	if err := c.Get(ctx, "/api/v1/metrics", &m); err != nil {
		return err
	}
	rep.Load, rep.Queue = &m.Latest, m.Latest.QueueDepth
	return nil
}

func (g *globals) offlineStatus(ctx context.Context, rep *statusReport) error {
	rep.Note = "no node running on " + g.datadir + ": start one with `tensora node start` (or `tensora miner start`)"
	if ks, err := g.keystore(); err == nil {
		if as := ks.List(); len(as) > 0 {
			rep.Address = as[0].Hex()
		}
	}
	if rep.Address == "" {
		rep.Note += "; no wallet yet: `tensora wallet new`"
	}
	recs, err := g.readJobs(ctx)
	if err != nil {
		return err
	}
	rep.Jobs, rep.GPUs = map[string]int{}, map[string]int{}
	for _, r := range recs {
		rep.Jobs[r.State]++
	}
	return nil
}

func gpuCount(ads []apitypes.AdvertView) map[string]int {
	out := map[string]int{}
	for _, a := range ads {
		for _, g := range a.GPUs {
			out[g.Name]++
		}
	}
	return out
}

func printStatus(w io.Writer, r statusReport) {
	if !r.Running {
		if r.Address != "" {
			fmt.Fprintf(w, "wallet   %s\n", r.Address)
		}
		fmt.Fprintf(w, "node     not running\n")
		fmt.Fprintf(w, "jobs     %s\n", counts(r.Jobs, "none on disk"))
		fmt.Fprintln(w, r.Note)
		return
	}
	fmt.Fprintf(w, "node     %s (peer %s), roles %s\n", r.Address, r.PeerID, strings.Join(r.Roles, ", "))
	if len(r.Listen) > 0 {
		fmt.Fprintf(w, "address  %s\n", r.Listen[0])
	}
	fmt.Fprintf(w, "api      %s\n", r.API)
	if r.Session != "" {
		fmt.Fprintf(w, "session  %s\n", r.Session)
	}
	fmt.Fprintf(w, "peers    %d connected, %d miners advertising\n", r.Peers, r.Miners)
	if r.Chain != "" {
		fmt.Fprintf(w, "chain    %s\n", r.Chain)
	}
	if r.OtherChains != "" {
		fmt.Fprintf(w, "warning  %s\n", r.OtherChains)
	}
	total := 0
	for _, n := range r.GPUs {
		total += n
	}
	fmt.Fprintf(w, "gpus     %d online: %s\n", total, counts(r.GPUs, "none"))
	fmt.Fprintf(w, "jobs     %s", counts(r.Jobs, "none posted"))
	if r.Queue > 0 {
		fmt.Fprintf(w, "; %d queued on this miner", r.Queue)
	}
	fmt.Fprintln(w)
	if len(r.Batches) > 0 {
		fmt.Fprintf(w, "batches  %s\n", counts(r.Batches, ""))
	}
	if b := r.Balances; b != nil {
		switch {
		case b.ChainError != "" && r.Chain == "no chain":
			// Said once, on the chain line above.
		case b.ChainError != "":
			fmt.Fprintf(w, "balance  unavailable: %s\n", b.ChainError)
		default:
			fmt.Fprintf(w, "balance  %s TORA; escrow %s free, %s committed; earned %s (claimable %s); stake %s\n",
				b.TORA, b.EscrowFree, b.EscrowCommited, b.Earned, b.Owed, orDash(b.Stake))
		}
	}
	if l := r.Load; l != nil && !l.At.IsZero() {
		fmt.Fprintf(w, "load     CPU %.0f%%, memory %s of %s, net in %s/s out %s/s (at %s)\n", l.CPUPercent, humanSize(int64(l.MemUsedBytes)),
			humanSize(int64(l.MemTotalBytes)), humanSize(int64(l.NetInBps)), humanSize(int64(l.NetOutBps)), l.At.Format(time.TimeOnly))
	}
}

func counts(m map[string]int, none string) string {
	if len(m) == 0 {
		return none
	}
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool { return m[keys[i]] > m[keys[j]] || (m[keys[i]] == m[keys[j]] && keys[i] < keys[j]) })
	var parts []string
	for _, k := range keys {
		parts = append(parts, fmt.Sprintf("%d %s", m[k], k))
	}
	return strings.Join(parts, ", ")
}

// yesNo writes a boolean table cell or field for people.
func yesNo(b bool) string {
	if b {
		return "yes"
	}
	return "no"
}

func orDash(s string) string {
	if s == "" {
		return "-"
	}
	return s
}
