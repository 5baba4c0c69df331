package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"time"

	"github.com/ethereum/go-ethereum/accounts/keystore"

	"github.com/tensora/tensora/content"
	"github.com/tensora/tensora/he"
)

// heKeyFormat tags a client's sealed HE key file; a change gets a new tag.
const heKeyFormat = "tensora-he-key/1"

// heKeyFile is <datadir>/he/<params>.json: the client's CKKS secret key
// for one parameter set, sealed with the wallet's passphrase as the wallet
// is (go-ethereum's keystore v3: scrypt, then AES-128-CTR with a MAC), and
// in clear what names its evaluation keys, which sit beside it in
// <params>.evk and which miners fetch by KeysCID.
type heKeyFile struct {
	Format    string              `json:"format"`
	Params    string              `json:"params"`
	KeysCID   string              `json:"keys_cid"`
	KeysBytes int64               `json:"keys_bytes"`
	Created   time.Time           `json:"created"`
	Crypto    keystore.CryptoJSON `json:"crypto"`
}

// heKeys is a client's HE key set on disk.
type heKeys struct {
	dir  string // <datadir>/he
	file heKeyFile
}

func (g *globals) heDir() string { return filepath.Join(g.datadir, "he") }

func heKeyPath(dir, params string) string  { return filepath.Join(dir, params+".json") }
func heEvalPath(dir, params string) string { return filepath.Join(dir, params+".evk") }

// Path is the sealed secret key's file; EvalPath the evaluation keys'.
func (k *heKeys) Path() string     { return heKeyPath(k.dir, k.file.Params) }
func (k *heKeys) EvalPath() string { return heEvalPath(k.dir, k.file.Params) }

// errNoHEKey is wrapped when the datadir has no key for a parameter set.
var errNoHEKey = errors.New("no HE key")

// loadHEKeys reads the key file for params, without unsealing it.
func (g *globals) loadHEKeys(params string) (*heKeys, error) {
	if _, err := he.Lookup(params); err != nil {
		return nil, err
	}
	dir := g.heDir()
	b, err := os.ReadFile(heKeyPath(dir, params))
	if errors.Is(err, fs.ErrNotExist) {
		return nil, fmt.Errorf("%w for %s in %s: run `tensora he keygen --params %s` first", errNoHEKey, params, dir, params)
	}
	if err != nil {
		return nil, err
	}
	k := &heKeys{dir: dir}
	if err := json.Unmarshal(b, &k.file); err != nil {
		return nil, fmt.Errorf("%s: %w", heKeyPath(dir, params), err)
	}
	if k.file.Format != heKeyFormat || k.file.Params != params {
		return nil, fmt.Errorf("%s: format %q for %q, want %q for %q", k.Path(), k.file.Format, k.file.Params, heKeyFormat, params)
	}
	return k, nil
}

// secretKey unseals the secret key with the wallet's passphrase.
func (g *globals) heSecretKey(k *heKeys) (*he.SecretKey, error) {
	pass, err := g.passphrase(false)
	if err != nil {
		return nil, err
	}
	raw, err := keystore.DecryptDataV3(k.file.Crypto, pass)
	if errors.Is(err, keystore.ErrDecrypt) {
		return nil, fmt.Errorf("wrong passphrase for the HE secret key %s (it is sealed with the wallet's)", k.Path())
	}
	if err != nil {
		return nil, fmt.Errorf("unseal %s: %w", k.Path(), err)
	}
	sk, err := he.ParseSecretKey(raw)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", k.Path(), err)
	}
	if sk.Params() != k.file.Params {
		return nil, fmt.Errorf("%s holds a %s key, not %s", k.Path(), sk.Params(), k.file.Params)
	}
	return sk, nil
}

// heKeyGen generates a key set for params and writes it: the evaluation
// keys first, then the sealed secret key naming them, so a key file never
// names keys that are not there. It refuses to replace a key unless
// force: jobs in flight, and ciphertexts kept, decrypt only under it.
func (g *globals) heKeyGen(params, pass string, force bool) (*heKeys, error) {
	if _, err := he.Lookup(params); err != nil {
		return nil, err
	}
	dir := g.heDir()
	if _, err := os.Stat(heKeyPath(dir, params)); err == nil && !force {
		return nil, fmt.Errorf("%s already holds a %s key: ciphertexts made under it decrypt only with it; pass --force to replace it", heKeyPath(dir, params), params)
	}
	sk, ek, err := he.KeyGen(params)
	if err != nil {
		return nil, err
	}
	raw, err := sk.MarshalBinary()
	if err != nil {
		return nil, err
	}
	evk, err := ek.MarshalBinary()
	if err != nil {
		return nil, err
	}
	c, err := content.CIDOf(bytes.NewReader(evk))
	if err != nil {
		return nil, err
	}
	n, p := keystore.StandardScryptN, keystore.StandardScryptP
	if g.lightScrypt {
		n, p = keystore.LightScryptN, keystore.LightScryptP
	}
	sealed, err := keystore.EncryptDataV3(raw, []byte(pass), n, p)
	if err != nil {
		return nil, err
	}
	k := &heKeys{dir: dir, file: heKeyFile{Format: heKeyFormat, Params: params, KeysCID: c.String(), KeysBytes: int64(len(evk)),
		Created: time.Now().UTC().Truncate(time.Second), Crypto: sealed}}
	kj, err := json.MarshalIndent(k.file, "", "  ")
	if err != nil {
		return nil, err
	}
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return nil, err
	}
	if err := writeFileAtomic(k.EvalPath(), evk, 0o644); err != nil {
		return nil, err
	}
	if err := writeFileAtomic(k.Path(), kj, 0o600); err != nil {
		return nil, err
	}
	return k, nil
}

// writeFileAtomic writes through a temporary file and a rename, so a
// crash leaves the old file or the new one.
func writeFileAtomic(path string, b []byte, perm os.FileMode) error {
	tmp, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".tmp-*")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name()) // no-op after the rename
	if _, err := tmp.Write(b); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Chmod(perm); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Sync(); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	return os.Rename(tmp.Name(), path)
}
