package node

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"unicode/utf8"

	"github.com/ethereum/go-ethereum/common"

	"github.com/tensora/tensora/types"
)

// ErrNotOurJob: a dispute was asked for a job this client did not post.
var ErrNotOurJob = errors.New("not a job this client posted")

// dispute asks the validators of the job's subnet to re-execute job id
// whatever their sampling says: the result resultHash of miner's (the
// hash its signed claim names, or a settled leaf's) is one the client
// cannot accept. It signs a Dispute and publishes it on the subnet's
// verdicts topic; validators that re-execute and disagree open the
// challenge that voids the miner's leaf and refunds the client. Peers
// refuse a dispute by anyone but the job's client, and ignore a second
// one of the same (job, miner, result), so calling it twice is harmless.
// reason is only logged; it is cut to types.MaxDisputeReasonLen bytes.
func (cl *client) dispute(ctx context.Context, id [32]byte, miner common.Address, resultHash [32]byte, reason string) error {
	b, err := cl.records.Get(ctx, id[:])
	if err != nil {
		return fmt.Errorf("dispute job %s: %w (%w)", short(id), ErrNotOurJob, err)
	}
	var rec JobRecord
	if err := json.Unmarshal(b, &rec); err != nil {
		return fmt.Errorf("dispute job %s: job record: %w", short(id), err)
	}
	d := &types.Dispute{
		JobId: id[:], Subnet: rec.Subnet, Miner: miner.Bytes(), ResultHash: resultHash[:],
		Reason: truncateUTF8(reason, types.MaxDisputeReasonLen), CreatedMs: cl.cfg.Now().UnixMilli(),
	}
	if err := cl.publish(ctx, types.SubnetTopic(rec.Subnet, types.TopicVerdict), d); err != nil {
		return fmt.Errorf("dispute job %s: %w", short(id), err)
	}
	cl.log.Warn("result disputed: validators asked to re-execute", "job", short(id), "miner", miner.Hex(),
		"result_hash", common.Hash(resultHash).Hex()[:10], "reason", d.GetReason())
	return nil
}

// truncateUTF8 cuts s to at most n bytes without splitting a character.
func truncateUTF8(s string, n int) string {
	if len(s) <= n {
		return s
	}
	s = s[:n]
	for len(s) > 0 && !utf8.ValidString(s) {
		s = s[:len(s)-1]
	}
	return s
}
