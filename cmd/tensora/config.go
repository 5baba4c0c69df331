package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"net"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/pelletier/go-toml/v2"
	"github.com/spf13/pflag"

	"github.com/tensora/tensora/chain"
	"github.com/tensora/tensora/engine/hw"
	"github.com/tensora/tensora/p2p"
	"github.com/tensora/tensora/types/tora"
)

// The config file lives in the data directory. config.json is the format
// before config.toml; it is still read, with a notice, when there is no
// config.toml.
const (
	configFileName       = "config.toml"
	legacyConfigFileName = "config.json"
	defaultAPIAddr       = "127.0.0.1:5190"
	envPrefix            = "TENSORA_"
)

// Where a setting's value came from, highest precedence first.
const (
	srcFlag    = "flag"
	srcEnv     = "env"
	srcFile    = "file"
	srcDefault = "default"
)

// fileConfig is everything below the flags: <datadir>/config.toml (or the
// deprecated config.json) with the TENSORA_<KEY> environment applied over
// it, and the defaults of the keys that have one here (api, log_format,
// log_level). Commands apply their own flags on top; the node applies its
// defaults to what is still empty.
type fileConfig struct {
	Listen       []string          `json:"listen,omitempty" toml:"listen,omitempty"`
	Bootstrap    []string          `json:"bootstrap,omitempty" toml:"bootstrap,omitempty"`
	Subnets      []uint64          `json:"subnets,omitempty" toml:"subnets,omitempty"`
	MDNS         bool              `json:"mdns,omitempty" toml:"mdns,omitempty"`
	PriceTORA    string            `json:"price_tora,omitempty" toml:"price_tora,omitempty"`
	Price1kTORA  string            `json:"price_per_1k_tora,omitempty" toml:"price_per_1k_tora,omitempty"`
	MinStakeTORA string            `json:"min_stake_tora,omitempty" toml:"min_stake_tora,omitempty"`
	Stake        map[string]string `json:"stake_tora,omitempty" toml:"stake_tora,omitempty"` // static stake table for chainless networks
	Declared     []hw.GPU          `json:"declared_accelerators,omitempty" toml:"-"`
	BidWindow    string            `json:"bid_window,omitempty" toml:"bid_window,omitempty"`
	// Network selects the settlement chain: dev, local, tensora-l2 or a
	// name of Networks; Networks gives each its RPC and contract addresses.
	Network  string                   `json:"network,omitempty" toml:"network,omitempty"`
	Networks map[string]networkConfig `json:"networks,omitempty" toml:"networks,omitempty"`
	// API is the local HTTP API's listen address; APIAuth lists addresses,
	// besides the node's own, whose signatures may call mutating endpoints.
	API     string   `json:"api,omitempty" toml:"api,omitempty"`
	APIAuth []string `json:"api_allow,omitempty" toml:"api_allow,omitempty"`
	// The gateway's spend limits per request (api.LLMLimits), in TORA.
	APIMaxPrice1k string `json:"api_max_price_per_1k_tora,omitempty" toml:"api_max_price_per_1k_tora,omitempty"`
	APIMaxFee     string `json:"api_max_fee_tora,omitempty" toml:"api_max_fee_tora,omitempty"`
	// LogFormat is text or json; LogLevel debug, info, warn or error.
	LogFormat string `json:"log_format,omitempty" toml:"log_format,omitempty"`
	LogLevel  string `json:"log_level,omitempty" toml:"log_level,omitempty"`
	// PayNetwork is the payment network (NETWORK or TOKEN@NETWORK) a
	// node's swap client runs on, so that its swaps resume after restarts.
	PayNetwork string `json:"pay_network,omitempty" toml:"pay_network,omitempty"`
	// PaymentNetworks are other chains clients pay on ([payment_networks.NAME]);
	// Desk is what a swap desk quotes ([desk]).
	PaymentNetworks map[string]paymentNetworkConfig `json:"payment_networks,omitempty" toml:"payment_networks,omitempty"`
	Desk            *deskConfig                     `json:"desk,omitempty" toml:"desk,omitempty"`

	// Path is the file that was read ("" when there was none); Legacy says
	// it is a config.json. Sources maps each key to srcEnv, srcFile or
	// srcDefault.
	Path    string            `json:"-" toml:"-"`
	Legacy  bool              `json:"-" toml:"-"`
	Sources map[string]string `json:"-" toml:"-"`
}

