package gov

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"math/big"
	"sort"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	ethtypes "github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/tensora/tensora/chain"
	"github.com/tensora/tensora/chain/backend"
	"github.com/tensora/tensora/chain/bindings"
)

// Errors callers branch on.
var (
	// ErrNoContract: the deployment has no governance contracts.
	ErrNoContract = errors.New("this chain deployment has no governance (ToraGovernor)")
	// ErrNotGoverned: a subnet parameter of a subnet the timelock does not own.
	ErrNotGoverned = errors.New("subnet not governed")
	// ErrRefused: the contract would refuse the change (out of bounds).
	ErrRefused = errors.New("refused by the contract")
	// ErrNoProposal: no proposal has this id.
	ErrNoProposal = errors.New("no such proposal")
	// ErrNoVotes: the account has no voting power where it needs some.
	ErrNoVotes = errors.New("no voting power")
	// ErrState: the proposal is not in the state the step needs.
	ErrState = errors.New("wrong proposal state")
)

// Support is a vote's direction (GovernorCountingSimple).
type Support uint8

// The three ways to vote.
const (
	Against Support = 0
	For     Support = 1
	Abstain Support = 2
)

// ParseSupport reads "for", "against" or "abstain".
func ParseSupport(s string) (Support, error) {
	switch strings.ToLower(s) {
	case "for", "yes":
		return For, nil
	case "against", "no":
		return Against, nil
	case "abstain":
		return Abstain, nil
	}
	return 0, fmt.Errorf("vote %q: want for, against or abstain", s)
}

func (s Support) String() string {
	switch s {
	case For:
		return "for"
	case Against:
		return "against"
	case Abstain:
		return "abstain"
	}
	return fmt.Sprintf("support(%d)", uint8(s))
}

// States are Governor's proposal states, by number.
var States = []string{"pending", "active", "canceled", "defeated", "succeeded", "queued", "expired", "executed"}

// Gov reads and drives governance on one deployment.
type Gov struct {
	c     backend.Client
	addrs chain.Addresses
	// Now is the chain's clock (the embedded chain's moves by hand);
	// default the latest block's time.
	Now func(ctx context.Context) (time.Time, error)
}

// New is a Gov of the deployment at addrs.
func New(c backend.Client, addrs chain.Addresses) *Gov {
	g := &Gov{c: c, addrs: addrs}
	g.Now = g.chainTime
	return g
}

// Addresses are the deployment's.
func (g *Gov) Addresses() chain.Addresses { return g.addrs }

func (g *Gov) ready() error {
	if g.addrs.Governor == (common.Address{}) || g.addrs.Timelock == (common.Address{}) {
		return ErrNoContract
	}
	return nil
}

func (g *Gov) chainTime(ctx context.Context) (time.Time, error) {
	h, err := g.c.HeaderByNumber(ctx, nil)
	if err != nil {
		return time.Time{}, fmt.Errorf("gov: chain time: %w", err)
	}
	return time.Unix(int64(h.Time), 0), nil
}

func (g *Gov) call(ctx context.Context, to common.Address, data []byte) ([]byte, error) {
	return chain.Call(ctx, g.c, to, data)
}

// callAt is a read-only call at block at (nil: the latest); it fails
// where the chain no longer holds that block's state.
func (g *Gov) callAt(ctx context.Context, to common.Address, data []byte, at *big.Int) ([]byte, error) {
	if at == nil {
		return g.call(ctx, to, data)
	}
	out, err := g.c.CallContract(ctx, ethereum.CallMsg{To: &to, Data: data}, at)
	if err != nil {
		return nil, chain.Decode(err)
	}
	return out, nil
}

func (g *Gov) subnetParams(ctx context.Context, subnet uint64) (bindings.SubnetRegistryParams, error) {
	out, err := g.call(ctx, g.addrs.Registry, registryABI.PackParams(subnet))
	if err != nil {
		return bindings.SubnetRegistryParams{}, fmt.Errorf("subnet %d: %w", subnet, err)
	}
	return registryABI.UnpackParams(out)
}

// Spec is a change as people ask for it: a parameter of the catalog, the
// subnet for a subnet parameter (0 otherwise), and the value as ParseValue
// reads it.
type Spec struct {
	Param  string
	Subnet uint64
	Value  string
}

