package types

import "github.com/ethereum/go-ethereum/common"

// UsageReport implements Signed. Its digest is the generic one (see
// Digest): nothing on chain recovers it.
func (m *UsageReport) Kind() string               { return "usage" }
func (m *UsageReport) Author() []byte             { return m.GetNode() }
func (m *UsageReport) setSignature(s []byte)      { m.Signature = s }
func (m *UsageReport) setAuthor(a common.Address) { m.Node = a.Bytes() }
