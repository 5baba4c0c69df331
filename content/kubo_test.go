package content

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ipfs/go-cid"
	"github.com/libp2p/go-libp2p/core/peer"
	ma "github.com/multiformats/go-multiaddr"
)

// kubo is a real Kubo daemon in a temporary repo, driven through its CLI.
type kubo struct {
	t    testing.TB
	bin  string
	repo string
	id   peer.AddrInfo
}

// newKubo starts the Kubo daemon at $TENSORA_KUBO (make test-kubo builds
// one) with the test profile: loopback only, no bootstrap peers, no mDNS.
// The test skips where there is none.
func newKubo(t *testing.T) *kubo {
	t.Helper()
	bin := os.Getenv("TENSORA_KUBO")
	if bin == "" {
		t.Skip("TENSORA_KUBO is not set: `make test-kubo` builds Kubo and runs this test")
	}
	k := &kubo{t: t, bin: bin, repo: t.TempDir()}
	if out, err := k.run(context.Background(), "init", "--profile", "test"); err != nil {
		t.Fatalf("ipfs init: %v\n%s", err, out)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cmd := exec.CommandContext(ctx, bin, "daemon")
	cmd.Env = append(os.Environ(), "IPFS_PATH="+k.repo)
	var log bytes.Buffer
	cmd.Stdout, cmd.Stderr = &log, &log
	if err := cmd.Start(); err != nil {
		cancel()
		t.Fatal(err)
	}
	t.Cleanup(func() {
		cancel()
		_ = cmd.Wait()
		if t.Failed() {
			t.Logf("kubo daemon log:\n%s", log.String())
		}
	})
	// The daemon writes $IPFS_PATH/api once it serves its API.
	waitFor(t, "the kubo daemon's API", func() bool {
		_, err := os.Stat(filepath.Join(k.repo, "api"))
		return err == nil
	})
	out, err := k.run(context.Background(), "id")
	if err != nil {
		t.Fatalf("ipfs id: %v\n%s", err, out)
	}
	var id struct {
		ID        string
		Addresses []string
	}
	if err := json.Unmarshal(out, &id); err != nil {
		t.Fatalf("ipfs id: %v\n%s", err, out)
	}
	for _, a := range id.Addresses {
		m, err := ma.NewMultiaddr(a)
		if err != nil {
			continue
		}
		ai, err := peer.AddrInfoFromP2pAddr(m)
		if err == nil && strings.Contains(a, "/tcp/") {
			k.id.ID = ai.ID
			k.id.Addrs = append(k.id.Addrs, ai.Addrs...)
		}
	}
	if k.id.ID == "" {
		t.Fatalf("kubo reports no TCP address: %s", out)
	}
	return k
}

// run runs the CLI against the daemon (or the repo, before it starts).
func (k *kubo) run(ctx context.Context, args ...string) ([]byte, error) {
	cmd := exec.CommandContext(ctx, k.bin, args...)
	cmd.Env = append(os.Environ(), "IPFS_PATH="+k.repo)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return append(out, stderr.Bytes()...), fmt.Errorf("ipfs %s: %w", strings.Join(args, " "), err)
	}
	return out, nil
}

// TestKuboSwapsModels runs the interop checks of TestStockNodeSwapsModels
// and TestStockNodeRefusedJobContent against a real Kubo: the same file
// gives the same CID, Kubo fetches a model from a Tensora peer by CID,
// a Tensora peer fetches from Kubo by CID, and Kubo is refused a job's
// input.
func TestKuboSwapsModels(t *testing.T) {
	k := newKubo(t)
	rd := &readers{addr: map[peer.ID]common.Address{}}
	tn := newNode(t, nodeOpt{cfg: Config{Access: rd.access, FetchTimeout: 20 * time.Second}})
	rd.set(tn.host.ID(), common.Address{1})
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	dir := t.TempDir()

	// Same file, same CID.
	model := randBytes(t, 5*ChunkSize+321)
	file := filepath.Join(dir, "model.onnx")
	if err := os.WriteFile(file, model, 0o600); err != nil {
		t.Fatal(err)
	}
	c := addBytes(t, tn, model, "model.onnx")
	out, err := k.run(ctx, "add", "-Q", "--only-hash", "--cid-version=1", "--raw-leaves", "--chunker=size-262144", file)
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	if got := strings.TrimSpace(string(out)); got != c.String() {
		t.Fatalf("kubo gives %s for the file Tensora added as %s", got, c)
	}

	// Kubo fetches the model from the Tensora peer, given its address.
	addr := fmt.Sprintf("%s/p2p/%s", tn.host.AddrInfo().Addrs[0], tn.host.ID())
	if out, err := k.run(ctx, "swarm", "connect", addr); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	got, err := k.run(ctx, "--timeout=30s", "cat", c.String())
	if err != nil {
		t.Fatalf("kubo fetching a model from a Tensora peer: %v\n%s", err, got)
	}
	if !bytes.Equal(got, model) {
		t.Fatalf("kubo read %d bytes that differ from the %d-byte model", len(got), len(model))
	}

	// The Tensora peer fetches a file Kubo added, named as provider.
	other := randBytes(t, 3*ChunkSize+5)
	ofile := filepath.Join(dir, "other")
	if err := os.WriteFile(ofile, other, 0o600); err != nil {
		t.Fatal(err)
	}
	out, err = k.run(ctx, "add", "-Q", "--cid-version=1", "--raw-leaves", "--chunker=size-262144", ofile)
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	oc, err := cid.Decode(strings.TrimSpace(string(out)))
	if err != nil {
		t.Fatal(err)
	}
	fetched, err := tn.store.FetchBytes(ctx, oc, []peer.AddrInfo{k.id}, 1<<30)
	if err != nil {
		t.Fatalf("Tensora peer fetching from kubo: %v", err)
	}
	if !bytes.Equal(fetched, other) {
		t.Fatal("the Tensora peer read a different file")
	}

	// A job's input is refused to Kubo, which no job names.
	input := addBytes(t, tn, randBytes(t, 2*ChunkSize+9), "input")
	if err := tn.store.Restrict(ctx, input, common.Address{1}); err != nil {
		t.Fatal(err)
	}
	before := counter(t, tn.reg, "tensora_content_blocks_refused_total")
	if out, err := k.run(ctx, "--timeout=3s", "block", "get", input.String()); err == nil {
		t.Fatalf("kubo got a job's input root: %d bytes", len(out))
	}
	if after := counter(t, tn.reg, "tensora_content_blocks_refused_total"); after <= before {
		t.Fatalf("the Tensora peer refused kubo nothing (%v before, %v after)", before, after)
	}
}