// networkConfig is one chain's settings ([networks.NAME] in config.toml).
type networkConfig struct {
	RPC       string          `json:"rpc,omitempty" toml:"rpc,omitempty"`
	ChainID   uint64          `json:"chain_id,omitempty" toml:"chain_id,omitempty"`
	Contracts chain.Addresses `json:"contracts" toml:"contracts,omitempty"`
	Subnet    uint64          `json:"subnet,omitempty" toml:"subnet,omitempty"`
	// The chain's timing for swaps (default: dev 1 confirmation, 1s
	// blocks, 1s reorg and 2s reveal margins; others 2, 2s, 30s, 2m).
	SwapConfirmations uint64 `json:"swap_confirmations,omitempty" toml:"swap_confirmations,omitempty"`
	SwapBlockTime     string `json:"swap_block_time,omitempty" toml:"swap_block_time,omitempty"`
	SwapReorgMargin   string `json:"swap_reorg_margin,omitempty" toml:"swap_reorg_margin,omitempty"`
	SwapRevealMargin  string `json:"swap_reveal_margin,omitempty" toml:"swap_reveal_margin,omitempty"`
}

// paymentNetworkConfig is a chain clients pay on ([payment_networks.NAME]
// in config.toml, and the chain file's payment section): its RPC, HTLC
// contract, tokens and timing.
type paymentNetworkConfig struct {
	ChainID       uint64                 `json:"chain_id,omitempty" toml:"chain_id,omitempty"`
	RPC           string                 `json:"rpc,omitempty" toml:"rpc,omitempty"`
	HTLC          common.Address         `json:"htlc" toml:"htlc,omitempty"`
	Tokens        map[string]tokenConfig `json:"tokens,omitempty" toml:"tokens,omitempty"`
	Confirmations uint64                 `json:"confirmations,omitempty" toml:"confirmations,omitempty"`
	BlockTime     string                 `json:"block_time,omitempty" toml:"block_time,omitempty"`
	ReorgMargin   string                 `json:"reorg_margin,omitempty" toml:"reorg_margin,omitempty"`
	RevealMargin  string                 `json:"reveal_margin,omitempty" toml:"reveal_margin,omitempty"`
	// ScanFrom is the first block searched for HTLC events (the HTLC's
	// deployment block; 0: genesis).
	ScanFrom uint64 `json:"scan_from,omitempty" toml:"scan_from,omitempty"`
}

// tokenConfig is a token of a payment network.
type tokenConfig struct {
	Address  common.Address `json:"address" toml:"address"`
	Decimals uint8          `json:"decimals" toml:"decimals"`
}

// deskConfig is a swap desk's offer ([desk]; the node start --desk flags
// override it).
type deskConfig struct {
	PayWith        string `json:"pay_with,omitempty" toml:"pay_with,omitempty"`               // TOKEN@NETWORK
	Rate           string `json:"rate,omitempty" toml:"rate,omitempty"`                       // TORA per whole token
	PremiumPercent string `json:"premium_percent,omitempty" toml:"premium_percent,omitempty"` // e.g. "0.5"
	Min            string `json:"min,omitempty" toml:"min,omitempty"`                         // whole tokens
	Max            string `json:"max,omitempty" toml:"max,omitempty"`                         // whole tokens
	PayWindow      string `json:"pay_window,omitempty" toml:"pay_window,omitempty"`
	ToraWindow     string `json:"tora_window,omitempty" toml:"tora_window,omitempty"`
}

// tomlConfig is config.toml's schema: fileConfig with accelerators in
// snake_case and their memory in GiB.
type tomlConfig struct {
	fileConfig
	Declared []declaredGPU `toml:"declared_accelerators,omitempty"`
}

