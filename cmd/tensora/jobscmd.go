package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"time"

	"github.com/spf13/cobra"

	"github.com/tensora/tensora/engine/ckks/ckksjob"
	"github.com/tensora/tensora/engine/llm/llmjob"
	"github.com/tensora/tensora/engine/oci/ocijob"
	"github.com/tensora/tensora/engine/onnx"
	"github.com/tensora/tensora/node"
	"github.com/tensora/tensora/scheduler"
	"github.com/tensora/tensora/sdk"
	"github.com/tensora/tensora/types/tora"
)

func newSubnetCmd(g *globals) *cobra.Command {
	cmd := &cobra.Command{Use: "subnet", Short: "Work with a subnet's jobs"}
	jobs := &cobra.Command{Use: "jobs", Short: "Post and follow jobs"}
	f := &nodeFlags{roles: []string{"client"}}
	var (
		subnet   uint64 = 1
		fee      string
		model    string
		input    string
		spec     string
		engine   string
		discover time.Duration
		outFile  string
		auction  bool
		noCheck  bool
		ociF     ociFlags
		encrypt  bool
		encModel bool
	)
	post := &cobra.Command{
		Use:   "post",
		Short: "Publish a signed job, wait for its verified result and write the output",
		Long: `Publish a signed job from an embedded light peer on this datadir, then
follow it: announced → offers (the fast path: placed directly with a miner
from its standing offer) or bids (the auction, with --auction, when no
fresh offer serves the job, or when every offer declined) → assigned →
running → result verified. The light peer serves the model and input to
the winning miner (small inputs ride on the direct stream), receives or
fetches the output, and checks its hash and the miner's proof of compute
before writing it.

--model and --input take ipfs://<cid>, a bare CID, or a local file, which
is added first (like tensora models add). Before an ONNX job is
announced, its model and input must be held here or provided by a peer
found within seconds, the model must be ONNX and the input must match
its declared inputs; --no-check skips this.

` + llmRequestHelp + `

` + ociRequestHelp + `

` + heRequestHelp,
		Example: `  tensora subnet jobs post --subnet 1 --fee 25 --model ipfs://<cid> \
      --input ipfs://<cid> --spec "4cpu,8ram" --bootstrap /ip4/…/p2p/… -o out.safetensors
  tensora subnet jobs post --engine llm --model bafkrei... --input chat.json --fee 1
  tensora subnet jobs post --engine oci --image ipfs://<cid>@sha256:<digest> \
      --file data.txt --memory 512MiB --timeout 2m --fee 2 -o out.tar
  tensora subnet jobs post --encrypt --model mnist14.he.json --input digit.json --fee 1`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if _, err := scheduler.ParseSpec(spec); err != nil {
				return usageError{fmt.Errorf("--spec: %w", err)}
			}
			maxFee, err := tora.Parse(fee)
			if err != nil || maxFee.Sign() == 0 {
				return usageError{fmt.Errorf("--fee %q: want a positive number of TORA", fee)}
			}
			encrypt = encrypt || encModel
			if encrypt {
				if cmd.Flags().Changed("engine") && engine != ckksjob.Engine {
					return usageError{fmt.Errorf("--encrypt runs encrypted inference (--engine %s), not --engine %s", ckksjob.Engine, engine)}
				}
				engine = ckksjob.Engine
			}
			isOCI := engine == ocijob.Engine
			if !isOCI && ociF.used(cmd.Flags()) {
				return usageError{errors.New("--image, --file, --arg, --env and the container limits are for --engine oci")}
			}
			if isOCI {
				// The request becomes the job's input file; the image's
				// CID is its model.
				req, err := ociF.request(input)
				if err != nil {
					return usageError{err}
				}
				ref, err := req.Ref()
				if err != nil {
					return usageError{fmt.Errorf("--image: %w", err)}
				}
				if model != "" && model != ref.CID.String() && model != "ipfs://"+ref.CID.String() {
					return usageError{fmt.Errorf("--model %s is not the image's CID %s: leave --model out with --engine oci", model, ref.CID)}
				}
				model = ref.CID.String()
				if !ociF.fromFile {
					b, err := req.Encode()
					if err != nil {
						return usageError{err}
					}
					tmp, err := os.CreateTemp("", "tensora-oci-request-*.json")
					if err != nil {
						return err
					}
					defer os.Remove(tmp.Name())
					if _, err := tmp.Write(b); err != nil {
						tmp.Close()
						return err
					}
					if err := tmp.Close(); err != nil {
						return err
					}
					input = tmp.Name()
				}
			}
			if model == "" {
				return usageError{errors.New("--model is required (ipfs://<cid> or a CID)")}
			}
			// Checked before choosing between a running node's API and an
			// embedded peer, so the mistake exits 2 on either path.
			switch {
			case len(f.subnets) > 1:
				return usageError{errors.New("--subnet: a job belongs to exactly one subnet")}
			case len(f.subnets) == 1:
				subnet = uint64(f.subnets[0])
			}
			isLLM := engine == llmjob.Engine
			var lr llmRequest
			if isLLM {
				if lr, err = readLLMRequest(input); err != nil {
					return usageError{err}
				}
			}
			// A node running on this datadir holds its store: post through
			// its local API, like ipfs talks to a running daemon.
			if c, err := g.runningNode(cmd.Context(), f.account, true); err != nil {
				return err
			} else if c != nil && encrypt {
				hp, err := g.prepareHEPost(cmd, model, input, encModel, c.Download)
				if err != nil {
					return err
				}
				defer hp.close()
				return postViaAPI(cmd, g, c, sdk.JobRequest{Subnet: subnet, Engine: engine, Spec: spec, MaxFee: fee,
					BidWindowMs: f.bidWindow.Milliseconds(), Auction: auction}, hp.model, hp.input, outFile, hp)
			} else if c != nil && isLLM {
				return postLLMViaGateway(cmd, g, f.account, lr, model, fee)
			} else if c != nil {
				return postViaAPI(cmd, g, c, sdk.JobRequest{Subnet: subnet, Engine: engine, Spec: spec, MaxFee: fee,
					BidWindowMs: f.bidWindow.Milliseconds(), Auction: auction, Check: !noCheck}, model, input, outFile, nil)
			}
			var hp *hePost
			if encrypt {
				// Everything plaintext is encrypted here, before a peer
				// starts; the peer serves only ciphertexts and keys.
				if hp, err = g.prepareHEPost(cmd, model, input, encModel, nil); err != nil {
					return err
				}
				defer hp.close()
				model, input = hp.model, hp.input
			}
			log, err := g.quietLogger(cmd)
			if err != nil {
				return err
			}
			cfg, err := g.nodeConfig(cmd, f)
			if err != nil {
				return err
			}
			if len(cfg.P2P.Bootstrap) == 0 && !cfg.P2P.MDNS {
				return errors.New("no peers to reach: pass --bootstrap <multiaddr> (or set bootstrap in config.toml, or --mdns)")
			}
			cfg.Roles = []node.Role{node.RoleClient}
			cfg.Light = true
			cfg.Logger = log
			if !cmd.Flags().Changed("listen") {
				cfg.P2P.ListenAddrs = []string{"/ip4/0.0.0.0/tcp/0", "/ip4/0.0.0.0/udp/0/quic-v1"}
			}
			cfg.Subnets = []uint64{subnet}
			if engine == "onnx" && !noCheck {
				// ONNX Runtime, when this machine has it, tells the
				// model's declared inputs for the check before posting;
				// without it the check only sniffs the model.
				if e, err := onnx.New(onnx.Config{Logger: log, CUDA: onnx.CUDAOff, Workers: 1}); err == nil {
					cfg.Inspector = e
					defer e.Close()
				}
			}
			for _, a := range []struct{ flag, v string }{{"--model", model}, {"--input", input}} {
				if isLLM && a.flag == "--input" {
					continue // the request file, read above
				}
				if err := checkContentArg(a.flag, a.v); err != nil {
					return err
				}
			}
			ctx := cmd.Context()
			settlement, closeChain, err := f.chain.nodeSettlement(ctx, g, log)
			if err != nil {
				return err
			}
			defer closeChain()
			cfg.Settlement = settlement
			if err := useChainStake(ctx, &cfg); err != nil {
				return err
			}
			n, err := g.startNode(ctx, cfg, f.account)
			if err != nil {
				return err
			}
			defer n.Close()
			modelCID, err := contentArg(cmd, n, "--model", model)
			if err != nil {
				return err
			}
			var inputCID string
			if !isLLM {
				if inputCID, err = contentArg(cmd, n, "--input", input); err != nil {
					return err
				}
			}
			if hp != nil {
				if err := hp.serveKeys(cmd, n); err != nil {
					return err
				}
			}
			seen := waitForAdverts(ctx, n, discover)
			status := cmd.ErrOrStderr()
			fmt.Fprintf(status, "connected to %d peers, %d miner adverts seen\n", len(n.Host().Peers()), seen)
			if other := n.Host().ForeignChainsSummary(); other != "" {
				fmt.Fprintf(status, "warning: messages from peers on another chain are rejected: %s\n", other)
			}
			if isLLM {
				price, err := lr.req.Price()
				if err != nil {
					return err
				}
				return postLLMEmbedded(cmd, g, n, node.ChatJob{Subnet: subnet, ModelCID: modelCID, Messages: lr.req.Messages, Prompt: lr.req.Prompt,
					MaxTokens: lr.req.MaxTokens, Stop: lr.req.Stop, PricePer1K: price, MaxFee: maxFee, Spec: spec, Auction: auction})
			}
			line := newStatusLine(status)
			line.set("announcing")
			out, err := n.Post(ctx, node.JobRequest{
				Subnet: subnet, ModelCID: modelCID, InputCID: inputCID,
				Engine: engine, Spec: spec, MaxFee: maxFee, Auction: auction, Check: !noCheck,
				Progress: func(stage, detail string) {
					line.println(fmt.Sprintf("  %-9s %s", stage, detail))
					line.set("waiting after " + stage)
				},
			})
			line.done()
			if err == nil && outFile != "" {
				if werr := os.WriteFile(outFile, out.Output, 0o644); werr != nil {
					return werr
				}
			}
			if hp != nil && err == nil {
				return hp.finish(cmd, g, out, outFile)
			}
			if out != nil {
				printOutcome(cmd, g, out, outFile, err, nil)
			}
			return err
		},
	}
	f.register(post, peerClient)
	f.chain.register(post)
	pf := post.Flags()
	pf.StringVar(&fee, "fee", "", "maximum fee in TORA")
	pf.StringVar(&model, "model", "", "model CID (ipfs://<cid>)")
	pf.StringVar(&input, "input", "", "input CID (ipfs://<cid>)")
	pf.StringVar(&spec, "spec", "", `hardware constraints, e.g. "4cpu,8ram,8vram,gpu,cc>=8.0,engine=onnx"`)
	pf.StringVar(&engine, "engine", "onnx", "execution engine: onnx, llm (an LLM chat; --input is its JSON request file), oci (a container: --image) or he-ckks (encrypted inference; see --encrypt)")
	pf.DurationVar(&discover, "discover", 3*time.Second, "how long to listen for miner adverts before posting")
	pf.StringVarP(&outFile, "output", "o", "", "write the verified output (safetensors; a tar of /out for --engine oci) to this file")
	pf.BoolVar(&noCheck, "no-check", false, "announce the job without first checking that the model and input are reachable, that the model is ONNX and that the input matches its inputs")
	pf.BoolVar(&auction, "auction", false, "place the job by auction (bids in a window) even when fresh standing offers could take it directly")
	ociF.register(pf)
	pf.BoolVar(&encrypt, "encrypt", false, "encrypted inference (--engine he-ckks): encrypt --input under this client's HE key, decrypt and print the output")
	pf.BoolVar(&encModel, "encrypt-model", false, "with --encrypt, also encrypt the model's weights under this client's key (the miner learns only its shape)")
	_ = post.MarkFlagRequired("fee")
	jobs.AddCommand(post, newJobsStatusCmd(g), newJobsResultCmd(g), newJobsListCmd(g), newJobsCancelCmd(g))
	cmd.AddCommand(jobs)
	return cmd
}

