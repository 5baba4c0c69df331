package llm

import (
	"slices"
	"testing"
)

// The LLM server the node starts inherits its environment but none of
// Tensora's secrets: a passphrase exported for the node stays with it.
func TestServerEnvDropsSecrets(t *testing.T) {
	in := []string{"PATH=/bin", "TENSORA_PASSWORD=hunter2", "TENSORA_CACHE=/c", "TENSORA_API_TOKEN=tok", "TENSORA_KEY=0xabc",
		"TENSORA_OLD_PASSWORD=old", "HOME=/root", "TENSORA_PASSWORD_FILE=/x"}
	got := serverEnv(in)
	want := []string{"PATH=/bin", "TENSORA_CACHE=/c", "HOME=/root", "TENSORA_PASSWORD_FILE=/x"}
	if !slices.Equal(got, want) {
		t.Fatalf("server env %q, want %q", got, want)
	}
}
