//go:build linux

package testnet

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"os"
	"os/exec"
	"runtime"
	"slices"
	"strings"
	"sync"
	"time"

	"golang.org/x/sys/unix"
)

// netnsEnv is the namespaces, bridge and links of a testnet whose peers
// each run in their own network namespace: peer i in names[i] with
// address ips[i] on a veth pair whose other end is on a bridge in the
// root namespace (address hostIP, where the chain process listens).
// tc netem on each peer's end adds the latency and loss, so a packet
// between two peers is delayed twice (once leaving each).
type netnsEnv struct {
	names  []string // namespace of peer i
	ips    []string // peer i's address
	hostIP string   // the bridge's address in the root namespace
	bridge string
	veths  []string // root-namespace ends, deleted by close in case a namespace never got its peer end
	log    *slog.Logger

	mu     sync.Mutex
	fwds   []net.Listener
	closed bool
}

// netnsMaxPeers bounds a run to one /24.
const netnsMaxPeers = 250

// setupNetNS creates the bridge and one namespace per peer. Without root,
// ip(8) or tc(8) (when latency or loss is asked for), or where the
// kernel refuses a namespace, it returns an error wrapping ErrNoNetNS and
// leaves nothing behind.
func setupNetNS(ctx context.Context, log *slog.Logger, peers int, latency time.Duration, loss float64) (_ *netnsEnv, err error) {
	if os.Geteuid() != 0 {
		return nil, fmt.Errorf("%w: needs root", ErrNoNetNS)
	}
	if peers > netnsMaxPeers {
		return nil, fmt.Errorf("testnet: %d peers in namespaces, at most %d", peers, netnsMaxPeers)
	}
	if loss < 0 || loss > 100 {
		return nil, fmt.Errorf("testnet: loss %.2f%%: want 0 to 100", loss)
	}
	if latency < 0 {
		return nil, fmt.Errorf("testnet: latency %s: want ≥ 0", latency)
	}
	tools := []string{"ip"}
	if latency > 0 || loss > 0 {
		tools = append(tools, "tc")
	}
	for _, t := range tools {
		if _, err := exec.LookPath(t); err != nil {
			return nil, fmt.Errorf("%w: %s(8) not found (Debian: apt-get install iproute2)", ErrNoNetNS, t)
		}
	}
	// Names unique to this process (interface names are at most 15 bytes).
	id := os.Getpid() % 100000
	e := &netnsEnv{bridge: fmt.Sprintf("tnb%d", id), log: log}
	subnet := fmt.Sprintf("10.213.%d", id%250)
	e.hostIP = subnet + ".1"
	defer func() {
		if err != nil {
			_ = e.close()
		}
	}()
	run := func(args ...string) error {
		out, err := exec.CommandContext(ctx, args[0], args[1:]...).CombinedOutput()
		if err != nil {
			return fmt.Errorf("%s: %w: %s", strings.Join(args, " "), err, strings.TrimSpace(string(out)))
		}
		return nil
	}
	if err := run("ip", "link", "add", e.bridge, "type", "bridge"); err != nil {
		if strings.Contains(err.Error(), "File exists") {
			// A run with this pid's names was killed before it cleaned up.
			return nil, fmt.Errorf("testnet: %w (left by an earlier run: ip link del %s; ip netns del tensora-%d-N)", err, e.bridge, id)
		}
		return nil, fmt.Errorf("%w: %w", ErrNoNetNS, err)
	}
	for _, c := range [][]string{
		{"ip", "addr", "add", e.hostIP + "/24", "dev", e.bridge},
		{"ip", "link", "set", e.bridge, "up"},
	} {
		if err := run(c...); err != nil {
			return nil, err
		}
	}
	for i := 0; i < peers; i++ {
		ns := fmt.Sprintf("tensora-%d-%d", id, i)
		if err := run("ip", "netns", "add", ns); err != nil {
			if strings.Contains(err.Error(), "File exists") {
				return nil, fmt.Errorf("testnet: %w (left by an earlier run: ip netns del %s)", err, ns)
			}
			return nil, fmt.Errorf("%w: %w", ErrNoNetNS, err)
		}
		e.names = append(e.names, ns)
		ip := fmt.Sprintf("%s.%d", subnet, i+2)
		e.ips = append(e.ips, ip)
		host, peer := fmt.Sprintf("tvh%d-%d", id, i), fmt.Sprintf("tvp%d-%d", id, i)
		e.veths = append(e.veths, host)
		cmds := [][]string{
			{"ip", "link", "add", host, "type", "veth", "peer", "name", peer},
			{"ip", "link", "set", peer, "netns", ns},
			{"ip", "link", "set", host, "master", e.bridge},
			{"ip", "link", "set", host, "up"},
			{"ip", "-n", ns, "link", "set", "lo", "up"},
			{"ip", "-n", ns, "addr", "add", ip + "/24", "dev", peer},
			{"ip", "-n", ns, "link", "set", peer, "up"},
		}
		if latency > 0 || loss > 0 {
			netem := []string{"ip", "netns", "exec", ns, "tc", "qdisc", "add", "dev", peer, "root", "netem"}
			if latency > 0 {
				netem = append(netem, "delay", fmt.Sprintf("%dus", latency.Microseconds()))
			}
			if loss > 0 {
				netem = append(netem, "loss", fmt.Sprintf("%g%%", loss))
			}
			cmds = append(cmds, netem)
		}
		for _, c := range cmds {
			if err := run(c...); err != nil {
				if slices.Contains(c, "netem") && strings.Contains(err.Error(), "qdisc kind is unknown") {
					return nil, fmt.Errorf("%w: this kernel has no sch_netem: %w", ErrNoNetem, err)
				}
				return nil, err
			}
		}
	}
	log.Info("network namespaces up", "peers", peers, "bridge", e.bridge, "host", e.hostIP, "latency", latency, "loss", loss)
	return e, nil
}

