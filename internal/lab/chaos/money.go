package chaos

import (
	"bytes"
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"math/big"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
	ethtypes "github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/tensora/tensora/chain"
	"github.com/tensora/tensora/chain/backend"
	"github.com/tensora/tensora/chain/bindings"
	"github.com/tensora/tensora/chain/devchain"
	"github.com/tensora/tensora/chain/staking"
	"github.com/tensora/tensora/testnet"
	"github.com/tensora/tensora/types"
	"github.com/tensora/tensora/types/tora"
)

// The money rows (R10–R12 of issue 14): attacks on settlement and
// challenges, performed against the real contracts on the embedded chain
// and expected to revert with their named errors. R10 takes its order and
// assignment off a running testnet's gossip; R11 and R12 drive a
// deployment of their own (devchain), whose admin key mints and whose
// clock the scenario moves.

var (
	escrowABI  = bindings.NewJobEscrow()
	stakingABI = bindings.NewStaking()
	chalABI    = bindings.NewChallenges()
	regABI     = bindings.NewSubnetRegistry()
	toraABI    = bindings.NewTORA()
	rewardsABI = bindings.NewValidatorRewards()
)

// R10: settlement binds the assignment. A rogue key with no stake takes a
// job's order and signed assignment off gossip and settles the job to
// itself with a made-up result; a staked miner the client did not assign
// does the same; the client settles its own order at fee 0. Then the
// assigned miner settles: it alone is paid, its signed price, once.
func chaosR10(ctx context.Context, o Options, r *Result) error {
	n, stop, err := chaosNet(ctx, o, testnet.Config{Miners: 2, Chain: true, BidWindow: 150 * time.Millisecond,
		Profiles: cpuFleet, Jobs: cpuJobs}, false)
	if err != nil {
		return err
	}
	defer stop()
	ctx, cancel := context.WithTimeout(ctx, 3*time.Minute)
	defer cancel()
	c, addrs, ok := n.ChainClient()
	if !ok {
		return errors.New("no chain")
	}
	d := n.Domain()
	r.did("started 2 staked miners, a client and the chain")
	honest := append(slices.Clone(n.Miners), n.Client)
	ev, err := newRogue(ctx, hostsOf(honest))
	if err != nil {
		return err
	}
	defer ev.close()
	// The rogue needs gas, nothing else: no stake, no role.
	clientKey := n.Key(n.IndexOf(n.Client.Address()))
	rogueAddr := crypto.PubkeyToAddress(ev.key.PublicKey)
	if err := sendETH(ctx, c, clientKey, rogueAddr, tora.Whole(1)); err != nil {
		return fmt.Errorf("gas for the rogue: %w", err)
	}
	var mu sync.Mutex
	var order *types.JobOrder
	var assign *types.Assignment
	got := make(chan struct{})
	var once sync.Once
	for _, kind := range []string{types.TopicJobs, types.TopicAssign} {
		t, err := ev.join(ctx, types.SubnetTopic(1, kind), ids(honest))
		if err != nil {
			return err
		}
		sub, err := t.Subscribe()
		if err != nil {
			return err
		}
		ev.subs = append(ev.subs, sub)
		go func() {
			for {
				m, err := sub.Next(ctx)
				if err != nil {
					return
				}
				_, body, err := types.Decode(m.GetData())
				if err != nil {
					continue
				}
				mu.Lock()
				switch b := body.(type) {
				case *types.JobOrder:
					if order == nil {
						order = b
					}
				case *types.Assignment:
					if assign == nil {
						assign = b
					}
				}
				if order != nil && assign != nil {
					once.Do(func() { close(got) })
				}
				mu.Unlock()
			}
		}()
	}
	before, err := n.ChainBalances(ctx)
	if err != nil {
		return err
	}
	type res struct {
		rep *testnet.Report
		err error
	}
	done := make(chan res, 1)
	go func() { rep, err := n.Run(ctx, 1); done <- res{rep, err} }()
	select {
	case <-got:
	case x := <-done:
		return fmt.Errorf("the job ended before the rogue saw its order and assignment: %v", x.err)
	case <-ctx.Done():
		return fmt.Errorf("the rogue saw no order and assignment: %w", ctx.Err())
	}
	mu.Lock()
	ord, asg := order, assign
	mu.Unlock()
	jobID := ord.StructHash()
	if !bytes.Equal(asg.GetJobId(), jobID[:]) {
		return fmt.Errorf("captured assignment is for job %x, order is %x", asg.GetJobId(), jobID[:4])
	}
	assigned := common.BytesToAddress(asg.GetMiner())
	price := types.AmountOf(asg.GetPrice())
	r.did("a rogue peer took job %x's public order and assignment (to %s at %s TORA) off gossip as the client published them",
		jobID[:6], assigned.Hex()[:10], tora.Format(price))

	// The made-up leaf: the assigned miner's public terms, a result nobody computed.
	madeUp := chain.Leaf{Order: ord, Fee: price, ResultHash: crypto.Keccak256Hash([]byte("made-up result")), Assignment: asg}
	b, err := chain.NewBatch(d, ord.GetSubnet(), []chain.Leaf{madeUp})
	if err != nil {
		return fmt.Errorf("pack the made-up leaf: %w", err)
	}
	submit := func(key *ecdsa.PrivateKey, packed []byte) error {
		_, err := chain.Transact(ctx, c, key, addrs.Escrow, escrowABI.PackSubmitBatch(ord.GetSubnet(), packed))
		return err
	}
	wantRevert(r, submit(ev.key, b.Packed), "MinerNotStaked", "an unstaked stranger's batch settling the job to itself reverted")
	other := -1
	for i, m := range n.Miners {
		if m.Address() != assigned {
			other = i
		}
	}
	if other < 0 {
		return fmt.Errorf("no miner besides the assigned %s", assigned.Hex())
	}
	otherAddr := n.Miners[other].Address()
	wantRevert(r, submit(n.Key(other), b.Packed), "InvalidAssignmentSignature",
		"a staked miner the client did not assign (%s) settling it reverted", otherAddr.Hex()[:10])

	// The client burns its own nonce: terms naming itself at price 0.
	settleBy := asg.GetSettleByMs()
	self, err := chain.Assign(d, ord, n.Client.Address(), new(big.Int), settleBy, clientKey)
	if err != nil {
		return err
	}
	burn := chain.Leaf{Order: ord, Fee: new(big.Int), ResultHash: [32]byte{}, Assignment: self}
	_, err = chain.NewBatch(d, ord.GetSubnet(), []chain.Leaf{burn})
	r.check(errors.Is(err, chain.ErrBadLeaf), "the client's self-settling leaf refused by the batch builder", "%v", err)
	packed, err := selfSettling(d, ord, burn, clientKey, rogueAddr)
	if err != nil {
		return err
	}
	wantRevert(r, submit(clientKey, packed), "MinerNotStaked", "the client's batch settling its own order at fee 0 reverted")
	settled, err := chain.Call(ctx, c, addrs.Escrow, escrowABI.PackIsSettled(common.BytesToAddress(ord.GetClient()), ord.GetNonce()))
	if err != nil {
		return err
	}
	if spent, err := escrowABI.UnpackIsSettled(settled); err == nil {
		state := "still unspent"
		if spent {
			state = "spent (the assigned miner had settled first)"
		}
		r.did("after the three rogue batches the job's nonce was %s", state)
	}

	x := <-done
	if x.err != nil {
		return x.err
	}
	r.check(x.rep.OK(), "the job verified", "%d/%d verified", x.rep.Verified, len(x.rep.Jobs))
	sr, err := n.Settle(ctx, before)
	if err != nil {
		return err
	}
	r.did("the assigned miner settled; the challenge window passed on the chain's clock; every miner claimed")
	r.check(sr.Jobs == 1, "the job settled once, by the assigned miner", "%d settled leaves", sr.Jobs)
	paid := new(big.Int).Sub(sr.Before.ClientFree, sr.After.ClientFree)
	r.check(paid.Cmp(price) == 0, "the client charged once, the signed price", "%s TORA (signed %s)", tora.Format(paid), tora.Format(price))
	got80 := new(big.Int).Sub(sr.After.MinerTORA[assigned], sr.Before.MinerTORA[assigned])
	want80 := new(big.Int).Quo(new(big.Int).Mul(price, big.NewInt(8)), big.NewInt(10))
	r.check(got80.Cmp(want80) == 0, "the assigned miner paid 80% of its signed price", "+%s TORA (want %s)", tora.Format(got80), tora.Format(want80))
	otherGot := new(big.Int).Sub(sr.After.MinerTORA[otherAddr], sr.Before.MinerTORA[otherAddr])
	rogueOwed, err := owed(ctx, c, addrs, rogueAddr)
	if err != nil {
		return err
	}
	r.check(otherGot.Sign() == 0 && sr.After.MinerOwed[otherAddr].Sign() == 0 && rogueOwed.Sign() == 0, "the rogues earned nothing",
		"unassigned miner +%s, stranger owed %s TORA", tora.Format(otherGot), tora.Format(rogueOwed))
	moneyChecks(r, sr, 1)
	return nil
}

