package models

import (
	"errors"
	"fmt"
	"strings"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
)

// Errors callers branch on.
var (
	// ErrInvalid: a name, version, tag or reference breaks the contract's rules.
	ErrInvalid = errors.New("invalid")
	// ErrNotFound: no such model, version or tag.
	ErrNotFound = errors.New("not found")
	// ErrNoContract: the deployment has no ModelRegistry.
	ErrNoContract = errors.New("this chain deployment has no model registry (ModelRegistry)")
	// ErrNotReadable: a restricted model, and the account lacks RETRIEVE on its subnet.
	ErrNotReadable = errors.New("not readable")
)

// The contract's bounds, mirrored for checks before a transaction.
const (
	MaxNameLen    = 64
	MaxTagLen     = 32
	MaxVersionLen = 32
	MaxCIDLen     = 128
	MaxReasonLen  = 256
	// Latest is the tag that follows publishes.
	Latest = "latest"
	// RightRetrieve is the SubnetACL bit that grants reading restricted models.
	RightRetrieve = 2
)

// Format is a version's weights format.
type Format uint8

// The formats, in the contract's enum order.
const (
	ONNX Format = iota
	GGUF
	OCI
	HE // a homomorphic-encryption-ready model
)

var formatNames = []string{"onnx", "gguf", "oci", "he"}

func (f Format) String() string {
	if int(f) < len(formatNames) {
		return formatNames[f]
	}
	return fmt.Sprintf("format(%d)", uint8(f))
}

// ParseFormat reads "onnx", "gguf", "oci" or "he".
func ParseFormat(s string) (Format, error) {
	for i, n := range formatNames {
		if s == n {
			return Format(i), nil
		}
	}
	return 0, fmt.Errorf("%w: format %q: want one of %s", ErrInvalid, s, strings.Join(formatNames, ", "))
}

// Visibility is who may read a model's versions.
type Visibility uint8

// The visibilities, in the contract's enum order.
const (
	Public Visibility = iota
	Restricted
)

func (v Visibility) String() string {
	if v == Restricted {
		return "restricted"
	}
	return "public"
}

// ID is the id of creator's model name: keccak256(creator ‖ name).
func ID(creator common.Address, name string) [32]byte {
	return [32]byte(crypto.Keccak256(creator.Bytes(), []byte(name)))
}

func token(s string, max int) bool {
	if len(s) == 0 || len(s) > max {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		alnum := c >= 'a' && c <= 'z' || c >= '0' && c <= '9'
		if !alnum && (i == 0 || c != '.' && c != '_' && c != '-') {
			return false
		}
	}
	return true
}

// ValidName applies the contract's name rule: 1 to 64 characters of
// [a-z0-9._-], starting with a letter or digit. Upper case is refused, not
// folded: a name has one spelling.
func ValidName(name string) error {
	if token(name, MaxNameLen) {
		return nil
	}
	if lower := strings.ToLower(name); lower != name && token(lower, MaxNameLen) {
		return fmt.Errorf("%w: model name %q: lower case only (did you mean %s?)", ErrInvalid, name, lower)
	}
	return fmt.Errorf("%w: model name %q: want 1 to %d characters of a-z, 0-9, '.', '_' and '-', starting with a letter or digit", ErrInvalid, name, MaxNameLen)
}

// ValidVersion applies the contract's version rule: MAJOR.MINOR.PATCH, each
// 1 to 9 decimal digits without a leading zero (unless it is "0").
func ValidVersion(v string) error {
	parts := strings.Split(v, ".")
	ok := len(v) <= MaxVersionLen && len(parts) == 3
	for _, p := range parts {
		if len(p) == 0 || len(p) > 9 || len(p) > 1 && p[0] == '0' || strings.Trim(p, "0123456789") != "" {
			ok = false
		}
	}
	if !ok {
		return fmt.Errorf("%w: version %q: want MAJOR.MINOR.PATCH of digits without leading zeros (1.2.0)", ErrInvalid, v)
	}
	return nil
}

// ValidTag applies the contract's tag rule: a name of at most 32
// characters that does not read as a version.
func ValidTag(t string) error {
	if !token(t, MaxTagLen) || ValidVersion(t) == nil {
		return fmt.Errorf("%w: tag %q: want 1 to %d characters of a-z, 0-9, '.', '_' and '-' that are not a version", ErrInvalid, t, MaxTagLen)
	}
	return nil
}

// Ref is a parsed model reference: OWNER/NAME, OWNER/NAME@VERSION or
// OWNER/NAME@TAG, where OWNER is an address (0x…) or a .tora name.
type Ref struct {
	Owner string // as written: "alice.tora" or "0x…"
	Name  string
	// At is the version or tag after '@'; "" means latest.
	At string
}

// IsVersion reports whether the reference names a version rather than a tag.
func (r Ref) IsVersion() bool { return ValidVersion(r.At) == nil }

func (r Ref) String() string {
	s := r.Owner + "/" + r.Name
	if r.At != "" {
		s += "@" + r.At
	}
	return s
}

// ParseRef reads OWNER/NAME[@VERSION|@TAG]. A bare NAME (no owner) is
// accepted when defaultOwner is not "" (the caller's own models).
func ParseRef(s, defaultOwner string) (Ref, error) {
	var r Ref
	path, at, hasAt := strings.Cut(s, "@")
	if hasAt {
		if at == "" {
			return r, fmt.Errorf("%w: reference %q: nothing after '@' (want a version like 1.2.0 or a tag like latest)", ErrInvalid, s)
		}
		if ValidVersion(at) != nil && ValidTag(at) != nil {
			return r, fmt.Errorf("%w: reference %q: %q is neither a version (1.2.0) nor a tag", ErrInvalid, s, at)
		}
		r.At = at
	}
	owner, name, hasOwner := strings.Cut(path, "/")
	if !hasOwner {
		if defaultOwner == "" {
			return r, fmt.Errorf("%w: reference %q: want OWNER/NAME[@VERSION|@TAG], OWNER an address or a .tora name", ErrInvalid, s)
		}
		owner, name = defaultOwner, path
	}
	if owner == "" || strings.Contains(name, "/") {
		return r, fmt.Errorf("%w: reference %q: want OWNER/NAME[@VERSION|@TAG]", ErrInvalid, s)
	}
	if err := ValidName(name); err != nil {
		return r, err
	}
	r.Owner, r.Name = owner, name
	return r, nil
}
