package oci

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"log/slog"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	v1 "github.com/google/go-containerregistry/pkg/v1"
	"github.com/ipfs/go-cid"

	"github.com/tensora/tensora/content"
	"github.com/tensora/tensora/engine"
	"github.com/tensora/tensora/engine/oci/image"
	"github.com/tensora/tensora/engine/oci/ocijob"
)

// memBlobs is a content store in memory, keyed by UnixFS CID as the real
// one is.
type memBlobs struct {
	mu    sync.Mutex
	files map[cid.Cid][]byte
}

func newMem() *memBlobs { return &memBlobs{files: map[cid.Cid][]byte{}} }

func (m *memBlobs) Add(ctx context.Context, r io.Reader, name string, _ func(int64)) (cid.Cid, int64, error) {
	b, err := io.ReadAll(r)
	if err != nil {
		return cid.Undef, 0, err
	}
	c, err := content.CIDOf(bytes.NewReader(b))
	if err != nil {
		return cid.Undef, 0, err
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	m.files[c] = b
	return c, int64(len(b)), nil
}

func (m *memBlobs) Open(ctx context.Context, c cid.Cid) (io.ReadSeekCloser, int64, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	b, ok := m.files[c]
	if !ok {
		return nil, 0, fmt.Errorf("open %s: %w", c, content.ErrNotLocal)
	}
	return struct {
		io.ReadSeeker
		io.Closer
	}{bytes.NewReader(b), io.NopCloser(nil)}, int64(len(b)), nil
}

var (
	busyboxOnce sync.Once
	busyboxImg  v1.Image
	busyboxErr  error
)

// busybox is an image of Debian's busybox-static with every applet linked
// in /bin, running `sh -c <args[0]>`. Built once per test binary.
func busybox(t *testing.T) v1.Image {
	t.Helper()
	bin, err := os.ReadFile("/usr/bin/busybox")
	if err != nil {
		t.Skip("no /usr/bin/busybox (Debian's busybox-static is not installed): skipping container runs")
	}
	busyboxOnce.Do(func() {
		dir, err := os.MkdirTemp("", "busybox-image-")
		if err != nil {
			busyboxErr = err
			return
		}
		defer os.RemoveAll(dir)
		os.MkdirAll(filepath.Join(dir, "bin"), 0o755)
		if busyboxErr = os.WriteFile(filepath.Join(dir, "bin/busybox"), bin, 0o755); busyboxErr != nil {
			return
		}
		list, err := exec.Command("/usr/bin/busybox", "--list").Output()
		if err != nil {
			busyboxErr = err
			return
		}
		for _, applet := range strings.Fields(string(list)) {
			if applet != "busybox" {
				os.Symlink("busybox", filepath.Join(dir, "bin", applet))
			}
		}
		busyboxImg, busyboxErr = image.Build(context.Background(), dir, image.BuildOptions{
			Entrypoint: []string{"/bin/busybox", "sh", "-c"}, Cmd: []string{"true"}, Env: []string{"PATH=/bin"}})
	})
	if busyboxErr != nil {
		t.Fatal(busyboxErr)
	}
	return busyboxImg
}

// testEngine is an engine on a fresh work dir with the busybox image in
// its store, or a skip where this host cannot run containers.
func testEngine(t *testing.T) (*Engine, *memBlobs, image.Ref) {
	t.Helper()
	if err := Available(); err != nil {
		t.Skipf("cannot run containers here: %v", err)
	}
	img := busybox(t)
	bs := newMem()
	ref, err := image.Put(context.Background(), bs, img, "busybox")
	if err != nil {
		t.Fatal(err)
	}
	e, err := New(context.Background(), Config{WorkDir: t.TempDir(), Blobs: bs, Logger: testLogger(t)})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { e.Close() })
	return e, bs, ref
}

func testLogger(t *testing.T) *slog.Logger {
	if testing.Verbose() {
		return slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelDebug}))
	}
	return slog.New(slog.NewTextHandler(io.Discard, nil))
}

// shJob is a request running script under busybox sh.
func shJob(t *testing.T, ref image.Ref, script string, edit func(*ocijob.Request)) engine.Request {
	t.Helper()
	r := ocijob.Request{Image: ref.String(), Args: []string{script}}
	if edit != nil {
		edit(&r)
	}
	b, err := r.Encode()
	if err != nil {
		t.Fatal(err)
	}
	return engine.Request{ModelCID: ref.CID.String(), Input: b}
}

// files reads a run's output tar back.
func files(t *testing.T, res *engine.Result) map[string][]byte {
	t.Helper()
	out, err := ocijob.ReadOutput(res.Output, 1<<30)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// runOK runs script and fails the test unless it succeeds.
func runOK(t *testing.T, e *Engine, ref image.Ref, script string, edit func(*ocijob.Request)) map[string][]byte {
	t.Helper()
	res, err := e.Run(context.Background(), shJob(t, ref, script, edit))
	if err != nil {
		t.Fatalf("run %q: %v", script, err)
	}
	return files(t, res)
}

// leftovers lists what the engine left in its runtime root and runs dir:
// nothing once runs have returned.
func leftovers(t *testing.T, e *Engine) []string {
	t.Helper()
	var left []string
	out, err := exec.Command(e.runtime, "--root", e.cfg.RuntimeRoot, "list", "-q").Output()
	if err != nil {
		t.Fatalf("runc list: %v", err)
	}
	left = append(left, strings.Fields(string(out))...)
	runs, err := os.ReadDir(e.runsDir())
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range runs {
		left = append(left, "runs/"+r.Name())
	}
	return left
}
