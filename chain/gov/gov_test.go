package gov_test

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/tensora/tensora/chain"
	"github.com/tensora/tensora/chain/backend"
	"github.com/tensora/tensora/chain/bindings"
	"github.com/tensora/tensora/chain/devchain"
	"github.com/tensora/tensora/chain/gov"
	"github.com/tensora/tensora/chain/staking"
	"github.com/tensora/tensora/types/tora"
)

func key(t *testing.T, name string) *ecdsa.PrivateKey {
	t.Helper()
	k, err := crypto.ToECDSA(crypto.Keccak256([]byte("tensora gov test " + name)))
	if err != nil {
		t.Fatal(err)
	}
	return k
}

func addrOf(k *ecdsa.PrivateKey) common.Address { return crypto.PubkeyToAddress(k.PublicKey) }

// The governance the tests deploy: an hour's timelock over an hour's
// longest challenge window, voting a second after a proposal for an hour,
// 100 TORA to propose, a 4% quorum.
var testGovernance = chain.Governance{
	MaxChallengeWindow: time.Hour,
	Delay:              time.Hour,
	VotingDelay:        time.Second,
	VotingPeriod:       time.Hour,
	ProposalThreshold:  tora.Whole(100),
	QuorumPercent:      4,
}

type env struct {
	ch    *devchain.Chain
	g     *gov.Gov
	admin *ecdsa.PrivateKey
}

// start deploys with subnet 1 governed and mints each holder its TORA.
func start(t *testing.T, holders map[*ecdsa.PrivateKey]int64, ops ...devchain.Operator) *env {
	t.Helper()
	ctx := context.Background()
	admin := key(t, "admin")
	keys := []*ecdsa.PrivateKey{admin}
	var mint []devchain.Grant
	for k, n := range holders {
		keys = append(keys, k)
		mint = append(mint, devchain.Grant{To: addrOf(k), Amount: tora.Whole(n)})
	}
	for _, o := range ops {
		keys = append(keys, o.Key)
	}
	gas := new(big.Int).Mul(big.NewInt(1000), big.NewInt(1e18))
	p := chain.DefaultParams()
	p.ChallengeWindow = 60
	ch, err := devchain.Start(ctx,
		backend.EmbeddedConfig{Alloc: devchain.Alloc(gas, keys...), BlockInterval: 20 * time.Millisecond},
		devchain.Config{Admin: admin, Params: &p, Governed: true, Mint: mint, Operators: ops,
			Deploy: chain.DeployOptions{Governance: testGovernance}})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = ch.Close() })
	return &env{ch: ch, g: gov.New(ch.Client(), ch.Addrs), admin: admin}
}

func (e *env) wait(t *testing.T, d time.Duration) {
	t.Helper()
	if err := e.ch.AdjustTime(d); err != nil {
		t.Fatal(err)
	}
}

func (e *env) sampleRate(t *testing.T, ctx context.Context) uint16 {
	t.Helper()
	r := bindings.NewSubnetRegistry()
	out, err := chain.Call(ctx, e.ch.Client(), e.ch.Addrs.Registry, r.PackParams(devchain.Subnet))
	if err != nil {
		t.Fatal(err)
	}
	p, err := r.UnpackParams(out)
	if err != nil {
		t.Fatal(err)
	}
	return p.SampleRateBps
}

// direct sends raw calldata, as an attacker going around the client would.
func (e *env) direct(ctx context.Context, k *ecdsa.PrivateKey, to common.Address, data []byte) error {
	_, err := chain.Transact(ctx, e.ch.Client(), k, to, data)
	return chain.Decode(err)
}

// passed proposes specs from voter, votes For and waits out the vote.
func (e *env) passed(t *testing.T, ctx context.Context, voter *ecdsa.PrivateKey, specs ...gov.Spec) *big.Int {
	t.Helper()
	d, err := e.g.Build(ctx, specs)
	if err != nil {
		t.Fatal(err)
	}
	id, _, err := e.g.Propose(ctx, voter, d, "test: "+specs[0].Param)
	if err != nil {
		t.Fatal(err)
	}
	e.wait(t, 2*time.Second)
	if _, err := e.g.Vote(ctx, voter, id, gov.For, "yes"); err != nil {
		t.Fatal(err)
	}
	e.wait(t, testGovernance.VotingPeriod+time.Second)
	return id
}

