package staking

import (
	"context"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/common"
)

// Status is an address's staking as the chain sees it now. Amounts are
// wei (TORA) or share units (ShareDecimals decimals).
type Status struct {
	Address   common.Address
	Role      Role
	Bonded    *big.Int
	Unbonding *big.Int
	// Vault, SharePrice (wei per whole share), OwnShares and OwnValue are
	// the operator's own vault; zero (SharePrice nil) for a non-operator.
	Vault        common.Address
	SharePrice   *big.Int
	OwnShares    *big.Int
	OwnValue     *big.Int
	Subnet       uint64
	MeetsMinimum bool // the subnet's minimum stake for the role (validators: and in the active set)
	Delegations  []Holding
	Pending      []Request // unbonding requests not yet withdrawn
	Wallet       *big.Int  // TORA in the wallet
	ChainTime    time.Time
	Active       bool // a validator in the active set, whose verdicts and work count
}

// Holding is the shares an address still holds in another operator's vault.
type Holding struct {
	Operator, Vault common.Address
	Shares, Value   *big.Int
}

// Request is a pending unbonding request.
type Request struct {
	ID            *big.Int
	Operator      common.Address
	Shares, Value *big.Int // Value: what the shares are worth now
	MaturesAt     time.Time
	Matured       bool // by the chain's clock
}

// Status reads a's role, stake, vault and share price, whether it meets
// subnet's minimum, the vaults it delegated to (from Delegated events) and
// its pending unbonding requests (from UnbondRequested events).
func (c *Client) Status(ctx context.Context, a common.Address, subnet uint64) (*Status, error) {
	st, err := c.status(ctx, a, subnet)
	if err != nil {
		return nil, &Error{"status", err}
	}
	return st, nil
}

func (c *Client) status(ctx context.Context, a common.Address, subnet uint64) (*Status, error) {
	staking := c.addrs.Staking
	role, err := c.RoleOf(ctx, a)
	if err != nil {
		return nil, err
	}
	bonded, err := c.StakeOf(ctx, a)
	if err != nil {
		return nil, err
	}
	unbonding, err := call(ctx, c, staking, c.st.PackUnbondingOf(a), c.st.UnpackUnbondingOf)
	if err != nil {
		return nil, err
	}
	meets, err := call(ctx, c, staking, c.st.PackMeetsMinimum(a, subnet), c.st.UnpackMeetsMinimum)
	if err != nil {
		return nil, err
	}
	wallet, err := call(ctx, c, c.addrs.Token, c.tora.PackBalanceOf(a), c.tora.UnpackBalanceOf)
	if err != nil {
		return nil, err
	}
	now, err := c.ChainTime(ctx)
	if err != nil {
		return nil, err
	}
	active, err := c.IsActiveValidator(ctx, a)
	if err != nil {
		return nil, err
	}
	out := &Status{Address: a, Role: role, Bonded: bonded, Unbonding: unbonding, OwnShares: new(big.Int), OwnValue: new(big.Int),
		Subnet: subnet, MeetsMinimum: meets, Active: active, Wallet: wallet, Delegations: []Holding{}, Pending: []Request{}, ChainTime: now}
	vaults := map[common.Address]common.Address{} // operator -> vault
	vaultFor := func(op common.Address) (common.Address, error) {
		if v, ok := vaults[op]; ok {
			return v, nil
		}
		v, err := c.VaultOf(ctx, op)
		if err == nil {
			vaults[op] = v
		}
		return v, err
	}
	if role != None {
		if out.Vault, err = vaultFor(a); err != nil {
			return nil, err
		}
		if out.SharePrice, err = c.ToAssets(ctx, out.Vault, oneShare); err != nil {
			return nil, err
		}
		if out.OwnShares, err = c.Shares(ctx, out.Vault, a); err != nil {
			return nil, err
		}
		if out.OwnValue, err = c.ToAssets(ctx, out.Vault, out.OwnShares); err != nil {
			return nil, err
		}
	}

	// Delegations: the operators a has delegated to (Delegated events),
	// with the shares a still holds in their vaults.
	abi := c.st.GetABI()
	logs, err := c.filter(ctx, [][]common.Hash{{abi.Events["Delegated"].ID}, {common.BytesToHash(a.Bytes())}})
	if err != nil {
		return nil, fmt.Errorf("read Delegated events: %w", err)
	}
	seen := map[common.Address]bool{a: true} // a's own vault is read above
	for _, l := range logs {
		ev, err := c.st.UnpackDelegatedEvent(&l)
		if err != nil || seen[ev.Operator] {
			continue
		}
		seen[ev.Operator] = true
		vault, err := vaultFor(ev.Operator)
		if err != nil {
			return nil, err
		}
		sh, err := c.Shares(ctx, vault, a)
		if err != nil {
			return nil, err
		}
		if sh.Sign() == 0 {
			continue
		}
		val, err := c.ToAssets(ctx, vault, sh)
		if err != nil {
			return nil, err
		}
		out.Delegations = append(out.Delegations, Holding{Operator: ev.Operator, Vault: vault, Shares: sh, Value: val})
	}

	// Pending unbonding requests owned by a: UnbondRequested events whose
	// request has not been withdrawn yet.
	logs, err = c.filter(ctx, [][]common.Hash{{abi.Events["UnbondRequested"].ID}, nil, {common.BytesToHash(a.Bytes())}})
	if err != nil {
		return nil, fmt.Errorf("read UnbondRequested events: %w", err)
	}
	for _, l := range logs {
		ev, err := c.st.UnpackUnbondRequestedEvent(&l)
		if err != nil {
			continue
		}
		u, err := call(ctx, c, staking, c.st.PackUnbonding(ev.RequestId), c.st.UnpackUnbonding)
		if err != nil {
			return nil, err
		}
		if u.Owner == (common.Address{}) {
			continue // withdrawn
		}
		vault, err := vaultFor(u.Operator)
		if err != nil {
			return nil, err
		}
		val, err := c.ToAssets(ctx, vault, u.Shares)
		if err != nil {
			return nil, err
		}
		at := unix(u.MaturesAt)
		out.Pending = append(out.Pending, Request{ID: ev.RequestId, Operator: u.Operator, Shares: u.Shares, Value: val, MaturesAt: at, Matured: !now.Before(at)})
	}
	return out, nil
}
