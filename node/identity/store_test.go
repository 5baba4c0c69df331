package identity

import (
	"bytes"
	"encoding/hex"
	"errors"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/accounts/keystore"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/google/uuid"
)

const pass = "correct horse battery staple"

func openTestStore(t *testing.T, opts ...Option) (*Store, string) {
	t.Helper()
	datadir := t.TempDir()
	st, err := OpenStore(datadir, append([]Option{WithLightScrypt()}, opts...)...)
	if err != nil {
		t.Fatal(err)
	}
	return st, datadir
}

// keyJSON encrypts a fresh key the way geth would export it.
func keyJSON(t *testing.T, passphrase string) (*Key, []byte) {
	t.Helper()
	k, err := GenerateKey()
	if err != nil {
		t.Fatal(err)
	}
	b, err := keystore.EncryptKey(&keystore.Key{Id: uuid.New(), Address: k.Address(), PrivateKey: k.ECDSA()},
		passphrase, keystore.LightScryptN, keystore.LightScryptP)
	if err != nil {
		t.Fatal(err)
	}
	return k, b
}

func TestStoreNewListUnlock(t *testing.T) {
	t.Parallel()
	st, datadir := openTestStore(t)
	if got := st.List(); len(got) != 0 {
		t.Fatalf("fresh store lists %v", got)
	}
	if _, err := os.Stat(filepath.Join(datadir, "keystore")); !os.IsNotExist(err) {
		t.Fatalf("OpenStore or List created the keystore directory (stat err %v)", err)
	}

	addr, err := st.New(pass)
	if err != nil {
		t.Fatal(err)
	}
	if got := st.List(); !slices.Equal(got, []common.Address{addr}) {
		t.Fatalf("List = %v, want [%s]", got, addr)
	}
	k, err := st.Unlock(addr, pass)
	if err != nil {
		t.Fatal(err)
	}
	if k.Address() != addr {
		t.Fatalf("unlocked %s, want %s", k.Address(), addr)
	}

	// On disk: geth's file name, private permissions, and a file geth decrypts.
	dir := filepath.Join(datadir, "keystore")
	if fi, err := os.Stat(dir); err != nil || fi.Mode().Perm() != 0o700 {
		t.Fatalf("keystore dir mode = %v, %v; want 0700", fi.Mode(), err)
	}
	files, err := os.ReadDir(dir)
	if err != nil || len(files) != 1 {
		t.Fatalf("keystore holds %v, %v; want one file", files, err)
	}
	name := files[0].Name()
	re := regexp.MustCompile(`^UTC--\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.\d{9}Z--` + strings.ToLower(addr.Hex()[2:]) + `$`)
	if !re.MatchString(name) {
		t.Fatalf("file name %q is not geth's", name)
	}
	fi, err := files[0].Info()
	if err != nil || fi.Mode().Perm() != 0o600 {
		t.Fatalf("key file mode = %v, %v; want 0600", fi.Mode(), err)
	}
	raw, err := os.ReadFile(filepath.Join(dir, name))
	if err != nil {
		t.Fatal(err)
	}
	gk, err := keystore.DecryptKey(raw, pass)
	if err != nil || gk.Address != addr {
		t.Fatalf("geth DecryptKey = %v, %v", gk, err)
	}
	if bytes.Contains(raw, []byte(hex.EncodeToString(crypto.FromECDSA(k.ECDSA())))) {
		t.Fatal("key file holds the private key in plain text")
	}

	// A second Store over the same directory (another process) sees the key.
	st2, err := OpenStore(datadir)
	if err != nil {
		t.Fatal(err)
	}
	if got := st2.List(); !slices.Equal(got, []common.Address{addr}) {
		t.Fatalf("second store lists %v", got)
	}
}

