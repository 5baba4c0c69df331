package oci

import (
	"github.com/tensora/tensora/engine"
	"github.com/tensora/tensora/engine/oci/image"
)

var _ engine.ContentUser = (*Engine)(nil)

// UseContent sets the content store the engine reads pulled images from:
// a node hands its own when it starts (the engine is made before it).
func (e *Engine) UseContent(bs engine.Blobs) {
	e.mu.Lock()
	defer e.mu.Unlock()
	e.cfg.Blobs = bs
}

func (e *Engine) blobs() image.Blobs {
	e.mu.Lock()
	defer e.mu.Unlock()
	return e.cfg.Blobs
}
