package auth

import (
	"bytes"
	"encoding/hex"
	"errors"
	"math/big"
	"net/http"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
)

func TestVerify(t *testing.T) {
	owner, _ := crypto.GenerateKey()
	stranger, _ := crypto.GenerateKey()
	now := time.Unix(1_764_700_000, 0)
	node := common.HexToAddress("0x702D28fd87F8F0335C0eD1Af11FFC2fBa09D98c4")
	other := common.HexToAddress("0x316Da4fc9003Fb17eB92E183366372bC91eeF033")
	body := []byte(`{"subnet":1}`)
	req := func(method, path string) *http.Request {
		r, _ := http.NewRequest(method, "http://127.0.0.1:5190"+path, bytes.NewReader(body))
		return r
	}
	signed := func(at time.Time) *http.Request {
		r := req("POST", "/api/v1/jobs")
		if err := Sign(r, body, node, owner, at); err != nil {
			t.Fatal(err)
		}
		return r
	}
	cases := []struct {
		name string
		r    func() *http.Request
		body []byte
		want error
	}{
		// The owner signs now: accepted.
		{"ok", func() *http.Request { return signed(now) }, body, nil},
		// Within the skew either way: accepted.
		{"skew-ok", func() *http.Request { return signed(now.Add(-50 * time.Second)) }, body, nil},
		// No headers at all.
		{"unsigned", func() *http.Request { return req("POST", "/api/v1/jobs") }, body, ErrMissing},
		// Older than the skew window.
		{"expired", func() *http.Request { return signed(now.Add(-2 * time.Minute)) }, body, ErrExpired},
		// From the future.
		{"future", func() *http.Request { return signed(now.Add(2 * time.Minute)) }, body, ErrExpired},
		// The body changed after signing: it no longer hashes to the
		// signed X-Tensora-Body.
		{"tampered-body", func() *http.Request { return signed(now) }, []byte(`{"subnet":2}`), ErrBodyMismatch},
		// The body and its declared hash changed together: the signature
		// covers the hash, so another key recovers.
		{"tampered-body-and-hash", func() *http.Request {
			r := signed(now)
			r.Header.Set(HeaderBody, crypto.Keccak256Hash([]byte(`{"subnet":2}`)).Hex())
			return r
		}, []byte(`{"subnet":2}`), ErrForbidden},
		// No body hash: not a signed request of this protocol.
		{"no-body-hash", func() *http.Request {
			r := signed(now)
			r.Header.Del(HeaderBody)
			return r
		}, body, ErrMissing},
		{"bad-body-hash", func() *http.Request {
			r := signed(now)
			r.Header.Set(HeaderBody, "0x1234")
			return r
		}, body, ErrMalformed},
		// Replayed on another path.
		{"other-path", func() *http.Request {
			r := signed(now)
			r2 := req("POST", "/api/v1/claim")
			r2.Header = r.Header
			return r2
		}, body, ErrForbidden},
		// A valid signature by a key the node does not allow.
		{"stranger", func() *http.Request {
			r := req("POST", "/api/v1/jobs")
			_ = Sign(r, body, node, stranger, now)
			return r
		}, body, ErrForbidden},
		// Signed for another node on the same machine.
		{"other-node", func() *http.Request {
			r := req("POST", "/api/v1/jobs")
			_ = Sign(r, body, other, owner, now)
			return r
		}, body, ErrForbidden},
		// The query is signed too: changing it is forgery.
		{"query-changed", func() *http.Request {
			r := req("POST", "/api/v1/content?name=a")
			_ = Sign(r, body, node, owner, now)
			r2 := req("POST", "/api/v1/content?name=EVIL")
			r2.Header = r.Header
			return r2
		}, body, ErrForbidden},
		// Signed before the node (re)started: it may have been used already.
		{"before-start", func() *http.Request { return signed(now.Add(-20 * time.Second)) }, body, ErrExpired},
		// Signed in the millisecond the node started: signing times are
		// whole milliseconds, so this is not before the start.
		{"start-millisecond", func() *http.Request { return signed(now.Add(-10 * time.Second)) }, body, nil},
		// Garbage in the headers.
		{"bad-time", func() *http.Request {
			r := signed(now)
			r.Header.Set(HeaderTime, "yesterday")
			return r
		}, body, ErrMalformed},
		{"bad-sig", func() *http.Request {
			r := signed(now)
			r.Header.Set(HeaderSignature, "abcd")
			return r
		}, body, ErrMalformed},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			start := now.Add(-55 * time.Second)
			switch c.name {
			case "before-start":
				start = now.Add(-10 * time.Second)
			case "start-millisecond":
				start = now.Add(-10*time.Second + 700*time.Microsecond)
			}
			v := New(node, time.Minute, start, crypto.PubkeyToAddress(owner.PublicKey))
			_, err := v.Verify(c.r(), c.body, now)
			if c.want == nil && err != nil {
				t.Fatalf("refused: %v", err)
			}
			if c.want != nil && !errors.Is(err, c.want) {
				t.Fatalf("got %v, want %v", err, c.want)
			}
		})
	}
}

func TestReplayAndWalletV(t *testing.T) {
	owner, _ := crypto.GenerateKey()
	now := time.Unix(1_764_700_000, 0)
	node := common.HexToAddress("0x702D28fd87F8F0335C0eD1Af11FFC2fBa09D98c4")
	v := New(node, time.Minute, now.Add(-time.Minute), crypto.PubkeyToAddress(owner.PublicKey))
	body := []byte("{}")
	r, _ := http.NewRequest("POST", "http://x/api/v1/claim", nil)
	if err := Sign(r, body, node, owner, now); err != nil {
		t.Fatal(err)
	}
	if _, err := v.Verify(r, body, now); err != nil {
		t.Fatal(err)
	}
	if _, err := v.Verify(r, body, now.Add(time.Second)); !errors.Is(err, ErrReplayed) {
		t.Fatalf("replay: got %v", err)
	}
	// The same signature made malleable (s → n−s, v flipped) recovers the
	// same signer: it must not pass as a new request.
	sig, _ := hex.DecodeString(r.Header.Get(HeaderSignature))
	s := new(big.Int).SetBytes(sig[32:64])
	s.Sub(crypto.S256().Params().N, s)
	mal := append(append(append([]byte{}, sig[:32]...), common.LeftPadBytes(s.Bytes(), 32)...), sig[64]^1)
	r.Header.Set(HeaderSignature, hex.EncodeToString(mal))
	if _, err := v.Verify(r, body, now.Add(time.Second)); err == nil {
		t.Fatal("a malleated copy of a used signature was accepted")
	}
	// Wallets write v as 27/28: a new request signed that way verifies.
	r2, _ := http.NewRequest("POST", "http://x/api/v1/claim", nil)
	_ = Sign(r2, body, node, owner, now.Add(2*time.Second))
	sig2, _ := hex.DecodeString(r2.Header.Get(HeaderSignature))
	sig2[64] += 27
	r2.Header.Set(HeaderSignature, "0x"+hex.EncodeToString(sig2))
	if _, err := v.Verify(r2, body, now.Add(2*time.Second)); err != nil {
		t.Fatalf("v=27/28 signature refused: %v", err)
	}
}