func TestStoreListSortedAndSkipsJunk(t *testing.T) {
	t.Parallel()
	st, _ := openTestStore(t)
	var want []common.Address
	for range 4 {
		a, err := st.New(pass)
		if err != nil {
			t.Fatal(err)
		}
		want = append(want, a)
	}
	slices.SortFunc(want, func(a, b common.Address) int { return a.Cmp(b) })

	junk := map[string]string{
		"README":           `{"address":"` + common.Address{1}.Hex() + `"}`,
		".hidden":          `{"address":"` + common.Address{2}.Hex() + `"}`,
		"backup~":          `{"address":"` + common.Address{3}.Hex() + `"}`,
		"notes.txt":        "not json",
		"zero-address":     `{"address":"0000000000000000000000000000000000000000"}`,
		"bad-address":      `{"address":"0x1234"}`,
		"no-address.json":  `{"crypto":{}}`,
		"sub/UTC--in-subd": `{"address":"` + common.Address{4}.Hex() + `"}`,
	}
	for name, body := range junk {
		p := filepath.Join(st.Dir(), name)
		if err := os.MkdirAll(filepath.Dir(p), 0o700); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(body), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	for range 3 { // stable across calls
		if got := st.List(); !slices.Equal(got, want) {
			t.Fatalf("List = %v, want %v", got, want)
		}
	}
}

func TestStoreWrongPassphrase(t *testing.T) {
	t.Parallel()
	st, _ := openTestStore(t)
	addr, err := st.New(pass)
	if err != nil {
		t.Fatal(err)
	}
	for _, wrong := range []string{"", "Correct horse battery staple", pass + " "} {
		_, err := st.Unlock(addr, wrong)
		if !errors.Is(err, ErrBadPassphrase) {
			t.Fatalf("Unlock(%q) err = %v, want ErrBadPassphrase", wrong, err)
		}
		if wrong != "" && strings.Contains(err.Error(), wrong) {
			t.Fatalf("error %q repeats the passphrase", err)
		}
	}
	if _, err := st.Default("nope"); !errors.Is(err, ErrBadPassphrase) {
		t.Fatalf("Default err = %v, want ErrBadPassphrase", err)
	}
}

func TestStoreRefusesEmptyPassphrase(t *testing.T) {
	t.Parallel()
	st, _ := openTestStore(t)
	_, js := keyJSON(t, "old")
	tests := []struct {
		name string
		do   func() (common.Address, error)
	}{
		{"New", func() (common.Address, error) { return st.New("") }},
		{"ImportHex", func() (common.Address, error) { return st.ImportHex(vectorKey, "") }},
		{"ImportKeystoreJSON", func() (common.Address, error) { return st.ImportKeystoreJSON(js, "old", "") }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if _, err := tt.do(); !errors.Is(err, ErrEmptyPassphrase) {
				t.Fatalf("err = %v, want ErrEmptyPassphrase", err)
			}
		})
	}
	if got := st.List(); len(got) != 0 {
		t.Fatalf("refused keys were stored: %v", got)
	}
}

func TestStoreImportHex(t *testing.T) {
	t.Parallel()
	want := common.HexToAddress(vectorAddr)
	tests := []struct {
		name string
		in   string
	}{
		{"bare", vectorKey},
		{"0x prefix", "0x" + vectorKey},
		{"trailing newline from a file", "0x" + vectorKey + "\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			st, _ := openTestStore(t)
			addr, err := st.ImportHex(tt.in, pass)
			if err != nil {
				t.Fatal(err)
			}
			if addr != want {
				t.Fatalf("imported %s, want %s", addr, want)
			}
			k, err := st.Unlock(addr, pass)
			if err != nil {
				t.Fatal(err)
			}
			if k.Address() != want {
				t.Fatalf("unlocked %s", k.Address())
			}
		})
	}

	st, _ := openTestStore(t)
	_, err := st.ImportHex("0x"+vectorKey[:40], pass)
	if !errors.Is(err, ErrInvalidKey) || strings.Contains(err.Error(), vectorKey[:40]) {
		t.Fatalf("short key: err = %v; want ErrInvalidKey without the input", err)
	}
}

