package gethdev

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"math/big"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	ethtypes "github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/ethereum/go-ethereum/rpc"

	"github.com/tensora/tensora/chain/backend"
	"github.com/tensora/tensora/engine"
)

// Version is the go-ethereum version go.mod requires, the geth
// scripts/build-geth.sh builds (TestVersionIsGoMods keeps them equal).
const Version = "v1.17.10"

// ErrNotBuilt is returned by Find when no geth binary is available.
var ErrNotBuilt = errors.New("geth not built")

// Find returns the geth binary: $TENSORA_GETH if set, else the one
// scripts/build-geth.sh cached (.cache/geth/<version>/geth, under
// $TENSORA_CACHE or a .cache above the working directory). Its error wraps
// ErrNotBuilt when there is none.
func Find() (string, error) {
	if p := os.Getenv("TENSORA_GETH"); p != "" {
		if _, err := os.Stat(p); err != nil {
			return "", fmt.Errorf("TENSORA_GETH: %w", err)
		}
		return p, nil
	}
	p, err := engine.FindCacheFile(filepath.Join("geth", Version, "geth"))
	if err != nil {
		return "", fmt.Errorf("%w: geth %s: run `make setup-geth` (scripts/build-geth.sh) or set TENSORA_GETH: %v", ErrNotBuilt, Version, err)
	}
	return p, nil
}

// Config configures Start.
type Config struct {
	// Binary is geth (default: Find).
	Binary string
	// BlockPeriod is the time between blocks, whole seconds (default 1s).
	BlockPeriod time.Duration
	// GasLimit is the blocks' gas limit (default geth's for --dev, about
	// 11.5M; Tensora's largest contract needs about 6M).
	GasLimit uint64
}

// Node is a running geth --dev.
type Node struct {
	// URL and WSURL are its HTTP and WebSocket JSON-RPC endpoints.
	URL, WSURL string
	// ChainID is its chain id (1337).
	ChainID uint64
	// Dev is the pre-funded dev account geth signs for.
	Dev common.Address

	cmd    *exec.Cmd
	rpc    *rpc.Client
	client *ethclient.Client
	dir    string
	done   chan struct{}
	err    error // the process's exit, once done is closed
}

// Start runs geth --dev and waits (at most a minute, or ctx) until it
// answers JSON-RPC. The caller closes it.
func Start(ctx context.Context, cfg Config) (*Node, error) {
	if cfg.Binary == "" {
		p, err := Find()
		if err != nil {
			return nil, err
		}
		cfg.Binary = p
	}
	if cfg.BlockPeriod == 0 {
		cfg.BlockPeriod = time.Second
	}
	if cfg.BlockPeriod < time.Second || cfg.BlockPeriod%time.Second != 0 {
		return nil, fmt.Errorf("gethdev: block period %s: want whole seconds", cfg.BlockPeriod)
	}
	ports, err := freePorts(2)
	if err != nil {
		return nil, err
	}
	dir, err := os.MkdirTemp("", "gethdev-")
	if err != nil {
		return nil, fmt.Errorf("gethdev: datadir: %w", err)
	}
	logPath := filepath.Join(dir, "geth.log")
	logf, err := os.Create(logPath)
	if err != nil {
		_ = os.RemoveAll(dir)
		return nil, fmt.Errorf("gethdev: log: %w", err)
	}
	defer logf.Close()
	args := []string{"--dev", "--dev.period", strconv.Itoa(int(cfg.BlockPeriod / time.Second)),
		"--datadir", filepath.Join(dir, "data"), "--ipcdisable", "--nodiscover", "--maxpeers", "0", "--port", "0", "--authrpc.port", "0",
		"--http", "--http.addr", "127.0.0.1", "--http.port", strconv.Itoa(ports[0]), "--http.api", "eth,net,web3",
		"--ws", "--ws.addr", "127.0.0.1", "--ws.port", strconv.Itoa(ports[1]), "--ws.api", "eth,net,web3", "--ws.origins", "*",
		"--verbosity", "2"}
	if cfg.GasLimit > 0 {
		args = append(args, "--dev.gaslimit", strconv.FormatUint(cfg.GasLimit, 10))
	}
	cmd := exec.Command(cfg.Binary, args...)
	cmd.Stdout, cmd.Stderr = logf, logf
	dieWithParent(cmd)
	if err := cmd.Start(); err != nil {
		_ = os.RemoveAll(dir)
		return nil, fmt.Errorf("gethdev: start %s: %w", cfg.Binary, err)
	}
	n := &Node{URL: fmt.Sprintf("http://127.0.0.1:%d", ports[0]), WSURL: fmt.Sprintf("ws://127.0.0.1:%d", ports[1]),
		cmd: cmd, dir: dir, done: make(chan struct{})}
	go func() {
		n.err = cmd.Wait()
		close(n.done)
	}()
	if err := n.await(ctx, logPath); err != nil {
		_ = n.Close()
		return nil, err
	}
	return n, nil
}

