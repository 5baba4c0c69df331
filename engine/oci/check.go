package oci

import (
	"fmt"

	"github.com/tensora/tensora/engine"
	"github.com/tensora/tensora/engine/oci/image"
	"github.com/tensora/tensora/engine/oci/ocijob"
)

var _ engine.RequestChecker = (*Engine)(nil)

// CheckRequest says, before a miner acknowledges a container job, whether
// this engine would run its request: a valid request naming the job's
// image, within this miner's limits. It reads nothing but the request.
func (e *Engine) CheckRequest(modelCID string, input []byte) error {
	_, _, err := e.request(modelCID, input)
	return err
}

// request reads a run's request (ocijob.ParseFor, the client's bad input
// when it fails) and refuses limits over this miner's.
func (e *Engine) request(modelCID string, input []byte) (ocijob.Request, image.Ref, error) {
	job, ref, err := ocijob.ParseFor(modelCID, input)
	if err != nil {
		return job, ref, fmt.Errorf("%w: %w", err, engine.ErrBadInput)
	}
	return job, ref, e.checkLimits(job.Limits.Effective())
}
