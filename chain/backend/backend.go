package backend

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"net"
	"strconv"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/eth/ethconfig"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/ethereum/go-ethereum/ethclient/simulated"
	"github.com/ethereum/go-ethereum/node"
	"github.com/ethereum/go-ethereum/params"
)

// Client is what settlement needs of a chain: contract calls and
// transactions, receipts, blocks, balances and logs.
type Client interface {
	bind.ContractBackend
	bind.DeployBackend
	ethereum.ChainIDReader
	ethereum.BlockNumberReader
	ethereum.ChainReader
	BalanceAt(ctx context.Context, account common.Address, blockNumber *big.Int) (*big.Int, error)
}

// DevChainID is the embedded chain's id (go-ethereum's simulated chain).
const DevChainID = 1337

// Network is a named chain preset.
type Network struct {
	Name    string
	ChainID uint64
	RPC     string // "" = the embedded chain
}

// Networks are the presets; tensora-l2 takes its RPC URL from config.
var Networks = map[string]Network{
	"dev":        {Name: "dev", ChainID: DevChainID},
	"local":      {Name: "local", ChainID: DevChainID, RPC: "http://127.0.0.1:8545"},
	"tensora-l2": {Name: "tensora-l2", ChainID: 44444444},
}

// ErrWrongChain is returned by Dial when the endpoint serves another chain.
var ErrWrongChain = errors.New("wrong chain id")

// Dial connects to a JSON-RPC endpoint and checks its chain id (0 skips
// the check).
func Dial(ctx context.Context, url string, wantChainID uint64) (*ethclient.Client, error) {
	c, err := ethclient.DialContext(ctx, url)
	if err != nil {
		return nil, fmt.Errorf("chain: dial %s: %w", url, err)
	}
	id, err := c.ChainID(ctx)
	if err != nil {
		c.Close()
		return nil, fmt.Errorf("chain: %s did not answer eth_chainId: %w", url, err)
	}
	if wantChainID != 0 && id.Uint64() != wantChainID {
		c.Close()
		return nil, fmt.Errorf("chain: %w: %s serves chain %s, this network is chain %d", ErrWrongChain, url, id, wantChainID)
	}
	return c, nil
}

// EmbeddedConfig configures an in-process chain.
type EmbeddedConfig struct {
	// Alloc funds accounts with native coin (gas) at genesis.
	Alloc map[common.Address]*big.Int
	// BlockInterval seals a block this often (default 200ms); negative
	// seals only on Commit (tests).
	BlockInterval time.Duration
	// HTTPAddr, if set ("127.0.0.1:8545", or port 0 for any), also serves
	// JSON-RPC over HTTP for other processes.
	HTTPAddr string
	// WSAddr, if set (port 0 for any), also serves JSON-RPC over
	// WebSocket, where eth_subscribe streams new heads and logs; equal to
	// HTTPAddr, both share its port.
	WSAddr string
	// GasLimit per block (default go-ethereum's).
	GasLimit uint64
	// ChainID is the chain's id (0: DevChainID). A second embedded chain
	// with another id stands for another network in one process (the
	// payment chain of a cross-chain swap, chain/paychain).
	ChainID uint64
}

// Embedded is a running in-process chain.
type Embedded struct {
	sim   *simulated.Backend
	url   string
	wsURL string
	stop  chan struct{}
	wg    sync.WaitGroup
	mu    sync.Mutex // serialises Commit with the sealing loop

	closeOnce sync.Once
	closeErr  error
}

// NewEmbedded starts an in-process chain.
func NewEmbedded(cfg EmbeddedConfig) (e *Embedded, err error) {
	alloc := types.GenesisAlloc{}
	for a, v := range cfg.Alloc {
		alloc[a] = types.Account{Balance: new(big.Int).Set(v)}
	}
	var opts []func(*node.Config, *ethconfig.Config)
	var url, wsURL string
	var httpHost string
	var httpPort int
	if cfg.HTTPAddr != "" {
		host, p, err := listenAddr("http", cfg.HTTPAddr)
		if err != nil {
			return nil, err
		}
		httpHost, httpPort = host, p
		url = fmt.Sprintf("http://%s", net.JoinHostPort(host, strconv.Itoa(p)))
		opts = append(opts, func(nc *node.Config, _ *ethconfig.Config) {
			nc.HTTPHost, nc.HTTPPort = host, p
			nc.HTTPModules = []string{"eth", "net", "web3"}
			nc.HTTPVirtualHosts = []string{"*"}
		})
	}
	if cfg.WSAddr != "" {
		host, p, err := listenAddr("ws", cfg.WSAddr)
		if err != nil {
			return nil, err
		}
		if cfg.WSAddr == cfg.HTTPAddr {
			// One port for both: go-ethereum's HTTP server upgrades
			// WebSocket requests.
			host, p = httpHost, httpPort
		}
		wsURL = fmt.Sprintf("ws://%s", net.JoinHostPort(host, strconv.Itoa(p)))
		opts = append(opts, func(nc *node.Config, _ *ethconfig.Config) {
			nc.WSHost, nc.WSPort = host, p
			nc.WSModules = []string{"eth", "net", "web3"}
			nc.WSOrigins = []string{"*"}
		})
	}
	// Mainnet rules (Osaka): the simulated chain's default also enables
	// go-ethereum's in-development fork, whose storage pricing would make
	// every gas figure the testnet prints unlike any real chain's. The
	// shared params are copied, never changed.
	opts = append(opts, func(_ *node.Config, ec *ethconfig.Config) {
		c := *params.AllDevChainProtocolChanges
		c.BogotaTime = nil
		if cfg.ChainID != 0 {
			c.ChainID = new(big.Int).SetUint64(cfg.ChainID)
		}
		ec.Genesis.Config = &c
	})
	if cfg.GasLimit > 0 {
		opts = append(opts, simulated.WithBlockGasLimit(cfg.GasLimit))
	}
	// simulated.NewBackend panics on setup errors (a port in use, say).
	defer func() {
		if r := recover(); r != nil {
			e, err = nil, fmt.Errorf("chain: start embedded chain: %v", r)
		}
	}()
	sim := simulated.NewBackend(alloc, opts...)
	e = &Embedded{sim: sim, url: url, wsURL: wsURL, stop: make(chan struct{})}
	interval := cfg.BlockInterval
	if interval == 0 {
		interval = 200 * time.Millisecond
	}
	if interval > 0 {
		e.wg.Add(1)
		go e.seal(interval)
	}
	return e, nil
}