// await polls the endpoint until it answers eth_chainId and eth_accounts.
func (n *Node) await(ctx context.Context, logPath string) error {
	ctx, cancel := context.WithTimeout(ctx, time.Minute)
	defer cancel()
	var last error
	for {
		select {
		case <-n.done:
			return fmt.Errorf("gethdev: geth exited (%v): %s", n.err, tail(logPath))
		case <-ctx.Done():
			return fmt.Errorf("gethdev: geth did not answer on %s: %v: %s", n.URL, last, tail(logPath))
		case <-time.After(100 * time.Millisecond):
		}
		c, err := rpc.DialContext(ctx, n.URL)
		if err != nil {
			last = err
			continue
		}
		var accounts []common.Address
		if err := c.CallContext(ctx, &accounts, "eth_accounts"); err != nil || len(accounts) == 0 {
			last = fmt.Errorf("eth_accounts: %v (%d accounts)", err, len(accounts))
			c.Close()
			continue
		}
		ec := ethclient.NewClient(c)
		id, err := ec.ChainID(ctx)
		if err != nil {
			last = err
			c.Close()
			continue
		}
		n.rpc, n.client, n.Dev, n.ChainID = c, ec, accounts[0], id.Uint64()
		return nil
	}
}

// Client is an HTTP JSON-RPC client of the node (closed by Close).
func (n *Node) Client() *ethclient.Client { return n.client }

// Fund sends amount wei of gas money from the dev account to each
// address and waits for the transfers to be mined.
func (n *Node) Fund(ctx context.Context, amount *big.Int, to ...common.Address) error {
	var hashes []common.Hash
	for _, a := range to {
		var h common.Hash
		tx := map[string]any{"from": n.Dev, "to": a, "value": (*hexutil.Big)(amount)}
		if err := n.rpc.CallContext(ctx, &h, "eth_sendTransaction", tx); err != nil {
			return fmt.Errorf("gethdev: fund %s: %w", a.Hex(), err)
		}
		hashes = append(hashes, h)
	}
	ctx, cancel := context.WithTimeout(ctx, backend.MinedTimeout)
	defer cancel()
	for i, h := range hashes {
		r, err := bind.WaitMined(ctx, n.client, h)
		if err != nil {
			return fmt.Errorf("gethdev: fund %s: %w", to[i].Hex(), err)
		}
		if r.Status != ethtypes.ReceiptStatusSuccessful {
			return fmt.Errorf("gethdev: fund %s: transfer %s failed", to[i].Hex(), h.Hex())
		}
	}
	return nil
}

// Close stops geth (SIGINT, then SIGKILL after ten seconds) and removes
// its datadir.
func (n *Node) Close() error {
	if n.rpc != nil {
		n.rpc.Close()
	}
	_ = n.cmd.Process.Signal(os.Interrupt)
	select {
	case <-n.done:
	case <-time.After(10 * time.Second):
		_ = n.cmd.Process.Kill()
		<-n.done
	}
	return os.RemoveAll(n.dir)
}

// tail is the end of geth's log, for errors.
func tail(path string) string {
	b, _ := os.ReadFile(path)
	b = bytes.TrimSpace(b)
	if len(b) > 2000 {
		b = b[len(b)-2000:]
	}
	if len(b) == 0 {
		return "(geth wrote nothing)"
	}
	return "geth's log ends: " + strings.ReplaceAll(string(b), "\n", " | ")
}

// freePorts finds k free loopback ports (held at once, so distinct).
func freePorts(k int) ([]int, error) {
	var ls []net.Listener
	defer func() {
		for _, l := range ls {
			l.Close()
		}
	}()
	var ports []int
	for i := 0; i < k; i++ {
		l, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			return nil, fmt.Errorf("gethdev: find a free port: %w", err)
		}
		ls = append(ls, l)
		ports = append(ports, l.Addr().(*net.TCPAddr).Port)
	}
	return ports, nil
}