// selfSettling packs the client's leaf settling its own order: the batch
// builder refuses it, so the leaf is packed with a cover assignment (the
// same terms for another miner, signed by the client) whose settlement
// signature is then replaced by the self-assignment's, giving the bytes a
// modified client would send.
func selfSettling(d types.Domain, o *types.JobOrder, burn chain.Leaf, key *ecdsa.PrivateKey, cover common.Address) ([]byte, error) {
	ca, err := chain.Assign(d, o, cover, types.AmountOf(burn.Assignment.GetPrice()), burn.Assignment.GetSettleByMs(), key)
	if err != nil {
		return nil, err
	}
	cl := burn
	cl.Assignment = ca
	b, err := chain.NewBatch(d, o.GetSubnet(), []chain.Leaf{cl})
	if err != nil {
		return nil, fmt.Errorf("pack the cover leaf: %w", err)
	}
	from, to := compactSig(ca.GetSettlementSignature()), compactSig(burn.Assignment.GetSettlementSignature())
	i := bytes.Index(b.Packed, from)
	if i < 0 || len(b.Packed) != i+len(from) {
		return nil, errors.New("the cover signature is not the packed leaf's last 64 bytes")
	}
	return append(b.Packed[:i:i], to...), nil
}

// compactSig is a 65-byte signature as the packed batch carries it
// (EIP-2098: r, then s with the recovery bit on top).
func compactSig(sig []byte) []byte {
	out := slices.Clone(sig[:64])
	if v := sig[64]; v == 1 || v == 28 {
		out[32] |= 0x80
	}
	return out
}

