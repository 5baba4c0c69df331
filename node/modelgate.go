package node

import (
	"context"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ipfs/go-cid"

	"github.com/tensora/tensora/chain/acl"
	"github.com/tensora/tensora/chain/models"
)

// ModelGate says which model weights the registry restricts (M23):
// chain/models.Index, fed by the ModelRegistry's events, when the node has
// a chain with one. A node serves restricted weights only to their owners
// and to accounts holding RETRIEVE or COMPUTE on one of the model's
// subnets (the SubnetACL's answer; an open subnet lets everyone read).
// Events are public and blocks on a public network can be copied by
// whoever was allowed them: restricted weights should be encrypted too.
type ModelGate interface {
	Gate(cid string) (subnets []uint64, owners []common.Address, gated bool)
	RestrictedCIDs() []string
}

// modelIndexRefresh is how often a node's model index reads new events
// and restricts the weights it holds that the registry restricts.
const modelIndexRefresh = 2 * time.Second

// startModelGate starts the node's index of the ModelRegistry (unless
// Config.Models gave one) and keeps the weights this node holds restricted
// as the registry says, until the node closes.
func (n *core) startModelGate(ctx context.Context) {
	if n.cfg.Models != nil {
		n.models = n.cfg.Models
	} else if s := n.cfg.Settlement; s != nil && s.Contracts.Models != (common.Address{}) {
		ix := models.NewIndex(models.New(s.Client, s.Contracts), n.cfg.Logger)
		if err := ix.Sync(ctx); err != nil {
			n.log.Warn("model registry not read yet: restricted models are served as public until it is", "err", err)
		}
		n.models = ix
		n.wg.Add(1)
		go func() {
			defer n.wg.Done()
			t := time.NewTicker(modelIndexRefresh)
			defer t.Stop()
			for {
				select {
				case <-n.ctx.Done():
					return
				case <-t.C:
				}
				if err := ix.Sync(n.ctx); err != nil && n.ctx.Err() == nil {
					n.log.Debug("model registry", "err", err)
				}
				n.guardModels(n.ctx)
			}
		}()
	}
	if n.models != nil {
		n.guardModels(ctx)
	}
}

// guardModels restricts, in this node's content store, the weights of
// restricted models it holds, so that mayRead decides who gets them.
func (n *core) guardModels(ctx context.Context) {
	for _, s := range n.models.RestrictedCIDs() {
		if _, done := n.gatedModels.Load(s); done {
			continue
		}
		root, err := cid.Decode(s)
		if err != nil {
			continue
		}
		if has, err := n.content.Has(ctx, root); err != nil || !has {
			continue
		}
		if err := n.content.Restrict(ctx, root); err != nil {
			n.log.Debug("restrict a model's weights", "cid", s, "err", err)
			continue
		}
		n.gatedModels.Store(s, true)
	}
}

// mayReadModel is mayRead's rule for restricted weights: their owners, and
// accounts holding RETRIEVE or COMPUTE on one of the models' subnets.
func (n *core) mayReadModel(a common.Address, subnets []uint64, owners []common.Address) bool {
	for _, o := range owners {
		if o == a {
			return true
		}
	}
	for _, s := range subnets {
		if n.allowed(s, a, acl.Retrieve) == nil || n.allowed(s, a, acl.Compute) == nil {
			return true
		}
	}
	return false
}
