package testnet

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"

	"github.com/google/go-containerregistry/pkg/v1/mutate"
	gocid "github.com/ipfs/go-cid"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/tensora/tensora/engine"
	"github.com/tensora/tensora/engine/oci"
	"github.com/tensora/tensora/engine/oci/image"
	"github.com/tensora/tensora/engine/oci/ocijob"
)

// BenchmarkContainerStart measures container jobs at a miner, in one run:
//
//   - host: the demo's word count run directly on the host (busybox sh);
//   - cold: the first image pulled from a peer (the client) into a miner's
//     empty store, unpacked and run;
//   - cold-base-held: a new image sharing that image's base layer (its own
//     small top layer): pulled (only what is missing), unpacked, run;
//   - warm: the same image again, held and unpacked: the run alone;
//
// and the bytes each pull fetched (layer dedup). Each iteration builds a
// new image, so every iteration after the first is a cold-base-held start.
//
//	go test -run '^$' -bench ContainerStart -benchtime 10x ./testnet/
func BenchmarkContainerStart(b *testing.B) {
	if err := ContainersAvailable(); err != nil {
		b.Skipf("container jobs cannot run here: %v", err)
	}
	ctx := context.Background()
	net, err := Start(ctx, Config{Miners: 1, NoEngine: true})
	if err != nil {
		b.Fatal(err)
	}
	defer net.Close()
	miner := net.Miners[0]
	client := []peer.AddrInfo{net.Client.Host().AddrInfo()}
	fetch := func(ctx context.Context, c gocid.Cid, limit int64) (int64, error) {
		if ok, err := miner.Content().Has(ctx, c); err == nil && ok {
			return 0, nil
		}
		return miner.Content().FetchWithin(ctx, c, client, limit)
	}
	base, err := DemoImage(ctx)
	if err != nil {
		b.Fatal(err)
	}
	files := DemoContainerInput(3)

	// The same script on the host, on the same files.
	hostDir := b.TempDir()
	in, out := filepath.Join(hostDir, "in"), filepath.Join(hostDir, "out")
	if err := os.MkdirAll(in, 0o755); err != nil {
		b.Fatal(err)
	}
	for name, body := range files {
		if err := os.WriteFile(filepath.Join(in, name), body, 0o644); err != nil {
			b.Fatal(err)
		}
	}
	script := filepath.Join(hostDir, "count.sh")
	if err := os.WriteFile(script, []byte(demoScript), 0o644); err != nil {
		b.Fatal(err)
	}
	host := func() time.Duration {
		_ = os.RemoveAll(out)
		if err := os.MkdirAll(out, 0o755); err != nil {
			b.Fatal(err)
		}
		cmd := exec.Command(BusyboxPath, "sh", script)
		cmd.Env = []string{"IN=" + in, "OUT=" + out, "PATH=/bin:/usr/bin"}
		start := time.Now()
		if b, err := cmd.CombinedOutput(); err != nil {
			panic(fmt.Sprintf("host run: %v: %s", err, b))
		}
		return time.Since(start)
	}

	eng, err := oci.New(ctx, oci.Config{WorkDir: filepath.Join(b.TempDir(), "oci")})
	if err != nil {
		b.Fatal(err)
	}
	defer eng.Close()
	eng.UseContent(miner.Content())
	run := func(ref image.Ref) time.Duration {
		req := ocijob.Request{Image: ref.String(), Files: files}
		input, err := req.Encode()
		if err != nil {
			b.Fatal(err)
		}
		start := time.Now()
		if _, err := eng.Run(ctx, engine.Request{ModelCID: ref.CID.String(), Input: input}); err != nil {
			b.Fatal(err)
		}
		return time.Since(start)
	}

	var hostT, cold, coldHeld, warm, pullHeld time.Duration
	var firstFetched, laterFetched int64
	b.ResetTimer()
	for i := range b.N {
		top, err := image.Build(ctx, writeTemp(b, fmt.Sprintf("image %d\n", i)), image.BuildOptions{Entrypoint: []string{"/bin/true"}})
		if err != nil {
			b.Fatal(err)
		}
		layers, err := top.Layers()
		if err != nil {
			b.Fatal(err)
		}
		img, err := mutate.AppendLayers(base, layers[0])
		if err != nil {
			b.Fatal(err)
		}
		ref, err := net.AddImage(ctx, img, fmt.Sprintf("bench %d", i))
		if err != nil {
			b.Fatal(err)
		}
		hostT += host()
		start := time.Now()
		_, p, err := image.Pull(ctx, miner.Content(), fetch, ref, 1<<30, nil)
		if err != nil {
			b.Fatal(err)
		}
		pulled := time.Since(start)
		d := pulled + run(ref)
		if i == 0 {
			cold, firstFetched = d, p.Fetched
		} else {
			coldHeld += d
			pullHeld += pulled
			laterFetched += p.Fetched
		}
		warm += run(ref)
	}
	b.StopTimer()
	n := time.Duration(b.N)
	b.ReportMetric(msOf(hostT/n), "host-ms")
	b.ReportMetric(msOf(cold), "cold-ms")
	if b.N > 1 {
		b.ReportMetric(msOf(coldHeld/(n-1)), "cold-base-held-ms")
		b.ReportMetric(float64(laterFetched)/float64(b.N-1), "later-fetched-B")
		b.ReportMetric(msOf(pullHeld/(n-1)), "later-pull-ms")
	}
	b.ReportMetric(msOf(warm/n), "warm-ms")
	b.ReportMetric(msOf((warm-hostT)/n), "overhead-ms")
	b.ReportMetric(float64(warm)/float64(hostT), "warm/host")
	b.ReportMetric(float64(firstFetched), "first-fetched-B")
}

func msOf(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }

// writeTemp is a directory holding one file, id.txt.
func writeTemp(b *testing.B, body string) string {
	dir := b.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "id.txt"), []byte(body), 0o644); err != nil {
		b.Fatal(err)
	}
	return dir
}
