package swap

import (
	"errors"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/tensora/tensora/types"
)

// Wire is the quote as a desk signs and gossips it (types.SwapQuote),
// for Tensora's chain toraChainID, created at created.
func (q Quote) Wire(toraChainID uint64, created time.Time) *types.SwapQuote {
	return &types.SwapQuote{
		Desk: q.Desk.Bytes(), PayChainId: q.PayChainID, PayToken: q.PayToken.Bytes(), PaySymbol: q.PaySymbol,
		PayDecimals: uint32(q.PayDecimals), RateNum: bytesOf(q.RateNum), RateDen: bytesOf(q.RateDen), PremiumBps: q.PremiumBps,
		Min: bytesOf(q.Min), Max: bytesOf(q.Max), PayWindowMs: q.PayWindow.Milliseconds(), ToraWindowMs: q.ToraWindow.Milliseconds(),
		ValidUntilMs: q.ValidUntil.UnixMilli(), Seq: q.Seq, ToraChainId: toraChainID, CreatedMs: created.UnixMilli(),
	}
}

// FromWire is the Quote a signed SwapQuote carries, its ID sealed from
// its fields. types.CheckFields bounded the fields; whether the terms are
// sane is Quote.Check's.
func FromWire(m *types.SwapQuote) (Quote, error) {
	if m == nil {
		return Quote{}, errors.New("swap: no quote")
	}
	if m.GetPayDecimals() > 255 {
		return Quote{}, fmt.Errorf("%w: %d decimals", ErrBadQuote, m.GetPayDecimals())
	}
	q := Quote{
		Desk: common.BytesToAddress(m.GetDesk()), PayChainID: m.GetPayChainId(), PayToken: common.BytesToAddress(m.GetPayToken()),
		PaySymbol: m.GetPaySymbol(), PayDecimals: uint8(m.GetPayDecimals()),
		RateNum: new(big.Int).SetBytes(m.GetRateNum()), RateDen: new(big.Int).SetBytes(m.GetRateDen()), PremiumBps: m.GetPremiumBps(),
		Min: new(big.Int).SetBytes(m.GetMin()), Max: new(big.Int).SetBytes(m.GetMax()),
		PayWindow: time.Duration(m.GetPayWindowMs()) * time.Millisecond, ToraWindow: time.Duration(m.GetToraWindowMs()) * time.Millisecond,
		ValidUntil: time.UnixMilli(m.GetValidUntilMs()), Seq: m.GetSeq(),
	}
	return q.Seal(), nil
}

func bytesOf(x *big.Int) []byte {
	if x == nil {
		return nil
	}
	return x.Bytes()
}
