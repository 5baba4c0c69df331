package he

import (
	"fmt"
	"slices"
	"strings"
)

// ParamSet is a named CKKS parameter set. Jobs, keys and models name one
// of ParamSets; no other moduli are ever accepted, so every set's security
// level is the one documented here (the homomorphic encryption standard's
// table for ternary secrets: log(QP) <= 218 at N = 2^13 and <= 438 at
// N = 2^14 give 128 bits of classical security).
type ParamSet struct {
	Name            string
	LogN            int   // ring degree 2^LogN; 2^(LogN-1) slots
	LogQ            []int // bit sizes of the ciphertext moduli, level 0 first
	LogP            []int // bit sizes of the key-switching moduli
	LogDefaultScale int   // the encoding scale, 2^LogDefaultScale
	SecurityBits    int   // classical security level of (LogN, LogQP)
}

// ParamSets are the parameter sets a network accepts, by name.
var ParamSets = []ParamSet{
	{
		// Depth 3: a dense → square → dense network, at about 70 ms.
		Name: "ckks-n13", LogN: 13,
		LogQ: []int{55, 40, 40, 40}, LogP: []int{41}, LogDefaultScale: 40,
		SecurityBits: 128,
	},
	{
		// Depth 8: deeper networks or encrypted weights, at about twice
		// the time and four times the key and ciphertext sizes.
		Name: "ckks-n14", LogN: 14,
		LogQ: []int{60, 40, 40, 40, 40, 40, 40, 40, 40}, LogP: []int{56}, LogDefaultScale: 40,
		SecurityBits: 128,
	},
}

// Lookup returns the parameter set called name.
func Lookup(name string) (ParamSet, error) {
	i := slices.IndexFunc(ParamSets, func(p ParamSet) bool { return p.Name == name })
	if i < 0 {
		names := make([]string, len(ParamSets))
		for j, p := range ParamSets {
			names[j] = p.Name
		}
		return ParamSet{}, fmt.Errorf("unknown parameter set %q (known: %s)", name, strings.Join(names, ", "))
	}
	return ParamSets[i], nil
}

// MaxLevel is the number of rescalings a fresh ciphertext allows: the
// depth budget a model is checked against.
func (p ParamSet) MaxLevel() int { return len(p.LogQ) - 1 }

// Slots is the number of values one ciphertext holds.
func (p ParamSet) Slots() int { return 1 << (p.LogN - 1) }

// LogQP is the total modulus size that sets the security level.
func (p ParamSet) LogQP() int {
	n := 0
	for _, b := range p.LogQ {
		n += b
	}
	for _, b := range p.LogP {
		n += b
	}
	return n
}
