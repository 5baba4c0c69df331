package names

import (
	"context"
	"crypto/ecdsa"
	"crypto/rand"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"
	ethtypes "github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/tensora/tensora/chain"
	"github.com/tensora/tensora/chain/backend"
	"github.com/tensora/tensora/chain/bindings"
)

// randRead is the source of commitment secrets.
var randRead = rand.Read

// Suffix is the top-level name every name lives under.
const Suffix = ".tora"

// The contract's bounds, mirrored for checks before a transaction.
const (
	MinCommitmentAge = 60 * time.Second
	MaxCommitmentAge = 24 * time.Hour
	MinDuration      = 28 * 24 * time.Hour
	MaxDuration      = 3650 * 24 * time.Hour
	GracePeriod      = 90 * 24 * time.Hour
	// Year is a registration's usual duration.
	Year = 365 * 24 * time.Hour
)

// Errors callers branch on.
var (
	// ErrInvalidName: not label.tora with a valid label.
	ErrInvalidName = errors.New("invalid name")
	// ErrNotFound: the name is not registered, has expired, or has no
	// address record.
	ErrNotFound = errors.New("name not found")
	// ErrNoContract: the deployment has no names contract.
	ErrNoContract = errors.New("this chain deployment has no names contract (ToraNames)")
	// ErrTaken: the name is registered (or in its grace period).
	ErrTaken = errors.New("name taken")
)

// ValidLabel applies the contract's label rule.
func ValidLabel(label string) error {
	switch {
	case len(label) < 3 || len(label) > 63:
		return fmt.Errorf("%w: label %q: want 3 to 63 characters", ErrInvalidName, label)
	case label[0] == '-' || label[len(label)-1] == '-':
		return fmt.Errorf("%w: label %q: no leading or trailing hyphen", ErrInvalidName, label)
	case len(label) >= 4 && label[2] == '-' && label[3] == '-':
		return fmt.Errorf("%w: label %q: no hyphens at positions 3 and 4 (punycode)", ErrInvalidName, label)
	case strings.HasPrefix(label, "0x"):
		return fmt.Errorf("%w: label %q: must not start with 0x (it would read as an address)", ErrInvalidName, label)
	}
	for _, c := range label {
		if !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-') {
			if c >= 'A' && c <= 'Z' {
				return fmt.Errorf("%w: label %q: lower case only (no second spelling of a name)", ErrInvalidName, label)
			}
			return fmt.Errorf("%w: label %q: only a-z, 0-9 and '-' (%q is not; no look-alike characters)", ErrInvalidName, label, c)
		}
	}
	return nil
}

// IsName reports whether s is meant as a name (ends in .tora), valid or
// not: callers then resolve it rather than read it as an address.
func IsName(s string) bool { return strings.HasSuffix(strings.ToLower(s), Suffix) }

// ParseName reads "alice.tora" (or the bare label "alice") and returns the
// label.
func ParseName(s string) (string, error) {
	label := s
	// IsName takes the suffix in any case: cut it the same way, so that
	// "Alice.TORA" is refused for its case, not as a subname.
	if len(s) >= len(Suffix) && strings.EqualFold(s[len(s)-len(Suffix):], Suffix) {
		label = s[:len(s)-len(Suffix)]
	}
	if strings.ToLower(s) != s && ValidLabel(strings.ToLower(label)) == nil {
		return "", fmt.Errorf("%w: %q: lower case only (did you mean %s?)", ErrInvalidName, s, strings.ToLower(label)+Suffix)
	}
	if strings.Contains(label, ".") {
		return "", fmt.Errorf("%w: %q: subnames are not supported", ErrInvalidName, s)
	}
	if err := ValidLabel(label); err != nil {
		return "", err
	}
	return label, nil
}

// Namehash is ENS's namehash of a dotted name ("alice.tora").
func Namehash(name string) [32]byte {
	var node [32]byte
	if name == "" {
		return node
	}
	labels := strings.Split(name, ".")
	for i := len(labels) - 1; i >= 0; i-- {
		lh := crypto.Keccak256([]byte(labels[i]))
		node = [32]byte(crypto.Keccak256(node[:], lh))
	}
	return node
}

// Node is the node of label.tora.
func Node(label string) [32]byte { return Namehash(label + Suffix) }

// Client registers and resolves names on one deployment.
type Client struct {
	c     backend.Client
	at    common.Address
	names *bindings.ToraNames
	// Now is the chain's clock for waits (the embedded chain's moves by
	// hand); default the latest block's time.
	Now func(ctx context.Context) (time.Time, error)
}

