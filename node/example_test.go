package node_test

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"time"

	"github.com/ethereum/go-ethereum/crypto"

	"github.com/tensora/tensora/node"
	"github.com/tensora/tensora/p2p"
	"github.com/tensora/tensora/types/tora"
)

// A client peer on its own: it posts a job, waits out the bid window, and
// learns that no miner bid.
func Example() {
	key, err := crypto.GenerateKey()
	if err != nil {
		fmt.Println(err)
		return
	}
	n, err := node.New(node.Config{
		Roles:     []node.Role{node.RoleClient},
		BidWindow: 50 * time.Millisecond,
		P2P:       p2p.Config{ListenAddrs: []string{"/ip4/127.0.0.1/tcp/0"}},
		Logger:    slog.New(slog.DiscardHandler),
	}, key)
	if err != nil {
		fmt.Println(err)
		return
	}
	defer n.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	if err := n.Start(ctx); err != nil {
		fmt.Println(err) // a failed Start has closed the node
		return
	}
	_, err = n.Post(ctx, node.JobRequest{
		Subnet:   1,
		ModelCID: "bafkreihdwdcefgh4dqkjv67uzcmw7ojee6xedzdetojuzjevtenxquvyku",
		Spec:     "1cpu",
		MaxFee:   tora.Whole(1),
	})
	fmt.Println("no miner bid:", errors.Is(err, node.ErrNoBids))
	// Output: no miner bid: true
}
