package models

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"math/big"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	ethtypes "github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/tensora/tensora/chain"
	"github.com/tensora/tensora/chain/backend"
	"github.com/tensora/tensora/chain/bindings"
	"github.com/tensora/tensora/chain/names"
)

// Release is what a publish records.
type Release struct {
	Version string
	CID     string   // the weights
	SHA256  [32]byte // of the weights' bytes
	Format  Format
	Size    uint64 // bytes
	Card    string // the model card's CID ("" for none)
}

// Version is a published version.
type Version struct {
	Release
	PublishedAt time.Time      // from the contract's views (zero in an Index)
	Publisher   common.Address // from the VersionPublished event (an Index's; zero from the views)
	Deprecated  bool
	Reason      string // why it was deprecated
}

// Model is a model's record.
type Model struct {
	ID           [32]byte
	Name         string
	Creator      common.Address // its namespace: Creator/Name names it for good
	Owner        common.Address
	PendingOwner common.Address // offered to, until it accepts
	Visibility   Visibility
	Subnet       uint64 // the ACL's subnet of a restricted model
	Deprecated   bool
	Reason       string
	Versions     int
}

// Path is creator/name with the creator as an address.
func (m *Model) Path() string { return m.Creator.Hex() + "/" + m.Name }

// Resolver turns a .tora name into an address (names.Client).
type Resolver interface {
	Resolve(ctx context.Context, name string) (common.Address, error)
}

// Client publishes and reads models on one deployment.
type Client struct {
	c     backend.Client
	at    common.Address
	mr    *bindings.ModelRegistry
	names Resolver
}

// New is a Client of the ModelRegistry of addrs; owners written as .tora
// names resolve through addrs' ToraNames.
func New(c backend.Client, addrs chain.Addresses) *Client {
	cl := &Client{c: c, at: addrs.Models, mr: bindings.NewModelRegistry()}
	if addrs.Names != (common.Address{}) {
		cl.names = names.New(c, addrs)
	}
	return cl
}

// Address is the registry's address.
func (c *Client) Address() common.Address { return c.at }

func (c *Client) ready() error {
	if c.at == (common.Address{}) {
		return ErrNoContract
	}
	return nil
}

// call is an eth_call from from (the views of restricted models answer
// according to the caller).
func call[T any](ctx context.Context, c *Client, from common.Address, data []byte, unpack func([]byte) (T, error)) (T, error) {
	var zero T
	if err := c.ready(); err != nil {
		return zero, err
	}
	out, err := bind.NewBoundContract(c.at, abi.ABI{}, c.c, c.c, c.c).CallRaw(&bind.CallOpts{Context: ctx, From: from}, data)
	if err != nil {
		return zero, explain(chain.Decode(err))
	}
	return unpack(out)
}

// explain maps the registry's reverts onto the package's sentinels, keeping
// the revert in the chain.
func explain(err error) error {
	re, ok := chain.AsRevert(err)
	if !ok {
		return err
	}
	switch re.Name {
	case "UnknownModel", "UnknownVersion", "UnknownTag":
		return fmt.Errorf("%w: %w", ErrNotFound, re)
	case "NotReadable":
		return fmt.Errorf("%w: %w", ErrNotReadable, re)
	case "InvalidName", "InvalidVersion", "InvalidTag", "InvalidRelease", "BadVisibility", "ReasonTooLong":
		return fmt.Errorf("%w: %w", ErrInvalid, re)
	}
	return err
}

// Owner reads an owner as written in a reference: an address (0x…) or a
// .tora name, resolved.
func (c *Client) Owner(ctx context.Context, s string) (common.Address, error) {
	if common.IsHexAddress(s) {
		return common.HexToAddress(s), nil
	}
	if names.IsName(s) {
		if c.names == nil {
			return common.Address{}, fmt.Errorf("models: owner %s: %w", s, names.ErrNoContract)
		}
		a, err := c.names.Resolve(ctx, s)
		if err != nil {
			return common.Address{}, fmt.Errorf("models: owner %s: %w", s, err)
		}
		return a, nil
	}
	return common.Address{}, fmt.Errorf("%w: owner %q: want an address (0x…) or a .tora name", ErrInvalid, s)
}

