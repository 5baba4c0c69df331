package types

import (
	"crypto/ecdsa"
	"crypto/rand"
	"errors"
	"fmt"

	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/crypto/ecies"
)

// An output small enough to ride inside a Result travels sealed to the
// job's client: ECIES on secp256k1 (go-ethereum's crypto/ecies, AES-128-CTR
// with HMAC-SHA-256) to the public key that signed the JobOrder, which every
// peer can recover (Verify returns it). Gossip relays every Result to every
// subscriber, so only the client may be able to read what it carries; the
// result hash, output CID and proof stay public for settlement.

// SealOverhead is what sealing adds to an output: the ephemeral public key
// (65 bytes, uncompressed), the AES IV (16) and the HMAC-SHA-256 tag (32).
const SealOverhead = 65 + 16 + 32

// MaxInlinePlain is the largest output a miner may inline: sealed, it fills
// MaxInlineOutput.
const MaxInlinePlain = MaxInlineOutput - SealOverhead

// sealInfo is the KDF's shared info: a sealed output is bound to this use.
var sealInfo = []byte("tensora/1/result-output")

// ErrSealed means a sealed output could not be opened: not sealed to this
// key, for another job, or altered.
var ErrSealed = errors.New("sealed output does not open")

// SealOutput encrypts out to the client's key for the job jobID (the tag
// covers the job id, so a sealed output cannot be replayed into another
// job's Result).
func SealOutput(client *ecdsa.PublicKey, jobID []byte, out []byte) ([]byte, error) {
	if client == nil {
		return nil, errors.New("seal output: no client key")
	}
	sealed, err := ecies.Encrypt(rand.Reader, ecies.ImportECDSAPublic(client), out, sealInfo, jobID)
	if err != nil {
		return nil, fmt.Errorf("seal output: %w", err)
	}
	return sealed, nil
}

// OpenOutput decrypts an output sealed by SealOutput to key's public key
// for the job jobID. A wrong key, job or altered byte gives ErrSealed.
func OpenOutput(key *ecdsa.PrivateKey, jobID []byte, sealed []byte) ([]byte, error) {
	if key == nil {
		return nil, errors.New("open output: no key")
	}
	out, err := ecies.ImportECDSA(key).Decrypt(sealed, sealInfo, jobID)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrSealed, err)
	}
	return out, nil
}

// looksSealed is the cheap shape check every peer's gossip validator
// applies to an inline output: its length is the declared output size plus
// SealOverhead and it opens with a point on the curve (the ephemeral key).
// It cannot tell who the output is sealed to; it keeps a plaintext output
// (a miner's bug, an old version) off the topic.
func looksSealed(sealed []byte, outputBytes uint64) bool {
	if len(sealed) < SealOverhead || uint64(len(sealed)-SealOverhead) != outputBytes {
		return false
	}
	_, err := crypto.UnmarshalPubkey(sealed[:65])
	return err == nil
}