// declaredGPU is an accelerator NVML cannot see ([[declared_accelerators]]).
type declaredGPU struct {
	Name    string  `toml:"name,omitempty"`
	Vendor  string  `toml:"vendor,omitempty"`
	VRAMGiB float64 `toml:"vram_gib,omitempty"`
	UUID    string  `toml:"uuid,omitempty"`
	Driver  string  `toml:"driver,omitempty"`
}

// setting describes one config key: the flag that overrides it, whether a
// TENSORA_<KEY> variable sets it, its default as shown to users, and what
// it is for.
type setting struct {
	Key     string
	Flag    string
	Env     bool
	Default string
	Help    string
}

// settings lists every key of config.toml, in the order `config show` and
// `config init` print them.
var settings = []setting{
	{"listen", "listen", true, strings.Join(p2p.DefaultListenAddrs, ","), "multiaddrs the peer listens on"},
	{"bootstrap", "bootstrap", true, "", "peers to connect to first, /ip4/…/tcp/…/p2p/<peer id>"},
	{"subnets", "subnet", true, "1", "subnets to serve"},
	{"mdns", "mdns", true, "false", "discover peers on the LAN with mDNS"},
	{"price_tora", "price", true, "1", "a miner's price per job, in TORA"},
	{"price_per_1k_tora", "price-per-1k", true, "0.1", "an LLM miner's least price per 1,000 tokens, in TORA (requests offering less are refused)"},
	{"min_stake_tora", "min-stake", true, "0", "minimum operator stake, in TORA, for a bid to count"},
	{"bid_window", "bid-window", true, "300ms", "how long a client collects bids"},
	{"network", "network", true, "", "settlement chain: dev, local, tensora-l2 or a [networks.NAME] below; empty: the dev chain file when present, else no chain"},
	{"api", "api", true, defaultAPIAddr, "the local HTTP API's listen address (keep it on 127.0.0.1)"},
	{"api_allow", "", true, "", "addresses, besides the node's own, whose signatures may call the API's mutating endpoints"},
	{"api_max_price_per_1k_tora", "", true, "2", "the most a gateway request may offer per 1,000 tokens, in TORA (the node's wallet pays)"},
	{"api_max_fee_tora", "", true, "10", "the most max fee a gateway request may name, in TORA (the node's wallet pays)"},
	{"log_format", "log-format", true, "text", "log output: text or json"},
	{"log_level", "log-level", true, "info", "log level: debug, info, warn or error"},
	{"stake_tora", "", false, "", "static stake table (address = TORA) for networks without a chain"},
	{"declared_accelerators", "", false, "", "accelerators NVML cannot see: [[declared_accelerators]] name, vendor, vram_gib"},
	{"networks", "", false, "", "chains by name: [networks.NAME] rpc, chain_id, subnet, swap_confirmations, swap_block_time, swap_reorg_margin, swap_reveal_margin, [networks.NAME.contracts]"},
	{"pay_network", "pay-network", true, "", "the payment network (NETWORK or TOKEN@NETWORK) this node's swaps run on, so they resume after restarts"},
	{"payment_networks", "", false, "", "chains clients pay on: [payment_networks.NAME] rpc, chain_id, htlc, confirmations, block_time, reorg_margin, reveal_margin, scan_from, [payment_networks.NAME.tokens.SYMBOL] address, decimals"},
	{"desk", "", false, "", "a swap desk's offer: [desk] pay_with, rate, premium_percent, min, max, pay_window, tora_window"},
}

// envName is the variable that sets key: TENSORA_<KEY>.
func envName(key string) string { return envPrefix + strings.ToUpper(key) }

func settingFor(key string) (setting, bool) {
	for _, s := range settings {
		if s.Key == key {
			return s, true
		}
	}
	return setting{}, false
}

