package oci

import (
	"context"
	"errors"
	"net"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/tensora/tensora/engine"
	"github.com/tensora/tensora/engine/oci/ocijob"
)

// What a job must not be able to do, each tried by a container on one
// engine, which then still runs a normal job (R15).
func TestConfinement(t *testing.T) {
	e, _, ref := testEngine(t)
	ctx := context.Background()

	t.Run("host files are not visible", func(t *testing.T) {
		secret := filepath.Join(t.TempDir(), "secret")
		if err := os.WriteFile(secret, []byte("host secret"), 0o644); err != nil {
			t.Fatal(err)
		}
		got := runOK(t, e, ref, "for f in /etc/shadow /etc/hostname "+secret+"; do "+
			"if cat $f >/dev/null 2>&1; then echo $f >> /out/seen; fi; done; ls / > /out/root", nil)
		if len(got["seen"]) != 0 {
			t.Fatalf("the container read host files: %q", got["seen"])
		}
		if !strings.Contains(string(got["root"]), "bin") {
			t.Fatalf("ls / in the container: %q", got["root"])
		}
	})

	t.Run("no network", func(t *testing.T) {
		// A listener on every host address: the container reaches none,
		// its 127.0.0.1 is its own loopback.
		l, err := net.Listen("tcp4", ":0")
		if err != nil {
			t.Fatal(err)
		}
		defer l.Close()
		var accepted atomic.Int32
		go func() {
			for {
				c, err := l.Accept()
				if err != nil {
					return
				}
				accepted.Add(1)
				c.Close()
			}
		}()
		port := strconv.Itoa(l.Addr().(*net.TCPAddr).Port)
		hosts := []string{"127.0.0.1"}
		addrs, _ := net.InterfaceAddrs()
		for _, a := range addrs {
			if ip, ok := a.(*net.IPNet); ok && ip.IP.To4() != nil && !ip.IP.IsLoopback() {
				hosts = append(hosts, ip.IP.String())
			}
		}
		script := ""
		for _, h := range hosts {
			script += "echo | nc -w 2 " + h + " " + port + " 2>>/out/err; echo $? >> /out/rc; "
		}
		got := runOK(t, e, ref, script+"ls /sys/class/net > /out/links", nil)
		t.Logf("tried %q: %q", hosts, got["err"])
		if accepted.Load() != 0 || strings.Contains(" "+strings.Join(strings.Fields(string(got["rc"])), " ")+" ", " 0 ") {
			t.Fatalf("the container reached a host listener: accepted %d, exit statuses %q, errors %q", accepted.Load(), got["rc"], got["err"])
		}
		if n := len(strings.Fields(string(got["rc"]))); n != len(hosts) {
			t.Fatalf("%d exit statuses for %d hosts", n, len(hosts))
		}
		if links := strings.Fields(string(got["links"])); len(links) != 1 || links[0] != "lo" {
			t.Fatalf("network links in the container: %q, want only lo", links)
		}
	})

	t.Run("fork bomb under a pids limit", func(t *testing.T) {
		start := time.Now()
		_, err := e.Run(ctx, shJob(t, ref, "b() { b | b & }; b; sleep 30", func(r *ocijob.Request) {
			r.Limits = ocijob.Limits{Pids: 32, TimeoutMs: 3000}
		}))
		// It fails or times out; it must not outlive its timeout by much.
		if err == nil {
			t.Fatal("a fork bomb ran to success")
		}
		if d := time.Since(start); d > 20*time.Second {
			t.Fatalf("the fork bomb took %s to stop", d)
		}
		t.Logf("fork bomb: %v", err)
	})

	t.Run("memory over the limit is killed", func(t *testing.T) {
		// awk doubles a string to 128 MiB, in a 16 MiB container.
		_, err := e.Run(ctx, shJob(t, ref, `awk 'BEGIN { s = "0123456789abcdef"; for (i = 0; i < 23; i++) s = s s; print length(s) > "/out/len" }'`,
			func(r *ocijob.Request) { r.Limits = ocijob.Limits{MemoryBytes: 16 << 20} }))
		if !errors.Is(err, engine.ErrBadInput) || !strings.Contains(err.Error(), "memory limit of 16 MiB") {
			t.Fatalf("err %v, want a memory limit error", err)
		}
		t.Logf("memory: %v", err)
	})

	t.Run("a job killing itself is not a memory error", func(t *testing.T) {
		// Not pid 1, which ignores signals from its own namespace.
		_, err := e.Run(ctx, shJob(t, ref, "sh -c 'kill -9 $$'; exit $?", nil))
		if !errors.Is(err, engine.ErrBadInput) || strings.Contains(err.Error(), "over its memory limit") || !strings.Contains(err.Error(), "status 137") {
			t.Fatalf("err %v, want exit status 137 without a memory error", err)
		}
	})

	t.Run("writes outside /out fail", func(t *testing.T) {
		got := runOK(t, e, ref, "for f in /x /bin/x /in/x /etc/x; do touch $f 2>>/out/err || echo $f >> /out/refused; done", func(r *ocijob.Request) {
			r.Files = map[string][]byte{"a": []byte("a")}
		})
		if string(got["refused"]) != "/x\n/bin/x\n/in/x\n/etc/x\n" {
			t.Fatalf("refused writes %q (errors %q)", got["refused"], got["err"])
		}
		if !strings.Contains(string(got["err"]), "Read-only file system") {
			t.Fatalf("write errors %q, want read-only", got["err"])
		}
		root := filepath.Join(e.rootfsDir(), ref.Digest.Hex)
		for _, p := range []string{"x", "bin/x"} {
			if _, err := os.Lstat(filepath.Join(root, p)); err == nil {
				t.Fatalf("the cached root filesystem got /%s", p)
			}
		}
	})

	t.Run("mount and namespaces are refused", func(t *testing.T) {
		got := runOK(t, e, ref, "grep Seccomp: /proc/self/status > /out/seccomp; mount -t tmpfs none /tmp 2>>/out/err; echo $? >> /out/rc; "+
			"unshare -U true 2>>/out/err; echo $? >> /out/rc; "+
			"unshare -n true 2>>/out/err; echo $? >> /out/rc; "+
			"unshare -m true 2>>/out/err; echo $? >> /out/rc", nil)
		for i, rc := range strings.Fields(string(got["rc"])) {
			if rc == "0" {
				t.Fatalf("call %d succeeded (exit statuses %q, errors %q)", i, got["rc"], got["err"])
			}
		}
		t.Logf("refused: %q", got["err"])
		if f := strings.Fields(string(got["seccomp"])); len(f) != 2 || f[1] != "2" {
			t.Fatalf("%q: want a seccomp filter (mode 2)", got["seccomp"])
		}
		if n := len(strings.Fields(string(got["rc"]))); n != 4 {
			t.Fatalf("%d exit statuses, want 4", n)
		}
	})

	t.Run("timeout", func(t *testing.T) {
		start := time.Now()
		_, err := e.Run(ctx, shJob(t, ref, "sleep 30", func(r *ocijob.Request) { r.Limits.TimeoutMs = 1000 }))
		if !errors.Is(err, context.DeadlineExceeded) || !strings.Contains(err.Error(), "timeout of 1s") {
			t.Fatalf("err %v, want a deadline", err)
		}
		if d := time.Since(start); d > 10*time.Second {
			t.Fatalf("a 1s timeout took %s", d)
		}
		if left := leftovers(t, e); len(left) != 0 {
			t.Fatalf("left after a timeout: %q", left)
		}
	})

	t.Run("caller cancel", func(t *testing.T) {
		ctx, cancel := context.WithTimeout(ctx, 500*time.Millisecond)
		defer cancel()
		_, err := e.Run(ctx, shJob(t, ref, "sleep 30", nil))
		if !errors.Is(err, context.DeadlineExceeded) || strings.Contains(err.Error(), "timeout of") {
			t.Fatalf("err %v, want the caller's deadline", err)
		}
	})

	t.Run("still serves", func(t *testing.T) {
		got := runOK(t, e, ref, "echo fine > /out/ok", nil)
		if string(got["ok"]) != "fine\n" {
			t.Fatalf("output %q", got)
		}
		if left := leftovers(t, e); len(left) != 0 {
			t.Fatalf("left after all runs: %q", left)
		}
	})
}
