package scheduler

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

// Limits on spec values. Anything beyond them is a typo or an attack, and
// bounding them keeps every conversion exact.
const (
	maxSpecLen   = 1024
	maxNumberLen = 32
	maxCPUs      = 1 << 16
	maxGB        = 1 << 20 // 1 PiB
	minGB        = 0.000001
	maxGPUs      = 1 << 10
	maxCCMajor   = 99
	maxModelLen  = 64
	maxEngineLen = 32
	gib          = 1 << 30
)

// Spec is a parsed job spec: the minimum hardware a miner must advertise.
// The zero value has no constraints. Specs are comparable with ==.
type Spec struct {
	CPUs     int     // minimum CPU cores
	RAMGB    float64 // minimum RAM, GB (2^30 bytes)
	VRAMGB   float64 // minimum VRAM per GPU, GB
	DiskGB   float64 // minimum free disk, GB
	GPUs     int     // minimum number of GPUs
	GPUModel string  // lower-case substring of a GPU's vendor or name
	CCMajor  int     // minimum CUDA compute capability, major.minor
	CCMinor  int
	Engine   string // lower-case engine name the miner must run
}

// SpecError is a spec that does not parse. Index is the 1-based position of
// the bad token, or 0 when the spec as a whole is at fault.
type SpecError struct {
	Spec   string
	Token  string
	Index  int
	Reason string
}

func (e *SpecError) Error() string {
	if e.Index == 0 {
		return fmt.Sprintf("spec %q: %s", e.Spec, e.Reason)
	}
	return fmt.Sprintf("spec %q: token %d %q: %s", e.Spec, e.Index, e.Token, e.Reason)
}

// Keys, for duplicate detection and messages.
const (
	keyCPU = iota
	keyRAM
	keyVRAM
	keyDisk
	keyGPU
	keyGPUs
	keyModel
	keyCC
	keyEngine
	numKeys
)

var keyNames = [numKeys]string{"cpu", "ram", "vram", "disk", "gpu", "gpus", "gpu=", "cc", "engine"}

const wantUnits = "(want cpu, ram, vram, disk)"

// ParseSpec parses the spec language described in the package doc.
func ParseSpec(s string) (Spec, error) {
	if len(s) > maxSpecLen {
		return Spec{}, &SpecError{Spec: s[:32] + "...", Reason: "longer than " + strconv.Itoa(maxSpecLen) + " bytes"}
	}
	var sp Spec
	if strings.TrimSpace(s) == "" {
		return sp, nil
	}
	var seen [numKeys]int
	for i, raw := range strings.Split(s, ",") {
		tok := strings.TrimSpace(raw)
		idx := i + 1
		if tok == "" {
			return Spec{}, &SpecError{Spec: s, Token: tok, Index: idx, Reason: "empty token"}
		}
		key, reason := sp.apply(tok)
		if reason == "" && seen[key] != 0 {
			reason = fmt.Sprintf("duplicate key %q (also token %d)", keyNames[key], seen[key])
		}
		if reason != "" {
			return Spec{}, &SpecError{Spec: s, Token: tok, Index: idx, Reason: reason}
		}
		seen[key] = idx
	}
	return sp, nil
}

