package chain

import (
	"context"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum"
	ethtypes "github.com/ethereum/go-ethereum/core/types"
)

// MaxLogRange is the most blocks one event query of ScanLogs spans. RPC
// providers cap eth_getLogs by range and by result size: one query from a
// deployment to the head fails for good once the chain is long, or once
// someone spams a contract's events, and a reader that never loads (an
// access list, a model registry, names) answers as if nothing happened.
const MaxLogRange = 2000

// ScanLogs reads q's logs of blocks from..to (q's block range is ignored)
// in steps of at most MaxLogRange blocks, halving a step the provider
// refuses down to one block, and hands each step's logs, in chain order,
// with the step's last block to each, so a caller keeps what every step
// read. An error from each stops the scan and is returned.
func ScanLogs(ctx context.Context, c ethereum.LogFilterer, q ethereum.FilterQuery, from, to uint64, each func(logs []ethtypes.Log, last uint64) error) error {
	step := uint64(MaxLogRange)
	for from <= to {
		last := min(to, from+step-1)
		q.FromBlock, q.ToBlock = new(big.Int).SetUint64(from), new(big.Int).SetUint64(last)
		logs, err := c.FilterLogs(ctx, q)
		if err != nil {
			if step > 1 && ctx.Err() == nil {
				step /= 2
				continue
			}
			return fmt.Errorf("events of blocks %d-%d: %w", from, last, err)
		}
		if err := each(logs, last); err != nil {
			return err
		}
		from = last + 1
	}
	return nil
}