// A proposal that raises subnet 1's sample rate goes from draft to effect:
// propose, vote, queue, wait out the timelock, execute; the proposal reads
// back as the parameter with its old and new values, and executing before
// the delay is refused, by the client and by the timelock.
func TestProposalChangesSampleRate(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	voter := key(t, "voter")
	e := start(t, map[*ecdsa.PrivateKey]int64{voter: 1_000_000})
	if _, err := e.g.Delegate(ctx, voter, addrOf(voter)); err != nil {
		t.Fatal(err)
	}
	e.wait(t, 2*time.Second)
	if before := e.sampleRate(t, ctx); before != 1000 {
		t.Fatalf("sample rate before = %d bps", before)
	}
	d, err := e.g.Build(ctx, []gov.Spec{{Param: "sample-rate", Subnet: 1, Value: "100%"}})
	if err != nil {
		t.Fatal(err)
	}
	id, rp, err := e.g.Propose(ctx, voter, d, "Sample every result on subnet 1")
	if err != nil {
		t.Fatal(err)
	}
	p, err := e.g.Proposal(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	if len(p.Changes) != 1 || p.Changes[0].String() != "subnet 1 sample-rate: 10% → 100%" || (p.State != "pending" && p.State != "active") {
		t.Fatalf("proposal reads %+v, state %s", p.Changes, p.State)
	}
	e.wait(t, 2*time.Second)
	rv, err := e.g.Vote(ctx, voter, id, gov.For, "more checks")
	if err != nil {
		t.Fatal(err)
	}
	// Voting twice is refused by the governor.
	if err := e.direct(ctx, voter, e.ch.Addrs.Governor, bindings.NewToraGovernor().PackCastVote(id, 1)); chain.RevertName(err) != "GovernorAlreadyCastVote" {
		t.Fatalf("a second vote: %v", err)
	}
	if _, err := e.g.Queue(ctx, voter, id); !errors.Is(err, gov.ErrState) {
		t.Fatalf("queued during the vote: %v", err)
	}
	e.wait(t, testGovernance.VotingPeriod+time.Second)
	rq, err := e.g.Queue(ctx, voter, id)
	if err != nil {
		t.Fatal(err)
	}
	// Before the timelock's delay: refused by the client, and by the
	// timelock when sent directly.
	if _, err := e.g.Execute(ctx, voter, id); !errors.Is(err, gov.ErrState) {
		t.Fatalf("executed before the delay: %v", err)
	}
	p, _ = e.g.Proposal(ctx, id)
	if err := e.direct(ctx, voter, e.ch.Addrs.Governor, bindings.NewToraGovernor().PackExecute(p.Targets, p.Values, p.Calldatas, crypto.Keccak256Hash([]byte(p.Description)))); chain.RevertName(err) != "TimelockUnexpectedOperationState" {
		t.Fatalf("direct execute before the delay: %v", err)
	}
	if got := e.sampleRate(t, ctx); got != 1000 {
		t.Fatalf("sample rate changed before execution: %d", got)
	}
	e.wait(t, testGovernance.Delay+time.Second)
	re, err := e.g.Execute(ctx, voter, id)
	if err != nil {
		t.Fatal(err)
	}
	if got := e.sampleRate(t, ctx); got != 10000 {
		t.Fatalf("sample rate after execution = %d bps, want 10000", got)
	}
	p, _ = e.g.Proposal(ctx, id)
	if p.State != "executed" || p.Changes[0].String() != "subnet 1 sample-rate: 10% → 100%" {
		t.Fatalf("executed proposal reads %s %+v", p.State, p.Changes)
	}
	t.Logf("gas: propose %d, vote %d, queue %d, execute %d", rp.GasUsed, rv.GasUsed, rq.GasUsed, re.GasUsed)
}

// Values outside a parameter's bounds are refused before a vote, naming
// the bound; a proposal that goes around the client passes its vote and
// still changes nothing: the setter refuses it when the timelock runs it.
func TestOutOfBoundsProposalRefused(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	voter := key(t, "voter")
	e := start(t, map[*ecdsa.PrivateKey]int64{voter: 1_000_000})
	if _, err := e.g.Delegate(ctx, voter, addrOf(voter)); err != nil {
		t.Fatal(err)
	}
	e.wait(t, 2*time.Second)
	for _, c := range []struct{ param, value, want string }{
		{"miner-share", "99%", "OutOfBounds"},
		{"miner-share", "40%", "OutOfBounds"},
		{"sample-rate", "0.5%", "OutOfBounds"},
		{"quorum", "50%", "QuorumTooLow"},
		{"challenge-window", "2h", "ChallengeWindowTooLong"},
		{"slash-amount", "1001", "SlashTooHigh"},
		{"max-slash", "1001", "OutOfBounds"},
		{"max-challenge-window", "2h", "WindowAboveGovernanceDelay"},
		{"timelock-delay", "30m", "DelayBelowChallengeWindow"},
		{"vote-period", "3d", "VotePeriodTooLong"},
		{"unbonding-period", "1d", "UnbondingPeriodTooShort"},
		{"min-miner-self-stake", "0", "ZeroAmount"},
		{"registration-fee", "2000000", "OutOfBounds"},
	} {
		subnet := uint64(0)
		if gov.Params[c.param].Subnet {
			subnet = 1
		}
		_, err := e.g.Build(ctx, []gov.Spec{{Param: c.param, Subnet: subnet, Value: c.value}})
		if !errors.Is(err, gov.ErrRefused) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s=%s: %v, want a refusal naming %s", c.param, c.value, err, c.want)
		}
	}
	// Around the client: a proposal setting a 99% miner share.
	p := chain.DefaultParams()
	p.ChallengeWindow = 60
	p.MinerShareBps = 9900
	data := bindings.NewSubnetRegistry().PackUpdateParams(1, p)
	gv := bindings.NewToraGovernor()
	targets, values, calls := []common.Address{e.ch.Addrs.Registry}, []*big.Int{new(big.Int)}, [][]byte{data}
	desc := "a 99% miner share"
	if err := e.direct(ctx, voter, e.ch.Addrs.Governor, gv.PackPropose(targets, values, calls, desc)); err != nil {
		t.Fatal(err)
	}
	all, err := e.g.List(ctx)
	if err != nil || len(all) != 1 {
		t.Fatalf("list: %v %v", all, err)
	}
	id := all[0].ID
	if s := all[0].Changes[0].String(); s != "subnet 1 miner-share: 80% → 99%" {
		t.Fatalf("the raw proposal reads %q", s)
	}
	e.wait(t, 2*time.Second)
	if _, err := e.g.Vote(ctx, voter, id, gov.For, ""); err != nil {
		t.Fatal(err)
	}
	e.wait(t, testGovernance.VotingPeriod+time.Second)
	if _, err := e.g.Queue(ctx, voter, id); err != nil {
		t.Fatal(err)
	}
	e.wait(t, testGovernance.Delay+time.Second)
	if _, err := e.g.Execute(ctx, voter, id); err == nil || !strings.Contains(err.Error(), "OutOfBounds") {
		t.Fatalf("execution of an out-of-bounds change: %v", err)
	}
	r := bindings.NewSubnetRegistry()
	out, _ := chain.Call(ctx, e.ch.Client(), e.ch.Addrs.Registry, r.PackParams(1))
	now, _ := r.UnpackParams(out)
	if now.MinerShareBps != 8000 {
		t.Fatalf("miner share became %d bps", now.MinerShareBps)
	}
}

