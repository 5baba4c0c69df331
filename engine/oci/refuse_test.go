package oci

import (
	"archive/tar"
	"bytes"
	"context"
	"errors"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/google/go-containerregistry/pkg/v1/mutate"
	"github.com/google/go-containerregistry/pkg/v1/tarball"
	"github.com/ipfs/go-cid"

	"github.com/tensora/tensora/engine"
	"github.com/tensora/tensora/engine/oci/image"
	"github.com/tensora/tensora/engine/oci/ocijob"
)

// An image whose stored layer no longer matches its digest is refused
// before anything is unpacked or run.
func TestRunRefusesTamperedImage(t *testing.T) {
	e, bs, ref := testEngine(t)
	img, err := image.Open(context.Background(), bs, ref.CID, ref.Digest)
	if err != nil {
		t.Fatal(err)
	}
	layer, _ := cid.Decode(img.Layers[0].CID)
	b := bytes.Clone(bs.files[layer])
	b[len(b)/2] ^= 0xff
	bs.files[layer] = b
	_, err = e.Run(context.Background(), shJob(t, ref, "echo ran > /out/x", nil))
	if !errors.Is(err, engine.ErrBadModel) || !errors.Is(err, image.ErrDigestMismatch) {
		t.Fatalf("err %v, want a bad model and a digest mismatch", err)
	}
	for _, d := range []string{e.rootfsDir(), e.runsDir()} {
		if ents, _ := os.ReadDir(d); len(ents) != 0 {
			t.Fatalf("%s holds %d entries after a refused image", d, len(ents))
		}
	}
}

// Requests refused before anything runs, each for the reason a caller
// branches on.
func TestRunRefusesRequests(t *testing.T) {
	e, _, ref := testEngine(t)
	other, _ := cid.Decode("bafkreigh2akiscaildcqabsyg3dfr6chu3fgpregiymsck7e7aqa4s52zy")
	for _, tc := range []struct {
		name string
		req  func() engine.Request
		want error
	}{
		// Not JSON at all.
		{"garbage input", func() engine.Request { return engine.Request{ModelCID: ref.CID.String(), Input: []byte("{")} }, engine.ErrBadInput},
		// The order names one image, the request another.
		{"model CID mismatch", func() engine.Request {
			r := shJob(t, ref, "true", nil)
			r.ModelCID = other.String()
			return r
		}, engine.ErrBadInput},
		// More memory than the miner allows (2 GiB by default).
		{"over the miner's memory", func() engine.Request {
			return shJob(t, ref, "true", func(r *ocijob.Request) { r.Limits.MemoryBytes = 4 << 30 })
		}, engine.ErrUnsupported},
		// A file and a directory of the same name.
		{"input file conflict", func() engine.Request {
			return shJob(t, ref, "true", func(r *ocijob.Request) { r.Files = map[string][]byte{"a": nil, "a/b": nil} })
		}, engine.ErrBadInput},
		// The image is not in the store.
		{"unknown image", func() engine.Request {
			r := shJob(t, ref, "true", nil)
			bad := image.Ref{CID: other, Digest: ref.Digest}
			in, _ := ocijob.Request{Image: bad.String(), Args: []string{"true"}}.Encode()
			return engine.Request{ModelCID: other.String(), Input: in, Phase: r.Phase}
		}, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := e.Run(context.Background(), tc.req())
			if err == nil || (tc.want != nil && !errors.Is(err, tc.want)) {
				t.Fatalf("err %v, want %v", err, tc.want)
			}
			t.Log(err)
		})
	}
}

