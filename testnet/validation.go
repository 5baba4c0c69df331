package testnet

import (
	"context"
	"fmt"
	"io"
	"math/big"
	"strconv"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"

	"github.com/tensora/tensora/chain/bindings"
	"github.com/tensora/tensora/chain/staking"
	"github.com/tensora/tensora/node"
	"github.com/tensora/tensora/types/tora"
)

var challengesABI = bindings.NewChallenges()

// ValidatorLine is one validator's part in a run.
type ValidatorLine struct {
	Address    common.Address `json:"address"`
	Seen       int            `json:"results_seen"`
	Sampled    int            `json:"sampled"`
	Escalated  int            `json:"escalated"`
	Agree      int            `json:"agree"`
	Disagree   int            `json:"disagree"`
	Challenges int            `json:"challenges_opened"`
	Worked     int            `json:"work_recorded"`
	// ReexecCPU is the validator's re-execution time; MinerCPU the
	// miners' execution time of all results it saw (ratio ≈ sample rate).
	ReexecCPU time.Duration `json:"reexec_ns"`
	MinerCPU  time.Duration `json:"miner_exec_ns"`
	// VerdictLag is the mean time from result to verdict.
	VerdictLag time.Duration `json:"verdict_lag_ns"`
	Claimed    *big.Int      `json:"claimed_wei"`
}

// MinerLine is what validation did to one miner.
type MinerLine struct {
	Address      common.Address `json:"address"`
	Byzantine    bool           `json:"byzantine"`
	Jobs         int            `json:"jobs"`
	Caught       int            `json:"caught"`
	Upheld       int            `json:"challenges_upheld"`
	StakeBefore  *big.Int       `json:"stake_before_wei"`
	StakeAfter   *big.Int       `json:"stake_after_wei"`
	PriceBefore  float64        `json:"share_price_before"`
	PriceAfter   float64        `json:"share_price_after"`
	ChallengeTxs []string       `json:"challenges,omitempty"`
}

// ValidationReport is the verification side of a run.
type ValidationReport struct {
	SampleRateBps uint16           `json:"sample_rate_bps"`
	Validators    []ValidatorLine  `json:"validators"`
	Miners        []MinerLine      `json:"miners"`
	Refunded      *big.Int         `json:"client_refunded_wei"`
	Voided        int              `json:"leaves_voided"`
	Resolved      map[string]int   `json:"challenges"`
	Evidence      []ChallengeTrail `json:"evidence"`
	// Names are the peers' .tora names (Config.Names), printed next to
	// their addresses.
	Names map[common.Address]string `json:"names,omitempty"`
}

func (r *ValidationReport) label(a common.Address) string { return addrLabel(a.Hex(), r.Names[a]) }

// ChallengeTrail is the chain of evidence of one challenge.
type ChallengeTrail struct {
	ID         uint64         `json:"id"`
	Job        string         `json:"job"`
	Batch      uint64         `json:"batch"`
	Miner      common.Address `json:"miner"`
	Challenger common.Address `json:"challenger"`
	Verdicts   int            `json:"verdicts"`
	Upheld     bool           `json:"upheld"`
	Slashed    *big.Int       `json:"slashed_wei"`
	Refund     *big.Int       `json:"refund_wei"`
}

