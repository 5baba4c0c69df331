package chain

import (
	"context"
	"errors"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	gethtypes "github.com/ethereum/go-ethereum/core/types"

	"github.com/tensora/tensora/chain/backend"
	"github.com/tensora/tensora/chain/bindings"
)

// ErrNoBatchLeaves: the transaction holds no BatchLeaves event of the
// batch from the escrow, or its leaves do not hash to the batch's root.
var ErrNoBatchLeaves = errors.New("chain: no BatchLeaves event of the batch matching its root")

// BatchLeavesFromLogs finds the escrow's BatchLeaves event of batch id
// among logs (a receipt's) and decodes it, checked against the batch's
// root: the leaves in tree order and their hashes. Only logs emitted by
// escrow count, so a contract that relays the call cannot forge them.
func BatchLeavesFromLogs(logs []*gethtypes.Log, escrow common.Address, id *big.Int, root [32]byte) ([]SettledLeaf, [][32]byte, error) {
	e := bindings.NewJobEscrow()
	for _, lg := range logs {
		if lg.Address != escrow || len(lg.Topics) == 0 || lg.Topics[0] != batchLeavesTopic() {
			continue
		}
		ev, err := e.UnpackBatchLeavesEvent(lg)
		if err != nil || ev.BatchId.Cmp(id) != 0 {
			continue
		}
		leaves, err := DecodeBatchLeaves(ev.Leaves)
		if err != nil {
			return nil, nil, fmt.Errorf("batch %s: %w", id, err)
		}
		hashes := make([][32]byte, len(leaves))
		for i, l := range leaves {
			hashes[i] = l.Hash()
		}
		if MerkleRoot(hashes) != root {
			return nil, nil, fmt.Errorf("batch %s: %w", id, ErrNoBatchLeaves)
		}
		return leaves, hashes, nil
	}
	return nil, nil, fmt.Errorf("batch %s: %w", id, ErrNoBatchLeaves)
}

// ReadBatchLeaves reads batch id's leaves from the receipt of the
// transaction that submitted it (txHash), checked against root.
func ReadBatchLeaves(ctx context.Context, c backend.Client, escrow common.Address, id *big.Int, root [32]byte, txHash common.Hash) ([]SettledLeaf, [][32]byte, error) {
	r, err := c.TransactionReceipt(ctx, txHash)
	if err != nil {
		return nil, nil, fmt.Errorf("batch %s receipt: %w", id, err)
	}
	return BatchLeavesFromLogs(r.Logs, escrow, id, root)
}

// SpendingLeaf is a settled leaf found by FindSpendingLeaf, with what it
// takes to challenge or supersede it.
type SpendingLeaf struct {
	Batch *big.Int
	Miner common.Address // who submitted the batch
	Leaf  SettledLeaf
	Proof [][32]byte
}

// FindSpendingLeaf finds the newest leaf of job jobID (a job of client)
// that is not voided: the leaf that spends the job's nonce now. It looks
// only at the batches that charged client since block from (the escrow's
// ClientCharged events, indexed by client, so a flood of other clients'
// batches does not widen the search), reading each one's leaves from its
// BatchLeaves event. found is false when there is none.
func FindSpendingLeaf(ctx context.Context, c backend.Client, escrow, client common.Address, jobID [32]byte, from uint64) (_ SpendingLeaf, found bool, err error) {
	e := bindings.NewJobEscrow()
	logs, err := c.FilterLogs(ctx, ethereum.FilterQuery{
		FromBlock: new(big.Int).SetUint64(from),
		Addresses: []common.Address{escrow},
		Topics:    [][]common.Hash{{escrowABI().Events["ClientCharged"].ID}, nil, {common.BytesToHash(client.Bytes())}},
	})
	if err != nil {
		return SpendingLeaf{}, false, fmt.Errorf("ClientCharged events: %w", err)
	}
	seen := map[string]bool{}
	for i := len(logs) - 1; i >= 0; i-- {
		ev, err := e.UnpackClientChargedEvent(&logs[i])
		if err != nil || seen[ev.BatchId.String()] {
			continue
		}
		seen[ev.BatchId.String()] = true
		out, err := Call(ctx, c, escrow, e.PackBatch(ev.BatchId))
		if err != nil {
			return SpendingLeaf{}, false, fmt.Errorf("batch %s: %w", ev.BatchId, err)
		}
		b, err := e.UnpackBatch(out)
		if err != nil {
			return SpendingLeaf{}, false, fmt.Errorf("batch %s: %w", ev.BatchId, err)
		}
		leaves, hashes, err := ReadBatchLeaves(ctx, c, escrow, ev.BatchId, b.Root, logs[i].TxHash)
		if errors.Is(err, ErrNoBatchLeaves) {
			continue
		}
		if err != nil {
			return SpendingLeaf{}, false, err
		}
		for k, l := range leaves {
			if l.JobID != jobID {
				continue
			}
			out, err = Call(ctx, c, escrow, e.PackVoided(hashes[k]))
			if err != nil {
				return SpendingLeaf{}, false, fmt.Errorf("batch %s: %w", ev.BatchId, err)
			}
			if voided, err := e.UnpackVoided(out); err == nil && !voided {
				return SpendingLeaf{Batch: ev.BatchId, Miner: b.Miner, Leaf: l, Proof: MerkleProof(hashes, k)}, true, nil
			}
		}
	}
	return SpendingLeaf{}, false, nil
}

func batchLeavesTopic() common.Hash {
	return escrowABI().Events["BatchLeaves"].ID
}
