package main

import (
	"context"
	"encoding/hex"
	"errors"
	"fmt"
	"math/big"
	"strconv"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/libp2p/go-libp2p/core/peer"
	"github.com/spf13/cobra"

	"github.com/tensora/tensora/chain"
	"github.com/tensora/tensora/chain/bindings"
	"github.com/tensora/tensora/chain/names"
	"github.com/tensora/tensora/node"
	"github.com/tensora/tensora/node/identity"
	"github.com/tensora/tensora/types"
)

func newUsageCmd(g *globals) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "usage",
		Short: "Audit resource usage: a batch's anchored aggregates, a peer's signed report",
		Long: `Nodes publish signed usage reports (live load, jobs finished, engine usage)
on /tensora/1/metrics and answer /tensora/usage/1 with their latest one.
Validators sum the usage of each settled batch from the miners' signed
results and anchor the sums and a Merkle root on ValidatorRewards
(docs/usage.md).`,
		Example: `  tensora usage batch 3 --chain-file ~/.tensora/chain-dev.json
  tensora usage peer <peer id> --bootstrap /ip4/127.0.0.1/tcp/4001/p2p/<peer id>`,
	}
	cmd.AddCommand(newUsageBatchCmd(g), newUsagePeerCmd(g))
	return cmd
}

// anchoredUsage is one validator's UsageAnchored event.
type anchoredUsage struct {
	Validator string `json:"validator"`
	Root      string `json:"root"`
	Jobs      uint64 `json:"jobs"`
	WallUs    uint64 `json:"wall_us"`
	CPUUs     uint64 `json:"cpu_us"`
	BytesIn   uint64 `json:"bytes_in"`
	BytesOut  uint64 `json:"bytes_out"`
	FetchUs   uint64 `json:"fetch_us"`
	Block     uint64 `json:"block"`
	Tx        string `json:"tx"`
}

type batchUsageReport struct {
	Batch   uint64          `json:"batch"`
	Leaves  uint32          `json:"leaves"`
	Anchors []anchoredUsage `json:"anchors"`
	// Agree: every anchor has the same root and totals (false with none).
	Agree bool `json:"agree"`
}

func newUsageBatchCmd(g *globals) *cobra.Command {
	cf := &chainFlags{}
	cmd := &cobra.Command{
		Use:   "batch <batch id>",
		Short: "Print the usage validators anchored for a settled batch, and whether they agree",
		Long: `Reads the UsageAnchored events of a settlement batch from ValidatorRewards:
per validator, the usage Merkle root and the sums (jobs, wall and CPU
microseconds, bytes in and out, fetch microseconds). Validators that read
the same signed results anchor the same root. Exits 1 when no validator
anchored the batch or when their anchors differ.`,
		Example: `  tensora usage batch 3 --chain-file ~/.tensora/chain-dev.json
  tensora usage batch 3 --json`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			id, err := strconv.ParseUint(args[0], 10, 64)
			if err != nil || id == 0 {
				return usageError{fmt.Errorf("batch id %q: want a positive integer", args[0])}
			}
			ctx := cmd.Context()
			s, closeFn, err := cf.settlement(ctx, g, true)
			if err != nil {
				return err
			}
			defer closeFn()
			rep, err := readBatchUsage(ctx, s, id)
			if err != nil {
				return err
			}
			if g.jsonOut {
				if err := printJSON(cmd.OutOrStdout(), rep); err != nil {
					return err
				}
			} else {
				w := cmd.OutOrStdout()
				fmt.Fprintf(w, "batch %d: %d leaves, %d usage anchors\n", rep.Batch, rep.Leaves, len(rep.Anchors))
				if len(rep.Anchors) > 0 {
					tw := tabwriter.NewWriter(w, 0, 2, 2, ' ', 0)
					fmt.Fprintln(tw, "VALIDATOR\tROOT\tJOBS\tWALL\tCPU\tIN\tOUT\tFETCH")
					for _, a := range rep.Anchors {
						fmt.Fprintf(tw, "%s\t%s…\t%d\t%s\t%s\t%s\t%s\t%s\n", a.Validator, a.Root[:18], a.Jobs,
							usageMicros(a.WallUs), usageMicros(a.CPUUs), usageBytes(a.BytesIn), usageBytes(a.BytesOut), usageMicros(a.FetchUs))
					}
					if err := tw.Flush(); err != nil {
						return err
					}
				}
			}
			switch {
			case len(rep.Anchors) == 0:
				return exitError{code: exitFailure, msg: fmt.Sprintf("no validator anchored the usage of batch %d", id)}
			case !rep.Agree:
				return exitError{code: exitFailure, msg: fmt.Sprintf("validators disagree on the usage of batch %d", id)}
			}
			if !g.jsonOut {
				fmt.Fprintln(cmd.OutOrStdout(), "validators agree")
			}
			return nil
		},
	}
	cf.register(cmd)
	return cmd
}