// Votes need voting power at the proposal's snapshot: an undelegated
// balance, or TORA delegated after the proposal, is refused by the client
// and by the governor; an account below the threshold cannot propose.
func TestVoteWithoutPowerRefused(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	voter, idle, late, small := key(t, "voter"), key(t, "idle"), key(t, "late"), key(t, "small")
	e := start(t, map[*ecdsa.PrivateKey]int64{voter: 1_000_000, idle: 500_000, late: 500_000, small: 50})
	for _, k := range []*ecdsa.PrivateKey{voter, small} {
		if _, err := e.g.Delegate(ctx, k, addrOf(k)); err != nil {
			t.Fatal(err)
		}
	}
	e.wait(t, 2*time.Second)
	d, err := e.g.Build(ctx, []gov.Spec{{Param: "sample-rate", Subnet: 1, Value: "20%"}})
	if err != nil {
		t.Fatal(err)
	}
	if _, _, err := e.g.Propose(ctx, small, d, "below the threshold"); !errors.Is(err, gov.ErrNoVotes) || !strings.Contains(err.Error(), "100 TORA") {
		t.Fatalf("an account with 50 votes proposed: %v", err)
	}
	id, _, err := e.g.Propose(ctx, voter, d, "twenty percent")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := e.g.Delegate(ctx, late, addrOf(late)); err != nil {
		t.Fatal(err)
	}
	e.wait(t, 2*time.Second)
	for name, k := range map[string]*ecdsa.PrivateKey{"undelegated": idle, "delegated after the proposal": late} {
		if _, err := e.g.Vote(ctx, k, id, gov.Against, ""); !errors.Is(err, gov.ErrNoVotes) {
			t.Errorf("%s: vote accepted by the client: %v", name, err)
		}
		if err := e.direct(ctx, k, e.ch.Addrs.Governor, bindings.NewToraGovernor().PackCastVote(id, 0)); chain.RevertName(err) != "NoVotingPower" {
			t.Errorf("%s: vote accepted by the governor: %v", name, err)
		}
	}
}

