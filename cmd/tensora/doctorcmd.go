package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"log/slog"
	"net"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"text/tabwriter"
	"time"

	ma "github.com/multiformats/go-multiaddr"
	"github.com/spf13/cobra"

	"github.com/tensora/tensora/chain/backend"
	"github.com/tensora/tensora/engine"
	"github.com/tensora/tensora/engine/hw"
	"github.com/tensora/tensora/engine/onnx"
	"github.com/tensora/tensora/node/identity"
	"github.com/tensora/tensora/p2p"
)

// Check statuses. Only statusFail makes doctor exit non-zero.
const (
	statusOK   = "ok"
	statusWarn = "warn"
	statusFail = "FAIL"
	statusSkip = "skip"
)

// Disk thresholds below which doctor fails or warns.
const (
	diskFailBytes = 1 << 30
	diskWarnBytes = 10 << 30
)

// checkResult is one line of `tensora doctor`.
type checkResult struct {
	Name   string `json:"name"`
	Status string `json:"status"` // ok, warn, FAIL or skip
	Detail string `json:"detail"`
	Fix    string `json:"fix,omitempty"` // the command or change that fixes it
}

// doctorEnv is what the checks read from the machine. newDoctorEnv wires
// the real probes; tests replace them to stage a machine.
type doctorEnv struct {
	datadir string
	// config is the loaded config (file and environment).
	config func() (fileConfig, error)
	// chain is the configured settlement chain, nil when there is none.
	chain func() (*ChainFile, error)
	// dialChain connects to rpc and checks its chain id.
	dialChain func(ctx context.Context, rpc string, chainID uint64) error
	// onnx locates and loads ONNX Runtime, returning its path and version.
	onnx func() (path, version string, err error)
	// hardware detects GPUs (through NVML) and the free disk at dir.
	hardware func(ctx context.Context, dir string) (hw.Hardware, error)
	// bind listens on addr ("tcp" or "udp") and releases it at once.
	bind func(network, addr string) error
	// runningNode reports a tensora process holding the datadir's store.
	runningNode func(datadir string) (pid int, ok bool)
	// exampleModel locates the example model in the native cache.
	exampleModel func() (string, error)
}

func (g *globals) newDoctorEnv() doctorEnv {
	return doctorEnv{
		datadir: g.datadir,
		config:  g.fileConfig,
		chain:   func() (*ChainFile, error) { return (&chainFlags{}).load(g, false) },
		dialChain: func(ctx context.Context, rpc string, id uint64) error {
			c, err := backend.Dial(ctx, rpc, id)
			if err != nil {
				return err
			}
			c.Close()
			return nil
		},
		onnx: func() (string, string, error) {
			path, err := onnx.FindLibrary("")
			if err != nil {
				return "", "", err
			}
			e, err := onnx.New(onnx.Config{LibraryPath: path, CUDA: onnx.CUDAOff, Workers: 1})
			if err != nil {
				return path, "", err
			}
			v := e.Version()
			return path, v, e.Close()
		},
		hardware: func(ctx context.Context, dir string) (hw.Hardware, error) {
			return hw.Detect(ctx, hw.DetectOptions{DataDir: dir, Logger: discardLogger()})
		},
		bind:         bindAndRelease,
		runningNode:  runningNode,
		exampleModel: func() (string, error) { return engine.FindModel(engine.SileroVAD) },
	}
}

func newDoctorCmd(g *globals) *cobra.Command {
	return &cobra.Command{
		Use:   "doctor",
		Short: "Check this machine for what a node needs, and say how to fix what is missing",
		Long: `Check, one line each: the config file, the data directory (exists,
writable, free disk), the keystore, ONNX Runtime (found, loads, version),
NVIDIA GPUs through NVML, the p2p and API ports, the settlement chain
(reachable, right chain id) and the models store. Each line is ok, warn,
FAIL or skip, with the command or setting that fixes it. Doctor exits 1 when
any check FAILs, 0 otherwise (warnings included).`,
		Args:        cobra.NoArgs,
		Annotations: map[string]string{noConfig: "1"}, // a broken config is a finding, not a stop
		RunE: func(cmd *cobra.Command, _ []string) error {
			return runDoctor(cmd.Context(), cmd.OutOrStdout(), g.newDoctorEnv(), g.jsonOut)
		},
	}
}

