package verify

import (
	"bytes"
	"fmt"
	"slices"
	"strings"

	"github.com/tensora/tensora/engine/oci/ocijob"
	"github.com/tensora/tensora/proof"
	"github.com/tensora/tensora/tensor"
)

// maxContainerFile bounds one file read out of a container output.
const maxContainerFile = 1 << 30

// CompareContainer decides whether reexec, a validator's container output
// (the canonical tar of /out), confirms claimed, the miner's, as the job's
// request asks (o): by hash by default; with compare "tolerance", the same
// file names, *.safetensors files' float tensors within
// |a-b| <= Atol + Rtol·|b| (other dtypes exactly) and every other file
// byte for byte. The environments play no part: the client chose.
func CompareContainer(claimed, reexec []byte, o ocijob.Output) Outcome {
	if proof.ResultHash(claimed) == proof.ResultHash(reexec) {
		return Outcome{Agree: true, Exact: true}
	}
	if o.Compare != ocijob.CompareTolerance {
		return Outcome{Reason: "container output differs from the re-execution and the job asks for an exact match"}
	}
	a, err := ocijob.ReadOutput(claimed, maxContainerFile)
	if err != nil {
		return Outcome{Reason: fmt.Sprintf("claimed output: %v", err)}
	}
	b, err := ocijob.ReadOutput(reexec, maxContainerFile)
	if err != nil {
		return Outcome{Reason: fmt.Sprintf("re-executed output: %v", err)}
	}
	names := func(m map[string][]byte) []string {
		var out []string
		for n := range m {
			out = append(out, n)
		}
		slices.Sort(out)
		return out
	}
	if na, nb := names(a), names(b); !slices.Equal(na, nb) {
		return Outcome{Reason: fmt.Sprintf("output files %v, re-execution has %v", na, nb)}
	}
	tol := Tolerance{Abs: o.Atol, Rel: o.Rtol}
	for _, name := range names(b) {
		fa, fb := a[name], b[name]
		if bytes.Equal(fa, fb) {
			continue
		}
		if !strings.HasSuffix(name, ".safetensors") {
			return Outcome{Reason: fmt.Sprintf("output file %q differs and only .safetensors files have a tolerance", name)}
		}
		// The client's tolerance for every float dtype; others exactly.
		tolFor := func(d tensor.DType) (Tolerance, bool) {
			_, float := Tolerances[d]
			return tol, float
		}
		if why := tensorsWithin(fa, fb, tolFor); why != "" {
			return Outcome{Reason: fmt.Sprintf("output file %q: %s", name, why)}
		}
	}
	return Outcome{Agree: true}
}
