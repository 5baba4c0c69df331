package main

import (
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/spf13/cobra"

	"github.com/tensora/tensora/api/auth"
)

func newAPICmd(g *globals) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "api",
		Short: "The node's local API: tokens for its OpenAI-compatible gateway",
		Long: `Every node serves a local HTTP API (127.0.0.1:5190 by default; docs/api.md),
and under /v1 an OpenAI-compatible gateway whose API keys are wallet-signed
tokens: ` + "`tensora api token`" + ` prints one.`,
	}
	cmd.AddCommand(newAPITokenCmd(g))
	return cmd
}

type apiTokenOut struct {
	Token   string    `json:"token"`
	BaseURL string    `json:"base_url"`
	Node    string    `json:"node"`
	Signer  string    `json:"signer"`
	ChainID uint64    `json:"chain_id"`
	Expires time.Time `json:"expires"`
}

func newAPITokenCmd(g *globals) *cobra.Command {
	var (
		ttl      time.Duration
		account  string
		nodeAddr string
		baseURL  string
		chainID  uint64
	)
	cmd := &cobra.Command{
		Use:   "token",
		Short: "Print an API key for the node's OpenAI-compatible gateway: a short-lived wallet-signed token",
		Long: `Prints a short-lived API token for the OpenAI-compatible gateway every node
serves under /v1 (POST /v1/chat/completions, streaming included,
POST /v1/completions, GET /v1/models). Give it to any OpenAI client as its
API key, with the node's gateway as its base URL:

  base URL  http://127.0.0.1:5190/v1
  API key   the token this prints

  export OPENAI_BASE_URL=http://127.0.0.1:5190/v1
  export OPENAI_API_KEY=$(tensora api token --ttl 24h)

  # Python: pip's openai reads both variables
  from openai import OpenAI
  client = OpenAI()
  print(client.chat.completions.create(model="<a model CID from GET /v1/models>",
        messages=[{"role": "user", "content": "Hello"}]).choices[0].message.content)

  # or name them: OpenAI(base_url="http://127.0.0.1:5190/v1", api_key=token)
  # JavaScript: new OpenAI({ baseURL: "http://127.0.0.1:5190/v1", apiKey: token })

There are no API keys to create or store: the token is a Sign-In-with-Ethereum
style message (the gateway's URL, the node's address, its chain, a nonce,
issued-at and expiration times) signed by your wallet. The node accepts it
when its own wallet or one in api_allow signed it, until it expires (--ttl,
at most 720h). Jobs run through the gateway are paid by the node's wallet:
anyone who holds the token can spend the node's escrow until it expires, so
keep it as you would a password, and keep --ttl short.

The gateway's URL, the node's address and chain come from the node running
on --datadir; with none running, from the config's api address and this
wallet (the node's own), and then --chain-id is required (0 for a node
that settles on no chain: a node on a chain refuses tokens naming none).
--url, --node and --chain-id override them.`,
		Example: `  export OPENAI_API_KEY=$(tensora api token --ttl 24h) OPENAI_BASE_URL=http://127.0.0.1:5190/v1
  tensora api token --ttl 1h --json
  tensora api token --account 0x2c7536E3605D9C16a7a3D7b1898e529396a65c23 --node 0x702D28fd87F8F0335C0eD1Af11FFC2fBa09D98c4`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if ttl <= 0 || ttl > auth.MaxTokenTTL {
				return usageError{fmt.Errorf("--ttl %s: want more than 0 and at most %s", ttl, auth.MaxTokenTTL)}
			}
			if nodeAddr != "" && !common.IsHexAddress(nodeAddr) {
				return usageError{fmt.Errorf("--node %q: want a 0x address", nodeAddr)}
			}
			ctx := cmd.Context()
			key, err := g.unlock(account)
			if err != nil {
				return err
			}
			signer := key.Address()
			out := apiTokenOut{Node: signer.Hex(), Signer: signer.Hex()}
			fromNode := false
			if c, _ := g.runningNode(ctx, "", false); c != nil {
				if info, err := c.Info(ctx); err == nil {
					out.Node, out.ChainID, out.BaseURL = info.Address, info.ChainID, c.Base()+"/v1"
					fromNode = true
				}
			}
			if !fromNode && !cmd.Flags().Changed("chain-id") {
				// A node on a chain refuses a token naming none, and one
				// naming a guessed chain would be refused too: say which.
				return usageError{errors.New("no running node to ask for its chain: pass --chain-id N (the chain the node settles on), or --chain-id 0 for a node that settles on no chain")}
			}
			if out.BaseURL == "" {
				fc, err := g.fileConfig()
				if err != nil {
					return err
				}
				out.BaseURL = "http://" + fc.API + "/v1"
			}
			if nodeAddr != "" {
				out.Node = common.HexToAddress(nodeAddr).Hex()
			}
			if baseURL != "" {
				out.BaseURL = strings.TrimSuffix(baseURL, "/")
			}
			if cmd.Flags().Changed("chain-id") {
				out.ChainID = chainID
			}
			tok, err := auth.NewToken(signer, common.HexToAddress(out.Node), out.BaseURL, out.ChainID, time.Now(), ttl)
			if err != nil {
				return usageError{err}
			}
			if out.Token, err = auth.SignToken(tok, key.ECDSA()); err != nil {
				return err
			}
			out.Expires = tok.Expires
			if g.jsonOut {
				return printJSON(cmd.OutOrStdout(), out)
			}
			fmt.Fprintln(cmd.OutOrStdout(), out.Token)
			fmt.Fprintf(cmd.ErrOrStderr(), "API token for the gateway at %s (node %s), signed by %s, good until %s.\nUse it as an OpenAI client's API key with base URL %s.\n",
				out.BaseURL, out.Node, out.Signer, out.Expires.Local().Format(time.RFC1123), out.BaseURL)
			return nil
		},
	}
	f := cmd.Flags()
	f.DurationVar(&ttl, "ttl", 24*time.Hour, "how long the token is good for (at most 720h)")
	f.StringVar(&account, "account", "", "wallet account to sign with (default: the only one)")
	f.StringVar(&nodeAddr, "node", "", "address of the node whose gateway the token opens (default: the running node's, else this wallet's)")
	f.StringVar(&baseURL, "url", "", "the gateway's base URL the token names (default: the running node's, else http://<config api>/v1)")
	f.Uint64Var(&chainID, "chain-id", 0, "chain the node settles on (default: the running node's; 0 names none)")
	return cmd
}