// runDoctor runs the checks, prints them and returns an exitError (status
// 1) when any failed.
func runDoctor(ctx context.Context, w io.Writer, env doctorEnv, jsonOut bool) error {
	results := env.run(ctx)
	var failed []string
	for _, r := range results {
		if r.Status == statusFail {
			failed = append(failed, r.Name)
		}
	}
	if jsonOut {
		if err := printJSON(w, map[string]any{"datadir": env.datadir, "ok": len(failed) == 0, "checks": results}); err != nil {
			return err
		}
	} else {
		printChecks(w, env.datadir, results)
	}
	if len(failed) > 0 {
		return exitError{code: exitFailure, msg: fmt.Sprintf("doctor: %d check(s) failed: %s", len(failed), strings.Join(failed, ", "))}
	}
	return nil
}

func printChecks(w io.Writer, datadir string, results []checkResult) {
	fmt.Fprintf(w, "tensora doctor (datadir %s)\n", datadir)
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	for _, r := range results {
		fmt.Fprintf(tw, "  %s\t%s\t%s\n", r.Status, r.Name, r.Detail)
		if r.Fix != "" {
			fmt.Fprintf(tw, "  \t\t→ %s\n", r.Fix)
		}
	}
	_ = tw.Flush()
	var fails, warns int
	for _, r := range results {
		switch r.Status {
		case statusFail:
			fails++
		case statusWarn:
			warns++
		}
	}
	switch {
	case fails > 0:
		fmt.Fprintf(w, "%d problem(s) to fix, %d warning(s)\n", fails, warns)
	case warns > 0:
		fmt.Fprintf(w, "ready, with %d warning(s)\n", warns)
	default:
		fmt.Fprintln(w, "ready")
	}
}

// run performs every check in order.
func (env doctorEnv) run(ctx context.Context) []checkResult {
	fc, cfgErr := env.config()
	out := []checkResult{env.checkConfig(fc, cfgErr)}
	out = append(out, env.checkDatadir())
	hwInfo, hwErr := env.hardware(ctx, existingAncestor(env.datadir))
	out = append(out, checkDisk(env.datadir, hwInfo, hwErr))
	out = append(out, env.checkKeystore())
	out = append(out, env.checkONNX())
	out = append(out, checkGPUs(hwInfo, hwErr))
	listen, api := p2p.DefaultListenAddrs, defaultAPIAddr
	if cfgErr == nil {
		if len(fc.Listen) > 0 {
			listen = fc.Listen
		}
		api = fc.API
	}
	out = append(out, env.checkP2PPorts(listen))
	out = append(out, env.checkPort("api port", "tcp", api, "api in config.toml (or TENSORA_API)"))
	out = append(out, env.checkChain(ctx, cfgErr))
	out = append(out, env.checkModels())
	return out
}

func (env doctorEnv) checkConfig(fc fileConfig, err error) checkResult {
	r := checkResult{Name: "config"}
	switch {
	case err != nil:
		r.Status, r.Detail = statusFail, err.Error()
		r.Fix = "correct the key named above (`tensora config init` writes a reference file; see docs/cli.md)"
	case fc.Path == "":
		r.Status, r.Detail = statusOK, "no config file: defaults in use"
		r.Fix = "optional: `tensora config init` writes " + filepath.Join(env.datadir, configFileName)
	case fc.Legacy:
		r.Status, r.Detail = statusWarn, fc.Path+" is deprecated"
		r.Fix = "tensora config migrate"
	default:
		r.Status, r.Detail = statusOK, fc.Path
	}
	return r
}

