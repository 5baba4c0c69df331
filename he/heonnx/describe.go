package heonnx

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/tensora/tensora/he"
)

// Describe summarises a model on one line, e.g.
// "196 → dense 32 → square → dense 10 (ckks-n13, depth 3 of 3)".
func Describe(m *he.Model) string {
	var b strings.Builder
	b.WriteString(strconv.Itoa(m.Input))
	for _, l := range m.Layers {
		b.WriteString(" → ")
		switch l.Kind {
		case he.KindDense:
			fmt.Fprintf(&b, "dense %d", l.Out)
		case he.KindPoly:
			fmt.Fprintf(&b, "poly %d", len(l.Coeffs)-1)
		default:
			b.WriteString(l.Kind)
		}
	}
	levels := "?"
	if p, err := he.Lookup(m.Params); err == nil {
		levels = strconv.Itoa(p.MaxLevel())
	}
	fmt.Fprintf(&b, " (%s, depth %d of %s)", m.Params, m.Depth(), levels)
	return b.String()
}
