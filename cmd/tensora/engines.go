package main

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"os/exec"
	"path/filepath"
	"strings"

	"github.com/ipfs/go-cid"

	"github.com/tensora/tensora/content"
	"github.com/tensora/tensora/engine"
	"github.com/tensora/tensora/engine/ckks"
	"github.com/tensora/tensora/engine/ckks/ckksjob"
	"github.com/tensora/tensora/engine/llm"
	"github.com/tensora/tensora/engine/oci"
	"github.com/tensora/tensora/engine/oci/ocijob"
	"github.com/tensora/tensora/engine/onnx"
)

// Engines `tensora miner start --engine` accepts.
const (
	engineONNX   = "onnx"
	engineOCI    = ocijob.Engine
	engineHE     = ckksjob.Engine
	engineOllama = llm.Ollama
	engineVLLM   = llm.VLLM
)

// engineFlags pick a miner's execution engine.
type engineFlags struct {
	name   string     // --engine
	model  string     // --model: a GGUF file, a model directory or a CID held under <datadir>/llm/models
	server string     // --llm-server: the server binary (default: found)
	oci    oci.Config // --engine oci: the runtime (WorkDir and Logger are set at build)
}

func (e *engineFlags) register(f interface {
	StringVar(p *string, name, value, usage string)
}) {
	f.StringVar(&e.name, "engine", engineONNX, "execution engine: onnx, ollama (LLMs on the CPU), vllm (LLMs on a GPU), oci (containers, with runc as root) or he-ckks (encrypted inference on HE models)")
	f.StringVar(&e.model, "model", "", "LLM engines: the model to serve, a GGUF file (ollama), a model directory (vllm), or a CID whose file is under <datadir>/llm/models/<cid>")
	f.StringVar(&e.server, "llm-server", "", "LLM engines: the server binary (default: ollama from 'make setup-llm' or $TENSORA_OLLAMA; vllm on PATH)")
	f.StringVar(&e.oci.Runtime, "oci-runtime", oci.DefaultRuntime, "--engine oci: the OCI runtime, a path or a name on PATH (runc; crun where the host is pure cgroup v2)")
}

// check says, before anything starts, why the flags cannot work on this
// host: an unknown engine, a server that is not installed, an LLM engine
// without a model or with one that is not here.
func (e *engineFlags) check(datadir string) error {
	switch e.name {
	case engineONNX, "": // "": commands without --engine run ONNX
		if e.model != "" {
			return usageError{errors.New("--model is for LLM engines (--engine ollama or vllm); ONNX jobs name their model themselves")}
		}
		return nil
	case engineOCI:
		if e.model != "" {
			return usageError{errors.New("--model is for LLM engines (--engine ollama or vllm); container jobs name their image themselves")}
		}
		if _, err := exec.LookPath(e.oci.Runtime); err != nil {
			return fmt.Errorf("--engine oci: the runtime %q is not installed (Debian: apt-get install runc): %w", e.oci.Runtime, err)
		}
		if os.Geteuid() != 0 {
			return errors.New("--engine oci: containers run with resource limits only as root (runc on cgroup v1); start the miner as root")
		}
		return nil
	case engineHE:
		if e.model != "" {
			return usageError{errors.New("--model is for LLM engines (--engine ollama or vllm); encrypted inference jobs name their model themselves")}
		}
		return nil
	case engineOllama, engineVLLM:
	default:
		return usageError{fmt.Errorf("--engine %q: want onnx, ollama, vllm, oci or he-ckks", e.name)}
	}
	if _, err := e.serverBinary(); err != nil {
		return err
	}
	if e.model == "" {
		return usageError{fmt.Errorf("--engine %s needs --model: a GGUF file, a model directory or a model CID", e.name)}
	}
	_, _, err := e.locateModel(datadir)
	return err
}

// checkWorkers refuses an ollama validator that runs requests in
// parallel: ollama batches concurrent sequences without batch invariance,
// so its regeneration of an honest result could differ, and LLM outputs
// are compared exactly. (A miner may: its Parallel is in its env hash,
// and validators in another environment abstain.)
func (e *engineFlags) checkWorkers(validator bool, workers int) error {
	if validator && e.name == engineOllama && workers > 1 {
		return fmt.Errorf("--workers %d: an ollama validator regenerates one request at a time (ollama is not batch invariant, and LLM results are compared exactly); use --workers 1", workers)
	}
	return nil
}

// serverBinary finds the LLM server's executable.
func (e *engineFlags) serverBinary() (string, error) {
	if e.server != "" {
		if _, err := os.Stat(e.server); err != nil {
			return "", fmt.Errorf("--llm-server: %w", err)
		}
		return e.server, nil
	}
	switch e.name {
	case engineOllama:
		p, err := llm.FindOllama()
		if err != nil {
			return "", fmt.Errorf("--engine ollama: %w", err)
		}
		return p, nil
	case engineVLLM:
		p, err := exec.LookPath("vllm")
		if err != nil {
			return "", errors.New("--engine vllm: vLLM is not installed on this host (no `vllm` on PATH; pass --llm-server if it lives elsewhere). " +
				"vLLM needs a GPU host with it installed; on a CPU host run --engine ollama with a GGUF model (`make setup-llm` builds ollama)")
		}
		return p, nil
	}
	return "", fmt.Errorf("--engine %q has no server", e.name)
}