func (env doctorEnv) checkDatadir() checkResult {
	r := checkResult{Name: "datadir"}
	st, err := os.Stat(env.datadir)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		parent := existingAncestor(env.datadir)
		if werr := probeWritable(parent); werr != nil {
			r.Status, r.Detail = statusFail, fmt.Sprintf("%s does not exist and %s is not writable: %v", env.datadir, parent, werr)
			r.Fix = "pick a writable place with --datadir or TENSORA_DATADIR"
			return r
		}
		r.Status, r.Detail = statusWarn, env.datadir+" does not exist yet"
		r.Fix = "tensora wallet new (creates it with your key)"
	case err != nil:
		r.Status, r.Detail = statusFail, err.Error()
	case !st.IsDir():
		r.Status, r.Detail = statusFail, env.datadir+" is not a directory"
		r.Fix = "move the file away, or pass --datadir"
	default:
		if werr := probeWritable(env.datadir); werr != nil {
			r.Status, r.Detail = statusFail, fmt.Sprintf("%s is not writable: %v", env.datadir, werr)
			r.Fix = "chown or chmod it for this user, or pass --datadir"
			return r
		}
		r.Status, r.Detail = statusOK, env.datadir+" writable"
	}
	return r
}

func checkDisk(datadir string, h hw.Hardware, err error) checkResult {
	r := checkResult{Name: "disk"}
	free := h.DiskFreeBytes
	switch {
	case err != nil:
		r.Status, r.Detail = statusWarn, "free space unknown: "+err.Error()
	case free < diskFailBytes:
		r.Status, r.Detail = statusFail, fmt.Sprintf("%s free for %s", gib(free), datadir)
		r.Fix = "free space (models and results are stored there), or move the datadir with --datadir"
	case free < diskWarnBytes:
		r.Status, r.Detail = statusWarn, fmt.Sprintf("only %s free for %s: models may not fit", gib(free), datadir)
		r.Fix = "free space, or move the datadir with --datadir"
	default:
		r.Status, r.Detail = statusOK, fmt.Sprintf("%s free", gib(free))
	}
	return r
}

func (env doctorEnv) checkKeystore() checkResult {
	r := checkResult{Name: "keystore"}
	ks, err := identity.OpenStore(env.datadir)
	if err != nil {
		r.Status, r.Detail = statusFail, err.Error()
		return r
	}
	accts := ks.List()
	switch len(accts) {
	case 0:
		r.Status, r.Detail = statusFail, "no wallet in "+ks.Dir()
		r.Fix = "tensora wallet new   (or: tensora wallet import KEY|FILE)"
	case 1:
		r.Status, r.Detail = statusOK, "1 account: "+accts[0].Hex()
	default:
		r.Status, r.Detail = statusOK, fmt.Sprintf("%d accounts (commands need --account): %s, ...", len(accts), accts[0].Hex())
	}
	return r
}

func (env doctorEnv) checkONNX() checkResult {
	r := checkResult{Name: "onnxruntime"}
	path, version, err := env.onnx()
	switch {
	case err != nil && path == "":
		// The error names every place looked (miners and validators need it).
		r.Status, r.Detail = statusFail, err.Error()
		r.Fix = "make setup   (or set ONNXRUNTIME_LIB=/path/to/libonnxruntime.so.1, or TENSORA_CACHE to the native cache, or put libonnxruntime.so.1 next to the binary)"
	case err != nil:
		r.Status, r.Detail = statusFail, fmt.Sprintf("%s does not load: %v", path, err)
		r.Fix = "reinstall it with `make setup`, or point ONNXRUNTIME_LIB at a working libonnxruntime.so.1 for this CPU"
	default:
		r.Status, r.Detail = statusOK, fmt.Sprintf("%s (%s)", version, path)
	}
	return r
}

