package api

import (
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/tensora/tensora/api/apitypes"
	"github.com/tensora/tensora/api/auth"
)

// Sessions (`tensora login`): GET /api/v1/session says whether the
// session a request carries is good here, and DELETE ends it
// (`tensora logout`), until it would have expired, across restarts when
// Config.RevokedFile is set.

func sessionView(t auth.Token) apitypes.SessionView {
	return apitypes.SessionView{Signer: t.Signer.Hex(), Node: t.Node.Hex(), URI: t.URI, ChainID: t.ChainID, Nonce: t.Nonce,
		IssuedAt: t.IssuedAt, Expires: t.Expires}
}

func (s *Server) getSession(w http.ResponseWriter, r *http.Request) {
	t, err := s.session(r)
	if err != nil {
		s.refuse(w, r, t.Signer, err)
		return
	}
	writeJSON(w, http.StatusOK, sessionView(t))
}

// getProof signs a client's challenge with the node's wallet
// (auth.ProofMessage for this API's URI): what a client checks before it
// hands a session to whatever answers at the address it has (a process
// that took a crashed node's port cannot sign as the node).
func (s *Server) getProof(w http.ResponseWriter, r *http.Request) {
	ch, err := hex.DecodeString(strings.TrimPrefix(r.URL.Query().Get("challenge"), "0x"))
	if err != nil || len(ch) != auth.ProofChallengeLen {
		writeError(w, http.StatusBadRequest, fmt.Errorf("challenge: want %d bytes of hex", auth.ProofChallengeLen))
		return
	}
	uri := strings.TrimSuffix(s.URL(), "/")
	sig, err := s.n.ProveAPI(uri, ch)
	if err != nil {
		writeError(w, http.StatusInternalServerError, err)
		return
	}
	writeJSON(w, http.StatusOK, apitypes.ProofResponse{Node: s.n.Address().Hex(), URI: uri, Signature: "0x" + hex.EncodeToString(sig)})
}

func (s *Server) deleteSession(w http.ResponseWriter, r *http.Request) {
	t, err := s.session(r)
	if err != nil {
		s.refuse(w, r, t.Signer, err)
		return
	}
	s.auth.RevokeSession(t)
	if err := s.saveRevoked(); err != nil {
		// Revoked in memory all the same; say that a restart forgets it.
		s.log.Warn("session revoked until the node restarts", "err", err)
	}
	s.log.Info("session ended", "signer", t.Signer, "nonce", t.Nonce)
	v := sessionView(t)
	v.Revoked = true
	writeJSON(w, http.StatusOK, v)
}

// RevokeInFile ends session t in a node's revoked-sessions file
// (Config.RevokedFile) while no node serves it: `tensora logout` with the
// node stopped. The node refuses t from its next start on, as if DELETE
// /api/v1/session had ended it.
func RevokeInFile(path string, t auth.Token, now time.Time) error {
	s := &Server{cfg: Config{RevokedFile: path, Now: func() time.Time { return now }}, auth: auth.New(t.Node, 0, now)}
	if err := s.loadRevoked(); err != nil {
		return err
	}
	s.auth.RevokeSession(t)
	if err := s.saveRevoked(); err != nil {
		return fmt.Errorf("api: revoked sessions %s: %w", path, err)
	}
	return nil
}

// maxRevokedFile bounds the revoked-sessions file read at start.
const maxRevokedFile = 1 << 20

// loadRevoked reads Config.RevokedFile, if there is one.
func (s *Server) loadRevoked() error {
	if s.cfg.RevokedFile == "" {
		return nil
	}
	f, err := os.Open(s.cfg.RevokedFile)
	if errors.Is(err, os.ErrNotExist) {
		return nil
	}
	if err != nil {
		return fmt.Errorf("api: revoked sessions: %w", err)
	}
	defer f.Close()
	var m map[string]time.Time
	dec := json.NewDecoder(io.LimitReader(f, maxRevokedFile))
	if err := dec.Decode(&m); err != nil {
		return fmt.Errorf("api: revoked sessions %s: %w (it lists the sessions `tensora logout` ended: fix or delete it)", s.cfg.RevokedFile, err)
	}
	s.auth.RestoreRevoked(m)
	return nil
}

// saveRevoked writes the unexpired revocations to Config.RevokedFile,
// atomically.
func (s *Server) saveRevoked() error {
	if s.cfg.RevokedFile == "" {
		return nil
	}
	b, err := json.MarshalIndent(s.auth.Revoked(s.cfg.Now()), "", "  ")
	if err != nil {
		return err
	}
	tmp, err := os.CreateTemp(filepath.Dir(s.cfg.RevokedFile), ".revoked-*")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name()) // no-op after the rename
	if _, err := tmp.Write(append(b, '\n')); err != nil {
		_ = tmp.Close()
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	return os.Rename(tmp.Name(), s.cfg.RevokedFile)
}
