package testnet

import (
	"context"
	"crypto/ecdsa"
	"fmt"
	"math/big"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	ethtypes "github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/holiman/uint256"

	"github.com/tensora/tensora/chain"
	"github.com/tensora/tensora/chain/backend"
	"github.com/tensora/tensora/node"
	"github.com/tensora/tensora/node/queue"
	"github.com/tensora/tensora/proof"
	"github.com/tensora/tensora/types"
)

// passThroughForwarder is code an EOA delegates to with EIP-7702: called
// with data = target(20 bytes) ‖ call, it CALLs target with call (the
// target sees the EOA as msg.sender) and bubbles a revert up.
//
//	PUSH1 20 CALLDATASIZE SUB DUP1 PUSH1 20 PUSH1 0 CALLDATACOPY
//	PUSH1 0 PUSH1 0 DUP3 PUSH1 0 PUSH1 0 PUSH1 0 CALLDATALOAD PUSH1 96 SHR GAS CALL
//	PUSH1 ok JUMPI RETURNDATASIZE PUSH1 0 PUSH1 0 RETURNDATACOPY RETURNDATASIZE PUSH1 0 REVERT
//	ok: JUMPDEST STOP
var passThroughForwarder = common.FromHex("0x6014360380601460003760006000826000600060003560601c5af16028573d600060003e3d6000fd5b00")

// selectorForwarder is a forwarder that adds submitBatch's selector
// itself: called with data = target ‖ arguments, it CALLs target with
// selector ‖ arguments, so the transaction's data holds no submitBatch
// call at all.
//
//	PUSH4 selector PUSH1 224 SHL PUSH1 0 MSTORE
//	PUSH1 20 CALLDATASIZE SUB DUP1 PUSH1 20 PUSH1 4 CALLDATACOPY POP
//	PUSH1 0 PUSH1 0 PUSH1 20 CALLDATASIZE SUB PUSH1 4 ADD PUSH1 0 PUSH1 0
//	PUSH1 0 CALLDATALOAD PUSH1 96 SHR GAS CALL
//	PUSH1 ok JUMPI RETURNDATASIZE PUSH1 0 PUSH1 0 RETURNDATACOPY RETURNDATASIZE PUSH1 0 REVERT
//	ok: JUMPDEST STOP
func selectorForwarder() []byte {
	sel := escrowABI.PackSubmitBatch(0, nil)[:4]
	code := append([]byte{0x63}, sel...)
	return append(code, common.FromHex("0x60e01b600052601436038060146004375060006000601436036004016000600060003560601c5af1603a573d600060003e3d6000fd5b00")...)
}

// deployCode returns init code that deploys runtime.
func deployCode(runtime []byte) []byte {
	return append([]byte{0x60, byte(len(runtime)), 0x80, 0x60, 0x0b, 0x60, 0x00, 0x39, 0x60, 0x00, 0xf3}, runtime...)
}

// sendSigned signs and sends tx data from key (to nil deploys), with the
// given EIP-7702 authorizations (a SetCode transaction when any), and
// waits for its receipt.
func sendSigned(ctx context.Context, c backend.Client, key *ecdsa.PrivateKey, to *common.Address, data []byte, auths []ethtypes.SetCodeAuthorization) (*ethtypes.Receipt, error) {
	from := crypto.PubkeyToAddress(key.PublicKey)
	nonce, err := c.PendingNonceAt(ctx, from)
	if err != nil {
		return nil, err
	}
	head, err := c.HeaderByNumber(ctx, nil)
	if err != nil {
		return nil, err
	}
	tip := big.NewInt(2e9)
	feeCap := new(big.Int).Add(new(big.Int).Mul(head.BaseFee, big.NewInt(3)), tip)
	signer := ethtypes.LatestSignerForChainID(big.NewInt(backend.DevChainID))
	var tx *ethtypes.Transaction
	if len(auths) > 0 {
		tx, err = ethtypes.SignNewTx(key, signer, &ethtypes.SetCodeTx{ChainID: uint256.NewInt(backend.DevChainID), Nonce: nonce,
			GasTipCap: uint256.MustFromBig(tip), GasFeeCap: uint256.MustFromBig(feeCap), Gas: 8_000_000, To: *to, Data: data, AuthList: auths})
	} else {
		tx, err = ethtypes.SignNewTx(key, signer, &ethtypes.DynamicFeeTx{ChainID: big.NewInt(backend.DevChainID), Nonce: nonce,
			GasTipCap: tip, GasFeeCap: feeCap, Gas: 8_000_000, To: to, Data: data})
	}
	if err != nil {
		return nil, err
	}
	if err := c.SendTransaction(ctx, tx); err != nil {
		return nil, err
	}
	for {
		r, err := c.TransactionReceipt(ctx, tx.Hash())
		if err == nil {
			if r.Status != ethtypes.ReceiptStatusSuccessful {
				return r, fmt.Errorf("transaction %s reverted", tx.Hash())
			}
			return r, nil
		}
		select {
		case <-ctx.Done():
			return nil, ctx.Err()
		case <-time.After(50 * time.Millisecond):
		}
	}
}