// loadFileConfig reads <datadir>/config.toml (else the deprecated
// config.json), applies TENSORA_<KEY> variables over it and fills the
// defaults of api, log_format and log_level. A missing file is not an
// error. An unknown key or a value of the wrong type is, naming the key
// and its line.
func loadFileConfig(datadir string) (fileConfig, error) {
	fc, err := readConfigFile(datadir)
	if err != nil {
		return fileConfig{}, err
	}
	fc.Sources = map[string]string{}
	for _, s := range settings {
		src := srcDefault
		if fc.isSet(s.Key) {
			src = srcFile
		}
		if v, ok := os.LookupEnv(envName(s.Key)); ok && s.Env {
			if err := fc.set(s.Key, v); err != nil {
				return fileConfig{}, fmt.Errorf("%s=%q: %w", envName(s.Key), v, err)
			}
			src = srcEnv
		}
		fc.Sources[s.Key] = src
	}
	if fc.API == "" {
		fc.API = defaultAPIAddr
	}
	if fc.LogFormat == "" {
		fc.LogFormat = "text"
	}
	if fc.LogLevel == "" {
		fc.LogLevel = "info"
	}
	if err := fc.validate(); err != nil {
		where := fc.Path
		if where == "" {
			where = "config"
		}
		return fileConfig{}, fmt.Errorf("%s: %w", where, err)
	}
	return fc, nil
}

// readConfigFile decodes the config file as it is on disk.
func readConfigFile(datadir string) (fileConfig, error) {
	p := filepath.Join(datadir, configFileName)
	b, err := os.ReadFile(p)
	if errors.Is(err, os.ErrNotExist) {
		return readLegacyConfig(datadir)
	}
	if err != nil {
		return fileConfig{}, fmt.Errorf("read %s: %w", p, err)
	}
	fc, err := parseTOMLConfig(p, b)
	if err != nil {
		return fileConfig{}, err
	}
	fc.Path = p
	return fc, nil
}

// parseTOMLConfig decodes config.toml's bytes; path is only for messages.
func parseTOMLConfig(path string, b []byte) (fileConfig, error) {
	var tc tomlConfig
	dec := toml.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&tc); err != nil {
		return fileConfig{}, tomlError(path, err)
	}
	fc := tc.fileConfig
	for i, d := range tc.Declared {
		if d.VRAMGiB < 0 {
			return fileConfig{}, fmt.Errorf("%s: declared_accelerators[%d].vram_gib %v: want a non-negative size", path, i, d.VRAMGiB)
		}
		fc.Declared = append(fc.Declared, hw.GPU{Index: i, Name: d.Name, Vendor: d.Vendor, UUID: d.UUID, Driver: d.Driver, VRAMBytes: uint64(d.VRAMGiB * (1 << 30)), Declared: true})
	}
	return fc, nil
}

// tomlError rewrites go-toml's errors as "<file>:<line>:<col>: ..." naming
// the key.
func tomlError(path string, err error) error {
	var strict *toml.StrictMissingError
	if errors.As(err, &strict) {
		var msgs []string
		for _, e := range strict.Errors {
			row, col := e.Position()
			msgs = append(msgs, fmt.Sprintf("%s:%d:%d: unknown key %q (see `tensora config init` or docs/cli.md for the keys)", path, row, col, strings.Join(e.Key(), ".")))
		}
		return errors.New(strings.Join(msgs, "\n"))
	}
	var de *toml.DecodeError
	if errors.As(err, &de) {
		row, col := de.Position()
		key := strings.Join(de.Key(), ".")
		msg := strings.TrimPrefix(de.Error(), "toml: ")
		if strings.Contains(msg, "cannot decode") || strings.Contains(msg, "cannot be stored") || strings.Contains(msg, "cannot store") {
			if len(de.Key()) > 0 {
				if want := typeHint(de.Key()); want != "" {
					return fmt.Errorf("%s:%d:%d: key %q has the wrong type%s", path, row, col, key, want)
				}
			}
			return fmt.Errorf("%s:%d:%d: key %q has the wrong type (%s)", path, row, col, key, msg)
		}
		if key != "" {
			return fmt.Errorf("%s:%d:%d: key %q: %s", path, row, col, key, msg)
		}
		return fmt.Errorf("%s:%d:%d: %s", path, row, col, msg)
	}
	return fmt.Errorf("%s: %w", path, err)
}

