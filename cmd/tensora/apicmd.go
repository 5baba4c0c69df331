package main

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"math/big"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/spf13/cobra"
	"golang.org/x/term"

	"github.com/tensora/tensora/api"
	"github.com/tensora/tensora/node"
	"github.com/tensora/tensora/sdk"
	"github.com/tensora/tensora/types/tora"
)

// serveAPI starts the node's local API on addr ("off" disables it) and
// records its URL in <datadir>/api, where the CLI and the SDK find it.
// cf is how the node's chain was named, which the API tells the CLI's
// chain commands. The returned stop closes the server and removes the
// file.
func (g *globals) serveAPI(ctx context.Context, n *node.Node, addr string, fc fileConfig, cf chainFlags, log *slog.Logger) (*api.Server, func(), error) {
	if addr == "off" || addr == "none" {
		return nil, func() {}, nil
	}
	var lim api.LLMLimits
	for _, l := range []struct {
		key, v string
		to     **big.Int
	}{{"api_max_price_per_1k_tora", fc.APIMaxPrice1k, &lim.MaxPricePer1K}, {"api_max_fee_tora", fc.APIMaxFee, &lim.MaxFee}} {
		if l.v == "" {
			continue
		}
		v, err := tora.Parse(l.v)
		if err != nil {
			return nil, nil, fmt.Errorf("%s: %w", l.key, err)
		}
		*l.to = v
	}
	var allowed []common.Address
	for _, a := range fc.APIAuth {
		if !common.IsHexAddress(a) {
			return nil, nil, fmt.Errorf("api_allow: %q is not an address", a)
		}
		allowed = append(allowed, common.HexToAddress(a))
	}
	api.Version = version
	chainFile, network := cf.source(fc)
	srv := api.New(n, api.Config{Listen: addr, Allow: allowed, Logger: log, LLM: api.NodeLLMWith(n, lim),
		RevokedFile: filepath.Join(g.datadir, revokedSessionsFile), ChainFile: chainFile, Network: network})
	if err := srv.Start(ctx); err != nil {
		return nil, nil, err
	}
	file := filepath.Join(g.datadir, sdk.APIFile)
	if err := os.WriteFile(file, []byte(strings.TrimSuffix(srv.URL(), "/")+"\n"), 0o600); err != nil {
		_ = srv.Close()
		return nil, nil, fmt.Errorf("api: record address: %w", err)
	}
	return srv, func() {
		_ = srv.Close()
		// Only remove the file if it is still ours (another node may have
		// started on this datadir's copy elsewhere).
		if b, err := os.ReadFile(file); err == nil && strings.TrimSpace(string(b)) == strings.TrimSuffix(srv.URL(), "/") {
			_ = os.Remove(file)
		}
	}, nil
}

// apiAddr is the API listen address for a node command: --api, else the
// config's api (which defaults to 127.0.0.1:5190).
func apiAddr(cmd *cobra.Command, flag string, fc fileConfig) string {
	if cmd.Flags().Changed("api") || fc.API == "" {
		return flag
	}
	return fc.API
}

// revokedSessionsFile keeps, in the datadir, the sessions `tensora
// logout` ended, for the node to refuse them after a restart.
const revokedSessionsFile = "sessions-revoked.json"

// runningNode returns a client of the node running on this datadir, or
// nil when none answers. withKey authorizes mutating calls: with the
// session `tensora login` saved when the node takes it, else by
// unlocking the wallet to sign each.
func (g *globals) runningNode(ctx context.Context, account string, withKey bool) (*sdk.Client, error) {
	if _, err := os.Stat(filepath.Join(g.datadir, sdk.APIFile)); err != nil {
		return nil, nil
	}
	c, err := sdk.Dial(ctx, g.datadir, nil)
	if err != nil {
		// A stale file after a crash: the caller falls back to an
		// embedded peer.
		return nil, nil //nolint:nilerr
	}
	if !withKey {
		return c, nil
	}
	sc, err := g.sessionClient(ctx, c, account)
	if err != nil || sc != nil {
		return sc, err
	}
	g.hintLogin()
	key, err := g.unlock(account)
	if err != nil {
		return nil, err
	}
	return sdk.New(c.Base(), key.ECDSA()), nil
}

