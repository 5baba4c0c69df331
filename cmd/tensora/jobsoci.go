package main

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/spf13/pflag"

	"github.com/tensora/tensora/engine/oci/ocijob"
)

// ociRequestHelp documents container jobs in `jobs post --help`.
const ociRequestHelp = `With --engine oci the job runs a container: --image names it as
ipfs://<cid>@sha256:<manifest digest> (what tensora image build or import
prints; it must be in this datadir's store or a peer's), --file puts a local
file under /in (read-only; name=path to rename it), --arg replaces the
image's command, --env adds a variable. --memory, --cpus, --pids and
--timeout limit the run (defaults 256MiB, 1, 128, 60s); the timeout starts
when the container does, after the image is pulled. The output (-o) is a tar
of what the container wrote under /out. --compare tolerance --atol/--rtol
lets validators accept *.safetensors outputs within a tolerance; by default
they must match exactly. --input may instead name a request file (JSON,
engine/oci/ocijob).`

// ociFlags are `jobs post`'s container-job flags.
type ociFlags struct {
	image    string
	files    []string
	args     []string
	env      []string
	memory   string
	cpus     float64
	pids     int64
	timeout  time.Duration
	compare  string
	atol     float64
	rtol     float64
	fromFile bool // --input named a request file
}

func (o *ociFlags) register(f *pflag.FlagSet) {
	f.StringVar(&o.image, "image", "", "--engine oci: the image, ipfs://<cid>@sha256:<digest>")
	f.StringArrayVar(&o.files, "file", nil, "--engine oci: a local file to put under /in, as path or name=path (repeatable)")
	f.StringArrayVar(&o.args, "arg", nil, "--engine oci: an argument replacing the image's command (repeatable, in order)")
	f.StringArrayVar(&o.env, "env", nil, "--engine oci: K=V added to the container's environment (repeatable)")
	f.StringVar(&o.memory, "memory", "", "--engine oci: memory limit, e.g. 512MiB or 2GiB (default 256MiB)")
	f.Float64Var(&o.cpus, "cpus", 0, "--engine oci: CPU limit in CPUs, e.g. 0.5 (default 1)")
	f.Int64Var(&o.pids, "pids", 0, "--engine oci: process and thread limit (default 128)")
	f.DurationVar(&o.timeout, "timeout", 0, "--engine oci: the run's wall-clock limit, from the container's start (default 60s)")
	f.StringVar(&o.compare, "compare", "", `--engine oci: how validators compare outputs: "exact" (default) or "tolerance"`)
	f.Float64Var(&o.atol, "atol", 0, "--engine oci: with --compare tolerance, the absolute tolerance of safetensors outputs")
	f.Float64Var(&o.rtol, "rtol", 0, "--engine oci: with --compare tolerance, the relative tolerance of safetensors outputs")
}

// used reports whether any container flag was given.
func (o *ociFlags) used(f *pflag.FlagSet) bool {
	for _, n := range []string{"image", "file", "arg", "env", "memory", "cpus", "pids", "timeout", "compare", "atol", "rtol"} {
		if f.Changed(n) {
			return true
		}
	}
	return false
}

// request builds the container request from the flags, or reads it from
// requestFile when one is given (then --image may be left out). Errors
// are one line naming the flag.
func (o *ociFlags) request(requestFile string) (ocijob.Request, error) {
	if requestFile != "" {
		if o.image != "" || len(o.files)+len(o.args)+len(o.env) > 0 || o.memory != "" || o.cpus != 0 || o.pids != 0 ||
			o.timeout != 0 || o.compare != "" || o.atol != 0 || o.rtol != 0 {
			return ocijob.Request{}, usageError{errors.New("--input names a request file: leave the image, files, args, env, limits and --compare to it")}
		}
		b, err := os.ReadFile(requestFile)
		if err != nil {
			return ocijob.Request{}, fmt.Errorf("--input: %w", err)
		}
		r, err := ocijob.ParseRequest(b)
		if err != nil {
			return ocijob.Request{}, fmt.Errorf("--input %s: %w", requestFile, err)
		}
		o.fromFile = true
		return r, nil
	}
	if o.image == "" {
		return ocijob.Request{}, usageError{errors.New("--image is required with --engine oci: ipfs://<cid>@sha256:<digest>, as tensora image build prints it")}
	}
	r := ocijob.Request{Format: ocijob.RequestFormat, Image: o.image, Args: o.args, Env: o.env,
		Limits: ocijob.Limits{CPUs: o.cpus, Pids: o.pids, TimeoutMs: o.timeout.Milliseconds()},
		Output: ocijob.Output{Compare: o.compare, Atol: o.atol, Rtol: o.rtol}}
	if o.memory != "" {
		n, err := parseByteSize(o.memory)
		if err != nil {
			return r, usageError{fmt.Errorf("--memory %q: %w", o.memory, err)}
		}
		r.Limits.MemoryBytes = n
	}
	for _, f := range o.files {
		name, path, ok := strings.Cut(f, "=")
		if _, err := os.Stat(f); !ok || err == nil {
			// A path (even one holding "="), put under its base name.
			name, path = filepath.Base(f), f
		}
		b, err := os.ReadFile(path)
		if err != nil {
			return r, fmt.Errorf("--file %s: %w", f, err)
		}
		if r.Files == nil {
			r.Files = map[string][]byte{}
		}
		if _, dup := r.Files[name]; dup {
			return r, fmt.Errorf("--file %s: /in/%s is given twice", f, name)
		}
		r.Files[name] = b
	}
	if err := r.Validate(); err != nil {
		return r, fmt.Errorf("--engine oci: %w", err)
	}
	return r, nil
}

// parseByteSize reads 512MiB, 2GiB, 100MB, 1048576 (bytes).
func parseByteSize(s string) (int64, error) {
	units := []struct {
		suffix string
		mul    float64
	}{{"KiB", 1 << 10}, {"MiB", 1 << 20}, {"GiB", 1 << 30}, {"KB", 1e3}, {"MB", 1e6}, {"GB", 1e9}, {"K", 1 << 10}, {"M", 1 << 20}, {"G", 1 << 30}, {"B", 1}}
	num, mul := s, 1.0
	for _, u := range units {
		if v, ok := strings.CutSuffix(s, u.suffix); ok {
			num, mul = strings.TrimSpace(v), u.mul
			break
		}
	}
	v, err := strconv.ParseFloat(num, 64)
	if err != nil || v <= 0 || v*mul > 1<<50 {
		return 0, errors.New("want a size such as 512MiB or 2GiB")
	}
	return int64(v * mul), nil
}
