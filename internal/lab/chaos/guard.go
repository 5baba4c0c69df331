package chaos

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"math"
	"slices"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/tensora/tensora/engine/onnx"
	"github.com/tensora/tensora/node"
	"github.com/tensora/tensora/tensor"
	"github.com/tensora/tensora/testnet"
	"github.com/tensora/tensora/types"
	"github.com/tensora/tensora/types/tora"
	"github.com/tensora/tensora/verify"
)

// R13: forged "disagree" verdicts about a competitor (issue 14, attack 7),
// from a key with no stake and from an operator staked above the minimum
// that is no validator, about invented jobs and about a real job that
// another miner ran. (Without a chain the stake table says nothing of
// roles; with one, the non-validator is rejected too: Staking.meetsMinimum.)
func chaosR13(ctx context.Context, o Options, r *Result) error {
	staked, err := crypto.GenerateKey()
	if err != nil {
		return err
	}
	miners := o.size(3, 5)
	n, stop, err := chaosNet(ctx, o, testnet.Config{Miners: miners, Validators: 1, BidWindow: 150 * time.Millisecond,
		Profiles: cpuFleet, Jobs: cpuJobs, SampleRateBps: 10000,
		Outsiders: []testnet.Outsider{{Key: staked, Stake: tora.Whole(200)}}}, false)
	if err != nil {
		return err
	}
	defer stop()
	ctx, cancel := context.WithTimeout(ctx, 3*time.Minute)
	defer cancel()
	r.did("started %d miners, a validator re-executing every result, and a client", miners)
	rep, err := runJobs(ctx, r, n, o.size(2, 4), "the jobs before the forgeries")
	if err != nil || len(rep.Jobs) == 0 || rep.Jobs[0].Winner == "" {
		return errors.Join(err, errors.New("r13: no job to forge verdicts about"))
	}
	ran := common.HexToAddress(rep.Jobs[0].Winner)
	victim := n.Miners[0].Address()
	if victim == ran {
		victim = n.Miners[1].Address()
	}
	var realJob []byte // the report names jobs by a prefix of their id
	for _, j := range n.Client.ObservedJobs() {
		if strings.HasPrefix(j.ID, rep.Jobs[0].JobID) {
			realJob, _ = hex.DecodeString(j.ID)
		}
	}
	if len(realJob) != 32 {
		return fmt.Errorf("r13: job %q not in the client's book", rep.Jobs[0].JobID)
	}
	val := n.Validators[0]
	if err := waitUntil(ctx, func() bool { seen, _ := val.ValidationStats(); return seen >= int64(len(rep.Jobs)) }); err != nil {
		return fmt.Errorf("r13: the validator did not see every result: %w", err)
	}
	recsBefore, err := val.Validations(ctx)
	if err != nil {
		return err
	}
	before := map[common.Address]float64{}
	for _, p := range n.All {
		before[p.Address()] = p.Reputation().Reputation(victim)
	}
	honest := slices.Clone(n.All)
	topic := types.SubnetTopic(1, types.TopicVerdict)
	const each = 20
	forge := func(ev *rogue, i int) ([]byte, error) {
		var id, hash [32]byte
		_, _ = rand.Read(hash[:])
		if i%2 == 0 {
			_, _ = rand.Read(id[:]) // an invented job
		} else {
			id = [32]byte(realJob) // a real job, which another miner ran
		}
		sp, _, err := verify.Sample(n.Domain(), ev.key, id, hash, 10000)
		if err != nil {
			return nil, err
		}
		v := &types.Verdict{JobId: id[:], Subnet: 1, Miner: victim.Bytes(), ResultHash: hash[:], ReexecHash: hash[:],
			SampleProof: sp, CreatedMs: time.Now().UnixMilli()}
		if err := types.Sign(n.Domain(), v, ev.key); err != nil {
			return nil, err
		}
		return types.Encode(v)
	}
	flood := func(ev *rogue) error {
		t, err := ev.join(ctx, topic, ids(honest))
		if err != nil {
			return err
		}
		for i := range each {
			b, err := forge(ev, i)
			if err != nil {
				return err
			}
			if err := t.Publish(ctx, b); err != nil {
				return err
			}
		}
		return nil
	}
	rejected := func() float64 {
		return sumPeers(honest, func(p *node.Node) float64 { return p.Host().Rejected("unstaked") })
	}
	ignored := func() float64 {
		return sumPeers(honest, func(p *node.Node) float64 {
			return p.Host().Ignored("unknown-job") + p.Host().Ignored("verdict-not-assigned")
		})
	}
	rej0, ign0 := rejected(), ignored()

	unstaked, err := newRogue(ctx, hostsOf(honest))
	if err != nil {
		return err
	}
	defer unstaked.close()
	if err := flood(unstaked); err != nil {
		return err
	}
	r.did("a key with no stake published %d disagree verdicts naming %s (half about invented jobs, half about a real job %s ran)", each, short(victim), short(ran))
	forger, err := rogueWithKey(ctx, hostsOf(honest), staked)
	if err != nil {
		return err
	}
	defer forger.close()
	if err := flood(forger); err != nil {
		return err
	}
	r.did("an operator staked at 200 TORA that is no validator published %d more", each)
	_ = waitUntil(ctx, func() bool { return rejected()-rej0 >= float64(len(honest)) && ignored()-ign0 >= each })
	r.check(rejected()-rej0 >= float64(len(honest)), "the unstaked key's verdicts rejected (its sender penalised)",
		"%.0f rejections on %d peers", rejected()-rej0, len(honest))
	r.check(ignored()-ign0 >= each, "the staked forger's verdicts ignored: no peer saw those jobs, or the victim assigned them",
		"%.0f ignored", ignored()-ign0)
	moved := []string{}
	for _, p := range n.All {
		if got, was := p.Reputation().Reputation(victim), before[p.Address()]; math.Abs(got-was) > 0.01 {
			moved = append(moved, fmt.Sprintf("%s %.3f→%.3f", short(p.Address()), was, got))
		}
	}
	r.check(len(moved) == 0, "the victim's reputation unchanged on every peer", "%d of %d peers moved %s", len(moved), len(n.All), strings.Join(moved, ", "))
	recsAfter, err := val.Validations(ctx)
	if err != nil {
		return err
	}
	escalated := func(rs []node.ValidationRecord) int {
		k := 0
		for _, rec := range rs {
			if rec.Escalated || len(rec.Disputes) > 0 {
				k++
			}
		}
		return k
	}
	r.check(len(recsAfter) == len(recsBefore) && escalated(recsAfter) == escalated(recsBefore), "the validator re-executed nothing for them",
		"records %d → %d, escalated or disputed %d → %d", len(recsBefore), len(recsAfter), escalated(recsBefore), escalated(recsAfter))
	return nil
}

