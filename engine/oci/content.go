package oci

import "github.com/tensora/tensora/engine/oci/image"

// UseContent sets the content store the engine reads pulled images from:
// a node hands its own when it starts (the engine is made before it).
func (e *Engine) UseContent(bs image.Blobs) {
	e.mu.Lock()
	defer e.mu.Unlock()
	e.cfg.Blobs = bs
}

func (e *Engine) blobs() image.Blobs {
	e.mu.Lock()
	defer e.mu.Unlock()
	return e.cfg.Blobs
}
