package main

import (
	"context"
	"fmt"
	"io"
	"math/big"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ipfs/go-cid"
	"github.com/spf13/cobra"

	"github.com/tensora/tensora/api/apitypes"
	"github.com/tensora/tensora/content"
	"github.com/tensora/tensora/node"
	"github.com/tensora/tensora/sdk"
	"github.com/tensora/tensora/types/tora"
)

// Read-only commands ask the node running on the datadir (which holds its
// store, and knows its chain) through its API: no passphrase and no
// --chain-file. Without a running node, or when a chain is named
// explicitly, they read the store or the chain themselves as before.

// readNode returns a client of the node running on the datadir for a
// read-only command, or nil: none runs, or cf names a chain explicitly
// (--chain-file, --chain-rpc, --network), which the command then reads
// itself.
func (g *globals) readNode(ctx context.Context, cf *chainFlags) *sdk.Client {
	if cf != nil && (cf.file != "" || cf.rpc != "" || cf.network != "") {
		return nil
	}
	c, _ := g.runningNode(ctx, "", false)
	return c
}

// nodeBalances reads the running node's balances when they are what the
// command asks about: account is empty or the node's own, and the node
// settles on a chain. ok=false: the command reads the chain itself.
func nodeBalances(ctx context.Context, c *sdk.Client, account string) (apitypes.BalancesResponse, bool, error) {
	var b apitypes.BalancesResponse
	info, err := c.Info(ctx)
	if err != nil {
		return b, false, err
	}
	if info.Escrow == "" {
		return b, false, nil // the node runs without a chain
	}
	if account != "" && (!common.IsHexAddress(account) || common.HexToAddress(account) != common.HexToAddress(info.Address)) {
		return b, false, nil // another account's: read the chain
	}
	if err := c.Get(ctx, "/api/v1/balances", &b); err != nil {
		return b, false, err
	}
	if b.ChainError != "" {
		return b, false, fmt.Errorf("the node at %s cannot read its chain: %s", c.Base(), b.ChainError)
	}
	return b, true, nil
}

// weiOf reads an amount of TORA the API wrote; "" is 0.
func weiOf(field, v string) (*big.Int, error) {
	if v == "" {
		return new(big.Int), nil
	}
	w, err := tora.Parse(v)
	if err != nil {
		return nil, fmt.Errorf("the node's %s %q: %w", field, v, err)
	}
	return w, nil
}

// weis reads several amounts the API wrote, in order.
func weis(pairs ...string) ([]*big.Int, error) {
	out := make([]*big.Int, 0, len(pairs)/2)
	for i := 0; i+1 < len(pairs); i += 2 {
		w, err := weiOf(pairs[i], pairs[i+1])
		if err != nil {
			return nil, err
		}
		out = append(out, w)
	}
	return out, nil
}

// escrowViaNode is `escrow balance` through the running node.
func escrowViaNode(cmd *cobra.Command, g *globals, c *sdk.Client, account string) (bool, error) {
	b, ok, err := nodeBalances(cmd.Context(), c, account)
	if err != nil || !ok {
		return ok, err
	}
	w, err := weis("escrow_free", b.EscrowFree, "escrow_committed", b.EscrowCommited, "tora", b.TORA, "withdrawal_pending", b.WithdrawalPending)
	if err != nil {
		return true, err
	}
	out := cmd.OutOrStdout()
	if g.jsonOut {
		return true, printJSON(out, map[string]any{"address": b.Address, "free_wei": w[0].String(), "committed_wei": w[1].String(), "wallet_wei": w[2].String(),
			"withdrawal_pending_wei": w[3].String(), "withdrawal_ready_at": b.WithdrawalReadyAt})
	}
	fmt.Fprintf(out, "%s: escrow %s TORA free, %s TORA committed; wallet %s TORA\n", b.Address, tora.Format(w[0]), tora.Format(w[1]), tora.Format(w[2]))
	if w[3].Sign() > 0 {
		fmt.Fprintf(out, "  withdrawal of %s TORA pending, ready at %s\n", tora.Format(w[3]), time.Unix(b.WithdrawalReadyAt, 0).UTC().Format(time.RFC3339))
	}
	return true, nil
}

