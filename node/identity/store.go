package identity

import (
	"bytes"
	"crypto/ecdsa"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/accounts/keystore"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/google/uuid"
)

// KeystoreDir is the directory under the data directory that holds key files.
const KeystoreDir = "keystore"

// Errors callers branch on. All are returned wrapped with context.
var (
	// ErrBadPassphrase: the passphrase does not decrypt the key.
	ErrBadPassphrase = errors.New("wrong passphrase")
	// ErrEmptyPassphrase: an empty passphrase was given for a new key.
	ErrEmptyPassphrase = errors.New("empty passphrase refused for a new key")
	// ErrAccountExists: the key being imported or created is already stored.
	ErrAccountExists = errors.New("account already in keystore")
	// ErrAccountNotFound: no key file holds the requested address.
	ErrAccountNotFound = errors.New("account not in keystore")
	// ErrNoWallet: the keystore holds no key at all.
	ErrNoWallet = errors.New("no wallet")
	// ErrAmbiguousAccount: several keys are stored and none was selected,
	// or one address has several key files.
	ErrAmbiguousAccount = errors.New("ambiguous account")
)

type config struct {
	scryptN, scryptP int
	account          *common.Address
}

// Option configures OpenStore.
type Option func(*config) error

// WithLightScrypt encrypts new keys with go-ethereum's light scrypt
// parameters (keystore.LightScryptN/P): fast enough for tests and the
// testnet, too weak for keys that guard real funds. Existing files decrypt
// whatever parameters they were written with.
func WithLightScrypt() Option {
	return func(c *config) error {
		c.scryptN, c.scryptP = keystore.LightScryptN, keystore.LightScryptP
		return nil
	}
}

// WithAccount selects the account Default unlocks when the keystore holds
// several. addrHex is a 20-byte hex address, with or without 0x.
func WithAccount(addrHex string) Option {
	return func(c *config) error {
		addr, err := parseAddress(addrHex)
		if err != nil {
			return err
		}
		c.account = &addr
		return nil
	}
}

// Store is a directory of go-ethereum encrypted key files (Web3 Secret
// Storage v3), <datadir>/keystore. It reads the directory on every call
// rather than caching or watching it, so it starts no goroutines, needs no
// Close, and sees files that geth or another process put there.
type Store struct {
	dir string
	cfg config
	mu  sync.Mutex // serialises writes so a duplicate check cannot race
}

// OpenStore opens the keystore under datadir. The directory is created on the
// first write, not here, so listing a fresh data directory has no effect on
// disk. New keys use the standard scrypt parameters unless WithLightScrypt is
// given.
func OpenStore(datadir string, opts ...Option) (*Store, error) {
	if datadir == "" {
		return nil, errors.New("open keystore: empty data directory")
	}
	abs, err := filepath.Abs(datadir)
	if err != nil {
		return nil, fmt.Errorf("open keystore in %s: %w", datadir, err)
	}
	cfg := config{scryptN: keystore.StandardScryptN, scryptP: keystore.StandardScryptP}
	for _, opt := range opts {
		if err := opt(&cfg); err != nil {
			return nil, fmt.Errorf("open keystore in %s: %w", abs, err)
		}
	}
	dir := filepath.Join(abs, KeystoreDir)
	if fi, err := os.Stat(dir); err == nil && !fi.IsDir() {
		return nil, fmt.Errorf("open keystore: %s is not a directory", dir)
	}
	return &Store{dir: dir, cfg: cfg}, nil
}

// Dir is the keystore directory.
func (s *Store) Dir() string { return s.dir }

// New generates a key, stores it encrypted with passphrase and returns its
// address.
func (s *Store) New(passphrase string) (common.Address, error) {
	key, err := GenerateKey()
	if err != nil {
		return common.Address{}, err
	}
	return s.store(key.ECDSA(), passphrase, "new account")
}

// ImportHex stores a raw hex private key (as KeyFromHex reads it) encrypted
// with passphrase.
func (s *Store) ImportHex(hexKey, passphrase string) (common.Address, error) {
	key, err := KeyFromHex(hexKey)
	if err != nil {
		return common.Address{}, fmt.Errorf("import key: %w", err)
	}
	return s.store(key.ECDSA(), passphrase, "import key")
}

// ImportKeystoreJSON decrypts a go-ethereum key file with oldPassphrase and
// stores it re-encrypted with newPassphrase.
func (s *Store) ImportKeystoreJSON(keyJSON []byte, oldPassphrase, newPassphrase string) (common.Address, error) {
	if newPassphrase == "" {
		return common.Address{}, fmt.Errorf("import keystore JSON: %w", ErrEmptyPassphrase)
	}
	k, err := keystore.DecryptKey(keyJSON, oldPassphrase)
	if errors.Is(err, keystore.ErrDecrypt) {
		return common.Address{}, fmt.Errorf("import keystore JSON: %w", ErrBadPassphrase)
	}
	if err != nil {
		return common.Address{}, fmt.Errorf("import keystore JSON: %w", err)
	}
	return s.store(k.PrivateKey, newPassphrase, "import keystore JSON")
}

