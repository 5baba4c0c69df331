package usage

import (
	"encoding/binary"
	"encoding/hex"
	"errors"
	"fmt"
	"math"

	"github.com/ethereum/go-ethereum/crypto"

	"github.com/tensora/tensora/chain"
	"github.com/tensora/tensora/chain/bindings"
	"github.com/tensora/tensora/types"
)

// ErrIncomplete: a settled leaf has no matching signed result.
var ErrIncomplete = errors.New("usage of a batch leaf is unknown")

// Aggregate is what a settled batch's jobs consumed, as anchored by
// ValidatorRewards.anchorUsage.
type Aggregate struct {
	Root     [32]byte // Merkle root of Leaves (sorted-pair keccak256, as batches)
	Leaves   [][32]byte
	Jobs     uint32
	WallUs   uint64
	CPUUs    uint64
	BytesIn  uint64
	BytesOut uint64
	FetchUs  uint64
}

// Totals is the aggregate as the contract takes it.
func (a Aggregate) Totals() bindings.ValidatorRewardsUsageTotals {
	return bindings.ValidatorRewardsUsageTotals{Jobs: a.Jobs, WallUs: a.WallUs, CpuUs: a.CPUUs, BytesIn: a.BytesIn, BytesOut: a.BytesOut, FetchUs: a.FetchUs}
}

// Digest is keccak256(abi.encode(uint64 wallUs, cpuUs, bytesIn, bytesOut,
// fetchUs)) of one job's usage; negative figures count as 0.
func Digest(u *types.Usage) [32]byte {
	var buf [5 * 32]byte
	for i, v := range []uint64{nonNeg(u.GetWallUs()), nonNeg(u.GetCpuUs()), u.GetBytesIn(), u.GetBytesOut(), nonNeg(u.GetFetchUs())} {
		binary.BigEndian.PutUint64(buf[i*32+24:], v)
	}
	return crypto.Keccak256Hash(buf[:])
}

// Leaf is keccak256(abi.encode(jobId, Digest(u))).
func Leaf(jobID [32]byte, u *types.Usage) [32]byte {
	d := Digest(u)
	return crypto.Keccak256Hash(jobID[:], d[:])
}

// AggregateBatch sums the usage of a settled batch's leaves from the
// miners' signed results (by job id) and builds the usage Merkle root, a
// leaf per job in the batch's order. Every leaf needs a result whose
// output hash is the settled one (ErrIncomplete otherwise).
func AggregateBatch(leaves []chain.SettledLeaf, results map[[32]byte]*types.Result) (Aggregate, error) {
	var a Aggregate
	if len(leaves) == 0 || len(leaves) > math.MaxUint32 {
		return a, fmt.Errorf("%w: %d leaves", ErrIncomplete, len(leaves))
	}
	for _, l := range leaves {
		r := results[l.JobID]
		if r == nil || string(r.GetResultHash()) != string(l.ResultHash[:]) {
			return a, fmt.Errorf("%w: job %s", ErrIncomplete, hex.EncodeToString(l.JobID[:]))
		}
		u := r.GetUsage()
		a.Leaves = append(a.Leaves, Leaf(l.JobID, u))
		a.WallUs = satAdd(a.WallUs, nonNeg(u.GetWallUs()))
		a.CPUUs = satAdd(a.CPUUs, nonNeg(u.GetCpuUs()))
		a.BytesIn = satAdd(a.BytesIn, u.GetBytesIn())
		a.BytesOut = satAdd(a.BytesOut, u.GetBytesOut())
		a.FetchUs = satAdd(a.FetchUs, nonNeg(u.GetFetchUs()))
	}
	a.Jobs = uint32(len(leaves))
	a.Root = chain.MerkleRoot(a.Leaves)
	return a, nil
}