// apply parses one trimmed, non-empty token into sp. It returns the token's
// key, or a reason the token is bad.
func (sp *Spec) apply(tok string) (int, string) {
	lower := strings.ToLower(tok)
	if k, v, ok := strings.Cut(lower, ">="); ok {
		k, v = strings.TrimSpace(k), strings.TrimSpace(v)
		if k != "cc" {
			return 0, fmt.Sprintf("unknown key %q for \">=\" (only cc>=)", k)
		}
		maj, minor, reason := parseCC(v)
		if reason != "" {
			return 0, reason
		}
		sp.CCMajor, sp.CCMinor = maj, minor
		return keyCC, ""
	}
	if strings.ContainsAny(lower, "<>") {
		return 0, `unknown operator (want "=", or "cc>=")`
	}
	if k, v, ok := strings.Cut(lower, "="); ok {
		k, v = strings.TrimSpace(k), strings.TrimSpace(v)
		switch k {
		case "cpu", "ram", "vram", "disk":
			return sp.setAmount(k, v)
		case "gpus":
			n, reason := parseAmount(v, true, maxGPUs)
			if reason != "" {
				return 0, reason
			}
			sp.GPUs = max(sp.GPUs, int(n))
			return keyGPUs, ""
		case "gpu":
			if reason := checkName(v, maxModelLen, " ._+/()-"); reason != "" {
				return 0, reason
			}
			sp.GPUModel = v
			return keyModel, ""
		case "engine":
			if reason := checkName(v, maxEngineLen, "._-"); reason != "" {
				return 0, reason
			}
			sp.Engine = v
			return keyEngine, ""
		case "cc":
			return 0, `cc is a minimum: write cc>=` + v
		case "":
			return 0, "missing key before \"=\""
		default:
			return 0, fmt.Sprintf("unknown key %q (want cpu, ram, vram, disk, gpu, gpus, cc, engine)", k)
		}
	}
	if c := lower[0]; c >= '0' && c <= '9' || c == '.' || c == '-' || c == '+' {
		end := strings.IndexFunc(lower, func(r rune) bool {
			return !(r >= '0' && r <= '9' || r == '.' || r == '-' || r == '+')
		})
		if end < 0 {
			return 0, "missing unit " + wantUnits
		}
		num, unit := strings.TrimSpace(lower[:end]), strings.TrimSpace(lower[end:])
		switch unit {
		case "cpu", "ram", "vram", "disk":
			return sp.setAmount(unit, num)
		case "gpu", "gpus":
			return 0, "write a GPU count as gpus=" + num
		}
		return 0, fmt.Sprintf("unknown unit %q %s", unit, wantUnits)
	}
	switch lower {
	case "gpu":
		sp.GPUs = max(sp.GPUs, 1)
		return keyGPU, ""
	case "gpus":
		return 0, "missing count, e.g. gpus=2"
	case "cpu", "ram", "vram", "disk":
		return 0, "missing number, e.g. 4" + lower
	case "cc":
		return 0, "missing version, e.g. cc>=8.0"
	case "engine":
		return 0, "missing name, e.g. engine=onnx"
	}
	return 0, fmt.Sprintf("unknown key %q (want cpu, ram, vram, disk, gpu, gpus, cc, engine)", lower)
}

func (sp *Spec) setAmount(unit, num string) (int, string) {
	switch unit {
	case "cpu":
		n, reason := parseAmount(num, true, maxCPUs)
		if reason != "" {
			return 0, reason
		}
		sp.CPUs = int(n)
		return keyCPU, ""
	case "ram", "vram", "disk":
		v, reason := parseAmount(num, false, maxGB)
		if reason != "" {
			return 0, reason
		}
		switch unit {
		case "ram":
			sp.RAMGB = v
			return keyRAM, ""
		case "vram":
			sp.VRAMGB = v
			return keyVRAM, ""
		default:
			sp.DiskGB = v
			return keyDisk, ""
		}
	}
	return 0, fmt.Sprintf("unknown unit %q %s", unit, wantUnits)
}

// parseAmount accepts digits with at most one '.', nothing else, so that the
// canonical form written by String is the only shape it needs to read back.
func parseAmount(num string, whole bool, limit float64) (float64, string) {
	switch {
	case num == "":
		return 0, "missing number"
	case len(num) > maxNumberLen:
		return 0, "number longer than " + strconv.Itoa(maxNumberLen) + " characters"
	case num[0] == '-':
		return 0, "negative number"
	}
	digits, dots := 0, 0
	for i := 0; i < len(num); i++ {
		switch c := num[i]; {
		case c >= '0' && c <= '9':
			digits++
		case c == '.':
			dots++
		default:
			return 0, fmt.Sprintf("invalid number %q", num)
		}
	}
	if digits == 0 || dots > 1 {
		return 0, fmt.Sprintf("invalid number %q", num)
	}
	if whole && dots > 0 {
		return 0, fmt.Sprintf("%q is not a whole number", num)
	}
	v, err := strconv.ParseFloat(num, 64)
	limitText := strconv.FormatFloat(limit, 'f', -1, 64)
	switch {
	case err != nil || v > limit:
		return 0, "too large (max " + limitText + ")"
	case v == 0:
		return 0, "must be greater than zero"
	case !whole && v < minGB:
		return 0, "too small (min " + strconv.FormatFloat(minGB, 'f', -1, 64) + ")"
	}
	return v, ""
}

