//go:build linux

package testnet

import (
	"bufio"
	"bytes"
	"context"
	"crypto/ecdsa"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"math/big"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/tensora/tensora/api/apitypes"
	"github.com/tensora/tensora/chain"
	"github.com/tensora/tensora/chain/backend"
	"github.com/tensora/tensora/engine"
	"github.com/tensora/tensora/node/identity"
	"github.com/tensora/tensora/sdk"
	"github.com/tensora/tensora/types/tora"
)

// ProcsConfig sizes a multi-process testnet: the dev chain and every peer
// as its own OS process running the tensora binary.
type ProcsConfig struct {
	// Binary is the tensora executable to run (default os.Executable()).
	Binary string
	// Dir is the run directory: one data dir and one log per process, the
	// chain file, generated inputs. Default a new temporary directory,
	// removed by Close unless Keep.
	Dir  string
	Keep bool
	// Miners (default 2) and Validators (default 0); there is always one
	// client.
	Miners, Validators int
	// ChallengeWindow of the dev chain's subnet (default 2s; whole seconds).
	ChallengeWindow time.Duration
	// BlockTime is how often the dev chain seals a block (default 200ms;
	// every block moves the chain's clock by at least a second).
	BlockTime time.Duration
	// MinerStakeTORA and ValidatorStakeTORA are the operators' self-stakes
	// (default "100" and "200"); EscrowTORA the client's deposit (default
	// "1000").
	MinerStakeTORA, ValidatorStakeTORA, EscrowTORA string
	// MaxFeeTORA is each job's maximum fee (default "5").
	MaxFeeTORA string
	// ModelPath is the ONNX model jobs run (default silero VAD v5 from the
	// native cache).
	ModelPath string
	// NetNS puts every peer in its own network namespace, joined by a
	// bridge, with Latency and Loss (percent) added by tc netem on each
	// peer's link. Needs root and ip(8)/tc(8); StartProcs fails with
	// ErrNoNetNS where a namespace cannot be created.
	NetNS   bool
	Latency time.Duration
	Loss    float64
	// ResultWait is how long the client waits for a result before it
	// reassigns the job (default the node's, 2m).
	ResultWait time.Duration
	// Logger receives progress (default: discard).
	Logger *slog.Logger
}

// ErrNoNetNS: network namespaces cannot be created here (not root, no
// ip(8), or no permission in this container).
var ErrNoNetNS = errors.New("network namespaces unavailable")

// ErrNoNetem: namespaces work but tc netem (the kernel's sch_netem) does
// not, so latency and loss cannot be added; run without them.
var ErrNoNetem = errors.New("tc netem unavailable")

// Proc is one process of the testnet.
type Proc struct {
	Name    string         // "chain", "miner-0", "validator-0", "client"
	Role    string         // chain, miner, validator, client
	Dir     string         // data dir
	LogPath string         // stdout and stderr
	Address common.Address // wallet (peers only)
	PeerID  string         // libp2p peer id (peers only)
	P2P     string         // /ip4/…/tcp/…/p2p/… (peers only)
	API     string         // the local API's URL (peers only)
	Price   string         // TORA per job (miners)
	GPU     string         // declared accelerator (miners; "" for CPU-only)

	key    string // dev account private key, hex
	args   []string
	netns  string
	apiHP  string
	mu     sync.Mutex
	cmd    *exec.Cmd
	done   chan struct{}
	logf   *os.File
	starts int
}

// Pid is the running process's id, 0 when it is not running.
func (p *Proc) Pid() int {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.cmd == nil || p.cmd.Process == nil || p.exited() {
		return 0
	}
	return p.cmd.Process.Pid
}

func (p *Proc) exited() bool {
	select {
	case <-p.done:
		return true
	default:
		return false
	}
}

// Procs is a running multi-process testnet.
type Procs struct {
	Dir       string
	ChainFile string
	Chain     *Proc
	// Nodes are the peers: miners, then validators, then the client.
	Nodes  []*Proc
	Miners []*Proc
	Client *Proc

	cfg      ProcsConfig
	log      *slog.Logger
	bin      string
	pass     string
	env      []string
	chain    procChainFile
	eth      *ethclient.Client
	sdk      *sdk.Client
	model    []byte
	modelCID string
	tempDir  bool
	netns    *netnsEnv
	chainMu  sync.Mutex
	stopped  bool // chain SIGSTOPped
	closed   bool
}

// procChainFile is the part of `tensora chain dev`'s chain file the
// testnet reads.
type procChainFile struct {
	ChainID   uint64          `json:"chain_id"`
	RPC       string          `json:"rpc"`
	Contracts chain.Addresses `json:"contracts"`
	Subnet    uint64          `json:"subnet"`
	Accounts  []struct {
		Address string `json:"address"`
		Key     string `json:"private_key"`
	} `json:"accounts"`
}

