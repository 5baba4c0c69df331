// Command tensora-lab measures and attacks a Tensora network: the
// benchmarks of PRODUCT.md's performance goals (bench), the fault suite of
// its reliability goals (chaos) and a bounded soak (soak). It ships apart
// from the tensora binary, as go-ethereum ships cmd/devp2p and cmd/evm, so
// the product carries no benchmark, scenario or fault code. It is the only
// place in the lab that exits the process.
package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"os"
	"os/signal"
	"strings"
	"syscall"

	"github.com/spf13/cobra"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	err := newRoot().ExecuteContext(ctx)
	code, msg := exitCode(err, ctx.Err() != nil)
	if msg != "" {
		fmt.Fprintln(os.Stderr, "tensora-lab:", msg)
	}
	stop()
	os.Exit(code)
}

// globals are the flags every subcommand shares (the tensora binary's
// names and meanings).
type globals struct {
	jsonOut   bool
	logLevel  string
	logFormat string
}

func newRoot() *cobra.Command {
	g := &globals{}
	root := &cobra.Command{
		Use:   "tensora-lab",
		Short: "Benchmarks, the fault suite and the soak of a Tensora network (make bench, make chaos, make soak)",
		Long: `tensora-lab runs whole Tensora networks on this machine to measure and
attack them: bench (every performance goal against its baseline), chaos
(the reliability goals, each fault injected into a fresh network), soak
(a bounded load judged for growth) and up (the local testnet with faulty
miners). The multi-process chaos scenario runs the tensora binary found
next to this one (or on PATH).

Exit status:
  0    success
  1    failure (a scenario that did not hold, a soak that grew)
  2    usage error: an unknown command, flag or argument; nothing was done
  130  interrupted by Ctrl-C or SIGTERM`,
		SilenceUsage:  true,
		SilenceErrors: true,
	}
	root.SetFlagErrorFunc(func(_ *cobra.Command, err error) error { return usageError{err} })
	pf := root.PersistentFlags()
	pf.BoolVar(&g.jsonOut, "json", false, "print machine-readable JSON")
	pf.StringVar(&g.logLevel, "log-level", "info", "log level: debug, info, warn, error")
	pf.StringVar(&g.logFormat, "log-format", "text", "log format: text or json")
	root.AddCommand(newBenchCmd(g), newChaosCmd(g), newSoakCmd(g), newUpCmd(g))
	return root
}

// logger is a logger at --log-level in --log-format, writing to w.
func (g *globals) logger(w io.Writer) (*slog.Logger, error) {
	var lvl slog.Level
	if err := lvl.UnmarshalText([]byte(g.logLevel)); err != nil {
		return nil, usageError{fmt.Errorf("--log-level %q: want debug, info, warn or error", g.logLevel)}
	}
	opts := &slog.HandlerOptions{Level: lvl}
	switch g.logFormat {
	case "text":
		return slog.New(slog.NewTextHandler(w, opts)), nil
	case "json":
		return slog.New(slog.NewJSONHandler(w, opts)), nil
	}
	return nil, usageError{fmt.Errorf("--log-format %q: want text or json", g.logFormat)}
}

func printJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(v)
}

// Exit statuses, as the tensora binary's.
const (
	exitOK          = 0
	exitFailure     = 1
	exitUsage       = 2
	exitInterrupted = 130
)

// exitError ends the process with a specific status (a report already
// printed, for example); msg, if any, is printed after "tensora-lab:".
type exitError struct {
	code int
	msg  string
}

func (e exitError) Error() string { return fmt.Sprintf("exit %d: %s", e.code, e.msg) }

// usageError marks a mistake in how the command was called (exit 2).
type usageError struct{ err error }

func (e usageError) Error() string { return e.err.Error() }
func (e usageError) Unwrap() error { return e.err }

// exitCode maps a command's error to the exit status and the message to
// print ("" for none).
func exitCode(err error, interrupted bool) (int, string) {
	if err == nil {
		return exitOK, ""
	}
	var ex exitError
	if errors.As(err, &ex) {
		return ex.code, ex.msg
	}
	if interrupted && errors.Is(err, context.Canceled) {
		return exitInterrupted, "interrupted"
	}
	var ue usageError
	if errors.As(err, &ue) || strings.HasPrefix(err.Error(), "unknown command ") || strings.HasPrefix(err.Error(), "accepts ") {
		return exitUsage, err.Error() + " (see --help)"
	}
	return exitFailure, err.Error()
}