func TestStoreImportKeystoreJSON(t *testing.T) {
	t.Parallel()
	st, _ := openTestStore(t)
	k, js := keyJSON(t, "old secret")

	if _, err := st.ImportKeystoreJSON(js, "wrong", pass); !errors.Is(err, ErrBadPassphrase) {
		t.Fatalf("wrong old passphrase: err = %v, want ErrBadPassphrase", err)
	}
	if _, err := st.ImportKeystoreJSON([]byte("{not json"), "old secret", pass); err == nil || errors.Is(err, ErrBadPassphrase) {
		t.Fatalf("garbage: err = %v, want a parse error", err)
	}

	addr, err := st.ImportKeystoreJSON(js, "old secret", pass)
	if err != nil {
		t.Fatal(err)
	}
	if addr != k.Address() {
		t.Fatalf("imported %s, want %s", addr, k.Address())
	}
	// Re-encrypted: the new passphrase opens it, the old one does not.
	if _, err := st.Unlock(addr, pass); err != nil {
		t.Fatal(err)
	}
	if _, err := st.Unlock(addr, "old secret"); !errors.Is(err, ErrBadPassphrase) {
		t.Fatalf("old passphrase: err = %v, want ErrBadPassphrase", err)
	}
}

func TestStoreDuplicate(t *testing.T) {
	t.Parallel()
	st, _ := openTestStore(t)
	addr, err := st.ImportHex(vectorKey, pass)
	if err != nil {
		t.Fatal(err)
	}
	k, err := KeyFromHex(vectorKey)
	if err != nil {
		t.Fatal(err)
	}
	js, err := keystore.EncryptKey(&keystore.Key{Id: uuid.New(), Address: k.Address(), PrivateKey: k.ECDSA()},
		"other", keystore.LightScryptN, keystore.LightScryptP)
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name string
		do   func() (common.Address, error)
	}{
		{"hex again", func() (common.Address, error) { return st.ImportHex("0x"+vectorKey, "different") }},
		{"same key as JSON", func() (common.Address, error) { return st.ImportKeystoreJSON(js, "other", pass) }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := tt.do()
			if !errors.Is(err, ErrAccountExists) {
				t.Fatalf("err = %v, want ErrAccountExists", err)
			}
			if !strings.Contains(err.Error(), addr.Hex()) {
				t.Fatalf("error %q does not name the account", err)
			}
		})
	}
	if got := st.List(); len(got) != 1 {
		t.Fatalf("List = %v, want one account", got)
	}
	// The original passphrase still opens the original file.
	if _, err := st.Unlock(addr, pass); err != nil {
		t.Fatal(err)
	}
}

func TestStoreReadsGethFiles(t *testing.T) {
	t.Parallel()
	st, _ := openTestStore(t)
	// keystore.StoreKey is geth's own writer (used by `geth account new`).
	acct, err := keystore.StoreKey(st.Dir(), pass, keystore.LightScryptN, keystore.LightScryptP)
	if err != nil {
		t.Fatal(err)
	}
	if got := st.List(); !slices.Equal(got, []common.Address{acct.Address}) {
		t.Fatalf("List = %v, want [%s]", got, acct.Address)
	}
	k, err := st.Default(pass)
	if err != nil {
		t.Fatal(err)
	}
	if k.Address() != acct.Address {
		t.Fatalf("Default unlocked %s, want %s", k.Address(), acct.Address)
	}
}

// A key file whose plain-text address was edited must not unlock as that
// address.
func TestStoreUnlockRejectsSwappedFile(t *testing.T) {
	t.Parallel()
	st, _ := openTestStore(t)
	addr, err := st.New(pass)
	if err != nil {
		t.Fatal(err)
	}
	files, err := os.ReadDir(st.Dir())
	if err != nil {
		t.Fatal(err)
	}
	p := filepath.Join(st.Dir(), files[0].Name())
	raw, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	victim := common.HexToAddress("0x00000000000000000000000000000000000000aa")
	raw = bytes.Replace(raw, []byte(strings.ToLower(addr.Hex()[2:])), []byte(strings.ToLower(victim.Hex()[2:])), 1)
	if err := os.WriteFile(p, raw, 0o600); err != nil {
		t.Fatal(err)
	}
	if _, err := st.Unlock(victim, pass); err == nil {
		t.Fatal("a swapped key file unlocked under the forged address")
	}
}