// Model reads a model's record (readable by anyone: its name, owner and
// visibility are not secret).
func (c *Client) Model(ctx context.Context, id [32]byte) (*Model, error) {
	m, err := call(ctx, c, common.Address{}, c.mr.PackModel(id), c.mr.UnpackModel)
	if err != nil {
		return nil, fmt.Errorf("models: model %s: %w", common.Hash(id).Hex(), err)
	}
	return &Model{ID: id, Name: m.Name, Creator: m.Creator, Owner: m.Owner, PendingOwner: m.PendingOwner, Visibility: Visibility(m.Visibility),
		Subnet: m.Subnet, Deprecated: m.Deprecated, Reason: m.Deprecation, Versions: int(m.Versions)}, nil
}

// ModelByName reads creator/name (creator an address or a .tora name).
func (c *Client) ModelByName(ctx context.Context, creator, name string) (*Model, error) {
	if err := ValidName(name); err != nil {
		return nil, err
	}
	a, err := c.Owner(ctx, creator)
	if err != nil {
		return nil, err
	}
	m, err := c.Model(ctx, ID(a, name))
	if errors.Is(err, ErrNotFound) {
		return nil, fmt.Errorf("%w: no model %s/%s in the registry", ErrNotFound, creator, name)
	}
	if err != nil {
		return nil, fmt.Errorf("models: %s/%s: %w", creator, name, err)
	}
	return m, nil
}

func version(v bindings.ModelRegistryVersion) *Version {
	return &Version{
		Release:     Release{Version: v.Version, CID: v.Cid, SHA256: v.Sha256, Format: Format(v.Format), Size: v.Size, Card: v.Card},
		PublishedAt: time.Unix(int64(v.PublishedAt), 0), Deprecated: v.Deprecated, Reason: v.Deprecation,
	}
}

// Versions are the model's versions in publish order, read as from (a
// restricted model refuses an account without RETRIEVE: ErrNotReadable).
func (c *Client) Versions(ctx context.Context, from common.Address, id [32]byte) ([]*Version, error) {
	m, err := c.Model(ctx, id)
	if err != nil {
		return nil, err
	}
	out := make([]*Version, 0, m.Versions)
	for i := 0; i < m.Versions; i++ {
		v, err := call(ctx, c, from, c.mr.PackVersionAt(id, big.NewInt(int64(i))), c.mr.UnpackVersionAt)
		if err != nil {
			return nil, fmt.Errorf("models: versions of %s as %s: %w", m.Path(), from.Hex(), err)
		}
		out = append(out, version(v))
	}
	return out, nil
}

// Version reads one version of a model, as from.
func (c *Client) Version(ctx context.Context, from common.Address, id [32]byte, v string) (*Version, error) {
	if err := ValidVersion(v); err != nil {
		return nil, err
	}
	got, err := call(ctx, c, from, c.mr.PackVersion(id, v), c.mr.UnpackVersion)
	if err != nil {
		return nil, fmt.Errorf("models: version %s of %s: %w", v, common.Hash(id).Hex(), err)
	}
	return version(got), nil
}

// Tag is the version a tag points at, as from.
func (c *Client) Tag(ctx context.Context, from common.Address, id [32]byte, tag string) (string, error) {
	v, err := call(ctx, c, from, c.mr.PackTag(id, tag), c.mr.UnpackTag)
	if err != nil {
		return "", fmt.Errorf("models: tag %s of %s: %w", tag, common.Hash(id).Hex(), err)
	}
	return v, nil
}

// CanRead reports whether account may read the model's versions.
func (c *Client) CanRead(ctx context.Context, id [32]byte, account common.Address) (bool, error) {
	ok, err := call(ctx, c, common.Address{}, c.mr.PackCanRead(id, account), c.mr.UnpackCanRead)
	if err != nil {
		return false, fmt.Errorf("models: can %s read %s: %w", account.Hex(), common.Hash(id).Hex(), err)
	}
	return ok, nil
}

// Resolved is a reference resolved to a model and one of its versions.
type Resolved struct {
	Ref     Ref
	Model   *Model
	Version *Version
}

// Resolve reads OWNER/NAME[@VERSION|@TAG] (no '@' is latest) as from. A
// restricted model that from may not read fails with ErrNotReadable,
// naming the account, the subnet and the missing right.
func (c *Client) Resolve(ctx context.Context, from common.Address, ref string) (*Resolved, error) {
	r, err := ParseRef(ref, "")
	if err != nil {
		return nil, err
	}
	m, err := c.ModelByName(ctx, r.Owner, r.Name)
	if err != nil {
		return nil, err
	}
	ok, err := c.CanRead(ctx, m.ID, from)
	if err != nil {
		return nil, err
	}
	if !ok {
		return nil, &NotReadableError{Ref: r.String(), Account: from, Subnet: m.Subnet}
	}
	v, err := call(ctx, c, from, c.mr.PackResolve(m.ID, r.At), c.mr.UnpackResolve)
	if err != nil {
		return nil, fmt.Errorf("models: resolve %s: %w", r, err)
	}
	return &Resolved{Ref: r, Model: m, Version: version(v)}, nil
}

