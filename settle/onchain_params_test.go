package settle_test

import (
	"context"
	"math/big"
	"testing"
	"time"

	ethcrypto "github.com/ethereum/go-ethereum/crypto"

	"github.com/tensora/tensora/chain"
	"github.com/tensora/tensora/chain/backend"
	"github.com/tensora/tensora/chain/bindings"
	"github.com/tensora/tensora/chain/devchain"
	"github.com/tensora/tensora/settle"
	"github.com/tensora/tensora/types"
)

// TestOnChainPendingParams: OnChain reads the registry the escrow names;
// with no change scheduled it reports none, and after the subnet owner
// schedules a larger slash it reports the parameters in force, the new
// ones and when they take effect (PARAM_CHANGE_DELAY later), which
// Harsher names.
func TestOnChainPendingParams(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	admin, _ := ethcrypto.GenerateKey()
	miner, _ := ethcrypto.GenerateKey()
	ch, err := devchain.Start(ctx, backend.EmbeddedConfig{Alloc: devchain.Alloc(big.NewInt(1e18), admin), BlockInterval: 20 * time.Millisecond},
		devchain.Config{Admin: admin})
	if err != nil {
		t.Fatal(err)
	}
	defer ch.Close()
	oc := settle.NewOnChain(ch.Client(), ch.Addrs.Escrow, types.DevDomain, miner)
	if change, err := oc.PendingParams(ctx, devchain.Subnet); err != nil || change != nil {
		t.Fatalf("PendingParams before any change = %+v, %v; want none", change, err)
	}
	p := chain.DefaultParams()
	p.SlashAmount = new(big.Int).Add(p.SlashAmount, big.NewInt(1e18))
	r, err := chain.Transact(ctx, ch.Client(), admin, ch.Addrs.Registry, bindings.NewSubnetRegistry().PackUpdateParams(devchain.Subnet, p))
	if err != nil {
		t.Fatal(err)
	}
	h, err := ch.Client().HeaderByNumber(ctx, r.BlockNumber)
	if err != nil {
		t.Fatal(err)
	}
	change, err := oc.PendingParams(ctx, devchain.Subnet)
	if err != nil || change == nil {
		t.Fatalf("PendingParams after updateParams = %+v, %v", change, err)
	}
	def := chain.DefaultParams()
	if change.Current.SlashAmount.Cmp(def.SlashAmount) != 0 || change.Next.SlashAmount.Cmp(p.SlashAmount) != 0 ||
		change.Current.ChallengeWindow != time.Duration(def.ChallengeWindow)*time.Second ||
		!change.EffectiveAt.Equal(time.Unix(int64(h.Time), 0).Add(7*24*time.Hour)) {
		t.Fatalf("change %+v; want slash %s → %s from 7 days after block time %d", change, def.SlashAmount, p.SlashAmount, h.Time)
	}
	if worse := settle.Harsher(change.Current, change.Next); len(worse) != 1 {
		t.Fatalf("Harsher = %q, want the slash alone", worse)
	}
}