// readBatchUsage reads a batch's leaf count and its UsageAnchored events.
func readBatchUsage(ctx context.Context, s *node.Settlement, id uint64) (*batchUsageReport, error) {
	bid := new(big.Int).SetUint64(id)
	esc, rew := bindings.NewJobEscrow(), bindings.NewValidatorRewards()
	out, err := chain.Call(ctx, s.Client, s.Contracts.Escrow, esc.PackBatch(bid))
	if err != nil {
		return nil, fmt.Errorf("batch %d: %w", id, err)
	}
	b, err := esc.UnpackBatch(out)
	if err != nil {
		return nil, fmt.Errorf("batch %d: %w", id, err)
	}
	if b.Root == ([32]byte{}) {
		return nil, fmt.Errorf("batch %d: no such batch on chain", id)
	}
	rep := &batchUsageReport{Batch: id, Leaves: b.LeafCount, Anchors: []anchoredUsage{}}
	it, err := bind.FilterEvents(rew.Instance(s.Client, s.Contracts.Rewards), &bind.FilterOpts{Context: ctx}, rew.UnpackUsageAnchoredEvent, []any{bid})
	if err != nil {
		return nil, fmt.Errorf("usage anchors of batch %d: %w", id, err)
	}
	defer it.Close()
	for it.Next() {
		ev := it.Value()
		rep.Anchors = append(rep.Anchors, anchoredUsage{
			Validator: ev.Validator.Hex(), Root: "0x" + hex.EncodeToString(ev.Root[:]), Jobs: ev.Jobs.Uint64(),
			WallUs: ev.WallUs.Uint64(), CPUUs: ev.CpuUs.Uint64(), BytesIn: ev.BytesIn.Uint64(), BytesOut: ev.BytesOut.Uint64(),
			FetchUs: ev.FetchUs.Uint64(), Block: ev.Raw.BlockNumber, Tx: ev.Raw.TxHash.Hex(),
		})
	}
	if err := it.Error(); err != nil {
		return nil, fmt.Errorf("usage anchors of batch %d: %w", id, err)
	}
	rep.Agree = len(rep.Anchors) > 0
	for _, a := range rep.Anchors {
		first := rep.Anchors[0]
		a.Validator, a.Block, a.Tx = first.Validator, first.Block, first.Tx
		if a != first {
			rep.Agree = false
		}
	}
	return rep, nil
}

func newUsagePeerCmd(g *globals) *cobra.Command {
	f := &nodeFlags{}
	var wait time.Duration
	cmd := &cobra.Command{
		Use:   "peer <peer id | address | name.tora>",
		Short: "Ask a node for its latest signed usage report over /tensora/usage/1",
		Long: `Starts a light peer (in memory: a node may be running on this data dir),
connects to the bootstrap peers and asks the node directly for its latest
signed usage report, checking that the node signed it. Given an address
instead of a peer id, it asks the connected peer with that address, or
falls back to the report the address last gossiped on /tensora/1/metrics.
Reports are signed in the network's domain: pass its chain (--chain-file)
when it settles on one.`,
		Example: `  tensora usage peer 16Uiu2HAm… --bootstrap /ip4/127.0.0.1/tcp/4001/p2p/16Uiu2HAm…
  tensora usage peer 0x52908400098527886E0F7030069857D2E4169EE7 --bootstrap /ip4/… --json
  tensora usage peer miner-0.tora --bootstrap /ip4/… --chain-file ~/.tensora/chain-dev.json`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			var pid peer.ID
			var addr common.Address
			switch target := strings.TrimSpace(args[0]); {
			case common.IsHexAddress(target):
				addr = common.HexToAddress(target)
			case names.IsName(target):
				if _, err := names.ParseName(target); err != nil {
					return usageError{err}
				}
				st, closeFn, err := f.chain.settlement(cmd.Context(), g, true)
				if err != nil {
					return err
				}
				addr, err = resolveAddressArg(cmd, names.New(st.Client, st.Contracts), "peer", target)
				closeFn()
				if err != nil {
					return err
				}
			default:
				p, err := peer.Decode(target)
				if err != nil {
					return usageError{fmt.Errorf("%q is neither a peer id nor an address", target)}
				}
				pid = p
			}
			ctx, cancel := context.WithTimeout(cmd.Context(), wait)
			defer cancel()
			n, err := g.usageLightNode(cmd, f)
			if err != nil {
				return err
			}
			defer n.Close()
			r, source, err := askUsage(ctx, n, pid, addr)
			if err != nil {
				if errors.Is(err, types.ErrWrongAuthor) {
					err = fmt.Errorf("%w (reports are signed in the network's domain: pass its --chain-file)", err)
				}
				return err
			}
			if g.jsonOut {
				return printJSON(cmd.OutOrStdout(), map[string]any{"source": source, "report": usageJSON(r)})
			}
			writeUsage(cmd, r, source)
			return nil
		},
	}
	f.registerNet(cmd)
	f.chain.register(cmd)
	cmd.Flags().DurationVar(&wait, "timeout", 30*time.Second, "give up after this long")
	return cmd
}

