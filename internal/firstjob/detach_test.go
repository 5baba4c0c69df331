package firstjob

import (
	"errors"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// A detached node that cannot start (its API port is taken) makes the
// command exit 1 with the node's last log lines, and leaves nothing running.
func TestDetachFailureShowsLog(t *testing.T) {
	exe := tensoraBinary(t)
	root := t.TempDir()
	home, datadir := filepath.Join(root, "home"), filepath.Join(root, "data")
	pw := filepath.Join(root, "pw")
	if err := os.WriteFile(pw, []byte("pw\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	busy, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer busy.Close()
	tensora := func(args ...string) (string, error) {
		cmd := exec.Command(exe, append([]string{"--datadir", datadir, "--password-file", pw}, args...)...)
		cmd.Dir, cmd.Env = root, userEnv(home)
		out, err := cmd.CombinedOutput()
		return string(out), err
	}
	if out, err := tensora("--light-kdf", "wallet", "new"); err != nil {
		t.Fatalf("wallet new: %v\n%s", err, out)
	}
	out, err := tensora("node", "start", "--role", "client", "--listen", "/ip4/127.0.0.1/tcp/0", "--api", busy.Addr().String(), "--detach")
	var exit *exec.ExitError
	if !errors.As(err, &exit) || exit.ExitCode() != 1 {
		t.Fatalf("detach onto a busy API port: %v, want exit 1\n%s", err, out)
	}
	log := filepath.Join(datadir, "node.log")
	for _, want := range []string{"last lines of " + log, busy.Addr().String(), "the node exited before it was ready", "its log is " + log} {
		if !strings.Contains(out, want) {
			t.Errorf("output does not say %q:\n%s", want, out)
		}
	}
	if out, err := tensora("node", "stop"); err == nil || !strings.Contains(out, "no node runs") {
		t.Errorf("a node is left running: %v\n%s", err, out)
	}
}