// wantRevert checks that err is a revert with the named error.
func wantRevert(r *Result, err error, name, format string, a ...any) bool {
	if chain.RevertName(err) == name {
		return r.check(true, fmt.Sprintf(format, a...), "%v", err)
	}
	return r.check(false, fmt.Sprintf(format, a...), "want %s, got %v", name, err)
}

// sendETH moves native coin (gas money) from key to to and waits for it.
func sendETH(ctx context.Context, c backend.Client, key *ecdsa.PrivateKey, to common.Address, amount *big.Int) error {
	from := crypto.PubkeyToAddress(key.PublicKey)
	nonce, err := c.PendingNonceAt(ctx, from)
	if err != nil {
		return err
	}
	tip, err := c.SuggestGasTipCap(ctx)
	if err != nil {
		return err
	}
	head, err := c.HeaderByNumber(ctx, nil)
	if err != nil {
		return err
	}
	feeCap := new(big.Int).Add(tip, new(big.Int).Mul(head.BaseFee, big.NewInt(2)))
	id := big.NewInt(backend.DevChainID)
	tx, err := ethtypes.SignNewTx(key, ethtypes.LatestSignerForChainID(id), &ethtypes.DynamicFeeTx{
		ChainID: id, Nonce: nonce, GasTipCap: tip, GasFeeCap: feeCap, Gas: 21000, To: &to, Value: amount})
	if err != nil {
		return err
	}
	if err := c.SendTransaction(ctx, tx); err != nil {
		return err
	}
	rc, err := backend.WaitMined(ctx, c, tx)
	if err == nil && rc.Status != ethtypes.ReceiptStatusSuccessful {
		err = errors.New("transfer failed")
	}
	return err
}

// owed is what JobEscrow owes a (earned, unclaimed).
func owed(ctx context.Context, c backend.Client, addrs chain.Addresses, a common.Address) (*big.Int, error) {
	out, err := chain.Call(ctx, c, addrs.Escrow, escrowABI.PackOwed(a))
	if err != nil {
		return nil, err
	}
	return escrowABI.UnpackOwed(out)
}

// --- a deployment of the scenario's own --------------------------------------

// moneyChain is an embedded chain with Tensora's contracts that the
// scenario administers: its admin mints and owns subnet 1, and the
// scenario moves its clock.
type moneyChain struct {
	*devchain.Chain
	admin  *ecdsa.PrivateKey
	client *ecdsa.PrivateKey
	miner  *ecdsa.PrivateKey
	d      types.Domain
	nonce  uint64
}

// newMoneyChain deploys the contracts with a client holding 100 TORA in
// escrow, a miner staked minerStake TORA, and the given operators; gas
// goes to them and to extra.
func newMoneyChain(ctx context.Context, minerStake int64, ops []devchain.Operator, mint []devchain.Grant, extra ...*ecdsa.PrivateKey) (*moneyChain, error) {
	keys := make([]*ecdsa.PrivateKey, 3)
	for i := range keys {
		k, err := crypto.GenerateKey()
		if err != nil {
			return nil, err
		}
		keys[i] = k
	}
	m := &moneyChain{admin: keys[0], client: keys[1], miner: keys[2]}
	all := slices.Clone(keys)
	for _, o := range ops {
		all = append(all, o.Key)
	}
	all = append(all, extra...)
	ops = append([]devchain.Operator{{Key: m.miner, Role: staking.Miner, Stake: tora.Whole(minerStake)}}, ops...)
	ch, err := devchain.Start(ctx, backend.EmbeddedConfig{Alloc: devchain.Alloc(tora.Whole(1000), all...), BlockInterval: 50 * time.Millisecond},
		devchain.Config{Admin: m.admin, Operators: ops, Mint: mint,
			Deposits: []devchain.Deposit{{Key: m.client, Amount: tora.Whole(100)}}})
	if err != nil {
		return nil, err
	}
	m.Chain = ch
	m.d = chain.EscrowDomain(backend.DevChainID, ch.Addrs.Escrow)
	// Validators declare what they re-execute, as validator nodes do at
	// start (the scenario's jobs are ONNX jobs).
	for _, o := range ops {
		if o.Role != staking.Validator {
			continue
		}
		if _, err := m.send(ctx, o.Key, ch.Addrs.Challenges, chalABI.PackDeclare("onnx", "")); err != nil {
			_ = ch.Close()
			return nil, fmt.Errorf("declare verifier: %w", err)
		}
	}
	return m, nil
}