// postViaAPI runs `subnet jobs post` through the running node's API; hp,
// when set, is an encrypted job's: its keys are uploaded too, and its
// output is decrypted here.
func postViaAPI(cmd *cobra.Command, g *globals, c *sdk.Client, req sdk.JobRequest, model, input, outFile string, hp *hePost) error {
	ctx := cmd.Context()
	status := cmd.ErrOrStderr()
	fmt.Fprintf(status, "using the node running on %s (%s)\n", g.datadir, c.Base())
	var err error
	if req.Model, err = uploadArg(ctx, c, status, "--model", model); err != nil {
		return err
	}
	if req.Input, err = uploadArg(ctx, c, status, "--input", input); err != nil {
		return err
	}
	if hp != nil {
		// The node serves the evaluation keys to the miner (once per
		// miner; the node stores them once).
		if _, err := uploadArg(ctx, c, status, "evaluation keys", hp.keys.EvalPath()); err != nil {
			return err
		}
	}
	id, err := c.Post(ctx, req)
	if err != nil {
		return err
	}
	line := newStatusLine(status)
	j, err := c.Wait(ctx, id, func(s sdk.Step) {
		line.println(fmt.Sprintf("  %-9s %s", s.State, s.Detail))
		line.set("waiting after " + s.State)
	})
	line.done()
	if err != nil && ctx.Err() != nil {
		// Interrupted: the job runs in the node, so stop it there too.
		cctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 5*time.Second)
		defer cancel()
		if cerr := c.Cancel(cctx, id); cerr == nil {
			fmt.Fprintf(status, "cancelled job %s on the node\n", id[:12])
		} else {
			fmt.Fprintf(status, "job %s goes on in the node (%v): tensora subnet jobs status %s\n", id[:12], cerr, id[:12])
		}
		return err
	}
	if err != nil {
		if len(j.Excluded) > 0 {
			var parts []string
			for _, e := range j.Excluded {
				parts = append(parts, fmt.Sprintf("%s %s (%d)", e.Reason, e.Want, e.Miners))
			}
			fmt.Fprintf(status, "  excluded: %s\n", strings.Join(parts, ", "))
		}
		return err
	}
	out, err := c.Download(ctx, j.OutputCID)
	if err != nil {
		return fmt.Errorf("download output %s: %w", j.OutputCID, err)
	}
	if outFile != "" {
		if err := os.WriteFile(outFile, out, 0o644); err != nil {
			return err
		}
	}
	var ys [][]float64
	var diff float64
	if hp != nil {
		if ys, diff, err = hp.decrypt(out); err != nil {
			return err
		}
	}
	w := cmd.OutOrStdout()
	if g.jsonOut {
		v := map[string]any{"job_id": "0x" + j.ID, "state": j.State, "winner": j.Winner, "bids": j.Bids, "verified": true,
			"output_cid": j.OutputCID, "result_hash": "0x" + j.ResultHash, "output_bytes": len(out), "exec_ms": j.ExecUs / 1000, "timeline": j.Timeline}
		if outFile != "" {
			v["output_file"] = outFile
		}
		if hp != nil {
			v["outputs"], v["labels"], v["plain_max_abs_diff"] = ys, labelsOf(hp.m, ys), diff
		}
		return printJSON(w, v)
	}
	fmt.Fprintf(w, "job 0x%s\n  bids: %d\n  assigned to %s\n  result verified: output %s (%d bytes), exec %s\n", j.ID, j.Bids, j.Winner,
		j.OutputCID, len(out), (time.Duration(j.ExecUs) * time.Microsecond).Round(time.Microsecond))
	if outFile != "" {
		fmt.Fprintf(w, "  wrote %s\n", outFile)
	}
	if hp != nil {
		return hp.print(w, ys, diff)
	}
	return nil
}

