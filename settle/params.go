package settle

import (
	"context"
	"fmt"
	"math/big"
	"strings"
	"time"

	"github.com/tensora/tensora/types/tora"
)

// SubnetParams is what a subnet asks of its miners: the fields of
// SubnetRegistry.Params that decide what settling in it pays and risks.
type SubnetParams struct {
	MinFee          *big.Int      // smallest fee a leaf may carry (wei)
	ChallengeWindow time.Duration // how long a batch stays challengeable
	MinerShareBps   uint16        // the miner's share of a fee
	MinMinerStake   *big.Int      // stake a miner must keep to settle (wei)
	SlashAmount     *big.Int      // what one upheld challenge takes (wei)
	ChallengeBond   *big.Int      // what a challenger posts (wei)
	QuorumBps       uint16        // share of validator stake that upholds a challenge
}

// ParamChange is a change of a subnet's parameters scheduled to take
// effect at EffectiveAt (SubnetRegistry.pendingParams), with the
// parameters in force until then.
type ParamChange struct {
	Current, Next SubnetParams
	EffectiveAt   time.Time
}

// Harsher lists what in next is worse for a miner than cur, one phrase
// each; empty when nothing is. Worse: a larger slash, a larger minimum
// stake (the miner's bond), a smaller challenge bond (challenging it gets
// cheaper), a lower quorum, a smaller miner share, a higher minimum fee
// (queued leaves below it stop being payable) or a longer challenge
// window (its money held, and its stake exposed, for longer).
func Harsher(cur, next SubnetParams) []string {
	var out []string
	more := func(a, b *big.Int) bool { return a != nil && b != nil && b.Cmp(a) > 0 }
	if more(cur.SlashAmount, next.SlashAmount) {
		out = append(out, fmt.Sprintf("slash %s → %s TORA", tora.Format(cur.SlashAmount), tora.Format(next.SlashAmount)))
	}
	if more(cur.MinMinerStake, next.MinMinerStake) {
		out = append(out, fmt.Sprintf("minimum miner stake %s → %s TORA", tora.Format(cur.MinMinerStake), tora.Format(next.MinMinerStake)))
	}
	if more(next.ChallengeBond, cur.ChallengeBond) {
		out = append(out, fmt.Sprintf("challenge bond %s → %s TORA", tora.Format(cur.ChallengeBond), tora.Format(next.ChallengeBond)))
	}
	if next.QuorumBps < cur.QuorumBps {
		out = append(out, fmt.Sprintf("quorum %d → %d bp", cur.QuorumBps, next.QuorumBps))
	}
	if next.MinerShareBps < cur.MinerShareBps {
		out = append(out, fmt.Sprintf("miner share %d → %d bp", cur.MinerShareBps, next.MinerShareBps))
	}
	if more(cur.MinFee, next.MinFee) {
		out = append(out, fmt.Sprintf("minimum fee %s → %s TORA", tora.Format(cur.MinFee), tora.Format(next.MinFee)))
	}
	if next.ChallengeWindow > cur.ChallengeWindow {
		out = append(out, fmt.Sprintf("challenge window %s → %s", cur.ChallengeWindow, next.ChallengeWindow))
	}
	return out
}

// warnParamChange reads the subnet's scheduled parameter change before a
// batch is first sent and logs a WARN when one with harsher terms takes
// effect before the batch's challenge window would end (a challenge
// opened after that is weighed under the new slash and quorum): the
// miner may choose not to work the subnet. It never blocks settlement; it costs
// one chain read per batch (two when a change is scheduled).
func (q *Queue) warnParamChange(ctx context.Context, b Batch) {
	change, err := q.chain.PendingParams(ctx, b.Subnet)
	if err != nil {
		q.log.Debug("could not read the subnet's scheduled parameters", "subnet", b.Subnet, "batch", b.Seq, "err", err)
		return
	}
	if change == nil {
		return
	}
	windowEnd := q.cfg.Now().Add(change.Current.ChallengeWindow)
	if !change.EffectiveAt.Before(windowEnd) {
		return
	}
	worse := Harsher(change.Current, change.Next)
	if len(worse) == 0 {
		return
	}
	q.log.Warn("the subnet's parameters change for the worse before this batch's challenge window ends; the miner may choose not to work it",
		"subnet", b.Subnet, "batch", b.Seq, "effective_at", change.EffectiveAt.UTC().Format(time.RFC3339),
		"window_ends", windowEnd.UTC().Format(time.RFC3339), "changes", strings.Join(worse, "; "))
}