// procGPUs are the miners' declared accelerators, in turn.
var procGPUs = []struct {
	name, vendor string
	vram         int
}{{}, {"NVIDIA GeForce RTX 4090", "nvidia", 24}, {"NVIDIA A100-SXM4-80GB", "nvidia", 80}, {"AMD Instinct MI300X", "amd", 192}}

// StartProcs starts the chain process, imports a dev account into each
// peer's keystore, registers the miners' and validators' stake and the
// client's escrow with the CLI, then starts the miners (the first one is
// everyone's bootstrap peer), validators and the client, and waits until
// the client sees every miner's advert. Close stops everything.
func StartProcs(ctx context.Context, cfg ProcsConfig) (_ *Procs, err error) {
	if cfg.Miners == 0 {
		cfg.Miners = 2
	}
	if cfg.Miners < 1 || cfg.Validators < 0 {
		return nil, fmt.Errorf("testnet: %d miners, %d validators: want at least one miner", cfg.Miners, cfg.Validators)
	}
	if cfg.ChallengeWindow == 0 {
		cfg.ChallengeWindow = 2 * time.Second
	}
	if cfg.BlockTime == 0 {
		cfg.BlockTime = 200 * time.Millisecond
	}
	cfg.MinerStakeTORA = cmpOr(cfg.MinerStakeTORA, "100")
	cfg.ValidatorStakeTORA = cmpOr(cfg.ValidatorStakeTORA, "200")
	cfg.EscrowTORA = cmpOr(cfg.EscrowTORA, "1000")
	cfg.MaxFeeTORA = cmpOr(cfg.MaxFeeTORA, "5")
	log := cfg.Logger
	if log == nil {
		log = slog.New(slog.NewTextHandler(io.Discard, nil))
	}
	p := &Procs{cfg: cfg, log: log, bin: cfg.Binary}
	if p.bin == "" {
		if p.bin, err = os.Executable(); err != nil {
			return nil, fmt.Errorf("testnet: find the tensora binary: %w", err)
		}
	}
	modelPath := cfg.ModelPath
	if modelPath == "" {
		if modelPath, err = engine.FindModel(engine.SileroVAD); err != nil {
			return nil, fmt.Errorf("testnet: %w", err)
		}
	}
	if p.model, err = os.ReadFile(modelPath); err != nil {
		return nil, fmt.Errorf("testnet: model: %w", err)
	}
	p.env = childEnv(modelPath)
	p.Dir = cfg.Dir
	if p.Dir == "" {
		if p.Dir, err = os.MkdirTemp("", "tensora-procs-"); err != nil {
			return nil, err
		}
		p.tempDir = true
	} else if err := os.MkdirAll(p.Dir, 0o700); err != nil {
		return nil, err
	}
	if p.Dir, err = filepath.Abs(p.Dir); err != nil {
		return nil, err
	}
	defer func() {
		if err != nil {
			_ = p.Close()
		}
	}()
	p.pass = filepath.Join(p.Dir, "password")
	if err := os.WriteFile(p.pass, []byte("tensora-testnet\n"), 0o600); err != nil {
		return nil, err
	}
	if cfg.NetNS {
		peers := cfg.Miners + cfg.Validators + 1
		if p.netns, err = setupNetNS(ctx, p.log, peers, cfg.Latency, cfg.Loss); err != nil {
			return nil, err
		}
	}
	if err := p.startChain(ctx); err != nil {
		return nil, err
	}
	if err := p.prepareNodes(ctx); err != nil {
		return nil, err
	}
	if err := p.register(ctx); err != nil {
		return nil, err
	}
	// The first miner is the bootstrap peer: start it, then the rest.
	if err := p.start(ctx, p.Nodes[0]); err != nil {
		return nil, err
	}
	errs := make(chan error, len(p.Nodes))
	for _, n := range p.Nodes[1:] {
		go func() { errs <- p.start(ctx, n) }()
	}
	for range p.Nodes[1:] {
		err = errors.Join(err, <-errs)
	}
	if err != nil {
		return nil, err
	}
	p.sdk = sdk.New(p.Client.API, mustKey(p.Client.key))
	if err := p.waitAdverts(ctx, 60*time.Second); err != nil {
		return nil, err
	}
	log.Info("multi-process testnet up", "dir", p.Dir, "miners", cfg.Miners, "validators", cfg.Validators)
	return p, nil
}

func cmpOr(s, def string) string {
	if s == "" {
		return def
	}
	return s
}

// mustKey is a dev account's key (already parsed once in prepareNodes).
func mustKey(hexKey string) *ecdsa.PrivateKey {
	k, err := identity.KeyFromHex(hexKey)
	if err != nil {
		return nil
	}
	return k.ECDSA()
}

// childEnv is this process's environment without TENSORA_* settings (each
// child gets its own from flags and its data dir), with TENSORA_CACHE set
// so children find ONNX Runtime and models wherever they run from.
func childEnv(modelPath string) []string {
	var env []string
	for _, kv := range os.Environ() {
		if strings.HasPrefix(kv, "TENSORA_") {
			continue
		}
		env = append(env, kv)
	}
	cache := os.Getenv("TENSORA_CACHE")
	if cache == "" && filepath.Base(filepath.Dir(modelPath)) == "models" {
		cache = filepath.Dir(filepath.Dir(modelPath))
	}
	if cache != "" {
		if abs, err := filepath.Abs(cache); err == nil {
			env = append(env, "TENSORA_CACHE="+abs)
		}
	}
	return env
}