func parseCC(v string) (int, int, string) {
	if v == "" {
		return 0, 0, "missing version, e.g. cc>=8.0"
	}
	if v[0] == '-' {
		return 0, 0, "negative number"
	}
	majText, minText, hasMinor := strings.Cut(v, ".")
	if !allDigits(majText) || hasMinor && !allDigits(minText) {
		return 0, 0, fmt.Sprintf("invalid compute capability %q (want major.minor, e.g. 8.6)", v)
	}
	if len(majText) > 2 {
		return 0, 0, "too large (max " + strconv.Itoa(maxCCMajor) + ".9)"
	}
	if hasMinor && len(minText) != 1 {
		return 0, 0, fmt.Sprintf("invalid compute capability %q (minor version is one digit)", v)
	}
	maj, _ := strconv.Atoi(majText)
	minor := 0
	if hasMinor {
		minor = int(minText[0] - '0')
	}
	if maj == 0 && minor == 0 {
		return 0, 0, "must be greater than zero"
	}
	return maj, minor, ""
}

func allDigits(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// checkName validates a lower-cased model or engine name.
func checkName(v string, maxLen int, extra string) string {
	if v == "" {
		return "missing value after \"=\""
	}
	if len(v) > maxLen {
		return "longer than " + strconv.Itoa(maxLen) + " characters"
	}
	for i := 0; i < len(v); i++ {
		c := v[i]
		if !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || strings.IndexByte(extra, c) >= 0) {
			return fmt.Sprintf("invalid character %q (want a-z, 0-9 or one of %q)", c, extra)
		}
	}
	return ""
}

// String returns the canonical form of sp: keys in a fixed order, lower
// case, no spaces around separators. ParseSpec(sp.String()) == sp for every
// Spec that ParseSpec returned.
func (sp Spec) String() string {
	var b strings.Builder
	add := func(parts ...string) {
		if b.Len() > 0 {
			b.WriteByte(',')
		}
		for _, p := range parts {
			b.WriteString(p)
		}
	}
	if sp.CPUs > 0 {
		add(strconv.Itoa(sp.CPUs), "cpu")
	}
	if sp.RAMGB > 0 {
		add(formatGB(sp.RAMGB), "ram")
	}
	if sp.VRAMGB > 0 {
		add(formatGB(sp.VRAMGB), "vram")
	}
	if sp.DiskGB > 0 {
		add(formatGB(sp.DiskGB), "disk")
	}
	switch {
	case sp.GPUs == 1:
		add("gpu")
	case sp.GPUs > 1:
		add("gpus=", strconv.Itoa(sp.GPUs))
	}
	if sp.GPUModel != "" {
		add("gpu=", sp.GPUModel)
	}
	if sp.CCMajor > 0 || sp.CCMinor > 0 {
		add("cc>=", formatCC(sp.CCMajor, sp.CCMinor))
	}
	if sp.Engine != "" {
		add("engine=", sp.Engine)
	}
	return b.String()
}

// formatGB writes the shortest decimal that reads back to v exactly.
func formatGB(v float64) string { return strconv.FormatFloat(v, 'f', -1, 64) }

func formatCC(major, minor int) string { return strconv.Itoa(major) + "." + strconv.Itoa(minor) }

// gbToBytes converts a spec amount to the byte count it requires. NaN and
// out-of-range values (possible only in hand-built Specs) are pinned, since
// converting them to an integer is not portable.
func gbToBytes(v float64) uint64 {
	if !(v > 0) {
		return 0
	}
	if v > maxGB {
		v = maxGB
	}
	return uint64(math.Ceil(v * gib))
}