// settleValidators waits until every validator has acted on chain on
// every result it re-executed (work recorded or challenge opened), then
// lets open challenges run out their vote period and be resolved.
func (n *Net) settleValidators(ctx context.Context) error {
	if len(n.Validators) == 0 {
		return nil
	}
	busy := func(final bool) (int, error) {
		k := 0
		for _, v := range n.Validators {
			recs, err := v.Validations(ctx)
			if err != nil {
				return 0, err
			}
			for _, r := range recs {
				switch r.State {
				case node.ValQueued:
					k++
				case node.ValChallenged:
					if final {
						k++
					}
				case node.ValAgree, node.ValDisagree:
					if !final {
						k++
					}
				}
			}
		}
		return k, nil
	}
	wait := func(final bool, d time.Duration) error {
		ctx, cancel := context.WithTimeout(ctx, d)
		defer cancel()
		for {
			k, err := busy(final)
			if err != nil || k == 0 {
				return err
			}
			select {
			case <-ctx.Done():
				n.cfg.Logger.Warn("validators still busy", "records", k)
				return nil
			case <-time.After(100 * time.Millisecond):
			}
		}
	}
	if err := wait(false, 30*time.Second); err != nil {
		return err
	}
	if err := n.awaitVotes(ctx, 30*time.Second); err != nil {
		return err
	}
	if k, err := busy(true); err != nil || k == 0 {
		return err
	}
	// Challenges short of quorum stay open for the vote period.
	if err := n.chain.advance(ctx, n.chain.vote+time.Second); err != nil {
		return err
	}
	return wait(true, 30*time.Second)
}

// awaitVotes waits until every open challenge carries the verdict of
// every validator that saw the challenged result (escalated re-executions
// included), so that moving the clock past the vote period decides it on
// all the evidence.
func (n *Net) awaitVotes(ctx context.Context, d time.Duration) error {
	ctx, cancel := context.WithTimeout(ctx, d)
	defer cancel()
	c := n.chain.client
	for {
		missing := 0
		it, err := bind.FilterEvents(challengesABI.Instance(c, n.chain.addrs.Challenges), &bind.FilterOpts{Context: ctx}, challengesABI.UnpackChallengeOpenedEvent)
		if err != nil {
			return err
		}
		for it.Next() {
			ev := it.Value()
			out, err := n.chain.call(ctx, n.chain.addrs.Challenges, challengesABI.PackChallenge(ev.Id))
			if err != nil {
				return err
			}
			if ch, err := challengesABI.UnpackChallenge(out); err != nil || ch.Status != 1 {
				continue // decided already
			}
			for _, v := range n.Validators {
				if r, err := v.Validation(ctx, ev.JobId); err != nil || r.State == node.ValFailed {
					continue // never saw the result, or could not re-execute it: no verdict to give
				}
				out, err := n.chain.call(ctx, n.chain.addrs.Challenges, challengesABI.PackHasVoted(ev.Id, v.Address()))
				if ok, _ := challengesABI.UnpackHasVoted(out); err == nil && !ok {
					missing++
				}
			}
		}
		it.Close()
		if missing == 0 {
			return nil
		}
		select {
		case <-ctx.Done():
			n.cfg.Logger.Warn("challenges still missing verdicts", "missing", missing)
			return nil
		case <-time.After(100 * time.Millisecond):
		}
	}
}

// claimValidators has every validator claim its work rewards and bounties.
func (n *Net) claimValidators(ctx context.Context) error {
	for i, v := range n.Validators {
		recs, err := v.Validations(ctx)
		if err != nil {
			return err
		}
		seen := map[uint64]bool{}
		var ids []*big.Int
		for _, r := range recs {
			if r.State == node.ValWorked && r.BatchID != 0 && !seen[r.BatchID] {
				seen[r.BatchID] = true
				ids = append(ids, new(big.Int).SetUint64(r.BatchID))
			}
		}
		key := n.keys[len(n.Miners)+i]
		if len(ids) > 0 {
			if err := n.chain.send(ctx, key, n.chain.addrs.Rewards, rewardsABI.PackClaimWork(ids)); err != nil {
				return fmt.Errorf("testnet: validator %d claims work: %w", i, err)
			}
		}
		out, err := n.chain.call(ctx, n.chain.addrs.Rewards, rewardsABI.PackClaimable(v.Address()))
		if err != nil {
			return err
		}
		if c, _ := rewardsABI.UnpackClaimable(out); c != nil && c.Sign() > 0 {
			if err := n.chain.send(ctx, key, n.chain.addrs.Rewards, rewardsABI.PackClaim()); err != nil {
				return fmt.Errorf("testnet: validator %d claims: %w", i, err)
			}
		}
	}
	return nil
}