// ParseSpec reads "name=value" (a subnet's parameter takes the subnet).
func ParseSpec(s string, subnet uint64) (Spec, error) {
	name, value, ok := strings.Cut(s, "=")
	if !ok || name == "" || value == "" {
		return Spec{}, fmt.Errorf("change %q: want PARAM=VALUE, e.g. sample-rate=25%%", s)
	}
	p, err := Lookup(strings.TrimSpace(name))
	if err != nil {
		return Spec{}, err
	}
	if !p.Subnet {
		subnet = 0
	}
	return Spec{Param: p.Name, Subnet: subnet, Value: strings.TrimSpace(value)}, nil
}

// Change is one parameter's change in a proposal.
type Change struct {
	Param  string   `json:"param"`
	Subnet uint64   `json:"subnet,omitempty"`
	Old    *big.Int `json:"old"` // nil when it could not be read
	New    *big.Int `json:"new"`
	// OldText and NewText are the values as people read them.
	OldText string `json:"old_text"`
	NewText string `json:"new_text"`
	// Call is set instead for a call the catalog does not know.
	Call string `json:"call,omitempty"`
}

func (c Change) String() string {
	if c.Call != "" {
		return c.Call
	}
	where := ""
	if c.Subnet != 0 {
		where = fmt.Sprintf("subnet %d ", c.Subnet)
	}
	return fmt.Sprintf("%s%s: %s → %s", where, c.Param, c.OldText, c.NewText)
}

// Draft is a proposal's calls and the changes they make.
type Draft struct {
	Changes   []Change
	Targets   []common.Address
	Calldatas [][]byte
}

// Build turns specs into a proposal's calls: one updateParams per subnet
// (however many of its parameters change), one setter call per network
// parameter. Each call is simulated as the timelock first: a value the
// contract would refuse is an ErrRefused naming the contract's reason,
// before anything is proposed.
func (g *Gov) Build(ctx context.Context, specs []Spec) (Draft, error) {
	if err := g.ready(); err != nil {
		return Draft{}, err
	}
	if len(specs) == 0 {
		return Draft{}, errors.New("gov: nothing to change")
	}
	var d Draft
	subnets := map[uint64]*bindings.SubnetRegistryParams{}
	var order []uint64
	seen := map[string]bool{}
	for _, s := range specs {
		p, err := Lookup(s.Param)
		if err != nil {
			return Draft{}, err
		}
		key := fmt.Sprintf("%s/%d", p.Name, s.Subnet)
		if seen[key] {
			return Draft{}, fmt.Errorf("gov: %s is changed twice", p.Name)
		}
		seen[key] = true
		v, err := ParseValue(p.Unit, s.Value)
		if err != nil {
			return Draft{}, fmt.Errorf("gov: %s: %w", p.Name, err)
		}
		old, err := p.read(ctx, g, s.Subnet, nil)
		if err != nil {
			return Draft{}, fmt.Errorf("gov: read %s: %w", p.Name, err)
		}
		d.Changes = append(d.Changes, Change{Param: p.Name, Subnet: s.Subnet, Old: old, New: v,
			OldText: FormatValue(p.Unit, old), NewText: FormatValue(p.Unit, v)})
		if !p.Subnet {
			data, err := safePack(func() []byte { return p.pack(v) })
			if err != nil {
				return Draft{}, fmt.Errorf("gov: %s: %w: %s: %v", p.Name, ErrRefused, FormatValue(p.Unit, v), err)
			}
			// The setter's argument may be narrower than the value (a
			// uint32 voting period): what is proposed must be what was
			// asked for and what the change reads as, never a wrapped value.
			if new(big.Int).SetBytes(data[len(data)-32:]).Cmp(v) != 0 {
				return Draft{}, fmt.Errorf("gov: %s: %w: %s does not fit the setter's argument", p.Name, ErrRefused, FormatValue(p.Unit, v))
			}
			d.Targets = append(d.Targets, p.target(g.addrs))
			d.Calldatas = append(d.Calldatas, data)
			continue
		}
		if s.Subnet == 0 {
			return Draft{}, fmt.Errorf("gov: %s is a subnet's parameter: name the subnet", p.Name)
		}
		sp, ok := subnets[s.Subnet]
		if !ok {
			if err := g.checkGoverned(ctx, s.Subnet); err != nil {
				return Draft{}, err
			}
			cur, err := g.subnetParams(ctx, s.Subnet)
			if err != nil {
				return Draft{}, err
			}
			sp = &cur
			subnets[s.Subnet] = sp
			order = append(order, s.Subnet)
		}
		p.set(sp, v)
		if p.get(sp).Cmp(v) != 0 {
			return Draft{}, fmt.Errorf("gov: %s: %w: %s does not fit the parameter", p.Name, ErrRefused, FormatValue(p.Unit, v))
		}
	}
	for _, id := range order {
		data, err := safePack(func() []byte { return registryABI.PackUpdateParams(id, *subnets[id]) })
		if err != nil {
			return Draft{}, fmt.Errorf("gov: subnet %d: %w: %v", id, ErrRefused, err)
		}
		d.Targets = append(d.Targets, g.addrs.Registry)
		d.Calldatas = append(d.Calldatas, data)
	}
	for i, to := range d.Targets {
		if _, err := g.c.CallContract(ctx, ethereum.CallMsg{From: g.addrs.Timelock, To: &to, Data: d.Calldatas[i]}, nil); err != nil {
			return Draft{}, fmt.Errorf("gov: %w: %v", ErrRefused, chain.Decode(err))
		}
	}
	return d, nil
}