// send transacts from key and waits for the receipt. The chain seals a
// block every 50ms; asking for the receipt as often (chain.Transact asks
// once a second) keeps the scenario's dozens of transactions quick.
// A revert at gas estimation comes back decoded, as from chain.Transact.
func (m *moneyChain) send(ctx context.Context, key *ecdsa.PrivateKey, to common.Address, data []byte) (*ethtypes.Receipt, error) {
	tx, err := chain.Send(ctx, m.Client(), key, to, data)
	if err != nil {
		return nil, err
	}
	return m.wait(ctx, tx)
}

// wait is tx's receipt, which must show success.
func (m *moneyChain) wait(ctx context.Context, tx *ethtypes.Transaction) (*ethtypes.Receipt, error) {
	ctx, cancel := context.WithTimeout(ctx, time.Minute)
	defer cancel()
	for {
		rc, err := m.Client().TransactionReceipt(ctx, tx.Hash())
		if err == nil {
			if rc.Status != ethtypes.ReceiptStatusSuccessful {
				return rc, fmt.Errorf("transaction %s reverted on chain (gas used %d)", tx.Hash().Hex()[:10], rc.GasUsed)
			}
			return rc, nil
		}
		select {
		case <-ctx.Done():
			return nil, fmt.Errorf("receipt of %s: %w", tx.Hash().Hex()[:10], ctx.Err())
		case <-time.After(20 * time.Millisecond):
		}
	}
}

// moneyCall calls a view of the deployment and unpacks its answer.
func moneyCall[T any](ctx context.Context, m *moneyChain, to common.Address, data []byte, unpack func([]byte) (T, error)) (T, error) {
	out, err := chain.Call(ctx, m.Client(), to, data)
	if err != nil {
		var zero T
		return zero, err
	}
	return unpack(out)
}

// batch has the miner settle k correct 1-TORA jobs of the client; it
// returns the batch and its id.
func (m *moneyChain) batch(ctx context.Context, k int) (*chain.Batch, *big.Int, error) {
	now, err := m.Staking.ChainTime(ctx)
	if err != nil {
		return nil, nil, err
	}
	var leaves []chain.Leaf
	for range k {
		m.nonce++
		o := &types.JobOrder{Subnet: devchain.Subnet, Client: crypto.PubkeyToAddress(m.client.PublicKey).Bytes(),
			ModelCid: "bafkreichaosmoneymodel", InputCid: fmt.Sprintf("bafkreichaosmoneyinput%06d", m.nonce),
			Engine: "onnx", Spec: "1cpu", MaxFee: types.Amount(tora.Whole(2)), DeadlineMs: now.Add(time.Hour).UnixMilli(),
			Nonce: m.nonce, CreatedMs: now.UnixMilli(), BidWindowMs: 250, InputBytes: 4096}
		if err := types.Sign(m.d, o, m.client); err != nil {
			return nil, nil, err
		}
		a, err := chain.Assign(m.d, o, crypto.PubkeyToAddress(m.miner.PublicKey), tora.Whole(1), now.Add(time.Hour).UnixMilli(), m.client)
		if err != nil {
			return nil, nil, err
		}
		leaves = append(leaves, chain.Leaf{Order: o, Fee: tora.Whole(1), Assignment: a,
			ResultHash: crypto.Keccak256Hash([]byte(fmt.Sprintf("the correct result %d", m.nonce)))})
	}
	b, err := chain.NewBatch(m.d, devchain.Subnet, leaves)
	if err != nil {
		return nil, nil, err
	}
	rc, err := m.send(ctx, m.miner, m.Addrs.Escrow, escrowABI.PackSubmitBatch(devchain.Subnet, b.Packed))
	if err != nil {
		return nil, nil, fmt.Errorf("submit batch: %w", err)
	}
	ev, err := findEvent(rc, escrowABI.UnpackBatchSubmittedEvent)
	if err != nil {
		return nil, nil, err
	}
	return b, ev.BatchId, nil
}

