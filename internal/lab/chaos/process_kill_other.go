//go:build !linux

package chaos

import (
	"context"
	"errors"
)

func chaosR1Procs(context.Context, Options, *Result) error {
	return errors.New("the multi-process testnet runs on Linux only")
}