func (e *chainEnv) stakeOf(ctx context.Context, a common.Address) (*big.Int, float64, error) {
	out, err := e.call(ctx, e.addrs.Staking, stakingABI.PackStakeOf(a))
	if err != nil {
		return nil, 0, err
	}
	st, err := stakingABI.UnpackStakeOf(out)
	if err != nil {
		return nil, 0, err
	}
	out, err = e.call(ctx, e.addrs.Staking, stakingABI.PackVaultOf(a))
	if err != nil {
		return st, 0, err
	}
	vault, err := stakingABI.UnpackVaultOf(out)
	if err != nil || vault == (common.Address{}) {
		return st, 0, err
	}
	vABI := bindings.NewOperatorVault()
	// The price of one whole share (staking.ShareDecimals units) in TORA.
	one := new(big.Int).Exp(big.NewInt(10), big.NewInt(staking.ShareDecimals), nil)
	out, err = e.call(ctx, vault, vABI.PackConvertToAssets(one))
	if err != nil {
		return st, 0, err
	}
	p, err := vABI.UnpackConvertToAssets(out)
	if err != nil {
		return st, 0, err
	}
	f, _ := new(big.Rat).SetFrac(p, tora.One()).Float64()
	return st, f, nil
}

// stakes reads every miner's stake and share price.
func (n *Net) stakes(ctx context.Context) (map[common.Address]*big.Int, map[common.Address]float64, error) {
	st, pr := map[common.Address]*big.Int{}, map[common.Address]float64{}
	for _, m := range n.Miners {
		s, p, err := n.chain.stakeOf(ctx, m.Address())
		if err != nil {
			return nil, nil, err
		}
		st[m.Address()], pr[m.Address()] = s, p
	}
	return st, pr, nil
}

