package types

import "github.com/ethereum/go-ethereum/common"

// SwapQuote implements Signed. Its digest is the generic one (see Digest):
// it is an offer on gossip, and the payment lock names it by that digest
// (the lock's ref), so a desk recognises its own quotes on chain.
func (m *SwapQuote) Kind() string               { return "quote" }
func (m *SwapQuote) Author() []byte             { return m.GetDesk() }
func (m *SwapQuote) setSignature(s []byte)      { m.Signature = s }
func (m *SwapQuote) setAuthor(a common.Address) { m.Desk = a.Bytes() }
