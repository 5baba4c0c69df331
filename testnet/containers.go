package testnet

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"
	v1 "github.com/google/go-containerregistry/pkg/v1"

	"github.com/tensora/tensora/engine"
	"github.com/tensora/tensora/engine/oci"
	"github.com/tensora/tensora/engine/oci/image"
	"github.com/tensora/tensora/engine/oci/ocijob"
	"github.com/tensora/tensora/node"
	"github.com/tensora/tensora/node/queue"
	"github.com/tensora/tensora/types/tora"
)

// BusyboxPath is where the demo image takes its one binary from (Debian's
// busybox-static: statically linked, so it runs alone in an image).
const BusyboxPath = "/bin/busybox"

// demoScript counts the words of each file under /in into
// /out/counts.txt and checksums them into /out/sha256.txt: deterministic
// output (no clock, no network, sorted input), as a container job must
// have for validators to compare it exactly.
// IN and OUT default to /in and /out (the benchmark runs the same script
// on the host with its own).
const demoScript = `set -eu
IN=${IN:-/in} OUT=${OUT:-/out}
cd "$IN"
for f in $(ls | sort); do
  printf '%s %s\n' "$f" "$(wc -w < "$f" | tr -d ' ')" >> "$OUT/counts.txt"
done
sha256sum $(ls | sort) > "$OUT/sha256.txt"
echo "counted $(ls | wc -l | tr -d ' ') files"
`

// ContainersAvailable says why this host cannot run the testnet's
// container jobs (no runc, not root, no busybox-static), nil when it can.
func ContainersAvailable() error {
	if err := oci.Available(); err != nil {
		return err
	}
	if _, err := os.Stat(BusyboxPath); err != nil {
		return fmt.Errorf("no %s for the demo image (Debian: apt-get install busybox-static): %w", BusyboxPath, err)
	}
	return nil
}

// DemoImage builds the demo's container image: busybox and a word-count
// script as the entrypoint. The same busybox gives the same image, and
// so the same CID.
func DemoImage(ctx context.Context) (v1.Image, error) {
	dir, err := os.MkdirTemp("", "tensora-demo-image-")
	if err != nil {
		return nil, fmt.Errorf("testnet: demo image: %w", err)
	}
	defer os.RemoveAll(dir)
	bb, err := os.ReadFile(BusyboxPath)
	if err != nil {
		return nil, fmt.Errorf("testnet: demo image: %w", err)
	}
	if err := os.MkdirAll(filepath.Join(dir, "bin"), 0o755); err != nil {
		return nil, fmt.Errorf("testnet: demo image: %w", err)
	}
	if err := os.WriteFile(filepath.Join(dir, "bin", "busybox"), bb, 0o755); err != nil {
		return nil, fmt.Errorf("testnet: demo image: %w", err)
	}
	if err := os.WriteFile(filepath.Join(dir, "count.sh"), []byte(demoScript), 0o644); err != nil {
		return nil, fmt.Errorf("testnet: demo image: %w", err)
	}
	img, err := image.Build(ctx, dir, image.BuildOptions{
		Entrypoint: []string{"/bin/busybox", "sh", "/count.sh"},
		Env:        []string{"PATH=/bin"},
	})
	if err != nil {
		return nil, fmt.Errorf("testnet: demo image: %w", err)
	}
	return img, nil
}

// NewContainerEngine starts a container engine working in dir, for
// Config.MinerEngine and Config.ValidatorEngine; the node hands it its
// content store when it starts.
func NewContainerEngine(ctx context.Context, dir string, log *slog.Logger) (engine.Engine, error) {
	e, err := oci.New(ctx, oci.Config{WorkDir: dir, Logger: log})
	if err != nil {
		return nil, fmt.Errorf("testnet: container engine: %w", err)
	}
	return e, nil
}

// AddImage stores img in the client's content store (each blob its own
// content, as `tensora image build` does) and returns its reference.
func (n *Net) AddImage(ctx context.Context, img v1.Image, name string) (image.Ref, error) {
	ref, err := image.Put(ctx, n.Client.Content(), img, name)
	if err != nil {
		return image.Ref{}, fmt.Errorf("testnet: add image: %w", err)
	}
	return ref, nil
}

// ContainerJob is a container job for PostContainer.
type ContainerJob struct {
	Request    ocijob.Request // Image is filled in from the reference
	Spec       string         // constraints; "" for any miner running containers
	MaxFeeTORA int64          // default 5
}