// typeHint says what a key's value should look like, for type errors.
func typeHint(key []string) string {
	switch key[len(key)-1] {
	case "listen", "bootstrap", "api_allow":
		return `: want a list of strings, e.g. ["a", "b"]`
	case "subnets":
		return ": want a list of positive integers, e.g. [1, 2]"
	case "mdns":
		return ": want true or false"
	case "price_tora", "min_stake_tora":
		return `: want a string holding a number of TORA, e.g. "1.5"`
	case "bid_window":
		return `: want a duration string, e.g. "300ms"`
	case "network", "api", "log_format", "log_level", "rpc", "name", "vendor":
		return ": want a string"
	case "chain_id", "subnet":
		return ": want a positive integer"
	case "vram_gib":
		return ": want a number of GiB"
	}
	if len(key) >= 2 && key[0] == "stake_tora" {
		return `: want a string holding a number of TORA`
	}
	return ""
}

// readLegacyConfig reads the config.json of earlier versions.
func readLegacyConfig(datadir string) (fileConfig, error) {
	var fc fileConfig
	p := filepath.Join(datadir, legacyConfigFileName)
	b, err := os.ReadFile(p)
	if errors.Is(err, os.ErrNotExist) {
		return fc, nil
	}
	if err != nil {
		return fc, fmt.Errorf("read %s: %w", p, err)
	}
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&fc); err != nil {
		return fc, fmt.Errorf("config %s: %w", p, err)
	}
	for i := range fc.Declared {
		fc.Declared[i].Declared = true
	}
	fc.Path, fc.Legacy = p, true
	return fc, nil
}

// isSet says whether the file gave key a value.
func (fc *fileConfig) isSet(key string) bool {
	switch key {
	case "listen":
		return fc.Listen != nil
	case "bootstrap":
		return fc.Bootstrap != nil
	case "subnets":
		return fc.Subnets != nil
	case "mdns":
		return fc.MDNS
	case "price_tora":
		return fc.PriceTORA != ""
	case "price_per_1k_tora":
		return fc.Price1kTORA != ""
	case "min_stake_tora":
		return fc.MinStakeTORA != ""
	case "bid_window":
		return fc.BidWindow != ""
	case "network":
		return fc.Network != ""
	case "api":
		return fc.API != ""
	case "api_allow":
		return fc.APIAuth != nil
	case "api_max_price_per_1k_tora":
		return fc.APIMaxPrice1k != ""
	case "api_max_fee_tora":
		return fc.APIMaxFee != ""
	case "log_format":
		return fc.LogFormat != ""
	case "log_level":
		return fc.LogLevel != ""
	case "stake_tora":
		return fc.Stake != nil
	case "declared_accelerators":
		return fc.Declared != nil
	case "networks":
		return fc.Networks != nil
	case "pay_network":
		return fc.PayNetwork != ""
	case "payment_networks":
		return fc.PaymentNetworks != nil
	case "desk":
		return fc.Desk != nil
	}
	return false
}

// set parses a string value (an environment variable's or a flag's) into
// key. Lists are comma-separated.
func (fc *fileConfig) set(key, v string) error {
	list := func() []string {
		var out []string
		for _, s := range strings.Split(v, ",") {
			if s = strings.TrimSpace(s); s != "" {
				out = append(out, s)
			}
		}
		return out
	}
	switch key {
	case "listen":
		fc.Listen = list()
	case "bootstrap":
		fc.Bootstrap = list()
	case "subnets":
		fc.Subnets = nil
		for _, s := range list() {
			n, err := strconv.ParseUint(s, 10, 64)
			if err != nil || n == 0 {
				return fmt.Errorf("subnet %q: want a positive integer", s)
			}
			fc.Subnets = append(fc.Subnets, n)
		}
	case "mdns":
		b, err := strconv.ParseBool(strings.TrimSpace(v))
		if err != nil {
			return errors.New("want true or false")
		}
		fc.MDNS = b
	case "price_tora":
		fc.PriceTORA = v
	case "price_per_1k_tora":
		fc.Price1kTORA = v
	case "min_stake_tora":
		fc.MinStakeTORA = v
	case "bid_window":
		fc.BidWindow = v
	case "network":
		fc.Network = v
	case "api":
		fc.API = v
	case "api_allow":
		fc.APIAuth = list()
	case "api_max_price_per_1k_tora":
		fc.APIMaxPrice1k = v
	case "api_max_fee_tora":
		fc.APIMaxFee = v
	case "log_format":
		fc.LogFormat = v
	case "log_level":
		fc.LogLevel = v
	case "pay_network":
		fc.PayNetwork = v
	default:
		return fmt.Errorf("%s cannot be set from a string", key)
	}
	return nil
}

