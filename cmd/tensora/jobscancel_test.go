package main

import (
	"strings"
	"testing"
)

// jobs cancel goes through a running node's API; without one it says how
// a job posted by an embedded peer is cancelled instead.
func TestJobsCancelWithoutNode(t *testing.T) {
	_, err := run(t, t.TempDir(), "subnet", "jobs", "cancel", "3f2a9c1e")
	if err == nil || !strings.Contains(err.Error(), "no node is running") || !strings.Contains(err.Error(), "Ctrl-C") {
		t.Fatalf("jobs cancel without a node = %v", err)
	}
}