// earningsViaNode is `miner earnings` (without --claim) through the
// running node.
func earningsViaNode(cmd *cobra.Command, g *globals, c *sdk.Client, account string) (bool, error) {
	b, ok, err := nodeBalances(cmd.Context(), c, account)
	if err != nil || !ok {
		return ok, err
	}
	w, err := weis("owed", b.Owed, "tora", b.TORA)
	if err != nil {
		return true, err
	}
	if g.jsonOut {
		return true, printJSON(cmd.OutOrStdout(), map[string]any{"address": b.Address, "claimable_wei": w[0].String(), "wallet_wei": w[1].String()})
	}
	fmt.Fprintf(cmd.OutOrStdout(), "%s: %s TORA claimable from finalized batches; wallet %s TORA\n", b.Address, tora.Format(w[0]), tora.Format(w[1]))
	return true, nil
}

// validationsViaNode reads the running validator's records (`validator
// pending`).
func validationsViaNode(ctx context.Context, c *sdk.Client, all bool) ([]node.ValidationRecord, error) {
	var out []node.ValidationRecord
	err := c.Get(ctx, "/api/v1/validations?all="+fmt.Sprint(all), &out)
	return out, err
}

// pinsViaNode lists the running node's files (`models ls`).
func pinsViaNode(ctx context.Context, c *sdk.Client) ([]content.Pin, error) {
	views, err := c.Content(ctx)
	if err != nil {
		return nil, err
	}
	pins := make([]content.Pin, 0, len(views))
	for _, v := range views {
		id, err := cid.Decode(v.CID)
		if err != nil {
			return nil, fmt.Errorf("the node listed %q: %w", v.CID, err)
		}
		pins = append(pins, content.Pin{Cid: id, Name: v.Name, Size: v.Size, Time: v.Time, Source: v.Source})
	}
	return pins, nil
}

// getViaNode is `models get` through the running node: the file is read
// from the node's store, fetched there first (a signed call: the session
// of `tensora login`, or the passphrase) when the node lacks it, written
// to outFile, and its CID checked here against c. It returns the size.
func getViaNode(cmd *cobra.Command, g *globals, c *sdk.Client, id cid.Cid, outFile string, timeout time.Duration) (int64, error) {
	ctx := cmd.Context()
	pins, err := pinsViaNode(ctx, c)
	if err != nil {
		return 0, err
	}
	held := false
	for _, p := range pins {
		held = held || p.Cid.Equals(id)
	}
	if !held {
		sc, err := g.runningNode(ctx, "", true)
		if err != nil {
			return 0, err
		}
		line := newStatusLine(cmd.ErrOrStderr())
		line.set("the node on " + g.datadir + " fetches " + short(id.String()))
		_, err = sc.Fetch(ctx, id.String(), timeout)
		line.done()
		if err != nil {
			return 0, err
		}
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, c.Base()+"/api/v1/content/"+url.PathEscape(id.String()), nil)
	if err != nil {
		return 0, err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return 0, fmt.Errorf("read %s from the node: %w", id, err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		b, _ := io.ReadAll(io.LimitReader(resp.Body, 4<<10))
		return 0, fmt.Errorf("read %s from the node: HTTP %d: %s", id, resp.StatusCode, b)
	}
	tmp, err := os.CreateTemp(filepath.Dir(outFile), "."+filepath.Base(outFile)+".part-*")
	if err != nil {
		return 0, err
	}
	defer os.Remove(tmp.Name()) // no-op after the rename
	bar := newProgress(cmd.ErrOrStderr(), "reading "+short(id.String())+" from the node")
	n, err := io.Copy(tmp, &progressReader{r: resp.Body, total: resp.ContentLength, update: bar.update})
	bar.finish()
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return 0, fmt.Errorf("read %s from the node: %w", id, err)
	}
	// The node checked every block; check the whole file again here.
	f, err := os.Open(tmp.Name())
	if err != nil {
		return 0, err
	}
	got, err := content.CIDOf(f)
	_ = f.Close()
	if err != nil {
		return 0, err
	}
	if !got.Equals(id) {
		return 0, fmt.Errorf("the node sent a file whose CID is %s, not %s", got, id)
	}
	return n, os.Rename(tmp.Name(), outFile)
}

// progressReader reports the bytes read so far.
type progressReader struct {
	r      io.Reader
	done   int64
	total  int64
	update func(done, total int64)
}

func (p *progressReader) Read(b []byte) (int, error) {
	n, err := p.r.Read(b)
	p.done += int64(n)
	p.update(p.done, p.total)
	return n, err
}