// An output over the request's bound is refused; a symlink in /out is
// refused, not followed.
func TestRunOutputBounds(t *testing.T) {
	e, _, ref := testEngine(t)
	req := shJob(t, ref, "head -c 100000 /dev/zero > /out/big", nil)
	req.MaxOutputBytes = 50000
	if _, err := e.Run(context.Background(), req); !errors.Is(err, engine.ErrOutputTooLarge) {
		t.Fatalf("err %v, want output too large", err)
	}
	if _, err := e.Run(context.Background(), shJob(t, ref, "ln -s /etc/passwd /out/link", nil)); !errors.Is(err, engine.ErrBadInput) {
		t.Fatalf("err %v, want a refused symlink", err)
	}
	// Filling /out stops at its tmpfs (the output limit and a little
	// more): the container's write fails, the host's disk is never filled.
	req = shJob(t, ref, "df -k /out >&2; head -c 100000000 /dev/zero > /out/huge", nil)
	req.MaxOutputBytes = 1 << 20
	_, err := e.Run(context.Background(), req)
	if !errors.Is(err, engine.ErrBadInput) || errors.Is(err, engine.ErrOutputTooLarge) || !strings.Contains(err.Error(), "tensora-out") {
		t.Fatalf("err %v, want the container's write to a full 2 MiB /out to fail", err)
	}
}

// Concurrent runs of one image share one unpack; Close waits for runs in
// flight, and runs after it fail with ErrClosed.
func TestRunConcurrentThenClose(t *testing.T) {
	e, _, ref := testEngine(t)
	var wg sync.WaitGroup
	errs := make(chan error, 4)
	for i := 0; i < 4; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			res, err := e.Run(context.Background(), shJob(t, ref, "sleep 0.3; echo x > /out/x", nil))
			if err == nil && len(res.Output) == 0 {
				err = errors.New("empty output")
			}
			errs <- err
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		if err != nil {
			t.Fatal(err)
		}
	}
	roots, _ := os.ReadDir(e.rootfsDir())
	if len(roots) != 1 || roots[0].Name() != ref.Digest.Hex {
		t.Fatalf("rootfs cache %v, want one root named by the digest", roots)
	}
	done := make(chan error, 1)
	go func() {
		res, err := e.Run(context.Background(), shJob(t, ref, "sleep 0.5; echo late > /out/x", nil))
		if err == nil && files(t, res)["x"] == nil {
			err = errors.New("no output")
		}
		done <- err
	}()
	// Close once the run has its bundle, so it is in flight: Close waits
	// for it to finish normally.
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	for {
		if ents, _ := os.ReadDir(e.runsDir()); len(ents) > 0 {
			break
		}
		select {
		case <-ctx.Done():
			t.Fatal("the run never made its bundle")
		case <-time.After(10 * time.Millisecond):
		}
	}
	if err := e.Close(); err != nil {
		t.Fatal(err)
	}
	if err := <-done; err != nil {
		t.Fatalf("the run in flight at Close: %v", err)
	}
	if _, err := e.Run(context.Background(), shJob(t, ref, "true", nil)); !errors.Is(err, engine.ErrClosed) {
		t.Fatalf("after Close: %v", err)
	}
	if err := e.Close(); err != nil {
		t.Fatal(err)
	}
}

// New clears what a crash left: partial unpacks, old bundles and their
// containers (one created and never started here).
func TestNewCleansUp(t *testing.T) {
	e, bs, ref := testEngine(t)
	runOK(t, e, ref, "true", nil) // unpacks the root
	img, err := image.Open(context.Background(), bs, ref.CID, ref.Digest)
	if err != nil {
		t.Fatal(err)
	}
	root, err := e.rootfs(context.Background(), img)
	if err != nil {
		t.Fatal(err)
	}
	dead, err := e.newRun(ocijob.Request{Args: []string{"sleep 60"}}, img, root, ocijob.Limits{}.Effective(), DefaultMaxOutput)
	if err != nil {
		t.Fatal(err)
	}
	// No pipes: the created container's init holds runc's stdio open.
	if err := exec.Command(e.runtime, "--root", e.cfg.RuntimeRoot, "create", "--bundle", dead.dir, dead.id).Run(); err != nil {
		t.Fatalf("runc create: %v", err)
	}
	t.Cleanup(func() { e.deleteContainer(context.Background(), dead.id) }) // if New fails to
	partial := filepath.Join(e.rootfsDir(), ".abc.staging-1")
	if err := os.MkdirAll(filepath.Join(partial, "x"), 0o755); err != nil {
		t.Fatal(err)
	}
	if len(leftovers(t, e)) != 2 {
		t.Fatalf("leftovers before New: %q, want the container and its bundle", leftovers(t, e))
	}
	if _, err := New(context.Background(), Config{WorkDir: e.cfg.WorkDir, Blobs: bs}); err != nil {
		t.Fatal(err)
	}
	if left := leftovers(t, e); len(left) != 0 {
		t.Fatalf("left after New: %q", left)
	}
	if _, err := os.Stat(partial); !os.IsNotExist(err) {
		t.Fatalf("%s survived New", partial)
	}
	if _, err := os.Stat(root); err != nil {
		t.Fatalf("the whole root was removed: %v", err)
	}
}