// New is a Client of the names contract of addrs.
func New(c backend.Client, addrs chain.Addresses) *Client {
	cl := &Client{c: c, at: addrs.Names, names: bindings.NewToraNames()}
	cl.Now = cl.chainTime
	return cl
}

func (c *Client) ready() error {
	if c.at == (common.Address{}) {
		return ErrNoContract
	}
	return nil
}

func (c *Client) chainTime(ctx context.Context) (time.Time, error) {
	h, err := c.c.HeaderByNumber(ctx, nil)
	if err != nil {
		return time.Time{}, fmt.Errorf("names: chain time: %w", err)
	}
	return time.Unix(int64(h.Time), 0), nil
}

func call[T any](ctx context.Context, c *Client, data []byte, unpack func([]byte) (T, error)) (T, error) {
	var zero T
	if err := c.ready(); err != nil {
		return zero, err
	}
	out, err := chain.Call(ctx, c.c, c.at, data)
	if err != nil {
		return zero, err
	}
	return unpack(out)
}

// Resolve is the address name (alice.tora) resolves to; ErrNotFound when
// it is unregistered, expired or has no address record.
func (c *Client) Resolve(ctx context.Context, name string) (common.Address, error) {
	label, err := ParseName(name)
	if err != nil {
		return common.Address{}, err
	}
	a, err := call(ctx, c, c.names.PackAddr(Node(label)), c.names.UnpackAddr)
	if err != nil {
		return common.Address{}, fmt.Errorf("names: resolve %s: %w", name, err)
	}
	if a == (common.Address{}) {
		return a, fmt.Errorf("%w: %s%s is not registered, has expired or has no address", ErrNotFound, label, Suffix)
	}
	return a, nil
}

// NameOf is the name a's reverse record points at, checked forward by the
// contract (the name resolves to a), as "alice.tora"; "" when there is
// none.
func (c *Client) NameOf(ctx context.Context, a common.Address) (string, error) {
	label, err := call(ctx, c, c.names.PackNameOf(a), c.names.UnpackNameOf)
	if err != nil {
		return "", fmt.Errorf("names: reverse of %s: %w", a.Hex(), err)
	}
	if label == "" {
		return "", nil
	}
	return label + Suffix, nil
}

// Info is a name's record.
type Info struct {
	Name    string
	Node    [32]byte
	Owner   common.Address // the registrant, also while expired
	Addr    common.Address
	Expiry  time.Time
	Expired bool
}

// Lookup reads a name's record; ErrNotFound when it was never registered.
func (c *Client) Lookup(ctx context.Context, name string) (*Info, error) {
	label, err := ParseName(name)
	if err != nil {
		return nil, err
	}
	n := Node(label)
	r, err := call(ctx, c, c.names.PackRecord(n), c.names.UnpackRecord)
	if err != nil {
		return nil, fmt.Errorf("names: %s: %w", name, err)
	}
	if r.Owner == (common.Address{}) {
		return nil, fmt.Errorf("%w: %s%s was never registered", ErrNotFound, label, Suffix)
	}
	now, err := c.Now(ctx)
	if err != nil {
		return nil, err
	}
	exp := time.Unix(int64(r.Expiry), 0)
	return &Info{Name: label + Suffix, Node: n, Owner: r.Owner, Addr: r.Addr, Expiry: exp, Expired: !now.Before(exp)}, nil
}

// Text is a text record of an unexpired name ("" when unset).
func (c *Client) Text(ctx context.Context, name, key string) (string, error) {
	label, err := ParseName(name)
	if err != nil {
		return "", err
	}
	return call(ctx, c, c.names.PackText(Node(label), key), c.names.UnpackText)
}

// Available reports whether a label can be registered now.
func (c *Client) Available(ctx context.Context, name string) (bool, error) {
	label, err := ParseName(name)
	if err != nil {
		return false, err
	}
	return call(ctx, c, c.names.PackAvailable(label), c.names.UnpackAvailable)
}

// Registration is what Register did.
type Registration struct {
	Name          string
	Owner         common.Address
	Expiry        time.Time
	CommitTx, Tx  common.Hash
	CommitGas     uint64
	RegisterGas   uint64
	ReverseGasSet uint64 // the reverse record's gas, when Register set it
}

