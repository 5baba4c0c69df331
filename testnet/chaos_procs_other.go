//go:build !linux

package testnet

import (
	"context"
	"errors"
)

func chaosR1Procs(context.Context, ChaosOptions, *ChaosResult) error {
	return errors.New("the multi-process testnet runs on Linux only")
}
