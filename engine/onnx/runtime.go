package onnx

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"sync"

	ort "github.com/yalue/onnxruntime_go"

	"github.com/tensora/tensora/engine"
	"golang.org/x/sys/cpu"
)

// ErrLibraryNotFound: no ONNX Runtime shared library where New looked.
// FindLibrary's error wraps it and names every place it looked.
var ErrLibraryNotFound = errors.New("ONNX Runtime library not found: run `make setup` in the checkout, set TENSORA_CACHE to the cache it fills, or ONNXRUNTIME_LIB=/path/libonnxruntime.so.1")

// libRel is where scripts/setup-native.sh puts the library inside the
// native cache (see engine.FindCacheFile).
const libRel = "native/onnxruntime/libonnxruntime.so.1"

// libName is the library's file name next to an installed binary.
const libName = "libonnxruntime.so.1"

// executable is os.Executable; tests stand in a binary elsewhere.
var executable = os.Executable

// FindLibrary resolves the ONNX Runtime shared library: explicit if set,
// else $ONNXRUNTIME_LIB, else $TENSORA_CACHE/native/onnxruntime/..., else
// next to the binary (<exe dir>/libonnxruntime.so.1, or
// <exe dir>/../lib/tensora/libonnxruntime.so.1 for an installed one), else
// .cache/native/onnxruntime/libonnxruntime.so.1 in the working directory,
// the executable's directory, or any directory above either, else the
// installed cache <exe dir>/../lib/tensora/native/onnxruntime/. The error
// wraps ErrLibraryNotFound and lists the places looked.
func FindLibrary(explicit string) (string, error) {
	for _, c := range []struct{ path, from string }{{explicit, "Config.LibraryPath"}, {os.Getenv("ONNXRUNTIME_LIB"), "ONNXRUNTIME_LIB"}} {
		if c.path == "" {
			continue
		}
		if _, err := os.Stat(c.path); err != nil {
			return "", fmt.Errorf("%w (%s=%s: %w)", ErrLibraryNotFound, c.from, c.path, err)
		}
		return c.path, nil
	}
	var beside []string
	if exe, err := executable(); err == nil {
		dir := filepath.Dir(exe)
		beside = []string{filepath.Join(dir, libName), filepath.Join(dir, engine.InstalledCacheDir, libName)}
	}
	p, err := engine.FindCacheFile(libRel, beside...)
	if err == nil {
		return p, nil
	}
	var nf *engine.NotFoundError
	if errors.As(err, &nf) {
		return "", fmt.Errorf("%w; looked in $ONNXRUNTIME_LIB (unset); %s", ErrLibraryNotFound, strings.Join(nf.Looked, "; "))
	}
	return "", fmt.Errorf("%w: %w", ErrLibraryNotFound, err)
}

// onnxruntime_go keeps one ORT environment per process and fails a second
// InitializeEnvironment, so engines share it: the first to start loads the
// library, the last to close unloads it. A process can load only one
// library; an engine asking for another fails.
var ortRuntime struct {
	mu      sync.Mutex
	refs    int
	path    string
	version string
}

func acquireRuntime(path string) (version string, err error) {
	abs, err := filepath.Abs(path)
	if err != nil {
		return "", fmt.Errorf("onnx runtime path %s: %w", path, err)
	}
	r := &ortRuntime
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.refs > 0 {
		if abs != r.path {
			return "", fmt.Errorf("ONNX Runtime is already loaded from %s in this process; cannot also load %s", r.path, abs)
		}
		r.refs++
		return r.version, nil
	}
	if ort.IsInitialized() {
		return "", errors.New("the onnxruntime_go environment was initialized outside package engine/onnx")
	}
	ort.SetSharedLibraryPath(abs)
	// Fatal only: ORT would otherwise print every failed run to stderr,
	// bypassing slog, and each failure already comes back as an error.
	if err := ort.InitializeEnvironment(ort.WithLogLevelFatal()); err != nil {
		return "", fmt.Errorf("load ONNX Runtime from %s: %w", abs, err)
	}
	r.refs, r.path, r.version = 1, abs, ort.GetVersion()
	return r.version, nil
}

func releaseRuntime() error {
	r := &ortRuntime
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.refs == 0 {
		return nil
	}
	r.refs--
	if r.refs > 0 {
		return nil
	}
	r.path, r.version = "", ""
	if err := ort.DestroyEnvironment(); err != nil {
		return fmt.Errorf("unload ONNX Runtime: %w", err)
	}
	return nil
}

// cpuClass names the CPU's kernel tier. ONNX Runtime picks its matrix
// kernels by instruction set, so results are only expected to be
// byte-identical between machines of the same class.
func cpuClass() string {
	switch runtime.GOARCH {
	case "amd64":
		switch {
		case cpu.X86.HasAMXTile:
			return "cpu-x86_64-amx"
		case cpu.X86.HasAVX512F && cpu.X86.HasAVX512VNNI:
			return "cpu-x86_64-avx512vnni"
		case cpu.X86.HasAVX512F:
			return "cpu-x86_64-avx512"
		case cpu.X86.HasAVX2:
			return "cpu-x86_64-avx2"
		}
		return "cpu-x86_64"
	case "arm64":
		if cpu.ARM64.HasSVE {
			return "cpu-arm64-sve"
		}
		return "cpu-arm64"
	}
	return "cpu-" + runtime.GOARCH
}