// modelFile resolves --model to a file on disk and its CID, computed from
// the bytes (a file named by a CID must hash to it).
func (e *engineFlags) modelFile(datadir string) (path, modelCID string, err error) {
	path, named, err := e.locateModel(datadir)
	if err != nil {
		return "", "", err
	}
	f, err := os.Open(path)
	if err != nil {
		return "", "", fmt.Errorf("--model: %w", err)
	}
	defer f.Close()
	c, err := content.CIDOf(f)
	if err != nil {
		return "", "", fmt.Errorf("--model %s: %w", path, err)
	}
	if named != "" && c.String() != named {
		return "", "", fmt.Errorf("--model %s: %s holds other bytes (CID %s)", named, path, c)
	}
	return path, c.String(), nil
}

// locateModel finds --model on disk without reading it: a CID's file
// under <datadir>/llm/models (modelCID set), or a file of the profile's
// format (modelCID empty: the caller computes it).
func (e *engineFlags) locateModel(datadir string) (path, modelCID string, err error) {
	if c, err := cid.Decode(e.model); err == nil {
		path = filepath.Join(datadir, "llm", "models", c.String())
		if _, err := os.Stat(path); err != nil {
			return "", "", fmt.Errorf("--model %s: not on this host (%s is missing): fetch it with `tensora models get %s -o %s`", c, path, c, path)
		}
		return path, c.String(), nil
	}
	st, err := os.Stat(e.model)
	if err != nil {
		return "", "", fmt.Errorf("--model %q is neither a model CID nor a file or directory here: %w", e.model, err)
	}
	if st.IsDir() {
		if e.name != engineVLLM {
			return "", "", fmt.Errorf("--model %s is a directory: ollama serves one GGUF file", e.model)
		}
		// As content a model directory is a UnixFS directory DAG, which
		// the store does not import yet.
		return "", "", fmt.Errorf("--model %s: serving a model directory by CID is not supported yet; add the model as one file", e.model)
	}
	if e.name == engineOllama && !strings.EqualFold(filepath.Ext(e.model), ".gguf") {
		return "", "", fmt.Errorf("--model %s: ollama serves GGUF files (*.gguf)", e.model)
	}
	return e.model, "", nil
}

// build makes the engine and, for LLM engines, starts its server and
// warms the model before returning: the node advertises the engine only
// once it is warm. model is the served model file ("" for ONNX), which
// the caller adds to the node's content store so peers can fetch it.
// onnxConfig is the ONNX engine of a miner running workers jobs at once:
// its Workers follow --workers (left zero, onnx would size them to the
// CPUs, and log a count the node never uses).
func onnxConfig(threads, workers int, log *slog.Logger) onnx.Config {
	return onnx.Config{IntraOpThreads: threads, InterOpThreads: 1, Workers: max(workers, 1), Logger: log}
}

func (e *engineFlags) build(ctx context.Context, datadir string, threads, workers int, log *slog.Logger) (eng engine.Engine, model string, err error) {
	if err := e.check(datadir); err != nil {
		return nil, "", err
	}
	if e.name == engineONNX || e.name == "" {
		o, err := onnx.New(onnxConfig(threads, workers, log))
		if err != nil {
			return nil, "", fmt.Errorf("engine: %w", err)
		}
		return o, "", nil
	}
	if e.name == engineOCI {
		c := e.oci
		c.WorkDir, c.Logger = filepath.Join(datadir, "oci"), log
		o, err := oci.New(ctx, c)
		if err != nil {
			return nil, "", fmt.Errorf("engine: %w", err)
		}
		return o, "", nil
	}
	if e.name == engineHE {
		h, err := ckks.New(ckks.Config{Logger: log})
		if err != nil {
			return nil, "", fmt.Errorf("engine: %w", err)
		}
		return h, "", nil
	}
	bin, err := e.serverBinary()
	if err != nil {
		return nil, "", err
	}
	path, modelCID, err := e.modelFile(datadir)
	if err != nil {
		return nil, "", err
	}
	class := llm.CPUClass()
	if e.name == engineVLLM {
		class = "gpu-nvidia"
	}
	le, err := llm.New(llm.Config{
		Server: e.name, Binary: bin, ModelCID: modelCID, ModelPath: path, Dir: filepath.Join(datadir, "llm", e.name),
		Parallel: max(workers, 1), Threads: threads, HardwareClass: class, Logger: log,
	})
	if err != nil {
		return nil, "", fmt.Errorf("engine: %w", err)
	}
	log.Info("starting the LLM server and warming the model", "server", e.name, "model", modelCID)
	if err := le.Start(ctx); err != nil {
		return nil, "", fmt.Errorf("engine: %w", err)
	}
	return llm.NewJobEngine(le), path, nil
}

// addFile adds a file to the node's content store under name.
func addFile(ctx context.Context, n interface {
	Content() *content.Store
}, path, name string) error {
	f, err := os.Open(path)
	if err != nil {
		return fmt.Errorf("add %s: %w", name, err)
	}
	defer f.Close()
	if _, _, err := n.Content().Add(ctx, f, name, nil); err != nil {
		return fmt.Errorf("add %s: %w", name, err)
	}
	return nil
}
