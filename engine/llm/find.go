package llm

import (
	"fmt"
	"os"
	"path/filepath"
	"runtime"

	"golang.org/x/sys/cpu"

	"github.com/tensora/tensora/engine"
)

// OllamaVersion is the ollama release scripts/build-ollama.sh builds and
// the tests run.
const OllamaVersion = "0.17.4"

// FindOllama returns the ollama binary: $TENSORA_OLLAMA if set, else the
// one scripts/build-ollama.sh cached (.cache/ollama/<version>/ollama).
func FindOllama() (string, error) {
	if p := os.Getenv("TENSORA_OLLAMA"); p != "" {
		if _, err := os.Stat(p); err != nil {
			return "", fmt.Errorf("TENSORA_OLLAMA: %w", err)
		}
		return p, nil
	}
	p, err := engine.FindCacheFile(filepath.Join("ollama", OllamaVersion, "ollama"))
	if err != nil {
		return "", fmt.Errorf("ollama %s not built: run `make setup-llm` (scripts/build-ollama.sh) or set TENSORA_OLLAMA: %w", OllamaVersion, err)
	}
	return p, nil
}

// CPUClass is the hardware class of this CPU for Env ("cpu-x86_64-avx2",
// "cpu-arm64"): results are reproducible within a class.
func CPUClass() string {
	switch runtime.GOARCH {
	case "amd64":
		switch {
		case cpu.X86.HasAVX512F:
			return "cpu-x86_64-avx512"
		case cpu.X86.HasAVX2:
			return "cpu-x86_64-avx2"
		}
		return "cpu-x86_64"
	}
	return "cpu-" + runtime.GOARCH
}