// Only the timelock holds the governed setters: an account calling them
// directly is refused, and a subnet parameter of a subnet governance does
// not own is not proposable.
func TestSettersAreGovernanceOnly(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	eve := key(t, "eve")
	e := start(t, map[*ecdsa.PrivateKey]int64{eve: 1_000_000})
	a := e.ch.Addrs
	r, c, tl, gv := bindings.NewSubnetRegistry(), bindings.NewChallenges(), bindings.NewToraTimelock(), bindings.NewToraGovernor()
	for _, x := range []struct {
		what string
		to   common.Address
		data []byte
		want string
	}{
		{"setMaxSlash", a.Registry, r.PackSetMaxSlash(big.NewInt(1)), "NotGovernance"},
		{"setMaxChallengeWindow", a.Registry, r.PackSetMaxChallengeWindow(10), "NotGovernance"},
		{"setRegistrationFee", a.Registry, r.PackSetRegistrationFee(big.NewInt(1)), "NotGovernance"},
		{"setVotePeriod", a.Challenges, c.PackSetVotePeriod(10), "NotGovernance"},
		{"updateParams of the governed subnet", a.Registry, r.PackUpdateParams(1, chain.DefaultParams()), "NotSubnetOwner"},
		{"updateDelay", a.Timelock, tl.PackUpdateDelay(big.NewInt(7200)), "TimelockUnauthorizedCaller"},
		{"setVotingPeriod", a.Governor, gv.PackSetVotingPeriod(1), "GovernorOnlyExecutor"},
		{"updateTimelock", a.Governor, gv.PackUpdateTimelock(addrOf(eve)), "TimelockFixed"},
		{"setUnbondingPeriod", a.Staking, bindings.NewStaking().PackSetUnbondingPeriod(uint64(chain.MinUnbondingPeriod / time.Second)), "AccessControlUnauthorizedAccount"},
	} {
		if err := e.direct(ctx, eve, x.to, x.data); chain.RevertName(err) != x.want {
			t.Errorf("eve called %s: %v, want %s", x.what, err, x.want)
		}
	}
	// eve's own subnet is hers to run, not governance's.
	if err := e.direct(ctx, eve, a.Registry, r.PackCreateSubnet(chain.DefaultParams())); err != nil {
		t.Fatal(err)
	}
	if _, err := e.g.Build(ctx, []gov.Spec{{Param: "sample-rate", Subnet: 2, Value: "50%"}}); !errors.Is(err, gov.ErrNotGoverned) {
		t.Fatalf("a proposal on eve's subnet: %v", err)
	}
}

// The keeper queues an approved proposal and executes it once the delay
// has passed, with nobody else sending a transaction.
func TestKeeperCarriesAProposalToEffect(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	voter, keeperKey := key(t, "voter"), key(t, "keeper")
	e := start(t, map[*ecdsa.PrivateKey]int64{voter: 1_000_000, keeperKey: 1})
	if _, err := e.g.Delegate(ctx, voter, addrOf(voter)); err != nil {
		t.Fatal(err)
	}
	e.wait(t, 2*time.Second)
	k := &gov.Keeper{Gov: e.g, Key: keeperKey, Log: discard()}
	id := e.passed(t, ctx, voter, gov.Spec{Param: "sample-rate", Subnet: 1, Value: "55%"}, gov.Spec{Param: "vote-period", Value: "90s"})
	if n, err := k.Step(ctx); err != nil || n != 1 {
		t.Fatalf("keeper step after the vote: %d sent, %v", n, err)
	}
	if p, _ := e.g.Proposal(ctx, id); p.State != "queued" {
		t.Fatalf("state %s after the keeper's step", p.State)
	}
	if n, err := k.Step(ctx); err != nil || n != 0 {
		t.Fatalf("keeper step during the delay: %d sent, %v", n, err)
	}
	e.wait(t, testGovernance.Delay+time.Second)
	if n, err := k.Step(ctx); err != nil || n != 1 {
		t.Fatalf("keeper step after the delay: %d sent, %v", n, err)
	}
	if got := e.sampleRate(t, ctx); got != 5500 {
		t.Fatalf("sample rate = %d", got)
	}
	c := bindings.NewChallenges()
	out, _ := chain.Call(ctx, e.ch.Client(), e.ch.Addrs.Challenges, c.PackVotePeriod())
	if vp, _ := c.UnpackVotePeriod(out); vp != 90 {
		t.Fatalf("vote period = %d", vp)
	}
}

