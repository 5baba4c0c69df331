package api

import (
	"math/big"
	"testing"

	"github.com/tensora/tensora/api/gateway"
	"github.com/tensora/tensora/node"
	"github.com/tensora/tensora/types/tora"
)

// attack6: a gateway request that names no price paid the highest price
// per 1k tokens any live advert of the model names. Adverts are any
// peer's to send: one advert at a price far above the honest miners'
// (here 1000× theirs) set the price of every such request to the
// operator's ceiling, paid per token to whichever miner won, the
// attacker's included. The default is now the lowest advertised price: a
// miner advertising it takes the job, and a low advert can only cost the
// request its miner, never the wallet more than the cheapest offer.
func TestAttack6OneAdvertSetsTheDefaultPrice(t *testing.T) {
	b := nodeLLM{lim: LLMLimits{}.withDefaults()}
	honest := new(big.Int).Div(tora.Whole(1), big.NewInt(1000)) // 0.001 TORA per 1k
	m := node.LLMModel{CID: "bafyllm", Miners: 5, MinPricePer1K: honest, MaxPricePer1K: tora.Whole(1)}
	price, _, err := b.terms(gateway.Request{Model: "bafyllm", MaxTokens: 1000}, m)
	if err != nil {
		t.Fatal(err)
	}
	if price.Cmp(honest) != 0 {
		t.Fatalf("default price %s TORA per 1k, the honest miners advertise %s: one advert set it", tora.Format(price), tora.Format(honest))
	}
}
