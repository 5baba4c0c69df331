package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/spf13/cobra"

	"github.com/tensora/tensora/api"
	"github.com/tensora/tensora/api/auth"
	"github.com/tensora/tensora/sdk"
)

// sessionFile is where `tensora login` keeps its session, in the datadir.
const sessionFile = "session"

// defaultSessionTTL is how long a session lasts unless --ttl says.
const defaultSessionTTL = 12 * time.Hour

// loginHint is said once by a command that prompts for the passphrase to
// sign calls to the running node.
const loginHint = "tensora login saves this prompt for 12h"

// maxSessionFile bounds the session file read (a real one is ~1 KiB).
const maxSessionFile = 8 << 10

type sessionOut struct {
	LoggedIn bool      `json:"logged_in"`
	File     string    `json:"file"`
	Signer   string    `json:"signer,omitempty"`
	Node     string    `json:"node,omitempty"`
	API      string    `json:"api,omitempty"`
	ChainID  uint64    `json:"chain_id,omitempty"`
	Expires  time.Time `json:"expires,omitzero"`
	// Note says why there is no usable session, when there is none.
	Note string `json:"note,omitempty"`
}

func (g *globals) sessionPath() string { return filepath.Join(g.datadir, sessionFile) }

// readSession reads the saved session: "" when there is none. A file
// others may read is refused (a session acts as the wallet on the node),
// as is one that is not a session.
func (g *globals) readSession() (string, auth.Token, error) { return g.readSessionFile(true) }

// readSessionFile is readSession; with private false a session others
// may read is read all the same (logout ends it on the node: exposed, it
// is the one that most needs ending).
func (g *globals) readSessionFile(private bool) (string, auth.Token, error) {
	path := g.sessionPath()
	f, err := os.Open(path)
	if errors.Is(err, os.ErrNotExist) {
		return "", auth.Token{}, nil
	}
	if err != nil {
		return "", auth.Token{}, fmt.Errorf("session: %w", err)
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return "", auth.Token{}, fmt.Errorf("session: %w", err)
	}
	if !st.Mode().IsRegular() {
		return "", auth.Token{}, fmt.Errorf("session %s is not a regular file: remove it and run `tensora login`", path)
	}
	if perm := st.Mode().Perm(); private && perm&0o077 != 0 {
		return "", auth.Token{}, fmt.Errorf("refusing session %s: its mode %04o lets other users read it, and it acts as your wallet on the node: run `tensora logout` and `tensora login` again (or chmod 600 it)", path, perm)
	}
	b, err := io.ReadAll(io.LimitReader(f, maxSessionFile))
	if err != nil {
		return "", auth.Token{}, fmt.Errorf("session: %w", err)
	}
	s := strings.TrimSpace(string(b))
	t, _, err := auth.ParseSession(s)
	if err != nil {
		return "", auth.Token{}, fmt.Errorf("session %s: %w: run `tensora logout` and `tensora login` again", path, err)
	}
	return s, t, nil
}

// writeSession saves s atomically, readable by this user only.
func (g *globals) writeSession(s string) error {
	path := g.sessionPath()
	tmp, err := os.CreateTemp(g.datadir, ".session-*")
	if err != nil {
		return fmt.Errorf("save session: %w", err)
	}
	defer os.Remove(tmp.Name()) // no-op after the rename
	if err := tmp.Chmod(0o600); err != nil {
		_ = tmp.Close()
		return fmt.Errorf("save session: %w", err)
	}
	if _, err := tmp.WriteString(s + "\n"); err != nil {
		_ = tmp.Close()
		return fmt.Errorf("save session: %w", err)
	}
	if err := tmp.Close(); err != nil {
		return fmt.Errorf("save session: %w", err)
	}
	if err := os.Rename(tmp.Name(), path); err != nil {
		return fmt.Errorf("save session: %w", err)
	}
	return nil
}

// hintLogin says once per command, before a passphrase prompt for calls
// to the running node, that `tensora login` saves it.
func (g *globals) hintLogin() {
	if g.loginHinted || g.stderr == nil {
		return
	}
	g.loginHinted = true
	fmt.Fprintln(g.stderr, loginHint)
}

// sessionClient returns c authorized by the saved session when there is
// one the running node takes for account ("": any), else nil, having said
// on stderr why the saved one is not used. Errors are a session file
// that must not be used (others can read it, or it is not a session).
func (g *globals) sessionClient(ctx context.Context, c *sdk.Client, account string) (*sdk.Client, error) {
	s, t, err := g.readSession()
	if err != nil || s == "" {
		return nil, err
	}
	w := g.stderr
	if w == nil {
		w = io.Discard
	}
	switch {
	case !time.Now().Before(t.Expires):
		fmt.Fprintf(w, "the session of `tensora login` expired at %s\n", t.Expires.Local().Format(time.DateTime))
		return nil, nil
	case account != "" && (!common.IsHexAddress(account) || common.HexToAddress(account) != t.Signer):
		fmt.Fprintf(w, "the session is %s's, not %s's\n", t.Signer.Hex(), account)
		return nil, nil
	case strings.TrimSuffix(t.URI, "/") != c.Base():
		fmt.Fprintf(w, "the session is for the node at %s, this one answers at %s\n", t.URI, c.Base())
		return nil, nil
	}
	if err := c.ProveNode(ctx, t.Node); err != nil {
		fmt.Fprintf(w, "the session is not sent: %v\n", err)
		return nil, nil
	}
	sc := c.WithSession(s)
	if _, err := sc.Session(ctx); err != nil {
		fmt.Fprintf(w, "the node refuses the session: %v\n", err)
		return nil, nil
	}
	return sc, nil
}

