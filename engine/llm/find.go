package llm

import (
	"fmt"
	"os"
	"path/filepath"

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