func TestStoreDefaultAndFind(t *testing.T) {
	t.Parallel()
	empty, datadir := openTestStore(t)
	_, err := empty.Default(pass)
	if !errors.Is(err, ErrNoWallet) {
		t.Fatalf("empty: err = %v, want ErrNoWallet", err)
	}
	if msg := err.Error(); !strings.Contains(msg, "tensora wallet new") || !strings.Contains(msg, datadir) {
		t.Fatalf("empty: message %q should name the directory and the fix", msg)
	}

	st, _ := openTestStore(t)
	a1, err := st.New(pass)
	if err != nil {
		t.Fatal(err)
	}
	if k, err := st.Default(pass); err != nil || k.Address() != a1 {
		t.Fatalf("one account: Default = %v, %v", k, err)
	}
	a2, err := st.New(pass)
	if err != nil {
		t.Fatal(err)
	}
	_, err = st.Default(pass)
	if !errors.Is(err, ErrAmbiguousAccount) {
		t.Fatalf("two accounts: err = %v, want ErrAmbiguousAccount", err)
	}
	// The refusal lists the accounts and the flag that picks one.
	for _, want := range []string{a1.Hex(), a2.Hex(), "--account"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("two accounts: message %q lacks %q", err, want)
		}
	}

	// Selection resolves the ambiguity.
	sel, err := OpenStore(filepath.Dir(st.Dir()), WithAccount(strings.ToLower(a2.Hex()[2:])))
	if err != nil {
		t.Fatal(err)
	}
	if k, err := sel.Default(pass); err != nil || k.Address() != a2 {
		t.Fatalf("selected: Default = %v, %v; want %s", k, err, a2)
	}
	missing, err := OpenStore(filepath.Dir(st.Dir()), WithAccount(common.Address{9}.Hex()))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := missing.Default(pass); !errors.Is(err, ErrAccountNotFound) {
		t.Fatalf("selected unknown: err = %v, want ErrAccountNotFound", err)
	}
	if _, err := OpenStore(t.TempDir(), WithAccount("0x12")); err == nil {
		t.Fatal("OpenStore accepted a malformed account")
	}

	tests := []struct {
		name    string
		in      string
		want    common.Address
		wantErr error // nil: any error; checked only when want is zero
	}{
		{"checksummed", a1.Hex(), a1, nil},
		{"lower case, no 0x", strings.ToLower(a1.Hex()[2:]), a1, nil},
		{"other account", a2.Hex(), a2, nil},
		{"not stored", common.Address{7}.Hex(), common.Address{}, ErrAccountNotFound},
		{"malformed", "0xabc", common.Address{}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := st.Find(tt.in)
			if tt.want != (common.Address{}) {
				if err != nil || got != tt.want {
					t.Fatalf("Find = %s, %v; want %s", got, err, tt.want)
				}
				return
			}
			if err == nil || (tt.wantErr != nil && !errors.Is(err, tt.wantErr)) {
				t.Fatalf("Find err = %v, want %v", err, tt.wantErr)
			}
		})
	}
	if _, err := st.Unlock(common.Address{7}, pass); !errors.Is(err, ErrAccountNotFound) {
		t.Fatalf("Unlock unknown: err = %v, want ErrAccountNotFound", err)
	}
}

func TestOpenStoreErrors(t *testing.T) {
	t.Parallel()
	if _, err := OpenStore(""); err == nil {
		t.Fatal("empty datadir accepted")
	}
	datadir := t.TempDir()
	if err := os.WriteFile(filepath.Join(datadir, "keystore"), nil, 0o600); err != nil {
		t.Fatal(err)
	}
	if _, err := OpenStore(datadir); err == nil {
		t.Fatal("keystore that is a file accepted")
	}
}