// Staked TORA votes through its operator.
func TestStakeVotesThroughItsOperator(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	op := key(t, "operator")
	e := start(t, nil, devchain.Operator{Key: op, Role: staking.Validator, Stake: tora.Whole(5000)})
	v, err := e.g.Votes(ctx, addrOf(op))
	if err != nil {
		t.Fatal(err)
	}
	if v.Cmp(tora.Whole(5000)) != 0 {
		t.Fatalf("operator votes = %s TORA, want its 5000 staked", tora.Format(v))
	}
}

// Governance may set a registration fee: creating a subnet then pays it
// into the treasury, and without the allowance it is refused.
func TestRegistrationFee(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	voter, founder := key(t, "voter"), key(t, "founder")
	e := start(t, map[*ecdsa.PrivateKey]int64{voter: 1_000_000, founder: 100})
	if _, err := e.g.Delegate(ctx, voter, addrOf(voter)); err != nil {
		t.Fatal(err)
	}
	e.wait(t, 2*time.Second)
	id := e.passed(t, ctx, voter, gov.Spec{Param: "registration-fee", Value: "25"})
	if _, err := e.g.Queue(ctx, voter, id); err != nil {
		t.Fatal(err)
	}
	e.wait(t, testGovernance.Delay+time.Second)
	if _, err := e.g.Execute(ctx, voter, id); err != nil {
		t.Fatal(err)
	}
	r, tk := bindings.NewSubnetRegistry(), bindings.NewTORA()
	if err := e.direct(ctx, founder, e.ch.Addrs.Registry, r.PackCreateSubnet(chain.DefaultParams())); chain.RevertName(err) != "ERC20InsufficientAllowance" {
		t.Fatalf("a subnet without the fee: %v", err)
	}
	if err := e.direct(ctx, founder, e.ch.Addrs.Token, tk.PackApprove(e.ch.Addrs.Registry, tora.Whole(25))); err != nil {
		t.Fatal(err)
	}
	if err := e.direct(ctx, founder, e.ch.Addrs.Registry, r.PackCreateSubnet(chain.DefaultParams())); err != nil {
		t.Fatal(err)
	}
	out, _ := chain.Call(ctx, e.ch.Client(), e.ch.Addrs.Token, tk.PackBalanceOf(e.ch.Addrs.Timelock))
	if bal, _ := tk.UnpackBalanceOf(out); bal.Cmp(tora.Whole(25)) != 0 {
		t.Fatalf("treasury holds %s TORA", tora.Format(bal))
	}
}

func TestParseValue(t *testing.T) {
	for _, c := range []struct {
		u    gov.Unit
		in   string
		want string
	}{
		{gov.Percent, "12.5%", "1250"}, {gov.Percent, "100", "10000"}, {gov.Seconds, "3d", "259200"},
		{gov.Seconds, "1d12h", "129600"}, {gov.Seconds, "90s", "90"}, {gov.TORA, "2.5", "2500000000000000000"},
		{gov.Count, "4", "4"},
	} {
		v, err := gov.ParseValue(c.u, c.in)
		if err != nil || v.String() != c.want {
			t.Errorf("ParseValue(%q) = %v, %v; want %s", c.in, v, err, c.want)
		}
		if back, err := gov.ParseValue(c.u, strings.TrimSuffix(gov.FormatValue(c.u, v), " TORA")); err != nil || back.Cmp(v) != 0 {
			t.Errorf("%q does not round-trip: %v %v", c.in, back, err)
		}
	}
	for _, c := range []struct {
		u  gov.Unit
		in string
	}{{gov.Percent, "101%"}, {gov.Percent, "12.345%"}, {gov.Seconds, "1.5s"}, {gov.Seconds, "-1h"}, {gov.TORA, "-1"}, {gov.Count, "x"}} {
		if _, err := gov.ParseValue(c.u, c.in); err == nil {
			t.Errorf("ParseValue(%q) accepted", c.in)
		}
	}
	if _, err := gov.ParseSpec("bogus=1", 1); !errors.Is(err, gov.ErrUnknownParam) {
		t.Errorf("unknown parameter: %v", err)
	}
}
