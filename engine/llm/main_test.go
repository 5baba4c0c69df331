package llm

import (
	"os"
	"testing"

	"go.uber.org/goleak"
)

// The test binary doubles as the fake OpenAI-compatible server (fakevllm,
// a stand-in for `vllm serve`) when the engine starts it with the
// environment variable set.
func TestMain(m *testing.M) {
	if os.Getenv(fakeVLLMEnv) != "" {
		os.Exit(runFakeVLLM(os.Args[1:]))
	}
	goleak.VerifyTestMain(m)
}