// safePack runs a generated Pack, which panics on a value its ABI type
// cannot hold (a TORA amount above a uint96), as an error.
func safePack(f func() []byte) (b []byte, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("value out of the argument's range: %v", r)
		}
	}()
	return f(), nil
}

func (g *Gov) checkGoverned(ctx context.Context, subnet uint64) error {
	out, err := g.call(ctx, g.addrs.Registry, registryABI.PackOwnerOf(subnet))
	if err != nil {
		return fmt.Errorf("gov: subnet %d: %w", subnet, err)
	}
	owner, err := registryABI.UnpackOwnerOf(out)
	if err != nil {
		return err
	}
	if owner != g.addrs.Timelock {
		return fmt.Errorf("gov: %w: subnet %d is owned by %s, not by governance (the timelock %s); its owner changes its parameters", ErrNotGoverned, subnet, owner.Hex(), g.addrs.Timelock.Hex())
	}
	return nil
}

// Propose sends d as a proposal from key and returns its id. An account
// below the proposal threshold is refused before the transaction, saying
// how many votes it has and needs.
func (g *Gov) Propose(ctx context.Context, key *ecdsa.PrivateKey, d Draft, description string) (*big.Int, *ethtypes.Receipt, error) {
	if err := g.ready(); err != nil {
		return nil, nil, err
	}
	if strings.TrimSpace(description) == "" {
		return nil, nil, errors.New("gov: a proposal needs a description")
	}
	from := crypto.PubkeyToAddress(key.PublicKey)
	if err := g.checkThreshold(ctx, from); err != nil {
		return nil, nil, err
	}
	// The description names its proposer (OpenZeppelin's
	// "#proposer=0x…" suffix): anyone else sending the same proposal —
	// copied from the mempool to become its proposer, who alone may cancel
	// it while pending — is refused by the governor.
	if suffix := "#proposer=" + from.Hex(); !strings.HasSuffix(strings.ToLower(description), strings.ToLower(suffix)) {
		description += "\n\n" + suffix
	}
	values := make([]*big.Int, len(d.Targets))
	for i := range values {
		values[i] = new(big.Int)
	}
	r, err := chain.Transact(ctx, g.c, key, g.addrs.Governor, governorABI.PackPropose(d.Targets, values, d.Calldatas, description))
	if err != nil {
		return nil, r, fmt.Errorf("gov: propose: %w", err)
	}
	for _, l := range r.Logs {
		if ev, err := governorABI.UnpackProposalCreatedEvent(l); err == nil {
			return ev.ProposalId, r, nil
		}
	}
	return nil, r, errors.New("gov: propose: no ProposalCreated event in the receipt")
}

func (g *Gov) checkThreshold(ctx context.Context, a common.Address) error {
	out, err := g.call(ctx, g.addrs.Governor, governorABI.PackProposalThreshold())
	if err != nil {
		return err
	}
	need, err := governorABI.UnpackProposalThreshold(out)
	if err != nil {
		return err
	}
	now, err := g.Now(ctx)
	if err != nil {
		return err
	}
	// Governor counts the proposer's votes one second back.
	have, err := g.VotesAt(ctx, a, uint64(now.Unix())-1)
	if err != nil {
		return err
	}
	if have.Cmp(need) < 0 {
		return fmt.Errorf("gov: %w: %s has %s votes; a proposal needs %s (delegate TORA first: tensora gov delegate)", ErrNoVotes, a.Hex(), FormatValue(TORA, have), FormatValue(TORA, need))
	}
	return nil
}

