// Command tensora is the Tensora node, wallet and testnet CLI. It is the
// only place that exits the process.
package main

import (
	"context"
	"fmt"
	"os"
	"os/signal"
	"syscall"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	err := newRoot().ExecuteContext(ctx)
	code, msg := exitCode(err, ctx.Err() != nil)
	if msg != "" {
		fmt.Fprintln(os.Stderr, "tensora:", msg)
	}
	stop()
	os.Exit(code)
}
