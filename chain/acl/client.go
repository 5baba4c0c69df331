package acl

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/common"
	ethtypes "github.com/ethereum/go-ethereum/core/types"

	"github.com/tensora/tensora/chain"
	"github.com/tensora/tensora/chain/backend"
	"github.com/tensora/tensora/chain/bindings"
)

// ErrNoContract: the deployment has no SubnetACL (it predates it).
var ErrNoContract = errors.New("this chain deployment has no access control contract (SubnetACL)")

// Client reads and changes the SubnetACL of one deployment.
type Client struct {
	c   backend.Client
	at  common.Address
	acl *bindings.SubnetACL
}

// New is a Client of the SubnetACL of addrs.
func New(c backend.Client, addrs chain.Addresses) *Client {
	return &Client{c: c, at: addrs.ACL, acl: bindings.NewSubnetACL()}
}

// Address is the contract's address.
func (c *Client) Address() common.Address { return c.at }

func (c *Client) ready() error {
	if c.at == (common.Address{}) {
		return ErrNoContract
	}
	return nil
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

// Mode is a subnet's mode (Open for a subnet nobody set).
func (c *Client) Mode(ctx context.Context, subnet uint64) (Mode, error) {
	m, err := call(ctx, c, c.acl.PackModeOf(subnet), c.acl.UnpackModeOf)
	if err != nil {
		return 0, fmt.Errorf("acl: mode of subnet %d: %w", subnet, err)
	}
	return Mode(m), nil
}

// HasRights is the contract's hasRights: whether account holds every bit
// of bits on subnet now (always on an Open subnet).
func (c *Client) HasRights(ctx context.Context, subnet uint64, account common.Address, bits Rights) (bool, error) {
	ok, err := call(ctx, c, c.acl.PackHasRights(subnet, account, uint8(bits)), c.acl.UnpackHasRights)
	if err != nil {
		return false, fmt.Errorf("acl: rights of %s on subnet %d: %w", account.Hex(), subnet, err)
	}
	return ok, nil
}

// Rights are the bits account holds on subnet now, whatever the mode
// (All for the owner).
func (c *Client) Rights(ctx context.Context, subnet uint64, account common.Address) (Rights, error) {
	r, err := call(ctx, c, c.acl.PackRightsOf(subnet, account), c.acl.UnpackRightsOf)
	if err != nil {
		return 0, fmt.Errorf("acl: rights of %s on subnet %d: %w", account.Hex(), subnet, err)
	}
	return Rights(r), nil
}

// Entry is an account's grant as stored.
type Entry struct {
	Bits      Rights
	Expiry    time.Time      // zero: never
	Delegator common.Address // zero: a direct grant
	Live      bool           // grants its bits now
}

// GrantOf reads account's grant on subnet.
func (c *Client) GrantOf(ctx context.Context, subnet uint64, account common.Address) (*Entry, error) {
	g, err := call(ctx, c, c.acl.PackGrantOf(subnet, account), c.acl.UnpackGrantOf)
	if err != nil {
		return nil, fmt.Errorf("acl: grant of %s on subnet %d: %w", account.Hex(), subnet, err)
	}
	return &Entry{Bits: Rights(g.Bits), Expiry: unixOrZero(g.Expiry), Delegator: g.Delegator, Live: g.Live}, nil
}

// NonceRevoked reports whether signer revoked its off-chain grants of nonce.
func (c *Client) NonceRevoked(ctx context.Context, signer common.Address, nonce uint64) (bool, error) {
	return call(ctx, c, c.acl.PackNonceRevoked(signer, new(big.Int).SetUint64(nonce)), c.acl.UnpackNonceRevoked)
}

// send sends one transaction to the ACL from key's wallet.
func (c *Client) send(ctx context.Context, key *ecdsa.PrivateKey, what string, data []byte) (*ethtypes.Receipt, error) {
	if err := c.ready(); err != nil {
		return nil, err
	}
	r, err := chain.Transact(ctx, c.c, key, c.at, data)
	if err != nil {
		return nil, fmt.Errorf("acl: %s: %w", what, chain.Decode(err))
	}
	return r, nil
}

// SetMode sets a subnet's mode (its owner or an Admin).
func (c *Client) SetMode(ctx context.Context, key *ecdsa.PrivateKey, subnet uint64, m Mode) (*ethtypes.Receipt, error) {
	return c.send(ctx, key, fmt.Sprintf("set subnet %d %s", subnet, m), c.acl.PackSetMode(subnet, uint8(m)))
}

// Grant grants account bits on subnet until expiry (zero: never),
// replacing what it held (the owner or an Admin, who grants only bits it
// holds; the contract caps the expiry at the granter's own).
func (c *Client) Grant(ctx context.Context, key *ecdsa.PrivateKey, subnet uint64, account common.Address, bits Rights, expiry time.Time) (*ethtypes.Receipt, error) {
	if err := validBits(bits); err != nil {
		return nil, err
	}
	return c.send(ctx, key, fmt.Sprintf("grant %s %s on subnet %d", account.Hex(), bits, subnet), c.acl.PackGrant(subnet, account, uint8(bits), unixOrNever(expiry)))
}

// Revoke revokes account's grant on subnet and every delegation it made
// (the owner, an Admin, the grant's delegator or the account itself).
func (c *Client) Revoke(ctx context.Context, key *ecdsa.PrivateKey, subnet uint64, account common.Address) (*ethtypes.Receipt, error) {
	return c.send(ctx, key, fmt.Sprintf("revoke %s on subnet %d", account.Hex(), subnet), c.acl.PackRevoke(subnet, account))
}

// Delegate delegates bits (a subset of key's own direct grant, without
// Admin) on subnet to account until expiry (zero, or later than key's
// own: key's). The delegation dies with key's grant.
func (c *Client) Delegate(ctx context.Context, key *ecdsa.PrivateKey, subnet uint64, account common.Address, bits Rights, expiry time.Time) (*ethtypes.Receipt, error) {
	if err := validBits(bits); err != nil {
		return nil, err
	}
	if bits&Admin != 0 {
		return nil, fmt.Errorf("acl: delegate %s: ADMIN cannot be delegated", bits)
	}
	return c.send(ctx, key, fmt.Sprintf("delegate %s to %s on subnet %d", bits, account.Hex(), subnet), c.acl.PackDelegate(subnet, account, uint8(bits), unixOrNever(expiry)))
}

// RevokeNonce revokes every off-chain grant key's wallet signed with nonce.
func (c *Client) RevokeNonce(ctx context.Context, key *ecdsa.PrivateKey, nonce uint64) (*ethtypes.Receipt, error) {
	return c.send(ctx, key, fmt.Sprintf("revoke nonce %d", nonce), c.acl.PackRevokeNonce(new(big.Int).SetUint64(nonce)))
}

// CheckSignedGrant asks the contract whether g holds now (its signature,
// expiry, the signer's nonce and rights) and returns its signer; a refusal
// is a *chain.RevertError naming what failed.
func (c *Client) CheckSignedGrant(ctx context.Context, g *Grant) (common.Address, error) {
	signer, err := call(ctx, c, c.acl.PackCheckSignedGrant(g.binding(), g.Signature), c.acl.UnpackCheckSignedGrant)
	if err != nil {
		return common.Address{}, fmt.Errorf("acl: signed grant: %w", err)
	}
	return signer, nil
}

// Domain is the EIP-712 domain of this deployment's off-chain grants.
func (c *Client) Domain(ctx context.Context) (Domain, error) {
	if err := c.ready(); err != nil {
		return Domain{}, err
	}
	id, err := c.c.ChainID(ctx)
	if err != nil {
		return Domain{}, fmt.Errorf("acl: chain id: %w", err)
	}
	return NewDomain(id.Uint64(), c.at), nil
}

func validBits(bits Rights) error {
	if bits == 0 || bits&^All != 0 {
		return fmt.Errorf("acl: rights %s: want a non-empty set of SUBMIT, RETRIEVE, COMPUTE, ADMIN", bits)
	}
	return nil
}

func unixOrNever(t time.Time) uint64 {
	if t.IsZero() {
		return 0
	}
	return uint64(t.Unix())
}

func unixOrZero(s uint64) time.Time {
	if s == 0 {
		return time.Time{}
	}
	return time.Unix(int64(s), 0)
}