// List returns the addresses in the keystore, sorted by their bytes. Files
// that are not key files (or cannot be read) are skipped, as geth does; a
// missing directory is an empty keystore.
func (s *Store) List() []common.Address {
	files, _ := s.scan()
	addrs := make([]common.Address, 0, len(files))
	for a := range files {
		addrs = append(addrs, a)
	}
	slices.SortFunc(addrs, func(a, b common.Address) int { return a.Cmp(b) })
	return addrs
}

// Find resolves a hex address (with or without 0x, any case) to an account
// in the keystore.
func (s *Store) Find(addrHex string) (common.Address, error) {
	addr, err := parseAddress(addrHex)
	if err != nil {
		return common.Address{}, err
	}
	files, err := s.scan()
	if err != nil {
		return common.Address{}, err
	}
	if len(files[addr]) == 0 {
		return common.Address{}, fmt.Errorf("%s in %s: %w", addr.Hex(), s.dir, ErrAccountNotFound)
	}
	return addr, nil
}

// Unlock decrypts the key of addr. A wrong passphrase gives an error that
// wraps ErrBadPassphrase.
func (s *Store) Unlock(addr common.Address, passphrase string) (*Key, error) {
	files, err := s.scan()
	if err != nil {
		return nil, fmt.Errorf("unlock %s: %w", addr.Hex(), err)
	}
	paths := files[addr]
	switch len(paths) {
	case 0:
		return nil, fmt.Errorf("unlock %s: %w in %s", addr.Hex(), ErrAccountNotFound, s.dir)
	case 1:
	default:
		return nil, fmt.Errorf("unlock %s: %w: %d key files (%s)", addr.Hex(), ErrAmbiguousAccount,
			len(paths), strings.Join(paths, ", "))
	}
	keyJSON, err := os.ReadFile(paths[0])
	if err != nil {
		return nil, fmt.Errorf("unlock %s: %w", addr.Hex(), err)
	}
	k, err := keystore.DecryptKey(keyJSON, passphrase)
	if errors.Is(err, keystore.ErrDecrypt) {
		return nil, fmt.Errorf("unlock %s: %w", addr.Hex(), ErrBadPassphrase)
	}
	if err != nil {
		return nil, fmt.Errorf("unlock %s: %s: %w", addr.Hex(), paths[0], err)
	}
	// The address field is plain text; only the decrypted scalar is trusted.
	if k.Address != addr {
		return nil, fmt.Errorf("unlock %s: %s holds the key of %s", addr.Hex(), paths[0], k.Address.Hex())
	}
	key, err := newKey(k.PrivateKey)
	if err != nil {
		return nil, fmt.Errorf("unlock %s: %w", addr.Hex(), err)
	}
	return key, nil
}

// Default unlocks the node's account: the one chosen with WithAccount, or
// else the only one in the keystore. An empty keystore gives ErrNoWallet and
// several accounts without a selection give ErrAmbiguousAccount.
func (s *Store) Default(passphrase string) (*Key, error) {
	if s.cfg.account != nil {
		addr, err := s.Find(s.cfg.account.Hex())
		if err != nil {
			return nil, err
		}
		return s.Unlock(addr, passphrase)
	}
	addrs := s.List()
	switch len(addrs) {
	case 0:
		return nil, fmt.Errorf("%w in %s: run `tensora wallet new`", ErrNoWallet, s.dir)
	case 1:
		return s.Unlock(addrs[0], passphrase)
	default:
		hexes := make([]string, len(addrs))
		for i, a := range addrs {
			hexes[i] = a.Hex()
		}
		return nil, fmt.Errorf("%w: %d wallets in %s (%s): pass --account ADDR to pick one, e.g. --account %s",
			ErrAmbiguousAccount, len(addrs), s.dir, strings.Join(hexes, ", "), hexes[0])
	}
}