// verdict is v's signed verdict on leaf i of b (agree or not).
func (m *moneyChain) verdict(b *chain.Batch, i int, v *ecdsa.PrivateKey, agree bool) (bindings.ChallengesVerdictSig, error) {
	l := b.Leaves[i]
	id := l.JobID()
	w := &types.Verdict{JobId: id[:], Subnet: devchain.Subnet, Miner: crypto.PubkeyToAddress(m.miner.PublicKey).Bytes(),
		ResultHash: l.ResultHash[:], Agree: agree, ReexecHash: crypto.Keccak256([]byte("re-executed"), []byte{byte(i), byte(b2i(agree))}),
		SampleProof: []byte("sample proof"), CreatedMs: time.Now().UnixMilli()}
	if err := types.Sign(m.d, w, v); err != nil {
		return bindings.ChallengesVerdictSig{}, err
	}
	return chain.VerdictSigOf(w), nil
}

// b2i is 1 for true (keeps an agreeing and a disagreeing verdict's hashes apart).
func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// open has v open a challenge against leaf i of batch id with verdicts.
func (m *moneyChain) open(ctx context.Context, v *ecdsa.PrivateKey, b *chain.Batch, id *big.Int, i int, vs ...bindings.ChallengesVerdictSig) (*ethtypes.Receipt, *big.Int, error) {
	rc, err := m.send(ctx, v, m.Addrs.Challenges, chalABI.PackOpen(id, b.Leaves[i].Challenge(), chain.OrderOf(b.Leaves[i].Order), b.Proof(i), vs))
	if err != nil {
		return nil, nil, err
	}
	ev, err := findEvent(rc, chalABI.UnpackChallengeOpenedEvent)
	if err != nil {
		return nil, nil, err
	}
	return rc, ev.Id, nil
}

// bonds lets Challenges take validator v's bonds and declares v a
// verifier of every ONNX model (the scenario's jobs), so its verdicts count.
func (m *moneyChain) bonds(ctx context.Context, v *ecdsa.PrivateKey) error {
	if _, err := m.send(ctx, v, m.Addrs.Token, toraABI.PackApprove(m.Addrs.Challenges, tora.Whole(10))); err != nil {
		return err
	}
	if _, err := m.send(ctx, v, m.Addrs.Challenges, chalABI.PackDeclare("onnx", "")); err != nil {
		return fmt.Errorf("declare verifier: %w", err)
	}
	return nil
}

// passVote moves the chain's clock past the vote period.
func (m *moneyChain) passVote(ctx context.Context) error {
	vp, err := moneyCall(ctx, m, m.Addrs.Challenges, chalABI.PackVotePeriod(), chalABI.UnpackVotePeriod)
	if err != nil {
		return err
	}
	return m.AdjustTime(time.Duration(vp+1) * time.Second)
}

// findEvent is the first log of r that unpack accepts.
func findEvent[T any](r *ethtypes.Receipt, unpack func(*ethtypes.Log) (*T, error)) (*T, error) {
	for _, l := range r.Logs {
		if ev, err := unpack(l); err == nil {
			return ev, nil
		}
	}
	return nil, fmt.Errorf("event not in transaction %s", r.TxHash.Hex())
}

// newKeys makes k wallets.
func newKeys(k int) ([]*ecdsa.PrivateKey, error) {
	out := make([]*ecdsa.PrivateKey, k)
	for i := range out {
		key, err := crypto.GenerateKey()
		if err != nil {
			return nil, err
		}
		out[i] = key
	}
	return out, nil
}

// addr is k's address.
func addr(k *ecdsa.PrivateKey) common.Address { return crypto.PubkeyToAddress(k.PublicKey) }

