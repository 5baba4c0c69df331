package api

import (
	"bytes"
	"errors"
	"fmt"
	"net/http"
	"slices"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/tensora/tensora/api/apitypes"
	"github.com/tensora/tensora/api/auth"
)

// POST /api/v1/token: an API token for this node's own gateway, signed by
// the node, for a caller the API already trusts with its signed calls (a
// session's holder, or a wallet it allows). It is how `tensora llm` and
// LLM jobs run after `tensora login` without asking for the passphrase:
// the gateway takes only API tokens, never a session, and the CLI cannot
// sign one without the key.
//
// A minted token is short (mintMaxTTL), never outlives the session that
// asked for it, and ends with it: a logout refuses the tokens minted on
// the session's strength from then on. Its nonce says the node minted it
// (auth.MintedNonce), and the gateway takes it only while this process
// remembers minting it: a restart ends every minted token, so neither a
// logout written to the revoked-sessions file nor a signer taken off
// api_allow is undone by one.

const (
	// mintDefaultTTL is a minted token's lifetime when none is asked.
	mintDefaultTTL = 10 * time.Minute
	// mintMaxTTL bounds what may be asked: a token minted for the CLI's
	// one command, not one to hand to an application (`tensora api token`
	// makes those, with the wallet).
	mintMaxTTL = 15 * time.Minute
	// maxMinted bounds the minted tokens remembered at once.
	maxMinted = 4096
	// maxMintedPerSigner is one signer's share of maxMinted: one allowed
	// wallet minting as fast as it can does not lock the others out.
	maxMintedPerSigner = 256
)

// minted is what the server remembers of a token it minted: who asked,
// the session it was minted for (zero for a signed request) and its
// expiry.
type minted struct {
	signer  common.Address
	session auth.Token
	expires time.Time
}

func (s *Server) postToken(w http.ResponseWriter, r *http.Request, body []byte) {
	var req apitypes.TokenRequest
	if len(bytes.TrimSpace(body)) > 0 {
		if err := decodeBody(body, &req); err != nil {
			writeError(w, http.StatusBadRequest, err)
			return
		}
	}
	ttl := time.Duration(req.TTLSeconds) * time.Second
	switch {
	case req.TTLSeconds < 0 || req.TTLSeconds > int64(mintMaxTTL/time.Second): // before ttl can overflow
		writeError(w, http.StatusBadRequest, fmt.Errorf("ttl_seconds %d: want 0 (%d) to %d", req.TTLSeconds,
			int(mintDefaultTTL/time.Second), int(mintMaxTTL/time.Second)))
		return
	case ttl == 0:
		ttl = mintDefaultTTL
	}
	now := s.cfg.Now()
	signer, _ := r.Context().Value(signerKey{}).(common.Address)
	var session auth.Token
	if carriesSession(r) {
		// signed() took it a moment ago; read it again for its expiry.
		t, err := s.session(r)
		if err != nil {
			s.refuse(w, r, t.Signer, err)
			return
		}
		session = t
		if left := t.Expires.Sub(now).Truncate(time.Second); left < ttl {
			ttl = left
		}
		if ttl < time.Second {
			s.refuse(w, r, t.Signer, fmt.Errorf("%w: the session expires at %s: log in again (`tensora login`)", auth.ErrExpired,
				t.Expires.UTC().Format(time.RFC3339)))
			return
		}
	}
	uri := s.GatewayURL()
	if u := "http://" + r.Host + "/v1"; slices.Contains(s.gatewayURIs(), u) {
		uri = u // the address the caller reached the node at
	}
	s.chainOnce.Do(func() { s.chainID = s.n.Info().ChainID })

	// Counted, minted and remembered under one lock, so that concurrent
	// calls cannot pass the bounds together.
	s.mu.Lock()
	mine := 0
	for nonce, m := range s.minted {
		switch {
		case !now.Before(m.expires):
			delete(s.minted, nonce)
		case m.signer == signer:
			mine++
		}
	}
	var full error
	switch {
	case len(s.minted) >= maxMinted:
		full = fmt.Errorf("%d minted tokens are still good: retry when some expire", maxMinted)
	case mine >= maxMintedPerSigner:
		full = fmt.Errorf("%s has %d minted tokens still good: retry when some expire", signer.Hex(), mine)
	}
	if full != nil {
		s.mu.Unlock()
		w.Header().Set("Retry-After", "60")
		writeError(w, http.StatusTooManyRequests, full)
		return
	}
	tok, t, err := s.n.MintAPIToken(uri, s.chainID, now, ttl)
	if err == nil {
		s.minted[t.Nonce] = minted{signer: signer, session: session, expires: t.Expires}
	}
	s.mu.Unlock()
	if err != nil {
		writeError(w, http.StatusInternalServerError, err)
		return
	}
	s.log.Info("API token minted", "for", signer, "session", session.Nonce, "expires", t.Expires)
	writeJSON(w, http.StatusOK, apitypes.TokenResponse{Token: tok, Signer: t.Signer.Hex(), URI: t.URI, Expires: t.Expires})
}

var (
	// errSessionEnded refuses a minted token whose session was ended.
	errSessionEnded = errors.New("the session this token was minted for was ended (`tensora logout`)")
	// errMintedBefore refuses a minted token this process does not
	// remember minting: one minted before the node restarted.
	errMintedBefore = errors.New("the node minted this token before it restarted: ask for another (POST /api/v1/token)")
)

// mintedStillGood refuses a token the node minted (auth.MintedNonce) that
// this server does not remember minting, or minted for a session that was
// revoked since.
func (s *Server) mintedStillGood(t auth.Token) error {
	if t.Signer != s.n.Address() || !strings.HasPrefix(t.Nonce, auth.MintedNonce) {
		return nil
	}
	s.mu.Lock()
	m, ok := s.minted[t.Nonce]
	s.mu.Unlock()
	switch {
	case !ok:
		return fmt.Errorf("%w: %w", auth.ErrExpired, errMintedBefore)
	case m.session.Nonce != "" && s.auth.SessionRevoked(m.session, s.cfg.Now()):
		return fmt.Errorf("%w: %w", auth.ErrExpired, errSessionEnded)
	}
	return nil
}