// usageLightNode is an in-memory light client peer on the network the
// flags and config name, signing nothing.
func (g *globals) usageLightNode(cmd *cobra.Command, f *nodeFlags) (*node.Node, error) {
	cfg, err := g.nodeConfig(cmd, f)
	if err != nil {
		return nil, err
	}
	if len(cfg.P2P.Bootstrap) == 0 {
		return nil, usageError{errors.New("no peers to ask: pass --bootstrap /ip4/…/tcp/…/p2p/<peer id> (or set bootstrap in config.toml)")}
	}
	cf, err := f.chain.resolve(cmd.Context(), g, false)
	if err != nil {
		return nil, err
	}
	if cf != nil {
		cfg.P2P.Domain = chain.EscrowDomain(cf.ChainID, cf.Contracts.Escrow)
	}
	if cfg.Logger, err = g.quietLogger(cmd); err != nil {
		return nil, err
	}
	cfg.DataDir, cfg.Roles, cfg.Light, cfg.Settlement = "", []node.Role{node.RoleClient}, true, nil
	if !cmd.Flags().Changed("listen") {
		cfg.P2P.ListenAddrs = []string{"/ip4/0.0.0.0/tcp/0"}
	}
	key, err := crypto.GenerateKey()
	if err != nil {
		return nil, err
	}
	n, err := node.New(cfg, key)
	if err != nil {
		return nil, err
	}
	if err := n.Start(cmd.Context()); err != nil {
		_ = n.Close()
		return nil, err
	}
	return n, nil
}

// askUsage asks pid (or the connected peer with address addr) over
// /tensora/usage/1; for an address no connected peer has, it waits for the
// address's gossiped report.
func askUsage(ctx context.Context, n *node.Node, pid peer.ID, addr common.Address) (*types.UsageReport, string, error) {
	if pid != "" {
		if len(n.Host().LibP2P().Network().ConnsToPeer(pid)) == 0 {
			ai, err := n.Host().DHT().FindPeer(ctx, pid)
			if err != nil {
				return nil, "", fmt.Errorf("find peer %s: %w", pid, err)
			}
			if err := n.Host().Connect(ctx, ai); err != nil {
				return nil, "", err
			}
		}
		r, err := n.RequestUsage(ctx, pid)
		return r, types.UsageProtocol, err
	}
	tick := time.NewTicker(200 * time.Millisecond)
	defer tick.Stop()
	for {
		for _, p := range n.Host().Peers() {
			if a, err := identity.AddressFromPeerID(p); err == nil && a == addr {
				r, err := n.RequestUsage(ctx, p)
				return r, types.UsageProtocol, err
			}
		}
		if r := n.UsageReports()[addr]; r != nil {
			return r, types.MetricsTopic, nil
		}
		select {
		case <-ctx.Done():
			return nil, "", fmt.Errorf("no connected peer has address %s and it published no usage report meanwhile: %w", addr.Hex(), ctx.Err())
		case <-tick.C:
		}
	}
}