// store encrypts priv and writes it as a new key file, refusing duplicates.
func (s *Store) store(priv *ecdsa.PrivateKey, passphrase, op string) (common.Address, error) {
	if passphrase == "" {
		return common.Address{}, fmt.Errorf("%s: %w", op, ErrEmptyPassphrase)
	}
	id, err := uuid.NewRandom()
	if err != nil {
		return common.Address{}, fmt.Errorf("%s: key id: %w", op, err)
	}
	k := &keystore.Key{Id: id, Address: crypto.PubkeyToAddress(priv.PublicKey), PrivateKey: priv}

	s.mu.Lock()
	defer s.mu.Unlock()
	files, err := s.scan()
	if err != nil {
		return common.Address{}, fmt.Errorf("%s: %w", op, err)
	}
	if len(files[k.Address]) > 0 {
		return common.Address{}, fmt.Errorf("%s: %s: %w (%s)", op, k.Address.Hex(), ErrAccountExists, files[k.Address][0])
	}
	keyJSON, err := keystore.EncryptKey(k, passphrase, s.cfg.scryptN, s.cfg.scryptP)
	if err != nil {
		return common.Address{}, fmt.Errorf("%s: encrypt: %w", op, err)
	}
	if err := writeKeyFile(s.dir, keyFileName(k.Address, time.Now()), keyJSON); err != nil {
		return common.Address{}, fmt.Errorf("%s: %w", op, err)
	}
	return k.Address, nil
}

// scan maps each address in the directory to its key files. The rules for
// what counts as a key file are geth's (accounts/keystore/file_cache.go).
func (s *Store) scan() (map[common.Address][]string, error) {
	entries, err := os.ReadDir(s.dir)
	if errors.Is(err, fs.ErrNotExist) {
		return map[common.Address][]string{}, nil
	}
	if err != nil {
		return nil, fmt.Errorf("read keystore %s: %w", s.dir, err)
	}
	files := make(map[common.Address][]string, len(entries))
	for _, e := range entries {
		name := e.Name()
		if e.IsDir() || strings.HasPrefix(name, ".") || strings.HasSuffix(name, "~") ||
			name == "README" || !e.Type().IsRegular() {
			continue
		}
		path := filepath.Join(s.dir, name)
		addr, ok := readAddress(path)
		if !ok {
			continue
		}
		files[addr] = append(files[addr], path)
	}
	return files, nil
}

// readAddress reads the plain-text address field of a key file.
func readAddress(path string) (common.Address, bool) {
	f, err := os.Open(path)
	if err != nil {
		return common.Address{}, false
	}
	defer f.Close()
	var v struct {
		Address string `json:"address"`
	}
	if err := json.NewDecoder(f).Decode(&v); err != nil || !common.IsHexAddress(v.Address) {
		return common.Address{}, false
	}
	addr := common.HexToAddress(v.Address)
	if addr == (common.Address{}) {
		return common.Address{}, false
	}
	return addr, true
}

// keyFileName follows geth's naming so its tools recognise the files:
// UTC--<created at, ISO 8601 with dashes>--<address hex>.
func keyFileName(addr common.Address, t time.Time) string {
	t = t.UTC()
	return fmt.Sprintf("UTC--%04d-%02d-%02dT%02d-%02d-%02d.%09dZ--%s",
		t.Year(), t.Month(), t.Day(), t.Hour(), t.Minute(), t.Second(), t.Nanosecond(),
		hex.EncodeToString(addr[:]))
}

// writeKeyFile writes content atomically: a hidden 0600 temporary file in the
// same directory (which scan skips), checked, synced, then renamed.
func writeKeyFile(dir, name string, content []byte) error {
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return fmt.Errorf("create keystore %s: %w", dir, err)
	}
	f, err := os.CreateTemp(dir, "."+name+".tmp")
	if err != nil {
		return fmt.Errorf("write key file: %w", err)
	}
	tmp := f.Name()
	fail := func(err error) error {
		_ = f.Close()
		_ = os.Remove(tmp)
		return fmt.Errorf("write key file %s: %w", filepath.Join(dir, name), err)
	}
	if _, err := f.Write(content); err != nil {
		return fail(err)
	}
	if err := f.Sync(); err != nil {
		return fail(err)
	}
	if err := f.Close(); err != nil {
		return fail(err)
	}
	// Read back before the file becomes visible, as geth does, so a bad disk
	// cannot leave an undecryptable key behind.
	back, err := os.ReadFile(tmp)
	if err != nil || !bytes.Equal(back, content) {
		if err == nil {
			err = errors.New("read-back mismatch")
		}
		_ = os.Remove(tmp)
		return fmt.Errorf("write key file %s: %w", filepath.Join(dir, name), err)
	}
	if err := os.Rename(tmp, filepath.Join(dir, name)); err != nil {
		_ = os.Remove(tmp)
		return fmt.Errorf("write key file %s: %w", filepath.Join(dir, name), err)
	}
	return nil
}

// parseAddress reads a 20-byte hex address, with or without 0x.
func parseAddress(s string) (common.Address, error) {
	s = strings.TrimSpace(s)
	if !common.IsHexAddress(s) {
		return common.Address{}, fmt.Errorf("invalid address %q: want 40 hex characters", s)
	}
	return common.HexToAddress(s), nil
}