// waitForAdverts listens until the set of adverts stops growing for a
// second, or max passes. Adverts are periodic, so a fresh light peer hears
// the fleet only after a while.
func waitForAdverts(ctx context.Context, n *node.Node, max time.Duration) int {
	deadline := time.Now().Add(max)
	last, stable := -1, time.Now()
	for time.Now().Before(deadline) && ctx.Err() == nil {
		c := len(n.Adverts())
		if c != last {
			last, stable = c, time.Now()
		} else if c > 0 && time.Since(stable) > time.Second {
			break
		}
		time.Sleep(50 * time.Millisecond)
	}
	return len(n.Adverts())
}

// printOutcome prints a job's outcome; extra's keys join the JSON object.
func printOutcome(cmd *cobra.Command, g *globals, out *node.JobOutcome, outFile string, err error, extra map[string]any) {
	w := cmd.OutOrStdout()
	if g.jsonOut {
		v := map[string]any{
			"job_id": fmt.Sprintf("0x%x", out.JobID), "bids": out.Bids, "excluded": out.Excluded.String(),
		}
		if !out.AckedAt.IsZero() {
			v["winner"] = out.Winner.Hex()
			v["round"] = out.Round
			v["path"] = out.Path
			v["time_to_first_bid_ms"] = out.FirstBidAt.Sub(out.PostedAt).Milliseconds()
			v["time_to_ack_ms"] = out.AckedAt.Sub(out.PostedAt).Milliseconds()
		}
		if out.Verified {
			v["verified"] = true
			v["output_cid"] = out.Result.GetOutputCid()
			v["result_hash"] = fmt.Sprintf("0x%x", out.Result.GetResultHash())
			v["output_bytes"] = len(out.Output)
			v["fetch_ms"] = out.FetchTime().Milliseconds()
			v["exec_ms"] = out.ExecTime().Milliseconds()
			v["end_to_end_ms"] = out.VerifiedAt.Sub(out.PostedAt).Milliseconds()
			if outFile != "" {
				v["output_file"] = outFile
			}
		}
		if err != nil {
			v["error"] = err.Error()
		}
		for k, x := range extra {
			v[k] = x
		}
		_ = printJSON(w, v)
		return
	}
	fmt.Fprintf(w, "job 0x%x\n", out.JobID)
	fmt.Fprintf(w, "  bids: %d\n", out.Bids)
	if !out.AckedAt.IsZero() {
		fmt.Fprintf(w, "  assigned to %s (round %d, %s), acknowledged after %s\n", out.Winner.Hex(), out.Round, out.Path, out.AckedAt.Sub(out.PostedAt).Round(time.Millisecond))
	}
	if out.Verified {
		fmt.Fprintf(w, "  result verified: output %s (%d bytes), fetch %s, exec %s, end to end %s\n", out.Result.GetOutputCid(), len(out.Output),
			out.FetchTime().Round(time.Millisecond), out.ExecTime().Round(time.Microsecond), out.VerifiedAt.Sub(out.PostedAt).Round(time.Millisecond))
		if outFile != "" {
			fmt.Fprintf(w, "  wrote %s\n", outFile)
		}
	}
	if s := out.Excluded.String(); s != "" && err != nil {
		fmt.Fprintf(w, "  excluded: %s\n", s)
	}
}