// R11: challenges use snapshots. A validator holding 41% of the validator
// stake opens a challenge against a correct leaf with its own "disagree"
// verdict, unbonds everything (the live total falls to where its verdict
// would be 70%), and resolves; the subnet's owner, after the batch landed,
// schedules the harshest terms it may.
func chaosR11(ctx context.Context, o Options, r *Result) error {
	ks, err := newKeys(3)
	if err != nil {
		return err
	}
	v1, v2, att := ks[0], ks[1], ks[2]
	val := func(k *ecdsa.PrivateKey, stake int64) devchain.Operator {
		return devchain.Operator{Key: k, Role: staking.Validator, Stake: tora.Whole(stake), Spare: tora.Whole(10)}
	}
	m, err := newMoneyChain(ctx, 300, []devchain.Operator{val(v1, 150), val(v2, 150), val(att, 210)}, nil)
	if err != nil {
		return err
	}
	defer func() { _ = m.Close() }()
	miner := addr(m.miner)
	r.did("deployed the contracts; a miner staked 300 TORA; validators of 150, 150 and the attacker's 210 TORA (41.2%% of 510)")
	if err := m.bonds(ctx, att); err != nil {
		return err
	}
	b, id, err := m.batch(ctx, 2)
	if err != nil {
		return err
	}
	r.did("the miner settled a batch of 2 correct leaves (batch %v)", id)
	terms, err := moneyCall(ctx, m, m.Addrs.Registry, regABI.PackParams(devchain.Subnet), regABI.UnpackParams)
	if err != nil {
		return err
	}

	// The subnet's owner turns on the miner after its batch landed.
	evil := terms
	evil.QuorumBps, evil.SlashAmount = 1, new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 96), big.NewInt(1))
	_, err = m.send(ctx, m.admin, m.Addrs.Registry, regABI.PackUpdateParams(devchain.Subnet, evil))
	wantRevert(r, err, "QuorumTooLow", "the owner's quorum of 1 bp reverted")
	bigSlash := terms
	bigSlash.SlashAmount = evil.SlashAmount
	_, err = m.send(ctx, m.admin, m.Addrs.Registry, regABI.PackUpdateParams(devchain.Subnet, bigSlash))
	wantRevert(r, err, "SlashTooHigh", "the owner's slash of 2^96-1 reverted")
	harsh := terms
	harsh.QuorumBps, harsh.SlashAmount = 5001, tora.Whole(250)
	rc, err := m.send(ctx, m.admin, m.Addrs.Registry, regABI.PackUpdateParams(devchain.Subnet, harsh))
	if err != nil {
		return fmt.Errorf("schedule the harshest legal terms: %w", err)
	}
	sched, err := findEvent(rc, regABI.UnpackParamsScheduledEvent)
	if err != nil {
		return err
	}
	r.did("the subnet owner scheduled quorum 50.01%% and a 250-TORA slash (in force at %s)", time.Unix(int64(sched.EffectiveAt), 0).UTC().Format(time.DateTime))

	vd, err := m.verdict(b, 0, att, false)
	if err != nil {
		return err
	}
	rc, cid, err := m.open(ctx, att, b, id, 0, vd)
	if err != nil {
		return fmt.Errorf("open: %w", err)
	}
	c, err := moneyCall(ctx, m, m.Addrs.Challenges, chalABI.PackChallenge(cid), chalABI.UnpackChallenge)
	if err != nil {
		return err
	}
	r.did("the attacker opened challenge %v against leaf 0 with its own \"disagree\" verdict (gas %d)", cid, rc.GasUsed)
	r.check(c.QuorumBps == terms.QuorumBps && c.SlashAmount.Cmp(terms.SlashAmount) == 0, "the challenge takes the terms in force at submission",
		"quorum %d bp, slash %s TORA (at submission %d, %s; scheduled %d, %s)", c.QuorumBps, tora.Format(c.SlashAmount),
		terms.QuorumBps, tora.Format(terms.SlashAmount), harsh.QuorumBps, tora.Format(harsh.SlashAmount))
	r.check(c.DisagreeStake.Cmp(tora.Whole(210)) == 0 && c.TotalStake.Cmp(tora.Whole(510)) == 0, "verdict and total weighed at the snapshot",
		"%s of %s TORA disagree", tora.Format(c.DisagreeStake), tora.Format(c.TotalStake))

	vault, err := m.Staking.VaultOf(ctx, addr(att))
	if err != nil {
		return err
	}
	shares, err := m.Staking.Shares(ctx, vault, addr(att))
	if err != nil {
		return err
	}
	if _, err := m.send(ctx, att, m.Addrs.Staking, stakingABI.PackRequestUnbond(addr(att), shares)); err != nil {
		return fmt.Errorf("unbond: %w", err)
	}
	live, err := moneyCall(ctx, m, m.Addrs.Staking, stakingABI.PackTotalValidatorStake(), stakingABI.UnpackTotalValidatorStake)
	if err != nil {
		return err
	}
	r.did("the attacker unbonded everything: the live validator total is %s TORA, where its 210 would be 70%%", tora.Format(live))
	_, err = m.send(ctx, att, m.Addrs.Challenges, chalABI.PackResolve(cid))
	wantRevert(r, err, "StillOpen", "resolving right after unbonding reverted (quorum still measured at the snapshot)")

	minerTokens, err := moneyCall(ctx, m, m.Addrs.Token, toraABI.PackBalanceOf(miner), toraABI.UnpackBalanceOf)
	if err != nil {
		return err
	}
	if err := m.passVote(ctx); err != nil {
		return err
	}
	rc, err = m.send(ctx, att, m.Addrs.Challenges, chalABI.PackResolve(cid))
	if err != nil {
		return fmt.Errorf("resolve at the deadline: %w", err)
	}
	res, err := findEvent(rc, chalABI.UnpackChallengeResolvedEvent)
	if err != nil {
		return err
	}
	r.did("the vote period passed on the chain's clock; the attacker resolved")
	r.check(!res.Upheld && res.Slashed.Sign() == 0 && res.Bounty.Sign() == 0, "not upheld, nothing slashed, no bounty",
		"upheld %v, slashed %s, bounty %s TORA", res.Upheld, tora.Format(res.Slashed), tora.Format(res.Bounty))
	stake, err := m.Staking.StakeOf(ctx, miner)
	if err != nil {
		return err
	}
	tokens, err := moneyCall(ctx, m, m.Addrs.Token, toraABI.PackBalanceOf(miner), toraABI.UnpackBalanceOf)
	if err != nil {
		return err
	}
	claim, err := moneyCall(ctx, m, m.Addrs.Rewards, rewardsABI.PackClaimable(addr(att)), rewardsABI.UnpackClaimable)
	if err != nil {
		return err
	}
	voided, err := moneyCall(ctx, m, m.Addrs.Escrow, escrowABI.PackVoided(b.Leaves[0].Hash()), escrowABI.UnpackVoided)
	if err != nil {
		return err
	}
	r.check(stake.Cmp(tora.Whole(300)) == 0 && claim.Sign() == 0 && !voided, "nobody slashed; the leaf stays paid",
		"miner stake %s TORA, attacker claimable %s, leaf voided %v", tora.Format(stake), tora.Format(claim), voided)
	bond := new(big.Int).Sub(tokens, minerTokens)
	r.check(bond.Cmp(c.Bond) == 0, "the attacker's bond went to the miner", "+%s TORA (bond %s)", tora.Format(bond), tora.Format(c.Bond))
	return nil
}