// NotReadableError is Resolve's refusal of a restricted model; it matches
// ErrNotReadable.
type NotReadableError struct {
	Ref     string
	Account common.Address
	Subnet  uint64
}

func (e *NotReadableError) Error() string {
	return fmt.Sprintf("%s: %s is restricted to subnet %d: %s lacks RETRIEVE on subnet %d", ErrNotReadable, e.Ref, e.Subnet, e.Account.Hex(), e.Subnet)
}

// Is makes errors.Is(err, ErrNotReadable) true.
func (e *NotReadableError) Is(target error) bool { return target == ErrNotReadable }

// Receipt is what a transaction did.
type Receipt struct {
	Tx  common.Hash
	Gas uint64
}

// send sends one transaction to the registry from key's wallet.
func (c *Client) send(ctx context.Context, key *ecdsa.PrivateKey, what string, data []byte) (*ethtypes.Receipt, error) {
	if err := c.ready(); err != nil {
		return nil, err
	}
	r, err := chain.Transact(ctx, c.c, key, c.at, data)
	if err != nil {
		return nil, fmt.Errorf("models: %s: %w", what, explain(chain.Decode(err)))
	}
	return r, nil
}

// PublishOptions shape a publish.
type PublishOptions struct {
	// Creator is the namespace of an existing model the key owns after a
	// transfer; zero: the key's own.
	Creator common.Address
	// NoLatest leaves the `latest` tag where it is.
	NoLatest bool
	// RestrictedSubnet, when not 0, creates a new model RESTRICTED to the
	// subnet's RETRIEVE holders before its first version (an existing
	// model's visibility is SetVisibility's).
	RestrictedSubnet uint64
}

// Published is what Publish did.
type Published struct {
	ID        [32]byte
	Created   bool // the model was created by this publish
	Tx        common.Hash
	Gas       uint64 // of the publish
	CreateGas uint64 // of createModel, when a restricted model was created first
}

// Publish publishes a version of the key's model name (created on its
// first version). Refused before any transaction when the name, version
// or release breaks the contract's rules.
func (c *Client) Publish(ctx context.Context, key *ecdsa.PrivateKey, name string, r Release, o PublishOptions) (*Published, error) {
	if err := c.ready(); err != nil {
		return nil, err
	}
	if err := ValidName(name); err != nil {
		return nil, err
	}
	if err := ValidVersion(r.Version); err != nil {
		return nil, err
	}
	switch {
	case r.CID == "" || len(r.CID) > MaxCIDLen:
		return nil, fmt.Errorf("%w: a CID of 1 to %d bytes", ErrInvalid, MaxCIDLen)
	case r.SHA256 == [32]byte{}:
		return nil, fmt.Errorf("%w: the weights' sha256 is missing", ErrInvalid)
	case len(r.Card) > MaxCIDLen:
		return nil, fmt.Errorf("%w: a card CID of at most %d bytes", ErrInvalid, MaxCIDLen)
	case int(r.Format) >= len(formatNames):
		return nil, fmt.Errorf("%w: %s", ErrInvalid, r.Format)
	}
	me := crypto.PubkeyToAddress(key.PublicKey)
	creator := o.Creator
	if creator == (common.Address{}) {
		creator = me
	}
	p := &Published{ID: ID(creator, name)}
	_, err := c.Model(ctx, p.ID)
	exists := err == nil
	if err != nil && !errors.Is(err, ErrNotFound) {
		return nil, err
	}
	if !exists && creator != me {
		return nil, fmt.Errorf("%w: %s/%s does not exist (only its creator may create it)", ErrNotFound, creator.Hex(), name)
	}
	if !exists && o.RestrictedSubnet != 0 {
		rc, err := c.send(ctx, key, "create "+name, c.mr.PackCreateModel(name, uint8(Restricted), o.RestrictedSubnet))
		if err != nil {
			return nil, err
		}
		p.CreateGas = rc.GasUsed
	}
	rel := bindings.ModelRegistryRelease{Version: r.Version, Cid: r.CID, Sha256: r.SHA256, Format: uint8(r.Format), Size: r.Size, Card: r.Card}
	rc, err := c.send(ctx, key, fmt.Sprintf("publish %s@%s", name, r.Version), c.mr.PackPublish(creator, name, rel, !o.NoLatest))
	if err != nil {
		return nil, err
	}
	p.Created, p.Tx, p.Gas = !exists, rc.TxHash, rc.GasUsed
	return p, nil
}