// uploadArg resolves --model/--input for the API: a CID as is, a file
// uploaded to the node.
func uploadArg(ctx context.Context, c *sdk.Client, status io.Writer, flag, v string) (string, error) {
	if v == "" {
		return "", nil
	}
	if id, err := parseCID(v); err == nil {
		return id.String(), nil
	}
	b, err := os.ReadFile(v)
	if err != nil {
		return "", fmt.Errorf("%s %q: neither a CID nor a readable file: %w", flag, v, err)
	}
	line := newStatusLine(status)
	line.set(fmt.Sprintf("uploading %s (%s)", filepath.Base(v), humanSize(int64(len(b)))))
	id, err := c.Upload(ctx, b, filepath.Base(v))
	line.done()
	if err != nil {
		return "", fmt.Errorf("%s: %w", flag, err)
	}
	fmt.Fprintf(status, "added %s as ipfs://%s\n", v, id)
	return id, nil
}

// statusLine keeps one live line at the bottom of a terminal: what we are
// waiting on and for how long. Off a terminal it prints nothing but the
// permanent lines.
type statusLine struct {
	w     io.Writer
	tty   bool
	mu    sync.Mutex
	text  string
	since time.Time
	stop  chan struct{}
	once  sync.Once
	wg    sync.WaitGroup
}

func newStatusLine(w io.Writer) *statusLine {
	s := &statusLine{w: w, since: time.Now(), stop: make(chan struct{})}
	if f, ok := w.(*os.File); ok {
		s.tty = term.IsTerminal(int(f.Fd()))
	}
	if s.tty {
		s.wg.Add(1)
		go s.run()
	}
	return s
}

func (s *statusLine) run() {
	defer s.wg.Done()
	t := time.NewTicker(200 * time.Millisecond)
	defer t.Stop()
	spin := `|/-\`
	for i := 0; ; i++ {
		select {
		case <-s.stop:
			return
		case <-t.C:
		}
		s.mu.Lock()
		if s.text != "" {
			fmt.Fprintf(s.w, "\r\033[K%c %s  %s", spin[i%len(spin)], s.text, time.Since(s.since).Round(100*time.Millisecond))
		}
		s.mu.Unlock()
	}
}

// set changes what the line says.
func (s *statusLine) set(text string) {
	s.mu.Lock()
	s.text = text
	s.mu.Unlock()
}

// println prints a permanent line above the live one.
func (s *statusLine) println(line string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.tty {
		fmt.Fprint(s.w, "\r\033[K")
	}
	fmt.Fprintln(s.w, line)
}

// done clears the live line and stops redrawing.
func (s *statusLine) done() {
	s.once.Do(func() {
		close(s.stop)
		s.wg.Wait()
		if s.tty {
			fmt.Fprint(s.w, "\r\033[K")
		}
	})
}

// maxAPIUpload is what the local API accepts in one upload (api.Config's
// default MaxUpload).
const maxAPIUpload = 256 << 20

// uploadViaAPI adds a file through the running node's API (`models add`
// while a node holds the store) and returns its CID.
func uploadViaAPI(cmd *cobra.Command, g *globals, c *sdk.Client, file string, b []byte) (string, error) {
	size := int64(len(b))
	if size > maxAPIUpload {
		return "", fmt.Errorf("%s is %s: the running node's API takes at most %s per upload; stop the node and run tensora models add again", file, humanSize(size), humanSize(maxAPIUpload))
	}
	line := newStatusLine(cmd.ErrOrStderr())
	line.set(fmt.Sprintf("uploading %s (%s) to the node on %s", filepath.Base(file), humanSize(size), g.datadir))
	id, err := c.Upload(cmd.Context(), b, filepath.Base(file))
	line.done()
	return id, err
}
