// Package models publishes and resolves models in the ModelRegistry
// contract: a model is creator/name (the creator's address or .tora name),
// with append-only versions (MAJOR.MINOR.PATCH, each a CID, a sha256, a
// format, a size and a card CID), movable tags (`latest` follows publishes),
// deprecation, two-step ownership transfer and PUBLIC or RESTRICTED(subnet)
// visibility, where a restricted model is readable by its owner and by the
// holders of RETRIEVE on the subnet in the SubnetACL.
//
//	c := models.New(backend, addrs)
//	p, err := c.Publish(ctx, key, "resnet", models.Release{Version: "1.2.0", CID: cid, SHA256: sum, Format: models.ONNX, Size: n}, models.PublishOptions{})
//	r, err := c.Resolve(ctx, me, "alice.tora/resnet@1.2.0") // or @latest, @stable, or no @ (latest)
//	ok, err := c.CanRead(ctx, r.Model.ID, me)
//
// Restriction gates what the registry's views return and what honest
// nodes serve, not the bytes: chain storage, logs and content blocks of a
// public network are readable by anyone, so a restricted model's weights
// must be published encrypted. An Index, fed by the contract's events,
// answers a node's questions (which model and version a CID is, who may
// read it) without a chain call per request.
package models
