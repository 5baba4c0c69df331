package swap

import (
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"go.uber.org/goleak"
)

func TestMain(m *testing.M) {
	goleak.VerifyTestMain(m,
		// go-ethereum's process-wide metrics and cache workers (the
		// embedded chains of evm_test.go).
		goleak.IgnoreAnyFunction("github.com/ethereum/go-ethereum/metrics.(*meterArbiter).tick"),
		goleak.IgnoreAnyFunction("github.com/ethereum/go-ethereum/core.(*txSenderCacher).cache"),
		// goleveldb drains its memory pool for a moment after Close.
		goleak.IgnoreTopFunction("github.com/syndtr/goleveldb/leveldb.(*DB).mpoolDrain"),
	)
}

var (
	t0        = time.Date(2026, 12, 5, 12, 0, 0, 0, time.UTC)
	deskAddr  = common.HexToAddress("0xd001")
	clientAdr = common.HexToAddress("0xc001")
	usdc      = common.HexToAddress("0x05dc")
	toraTok   = common.HexToAddress("0x7042")
	escrow    = common.HexToAddress("0xe5c0")
	otherAddr = common.HexToAddress("0xbad0")

	// payNet's gap: 3×12s + 1m + 2m = 3m36s.
	payNet = Network{Name: "paynet", ChainID: 10, Confirmations: 3, BlockTime: 12 * time.Second, ReorgMargin: time.Minute, RevealMargin: 2 * time.Minute}
	// toraNet's gap: 2×2s + 10s + 1m = 1m14s.
	toraNet = Network{Name: "tensora", ChainID: 77, Confirmations: 2, BlockTime: 2 * time.Second, ReorgMargin: 10 * time.Second, RevealMargin: time.Minute}
)

func big10(s string) *big.Int {
	x, ok := new(big.Int).SetString(s, 10)
	if !ok {
		panic("bad number " + s) // test fixture only
	}
	return x
}

// testQuote: 1 USDC (6 decimals) = 2 TORA, 0.5% premium, 1..1000 USDC.
func testQuote() Quote {
	return Quote{
		Desk: deskAddr, PayChainID: payNet.ChainID, PayToken: usdc, PaySymbol: "USDC", PayDecimals: 6,
		RateNum: big10("2000000000000"), RateDen: big.NewInt(1), PremiumBps: 50,
		Min: big10("1000000"), Max: big10("1000000000"),
		PayWindow: 2 * time.Hour, ToraWindow: time.Hour, ValidUntil: t0.Add(10 * time.Minute), Seq: 1,
	}.Seal()
}