// get is key's value for display.
func (fc *fileConfig) get(key string) any {
	switch key {
	case "listen":
		return fc.Listen
	case "bootstrap":
		return fc.Bootstrap
	case "subnets":
		return fc.Subnets
	case "mdns":
		return fc.MDNS
	case "price_tora":
		return fc.PriceTORA
	case "price_per_1k_tora":
		return fc.Price1kTORA
	case "min_stake_tora":
		return fc.MinStakeTORA
	case "bid_window":
		return fc.BidWindow
	case "network":
		return fc.Network
	case "api":
		return fc.API
	case "api_allow":
		return fc.APIAuth
	case "api_max_price_per_1k_tora":
		return fc.APIMaxPrice1k
	case "api_max_fee_tora":
		return fc.APIMaxFee
	case "log_format":
		return fc.LogFormat
	case "log_level":
		return fc.LogLevel
	case "stake_tora":
		return fc.Stake
	case "declared_accelerators":
		return fc.Declared
	case "networks":
		return fc.Networks
	case "pay_network":
		return fc.PayNetwork
	case "payment_networks":
		return fc.PaymentNetworks
	case "desk":
		return fc.Desk
	}
	return nil
}

// validate checks the values whose type alone does not make them right.
func (fc *fileConfig) validate() error {
	switch fc.LogFormat {
	case "text", "json":
	default:
		return fmt.Errorf("log_format %q: want text or json", fc.LogFormat)
	}
	if _, err := parseLevel(fc.LogLevel); err != nil {
		return fmt.Errorf("log_level: %w", err)
	}
	if _, _, err := net.SplitHostPort(fc.API); err != nil {
		return fmt.Errorf("api %q: want host:port, e.g. %s", fc.API, defaultAPIAddr)
	}
	for _, a := range fc.APIAuth {
		if !isHexAddress(a) {
			return fmt.Errorf("api_allow %q: want a 0x address", a)
		}
	}
	if fc.BidWindow != "" {
		if d, err := time.ParseDuration(fc.BidWindow); err != nil || d <= 0 {
			return fmt.Errorf("bid_window %q: want a positive duration, e.g. 300ms", fc.BidWindow)
		}
	}
	for _, s := range fc.Subnets {
		if s == 0 {
			return errors.New("subnets: subnet 0 does not exist; subnets start at 1")
		}
	}
	for name, amt := range map[string]string{"price_tora": fc.PriceTORA, "price_per_1k_tora": fc.Price1kTORA,
		"api_max_price_per_1k_tora": fc.APIMaxPrice1k, "api_max_fee_tora": fc.APIMaxFee, "min_stake_tora": fc.MinStakeTORA} {
		if amt != "" {
			if _, err := tora.Parse(amt); err != nil {
				return fmt.Errorf("%s: %w", name, err)
			}
		}
	}
	return nil
}

// applyFlags overrides the keys whose flag was given on the command line
// (of those the command has), marking them srcFlag. Commands that build a
// node do this themselves; `config show` uses it to show what a flag would
// change.
func (fc *fileConfig) applyFlags(fs *pflag.FlagSet) error {
	for _, s := range settings {
		if s.Flag == "" {
			continue
		}
		f := fs.Lookup(s.Flag)
		if f == nil || !f.Changed {
			continue
		}
		v := f.Value.String()
		if sv, ok := f.Value.(pflag.SliceValue); ok {
			v = strings.Join(sv.GetSlice(), ",")
		}
		if err := fc.set(s.Key, v); err != nil {
			return usageError{fmt.Errorf("--%s %q: %w", s.Flag, v, err)}
		}
		fc.Sources[s.Key] = srcFlag
	}
	return fc.validate()
}