// validationReport gathers the validators' records and the challenges on
// chain into one report.
func (n *Net) validationReport(ctx context.Context, stBefore map[common.Address]*big.Int, prBefore map[common.Address]float64, before map[common.Address]*big.Int) (*ValidationReport, error) {
	rep := &ValidationReport{SampleRateBps: n.cfg.SampleRateBps, Refunded: new(big.Int), Resolved: map[string]int{}, Names: n.names}
	jobs := map[common.Address]map[string]bool{} // miner → job ids seen by any validator
	caught := map[common.Address]map[string]bool{}
	for _, v := range n.Validators {
		recs, err := v.Validations(ctx)
		if err != nil {
			return nil, err
		}
		line := ValidatorLine{Address: v.Address()}
		var lag time.Duration
		lags := 0
		for _, r := range recs {
			m := common.HexToAddress(r.Miner)
			if jobs[m] == nil {
				jobs[m], caught[m] = map[string]bool{}, map[string]bool{}
			}
			jobs[m][r.JobID] = true
			line.Seen++
			line.MinerCPU += time.Duration(r.MinerExecUs) * time.Microsecond
			if r.Sampled {
				line.Sampled++
			}
			if r.Escalated {
				line.Escalated++
			}
			if r.VerdictMs > 0 {
				line.ReexecCPU += time.Duration(r.ReexecUs) * time.Microsecond
				lag += time.Duration(r.VerdictMs-r.SeenMs) * time.Millisecond
				lags++
				if r.ReexecHash == r.ResultHash {
					line.Agree++
				} else {
					line.Disagree++
					caught[m][r.JobID] = true
				}
			}
			if r.State == node.ValWorked {
				line.Worked++
			}
		}
		if lags > 0 {
			line.VerdictLag = lag / time.Duration(lags)
		}
		out, err := n.chain.call(ctx, n.chain.addrs.Token, toraABI.PackBalanceOf(v.Address()))
		if err != nil {
			return nil, err
		}
		bal, _ := toraABI.UnpackBalanceOf(out)
		line.Claimed = new(big.Int).Sub(bal, before[v.Address()])
		rep.Validators = append(rep.Validators, line)
	}
	// Challenges on chain.
	c := n.chain.client
	it, err := bind.FilterEvents(challengesABI.Instance(c, n.chain.addrs.Challenges), &bind.FilterOpts{Context: ctx}, challengesABI.UnpackChallengeOpenedEvent)
	if err != nil {
		return nil, err
	}
	upheld := map[common.Address]int{}
	for it.Next() {
		ev := it.Value()
		out, err := n.chain.call(ctx, n.chain.addrs.Challenges, challengesABI.PackChallenge(ev.Id))
		if err != nil {
			return nil, err
		}
		ch, err := challengesABI.UnpackChallenge(out)
		if err != nil {
			return nil, err
		}
		t := ChallengeTrail{ID: ev.Id.Uint64(), Job: fmt.Sprintf("%x", ev.JobId[:6]), Batch: ev.BatchId.Uint64(), Miner: ev.Miner,
			Challenger: ev.Challenger, Upheld: ch.Status == 2, Slashed: new(big.Int), Refund: new(big.Int)}
		for _, v := range n.Validators {
			out, err := n.chain.call(ctx, n.chain.addrs.Challenges, challengesABI.PackHasVoted(ev.Id, v.Address()))
			if ok, _ := challengesABI.UnpackHasVoted(out); err == nil && ok {
				t.Verdicts++
			}
		}
		switch ch.Status {
		case 2:
			rep.Resolved["upheld"]++
			upheld[ev.Miner]++
			t.Refund = ch.Fee
			rep.Refunded.Add(rep.Refunded, ch.Fee)
			rep.Voided++
		case 3:
			rep.Resolved["rejected"]++
		default:
			rep.Resolved["open"]++
		}
		for k := range rep.Validators {
			if rep.Validators[k].Address == ev.Challenger {
				rep.Validators[k].Challenges++
			}
		}
		rep.Evidence = append(rep.Evidence, t)
	}
	if err := it.Error(); err != nil {
		return nil, err
	}
	it.Close()
	stAfter, prAfter, err := n.stakes(ctx)
	if err != nil {
		return nil, err
	}
	// What each resolution slashed, from its ChallengeResolved event.
	res, err := bind.FilterEvents(challengesABI.Instance(c, n.chain.addrs.Challenges), &bind.FilterOpts{Context: ctx}, challengesABI.UnpackChallengeResolvedEvent)
	if err != nil {
		return nil, err
	}
	slashed := map[uint64]*big.Int{}
	for res.Next() {
		slashed[res.Value().Id.Uint64()] = res.Value().Slashed
	}
	if err := res.Error(); err != nil {
		return nil, err
	}
	res.Close()
	for i := range rep.Evidence {
		if s, ok := slashed[rep.Evidence[i].ID]; ok {
			rep.Evidence[i].Slashed = s
		}
	}
	for _, m := range n.Miners {
		a := m.Address()
		rep.Miners = append(rep.Miners, MinerLine{
			Address: a, Byzantine: n.Byzantine[a], Jobs: len(jobs[a]), Caught: len(caught[a]), Upheld: upheld[a],
			StakeBefore: stBefore[a], StakeAfter: stAfter[a], PriceBefore: prBefore[a], PriceAfter: prAfter[a],
		})
	}
	return rep, nil
}

// challengeCounts reads the challenges by outcome for people: "none", or
// "2 upheld, 1 rejected, 1 open" in that fixed order (a map prints in Go's
// syntax otherwise).
func challengeCounts(m map[string]int) string {
	var parts []string
	for _, k := range []string{"upheld", "rejected", "open"} {
		if m[k] > 0 {
			parts = append(parts, fmt.Sprintf("%d %s", m[k], k))
		}
	}
	if len(parts) == 0 {
		return "none"
	}
	return strings.Join(parts, ", ")
}

