package types

import "github.com/ethereum/go-ethereum/common"

// Dispute implements Signed. Its digest is the generic one (see Digest):
// it asks validators to re-execute and is never evidence on chain (their
// verdicts are).
func (m *Dispute) Kind() string               { return "dispute" }
func (m *Dispute) Author() []byte             { return m.GetClient() }
func (m *Dispute) setSignature(s []byte)      { m.Signature = s }
func (m *Dispute) setAuthor(a common.Address) { m.Client = a.Bytes() }
