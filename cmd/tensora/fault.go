package main

import (
	"context"
	"fmt"
	"log/slog"
	"os"
	"time"

	"github.com/tensora/tensora/engine"
)

// faultExecDelayEnv, when set to a duration, makes a miner wait that long
// before every inference. It is fault injection for the multi-process
// chaos suite (a job that is reliably mid-run when its miner is killed),
// never a setting for a real miner; a node started with it says so.
const faultExecDelayEnv = "TENSORA_FAULT_EXEC_DELAY"

// faultDelay wraps e with the delay TENSORA_FAULT_EXEC_DELAY asks for, or
// returns e when it is unset.
func faultDelay(e engine.Engine, log *slog.Logger) (engine.Engine, error) {
	v := os.Getenv(faultExecDelayEnv)
	if v == "" {
		return e, nil
	}
	d, err := time.ParseDuration(v)
	if err != nil || d < 0 {
		return nil, fmt.Errorf("%s=%q: want a duration such as 3s", faultExecDelayEnv, v)
	}
	log.Warn("fault injection: every inference is delayed (testing only)", "env", faultExecDelayEnv, "delay", d)
	return &delayedEngine{Engine: e, d: d}, nil
}

type delayedEngine struct {
	engine.Engine
	d time.Duration
}

func (e *delayedEngine) Run(ctx context.Context, req engine.Request) (*engine.Result, error) {
	t := time.NewTimer(e.d)
	defer t.Stop()
	select {
	case <-ctx.Done():
		return nil, ctx.Err()
	case <-t.C:
	}
	return e.Engine.Run(ctx, req)
}