func checkGPUs(h hw.Hardware, err error) checkResult {
	r := checkResult{Name: "gpu (nvml)"}
	var names []string
	for _, g := range h.GPUs {
		if !g.Declared {
			names = append(names, fmt.Sprintf("%s %s", g.Name, gib(g.VRAMBytes)))
		}
	}
	switch {
	case err != nil:
		r.Status, r.Detail = statusWarn, "hardware detection failed: "+err.Error()
	case len(names) == 0:
		r.Status, r.Detail = statusWarn, "no NVIDIA GPU visible through NVML (no driver, no libnvidia-ml.so.1, or no GPU): this node runs jobs on the CPU"
		r.Fix = "if the machine has an NVIDIA GPU, install its driver; declare other accelerators in config.toml [[declared_accelerators]]"
	default:
		driver := ""
		if h.GPUs[0].Driver != "" {
			driver = ", driver " + h.GPUs[0].Driver
		}
		r.Status, r.Detail = statusOK, fmt.Sprintf("%d GPU(s): %s%s", len(names), strings.Join(names, "; "), driver)
	}
	return r
}

// checkP2PPorts binds each listen address's port.
func (env doctorEnv) checkP2PPorts(listen []string) checkResult {
	r := checkResult{Name: "p2p ports", Status: statusOK}
	var ok, bad []string
	for _, s := range listen {
		network, addr, err := multiaddrSocket(s)
		if err != nil {
			r.Status, r.Detail = statusFail, err.Error()
			r.Fix = "correct listen in config.toml (or --listen, TENSORA_LISTEN)"
			return r
		}
		c := env.checkPort("p2p", network, addr, "")
		switch c.Status {
		case statusOK:
			ok = append(ok, c.Detail)
		default:
			bad = append(bad, c.Detail)
			if c.Status == statusFail {
				r.Status = statusFail
			}
		}
	}
	if len(bad) > 0 {
		r.Detail = strings.Join(bad, "; ")
		r.Fix = "stop the program holding the port, or choose another: listen in config.toml (or --listen, TENSORA_LISTEN)"
		return r
	}
	r.Detail = strings.Join(ok, "; ")
	return r
}

// checkPort binds network/addr; a busy port is fine when this datadir's
// node holds it.
func (env doctorEnv) checkPort(name, network, addr, setting string) checkResult {
	r := checkResult{Name: name}
	_, port, err := net.SplitHostPort(addr)
	if err != nil {
		r.Status, r.Detail = statusFail, fmt.Sprintf("%q is not host:port", addr)
		r.Fix = "correct " + setting
		return r
	}
	if port == "0" {
		r.Status, r.Detail = statusOK, fmt.Sprintf("%s/%s (any free port)", addr, network)
		return r
	}
	err = env.bind(network, addr)
	if err == nil {
		r.Status, r.Detail = statusOK, fmt.Sprintf("%s/%s free", addr, network)
		return r
	}
	if pid, running := env.runningNode(env.datadir); running {
		r.Status, r.Detail = statusOK, fmt.Sprintf("%s/%s in use by the tensora node running on this datadir (pid %d)", addr, network, pid)
		return r
	}
	r.Status, r.Detail = statusFail, fmt.Sprintf("%s/%s in use by another program (%v)", addr, network, err)
	if setting != "" {
		r.Fix = "stop the program holding the port, or choose another: " + setting
	}
	return r
}

func (env doctorEnv) checkChain(ctx context.Context, cfgErr error) checkResult {
	r := checkResult{Name: "chain"}
	if cfgErr != nil {
		r.Status, r.Detail = statusSkip, "config does not load (see config above)"
		return r
	}
	f, err := env.chain()
	switch {
	case err != nil:
		r.Status, r.Detail = statusFail, err.Error()
		r.Fix = "set network and [networks.NAME] in config.toml, or start a dev chain: tensora chain dev"
		return r
	case f == nil:
		r.Status, r.Detail = statusSkip, "no chain configured: jobs run but nothing settles"
		r.Fix = "for a local chain: tensora chain dev; for a real one: network = \"NAME\" in config.toml"
		return r
	}
	dctx, cancel := context.WithTimeout(ctx, 5*time.Second)
	defer cancel()
	if err := env.dialChain(dctx, f.RPC, f.ChainID); err != nil {
		r.Status, r.Detail = statusFail, fmt.Sprintf("network %s: %v", f.Network, err)
		if errors.Is(err, backend.ErrWrongChain) {
			r.Fix = fmt.Sprintf("point networks.%s.rpc (or --chain-rpc) at chain %d", f.Network, f.ChainID)
		} else {
			r.Fix = "start the chain (`tensora chain dev` for the dev network) or correct its rpc in config.toml"
		}
		return r
	}
	r.Status, r.Detail = statusOK, fmt.Sprintf("network %s: chain %d at %s", f.Network, f.ChainID, f.RPC)
	return r
}

