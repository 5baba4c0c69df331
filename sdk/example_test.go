package sdk_test

import (
	"context"
	"errors"
	"fmt"
	"log"
	"net/http"
	"net/http/httptest"
	"os"
	"time"

	"github.com/ethereum/go-ethereum/crypto"

	"github.com/tensora/tensora/sdk"
)

// A job in one call, against the node running on the default data
// directory. It needs a node, so it is compiled but not run.
func Example() {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	key, err := crypto.GenerateKey() // in practice: the node's wallet, or a key in its api_allow
	if err != nil {
		log.Fatal(err)
	}
	c, err := sdk.Dial(ctx, sdk.DefaultDataDir(), key)
	if errors.Is(err, sdk.ErrNoNode) {
		log.Fatal("start one with `tensora node start`")
	} else if err != nil {
		log.Fatal(err)
	}
	model, err := os.ReadFile("model.onnx")
	if err != nil {
		log.Fatal(err)
	}
	input, err := os.ReadFile("input.safetensors")
	if err != nil {
		log.Fatal(err)
	}
	res, err := c.Run(ctx, sdk.Task{Subnet: 1, Model: model, Input: input, MaxFee: "5", Spec: "1cpu",
		Progress: func(s sdk.Step) { fmt.Println(s.State, s.Detail) }})
	if err != nil {
		log.Fatal(err)
	}
	fmt.Printf("%d output bytes from %s\n", len(res.Output), res.Job.Winner)
}

// Reading the node's info. A stub stands in for the node's API here so the
// example runs; against a node, use Dial or New with its address.
func ExampleClient_Info() {
	node := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/api/v1/info" {
			http.NotFound(w, r)
			return
		}
		_, _ = w.Write([]byte(`{"address":"0x2c7536E3605D9C16a7a3D7b1898e529396a65c23","roles":["client","miner"],"version":"v1.2.3"}`))
	}))
	defer node.Close()

	c := sdk.New(node.URL, nil) // no key: reads only
	info, err := c.Info(context.Background())
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(info.Address, info.Roles, info.Version)
	// Output: 0x2c7536E3605D9C16a7a3D7b1898e529396a65c23 [client miner] v1.2.3
}

// A client without a key reads but cannot change anything: mutating calls
// are refused before they leave the process.
func ExampleClient_Cancel() {
	c := sdk.New("http://127.0.0.1:1", nil)
	err := c.Cancel(context.Background(), "ab12")
	fmt.Println(err)
	// Output: this call must be signed: the client has no key (or session)
}

// Errors the node answers with are *APIError, with the HTTP status.
func ExampleAPIError() {
	node := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		w.WriteHeader(http.StatusNotFound)
		_, _ = w.Write([]byte(`{"error":"unknown job ab12"}`))
	}))
	defer node.Close()

	_, err := sdk.New(node.URL, nil).Job(context.Background(), "ab12")
	var apiErr *sdk.APIError
	if errors.As(err, &apiErr) {
		fmt.Println(apiErr.Status, apiErr.Msg)
	}
	// Output: 404 unknown job ab12
}

// Done says whether a job can still change; Wait polls until it is true.
func ExampleJob_Done() {
	for _, state := range []string{"assigned", "verified", "failed"} {
		fmt.Println(state, sdk.Job{State: state}.Done())
	}
	// Output:
	// assigned false
	// verified true
	// failed true
}
