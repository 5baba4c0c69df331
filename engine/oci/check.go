package oci

import (
	"fmt"

	"github.com/ipfs/go-cid"

	"github.com/tensora/tensora/engine"
	"github.com/tensora/tensora/engine/oci/ocijob"
)

var _ engine.RequestChecker = (*Engine)(nil)

// CheckRequest says, before a miner acknowledges a container job, whether
// this engine would run its request: a valid request naming the job's
// image, within this miner's limits. It reads nothing but the request.
func (e *Engine) CheckRequest(modelCID string, input []byte) error {
	job, err := ocijob.ParseRequest(input)
	if err != nil {
		return fmt.Errorf("%w: %w", engine.ErrBadInput, err)
	}
	ref, err := job.Ref()
	if err != nil {
		return fmt.Errorf("%w: %w", engine.ErrBadInput, err)
	}
	if want, err := cid.Decode(modelCID); err != nil || !want.Equals(ref.CID) {
		return fmt.Errorf("the request's image %s is not the job's model %q: %w", ref.CID, modelCID, engine.ErrBadInput)
	}
	return e.checkLimits(job.Limits.Effective())
}