// freePort asks the kernel for a free TCP port on 127.0.0.1.
func freePort() (int, error) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return 0, err
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port, nil
}

func (p *Procs) startChain(ctx context.Context) error {
	p.ChainFile = filepath.Join(p.Dir, "chain-dev.json")
	_ = os.Remove(p.ChainFile)
	port, err := freePort()
	if err != nil {
		return err
	}
	host := "127.0.0.1"
	if p.netns != nil {
		host = p.netns.hostIP
	}
	peers := p.cfg.Miners + p.cfg.Validators + 1
	p.Chain = &Proc{Name: "chain", Role: "chain", Dir: filepath.Join(p.Dir, "chain")}
	p.Chain.args = []string{"--datadir", p.Chain.Dir, "chain", "dev", "--http", net.JoinHostPort(host, strconv.Itoa(port)),
		"--accounts", strconv.Itoa(peers + 1), "--challenge-window", p.cfg.ChallengeWindow.String(),
		"--block-time", p.cfg.BlockTime.String(), "--out", p.ChainFile}
	if err := p.spawn(p.Chain); err != nil {
		return err
	}
	deadline := time.Now().Add(60 * time.Second)
	for {
		b, err := os.ReadFile(p.ChainFile)
		if err == nil && json.Unmarshal(b, &p.chain) == nil && p.chain.RPC != "" && len(p.chain.Accounts) > peers {
			break
		}
		if p.Chain.exited() {
			return fmt.Errorf("testnet: the chain process exited before writing %s: %s", p.ChainFile, logTail(p.Chain.LogPath))
		}
		if time.Now().After(deadline) {
			return fmt.Errorf("testnet: no chain file after 60s: %s", logTail(p.Chain.LogPath))
		}
		if err := sleepCtx(ctx, 100*time.Millisecond); err != nil {
			return err
		}
	}
	dctx, cancel := context.WithTimeout(ctx, 15*time.Second)
	defer cancel()
	if p.eth, err = backend.Dial(dctx, p.chain.RPC, p.chain.ChainID); err != nil {
		return fmt.Errorf("testnet: dial the chain process: %w", err)
	}
	p.log.Info("chain process up", "rpc", p.chain.RPC, "pid", p.Chain.Pid())
	return nil
}

// prepareNodes lays out every peer's data dir: keystore (a dev account
// imported with the CLI), config.toml with its declared accelerator, ports.
func (p *Procs) prepareNodes(ctx context.Context) error {
	var nodes []*Proc
	for i := 0; i < p.cfg.Miners; i++ {
		g := procGPUs[i%len(procGPUs)]
		nodes = append(nodes, &Proc{Name: fmt.Sprintf("miner-%d", i), Role: "miner",
			Price: strconv.FormatFloat(1+0.25*float64(i%8), 'f', -1, 64), GPU: g.name})
	}
	for i := 0; i < p.cfg.Validators; i++ {
		nodes = append(nodes, &Proc{Name: fmt.Sprintf("validator-%d", i), Role: "validator"})
	}
	nodes = append(nodes, &Proc{Name: "client", Role: "client"})
	p.Nodes = nodes
	p.Miners = nodes[:p.cfg.Miners]
	p.Client = nodes[len(nodes)-1]
	errs := make(chan error, len(nodes))
	for i, n := range nodes {
		n.Dir = filepath.Join(p.Dir, n.Name)
		// Account 0 deployed the contracts; peers take 1, 2, ...
		acct := p.chain.Accounts[i+1]
		n.key = acct.Key
		k, err := identity.KeyFromHex(acct.Key)
		if err != nil {
			return fmt.Errorf("testnet: dev account %d: %w", i+1, err)
		}
		n.Address, n.PeerID = k.Address(), k.PeerID().String()
		host := "127.0.0.1"
		if p.netns != nil {
			n.netns, host = p.netns.names[i], p.netns.ips[i]
		}
		port, err := freePort()
		if err != nil {
			return err
		}
		if p.netns != nil {
			// The peer's API listens on its namespace's loopback (a fresh
			// stack: the port is free there); the forwarder holds the same
			// address here, bound first so nothing else can take it.
			if n.apiHP, err = p.netns.forward(i); err != nil {
				return err
			}
		} else {
			apiPort, err := freePort()
			if err != nil {
				return err
			}
			n.apiHP = net.JoinHostPort("127.0.0.1", strconv.Itoa(apiPort))
		}
		n.P2P = fmt.Sprintf("/ip4/%s/tcp/%d/p2p/%s", host, port, n.PeerID)
		if err := os.MkdirAll(n.Dir, 0o700); err != nil {
			return err
		}
		var conf strings.Builder
		conf.WriteString("# written by the multi-process testnet\nmdns = false\n")
		if g := procGPUs[i%len(procGPUs)]; n.Role == "miner" && g.name != "" {
			fmt.Fprintf(&conf, "\n[[declared_accelerators]]\nname = %q\nvendor = %q\nvram_gib = %d\n", g.name, g.vendor, g.vram)
		}
		if err := os.WriteFile(filepath.Join(n.Dir, "config.toml"), []byte(conf.String()), 0o600); err != nil {
			return err
		}
		go func() {
			_, err := p.cli(ctx, n, "wallet", "import", acct.Key)
			errs <- err
		}()
		n.args = p.nodeArgs(n, host, port)
	}
	var err error
	for range nodes {
		err = errors.Join(err, <-errs)
	}
	return err
}

