package auth

import (
	"crypto/ecdsa"
	"errors"
	"fmt"
	"strings"

	"github.com/ethereum/go-ethereum/accounts"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
)

// API proofs: before a client hands a bearer (a session) to whatever
// answers at a node's API address, it asks that server to sign a fresh
// challenge with the node's wallet (GET /api/v1/proof). A process that
// took the port of a node that crashed cannot, so it never gets the
// session. The message has its own fixed first line: it is no sign-in
// message (a session or an API token) nor a transaction.

// ProofChallengeLen is the length of a challenge, in bytes.
const ProofChallengeLen = 32

// ErrNotTheNode: the API's proof is not the node's wallet's signature.
var ErrNotTheNode = errors.New("the API does not prove it is the node")

// ProofMessage is the text a node signs to prove it serves the API at uri.
func ProofMessage(uri string, node common.Address, challenge []byte) string {
	return fmt.Sprintf("Tensora node API proof\nURI: %s\nNode: %s\nChallenge: %x", strings.TrimSuffix(uri, "/"), node.Hex(), challenge)
}

// SignProof signs ProofMessage with the node's key, for a challenge of
// ProofChallengeLen bytes.
func SignProof(key *ecdsa.PrivateKey, uri string, challenge []byte) ([]byte, error) {
	if len(challenge) != ProofChallengeLen {
		return nil, fmt.Errorf("%w: a challenge is %d bytes", ErrMalformed, ProofChallengeLen)
	}
	node := crypto.PubkeyToAddress(key.PublicKey)
	return crypto.Sign(accounts.TextHash([]byte(ProofMessage(uri, node, challenge))), key)
}

// VerifyProof checks that sig is node's signature of ProofMessage.
func VerifyProof(uri string, node common.Address, challenge, sig []byte) error {
	if len(sig) != crypto.SignatureLength {
		return fmt.Errorf("%w: signature of %d bytes", ErrNotTheNode, len(sig))
	}
	pub, err := crypto.SigToPub(accounts.TextHash([]byte(ProofMessage(uri, node, challenge))), sig)
	if err != nil {
		return fmt.Errorf("%w: %v", ErrNotTheNode, err)
	}
	if got := crypto.PubkeyToAddress(*pub); got != node {
		return fmt.Errorf("%w: signed by %s, not the node %s", ErrNotTheNode, got.Hex(), node.Hex())
	}
	return nil
}