// VotesAt is a's voting power at a past timestamp (TORA's clock).
func (g *Gov) VotesAt(ctx context.Context, a common.Address, at uint64) (*big.Int, error) {
	out, err := g.call(ctx, g.addrs.Governor, governorABI.PackGetVotes(a, big64(at)))
	if err != nil {
		return nil, fmt.Errorf("gov: votes of %s: %w", a.Hex(), err)
	}
	return governorABI.UnpackGetVotes(out)
}

// Votes is a's voting power now (TORA delegated to it).
func (g *Gov) Votes(ctx context.Context, a common.Address) (*big.Int, error) {
	out, err := g.call(ctx, g.addrs.Token, toraABI.PackGetVotes(a))
	if err != nil {
		return nil, fmt.Errorf("gov: votes of %s: %w", a.Hex(), err)
	}
	return toraABI.UnpackGetVotes(out)
}

// Delegate gives key's TORA votes to `to` (itself to vote with them).
func (g *Gov) Delegate(ctx context.Context, key *ecdsa.PrivateKey, to common.Address) (*ethtypes.Receipt, error) {
	r, err := chain.Transact(ctx, g.c, key, g.addrs.Token, toraABI.PackDelegate(to))
	if err != nil {
		return r, fmt.Errorf("gov: delegate to %s: %w", to.Hex(), err)
	}
	return r, nil
}

// Vote casts key's vote on proposal id. A vote outside the voting period,
// or from an account without votes at the proposal's snapshot, is refused
// before the transaction (and by the contract).
func (g *Gov) Vote(ctx context.Context, key *ecdsa.PrivateKey, id *big.Int, s Support, reason string) (*ethtypes.Receipt, error) {
	p, err := g.Proposal(ctx, id)
	if err != nil {
		return nil, err
	}
	if p.State != "active" {
		return nil, fmt.Errorf("gov: vote on %s: %w: it is %s (votes open %s, close %s)", p.Short(), ErrState, p.State, p.VoteStart.UTC().Format(time.RFC3339), p.VoteEnd.UTC().Format(time.RFC3339))
	}
	from := crypto.PubkeyToAddress(key.PublicKey)
	w, err := g.VotesAt(ctx, from, uint64(p.VoteStart.Unix()))
	if err != nil {
		return nil, err
	}
	if w.Sign() == 0 {
		return nil, fmt.Errorf("gov: vote on %s: %w: %s had no votes at the proposal's snapshot (%s); votes count once delegated, before a proposal", p.Short(), ErrNoVotes, from.Hex(), p.VoteStart.UTC().Format(time.RFC3339))
	}
	r, err := chain.Transact(ctx, g.c, key, g.addrs.Governor, governorABI.PackCastVoteWithReason(id, uint8(s), reason))
	if err != nil {
		return r, fmt.Errorf("gov: vote on %s: %w", p.Short(), err)
	}
	return r, nil
}

// Queue queues a succeeded proposal in the timelock.
func (g *Gov) Queue(ctx context.Context, key *ecdsa.PrivateKey, id *big.Int) (*ethtypes.Receipt, error) {
	p, err := g.Proposal(ctx, id)
	if err != nil {
		return nil, err
	}
	if p.State != "succeeded" {
		return nil, fmt.Errorf("gov: queue %s: %w: it is %s, not succeeded", p.Short(), ErrState, p.State)
	}
	r, err := chain.Transact(ctx, g.c, key, g.addrs.Governor, governorABI.PackQueue(p.Targets, p.Values, p.Calldatas, p.descHash()))
	if err != nil {
		return r, fmt.Errorf("gov: queue %s: %w", p.Short(), err)
	}
	return r, nil
}

// Execute runs a queued proposal whose delay has passed.
func (g *Gov) Execute(ctx context.Context, key *ecdsa.PrivateKey, id *big.Int) (*ethtypes.Receipt, error) {
	p, err := g.Proposal(ctx, id)
	if err != nil {
		return nil, err
	}
	if p.State != "queued" {
		return nil, fmt.Errorf("gov: execute %s: %w: it is %s, not queued", p.Short(), ErrState, p.State)
	}
	now, err := g.Now(ctx)
	if err != nil {
		return nil, err
	}
	if now.Before(p.ETA) {
		return nil, fmt.Errorf("gov: execute %s: %w: the timelock's delay runs until %s (%s from now)", p.Short(), ErrState, p.ETA.UTC().Format(time.RFC3339), p.ETA.Sub(now).Round(time.Second))
	}
	r, err := chain.Transact(ctx, g.c, key, g.addrs.Governor, governorABI.PackExecute(p.Targets, p.Values, p.Calldatas, p.descHash()))
	if err != nil {
		return r, fmt.Errorf("gov: execute %s: %w", p.Short(), err)
	}
	return r, nil
}