func (p *Procs) nodeArgs(n *Proc, host string, port int) []string {
	args := []string{"--datadir", n.Dir, "--password-file", p.pass, "--log-level", "info"}
	switch n.Role {
	case "miner":
		args = append(args, "miner", "start", "--price", n.Price)
	case "validator":
		args = append(args, "validator", "start")
	default:
		args = append(args, "node", "start", "--role", "client")
		if p.cfg.ResultWait > 0 {
			args = append(args, "--result-wait", p.cfg.ResultWait.String())
		}
	}
	args = append(args, "--listen", fmt.Sprintf("/ip4/%s/tcp/%d", host, port), "--api", n.apiHP, "--chain-file", p.ChainFile)
	if n != p.firstNode() {
		args = append(args, "--bootstrap", p.firstNode().P2P)
	}
	return args
}

func (p *Procs) firstNode() *Proc {
	if len(p.Nodes) > 0 {
		return p.Nodes[0]
	}
	return nil
}

// cli runs a short tensora command as peer n (its data dir and password)
// and returns its stdout.
func (p *Procs) cli(ctx context.Context, n *Proc, args ...string) ([]byte, error) {
	full := append([]string{"--datadir", n.Dir, "--password-file", p.pass, "--light-kdf"}, args...)
	cctx, cancel := context.WithTimeout(ctx, 2*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(cctx, p.bin, full...)
	cmd.Env = p.env
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true, Pdeathsig: syscall.SIGKILL}
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	if err := cmd.Run(); err != nil {
		return nil, fmt.Errorf("testnet: %s: tensora %s: %w: %s", n.Name, strings.Join(args, " "), err, strings.TrimSpace(errb.String()))
	}
	return out.Bytes(), nil
}

// register stakes the miners and validators and funds the client's escrow,
// each with the CLI against the chain file.
func (p *Procs) register(ctx context.Context) error {
	errs := make(chan error, len(p.Nodes))
	for _, n := range p.Nodes {
		go func() {
			var err error
			switch n.Role {
			case "miner":
				_, err = p.cli(ctx, n, "stake", "operator-register", "--role", "miner", "--amount", p.cfg.MinerStakeTORA, "--chain-file", p.ChainFile)
			case "validator":
				_, err = p.cli(ctx, n, "stake", "operator-register", "--role", "validator", "--amount", p.cfg.ValidatorStakeTORA, "--chain-file", p.ChainFile)
			case "client":
				_, err = p.cli(ctx, n, "escrow", "deposit", p.cfg.EscrowTORA, "--chain-file", p.ChainFile)
			}
			errs <- err
		}()
	}
	var err error
	for range p.Nodes {
		err = errors.Join(err, <-errs)
	}
	return err
}

// spawn starts a process in its own process group, logging to
// <dir>/<name>.log.
func (p *Procs) spawn(n *Proc) error {
	n.mu.Lock()
	defer n.mu.Unlock()
	n.LogPath = filepath.Join(p.Dir, n.Name+".log")
	f, err := os.OpenFile(n.LogPath, os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o600)
	if err != nil {
		return err
	}
	if n.starts > 0 {
		fmt.Fprintf(f, "\n---- restart %d at %s ----\n", n.starts, time.Now().Format(time.RFC3339))
	}
	name, args := p.bin, n.args
	if n.netns != "" {
		name, args = "ip", append([]string{"netns", "exec", n.netns, p.bin}, n.args...)
	}
	// Not CommandContext: the testnet outlives StartProcs's context, and
	// Close tears the group down.
	cmd := exec.Command(name, args...)
	cmd.Env = p.env
	cmd.Stdout, cmd.Stderr = f, f
	// Its own process group, so signals reach the whole tree and a Ctrl-C
	// at the terminal reaches only this process (which then closes the
	// group); Pdeathsig kills the child if this process dies first.
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true, Pdeathsig: syscall.SIGKILL}
	if err := cmd.Start(); err != nil {
		f.Close()
		return fmt.Errorf("testnet: start %s: %w", n.Name, err)
	}
	n.cmd, n.logf, n.done = cmd, f, make(chan struct{})
	n.starts++
	done := n.done
	go func() {
		_ = cmd.Wait()
		f.Close()
		close(done)
	}()
	return nil
}