// WriteTable prints the verification side of a run in tables that fit
// TableWidth columns.
func (r *ValidationReport) WriteTable(w io.Writer) error { return r.writeTable(w, false) }

// WriteWideTable prints the verification side with every column (the
// escalations and the validators' CPU against the miners').
func (r *ValidationReport) WriteWideTable(w io.Writer) error { return r.writeTable(w, true) }

func (r *ValidationReport) writeTable(w io.Writer, wide bool) error {
	fmt.Fprintf(w, "\nvalidation: sample rate %.1f%%, challenges %s, %d leaves voided, client refunded %s TORA\n\n",
		float64(r.SampleRateBps)/100, challengeCounts(r.Resolved), r.Voided, tora.Format(r.Refunded))
	tw := tabwriter.NewWriter(w, 2, 4, 2, ' ', 0)
	if wide {
		fmt.Fprintln(tw, "VALIDATOR\tSEEN\tSAMPLED\tESCALATED\tAGREE\tDISAGREE\tCHALLENGED\tWORK\tRESULT→VERDICT\tCPU vs MINERS\tCLAIMED (TORA)")
	} else {
		fmt.Fprintln(tw, "VALIDATOR\tSEEN\tSAMPLED\tAGREE\tDISAGREE\tCHALLENGED\tWORK\tRESULT→VERDICT\tCLAIMED (TORA)")
	}
	for _, v := range r.Validators {
		if !wide {
			fmt.Fprintf(tw, "%s\t%d\t%d\t%d\t%d\t%d\t%d\t%s\t%s\n", r.label(v.Address), v.Seen, v.Sampled,
				v.Agree, v.Disagree, v.Challenges, v.Worked, ms(v.VerdictLag), tora.Format(v.Claimed))
			continue
		}
		ratio := "-"
		if v.MinerCPU > 0 {
			ratio = strconv.FormatFloat(float64(v.ReexecCPU)/float64(v.MinerCPU), 'f', 3, 64)
		}
		fmt.Fprintf(tw, "%s\t%d\t%d\t%d\t%d\t%d\t%d\t%d\t%s\t%s\t%s\n", r.label(v.Address), v.Seen, v.Sampled, v.Escalated,
			v.Agree, v.Disagree, v.Challenges, v.Worked, ms(v.VerdictLag), ratio, tora.Format(v.Claimed))
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	fmt.Fprintln(w)
	tw = tabwriter.NewWriter(w, 2, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "MINER\tKIND\tJOBS SEEN\tCAUGHT\tUPHELD\tSTAKE BEFORE\tSTAKE AFTER\tSHARE PRICE")
	for _, m := range r.Miners {
		kind := "honest"
		if m.Byzantine {
			kind = "BYZANTINE"
		}
		fmt.Fprintf(tw, "%s\t%s\t%d\t%d\t%d\t%s\t%s\t%.3f → %.3f\n", r.label(m.Address), kind, m.Jobs, m.Caught, m.Upheld,
			tora.Format(m.StakeBefore), tora.Format(m.StakeAfter), m.PriceBefore, m.PriceAfter)
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	if len(r.Evidence) == 0 {
		return nil
	}
	fmt.Fprintln(w, "\nevidence (each challenge on chain):")
	tw = tabwriter.NewWriter(w, 2, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "CHALLENGE\tJOB\tBATCH\tMINER\tCHALLENGER\tVERDICTS\tOUTCOME\tSLASHED\tREFUND")
	for _, e := range r.Evidence {
		out := "rejected"
		if e.Upheld {
			out = "UPHELD"
		}
		fmt.Fprintf(tw, "%d\t%s\t%d\t%s\t%s\t%d\t%s\t%s\t%s\n", e.ID, e.Job, e.Batch, e.Miner.Hex()[:10], e.Challenger.Hex()[:10],
			e.Verdicts, out, tora.Format(e.Slashed), tora.Format(e.Refund))
	}
	return tw.Flush()
}