// Pending is a commitment made by Commit, to Reveal once the chain's
// clock has passed ReadyAt.
type Pending struct {
	label     string
	owner     common.Address
	secret    [32]byte
	duration  time.Duration
	ReadyAt   time.Time // chain time after which Reveal may be sent
	Tx        common.Hash
	CommitGas uint64
}

// Commit is registration's first step: it commits to registering name to
// key's wallet for d (a hash of the label, the owner, the duration and a
// random secret), so the reveal cannot be front-run, neither by taking the
// name nor by revealing it first for a shorter duration. Refused before
// any transaction when the name is invalid or taken or d is out of bounds.
func (c *Client) Commit(ctx context.Context, key *ecdsa.PrivateKey, name string, d time.Duration) (*Pending, error) {
	if err := c.ready(); err != nil {
		return nil, err
	}
	if d < MinDuration || d > MaxDuration || d%time.Second != 0 {
		return nil, fmt.Errorf("names: register %s: a duration of %s: want whole seconds from %s to %s", name, d, MinDuration, MaxDuration)
	}
	label, err := ParseName(name)
	if err != nil {
		return nil, err
	}
	if ok, err := c.Available(ctx, label); err != nil {
		return nil, err
	} else if !ok {
		return nil, fmt.Errorf("%w: %s%s is registered (or in its grace period)", ErrTaken, label, Suffix)
	}
	p := &Pending{label: label, owner: crypto.PubkeyToAddress(key.PublicKey), duration: d}
	if _, err := randRead(p.secret[:]); err != nil {
		return nil, err
	}
	commitment, err := call(ctx, c, c.names.PackMakeCommitment(label, p.owner, uint64(d/time.Second), p.secret), c.names.UnpackMakeCommitment)
	if err != nil {
		return nil, fmt.Errorf("names: commit %s: %w", name, err)
	}
	r, err := chain.Transact(ctx, c.c, key, c.at, c.names.PackCommit(commitment))
	if err != nil {
		err = chain.Decode(err)
		if chain.RevertName(err) != "CommitmentPending" {
			return nil, fmt.Errorf("names: commit %s: %w", name, err)
		}
		// Someone copied the commit transaction and got in first: the
		// commitment is on chain all the same (it binds the owner and the
		// secret, so only this registration can reveal it), from then.
		at, cerr := call(ctx, c, c.names.PackCommitments(commitment), c.names.UnpackCommitments)
		if cerr != nil || at == 0 {
			return nil, fmt.Errorf("names: commit %s: %w", name, err)
		}
		p.ReadyAt = time.Unix(int64(at), 0).Add(MinCommitmentAge)
		return p, nil
	}
	p.Tx, p.CommitGas = r.TxHash, r.GasUsed
	h, err := c.c.HeaderByNumber(ctx, r.BlockNumber)
	if err != nil {
		return nil, fmt.Errorf("names: commit %s: its block: %w", name, err)
	}
	p.ReadyAt = time.Unix(int64(h.Time), 0).Add(MinCommitmentAge)
	return p, nil
}

// Reveal is registration's second step: it registers the committed name
// for the committed duration and points the wallet's reverse record at
// it. The chain's clock must have passed p.ReadyAt.
func (c *Client) Reveal(ctx context.Context, key *ecdsa.PrivateKey, p *Pending) (*Registration, error) {
	d := p.duration
	reg := &Registration{Name: p.label + Suffix, Owner: p.owner, CommitTx: p.Tx, CommitGas: p.CommitGas}
	r, err := chain.Transact(ctx, c.c, key, c.at, c.names.PackRegister(p.label, p.owner, p.secret, uint64(d/time.Second)))
	if err != nil {
		return reg, fmt.Errorf("names: register %s: %w", reg.Name, chain.Decode(err))
	}
	reg.Tx, reg.RegisterGas = r.TxHash, r.GasUsed
	ev, err := c.registered(r)
	if err != nil {
		return reg, err
	}
	reg.Expiry = time.Unix(int64(ev.Expiry), 0)
	r3, err := chain.Transact(ctx, c.c, key, c.at, c.names.PackSetReverse(Node(p.label)))
	if err != nil {
		return reg, fmt.Errorf("names: reverse record of %s: %w", reg.Name, chain.Decode(err))
	}
	reg.ReverseGasSet = r3.GasUsed
	return reg, nil
}