// start spawns a peer and waits until its API answers.
func (p *Procs) start(ctx context.Context, n *Proc) error {
	_ = os.Remove(filepath.Join(n.Dir, sdk.APIFile))
	if err := p.spawn(n); err != nil {
		return err
	}
	deadline := time.Now().Add(60 * time.Second)
	for {
		c, err := sdk.Dial(ctx, n.Dir, nil)
		if err == nil {
			n.API = c.Base()
			p.log.Info("peer up", "name", n.Name, "pid", n.Pid(), "api", n.API, "p2p", n.P2P)
			return nil
		}
		if n.exited() {
			return fmt.Errorf("testnet: %s exited at start: %s", n.Name, logTail(n.LogPath))
		}
		if time.Now().After(deadline) {
			return fmt.Errorf("testnet: %s: API not up after 60s: %s", n.Name, logTail(n.LogPath))
		}
		if err := sleepCtx(ctx, 100*time.Millisecond); err != nil {
			return err
		}
	}
}

// waitAdverts waits until the client lists every running miner's advert.
func (p *Procs) waitAdverts(ctx context.Context, limit time.Duration) error {
	want := 0
	for _, m := range p.Miners {
		if m.Pid() != 0 {
			want++
		}
	}
	deadline := time.Now().Add(limit)
	for {
		var ads []json.RawMessage
		err := p.sdk.Get(ctx, "/api/v1/adverts", &ads)
		if err == nil && len(ads) >= want {
			return nil
		}
		if time.Now().After(deadline) {
			return fmt.Errorf("testnet: the client sees %d of %d miners' adverts after %s (err %v)", len(ads), want, limit, err)
		}
		if err := sleepCtx(ctx, 200*time.Millisecond); err != nil {
			return err
		}
	}
}

func sleepCtx(ctx context.Context, d time.Duration) error {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-ctx.Done():
		return ctx.Err()
	case <-t.C:
		return nil
	}
}

// logTail is the last lines of a log, for errors.
func logTail(path string) string {
	b, err := os.ReadFile(path)
	if err != nil {
		return "(no log)"
	}
	lines := strings.Split(strings.TrimSpace(string(b)), "\n")
	if len(lines) > 8 {
		lines = lines[len(lines)-8:]
	}
	return path + ":\n  " + strings.Join(lines, "\n  ")
}

// SDK is a client of the client peer's API, signing with its key.
func (p *Procs) SDK() *sdk.Client { return p.sdk }

// signal sends sig to n's process group.
func (n *Proc) signal(sig syscall.Signal) error {
	pid := n.Pid()
	if pid == 0 {
		return fmt.Errorf("testnet: %s is not running", n.Name)
	}
	if err := syscall.Kill(-pid, sig); err != nil {
		return fmt.Errorf("testnet: signal %s: %w", n.Name, err)
	}
	return nil
}

// stop ends n: SIGTERM to its group, SIGKILL after grace.
func (n *Proc) stop(grace time.Duration) {
	n.mu.Lock()
	cmd, done := n.cmd, n.done
	n.mu.Unlock()
	if cmd == nil || cmd.Process == nil {
		return
	}
	pid := cmd.Process.Pid
	_ = syscall.Kill(-pid, syscall.SIGCONT) // a stopped chain cannot handle SIGTERM
	_ = syscall.Kill(-pid, syscall.SIGTERM)
	select {
	case <-done:
	case <-time.After(grace):
		_ = syscall.Kill(-pid, syscall.SIGKILL)
		<-done
	}
	// Anything the process left in its group.
	_ = syscall.Kill(-pid, syscall.SIGKILL)
}

// node returns peer i (miners, then validators, then the client).
func (p *Procs) node(i int) (*Proc, error) {
	if i < 0 || i >= len(p.Nodes) {
		return nil, fmt.Errorf("testnet: no peer %d (have %d)", i, len(p.Nodes))
	}
	return p.Nodes[i], nil
}

// Kill sends SIGKILL to peer i's process group (kill -9: no shutdown, no
// flush) and waits for it to die.
func (p *Procs) Kill(i int) error {
	n, err := p.node(i)
	if err != nil {
		return err
	}
	if err := n.signal(syscall.SIGKILL); err != nil {
		return err
	}
	<-n.done
	p.log.Info("killed", "name", n.Name)
	return nil
}

// Restart stops peer i if it runs and starts it again on the same data
// dir, ports and bootstrap peer, waiting until its API answers.
func (p *Procs) Restart(ctx context.Context, i int) error {
	n, err := p.node(i)
	if err != nil {
		return err
	}
	n.stop(10 * time.Second)
	if err := p.start(ctx, n); err != nil {
		return err
	}
	if n == p.Client {
		p.sdk = sdk.New(n.API, mustKey(n.key))
	}
	return nil
}