// checkContentArg fails early on a --model/--input that is neither a CID
// nor a readable file, before any peer starts.
func checkContentArg(flag, v string) error {
	if v == "" {
		return nil
	}
	if _, err := parseCID(v); err == nil {
		return nil
	}
	f, err := os.Open(v)
	if err != nil {
		return fmt.Errorf("%s %q: neither a CID nor a readable file: %w", flag, v, err)
	}
	return f.Close()
}

// contentArg resolves a --model/--input value: a CID (ipfs:// optional) or
// a local file, added to the store first.
func contentArg(cmd *cobra.Command, n *node.Node, flag, v string) (string, error) {
	if v == "" {
		return "", nil
	}
	if c, err := parseCID(v); err == nil {
		return c.String(), nil
	}
	f, err := os.Open(v)
	if err != nil {
		return "", fmt.Errorf("%s %q: neither a CID nor a readable file: %w", flag, v, err)
	}
	defer f.Close()
	c, _, err := n.Content().Add(cmd.Context(), f, filepath.Base(v), nil)
	if err != nil {
		return "", fmt.Errorf("%s: add %s: %w", flag, v, err)
	}
	fmt.Fprintf(cmd.ErrOrStderr(), "added %s as ipfs://%s\n", v, c)
	return c.String(), nil
}
