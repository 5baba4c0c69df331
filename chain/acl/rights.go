package acl

import (
	"fmt"
	"strings"
	"time"
)

// Rights are SubnetACL's permission bits.
type Rights uint8

// The rights bits (SubnetACL's SUBMIT, RETRIEVE, COMPUTE, ADMIN).
const (
	Submit   Rights = 1 // post jobs and have them settled
	Retrieve Rights = 2 // read a job's data and results
	Compute  Rights = 4 // bid on and run jobs
	Admin    Rights = 8 // set the mode, grant and revoke
	All             = Submit | Retrieve | Compute | Admin
)

var rightNames = []struct {
	r    Rights
	name string
}{{Submit, "SUBMIT"}, {Retrieve, "RETRIEVE"}, {Compute, "COMPUTE"}, {Admin, "ADMIN"}}

// String is "SUBMIT|RETRIEVE", or "none".
func (r Rights) String() string {
	var parts []string
	for _, n := range rightNames {
		if r&n.r != 0 {
			parts = append(parts, n.name)
		}
	}
	if rest := r &^ All; rest != 0 {
		parts = append(parts, fmt.Sprintf("0x%x", uint8(rest)))
	}
	if len(parts) == 0 {
		return "none"
	}
	return strings.Join(parts, "|")
}

// ParseRights reads "submit,retrieve" (any case, separated by commas, '|'
// or '+'), or "all".
func ParseRights(s string) (Rights, error) {
	var r Rights
	for _, f := range strings.FieldsFunc(s, func(c rune) bool { return c == ',' || c == '|' || c == '+' || c == ' ' }) {
		if strings.EqualFold(f, "all") {
			r |= All
			continue
		}
		found := false
		for _, n := range rightNames {
			if strings.EqualFold(f, n.name) {
				r |= n.r
				found = true
			}
		}
		if !found {
			return 0, fmt.Errorf("acl: unknown right %q: want submit, retrieve, compute, admin or all", f)
		}
	}
	if r == 0 {
		return 0, fmt.Errorf("acl: no rights in %q", s)
	}
	return r, nil
}

// SettleGrace is SubnetACL.SETTLE_GRACE: a SUBMIT lost less than this
// long ago still lets the client's jobs settle (mayBeSettled), so that
// revoking it after a miner did the work does not cost the miner its fee.
// Nodes take new orders on hasRights alone.
const SettleGrace = 48 * time.Hour

// Mode is a subnet's mode.
type Mode uint8

// The modes (SubnetACL.Mode).
const (
	Open      Mode = 0 // everyone holds every right (the default)
	Allowlist Mode = 1 // only the owner and grantees
)

func (m Mode) String() string {
	switch m {
	case Open:
		return "open"
	case Allowlist:
		return "allowlist"
	}
	return fmt.Sprintf("mode(%d)", uint8(m))
}

// ParseMode reads "open" or "allowlist".
func ParseMode(s string) (Mode, error) {
	switch strings.ToLower(s) {
	case "open":
		return Open, nil
	case "allowlist":
		return Allowlist, nil
	}
	return 0, fmt.Errorf("acl: unknown mode %q: want open or allowlist", s)
}