// ChainStop freezes the chain process (SIGSTOP): its RPC stops answering
// and no blocks are sealed, but its state, which lives only in memory,
// survives for ChainStart. Peers see a chain that does not respond.
func (p *Procs) ChainStop() error {
	p.chainMu.Lock()
	defer p.chainMu.Unlock()
	if err := p.Chain.signal(syscall.SIGSTOP); err != nil {
		return err
	}
	p.stopped = true
	p.log.Info("chain process stopped")
	return nil
}

// ChainStart resumes a chain frozen by ChainStop (SIGCONT).
func (p *Procs) ChainStart() error {
	p.chainMu.Lock()
	defer p.chainMu.Unlock()
	if err := p.Chain.signal(syscall.SIGCONT); err != nil {
		return err
	}
	p.stopped = false
	p.log.Info("chain process resumed")
	return nil
}

// Pids lists the running processes' ids, the chain's first.
func (p *Procs) Pids() []int {
	var out []int
	for _, n := range append([]*Proc{p.Chain}, p.Nodes...) {
		if n == nil {
			continue
		}
		if pid := n.Pid(); pid != 0 {
			out = append(out, pid)
		}
	}
	return out
}

// Close stops every peer and then the chain (SIGTERM to each process
// group, SIGKILL after a grace period), tears down namespaces, and removes
// a temporary run directory (unless Keep).
func (p *Procs) Close() error {
	if p.closed {
		return nil
	}
	p.closed = true
	var wg sync.WaitGroup
	for _, n := range p.Nodes {
		wg.Add(1)
		go func() { defer wg.Done(); n.stop(10 * time.Second) }()
	}
	wg.Wait()
	if p.Chain != nil {
		p.Chain.stop(5 * time.Second)
	}
	if p.eth != nil {
		p.eth.Close()
	}
	var err error
	if p.netns != nil {
		err = p.netns.close()
	}
	if p.tempDir && !p.cfg.Keep {
		err = errors.Join(err, os.RemoveAll(p.Dir))
	}
	return err
}

// ProcUsage is a process's resource use from /proc.
type ProcUsage struct {
	Name    string        `json:"name"`
	Pid     int           `json:"pid"`
	CPU     time.Duration `json:"cpu_ns"` // user + system
	RSS     uint64        `json:"rss_bytes"`
	PeakRSS uint64        `json:"peak_rss_bytes"`
	Threads int           `json:"threads"`
}

// Usage reads every running process's CPU time and memory.
func (p *Procs) Usage() []ProcUsage {
	var out []ProcUsage
	for _, n := range append([]*Proc{p.Chain}, p.Nodes...) {
		if n == nil {
			continue
		}
		u := ProcUsage{Name: n.Name, Pid: n.Pid()}
		if u.Pid != 0 {
			readProcUsage(&u)
		}
		out = append(out, u)
	}
	return out
}

// clockTicks is USER_HZ, 100 on every Linux this runs on.
const clockTicks = 100

func readProcUsage(u *ProcUsage) {
	if b, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", u.Pid)); err == nil {
		// Fields after the command name, which is in parentheses.
		if i := bytes.LastIndexByte(b, ')'); i > 0 {
			f := strings.Fields(string(b[i+1:]))
			// f[0] is field 3 (state); utime is field 14, stime 15.
			if len(f) > 13 {
				ut, _ := strconv.ParseUint(f[11], 10, 64)
				st, _ := strconv.ParseUint(f[12], 10, 64)
				u.CPU = time.Duration(ut+st) * time.Second / clockTicks
			}
		}
	}
	f, err := os.Open(fmt.Sprintf("/proc/%d/status", u.Pid))
	if err != nil {
		return
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		k, v, ok := strings.Cut(sc.Text(), ":")
		if !ok {
			continue
		}
		fs := strings.Fields(v)
		if len(fs) == 0 {
			continue
		}
		n, _ := strconv.ParseUint(fs[0], 10, 64)
		switch k {
		case "VmRSS":
			u.RSS = n << 10
		case "VmHWM":
			u.PeakRSS = n << 10
		case "Threads":
			u.Threads = int(n)
		}
	}
}