// Proposal is a proposal as the chain holds it, with its calls read back
// as the parameters they change.
type Proposal struct {
	ID          *big.Int         `json:"id"`
	Proposer    common.Address   `json:"proposer"`
	Description string           `json:"description"`
	State       string           `json:"state"`
	VoteStart   time.Time        `json:"vote_start"`
	VoteEnd     time.Time        `json:"vote_end"`
	ETA         time.Time        `json:"eta,omitzero"` // when a queued proposal may execute
	For         *big.Int         `json:"for"`
	Against     *big.Int         `json:"against"`
	Abstain     *big.Int         `json:"abstain"`
	Quorum      *big.Int         `json:"quorum"`
	Changes     []Change         `json:"changes"`
	Block       uint64           `json:"block"`
	Targets     []common.Address `json:"-"`
	Values      []*big.Int       `json:"-"`
	Calldatas   [][]byte         `json:"-"`
}

// Short is the id as people quote it (its first and last digits).
func (p *Proposal) Short() string { return ShortID(p.ID) }

// ShortID abbreviates a proposal id (a 256-bit hash) for messages.
func ShortID(id *big.Int) string {
	s := id.String()
	if len(s) > 14 {
		return s[:6] + "…" + s[len(s)-6:]
	}
	return s
}

func (p *Proposal) descHash() [32]byte { return crypto.Keccak256Hash([]byte(p.Description)) }

// logs are q's logs of blocks from..to (nil: the head), read in steps
// (chain.ScanLogs).
func (g *Gov) logs(ctx context.Context, q ethereum.FilterQuery, from uint64, to *big.Int) ([]ethtypes.Log, error) {
	last := uint64(0)
	if to != nil {
		last = to.Uint64()
	} else {
		head, err := g.c.BlockNumber(ctx)
		if err != nil {
			return nil, err
		}
		last = head
	}
	var out []ethtypes.Log
	err := chain.ScanLogs(ctx, g.c, q, from, last, func(logs []ethtypes.Log, _ uint64) error {
		out = append(out, logs...)
		return nil
	})
	return out, err
}

// created are the governor's ProposalCreated events.
func (g *Gov) created(ctx context.Context, from uint64, to *big.Int) ([]*bindings.ToraGovernorProposalCreated, error) {
	if err := g.ready(); err != nil {
		return nil, err
	}
	gabi, err := bindings.ToraGovernorMetaData.ParseABI()
	if err != nil {
		return nil, err
	}
	topic := gabi.Events["ProposalCreated"].ID
	logs, err := g.logs(ctx, ethereum.FilterQuery{Addresses: []common.Address{g.addrs.Governor}, Topics: [][]common.Hash{{topic}}}, from, to)
	if err != nil {
		return nil, fmt.Errorf("gov: proposals: %w", err)
	}
	out := make([]*bindings.ToraGovernorProposalCreated, 0, len(logs))
	for i := range logs {
		ev, err := governorABI.UnpackProposalCreatedEvent(&logs[i])
		if err != nil {
			return nil, fmt.Errorf("gov: proposal event: %w", err)
		}
		out = append(out, ev)
	}
	return out, nil
}

// List is every proposal, newest first.
func (g *Gov) List(ctx context.Context) ([]*Proposal, error) {
	evs, err := g.created(ctx, 0, nil)
	if err != nil {
		return nil, err
	}
	out := make([]*Proposal, 0, len(evs))
	for _, ev := range evs {
		p, err := g.read(ctx, ev)
		if err != nil {
			return nil, err
		}
		out = append(out, p)
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Block > out[j].Block })
	return out, nil
}

// Proposal is proposal id (ErrNoProposal if none has it).
func (g *Gov) Proposal(ctx context.Context, id *big.Int) (*Proposal, error) {
	evs, err := g.created(ctx, 0, nil)
	if err != nil {
		return nil, err
	}
	for _, ev := range evs {
		if ev.ProposalId.Cmp(id) == 0 {
			return g.read(ctx, ev)
		}
	}
	return nil, fmt.Errorf("gov: %w %s", ErrNoProposal, id)
}

