// Package llm runs large language models through an OpenAI-compatible
// server that an Engine manages as a subprocess. A server profile says how
// to start and drive each server:
//
//   - vllm: `vllm serve <model dir> --seed S --port P --served-model-name
//     <cid>` with VLLM_BATCH_INVARIANT=1, healthy when /health answers 200.
//     The production path on GPU hosts.
//   - ollama: `ollama serve` on a loopback port with its own models folder;
//     the model is created from the GGUF file under its CID. A CPU
//     stand-in that runs the same engine code for real where vLLM cannot
//     (scripts/build-ollama.sh builds it).
//
// The engine starts the server, waits until it is healthy, creates and
// warms the model with one tiny request, and only then reports ready. A
// supervisor probes its health and restarts it with backoff when it dies
// or stops answering (it and its workers, one process group). Every sampler
// setting is pinned (temperature 0, top-k 1, top-p 1, no repeat penalty, a
// fixed seed and context) and sent with every request, because servers
// apply their own defaults otherwise (ollama's repeat penalty of 1.1 even
// at temperature 0); Env commits to all of them, the server and version,
// the model CID, the parallelism and the hardware class.
//
//	e, err := llm.New(llm.Config{Server: llm.Ollama, Binary: bin, ModelCID: cid, ModelPath: "m.gguf", Dir: dir})
//	err = e.Start(ctx) // healthy and warm, or an error
//	res, err := e.Run(ctx, llm.ChatRequest{Messages: []llm.Message{{Role: "user", Content: "hi"}}, MaxTokens: 16})
//
// Batch invariance (vLLM's VLLM_BATCH_INVARIANT, ollama's greedy sampling)
// makes an output independent of the other requests batched with it; it
// does not make outputs equal across tensor-parallel sizes or hardware
// classes, which is why Env carries both.
//
// JobEngine adapts an Engine to engine.Engine for the node: a job's input
// is the canonical llmjob.Request, its output the canonical llmjob.Output
// (text, token ids where the server reports them, usage, the per-token
// charge), and its proof's env hash is Env.Hash (engine.EnvHasher); it
// serves, and advertises, exactly its one warm model (engine.ModelServer).
package llm