// Balances reads the client's escrow, every miner's owed and held TORA,
// the validator pool, what ValidatorRewards holds and the escrow's holdings
// from the chain process.
func (p *Procs) Balances(ctx context.Context) (*Balances, error) {
	call := func(to common.Address, data []byte) ([]byte, error) {
		cctx, cancel := context.WithTimeout(ctx, 10*time.Second)
		defer cancel()
		return chain.Call(cctx, p.eth, to, data)
	}
	a := p.chain.Contracts
	b := &Balances{MinerOwed: map[common.Address]*big.Int{}, MinerTORA: map[common.Address]*big.Int{}}
	out, err := call(a.Escrow, escrowABI.PackBalances(p.Client.Address))
	if err != nil {
		return nil, err
	}
	cb, err := escrowABI.UnpackBalances(out)
	if err != nil {
		return nil, err
	}
	b.ClientFree, b.ClientCommitted = cb.Free, cb.Committed
	for _, m := range p.Miners {
		if out, err = call(a.Escrow, escrowABI.PackOwed(m.Address)); err != nil {
			return nil, err
		}
		if b.MinerOwed[m.Address], err = escrowABI.UnpackOwed(out); err != nil {
			return nil, err
		}
		if out, err = call(a.Token, toraABI.PackBalanceOf(m.Address)); err != nil {
			return nil, err
		}
		if b.MinerTORA[m.Address], err = toraABI.UnpackBalanceOf(out); err != nil {
			return nil, err
		}
	}
	if out, err = call(a.Rewards, rewardsABI.PackPool(p.chain.Subnet)); err != nil {
		return nil, err
	}
	pool, err := rewardsABI.UnpackPool(out)
	if err != nil {
		return nil, err
	}
	b.ValidatorPool = pool.Balance
	if out, err = call(a.Token, toraABI.PackBalanceOf(a.Rewards)); err != nil {
		return nil, err
	}
	if b.RewardsHeld, err = toraABI.UnpackBalanceOf(out); err != nil {
		return nil, err
	}
	if out, err = call(a.Token, toraABI.PackBalanceOf(a.Escrow)); err != nil {
		return nil, err
	}
	b.EscrowHeld, err = toraABI.UnpackBalanceOf(out)
	return b, err
}

// AddInput generates job i's input with `tensora models example-input`
// (deterministic in i) and uploads it to the client; it returns the CID.
func (p *Procs) AddInput(ctx context.Context, i int) (string, error) {
	dir := filepath.Join(p.Dir, "inputs")
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return "", err
	}
	model := filepath.Join(dir, "model.onnx")
	if _, err := os.Stat(model); err != nil {
		if err := os.WriteFile(model, p.model, 0o600); err != nil {
			return "", err
		}
	}
	file := filepath.Join(dir, fmt.Sprintf("input-%d.safetensors", i))
	if _, err := p.cli(ctx, p.Client, "models", "example-input", model, "-o", file, "--seed", strconv.Itoa(i+1)); err != nil {
		return "", err
	}
	b, err := os.ReadFile(file)
	if err != nil {
		return "", err
	}
	return p.sdk.Upload(ctx, b, filepath.Base(file))
}

// PostJob uploads the model (once) and job i's input to the client and
// posts the job through its API; it returns the job id.
func (p *Procs) PostJob(ctx context.Context, i int) (string, error) {
	if p.modelCID == "" {
		c, err := p.sdk.Upload(ctx, p.model, "model.onnx")
		if err != nil {
			return "", err
		}
		p.modelCID = c
	}
	in, err := p.AddInput(ctx, i)
	if err != nil {
		return "", err
	}
	return p.sdk.Post(ctx, sdk.JobRequest{Subnet: p.chain.Subnet, Model: p.modelCID, Input: in, Engine: "onnx", MaxFee: p.cfg.MaxFeeTORA})
}

// ProcJob is one job of a multi-process run, as the client saw it.
type ProcJob struct {
	ID      string        `json:"id"`
	State   string        `json:"state"`
	Winner  string        `json:"winner"`
	Bids    int           `json:"bids"`
	Path    string        `json:"path,omitempty"` // "direct" or "auction"
	Settled bool          `json:"settled"`
	Took    time.Duration `json:"took_ns"` // post to verified
	Error   string        `json:"error,omitempty"`
}

// Run posts jobs through the client's API, one every interval, and waits
// for each to be verified (or fail); a job that fails is reported, not
// returned as an error.
func (p *Procs) Run(ctx context.Context, jobs int, interval time.Duration) ([]ProcJob, error) {
	out := make([]ProcJob, jobs)
	var wg sync.WaitGroup
	for i := 0; i < jobs; i++ {
		if i > 0 && interval > 0 {
			if err := sleepCtx(ctx, interval); err != nil {
				return out, err
			}
		}
		t0 := time.Now()
		id, err := p.PostJob(ctx, i)
		if err != nil {
			return out, err
		}
		out[i].ID = id
		wg.Add(1)
		go func() {
			defer wg.Done()
			wctx, cancel := context.WithTimeout(ctx, 2*time.Minute)
			defer cancel()
			j, err := p.sdk.Wait(wctx, id, nil)
			out[i] = ProcJob{ID: id, State: j.State, Winner: j.Winner, Bids: j.Bids, Path: j.Path, Settled: j.Settled, Took: time.Since(t0)}
			if err != nil {
				out[i].Error = err.Error()
			}
		}()
	}
	wg.Wait()
	return out, ctx.Err()
}

// ProcsSettlement is what settling a run did: jobs settled in the
// client's view, finalized batches, the miners' claims, balances before
// and after, and whether the money adds up.
type ProcsSettlement struct {
	Settled int               `json:"settled"`
	Batches int               `json:"batches"`
	Jobs    int               `json:"jobs_in_batches"`
	Gas     uint64            `json:"gas"`
	Claimed map[string]string `json:"claimed_tora"` // miner name → TORA
	Before  *Balances         `json:"before"`
	After   *Balances         `json:"after"`
	// ClientSpent is the client's escrow drop; Paid what miners and the
	// validator pool gained. Exact: they are equal.
	ClientSpent, Paid *big.Int
	Exact             bool `json:"exact"`
	// FailedBatches the chain refused for good (e.g. every job in it was
	// settled by another miner first); they are terminal too.
	FailedBatches int `json:"failed_batches"`
}

