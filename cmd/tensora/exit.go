package main

import (
	"context"
	"errors"
	"fmt"
	"strings"
)

// Exit statuses of the tensora command. They are documented in
// `tensora --help` and docs/cli.md; scripts branch on them, so they do not
// change meaning.
const (
	exitOK          = 0   // success
	exitFailure     = 1   // the command failed (a printed report that failed, a chain error, ...)
	exitUsage       = 2   // bad flags, arguments or an unknown command: nothing was done
	exitInterrupted = 130 // stopped by Ctrl-C (SIGINT) or SIGTERM before it finished
)

// exitHelp is the exit status section of `tensora --help`.
const exitHelp = `Exit status:
  0    success
  1    failure (the error is printed; a report that failed, such as a
       doctor check or a testnet with unverified jobs, exits 1 too)
  2    usage error: an unknown command, flag or argument; nothing was done
  130  interrupted by Ctrl-C or SIGTERM`

// exitError ends the process with a specific status (a report already
// printed, for example); msg, if any, is printed after "tensora:".
type exitError struct {
	code int
	msg  string
}

func (e exitError) Error() string { return fmt.Sprintf("exit %d: %s", e.code, e.msg) }

// usageError marks a mistake in how the command was called (exit 2).
type usageError struct{ err error }

func (e usageError) Error() string { return e.err.Error() }
func (e usageError) Unwrap() error { return e.err }

// cobraUsagePrefixes are the starts of the usage errors cobra builds itself
// (command lookup, required flags, flag groups), which reach us as plain
// errors rather than through the flag error function or Args.
var cobraUsagePrefixes = []string{
	"unknown command ",
	"unknown flag: ",
	"unknown shorthand flag: ",
	"required flag(s) ",
	"if any flags in the group ",
	"at least one of the flags in the group ",
	"none of the others can be; ",
	"accepts ", // cobra.ExactArgs and friends, if a validator escaped wrapping
	"invalid argument ",
	"flag needs an argument: ",
}

// exitCode maps a command's error to the process exit status and the
// message to print ("" for none). interrupted says whether the process
// received SIGINT or SIGTERM while the command ran.
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
	if errors.As(err, &ue) {
		return exitUsage, err.Error() + usageHint
	}
	msg := err.Error()
	for _, p := range cobraUsagePrefixes {
		if strings.HasPrefix(msg, p) {
			return exitUsage, msg + usageHint
		}
	}
	return exitFailure, msg
}

const usageHint = " (see --help)"
