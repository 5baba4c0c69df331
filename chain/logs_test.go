package chain_test

import (
	"context"
	"errors"
	"testing"

	"github.com/ethereum/go-ethereum"
	ethtypes "github.com/ethereum/go-ethereum/core/types"

	"github.com/tensora/tensora/chain"
)

// cappedFilterer refuses a query spanning more than max blocks and
// otherwise returns one log per block.
type cappedFilterer struct {
	max     uint64
	queries int
}

func (f *cappedFilterer) FilterLogs(_ context.Context, q ethereum.FilterQuery) ([]ethtypes.Log, error) {
	f.queries++
	from, to := q.FromBlock.Uint64(), q.ToBlock.Uint64()
	if to-from+1 > f.max {
		return nil, errors.New("query returned more than 10000 results")
	}
	var out []ethtypes.Log
	for b := from; b <= to; b++ {
		out = append(out, ethtypes.Log{BlockNumber: b})
	}
	return out, nil
}

func (f *cappedFilterer) SubscribeFilterLogs(context.Context, ethereum.FilterQuery, chan<- ethtypes.Log) (ethereum.Subscription, error) {
	return nil, errors.New("not supported")
}

// ScanLogs reads a range larger than its provider allows in steps it
// halves until the provider answers, hands on every block's log once and
// in order, and stops at the first error of its callback.
func TestScanLogsStepsUnderAProvidersCap(t *testing.T) {
	f := &cappedFilterer{max: 300}
	var got []uint64
	lastSeen := uint64(0)
	err := chain.ScanLogs(context.Background(), f, ethereum.FilterQuery{}, 5, 4999, func(logs []ethtypes.Log, last uint64) error {
		for _, l := range logs {
			got = append(got, l.BlockNumber)
		}
		lastSeen = last
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 4995 || got[0] != 5 || got[len(got)-1] != 4999 || lastSeen != 4999 {
		t.Fatalf("read %d logs, %d..%d, last %d", len(got), got[0], got[len(got)-1], lastSeen)
	}
	for i := 1; i < len(got); i++ {
		if got[i] != got[i-1]+1 {
			t.Fatalf("block %d after %d", got[i], got[i-1])
		}
	}
	stop := errors.New("stop")
	calls := 0
	err = chain.ScanLogs(context.Background(), &cappedFilterer{max: 1 << 20}, ethereum.FilterQuery{}, 0, 10_000, func([]ethtypes.Log, uint64) error {
		calls++
		return stop
	})
	if !errors.Is(err, stop) || calls != 1 {
		t.Fatalf("callback error: %v after %d calls", err, calls)
	}
	if err := chain.ScanLogs(context.Background(), &cappedFilterer{max: 0}, ethereum.FilterQuery{}, 0, 10, func([]ethtypes.Log, uint64) error { return nil }); err == nil {
		t.Fatal("a provider that refuses even one block: no error")
	}
}