// FindProposal is the one proposal whose id starts with prefix (ids are
// long; people paste their first digits).
func (g *Gov) FindProposal(ctx context.Context, prefix string) (*Proposal, error) {
	if id, ok := new(big.Int).SetString(prefix, 10); ok && len(prefix) > 20 {
		// A whole id; a long prefix of one is matched below.
		if p, err := g.Proposal(ctx, id); !errors.Is(err, ErrNoProposal) {
			return p, err
		}
	}
	if prefix == "" {
		return nil, fmt.Errorf("gov: %w: give a proposal id", ErrNoProposal)
	}
	evs, err := g.created(ctx, 0, nil)
	if err != nil {
		return nil, err
	}
	var match *bindings.ToraGovernorProposalCreated
	for _, ev := range evs {
		if strings.HasPrefix(ev.ProposalId.String(), prefix) {
			if match != nil {
				return nil, fmt.Errorf("gov: proposal %q is ambiguous: give more digits", prefix)
			}
			match = ev
		}
	}
	if match == nil {
		return nil, fmt.Errorf("gov: %w starting %q", ErrNoProposal, prefix)
	}
	return g.read(ctx, match)
}

// State is proposal id's state ("active", "queued", …; States).
func (g *Gov) State(ctx context.Context, id *big.Int) (string, error) {
	out, err := g.call(ctx, g.addrs.Governor, governorABI.PackState(id))
	if err != nil {
		return "", fmt.Errorf("gov: state of %s: %w", ShortID(id), err)
	}
	st, err := governorABI.UnpackState(out)
	if err != nil {
		return "", err
	}
	if int(st) < len(States) {
		return States[st], nil
	}
	return fmt.Sprintf("state(%d)", st), nil
}

// ETA is when a queued proposal may execute (zero if it is not queued).
func (g *Gov) ETA(ctx context.Context, id *big.Int) (time.Time, error) {
	out, err := g.call(ctx, g.addrs.Governor, governorABI.PackProposalEta(id))
	if err != nil {
		return time.Time{}, err
	}
	eta, err := governorABI.UnpackProposalEta(out)
	if err != nil || eta.Sign() == 0 {
		return time.Time{}, err
	}
	return time.Unix(eta.Int64(), 0), nil
}

func (g *Gov) read(ctx context.Context, ev *bindings.ToraGovernorProposalCreated) (*Proposal, error) {
	p := &Proposal{ID: ev.ProposalId, Proposer: ev.Proposer, Description: ev.Description,
		VoteStart: time.Unix(ev.VoteStart.Int64(), 0), VoteEnd: time.Unix(ev.VoteEnd.Int64(), 0),
		Targets: ev.Targets, Values: ev.Values, Calldatas: ev.Calldatas, Block: ev.Raw.BlockNumber}
	var err error
	if p.State, err = g.State(ctx, ev.ProposalId); err != nil {
		return nil, err
	}
	out, err := g.call(ctx, g.addrs.Governor, governorABI.PackProposalVotes(ev.ProposalId))
	if err != nil {
		return nil, err
	}
	v, err := governorABI.UnpackProposalVotes(out)
	if err != nil {
		return nil, err
	}
	p.For, p.Against, p.Abstain = v.ForVotes, v.AgainstVotes, v.AbstainVotes
	if p.ETA, err = g.ETA(ctx, ev.ProposalId); err != nil {
		return nil, err
	}
	if out, err = g.call(ctx, g.addrs.Governor, governorABI.PackQuorum(ev.VoteStart)); err == nil {
		p.Quorum, _ = governorABI.UnpackQuorum(out)
	}
	// Old values: those in force now, until the proposal executes; then
	// those just before its execution.
	var before *big.Int
	if p.State == "executed" {
		if b, err := g.executedAt(ctx, ev.ProposalId); err == nil && b > 0 {
			before = new(big.Int).SetUint64(b - 1)
		}
	}
	for i, to := range ev.Targets {
		cs := g.decode(ctx, to, ev.Calldatas[i], before)
		// Ether sent with a call is part of its effect: a governed setter
		// takes none (the call would fail), any other call may pay out
		// the treasury's.
		if i < len(ev.Values) && ev.Values[i] != nil && ev.Values[i].Sign() != 0 {
			cs = []Change{{Call: fmt.Sprintf("%s, sending %s wei of ETH from the treasury", describeCall(g.addrs, to, ev.Calldatas[i]), ev.Values[i])}}
		}
		p.Changes = append(p.Changes, cs...)
	}
	return p, nil
}