func (env doctorEnv) checkModels() checkResult {
	r := checkResult{Name: "models", Status: statusOK}
	store := filepath.Join(env.datadir, "node")
	size, err := dirSize(store)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		r.Detail = "no local store yet (`tensora models add FILE` or a running node creates it)"
	case err != nil:
		r.Status, r.Detail = statusWarn, fmt.Sprintf("cannot read %s: %v", store, err)
	default:
		r.Detail = fmt.Sprintf("local store %s, %s", store, mib(size))
	}
	if p, err := env.exampleModel(); err == nil {
		r.Detail += "; example model " + p
	} else {
		r.Detail += "; example model: " + err.Error()
	}
	return r
}

// multiaddrSocket turns /ip4/A/tcp/P (or udp/P/quic-v1) into "tcp"|"udp"
// and "A:P".
func multiaddrSocket(s string) (network, addr string, err error) {
	m, err := ma.NewMultiaddr(s)
	if err != nil {
		return "", "", fmt.Errorf("listen address %q: %w", s, err)
	}
	var host, port string
	ma.ForEach(m, func(c ma.Component) bool {
		switch c.Protocol().Code {
		case ma.P_IP4, ma.P_IP6:
			host = c.Value()
		case ma.P_TCP, ma.P_UDP:
			if network == "" {
				network, port = c.Protocol().Name, c.Value()
			}
		}
		return true
	})
	if host == "" || network == "" {
		return "", "", fmt.Errorf("listen address %q: want /ip4|ip6/HOST/tcp|udp/PORT", s)
	}
	return network, net.JoinHostPort(host, port), nil
}

// bindAndRelease listens on addr and closes at once.
func bindAndRelease(network, addr string) error {
	if network == "udp" {
		c, err := net.ListenPacket("udp", addr)
		if err != nil {
			return err
		}
		return c.Close()
	}
	l, err := net.Listen("tcp", addr)
	if err != nil {
		return err
	}
	return l.Close()
}

// runningNode reads the pid badger writes into <datadir>/node/LOCK while a
// process holds the store, and checks that the process is alive.
func runningNode(datadir string) (int, bool) {
	b, err := os.ReadFile(filepath.Join(datadir, "node", "LOCK"))
	if err != nil {
		return 0, false
	}
	pid, err := strconv.Atoi(strings.TrimSpace(string(b)))
	if err != nil || pid <= 0 {
		return 0, false
	}
	return pid, processAlive(pid)
}

// existingAncestor is dir or its nearest existing ancestor.
func existingAncestor(dir string) string {
	d, err := filepath.Abs(dir)
	if err != nil {
		d = dir
	}
	for {
		if _, err := os.Stat(d); err == nil {
			return d
		}
		parent := filepath.Dir(d)
		if parent == d {
			return d
		}
		d = parent
	}
}

// probeWritable creates and removes a file in dir.
func probeWritable(dir string) error {
	f, err := os.CreateTemp(dir, ".tensora-doctor-*")
	if err != nil {
		return err
	}
	name := f.Name()
	f.Close()
	return os.Remove(name)
}

func dirSize(dir string) (int64, error) {
	if _, err := os.Stat(dir); err != nil {
		return 0, err
	}
	var n int64
	err := filepath.WalkDir(dir, func(_ string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.Type().IsRegular() {
			if fi, err := d.Info(); err == nil {
				n += fi.Size()
			}
		}
		return nil
	})
	return n, err
}

func mib(b int64) string { return strconv.FormatFloat(float64(b)/(1<<20), 'f', 1, 64) + " MiB" }

func discardLogger() *slog.Logger { return slog.New(slog.DiscardHandler) }