func receipt(r *ethtypes.Receipt, err error) (*Receipt, error) {
	if err != nil {
		return nil, err
	}
	return &Receipt{Tx: r.TxHash, Gas: r.GasUsed}, nil
}

// SetTag points tag at a published version.
func (c *Client) SetTag(ctx context.Context, key *ecdsa.PrivateKey, id [32]byte, tag, v string) (*Receipt, error) {
	if err := ValidTag(tag); err != nil {
		return nil, err
	}
	return receipt(c.send(ctx, key, "tag "+v+" as "+tag, c.mr.PackSetTag(id, tag, v)))
}

// RemoveTag removes a tag.
func (c *Client) RemoveTag(ctx context.Context, key *ecdsa.PrivateKey, id [32]byte, tag string) (*Receipt, error) {
	return receipt(c.send(ctx, key, "remove tag "+tag, c.mr.PackRemoveTag(id, tag)))
}

// Deprecate deprecates a version, or with v "" the whole model, for a reason.
func (c *Client) Deprecate(ctx context.Context, key *ecdsa.PrivateKey, id [32]byte, v, reason string) (*Receipt, error) {
	if len(reason) > MaxReasonLen {
		return nil, fmt.Errorf("%w: a reason of at most %d bytes", ErrInvalid, MaxReasonLen)
	}
	if v == "" {
		return receipt(c.send(ctx, key, "deprecate the model", c.mr.PackDeprecateModel(id, reason)))
	}
	return receipt(c.send(ctx, key, "deprecate "+v, c.mr.PackDeprecateVersion(id, v, reason)))
}

// SetVisibility makes the model public (subnet 0) or restricted to a subnet.
func (c *Client) SetVisibility(ctx context.Context, key *ecdsa.PrivateKey, id [32]byte, v Visibility, subnet uint64) (*Receipt, error) {
	if (v == Restricted) != (subnet != 0) {
		return nil, fmt.Errorf("%w: a restricted model needs a subnet, a public one none", ErrInvalid)
	}
	return receipt(c.send(ctx, key, "set visibility "+v.String(), c.mr.PackSetVisibility(id, uint8(v), subnet)))
}

// Transfer offers the model to another owner, who must Accept; the zero
// address withdraws the offer.
func (c *Client) Transfer(ctx context.Context, key *ecdsa.PrivateKey, id [32]byte, to common.Address) (*Receipt, error) {
	return receipt(c.send(ctx, key, "offer the model to "+to.Hex(), c.mr.PackTransferOwnership(id, to)))
}

// Accept takes a model offered to key's wallet.
func (c *Client) Accept(ctx context.Context, key *ecdsa.PrivateKey, id [32]byte) (*Receipt, error) {
	return receipt(c.send(ctx, key, "accept the model", c.mr.PackAcceptOwnership(id)))
}

// DescribeRevert is one sentence for a registry revert (for the CLI).
func DescribeRevert(err error) (string, bool) {
	re, ok := chain.AsRevert(err)
	if !ok {
		return "", false
	}
	switch re.Name {
	case "NotOwner":
		return "this wallet does not own the model", true
	case "NotPendingOwner":
		return "the model was not offered to this wallet", true
	case "VersionExists":
		return fmt.Sprintf("version %v was published already: versions are append-only, publish a new one", re.Args["version"]), true
	case "ModelIsDeprecated":
		return "the model is deprecated: it takes no new versions", true
	case "AlreadyDeprecated":
		return fmt.Sprintf("version %v is deprecated already", re.Args["version"]), true
	case "NotReadable":
		return fmt.Sprintf("refused: %v lacks RETRIEVE on subnet %v", re.Args["account"], re.Args["subnet"]), true
	case "UnknownVersion":
		return fmt.Sprintf("no version %v", re.Args["version"]), true
	case "UnknownTag":
		return fmt.Sprintf("no tag %v", re.Args["tag"]), true
	case "UnknownModel":
		return "no such model", true
	}
	return strings.TrimPrefix(re.Error(), "reverted: "), true
}