// executedAt is the block in which proposal id executed.
func (g *Gov) executedAt(ctx context.Context, id *big.Int) (uint64, error) {
	gabi, err := bindings.ToraGovernorMetaData.ParseABI()
	if err != nil {
		return 0, err
	}
	logs, err := g.logs(ctx, ethereum.FilterQuery{Addresses: []common.Address{g.addrs.Governor}, Topics: [][]common.Hash{{gabi.Events["ProposalExecuted"].ID}}}, 0, nil)
	if err != nil {
		return 0, err
	}
	for i := range logs {
		if ev, err := governorABI.UnpackProposalExecutedEvent(&logs[i]); err == nil && ev.ProposalId.Cmp(id) == 0 {
			return logs[i].BlockNumber, nil
		}
	}
	return 0, ErrNoProposal
}

// subnetParamsAsOf are a subnet's parameters in force at the end of block
// at, read from the registry's events (a chain that prunes old state still
// has its logs); nil at reads the parameters now.
func (g *Gov) subnetParamsAsOf(ctx context.Context, subnet uint64, at *big.Int) (bindings.SubnetRegistryParams, error) {
	if at == nil {
		return g.subnetParams(ctx, subnet)
	}
	rabi, err := bindings.SubnetRegistryMetaData.ParseABI()
	if err != nil {
		return bindings.SubnetRegistryParams{}, err
	}
	h, err := g.c.HeaderByNumber(ctx, at)
	if err != nil {
		return bindings.SubnetRegistryParams{}, err
	}
	logs, err := g.logs(ctx, ethereum.FilterQuery{Addresses: []common.Address{g.addrs.Registry},
		Topics: [][]common.Hash{{rabi.Events["SubnetCreated"].ID, rabi.Events["ParamsScheduled"].ID}, {common.BigToHash(new(big.Int).SetUint64(subnet))}}}, 0, at)
	if err != nil {
		return bindings.SubnetRegistryParams{}, err
	}
	var p *bindings.SubnetRegistryParams
	for i := range logs {
		if ev, err := registryABI.UnpackSubnetCreatedEvent(&logs[i]); err == nil {
			p = &ev.Params
		} else if ev, err := registryABI.UnpackParamsScheduledEvent(&logs[i]); err == nil && ev.EffectiveAt <= h.Time {
			p = &ev.Params
		}
	}
	if p == nil {
		return bindings.SubnetRegistryParams{}, fmt.Errorf("subnet %d: no parameters as of block %s", subnet, at)
	}
	return *p, nil
}

// decode reads one call as the parameters it changes; old values are
// those as of block at (nil: now; "?" where the chain no longer has them).
func (g *Gov) decode(ctx context.Context, to common.Address, data []byte, at *big.Int) []Change {
	if to == g.addrs.Registry && len(data) >= 4 && [4]byte(data[:4]) == [4]byte(registryABI.PackUpdateParams(0, chain.DefaultParams())[:4]) {
		id, np, err := unpackUpdateParams(data)
		if err == nil {
			var op *bindings.SubnetRegistryParams
			if p, err := g.subnetParamsAsOf(ctx, id, at); err == nil {
				op = &p
			}
			var out []Change
			for _, name := range ParamNames() {
				p := Params[name]
				if !p.Subnet {
					continue
				}
				nv := p.get(&np)
				c := Change{Param: name, Subnet: id, New: nv, NewText: FormatValue(p.Unit, nv), OldText: "?"}
				if op != nil {
					c.Old = p.get(op)
					c.OldText = FormatValue(p.Unit, c.Old)
					if c.Old.Cmp(nv) == 0 {
						continue
					}
				}
				out = append(out, c)
			}
			if len(out) == 0 {
				out = append(out, Change{Call: fmt.Sprintf("subnet %d: parameters unchanged", id)})
			}
			return out
		}
	}
	for _, name := range ParamNames() {
		p := Params[name]
		if p.Subnet || p.target(g.addrs) != to {
			continue
		}
		probe := p.pack(new(big.Int))
		// The selector, and for setMinSelfStake the role word too.
		n := 4
		if len(probe) == 4+64 {
			n = 36
		}
		if len(data) != len(probe) || string(data[:n]) != string(probe[:n]) {
			continue
		}
		nv := new(big.Int).SetBytes(data[len(data)-32:])
		c := Change{Param: name, New: nv, NewText: FormatValue(p.Unit, nv), OldText: "?"}
		if old, err := p.read(ctx, g, 0, at); err == nil {
			c.Old, c.OldText = old, FormatValue(p.Unit, old)
		}
		return []Change{c}
	}
	return []Change{{Call: describeCall(g.addrs, to, data)}}
}