// R12: the validator set is bounded by stake. Many 1-wei validator
// registrations are refused; squatters paying the minimum fill the set, a
// real validator with more stake still joins, and a challenge costs the
// same gas against the full set as against three validators.
func chaosR12(ctx context.Context, o Options, r *Result) error {
	dust, err := newKeys(o.size(64, 256))
	if err != nil {
		return err
	}
	squat, err := newKeys(maxValidators - 3)
	if err != nil {
		return err
	}
	// The two deployments are independent: build and measure them at once.
	var full *r12Set
	fullErr := make(chan error, 1)
	go func() {
		var err error
		full, err = r12Gas(ctx, squat, nil)
		fullErr <- err
	}()
	small, err := r12Gas(ctx, nil, dust)
	if err := <-fullErr; err != nil {
		if small != nil {
			_ = small.m.Close()
		}
		return err
	}
	defer func() { _ = full.m.Close() }()
	if err != nil {
		return err
	}
	// The dust, against the small set.
	refused := 0
	var last error
	for _, k := range dust {
		_, err := small.m.send(ctx, k, small.m.Addrs.Staking, stakingABI.PackRegister(uint8(staking.Validator), big.NewInt(1)))
		if chain.RevertName(err) == "SelfStakeTooLow" {
			refused++
		} else {
			last = err
		}
	}
	count, err := moneyCall(ctx, small.m, small.m.Addrs.Staking, stakingABI.PackValidatorCount(), stakingABI.UnpackValidatorCount)
	_ = small.m.Close()
	if err != nil {
		return err
	}
	r.did("%d wallets tried to register as validators with 1 wei each", len(dust))
	why := ""
	if last != nil {
		why = "; one got " + last.Error()
	}
	r.check(refused == len(dust), "every dust registration reverted (SelfStakeTooLow)", "%d of %d refused%s", refused, len(dust), why)
	r.check(count.Int64() == 3, "the dust took no seat", "%d active validators", count)

	r.did("on another deployment %d squatters paid the minimum (100 TORA) to fill the set; a real validator then registered with 150 TORA", len(squat))
	r.check(full.set == maxValidators, "squatters at the minimum filled the set; a real validator took a seat",
		"%d active; the newcomer (150 TORA) active %v, replacing a squatter %v", full.set, full.joined, full.replaced)
	_, err = full.m.send(ctx, full.m.admin, full.m.Addrs.Staking, stakingABI.PackSetMinSelfStake(uint8(staking.Validator), new(big.Int)))
	wantRevert(r, err, "ZeroAmount", "the validator minimum cannot be set to 0")
	worst := 0.0
	var fig []string
	for i := range small.gas {
		ratio := float64(full.gas[i]) / float64(small.gas[i])
		worst = max(worst, ratio)
		fig = append(fig, fmt.Sprintf("%s %d → %d", r12Calls[i], small.gas[i], full.gas[i]))
	}
	r.check(worst <= 1.05, "challenge gas with a full set within 5% of a set of 3", "gas with 3 → %d validators: %s (worst %.3f×)",
		maxValidators, strings.Join(fig, ", "), worst)
	return nil
}

// maxValidators is Staking.MAX_VALIDATORS.
const maxValidators = 64

var r12Calls = []string{"open", "addVerdicts", "resolve"}

type r12Set struct {
	m        *moneyChain
	set      int
	gas      []uint64
	joined   bool
	replaced bool
}