// Settle waits until the client sees every verified job settled and every
// running miner's batches are finalized (the miners seal, submit and
// finalize on their own; the chain's challenge window must pass), then
// has each miner with earnings claim with `tensora miner earnings --claim`,
// and compares balances with before.
func (p *Procs) Settle(ctx context.Context, jobs []ProcJob, before *Balances, limit time.Duration) (*ProcsSettlement, error) {
	rep := &ProcsSettlement{Claimed: map[string]string{}, Before: before}
	deadline := time.Now().Add(limit)
	for {
		rep.Settled = 0
		want := 0
		for i := range jobs {
			if jobs[i].State != "verified" && jobs[i].State != "settled" {
				continue
			}
			want++
			if !jobs[i].Settled {
				j, err := p.sdk.Job(ctx, jobs[i].ID)
				if err == nil && j.Settled {
					jobs[i].Settled = true
				}
			}
			if jobs[i].Settled {
				rep.Settled++
			}
		}
		final, err := p.batchesFinal(ctx, rep)
		if rep.Settled == want && final && err == nil {
			break
		}
		if time.Now().After(deadline) {
			return rep, fmt.Errorf("testnet: after %s %d of %d jobs settled, batches finalized: %v (err %v)", limit, rep.Settled, want, final, err)
		}
		if err := sleepCtx(ctx, 500*time.Millisecond); err != nil {
			return rep, err
		}
	}
	owed, err := p.Balances(ctx)
	if err != nil {
		return rep, err
	}
	for _, m := range p.Miners {
		if owed.MinerOwed[m.Address].Sign() == 0 {
			continue
		}
		b, err := p.cli(ctx, m, "--json", "miner", "earnings", "--claim", "--chain-file", p.ChainFile)
		if err != nil {
			return rep, err
		}
		var v struct {
			Claimable string `json:"claimable_wei"`
		}
		if err := json.Unmarshal(b, &v); err != nil {
			return rep, fmt.Errorf("testnet: %s earnings: %w", m.Name, err)
		}
		if v.Claimable != "0" {
			left, ok := new(big.Int).SetString(v.Claimable, 10)
			if !ok {
				return rep, fmt.Errorf("testnet: %s earnings: claimable %q is not an amount", m.Name, v.Claimable)
			}
			return rep, fmt.Errorf("testnet: %s still has %s TORA claimable after claiming", m.Name, tora.Format(left))
		}
	}
	after, err := p.Balances(ctx)
	if err != nil {
		return rep, err
	}
	rep.After = after
	if before != nil {
		for _, m := range p.Miners {
			w := new(big.Int).Sub(after.MinerTORA[m.Address], before.MinerTORA[m.Address])
			rep.Claimed[m.Name] = tora.Format(w)
		}
		rep.ClientSpent = new(big.Int).Add(before.ClientFree, before.ClientCommitted)
		rep.ClientSpent.Sub(rep.ClientSpent, after.ClientFree)
		rep.ClientSpent.Sub(rep.ClientSpent, after.ClientCommitted)
		// The validators' share goes to the pool or, for a batch whose
		// work validators recorded, to its pot: both in ValidatorRewards.
		rep.Paid = new(big.Int).Sub(after.RewardsHeld, before.RewardsHeld)
		for _, m := range p.Miners {
			rep.Paid.Add(rep.Paid, after.MinerTORA[m.Address])
			rep.Paid.Sub(rep.Paid, before.MinerTORA[m.Address])
			rep.Paid.Add(rep.Paid, after.MinerOwed[m.Address])
			rep.Paid.Sub(rep.Paid, before.MinerOwed[m.Address])
		}
		rep.Exact = rep.ClientSpent.Cmp(rep.Paid) == 0
	}
	return rep, nil
}

// batchesFinal reports whether every running miner's batches are
// finalized, counting them into rep.
func (p *Procs) batchesFinal(ctx context.Context, rep *ProcsSettlement) (bool, error) {
	rep.Batches, rep.Jobs, rep.Gas, rep.FailedBatches = 0, 0, 0, 0
	final := true
	for _, m := range p.Miners {
		if m.Pid() == 0 {
			continue
		}
		var bs []apitypes.BatchView
		if err := sdk.New(m.API, nil).Get(ctx, "/api/v1/batches", &bs); err != nil {
			return false, fmt.Errorf("%s: %w", m.Name, err)
		}
		for _, b := range bs {
			if b.State == "failed" {
				rep.FailedBatches++
				continue
			}
			if b.State != "finalized" {
				final = false
				continue
			}
			rep.Batches++
			rep.Jobs += b.Jobs
			rep.Gas += b.Gas
		}
	}
	return final, nil
}