// knownContracts are the deployment's contracts by address, with their ABIs,
// so a call that is not a governed setter still reads as what it does
// (TORA.transfer of the treasury, a grantRole of the timelock, ...).
func knownContracts(a chain.Addresses) map[common.Address]struct {
	name string
	meta *bind.MetaData
} {
	type c = struct {
		name string
		meta *bind.MetaData
	}
	m := map[common.Address]c{}
	for _, x := range []struct {
		at   common.Address
		name string
		meta *bind.MetaData
	}{
		{a.Token, "TORA", &bindings.TORAMetaData},
		{a.Registry, "SubnetRegistry", &bindings.SubnetRegistryMetaData},
		{a.Rewards, "ValidatorRewards", &bindings.ValidatorRewardsMetaData},
		{a.Escrow, "JobEscrow", &bindings.JobEscrowMetaData},
		{a.Staking, "Staking", &bindings.StakingMetaData},
		{a.Challenges, "Challenges", &bindings.ChallengesMetaData},
		{a.Names, "ToraNames", &bindings.ToraNamesMetaData},
		{a.Timelock, "ToraTimelock (the treasury)", &bindings.ToraTimelockMetaData},
		{a.Governor, "ToraGovernor", &bindings.ToraGovernorMetaData},
	} {
		if x.at != (common.Address{}) {
			m[x.at] = c{x.name, x.meta}
		}
	}
	return m
}

// describeCall reads a call that is not a governed parameter setter as
// people can judge it: the contract and function it names with its
// arguments where the deployment's ABIs know them, the raw selector
// otherwise. It always says that the call is not a governed setter: the
// catalog's bounds do not apply to it.
func describeCall(a chain.Addresses, to common.Address, data []byte) string {
	const tail = "NOT a governed parameter setter"
	if len(data) < 4 {
		return fmt.Sprintf("call on %s with %d bytes of data: %s", to.Hex(), len(data), tail)
	}
	where := "unknown contract " + to.Hex()
	if k, ok := knownContracts(a)[to]; ok {
		where = k.name
		if ab, err := k.meta.ParseABI(); err == nil {
			if m, err := ab.MethodById(data[:4]); err == nil {
				if args, err := m.Inputs.Unpack(data[4:]); err == nil {
					parts := make([]string, len(args))
					for i, v := range args {
						parts[i] = fmt.Sprintf("%s=%v", m.Inputs[i].Name, formatArg(v))
					}
					return fmt.Sprintf("call %s.%s(%s) (%d bytes): %s", where, m.Name, strings.Join(parts, ", "), len(data), tail)
				}
				return fmt.Sprintf("call %s.%s with undecodable arguments (%d bytes): %s", where, m.Name, len(data), tail)
			}
		}
	}
	return fmt.Sprintf("call 0x%x on %s (%d bytes): %s", data[:4], where, len(data), tail)
}

// roleNames are the AccessControl roles of the deployment's contracts, so
// a grantRole reads as the role it grants.
var roleNames = func() map[[32]byte]string {
	m := map[[32]byte]string{{}: "DEFAULT_ADMIN_ROLE"}
	for _, r := range []string{"SLASHER_ROLE", "PARAMS_ROLE", "PROPOSER_ROLE", "EXECUTOR_ROLE", "CANCELLER_ROLE"} {
		m[crypto.Keccak256Hash([]byte(r))] = r
	}
	return m
}()

func formatArg(v any) string {
	switch x := v.(type) {
	case [32]byte:
		if n, ok := roleNames[x]; ok {
			return n
		}
		return fmt.Sprintf("0x%x", x)
	case []byte:
		return fmt.Sprintf("0x%x", x)
	case common.Address:
		return x.Hex()
	}
	return fmt.Sprint(v)
}

func unpackUpdateParams(data []byte) (uint64, bindings.SubnetRegistryParams, error) {
	var p bindings.SubnetRegistryParams
	rabi, err := bindings.SubnetRegistryMetaData.ParseABI()
	if err != nil {
		return 0, p, err
	}
	in := rabi.Methods["updateParams"].Inputs
	args, err := in.Unpack(data[4:])
	if err != nil || len(args) != 2 {
		return 0, p, fmt.Errorf("updateParams: %v", err)
	}
	id, ok := args[0].(uint64)
	if !ok {
		return 0, p, errors.New("updateParams: subnet id")
	}
	p = *abi.ConvertType(args[1], new(bindings.SubnetRegistryParams)).(*bindings.SubnetRegistryParams)
	return id, p, nil
}
