package engine

import (
	"fmt"
	"os"
	"path/filepath"
)

// SileroVAD is the file name scripts/setup-native.sh gives silero VAD v5,
// the model tests and the testnet run.
const SileroVAD = "silero_vad_v5.onnx"

// FindCacheFile resolves a file that scripts/setup-native.sh put in the
// native cache, given its path inside the cache ("models/x.onnx"): first
// under $TENSORA_CACHE, then under .cache/ in the working directory, the
// executable's directory, or any directory above either.
func FindCacheFile(rel string) (string, error) {
	var candidates []string
	if dir := os.Getenv("TENSORA_CACHE"); dir != "" {
		candidates = append(candidates, filepath.Join(dir, rel))
	}
	var roots []string
	if wd, err := os.Getwd(); err == nil {
		roots = append(roots, wd)
	}
	if exe, err := os.Executable(); err == nil {
		roots = append(roots, filepath.Dir(exe))
	}
	for _, dir := range roots {
		for {
			candidates = append(candidates, filepath.Join(dir, ".cache", rel))
			parent := filepath.Dir(dir)
			if parent == dir {
				break
			}
			dir = parent
		}
	}
	for _, c := range candidates {
		if st, err := os.Stat(c); err == nil && st.Mode().IsRegular() {
			return c, nil
		}
	}
	return "", fmt.Errorf("%s not found in the native cache: run `make setup` (or scripts/setup-native.sh), or set TENSORA_CACHE", rel)
}

// FindModel resolves a model fetched by the setup script, by file name.
func FindModel(name string) (string, error) { return FindCacheFile(filepath.Join("models", name)) }