// R14: a job whose model declares an output no machine could hold
// (issue 14, attack 8: the miner died of "makeslice: len out of range").
func chaosR14(ctx context.Context, o Options, r *Result) error {
	n, stop, err := chaosNet(ctx, o, testnet.Config{Miners: 2, BidWindow: 150 * time.Millisecond, Profiles: cpuFleet, Jobs: cpuJobs}, false)
	if err != nil {
		return err
	}
	defer stop()
	ctx, cancel := context.WithTimeout(ctx, 3*time.Minute)
	defer cancel()
	r.did("started 2 miners and a client")
	model := onnx.HugeOutputModel()
	mc, _, err := n.Client.Content().Add(ctx, bytes.NewReader(model), "huge output", nil)
	if err != nil {
		return err
	}
	x, err := tensor.Encode([]tensor.Tensor{{Name: "x", DType: tensor.F16, Shape: []int64{1}, Data: []byte{0, 0x3c}}})
	if err != nil {
		return err
	}
	ic, _, err := n.Client.Content().Add(ctx, bytes.NewReader(x), "x", nil)
	if err != nil {
		return err
	}
	_, err = n.Client.Post(ctx, node.JobRequest{Subnet: 1, ModelCID: mc.String(), InputCID: ic.String(), Engine: "onnx", Spec: "1cpu", MaxFee: tora.Whole(5)})
	r.did("posted a job on a %d-byte model declaring a float16 output of 2^61 elements", len(model))
	var re *node.ResultError
	r.check(errors.As(err, &re) && re.Failure == types.Failure_FAILURE_BAD_MODEL, "the job failed as a bad model, with a reason", "%v", err)
	up := 0
	for _, m := range n.Miners {
		if _, err := m.MinerJobs(ctx); err == nil && m.Queue() != nil {
			up++
		}
	}
	r.check(up == len(n.Miners), "every miner still up", "%d of %d", up, len(n.Miners))
	_, err = runJobs(ctx, r, n, o.size(2, 4), "the jobs after it")
	return err
}

// waitUntil polls cond every 50 ms until it holds or ctx ends.
func waitUntil(ctx context.Context, cond func() bool) error {
	for !cond() {
		if err := sleepCtx(ctx, 50*time.Millisecond); err != nil {
			return err
		}
	}
	return nil
}

func sumPeers(ps []*node.Node, f func(*node.Node) float64) float64 {
	s := 0.0
	for _, p := range ps {
		s += f(p)
	}
	return s
}

func short(a common.Address) string { return a.Hex()[:10] }