// r12Gas deploys a set of three validators (300, 200, 150 TORA), plus
// squatters at the minimum and a real validator of 150 TORA registering
// after them when squat is not empty (gas: wallets given only gas), and measures a challenge that
// reaches no quorum: open with one verdict, addVerdicts with one,
// resolve at the deadline.
func r12Gas(ctx context.Context, squat, gas []*ecdsa.PrivateKey) (*r12Set, error) {
	honest, err := newKeys(3)
	if err != nil {
		return nil, err
	}
	var ops []devchain.Operator
	for i, k := range honest {
		ops = append(ops, devchain.Operator{Key: k, Role: staking.Validator, Stake: tora.Whole([]int64{300, 200, 150}[i]), Spare: tora.Whole(10)})
	}
	minimum := tora.Whole(100)
	newcomer, err := crypto.GenerateKey()
	if err != nil {
		return nil, err
	}
	m, err := newMoneyChain(ctx, 200, ops, []devchain.Grant{{To: addr(newcomer), Amount: tora.Whole(150)}}, slices.Concat(gas, squat, []*ecdsa.PrivateKey{newcomer})...)
	if err != nil {
		return nil, err
	}
	s := &r12Set{m: m}
	ok := false
	defer func() {
		if !ok {
			_ = m.Close()
		}
	}()
	minNow, err := moneyCall(ctx, m, m.Addrs.Staking, stakingABI.PackMinSelfStake(uint8(staking.Validator)), stakingABI.UnpackMinSelfStake)
	if err != nil {
		return nil, err
	}
	if minNow.Cmp(minimum) != 0 {
		return nil, fmt.Errorf("validator minimum %s TORA, the scenario assumes 100", tora.Format(minNow))
	}
	if len(squat) > 0 {
		if err := m.squat(ctx, squat, minimum); err != nil {
			return nil, err
		}
		reg, err := m.Staking.Register(ctx, newcomer, staking.Validator, tora.Whole(150))
		if err != nil {
			return nil, fmt.Errorf("the real validator registers: %w", err)
		}
		s.joined, s.replaced = reg.Active, slices.ContainsFunc(squat, func(k *ecdsa.PrivateKey) bool { return addr(k) == reg.Replaced })
	}
	count, err := moneyCall(ctx, m, m.Addrs.Staking, stakingABI.PackValidatorCount(), stakingABI.UnpackValidatorCount)
	if err != nil {
		return nil, err
	}
	s.set = int(count.Int64())
	for _, k := range honest {
		if err := m.bonds(ctx, k); err != nil {
			return nil, err
		}
	}
	b, id, err := m.batch(ctx, 4)
	if err != nil {
		return nil, err
	}
	vd, err := m.verdict(b, 0, honest[0], false)
	if err != nil {
		return nil, err
	}
	rc, cid, err := m.open(ctx, honest[0], b, id, 0, vd)
	if err != nil {
		return nil, fmt.Errorf("open: %w", err)
	}
	s.gas = append(s.gas, rc.GasUsed)
	if vd, err = m.verdict(b, 0, honest[2], true); err != nil {
		return nil, err
	}
	if rc, err = m.send(ctx, m.client, m.Addrs.Challenges, chalABI.PackAddVerdicts(cid, []bindings.ChallengesVerdictSig{vd})); err != nil {
		return nil, fmt.Errorf("addVerdicts: %w", err)
	}
	s.gas = append(s.gas, rc.GasUsed)
	if err := m.passVote(ctx); err != nil {
		return nil, err
	}
	if rc, err = m.send(ctx, m.client, m.Addrs.Challenges, chalABI.PackResolve(cid)); err != nil {
		return nil, fmt.Errorf("resolve: %w", err)
	}
	if res, err := findEvent(rc, chalABI.UnpackChallengeResolvedEvent); err != nil || res.Upheld {
		return nil, fmt.Errorf("the gas challenge was upheld or not resolved: %v", err)
	}
	s.gas = append(s.gas, rc.GasUsed)
	ok = true
	return s, nil
}

// squat registers every key in squat as a validator with stake amount:
// the admin mints them their stake, then all register at once, each from
// its own wallet.
func (m *moneyChain) squat(ctx context.Context, squat []*ecdsa.PrivateKey, amount *big.Int) error {
	for _, k := range squat {
		if _, err := m.send(ctx, m.admin, m.Addrs.Token, toraABI.PackMint(addr(k), amount)); err != nil {
			return fmt.Errorf("mint a squatter's stake: %w", err)
		}
	}
	errs := make(chan error, len(squat))
	for _, k := range squat {
		go func() {
			_, err := m.Staking.Register(ctx, k, staking.Validator, amount)
			errs <- err
		}()
	}
	var first error
	for range squat {
		if err := <-errs; err != nil && first == nil {
			first = fmt.Errorf("a squatter registers: %w", err)
		}
	}
	return first
}