// The engine describes itself from the runtime it found.
func TestEngineDescribes(t *testing.T) {
	e, _, _ := testEngine(t)
	env := e.Env()
	if e.Name() != "oci" || !e.Supports("oci") || e.Supports("onnx") || env.Engine != "oci" || env.EngineVersion != EngineVersion ||
		env.Runtime != "runc" || env.RuntimeVersion == "" || e.Version() != env.Runtime+" "+env.RuntimeVersion ||
		env.ExecutionProvider != "cpu" || !env.Deterministic || env.HardwareClass == "" {
		t.Fatalf("name %q version %q env %+v", e.Name(), e.Version(), env)
	}
}

// An image whose entrypoint does not exist fails as the client's input,
// not as a runtime failure.
func TestRunMissingEntrypoint(t *testing.T) {
	e, bs, _ := testEngine(t)
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "file"), []byte("x"), 0o644)
	img, err := image.Build(context.Background(), dir, image.BuildOptions{Entrypoint: []string{"/bin/nope"}})
	if err != nil {
		t.Fatal(err)
	}
	ref, err := image.Put(context.Background(), bs, img, "nope")
	if err != nil {
		t.Fatal(err)
	}
	_, err = e.Run(context.Background(), shJob(t, ref, "x", nil))
	if !errors.Is(err, engine.ErrBadInput) || !strings.Contains(err.Error(), "/bin/nope") {
		t.Fatalf("err %v, want a bad input naming /bin/nope", err)
	}
	t.Log(err)
}

// An image whose layer would write outside its root is refused as a bad
// model (the client's fault, so no honest miner's reputation pays for it),
// and nothing is left in the rootfs cache.
func TestRunRefusesUnsafeLayer(t *testing.T) {
	e, bs, _ := testEngine(t)
	var buf bytes.Buffer
	tw := tar.NewWriter(&buf)
	if err := tw.WriteHeader(&tar.Header{Name: "../escape", Typeflag: tar.TypeReg, Mode: 0o644, Size: 1}); err != nil {
		t.Fatal(err)
	}
	tw.Write([]byte("x"))
	if err := tw.Close(); err != nil {
		t.Fatal(err)
	}
	layer, err := tarball.LayerFromOpener(func() (io.ReadCloser, error) { return io.NopCloser(bytes.NewReader(buf.Bytes())), nil })
	if err != nil {
		t.Fatal(err)
	}
	img, err := mutate.AppendLayers(busybox(t), layer)
	if err != nil {
		t.Fatal(err)
	}
	ref, err := image.Put(context.Background(), bs, img, "unsafe")
	if err != nil {
		t.Fatal(err)
	}
	_, err = e.Run(context.Background(), shJob(t, ref, "true", nil))
	if !errors.Is(err, engine.ErrBadModel) || !errors.Is(err, image.ErrUnsafeEntry) {
		t.Fatalf("err %v, want a bad model and an unsafe entry", err)
	}
	if ents, _ := os.ReadDir(e.rootfsDir()); len(ents) != 0 {
		t.Fatalf("rootfs cache holds %d entries after a refused image", len(ents))
	}
}