// usageJSON is a report with readable field types (addresses and job ids
// in hex).
func usageJSON(r *types.UsageReport) map[string]any {
	ids := make([]string, len(r.GetJobIds()))
	for i, id := range r.GetJobIds() {
		ids[i] = "0x" + hex.EncodeToString(id)
	}
	gpus := make([]map[string]any, 0, len(r.GetGpus()))
	for _, g := range r.GetGpus() {
		gpus = append(gpus, map[string]any{"index": g.GetIndex(), "name": g.GetName(), "util_percent": g.GetUtilPercent(),
			"vram_used_bytes": g.GetVramUsedBytes(), "vram_total_bytes": g.GetVramTotalBytes(), "temp_c": g.GetTempC()})
	}
	u := r.GetUsage()
	return map[string]any{
		"node": common.BytesToAddress(r.GetNode()).Hex(), "seq": r.GetSeq(), "created_ms": r.GetCreatedMs(), "window_ms": r.GetWindowMs(),
		"roles": r.GetRoles(), "cpu_percent": r.GetCpuPercent(), "mem_used_bytes": r.GetMemUsedBytes(), "mem_total_bytes": r.GetMemTotalBytes(),
		"gpus": gpus, "net_rx_bytes": r.GetNetRxBytes(), "net_tx_bytes": r.GetNetTxBytes(),
		"p2p_in_bytes": r.GetP2PInBytes(), "p2p_out_bytes": r.GetP2POutBytes(),
		"jobs_done": r.GetJobsDone(), "jobs_failed": r.GetJobsFailed(), "queued": r.GetQueued(), "running": r.GetRunning(),
		"usage": map[string]any{"wall_us": u.GetWallUs(), "cpu_us": u.GetCpuUs(), "bytes_in": u.GetBytesIn(), "bytes_out": u.GetBytesOut(),
			"fetch_us": u.GetFetchUs(), "peak_rss_delta_bytes": u.GetPeakRssDeltaBytes()},
		"job_ids": ids, "signature": "0x" + hex.EncodeToString(r.GetSignature()),
	}
}

func writeUsage(cmd *cobra.Command, r *types.UsageReport, source string) {
	w := cmd.OutOrStdout()
	created := time.UnixMilli(r.GetCreatedMs())
	fmt.Fprintf(w, "node      %s (%s), signed, via %s\n", common.BytesToAddress(r.GetNode()).Hex(), strings.Join(r.GetRoles(), ","), source)
	fmt.Fprintf(w, "report    #%d at %s (%s ago), window %s\n", r.GetSeq(), created.Format(time.RFC3339), time.Since(created).Round(time.Second), time.Duration(r.GetWindowMs())*time.Millisecond)
	fmt.Fprintf(w, "cpu       %.1f%%\n", r.GetCpuPercent())
	fmt.Fprintf(w, "memory    %s of %s\n", usageBytes(r.GetMemUsedBytes()), usageBytes(r.GetMemTotalBytes()))
	if len(r.GetGpus()) == 0 {
		fmt.Fprintln(w, "gpus      none reported (no NVML)")
	}
	for _, g := range r.GetGpus() {
		fmt.Fprintf(w, "gpu %d     %s: %.0f%% util, %s of %s VRAM, %.0f°C\n", g.GetIndex(), g.GetName(), g.GetUtilPercent(),
			usageBytes(g.GetVramUsedBytes()), usageBytes(g.GetVramTotalBytes()), g.GetTempC())
	}
	fmt.Fprintf(w, "network   machine rx %s tx %s; libp2p in %s out %s\n", usageBytes(r.GetNetRxBytes()), usageBytes(r.GetNetTxBytes()),
		usageBytes(r.GetP2PInBytes()), usageBytes(r.GetP2POutBytes()))
	u := r.GetUsage()
	fmt.Fprintf(w, "jobs      %d done, %d failed in the window; %d queued, %d running\n", r.GetJobsDone(), r.GetJobsFailed(), r.GetQueued(), r.GetRunning())
	fmt.Fprintf(w, "usage     wall %s, cpu %s, in %s, out %s, fetch %s\n", usageMicros(uint64(max(0, u.GetWallUs()))), usageMicros(uint64(max(0, u.GetCpuUs()))),
		usageBytes(u.GetBytesIn()), usageBytes(u.GetBytesOut()), usageMicros(uint64(max(0, u.GetFetchUs()))))
}

func usageMicros(us uint64) string {
	return (time.Duration(min(us, uint64(1<<63-1)/1000)) * time.Microsecond).String()
}

func usageBytes(b uint64) string {
	const unit = 1024
	if b < unit {
		return fmt.Sprintf("%d B", b)
	}
	div, exp := uint64(unit), 0
	for n := b / unit; n >= unit && exp < 5; n /= unit {
		div *= unit
		exp++
	}
	return fmt.Sprintf("%.1f %ciB", float64(b)/float64(div), "KMGTPE"[exp])
}