// forward listens on a free 127.0.0.1 port in this namespace and relays
// every connection to the same address inside peer i's namespace, where
// the peer's API is to listen on its own loopback: the API stays
// loopback-only and the parent, the CLI and the SDK reach it as if it ran
// here. It returns the address.
func (e *netnsEnv) forward(i int) (string, error) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return "", fmt.Errorf("testnet: forward into %s: %w", e.names[i], err)
	}
	addr := l.Addr().String()
	e.mu.Lock()
	if e.closed {
		e.mu.Unlock()
		_ = l.Close()
		return "", errors.New("testnet: namespaces closed")
	}
	e.fwds = append(e.fwds, l)
	e.mu.Unlock()
	ns := e.names[i]
	go func() {
		for {
			c, err := l.Accept()
			if err != nil {
				return
			}
			go func() {
				defer c.Close()
				up, err := dialInNetNS(ns, addr)
				if err != nil {
					e.log.Debug("forward", "ns", ns, "err", err)
					return
				}
				defer up.Close()
				done := make(chan struct{}, 2)
				go func() { _, _ = io.Copy(up, c); closeWrite(up); done <- struct{}{} }()
				go func() { _, _ = io.Copy(c, up); closeWrite(c); done <- struct{}{} }()
				<-done
				<-done
			}()
		}
	}()
	return addr, nil
}

func closeWrite(c net.Conn) {
	if t, ok := c.(*net.TCPConn); ok {
		_ = t.CloseWrite()
	}
}

// dialInNetNS connects to addr from inside the named network namespace:
// the socket is created on an OS thread switched into it, and keeps that
// namespace after the thread switches back.
func dialInNetNS(ns, addr string) (net.Conn, error) {
	runtime.LockOSThread()
	self, err := unix.Open("/proc/thread-self/ns/net", unix.O_RDONLY|unix.O_CLOEXEC, 0)
	if err != nil {
		runtime.UnlockOSThread()
		return nil, fmt.Errorf("own namespace: %w", err)
	}
	defer unix.Close(self)
	target, err := unix.Open("/var/run/netns/"+ns, unix.O_RDONLY|unix.O_CLOEXEC, 0)
	if err != nil {
		runtime.UnlockOSThread()
		return nil, fmt.Errorf("namespace %s: %w", ns, err)
	}
	defer unix.Close(target)
	if err := unix.Setns(target, unix.CLONE_NEWNET); err != nil {
		runtime.UnlockOSThread()
		return nil, fmt.Errorf("enter %s: %w", ns, err)
	}
	c, derr := net.DialTimeout("tcp", addr, 5*time.Second)
	if err := unix.Setns(self, unix.CLONE_NEWNET); err == nil {
		// Only a thread back in its own namespace returns to the pool; a
		// locked thread whose goroutine ends is discarded by the runtime.
		runtime.UnlockOSThread()
	}
	return c, derr
}

// close stops the forwarders and deletes the namespaces (their veth ends
// go with them) and the bridge.
func (e *netnsEnv) close() error {
	e.mu.Lock()
	e.closed = true
	fwds := e.fwds
	e.fwds = nil
	e.mu.Unlock()
	for _, l := range fwds {
		_ = l.Close()
	}
	var errs []error
	for _, ns := range e.names {
		if out, err := exec.Command("ip", "netns", "del", ns).CombinedOutput(); err != nil {
			errs = append(errs, fmt.Errorf("ip netns del %s: %w: %s", ns, err, strings.TrimSpace(string(out))))
		}
	}
	// Pairs whose peer end reached its namespace went with it; one made
	// just before a failure did not.
	for _, v := range e.veths {
		_ = exec.Command("ip", "link", "del", v).Run()
	}
	if out, err := exec.Command("ip", "link", "del", e.bridge).CombinedOutput(); err != nil && !strings.Contains(string(out), "Cannot find device") {
		errs = append(errs, fmt.Errorf("ip link del %s: %w: %s", e.bridge, err, strings.TrimSpace(string(out))))
	}
	return errors.Join(errs...)
}