// PostContainer posts a container job running ref's image and waits for
// its verified output.
func (n *Net) PostContainer(ctx context.Context, ref image.Ref, job ContainerJob) (*node.JobOutcome, error) {
	job.Request.Image = ref.String()
	in, err := job.Request.Encode()
	if err != nil {
		return nil, fmt.Errorf("testnet: container job: %w", err)
	}
	c, _, err := n.Client.Content().Add(ctx, bytes.NewReader(in), "container request", nil)
	if err != nil {
		return nil, fmt.Errorf("testnet: container job: %w", err)
	}
	if job.MaxFeeTORA == 0 {
		job.MaxFeeTORA = 5
	}
	return n.Client.Post(ctx, node.JobRequest{
		Subnet: n.cfg.Subnet, Engine: ocijob.Engine, Spec: job.Spec, ModelCID: ref.CID.String(), InputCID: c.String(),
		MaxFee: tora.Whole(job.MaxFeeTORA),
	})
}

// DemoContainerInput is job i's /in for the demo image: a few lines of
// text, different for each i.
func DemoContainerInput(i int) map[string][]byte {
	words := strings.Fields("the quick brown fox jumps over the lazy dog while miners run containers")
	return map[string][]byte{
		"a.txt": []byte(strings.Join(words[:3+i%len(words)], " ") + "\n"),
		"b.txt": []byte(fmt.Sprintf("job %d\n%s\n", i, strings.Repeat("tensora ", i+1))),
	}
}

// RunContainers builds and stores the demo image, then posts k container
// jobs one after another (each counting the words of its own input) and
// reports them as Run does; progress, if set, gets a line per job.
func (n *Net) RunContainers(ctx context.Context, k int, progress io.Writer) (*Report, error) {
	if progress == nil {
		progress = io.Discard
	}
	start := time.Now()
	rep := &Report{Peers: len(n.All), Miners: len(n.Miners), StakeNote: n.stakeNote(), Inference: true, Engine: ocijob.Engine}
	img, err := DemoImage(ctx)
	if err != nil {
		return rep, err
	}
	ref, err := n.AddImage(ctx, img, "demo")
	if err != nil {
		return rep, err
	}
	rep.Model = ref.String()
	for i := range k {
		out, err := n.PostContainer(ctx, ref, ContainerJob{Request: ocijob.Request{Files: DemoContainerInput(i)}})
		if out == nil {
			return rep, err
		}
		jr := n.jobReport(out, "engine=oci")
		if err != nil {
			if ctx.Err() != nil {
				return rep, ctx.Err()
			}
			jr.Error = err.Error()
		} else {
			rep.Assigned++
			n.countRecomputations(ctx, out, &jr)
		}
		if jr.Verified {
			rep.Verified++
			counts := "(no counts.txt)"
			if files, rerr := ocijob.ReadOutput(out.Output, 1<<20); rerr == nil && len(files["counts.txt"]) > 0 {
				counts = strings.ReplaceAll(strings.TrimSpace(string(files["counts.txt"])), "\n", ", ")
			}
			on := jr.Profile
			if jr.Name != "" {
				on = jr.Name + " (" + jr.Profile + ")"
			}
			fmt.Fprintf(progress, "  container job %s on %s: %s; counted %s\n", jr.JobID, on, n.MinerPhases(ctx, out.Winner, out.JobID), counts)
		} else {
			fmt.Fprintf(progress, "container job %s failed: %s\n", jr.JobID, jr.Error)
		}
		rep.Jobs = append(rep.Jobs, jr)
	}
	rep.Elapsed = time.Since(start)
	if rep.Verified == 0 && k > 0 {
		return rep, errors.New("testnet: no container job verified")
	}
	return rep, nil
}

// MinerPhases describes the states job id went through in the queue of
// the miner at addr, each with how long it lasted: "fetching 2ms, pulling
// 15ms, running 160ms, collecting 3ms, done".
func (n *Net) MinerPhases(ctx context.Context, addr common.Address, id [32]byte) string {
	for _, m := range n.Miners {
		if m.Address() != addr {
			continue
		}
		j, err := m.Queue().Get(ctx, id)
		if err != nil {
			return "phases unknown: " + err.Error()
		}
		var parts []string
		for i, st := range j.History {
			if st.State == queue.Queued && i == 0 {
				continue
			}
			if i+1 < len(j.History) {
				parts = append(parts, fmt.Sprintf("%s %s", st.State, j.History[i+1].At.Sub(st.At).Round(time.Millisecond)))
			} else {
				parts = append(parts, string(st.State))
			}
		}
		return strings.Join(parts, ", ")
	}
	return "phases unknown: not a miner of this testnet"
}