func newLoginCmd(g *globals) *cobra.Command {
	var (
		ttl     time.Duration
		account string
		status  bool
	)
	cmd := &cobra.Command{
		Use:   "login",
		Short: "Unlock the wallet once: later commands sign their calls to the running node with a session, without a passphrase",
		Long: `Unlocks the wallet (one passphrase prompt, or --password-file, or
TENSORA_PASSWORD) and signs a session for the node running on --datadir: a
Sign-In-with-Ethereum style message naming the node's address, its local API
URL, its chain, a nonce and an expiry (--ttl, 12h by default, at most 168h).
It is saved in <datadir>/session, readable by you only.

Until it expires, the commands that sign calls to that node use it instead of
asking for the passphrase: models add, models get (of a file the node must
fetch), subnet jobs post and subnet jobs cancel; LLM jobs, llm chat and llm
models have the node mint a 10-minute gateway token on the session's
strength. Commands that sign on-chain transactions or need a key itself
(escrow deposit, stake, models publish, wallet, he keygen, encrypted jobs'
HE secret key, api token) still ask. The node takes
the session as it takes a signed request: signed by its own wallet or one in
its api_allow, for this node, this API URL and this chain. A session is not
an API key for the OpenAI-compatible gateway (tensora api token), nor the
reverse.

  tensora login --status   who is logged in, until when, and whether the node takes it
  tensora logout           end the session on the node and delete the file

Read-only commands (models ls, validator pending, escrow balance, miner
earnings, ...) need no session: they ask the running node's API.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			ctx := cmd.Context()
			if status {
				return g.loginStatus(cmd)
			}
			if ttl <= 0 || ttl > auth.MaxSessionTTL {
				return usageError{fmt.Errorf("--ttl %s: want more than 0 and at most %s", ttl, auth.MaxSessionTTL)}
			}
			c, err := g.runningNode(ctx, "", false)
			if err != nil {
				return err
			}
			if c == nil {
				return fmt.Errorf("no node is running on %s: start one with `tensora node start`, then log in (a session is for the node it names)", g.datadir)
			}
			info, err := c.Info(ctx)
			if err != nil {
				return err
			}
			if !common.IsHexAddress(info.Address) {
				return fmt.Errorf("the node at %s gave no address (%q)", c.Base(), info.Address)
			}
			// What answers at <datadir>/api must be the node (not another
			// process on a crashed node's port) before it gets a session.
			if err := c.ProveNode(ctx, common.HexToAddress(info.Address)); err != nil {
				return err
			}
			key, err := g.unlock(account)
			if err != nil {
				return err
			}
			t, err := auth.NewSession(key.Address(), common.HexToAddress(info.Address), c.Base(), info.ChainID, time.Now(), ttl)
			if err != nil {
				return err
			}
			s, err := auth.SignSession(t, key.ECDSA())
			if err != nil {
				return err
			}
			// The node says now whether it takes the session (this wallet
			// must be the node's or in its api_allow).
			if _, err := c.WithSession(s).Session(ctx); err != nil {
				return fmt.Errorf("the node at %s refuses a session of %s: %w", c.Base(), key.Address().Hex(), err)
			}
			if err := g.writeSession(s); err != nil {
				return err
			}
			out := sessionOut{LoggedIn: true, File: g.sessionPath(), Signer: t.Signer.Hex(), Node: t.Node.Hex(), API: t.URI, ChainID: t.ChainID, Expires: t.Expires}
			if g.jsonOut {
				return printJSON(cmd.OutOrStdout(), out)
			}
			fmt.Fprintf(cmd.OutOrStdout(), "logged in as %s on the node %s (%s) until %s\n", out.Signer, out.Node, out.API, out.Expires.Local().Format(time.DateTime))
			fmt.Fprintf(cmd.ErrOrStderr(), "commands that sign calls to this node use %s instead of asking for the passphrase; `tensora logout` ends it\n", out.File)
			return nil
		},
	}
	f := cmd.Flags()
	f.DurationVar(&ttl, "ttl", defaultSessionTTL, "how long the session lasts (at most 168h)")
	f.StringVar(&account, "account", "", "wallet account to log in as (default: the only one)")
	f.BoolVar(&status, "status", false, "say who is logged in and until when, without logging in")
	return cmd
}

// sessionLine says in a line who is logged in until when, for `tensora
// status`: "" without a session file.
func (g *globals) sessionLine() string {
	s, t, err := g.readSession()
	switch {
	case err != nil:
		return err.Error()
	case s == "":
		return ""
	case !time.Now().Before(t.Expires):
		return fmt.Sprintf("%s's expired at %s: tensora login", t.Signer.Hex(), t.Expires.Local().Format(time.DateTime))
	}
	return fmt.Sprintf("%s logged in until %s (tensora logout ends it)", t.Signer.Hex(), t.Expires.Local().Format(time.DateTime))
}

// loginStatus is `tensora login --status`.
func (g *globals) loginStatus(cmd *cobra.Command) error {
	ctx := cmd.Context()
	out := sessionOut{File: g.sessionPath()}
	s, t, err := g.readSession()
	if err != nil {
		return err
	}
	if s != "" {
		out.Signer, out.Node, out.API, out.ChainID, out.Expires = t.Signer.Hex(), t.Node.Hex(), t.URI, t.ChainID, t.Expires
	}
	switch c, _ := g.runningNode(ctx, "", false); {
	case s == "":
		out.Note = "not logged in: `tensora login` saves the passphrase prompt for 12h"
	case !time.Now().Before(t.Expires):
		out.Note = "the session expired: `tensora login` again"
	case c == nil:
		out.Note = "no node is running on " + g.datadir + " to use the session"
	default:
		if err := c.ProveNode(ctx, t.Node); err != nil {
			out.Note = fmt.Sprintf("the session is not sent: %v", err)
		} else if _, err := c.WithSession(s).Session(ctx); err != nil {
			out.Note = fmt.Sprintf("the node at %s refuses the session: %v", c.Base(), err)
		} else {
			out.LoggedIn = true
		}
	}
	if g.jsonOut {
		return printJSON(cmd.OutOrStdout(), out)
	}
	w := cmd.OutOrStdout()
	if s != "" {
		fmt.Fprintf(w, "session of %s for the node %s (%s), until %s\n", out.Signer, out.Node, out.API, out.Expires.Local().Format(time.DateTime))
	}
	if out.LoggedIn {
		fmt.Fprintf(w, "logged in: the node takes it for %s more\n", time.Until(out.Expires).Round(time.Minute))
	} else {
		fmt.Fprintln(w, out.Note)
	}
	return nil
}

func newLogoutCmd(g *globals) *cobra.Command {
	return &cobra.Command{
		Use:   "logout",
		Short: "End the session `tensora login` saved: the node refuses it from now on, and the file is deleted",
		Long: `Ends the session saved in <datadir>/session: the running node is told to
refuse it from now on (it remembers that until the session would have
expired, across restarts), and the file is deleted. Later commands ask for the
passphrase again. Without a node running, the session goes in the list the
node loads when it starts (<datadir>/sessions-revoked.json), so a copy of it
is refused all the same, and the file is deleted.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			ctx := cmd.Context()
			path := g.sessionPath()
			s, t, err := g.readSessionFile(false)
			if err == nil && s != "" {
				if st, serr := os.Stat(path); serr == nil && st.Mode().Perm()&0o077 != 0 {
					// Others could read it: ending it on the node is what
					// stops them using it.
					fmt.Fprintf(cmd.ErrOrStderr(), "%s was readable by other users (mode %04o): ending it on the node\n", path, st.Mode().Perm())
				}
			}
			if err != nil {
				// Unusable (others may read it, or garbage): delete it all
				// the same, which is what logging out asks for.
				fmt.Fprintf(cmd.ErrOrStderr(), "%v\n", err)
			}
			if s == "" && err == nil {
				fmt.Fprintln(cmd.OutOrStdout(), "not logged in")
				return nil
			}
			ended := false
			c, _ := g.runningNode(ctx, "", false)
			if c != nil && s != "" {
				if err := c.ProveNode(ctx, t.Node); err != nil {
					// Not the node: it gets nothing, and the session is
					// ended as when no node runs.
					fmt.Fprintf(cmd.ErrOrStderr(), "the session is not sent: %v\n", err)
					c = nil
				}
			}
			switch {
			case s == "":
			case c != nil:
				if _, err := c.WithSession(s).EndSession(ctx); err != nil {
					fmt.Fprintf(cmd.ErrOrStderr(), "the node did not end the session: %v\n", err)
				} else {
					ended = true
				}
			case time.Now().Before(t.Expires):
				// No node runs: the revocation goes in the list it loads at
				// start, so a copy of the session is refused from then on.
				if err := api.RevokeInFile(filepath.Join(g.datadir, revokedSessionsFile), t, time.Now()); err != nil {
					fmt.Fprintf(cmd.ErrOrStderr(), "the session was not recorded as ended for the node's next start: %v\n", err)
				} else {
					ended = true
				}
			}
			if err := os.Remove(path); err != nil && !errors.Is(err, os.ErrNotExist) {
				return fmt.Errorf("logout: %w", err)
			}
			if g.jsonOut {
				return printJSON(cmd.OutOrStdout(), map[string]any{"logged_out": true, "ended_on_node": ended, "file": path})
			}
			if ended {
				fmt.Fprintf(cmd.OutOrStdout(), "logged out: the node refuses the session from now on; deleted %s\n", path)
			} else {
				fmt.Fprintf(cmd.OutOrStdout(), "logged out: deleted %s\n", path)
			}
			return nil
		},
	}
}
