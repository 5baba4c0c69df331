package auth

import (
	"bytes"
	"errors"
	"testing"

	"github.com/ethereum/go-ethereum/crypto"
)

// A proof is the node's signature for one URI and challenge: another
// URI, node or challenge does not verify, and the message is no sign-in
// message a session or token parser would take.
func TestProof(t *testing.T) {
	key, _ := crypto.GenerateKey()
	other, _ := crypto.GenerateKey()
	node := crypto.PubkeyToAddress(key.PublicKey)
	const uri = "http://127.0.0.1:5190"
	ch := bytes.Repeat([]byte{7}, ProofChallengeLen)
	sig, err := SignProof(key, uri+"/", ch)
	if err != nil {
		t.Fatal(err)
	}
	if err := VerifyProof(uri, node, ch, sig); err != nil {
		t.Fatalf("the node's proof: %v", err)
	}
	otherSig, _ := SignProof(other, uri, ch)
	for name, err := range map[string]error{
		"another URI (relayed from a node elsewhere)": VerifyProof("http://127.0.0.1:5191", node, ch, sig),
		"another challenge (replayed)":                VerifyProof(uri, node, bytes.Repeat([]byte{8}, ProofChallengeLen), sig),
		"another key":                                 VerifyProof(uri, node, ch, otherSig),
		"short signature":                             VerifyProof(uri, node, ch, sig[:10]),
	} {
		if !errors.Is(err, ErrNotTheNode) {
			t.Errorf("%s: %v", name, err)
		}
	}
	if _, err := SignProof(key, uri, ch[:5]); err == nil {
		t.Error("a short challenge signed")
	}
	if _, err := parseMessageOf(ProofMessage(uri, node, ch), sessionKind); err == nil {
		t.Error("a proof message parsed as a session's")
	}
}