// Register registers name to key's wallet for d: Commit, then wait until
// the chain's clock has passed the commitment's minimum age (progress is
// told), then Reveal. wait lets time pass (on the embedded chain: moves
// its clock); nil polls the chain's clock every two seconds.
func (c *Client) Register(ctx context.Context, key *ecdsa.PrivateKey, name string, d time.Duration, wait func(context.Context, time.Duration) error, progress func(string)) (*Registration, error) {
	if d < MinDuration || d > MaxDuration {
		return nil, fmt.Errorf("names: register %s: a duration of %s: want %s to %s", name, d, MinDuration, MaxDuration)
	}
	if wait == nil {
		// Poll the chain's clock every few seconds: it, not ours, decides.
		wait = func(ctx context.Context, d time.Duration) error { return sleep(ctx, min(d, 2*time.Second)) }
	}
	if progress == nil {
		progress = func(string) {}
	}
	p, err := c.Commit(ctx, key, name, d)
	if err != nil {
		return nil, err
	}
	progress(fmt.Sprintf("committed (tx %s); waiting %s of chain time before revealing, so nobody can take the name from the mempool", p.Tx.Hex(), MinCommitmentAge))
	for i := 0; ; i++ {
		now, err := c.Now(ctx)
		if err != nil {
			return nil, err
		}
		if now.After(p.ReadyAt) {
			break
		}
		if i == 1000 {
			return nil, fmt.Errorf("names: register %s: the chain's clock did not pass %s", name, p.ReadyAt.UTC())
		}
		if err := wait(ctx, p.ReadyAt.Sub(now)+time.Second); err != nil {
			return nil, err
		}
	}
	return c.Reveal(ctx, key, p)
}

func (c *Client) registered(r *ethtypes.Receipt) (*bindings.ToraNamesRegistered, error) {
	for _, l := range r.Logs {
		if l.Address != c.at {
			continue
		}
		if ev, err := c.names.UnpackRegisteredEvent(l); err == nil {
			return ev, nil
		}
	}
	return nil, fmt.Errorf("names: transaction %s has no Registered event", r.TxHash.Hex())
}

// send sends one transaction to the names contract from key's wallet.
func (c *Client) send(ctx context.Context, key *ecdsa.PrivateKey, what string, data []byte) (*ethtypes.Receipt, error) {
	if err := c.ready(); err != nil {
		return nil, err
	}
	r, err := chain.Transact(ctx, c.c, key, c.at, data)
	if err != nil {
		return nil, fmt.Errorf("names: %s: %w", what, chain.Decode(err))
	}
	return r, nil
}

// SetAddr points name at a (the zero address clears it).
func (c *Client) SetAddr(ctx context.Context, key *ecdsa.PrivateKey, name string, a common.Address) (*ethtypes.Receipt, error) {
	label, err := ParseName(name)
	if err != nil {
		return nil, err
	}
	return c.send(ctx, key, "set the address of "+name, c.names.PackSetAddr(Node(label), a))
}

// SetText sets a text record of name.
func (c *Client) SetText(ctx context.Context, key *ecdsa.PrivateKey, name, k, v string) (*ethtypes.Receipt, error) {
	label, err := ParseName(name)
	if err != nil {
		return nil, err
	}
	return c.send(ctx, key, "set a text record of "+name, c.names.PackSetText(Node(label), k, v))
}

// SetReverse points key's wallet's reverse record at name ("" clears it).
func (c *Client) SetReverse(ctx context.Context, key *ecdsa.PrivateKey, name string) (*ethtypes.Receipt, error) {
	var n [32]byte
	if name != "" {
		label, err := ParseName(name)
		if err != nil {
			return nil, err
		}
		n = Node(label)
	}
	return c.send(ctx, key, "set the reverse record", c.names.PackSetReverse(n))
}

// Transfer hands name to another owner.
func (c *Client) Transfer(ctx context.Context, key *ecdsa.PrivateKey, name string, to common.Address) (*ethtypes.Receipt, error) {
	label, err := ParseName(name)
	if err != nil {
		return nil, err
	}
	return c.send(ctx, key, "transfer "+name, c.names.PackTransfer(Node(label), to))
}

// Renew extends name by d.
func (c *Client) Renew(ctx context.Context, key *ecdsa.PrivateKey, name string, d time.Duration) (*ethtypes.Receipt, error) {
	label, err := ParseName(name)
	if err != nil {
		return nil, err
	}
	return c.send(ctx, key, "renew "+name, c.names.PackRenew(Node(label), uint64(d/time.Second)))
}

func sleep(ctx context.Context, d time.Duration) error {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-ctx.Done():
		return ctx.Err()
	case <-t.C:
		return nil
	}
}