// settleMadeUpViaDelegatedEOA settles, as miner i, the job of claim c
// with a made-up result, sending submitBatch through the miner's own EOA
// delegated (EIP-7702) to forwarder: JobEscrow sees the miner as
// msg.sender, while the transaction's data is not a submitBatch call.
// stripSelector sends the call's arguments only (for selectorForwarder).
func (n *Net) settleMadeUpViaDelegatedEOA(ctx context.Context, i int, c *proof.Claim, forwarder []byte, stripSelector bool) error {
	j, err := n.Miners[i].Queue().Get(ctx, c.JobID)
	if err != nil {
		return err
	}
	_, msg, err := types.Decode(j.Assign)
	a, ok := msg.(*types.Assignment)
	if err != nil || !ok {
		return fmt.Errorf("stored assignment: %v", err)
	}
	_, omsg, err := types.Decode(j.Order)
	o, ok := omsg.(*types.JobOrder)
	if err != nil || !ok {
		return fmt.Errorf("stored order: %v", err)
	}
	domain := chain.EscrowDomain(backend.DevChainID, n.chain.addrs.Escrow)
	madeUp := c.ResultHash
	madeUp[0] ^= 0xff
	b, err := chain.NewBatch(domain, j.Subnet, []chain.Leaf{{Order: o, Fee: types.AmountOf(a.GetPrice()), ResultHash: madeUp, Assignment: a}})
	if err != nil {
		return err
	}
	cl, key := n.chain.emb.Client(), n.keys[i]
	me := crypto.PubkeyToAddress(key.PublicKey)
	r, err := sendSigned(ctx, cl, key, nil, deployCode(forwarder), nil)
	if err != nil {
		return fmt.Errorf("deploy forwarder: %w", err)
	}
	nonce, err := cl.PendingNonceAt(ctx, me)
	if err != nil {
		return err
	}
	auth, err := ethtypes.SignSetCode(key, ethtypes.SetCodeAuthorization{ChainID: *uint256.NewInt(backend.DevChainID), Address: r.ContractAddress, Nonce: nonce + 1})
	if err != nil {
		return err
	}
	call := escrowABI.PackSubmitBatch(j.Subnet, b.Packed)
	if stripSelector {
		call = call[4:]
	}
	if _, err := sendSigned(ctx, cl, key, &me, append(n.chain.addrs.Escrow.Bytes(), call...), []ethtypes.SetCodeAuthorization{auth}); err != nil {
		return fmt.Errorf("submitBatch via EIP-7702: %w", err)
	}
	return nil
}

// jobRecord is the client's record of job id ("" state if none).
func (n *Net) jobRecord(ctx context.Context, t *testing.T, id [32]byte) node.JobRecord {
	t.Helper()
	recs, err := n.Client.Jobs(ctx)
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range recs {
		if r.ID == common.Bytes2Hex(id[:]) {
			return r
		}
	}
	return node.JobRecord{}
}

// lastDetail is the detail of a record's last step.
func lastDetail(r node.JobRecord) string {
	if k := len(r.Timeline); k > 0 {
		return r.Timeline[k-1].State + ": " + strings.TrimSpace(r.Timeline[k-1].Detail)
	}
	return ""
}

// TestAttackForwardedBatchAudited reproduces issue 14 attack 1
// (follow-up of the red-team review, TestRedTeamAuditSkipsBatchSentThroughDelegatedEOA):
// a staked miner settles its job with a made-up result, sending
// submitBatch from its own EOA delegated with EIP-7702 to a forwarder, so
// the transaction's data is not a submitBatch call (with the
// selector-adding forwarder, not even embedded). JobEscrow accepts the
// batch. Before, the client could not read such a leaf; now every batch's
// leaves are in the escrow's BatchLeaves event, so the client reads the
// leaf whatever sent it, and records the job disputed (another result
// than the one it verified), never settled.
func TestAttackForwardedBatchAudited(t *testing.T) {
	needModel(t)
	tests := []struct {
		name      string
		forwarder []byte
		strip     bool
	}{
		// target ‖ submitBatch call: the call is in the data, at offset 20.
		{"pass-through forwarder", passThroughForwarder, false},
		// target ‖ arguments: no submitBatch call anywhere in the data.
		{"selector-adding forwarder", selectorForwarder(), true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var net *Net
			var rogue atomic.Bool
			var rogueErr atomic.Value
			settleMadeUp := func(c *proof.Claim) {
				if !rogue.CompareAndSwap(false, true) {
					return
				}
				ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
				defer cancel()
				if err := net.settleMadeUpViaDelegatedEOA(ctx, 0, c, tt.forwarder, tt.strip); err != nil {
					rogueErr.Store(err.Error())
				}
			}
			net = startNet(t, Config{Miners: 1, Chain: true, BidWindow: 150 * time.Millisecond, ChallengeWindow: 10 * time.Minute,
				Profiles: []Profile{{Name: "cpu", PriceTORA: 2, StakeTORA: 200}},
				Jobs:     []JobTemplate{{Spec: "1cpu", Engine: "onnx", MaxFeeTORA: 5}},
				Faults:   hookFaults{node.Hooks{Claim: settleMadeUp}}})
			ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
			defer cancel()
			if rep, err := net.Run(ctx, 1); err != nil || !rep.OK() {
				t.Fatalf("run: %v %+v", err, rep)
			}
			if !rogue.Load() {
				t.Fatal("the miner never finished the job")
			}
			if e := rogueErr.Load(); e != nil {
				t.Fatalf("the made-up leaf could not be settled through EIP-7702 (the attack did not happen): %v", e)
			}
			done, err := net.Miners[0].Queue().List(ctx, queue.Done)
			if err != nil || len(done) != 1 {
				t.Fatalf("miner queue: %d done, %v", len(done), err)
			}
			rec := waitJobState(ctx, t, net, done[0].ID, "disputed")
			if d := lastDetail(rec); rec.Settled || !strings.Contains(d, "settled result") || strings.Contains(d, "unreadable") {
				t.Fatalf("a made-up result settled through an EIP-7702-delegated miner EOA: record %s (settled %v), want its leaf read and disputed", d, rec.Settled)
			}
			t.Logf("recorded %s", lastDetail(rec))
		})
	}
}