func (e *Embedded) seal(every time.Duration) {
	defer e.wg.Done()
	t := time.NewTicker(every)
	defer t.Stop()
	for {
		select {
		case <-e.stop:
			return
		case <-t.C:
			e.Commit()
		}
	}
}

// Client is the chain's client.
func (e *Embedded) Client() Client { return e.sim.Client() }

// URL is the JSON-RPC URL ("" without HTTPAddr).
func (e *Embedded) URL() string { return e.url }

// WSURL is the WebSocket JSON-RPC URL ("" without WSAddr).
func (e *Embedded) WSURL() string { return e.wsURL }

// Commit seals a block now.
func (e *Embedded) Commit() common.Hash {
	e.mu.Lock()
	defer e.mu.Unlock()
	return e.sim.Commit()
}

// AdjustTime moves the chain's clock forward (tests of challenge windows);
// it seals a block.
func (e *Embedded) AdjustTime(d time.Duration) error {
	e.mu.Lock()
	defer e.mu.Unlock()
	var err error
	for try := 0; try < 20; try++ {
		// The simulated chain moves its clock only on an empty block:
		// seal whatever is pending first.
		if err = e.sim.AdjustTime(d); err == nil {
			return nil
		}
		e.sim.Commit()
	}
	return fmt.Errorf("chain: adjust time: %w", err)
}

// Close stops the chain.
func (e *Embedded) Close() error {
	e.closeOnce.Do(func() {
		close(e.stop)
		e.wg.Wait()
		e.closeErr = e.sim.Close()
	})
	return e.closeErr
}

// listenAddr splits a listen address ("127.0.0.1:8545"), picking a free
// port for port 0; kind names it in errors.
func listenAddr(kind, addr string) (string, int, error) {
	host, port, err := net.SplitHostPort(addr)
	if err != nil {
		return "", 0, fmt.Errorf("chain: %s address %q: %w", kind, addr, err)
	}
	p, err := strconv.Atoi(port)
	if err != nil {
		return "", 0, fmt.Errorf("chain: %s port %q: %w", kind, port, err)
	}
	if p == 0 {
		if p, err = freePort(host); err != nil {
			return "", 0, err
		}
	}
	return host, p, nil
}

func freePort(host string) (int, error) {
	l, err := net.Listen("tcp", net.JoinHostPort(host, "0"))
	if err != nil {
		return 0, fmt.Errorf("chain: find a free port: %w", err)
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port, nil
}

// MinedTimeout bounds WaitMined: a transaction not mined by then (dropped,
// underpriced, a chain that stopped) is an error the caller retries.
const MinedTimeout = 2 * time.Minute

// WaitMined waits (at most MinedTimeout) for a transaction's receipt and
// fails on a revert.
func WaitMined(ctx context.Context, c Client, tx *types.Transaction) (*types.Receipt, error) {
	ctx, cancel := context.WithTimeout(ctx, MinedTimeout)
	defer cancel()
	r, err := bind.WaitMined(ctx, c, tx.Hash())
	if err != nil {
		return nil, fmt.Errorf("chain: wait for %s: %w", tx.Hash().Hex()[:10], err)
	}
	if r.Status != types.ReceiptStatusSuccessful {
		return r, fmt.Errorf("%w: %s reverted (gas used %d)", ErrTxFailed, tx.Hash().Hex()[:10], r.GasUsed)
	}
	return r, nil
}

// ErrTxFailed: a transaction was mined and failed (receipt status 0): it
// ran out of gas or reverted, and a receipt carries no revert data to say
// which contract error it was.
var ErrTxFailed = errors.New("chain: transaction failed on chain")
